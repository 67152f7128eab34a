import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { ERROR_MESSAGES } from "@hirelens/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { envelope } from "../lib/envelope.ts";
import { getPublicConfig } from "../lib/public-config.ts";

const CONFIG_PLACEHOLDER = '<script id="hirelens-config" type="application/json">{}</script>';
const defaultDistDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

/**
 * Serves the built SPA from the API's port: hashed assets with long caching, every other GET that
 * accepts HTML answers index.html with the runtime config embedded (history fallback).
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const distDir = app.env.WEB_DIST_DIR ? resolve(app.env.WEB_DIST_DIR) : defaultDistDir;
  const indexPath = join(distDir, "index.html");
  const hasBuild = existsSync(indexPath);
  const configJson = JSON.stringify(getPublicConfig(app.env)).replaceAll("<", "\\u003c");
  const indexHtml = hasBuild
    ? readFileSync(indexPath, "utf8").replace(
        CONFIG_PLACEHOLDER,
        CONFIG_PLACEHOLDER.replace("{}", configJson),
      )
    : null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/scripts/compress-dist.mjs): sent as they are
      // to browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, path) => {
        const isHashedAsset = path.startsWith(join(distDir, "assets"));
        res.header(
          "cache-control",
          isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
    app.log.info({ distDir }, "serving the web app");
  } else {
    app.log.warn({ distDir }, "web app not built: run `npm run build` (npm start does it)");
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isUnknownInWaitlistMode = app.env.SITE_MODE === "waitlist" && path !== "/";
    if (!indexHtml) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send(
          "The web app is not built yet. Run `npm run build`, or use `npm start`, which builds it.",
        );
    }
    return reply
      .code(isUnknownInWaitlistMode ? 404 : 200)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  };

  app.get("/", sendIndex);
  // Unknown API paths answer the JSON envelope; any other page navigation gets the SPA.
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      (request.headers.accept ?? "").includes("text/html");
    if (isPageRequest) return sendIndex(request, reply);
    return reply.code(404).send(envelope(404, "NOT_FOUND", ERROR_MESSAGES.notFound));
  });
});

import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers with a strict CSP: only our own origin for scripts, styles, fonts and data;
 * the configured demo-video origin is the single frame source. React's `style` props need
 * inline style attributes (style-src-attr), never inline <style> or <script> elements.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const frameSources = app.env.DEMO_VIDEO_URL ? [new URL(app.env.DEMO_VIDEO_URL).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        frameSrc: frameSources.length > 0 ? frameSources : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only behind TLS: on plain http (local use) the header would pin browsers to https for a
    // host that does not serve it. No includeSubDomains: sibling hosts are not ours to pin.
    hsts: app.env.APP_URL.startsWith("https://") ? { maxAge: 31_536_000 } : false,
  });
});

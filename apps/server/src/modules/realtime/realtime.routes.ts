import { REALTIME_HEARTBEAT_MS, type RealtimeEvent } from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../plugins/auth.ts";
import { ownedBatch } from "../analysis/analysis.service.ts";

function frame(event: RealtimeEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * GET /api/realtime/events: Server-Sent Events of the user's batches (protocol in
 * packages/contracts/src/realtime.ts). Fetch-based clients send the bearer token in a header.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const open = new Set<() => void>();
  // Streams never end on their own: close them when the server closes.
  app.addHook("onClose", async () => {
    for (const close of [...open]) close();
  });
  app.get(
    "/realtime/events",
    {
      schema: {
        tags: ["realtime"],
        summary: "Live progress of the user's analyses (text/event-stream)",
        querystring: z.object({ batchId: z.uuid().optional() }),
      },
    },
    async (request, reply) => {
      const userId = requireSession(request).user.id;
      const { batchId } = request.query;
      if (batchId) await ownedBatch(app.services, { userId, id: batchId });

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      const send = (event: RealtimeEvent) => {
        if (!raw.writableEnded) raw.write(frame(event));
      };
      send({ type: "ready", at: new Date().toISOString(), batchId });
      const unsubscribe = app.realtime.subscribe(userId, (event) => {
        if (!batchId || event.batchId === batchId) send(event);
      });
      const heartbeat = setInterval(
        () => send({ type: "heartbeat", at: new Date().toISOString() }),
        REALTIME_HEARTBEAT_MS,
      );
      const close = () => {
        open.delete(close);
        clearInterval(heartbeat);
        unsubscribe();
        if (!raw.writableEnded) raw.end();
      };
      open.add(close);
      request.raw.on("close", close);
    },
  );
};

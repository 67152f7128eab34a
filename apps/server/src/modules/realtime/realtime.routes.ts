import { REALTIME_HEARTBEAT_MS, type RealtimeEvent } from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { liveCandidateUpdates } from "../analysis/analysis.live.ts";
import { ownedBatch } from "../analysis/analysis.service.ts";

function frame(event: RealtimeEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * GET /api/realtime/events: Server-Sent Events of the batches of the request's workspace (the
 * `x-workspace-id` header, else the personal one): every member with the workspace open gets its
 * batches' events (protocol in packages/contracts/src/realtime.ts). Fetch-based clients send the
 * bearer token in a header.
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
        summary: "Live progress of the workspace's analyses (text/event-stream)",
        querystring: z.object({
          batchId: z.uuid().optional(),
          /** The results page's view: the rows sent with file.scored/failed are masked when true. */
          anonymised: z
            .enum(["true", "false", "1", "0"])
            .optional()
            .transform((value) => value === "true" || value === "1"),
        }),
      },
    },
    async (request, reply) => {
      const { id: workspaceId } = await requireWorkspace(request, "viewer");
      const { batchId, anonymised } = request.query;
      if (batchId) await ownedBatch(app.services, { workspaceId, id: batchId });

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
      // A finished file of the watched batch goes out with its table row, the ranks and the batch
      // counts, read for this stream's view. Events keep their order; the files that finished while
      // the previous read ran share one read (their rows, and the ranks and counts after the last
      // of them), so a stream reads the batch once per burst, not once per file.
      const pending: RealtimeEvent[] = [];
      let isDraining = false;
      const isFinished = (event: RealtimeEvent) =>
        Boolean(batchId && event.candidateId) &&
        (event.type === "file.scored" || event.type === "file.failed");
      const drain = async () => {
        isDraining = true;
        while (pending.length > 0 && !raw.writableEnded) {
          const events = pending.splice(0);
          const finished = events.filter(isFinished);
          const updates =
            finished.length === 0
              ? null
              : await liveCandidateUpdates(app.services, {
                  workspaceId,
                  batchId: batchId as string,
                  candidateIds: finished.map((event) => event.candidateId as string),
                  anonymised,
                }).catch((error: unknown) => {
                  // The page falls back to reading the batch when an event comes without its row.
                  request.log.warn(
                    { err: error, batchId },
                    "realtime: the candidates' rows were not read",
                  );
                  return null;
                });
          for (const event of events) {
            const update = isFinished(event)
              ? updates?.get(event.candidateId as string)
              : undefined;
            send(update ? { ...event, ...update } : event);
          }
        }
        isDraining = false;
      };
      const sendWithRow = (event: RealtimeEvent) => {
        pending.push(event);
        if (!isDraining) void drain();
      };
      send({ type: "ready", at: new Date().toISOString(), batchId });
      const unsubscribe = app.realtime.subscribe(workspaceId, (event) => {
        if (!batchId || event.batchId === batchId) sendWithRow(event);
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

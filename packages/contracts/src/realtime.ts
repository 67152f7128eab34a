import { z } from "zod";
import { batchSummarySchema, candidateStatusSchema, candidateSummarySchema } from "./analysis.ts";

/**
 * Realtime progress protocol (Server-Sent Events over fetch, so the bearer token can be sent).
 *
 * - GET /api/realtime/events[?batchId=<uuid>] with `Authorization: Bearer <token>` and
 *   `Accept: text/event-stream` opens the stream of the signed-in user's batch events (only that
 *   batch when batchId is given). Another user's batch id answers 404.
 * - Each message is `event: <type>\ndata: <RealtimeEvent JSON>\n\n`. The first one is `ready`.
 * - The server sends `heartbeat` every REALTIME_HEARTBEAT_MS (30 s). A client that hears nothing
 *   for REALTIME_HEARTBEAT_MS + REALTIME_DEFAULT_TIMEOUT_MS treats the stream as dead.
 * - The client reconnects after REALTIME_RECONNECT_BACKOFF_MS (1, 2, 5, 10 s, then 10 s), resetting
 *   the backoff after a `ready`. Events are not replayed: after every (re)connect the client refetches
 *   GET /api/resume-analysis/batches/:id, which holds the durable state. With
 *   `?batchId=&anonymised=true|false`, file.scored and file.failed carry the candidate's table row,
 *   the ranks and the batch counts (see `candidate` below): the client applies them to its copy.
 * - On 401 the client stops and follows spec §8 (session expired).
 */
export const REALTIME_PATHS = { events: "/realtime/events" } as const;

export const realtimeEventTypeSchema = z.enum([
  "ready",
  "heartbeat",
  "file.queued",
  "file.parsing",
  "file.scored",
  "file.failed",
  "batch.done",
  "batch.reranked",
]);
export type RealtimeEventType = z.infer<typeof realtimeEventTypeSchema>;

export const batchProgressSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  scored: z.number().int(),
  failed: z.number().int(),
});
export type BatchProgress = z.infer<typeof batchProgressSchema>;

export const realtimeEventSchema = z.object({
  type: realtimeEventTypeSchema,
  /** ISO date-time the server emitted it. */
  at: z.string(),
  batchId: z.string().optional(),
  candidateId: z.string().optional(),
  fileName: z.string().optional(),
  status: candidateStatusSchema.optional(),
  score: z.number().nullable().optional(),
  /** For file.failed: the reason a recruiter can read. */
  message: z.string().optional(),
  progress: batchProgressSchema.optional(),
  /**
   * On file.scored / file.failed of a stream opened with a batchId: the candidate's row of the
   * results table as GET /api/resume-analysis/batches/:id gives it (masked when the stream was
   * opened with `anonymised=true`), every scored candidate's new rank, and the batch's counts, so
   * the page updates its table without downloading the batch again.
   */
  candidate: candidateSummarySchema.optional(),
  ranks: z.record(z.string(), z.number().int()).optional(),
  batch: batchSummarySchema.optional(),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Parses one SSE `data:` payload; returns null for anything that is not a known event. */
export function parseRealtimeEvent(data: string): RealtimeEvent | null {
  try {
    const parsed = realtimeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

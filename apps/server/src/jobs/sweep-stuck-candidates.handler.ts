import type { FastifyInstance } from "fastify";
import { sweepStuckCandidates } from "../modules/analysis/sweep-stuck-candidates.ts";
import { stuckAfterMs } from "./sweep-stuck-candidates.job.ts";

export async function run(app: FastifyInstance): Promise<void> {
  await sweepStuckCandidates(app.services, { olderThanMs: stuckAfterMs(app.env) });
}

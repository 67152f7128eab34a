import type { FastifyInstance } from "fastify";
import { runRetention } from "../modules/retention/retention.service.ts";

export async function run(app: FastifyInstance): Promise<void> {
  const result = await runRetention({
    db: app.db,
    storage: app.storage,
    logRetentionDays: app.env.DECISION_LOG_RETENTION_DAYS,
  });
  app.log.info(result, "retention: expired data deleted");
}

import type { FastifyInstance } from "fastify";
import { settleDueSubscriptions } from "../modules/billing/billing.service.ts";

export async function run(app: FastifyInstance): Promise<void> {
  const settled = await settleDueSubscriptions(app.services);
  if (settled > 0) app.log.info({ settled }, "subscriptions settled");
}

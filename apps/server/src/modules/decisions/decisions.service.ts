import { ENGINE_VERSION } from "@hirelens/engine";
import type { DbOrTx } from "../../db/client.ts";
import { type DecisionEntry, type DecisionRow, insertDecision } from "./decisions.repository.ts";

/** The label of entries the engine writes (scores). */
export const ENGINE_ACTOR = "HireLens engine";

/**
 * Records one score or human action in the decision log (append-only). Pass the transaction of
 * the change it records. Engine entries get the current engine version unless one is given.
 */
export async function recordDecision(db: DbOrTx, entry: DecisionEntry): Promise<DecisionRow> {
  const engineVersion =
    entry.engineVersion ??
    (entry.action === "scored" || entry.action === "rescored" ? ENGINE_VERSION : null);
  return insertDecision(db, { ...entry, engineVersion });
}

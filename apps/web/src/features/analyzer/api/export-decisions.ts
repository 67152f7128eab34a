import { DECISION_PATHS, type DecisionExportFormat } from "@hirelens/contracts";
import { downloadFile } from "@/lib/fetch-file";
import type { DecisionScope } from "./get-decisions";

/** GET …/decisions/export?format=: the whole log of a batch or candidate as a CSV or JSON file. */
export async function exportDecisions(
  scope: DecisionScope,
  format: DecisionExportFormat,
): Promise<void> {
  const path =
    scope.kind === "batch"
      ? DECISION_PATHS.batchExport(scope.id)
      : DECISION_PATHS.candidateExport(scope.id);
  await downloadFile(
    `${path}?format=${format}`,
    `hirelens-decision-log-${scope.kind}-${scope.id.slice(0, 8)}.${format}`,
  );
}

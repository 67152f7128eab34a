import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { analysisCandidates } from "../../db/schema/index.ts";
import type { CandidateRow } from "./analysis.repository.ts";

const {
  documentText: _text,
  parsedResume: _resume,
  insights: _insights,
  ...tableColumns
} = getTableColumns(analysisCandidates);

/**
 * A batch's candidates for the results table (upload order): every column but the document text,
 * the parsed resume and the insights, which only the candidate's detail shows. Those three read
 * null here, so a row of this list must never be turned into a detail (toCandidateDetail).
 */
export async function listCandidatesForTable(db: DbOrTx, batchId: string): Promise<CandidateRow[]> {
  return db
    .select({
      ...tableColumns,
      documentText: sql<CandidateRow["documentText"]>`null`,
      parsedResume: sql<CandidateRow["parsedResume"]>`null`,
      insights: sql<CandidateRow["insights"]>`null`,
    })
    .from(analysisCandidates)
    .where(eq(analysisCandidates.batchId, batchId))
    .orderBy(asc(analysisCandidates.position));
}

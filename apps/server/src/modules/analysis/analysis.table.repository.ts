import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { analysisCandidates } from "../../db/schema/index.ts";
import type { CandidateRow } from "./analysis.repository.ts";

const {
  documentText: _text,
  parsedResume: _resume,
  insights: _insights,
  match: _match,
  ...tableColumns
} = getTableColumns(analysisCandidates);

/**
 * What the table needs of a stored match: the required-skills component's points, the rank's
 * tie-break (rankCandidates). The rest of the match (every component's evidence, every skill) is
 * about 4 KB a row, and the live results read this table once per finished file (issue 11).
 */
const rankingMatch = sql<
  CandidateRow["match"]
>`case when ${analysisCandidates.match} is null then null
  else jsonb_build_object('components', coalesce((
    select jsonb_agg(jsonb_build_object('id', component -> 'id', 'points', component -> 'points'))
    from jsonb_array_elements(${analysisCandidates.match} -> 'components') as component
    where component ->> 'id' = 'requiredSkills'
  ), '[]'::jsonb)) end`;

/**
 * A batch's candidates for the results table (upload order): every column but the document text,
 * the parsed resume and the insights, which only the candidate's detail shows, and
 * of the match only what ranks the rows (`rankingMatch`). Those read null (the match: a stub), so a
 * row of this list must never be turned into a detail (toCandidateDetail) or an export.
 */
export async function listCandidatesForTable(db: DbOrTx, batchId: string): Promise<CandidateRow[]> {
  return db
    .select({
      ...tableColumns,
      documentText: sql<CandidateRow["documentText"]>`null`,
      parsedResume: sql<CandidateRow["parsedResume"]>`null`,
      insights: sql<CandidateRow["insights"]>`null`,
      match: rankingMatch,
    })
    .from(analysisCandidates)
    .where(eq(analysisCandidates.batchId, batchId))
    .orderBy(asc(analysisCandidates.position));
}

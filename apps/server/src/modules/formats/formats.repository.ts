import type { ParsedResume } from "@hirelens/engine";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { analysisCandidates } from "../../db/schema/index.ts";

/** The stored readings of a candidate result of the workspace, or null when it is not the workspace's. */
export async function findCandidateReading(
  db: DbOrTx,
  input: { workspaceId: string; candidateId: string },
): Promise<{
  id: string;
  position: number;
  name: string | null;
  status: string;
  fileName: string;
  documentText: string | null;
  parsedResume: ParsedResume | null;
  scoredAt: Date | null;
} | null> {
  const [row] = await db
    .select({
      id: analysisCandidates.id,
      position: analysisCandidates.position,
      name: analysisCandidates.name,
      status: analysisCandidates.status,
      fileName: analysisCandidates.fileName,
      documentText: analysisCandidates.documentText,
      parsedResume: analysisCandidates.parsedResume,
      scoredAt: analysisCandidates.scoredAt,
    })
    .from(analysisCandidates)
    .where(
      and(
        eq(analysisCandidates.id, input.candidateId),
        eq(analysisCandidates.workspaceId, input.workspaceId),
      ),
    );
  return row ?? null;
}

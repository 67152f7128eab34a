import {
  CANDIDATE_CSV_MAX_BYTES,
  CANDIDATE_MESSAGES,
  CANDIDATE_STAGE_LABELS,
  type CandidateImportResult,
  type CandidateJobStageDetail,
  type CandidateListItem,
  type CandidateListQuery,
  type CandidatePerson,
  type CandidateStage,
  type PageMeta,
  type ReviewStatus,
  reviewStatusOfStage,
  stageOfReviewStatus,
} from "@hirelens/contracts";
import { findSkill } from "@hirelens/engine/skills/taxonomy";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { paged } from "../../lib/http.ts";
import type { ServiceContext } from "../../service-context.ts";
import { presentedScore, shownBandOf } from "../analysis/analysis.views.ts";
import { decodeCsv } from "../bias-audit/category-csv.ts";
import { type Actor, actorOf, recordDecision } from "../decisions/decisions.service.ts";
import { enqueueWebhookEvent } from "../webhooks/webhooks.service.ts";
import { readCandidateCsv } from "./candidate-csv.ts";
import {
  type CandidatePersonRow,
  deletePerson,
  deletePersonDecisions,
  ensureStage,
  findJob,
  findLatestJobResult,
  findPerson,
  findPersonByEmail,
  findPersonByFileHash,
  findResultForLink,
  findResultInWorkspace,
  insertPerson,
  insertStageHistory,
  listJobs,
  listPeople,
  listResultIdsOfSamePerson,
  listResultsOf,
  listStageHistory,
  listStagesOf,
  lockStage,
  lockWorkspaceCandidates,
  mergePeople,
  setResultPerson,
  setReviewStatusOfJobResults,
  updatePerson,
  updateStage,
  upsertPersonByEmail,
} from "./candidates.repository.ts";

type Ctx = Pick<ServiceContext, "db">;

const emailKeyOf = (email: string | null | undefined): string | null => {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
};

/**
 * Links a freshly read result to its person (decision 184), in the transaction that stores the
 * result: the workspace's candidate with the same e-mail (case-insensitive), else the one another
 * result of the same file (SHA-256) links to, else a new candidate. When the e-mail and the file
 * point to two different candidates, the e-mail's wins, and the file's candidate is merged into it
 * when it has no e-mail of its own (the same bytes read again); one with another e-mail stays apart.
 * Then the person gets the stage "new" for the batch's job unless they have one, and the result
 * shows that stage as its review status.
 */
export async function linkResultToCandidate(
  tx: DbOrTx,
  input: { resultId: string },
): Promise<string | null> {
  const result = await findResultForLink(tx, input.resultId);
  if (!result) return null;
  await lockWorkspaceCandidates(tx, result.workspaceId);
  let personId = result.candidateId;
  if (!personId) {
    const emailKey = emailKeyOf(result.email);
    const byEmail = emailKey
      ? await findPersonByEmail(tx, result.workspaceId, emailKey)
      : undefined;
    const byHash = await findPersonByFileHash(tx, {
      workspaceId: result.workspaceId,
      fileSha256: result.fileSha256,
      exceptResultId: result.id,
    });
    let person: CandidatePersonRow;
    if (byEmail) {
      person = byEmail;
      if (byHash && byHash.id !== byEmail.id && byHash.emailKey === null)
        await mergePeople(tx, byEmail.id, byHash.id);
    } else if (byHash) {
      person = byHash;
      if (emailKey && byHash.emailKey === null)
        await updatePerson(tx, byHash.id, { email: result.email?.trim(), emailKey });
    } else {
      person = await insertPerson(tx, {
        workspaceId: result.workspaceId,
        email: emailKey ? (result.email?.trim() ?? null) : null,
        emailKey,
        phone: result.phone?.trim() || null,
      });
    }
    await updatePerson(tx, person.id, {
      name: result.name ?? person.name,
      lastTitle: result.lastTitle ?? person.lastTitle,
      phone: person.phone ?? (result.phone?.trim() || null),
    });
    await setResultPerson(tx, result.id, person.id);
    personId = person.id;
  }
  if (result.jobDescriptionId) {
    const stage = await ensureStage(tx, {
      candidateId: personId,
      jobDescriptionId: result.jobDescriptionId,
      workspaceId: result.workspaceId,
    });
    await setReviewStatusOfJobResults(tx, {
      candidateId: personId,
      jobDescriptionId: result.jobDescriptionId,
      reviewStatus: reviewStatusOfStage(stage.stage),
    });
  }
  return personId;
}

/**
 * Moves a person to `stage` for a job, in `tx`: the stage row (created "new" if missing), its
 * history, the review status of every result of theirs for that job, and one "stage_changed"
 * entry in the decision log. No change, nothing written; answers whether it changed.
 */
async function moveStage(
  tx: DbOrTx,
  input: {
    workspaceId: string;
    actor: Actor;
    candidateId: string;
    job: { id: string; title: string };
    stage: CandidateStage;
    /**
     * False when the analyzer's Shortlist / Reject / clear made the move: that click's own entry
     * (shortlisted, rejected, review_cleared) is already in the log, in the same transaction.
     */
    isLogged?: boolean;
  },
): Promise<boolean> {
  await ensureStage(tx, {
    candidateId: input.candidateId,
    jobDescriptionId: input.job.id,
    workspaceId: input.workspaceId,
  });
  const current = await lockStage(tx, input.candidateId, input.job.id);
  if (!current || current.stage === input.stage) return false;
  await updateStage(tx, {
    candidateId: input.candidateId,
    jobDescriptionId: input.job.id,
    stage: input.stage,
    by: input.actor.id,
  });
  await insertStageHistory(tx, {
    candidateId: input.candidateId,
    jobDescriptionId: input.job.id,
    workspaceId: input.workspaceId,
    fromStage: current.stage,
    toStage: input.stage,
    actorUserId: input.actor.id,
    actorLabel: input.actor.label,
  });
  await setReviewStatusOfJobResults(tx, {
    candidateId: input.candidateId,
    jobDescriptionId: input.job.id,
    reviewStatus: reviewStatusOfStage(input.stage),
  });
  const result = await findLatestJobResult(tx, input.candidateId, input.job.id);
  if (input.isLogged !== false)
    await recordDecision(tx, {
      workspaceId: input.workspaceId,
      userId: input.actor.id,
      actorId: input.actor.id,
      actorLabel: input.actor.label,
      batchId: result?.batchId ?? null,
      candidateId: result?.id ?? null,
      action: "stage_changed",
      engineVersion: result?.engineVersion ?? null,
      requirementsVersion: result?.requirementsVersion ?? null,
      fileSha256: result?.fileSha256 ?? null,
      detail: {
        personId: input.candidateId,
        jobDescriptionId: input.job.id,
        jobTitle: input.job.title,
        from: current.stage,
        to: input.stage,
        fromLabel: CANDIDATE_STAGE_LABELS[current.stage],
        toLabel: CANDIDATE_STAGE_LABELS[input.stage],
      },
    });
  // Integrations (decision 183): the event exists exactly when the change does.
  await enqueueWebhookEvent(tx, {
    workspaceId: input.workspaceId,
    type: "candidate.stage_changed",
    payload: {
      candidateId: input.candidateId,
      jobDescriptionId: input.job.id,
      jobTitle: input.job.title,
      from: current.stage,
      to: input.stage,
      movedBy: input.actor.label,
      resultId: result?.id ?? null,
      batchId: result?.batchId ?? null,
    },
  });
  return true;
}

/**
 * The analyzer's review change (PATCH /resume-analysis/:id) moves the stage too, in its
 * transaction: "none" -> new, "rejected" -> rejected, "shortlisted" -> shortlisted unless the person
 * is further on. A result without a person or a job (deleted) keeps its own review status.
 */
export async function syncStageWithReview(
  tx: DbOrTx,
  input: { workspaceId: string; actor: Actor; resultId: string; reviewStatus: ReviewStatus },
): Promise<void> {
  const result = await findResultInWorkspace(tx, input.workspaceId, input.resultId);
  if (!result?.candidateId || !result.jobDescriptionId) return;
  const job = await findJob(tx, input.workspaceId, result.jobDescriptionId);
  if (!job) return;
  const current = await ensureStage(tx, {
    candidateId: result.candidateId,
    jobDescriptionId: job.id,
    workspaceId: input.workspaceId,
  });
  await moveStage(tx, {
    workspaceId: input.workspaceId,
    actor: input.actor,
    candidateId: result.candidateId,
    job,
    stage: stageOfReviewStatus(input.reviewStatus, current.stage),
    isLogged: false,
  });
}

export async function listWorkspaceCandidates(
  ctx: Ctx,
  input: { workspaceId: string; query: CandidateListQuery },
): Promise<{ data: CandidateListItem[]; meta: PageMeta }> {
  const { q, stage, jobDescriptionId, page, pageSize } = input.query;
  const text = q?.trim().toLowerCase() || undefined;
  // Skills as the analyzer's "Has skill" filter reads them: the engine's name of the skill
  // ("k8s" finds Kubernetes), or the words as typed for a skill outside the taxonomy.
  const skills = text ? [...new Set([findSkill(text)?.name.toLowerCase(), text])] : [];
  const { rows, total } = await listPeople(ctx.db, {
    workspaceId: input.workspaceId,
    text,
    skills: skills.filter((skill): skill is string => Boolean(skill)),
    stage,
    jobDescriptionId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const stages = await listStagesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return paged(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      lastTitle: row.lastTitle,
      resultCount: row.resultCount,
      stages: stages
        .filter((entry) => entry.stage.candidateId === row.id)
        .map((entry) => ({
          jobDescriptionId: entry.stage.jobDescriptionId,
          jobTitle: entry.jobTitle,
          stage: entry.stage.stage,
          updatedAt: entry.stage.updatedAt.toISOString(),
        })),
      updatedAt: row.updatedAt.toISOString(),
    })),
    { page, pageSize, total },
  );
}

/** A person's page: scores per job (none where ranking is off), stages with history, files. */
export async function getWorkspaceCandidate(
  ctx: Ctx,
  input: { workspaceId: string; id: string },
): Promise<CandidatePerson> {
  const person = await findPerson(ctx.db, input.workspaceId, input.id);
  if (!person) throw new AppError("NOT_FOUND");
  const results = await listResultsOf(ctx.db, person.id);
  const stages = await listStagesOf(ctx.db, [person.id]);
  const history = await listStageHistory(ctx.db, person.id);
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    lastTitle: person.lastTitle,
    createdAt: person.createdAt.toISOString(),
    scores: results.map(({ result, batch }) => {
      // Documents only (issue 13): a batch with ranking off shows no score or band anywhere.
      const isRanked = batch.rankingEnabled;
      const isScored = result.status === "scored" && result.score !== null;
      return {
        resultId: result.id,
        batchId: batch.id,
        batchName: batch.name,
        jobDescriptionId: batch.jobDescriptionId,
        jobTitle: batch.jobTitle,
        status: result.status,
        isRanked,
        score: isRanked && isScored && result.score !== null ? presentedScore(result.score) : null,
        band: isRanked && isScored ? shownBandOf(result) : null,
        engineVersion: result.engineVersion,
        fileName: result.fileName,
        fileSha256: result.fileSha256,
        downloadUrl: result.fileId ? `/api/files/download?id=${result.fileId}` : null,
        createdAt: result.createdAt.toISOString(),
        scoredAt: result.scoredAt ? result.scoredAt.toISOString() : null,
      };
    }),
    stages: stages.map((entry) => toStageDetail(entry, history)),
  };
}

function toStageDetail(
  entry: Awaited<ReturnType<typeof listStagesOf>>[number],
  history: Awaited<ReturnType<typeof listStageHistory>>,
): CandidateJobStageDetail {
  return {
    candidateId: entry.stage.candidateId,
    jobDescriptionId: entry.stage.jobDescriptionId,
    jobTitle: entry.jobTitle,
    stage: entry.stage.stage,
    updatedAt: entry.stage.updatedAt.toISOString(),
    history: history
      .filter((change) => change.jobDescriptionId === entry.stage.jobDescriptionId)
      .map((change) => ({
        from: change.fromStage,
        to: change.toStage,
        actorLabel: change.actorLabel,
        createdAt: change.createdAt.toISOString(),
      })),
  };
}

async function stageDetail(
  db: DbOrTx,
  candidateId: string,
  jobDescriptionId: string,
): Promise<CandidateJobStageDetail> {
  const stages = await listStagesOf(db, [candidateId]);
  const entry = stages.find((row) => row.stage.jobDescriptionId === jobDescriptionId);
  if (!entry) throw new AppError("NOT_FOUND");
  return toStageDetail(entry, await listStageHistory(db, candidateId));
}

/** Recruiter+: moves a person of the workspace to a stage for one of the workspace's jobs. */
export async function changeCandidateStage(
  ctx: Ctx,
  input: {
    workspaceId: string;
    actorUserId: string;
    candidateId: string;
    jobDescriptionId: string;
    stage: CandidateStage;
  },
): Promise<CandidateJobStageDetail> {
  await ctx.db.transaction(async (tx) => {
    const person = await findPerson(tx, input.workspaceId, input.candidateId);
    const job = await findJob(tx, input.workspaceId, input.jobDescriptionId);
    if (!person || !job) throw new AppError("NOT_FOUND");
    await moveStage(tx, {
      workspaceId: input.workspaceId,
      actor: await actorOf(tx, input.actorUserId),
      candidateId: person.id,
      job,
      stage: input.stage,
    });
  });
  return stageDetail(ctx.db, input.candidateId, input.jobDescriptionId);
}

/** The stage of an analysis result's person for the result's job (the analyzer's drawer). */
export async function getResultStage(
  ctx: Ctx,
  input: { workspaceId: string; resultId: string },
): Promise<CandidateJobStageDetail> {
  const result = await findResultInWorkspace(ctx.db, input.workspaceId, input.resultId);
  if (!result) throw new AppError("NOT_FOUND");
  if (!result.candidateId) throw new AppError("CONFLICT", CANDIDATE_MESSAGES.notLinked);
  if (!result.jobDescriptionId) throw new AppError("CONFLICT", CANDIDATE_MESSAGES.noJob);
  const job = await findJob(ctx.db, input.workspaceId, result.jobDescriptionId);
  if (!job) throw new AppError("CONFLICT", CANDIDATE_MESSAGES.noJob);
  await ensureStage(ctx.db, {
    candidateId: result.candidateId,
    jobDescriptionId: job.id,
    workspaceId: input.workspaceId,
  });
  return stageDetail(ctx.db, result.candidateId, job.id);
}

export async function changeResultStage(
  ctx: Ctx,
  input: { workspaceId: string; actorUserId: string; resultId: string; stage: CandidateStage },
): Promise<CandidateJobStageDetail> {
  const current = await getResultStage(ctx, input);
  return changeCandidateStage(ctx, {
    workspaceId: input.workspaceId,
    actorUserId: input.actorUserId,
    candidateId: current.candidateId,
    jobDescriptionId: current.jobDescriptionId,
    stage: input.stage,
  });
}

const MAX_LISTED_ERRORS = 50;

/**
 * Imports a candidate list (CSV: name, email, optional phone, job and stage). All rows or none:
 * every line is checked first and the errors come back keyed "line N". A row whose e-mail the
 * workspace already has (case-insensitive) merges into that candidate (fills the name and phone
 * they lack); rows of the file with the same e-mail merge too. A job is named by its id or its
 * title; the stage defaults to "new" for a named job.
 */
export async function importCandidates(
  ctx: Ctx,
  input: { workspaceId: string; actorUserId: string; bytes: Uint8Array },
): Promise<CandidateImportResult> {
  if (input.bytes.byteLength > CANDIDATE_CSV_MAX_BYTES)
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `The file is larger than ${CANDIDATE_CSV_MAX_BYTES / 1024 / 1024} MB: split it and import the parts one after the other.`,
    );
  if (input.bytes.byteLength === 0) throw new AppError("VALIDATION", "The file is empty.");
  const { text } = decodeCsv(input.bytes);
  const { rows, errors } = readCandidateCsv(text);
  const jobs = await listJobs(ctx.db, input.workspaceId);
  const jobOf = new Map<number, { id: string; title: string }>();
  const stageOf = new Map<string, { line: number; stage: CandidateStage }>();
  for (const row of rows) {
    if (!row.job) continue;
    const wanted = row.job.toLowerCase();
    const matches = jobs.filter(
      (job) => job.id === wanted || job.title.trim().toLowerCase() === wanted,
    );
    if (matches.length === 0) {
      errors.push({
        line: row.line,
        message: `Unknown job "${row.job}": use the title or id of one of the workspace's job descriptions.`,
      });
      continue;
    }
    if (matches.length > 1) {
      errors.push({
        line: row.line,
        message: `${matches.length} job descriptions are called "${row.job}": use the job's id instead.`,
      });
      continue;
    }
    const job = matches[0] as { id: string; title: string };
    jobOf.set(row.line, job);
    const key = `${row.emailKey}\u0000${job.id}`;
    const stage = row.stage ?? "new";
    const earlier = stageOf.get(key);
    if (earlier && earlier.stage !== stage)
      errors.push({
        line: row.line,
        message: `${row.email} is already given the stage "${earlier.stage}" for this job on line ${earlier.line}.`,
      });
    else if (!earlier) stageOf.set(key, { line: row.line, stage });
  }
  if (!errors.length && !rows.length)
    errors.push({ line: 2, message: "The file has a header but no rows." });
  if (errors.length) {
    errors.sort((a, b) => a.line - b.line);
    const byLine: Record<string, string[]> = {};
    for (const error of errors.slice(0, MAX_LISTED_ERRORS)) {
      const key = `line ${error.line}`;
      byLine[key] ??= [];
      byLine[key].push(error.message);
    }
    const lines = new Set(errors.map((error) => error.line)).size;
    throw new AppError(
      "VALIDATION",
      `${lines} line${lines === 1 ? " has" : "s have"} errors; nothing was imported. Correct ${lines === 1 ? "it" : "them"} and import the file again.`,
      { errors: byLine },
    );
  }
  return ctx.db.transaction(async (tx) => {
    const actor = await actorOf(tx, input.actorUserId);
    const seen = new Map<string, { id: string; isNew: boolean }>();
    let stagesChanged = 0;
    for (const row of rows) {
      let person = seen.get(row.emailKey);
      if (!person) {
        const existing = await findPersonByEmail(tx, input.workspaceId, row.emailKey);
        if (existing) {
          await updatePerson(tx, existing.id, {
            name: existing.name ?? row.name,
            phone: existing.phone ?? row.phone,
          });
          person = { id: existing.id, isNew: false };
        } else {
          const { row: inserted, isNew } = await upsertPersonByEmail(tx, {
            workspaceId: input.workspaceId,
            name: row.name,
            email: row.email,
            emailKey: row.emailKey,
            phone: row.phone,
          });
          person = { id: inserted.id, isNew };
        }
        seen.set(row.emailKey, person);
      }
      const job = jobOf.get(row.line);
      if (!job) continue;
      await ensureStage(tx, {
        candidateId: person.id,
        jobDescriptionId: job.id,
        workspaceId: input.workspaceId,
      });
      if (row.stage) {
        const isMoved = await moveStage(tx, {
          workspaceId: input.workspaceId,
          actor,
          candidateId: person.id,
          job,
          stage: row.stage,
        });
        if (isMoved) stagesChanged += 1;
      }
    }
    const people = [...seen.values()];
    return {
      rows: rows.length,
      created: people.filter((person) => person.isNew).length,
      merged: people.filter((person) => !person.isNew).length,
      stagesChanged,
    };
  });
}

/**
 * Erasure of a person (decision 184): the results to erase when one result is erased, which are
 * every result linked to the same candidate, the requested one first.
 */
export function resultsToErase(
  tx: DbOrTx,
  resultId: string,
): Promise<{ candidateId: string | null; resultIds: string[] }> {
  return listResultIdsOfSamePerson(tx, resultId);
}

/**
 * Deletes the candidate row with their stages and stage history (after their results), and the
 * log's stage entries that name them; answers how many log entries went.
 */
export async function erasePerson(tx: DbOrTx, candidateId: string | null): Promise<number> {
  if (!candidateId) return 0;
  const entries = await deletePersonDecisions(tx, candidateId);
  await deletePerson(tx, candidateId);
  return entries;
}

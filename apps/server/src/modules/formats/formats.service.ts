import { COLLABORATION_MESSAGES, type JobDescription } from "@hirelens/contracts";
import { anonymise } from "@hirelens/engine";
import { AppError } from "../../lib/app-error.ts";
import { findUnsafeTextPaths, UNSAFE_TEXT_MESSAGE } from "../../lib/request-strings.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  type Actor,
  getScorecardCriteria,
  setScorecardCriteria,
} from "../collaboration/collaboration.service.ts";
import {
  createJobDescription,
  getJobDescription,
} from "../job-descriptions/job-descriptions.service.ts";
import { findCandidateReading } from "./formats.repository.ts";
import { fromJsonResumeJob, toJsonResumeJob } from "./job-json.ts";
import { type JsonResume, toJsonResume } from "./json-resume.ts";

const NOT_READ = "This resume has not been read yet, so there is nothing to export.";

/** A file name made of words: "Maria Garcia" -> "maria-garcia". */
function slug(value: string, fallback: string): string {
  const words = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return words || fallback;
}

/**
 * A candidate result's resume as a JSON Resume document. In a blind review (`anonymised`) it is
 * the anonymised reading, named by the candidate's alias, never their name.
 */
export async function exportJsonResume(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; candidateId: string; anonymised: boolean },
): Promise<{ fileName: string; document: JsonResume }> {
  const row = await findCandidateReading(ctx.db, input);
  if (!row) throw new AppError("NOT_FOUND");
  if (!row.parsedResume) throw new AppError("CONFLICT", NOT_READ);
  // Masked when asked, by the engine's one masker with what the drawer's blind view uses (the
  // file name too), so a download never shows more than the screen and follows masker fixes.
  const resume = input.anonymised
    ? anonymise(row.parsedResume, { fileName: row.fileName, text: row.documentText ?? "" })
    : row.parsedResume;
  const alias = `candidate-${row.position}`;
  const base = input.anonymised ? alias : slug(row.name ?? "", alias);
  return {
    fileName: `${base}.resume.json`,
    document: toJsonResume(resume, { lastModified: row.scoredAt ?? undefined }),
  };
}

export async function exportJob(
  ctx: Pick<ServiceContext, "db">,
  input: { actor: Actor; jobDescriptionId: string },
): Promise<{ fileName: string; document: Record<string, unknown> }> {
  const job: JobDescription = await getJobDescription(ctx, {
    workspaceId: input.actor.workspaceId,
    id: input.jobDescriptionId,
  });
  const { criteria } = await getScorecardCriteria(ctx, {
    actor: input.actor,
    jobDescriptionId: job.id,
  });
  return {
    fileName: `${slug(job.title, "job")}.job.json`,
    document: toJsonResumeJob(job, criteria),
  };
}

/** Parses the uploaded text as JSON; a clear 400 when it is not JSON. */
export function parseJobFile(raw: string): unknown {
  try {
    return JSON.parse(raw.replace(/^\uFEFF/, ""));
  } catch (error) {
    const detail = error instanceof Error ? error.message : "it could not be read";
    const message = COLLABORATION_MESSAGES.jobFileNotJson(detail);
    throw new AppError("BAD_REQUEST", message, { errors: { file: [message] } });
  }
}

/** A JSON Resume job document (parsed) becomes a new job description of the workspace. */
export async function importJob(
  ctx: Pick<ServiceContext, "db" | "queue" | "env" | "log">,
  input: { actor: Actor; document: unknown },
): Promise<JobDescription> {
  const unsafe = findUnsafeTextPaths(input.document);
  if (unsafe.length > 0) {
    throw new AppError("VALIDATION", UNSAFE_TEXT_MESSAGE, {
      errors: Object.fromEntries(unsafe.map((path) => [path, [UNSAFE_TEXT_MESSAGE]])),
    });
  }
  const { input: body, criteria } = fromJsonResumeJob(input.document);
  const job = await createJobDescription(ctx, {
    workspaceId: input.actor.workspaceId,
    actorUserId: input.actor.userId,
    input: body,
  });
  if (criteria && criteria.length > 0)
    await setScorecardCriteria(ctx, { actor: input.actor, jobDescriptionId: job.id, criteria });
  return job;
}

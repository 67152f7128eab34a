import {
  buildInsights,
  checkExplanation,
  type ExplanationViolation,
  extractSkills,
  type Insights,
  type MatchResult,
  type ParsedJob,
  type ParsedResume,
  parseJob,
  parseResume,
  type ScoreWeights,
  scoreResume,
} from "@hirelens/engine";

/** What a worker thread returns for one resume file. */
export type AnalyzeResumeOutcome =
  | {
      ok: true;
      text: string;
      kind: string;
      pages: number;
      resume: ParsedResume;
      match: MatchResult;
      insights: Insights;
      /** Every skill the resume mentions (canonical names), for the table's skill filter. */
      skillNames: string[];
      /** What the explanation checker found false or contradictory; [] when nothing. */
      violations: ExplanationViolation[];
    }
  | { ok: false; code: string; message: string };

export interface AnalyzeResumeTask {
  type: "analyze";
  bytes: Uint8Array;
  job: ParsedJob;
  weights: ScoreWeights;
}

export interface RescoreTask {
  type: "rescore";
  items: Array<{ id: string; resume: ParsedResume; text: string }>;
  job: ParsedJob;
  weights: ScoreWeights;
}

/** A job description's text, parsed off the API's event loop. */
export interface ParseJobTask {
  type: "parse-job";
  text: string;
}

export type EngineTask = AnalyzeResumeTask | RescoreTask | ParseJobTask;

export interface RescoreOutcome {
  items: Array<{
    id: string;
    match: MatchResult;
    insights: Insights;
    skillNames: string[];
    violations: ExplanationViolation[];
  }>;
}

/**
 * Every skill `text` mentions, by its canonical name and by the alias the text used ("JavaScript"
 * and "JS"), each once: what the table's skill filter looks up, with the score's own matcher.
 */
function skillNamesIn(text: string): string[] {
  return [...new Set(extractSkills(text).flatMap((mention) => [mention.name, mention.alias]))];
}

/** What a task may tell its process while it runs. */
export interface TaskHooks {
  /** A scanned PDF's OCR starts and may take this long: the pool extends the task's deadline. */
  onOcrStart?: (timeoutMs: number) => void;
}

/** Reads, structures and scores one resume file. Never throws: failures come back as a reason. */
export async function analyzeResume(
  task: AnalyzeResumeTask,
  hooks: TaskHooks = {},
): Promise<AnalyzeResumeOutcome> {
  try {
    const parsed = await parseResume(task.bytes, { onOcrStart: hooks.onOcrStart });
    if (!parsed.ok) return { ok: false, code: parsed.code, message: parsed.message };
    const { document, resume } = parsed;
    const match = scoreResume({
      resume,
      text: document.text,
      job: task.job,
      weights: task.weights,
    });
    const insights = buildInsights({ match, job: task.job, resume });
    const violations = checkExplanation({
      match,
      job: task.job,
      resumeText: document.text,
      insights,
      resume,
    });
    return {
      ok: true,
      skillNames: skillNamesIn(document.text),
      violations,
      text: document.text,
      kind: document.kind,
      pages: document.pages,
      resume,
      match,
      insights,
    };
  } catch (error) {
    return {
      ok: false,
      code: "corrupt",
      message: `This file could not be read (${error instanceof Error ? error.message : "unknown error"}).`,
    };
  }
}

/** Scores already parsed resumes again, e.g. with new weights: no re-reading, no new charge. */
export function rescoreResumes(task: RescoreTask): RescoreOutcome {
  return {
    items: task.items.map((item) => {
      const match = scoreResume({
        resume: item.resume,
        text: item.text,
        job: task.job,
        weights: task.weights,
      });
      const insights = buildInsights({ match, job: task.job, resume: item.resume });
      return {
        id: item.id,
        match,
        insights,
        skillNames: skillNamesIn(item.text),
        violations: checkExplanation({
          match,
          job: task.job,
          resumeText: item.text,
          insights,
          resume: item.resume,
        }),
      };
    }),
  };
}

export async function runEngineTask(
  task: EngineTask,
  hooks: TaskHooks = {},
): Promise<AnalyzeResumeOutcome | RescoreOutcome | ParsedJob> {
  if (task.type === "analyze") return analyzeResume(task, hooks);
  if (task.type === "parse-job") return parseJob(task.text);
  return rescoreResumes(task);
}

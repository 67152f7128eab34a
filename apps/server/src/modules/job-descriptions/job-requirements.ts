import type { IgnoredText, JobRequirements } from "@hirelens/contracts";
import { findSkill, type JobSkill, type ParsedJob, type SourceSpan } from "@hirelens/engine";

/** What the scorer reads from a ParsedJob, in the editable shape of the contracts. */
export function requirementsFromParsed(job: ParsedJob): JobRequirements {
  const names = (level: "required" | "preferred") => [
    ...new Set(job.skills.filter((skill) => skill.level === level).map((skill) => skill.name)),
  ];
  return {
    requiredSkills: names("required"),
    preferredSkills: names("preferred"),
    minYears: job.minYears?.value ?? null,
    education: job.education?.value ?? null,
    seniority: job.seniority?.value ?? null,
    certifications: job.certifications.map((certification) => certification.value),
  };
}

/**
 * The boilerplate the engine left out of the requirements, in the contracts' shape. A job parsed
 * before the engine reported it has none on record.
 */
export function ignoredFromParsed(
  job: Pick<ParsedJob, "ignored"> | null | undefined,
): IgnoredText[] {
  return (job?.ignored ?? []).map(({ span, reason }) => ({
    reason,
    start: span.start,
    end: span.end,
    text: span.text,
  }));
}

export function applyOverrides(
  parsed: JobRequirements,
  overrides: Partial<JobRequirements> | null | undefined,
): JobRequirements {
  if (!overrides) return parsed;
  const merged = { ...parsed };
  for (const key of Object.keys(overrides) as Array<keyof JobRequirements>) {
    if (overrides[key] !== undefined) Object.assign(merged, { [key]: overrides[key] });
  }
  return merged;
}

/** The span of `phrase` in the JD text, or an empty span at 0 when the recruiter typed it in. */
function spanOf(text: string, phrase: string): SourceSpan {
  const start = text.toLowerCase().indexOf(phrase.toLowerCase());
  return start >= 0
    ? { start, end: start + phrase.length, text: text.slice(start, start + phrase.length) }
    : { start: 0, end: 0, text: phrase };
}

function toJobSkill(job: ParsedJob, name: string, level: "required" | "preferred"): JobSkill {
  const known = job.skills.find(
    (skill) => skill.name.toLowerCase() === name.toLowerCase() || skill.id === name,
  );
  if (known) return { ...known, level };
  const taxonomy = findSkill(name);
  if (taxonomy) {
    return {
      id: taxonomy.id,
      name: taxonomy.name,
      level,
      span: spanOf(job.text, name),
      kind: taxonomy.kind,
    };
  }
  const terms = name
    .toLowerCase()
    .split(/[^a-z0-9+#.]+/)
    .filter((term) => term.length > 1);
  return {
    id: `term:${name.toLowerCase()}`,
    name,
    level,
    span: spanOf(job.text, name),
    terms,
    kind: "hard",
  };
}

/**
 * The ParsedJob the scorer uses: the engine's reading of the text with the recruiter's overrides
 * applied (skills, years, education, seniority, certifications).
 */
export function jobForScoring(
  parsed: ParsedJob,
  overrides: Partial<JobRequirements> | null | undefined,
): ParsedJob {
  if (!overrides) return parsed;
  const job: ParsedJob = { ...parsed };
  if (overrides.requiredSkills !== undefined || overrides.preferredSkills !== undefined) {
    const base = requirementsFromParsed(parsed);
    const required = overrides.requiredSkills ?? base.requiredSkills;
    const preferred = (overrides.preferredSkills ?? base.preferredSkills).filter(
      (name) => !required.some((other) => other.toLowerCase() === name.toLowerCase()),
    );
    job.skills = [
      ...required.map((name) => toJobSkill(parsed, name, "required")),
      ...preferred.map((name) => toJobSkill(parsed, name, "preferred")),
    ];
  }
  if (overrides.minYears !== undefined) {
    job.minYears =
      overrides.minYears === null
        ? undefined
        : {
            value: overrides.minYears,
            span: parsed.minYears?.span ?? spanOf(parsed.text, `${overrides.minYears}`),
            level: "required",
          };
  }
  if (overrides.education !== undefined) {
    job.education =
      overrides.education === null
        ? undefined
        : {
            value: overrides.education,
            span: parsed.education?.span ?? spanOf(parsed.text, overrides.education),
            level: parsed.education?.level ?? "required",
            // The fields the posting names stay asked at the level the recruiter set.
            ...(parsed.education?.fields && { fields: parsed.education.fields }),
          };
  }
  if (overrides.seniority !== undefined) {
    job.seniority =
      overrides.seniority === null
        ? undefined
        : {
            value: overrides.seniority,
            span: parsed.seniority?.span ?? spanOf(parsed.text, overrides.seniority),
          };
  }
  if (overrides.certifications !== undefined) {
    job.certifications = overrides.certifications.map((name) => ({
      value: name,
      span: spanOf(parsed.text, name),
      level: "required" as const,
    }));
  }
  return job;
}

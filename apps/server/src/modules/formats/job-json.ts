import {
  COLLABORATION_MESSAGES,
  type CreateJobDescription,
  createJobDescriptionSchema,
  EDUCATION_LEVEL_LABELS,
  type employmentTypeSchema,
  hirelensJobExtensionSchema,
  type JobDescription,
  jsonResumeJobSchema,
  scorecardCriteriaSchema,
  type workArrangementSchema,
} from "@hirelens/contracts";
import type { z } from "zod";

import { AppError } from "../../lib/app-error.ts";

/**
 * Job descriptions as JSON in the JSON Resume job schema (jsonresume.org, job-schema.json): the
 * text is the `description`; the requirements are `skills` ("Required" / "Preferred" keywords) and
 * `qualifications`; what the schema has no field for (the recruiter's overrides, weights and
 * scorecard criteria) goes in an `x-hirelens` block, so exporting and importing gives the same job.
 */
export const HIRELENS_JOB_EXTENSION = "x-hirelens";

type EmploymentType = z.infer<typeof employmentTypeSchema>;
type WorkArrangement = z.infer<typeof workArrangementSchema>;

const TYPE_LABELS: Record<EmploymentType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
};
const REMOTE_OF: Record<WorkArrangement, "Full" | "Hybrid" | "None"> = {
  remote: "Full",
  hybrid: "Hybrid",
  onsite: "None",
};
const ARRANGEMENT_OF: Record<"Full" | "Hybrid" | "None", WorkArrangement> = {
  Full: "remote",
  Hybrid: "hybrid",
  None: "onsite",
};

export function toJsonResumeJob(job: JobDescription, criteria: string[]): Record<string, unknown> {
  const { requirements } = job;
  const qualifications = [
    ...(requirements.minYears !== null ? [`${requirements.minYears}+ years of experience`] : []),
    ...(requirements.education ? [EDUCATION_LEVEL_LABELS[requirements.education]] : []),
    ...requirements.certifications,
  ];
  const skills = [
    ...(requirements.requiredSkills.length > 0
      ? [{ name: "Required", keywords: requirements.requiredSkills }]
      : []),
    ...(requirements.preferredSkills.length > 0
      ? [{ name: "Preferred", keywords: requirements.preferredSkills }]
      : []),
  ];
  const document: Record<string, unknown> = {
    title: job.title,
    ...(job.company ? { company: job.company } : {}),
    ...(job.employmentType ? { type: TYPE_LABELS[job.employmentType] } : {}),
    date: job.createdAt.slice(0, 10),
    description: job.text,
    ...(job.location ? { location: { address: job.location } } : {}),
    ...(job.workArrangement ? { remote: REMOTE_OF[job.workArrangement] } : {}),
    ...(requirements.seniority ? { experience: requirements.seniority } : {}),
    ...(qualifications.length > 0 ? { qualifications } : {}),
    ...(skills.length > 0 ? { skills } : {}),
    meta: { version: "v1.0.0", lastModified: job.updatedAt.slice(0, 19) },
    [HIRELENS_JOB_EXTENSION]: {
      employmentType: job.employmentType,
      workArrangement: job.workArrangement,
      location: job.location,
      overrides: job.overrides,
      weights: job.weights,
      scorecardCriteria: criteria,
    },
  };
  return document;
}

function employmentTypeOf(type: string | undefined): EmploymentType | null {
  const value = type?.toLowerCase() ?? "";
  if (value.includes("full")) return "full-time";
  if (value.includes("part")) return "part-time";
  if (value.includes("contract") || value.includes("freelance")) return "contract";
  if (value.includes("temp")) return "temporary";
  if (value.includes("intern")) return "internship";
  return null;
}

function fieldErrors(error: z.ZodError, prefix = ""): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "file";
    if (!errors[key]) errors[key] = [];
    errors[key].push(issue.message);
  }
  return errors;
}

/** The job text to read when the file has no description: its sections as a job ad lays them out. */
function textOfSections(job: z.infer<typeof jsonResumeJobSchema>): string {
  const parts: string[] = [];
  if (job.title) parts.push(job.title);
  if (job.experience) parts.push(`Experience: ${job.experience}`);
  if (job.responsibilities?.length)
    parts.push(
      ["Responsibilities:", ...job.responsibilities.map((line) => `- ${line}`)].join("\n"),
    );
  if (job.qualifications?.length)
    parts.push(["Qualifications:", ...job.qualifications.map((line) => `- ${line}`)].join("\n"));
  for (const group of job.skills ?? []) {
    if (!group.keywords?.length) continue;
    const heading = /prefer|nice|bonus|plus/i.test(group.name ?? "")
      ? "Nice to have:"
      : "Requirements:";
    parts.push([heading, ...group.keywords.map((keyword) => `- ${keyword}`)].join("\n"));
  }
  return parts.join("\n\n");
}

export interface ImportedJob {
  input: CreateJobDescription;
  criteria: string[] | null;
}

/**
 * Reads a JSON Resume job document into the body of a new job description. Throws 422 with the
 * fields at fault when the document is not a job of that schema or misses what a job needs.
 */
export function fromJsonResumeJob(value: unknown): ImportedJob {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppError("VALIDATION", COLLABORATION_MESSAGES.jobFileWrongSchema, {
      errors: { file: [COLLABORATION_MESSAGES.jobFileWrongSchema] },
    });
  }
  const parsed = jsonResumeJobSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError("VALIDATION", COLLABORATION_MESSAGES.jobFileWrongSchema, {
      errors: fieldErrors(parsed.error),
    });
  }
  const job = parsed.data;
  const extensionValue = (value as Record<string, unknown>)[HIRELENS_JOB_EXTENSION];
  const extension =
    extensionValue === undefined ? null : hirelensJobExtensionSchema.safeParse(extensionValue);
  if (extension && !extension.success) {
    throw new AppError("VALIDATION", COLLABORATION_MESSAGES.jobFileWrongSchema, {
      errors: fieldErrors(extension.error, HIRELENS_JOB_EXTENSION),
    });
  }
  const extra = extension?.data ?? {};
  if (!job.title?.trim()) {
    throw new AppError("VALIDATION", COLLABORATION_MESSAGES.jobFileNoTitle, {
      errors: { title: [COLLABORATION_MESSAGES.jobFileNoTitle] },
    });
  }
  const text = job.description?.trim() ? job.description : textOfSections(job);
  if (!text.trim() || text.trim() === job.title.trim()) {
    throw new AppError("VALIDATION", COLLABORATION_MESSAGES.jobFileNoText, {
      errors: { description: [COLLABORATION_MESSAGES.jobFileNoText] },
    });
  }
  const place = job.location
    ? [job.location.address, job.location.city, job.location.region, job.location.countryCode]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(", ")
    : "";
  const body = {
    title: job.title,
    text,
    company: job.company ?? null,
    location: extra.location !== undefined ? extra.location : place || null,
    employmentType:
      extra.employmentType !== undefined ? extra.employmentType : employmentTypeOf(job.type),
    workArrangement:
      extra.workArrangement !== undefined
        ? extra.workArrangement
        : job.remote
          ? ARRANGEMENT_OF[job.remote]
          : null,
    overrides: extra.overrides ?? null,
    ...(extra.weights ? { weights: extra.weights } : {}),
  };
  const input = createJobDescriptionSchema.safeParse(body);
  if (!input.success) {
    const errors = fieldErrors(input.error);
    // The job's text is the file's description: name the field the file has.
    if (errors.text && job.description) {
      errors.description = errors.text;
      delete errors.text;
    }
    const first = Object.values(errors)[0]?.[0] ?? COLLABORATION_MESSAGES.jobFileWrongSchema;
    throw new AppError("VALIDATION", first, { errors });
  }
  let criteria: string[] | null = null;
  if (extra.scorecardCriteria !== undefined) {
    const checked = scorecardCriteriaSchema.safeParse(extra.scorecardCriteria);
    if (!checked.success) {
      throw new AppError("VALIDATION", COLLABORATION_MESSAGES.jobFileWrongSchema, {
        errors: fieldErrors(checked.error, `${HIRELENS_JOB_EXTENSION}.scorecardCriteria`),
      });
    }
    criteria = checked.data;
  }
  return { input: input.data, criteria };
}

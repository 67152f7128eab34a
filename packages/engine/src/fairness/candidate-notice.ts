/**
 * The notice a candidate gets before an automated tool helps review their application (NYC Local
 * Law 144: notice of the tool, the qualifications and characteristics it assesses, the data it
 * uses and keeps, and how to ask for an alternative process or an accommodation; EU AI Act
 * Art. 26(11): people are told when a high-risk AI system is used in decisions about them).
 * Written from the job's own requirements and weights, so it says what this job's ranking uses.
 */
import { COMPONENT_IDS, COMPONENT_LABELS, normalizeWeights } from "../score/weights.ts";
import type { EducationLevel, RequirementLevel, ScoreWeights } from "../types.ts";

/** What the notice needs of a job: a `ParsedJob` fits, and so does a job as a recruiter edited it. */
export interface NoticeJob {
  title?: { value: string };
  skills: Array<{ name: string; level: RequirementLevel }>;
  minYears?: { value: number; level: RequirementLevel };
  education?: { value: EducationLevel; level: RequirementLevel };
  certifications: Array<{ value: string; level: RequirementLevel }>;
}

export interface NoticeOptions {
  /** The employer as candidates know it: "Acme Health". */
  employer: string;
  /** How long application data is kept, in days (the account's retention period). */
  retentionDays: number;
  /** Where to ask for an alternative selection process or an accommodation (an e-mail or a URL). */
  contact: string;
  /** The public page explaining how HireLens scores. */
  howItWorksUrl: string;
  /** The job's weights, as edited; the defaults when absent. */
  weights?: Partial<ScoreWeights>;
}

export interface CandidateNotice {
  subject: string;
  sections: Array<{ heading: string; lines: string[] }>;
  /** The whole notice as plain text: headings, then their lines; list items start with "- ". */
  text: string;
}

const EDUCATION: Record<EducationLevel, string> = {
  "high-school": "a high-school diploma",
  associate: "an associate degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: "a doctorate",
};

/** "180 days" -> "6 months"; a number of days that is not whole months stays in days. */
export function retentionPeriod(days: number): string {
  if (days >= 365 && days % 365 === 0) return `${days / 365} year${days === 365 ? "" : "s"}`;
  if (days >= 30 && days % 30 === 0) return `${days / 30} month${days === 30 ? "" : "s"}`;
  return `${days} day${days === 1 ? "" : "s"}`;
}

const listOf = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * The notice for one job.
 * `candidateNotice({ title: { value: "Registered Nurse" }, skills: [{ name: "BLS", level: "required" }], certifications: [] }, { employer: "Acme Health", retentionDays: 180, contact: "jobs@acme.test", howItWorksUrl: "https://…/how-hirelens-scores" }).subject`
 * -> "How Acme Health reviews applications for Registered Nurse"
 */
export function candidateNotice(job: NoticeJob, options: NoticeOptions): CandidateNotice {
  const title = job.title?.value.trim() || "this job";
  const weights = normalizeWeights(options.weights);
  const assessed: string[] = [];
  for (const level of ["required", "preferred"] as const) {
    const names = [...new Set(job.skills.filter((s) => s.level === level).map((s) => s.name))];
    if (names.length)
      assessed.push(`${level === "required" ? "Required" : "Preferred"} skills: ${listOf(names)}`);
  }
  if (job.minYears)
    assessed.push(
      `Experience: ${job.minYears.value} year${job.minYears.value === 1 ? "" : "s"} or more in related roles (${job.minYears.level})`,
    );
  else assessed.push("Experience: years in roles like this one");
  if (job.education)
    assessed.push(
      `Education: ${EDUCATION[job.education.value]} or equivalent (${job.education.level})`,
    );
  for (const c of job.certifications) assessed.push(`Certification: ${c.value} (${c.level})`);
  assessed.push(
    `Occupation: whether your past roles are in the occupation of ${title} or a related one`,
  );

  const weighting = COMPONENT_IDS.filter((id) => weights[id] > 0).map(
    (id) => `${COMPONENT_LABELS[id]}: ${Math.round(weights[id])} %`,
  );

  const sections: CandidateNotice["sections"] = [
    {
      heading: "An automated tool helps review your application",
      lines: [
        `${options.employer} uses HireLens, an automated employment decision tool, to help review applications for ${title}.`,
        "It compares the text of your resume with the requirements of this job and suggests a score from 0 to 100 with the evidence for every point. A person reviews every application and makes every decision; the tool never rejects anyone by itself.",
      ],
    },
    { heading: "What is assessed", lines: assessed.map((a) => `- ${a}`) },
    {
      heading: "How much each part counts",
      lines: weighting.map((w) => `- ${w}`),
    },
    {
      heading: "Which data is used",
      lines: [
        "Only the resume you send: your work history and job titles, skills, education and certifications.",
        "Your name, contact details, address, photo, pronouns, gender, age and graduation dates, and the names of your schools, are hidden from the scoring and never count. Demographic information you may give for equal-opportunity reporting is kept apart and never used to score you.",
      ],
    },
    {
      heading: "How long it is kept",
      lines: [
        `Your resume and its review are kept for ${retentionPeriod(options.retentionDays)} after you apply, then deleted. You can ask for your data to be deleted sooner at ${options.contact}.`,
      ],
    },
    {
      heading: "An alternative process or an accommodation",
      lines: [
        `You can ask to be assessed without the tool (an alternative selection process) or for a reasonable accommodation: contact ${options.contact} and say which job you applied for. Asking does not count against you.`,
      ],
    },
    {
      heading: "How HireLens scores",
      lines: [
        `How the score is worked out, and how it is tested for fairness: ${options.howItWorksUrl}`,
      ],
    },
  ];
  const subject = `How ${options.employer} reviews applications for ${title}`;
  const text = [subject, ...sections.map((s) => `\n${s.heading}\n${s.lines.join("\n")}`)].join(
    "\n",
  );
  return { subject, sections, text };
}

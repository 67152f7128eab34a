/**
 * The engine's public data shapes. Readers produce a `ReadResult`, the structurer a `ParsedResume`
 * (JSON Resume v1 plus a `meta` extension), the JD parser a `ParsedJob`, the scorer a `MatchResult`.
 * Shared by every part of the engine; changing a shape here is a change of the engine's contract.
 */

export type DocumentKind = "pdf" | "docx" | "doc" | "rtf" | "txt" | "md";

/** A character range in `ReadDocument.text` that a value was taken from. */
export interface SourceSpan {
  start: number;
  end: number;
  /** The text of that range, for display as evidence. */
  text: string;
  /** 1-based page for paged documents, when known. */
  page?: number;
}

export interface ReadDocument {
  ok: true;
  kind: DocumentKind;
  /** Plain text with lines rebuilt in reading order, "\n" separated. */
  text: string;
  pages: number;
  /** Offset in `text` where each page starts (multi-page PDFs only); maps spans to pages. */
  pageStarts?: number[];
  warnings: string[];
  /** Set when the text was recognised by OCR from scanned pages: tesseract's mean confidence (0-100). */
  ocr?: { confidence: number; msPerPage: number };
}

export type ReadErrorCode =
  | "no-text-layer"
  | "encrypted"
  | "corrupt"
  | "truncated"
  | "unsupported-type"
  | "empty"
  | "too-large"
  /** A small file that unpacks to far more than a résumé holds (a zip or DOCX bomb). */
  | "too-large-unpacked"
  /** Mostly written in a script the engine does not read (Cyrillic, CJK, Arabic ...). */
  | "unsupported-language"
  | "timeout";

export interface ReadError {
  ok: false;
  code: ReadErrorCode;
  /** A sentence a recruiter can read, e.g. "This PDF is password-protected; remove the password and upload it again." */
  message: string;
  kind?: DocumentKind;
}

export type ReadResult = ReadDocument | ReadError;

export interface Location {
  city?: string;
  region?: string;
  countryCode?: string;
}

export interface Profile {
  network: string;
  username?: string;
  url: string;
}

export interface Basics {
  name?: string;
  label?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: Location;
  profiles: Profile[];
}

export interface WorkEntry {
  name?: string;
  position?: string;
  location?: string;
  /** ISO-8601 partial date: "2020", "2020-01" or "2020-01-15". */
  startDate?: string;
  /** Absent when the role is current ("Present"). */
  endDate?: string;
  isCurrent?: boolean;
  /** Months the résumé states for an undated role ("5 years as a DBA"); absent when dated. */
  durationMonths?: number;
  summary?: string;
  highlights: string[];
}

export interface EducationEntry {
  institution?: string;
  area?: string;
  /** The degree as the résumé writes it: "B.Sc.", "MBA", "Bachelor of Science", "HSC". */
  studyType?: string;
  /**
   * Level of `studyType` (engine extension): "B.Sc." -> "bachelor", "HSC" -> "high-school";
   * "diploma" for diplomas and certificates that are not degrees.
   */
  level?: EducationLevel | "diploma";
  startDate?: string;
  endDate?: string;
  score?: string;
}

export interface SkillGroup {
  name: string;
  level?: string;
  keywords: string[];
}

export interface Certificate {
  name: string;
  date?: string;
  issuer?: string;
}

export interface LanguageEntry {
  language: string;
  fluency?: string;
}

export interface ProjectEntry {
  name: string;
  description?: string;
  highlights: string[];
  keywords: string[];
  url?: string;
  startDate?: string;
  endDate?: string;
}

/** JSON Resume `awards[]` item. */
export interface AwardEntry {
  title: string;
  date?: string;
  awarder?: string;
  summary?: string;
}

/** JSON Resume `volunteer[]` item. */
export interface VolunteerEntry {
  organization?: string;
  position?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights: string[];
}

/** JSON Resume `interests[]` item. */
export interface InterestEntry {
  name: string;
  keywords: string[];
}

export type Seniority = "intern" | "junior" | "mid" | "senior" | "lead" | "principal" | "executive";

export interface ResumeMeta {
  /** Months of professional experience, overlapping roles merged, "Present" resolved to `asOf`. */
  totalExperienceMonths: number;
  seniority: Seniority;
  /** The date "Present" was resolved against (ISO date). */
  asOf: string;
  /** "ocr" when the text was recognised from scanned pages, so every quote may hold OCR errors. */
  readBy?: "ocr";
  warnings: string[];
  /** For every extracted value, where in the text it came from; keys are JSON pointers such as "/basics/email" or "/work/0/position". */
  sources: Record<string, SourceSpan>;
  /** Section headings found, in order, with their spans. */
  sections: Array<{ name: string; span: SourceSpan }>;
  /**
   * The candidate's current title: the latest work entry's position, or the headline under the
   * name ("from": "headline") when no work entry names one.
   */
  currentTitle?: { value: string; span: SourceSpan; from: "work" | "headline" };
  /**
   * Roles the résumé states in prose with their length, not dates ("over 10 years as an
   * accountant"). When no job is dated, each also becomes a `work` entry with `durationMonths`.
   */
  statedRoles?: Array<{ title: string; months: number; span: SourceSpan }>;
}

/** JSON Resume v1 document plus the `meta` extension. */
export interface ParsedResume {
  $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
  basics: Basics;
  work: WorkEntry[];
  education: EducationEntry[];
  skills: SkillGroup[];
  certificates: Certificate[];
  languages: LanguageEntry[];
  projects: ProjectEntry[];
  /** Optional JSON Resume sections, present when the résumé has them. */
  volunteer?: VolunteerEntry[];
  awards?: AwardEntry[];
  interests?: InterestEntry[];
  meta: ResumeMeta;
}

// ---------------------------------------------------------------------------
// Skills, job descriptions, scores and insights.

export type SkillKind = "hard" | "soft" | "language";

/** One skill found in a text: the canonical skill, the alias as written, and where. */
export interface SkillMention {
  /** Canonical id: the taxonomy slug, e.g. "javascript". */
  id: string;
  /** Canonical display name, e.g. "JavaScript". */
  name: string;
  /** The alias that matched, as it appears in the taxonomy (e.g. "JS"). */
  alias: string;
  category: string;
  kind: SkillKind;
  span: SourceSpan;
}

export type RequirementLevel = "required" | "preferred";

export type EducationLevel = "high-school" | "associate" | "bachelor" | "master" | "doctorate";

/** A skill the job asks for. Skills outside the taxonomy are kept as key terms. */
export interface JobSkill {
  /** Taxonomy id, or "term:<words>" for a requirement phrase outside the taxonomy. */
  id: string;
  name: string;
  level: RequirementLevel;
  /** Where in the JD text it is asked for. */
  span: SourceSpan;
  /** For phrases outside the taxonomy: the stemmed key terms a resume must show. */
  terms?: string[];
  kind: SkillKind;
  /**
   * Others the posting takes in its place, named after it in one list ("ServiceNow, Jira Service
   * Management or similar"): any of them meets the requirement, whose name lists them all.
   */
  alternatives?: Array<Pick<JobSkill, "id" | "name" | "span" | "kind" | "terms">>;
}

export interface JobField<T> {
  value: T;
  span: SourceSpan;
}

/** Fields of study a posting names for its degree: "in Accounting, Finance or a related field". */
export interface DegreeFields {
  /** ["Accounting", "Finance"]; "Nursing" for "BSN". */
  names: string[];
  /** "… or a related field": a degree in another field may still do. */
  orRelated: boolean;
  span: SourceSpan;
}

export type WorkArrangement = "remote" | "hybrid" | "onsite";
export type EmploymentType = "full-time" | "part-time" | "contract" | "temporary" | "internship";

export interface ParsedJob {
  title?: JobField<string>;
  seniority?: JobField<Seniority>;
  skills: JobSkill[];
  /** Minimum years of experience asked for (the largest "N+ years" found), and an upper bound for ranges. */
  minYears?: JobField<number> & { maxYears?: number; level: RequirementLevel };
  /** Every "N years (as X)" the JD states; `title` when tied to a role ("3 years as a SQL Developer"). */
  experienceRequirements: Array<
    JobField<number> & {
      title?: string;
      /** The unit the role's years are asked in: "Emergency Department", "NICU". */
      setting?: string;
      level: RequirementLevel;
    }
  >;
  education?: JobField<EducationLevel> & {
    level: RequirementLevel;
    fields?: DegreeFields;
    /**
     * A professional doctor's degree is asked ("MD or DO", "DDS", "PharmD", "Doctor of Physical
     * Therapy"): the degree that licenses the work, which a master's does not half meet.
     */
    professional?: true;
  };
  certifications: Array<JobField<string> & { level: RequirementLevel }>;
  location?: JobField<string>;
  workArrangement?: JobField<WorkArrangement>;
  employmentType?: JobField<EmploymentType>;
  /**
   * Text read as boilerplate and left out of the requirements (company blurb, benefits and pay,
   * equal-opportunity and other legal text, how to apply, page debris), shown so nothing is
   * dropped silently.
   */
  ignored: Array<{
    span: SourceSpan;
    reason: "company" | "benefits" | "legal" | "application" | "other";
  }>;
  /** The JD text every span points into. */
  text: string;
}

export type ScoreComponentId =
  | "requiredSkills"
  | "preferredSkills"
  | "experience"
  | "education"
  | "titleFit"
  | "relevance";

/** Relative weights per component; normalised so that the maximum score is 100. */
export type ScoreWeights = Record<ScoreComponentId, number>;

/** One reason a component earned (or did not earn) points. */
export interface Evidence {
  /** What the JD asked for, e.g. "Kubernetes" or "5+ years". */
  requirement: string;
  requirementSpan?: SourceSpan;
  /** The resume text the credit rests on; absent when nothing was found. */
  resumeSpan?: SourceSpan;
  /** Share of this requirement's credit earned, 0..1. */
  credit: number;
  /** Human-readable explanation, e.g. "Next.js is related to React (partial credit)". */
  note: string;
}

export interface ScoreComponent {
  id: ScoreComponentId;
  label: string;
  points: number;
  maxPoints: number;
  evidence: Evidence[];
}

export interface SkillMatch {
  skill: JobSkill;
  /** "exact" = the skill or an alias; "related" = a related skill, partial credit; "missing". */
  match: "exact" | "related" | "missing";
  credit: number;
  /** The resume mention it rests on. */
  evidence?: SourceSpan;
  /** For related matches, the resume skill that gave the credit. */
  via?: string;
  /** For a requirement outside the taxonomy met in part: how many of its key terms the resume shows. */
  keyTerms?: { found: number; of: number };
  /** A language met by the resume being written in it; `evidence` is a sample line. */
  writtenIn?: true;
  /** A licence held, but for other states than those the posting asks for: partial credit. */
  heldFor?: { asked: string[]; held: string[] };
  /**
   * Missing, but named as sought or in progress: where the resume says so ("Pursuing CPA
   * certification", "To obtain a position as a Registered Nurse").
   */
  sought?: SourceSpan;
  /** Met by one of the requirement's alternatives, not its first: that one's taxonomy id. */
  alternative?: string;
}

export interface MatchResult {
  /** 0..100, one decimal. */
  score: number;
  components: ScoreComponent[];
  skills: SkillMatch[];
  weights: ScoreWeights;
  /**
   * Years of experience used, relevant years (in roles close to the job title), and the years
   * in roles close to each title the posting ties a required figure to.
   */
  experience: {
    years: number;
    relevantYears: number;
    /**
     * The time of the roles that counted towards the relevant years, each in full, when it is
     * more: a role less close counts part of its time.
     */
    closeRoleYears?: number;
    inRoles?: YearsInRole[];
  };
}

/** "2+ years of line cook experience": the years the resume shows in roles close to that title. */
export interface YearsInRole {
  title: string;
  /** The years asked. */
  asked: number;
  /** The years counted in roles close to `title`, one decimal. */
  years: number;
  /** Where the posting asks for them. */
  span: SourceSpan;
}

export interface Insights {
  matchedSkills: Array<{
    name: string;
    level: RequirementLevel;
    evidence?: SourceSpan;
    via?: string;
    /** Only part of the requirement shows (some of its key words, or its words in other order). */
    inPart?: boolean;
    /** A language shown by the resume being written in it (`evidence` is a sample line). */
    writtenIn?: boolean;
  }>;
  missingSkills: Array<{ name: string; level: RequirementLevel; requirementSpan: SourceSpan }>;
  strengths: string[];
  gaps: string[];
  interviewQuestions: string[];
  summary: string;
}

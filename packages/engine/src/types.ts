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
  warnings: string[];
}

export type ReadErrorCode =
  | "no-text-layer"
  | "encrypted"
  | "corrupt"
  | "truncated"
  | "unsupported-type"
  | "empty"
  | "too-large"
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
  summary?: string;
  highlights: string[];
}

export interface EducationEntry {
  institution?: string;
  area?: string;
  studyType?: string;
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
}

export type Seniority = "intern" | "junior" | "mid" | "senior" | "lead" | "principal" | "executive";

export interface ResumeMeta {
  /** Months of professional experience, overlapping roles merged, "Present" resolved to `asOf`. */
  totalExperienceMonths: number;
  seniority: Seniority;
  /** The date "Present" was resolved against (ISO date). */
  asOf: string;
  warnings: string[];
  /** For every extracted value, where in the text it came from; keys are JSON pointers such as "/basics/email" or "/work/0/position". */
  sources: Record<string, SourceSpan>;
  /** Section headings found, in order, with their spans. */
  sections: Array<{ name: string; span: SourceSpan }>;
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
  meta: ResumeMeta;
}

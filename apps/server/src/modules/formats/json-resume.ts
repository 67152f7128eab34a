import type { ParsedResume } from "@hirelens/engine";

/**
 * The engine's reading of a resume as a plain JSON Resume document (jsonresume.org, schema v1):
 * the engine's own extension (`meta.sources`, spans, seniority, `isCurrent`, `durationMonths`,
 * education `level`) is left out, and a value the schema would refuse (an e-mail or URL that is not
 * one, a date that is not ISO 8601) is left out rather than exported broken (decision 185). Empty
 * strings and empty sections are omitted.
 */
export const JSON_RESUME_SCHEMA_URL =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

export type JsonResume = Record<string, unknown>;

const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
// The address form JSON Schema's "email" format accepts (the one ajv-formats checks).
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const text = (value: string | undefined | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const date = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && ISO_DATE.test(trimmed) ? trimmed : undefined;
};

const email = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && EMAIL.test(trimmed) ? trimmed : undefined;
};

/** An absolute URL ("linkedin.com/in/x" -> "https://linkedin.com/in/x"), or undefined. */
export function absoluteUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || /\s/.test(trimmed)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (!url.hostname.includes(".")) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

const strings = (values: string[] | undefined): string[] | undefined => {
  const kept = (values ?? []).map((value) => value.trim()).filter(Boolean);
  return kept.length > 0 ? kept : undefined;
};

/** Drops undefined values and empty objects, so the document holds only what was read. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> | undefined {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

function list<T, R extends Record<string, unknown>>(
  items: T[] | undefined,
  map: (item: T) => R,
): Array<Partial<R>> | undefined {
  const kept = (items ?? [])
    .map((item) => compact(map(item)))
    .filter((item): item is Partial<R> => item !== undefined);
  return kept.length > 0 ? kept : undefined;
}

export function toJsonResume(
  resume: ParsedResume,
  options: { lastModified?: Date } = {},
): JsonResume {
  const basics = resume.basics ?? { profiles: [] };
  const location = compact({
    city: text(basics.location?.city),
    region: text(basics.location?.region),
    countryCode: text(basics.location?.countryCode),
  });
  const document = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: text(basics.name),
      label: text(basics.label),
      email: email(basics.email),
      phone: text(basics.phone),
      url: absoluteUrl(basics.url),
      summary: text(basics.summary),
      location,
      profiles: list(basics.profiles, (profile) => ({
        network: text(profile.network),
        username: text(profile.username),
        url: absoluteUrl(profile.url),
      })),
    }),
    work: list(resume.work, (entry) => ({
      name: text(entry.name),
      position: text(entry.position),
      location: text(entry.location),
      startDate: date(entry.startDate),
      endDate: date(entry.endDate),
      summary: text(entry.summary),
      highlights: strings(entry.highlights),
    })),
    volunteer: list(resume.volunteer, (entry) => ({
      organization: text(entry.organization),
      position: text(entry.position),
      startDate: date(entry.startDate),
      endDate: date(entry.endDate),
      summary: text(entry.summary),
      highlights: strings(entry.highlights),
    })),
    education: list(resume.education, (entry) => ({
      institution: text(entry.institution),
      area: text(entry.area),
      studyType: text(entry.studyType),
      startDate: date(entry.startDate),
      endDate: date(entry.endDate),
      score: text(entry.score),
    })),
    awards: list(resume.awards, (entry) => ({
      title: text(entry.title),
      date: date(entry.date),
      awarder: text(entry.awarder),
      summary: text(entry.summary),
    })),
    certificates: list(resume.certificates, (entry) => ({
      name: text(entry.name),
      date: date(entry.date),
      issuer: text(entry.issuer),
    })),
    skills: list(resume.skills, (entry) => ({
      name: text(entry.name),
      level: text(entry.level),
      keywords: strings(entry.keywords),
    })),
    languages: list(resume.languages, (entry) => ({
      language: text(entry.language),
      fluency: text(entry.fluency),
    })),
    interests: list(resume.interests, (entry) => ({
      name: text(entry.name),
      keywords: strings(entry.keywords),
    })),
    projects: list(resume.projects, (entry) => ({
      name: text(entry.name),
      description: text(entry.description),
      highlights: strings(entry.highlights),
      keywords: strings(entry.keywords),
      url: absoluteUrl(entry.url),
      startDate: date(entry.startDate),
      endDate: date(entry.endDate),
    })),
    meta: compact({
      version: "v1.0.0",
      lastModified: options.lastModified?.toISOString().slice(0, 19),
    }),
  };
  return compact(document) as JsonResume;
}

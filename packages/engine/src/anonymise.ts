/**
 * Blind review: `maskPersonalText` blanks what the résumé says about the person out of its text
 * (keeping every offset), `anonymise` gives the parsed résumé without it, and `maskPersonalValue`
 * masks any other value shown beside them (evidence, notes of the score). One finder behind all
 * three (`blind/personal-data.ts`), so the scorer, the drawer, the table and the exports hide the
 * same things.
 */
import {
  type BlindOptions,
  blankRanges,
  GENDERED_WORDS,
  isGenderedWord,
  maskField,
  personalPhrases,
  personalRanges,
} from "./blind/personal-data.ts";
import type { ParsedResume } from "./types.ts";

export type { BlindOptions } from "./blind/personal-data.ts";

const NEUTRAL: Record<string, string> = {
  he: "they",
  she: "they",
  him: "them",
  her: "their",
  his: "their",
  hers: "theirs",
  himself: "themselves",
  herself: "themselves",
  gentleman: "person",
  lady: "person",
  chairman: "chairperson",
  chairwoman: "chairperson",
  salesman: "salesperson",
  saleswoman: "salesperson",
  businessman: "businessperson",
  businesswoman: "businessperson",
};
const GENDERED_RE = new RegExp(String.raw`\b(${GENDERED_WORDS.join("|")})\b\.?`, "gi");

/**
 * Blanks personal data out of `text` with spaces, so offsets stay valid: the name (also as found
 * in the header or the file name), contact, links, header block but its headline, pronouns, ages,
 * birth dates, addresses, schools and the years of education.
 * `maskPersonalText("Jane Doe\nEngineer\nShe led QA", resume)` -> "        \nEngineer\n    led QA".
 */
export function maskPersonalText(
  text: string,
  resume: ParsedResume,
  options: BlindOptions = {},
): string {
  return blankRanges(text, personalRanges(text, resume, options));
}

/** Replaces gendered words with neutral ones in display text: "She led" -> "They led". */
export function neutraliseGender(text: string): string {
  return text
    .replace(GENDERED_RE, (m) => {
      if (!isGenderedWord(m)) return m;
      const rep = NEUTRAL[m.replace(/\.$/, "").toLowerCase()] ?? "";
      if (!rep) return "";
      return /^[A-Z]/.test(m) ? rep[0]!.toUpperCase() + rep.slice(1) : rep;
    })
    .replace(/ {2,}/g, " ");
}

/** Every string in `value` masked with the résumé's personal data: `{ note: "Jane's SQL" }` -> `{ note: "'s SQL" }`. */
export function maskPersonalValue<T>(
  value: T,
  resume: ParsedResume,
  options: BlindOptions & { text?: string } = {},
): T {
  const phrases = personalPhrases(resume, options.text ?? "", options);
  const isSpan = (v: object): v is { start: number; end: number; text: string } =>
    "start" in v && "end" in v && "text" in v && typeof v.text === "string";
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return maskField(v, phrases);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      // A quoted span keeps its length, so its offsets still point at its text.
      if (isSpan(v)) return { ...v, text: maskField(v.text, phrases, true) };
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}

/**
 * The résumé without personal data, for blind review: no name, contact, links, location, photo,
 * school names or education dates; every other string masked by the same finder as the text, and
 * every quoted span re-read from the masked text when `text` is given.
 * `anonymise(resume).basics` -> `{ profiles: [], label: "Backend Engineer" }`.
 */
export function anonymise(
  resume: ParsedResume,
  options: BlindOptions & { text?: string } = {},
): ParsedResume {
  const text = options.text ?? "";
  const masked = text ? maskPersonalText(text, resume, options) : "";
  const copy = structuredClone(resume);
  const b = copy.basics;
  copy.basics = { profiles: [] };
  if (b.label) copy.basics.label = b.label;
  if (b.summary) copy.basics.summary = b.summary;
  // Years in a degree's other fields ("Healthcare Management 1999") date the person too.
  const undated = (s: string) =>
    s
      .replace(/\b(?:19|20)\d\d\b/g, "")
      .replace(/\s{2,}/g, " ")
      .trim();
  copy.education = copy.education.map(({ institution: _i, startDate: _s, endDate: _e, ...rest }) =>
    Object.fromEntries(
      Object.entries(rest).map(([k, v]) => [
        k,
        typeof v === "string" && k !== "level" ? undated(v) : v,
      ]),
    ),
  );
  const sources: ParsedResume["meta"]["sources"] = {};
  for (const [key, span] of Object.entries(copy.meta.sources)) {
    if (/^\/basics\/(?!label|summary)|^\/education\/\d+\/(institution|startDate|endDate)/.test(key))
      continue;
    sources[key] =
      masked && span.end <= masked.length
        ? { ...span, text: masked.slice(span.start, span.end) }
        : span;
  }
  copy.meta = { ...copy.meta, sources };
  // Gendered words read better neutralised ("She leads" -> "They leads") than blanked.
  if (copy.basics.summary) copy.basics.summary = neutraliseGender(copy.basics.summary);
  for (const w of copy.work) {
    if (w.summary !== undefined) w.summary = neutraliseGender(w.summary);
    w.highlights = w.highlights.map((h) => neutraliseGender(h));
  }
  const out = maskPersonalValue(copy, resume, options);
  out.$schema = resume.$schema;
  out.meta.asOf = resume.meta.asOf;
  return out;
}

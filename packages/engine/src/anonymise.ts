/**
 * Blind review: `anonymise` strips personal data from a parsed resume, and `maskPersonalText`
 * blanks the same data out of the resume text (keeping every offset) so the scorer never sees it.
 */
import type { ParsedResume } from "./types.ts";

const GENDERED: Record<string, string> = {
  he: "they",
  she: "they",
  him: "them",
  her: "their",
  his: "their",
  hers: "theirs",
  himself: "themselves",
  herself: "themselves",
  mr: "",
  mrs: "",
  ms: "",
  miss: "",
  mister: "",
  madam: "",
  sir: "",
  gentleman: "person",
  lady: "person",
  male: "",
  female: "",
  chairman: "chairperson",
  chairwoman: "chairperson",
  salesman: "salesperson",
  saleswoman: "salesperson",
  businessman: "businessperson",
  businesswoman: "businessperson",
};
const GENDERED_RE = new RegExp(String.raw`\b(${Object.keys(GENDERED).join("|")})\b\.?`, "gi");

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The personal strings of a resume: name, contact, links, location, schools. */
function personalStrings(resume: ParsedResume): string[] {
  const b = resume.basics;
  const out = [b.name, b.email, b.phone, b.url, b.location?.city, b.location?.region];
  for (const p of b.profiles) out.push(p.url, p.username);
  for (const e of resume.education) out.push(e.institution);
  for (const key of Object.keys(resume.meta.sources)) {
    if (
      /^\/basics\/(name|email|phone|url|location|profiles)|^\/education\/\d+\/institution/.test(key)
    ) {
      out.push(resume.meta.sources[key]?.text);
    }
  }
  const name = b.name?.trim();
  // "Jane Q. Doe" also appears as "Jane Doe" or "J. Doe".
  if (name) out.push(...name.split(/\s+/).filter((w) => w.replace(/\W/g, "").length >= 2));
  return [
    ...new Set(
      out
        .filter((s): s is string => typeof s === "string" && s.trim().length >= 2)
        .map((s) => s.trim()),
    ),
  ].sort((a, b) => b.length - a.length);
}

/**
 * Blanks personal data and gendered words out of `text` with spaces, so offsets stay valid.
 * `maskPersonalText("Jane Doe, she led QA", resume)` -> "        ,     led QA".
 */
export function maskPersonalText(text: string, resume: ParsedResume): string {
  let out = text;
  const blank = (s: string) => " ".repeat(s.length);
  for (const s of personalStrings(resume)) {
    const re = new RegExp(/^\w/.test(s) ? String.raw`\b${escapeRe(s)}(?![\w])` : escapeRe(s), "g");
    out = out.replace(re, blank);
  }
  out = out.replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, blank);
  out = out.replace(/(\+?\d[\d ().-]{7,}\d)/g, (m) =>
    /\d{4}\s*[-–]\s*\d{4}/.test(m) ? m : blank(m),
  );
  out = out.replace(GENDERED_RE, blank);
  return out;
}

/** Replaces gendered words with neutral ones in display text: "She led" -> "They led". */
export function neutraliseGender(text: string): string {
  return text
    .replace(GENDERED_RE, (m) => {
      const word = m.replace(/\.$/, "").toLowerCase();
      const rep = GENDERED[word] ?? "";
      if (!rep) return "";
      return /^[A-Z]/.test(m) ? rep[0]!.toUpperCase() + rep.slice(1) : rep;
    })
    .replace(/ {2,}/g, " ");
}

/**
 * The resume without personal data, for blind review: no name, e-mail, phone, links, profiles,
 * location, photo, school names or graduation dates (an age signal); gendered words neutralised.
 * `anonymise(resume).basics` -> `{ profiles: [], label: "Backend Engineer" }`.
 */
export function anonymise(resume: ParsedResume): ParsedResume {
  const copy = structuredClone(resume);
  const strings = personalStrings(resume);
  const scrub = (s: string | undefined) => {
    if (s === undefined) return undefined;
    let out = s;
    for (const p of strings)
      out = out.replace(
        new RegExp(/^\w/.test(p) ? String.raw`\b${escapeRe(p)}(?![\w])` : escapeRe(p), "g"),
        "[redacted]",
      );
    return neutraliseGender(out);
  };
  const b = copy.basics as ParsedResume["basics"] & Record<string, unknown>;
  copy.basics = { profiles: [] };
  if (b.label) copy.basics.label = scrub(b.label);
  if (b.summary) copy.basics.summary = scrub(b.summary);
  copy.education = copy.education.map(
    ({ institution: _i, startDate: _s, endDate: _e, ...rest }) => rest,
  );
  copy.work = copy.work.map((w) => ({
    ...w,
    summary: scrub(w.summary),
    highlights: w.highlights.map((h) => scrub(h) ?? h),
  }));
  for (const w of copy.work) if (w.summary === undefined) delete w.summary;
  copy.projects = copy.projects.map((p) => ({
    ...p,
    description: scrub(p.description),
    highlights: p.highlights.map((h) => scrub(h) ?? h),
  }));
  for (const p of copy.projects) if (p.description === undefined) delete p.description;
  const sources: ParsedResume["meta"]["sources"] = {};
  for (const [k, v] of Object.entries(copy.meta.sources)) {
    if (/^\/basics\/(?!label|summary)|^\/education\/\d+\/(institution|startDate|endDate)/.test(k))
      continue;
    sources[k] = { ...v, text: scrub(v.text) ?? "" };
  }
  copy.meta = { ...copy.meta, sources };
  return copy;
}

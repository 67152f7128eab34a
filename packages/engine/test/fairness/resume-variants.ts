/**
 * Text-level variants of a resume for the invariance test: the same document with another name,
 * other pronouns, another address and ZIP code, or graduation years shifted — what a different
 * person's real file would say. Work dates are never touched.
 */
import { structureResume } from "../../src/structure/structure-resume.ts";
import type { ParsedResume } from "../../src/types.ts";

/** Names associated with different genders and ethnicities. */
export const NAMES = [
  "Emily Walsh",
  "Lakisha Washington",
  "Jamal Jones",
  "Nguyen Van An",
  "Priya Raghunathan",
  "José García",
  "Mohammed Al-Farsi",
  "Łukasz Ćwikła",
] as const;

/** Addresses in neighbourhoods of different income and make-up (street, city, state, ZIP). */
export const ADDRESSES = [
  "12 Elm Street, Springfield, IL 62704",
  "4410 Crenshaw Blvd, Los Angeles, CA 90043",
  "85 Heathcote Road, Scarsdale, NY 10583",
  "2150 Grand Concourse, Bronx, NY 10457",
  "1302 Martin Luther King Jr Blvd, Detroit, MI 48208",
  "3300 Cesar Chavez Ave, East Los Angeles, CA 90063",
] as const;

export type PronounSet = "he" | "she" | "they";
export const PRONOUN_SETS: PronounSet[] = ["he", "she", "they"];

/** Shifts of the graduation years, in years (an age signal: older and younger candidates). */
export const YEAR_SHIFTS = [-15, -6, 3] as const;

/** The date every parse resolves "Present" against, so scores do not move with the clock. */
export const AS_OF = new Date("2026-11-01T00:00:00Z");

const PRONOUN_LINE = (p: PronounSet) =>
  `Pronouns: ${p === "he" ? "he/him" : p === "she" ? "she/her" : "they/them"}`;
const REFERENCE_NAME = "Taylor Reed";

const GENDERED_WORD = /\b(he|she|him|her|his|hers|himself|herself)\b/gi;
const TO: Record<PronounSet, Record<string, string>> = {
  he: { she: "he", her: "his", hers: "his", herself: "himself" },
  she: { he: "she", him: "her", his: "her", himself: "herself" },
  they: {
    he: "they",
    she: "they",
    him: "them",
    her: "their",
    his: "their",
    hers: "theirs",
    himself: "themselves",
    herself: "themselves",
  },
};
const US_ADDRESS = /\b[A-Z][A-Za-z .'-]{1,40}, [A-Z]{2}\s+\d{5}(?:-\d{4})?\b/;
const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/g;

export interface Variant {
  name?: string;
  pronouns?: PronounSet;
  address?: string;
  yearShift?: number;
}

/** A resume prepared for swapping: its text with a name, a pronoun statement and an address. */
export interface SwapBase {
  text: string;
  name: string;
  /** The pronoun line inserted under the name, when the resume states no gendered pronoun. */
  pronounLine?: string;
  address: string;
  /** Education date spans (start, end) outside every work entry, in `text`. */
  educationYears: Array<{ start: number; end: number }>;
  /** `text` parsed, to score the base without parsing it again. */
  resume: ParsedResume;
  /** What had to be added so every kind of swap has something to swap. */
  added: Array<"name" | "pronouns" | "address">;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function insertAfterLine(text: string, needle: string, line: string): string {
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  const end = at < 0 ? -1 : text.indexOf("\n", at);
  if (end < 0) return `${text}\n${line}`;
  return `${text.slice(0, end + 1)}${line}\n${text.slice(end + 1)}`;
}

/**
 * The resume as the swaps start from: its own name, pronouns and address where it has them; a
 * name line, a pronoun statement and an address line under the name where it does not.
 */
export function prepareSwapBase(original: string): SwapBase {
  const added: SwapBase["added"] = [];
  let text = original;
  let name = structureResume(text, { asOf: AS_OF }).basics.name?.trim() ?? "";
  if (!name || !text.includes(name)) {
    name = REFERENCE_NAME;
    text = `${name}\n${text}`;
    added.push("name");
  }
  let pronounLine: string | undefined;
  if (!new RegExp(GENDERED_WORD.source, "i").test(text)) {
    pronounLine = PRONOUN_LINE("they");
    text = insertAfterLine(text, name, pronounLine);
    added.push("pronouns");
  }
  let address = text.slice(0, 2000).match(US_ADDRESS)?.[0];
  if (!address) {
    address = ADDRESSES[0];
    text = insertAfterLine(text, pronounLine ?? name, address);
    added.push("address");
  }
  const parsed = structureResume(text, { asOf: AS_OF });
  const educationYears = educationDateSpans(parsed);
  return { text, name, pronounLine, address, educationYears, resume: parsed, added };
}

function educationDateSpans(resume: ParsedResume): SwapBase["educationYears"] {
  const spans = Object.entries(resume.meta.sources);
  const work = spans.filter(([k]) => k.startsWith("/work/")).map(([, s]) => s);
  return spans
    .filter(([k]) => /^\/education\/\d+\/(startDate|endDate)$/.test(k))
    .map(([, s]) => s)
    .filter((s) => !work.some((w) => s.start < w.end && w.start < s.end))
    .map((s) => ({ start: s.start, end: s.end }))
    .filter((s, i, all) => all.findIndex((o) => o.start === s.start) === i)
    .sort((a, b) => b.start - a.start);
}

/** The base text with the variant's swaps applied; years first, while the spans still hold. */
export function applyVariant(base: SwapBase, variant: Variant): string {
  let text = base.text;
  if (variant.yearShift) {
    const latest = AS_OF.getUTCFullYear();
    for (const { start, end } of base.educationYears) {
      const shifted = text
        .slice(start, end)
        .replace(YEAR, (y) => String(Math.min(latest, Number(y) + variant.yearShift!)));
      text = text.slice(0, start) + shifted + text.slice(end);
    }
  }
  if (variant.address) text = text.split(base.address).join(variant.address);
  if (variant.name) text = swapName(text, base.name, variant.name);
  if (variant.pronouns) {
    const to = TO[variant.pronouns];
    if (base.pronounLine) text = text.split(base.pronounLine).join(PRONOUN_LINE(variant.pronouns));
    text = text.replace(GENDERED_WORD, (w) => {
      const rep = to[w.toLowerCase()];
      if (!rep) return w;
      if (w === w.toUpperCase() && w.length > 1) return rep.toUpperCase();
      return /^[A-Z]/.test(w) ? rep[0]!.toUpperCase() + rep.slice(1) : rep;
    });
  }
  return text;
}

/** Every spelling of the old name (as written, capitals, title case) and its e-mail. */
function swapName(text: string, from: string, to: string): string {
  const slug = to
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[Łł]/g, "l")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".");
  const title = from.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (m) => m.toUpperCase());
  let out = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, `${slug}@example.com`);
  for (const [spelling, replacement] of [
    [from, to],
    [from.toUpperCase(), to.toUpperCase()],
    [title, to],
  ] as const) {
    out = out.replace(new RegExp(escapeRe(spelling), "g"), replacement);
  }
  return out;
}

/** A small deterministic hash (FNV-1a) so each resume gets the same variants on every run. */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

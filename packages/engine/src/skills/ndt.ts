/**
 * Nondestructive testing (NDT) certifications: a level per method (SNT-TC-1A, CP-189, NAS 410,
 * ISO 9712), written by the methods' initials and one level for a list of them: "Level II in UT,
 * MT and PT", "MT/PT Level II, UT Level I", a table row "Ultrasonic Testing (UT)   II".
 */
import type { SkillMention } from "../types.ts";
import { findSkill, mentionOf } from "./taxonomy.ts";

/** The methods, by name and initials; the taxonomy holds "<name> Level I|II|III" for each. */
export const NDT_METHODS: Array<[method: string, abbr: string]> = [
  ["Ultrasonic Testing", "UT"],
  ["Phased Array Ultrasonic Testing", "PAUT"],
  ["Magnetic Particle Testing", "MT"],
  ["Liquid Penetrant Testing", "PT"],
  ["Radiographic Testing", "RT"],
  ["Visual Testing", "VT"],
  ["Eddy Current Testing", "ET"],
];

/** A text about NDT: only there are "UT", "PT" or "RT" methods (not a physical or respiratory therapist). */
const NDT_TEXT =
  /\b(?:NDT|NDE|ASNT|SNT-TC-1A|CP-189|NAS[ \t]*410|ISO[ \t]*9712|non-?destructive|nondestructive)\b/i;

/** A method by its initials or its name, with its initials in brackets after ("Magnetic Particle (MT)"). */
const METHOD = String.raw`(?:PAUT|UT|MT|PT|RT|VT|ET|(?:Phased[ \t]+Array[ \t]+)?(?:Ultrasonic|UT)(?:[ \t]+Testing)?|Magnetic[ \t]+Particle(?:[ \t]+Testing)?|(?:Liquid[ \t]+)?Penetrant(?:[ \t]+Testing)?|Radiographic(?:[ \t]+Testing)?|Visual(?:[ \t]+Testing)?|Eddy[ \t]+Current(?:[ \t]+Testing)?)(?:[ \t]*\((?:PAUT|UT|MT|PT|RT|VT|ET)\))?`;
const JOIN = String.raw`[ \t]*(?:/|,|&|\band\b|,[ \t]*and\b)[ \t]*`;
const METHODS = `${METHOD}(?:${JOIN}${METHOD})*`;
/** "MT/PT Level II", "Ultrasonic Testing (UT) II" (a table's level column). */
const METHODS_THEN_LEVEL = new RegExp(
  String.raw`\b(${METHODS})[ \t]*(?:[-\u2013\u2014:][ \t]*)?(?:Level[ \t]+(III|II|I|[123])|(III|II|I))\b`,
  "g",
);
/** "Level II UT/MT/PT", "Level II in Ultrasonic Testing (UT), Magnetic Particle Testing (MT) and …". */
const LEVEL_THEN_METHODS = new RegExp(
  String.raw`\bLevel[ \t]+(III|II|I|[123])\b[ \t]*(?:(?:certifi\w*|certified)[ \t]+)?(?:in[ \t]+|[-\u2013\u2014:(][ \t]*)?(${METHODS})`,
  "g",
);
const ROMAN: Record<string, string> = {
  "1": "I",
  "2": "II",
  "3": "III",
  I: "I",
  II: "II",
  III: "III",
};

/** The method a name or initials stand for. */
function methodOf(written: string): string | undefined {
  const initials = /\((PAUT|UT|MT|PT|RT|VT|ET)\)/.exec(written)?.[1];
  const w = written
    .replace(/\([^)]*\)/, "")
    .trim()
    .toLowerCase();
  for (const [method, abbr] of NDT_METHODS)
    if (initials === abbr || w === abbr.toLowerCase() || method.toLowerCase().startsWith(w))
      return method;
  if (/^phased\s+array/.test(w)) return "Phased Array Ultrasonic Testing";
  if (/^(?:ultrasonic|ut)/.test(w)) return "Ultrasonic Testing";
  if (/^magnetic/.test(w)) return "Magnetic Particle Testing";
  if (/penetrant/.test(w)) return "Liquid Penetrant Testing";
  if (/^radiographic/.test(w)) return "Radiographic Testing";
  if (/^visual/.test(w)) return "Visual Testing";
  if (/^eddy/.test(w)) return "Eddy Current Testing";
  return undefined;
}

/** Each method and level certification the text names, one mention per method at its words. */
export function ndtLevels(text: string): SkillMention[] {
  if (!NDT_TEXT.test(text)) return [];
  const out: SkillMention[] = [];
  const add = (methods: string, at: number, level: string) => {
    for (const m of methods.matchAll(new RegExp(METHOD, "g"))) {
      const method = methodOf(m[0]);
      const s = method && findSkill(`${method} Level ${ROMAN[level]}`);
      if (!s) continue;
      const start = at + (m.index ?? 0);
      const end = start + m[0].length;
      out.push(mentionOf(s, s.name, { start, end, text: text.slice(start, end) }));
    }
  };
  for (const m of text.matchAll(METHODS_THEN_LEVEL)) add(m[1]!, m.index ?? 0, m[2] ?? m[3]!);
  for (const m of text.matchAll(LEVEL_THEN_METHODS))
    add(m[2]!, (m.index ?? 0) + m[0].length - m[2]!.length, m[1]!);
  return out;
}

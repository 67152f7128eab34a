/**
 * How job titles and occupation texts are cut into lookup keys, shared by the occupation build
 * (scripts/build-occupations.ts) and the runtime lookup so both sides normalise the same way.
 */
import { contentTerms, STOPWORDS, stem } from "../skills/text.ts";

/** Words that say how senior a role is, not which role it is. */
const SENIORITY_WORDS = new Set(
  "senior sr junior jr trainee intern apprentice apprentices journeyman journeymen interim acting experienced entry level i ii iii iv v mid".split(
    " ",
  ),
);

/**
 * A title word's stem; a field named with "-ing" is stemmed once more so that it meets its role:
 * `titleStem("engineering")` -> "engine", `titleStem("engineer")` -> "engine", while
 * `titleStem("nursery")` stays apart from `titleStem("nurse")` ("nurs"), and `titleStem("policy")`
 * from `titleStem("police")` ("polic").
 */
export function titleStem(word: string): string {
  const once = stem(word);
  const lower = word.toLowerCase();
  if (lower.endsWith("ing") && once.endsWith("er")) return stem(once);
  // A final "y" stays: "policy" and "police" would both be "polic", and "Police Officer" read as
  // a policy officer; "county" would meet "count", "party" "part".
  const singular =
    /ies$/.test(lower) && lower.length > 4 ? `${lower.slice(0, -3)}y` : lower.replace(/ys$/, "y");
  return singular.endsWith("y") && `${once}y` === singular ? singular : once;
}

/** The words of a title that name the role, stemmed: "Sr. Registered Nurse" -> ["regist", "nurs"]. */
export function titleWords(title: string): string[] {
  return titleTokens(title).map((t) => t.stem);
}

/**
 * The words of a title that name the role, each as written (lower-case) and stemmed:
 * `titleTokens("Sr. Registered Nurse")` -> [{ word: "registered", stem: "regist" }, { word: "nurse", stem: "nurs" }].
 */
export function titleTokens(title: string): Array<{ word: string; stem: string }> {
  const out: Array<{ word: string; stem: string }> = [];
  for (const m of title.matchAll(/[\p{L}\p{N}]+/gu)) {
    // "IT" in capitals is information technology, not the pronoun: "IT Trainer" is no trainer of
    // every kind, "IT Technician" no technician of every kind.
    if (m[0] === "IT") {
      for (const word of ["information", "technology"]) out.push({ word, stem: titleStem(word) });
      continue;
    }
    // American "elementary" school is British "primary" school, ESCO's word.
    const w = m[0].toLowerCase() === "elementary" ? "primary" : m[0].toLowerCase();
    // Figures and ordinals ("3rd Grade Teacher") say which grade or shift, not which role.
    if (STOPWORDS.has(w) || SENIORITY_WORDS.has(w) || /^\d+(?:st|nd|rd|th)?$/.test(w)) continue;
    out.push({ word: w, stem: titleStem(w) });
  }
  return out;
}

/** The lookup key of a title: `titleKey("Registered Nurses")` -> "regist nurs". */
export function titleKey(title: string): string {
  return titleWords(title).join(" ");
}

/** Whether a stemmed content word can be a profile word (plain letters, three or more). */
export const isProfileTerm = (term: string) => term.length >= 3 && /^[a-z]+$/.test(term);

/**
 * "Entry level", "entry-level": how senior a role is, not which work it is ("entry" is a word of
 * data entry clerks and office supervisors, so an entry-level sales job read as data entry).
 */
const SENIORITY_PHRASE = /\bentry[\s-]+level\b/gi;

/**
 * The profile words of a text (stemmed content words, see `isProfileTerm`) with where each stands:
 * `profileTermSpans("Entry-level sales")` -> [{ term: "sale", start: 12, end: 17 }].
 */
export function profileTermSpans(
  text: string,
): Array<{ term: string; start: number; end: number }> {
  return contentTerms(blankSeniorityPhrases(text)).filter((t) => isProfileTerm(t.term));
}

/** `text` with "entry level" blanked, every other character where it was. */
export function blankSeniorityPhrases(text: string): string {
  return text.replace(SENIORITY_PHRASE, (m) => " ".repeat(m.length));
}

/** Stemmed content words of an occupation text, for description profiles. */
export function profileTerms(text: string): string[] {
  return profileTermSpans(text).map((t) => t.term);
}

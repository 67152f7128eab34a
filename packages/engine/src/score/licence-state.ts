/**
 * A licence is issued by a state: one the posting asks for in Texas is not held by a Florida
 * licence of the same name. Only states written out in full are read, on both sides: a two-letter
 * code ("OR", "MA", "MS", "CO") is a word or a degree too often to be trusted.
 */
import { US_STATES } from "../structure/vocabulary.ts";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Longest first, so that "West Virginia" is not read as Virginia. */
const STATE_NAME = new RegExp(
  String.raw`\b(?:${Object.values(US_STATES)
    .sort((a, b) => b.length - a.length)
    .map((s) => escape(s).replace(/ /g, String.raw`\s+`))
    .join("|")})\b`,
  "gi",
);

/** The US states a text names in full: `statesNamed("Florida 6-20 Adjuster")` -> ["Florida"]. */
export function statesNamed(text: string): string[] {
  const names = [...text.matchAll(STATE_NAME)].map((m) => canonical(m[0]));
  return [...new Set(names)];
}
const byLower = new Map(Object.values(US_STATES).map((s) => [s.toLowerCase(), s]));
const canonical = (written: string) =>
  byLower.get(written.replace(/\s+/g, " ").toLowerCase()) ?? written;

/**
 * Where the posting asks for a credential of some states and the resume names it for others and
 * none of those: the states asked, and those it is held for. Each side is read in the clause around
 * its span (its line, cut at sentence ends, semicolons and bullets).
 * `heldForOtherState("Valid Texas All-Lines Adjuster license", span, "Florida 6-20 All-Lines
 * Adjuster License #W1", span)` -> { asked: ["Texas"], held: ["Florida"] }
 */
export function heldForOtherState(
  posting: string,
  requirement: Span,
  resume: string,
  held: Span,
): { asked: string[]; held: string[] } | undefined {
  const asked = statesNamed(clauseAround(posting, requirement));
  if (!asked.length) return undefined;
  const named = statesNamed(clauseAround(resume, held));
  if (!named.length || named.some((s) => asked.includes(s))) return undefined;
  return { asked, held: named };
}

interface Span {
  start: number;
  end: number;
}

/** Where a clause ends: a sentence's end, a semicolon, a bullet or a bar. */
const CLAUSE_END = /[.;\u2022\u00b7|](?=\s|$)/g;

/** The clause of `text` around `span`: `clauseAround("Miami. Texas RN license; BLS", span of "RN")` -> "Texas RN license". */
function clauseAround(text: string, span: Span): string {
  const lineStart = text.lastIndexOf("\n", span.start - 1) + 1;
  const lineEnd = text.indexOf("\n", span.end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const from = span.start - lineStart;
  const to = Math.min(line.length, span.end - lineStart);
  let cut = 0;
  for (const m of line.slice(0, from).matchAll(CLAUSE_END)) cut = (m.index ?? 0) + 1;
  const after = line.slice(to);
  const end = after.search(CLAUSE_END);
  return line.slice(cut, to + (end < 0 ? after.length : end));
}

/** `orStates(["Texas", "Oklahoma"])` -> "Texas or Oklahoma". */
export const orStates = (states: string[]) =>
  states.length > 1 ? `${states.slice(0, -1).join(", ")} or ${states.at(-1)}` : states[0]!;

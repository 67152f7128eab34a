/**
 * Negation in a posting: "excluding the security features", "minus Linux, Unix", "Spanish not
 * required", "no CDL needed", "does not have guidance or mentoring responsibilities". A negated
 * skill is not a requirement.
 */
import { isNegatedBy, RESUME_NEGATORS } from "../skills/extract.ts";

/** Words that take away what follows them, in a posting. */
const POSTING_NEGATORS = new RegExp(
  String.raw`\b(?:excluding|except(?:\s+for)?|minus|other\s+than|not\s+including|apart\s+from|no\s+need\s+(?:for|to\s+know)|(?:do|does|will)\s*n[o']t\s+(?:need|require|have|include|involve|carry)|(?:has|have)\s+no|(?:is|are)\s+not\s+(?:required|needed|necessary)\s*:?)\b|${RESUME_NEGATORS.source}`,
  "gi",
);

/** A bracket that opens with "not", up to a few words before the mention: "(not OSHA 10)". */
const NOT_BRACKET_BEFORE =
  /\(\s*not\s+(?!(?:only|just|merely|necessarily|limited|required|necessary|needed)\b)(?:an?\s+|the\s+)?(?:[\w+-]+\s+){0,2}$/i;

/**
 * A mention followed by "not required", "is not needed", "unnecessary", or "not accepted", "does
 * not qualify", "alone does not meet this requirement" (a credential the posting turns away), in
 * its own clause, over a short bracket: "CPC-A (apprentice) will not be considered"; from inside a
 * bracket: "Family NP certification (FNP-BC/FNP-C) is not accepted".
 */
const NEGATED_AFTER =
  /^(?:[^()\n.;]{0,20}\))?(?:\([^()\n]{0,30}\)|[^.!?;:()\n•]){0,60}?\b(?:(?:is|are|will)\s+)?(?:not\s+(?:be\s+)?(?:required|needed|necessary|mandatory|essential|accepted|acceptable|sufficient|considered|a\s+(?:requirement|must|substitute))|unnecessary|(?:does|do|will)\s+not\s+(?:qualify|count|substitute|meet|satisfy|fulfil+))\b/i;

/** "No CDL needed", "no degree required": "no" right before, "needed" right after. */
const NO_BEFORE = /\bno\s+(?:prior\s+|previous\s+)?$/i;
const NEEDED_AFTER = /^[\w+#.\- ]{0,30}?\b(?:needed|required|necessary)\b/i;

/** Whether the posting says the skill at `[start, end)` is not needed. */
export function isNegatedInPosting(text: string, start: number, end: number): boolean {
  if (isNegatedBy(text, start, POSTING_NEGATORS)) return true;
  // "OSHA 30-Hour Construction card (not OSHA 10)": a bracket that turns away what it names.
  if (NOT_BRACKET_BEFORE.test(text.slice(Math.max(0, start - 40), start))) return true;
  const after = text.slice(end, end + 80);
  const tail = NEGATED_AFTER.exec(after);
  if (tail) {
    // "Python and SQL not required" reaches back over a short list; "Python required, Java not
    // required" does not reach Python.
    const upTo = tail[0].slice(
      0,
      tail[0].search(/\b(?:(?:is|are|will|does|do)\s+)?(?:not|unnecessary)\b/i),
    );
    // What "does not meet" the requirement turns away may be named at length: "Family (FNP) or
    // Adult-Gerontology Primary Care (AGPCNP) certifications do NOT meet this requirement".
    const longest = /\bnot\s+(?:meet|satisfy|fulfil+|qualify|count)\b/i.test(tail[0]) ? 6 : 3;
    const isShortList = upTo
      .split(/,|\band\b|\bor\b|\//)
      .every((c) => c.trim().split(/\s+/).filter(Boolean).length <= longest);
    // "ACCA – part-qualified applicants are not eligible": the people turned away are named
    // between, by what they lack of it.
    if (
      isShortList &&
      !/\b(?:required|must|needed|essential|preferred|plus)\b/i.test(upTo) &&
      !/\b(?:applicants?|candidates?|those|anyone)\b/i.test(upTo)
    )
      return true;
  }
  // "applicants holding only a substitute license or with an application pending will not be
  // considered": what is held "only" by those the sentence turns away.
  if (
    ONLY_HELD_BEFORE.test(text.slice(Math.max(0, start - 40), start)) &&
    TURNED_AWAY_LATER.test(/^[^.!?;\n\u2022]*/.exec(text.slice(end, end + 160))![0])
  )
    return true;
  const before = text.slice(Math.max(0, start - 20), start);
  return NO_BEFORE.test(before) && NEEDED_AFTER.test(after);
}

/** "holding only a", "with only an", "who hold only the": the one thing some applicants have. */
const ONLY_HELD_BEFORE =
  /\b(?:holding|holds|with|who\s+(?:hold|have)|having)\s+only\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}$/i;
/** The same sentence, further on, turns them away: "… will not be considered", "… cannot be considered". */
const TURNED_AWAY_LATER =
  /\b(?:(?:will|shall)\s+not\s+be\s+(?:considered|accepted|eligible)|can(?:not|['\u2019]t)\s+be\s+(?:considered|accepted)|(?:are|is)\s+not\s+(?:eligible|accepted|considered)|ineligible|do(?:es)?\s+not\s+qualify)\b/i;

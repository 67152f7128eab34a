/**
 * How a posting speaks of the manner of working rather than its matter: shared by the posting
 * reader (no key term from such a sentence) and relevance (none of its words is a term to share).
 */

/**
 * A sentence about the manner of working rather than its matter: pace ("a highly dynamic, rapidly
 * changing environment"), drive ("strive for personal development", "bias for action", "roll up
 * your sleeves"), or the person ("active listener", "team player", "follow instructions"). Its
 * words are in every résumé by chance ("Performed …"), so it asks no key term.
 */
export const WORK_STYLE =
  /\b(?:(?:thrives?|perform(?:s|ing)?\s+well|excels?|succeeds?|comfortable|flourish(?:es)?)\s+(?:in|under|with(?:in)?)\b|(?:fast|rapid(?:ly)?|constantly|ever|quickly)[-\s](?:paced|changing|evolving|growing|moving)\b|willing(?:ness)?\s+to\b|\bstriv(?:e|es|ing)\b|\bbias\s+for\s+action|\brol(?:l|e)[-\s]up\s+(?:your|their|one['’]?s|the|his|her)\s+sleeves|\bself[-\s](?:starter|motivated|directed|driven)|\bteam\s+player|\bcan[-\s]do\b|\bgo[-\s]getter|\bwork\s+ethic|\b(?:positive|winning|professional)\s+attitude|\brelentless|\blisteners?\b|\bcommunicators?\b|\bpersonal\s+(?:growth|development)|\bsense\s+of\s+(?:urgency|humou?r|ownership)|\bownership\b|\b(?:understand|follow)(?:\s+and\s+follow)?\s+(?:\w+\s+)?(?:instructions|directions)\b)/i;

/**
 * Words that praise a person, not name work ("motivated", "passionate"): any résumé may say them,
 * none shows fit by them.
 */
const PRAISE =
  /\b(?:(?:highly|self)[-\s])?(?:motivated|passionate|enthusiastic|energetic|driven|hard[-\s]?working|dependable|punctual)\b/gi;

/** `text` with the manner-of-working phrases and words of praise blanked, every offset kept. */
export function blankWorkStyle(text: string): string {
  return text
    .replace(WORK_STYLE_ALL, (m) => " ".repeat(m.length))
    .replace(PRAISE, (m) => " ".repeat(m.length));
}
const WORK_STYLE_ALL = new RegExp(WORK_STYLE.source, "gi");

/**
 * The language a text is written in, told by its function words. A résumé written in English
 * shows the English a posting asks for ("must read, write and speak English") even when it never
 * names the language; one written in Spanish shows Spanish.
 */

/** Words each language writes in almost every sentence and the others rarely do. */
const FUNCTION_WORDS: Record<string, Set<string>> = {
  english: words("the and of to for with on at by from was were is are this that which our their"),
  spanish: words("el la los las de del y en con para por una un que su se al como fue"),
  french: words("le la les de des du et en pour avec dans une un sur au aux par que est"),
  german: words("der die das und mit für von zu den dem ein eine auf ist im bei"),
  portuguese: words("o os a as de do da dos das e em com para por um uma no na ao"),
  italian: words("il lo la gli le di del della e in con per un una che nel da"),
  dutch: words("de het een en van met voor op te aan bij zijn werd"),
};

function words(list: string): Set<string> {
  return new Set(list.split(" "));
}

/** A language is read only from this many words of text or more. */
const MIN_WORDS = 40;
/** Its function words are at least this share of all words... */
const MIN_SHARE = 0.06;
/** ...and at least this many times those of the next language. */
const MIN_LEAD = 2;

/**
 * The taxonomy id of the language `text` is written in, or undefined when it is too short or
 * mixed to tell. `writtenLanguage("Managed the front desk of a 40-room hotel and trained…")` ->
 * "english".
 */
export function writtenLanguage(text: string): string | undefined {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (tokens.length < MIN_WORDS) return undefined;
  const counts = Object.entries(FUNCTION_WORDS)
    .map(([id, set]) => ({ id, n: tokens.filter((t) => set.has(t)).length }))
    .sort((a, b) => b.n - a.n);
  const [first, second] = counts as [{ id: string; n: number }, { id: string; n: number }];
  if (first.n / tokens.length < MIN_SHARE || first.n < MIN_LEAD * second.n) return undefined;
  return first.id;
}

/** How many of `line`'s words are function words of `language` (a line to quote as a sample). */
export function functionWordCount(line: string, language: string): number {
  const set = FUNCTION_WORDS[language];
  if (!set) return 0;
  return (line.toLowerCase().match(/\p{L}+/gu) ?? []).filter((t) => set.has(t)).length;
}

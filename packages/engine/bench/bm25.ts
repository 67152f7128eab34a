/** The keyword-ATS baseline: Okapi BM25 of the whole JD against each resume, idf from the pool. */
import { tokenize } from "../src/skills/text.ts";

const K1 = 1.2;
const B = 0.75;

const terms = (s: string) => tokenize(s).map((t) => t.norm);

/** BM25 scores of `docs` for `query`, with document statistics from `docs` themselves. */
export function bm25Scores(query: string, docs: string[]): number[] {
  const tokenized = docs.map(terms);
  const avgLen = tokenized.reduce((s, d) => s + d.length, 0) / Math.max(1, tokenized.length);
  const df = new Map<string, number>();
  for (const d of tokenized) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const q = new Set(terms(query));
  return tokenized.map((d) => {
    const tf = new Map<string, number>();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let score = 0;
    for (const t of q) {
      const f = tf.get(t);
      if (!f) continue;
      const n = df.get(t) ?? 0;
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
      score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgLen));
    }
    return score;
  });
}

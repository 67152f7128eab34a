/**
 * A requirement the posting illustrates with examples ("front-end frameworks such as React, Vue or
 * Angular") is met by any one of them: the posting itself says that React is such a framework.
 */
import type { ParsedJob, SkillMatch } from "../types.ts";

/** "(such as", "e.g.", "like", "including" right after a requirement. */
const EXAMPLES_LEAD =
  /^[\s:,]*[([]?\s*(?:such as|e\.\s?g\.?|for example|for instance|like|including|incl\.)\s/i;

/**
 * Where the examples after a requirement end (the closing bracket, the end of the sentence or of
 * the line), or undefined when the posting gives none. `examplesEnd(job, span)` -> 812.
 */
export function examplesEnd(text: string, end: number): number | undefined {
  const after = text.slice(end, end + 200);
  const lead = EXAMPLES_LEAD.exec(after);
  if (!lead) return undefined;
  const stop = after.slice(lead[0].length).search(/[)\]\n;]|\.(?:\s|$)/);
  return end + lead[0].length + (stop < 0 ? after.length - lead[0].length : stop);
}

/**
 * Gives a requirement found only weakly or not at all the match of its best example the posting
 * names, when that example is found as such.
 * `creditPostingExamples(job, matches)` -> the same matches, "Front-End Frameworks" found as "React".
 */
export function creditPostingExamples(job: ParsedJob, matches: SkillMatch[]): SkillMatch[] {
  return matches.map((m) => {
    if (m.match === "exact" || m.skill.terms || m.skill.span.start === m.skill.span.end) return m;
    const end = examplesEnd(job.text, m.skill.span.end);
    if (end === undefined) return m;
    let best: SkillMatch | undefined;
    for (const o of matches) {
      if (o === m || o.match !== "exact" || !o.evidence) continue;
      if (o.skill.span.start < m.skill.span.end || o.skill.span.end > end) continue;
      if (!best || o.credit > best.credit) best = o;
    }
    if (!best || best.credit <= m.credit) return m;
    return { skill: m.skill, match: "exact", credit: best.credit, evidence: best.evidence };
  });
}

/**
 * A requirement the posting illustrates with examples ("front-end frameworks such as React, Vue or
 * Angular") is met by any one of them: the posting itself says that React is such a framework.
 */
import type { JobSkill, ParsedJob, SkillMatch } from "../types.ts";

/** "(such as", "e.g.", "like", "including" right after a requirement. */
const EXAMPLES_LEAD =
  /^[\s:,]*[([]?\s*(?:such as|e\.\s?g\.?|for example|for instance|like|including|incl\.)\s/i;

/**
 * Where the examples after a requirement end (the closing bracket, the end of the sentence or of
 * the line), or undefined when the posting gives none. `examplesEnd(job, span)` -> 812.
 */
function examplesEnd(text: string, end: number): number | undefined {
  const after = text.slice(end, end + 200);
  const lead = EXAMPLES_LEAD.exec(after);
  if (!lead) return undefined;
  const stop = after.slice(lead[0].length).search(/[)\]\n;]|\.(?:\s|$)/);
  return end + lead[0].length + (stop < 0 ? after.length - lead[0].length : stop);
}

/** "or another", "or any other", "or a similar" right before a requirement. */
const EXAMPLES_BEFORE =
  /\b(?:or|and)\s+(?:another|other|any\s+other|a\s+similar|similar|an\s+equivalent|equivalent|comparable)\s+$/i;

/**
 * Where the examples before a requirement start ("experience with NetSuite or another ERP": the
 * start of the clause holding NetSuite), or undefined when the posting gives none.
 */
function examplesStart(text: string, start: number): number | undefined {
  const before = text.slice(Math.max(0, start - 200), start);
  const lead = EXAMPLES_BEFORE.exec(before);
  if (!lead) return undefined;
  const clause = before.slice(0, lead.index);
  const breakAt = Math.max(
    ...[".", ";", ":", "\n", "•", "(", "["].map((c) => clause.lastIndexOf(c)),
  );
  return start - before.length + breakAt + 1;
}

/**
 * Which of the posting's skills it names as examples of `skill`, those after it ("frameworks such
 * as React") or before it ("NetSuite or another ERP"); undefined when it gives none.
 */
export function examplesOf(
  text: string,
  skill: JobSkill,
): ((other: JobSkill) => boolean) | undefined {
  const end = examplesEnd(text, skill.span.end);
  if (end !== undefined)
    return (o) => o !== skill && o.span.start >= skill.span.end && o.span.end <= end;
  const start = examplesStart(text, skill.span.start);
  if (start !== undefined)
    return (o) => o !== skill && o.span.start >= start && o.span.end <= skill.span.start;
  return undefined;
}

/**
 * Gives a requirement found only weakly or not at all the match of its best example the posting
 * names, when that example is found as such.
 * `creditPostingExamples(job, matches)` -> the same matches, "Front-End Frameworks" found as "React".
 */
export function creditPostingExamples(job: ParsedJob, matches: SkillMatch[]): SkillMatch[] {
  return matches.map((m) => {
    if (m.match === "exact" || m.skill.terms || m.skill.span.start === m.skill.span.end) return m;
    const isExample = examplesOf(job.text, m.skill);
    if (!isExample) return m;
    let best: SkillMatch | undefined;
    for (const o of matches) {
      if (o === m || o.match !== "exact" || !o.evidence) continue;
      if (!isExample(o.skill)) continue;
      if (!best || o.credit > best.credit) best = o;
    }
    if (!best || best.credit <= m.credit) return m;
    return { skill: m.skill, match: "exact", credit: best.credit, evidence: best.evidence };
  });
}

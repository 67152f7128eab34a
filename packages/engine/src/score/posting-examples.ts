/**
 * A requirement the posting illustrates with examples ("front-end frameworks such as React, Vue or
 * Angular") is met by any one of them: the posting itself says that React is such a framework.
 */
import { credentialOf, findSkill } from "../skills/taxonomy.ts";
import { escapeRegExp, FOREIGN_NAME_PARTICLES } from "../skills/text.ts";
import type { JobSkill, ParsedJob, SkillMatch, SourceSpan } from "../types.ts";

/** "such as", "e.g.", "like", "including": the examples follow. */
const EXAMPLES_LEAD =
  /[([]?\s*\b(?:such as|e\.\s?g\.?|for example|for instance|like|including|incl\.)(?=\s)/i;

/** "or another", "or any other", "or a similar" right before a requirement. */
const EXAMPLES_BEFORE =
  /\b(?:or|and)\s+(?:another|other|any\s+other|a\s+similar|similar|an\s+equivalent|equivalent|comparable)\s+$/i;

/**
 * Between a requirement and its examples: nothing, or a word or two that still name it
 * ("motion graphics skills (After Effects)"), never another item ("Python and SQL (PostgreSQL)").
 */
const STILL_THE_REQUIREMENT = /^[\s:,]*(?:[\p{L}-]+(?:\s+|$)){0,2}$/u;
const ANOTHER_ITEM = /,|\b(?:and|or)\b|&/i;

/**
 * Words of a bracket that names a provider or a course rather than examples, or the rules the work
 * is done under ("(influenza and other vaccines as permitted by Greek law)").
 */
const PROVIDER =
  /\b(?:board|association|council|society|institute|college|university|school|academy|course|program(?:me)?|class|training|accredited|approved|issued|within|days|months|permitted|allowed|laws?|legislation|regulations?)\b/i;

/** Whether `bracket` is the initials of the words before it: "CMA" of "Certified Medical Assistant". */
function isInitialsOf(bracket: string, before: string): boolean {
  const initials = bracket.trim().replace(/[^\p{Lu}]/gu, "");
  if (initials.length < 2 || initials.length !== bracket.trim().replace(/[\s.-]/g, "").length)
    return false;
  const words = before.match(/\p{Lu}[\p{L}'’-]*/gu) ?? [];
  return words
    .map((w) => w[0])
    .join("")
    .endsWith(initials);
}

/**
 * Where the posting's examples of a requirement are, as a range of its text, or undefined when it
 * gives none: after it ("frameworks such as React, Vue", "employment law (FLSA, FMLA)", also
 * inside a requirement read as key words) or before it ("NetSuite or another ERP").
 */
function exampleRange(text: string, skill: JobSkill): [number, number] | undefined {
  const { start, end } = skill.span;
  // The item: to the end of its line, list item or sentence ("e.g." ends none).
  const item = text
    .slice(start, start + 250)
    .split(/\n|[;•]|(?<!\be\.\s?g|\bi\.\s?e|\bincl|\betc)\.(?=\s|$)/)[0]!;
  const own = end - start;
  const opensHere = (at: number) => {
    if (at < own) return true;
    const between = item.slice(own, at);
    return STILL_THE_REQUIREMENT.test(between) && !ANOTHER_ITEM.test(between);
  };
  const lead = EXAMPLES_LEAD.exec(item);
  if (lead && opensHere(lead.index)) {
    const from = lead.index + lead[0].length;
    const stop = item.slice(from).search(/[)\]]/);
    return [start + from, start + (stop < 0 ? item.length : from + stop)];
  }
  const open = item.indexOf("(");
  const close = open >= 0 ? item.indexOf(")", open) : -1;
  // "(Ohio Board of Nursing IV therapy course)": who gives it or how it is taken, not examples;
  // "Certified Medical Assistant (CMA)": its own initials.
  const inside = item.slice(open + 1, close);
  if (
    close > open &&
    opensHere(open) &&
    !PROVIDER.test(inside) &&
    !isInitialsOf(inside, item.slice(0, open)) &&
    // "Chartered Accountant (CA ANZ)": a credential's body, by its initials.
    !(credentialOf(skill.id) && /^\s*\p{Lu}{2,}(?:\s+\p{Lu}{2,})*\s*$/u.test(inside))
  )
    return [start + open + 1, start + close];
  const before = text.slice(Math.max(0, start - 200), start);
  const other = EXAMPLES_BEFORE.exec(before);
  if (!other) return undefined;
  // "experience with NetSuite or another ERP": from the start of the clause holding NetSuite.
  const clause = before.slice(0, other.index);
  const breakAt = Math.max(
    ...[".", ";", ":", "\n", "•", "(", "["].map((c) => clause.lastIndexOf(c)),
  );
  return [start - before.length + breakAt + 1, start];
}

/**
 * Which of the posting's skills it names as examples of `skill`, those after it ("frameworks such
 * as React") or before it ("NetSuite or another ERP"); undefined when it gives none.
 */
export function examplesOf(
  text: string,
  skill: JobSkill,
): ((other: JobSkill) => boolean) | undefined {
  const range = exampleRange(text, skill);
  if (!range) return undefined;
  const [a, b] = range;
  return (o) => o !== skill && o.span.start >= a && o.span.end <= b;
}

/**
 * The examples the posting writes out for a requirement, as written, whether or not the taxonomy
 * knows them: "employment law (FLSA, FMLA, ADA, Title VII)" -> ["FLSA", "FMLA", "ADA", "Title
 * VII"]; "a TMS such as McLeod LoadMaster, MercuryGate or TMW" -> the three products.
 */
export function writtenExamples(text: string, skill: JobSkill): string[] {
  const range = exampleRange(text, skill);
  if (!range) return [];
  return (
    text
      .slice(...range)
      // Not at "and": "Family and Medical Leave Act" is one name.
      .split(/\s*(?:,|\/|\bor\b)\s*/i)
      .map((x) => x.replace(/^[\s([]+|[\s)\].:]+$/g, "").replace(/^etc\.?$/i, ""))
      .filter(
        (x) =>
          x.length >= 3 &&
          x.length <= 40 &&
          x.split(/\s+/).length <= 4 &&
          !/\b(?:years?|months?|experience|preferred|required|plus|similar|equivalent)\b/i.test(
            x,
          ) &&
          isName(x),
      )
  );
}

/**
 * A name, not a common word that any resume may hold: an acronym ("FMLA"), a product written in
 * camel case ("MercuryGate", "EZLynx"), a word with a digit ("Series 7"), or words in capitals ("After
 * Effects").
 */
const isName = (x: string) =>
  x.includes(" ")
    ? x.split(/\s+/).every((w) => /^[\p{Lu}\d]/u.test(w))
    : /^[\p{Lu}\d&-]{2,}$/u.test(x) ||
      /\p{Ll}\p{Lu}/u.test(x) ||
      /^\p{Lu}{2,}\p{Ll}/u.test(x) ||
      /\d/.test(x);

/**
 * Where the resume writes one of the examples, as written: an acronym in its own case, a name in
 * any case, whole words only.
 */
function findWritten(
  resumeText: string,
  examples: string[],
  inRole: (span: SourceSpan) => boolean = () => false,
): SourceSpan | undefined {
  for (const x of examples) {
    const escaped = escapeRegExp(x).replace(/\s+/g, "\\s+");
    const acronym = /^[\p{Lu}\d&-]+$/u.test(x);
    // The first place in a role, else the first place at all.
    const all = [
      ...resumeText.matchAll(
        new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, acronym ? "gu" : "giu"),
      ),
    ].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
    const found = all.find(inRole) ?? all[0];
    if (found) return found;
    const spelled = acronym && /^\p{Lu}{3,6}$/u.test(x) ? spelledOut(resumeText, x) : undefined;
    if (spelled) return spelled;
  }
  return undefined;
}

/**
 * Small words a name spelled out skips in its initials: "Americans with Disabilities Act", and
 * in other languages "Ordem dos Contabilistas Certificados".
 */
const FILLER = new RegExp(`^(?:and|of|for|the|with|on|in|to|&|${FOREIGN_NAME_PARTICLES})$`, "i");

/**
 * An acronym written out in capitalised words whose initials spell it: "FMLA" as "Family and
 * Medical Leave Act", "ADA" as "Americans with Disabilities Act".
 */
export function spelledOut(text: string, acronym: string): SourceSpan | undefined {
  const words = [...text.matchAll(/[\p{L}&]+/gu)];
  for (let i = 0; i < words.length; i++) {
    let k = 0;
    let j = i;
    while (j < words.length && k < acronym.length) {
      const w = words[j]![0];
      if (k > 0 && FILLER.test(w)) {
        // "Ministry of Health (MOH)": a small word whose letter the initials keep.
        const next = words[j + 1]?.[0];
        if (w[0]!.toUpperCase() === acronym[k] && next !== undefined && next[0] !== acronym[k]) k++;
        j++;
        continue;
      }
      if (w[0] !== acronym[k] || !/^\p{Lu}\p{Ll}/u.test(w)) break;
      // Words of one phrase: nothing but spaces between them, or a hyphen ("Nurse-Midwife").
      if (
        k > 0 &&
        !/^(?:\s+|-)$/u.test(
          text.slice(words[j - 1]!.index! + words[j - 1]![0].length, words[j]!.index!),
        )
      )
        break;
      k++;
      j++;
    }
    if (k === acronym.length) {
      const start = words[i]!.index!;
      const last = words[j - 1]!;
      const end = last.index! + last[0].length;
      return { start, end, text: text.slice(start, end) };
    }
  }
  return undefined;
}

/**
 * Gives a requirement found only weakly or not at all the match of its best example the posting
 * names, when that example is found as such: a skill of the posting, or an example written out
 * that the resume writes too (in a role: full credit; elsewhere: the listed-only credit).
 * `creditPostingExamples(job, matches)` -> the same matches, "Front-End Frameworks" found as "React".
 */
export function creditPostingExamples(
  job: ParsedJob,
  matches: SkillMatch[],
  resume?: {
    text: string;
    inRole: (span: SourceSpan) => boolean;
    listedCredit: number;
    /**
     * Whether the resume holds what it names there as an example of `skill` (not only seeks it:
     * "Working toward PMP"; a credential not expired, not someone else's).
     */
    held?: (span: SourceSpan, skill: SkillMatch["skill"]) => boolean;
  },
): SkillMatch[] {
  return matches.map((m) => {
    if (m.match === "exact" || m.skill.span.start === m.skill.span.end) return m;
    let best: SkillMatch | undefined;
    const isExample = m.skill.terms ? undefined : examplesOf(job.text, m.skill);
    if (isExample)
      for (const o of matches) {
        if (o === m || o.match !== "exact" || !o.evidence) continue;
        if (!isExample(o.skill)) continue;
        // "RNC-NIC (Neonatal Intensive Care Nursing)": a credential's bracket spells it out or
        // names its field; only a credential stands in for a credential, never a skill.
        if (credentialOf(m.skill.id) && !credentialOf(o.skill.id)) continue;
        if (!best || o.credit > best.credit) best = o;
      }
    if (best && best.credit > m.credit)
      return { skill: m.skill, match: "exact", credit: best.credit, evidence: best.evidence };
    if (!resume) return m;
    const written = findWritten(resume.text, writtenExamples(job.text, m.skill), resume.inRole);
    if (!written || (resume.held && !resume.held(written, m.skill))) return m;
    // "massage therapist license (LMT)": another name of the requirement itself, which its own
    // match has weighed already (for the state it is held in, too).
    if (findSkill(written.text)?.id === m.skill.id) return m;
    const credit = resume.inRole(written) ? 1 : resume.listedCredit;
    if (credit <= m.credit) return m;
    return { skill: m.skill, match: "exact", credit, evidence: written };
  });
}

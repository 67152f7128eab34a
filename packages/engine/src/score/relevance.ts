/**
 * Overall text relevance: a BM25-style weighted coverage of the job's distinctive terms by the
 * resume. Term weights come from fixed document frequencies shipped in the taxonomy (never from
 * the batch), and there is no length normalisation, so adding text never lowers the score.
 */
import { splitJobLines } from "../jd/sections.ts";
import { isRoleWord } from "../jd/title.ts";
import { blankWorkStyle } from "../jd/work-style.ts";
import { blankSeniorityPhrases } from "../occupations/text.ts";
import { REGION_CODES } from "../skills/extract.ts";
import { getTaxonomy } from "../skills/taxonomy.ts";
import { contentTerms, escapeRegExp, normalizeKey, stem, type Token } from "../skills/text.ts";
import { matchHeading } from "../structure/sections.ts";
import { splitLines } from "../structure/text-lines.ts";
import { US_STATES } from "../structure/vocabulary.ts";
import type { SourceSpan } from "../types.ts";

let idfTable: { n: number; df: Map<string, number> } | undefined;

function idfData() {
  if (idfTable) return idfTable;
  const { n, terms } = getTaxonomy().df;
  const df = new Map<string, number>();
  for (const pair of terms.split(" ")) {
    const i = pair.lastIndexOf(":");
    df.set(pair.slice(0, i), Number(pair.slice(i + 1)));
  }
  idfTable = { n, df };
  return idfTable;
}

/**
 * A glued token ("managementExcel") is two words unless it is known whole: a skill's name
 * ("PowerPoint", "JavaScript", "LinkedIn") or a word of the corpus.
 */
const gluedUnknown = (t: Token) =>
  !idfData().df.has(stem(t.norm)) && !getTaxonomy().aliasByKey.has(normalizeKey(t.text));

/** Inverse document frequency of a stemmed term from the shipped corpus statistics. */
export function idf(term: string): number {
  const { n, df } = idfData();
  return Math.log(1 + n / ((df.get(term) ?? 0) + 1));
}

export interface RelevanceResult {
  /** 0..1 */
  value: number;
  matched: Array<{ term: string; weight: number; span: SourceSpan }>;
  missing: Array<{ term: string; weight: number; jobSpan: SourceSpan }>;
}

const K = 0.6;

type TermCounts = Map<string, { tf: number; span: SourceSpan }>;
/** Job texts are scored against many resumes: keep the last few term maps. */
const jobCache = new Map<string, TermCounts>();

function jobTerms(postingText: string): TermCounts {
  const hit = jobCache.get(postingText);
  if (hit) return hit;
  const jobText = withoutPageCode(postingText);
  const jobTf: TermCounts = new Map();
  // Headings ("Job Title", "Requirements"), the terms of the job (place, type, schedule, shifts)
  // and everything the reader sets aside as not a requirement (the company's blurb, pay and
  // benefits, legal text, how to apply, pasted markup) count for nothing: what the recruiter sees
  // as ignored is ignored, and an equal-opportunity statement's "veteran" or "disability" must
  // never earn a resume credit.
  let relevant = jobText;
  for (const l of splitJobLines(jobText)) {
    if (l.isHeading || l.section === "benefits" || l.section === "location" || l.ignored) {
      relevant = relevant.slice(0, l.start) + " ".repeat(l.end - l.start) + relevant.slice(l.end);
    } else if (l.contentStart > l.start) {
      relevant =
        relevant.slice(0, l.start) +
        " ".repeat(l.contentStart - l.start) +
        relevant.slice(l.contentStart);
    }
  }
  // Named anywhere in the posting (often in the blurb set aside above), blanked where it counts.
  relevant = blankEmployerName(jobText, relevant);
  // "Entry level" says how senior the role is: "The job mentions 'Entry'" says nothing of a resume.
  relevant = blankSeniorityPhrases(relevant);
  // "Fast-paced", "self-starter", "motivated": how the hire should work, in every résumé by chance.
  relevant = blankWorkStyle(relevant);
  // "Bachelor's degree", "High school diploma or GED": the education component weighs the level;
  // as words, a "B.S." would miss "Bachelor" and every diploma would share "diploma".
  relevant = relevant.replace(EDUCATION_LEVEL_WORDS, (m) => " ".repeat(m.length));
  for (const t of contentTerms(relevant, gluedUnknown)) {
    // "Algebra II", "Level III": a numeral of a course or grade, no word to share.
    if (ROMAN_NUMERAL.test(t.term)) continue;
    const cur = jobTf.get(t.term);
    if (cur) cur.tf++;
    else
      jobTf.set(t.term, {
        tf: 1,
        span: { start: t.start, end: t.end, text: jobText.slice(t.start, t.end) },
      });
  }
  if (jobCache.size >= 16) jobCache.delete(jobCache.keys().next().value!);
  jobCache.set(postingText, jobTf);
  return jobTf;
}

/** Degree and diploma words; a "Master" of a trade or "high school" students stay. */
const EDUCATION_LEVEL_WORDS =
  /\b(?:bachelor['’]?s?|master['’]s|masters|associate['’]?s?\s+degree|(?:high\s+school\s+)?diploma|high\s+school\s+(?:graduate|equivalen\w*)|GED|degrees?|ph\.?\s?d|doctorate|undergraduate)\b/gi;
/** Roman numerals that number a course, a grade or a level ("IV" is also intravenous, and stays). */
const ROMAN_NUMERAL = /^(?:ii|iii|vi|vii|viii)$/;

/**
 * A clipped word and its whole ("Math" and "Mathematics"), stemmed: either meets the other.
 * `CLIPPED.get(stem("math"))` -> [stem("mathematics")]
 */
const CLIPPED = (() => {
  const pairs: Array<[string, string]> = [
    ["math", "mathematics"],
    ["admin", "administration"],
    ["admin", "administrative"],
    ["info", "information"],
    ["ops", "operations"],
    ["mgmt", "management"],
    ["acct", "accounting"],
    ["comms", "communications"],
    ["exec", "executive"],
    ["dept", "department"],
    ["gov", "government"],
    ["govt", "government"],
    ["lab", "laboratory"],
    ["vet", "veterinary"],
    ["rehab", "rehabilitation"],
    ["peds", "pediatrics"],
    ["psych", "psychology"],
    ["chem", "chemistry"],
    ["bio", "biology"],
    ["stats", "statistics"],
    ["tech", "technology"],
    ["tech", "technician"],
    ["rep", "representative"],
    ["mfg", "manufacturing"],
    ["maint", "maintenance"],
  ];
  const out = new Map<string, string[]>();
  for (const [a, b] of pairs)
    for (const [x, y] of [
      [stem(a), stem(b)],
      [stem(b), stem(a)],
    ] as const)
      out.set(x, [...(out.get(x) ?? []), y]);
  return out;
})();

/**
 * Capitalised words ending in a company's legal form: "Hartman & Cole LLP", "Midwest Plastics, Inc.",
 * also glued to the text before in a run-on paste ("… duringEmber & Vine Hospitality LLC").
 */
const NAME_WITH_LEGAL_FORM =
  /(?:(?:\b|(?<=\p{Ll}))\p{Lu}[\p{L}'’.-]*,?(?:[ \t]+(?:&|and|of)[ \t]+|[ \t]+)){1,5}(?:LLP|LLC|PLLC|Inc\b\.?|Incorporated|Corp\b\.?|Corporation|Co\b\.|Ltd\b\.?|Limited|GmbH|P\.C\.|L\.P\.)/gu;
/**
 * A sentence opening with the employer introducing itself: "Harbor Grill is a busy …", "Acme is
 * seeking …", glued to a heading in a run-on paste ("Who We AreEmber & Vine is a"); not a
 * requirement said so ("Python is a plus", "Spanish is a must").
 */
const NAME_INTRODUCED =
  /(?:^|[.!?:][ \t]+|\n[ \t]*|(?<=\p{Ll}))((?:\p{Lu}[\p{L}'’.-]*[ \t]+(?:&[ \t]+)?){1,4})(?!(?:is|are)[ \t]+(?:a|an)[ \t]+(?:[\p{L}-]+[ \t]+)?(?:plus|must|bonus|requirement|asset|advantage|necessity|prerequisite)\b)(?=(?:(?:is|are)[ \t]+(?:a|an|the|one|seeking|hiring|looking|searching|recruiting|currently|now|proud|proudly)|(?:has|have)[ \t]+(?:been|proudly|served|grown|built))\b)/gu;
/** "About Brightwater Foods:" over the blurb. */
const ABOUT_NAME = /\bAbout[ \t]+((?:\p{Lu}[\p{L}'’.&-]*[ \t]*){1,4}):/gu;
/** A city before a state or province code: "Portland, ME", "Columbus, OH". */
const PLACE =
  /(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}),[ \t]*([A-Z]{2})(?![\p{L}\p{N}])/gu;
/** Words that open such a sentence without naming anyone. */
const NOT_A_NAME = new Set([
  "We",
  "Our",
  "The",
  "This",
  "It",
  "You",
  "Your",
  "There",
  "Here",
  "What",
  "Who",
]);

/**
 * Where the posting writes its employer's name: with a legal form ("Hartman & Cole LLP") or
 * introducing itself ("Bright Smiles Family Dentistry is looking for …"). The posting reader
 * takes no skill from there.
 */
export function employerNameSpans(text: string): Array<[number, number]> {
  return employerNames(text).map(({ start, end }) => [start, end]);
}

/** The employer's names `employerNameSpans` reads, each saying how it was introduced. */
function employerNames(text: string): Array<{ start: number; end: number; legalForm: boolean }> {
  const out: Array<{ start: number; end: number; legalForm: boolean }> = [];
  for (const m of text.matchAll(NAME_WITH_LEGAL_FORM)) {
    // "Senior Estimator. Acme LLP" names the firm after the sentence's end.
    const name = m[0].split(/[.!?][ \t]+/).pop()!;
    const start = (m.index ?? 0) + m[0].length - name.length;
    out.push({ start, end: start + name.length, legalForm: true });
  }
  for (const m of text.matchAll(NAME_INTRODUCED)) {
    const name = m[1]!.trim();
    const words = nameWords(name);
    // "Line Cook is a fast-paced role" introduces the role, not an employer.
    if (NOT_A_NAME.has(words[0]!) || words.some(isRoleWord)) continue;
    const start = (m.index ?? 0) + m[0].indexOf(m[1]!);
    out.push({ start, end: start + name.length, legalForm: false });
  }
  return out;
}

/** The words of a name introducing itself, without "&" and a closing period or apostrophe. */
const nameWords = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => w !== "&")
    .map((w) => w.replace(/[.'’]+$/, ""));

/**
 * `into` (the posting, in part blanked) with the employer's name and the place of work that `text`
 * (the whole posting) names blanked wherever they are written:
 * "The job mentions 'Hartman'; the resume does not" says nothing of a candidate, a resume naming
 * the same firm has not shown the job's content by it, and the resume's own place is masked.
 */
function blankEmployerName(text: string, into: string): string {
  const words = new Set<string>();
  for (const { start, end, legalForm } of employerNames(text)) {
    const name = text.slice(start, end);
    // A role's words are never blanked.
    if (legalForm) {
      for (const w of name.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []) if (!isRoleWord(w)) words.add(w);
    } else for (const w of nameWords(name)) words.add(w);
  }
  for (const m of text.matchAll(ABOUT_NAME)) {
    const name = m[1]!.trim().split(/\s+/);
    if (NOT_A_NAME.has(name[0]!) || /^(?:Us|You|The|This|Our)$/.test(name[0]!)) continue;
    if (name.some(isRoleWord) || /^(?:Company|Role|Job|Position|Team|Opportunity)$/.test(name[0]!))
      continue;
    for (const w of name) if (w !== "&") words.add(w);
  }
  // The place of work ("Portland, ME"), its state code too: the resume's own place is masked
  // before scoring, so it could only ever be missing.
  for (const m of text.matchAll(PLACE))
    if (REGION_CODES.has(m[2]!) && !m[1]!.split(/\s+/).some(isRoleWord)) {
      words.add(m[1]!);
      words.add(m[2]!);
    }
  // A state's name is a place too ("in the State of Colorado"): where the candidate lives says
  // nothing of the work; the state a licence is asked for is read by the licence.
  for (const state of Object.values(US_STATES)) words.add(state);
  for (const w of ["LLP", "LLC", "PLLC", "Inc", "Corp", "Ltd", "GmbH"]) words.delete(w);
  if (!words.size) return into;
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...words].map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
    "gu",
  );
  return into.replace(re, (m) => " ".repeat(m.length));
}

/**
 * A long posting names more words than a short one, and a fitting resume shows a smaller share of
 * them; measuring the share of a fixed number of the posting's most distinctive terms keeps a
 * typical fit's credit alike across postings.
 */
const DISTINCTIVE_TERMS = 25;

function distinctiveTerms(postingText: string, jobTf: TermCounts) {
  const hit = distinctiveCache.get(postingText);
  if (hit) return hit;
  const out = [...jobTf]
    .map(([term, { tf, span }]) => ({
      term,
      tf,
      span,
      weight: idf(term) * Math.sqrt(Math.min(tf, 4)),
    }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, DISTINCTIVE_TERMS);
  if (distinctiveCache.size >= 16) distinctiveCache.delete(distinctiveCache.keys().next().value!);
  distinctiveCache.set(postingText, out);
  return out;
}
const distinctiveCache = new Map<
  string,
  Array<{ term: string; tf: number; span: SourceSpan; weight: number }>
>();

/**
 * The résumé with its section headings blanked: "CERTIFICATIONS" or "Licenses" above a list says
 * where the list is, and shares no word of the work with a posting that asks for a certification.
 * A heading with its content on the line ("Skills: Excel, Word") keeps the content.
 */
function blankHeadings(text: string): string {
  let out = text;
  for (const line of splitLines(text)) {
    // Only a line short enough and without a figure to be a heading alone: a label before a long
    // or dated line ("Certifications: BLS, 2020") stays, as it costs a scan of every line.
    if (line.text.length > 60 || /\d/.test(line.text)) continue;
    // Known headings only: a line read as one by a word of it ("Training and Development") may be
    // a role's title.
    const heading = matchHeading(line);
    if (!heading?.exact) continue;
    const end = heading.contentStart ?? line.end;
    out = out.slice(0, line.start) + " ".repeat(end - line.start) + out.slice(end);
  }
  return out;
}

/**
 * A posting copied from a job board's page with the page's code blanked, offsets kept: "var
 * MONS_LOG_VARS = {"JobID":…", "{"Caption":"","Images":[…]}" name no word of the work.
 */
function withoutPageCode(text: string): string {
  return text.replace(PAGE_CODE, (m) => m.replace(/[^\n]/g, " "));
}
const PAGE_CODE = /\bvar[ \t]+[A-Za-z_$][\w$]*[ \t]*=[ \t]*[{[][^\n]*|\{"[A-Za-z]\w*":[^\n]*/g;

/** Weighted share of the job's terms the resume shows, with diminishing returns on repeats. */
export function textRelevance(postingText: string, resumeText: string): RelevanceResult {
  const jobTf = jobTerms(postingText);
  const resumeTf = new Map<string, { tf: number; span: SourceSpan }>();
  for (const t of contentTerms(blankHeadings(resumeText), gluedUnknown)) {
    const cur = resumeTf.get(t.term);
    if (cur) cur.tf++;
    else
      resumeTf.set(t.term, {
        tf: 1,
        span: { start: t.start, end: t.end, text: resumeText.slice(t.start, t.end) },
      });
  }
  let total = 0;
  let got = 0;
  const matched: RelevanceResult["matched"] = [];
  const missing: RelevanceResult["missing"] = [];
  for (const { term, span, weight } of distinctiveTerms(postingText, jobTf)) {
    total += weight;
    const r =
      resumeTf.get(term) ??
      (CLIPPED.get(term) ?? []).map((t) => resumeTf.get(t)).find((x) => x !== undefined);
    if (r) {
      const sat = (r.tf * (1 + K)) / (r.tf + K) / (1 + K);
      got += weight * sat;
      matched.push({ term, weight, span: r.span });
    } else missing.push({ term, weight, jobSpan: span });
  }
  matched.sort((a, b) => b.weight - a.weight);
  missing.sort((a, b) => b.weight - a.weight);
  return { value: total ? got / total : 0, matched, missing };
}

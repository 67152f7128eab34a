/**
 * Occupation fit: which occupations (ISCO-08 unit groups) the posting is for, which the resume's
 * headline and roles were, and how close they are, each with the span of text it was read from.
 * The posting's occupation comes from its title, else from its wording; a resume's from its
 * role titles and headline, plus the wording of its roles, each read on its own.
 */
import {
  assistsIn,
  bestRelation,
  emphasise,
  groupLabel,
  isResidualGroup,
  type OccupationGuess,
  type OccupationRelation,
  occupationCloseness,
  occupationsOfTitle,
  occupationTerms,
  occupationVector,
  SIBLING_SIMILARITY,
  sameResidualOccupation,
  topOccupations,
} from "../occupations/occupations.ts";
import { profileTermSpans, profileTerms } from "../occupations/text.ts";
import { soughtLine } from "../skills/extract.ts";
import type { Evidence, ParsedJob, ParsedResume, SourceSpan } from "../types.ts";

export interface JobOccupation {
  /** Occupations the posting is for, strongest first. */
  guesses: OccupationGuess[];
  /** Where they were read: the title, or the posting's wording when no title names one. */
  from: "title" | "text" | "none";
  /** The posting's wording read as occupations. */
  textGuesses: OccupationGuess[];
  /** The occupations its title names, code -> how sure (empty when it has none or names none). */
  titleCodes: Map<string, number>;
  /** The posting's wording as an occupation vector (see `occupationVector`). */
  vector: Float64Array;
  /** The profile words of the posting's wording (stemmed). */
  terms: Set<string>;
}

const jobCache = new Map<string, JobOccupation>();

/** How strongly the posting's title occupations count in its wording vector (see `emphasise`). */
const TITLE_EMPHASIS = 0.5;

/** The posting's occupations: `readJobOccupation(job).guesses[0].label` -> "Nursing professionals". */
export function readJobOccupation(job: ParsedJob): JobOccupation {
  const key = `${job.title?.value ?? ""}\n${job.text}`;
  const hit = jobCache.get(key);
  if (hit) return hit;
  // Company blurbs, benefits and legal text say nothing about the occupation.
  let wording = job.text;
  for (const { span } of job.ignored ?? [])
    wording =
      wording.slice(0, span.start) + " ".repeat(span.end - span.start) + wording.slice(span.end);
  const words = profileTerms(wording);
  const vector = occupationVector(words);
  const textGuesses = topOccupations(vector, 8);
  const fromTitle = job.title ? occupationsOfTitle(job.title.value) : [];
  // The wording confirms or adds to a title that names its occupation only loosely.
  const merged = new Map(fromTitle.map((g) => [g.code, g]));
  for (const g of textGuesses.slice(0, 3)) {
    const w = g.weight * (fromTitle.length ? 0.5 : 0.7);
    const cur = merged.get(g.code);
    // The wording can make the title's occupation surer, never blur which one it names.
    if (!cur || cur.weight < w) merged.set(g.code, { ...g, ...cur, weight: w });
  }
  const out: JobOccupation = {
    guesses: [...merged.values()].sort((a, b) => b.weight - a.weight),
    from: fromTitle.length ? "title" : textGuesses.length ? "text" : "none",
    textGuesses,
    titleCodes: new Map(fromTitle.map((g) => [g.code, g.weight])),
    vector: fromTitle.length ? emphasise(vector, fromTitle, TITLE_EMPHASIS) : vector,
    terms: new Set(words),
  };
  if (jobCache.size >= 16) jobCache.delete(jobCache.keys().next().value!);
  jobCache.set(key, out);
  return out;
}

/** A role title (or the resume's headline) read as occupations. */
export interface ResumeTitle {
  title: string;
  span?: SourceSpan;
  /** Index in `resume.work`, absent for the headline. */
  workIndex?: number;
  /** How much this title stands for the candidate now: 1 for the headline and recent roles. */
  recency: number;
  guesses: OccupationGuess[];
  /** An apprentice's, trainee's or helper's title, for a posting at a rank above theirs. */
  belowRank?: boolean;
}

/**
 * The resume's own headline: the structured label, else a short first line of the text; none when
 * it names a goal ("Aspiring IT Support Specialist", "Future Registered Nurse").
 */
function headline(
  resume: ParsedResume,
  text: string,
): { title: string; span?: SourceSpan } | undefined {
  const read = firstLineTitle(resume, text);
  return read && (soughtLine(read.title) || FUTURE.test(read.title)) ? undefined : read;
}
const FUTURE = /^\W*(?:future|prospective|would-be|next)\b/i;

function firstLineTitle(
  resume: ParsedResume,
  text: string,
): { title: string; span?: SourceSpan } | undefined {
  if (resume.basics.label)
    return { title: resume.basics.label, span: resume.meta.sources["/basics/label"] };
  const headings = new Set(resume.meta.sections.map((h) => h.span.start));
  let pos = 0;
  for (const raw of text.split("\n").slice(0, 3)) {
    const t = raw.trim();
    const isHeading = headings.has(pos + raw.indexOf(t));
    if (!isHeading && t.length > 2 && t.length <= 80 && !/[@\d]/.test(t) && /\p{L}{3}/u.test(t)) {
      const start = pos + raw.indexOf(t);
      return { title: t, span: { start, end: start + t.length, text: t } };
    }
    pos += raw.length + 1;
  }
  return undefined;
}

/** Every title the resume gives the candidate, with its occupations. */
export function readResumeTitles(
  resume: ParsedResume,
  text: string,
  yearsAgo: (workIndex: number) => number | undefined,
): ResumeTitle[] {
  const out: ResumeTitle[] = [];
  const head = headline(resume, text);
  if (head) out.push({ ...head, recency: 1, guesses: occupationsOfTitle(head.title) });
  resume.work.forEach((w, i) => {
    if (!w.position) return;
    const ago = yearsAgo(i) ?? 0;
    // A role from long ago says less about the candidate today.
    const recency = Math.max(0.6, 1 - Math.max(0, ago - 4) * 0.03);
    out.push({
      title: w.position,
      span: resume.meta.sources[`/work/${i}/position`],
      workIndex: i,
      recency,
      guesses: occupationsOfTitle(w.position),
    });
  });
  return out;
}

const RELATION_WORDS: Record<OccupationRelation, string> = {
  same: "the same occupation as the posting",
  sibling: "a different occupation of the same group as the posting's",
  family: "an occupation of the same family as the posting's",
  related: "a related occupation (the work described overlaps)",
  other: "a different occupation from the posting's",
};

/** A reading of a title or a text at least this sure names its occupation (below it: "perhaps"). */
export const FIRM_GUESS = 0.6;
/** A posting title's reading this close to its strongest is as firm as the strongest. */
const FIRM_SHARE_OF_TOP = 0.8;

/**
 * The occupations a posting firmly names: those its title names firmly, else (a title that names
 * none firmly) those its wording reads as firmly. Only a role of one of these is "the same
 * occupation as the posting", and only its years count as years in the posting's occupation.
 */
export function firmPostingOccupations(job: JobOccupation): Set<string> {
  // A reading well below the title's strongest is one the title may also name, not the one it
  // names ("Home Health Case Manager - RN": a nurse; "case manager" alone may be a social worker).
  const top = Math.max(0, ...job.titleCodes.values());
  const floor = Math.max(FIRM_GUESS, top * FIRM_SHARE_OF_TOP);
  const byTitle = [...job.titleCodes].filter(([, w]) => w >= floor).map(([code]) => code);
  if (byTitle.length) return new Set(byTitle);
  return new Set(job.guesses.filter((g) => g.weight >= FIRM_GUESS).map((g) => g.code));
}

/**
 * The relation in words. An occupation the posting names only loosely (a bank's ad that talks
 * about cash names cashiers' work in its wording; a title read only by one of its words) is one
 * the posting describes or may name, never "the same occupation as the posting".
 */
function relationWords(relation: OccupationRelation, job: JobOccupation, wanted: string): string {
  if (firmPostingOccupations(job).has(wanted)) return RELATION_WORDS[relation];
  const source = job.titleCodes.has(wanted)
    ? "the posting's title may also name"
    : job.titleCodes.size
      ? "the posting's wording describes (its title names another)"
      : "the posting's wording suggests";
  return relation === "same"
    ? `an occupation ${source}`
    : `${RELATION_WORDS[relation]}, to an occupation ${source}`;
}

const describe = (g: OccupationGuess) => `${g.label} (ISCO ${g.code})`;

export interface OccupationFit {
  /** 0..1 */
  credit: number;
  /** 0..1: the closest title's occupation against the posting's. */
  titleCredit: number;
  /** 0..1: the resume's wording against the posting's, as occupations. */
  textCredit: number;
  best?: ResumeTitle;
  /**
   * Where every title firmly names an occupation and the closest is not the posting's, nor of its
   * group, family or work, while the posting firmly names its own: that title, to say so.
   */
  otherOccupation?: ResumeTitle;
  evidence: Evidence[];
}

/** Share of occupation fit that rests on titles; the rest on the texts' wording. */
export const TITLE_SHARE = 0.4;

/**
 * How close the resume's occupations are to the posting's, with evidence.
 * `occupationFit(job, titles, resume, text).evidence[0].note` -> `"Registered Nurse": Nursing professionals (ISCO 2221), the same occupation as the posting`
 */
export function occupationFit(
  job: ParsedJob,
  titles: ResumeTitle[],
  resume: ParsedResume,
  text: string,
  skillSpans: SourceSpan[] = [],
): OccupationFit {
  const jobOcc = readJobOccupation(job);
  const evidence: Evidence[] = [];
  const requirement = jobOcc.guesses[0]
    ? `occupation: ${describe(jobOcc.guesses[0])}`
    : (job.title?.value ?? "occupation");
  if (!jobOcc.guesses.length) return { credit: 0, titleCredit: 0, textCredit: 0, evidence };

  let best:
    | { score: number; title: ResumeTitle; rel: NonNullable<ReturnType<typeof bestRelation>> }
    | undefined;
  for (const t of titles) {
    let rel = bestRelation(jobOcc.guesses, t.guesses);
    if (!rel) continue;
    // A "Veterinary Assistant" filed with the technicians it assists: of the group, not the same.
    // A "Sleep Technologist" for a "Respiratory Therapist": one residual group ("… not elsewhere
    // classified"), which says only that both are of it.
    if (
      rel.relation === "same" &&
      job.title &&
      (assistsIn(job.title.value, t.title) ||
        (isResidualGroup(rel.wanted.code) && !sameResidualOccupation(job.title.value, t.title)))
    )
      rel = { ...rel, relation: "sibling", score: rel.score * SIBLING_SIMILARITY };
    const score = rel.score * t.recency;
    if (!best || score > best.score) best = { score, title: t, rel };
  }
  const titleCredit = best?.score ?? 0;
  if (best) {
    const family =
      best.rel.relation === "family" && best.rel.family ? ` (${groupLabel(best.rel.family)})` : "";
    evidence.push({
      requirement,
      requirementSpan: jobOcc.from === "title" ? job.title?.span : undefined,
      resumeSpan: best.title.span,
      credit: round2(titleCredit),
      // A title that names its occupation only loosely ("Healthcare Admin Intern" read as a nurse)
      // can suggest the relation, never state it.
      note: `"${best.title.title}": ${best.rel.have.weight < FIRM_GUESS ? `perhaps ${describe(best.rel.have)} (the title says so only loosely), if so ` : `${describe(best.rel.have)}, `}${relationWords(best.rel.relation, jobOcc, best.rel.wanted.code)}${family}${best.rel.relation === "same" || best.rel.relation === "sibling" ? "" : ` (${describe(best.rel.wanted)})`}${best.title.belowRank ? "; a trainee's or helper's title, not at the posting's rank" : ""}`,
    });
  } else {
    evidence.push({
      requirement,
      requirementSpan: jobOcc.from === "title" ? job.title?.span : undefined,
      credit: 0,
      note: titles.length
        ? "No title on the resume names a known occupation"
        : "No job title found on the resume",
    });
  }

  // One pass over the text serves every part and the quote.
  const terms = profileTermSpans(text);
  let closest: { similarity: number; shared?: OccupationGuess; part: ResumePart } | undefined;
  for (const part of resumeParts(resume, terms, skillSpans)) {
    const c = occupationCloseness(jobOcc.vector, occupationVector(part.terms.map((t) => t.term)));
    if (!closest || c.similarity > closest.similarity) closest = { ...c, part };
  }
  const similarity = closest?.similarity ?? 0;
  const textCredit = clamp01((similarity - TEXT_UNRELATED) / (TEXT_SAME - TEXT_UNRELATED));
  if (closest?.shared) {
    // Any two working lives share a few words: below that, nothing is "in common".
    const unrelated = similarity < TEXT_UNRELATED;
    // The quote is a word of the shared occupation that both texts use.
    const profile = occupationTerms(closest.shared.code);
    const word = unrelated
      ? undefined
      : closest.part.terms.find((t) => profile.has(t.term) && jobOcc.terms.has(t.term));
    const where =
      closest.part.role !== undefined
        ? `The role "${closest.part.role}" describes`
        : "The resume describes";
    const alike = `${Math.round(similarity * 100)}% alike in occupation wording`;
    const note = unrelated
      ? `${where} work little like the posting's (${alike})`
      : `${where} work like the posting's (${alike}); most in common: ${describe(closest.shared)}${word ? `, e.g. "${text.slice(word.start, word.end)}"` : ""}`;
    evidence.push({
      requirement: "the work the posting describes",
      resumeSpan: word
        ? { start: word.start, end: word.end, text: text.slice(word.start, word.end) }
        : undefined,
      credit: round2(textCredit),
      note,
    });
  }
  return {
    credit: TITLE_SHARE * titleCredit + (1 - TITLE_SHARE) * textCredit,
    titleCredit,
    textCredit,
    best: best?.title,
    // Said only when every title is read firmly: a title whose occupation is not known
    // ("Backend Developer") may be the posting's, so adding a barista's job never lowers a score.
    ...(best &&
    best.rel.relation === "other" &&
    firmPostingOccupations(jobOcc).has(best.rel.wanted.code) &&
    titles.every((t) => t.guesses.some((g) => g.weight >= FIRM_GUESS))
      ? { otherOccupation: best.title }
      : {}),
    evidence,
  };
}

/**
 * How much each role's own lines read like the posting's occupation, by its index in
 * `resume.work`: only the roles whose lines say enough, and only where the occupation most in
 * common is one the posting firmly names. "Lead Technician" at a dealership whose lines are brake
 * and suspension repair reads 33 % alike a motor vehicle mechanic's work.
 */
export function roleWordings(
  job: ParsedJob,
  resume: ParsedResume,
  text: string,
  skillSpans: SourceSpan[] = [],
): Map<number, number> {
  const out = new Map<number, number>();
  const jobOcc = readJobOccupation(job);
  const firm = firmPostingOccupations(jobOcc);
  if (!firm.size) return out;
  const terms = profileTermSpans(text);
  for (const part of resumeParts(resume, terms, skillSpans)) {
    if (part.index === undefined) continue;
    const c = occupationCloseness(jobOcc.vector, occupationVector(part.terms.map((t) => t.term)));
    if (!c.shared) continue;
    // Of the posting's occupation, or of its minor group ("courts" and "litigation" read as
    // judges' for a lawyer's posting): a neighbour's wording counts a little less.
    if (firm.has(c.shared.code)) out.set(part.index, c.similarity);
    else if ([...firm].some((code) => code.slice(0, 3) === c.shared!.code.slice(0, 3)))
      out.set(part.index, c.similarity * SIBLING_SIMILARITY);
  }
  return out;
}

/** A part of a resume whose wording is read on its own: one role, or everything outside roles. */
interface ResumePart {
  /** The role's title; absent for the text outside roles. */
  role?: string;
  /** The role's index in `resume.work`; absent for the text outside roles. */
  index?: number;
  terms: Array<{ term: string; start: number; end: number }>;
}

/** Parts with fewer profile words than this say too little to compare. */
const MIN_PART_TERMS = 3;

/**
 * The resume cut into parts: each role (the range of text its fields were read from) and the
 * rest. Removing a role removes its part and leaves the others as they were, so the best part,
 * and with it the score, can only stay or fall. Outside roles, named skills are left to the skill
 * components: a skill added to a list must not make the rest read less like the posting.
 */
function resumeParts(
  resume: ParsedResume,
  terms: Array<{ term: string; start: number; end: number }>,
  skillSpans: SourceSpan[],
): ResumePart[] {
  const ranges = new Map<number, [number, number]>();
  for (const [key, span] of Object.entries(resume.meta.sources)) {
    const m = /^\/work\/(\d+)\//.exec(key);
    if (!m) continue;
    const i = Number(m[1]);
    const cur = ranges.get(i);
    ranges.set(
      i,
      cur ? [Math.min(cur[0], span.start), Math.max(cur[1], span.end)] : [span.start, span.end],
    );
  }
  const roles = [...ranges].sort((a, b) => a[1][0] - b[1][0]);
  const parts: ResumePart[] = roles.map(([i]) => ({
    role: resume.work[i]?.position,
    index: i,
    terms: [],
  }));
  const rest: ResumePart = { terms: [] };
  for (const t of terms) {
    const k = roles.findIndex(([, [a, b]]) => t.start >= a && t.end <= b);
    if (k >= 0) parts[k]!.terms.push(t);
    else if (!skillSpans.some((s) => t.start >= s.start && t.end <= s.end)) rest.terms.push(t);
  }
  return [...parts, rest].filter((p) => p.terms.length >= MIN_PART_TERMS);
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/**
 * Any two working lives share some words, so even an unrelated role reads about this alike; no
 * credit below it.
 */
const TEXT_UNRELATED = 0.05;
/** A part this alike reads as the same kind of work: full credit. */
const TEXT_SAME = 0.5;

/**
 * How close a past job title is to the job's title: shared role words, and the occupations both
 * titles belong to (ISCO unit groups from ESCO and O*NET titles: same occupation, same family,
 * related occupations). Composite titles ("Paralegal/Law Secretary") are compared part by part.
 */
import {
  bestRelation,
  occupationsOfTitle,
  respeltTitle,
  splitTitle,
  titleWordWeight,
} from "../occupations/occupations.ts";
import { titleWords } from "../occupations/text.ts";
import { spellsInitials, withoutBrackets } from "../skills/text.ts";

/** The role part of a title: "Sr. Java Developer (Remote) with AWS" -> "java develop". */
export function coreTitle(title: string): string {
  return titleWords(splitTitle(title)[0] ?? "").join(" ");
}

const roleWords = (t: string) =>
  titleWords(
    t
      .replace(/\bfront[\s-]?end\b/gi, "frontend")
      .replace(/\bback[\s-]?end\b/gi, "backend")
      .replace(/\bfull[\s-]?stack\b/gi, "fullstack"),
  ).map((w) => (w === "administrator" || w === "administr" ? "admin" : w));

/**
 * Similarity 0..1 of a candidate's title to the job's title.
 * `titleSimilarity("Senior Java Developer", "Java Software Engineer")` -> about 0.9 (same occupation).
 */
export function titleSimilarity(jobTitle: string, candidateTitle: string): number {
  const key = `${jobTitle}\n${candidateTitle}`;
  const hit = similarityCache.get(key);
  if (hit !== undefined) return hit;
  const sim = computeTitleSimilarity(jobTitle, candidateTitle);
  if (similarityCache.size >= 5000) similarityCache.delete(similarityCache.keys().next().value!);
  similarityCache.set(key, sim);
  return sim;
}

/** The same pairs come back for every requirement and every role count of a batch: compute once. */
const similarityCache = new Map<string, number>();

function computeTitleSimilarity(jobTitle: string, candidateTitle: string): number {
  // "Environmental Health & Safety (EHS) Specialist" spells out the "EHS" of "EHS Specialist".
  const defined = definedInitials(jobTitle);
  const initials = defined && `\\b${defined.initials}\\b`;
  if (
    defined &&
    initials &&
    new RegExp(initials).test(candidateTitle) &&
    !new RegExp(initials).test(defined.words)
  )
    return computeTitleSimilarity(
      jobTitle,
      candidateTitle.replace(new RegExp(initials, "g"), defined.words),
    );
  // "Senior IONM Technologist" for an Intraoperative Neuromonitoring Technologist: initials in the
  // candidate's title that the job title's words spell.
  const spelled = spelledByJobTitle(jobTitle, candidateTitle);
  if (spelled) return computeTitleSimilarity(jobTitle, spelled);
  const plain = titleSimilarityOf(jobTitle, candidateTitle);
  // "Software Engineer (Front-End)": a bracketed qualifier can name the specialty.
  if (!candidateTitle.includes("(")) return plain;
  return Math.max(plain, titleSimilarityOf(jobTitle, candidateTitle.replace(/[()]/g, " ")));
}

/**
 * Initials a title defines in brackets after the words they stand for: "Environmental Health &
 * Safety (EHS) Specialist" -> { initials: "EHS", words: "Environmental Health & Safety" }.
 */
function definedInitials(title: string): { initials: string; words: string } | undefined {
  const m = /\(\s*(\p{Lu}{2,6})\s*\)/u.exec(title);
  if (!m) return undefined;
  const initials = m[1]!;
  const before = title.slice(0, m.index).trimEnd().split(/\s+/);
  // Read back from the bracket, word by word, until the initials are spelled.
  for (let from = before.length - 1; from >= 0; from--) {
    const words = before.slice(from);
    const spelled = words
      .filter((w) => !/^(?:&|and|of|the|for)$/i.test(w))
      .map((w) => w[0]?.toUpperCase())
      .join("");
    if (spelled === initials) return { initials, words: words.join(" ") };
    if (spelled.length >= initials.length) return undefined;
  }
  return undefined;
}

/**
 * The candidate's title with initials of three letters or more written out, where words of the
 * job title in a row, before its last, spell them and the title names the job's role noun:
 * "IONM Technologist" -> "Intraoperative Neuromonitoring Technologist" for that job.
 */
function spelledByJobTitle(jobTitle: string, candidateTitle: string): string | undefined {
  const initials = [...candidateTitle.matchAll(/\b\p{Lu}{3,6}\b/gu)]
    .map((m) => m[0])
    .filter((i) => !jobTitle.includes(i));
  if (!initials.length) return undefined;
  // "Lead BCBA" for a Board Certified Behavior Analyst: initials the whole job title spells.
  const bare = withoutBrackets(jobTitle).replace(/\s+/g, " ").trim();
  const whole = initials.find((i) => bare.split(/\s+/).length >= 3 && spellsInitials(bare, i));
  if (whole) return candidateTitle.replace(whole, bare);
  // Only beside the job's own role noun: a "CBP Agriculture Specialist" is no Customs and Border
  // Protection Officer for sharing the agency's name.
  const head = roleWords(jobTitle).at(-1);
  if (!head || !roleWords(candidateTitle).some((w) => sameTitleWord(w, head))) return undefined;
  const words = jobTitle.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  for (const found of initials) {
    for (let from = 0; from < words.length - 1; from++)
      for (let to = from + 1; to < words.length; to++) {
        const run = words.slice(from, to).join(" ");
        if (/^\p{Lu}/u.test(run) && spellsInitials(run, found))
          return candidateTitle.replace(found, run);
      }
  }
  return undefined;
}

/** Ranks written before a role ("Associate Attorney", "Staff Accountant"), stemmed. */
const RANK_BEFORE_ROLE = new Set(["associat", "staff"]);

/** Endings that make a field into the person working in it: bank/banker, pharmacy/pharmacist. */
const AGENT_ENDINGS = /^(?:er|or|ist|ian|ant|ent)$/;

/** Whether two stemmed title words name the same thing: equal, or a field and its worker. */
function sameTitleWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return (
    short.length >= 4 && long.startsWith(short) && AGENT_ENDINGS.test(long.slice(short.length))
  );
}

/**
 * Share of the job title's words the candidate's title has, each weighted by how much it says
 * about the role (a specialty such as "aviation" or "banking" more than "manager" or
 * "associate"); the last word names the role and counts half again.
 */
function wordSimilarity(jobTitle: string, candidateTitle: string, headCounts = true): number {
  const a = roleWords(jobTitle);
  // A misspelt word of the candidate's title ("Assitant Store Manger") is the word it misspells.
  const b = roleWords(respeltTitle(candidateTitle, jobTitle));
  if (!a.length || !b.length) return 0;
  let have = 0;
  let total = 0;
  a.forEach((w, i) => {
    const head = i === a.length - 1;
    // A rank before the role ("Associate Attorney", "Staff Accountant") says how senior, not which role.
    if (!head && RANK_BEFORE_ROLE.has(w)) return;
    const weight = titleWordWeight(w) * (head ? 1.5 : 1);
    total += weight;
    // The role the job names is met by the same word anywhere, or by its field's worker only as
    // the role the candidate's title names: "Accountant" is no "Account Executive".
    const met = head
      ? b.includes(w) || sameTitleWord(w, b[b.length - 1]!)
      : b.some((x) => sameTitleWord(w, x));
    if (met && (headCounts || !head)) have += weight;
  });
  return total ? have / total : 0;
}

function titleSimilarityOf(jobTitle: string, candidateTitle: string): number {
  const wanted = occupationsOfTitle(jobTitle);
  const have = occupationsOfTitle(candidateTitle);
  const occ = bestRelation(wanted, have);
  // Two titles that each name an occupation firmly, and no two related ones, are close by the
  // words that say what the work is about, not by the head they share: "Benefits Administrator"
  // and "Office Administrator" are no "Systems Administrator"; "Aviation Electronics Technician"
  // keeps "aviation" of an "Aviation Engine Cleaning Technician".
  const apart =
    occ?.relation === "other" &&
    (wanted[0]?.weight ?? 0) >= FIRM_READING &&
    (have[0]?.weight ?? 0) >= FIRM_READING;
  // Unless the job's title is a bare role noun the candidate's title ends in: a "Fire Lieutenant"
  // is a "Lieutenant" the posting asks years as.
  const within = (a: string, b: string) => {
    const wanted = roleWords(a);
    return wanted.length === 1 && roleWords(b).at(-1) === wanted[0];
  };
  const jobParts = splitTitle(jobTitle);
  const candidateParts = splitTitle(candidateTitle);
  let words = 0;
  for (const a of jobParts.length ? jobParts : [jobTitle])
    for (const b of candidateParts.length ? candidateParts : [candidateTitle])
      words = Math.max(words, wordSimilarity(a, b, !apart || within(a, b)));
  return Math.min(1, Math.max(words, (occ?.score ?? 0) * 0.9));
}
/** A title read as an occupation this surely (the weight of its first guess) names it firmly. */
const FIRM_READING = 0.6;

/**
 * The occupation model: job titles and texts mapped to ISCO-08 unit groups (occupations) and their
 * families (the ISCO hierarchy), from data/occupations.json, which scripts/build-occupations.ts
 * derives from ESCO 1.2.0 and O*NET 29.2. Loaded once, on first use.
 */
import { readFileSync } from "node:fs";
import { looksLikeRole } from "../jd/title.ts";
import { nearWord, stem } from "../skills/text.ts";
import { profileTerms, titleKey, titleStem, titleTokens, titleWords } from "./text.ts";

interface RawModel {
  groups: Record<string, string>;
  units: string[];
  titles: string;
  occupations: string;
  vagueHeads: string[];
  profiles: string[];
}

interface Model {
  groups: Record<string, string>;
  units: string[];
  titles: Map<string, Array<{ unit: number; share: number }>>;
  /** Title key -> the ESCO occupations it is a title of (see `sameOccupation`). */
  titleOccupations: Map<string, number[]>;
  /** Per ESCO occupation, its unit group. */
  occupationUnit: number[];
  /** Title keys that alone name a rank, not an occupation ("manag", "assistant"). */
  vague: Set<string>;
  /** unit -> profile term -> weight (unit vector). */
  profiles: Array<Map<string, number>>;
  /** term -> [unit, weight] pairs, for scoring a text against every profile at once. */
  postings: Map<string, Array<[number, number]>>;
}

let cached: Model | undefined;

function model(): Model {
  if (cached) return cached;
  const raw = JSON.parse(
    readFileSync(new URL("../../data/occupations.json", import.meta.url), "utf8"),
  ) as RawModel;
  const titles = new Map<string, Array<{ unit: number; share: number }>>();
  const titleOccupations = new Map<string, number[]>();
  for (const line of raw.titles.split("\n")) {
    const [key = "", units = "", ids = ""] = line.split("\t");
    if (ids)
      titleOccupations.set(
        key,
        ids.split(",").map((x) => Number.parseInt(x, 36)),
      );
    titles.set(
      key,
      units.split(",").map((x) => {
        const [u, s] = x.split(":");
        return { unit: Number(u), share: s ? Number(s) / 100 : 1 };
      }),
    );
  }
  const postings = new Map<string, Array<[number, number]>>();
  const profiles = raw.profiles.map((p, unit) => {
    const m = new Map<string, number>();
    for (const pair of p.split(" ")) {
      if (!pair) continue;
      const i = pair.lastIndexOf(":");
      const term = pair.slice(0, i);
      const w = Number(pair.slice(i + 1)) / 1000;
      m.set(term, w);
      const list = postings.get(term) ?? [];
      list.push([unit, w]);
      postings.set(term, list);
    }
    return m;
  });
  cached = {
    groups: raw.groups,
    units: raw.units,
    titles,
    titleOccupations,
    occupationUnit: raw.occupations.split(" ").map(Number),
    vague: new Set(raw.vagueHeads),
    profiles,
    postings,
  };
  return cached;
}

/** An occupation (ISCO-08 unit group) a title or text points to, with how strongly. */
export interface OccupationGuess {
  /** ISCO-08 unit group code, e.g. "2221". */
  code: string;
  /** Its label, e.g. "Nursing professionals". */
  label: string;
  /** 0..1: how sure the reading is. */
  weight: number;
  /**
   * The ESCO occupations of this group the title names (as indexes), when known: a unit group can
   * hold several ("Dental assistants and therapists": dental chairside assistants and dental
   * hygienists). Absent for a reading from wording or from a vague head word.
   */
  occupations?: readonly number[];
}

/** The specific occupations of unit `unit` that title key `key` is a title of. */
function occupationsIn(key: string, unit: number): number[] {
  const m = model();
  return (m.titleOccupations.get(key) ?? []).filter((id) => m.occupationUnit[id] === unit);
}

/**
 * Whether `role` is an assisting rank of the occupation `title` names, in the same field: a
 * "Veterinary Assistant" of a "Licensed Veterinary Technician", a "Pharmacy Aide" of a "Pharmacy
 * Technician". Sources file some under the occupation they assist, which they do not practise. A
 * "Legal Assistant" for a "Paralegal" names no field of the title and stays what sources say.
 */
export function assistsIn(title: string, role: string): boolean {
  const words = (t: string) =>
    (t.split(/[,(|]/)[0]!.match(/\p{L}+/gu) ?? []).map((w) => stem(w.toLowerCase()));
  const have = words(role);
  const wanted = words(title);
  const head = have.at(-1);
  if (!head || !ASSISTING.has(head) || ASSISTING.has(wanted.at(-1) ?? "")) return false;
  // "Certified Occupational Therapy Assistant" of an "Occupational Therapist": the field's words
  // by their first letters ("therapy", "therapist"), rank and credential words aside.
  const field = have.slice(0, -1).filter((w) => !RANK_WORDS.has(w));
  return field.length > 0 && field.every((w) => wanted.some((x) => nearWord(w, x)));
}
const ASSISTING = new Set(["assistant", "aide", "helper", "attendant"].map(stem));
const RANK_WORDS = new Set(
  ["certified", "licensed", "registered", "senior", "lead", "chief", "staff", "junior"].map(stem),
);

/**
 * The field a role leads, when its title is a rank over a field: "Public Relations Manager",
 * "Director of Sales", "VP, Marketing", "Senior Nursing Supervisor" -> "Public Relations", "Sales",
 * "Marketing", "Nursing". Undefined for any other title ("Registered Nurse", "Office Assistant").
 */
export function ledField(role: string): string | undefined {
  // "Marketing Director (Contract)": the bracket says nothing of the field.
  const t = role
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "General Manager", "Executive Director": a rank over no field.
  const field =
    `${(LEADS_BEFORE.exec(t)?.[1] ?? LEADS_AFTER.exec(t)?.[1])?.split(/\s*[,(|/]|\s+(?:at|for|in|and|&)\s+/i)[0] ?? ""} `
      .replace(RANK_BEFORE_FIELD, "")
      .trim();
  return field && /^\p{L}[\p{L}.]*(?: \p{L}[\p{L}.]*){0,2}$/u.test(field) ? field : undefined;
}
const LEAD_RANK = String.raw`(?:manager|mgr\.?|director|supervisor|head|lead|chief|vp|svp|evp|vice[- ]president)`;
/** "Director of Sales", "VP, Marketing", "Head of the Nursing Department". */
const LEADS_BEFORE = new RegExp(
  String.raw`^(?:(?:senior|sr\.?|assistant|associate|deputy|executive|regional|national|area|global|general)\s+)*${LEAD_RANK}\s*(?:,|-|\u2013|:|\bof\b|\bfor\b)\s*(?:the\s+)?(.+)$`,
  "i",
);
/** "Public Relations Manager", "Sales Director". */
const LEADS_AFTER = new RegExp(String.raw`^(.+?)\s+${LEAD_RANK}$`, "i");
const RANK_BEFORE_FIELD =
  /^(?:(?:senior|sr\.?|junior|jr\.?|assistant|associate|deputy|executive|regional|national|area|global|general|interim|acting)\s+)+/i;

/**
 * Whether two readings name the same occupation: the same unit group, and, where both titles say
 * which of its ESCO occupations they name, one they share ("Software Engineer" and "Software
 * Developer" are one; "Dental Hygienist" and "Dental Assistant" two of one group). ESCO decides
 * because its occupations gather their synonyms ("programmer" is a software developer), where
 * O*NET splits finer than a recruiter would (a "Java Developer" is one of its computer programmers).
 */
export function sameOccupation(a: OccupationGuess, b: OccupationGuess): boolean {
  if (a.code !== b.code) return false;
  if (!a.occupations?.length || !b.occupations?.length) return true;
  return a.occupations.some((id) => b.occupations!.includes(id));
}

/**
 * Whether an ISCO unit group is a residual one ("Health associate professionals not elsewhere
 * classified"): it gathers unlike occupations, so sharing it says less than sharing another.
 */
export function isResidualGroup(code: string): boolean {
  return /\bnot elsewhere classified\b/i.test(groupLabel(code));
}

/**
 * Whether two titles of one residual unit group name the same occupation: their head nouns agree
 * ("Respiratory Therapist" and "Registered Respiratory Therapist"; not "Sleep Technologist").
 */
export function sameResidualOccupation(a: string, b: string): boolean {
  const head = (t: string) => titleWords(splitTitle(t)[0] ?? t).at(-1);
  return head(a) !== undefined && head(a) === head(b);
}

/** The label of an ISCO group of any level: `groupLabel("222")` -> "Nursing and midwifery professionals". */
export function groupLabel(code: string): string {
  return model().groups[code] ?? code;
}

/** Initials written with periods ("L.P.N.", "I.T."): the title's short form, "LPN", "IT". */
const INITIALS = /\b(?:\p{Lu}\.){2,}/gu;

/**
 * A period that shortens a word ("Sr. Accountant", "Asst. Manager", "Lab. Technician") or
 * stands after an initial ("U. S."): no sentence ends there, so the title goes on. Words that are
 * also whole words ("Tech.", "Rep.") may end a sentence and are left out.
 */
const SHORTENING_DOT =
  /\b(\p{L}|sr|jr|snr|asst|assoc|mgr|mgmt|mktg|dept|supv|supvr|engr|acct|govt|intl|natl|coord|exec|spec|dir|vp|lab)\.(?=\s|$)/giu;

/** A title read as one or more titles: "Shipping - Receiving - and Inventory Clerk" -> three clerks. */
export function splitTitle(title: string): string[] {
  const cleaned = unglue(title)
    .replace(/\([^)]*\)/g, " ")
    .replace(INITIALS, (m) => m.replace(/\./g, ""))
    .replace(SHORTENING_DOT, "$1")
    .replace(/\s+/g, " ");
  // A title ends where a sentence or a company/place begins.
  const head = cleaned.split(/[.;:!?]\s|,|\s(?:at|@|with|for)\s|\s[|•·]\s?/i)[0] ?? "";
  const parts = head
    .split(/\s*\/\s*|\s+[-–—]\s*|\s*[-–—]\s+|\s+&\s+(?=\p{Lu})|\s+or\s+/u)
    .map((p) => p.trim())
    .filter((p) => titleKey(p));
  // A specialty in brackets after the title ("Software Engineer (Front-End)", "Registered Nurse
  // (ICU)") is a title of its own before the head, when that title is known.
  const specialty = /^[^(]*\(\s*([\p{L}][\p{L}\s&-]{1,30}?)\s*\)/u.exec(title)?.[1];
  const special = specialty && parts.length === 1 ? `${specialty} ${parts[0]}` : undefined;
  if (special && model().titles.has(titleKey(special))) return [parts[0]!, special];
  if (parts.length < 2) return parts.length ? parts : [];
  const out: string[] = [];
  parts.forEach((p, i) => {
    const words = titleKey(p).split(" ");
    if (words.length > 1) {
      // A field before a full title shares its head: "Public Relations & Marketing Manager" ->
      // "Public Relations Manager", when the field names no role of its own and that is a title.
      const head = parts[i + 1]?.split(" ").at(-1);
      const shared = head && `${p} ${head}`;
      const field =
        shared && !model().titles.has(titleKey(p)) && !looksLikeRole(p.split(" ").at(-1)!);
      out.push(field && model().titles.has(titleKey(shared)) ? shared : p);
      return;
    }
    // A lone word between full titles shares their head or their qualifier:
    // "Shipping/Receiving Clerk" -> "Shipping Clerk"; "Sales Representative/Manager" -> "Sales Manager".
    const next = parts.slice(i + 1).find((q) => titleKey(q).split(" ").length > 1);
    const prev = [...parts.slice(0, i)].reverse().find((q) => titleKey(q).split(" ").length > 1);
    const composed: string[] = [];
    const lone = p.replace(/^and\s+/i, "");
    // "Construction & Safety Project Manager": the lone word takes the place of the next title's
    // first word when that is a known title ("Construction Project Manager"), else its head.
    const nextWords = next?.split(" ") ?? [];
    if (nextWords.length > 2) composed.push(`${lone} ${nextWords.slice(1).join(" ")}`);
    if (next) composed.push(`${lone} ${nextWords.at(-1)}`);
    if (prev) composed.push(`${prev.split(" ").slice(0, -1).join(" ")} ${p}`);
    const hits = (t: string) =>
      namesRankOnly(titleKey(t)) ? 99 : (model().titles.get(titleKey(t))?.length ?? 0);
    // A lone word that is a title of its own ("Paralegal") stays; one that names no occupation,
    // or too many ("Manager"), takes its neighbour's words, a known composition first.
    const known = composed.find((c) => hits(c) > 0);
    const alone = hits(p);
    // A lone activity ("Shipping/Receiving Clerk") names a department; with a known composition
    // it is that title, whatever the activity alone may be a title of.
    const activity = /ing$/i.test(lone) && known !== undefined;
    if (alone > 0 && alone <= VAGUE && !activity) out.push(p);
    else out.push(known ?? composed[0] ?? p);
  });
  return out;
}

let titleWordDf: { n: number; df: Map<string, number> } | undefined;

/** How many known titles use each title word (stemmed), and how many titles there are. */
function titleWordCounts(): { n: number; df: Map<string, number> } {
  if (!titleWordDf) {
    const df = new Map<string, number>();
    for (const key of model().titles.keys())
      for (const w of new Set(key.split(" "))) df.set(w, (df.get(w) ?? 0) + 1);
    titleWordDf = { n: model().titles.size, df };
  }
  return titleWordDf;
}

/**
 * Words a PDF ran together ("ProgramManager", "Emergency RoomClerk"), split where every piece is
 * a title word and the whole is none: "DevOps" and "JavaScript" stay as written.
 */
function unglue(title: string): string {
  return title.replace(GLUED, (m) => {
    const pieces = m.split(/(?=\p{Lu})/u);
    const known = (w: string) => titleWordCounts().df.has(titleStem(w));
    return !known(m) && pieces.every(known) ? pieces.join(" ") : m;
  });
}
const GLUED = /\b\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)+\b/gu;

/**
 * How much a title word says about which role it is, 0..1: the inverse document frequency of the
 * word among the model's known titles, so a specialty ("aviation", "banking", "paralegal") weighs
 * more than a rank or a generic head ("manager", "associate", "specialist").
 * `titleWordWeight("aviat")` -> about 0.7, `titleWordWeight("manag")` -> about 0.3
 */
export function titleWordWeight(word: string): number {
  const { n, df } = titleWordCounts();
  const count = df.get(word);
  // A word no known title uses is as likely a place, an employer or a shift as a role word.
  if (!count) return UNKNOWN_TITLE_WORD;
  return Math.log((n + 1) / (count + 1)) / Math.log(n + 1);
}

const UNKNOWN_TITLE_WORD = 0.25;

/** Titles that name more occupations than this say little (e.g. "manager", "assistant"). */
const VAGUE = 4;

/**
 * Words that name a unit of people or of time a role leads or belongs to, not a field of work:
 * "Team Leader", "Shift Supervisor", "Crew Member"; and "Assistant" of "Assistant Manager".
 */
const RANK_UNIT_WORDS = new Set([
  "team",
  "shift",
  "crew",
  "group",
  "sect",
  "unit",
  "squad",
  "assistant",
]);
/** Heads that name a rank among people: "Leader", "Manager", "Supervisor", "Member". */
const RANK_HEADS = new Set(["lead", "manag", "supervisor", "memb"]);

/**
 * Whether a title names a rank and nothing else, in every part: "Team Leader", "Shift
 * Supervisor / Team Lead". `titleNamesRankOnly("Customer Service Team Leader")` -> false.
 */
export function titleNamesRankOnly(title: string): boolean {
  const keys = splitTitle(title)
    .map((p) => titleKey(p))
    .filter(Boolean);
  return keys.length > 0 && keys.every(namesRankOnly);
}

/**
 * Whether a title key names a rank and nothing else: a rank's head ("leader", "manager",
 * "supervisor", "member") with only units of people before it, or a vague head alone ("Manager",
 * "Technician"). "Team Leader" leads a team in any trade; ESCO lists it among a zoo
 * section leader's titles, "Assistant Manager" among an executive assistant's and "Team Manager"
 * among nurses'. Such a title is read as no occupation, as "Manager" alone is.
 */
function namesRankOnly(key: string): boolean {
  const words = key.split(" ");
  if (words.length === 1) return model().vague.has(key);
  return RANK_HEADS.has(words.at(-1)!) && words.slice(0, -1).every((w) => RANK_UNIT_WORDS.has(w));
}

/** A part of a title read: unit -> weight, and unit -> its specific occupations when known. */
interface PartReading {
  guesses: Map<number, number>;
  occupations?: Map<number, Set<number>>;
  coverage: number;
}

function lookupPart(part: string): PartReading {
  const { titles } = model();
  const tokens = titleTokens(part);
  const words = tokens.map((t) => t.stem);
  const guesses = new Map<number, number>();
  const occupations = new Map<number, Set<number>>();
  if (!words.length || namesRankOnly(words.join(" "))) return { guesses, coverage: 0 };
  // The whole title, else its longest known run of words; rightmost first (the head noun is last).
  for (let n = Math.min(words.length, 6); n >= 1; n--) {
    if (n === 1) {
      const byHead = vagueHeadByItsWords(tokens);
      if (byHead) return byHead;
    }
    const named: Array<{ key: string; hit: Array<{ unit: number; share: number }> }> = [];
    const fields: Array<{ key: string; hit: Array<{ unit: number; share: number }> }> = [];
    for (let i = words.length - n; i >= 0; i--) {
      const sub = words.slice(i, i + n).join(" ");
      // Short words are initials ("RN", "CPA"): trusted only as the whole title.
      if (n === 1 && sub.length < 3 && words.length > 1) continue;
      const hit = titles.get(sub);
      if (!hit || namesRankOnly(sub)) continue;
      // A lone word before the head names a field, not an occupation, unless it is a person's
      // noun ("Nurse Supervisor"): a second reading beside the head's, never the only one
      // ("Healthcare Administration Intern": "healthcare" alone is a nurse's title, not this one).
      const field = n === 1 && i < words.length - 1 && !looksLikeRole(tokens[i]!.word);
      (field ? fields : named).push({ key: sub, hit });
    }
    if (!named.length) continue;
    const hits = [...named, ...fields];
    for (const { key, hit } of hits.slice(0, 2)) {
      const vague = hit.length > VAGUE ? VAGUE / hit.length : 1;
      const total = hit.reduce((s, h) => s + h.share, 0);
      for (const h of hit) {
        const w = (h.share / total) * vague * (key === hits[0]!.key ? 1 : 0.5);
        guesses.set(h.unit, Math.max(guesses.get(h.unit) ?? 0, w));
        const ids = occupations.get(h.unit) ?? new Set<number>();
        for (const id of occupationsIn(key, h.unit)) ids.add(id);
        occupations.set(h.unit, ids);
      }
    }
    return { guesses, occupations, coverage: n / words.length };
  }
  return { guesses, coverage: 0 };
}

/**
 * A title no run of words of which is known, whose head noun names too many occupations to say
 * which ("Service Desk Technician": "technician" is an electronics, an electrical, a civil or an
 * IT support technician): the head's occupations that its other words describe ("service desk"
 * is the wording of IT user support), when one of them is among what those words describe best.
 * Otherwise undefined, and a lone other word that is a title of its own decides as before
 * ("Nurse Supervisor": no supervisor's occupation is described by "nurse").
 */
function vagueHeadByItsWords(
  tokens: Array<{ word: string; stem: string }>,
): PartReading | undefined {
  const m = model();
  const head = tokens.at(-1)!.stem;
  const units = m.titles.get(head);
  if (tokens.length < 2 || !units || !m.vague.has(head)) return undefined;
  // The words before the head as written ("Service Desk Technician II": "service desk").
  const described = occupationVector(
    tokens
      .slice(0, -1)
      .map((t) => t.word)
      .join(" "),
  );
  const best = Math.max(0, ...described);
  if (!best) return undefined;
  const guesses = new Map<number, number>();
  for (const { unit } of units) {
    // Among the head's occupations, those the words describe about as well as anything else.
    if (described[unit]! >= best * HEAD_DESCRIBED) guesses.set(unit, described[unit]! / best);
  }
  return guesses.size ? { guesses, coverage: (tokens.length - 1) / tokens.length } : undefined;
}

/** How close to the best-described occupation a vague head's occupation must come (0..1). */
const HEAD_DESCRIBED = 0.5;

/**
 * Occupations a job title names, strongest first.
 * `occupationsOfTitle("Registered Nurse")[0]` -> { code: "2221", label: "Nursing professionals", weight: 1 }
 */
export function occupationsOfTitle(title: string): OccupationGuess[] {
  const hit = titleCache.get(title);
  if (hit) return hit;
  const out = readTitle(title);
  if (titleCache.size >= 2000) titleCache.delete(titleCache.keys().next().value!);
  titleCache.set(title, out);
  return out;
}

/** Titles repeat across a batch (the job's, common role names): read each once. */
const titleCache = new Map<string, OccupationGuess[]>();

/**
 * Short and long forms of title words, tried when a title is not known as written: "Human
 * Resources Generalist" is known as "HR Generalist", "HVAC Technician" as "HVAC Tech", "IT Manager"
 * as "Information Technology Manager" ("IT" would read as the pronoun), "Outside Sales" as "Outside
 * Sales Representative". Only at reading time: the occupation index keeps the titles as its sources
 * write them.
 */
const SHORT_FORMS: Array<[RegExp, string]> = [
  [/\bhuman\s+resources?\b/gi, "HR"],
  [/\bHR\b/g, "Human Resources"],
  [/\bIT\b/g, "Information Technology"],
  [/\btechs?\b\.?/gi, "Technician"],
  [/\btechnicians?\b/gi, "Tech"],
  [/\bmgr\b\.?/gi, "Manager"],
  [/\breps?\b\.?/gi, "Representative"],
  [/\brepresentatives?\b/gi, "Rep"],
  [/\basst\b\.?/gi, "Assistant"],
  [/\bcoord\b\.?/gi, "Coordinator"],
  // "Outside Sales", "Inside Sales", "B2B Sales": a title that ends in the work names its seller,
  // unless it names a rank ("Director of Sales", "VP Sales").
  [
    /^(?!.*\b(?:of|director|manager|head|vp|vice|president|chief|lead|officer|supervisor)\b)(.*)\bsales$/i,
    "$1Sales Representative",
  ],
  // Initials of a title inside a longer one ("acute care RN"): alone they are read as written.
  [/\bRN\b/g, "Registered Nurse"],
  [/\bLPN\b/g, "Licensed Practical Nurse"],
  [/\bCNA\b/g, "Certified Nursing Assistant"],
];

/**
 * Titles written another way than the sources write them: a rank word inside the title, which
 * names no occupation ("Preschool Lead Teacher" is a preschool teacher's), a school grade for its
 * school ("Grade 3 Teacher", "7th Grade Math Teacher").
 */
const REWORDINGS: Array<[RegExp, string]> = [
  [/^(.+?)\s+(?:lead|senior|head|chief|principal)\s+(.+)$/i, "$1 $2"],
  // "Registered General Nurse" (RGN): a nurse on the general register, no general's rank.
  [/^(.*?)\bgeneral\s+nurse\b(.*)$/i, "$1Nurse$2"],
  // "Audit Senior", "Assurance Associate", "Audit Executive": a firm's rank after the work, an
  // auditor's.
  [
    /^(?:(?:statutory|external|internal|financial)\s+)?(?:audit|assurance)\s+(?:senior|semi[\s-]senior|associate|junior|staff|assistant|executive|trainee|in[\s-]?charge)$/i,
    "Auditor",
  ],
  // "Lead Hand Electrician": a working foreman's rank (Canada), no hand's trade.
  [/^(.*?)\b(?:lead|charge)[\s-]+hand\s+(.+)$/i, "$1$2"],
  [
    /^.*\b(?:grades?\s+(?:K|[1-5])(?:\s*[-\u2013/&]\s*[1-5])?|(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth)[\s-]+grade)\b.*\bteacher$/i,
    "Elementary School Teacher",
  ],
  // "Junior School Homeroom Teacher", "Elementary Homeroom Teacher": the school's level names it.
  [/^.*\b(?:elementary|primary|junior\s+school)\b.*\bteacher$/i, "Elementary School Teacher"],
  [
    /^.*\b(?:grades?\s+[6-8](?:\s*[-\u2013/&]\s*[6-8])?|(?:6th|7th|8th|sixth|seventh|eighth)[\s-]+grade)\b.*\bteacher$/i,
    "Middle School Teacher",
  ],
  [
    /^.*\b(?:grades?\s+(?:9|1[0-2])(?:\s*[-\u2013/&]\s*(?:9|1[0-2]))?|(?:9th|10th|11th|12th|ninth|tenth|eleventh|twelfth)[\s-]+grade)\b.*\bteacher$/i,
    "High School Teacher",
  ],
];

/**
 * "Director of Sales", "VP, Marketing": sources write the rank after its field ("Sales Director").
 * Tried only for a title that reads as nothing as written: "Director of Nursing" reads as a nurse.
 */
const RANK_FIRST: Array<[RegExp, string]> = [
  [/^director\s*(?:,|-|\bof\b|\bfor\b)\s*(?:the\s+)?(.+)$/i, "$1 Director"],
  [/^(?:vp|vice[- ]president)\s*(?:,|-|\bof\b|\bfor\b)?\s*(?:the\s+)?(.+)$/i, "$1 Vice President"],
];

/**
 * The short words of `SHORT_FORMS` written for their long form. O*NET lists a short title only
 * beside some of the occupations that carry its long form: "Customer Service Rep" only under sales
 * representatives of services, "Customer Service Representative" under customer service
 * representatives too.
 */
const LONG_FORMS = SHORT_FORMS.filter(([, other]) =>
  ["Technician", "Manager", "Representative", "Assistant", "Coordinator"].includes(other),
);

/** Two readings of one part as one: each occupation as strong as either makes it. */
function bothReadings(a: PartReading, b: PartReading): PartReading {
  const guesses = new Map(a.guesses);
  for (const [u, w] of b.guesses) guesses.set(u, Math.max(guesses.get(u) ?? 0, w));
  const occupations = new Map(a.occupations);
  for (const [u, ids] of b.occupations ?? [])
    occupations.set(u, new Set([...(occupations.get(u) ?? []), ...ids]));
  return { guesses, occupations, coverage: Math.max(a.coverage, b.coverage) };
}

/** Pairs of words that follow one another in a known title ("front end", "full stack"), stemmed. */
let titleBigrams: Set<string> | undefined;

/**
 * A title with each word that no known title uses written as the two words titles write it in:
 * `unjoined("Frontend Developer")` -> "front end Developer" ("Front End Developer" is known),
 * "Fullstack" -> "full stack". Words as known as written stay.
 */
function unjoined(title: string): string {
  const { df } = titleWordCounts();
  if (!titleBigrams) {
    titleBigrams = new Set();
    for (const key of model().titles.keys()) {
      const words = key.split(" ");
      for (let i = 1; i < words.length; i++) titleBigrams.add(`${words[i - 1]} ${words[i]}`);
    }
  }
  return title.replace(/\p{L}{6,}/gu, (word) => {
    const w = word.toLowerCase();
    if (df.has(titleStem(w))) return word;
    for (let i = 3; i <= w.length - 3; i++) {
      const [a, b] = [titleStem(w.slice(0, i)), titleStem(w.slice(i))];
      if (titleBigrams!.has(`${a} ${b}`)) return `${w.slice(0, i)} ${w.slice(i)}`;
    }
    return word;
  });
}

/** How many known titles a word must be in to be taken for a misspelt one. */
const RESPELT_TITLES = 5;

/**
 * A title word a résumé misspelt, as the known title word one letter away: a letter left out,
 * added, changed or two swapped ("Assitant" -> "assistant", "MANGER" -> "manager", "Assosiate" ->
 * "associate"), the one most titles use. Only a word of five or more letters that no known title
 * uses and that titles do not leave out; undefined when no title word of some use is one letter
 * away.
 */
function respelling(word: string): string | undefined {
  const w = word.toLowerCase();
  if (respellings.has(w)) return respellings.get(w);
  const found = closestTitleWord(w);
  if (respellings.size >= 2000) respellings.delete(respellings.keys().next().value!);
  respellings.set(w, found);
  return found;
}
const respellings = new Map<string, string | undefined>();

/** `respelling` of a lower-case word, uncached. */
function closestTitleWord(w: string): string | undefined {
  const { df } = titleWordCounts();
  // A rank or a filler word ("Trainee", "Senior") is no misspelt title word: titles leave it out.
  if (w.length < 5 || df.has(titleStem(w)) || !titleWords(w).length) return undefined;
  let best: string | undefined;
  let most = RESPELT_TITLES - 1;
  const consider = (candidate: string) => {
    const n = df.get(titleStem(candidate)) ?? 0;
    if (n > most) [best, most] = [candidate, n];
  };
  for (let i = 0; i <= w.length; i++) {
    const [before, after] = [w.slice(0, i), w.slice(i)];
    if (after) consider(before + after.slice(1));
    if (after.length > 1) consider(before + after[1] + after[0] + after.slice(2));
    for (const letter of "abcdefghijklmnopqrstuvwxyz") {
      consider(before + letter + after);
      if (after) consider(before + letter + after.slice(1));
    }
  }
  return best;
}

/**
 * A title with each misspelt title word respelt (see `respelling`), the rest as written, and any
 * word of `against` as written: a word no known title uses may be the posting's own ("Frontend").
 * `respeltTitle("ASSITANT STORE MANGER")` -> "assistant STORE manager".
 */
export function respeltTitle(title: string, against = ""): string {
  const kept = new Set(against.toLowerCase().match(/\p{L}+/gu) ?? []);
  return title.replace(/\p{L}+/gu, (w) => (kept.has(w.toLowerCase()) ? w : (respelling(w) ?? w)));
}

/**
 * A title part read as written; else with its words written as one parted and its misspelt words
 * respelt, or else a short word in its other form, when that reads more of it. A short word is
 * read in its long form too whenever that is a known title as a whole.
 */
function readPart(written: string): PartReading {
  let part = written;
  let best = lookupPart(part);
  if (best.coverage < 1) {
    const mended = respeltTitle(unjoined(part));
    const reading = mended === part ? undefined : lookupPart(mended);
    if (reading && reading.coverage > best.coverage) [part, best] = [mended, reading];
  }
  // "Preschool Lead Teacher" as "Lead Preschool Teacher", "Grade 3 Dual-Language Teacher" as an
  // elementary school teacher: other ways of writing a title, when they read it whole.
  for (const [form, other] of REWORDINGS) {
    if (best.coverage >= 1) break;
    const variant = part.replace(form, other);
    if (variant === part) continue;
    const reading = lookupPart(variant);
    if (reading.coverage >= 1 && reading.guesses.size) [part, best] = [variant, reading];
  }
  if (best.coverage >= 1) {
    for (const [form, long] of LONG_FORMS) {
      const variant = part.replace(form, long);
      if (variant === part) continue;
      const reading = lookupPart(variant);
      if (reading.coverage >= 1) best = bothReadings(best, reading);
    }
    return best;
  }
  for (const [form, other] of SHORT_FORMS) {
    const variant = part.replace(form, other);
    if (variant === part) continue;
    const reading = lookupPart(variant);
    if (reading.coverage > best.coverage && reading.guesses.size) best = reading;
  }
  if (best.guesses.size) return best;
  for (const [form, other] of RANK_FIRST) {
    const variant = part.replace(form, other);
    if (variant !== part) return readPart(variant);
  }
  return best;
}

/**
 * A part's readings that the title's other parts bear out: "Marketing/Communications Specialist"
 * is one job, so its "Communications Specialist" is a public relations professional (the marketing
 * specialist's neighbour), not the switchboard operator O*NET also calls so. All of them when the
 * part stands alone or none is related to the other parts' readings.
 */
function agreeing(guesses: Map<number, number>, others: PartReading[]): Map<number, number> {
  if (guesses.size < 2 || !others.length) return guesses;
  const { units } = model();
  const related = [...guesses.keys()].filter((u) =>
    others.some((o) =>
      [...o.guesses.keys()].some(
        (v) => relateOccupations(units[u]!, units[v]!).relation !== "other",
      ),
    ),
  );
  if (!related.length) return guesses;
  // The part's own strongest reading stays: "Machinist/Assembler" may be two jobs in one.
  const top = Math.max(...guesses.values());
  return new Map([...guesses].filter(([u, w]) => w >= top || related.includes(u)));
}

function readTitle(title: string): OccupationGuess[] {
  const m = model();
  const merged = new Map<number, number>();
  // Unit -> the specific occupations the parts name in it; null once a part names the unit without
  // saying which (a vague head read by its words), so that no one can tell them apart.
  const named = new Map<number, Set<number> | null>();
  const readings = splitTitle(title).map(readPart);
  for (const [i, { occupations, coverage }] of readings.entries()) {
    const guesses = agreeing(
      readings[i]!.guesses,
      readings.slice(0, i).concat(readings.slice(i + 1)),
    );
    // A title known only by one of its words ("Appearance Supervisor" by "supervisor") is a weak hint.
    const sure = 0.25 + 0.75 * coverage;
    const top = Math.max(0, ...guesses.values());
    for (const [u, w] of guesses) {
      const v = top ? (w / top) * sure * Math.min(1, top * 2) : 0;
      merged.set(u, Math.max(merged.get(u) ?? 0, v));
      const ids = occupations?.get(u);
      const cur = named.get(u);
      if (!ids?.size || cur === null) named.set(u, null);
      else named.set(u, new Set([...(cur ?? []), ...ids]));
    }
  }
  return [...merged]
    .filter(([, w]) => w >= 0.15)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([u, w]) => {
      const ids = named.get(u);
      return {
        code: m.units[u]!,
        label: m.groups[m.units[u]!] ?? "",
        weight: w,
        ...(ids ? { occupations: [...ids].sort((a, b) => a - b) } : {}),
      };
    });
}

/**
 * Occupations whose descriptions a text reads like, strongest first, weight relative to the best.
 * `occupationsOfText("Administered medication to patients on the ward…")[0].code` -> "2221"
 */
export function occupationsOfText(text: string, limit = 5): OccupationGuess[] {
  return topOccupations(occupationVector(text), limit);
}

/** The strongest groups of an occupation vector, weight relative to the best. */
export function topOccupations(scores: Float64Array, limit = 5): OccupationGuess[] {
  const m = model();
  const ranked = [...scores.keys()]
    .filter((u) => scores[u]! > 0)
    .sort((a, b) => scores[b]! - scores[a]!)
    .slice(0, limit);
  const top = ranked.length ? scores[ranked[0]!]! : 0;
  return ranked.map((u) => ({
    code: m.units[u]!,
    label: m.groups[m.units[u]!] ?? "",
    weight: top ? scores[u]! / top : 0,
  }));
}

/**
 * How much a text reads like each occupation: one score per ISCO unit group (in the model's
 * order), the sum of the group's profile words the text uses, repeats counted with diminishing
 * returns. Takes the text, or its stemmed terms when the caller has them. Compare two with
 * `occupationCloseness`.
 */
export function occupationVector(text: string | string[]): Float64Array {
  const m = model();
  const tf = new Map<string, number>();
  for (const t of typeof text === "string" ? profileTerms(text) : text)
    tf.set(t, (tf.get(t) ?? 0) + 1);
  const scores = new Float64Array(m.units.length);
  for (const [term, n] of tf) {
    const list = m.postings.get(term);
    if (!list) continue;
    const sat = 1 + Math.log(n);
    for (const [u, w] of list) scores[u]! += w * sat;
  }
  return scores;
}

/**
 * A copy of `vector` where each given occupation gains `strength` x its guess weight x the
 * vector's strongest score, so what a posting's title names outranks what its wording merely
 * touches (an ad for a paralegal at a property firm talks mostly about property).
 * `topOccupations(emphasise(v, [{ code: "3411", weight: 1, label }], 1))[0].code` -> "3411"
 */
export function emphasise(
  vector: Float64Array,
  guesses: OccupationGuess[],
  strength: number,
): Float64Array {
  const m = model();
  const out = Float64Array.from(vector);
  const top = Math.max(0, ...vector);
  for (const g of guesses) {
    const u = m.units.indexOf(g.code);
    if (u >= 0) out[u] = out[u]! + top * strength * g.weight;
  }
  return out;
}

/** The posting's strongest occupations that closeness is measured on. */
const COMPARED_GROUPS = 10;

/**
 * How alike two texts read as occupations, 0..1: the cosine of their vectors over the posting's
 * strongest occupations, so a text that spends its words on other work reads less alike, and the
 * occupation they share most. Length does not count, so callers compare parts of a resume (a role,
 * the summary) one at a time and keep the best, which more parts can only raise.
 * `occupationCloseness(occupationVector(posting), occupationVector(role)).shared?.code` -> "2221"
 */
export function occupationCloseness(
  job: Float64Array,
  part: Float64Array,
): { similarity: number; shared?: OccupationGuess } {
  const m = model();
  const top = [...job.keys()]
    .filter((u) => job[u]! > 0)
    .sort((a, b) => job[b]! - job[a]!)
    .slice(0, COMPARED_GROUPS);
  let dot = 0;
  let jobNorm = 0;
  let best = -1;
  let bestPart = 0;
  for (const u of top) {
    const shared = job[u]! * part[u]!;
    dot += shared;
    jobNorm += job[u]! ** 2;
    if (shared > bestPart) {
      bestPart = shared;
      best = u;
    }
  }
  const partNorm = Math.sqrt(part.reduce((s, x) => s + x * x, 0));
  const similarity = dot && partNorm ? dot / Math.sqrt(jobNorm) / partNorm : 0;
  const shared =
    best >= 0
      ? { code: m.units[best]!, label: m.groups[m.units[best]!] ?? "", weight: 1 }
      : undefined;
  return { similarity, shared };
}

/** The stemmed words that describe an occupation (its profile), for pointing at them in a text. */
export function occupationTerms(code: string): Set<string> {
  const m = model();
  return new Set(m.profiles[m.units.indexOf(code)]?.keys() ?? []);
}

const profileSimCache = new Map<string, number>();

/** Cosine of two unit groups' description profiles, 0..1. */
function profileSimilarity(a: string, b: string): number {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  const hit = profileSimCache.get(key);
  if (hit !== undefined) return hit;
  const m = model();
  const pa = m.profiles[m.units.indexOf(a)];
  const pb = m.profiles[m.units.indexOf(b)];
  let s = 0;
  if (pa && pb) for (const [t, w] of pa) s += w * (pb.get(t) ?? 0);
  profileSimCache.set(key, s);
  return s;
}

export type OccupationRelation = "same" | "sibling" | "family" | "related" | "other";

/**
 * Closeness of two occupations of one unit group ("Dental Hygienist", "Dental Assistant"): nearer
 * than a family (at least 0.5), short of the same occupation.
 */
export const SIBLING_SIMILARITY = 0.9;

/**
 * How close two occupations are: the same unit group, the same ISCO minor or sub-major group (a
 * family), or occupations whose descriptions overlap (related), with a similarity 0..1.
 * `relateOccupations("2221", "3221")` -> { relation: "related", similarity: 0.6… }
 */
export function relateOccupations(
  a: string,
  b: string,
): { relation: OccupationRelation; similarity: number; family?: string } {
  if (a === b) return { relation: "same", similarity: 1, family: a };
  const profile = Math.min(1, profileSimilarity(a, b) * 1.6);
  // A minor group (3 digits) is a family of occupations; a sub-major group (2 digits) is too broad
  // ("Business and administration professionals") to say more than the descriptions do.
  if (a.slice(0, 3) === b.slice(0, 3))
    return { relation: "family", similarity: Math.max(0.5, profile), family: a.slice(0, 3) };
  if (profile >= 0.3)
    return {
      relation: a.slice(0, 2) === b.slice(0, 2) ? "family" : "related",
      similarity: profile,
      family: a.slice(0, 2) === b.slice(0, 2) ? a.slice(0, 2) : undefined,
    };
  return { relation: "other", similarity: profile };
}

/** The closest pair between two sets of guesses, weighted by how sure each guess is. */
export function bestRelation(
  wanted: OccupationGuess[],
  have: OccupationGuess[],
):
  | {
      score: number;
      wanted: OccupationGuess;
      have: OccupationGuess;
      relation: OccupationRelation;
      family?: string;
    }
  | undefined {
  let best: ReturnType<typeof bestRelation>;
  for (const w of wanted)
    for (const h of have) {
      const plain = relateOccupations(w.code, h.code);
      const r =
        plain.relation === "same" && !sameOccupation(w, h)
          ? { ...plain, relation: "sibling" as const, similarity: SIBLING_SIMILARITY }
          : plain;
      // A loose reading of a resume title (a second guess of a vague title) counts for less.
      const score = r.similarity * Math.sqrt(w.weight) * h.weight;
      if (!best || score > best.score)
        best = { score, wanted: w, have: h, relation: r.relation, family: r.family };
    }
  return best;
}

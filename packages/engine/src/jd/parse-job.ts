/**
 * Reads a free-text job description: title, seniority, required vs preferred skills, minimum
 * years, education, certifications, location, work arrangement and employment type, each with
 * the span of the JD text it came from.
 */

import { occupationsOfTitle } from "../occupations/occupations.ts";
import { repairMojibake, withoutTradeMarks } from "../read/normalize-text.ts";
import { postingFields } from "../score/fields-of-study.ts";
import { withoutCountryNames, withoutStateNames } from "../score/licence-state.ts";
import { employerNameSpans, idf } from "../score/relevance.ts";
import {
  afterAState,
  extractSkills,
  nameInBracketsAfter,
  namesCareSetting,
  namesOthersDepartment,
  STAMPED_AFTER,
  stampsThing,
} from "../skills/extract.ts";
import { credentialOf, findSkill } from "../skills/taxonomy.ts";
import {
  agentTerm,
  contentTerms,
  initialsBeside,
  STOPWORDS,
  spellsInitials,
  stem,
  withoutBrackets,
} from "../skills/text.ts";
import { STAFF_LEVEL } from "../structure/experience.ts";
import { COUNTRIES, isRoleNoun, STATE_NAMES, US_STATES } from "../structure/vocabulary.ts";
import type {
  EducationLevel,
  EmploymentType,
  JobField,
  JobSkill,
  ParsedJob,
  RequirementLevel,
  Seniority,
  SkillMention,
  SourceSpan,
  WorkArrangement,
} from "../types.ts";
import { isNegatedInPosting } from "./negation.ts";
import { type JobLine, splitJobLines } from "./sections.ts";
import { findTitle, isRoleWord, ROLE_NOUN } from "./title.ts";
import { WORK_STYLE } from "./work-style.ts";

const span = (text: string, start: number, end: number): SourceSpan => ({
  start,
  end,
  text: text.slice(start, end),
});

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  a: 1,
  an: 1,
};
/** The number words a figure of years may be written in ("a", "an" only where the pattern says). */
const NUMBER_WORD = Object.keys(NUMBER_WORDS)
  .filter((w) => w.length > 2)
  .join("|");
const NUM = String.raw`(\d{1,2}(?:\.\d)?|${NUMBER_WORD})`;
/** A figure of years: "two (2) years", "5+ yrs". */
const YEARS_FIGURE = new RegExp(String.raw`\b${NUM}\s*\+?\s*(?:years?|yrs?)\b`, "i");
const toNumber = (s: string) =>
  NUMBER_WORDS[s.toLowerCase()] ?? OTHER_LANGUAGE_NUMBERS[s.toLowerCase()] ?? Number(s);

/**
 * Number words of French, Spanish, Portuguese, Italian, Dutch, German, Danish, Norwegian and
 * Swedish, as their postings write a figure of years: "au moins deux ans", "Almeno cinque anni",
 * "Minimaal vijf jaar", "mindst to års erfaring". Read only before those languages' word for years.
 */
const OTHER_LANGUAGE_NUMBERS: Record<string, number> = Object.fromEntries(
  [
    [1, "un une uno una um uma één een ein eine einem einen ett"],
    [2, "deux dos dois duas due twee zwei to två"],
    [3, "trois tres três tre drie drei"],
    [4, "quatre cuatro quatro quattro vier fire fyra"],
    [5, "cinq cinco cinque vijf fünf fem"],
    [6, "six seis sei zes sechs seks sex"],
    [7, "sept siete sete sette zeven sieben syv sju"],
    [8, "huit ocho oito otto acht otte åtte åtta"],
    [10, "dix diez dez dieci tien zehn ti tio"],
  ].flatMap(([n, words]) =>
    String(words)
      .split(" ")
      .map((w) => [w, n as number]),
  ),
);
const OTHER_NUM = String.raw`(\d{1,2}|${Object.keys(OTHER_LANGUAGE_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
/** Those languages' words for years: "ans", "años", "anni", "jaar", "års", "Jahre". */
const OTHER_YEARS = String.raw`(?:ans|ann\u00e9es?|a\u00f1os?|anos?|anni|anno|jaar|jaren|\u00e5rs?|Jahre|Jahren|Jahr)`;
/** Their words for "at least", "minimum". */
const OTHER_AT_LEAST = String.raw`(?:au\s+moins|(?:un\s+)?minimum(?:\s+de)?|al\s+menos|como\s+m\u00ednimo|m\u00edni(?:mo|ma)(?:\s+de)?|pelo\s+menos|no\s+m\u00ednimo|almeno|minimo(?:\s+di)?|minimaal|minstens|ten\s+minste|mindestens|mindst|minst)`;
/** Their words for experience, after the figure or before it: "d'expérience", "ervaring". */
const OTHER_EXPERIENCE =
  /\b(?:exp[\u00e9e]rience|experiencia|experi[\u00eae]ncia|esperienz[ae]|\p{L}*ervaring|\p{L}*erfaring|\p{L}*erfarenhet|\p{L}*erfahrung|pratique|pr[\u00e1a]ctica|pratica)/iu;
/**
 * Figures of years in those languages: "au moins deux (2) ans", "Minimaal vijf jaar ervaring",
 * "Experiencia mínima de dos años", "5 ans d'expérience", "Berufserfahrung von mindestens 3 Jahren".
 */
const OTHER_LANGUAGE_YEARS = [
  new RegExp(
    String.raw`(?<![\p{L}])${OTHER_AT_LEAST}\s+${OTHER_NUM}\s*(?:\(\d{1,2}\)\s*)?\+?\s*${OTHER_YEARS}(?![\p{L}])`,
    "giu",
  ),
  new RegExp(
    // Not the end of a range ("(0–3 jaar)", "3 à 5 ans"): no minimum read there.
    String.raw`(?<![\p{L}\d])(?<!\d\s*(?:[-\u2013\u2014]|\u00e0|a|bis|tot|til)\s*)${OTHER_NUM}\s*(?:\(\d{1,2}\)\s*)?\+?\s*${OTHER_YEARS}(?![\p{L}])`,
    "giu",
  ),
];

/** A figure of years in one of those languages, anywhere: "mínima de 1 año", "3 Jahre". */
const OTHER_YEARS_FIGURE = new RegExp(OTHER_LANGUAGE_YEARS[1]!.source, "iu");

const STRONG_PREFERRED =
  /\b(a\s+(big\s+|huge\s+|strong\s+|definite\s+)?plus|is\s+a\s+bonus|bonus\s+points?|nice[\s-]to[\s-]have|prefer|prefers|preferred|preferably|preference\s+(?:is\s+|will\s+be\s+)?given|desirable|desired|ideally|an\s+advantage|advantageous|would\s+be\s+great|helpful|optional|is\s+beneficial|a\s+bonus|may\s+(?:also\s+)?(?:possess|hold|have(?!\s+to\b))|also\s+(?:be\s+)?(?:considered|valued|welcome[d]?)|(?:is|are)\s+(?:also\s+|highly\s+)?valued|highly\s+valued|highly\s+regarded|(?:accepted|acceptable)\s+in\s+lieu|in\s+lieu\s+of|(?:may|can)\s+(?:be\s+)?substitut(?:e|ed)\b|(?:accepted|acceptable)\s+(?:for|from)\s+(?:candidates|applicants)|(?<=\)\s*)accepted(?=\s*(?:[-\u2013;\u2022.]|$))|(?:is|are|will|also)\s+(?:also\s+)?(?:be\s+)?accepted|(?:(?:is|are|be|as)\s+(?:an?\s+)?|\ban\s+)(?:(?:strong|definite|real|additional|great|valuable)\s+)?assets?(?![\s-]+(?:management|protection|manager|tracking|allocation|recovery|inventory|performance|accounting|register|ledger)))\b/i;
const WEAK_PREFERRED =
  /\b(familiarity\s+with|exposure\s+to|some\s+experience|basic\s+understanding|awareness\s+of|interest\s+in)\b/i;
/** A line that ends in "(Required)" or "(Preferred)". */
const MARKED_AT_END = /\((required|preferred)\)\s*$/i;
const REQUIRED_WORDS = /\b(must|required|requires|essential|mandatory|minimum|at\s+least)\b/i;
/** "report … to law enforcement as required by law": what the work calls for, nothing asked of the hire. */
const REQUIRED_OF_THE_WORK =
  /\b(?:as|when|if|where|whenever)\s+required\b|\brequired\s+by\s+(?:law|statute|regulations?|policy|the\s+state)\b/gi;

/** The requirement level a line carries, from its section and its own phrasing. */
function lineLevel(
  line: JobLine,
  hasRequiredSection: boolean,
  at?: number,
): RequirementLevel | undefined {
  if (line.ignored) return undefined;
  // "Education: High school or equivalent (Preferred)", "CDL Class A (Required)": the level the
  // line is marked with, the way job boards list a posting's screening questions.
  const marked = MARKED_AT_END.exec(
    at === undefined ? line.text : line.text.slice(at - line.start),
  );
  if (marked) return marked[1]!.toLowerCase() as RequirementLevel;
  const t = at === undefined ? line.text : beforeTrailingPreference(line, at, sentenceAt(line, at));
  const fallback: RequirementLevel = hasRequiredSection ? "preferred" : "required";
  if (STRONG_PREFERRED.test(t)) return "preferred";
  switch (line.section) {
    case "preferred":
      return "preferred";
    case "required":
    case "experience":
    case "education":
    case "title":
      return "required";
    case "benefits":
    case "company":
    case "legal":
    case "application":
    case "location":
    case "keywords":
      return undefined;
    case "about":
      return fallback;
    default:
      if (REQUIRED_WORDS.test(t.replace(REQUIRED_OF_THE_WORK, " "))) return "required";
      if (WEAK_PREFERRED.test(t)) return "preferred";
      return fallback;
  }
}

/**
 * ", preferably in CPG or packaging": a preference opening the last clause of a sentence; "– NRSB
 * Radon Mitigation Specialist certification will also be considered": another way accepted after a
 * dash, which says nothing of the credential before it.
 */
const TRAILING_PREFERENCE =
  /,\s*(?:preferably|ideally|desirably)\b[^.;!?]*|\s[\u2013\u2014-]\s[^.;!?\u2013\u2014]*?\b(?:(?:will|may|can)\s+)?also\s+(?:be\s+)?(?:considered|accepted|acceptable)\b[^.;!?]*/gi;

/**
 * The sentence `t` around offset `at` without the trailing preferences that come after `at`: in
 * "3+ years of graphic design experience, preferably in CPG", the years and the design are
 * required, the CPG preferred.
 */
function beforeTrailingPreference(line: JobLine, at: number, t: string): string {
  let out = t;
  for (const m of line.text.matchAll(TRAILING_PREFERENCE))
    if (at - line.start < (m.index ?? 0)) out = out.replace(m[0], " ");
  return out;
}

/** A bracket's words that give a level alone: "preferred", "strongly preferred", "a plus". */
const LEVEL_ONLY =
  /^\s*(?:(?:strongly|highly|very\s+much)\s+)?(?:preferred|desired|desirable|optional|a\s+plus|nice\s+to\s+have|required|mandatory)\s*$/i;

/** The first sentence stop in `t` outside brackets opened in it, or -1. */
function stopOutsideBrackets(t: string): number {
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.!?;]/.test(c) && (i + 1 === t.length || /\s/.test(t[i + 1]!)))
      return i;
  }
  return -1;
}

/** The sentence of a line around offset `at` (JD offsets): "SQL is a must. Python is a plus." */
function sentenceAt(line: JobLine, at: number): string {
  const rel = at - line.start;
  const before = line.text.slice(0, rel);
  const from = Math.max(before.search(/[^.!?;]*$/), 0);
  const after = line.text.slice(rel);
  // "(New York State Board for Public Accountancy preferred; reciprocity acceptable)": a stop
  // inside a bracket ends no sentence.
  const stop = stopOutsideBrackets(after);
  const sentence = line.text.slice(from, stop === -1 ? undefined : rel + stop + 1);
  // "Bachelor's degree (MBA preferred)": a parenthesis with a level of its own speaks for itself
  // only; "(Spanish) capabilities a plus": one without belongs to the sentence around it.
  // One bracket may hold another: "(the ABC Certified Fitter-orthotics (CFo) is accepted)".
  const inner = /\(((?:[^()]|\([^()]*\))*)\)/g;
  let around = sentence;
  for (const m of sentence.matchAll(inner)) {
    const s = from + (m.index ?? 0);
    const hasOwnLevel = [STRONG_PREFERRED, WEAK_PREFERRED, REQUIRED_WORDS].some((re) =>
      re.test(m[1] ?? ""),
    );
    if (rel > s && rel < s + m[0].length && hasOwnLevel) return m[1] ?? "";
    // "CPA license (preferred) and 3 years": a bracket that gives only a level gives the level of
    // the words just before it.
    if (
      s > rel &&
      LEVEL_ONLY.test(m[1] ?? "") &&
      !/[,;]|\s(?:and|or|with|plus)\s/i.test(line.text.slice(rel, s)) &&
      line.text.slice(rel, s).trim().split(/\s+/).length <= 6
    )
      return m[1] ?? "";
    if (hasOwnLevel) around = around.replace(m[0], " ");
  }
  // "Must know SQL, Excel, and Tableau is a plus": a sentence asking at two levels speaks per
  // clause; a clause without a cue of its own takes the one of the clause before it.
  const hasCue = (t: string) => STRONG_PREFERRED.test(t) || REQUIRED_WORDS.test(t);
  const isMixed =
    (STRONG_PREFERRED.test(around) || WEAK_PREFERRED.test(around)) && REQUIRED_WORDS.test(around);
  if (!isMixed) return around;
  const clauses: Array<{ s: number; e: number }> = [];
  let last = 0;
  for (const m of sentence.matchAll(/,|\b(?:but|while|whereas|however)\b/g)) {
    clauses.push({ s: last, e: m.index ?? 0 });
    last = (m.index ?? 0) + m[0].length;
  }
  clauses.push({ s: last, e: sentence.length });
  const relInSentence = rel - from;
  let i = clauses.findIndex((c) => relInSentence >= c.s && relInSentence <= c.e);
  while (i > 0 && !hasCue(sentence.slice(clauses[i]!.s, clauses[i]!.e))) i--;
  const clause = i >= 0 ? sentence.slice(clauses[i]!.s, clauses[i]!.e) : around;
  return hasCue(clause) ? clause : around;
}

/**
 * Parses a job description. `parseJob("Senior Go Engineer\nMust have: Go, k8s\nNice to have: Rust")`.
 * A posting pasted through a wrong encoding ("â€¢" for "•", "â€™" for "’") is read repaired, and
 * `job.text` (which every span points into) is the repaired text, without trademark signs
 * ("CHI™-Mandarin" is read "CHI-Mandarin", as a resume's is).
 */
export function parseJob(pasted: string): ParsedJob {
  const text = withoutTradeMarks(repairMojibake(pasted));
  const lines = splitJobLines(text);
  const hasRequiredSection = lines.some(
    (l) => l.section === "required" || l.section === "experience",
  );
  const title = findTitle(text, lines);
  const { best: minYears, all: experienceRequirements } = findYears(
    text,
    lines,
    hasRequiredSection,
  );
  const certifications = offeredInstead(text, findCertifications(text, lines, hasRequiredSection));
  const skills = offeredInstead(
    text,
    findSkills(text, lines, hasRequiredSection, title, certifications),
  ).map((skill) =>
    isOtherCertification(text, skill, certifications)
      ? { ...skill, level: "preferred" as const }
      : skill,
  );
  const offered = withCertificationsOffered(text, skills, certifications);
  const job: ParsedJob = {
    title,
    seniority: findSeniority(text, title, minYears),
    skills: offered,
    minYears,
    experienceRequirements,
    education: findEducation(text, lines, hasRequiredSection),
    certifications: certifications.map((c) =>
      c.level === "required" &&
      (skillBeforeOr(text, skills, c.span, certifications) || amongAlternatives(text, offered, c))
        ? { ...c, level: "preferred" as const }
        : c,
    ),
    ...findLocation(text, lines),
    employmentType: findEmploymentType(text),
    ignored: findIgnored(text, lines),
    text,
  };
  for (const k of Object.keys(job) as Array<keyof ParsedJob>)
    if (job[k] === undefined) delete job[k];
  return job;
}

/**
 * "Registered with CTEC as a CRTP – OR be an Enrolled Agent, CPA or California attorney": what a
 * candidate may be instead of what the item asks first, not one more requirement of everyone.
 * Such a requirement is a preference (the first one may be a credential no list knows).
 */
function offeredInstead<T extends { span: SourceSpan; level: RequirementLevel }>(
  text: string,
  asked: T[],
): T[] {
  return asked.map((x) =>
    x.level === "required" &&
    ([INSTEAD_BEFORE, OR_ACTIVE_BEFORE].some((r) =>
      r.test(text.slice(Math.max(0, x.span.start - 80), x.span.start)),
    ) ||
      OR_TOGETHER_BEFORE.test(text.slice(Math.max(0, x.span.start - 240), x.span.start)))
      ? { ...x, level: "preferred" }
      : x,
  );
}
/**
 * Before a requirement: "– OR be an", "; or hold a", and the items of its list before it; "OR C. A
 * current" (one lettered way to qualify of several); a dash's "– or " ("completion of a registered
 * apprenticeship – or NCCER Masonry Levels 1–3 – required").
 */
const INSTEAD_BEFORE =
  /[\u2013\u2014][ \t]*or[ \t]+$|\bOR\s*[A-E][.)]\s*(?:an?\s+)?(?:(?:current|valid|active)\s+)*$|[,;]\s*or\s+(?:[\w-]+\s+){1,4}with\s+(?:[^,;:\u2022\n]{0,30}?\s(?:and|&)\s+)?$|[^\s\u2022;:\n][^\u2022;:\n]*?(?:[\u2013\u2014,;]|\s-)\s*or\s+(?:be|hold|have|possess)\s+(?:an?\s+|the\s+)?(?:[^\u2022;:\n]{0,40}?(?:,|\bor)\s+)?$/i;

/**
 * Before a requirement: ", OR Registered Dietitian Nutritionist (RDN) credential from the
 * Commission on Dietetic Registration (CDR) together with a Nebraska": a paper that goes with the
 * one offered instead.
 */
const OR_TOGETHER_BEFORE =
  /(?:,[ \t]*OR|[ \t]OR)[ \t][^\u2022;:\n]{0,160}?\b(?:together|along)[ \t]+with[ \t]+(?:an?[ \t]+|the[ \t]+)?[^\u2022;:\n]{0,60}$/;

/**
 * Initials a text spells out before them as a name other than the credential the taxonomy knows by
 * them: "Construction Plant-hire Association (CPA)". Lower case.
 */
function initialsOfOtherNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NAME_THEN_INITIALS)) {
    const [name, initials] = [m[1]!, m[2]!];
    const known = findSkill(initials);
    if (!known || !credentialOf(known.id)) continue;
    // The name may start after a word of the sentence: "member of the Construction …".
    const words = namePart(name.replace(/-(?=\p{Ll})/gu, ""), initials);
    if (words !== undefined && findSkill(words)?.id !== known.id) out.add(initials.toLowerCase());
  }
  return out;
}
/**
 * The end of `words` that spells `initials`, its first words dropped until it does:
 * `namePart("Active Dubai Health Authority", "DHA")` -> "Dubai Health Authority".
 */
function namePart(words: string, initials: string): string | undefined {
  let part = words;
  while (!spellsInitials(part, initials) && /\s/.test(part)) part = part.replace(/^\S+\s+/, "");
  return spellsInitials(part, initials) ? part : undefined;
}
const NAME_THEN_INITIALS =
  /(\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|of|and|for|the|&)){1,7})[ \t]*\((\p{Lu}{2,6})\)/gu;

/** A paper named by a level alone: "Level II certification", "Operations certification". */
const LEVEL_ONLY_VALUE =
  /^(?:(?:Level|Grade|Class|Part|Tier)[ \t]+(?:[IVX]{1,4}|\d{1,2})|Awareness|Operations|Operational|Technician|Basic|Intermediate|Advanced)[ \t]+(?:certification|certificate|licen[cs]e)$/i;
/** Before a paper: a kind of paper and "e.g." or "such as", its examples following. */
const EXAMPLE_OF_PAPER_BEFORE =
  /\b(?:qualification|certificate|certification|credential|licen[cs]e|diploma|registration)s?\b[^\u2022;:\n]{0,40}?,?[ \t]*(?:\(?e\.g\.|\(?eg[.,]|for[ \t]+example|for[ \t]+instance|such[ \t]+as)[^\u2022;\n]{0,200}$/i;

/** After a certificate or diploma: its subject in capitals, after "in". */
const SUBJECT_AFTER =
  /^[ \t]+in[ \t]+(\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|and|&|of)){0,6})/u;
/** Before a body's name: what it does to a paper ("awarded by the", "issued by"). */
const AWARDED_BY_BEFORE =
  /\b(?:awarded|issued|granted|conferred|administered|maintained)[ \t]+by[ \t]+(?:the[ \t]+)?$/i;
/** Before a body's name: the employer is accredited by it ("We are accredited by the"). */
const EMPLOYER_ACCREDITED_BEFORE =
  /\b(?:we[ \t]+are|we['\u2019]re|(?:school|hospital|clinic|firm|company|practice|laboratory|lab|program|centre|center)[ \t]+is)[ \t]+(?:fully[ \t]+|proudly[ \t]+)?(?:accredited|certified|recognized|recognised|approved)[ \t]+by[ \t]+(?:the[ \t]+)?[^.;\u2022\n]{0,60}$/i;

/** After a credential's name: the kind of employer it names ("CPA firm", "CPA practices"). */
const EMPLOYER_AFTER = /^[ \t-]*(?:firms?|practices?|offices?)\b/i;

/**
 * Before a requirement: "…, OR an active Enrolled Agent (EA), " and ", or a current": after what
 * the item asks first, another credential a candidate may hold instead.
 */
const OR_ACTIVE_BEFORE =
  /[^\s\u2022;:\n][^\u2022;:\n]*?(?:,[ \t]*OR|[ \t]OR|,[ \t]*or(?=[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:active|current|valid)\b))[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:(?:active|current|valid|unrestricted)[ \t]+)*(?:[^\u2022;:\n]{0,40}?(?:,|\b[Oo][Rr])[ \t]+)?$/;

/**
 * "Current license as a Registered Nurse in Nebraska (or multistate compact RN license), OR
 * Registered Dietitian Nutritionist (RDN)": a certification that names one of the credentials a
 * required skill offers as alternatives, where it offers them. The skill is that requirement, met
 * by any of them; the certification asks it of no one more. Not a narrower paper than the skill
 * ("ASE Master Transit Bus Technician certification" where the skill is any ASE certification).
 */
function amongAlternatives(
  text: string,
  skills: JobSkill[],
  c: ParsedJob["certifications"][number],
): boolean {
  const id = findSkill(c.value)?.id;
  return skills.some((s) => {
    if (s.level !== "required" || !s.alternatives?.length || credentialOf(s.id) === undefined)
      return false;
    const parts = [s, ...s.alternatives];
    if (!(s.span.start <= c.span.start && c.span.start < Math.max(...parts.map((a) => a.span.end))))
      return false;
    // The same credential, or another one listed between them: "(ACCA, CPA, CA or CIMA)".
    return (
      parts.some((a) => a.id === id) ||
      parts.some((a) => LIST_SEPARATOR.test(text.slice(a.span.end, c.span.start)))
    );
  });
}
/** Between two items of one list: a comma, "or", a slash. */
const LIST_SEPARATOR = /^[ \t]*(?:,[ \t]*(?:or[ \t]+)?|or[ \t]+|\/[ \t]*)$/;

/**
 * "Chartered Accountant (CA ANZ) or CPA (CPA Australia)": a required credential skill the posting
 * offers a certification in place of, before "or". The skill is met by either.
 */
function skillBeforeOr(
  text: string,
  skills: JobSkill[],
  at: SourceSpan,
  certifications: ParsedJob["certifications"] = [],
): JobSkill | undefined {
  return skills.find(
    (s) =>
      s.level === "required" &&
      credentialOf(s.id) !== undefined &&
      s.span.end <= at.start &&
      OR_BETWEEN.test(text.slice(s.span.end, at.start)) &&
      // "SHRM-CP or PHR certification": both certifications, which the certifications group.
      !certifications.some((o) => o.span.start < s.span.end && o.span.end > s.span.start),
  );
}
/**
 * Between a credential and the one offered in its place: "or", perhaps after its scope, its
 * initials and its body ("Certified Medical Interpreter – Spanish (CMI-Spanish) from the National
 * Board of Certification for Medical Interpreters (NBCMI) OR ").
 */
const OR_BETWEEN =
  /^(?:[ \t]*[\u2013\u2014-][ \t]*\p{Lu}[\p{L}-]*)?(?:[ \t]*\([^()\n]{1,20}\))?(?:[ \t]+(?:from|by|through)[ \t]+(?:the[ \t]+)?\p{Lu}[\p{L}&'-]*(?:[ \t]+(?:\p{Lu}[\p{L}&'-]*|of|for|and|in))*(?:[ \t]*\([^()\n]{1,12}\))?)?[ \t,]*\bor\b[ \t]+(?:an?[ \t]+)?$/iu;

/** The skills, each offered a certification in its place ("… or CPA") taking it as an alternative. */
function withCertificationsOffered(
  text: string,
  skills: JobSkill[],
  certifications: ParsedJob["certifications"],
): JobSkill[] {
  const out = [...skills];
  for (const c of certifications) {
    if (c.level !== "required") continue;
    const skill = skillBeforeOr(text, out, c.span, certifications);
    const known = findSkill(c.value);
    if (!skill || !known || known.id === skill.id) continue;
    const alternative = { id: known.id, name: c.value, span: c.span, kind: known.kind };
    out[out.indexOf(skill)] = {
      ...skill,
      name: `${skill.name} or ${c.value}`,
      alternatives: [...(skill.alternatives ?? []), alternative],
    };
  }
  return out;
}

/**
 * "ASHA Certificate of Clinical Competence (CCC-A) or American Board of Audiology (ABA) board
 * certification": a credential skill named after "or" and a certification of the same item is that
 * one's alternative, not one more requirement of everyone.
 */
function isOtherCertification(
  text: string,
  skill: JobSkill,
  certifications: ParsedJob["certifications"],
): boolean {
  if (skill.level !== "required" || !credentialOf(skill.id)) return false;
  return certifications.some(
    (c) =>
      c.span.end <= skill.span.start &&
      skill.span.start - c.span.end <= 120 &&
      OR_NAMED_BEFORE.test(text.slice(c.span.end, skill.span.start)),
  );
}
/** Between a certification and the credential after it: the rest of its name, "or", the other's body. */
const OR_NAMED_BEFORE =
  /^[^\u2022\u00b7;:\n]{0,80}?[ \t,)]\bor\b[ \t]+(?:(?:\p{Lu}[\p{L}-]*|of|the|\(\p{Lu}[\p{Lu}\d-]*\))[ \t]+){0,6}$/u;

/** Boilerplate left out of the requirements, neighbouring lines of one reason as one span. */
function findIgnored(text: string, lines: JobLine[]): ParsedJob["ignored"] {
  const out: ParsedJob["ignored"] = [];
  let open: { start: number; end: number; reason: NonNullable<JobLine["ignored"]> } | undefined;
  const close = () => {
    if (open) out.push({ span: span(text, open.start, open.end), reason: open.reason });
    open = undefined;
  };
  for (const l of lines) {
    if (l.start === l.end) continue;
    if (!l.ignored) {
      close();
      continue;
    }
    if (open && open.reason === l.ignored) open.end = l.end;
    else {
      close();
      open = { start: l.start, end: l.end, reason: l.ignored };
    }
  }
  close();
  return out;
}

// ---------------------------------------------------------------------------

const SENIORITY_WORDS: Array<[RegExp, Seniority]> = [
  [/\b(intern|internship|trainee|apprentice)\b/i, "intern"],
  // Not a school's name: "Junior School", "Junior High", "Junior Kindergarten".
  [
    /\b(junior(?![\s-]+(?:school|high|kindergarten|college|division|years)\b)|jr\.?|entry[\s-]level|graduate)\b/i,
    "junior",
  ],
  [/\b(chief|vp|vice\s+president|director|head\s+of|cto|cio|ceo|cfo|coo)\b/i, "executive"],
  [/\b(principal|distinguished)\b/i, "principal"],
  [/\b(lead|manager|team\s+lead|tech\s+lead)\b/i, "lead"],
  [STAFF_LEVEL, "lead"],
  [/\b(senior|sr\.?|experienced|expert)\b/i, "senior"],
  [/\b(mid[\s-]level|intermediate|mid[\s-]senior|mid)\b/i, "mid"],
  // "Associate Attorney" is junior; "Senior Associate" and "Associate Director" are not.
  [/\b(associate)\b/i, "junior"],
];

function findSeniority(
  text: string,
  title: JobField<string> | undefined,
  years: ParsedJob["minYears"],
): JobField<Seniority> | undefined {
  if (title) {
    for (const [re, level] of SENIORITY_WORDS) {
      const m = re.exec(title.value);
      // "Manager" is a role, not a seniority, unless nothing else says so.
      if (m && !(level === "lead" && /manager/i.test(m[0]))) {
        const s = title.span.start + (m.index ?? 0);
        return { value: level, span: span(text, s, s + m[0].length) };
      }
    }
  }
  // "Mentor junior engineers" is about the team, not the hire: a singular noun, not after a verb
  // of leading others.
  const m =
    /(?<!\b(?:mentor|mentoring|mentors|train|training|trains|supervise|supervising|supervises|lead|leading|leads|manage|managing|manages|coach|coaching|coaches|guide|guiding|guides|support|supporting|supports)\s+(?:the\s+|our\s+)?)\b(entry[\s-]level|junior|mid[\s-]level|senior[\s-]level|senior)\s+(position|role|candidate|engineer|developer)(?![\p{L}])/iu.exec(
      text,
    );
  if (m) {
    const w = m[1]!.toLowerCase();
    const value: Seniority =
      w.startsWith("entry") || w === "junior" ? "junior" : w.startsWith("mid") ? "mid" : "senior";
    return { value, span: span(text, m.index ?? 0, (m.index ?? 0) + m[0].length) };
  }
  if (years) {
    const y = years.value;
    const value: Seniority = y < 2 ? "junior" : y < 5 ? "mid" : y < 8 ? "senior" : "lead";
    return { value, span: years.span };
  }
  return undefined;
}

/**
 * What a figure of years may measure instead of experience: "a 4-year degree", "4 year college",
 * "a 2-year contract", "a 10-year background check" (a line that also says "experience" does not
 * make these a requirement of experience), unless "experience" follows within two words ("5
 * years university teaching experience").
 */
const NOT_EXPERIENCE_AFTER_YEARS =
  /^\s*(?:[\w-]+\s+)?(?:degrees?|diplomas?|program(?:me)?s?|college|university|course|apprenticeship|contract|term|commitment|background\s+(?:check|investigation)|warranty)\b/i;
const EXPERIENCE_NEXT = /^\s*(?:[\w-]+\s+){0,2}experience\b/i;
/** "(5) five" and "two (2)": the same figure in digits, before or after the word. */
const BRACKETED_DIGITS_BY_WORD = new RegExp(
  String.raw`\(\d{1,2}\)(?=\s*(?:${NUMBER_WORD})\b)|(?<=\b(?:${NUMBER_WORD})\s*)\(\d{1,2}\)`,
  "gi",
);
/**
 * "Truck driving: 1 year (Required)", "Experience: 2 years (Preferred)": a figure of years marked
 * as asked for is a figure of experience, whatever the line calls it.
 */
const MARKED_LEVEL = /^\s*\((required|preferred)\)/i;

function findYears(
  text: string,
  lines: JobLine[],
  hasRequiredSection: boolean,
): { best: ParsedJob["minYears"]; all: ParsedJob["experienceRequirements"] } {
  const all: ParsedJob["experienceRequirements"] = [];
  // The dashes and the curly apostrophe are \u escapes (the same characters to RegExp): the CLI's
  // script build refuses a non-ASCII character in String.raw, where escaping would change it.
  const patterns = [
    new RegExp(
      String.raw`\b${NUM}\s*\+?\s*(?:-|\u2013|\u2014|to)\s*${NUM}\s*\+?\s*(?:years?|yrs?)\b`,
      "gi",
    ),
    new RegExp(
      String.raw`\b(?:at\s+least|minimum\s+of|minimum|min\.?|over|more\s+than|no\s+less\s+than|a\s+minimum\s+of)\s+(?:of\s+)?${NUM}\s*\+?\s*(?:full\s+)?(?:years?|yrs?)\b`,
      "gi",
    ),
    new RegExp(String.raw`\b${NUM}\s*\+\s*(?:years?|yrs?)\b`, "gi"),
    // "5 years", "5 or more years", and the hyphenated "5-years experience", "1-year experience".
    new RegExp(
      String.raw`\b${NUM}(?:\s*|-)(?:or\s+more\s+)?(?:years?|yrs?)(?:['\u2019]s?)?\b`,
      "gi",
    ),
    // "Minimum of six months cash handling experience", "6+ months of experience": in years.
    new RegExp(String.raw`\b${NUM}\s*\+?(?:\s*|-)(?:or\s+more\s+)?months?\b`, "gi"),
    ...OTHER_LANGUAGE_YEARS,
  ];
  let best: ParsedJob["minYears"];
  const taken: Array<[number, number]> = [];
  // "(0) zero to (5) five years", "two (2) years": the figure written twice is read once (the
  // digits in brackets are blanked, so every offset still points into the posting's text).
  const searched = text.replace(BRACKETED_DIGITS_BY_WORD, (m) => " ".repeat(m.length));
  for (const re of patterns) {
    for (const m of searched.matchAll(re)) {
      const s = m.index ?? 0;
      const e = s + m[0].length;
      if (taken.some(([a, b]) => s < b && e > a)) continue;
      const line = lines.find((l) => s >= l.start && s <= l.end);
      if (!line || line.ignored) continue;
      const after = text.slice(e, Math.min(line.end, e + 90));
      // "within the last 3 years", "no DUI in the past 5 years", "no DUI/DWI in 10 years": a
      // window of time, not years asked.
      const before = text.slice(Math.max(line.start, s - 30), s);
      // "up to 10 years of outside experience credited": a cap on what counts, not years asked.
      if (
        /\b(?:within|in|during|over|for)\s+the\s+(?:last|past|previous|prior)\s+$/i.test(before) ||
        /\b(?:no|zero|without)\s+[^,;:.\n]{1,24}\s(?:in|within)\s+$/i.test(before) ||
        /\bup\s+to\s+$/i.test(before)
      )
        continue;
      const marked = MARKED_LEVEL.exec(after)?.[1]?.toLowerCase() as RequirementLevel | undefined;
      // In another language, a figure asked "at least" in a line of experience, or one right
      // before the word ("5 ans d'expérience"): not "conservées au maximum deux ans".
      const otherLanguage = OTHER_LANGUAGE_YEARS.includes(re);
      const isExperience = otherLanguage
        ? OTHER_EXPERIENCE.test(after.slice(0, 40)) ||
          (re === OTHER_LANGUAGE_YEARS[0] && OTHER_EXPERIENCE.test(line.text))
        : marked !== undefined ||
          /\b(experience|exp\b|background|working|work|as\s+an?\b|in\s+(a|an|the)\b|of\s+(professional|hands-on|relevant|industry|commercial|progressive))/i.test(
            after,
          ) ||
          /\bexperience\b/i.test(line.text) ||
          line.section === "experience";
      if (
        !isExperience ||
        /\b(ago|old|age|warranty|founded|history|anniversary)\b/i.test(after.slice(0, 20)) ||
        (NOT_EXPERIENCE_AFTER_YEARS.test(after) && !EXPERIENCE_NEXT.test(after))
      )
        continue;
      const inMonths = /months?$/i.test(m[0]);
      const nums = m
        .slice(1)
        .filter((x): x is string => x !== undefined)
        .map((x) => (inMonths ? Math.round((toNumber(x) / 12) * 10) / 10 : toNumber(x)));
      const min = nums[0]!;
      // "0 to 5 years", "zero to five years": no minimum is asked; its upper figure is not one.
      if (min === 0 && nums[1]) taken.push([s, e]);
      if (!(min > 0 && min <= 30)) continue;
      taken.push([s, e]);
      const level = lineLevel(line, hasRequiredSection, s) ?? "required";
      const candidate = {
        value: min,
        maxYears: nums[1] && nums[1] > min ? nums[1] : undefined,
        span: span(text, s, e),
        level,
      };
      if (!candidate.maxYears) delete candidate.maxYears;
      // Up to the next figure: "Eight (8) years of … firefighting experience …, including at least
      // two (2) years as a Lieutenant" asks the eight years of no lieutenant.
      const next = YEARS_FIGURE.exec(searched.slice(e, line.end));
      const upTo = next ? e + next.index : line.end;
      const title =
        roleAfter(text.slice(e, upTo)) ??
        roleBeforeExperience(text.slice(e, upTo)) ??
        roleAfter(text.slice(line.contentStart, s));
      // "as an RN in an acute-care Emergency Department": the unit the years are asked in.
      const setting = title ? settingOf(text.slice(e, line.end), title) : undefined;
      all.push({
        value: min,
        span: candidate.span,
        level,
        ...(title ? { title } : {}),
        ...(setting ? { setting } : {}),
      });
      // The largest required figure wins; preferred figures only when nothing is required.
      if (
        !best ||
        (candidate.level === "required" && best.level === "preferred") ||
        (candidate.level === best.level && candidate.value > best.value)
      )
        best = candidate;
    }
  }
  all.sort((a, b) => a.span.start - b.span.start);
  return { best, all };
}

/**
 * The named unit or setting a role's years are asked in, after the role: "as an RN in an
 * acute-care Emergency Department" -> "Emergency Department", "as a staff nurse in a Level III
 * NICU" -> "NICU". Only capitalised words ending in a unit's or workplace's noun: "as an RN in
 * Texas" names a place, not a unit.
 */
function settingOf(after: string, role: string): string | undefined {
  const at = after.indexOf(role);
  if (at < 0) return undefined;
  const m = SETTING_AFTER_ROLE.exec(after.slice(at + role.length));
  return m?.[1];
}
const SETTING_AFTER_ROLE =
  /^[ \t]+(?:in|within|on)[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:[\p{Ll}-]+[ \t]+){0,2}?(?:Level[ \t]+[IV]+(?:[ \t]+or[ \t]+[IV]+)?[ \t]+)?((?:\p{Lu}[\p{L}&-]*[ \t]+){0,3}(?:Department|Unit|ICU|NICU|PICU|CVICU|MICU|SICU|ED|ER|PACU|OR|Room|Ward|Clinic|Lab|Laboratory))\b/u;

/** The role an experience figure is tied to: "... experience as a SQL Developer in banking" -> "SQL Developer". */
function roleAfter(s: string): string | undefined {
  const m = /\b(?:as|being)\s+(?:an?\s+|the\s+)?([A-Za-z][\w+#./&()' -]{2,80})/i.exec(s);
  if (!m?.[1]) return undefined;
  const whole = m[1].split(
    /\s+(?:in|with|for|at|within|on|and\s+(?:a|an)|who|where|including|or|from)\s+|[,;:.!]\s/i,
  )[0]!;
  // "as a Data Engineer (BI developer or data analyst experience is not counted …)": an aside in
  // brackets after the role is no part of it; "multi-unit (District/Area) Manager" goes on.
  const beforeAside = whole.split(/\s*\(/)[0]!;
  const clause = beforeAside.split(/\s+/).some((w) => ROLE_NOUN.test(w)) ? beforeAside : whole;
  // A dash ends the role ("Java Developer - remote") unless the role noun comes after it: a
  // title written with dashes ("SAP Ariba - Manager", "Meeting - Conventions - and Event Planner").
  const parts = clause.split(/\s[-–—]\s/);
  const withNoun = parts.findIndex((part) => ROLE_NOUN.test(part));
  const role = parts
    .slice(0, Math.max(withNoun, 0) + 1)
    .join(" - ")
    .replace(/\s+(experience|role|position)$/i, "")
    .trim();
  // End at the last role noun among the first words: "Big Data Architect aggregating data sets".
  const words = role.split(/\s+/).slice(0, 8);
  let end = -1;
  words.forEach((w, i) => {
    if (ROLE_NOUN.test(w)) end = i;
  });
  if (end < 0) return undefined;
  // "Chef de Cuisine", "Chef de Partie": the role noun's own complement in another language.
  if (/^(?:de|du|des|del|di)$/.test(words[end + 1] ?? "") && /^\p{Lu}/u.test(words[end + 2] ?? ""))
    end += 2;
  const level = words[end + 1] && /^(I{1,3}|IV|V|[1-5]|Sr\.?|Jr\.?)$/.test(words[end + 1]!) ? 1 : 0;
  const trimmed = words
    .slice(0, end + 1 + level)
    .join(" ")
    .replace(/[.,;:]+$/, "");
  if (trimmed.length > 70) return undefined;
  // "as a Lieutenant, Captain or equivalent company officer": titles offered in each other's
  // place, each a role noun's.
  const from = m.index + m[0].length - m[1].length;
  const rest = s.slice(from + m[1].indexOf(trimmed) + trimmed.length);
  const others: string[] = [];
  for (let at = rest; ; ) {
    // "VP of Finance": a role noun first or last.
    const item = /^(?:,\s*|\s+or\s+)([A-Z][\w-]*(?:\s+(?:(?:of|and|&)\s+)?[A-Z][\w-]*){0,3})/.exec(
      at,
    );
    if (!item) break;
    const words = item[1]!.split(/\s+/);
    if (!ROLE_NOUN.test(words.at(-1)!) && !ROLE_NOUN.test(words[0]!)) break;
    if (!others.includes(item[1]!)) others.push(item[1]!);
    at = at.slice(item[0].length);
  }
  return [trimmed, ...others].join("/");
}

/** "of [relevant] line cook experience" after a figure of years: the role is the words before "experience". */
const ROLE_EXPERIENCE =
  /^\s*(?:of\s+)?(?:(?:professional|relevant|paid|prior|previous|recent|progressive|hands-on|verifiable|proven|related|direct|full-time)\s+)*((?:[A-Za-z][\w/&'-]*\s+){0,3}?[A-Za-z][\w/&'-]*)\s+experience\b/i;

/**
 * The role an experience figure is tied to when it stands before "experience": "2+ years of line
 * cook experience" -> "line cook". Only a phrase ending in a role noun is a role ("2 years of
 * customer service experience" names a kind of work, not a title).
 */
function roleBeforeExperience(s: string): string | undefined {
  const phrase = ROLE_EXPERIENCE.exec(s)?.[1];
  if (!phrase) return undefined;
  const last = phrase.split(/\s+/).at(-1)!;
  return isRoleWord(last) ? phrase : undefined;
}

/** A professional doctor's degree by its initials: medicine, dentistry, veterinary medicine, law, therapy, podiatry. */
const PROFESSIONAL_DOCTOR = String.raw`M\.D\.|J\.D\.|(?:MD|DDS|DMD|DVM|VMD|JD|DPT|DPM)\b`;

const EDUCATION_PATTERNS: Array<[RegExp, EducationLevel]> = [
  [
    /\b(ph\.?\s?d\.?|doctorate|doctoral\s+degree|doctor\s+of|juris\s+doctor|DNP|PharmD)\b/gi,
    "doctorate",
  ],
  // "MD or DO degree", "DDS or DMD from a CODA-accredited dental school", "MD/foreign medical
  // degree": a professional doctor's initials where they name the degree. Not "Towson, MD" nor
  // "DO" (dissolved oxygen) alone.
  [
    new RegExp(
      String.raw`\b(?:${PROFESSIONAL_DOCTOR})(?=(?:\s*(?:\/|,|\bor\b)\s*(?:${PROFESSIONAL_DOCTOR}|DO\b|D\.O\.))*(?:\s+(?:degree|from)\b|\s*\/\s*(?:foreign|international)\b))|\b(?:MD|M\.D\.)(?=\s*(?:\/|\bor\b)\s*(?:DO\b|D\.O\.))`,
      "g",
    ),
    "doctorate",
  ],
  // Other languages' words: "Doctorado", "Maestría", "Licenciatura", "Título de Licenciado/a en
  // Enfermería", "Título profesional de Cirujano/a Dentista" (the university's professional title,
  // its first degree; not "Título de Bachiller", a school's, nor a technician's).
  [/\b(?:doctorado|doutorado|dottorato)\b/gi, "doctorate"],
  [/\b(?:maestr[íi]a|mag[íi]ster|mestrado|laurea\s+magistrale)(?![\p{L}])/giu, "master"],
  // French: "Diplôme de niveau Master (Bac+5)", "Master 2", "Bac+5"; "Bac+3", "Licence
  // professionnelle" (not "licence" alone, a permit as often); "Bac+2", "BTS", "DUT".
  [
    /\b(?:niveau\s+master|master\s*[12](?!\d)|bac\s*\+\s*[5-8](?!\d))|\bmaster(?=\s*\(\s*bac\s*\+)/giu,
    "master",
  ],
  [/\b(?:bac\s*\+\s*[34](?!\d)|licence\s+professionnelle)/giu, "bachelor"],
  // "Formation Bac+2 minimum : BTS, DUT": two years past the Baccalauréat.
  [/\bbac\s*\+\s*2(?!\d)|\b(?:BTS|DUT)\b/gu, "associate"],
  [
    /\b(?:licenciatura|bacharelado|licenciad[oa](?:\/[oa])?\s+en|laurea(?!\s+magistrale)|t[íi]tulo\s+(?:profesional\s+)?de(?=\s+(?!bachiller|t[ée]cnic|auxiliar)\p{L}))/giu,
    "bachelor",
  ],
  [/\b(MSN|MPH|MSW)\b/g, "master"],
  [/\b(BSN|BScN)\b/g, "bachelor"],
  [/\b(ADN|ASN)\b/g, "associate"],
  [
    // "Master" alone is a rank of a trade or a ship ("Master Electrician", "the ship's master").
    /\b(master['’]s?|masters|master(?=\s+(?:degree|of|in|level)\b)|m\.s\.|m\.sc\.?|msc|mba|m\.eng|meng|m\.a\.|postgraduate\s+degree|graduate\s+degree)(?=[\s,.;)/]|$)/gi,
    "master",
  ],
  [
    /\b(bachelor['’]?s?|bachelors|b\.s\.|b\.sc\.?|bsc|b\.a\.|b\.eng|beng|b\.tech|btech|undergraduate\s+degree|four[\s-]year\s+degree|4[\s-]year\s+degree|college\s+degree|university\s+degree|bs\/ba|ba\/bs|bs|ba)(?=[\s,.;)/]|$)/gi,
    "bachelor",
  ],
  [
    /\b(associate['’]?s?\s+degree|associate\s+of|two[\s-]year\s+degree|2[\s-]year\s+degree)\b/gi,
    "associate",
  ],
  [/\b(high\s+school(\s+diploma)?|ged|secondary\s+school|diploma)\b/gi, "high-school"],
  // "Degree in Computer Science" with no level named means a bachelor's.
  [/\b(?<!(?:master|associate|graduate|doctoral)['’]?s?\s)degree\s+in\b/gi, "bachelor"],
];
/**
 * What follows "high school" / "secondary school" when it names the school the work is in or for
 * ("students", "math", "setting"), not a diploma.
 */
const SCHOOL_OF_THE_WORK =
  /^\s+(?:(?:and|or)\s+(?:middle|elementary|primary)\s+(?:school\s+)?)?(?:students?|pupils?|learners?|youth|teens?|athletes?|seniors|juniors|freshmen|classe?s?|classrooms?|courses?|curriculum|grades?|level|setting|environment|campus|teachers?|teaching|faculty|staff|principal|counsel(?:or|ing)|math(?:ematics)?|english|science|history|biology|chemistry|physics|spanish|french|art|music|sports?|athletics|football|basketball|soccer|coach(?:es|ing)?|programs?|instruction|education\s+(?:setting|program))\b/i;

/** Before "high school" or "secondary school", the place of work: "in a ", "at the local ". */
const SCHOOL_WORKED_IN_BEFORE = /\b(?:in|at|within|for)\s+(?:an?|the)\s+(?:[\p{L}-]+\s+)?$/iu;

/** A doctorate of research or teaching, not one that licenses a profession: "PhD", "Doctor of Education". */
const RESEARCH_DOCTORATE =
  /^(?:ph\.?\s?d|doctora|doctor\s+of\s+(?:philosophy|education|science|arts|business))/i;

const EDUCATION_RANK: Record<EducationLevel, number> = {
  "high-school": 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};

function findEducation(
  text: string,
  lines: JobLine[],
  hasRequiredSection: boolean,
): ParsedJob["education"] {
  let best: ParsedJob["education"];
  for (const [re, value] of EDUCATION_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const s = m.index ?? 0;
      const line = lines.find((l) => s >= l.start && s <= l.end);
      if (!line || line.ignored || line.section === "about") continue;
      if (isNegatedInPosting(text, s, s + m[0].length)) continue;
      // "Teaching high school students", "a high school setting": the school of the work, not
      // the candidate's schooling.
      if (value === "high-school" && SCHOOL_OF_THE_WORK.test(text.slice(s + m[0].length))) continue;
      // "experience teaching mathematics in a secondary school": the school the work was in.
      if (
        value === "high-school" &&
        /school$/i.test(m[0]) &&
        SCHOOL_WORKED_IN_BEFORE.test(text.slice(Math.max(line.start, s - 30), s))
      )
        continue;
      // "BS"/"BA"/"diploma" alone are too weak outside a degree context.
      if (
        /^(bs|ba|ms|ma|diploma)$/i.test(m[0]) &&
        !/\b(degree|in\s+[A-Z]|computer|science|engineering|equivalent|field)\b/i.test(line.text)
      )
        continue;
      const level = lineLevel(line, hasRequiredSection, s) ?? "required";
      const fields = postingFields(text, s, s + m[0].length);
      const professional = value === "doctorate" && !RESEARCH_DOCTORATE.test(text.slice(s, s + 40));
      const c: NonNullable<ParsedJob["education"]> = {
        value,
        span: span(text, s, s + m[0].length),
        level,
        ...(fields && { fields }),
        ...(professional && { professional: true }),
      };
      // The lowest level a line accepts is the bar ("Bachelor's or Master's" -> bachelor).
      if (
        !best ||
        (c.level === "required" && best.level === "preferred") ||
        (c.level === best.level && EDUCATION_RANK[c.value] < EDUCATION_RANK[best.value])
      )
        best = c;
    }
  }
  return best;
}

const KNOWN_CERTS =
  /\b(PMP|CAPM|PRINCE2|CISSP|CISM|CISA|CEH|OSCP|CCNA|CCNP|CCIE|CPA|CFA|CMA|CIA|CSM|PSM|SAFe\s+Agilist|ITIL(?:\s+v?\d)?|Six\s+Sigma(?:\s+(?:Green|Black|Yellow)\s+Belt)?|Security\+|Network\+|A\+|CompTIA\s+[A-Z][\w+]*|AWS\s+Certified[\w\s-]{0,40}?(?=[,.;)\n]|\s+(?:or|and|is|are|preferred|required)\b|$)|Azure\s+(?:Administrator|Developer|Solutions\s+Architect)(?:\s+Associate|\s+Expert)?|Google\s+Cloud\s+(?:Professional|Associate)[\w\s-]{0,30}|CKA|CKAD|RHCE|RHCSA|OSHA\s*(?:10|30)|BLS|ACLS|PALS|CPR|CDL(?:\s+Class\s+[AB])?|Class\s+[AB]\s+CDL|RN\s+licen[sc]e|ServSafe(?:\s+(?:Food\s+Protection\s+Manager|Manager|Food\s+Handler|Alcohol))?|HACCP|SHRM-(?:CP|SCP)|PHR|SPHR|CSCP|CPIM|LEED(?:\s+AP)?|PE\s+licen[sc]e|EIT)(?![\w+])/g;

/** A name with "Certified" right before a bracket: "Certified Cicerone® (". */
const CERTIFIED_NAME_BEFORE =
  /((?:\p{Lu}[\p{L}-]*[ \t]+){0,2}Certified(?:[ \t]+\p{Lu}[\p{L}-]*){1,3})[\u00AE\u2122]?[ \t]*$/u;
/** After "… Certification", the word that makes it a body's name: "Program", "Board". */
const BODY_AFTER =
  /^[ \t]+(?:Program|Programme|Board|Commission|Council|Institute|Agency|Committee|Body|Center|Centre|Corporation|Corp)\b/;

/** After a body's initials, the word that says it accredits or approves a school: "-accredited". */
const ACCREDITS_AFTER = /^[ \t]*-[ \t]*(?:accredited|approved|recognized|recognised)\b/i;

/** "OSHA PSM", "PSM program", "PSM-covered units": process safety management. */
const PROCESS_SAFETY =
  /\bOSHA\s+PSM\b|\bPSM[\s-]+(?:program|covered|units?|standard|elements?|compliance|audits?|regulated)\b/i;

/** "Colorado", "New York State", "CO", "Valid Greek": a name that says only where a credential holds. */
function namesOnlyAPlace(name: string): boolean {
  // "Georgia PA license": after a state's name, two capitals name the credential (a physician
  // assistant's), not a second state.
  if (
    withoutStateNames(name).trim() !== name.trim() &&
    /^[A-Z]{2}$/.test(name.trim().split(/\s+/).at(-1)!)
  )
    return false;
  // "New Zealand Certificate in Plumbing …": a country's name, the field after it not read.
  if (COUNTRIES[name.trim().toLowerCase()] !== undefined) return true;
  const rest = withoutCountryNames(withoutStateNames(name))
    .replace(STATE_CODES, " ")
    .replace(/\b(?:state|of|the|a|an)\b/gi, " ")
    // "EU/EEA licence", "European Union licence": a union of countries is a place too.
    .replace(/\b(?:EU|EEA|European(?:\s+(?:Union|Economic\s+Area))?)\b/g, " ")
    .trim();
  return rest === "" || QUALIFIER_ONLY.test(rest);
}
/** The two-letter codes, as a posting writes them before "license" ("CO license"). */
const STATE_CODES = new RegExp(`\\b(?:${Object.keys(US_STATES).join("|")})\\b`, "g");

/**
 * "license as a Landscape Architect", "license to practice as a radiation therapist",
 * "registration with the Medical Radiation Practice Board of Australia (AHPRA) as a Nuclear
 * Medicine Technologist": the kind of paper, and up to four words naming the role.
 */
const LICENCE_AS_A =
  /\b(licen[sc]e|licensure|registration|certification|certificate[ \t]+of[ \t]+competen(?:cy|ce))(?:[ \t]+(?:with|by|from|through)[ \t]+[^.;:\u2022\u00b7]{1,90}?)?[ \t]+(?:to[ \t]+practi[cs]e[ \t]+)?as[ \t]+(?:an?[ \t]+)?((?:[A-Za-z][\w-]*[ \t]+){0,4}[A-Za-z][\w-]*)/gi;

/**
 * A seafarer's Certificate of Competency, then a dash and the rank it is for, in capitals with its
 * grade: "Certificate of Competency – Coxswain Grade 1 Near Coastal".
 */
const COMPETENCY_DASH_RANK =
  /\bCertificate[ \t]+of[ \t]+Competen(?:cy|ce)[ \t]*[-\u2013\u2014:][ \t]*(\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|\d{1,2}|<?\d+[ \t]*(?:m|GT|kW)\b)){0,5})/gu;

/** After a role's paper, another role: ", or as a USPTA Professional". */
const OR_AS_A =
  /^(?:[ \t]*\([^()]{1,30}\))?(?:[ \t]+(?:from|by|through|with)[ \t]+[^,;.\u2022\u00b7]{1,80}?)?,?[ \t]+or[ \t]+as[ \t]+an?[ \t]+((?:[A-Za-z][\w-]*[ \t]+){0,3}[A-Za-z][\w-]*)/;

/**
 * The role named in up to four words after "as a", to its last role noun: "Landscape Architect"
 * of "Landscape Architect in Oregon". A word that names a role only after another
 * ("professional", "handler") ends it when one comes before it: "PTR Professional".
 */
function roleNamed(phrase: string): string | undefined {
  // "IRCA Lead Auditor or Principal Auditor": the first of the roles listed.
  const all = phrase.split(/\s+/);
  const or = all.findIndex((w) => /^(?:or|and|nor|&)$/i.test(w));
  const words = or > 0 ? all.slice(0, or) : all;
  const ends = (i: number) =>
    isRoleWord(words[i]!.toLowerCase()) || (i > 0 && isRoleNoun(words[i]!.toLowerCase()));
  let end = words.length;
  while (end > 0 && !ends(end - 1)) end--;
  // "Certified Alcohol Drug Counselor II": the role's grade stays with it.
  if (end && /^(?:I{1,3}|IV|V)$/.test(words[end] ?? "")) end++;
  return end ? words.slice(0, end).join(" ") : undefined;
}

/**
 * "license to practice landscape architecture", the field in lower case, one to three words; not
 * "to practice as a …", a role (`LICENCE_AS_A`).
 */
const LICENCE_TO_PRACTISE =
  /\b(?:licen[sc]e|licensure)[ \t]+to[ \t]+practi[cs]e[ \t]+(?!as[ \t])((?:\p{Ll}[\p{Ll}-]*[ \t]+){0,2}\p{Ll}[\p{Ll}-]+)/gu;

/**
 * A vocational qualification of the UK's frameworks by its level, then its field: "NVQ Level 3
 * Diploma in Professional Patisserie", "BTEC Level 3 Extended Diploma in Engineering".
 */
const VOCATIONAL_LEVEL =
  /\b(NVQ|SVQ|BTEC|City[ \t]*&[ \t]*Guilds)[ \t]+Level[ \t]+([1-7])\b(?:[ \t]+(?:Extended[ \t]+)?(?:Diploma|Certificate|Award|Apprenticeship)(?:[ \t]+in[ \t]+((?:\p{Lu}[\p{L}-]*[ \t]*){1,3}))?)?/gu;

/**
 * A credential's initials, then "with" its specialty's name, perhaps with the specialty's own
 * initials, and "specialty": "(RDMS) with Obstetrics & Gynecology (OB/GYN) specialty".
 */
const WITH_SPECIALTY =
  /\b([A-Z]{2,6})\)?[ \t]+with[ \t]+(?:an?[ \t]+|the[ \t]+)?((?:\p{Lu}[\p{L}-]*|&|and)(?:[ \t]+(?:\p{Lu}[\p{L}-]*|&|and)){0,4})[ \t]*(?:\(([A-Z][\w/&-]{0,8})\))?[ \t]+specialty\b/gu;

/**
 * "member in good standing of the State Bar of California", "admitted to the Florida Bar": a
 * lawyer's admission, which the posting writes by the bar's name.
 */
const BAR_MEMBER =
  /\b(?:[Mm]ember(?:[ \t]+in[ \t]+good[ \t]+standing)?[ \t]+of|admi(?:tted|ssion)[ \t]+to)[ \t]+[Tt]he[ \t]+(?:\p{Lu}[\p{L}.]*[ \t]+){0,3}?(?:State[ \t]+)?Bar\b(?:[ \t]+of[ \t]+(?:the[ \t]+)?\p{Lu}\p{L}*(?:[ \t]+\p{Lu}\p{L}*)?)?/gu;

/** A credential "with the" specialty named and its initials: "with the Lattice Boom Crawler (LBC) specialty". */
const WITH_NAMED_SPECIALTY =
  /\b(?:certification|certificate|credential|license|licence)[ \t]+with[ \t]+(?:the|an?)[ \t]+(?:\p{Lu}[\p{L}-]*[ \t]+){1,4}\(([A-Z]{2,6})\)[ \t]+specialty\b/gu;

/** "an endorsement in Chemistry", "endorsements in Special Education": the subject, capitalised. */
const ENDORSEMENT_IN =
  /\bendorsements?[ \t]+in[ \t]+(\p{Lu}[\p{L}-]+(?:[ \t]+\p{Lu}[\p{L}-]+){0,2})/gu;

/**
 * Board certification in a specialty named: "Board certification in Internal Medicine by the
 * American Board of Internal Medicine (ABIM)", "board certified in emergency medicine",
 * "Subspecialty certification in Addiction Medicine", "… in Undersea and Hyperbaric Medicine" (an
 * "and" between capitals); not the National Board's certification of teachers. The specialty ends
 * where a body, a place, another clause, a hedge or who accepts it ("… acceptable to NHRA") begins.
 */
const SPECIALTY_ENDS = String.raw`(?:by|from|through|with|or|and|is|are|will|must|at|in|of|for|as|within|upon|prior|the|an?|one|either|plus|required|preferred|desired|desirable|strongly|highly|acceptable|accepted|recogni[sz]ed|approved|eligible|equivalent)\b`;
const BOARD_CERTIFIED_IN = new RegExp(
  String.raw`(?<!\bNational[ \t]+)\b([Bb]oard|[Ss]ubspecialty|[Ss]pecialty)[ \t-]+(?:[Cc]ertification|[Cc]ertified)[ \t]+in[ \t]+((?:(?!${SPECIALTY_ENDS})[\p{L}-]+)(?:[ \t]+(?:(?!${SPECIALTY_ENDS})[\p{L}-]+|(?:and|&)[ \t]+\p{Lu}[\p{L}-]*)){0,3})`,
  "gu",
);

/**
 * Board certification by a specialty's board named: "Current board certification by the American
 * Board of Family Medicine (ABFM)", "board certified through the American Osteopathic Board of
 * Emergency Medicine": the board's specialty, in capitals.
 */
const SPECIALTY_BOARD_NAMED = String.raw`American[ \t]+(?:Osteopathic[ \t]+)?Board[ \t]+of[ \t]+((?:(?!${SPECIALTY_ENDS})\p{Lu}[\p{L}-]*)(?:[ \t]+(?!${SPECIALTY_ENDS})\p{Lu}[\p{L}-]*){0,3})`;
const BOARD_CERTIFIED_BY = new RegExp(
  String.raw`\b[Bb]oard[ \t-]+(?:[Cc]ertification|[Cc]ertified)[ \t]+(?:by|from|through|with)[ \t]+(?:the[ \t]+)?${SPECIALTY_BOARD_NAMED}`,
  "gu",
);
/** Whether the certificates named at [s, end) are documents the line's verb issues. */
const issuedDocuments = (text: string, s: number, end: number, line: JobLine) =>
  /\bcertificates\b/i.test(text.slice(s, end)) &&
  // The verb may open the name read: "•Issue Compliance Certificates through the portal".
  (ISSUED_BEFORE.test(text.slice(Math.max(line.start, s - 80), s)) ||
    ISSUED_BEFORE.test(/^\p{L}+/u.exec(text.slice(s, end))?.[0] ?? ""));
/** Before documents: a verb of issuing them, in the same clause ("issue Certificates of …"). */
const ISSUED_BEFORE =
  /\b(?:issue|issues|issuing|sign|signs|signing|complete|completes|completing|prepare|prepares|preparing|produce|produces|producing)\b[^.;:\u2022\u00b7]{0,60}$/i;
/** After a licence's name, its record or a check of it: "license history", "DVLA licence check". */
const RECORD_AFTER = /^[ \t]+(?:history|record|records|checks?)\b/i;

/**
 * An item that asks for a body's certification, the body named and its initials after it:
 * "•Certification by the American Institute of Certified Planners (AICP), …". Not "CPR
 * certification from the American Heart Association (AHA)", a credential's body.
 */
const CERTIFICATION_BY_BODY =
  /(?:^|[\n\u2022\u00b7\u25aa:;])[ \t]*(?:(?:current|active|valid)[ \t]+)?[Cc]ertification[ \t]+(?:in[ \t]+(?:\p{Lu}[\p{L}-]*[ \t]+){1,4})?(?:(?:issued|granted|awarded)[ \t]+)?(?:by|from|through)[ \t]+(?:the[ \t]+)?(\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|of|for|and|on|&)){1,9})[ \t]*\((\p{Lu}{2,7}(?:-\p{Lu}{1,4})?)\)/giu;
/**
 * A body's name and its initials in brackets after it: "General Optical Council (GOC)", "Ordre des
 * hygiénistes dentaires du Québec (OHDQ)", "Ordem dos Contabilistas Certificados (OCC)" (the small
 * words of a name in another language are read as "of" and "and" are). Initials may mix cases:
 * "Ordem dos Engenheiros de Moçambique (OrdEM)".
 */
const BODY_WITH_INITIALS = String.raw`(\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|of|for|and|on|&|\p{Ll}[\p{L}-]*)){1,9})[ \t]*\((?:[^(),\n]{3,60}(?:,|[ \t]+[\u2013\u2014-])[ \t]*)?(\p{Lu}{2,7}|(?=\p{Lu}\p{Ll}{1,3}\p{Lu})\p{Lu}\p{L}{2,6})\)`;
/**
 * The body's name in its own language, before its initials in the brackets: "Chamber of Civil
 * Engineers (İnşaat Mühendisleri Odası, İMO)", "(Фармацевтска комора на Македонија – ФКМ)".
 */
const OWN_NAME_IN_BRACKETS = /\(([^(),\n]{3,60}?)(?:,|[ \t]+[\u2013\u2014-])[ \t]*\p{Lu}{2,7}\)$/u;

/** The initials are the body's, spelled by its name or by its own name in the brackets. */
function bodysInitials(body: string, initials: string, match: string): boolean {
  const own = OWN_NAME_IN_BRACKETS.exec(match)?.[1];
  return spellsInitials(own ?? body, initials.toUpperCase());
}
/** Before a credential's name, another paper it is for: "fitness certificate for ". */
const PAPER_FOR_BEFORE =
  /\b(?:certificates?|declarations?|statements?|exam(?:ination)?s?|applications?|fees?)[ \t]+for[ \t]+(?:the[ \t]+|an?[ \t]+)?$/i;
/**
 * A person's registration with a body, the body named and its initials after it: "Registered
 * Nurse with the Singapore Nursing Board (SNB)", "registration with the Health and Care Professions
 * Council (HCPC)", "must be registered with", "Registration in the register of the Bulgarian
 * Veterinary Union (Български ветеринарен съюз, БВС)". Not a place licensed by a department
 * ("licensed by the … (ADHS)"), nor a licence registered with an office ("License (PEL)
 * registered with the Regional Office of Education").
 */
const REGISTERED_WITH_BODY = new RegExp(
  String.raw`\b(?:[Rr]egistration|(?:be|are|is|currently|fully)[ \t]+registered|[Rr]egistered(?:[ \t]+\p{Lu}[\p{L}-]*){1,3})(?:[ \t]+as[ \t]+(?:an?[ \t]+)?\p{Lu}[\p{L}-]*(?:[ \t]+\p{L}[\p{L}-]*){0,2}?)?[ \t]+(?:with|in)[ \t]+(?:the[ \t]+)?(?:(?:register|roll|list)[ \t]+of[ \t]+(?:the[ \t]+)?)?${BODY_WITH_INITIALS}`,
  "gu",
);
/**
 * Membership of a body, named and with its initials after it: "professional membership
 * (accreditation) with the Saudi Organization for Chartered and Professional Accountants (SOCPA)",
 * "Colegiado activo of the Colegio de Contadores Públicos y Auditores de Guatemala (CCPAG)".
 */
const MEMBERSHIP_OF_BODY = new RegExp(
  String.raw`\b(?:[Mm]ember(?:ship)?|[Cc]olegiad[oa](?:[ \t]+activ[oa])?)(?:[ \t]*\([^()]{0,30}\))?(?:[ \t]+in[ \t]+good[ \t]+standing)?[ \t]+(?:with|of|in|del|de[ \t]+la|en[ \t]+(?:el|la))[ \t]+(?:the[ \t]+)?${BODY_WITH_INITIALS}`,
  "gu",
);
/**
 * An item that opens with a paper issued by a body, named with its initials: "Aviz de exercitare a
 * profesiei issued by the Colegiul Național al Asistenților Sociali din România (CNASR)".
 */
const PAPER_ISSUED_BY_BODY = new RegExp(
  String.raw`(?:^|[\n\u2022\u00b7\u25aa:;])[ \t]*(?:[-*][ \t]+)?(\p{Lu}[^\n.;:\u2022()]{2,80}?(?:[ \t]*\([^()\n]{1,40}\))?)[ \t]+(?:issued|granted|awarded)[ \t]+by[ \t]+(?:the[ \t]+)?${BODY_WITH_INITIALS}`,
  "gu",
);
/** A body's licence, the body named and its initials after it: "Dubai Health Authority (DHA) Professional Licence", "Department of Health – Abu Dhabi (DoH) Pharmacist licence". */
const LICENCE_OF_BODY =
  /\b(\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|of|for|and|on|&)){1,9})(?:[ \t]+[\u2013\u2014-][ \t]+\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*){0,2})?[ \t]*\((\p{Lu}[\p{Lu}\p{Ll}]{1,6})\)[ \t]+(?:(?:Professional|Practising|Practicing)[ \t]+|\p{Lu}\p{Ll}+[ \t]+)?[Ll]icen[cs]e\b/gu;
/** The same, the body named without initials, before " as a" or the item's end. */
const REGISTERED_WITH_NAMED_BODY =
  /\b(?:[Rr]egistration|(?:be|are|is|currently|fully)[ \t]+registered)[ \t]+with[ \t]+(?:the[ \t]+)?(\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|of|for|and|&)){1,6})(?=[ \t]+as[ \t]+an?[ \t]|[ \t]*[,;.\u2022\n]|[ \t]*$)/gu;
/**
 * Entry in a body's register or list, the body named after it: "Entry in the Dentists List
 * (Zahnärzteliste) of the Austrian Dental Chamber", "enrolment on the Roll of the Law Society".
 */
const ENTERED_IN_REGISTER =
  /\b(?:[Ee]ntry|[Ee]ntered|[Ee]nrol(?:l?ment|led)|[Ii]nscription|[Ii]nscribed)[ \t]+(?:in|on|into)[ \t]+the[ \t]+(?:\p{Lu}[\p{L}'\u2019-]*[ \t]+){0,3}(?:List|Register|Roll)(?:[ \t]*\([^()\n]{1,40}\))?[ \t]+(?:of|kept[ \t]+by|held[ \t]+by|maintained[ \t]+by)[ \t]+(?:the[ \t]+)?(\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|of|for|and|&)){1,6})/gu;
/**
 * A paper named in Spanish or Portuguese, its word first, then what kind it is: "Matrícula
 * Nacional", "Tarjeta Profesional de Psicólogo", "Licencia de conducir profesional Clase A5",
 * "Licencia de Instalador Eléctrico", "Certificado de Idoneidad" (a licence to practise). Small
 * words are written so; a capital may start any word.
 */
const FOREIGN_PAPER =
  /\b([Mm]atr[íi]cula|[Tt]arjeta[ \t]+[Pp]rofesional|[Cc]ertificado[ \t]+de[ \t]+[Ii]doneidad|[Cc]olegiatura|[Cc][ée]dula[ \t]+[Pp]rof(?:esional|issional)|[Ll]icencia|[Ii]nscripci[óo]n|[Ii]nscri[çc][ãa]o|[Ll]icen[çc]a)(?!\p{L})((?:[ \t]+(?:[Nn]acional|[Pp]rofesional|[Pp]rofissional|[Pp]rovincial|de[ \t]+[Cc]onducir|[Cc]lase[ \t]+[A-Z]\d?|(?:de|del)[ \t]+\p{Lu}\p{Ll}+(?:\/[ao])?(?:[ \t]+\p{Lu}\p{Ll}+(?:\/[ao])?){0,2}))*)/gu;
/** After such a paper's word, the rest of its name and its initials: " de Técnico en Mantenimiento de Aeronaves (TMA)". */
const PAPERS_OWN_INITIALS = /^((?:[ \t]+[\p{L}-]+){1,8})[ \t]*\((\p{Lu}{2,7})\)/u;
/** After such a paper, in its item, the body that holds it: "… issued by the … (JCC)". */
const BODY_OF_PAPER = new RegExp(
  String.raw`\b(?:in|with|by|before|from|at|n[ao]s?|en|au(?:pr\u00e8s[ \t]+de)?)[ \t]+(?:the[ \t]+)?${BODY_WITH_INITIALS}`,
  "u",
);
/**
 * An exam the hire must have passed: "Passed bar exam", "passed the professional examination",
 * with the exam's own name in brackets after it ("(položen pravosudni ispit)").
 */
const PASSED_EXAM =
  /\b[Pp]assed[ \t]+(?:the[ \t]+|an?[ \t]+)?((?:[\p{L}-]+[ \t]+){0,3}?)(exam|examination)\b(?:[ \t]*\(([^()\n]{3,80})\))?/gu;
/** A rule for those trained in another country only: "for doctors trained abroad". */
const TRAINED_ELSEWHERE =
  /\bfor[ \t]+(?:[\p{L}-]+[ \t]+){1,4}?(?:(?:trained|educated|qualified)[ \t]+(?:abroad|overseas|outside)|from[ \t]+outside|from[ \t]+(?:non-EU|abroad|overseas))\b/iu;
/** An exam named only by its kind, no paper of its own: "professional", "state", "final". */
const GENERIC_EXAM =
  /^(?:(?:the|an?|professional|state|national|final|qualifying|licens(?:ing|ure)|certification|required|relevant|written|oral)[ \t]*)+$/i;
/** An exam's own name in another language, the word for "passed" left out: "pravosudni ispit". */
const LOCAL_EXAM = /^(?:polo\u017eeni?[ \t]+|opravljeni?[ \t]+)?((?:\p{Ll}+[ \t]+){1,2}\p{Ll}+)$/u;
/** Words of a bracket in English, no exam's name: "(required)", "(or equivalent)". */
const NO_EXAMS_NAME =
  /\b(?:required|mandatory|essential|preferred|desirable|desired|equivalent|recommended|advantage|optional|months?|years?|days?|hire)\b/i;
/** A body's word in Spanish, Portuguese, French or Italian: "Colegio", "Consejo", "Ordem". */
const FOREIGN_BODY_WORD =
  /\b(?:Colegio|Consejo|Junta|Ministerio|Superintendencia|Corte|Tribunal|Ordem|Ordre|Ordine|Conselho|C[áâ]mara|Direcci[óo]n|Secretar[íi]a)\b/u;
/** A word that names a body or a register: "England", "Council", "Board", "Register". */
const BODY_NAME_WORD =
  /\b(?:Board|Council|College|Commission|Authority|Registry|Register|Institute|Institution|Association|Society|Agency|Department|Ministry|Office|Chamber|England|Scotland|Wales|Ireland)\b/;
/** A trainee's or assistant's word in a role: "trainee", "apprentice", "assistant". */
const TRAINEE_ROLE = /\b(?:trainee|apprentice|student|intern|assistant|aide|helper)s?\b/i;
/** A paper held now, of a role in small letters: "Valid third-party crane operator certificate". */
const ROLE_PAPER =
  /\b(?:[Vv]alid|[Cc]urrent|[Aa]ctive|[Uu]nrestricted)[ \t]+(?:third-party[ \t]+)?((?:[a-z][a-z-]+[ \t]+){0,2}[a-z][a-z-]+)[ \t]+(licen[cs]e|certificate|certification|permit)\b/g;
/** Words of a role that say where or how it is held, not what it is: "state", "national". */
const STATE_WORD =
  /^(?:state|national|federal|provincial|professional|practising|practicing|full|driving|drivers?)$/;
/** A state's name, then a role in small letters and "license": "Oregon naturopathic physician license". */
const STATE_ROLE_LICENCE = new RegExp(
  String.raw`\b(${STATE_NAMES})[ \t]+((?:[a-z][a-z-]+[ \t]+){0,2}[a-z][a-z-]+)[ \t]+licen[cs]e\b`,
  "g",
);
/**
 * A place's licence held now, of a kind of work written in small letters: "Current Fiji electrical
 * wiring licence", "a valid Ontario plumbing licence".
 */
const PLACE_WORK_LICENCE =
  /\b(?:[Vv]alid|[Cc]urrent|[Aa]ctive)[ \t]+(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?)[ \t]+((?:[a-z][a-z-]+[ \t]+){0,2}[a-z][a-z-]+ing)[ \t]+licen[cs]e\b/gu;
/** After the first board: "(ABFM) or the American Board of Emergency Medicine (ABEM)". */
const OR_BOARD_NAMED = new RegExp(
  String.raw`^(?:[ \t]*\([^()]{1,12}\))?,?[ \t]+or[ \t]+(?:by[ \t]+)?(?:the[ \t]+)?${SPECIALTY_BOARD_NAMED}`,
  "u",
);

/** Around a credential's name, words that make it one of alternatives: "or RMA", "CMA (AAMA) or". */
const ALTERNATIVE_BEFORE = /(?:\b(?:or|either)|\/)\s*$/i;
const ALTERNATIVE_AFTER = /^\s*(?:\([^()]*\)\s*)?(?:or\b|\/)/i;

/**
 * Before a credential's name: another one's capitalised words and "or" ("POST Intermediate or");
 * before names of the paper in the plural, "and" too ("ICC Residential Building Inspector (B1) AND
 * ICC Commercial Building Inspector (B2) certifications").
 */
const OTHER_CREDENTIAL_BEFORE =
  /(?:^|[\s(\u2022:;,])((?:[A-Z][\w+#.-]*(?:[ \t]?\([A-Z]{1,6}\))?[ \t]+){1,3})or[ \t]+$/;
const OTHER_CREDENTIALS_BEFORE =
  /(?:^|[\s(\u2022:;,])((?:[A-Z][\w+#.-]*(?:[ \t]?\([A-Z][A-Z\d]{0,5}\))?[ \t]+){1,5})(?:or|and|AND|&)[ \t]+$/;

/** A level and the paper alone: "Level III certification", "Class B license". */
const BARE_LEVEL =
  /^(Level|Class|Grade)[ \t]+([IVX]{1,4}|\d)[ \t]+(certifications?|certificates?|licen[cs]es?)$/i;
/** Before it, a credential's initials at a lower level and "or": "(CCST) Level II or ", "NICET Level III or ". */
const LOWER_LEVEL_OR =
  /(?:\(([A-Z][A-Z\d-]{1,7})\)|\b([A-Z][A-Z\d-]{1,7}))[ \t]+(Level|Class|Grade)[ \t]+([IVX]{1,4}|\d)[ \t]+or[ \t]+$/;
const RANKS: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5 };
const rankOf = (d: string) => RANKS[d] ?? Number(d);

/**
 * A credential asked at a level or the next: "(CCST) Level II or Level III certification" is
 * "CCST Level II certification (or higher)", quoted from `at` in `before`. Not two levels of
 * different words, nor a lower one after the higher.
 */
function levelOrHigher(asked: string, before: string): { value: string; at: number } | undefined {
  const bare = BARE_LEVEL.exec(asked);
  const lower = bare && LOWER_LEVEL_OR.exec(before);
  if (!bare || !lower || lower[3]!.toLowerCase() !== bare[1]!.toLowerCase()) return undefined;
  if (!(rankOf(lower[4]!) < rankOf(bare[2]!))) return undefined;
  const paper = bare[3]!.toLowerCase().replace(/s$/, "");
  return {
    value: `${lower[1] ?? lower[2]} ${lower[3]} ${lower[4]} ${paper} (or higher)`,
    at: lower.index + lower[0].indexOf(lower[1] ?? lower[2]!),
  };
}

/** Sections that list what the posting asks of the hire. */
const ASKING_SECTIONS = new Set<JobLine["section"]>(["required", "preferred", "education"]);
/**
 * The first word of a credential spelled out: "Certified Apartment Manager", "National Certified
 * Master Groomer"; a society's grade of membership: "Associate of the Society of Actuaries".
 */
const CREDENTIAL_ADJECTIVE = String.raw`(?:(?:Board[ \t-]|National[ \t]+)?(?:Certified|Accredited|Registered|Licensed|Chartered|Credentialed)|(?:Associate|Fellow|Diplomate)[ \t]+of|Certification[ \t]+in)`;
/**
 * Words of a credential's name after its first: capitalised (two joined by a slash, "Technician/
 * Assistant"), or the small words between, and a dash before the name's second part ("Certified
 * Professional Dog Trainer – Knowledge Assessed").
 */
const NAME_WORDS = String.raw`(?:[ \t]+(?:[A-Z][\w-]*(?:\/[A-Z][\w-]*)?|of|in|for|and|the|&)|[ \t]+[\u2013\u2014-](?=[ \t]+[A-Z])){1,9}`;
/**
 * A credential's initials, perhaps with dots and spaces ("CAM", "R. EEG T.") or a part ("CPDT-KA",
 * "CPCT/A").
 */
const CREDENTIAL_INITIALS = String.raw`[A-Z](?:[A-Z0-9]{1,6}(?:[-/][A-Z]{1,4})?|(?:\.?[ \t]?[A-Z][A-Z0-9]*){1,3}\.?)`;

/**
 * A credential's name, "credential in" a language or field, and its initials joined to that:
 * "Certified Healthcare Interpreter credential in Mandarin (CHI-Mandarin)".
 */
const CREDENTIAL_IN_FIELD = new RegExp(
  String.raw`\b${CREDENTIAL_ADJECTIVE}${NAME_WORDS}[ \t]+(?:credential|certification|certificate)[ \t]+in[ \t]+(\p{Lu}[\p{L}-]+)[ \t]*\([ \t]*([A-Z]{2,6}-\1)[ \t]*\)`,
  "gu",
);
/**
 * Initials with their credential spelled out in brackets, either way round: "CAM (Certified
 * Apartment Manager, NAA)" (initials 1, name 2), "Accredited Residential Manager (ARM)" (name 3,
 * initials 4); or after a comma: "Registered EEG Technologist, R. EEG T., issued by ABRET" (name 5,
 * initials 6); or the name ending in its adjective: "Orthopaedic Technologist Certified (OTC®)",
 * "Current Orthopaedic Technologist – Certified (OTC)" (name 7, initials 8).
 */
const SPELLED_CREDENTIAL = new RegExp(
  String.raw`\b(${CREDENTIAL_INITIALS})[ \t]*\([ \t]*(${CREDENTIAL_ADJECTIVE}${NAME_WORDS})|\b(${CREDENTIAL_ADJECTIVE}${NAME_WORDS})[ \t]*\([ \t]*(${CREDENTIAL_INITIALS})[\u00AE\u2122]?[ \t]*\)|\b(${CREDENTIAL_ADJECTIVE}${NAME_WORDS}),[ \t]+(${CREDENTIAL_INITIALS})(?=[ \t]*[,;)]|[ \t]+(?:issued|from|by|through|credential|certification)\b)|\b(?:(?:Current|Active|Valid)[ \t]+)?((?:[A-Z][\w-]*[ \t]+){1,4}(?:[\u2013\u2014-][ \t]+)?(?:Certified|Registered))[ \t]*\([ \t]*(${CREDENTIAL_INITIALS})[\u00AE\u2122]?[ \t]*\)`,
  "g",
);
/** The kind of paper after a credential's name: "certification", "status", "license". */
const PAPER = String.raw`(?:certification|certificate|credential|designation|status|licen[cs]e|registration)\b`;
/**
 * A credential's initials beside its name in brackets, then its kind of paper: initials first
 * (1), the name in brackets (2); or the name (3), its initials in brackets (4).
 */
const INITIALS_BESIDE_NAME = new RegExp(
  String.raw`\b([A-Z][A-Z0-9]{1,6}(?:-[A-Z]{1,3})?)[\u00AE\u2122]?[ \t]*\(([A-Z][^()\n]{5,80})\)[ \t]+${PAPER}|\b((?:[A-Z][\w/-]*[ \t]+)(?:(?:[A-Z][\w/-]*|for|of|and|in|the)[ \t]+){0,6}[A-Z][\w/-]*)[ \t]*\([ \t]*([A-Z](?:[A-Z0-9]{1,7}|\/[A-Z]{2,6}))[\u00AE\u2122]?[ \t]*\)[ \t]+${PAPER}`,
  "g",
);
/** The last words of `name` that spell `letters`: the whole name or the words after its first ones. */
function spelledAtEnd(name: string, letters: string): string | undefined {
  const words = name.split(/\s+/);
  return words
    .map((_, k) => words.slice(k).join(" "))
    .find((tail) => spellsInitials(tail, letters));
}

/** Whether `name` has a word of `skill`'s names besides the words every credential's name has. */
function sharesOwnWord(name: string, skill: { name: string; aliases: string[] }): boolean {
  const words = (t: string) =>
    (t.toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((w) => !EVERY_CREDENTIALS_WORD.test(w))
      .map(stem);
  const own = new Set([skill.name, ...skill.aliases].flatMap(words));
  return words(name).some((w) => own.has(w));
}
const EVERY_CREDENTIALS_WORD =
  /^(?:registered|certified|licensed|license|licence|certification|certificate|national|board|professional|specialist|of|and|for|in|the)$/;

/** Initials in brackets right after a credential's name: "(ABOC)". */
const OWN_INITIALS_AFTER = /^[ \t]*\([ \t]*([A-Z][A-Z0-9]{2,7})[ \t]*\)/;
/**
 * Whether `initials` are those of the last words of `words`, initials written whole and small
 * words skipped: "ABOC" of "American Board of Opticianry certification", "NCLEC" of "NCLE
 * certification".
 */
function initialsOf(words: string, initials: string): boolean {
  const all = (words.match(/[\p{L}\d]+/gu) ?? []).filter(
    (w) => !/^(?:of|and|in|the|for|&)$/i.test(w),
  );
  let built = "";
  for (let k = all.length - 1; k >= 0 && built.length < initials.length; k--) {
    const w = all[k]!;
    built = (/^[\p{Lu}\d]{2,}$/u.test(w) ? w : w[0]!.toUpperCase()) + built;
    if (built === initials) return true;
  }
  return false;
}

/** What a digital certificate is named for: "TLS", "SSL/TLS", "X.509", "PKI", "code signing". */
const DIGITAL_CERTIFICATE =
  /^(?:(?:TLS|SSL|X\.?509|PKI|HTTPS|S\/MIME|SAML|Code[ \t-]+Signing|Wildcard|Root|Server|Client|Device|Digital)(?:[ \t]*\/[ \t]*|[ \t]+|$))+$/i;

/**
 * A vendor's certification and its product or level: "Avid Certified User: Media Composer",
 * "Autodesk Certified Professional: Civil 3D" (a product's word may be a figure's), "AWS Certified
 * Solutions Architect – Professional", "IBM Certified Application Developer – DB2".
 */
const VENDOR_CERTIFIED =
  /\b\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*)?[ \t]+Certified(?:[ \t]+\p{Lu}[\p{L}-]*){0,2}(?::[ \t]*|[ \t]+in[ \t]+|[ \t]+[\u2013\u2014][ \t]+)\p{Lu}[\p{L}\d-]*(?:[ \t]+(?:&[ \t]+)?(?:\p{Lu}[\p{L}\d-]*|\d+[\p{Lu}\d]*\b)){0,4}/gu;

/** A body's initials, "Certified" and the credential's name, before "credential": "ETCP Certified Entertainment Electrician credential". */
const BODY_CERTIFIED_CREDENTIAL =
  /\b\p{Lu}[\p{Lu}\d]{1,5}[ \t]+Certified(?:[ \t]+\p{Lu}[\p{L}-]*){1,3}(?=[ \t]+credential\b)/gu;

/** Words that say only how a credential holds, not what it is. */
const QUALIFIER_WORDS =
  "national|universal|state|professional|industry|current|active|valid|relevant|required|appropriate|applicable";
/** Words before a credential's name that say how it holds: "Current", "Valid State". */
const LEADING_QUALIFIERS = new RegExp(String.raw`^(?:(?:${QUALIFIER_WORDS})\s+)+`, "i");

/** A certification's name that says only how it holds, not what it is: "National certification". */
const QUALIFIER_ONLY = new RegExp(`^(?:${QUALIFIER_WORDS})$`, "i");

function findCertifications(
  text: string,
  lines: JobLine[],
  hasRequiredSection: boolean,
): ParsedJob["certifications"] {
  const out: ParsedJob["certifications"] = [];
  const seen = new Set<string>();
  // "a member of the Construction Plant-hire Association (CPA)": initials the posting spells as
  // another name than the credential's, which every mention of them then names.
  const otherInitials = initialsOfOtherNames(text);
  // The line at `s` when it lists what the posting asks of the hire.
  const askingLineAt = (s: number) => {
    const line = lines.find((l) => l.start <= s && s <= l.end);
    return line && !line.ignored && ASKING_SECTIONS.has(line.section) ? line : undefined;
  };
  // A credential named again where it is required ("Certified Ophthalmic Technician (COT)" in the
  // title, then under Requirements) is required, quoted from there.
  const firmer = (key: string, level: "required" | "preferred", at: ReturnType<typeof span>) => {
    const prior = out.find((c) => c.value.toLowerCase() === key);
    if (prior && prior.level === "preferred" && level === "required") {
      prior.level = level;
      prior.span = at;
    }
  };
  const add = (value: string, s: number, line: JobLine, to?: number) => {
    // "(OTC®)": the mark is no letter of the name; "… license AND Tennessee APRN certificate": a
    // joining word in capitals is none either.
    const v = value
      .trim()
      .replace(/[®™]/g, "")
      .replace(/^(?:AND|OR)\s+/, "")
      .replace(/\s+/g, " ");
    const key = v.toLowerCase();
    if (!v || v.replace(/ \(or higher\)$/, "").length > 60) return;
    const end = to ?? s + value.trimEnd().length;
    // "OR Certified Healthcare Interpreter": the joining word is no part of its span either.
    s += /^\s*(?:(?:AND|OR)\s+)?/.exec(value)![0].length;
    // "a valid medical and psychological fitness certificate for Group 2 licences": the paper a
    // licence needs, not the licence.
    if (PAPER_FOR_BEFORE.test(text.slice(Math.max(line.start, s - 40), s))) return;
    // "per NCAA certification requirements": a body's rules for a paper, not a paper asked.
    if (
      /\b(?:certification|licen[cs](?:e|ing|ure))$/i.test(v) &&
      BODYS_RULES_AFTER.test(text.slice(end, end + 30))
    )
      return;
    // "Test installations and issue Certificates of Compliance and Electrical Safety Certificates
    // (ESC)": documents the hire issues, not a paper the hire holds.
    if (issuedDocuments(text, s, end + 2, line)) return;
    if (otherInitials.has(key)) return;
    // "NFPA 1001 Firefighter Level I and Level II certification", "Hazardous Materials Awareness
    // and Operations certification": a level after "and" is the tail of the name before it.
    if (LEVEL_ONLY_VALUE.test(v) && /(?:\band|&)[ \t]*$/i.test(text.slice(Math.max(0, s - 6), s)))
      return;
    // "BLS for Healthcare Providers certification": the audience of a credential named before.
    const forWhom = /([\p{L}\d-]+)[ \t]+for[ \t]+$/u.exec(text.slice(Math.max(0, s - 30), s));
    const named = forWhom && findSkill(forWhom[1]!);
    if (named && credentialOf(named.id)) return;
    // "issued by the … Division of Drinking Water, Drinking Water Operator Certification Program":
    // the body's programme that issues papers, named by them.
    if (/^[ \t]+Program(?:me)?\b/.test(text.slice(end, end + 12))) return;
    // "at a tax practice, CPA firm or national tax chain": the kind of employer, not a paper.
    if (EMPLOYER_AFTER.test(text.slice(end, end + 20))) return;
    // "We are accredited by the Canadian Accredited Independent Schools (CAIS)": the employer's.
    if (EMPLOYER_ACCREDITED_BEFORE.test(text.slice(Math.max(0, s - 80), s))) return;
    // "Clean license history with no DFS disciplinary action": a record kept, not a paper asked.
    if (/\blicen[cs]e$/i.test(v) && RECORD_AFTER.test(text.slice(end, end + 20))) return;
    // "CPR certification within 30 days of hire", "…license, or eligibility for licensure".
    // "A GPhC-recognised pharmacy technician qualification, e.g. the Level 3 Diploma …, or BTEC
    // Level 3 National Diploma …": an example of the paper asked, any of them or another like it.
    const afterHire =
      AFTER_HIRE.test(text.slice(end, Math.min(line.end, end + 80))) ||
      OBTAINABLE_BEFORE.test(text.slice(Math.max(line.start, s - 80), s)) ||
      EXAMPLE_OF_PAPER_BEFORE.test(text.slice(Math.max(line.start, s - 240), s));
    const level = afterHire ? "preferred" : (lineLevel(line, hasRequiredSection, s) ?? "required");
    if (seen.has(key)) {
      // Not as one of alternatives ("CMA (AAMA) or RMA (AMT)"), which are read as one.
      const before = text.slice(Math.max(line.start, s - 8), s);
      const after = text.slice(end, Math.min(line.end, end + 16));
      if (!ALTERNATIVE_BEFORE.test(before) && !ALTERNATIVE_AFTER.test(after))
        firmer(key, level, span(text, s, end));
      return;
    }
    seen.add(key);
    out.push({ value: v, span: span(text, s, end), level });
  };
  for (const m of text.matchAll(KNOWN_CERTS)) {
    const s = m.index ?? 0;
    const line = lines.find((l) => s >= l.start && s <= l.end);
    if (
      line &&
      !line.ignored &&
      line.section !== "about" &&
      !isNegatedInPosting(text, s, s + m[0].length) &&
      // "the Washington PMP": the state's prescription monitoring program.
      !(m[0] === "PMP" && afterAState(text, s)) &&
      // "from an APA- or CPA-accredited program": a body that accredits the school.
      !ACCREDITS_AFTER.test(text.slice(s + m[0].length, s + m[0].length + 16)) &&
      // "the site's OSHA PSM program": process safety management, not a Scrum master.
      !(m[0] === "PSM" && PROCESS_SAFETY.test(text.slice(Math.max(0, s - 8), s + 30)))
    )
      add(m[0], s, line);
  }
  // A licence named for what it licenses, quoted from `at` for `length`, read from the phrase at
  // `s`: asked unless turned away, a preference when it may be obtained.
  const addNamed = (value: string, s: number, at: number, length: number, line: JobLine) => {
    if (isNegatedInPosting(text, s, at + length) || seen.has(value.toLowerCase())) return;
    seen.add(value.toLowerCase());
    out.push({
      value,
      span: span(text, at, at + length),
      level: OBTAINABLE_BEFORE.test(text.slice(Math.max(line.start, s - 80), s))
        ? "preferred"
        : (lineLevel(line, hasRequiredSection, s) ?? "required"),
    });
  };
  // "Current license as a Landscape Architect in Oregon", "licensure as a Professional
  // Engineer": the licence of the role named.
  for (const m of text.matchAll(LICENCE_AS_A)) {
    const s = m.index ?? 0;
    const line = lines.find((l) => s >= l.start && s <= l.end);
    if (!line || line.ignored || line.section === "about") continue;
    // "certification as High-Complexity Laboratory Director": without an article, a role's name
    // in capitals; not "licensure as required".
    if (!/\bas[ \t]+an?[ \t]/i.test(m[0]) && !/^\p{Lu}/u.test(m[2]!)) continue;
    // "Certificate of Competency as Master (STCW Reg. II/2)": a ship's rank, in capitals, names
    // the seafarer's certificate ("Master" alone is no role elsewhere, a degree's word too).
    const competency = /competen/i.test(m[1]!);
    const role =
      roleNamed(m[2]!) ??
      (competency ? /^\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*){0,3}/u.exec(m[2]!)?.[0] : undefined);
    if (!role) continue;
    const paper = m[1]!.toLowerCase().startsWith("licens")
      ? "license"
      : competency
        ? "Certificate of Competency"
        : m[1]!.toLowerCase();
    const at = s + m[0].lastIndexOf(m[2]!);
    addNamed(`${role} ${paper}`, s, at, role.length, line);
    // "certification as a PTR Professional (or higher) from the Professional Tennis Registry, or
    // as a USPTA Professional": the other role's paper, its alternative.
    const other = OR_AS_A.exec(text.slice(at + role.length, line.end));
    const otherRole = other && roleNamed(other[1]!);
    if (otherRole) {
      const at2 = at + role.length + other.index + other[0].length - other[1]!.length;
      addNamed(`${otherRole} ${paper}`, s, at2, otherRole.length, line);
    }
  }
  // "AMSA Certificate of Competency – Coxswain Grade 1 Near Coastal": the rank after a dash.
  for (const m of text.matchAll(COMPETENCY_DASH_RANK)) {
    const s = m.index ?? 0;
    const line = lines.find((l) => s >= l.start && s <= l.end);
    if (!line || line.ignored || line.section === "about") continue;
    const rank = m[1]!;
    // Named "certificate": a rank written with its grade and area is long enough.
    addNamed(`${rank} certificate`, s, s + m[0].length - rank.length, rank.length, line);
  }
  // "Current license to practice landscape architecture in the State of Washington": the licence
  // of the field named.
  for (const m of text.matchAll(LICENCE_TO_PRACTISE)) {
    const s = m.index ?? 0;
    const line = lines.find((l) => l.start <= s && s <= l.end);
    if (!line || line.ignored || line.section === "about") continue;
    // "license to practice in Texas": a place, no field.
    if (/^(?:in|at|within|for|from|of|by|with|under|through|the|an?)\b/i.test(m[1]!)) continue;
    // The field ends where a place, a body or an article begins: "optometry from the Oregon Board".
    const field = m[1]!.split(
      /\s+(?:in|at|within|for|from|of|by|with|under|through|issued|the|an?)\b/i,
    )[0]!;
    // "licence to practise pharmacy": a credential the taxonomy knows by these words is named as
    // it names it ("Pharmacist license"), and read in the résumé by all its names.
    const known = findSkill(`licence to practise ${field}`);
    const value =
      known && credentialOf(known.id)
        ? known.name
        : `${field.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase())} license`;
    addNamed(value, s, s + m[0].lastIndexOf(field), field.length, line);
  }
  // "Active, unrestricted Oregon naturopathic physician license": a state's licence of a role
  // written in small letters, which the capitalised names above do not read.
  for (const m of text.matchAll(STATE_ROLE_LICENCE)) {
    const [state, role] = [m[1]!, m[2]!];
    // Not a trainee's licence ("or a Florida trainee license"), nor one the taxonomy names.
    if (!isRoleWord(role.split(/\s+/).at(-1)!) || TRAINEE_ROLE.test(role)) continue;
    if (findSkill(`${role} license`)) continue;
    const line = askingLineAt(m.index);
    if (!line) continue;
    const name = role.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
    addNamed(`${state} ${name} license`, m.index, m.index, m[0].length, line);
  }
  // "Current Fiji electrical wiring licence": a place's licence of a kind of work, which no name of
  // the taxonomy's is.
  for (const m of text.matchAll(PLACE_WORK_LICENCE)) {
    const [place, work] = [m[1]!, m[2]!];
    if (/\b(?:driving|learning|training|licensing|hunting|fishing)$/.test(work)) continue;
    if (findSkill(`${work} licence`) || findSkill(`${work} license`)) continue;
    const line = askingLineAt(m.index);
    if (!line) continue;
    const at = m.index + m[0].indexOf(place);
    addNamed(`${place} ${work} licence`, m.index, at, m.index + m[0].length - at, line);
  }
  // "Valid crane operator certificate", "a valid home inspector license": the paper of a role the
  // taxonomy does not name, held now.
  for (const m of text.matchAll(ROLE_PAPER)) {
    const [role, paper] = [m[1]!, m[2]!.toLowerCase()];
    const words = role.split(/\s+/);
    // "Valid tourist guide licence": a role the words name whole, though "guide" alone is none.
    const named =
      isRoleWord(words.at(-1)!) ||
      (words.length >= 2 && (occupationsOfTitle(role)[0]?.weight ?? 0) >= 1);
    if (!named || TRAINEE_ROLE.test(role) || words.some((w) => STATE_WORD.test(w))) continue;
    if (findSkill(`${role} ${paper}`) || findSkill(`${role} license`)) continue;
    // "… crane operator certificate for mobile cranes: the European Crane Operators Licence
    // (ECOL) OR …": the papers named after the colon are the requirement.
    if (/^[^.;:\n\u2022]{0,60}:/.test(text.slice(m.index + m[0].length))) continue;
    const line = askingLineAt(m.index);
    if (!line) continue;
    const at = m.index + m[0].lastIndexOf(role);
    const name = `${role[0]!.toUpperCase()}${role.slice(1)}`;
    addNamed(
      `${name} ${paper.startsWith("licen") ? "license" : paper}`,
      m.index,
      at,
      m.index + m[0].length - at,
      line,
    );
  }
  // "an active member in good standing of the State Bar of California": admission to the bar.
  for (const m of text.matchAll(BAR_MEMBER)) {
    const s = m.index ?? 0;
    const line = askingLineAt(s);
    if (!line) continue;
    // The bar by its name ("State Bar of California", "the Florida Bar"), which the resume writes.
    const bar = /(?!The[ \t])(?:\p{Lu}[\p{L}.]*[ \t]+){0,3}?(?:State[ \t]+)?Bar\b.*$/u.exec(
      m[0],
    )![0];
    addNamed(
      /\bof\b|^(?!State[ \t]+Bar$)\p{Lu}/u.test(bar) && bar !== "Bar" ? bar : "Bar admission",
      s,
      s + m[0].length - bar.length,
      bar.length,
      line,
    );
  }
  // "Certified Healthcare Interpreter credential in Mandarin (CHI-Mandarin)": the credential in
  // that language or field, by its initials with it, as resumes write it.
  for (const m of text.matchAll(CREDENTIAL_IN_FIELD)) {
    const s = m.index ?? 0;
    const line = askingLineAt(s);
    if (!line) continue;
    const at = s + m[0].lastIndexOf(m[2]!);
    add(m[2]!, at, line, at + m[2]!.length);
  }
  // "NCCCO Mobile Crane Operator certification with the Lattice Boom Crawler (LBC) specialty":
  // the specialty asked, by its initials, as resumes list them ("Specialties: LBC").
  for (const m of text.matchAll(WITH_NAMED_SPECIALTY)) {
    const line = askingLineAt(m.index);
    if (!line) continue;
    const at = m.index + m[0].lastIndexOf(`(${m[1]})`) + 1;
    add(m[1]!, at, line, at + m[1]!.length);
  }
  // "Registered Diagnostic Medical Sonographer (RDMS) with Obstetrics & Gynecology (OB/GYN)
  // specialty": the credential in that specialty, as resumes write it ("RDMS (OB/GYN)").
  for (const m of text.matchAll(WITH_SPECIALTY)) {
    const s = m.index ?? 0;
    const line = askingLineAt(s);
    if (!line) continue;
    const specialty = m[3] ?? m[2]!.trim();
    // Quoted to the word "specialty", which the posting writes after the credential's name.
    add(`${m[1]} (${specialty})`, s + m[0].indexOf(m[1]!), line, s + m[0].length);
  }
  // "NVQ Level 3 Diploma in Professional Patisserie and Confectionery": a vocational
  // qualification by its level and field, as resumes write it ("NVQ Level 3 … Patisserie").
  for (const m of text.matchAll(VOCATIONAL_LEVEL)) {
    const s = m.index ?? 0;
    const line = askingLineAt(s);
    if (!line) continue;
    const field = m[3]
      ?.split(/\s+/)
      .find((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w) && !/^(?:Professional|Advanced|General)$/.test(w));
    add(`${m[1]!.replace(/\s+/g, " ")} Level ${m[2]}${field ? ` ${field}` : ""}`, s, line);
  }
  // "Board certification in Internal Medicine by the American Board of Internal Medicine (ABIM)":
  // the certification in that specialty, which a board certification in another does not meet.
  for (const m of text.matchAll(BOARD_CERTIFIED_IN)) {
    const line = askingLineAt(m.index);
    if (!line) continue;
    const specialty = m[2]!.replace(
      /(^|[ \t])(?!and\b)(\p{Ll})/gu,
      (_, gap, c) => gap + c.toUpperCase(),
    );
    const kind = m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase();
    addNamed(`${kind} certification in ${specialty}`, m.index, m.index, m[0].length, line);
  }
  // "board certification by the American Board of Family Medicine (ABFM) or the American Board of
  // Emergency Medicine (ABEM)": the certification in either board's specialty, which one in
  // another specialty does not meet.
  for (const m of text.matchAll(BOARD_CERTIFIED_BY)) {
    const line = askingLineAt(m.index);
    if (!line) continue;
    addNamed(`Board certification in ${m[1]}`, m.index, m.index, m[0].length, line);
    let at = m.index + m[0].length;
    for (let or = OR_BOARD_NAMED.exec(text.slice(at, line.end)); or; ) {
      // From the board's name: "(ABFM) or the" between the two makes them ways of one requirement.
      const board = or[0].indexOf("American");
      addNamed(`Board certification in ${or[1]}`, m.index, at + board, or[0].length - board, line);
      at += or[0].length;
      or = OR_BOARD_NAMED.exec(text.slice(at, line.end));
    }
  }
  // "Certification by the American Institute of Certified Planners (AICP)": the body's
  // certification, by its initials, as resumes write it ("AICP").
  for (const m of text.matchAll(CERTIFICATION_BY_BODY)) {
    const [body, initials] = [m[1]!, m[2]!];
    if (!spellsInitials(body, initials.split("-")[0]!)) continue;
    const at = m.index + m[0].search(/current|active|valid|certification/i);
    const line = askingLineAt(at);
    if (!line) continue;
    addNamed(`${initials} certification`, at, at, m.index + m[0].length - at, line);
  }
  // "Registered Nurse with the Singapore Nursing Board (SNB)", "registration with the General
  // Optical Council (GOC)": the register of that body, by its initials. Another country's or
  // body's register does not meet it. So is "membership … with the Saudi Organization for
  // Chartered and Professional Accountants (SOCPA)" its membership.
  for (const [pattern, paper] of [
    [REGISTERED_WITH_BODY, "registration"],
    [MEMBERSHIP_OF_BODY, "membership"],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      const [body, initials] = [m[1]!, m[2]!];
      if (!bodysInitials(body, initials, m[0])) continue;
      const line = askingLineAt(m.index);
      if (!line) continue;
      const at = m.index + m[0].lastIndexOf(body);
      addNamed(`${initials} ${paper}`, m.index, at, m.index + m[0].length - at, line);
    }
  }
  // "Matrícula profesional vigente in the Consejo Profesional de Arquitectura y Urbanismo (CPAU)",
  // "Tarjeta Profesional de Contador Público vigente", "Licencia de conducir profesional Clase A5":
  // a paper named in Spanish or Portuguese, the paper's word first. With a body's initials after it,
  // that body's register or licence; else the paper by its own name.
  for (const m of text.matchAll(FOREIGN_PAPER)) {
    const line = askingLineAt(m.index);
    if (!line) continue;
    const end = m.index + m[0].length;
    const licence = /^licen(?:[cç]a|cia)$/i.test(m[1]!);
    const item = text.slice(end, Math.min(line.end, end + 140)).split(/[•;]/)[0]!;
    // "Licencia de Técnico en Mantenimiento de Aeronaves (TMA)": the paper by its own initials.
    const own = PAPERS_OWN_INITIALS.exec(text.slice(m.index + m[1]!.length, line.end));
    if (own && spellsInitials(own[1]!, own[2]!)) {
      const to = m.index + m[1]!.length + own[0].length;
      addNamed(
        `${own[2]} ${licence ? "licence" : "registration"}`,
        m.index,
        m.index,
        to - m.index,
        line,
      );
      continue;
    }
    const by = BODY_OF_PAPER.exec(item);
    if (by && (bodysInitials(by[1]!, by[2]!, by[0]) || FOREIGN_BODY_WORD.test(by[1]!))) {
      const at = end + by.index + by[0].lastIndexOf(by[1]!);
      const to = end + by.index + by[0].length;
      addNamed(`${by[2]} ${licence ? "licence" : "registration"}`, m.index, at, to - at, line);
      continue;
    }
    // "Matrícula" or "Licencia" alone names no paper of its own; "Certificado de Idoneidad" does.
    if (!/idoneidad/i.test(m[1]!) && (!m[2]!.trim() || /^[ \t]+[Pp]rofesional$/.test(m[2]!)))
      continue;
    // "Matrícula de Abogado/a": the name as the masculine; a résumé's "Abogada" is found too.
    const name = m[0].replace(/\/[ao]\b/g, "");
    addNamed(name, m.index, m.index, m[0].length, line);
  }
  // "Passed bar exam (položen pravosudni ispit)", "Passed professional examination (strokovni
  // izpit)": an exam the hire has passed, a paper of its own, by its name in the posting's words
  // and the name in brackets that the country's résumés write.
  for (const m of text.matchAll(PASSED_EXAM)) {
    const line = askingLineAt(m.index);
    if (!line) continue;
    // "for doctors trained abroad, a passed medical language examination", "… (aprobační
    // zkouška) for graduates from outside the EU": asked only of some, not of the hire.
    const end = m.index + m[0].length;
    const item =
      text
        .slice(line.start, m.index)
        .split(/[\u2022;]/)
        .at(-1)! + text.slice(m.index, line.end).split(/[\u2022;]/)[0]!;
    if (TRAINED_ELSEWHERE.test(item)) continue;
    const named = m[1]!.trim();
    // "passed the AVA examination", "passed the Series 7 exam": a credential's exam, which the
    // credential names.
    if (/\p{Lu}{2}|\d/u.test(named) || out.some((c) => c.span.start < end && c.span.end > m.index))
      continue;
    const s = m.index + m[0].indexOf(m[1]!);
    if (named && !GENERIC_EXAM.test(named))
      addNamed(`${named} ${m[2]!.toLowerCase()}`, m.index, s, m[1]!.length + m[2]!.length, line);
    const local = m[3] && LOCAL_EXAM.exec(m[3]);
    if (
      local &&
      !NO_EXAMS_NAME.test(local[1]!) &&
      !local[1]!.split(/[ \t]+/).some((w) => STOPWORDS.has(w))
    ) {
      // Quoted from the bracket's start, the English name's alternative ("bar exam (položen …").
      const at = m.index + m[0].lastIndexOf(m[3]!);
      addNamed(local[1]!.toLowerCase(), m.index, at, m[3]!.length, line);
    }
  }
  // "Current registration with Social Work England as a Social Worker", "Entry in the Dentists
  // List of the Austrian Dental Chamber": a body named without initials, by its name.
  for (const m of [
    ...text.matchAll(REGISTERED_WITH_NAMED_BODY),
    ...text.matchAll(ENTERED_IN_REGISTER),
  ]) {
    const body = m[1]!;
    const line = askingLineAt(m.index);
    if (!line || !BODY_NAME_WORD.test(body)) continue;
    const at = m.index + m[0].lastIndexOf(body);
    addNamed(`${body} registration`, m.index, at, body.length, line);
  }
  // "Active Dubai Health Authority (DHA) Professional Licence as Pharmacist", "Department of Health
  // – Abu Dhabi (DoH) Pharmacist licence": the body's licence, by its initials. Another body's
  // licence for the same work does not meet it.
  for (const m of text.matchAll(LICENCE_OF_BODY)) {
    const initials = m[2]!;
    // "DoH": initials with a small word's letter, two capitals at least.
    if ((initials.match(/\p{Lu}/gu)?.length ?? 0) < 2) continue;
    // The body's name may start after a word of the item's: "Active Dubai Health Authority".
    const body = namePart(m[1]!, initials.toUpperCase());
    // A body's name, not a credential's own: "Elevating Work Platform (EWP) licence".
    if (body === undefined || !BODY_NAME_WORD.test(body)) continue;
    const line = askingLineAt(m.index);
    if (!line) continue;
    const at = m.index + m[0].indexOf(body);
    addNamed(`${initials} licence`, m.index, at, m.index + m[0].length - at, line);
  }
  // "a teaching license with an endorsement in Chemistry": the subject's endorsement.
  for (const m of text.matchAll(ENDORSEMENT_IN)) {
    const s = m.index ?? 0;
    const line = lines.find((l) => l.start <= s && s <= l.end);
    if (!line || line.ignored || line.section === "about") continue;
    const subject = m[1]!;
    addNamed(`${subject} endorsement`, s, s + m[0].lastIndexOf(subject), subject.length, line);
  }
  // "CAM (Certified Apartment Manager, NAA)", "Accredited Residential Manager (ARM)": a credential
  // the taxonomy may not know, named by its initials and spelled out beside them.
  for (const m of text.matchAll(SPELLED_CREDENTIAL)) {
    const s = m.index ?? 0;
    const line = lines.find((l) => s >= l.start && s <= l.end);
    if (!line || line.ignored || line.section === "about") continue;
    const initials = (m[1] ?? m[4] ?? m[6] ?? m[8]!).trim();
    const letters = initials.replace(/[.\s/-]/g, "");
    const spelled = (m[2] ?? m[3] ?? m[5] ?? m[7]!).trim();
    // "ACSM Certified Clinical Exercise Physiologist (ACSM-CEP)": initials after the body's, the
    // body named before the name.
    const [body, own] = initials.split("-");
    const bodys =
      own !== undefined &&
      /^[A-Z]{2,6}$/.test(body!) &&
      new RegExp(String.raw`\b${body}[ \t]+$`).test(text.slice(Math.max(0, s - 12), s)) &&
      (spellsInitials(spelled, own) ||
        spellsInitials(spelled.replace(/^\p{Lu}\p{Ll}+[ \t]+/u, ""), own));
    // "Trauma Certified Registered Nurse (TCRN)", "Palo Alto Networks Certified Network Security
    // Engineer (PCNSE)": the name starts before "Certified", with a word or a vendor's name whose
    // first letter is the initials' first.
    const startsBefore =
      m[3] !== undefined &&
      /^[A-Z]{3,7}$/.test(letters) &&
      new RegExp(
        String.raw`(?<![\p{L}\p{N}])${letters[0]}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}-]*){0,2}[ \t]+$`,
        "u",
      ).test(text.slice(Math.max(0, s - 40), s)) &&
      spellsInitials(spelled, letters.slice(1));
    // "Diplomate of the American Board of Pediatric Dentistry (ABPD)": the board's initials name
    // its diplomates' certification.
    const ofBoard = /^Diplomate[ \t]+of[ \t]+(?:the[ \t]+)?(.+)$/.exec(spelled);
    const diplomate = ofBoard !== null && spellsInitials(ofBoard[1]!, letters);
    // "Chartered Member of the Royal Institution of Chartered Surveyors (MRICS)": the adjective
    // that says how the member holds it, before the words the initials spell.
    const afterAdjective =
      m[3] !== undefined && spellsInitials(spelled.replace(/^\p{Lu}\p{Ll}+[ \t]+/u, ""), letters);
    if (
      !spellsInitials(spelled, letters) &&
      !bodys &&
      !startsBefore &&
      !diplomate &&
      !afterAdjective
    )
      continue;
    // "Associate of Applied Science (AAS)": a degree, which the education reader reads.
    if (NOT_A_NAME.test(letters)) continue;
    // "ACE Certified Personal Trainer (ACE-CPT)": a name the taxonomy knows is read by the skills.
    if (!spellsInitials(spelled, letters) && findSkill(spelled)) continue;
    // Initials the taxonomy knows are read by the skills, unless the name spelled out is another
    // credential's: "Certified Chimney Sweep (CCS)" is no Certified Coding Specialist, and is
    // named by its words.
    const known = findSkill(initials) ?? findSkill(letters);
    if (known && findSkill(spelled)?.id === known.id) continue;
    // "Loss Prevention Certified (LPC)" shares no word of its own with the Licensed Professional
    // Counselor the taxonomy knows by "LPC": another credential, named by its initials.
    if (known && !m[2] && !m[3] && sharesOwnWord(spelled, known)) continue;
    // Named by its words where they come first ("Certified Chimney Sweep (CCS)"), else by its initials.
    const byWords = known !== undefined && (m[2] !== undefined || m[3] !== undefined);
    const value = byWords ? spelled : initials;
    // To the bracket's end: "CAM (Certified Apartment Manager, NAA)".
    const close = text.indexOf(")", s + m[0].length - 1);
    const end = m[1] && close >= 0 && close < line.end ? close + 1 : s + m[0].length;
    if (out.some((c) => c.span.start < end && c.span.end > s)) continue;
    if (SOMEONE_ELSES.test(text.slice(Math.max(line.start, s - 60), s))) continue;
    if (EMPLOYER_ACCREDITED_BEFORE.test(text.slice(Math.max(0, s - 80), s))) continue;
    // "… status awarded by the Chartered Insurance Institute (CII)": the body that awards the
    // paper named before, not a paper of its own.
    if (
      AWARDED_BY_BEFORE.test(text.slice(Math.max(line.start, s - 30), s)) &&
      BODY_NAME_WORD.test(spelled)
    )
      continue;
    if (isNegatedInPosting(text, s, end)) continue;
    // "issue … Electrical Safety Certificates (ESC)": documents the hire issues.
    if (issuedDocuments(text, s, end, line)) continue;
    const key = byWords ? value.toLowerCase() : letters.toLowerCase();
    const afterHire = AFTER_HIRE.test(text.slice(end, Math.min(line.end, end + 80)));
    const level = afterHire ? "preferred" : (lineLevel(line, hasRequiredSection, s) ?? "required");
    if (seen.has(key)) {
      firmer(key, level, span(text, s, end));
      continue;
    }
    seen.add(key);
    out.push({ value, span: span(text, s, end), level });
  }
  // "X certification" / "certified X" phrases not in the known list.
  // "EPA Section 608 Universal certification", "IRCA-certified ISO 45001 Lead Auditor": a figure
  // may stand inside the name.
  // The credential word as job boards capitalise it too ("Radiology Certification (Required)").
  // A class or grade before four more words stays with them ("Class II Water Supply Operator",
  // "Class 2 Wastewater Collection Operator").
  // A body's letter in brackets is part of the name ("CT(ASCP) certification"), and so are the
  // name's own initials before the kind of paper ("Clinical Laboratory Scientist (CLS) license",
  // "Export Compliance Professional (ECoP) certification"). A vendor's "application certification"
  // names the application before it ("Epic Ambulatory application certification").
  // Not from within a word: "İMO Serbest Müşavir Mühendis (SMM) certificate" is named from "İ".
  const phrase =
    /(?<![\p{L}\p{N}])((?:(?:Class|Grade|Level)\s+\d{1,2}\s+(?=[A-Z])|(?:Class|Grade|Level)\s+(?=[IV\d])|Class\s+(?=[A-H]\s))?(?:\p{Lu}[\p{L}\p{N}_+#.-]*(?:\([A-Z]{1,6}\))?\s+)(?:(?:&\s+)?[\p{Lu}0-9][\p{L}\p{N}_+#.-]*(?:\([A-Z]{1,6}\)|['\u2019]s(?=\s+[Ll]icen[cs]e))?\s+){0,3}(?:\((?:[A-Z][A-Z\d-]{1,7}|(?=[\w-]*[A-Z][\w-]*[A-Z])[A-Z][A-Za-z\d-]{1,7}|(?:[A-Z][a-z]+\s+){1,4}[A-Z][a-z]+)[®™]?\)\s+)?)(?:application\s+(?=certification))?(?:[Cc]ertifications?|[Cc]ertificates?|certified|[Ll]icenses?|[Ll]icences?|Permits?|designation|endorsement)\b|\bcertified\s+([A-Z][\w+#.-]*\s*(?:[A-Z\d][\w+#.-]*\s*){0,3})/gu;
  for (const m of text.matchAll(phrase)) {
    const s = m.index ?? 0;
    const line = lines.find((l) => s >= l.start && s <= l.end);
    if (!line || line.ignored || line.section === "about") continue;
    const name = (m[1] ?? m[2] ?? "").trim();
    // "combined X endorsement": a driving licence's letter, which the skills read.
    if (m[0].endsWith("endorsement") && name.replace(/[^\p{L}\d]/gu, "").length <= 2) continue;
    // "CPM designation": a credential where the posting lists what it asks; elsewhere "our Magnet
    // designation" is the employer's.
    if (m[0].endsWith("designation") && !ASKING_SECTIONS.has(line.section)) continue;
    // "National certification (PTCB CPhT or NHA ExCPT)": the bracket names the credentials.
    if (m[1] && QUALIFIER_ONLY.test(name)) {
      const after = s + m[0].length;
      const bracket = /^\s*\(([^()]{2,80})\)/.exec(text.slice(after, after + 90));
      if (!bracket) continue;
      let at = after + bracket[0].indexOf("(") + 1;
      for (const part of bracket[1]!.split(/(\s*(?:,|\/|\bor\b)\s*)/)) {
        if (part.trim() && !/^\s*(?:,|\/|or)\s*$/.test(part)) add(part, at, line);
        at += part.length;
      }
      continue;
    }
    if (
      !name ||
      /^(a|an|the|any|all|relevant|valid|professional|industry|current|active|state|and|or|with|required|preferred|necessary|appropriate|applicable|additional|other|such|this|your|our|no|proper)$/i.test(
        name,
      )
    )
      continue;
    // "First Aid at Work certificate": the tail of a name the taxonomy knows, joined by a small
    // word, not a paper named "Work". The skills read the name.
    const joined = m[1]
      ? /((?:\p{Lu}[\p{L}-]*[ \t]+){1,3})(at|of|for|in|on)[ \t]+$/u.exec(
          text.slice(Math.max(0, s - 40), s),
        )
      : null;
    if (joined && findSkill(`${joined[1]}${joined[2]} ${name}`)) continue;
    if ([...seen].some((x) => x.includes(name.toLowerCase()) || name.toLowerCase().includes(x)))
      continue;
    // "ETCP Certified Rigger – Arena credential (Entertainment Technician Certification Program,
    // administered by ESTA)": the body spelled out in brackets, not a credential.
    if (
      /\([ \t]*$/.test(text.slice(Math.max(0, s - 3), s)) &&
      BODY_AFTER.test(text.slice(s + m[0].length, s + m[0].length + 16))
    ) {
      // "Certified Cicerone® (Cicerone Certification Program)": the credential is the name before.
      const open = text.lastIndexOf("(", s);
      const named = CERTIFIED_NAME_BEFORE.exec(text.slice(Math.max(line.start, open - 60), open));
      const at = named ? open - named[0].length : -1;
      if (named && !out.some((c) => c.span.start < open && c.span.end > at))
        add(named[1]!, at, line);
      continue;
    }
    // "Valid Driver's License": a licence the skills read; "Kentucky Blaster's License" is read
    // here. So is "Valid Ohio Commercial Driver's License Class B" when a class follows, which the
    // skills read as the CDL of that class.
    const bare = m[0]
      .replace(LEADING_QUALIFIERS, "")
      .replace(/^Class[ \t]+[A-H][ \t]+/, "")
      .replace(/\u2019/g, "'");
    if (
      /['\u2019]s$/.test(name) &&
      (findSkill(bare) ||
        (/^[ \t]+Class[ \t]+[A-H]\b/.test(text.slice(s + m[0].length, s + m[0].length + 10)) &&
          findSkill(withoutStateNames(bare).trim())))
    )
      continue;
    // "TLS certificates", "SSL certificate renewals": a computer's digital certificates, no
    // person's credential.
    if (m[1] && /certificates?$/i.test(m[0]) && DIGITAL_CERTIFICATE.test(name)) continue;
    // "ARRT(N) certification": a credential the skills read, with its designation.
    const designated = /^(\S+)\([A-Z]{1,6}\)$/.exec(name);
    if (designated && credentialOf(findSkill(designated[1]!)?.id ?? "") !== undefined) continue;
    // "eligibility for a Colorado license": the state's licence named before, not one of its own.
    if (m[1] && namesOnlyAPlace(name)) continue;
    // "NBCOT certification (OTR)": the bracket names which of the body's credentials is asked.
    const which = /^\s*\(\s*([^()]{2,20}?)\s*\)/.exec(
      text.slice(s + m[0].length, s + m[0].length + 26),
    );
    if (m[1] && which && credentialOf(findSkill(which[1]!)?.id ?? "") !== undefined) {
      add(which[1]!, s + m[0].length + which[0].indexOf(which[1]!), line);
      continue;
    }
    const phraseEnd = s + m[0].length;
    // "Perform certified translations", "an ISO 9001 certified language service provider": a
    // thing said to be certified, not a person's credential ("ATIO certified translator").
    // "Supervise certified fitters": people who hold it, not the hire.
    const thing = /^[ \t]+(\p{Ll}[\p{L}-]*)/u.exec(text.slice(phraseEnd, phraseEnd + 40));
    if (
      m[1] &&
      m[0].endsWith("certified") &&
      thing &&
      (!isRoleWord(thing[1]!) || /[^s]s$/.test(thing[1]!))
    )
      continue;
    // "Dual certification as a Certified Prosthetist Orthotist (CPO)": the credential is the one
    // named after "as" (`LICENCE_AS_A`, or its initials), not "Dual certification".
    if (m[1] && /^[ \t]+as[ \t]+an?[ \t]/i.test(text.slice(phraseEnd, phraseEnd + 8))) continue;
    // "BLS/CPR for the Professional Rescuer or equivalent ECC certification": what will do
    // instead of the credential before it, not one more asked.
    if (m[1] && OR_EQUIVALENT_BEFORE.test(text.slice(Math.max(line.start, s - 30), s))) continue;
    // "DVM from an accredited college, or ECFVG/PAVE certification": a way to the degree, which
    // the education part weighs, not a credential asked of everyone.
    if (DEGREE_OR_BEFORE.test(text.slice(line.start, s))) continue;
    // "through NABP license transfer", "license verification": a process about a licence; "State
    // Officer Certification Examination": its exam.
    if (LICENCE_PROCESS_AFTER.test(text.slice(phraseEnd, phraseEnd + 20))) continue;
    if (/^[ \t]+(?:exam|examination)\b/i.test(text.slice(phraseEnd, phraseEnd + 14))) continue;
    // "with the Behavior Analyst Certification Board (BACB)": a body's name.
    if (m[1] && BODY_NAME_AFTER.test(text.slice(phraseEnd, phraseEnd + 60))) continue;
    // "the AOA Commission on Paraoptometric Certification": the same, named before.
    if (m[1] && BODY_NAME_BEFORE.test(text.slice(Math.max(line.start, s - 40), s))) continue;
    // "Basic Life Support (BLS) for Healthcare Providers certification": whom the credential
    // before is for, its course's audience, not a credential of its own.
    if (m[1] && AUDIENCE_BEFORE.test(text.slice(Math.max(line.start, s - 20), s))) continue;
    if (out.some((c) => c.span.start < phraseEnd && c.span.end > s)) continue;
    // "(Pharmacy Assistant license not accepted)": a credential the posting turns away.
    if (isNegatedInPosting(text, s, phraseEnd)) continue;
    const start = s + m[0].indexOf(name);
    // "Class C Water Distribution Operator license (or higher)": a higher class will do.
    const higher = m[1] && OR_HIGHER_AFTER.test(text.slice(phraseEnd, phraseEnd + 16));
    // "… certifications": each of them a certification.
    // "CRM (Canadian Risk Management) designation": initials the taxonomy knows for a skill
    // ("CRM" software) would be read in every resume that names the skill.
    const spelledInBrackets = /^(.*?)\s*\((?:[A-Z][a-z]+\s+){1,4}[A-Z][a-z]+\)/.exec(m[0]);
    const skillOfInitials = spelledInBrackets && findSkill(spelledInBrackets[1]!.trim());
    if (skillOfInitials && !credentialOf(skillOfInitials.id)) continue;
    // "ASSE 6010 (Medical Gas Systems Installer) certification": the words in brackets say what
    // the numbered one is; resumes write the number.
    const asked = m[0]
      .replace(/(certification|certificate|license|licence|permit)s$/i, "$1")
      .replace(/\s*\((?:[A-Z][a-z]+\s+){1,4}[A-Z][a-z]+\)/, "");
    // "ISA Certified Control Systems Technician (CCST) Level II or Level III certification",
    // "NICET Level III or Level IV certification": one credential, its lower level or higher.
    const levels = m[1] ? levelOrHigher(asked, text.slice(line.start, s)) : undefined;
    if (levels) {
      add(levels.value, line.start + levels.at, line, phraseEnd);
      continue;
    }
    // "LIBF Certificate in Regulated Equity Release", "CII Certificate in Mortgage Advice": a
    // certificate or diploma named by its subject after "in"; the skills read one they know
    // ("… Institute of Banking & Finance Certificate in Mortgage Advice and Practice" is CeMAP).
    const subject =
      m[1] && /(?:Certificate|Diploma)$/.test(asked)
        ? SUBJECT_AFTER.exec(text.slice(phraseEnd, line.end))
        : null;
    if (subject) {
      const named = subject[1]!.replace(/[ \t]+(?:and|&|of)$/, "");
      const paper = /\S+$/.exec(asked)![0];
      if (findSkill(`${paper} in ${named}`)) continue;
      add(`${asked} in ${named}`, s, line, phraseEnd + subject[0].length);
      continue;
    }
    // "NICET certification in Fire Alarm Systems, Level II or higher": the level named after its
    // field is its own, and a lower level is not it.
    const scoped = m[1] ? SCOPE_AND_LEVEL_AFTER.exec(text.slice(phraseEnd, line.end)) : null;
    const paper = /\s+(certification|certificate|licen[cs]e)$/i.exec(asked);
    if (scoped && paper) {
      const body = asked.slice(0, paper.index);
      const value = `${body} ${scoped[2]} ${paper[1]}${scoped[3] ? " (or higher)" : ""}`;
      add(value, s, line, phraseEnd + scoped[0].length);
      continue;
    }
    add(m[1] ? `${asked}${higher ? " (or higher)" : ""}` : name, m[1] ? s : start, line);
    // "American Board of Opticianry certification (ABOC)", "NCLE certification (NCLEC)": the
    // credential's own initials, another name for it.
    const own = m[1] ? OWN_INITIALS_AFTER.exec(text.slice(phraseEnd, phraseEnd + 14)) : null;
    if (
      own &&
      // Only beside a credential read: not "issue … Electrical Safety Certificates (ESC)".
      out.some((c) => c.span.start === s) &&
      !findSkill(own[1]!) &&
      !seen.has(own[1]!.toLowerCase()) &&
      initialsOf(text.slice(Math.max(line.start, s - 60), phraseEnd), own[1]!)
    ) {
      seen.add(own[1]!.toLowerCase());
      const at = phraseEnd + own[0].indexOf(own[1]!);
      out.push({
        value: own[1]!,
        span: span(text, at, at + own[1]!.length),
        level: out.find((c) => c.span.start === s)?.level ?? "required",
      });
    }
    // "POST Intermediate or Advanced Certificate": the words before "or" name the other one, of
    // the same kind of paper.
    const other = m[1]
      ? (asked === m[0] ? OTHER_CREDENTIAL_BEFORE : OTHER_CREDENTIALS_BEFORE).exec(
          text.slice(Math.max(line.start, s - 80), s),
        )
      : null;
    const words = other?.[1]?.trim().replace(LEADING_QUALIFIERS, "");
    if (other && words) {
      const at = s - other[0].length + other[0].lastIndexOf(words);
      const paper = /\S+$/.exec(asked.trim())![0];
      const value = `${words} ${paper}`;
      // "NEBOSH Fire Safety Certificate or NEBOSH Environmental Management Certificate": the
      // other one, whole, was read already.
      const readAlready = out.some((c) => c.span.start < at + words.length && c.span.end > at);
      if (!readAlready && !seen.has(value.toLowerCase())) {
        seen.add(value.toLowerCase());
        out.push({
          value,
          span: span(text, at, at + words.length),
          // Asked as firmly as the one it stands beside.
          level: out.find((c) => c.span.start === s)?.level ?? "required",
        });
      }
    }
  }
  // "SANE-A® (Sexual Assault Nurse Examiner – Adult/Adolescent) certification", "Eligible for
  // Direct Payment Non-Attorney (EDPNA) status", "Washington State Pilot/Escort Vehicle Operator
  // (P/EVO) certification": a credential by its initials, spelled out beside them in any words,
  // then the kind of paper.
  for (const m of text.matchAll(INITIALS_BESIDE_NAME)) {
    const line = askingLineAt(m.index);
    if (!line) continue;
    const initials = m[1] ?? m[4]!;
    const letters = initials.replace(/[^A-Z0-9]/g, "");
    const main = initials.split("-")[0]!.replace(/[^A-Z0-9]/g, "");
    // The name's first part (before a dash or a comma), or the words at its end, spell them.
    const named = m[2]
      ? [letters, main].some((l) => spellsInitials(m[2]!.split(/\s[\u2013\u2014-]\s|,/)[0]!, l))
        ? m[2]
        : undefined
      : spelledAtEnd(m[3]!, letters);
    if (!named || isNegatedInPosting(text, m.index, m.index + m[0].length)) continue;
    // Initials or a name the taxonomy knows are read by the skills ("Enrolled Agent (EA)").
    if (findSkill(initials) ?? findSkill(letters) ?? findSkill(named)) continue;
    const at = m.index + m[0].indexOf(initials);
    if (out.some((c) => c.span.start < at + initials.length && c.span.end > m.index)) continue;
    // Quoted from the name's start: "Eligible for … (EDPNA)" is the name, no eligibility asked.
    add(initials, m.index, line, at + initials.length);
  }
  // "Avid Certified User: Media Composer", "Adobe Certified Professional in Illustrator": a
  // vendor's certification in one of its products, which the name's last words tell apart; a
  // body's, before "credential" ("ETCP Certified Entertainment Electrician credential").
  for (const m of [
    ...text.matchAll(VENDOR_CERTIFIED),
    ...text.matchAll(BODY_CERTIFIED_CREDENTIAL),
  ]) {
    // "Current ETCP Certified Rigger – Arena": the word saying how it holds is no part of it.
    const lead = LEADING_QUALIFIERS.exec(m[0])?.[0].length ?? 0;
    const s = (m.index ?? 0) + lead;
    const line = askingLineAt(s);
    if (!line) continue;
    if (out.some((c) => c.span.start < s + m[0].length - lead && c.span.end > s)) continue;
    // "Current Workday HCM certification (Workday Certified – Human Capital Management)": the
    // bracket names the credential just read.
    if (
      /\([ \t]*$/.test(text.slice(Math.max(0, s - 3), s)) &&
      out.some((c) => c.span.end <= s && s - c.span.end <= 4)
    )
      continue;
    if (isNegatedInPosting(text, s, s + m[0].length - lead)) continue;
    add(m[0].slice(lead), s, line);
  }
  // "PTCB Compounded Sterile Preparation Technician (CSPT) certification": a name the taxonomy
  // does not know, spelled by its initials, before the kind of paper; named by the initials.
  for (const m of text.matchAll(NAME_INITIALS_PAPER)) {
    const line = lines.find((l) => l.start <= m.index && m.index <= l.end);
    if (!line || line.ignored || line.section === "about") continue;
    const letters = m[2]!.replace(/[.\s-]/g, "");
    const words = m[1]!.split(/[ \t]+/);
    const from = words.findIndex((_, k) => spellsInitials(words.slice(k).join(" "), letters));
    if (from < 0) continue;
    const spelled = words.slice(from).join(" ");
    if (findSkill(spelled) || findSkill(m[2]!) || findSkill(letters)) continue;
    const s = m.index + m[0].indexOf(spelled);
    const end = m.index + m[0].length;
    if (out.some((c) => c.span.start < end && c.span.end > s)) continue;
    if (isNegatedInPosting(text, s, end) || seen.has(letters.toLowerCase())) continue;
    seen.add(letters.toLowerCase());
    const afterHire = AFTER_HIRE.test(text.slice(end, Math.min(line.end, end + 80)));
    const level = afterHire ? "preferred" : (lineLevel(line, hasRequiredSection, s) ?? "required");
    out.push({ value: m[2]!, span: span(text, s, end), level });
  }
  // "Aviz de exercitare a profesiei issued by the … (CNASR)": that body's paper, by its initials,
  // when no other reading took it. Not a credential of its own the body issues ("CPR certificate
  // issued by the … (AHA)", "Category C+E licence issued by the … (DVLA)"), which résumés name
  // without the body.
  for (const m of text.matchAll(PAPER_ISSUED_BY_BODY)) {
    const [paper, body, initials] = [m[1]!, m[2]!, m[3]!];
    if (!bodysInitials(body, initials, m[0])) continue;
    if (extractSkills(paper).some((k) => credentialOf(k.id) !== undefined)) continue;
    const from = m.index + m[0].indexOf(paper);
    const line = askingLineAt(from);
    if (!line) continue;
    // "Electrical Installation Licence Class A issued by the … (EWURA)": a paper read already.
    if (out.some((c) => c.span.start < from + paper.length && c.span.end > from)) continue;
    const kind = /\blicen[cs]/i.test(paper)
      ? "licence"
      : /\bcertif/i.test(paper)
        ? "certificate"
        : "registration";
    const at = m.index + m[0].lastIndexOf(body);
    addNamed(`${initials} ${kind}`, from, at, m.index + m[0].length - at, line);
  }
  return out;
}

/** Capitalised words, their initials in brackets, then the kind of paper ("… (CSPT) certification", "… (NCT) specialty certification"). */
const NAME_INITIALS_PAPER = new RegExp(
  String.raw`\b((?:[A-Z][\w-]*[ \t]+){1,5}[A-Z][\w-]*)[ \t]*\([ \t]*(${CREDENTIAL_INITIALS})[\u00AE\u2122]?[ \t]*\)[ \t]+(?:(?:specialty|board)[ \t]+)?(?:certification|certificate|credential|designation)\b`,
  "g",
);

/**
 * Whether a line of a location section names a place ("Denver, CO", "Hybrid remote in Portland,
 * OR 97209", "Berlin"), not the job's type, hours or a sentence under the heading ("Full-time",
 * "Monday to Friday, 7:00 AM", "In person", "Ability to commute/relocate:").
 */
function looksLikePlace(value: string): boolean {
  if (/,\s*[A-Z]{2}\b|\b\d{5}\b/.test(value)) return true;
  if (/^(?:remote|anywhere)\b/i.test(value)) return true;
  if (NOT_A_PLACE.test(value) || /[:.]$/.test(value)) return false;
  const words = value.split(/[\s,]+/).filter(Boolean);
  return (
    words.length <= 5 &&
    words.every((w) => /^[\p{Lu}\d(]/u.test(w) || /^(?:of|de|la|am|upon|on|the)$/.test(w))
  );
}
const NOT_A_PLACE =
  /\b(?:full|part)[\s-]?time\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|shifts?|hours?|schedule|in[\s-]person|on[\s-]?site|contract|temporary|permanent|salary|pay|overtime|benefits?|bonus|vacation|holidays?|pto|travel)\b|\d{1,2}:\d{2}/i;

function findLocation(
  text: string,
  lines: JobLine[],
): Pick<ParsedJob, "location" | "workArrangement"> {
  const out: Pick<ParsedJob, "location" | "workArrangement"> = {};
  const arrangement: Array<[RegExp, WorkArrangement]> = [
    [/\bhybrid\b/i, "hybrid"],
    [
      /\b(fully\s+remote|100%\s+remote|remote[\s-]first|remote(?:ly)?\b(?!\s+(?:sensing|monitoring|control|access|support\s+tools)))/i,
      "remote",
    ],
    [/\b(on[\s-]?site|onsite|in[\s-]office|in\s+person|in-person)\b/i, "onsite"],
  ];
  for (const [re, value] of arrangement) {
    const m = re.exec(text);
    if (m) {
      out.workArrangement = { value, span: span(text, m.index, m.index + m[0].length) };
      break;
    }
  }
  for (const l of lines) {
    if (l.section !== "location" || l.isHeading) continue;
    const head = text.slice(l.start, l.contentStart).toLowerCase();
    if (l.contentStart > l.start && !/location/.test(head)) continue;
    // "Denver, CO (On-site) | Full-time": the place ends at a separator or a parenthesis.
    const raw = text.slice(l.contentStart, l.end).split(/\s[|·•–—-]\s|\s*\(/)[0]!;
    const value = raw.trim();
    if (value && value.length <= 80 && looksLikePlace(value)) {
      const s = l.contentStart + raw.indexOf(value);
      out.location = { value, span: span(text, s, s + value.length) };
      break;
    }
  }
  if (!out.location) {
    const m =
      /\b(?:based\s+in|located\s+in|office\s+in|position\s+in)\s+([A-Z][\w.-]*(?:[\s,]+[A-Z][\w.-]*){0,3})/.exec(
        text,
      );
    if (m?.[1]) {
      const s = m.index + m[0].length - m[1].length;
      out.location = { value: m[1], span: span(text, s, s + m[1].length) };
    }
  }
  return out;
}

function findEmploymentType(text: string): JobField<EmploymentType> | undefined {
  const types: Array<[RegExp, EmploymentType]> = [
    [/\bintern(ship)?\b/i, "internship"],
    [/\bpart[\s-]time\b/i, "part-time"],
    [
      /\b(contract|contractor|freelance|fixed[\s-]term|c2c|1099)\b(?!\s+(?:management|negotiation|law|administration))/i,
      "contract",
    ],
    [/\b(temporary|temp|seasonal)\b/i, "temporary"],
    [/\b(full[\s-]time|permanent)\b/i, "full-time"],
  ];
  let best: { value: EmploymentType; index: number; len: number } | undefined;
  for (const [re, value] of types) {
    const m = re.exec(text);
    // The first type the text names is the one it is about ("Full-time, contract-to-hire ok").
    if (m && (!best || m.index < best.index)) best = { value, index: m.index, len: m[0].length };
  }
  return best
    ? { value: best.value, span: span(text, best.index, best.index + best.len) }
    : undefined;
}

// ---------------------------------------------------------------------------

/** A degree word, then "in"/"of", then the list of fields so far (group 1), up to the mention. */
const FIELD_OF_STUDY_CLAUSE =
  /\b(?:degree|bachelor['’]?s?|master['’]?s?|diploma|b\.?sc?\.?|m\.?sc?\.?|ph\.?d\.?|mba|major(?:ing)?)\b(?:(?!\b(?:with|including|and\s+(?:experience|knowledge|proficiency))\b)[^.;:])*?\b(?:in|of)\s((?:(?!\b(?:with|including|and\s+(?:experience|knowledge|proficiency))\b)[^.;:])*)$/i;
const FIELDS_THEN_OR = /^(?:\p{Lu}[\p{L}-]*[ \t]*(?:,|&|\/)?[ \t]*)+,?[ \t]*or[ \t]+$/u;
const RELATED_FIELD =
  /\b(?:related|similar|equivalent|relevant)\s+(?:[\w-]+\s+)?(?:fields?|disciplines?|areas?|subjects?|degrees?)\b|\bor\s+equivalent\b/i;

/**
 * After a mention, the rest of a list of fields that ends in a degree: "Business, Marketing or
 * Sales focused degree", "a Nursing or Health Sciences degree".
 */
const FIELDS_BEFORE_DEGREE =
  /^(?:\s*(?:,|\/|&|\band\b|\bor\b)\s*(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)*(?:[-\s]+(?:focused|related|oriented|based))?\s+(?:degree|diploma|major)s?\b/iu;
/** Before a mention, in its clause: "when handling the products and/or", "while". */
const WHEN_CLAUSE = /\b(?:when|while)\s+[\p{L}-]+ing\b[^.;:!?•()]*$/iu;

/** A line that turns something away: "… alone does not meet this requirement", "… not accepted". */
const TURNED_AWAY =
  /\b(?:(?:does|do|will)\s+not\s+(?:meet|qualify|satisfy|fulfil+|count|substitute)|not\s+(?:be\s+)?(?:accepted|considered|sufficient))\b/i;

/**
 * Whether a mention names a field of study: the first field right after "degree in", or a later
 * item of a list the sentence closes with "or a related field". "Bachelor of Engineering, Java"
 * keeps Java; "Degree in Computer Science, Engineering, or a related field" drops both fields.
 */
function isFieldOfStudy(before: string, sentence: string): boolean {
  const clause = FIELD_OF_STUDY_CLAUSE.exec(before);
  if (!clause) return false;
  const isFirstField = !/[,/&]|\b(?:and|or)\b/i.test(clause[1] ?? "");
  // "degree in Communication or Journalism": capitalised fields, the last after "or".
  if (FIELDS_THEN_OR.test(clause[1] ?? "")) return true;
  // "Bachelor's Degree in Construction Management, Engineering, or a Business degree": a list
  // that ends in another degree is a list of fields too.
  const anotherDegree = (sentence.match(/\b(?:degree|diploma)s?\b/gi) ?? []).length >= 2;
  return isFirstField || RELATED_FIELD.test(sentence) || anotherDegree;
}

const CONDITION_OF_WORK =
  /\b(lift(ing)?|pounds|lbs|stand(ing)?|bend(ing)?|stoop|kneel|climb|walk(ing)?|sit(ting)?\s+for|transportation|driver['’]?s\s+licen|eligible\s+to\s+work|authori[sz](ed|ation)\s+to\s+work|background\s+(?:and\s+(?:credit|criminal|reference)\s+)?(check|investigation|screen)|(?:credit|criminal)\s+(?:history\s+)?check|drug\s+(test|screen)|schedules?|shifts?|weekends?|holidays|overtime|travel|physical(ly)?|eye\s+exam|respirator|vaccinat|allerg|citizen|relocat|on[\s-]call|uniform|appearance|(?:minimum|min\.?)\s+age|\bage\s+(?:of\s+)?\d|\d+\s+years?\s+(?:of\s+age|old)|(?:quiet|dedicated|private|distraction[\s-]free)\s+(?:home\s+)?(?:work\s*space|office|work\s+area)|home\s+(?:work\s*space|office)|(?:high[\s-]speed|reliable|stable)\s+internet|internet\s+(?:connection|access|service)|climate[\s-]controlled|\d\s*°\s*[FC]\b|(?:(?:able|ability|willing(?:ness)?)\s+to\s+work|comfortable\s+working)\s+(?:in|on|at|outdoors|around)\b|within\s+\d+\s+(?:minutes|hours|days|months)\b|\btake\s+call\b)/i;

const PROOF_OF = /\bproof\s+of\s+(?:[\w-]+\s+){0,2}$/i;
const VEHICLE_BEFORE = /\b(?:auto(?:mobile)?|car|vehicle|motor\s+vehicle)\s+$/i;
const EMPLOYERS_BEFORE = /\b(?:our|the\s+company['’]?s|company|employer['’]?s)\s+$/i;
const RULES_AFTER = /^\s+(?:requirements?|standards|guidelines|polic(?:y|ies)|carrier)\b/i;
/** After a credential's body on its line: its rules ("NMLS requirements"), not a heading below. */
const BODYS_RULES_AFTER = /^[ \t]+(?:requirements?|standards|guidelines|rules|regulations)\b/i;
const OWN_EQUIPMENT =
  /\b(?:own|owns|bring|provide)\s+(?:(?:their|your|his|her)\s+)?(?:own\s+)?(?:[\w-]+\s+){0,2}$/i;
/**
 * Before a licence or certification: the person the hire works under or beside, not a credential
 * asked of the hire ("under the supervision of a licensed pharmacist", "assists the RN", "report
 * changes in condition to the RN").
 */
const SOMEONE_ELSES =
  /\b(?:(?:supervision|direction|guidance|oversight|orders?)\s+of|(?:report|refer|escalat)(?:s|ed|e|es|ing)?\s+(?:[^\s.;:\u2022]+\s+){0,10}?to|assists?|assisting|supports?|supporting|alongside|directed\s+by|supervised\s+by|under)\s+(?:an?\s+|the\s+|our\s+)?(?:[\w-]+\s+){0,2}$/i;
/** Before a holder of a credential, the words of a place of work: "with a ", "at a " (not "looking for a"). */
const WORKPLACE_BEFORE = /\b(?:with|at|in|within)\s+an?\s+$/i;
/** A credential's name as its holder's: "licensed customs broker", "Certified Public Accountant". */
const HOLDERS_WORD = /^(?:licensed|certified|registered|chartered)\b/i;
/** Inside a bracket that offers another choice: "(or Series 63 and …". */
const OR_BRACKET_BEFORE = /\([ \t]*or[ \t]+[^()]*$/i;
/** After a capitalised skill's words, the rest of a public body's name: "… Commission". */
const BODY_NAME_AFTER =
  /^(?:[ \t]+(?:of|and|&|\p{Lu}[\p{L}-]*)){0,3}[ \t]+(?:Commission|Board|Council|Agency|Bureau|Authority)\b/u;

/**
 * Before a capitalised credential's words, the start of a body's name: "Commission on" (not "Board
 * of": "American Board of Opticianry certification" is the board's credential).
 */
const BODY_NAME_BEFORE =
  /\b(?:Commission|Board|Council|Agency|Bureau|Authority)[ \t]+(?:on|for)[ \t]+$/;
/** After a credential: its field and level, "in Fire Alarm Systems, Level II or higher". */
const SCOPE_AND_LEVEL_AFTER =
  /^[ \t]+in[ \t]+((?:\p{Lu}[\p{L}-]*[ \t]*){1,4}?),?[ \t]+(Level[ \t]+(?:[IVX]{1,4}|\d))\b(?:[ \t]*\(?[ \t]*(or[ \t]+(?:higher|above|better)))?/u;
/** "(or higher)" after a credential of a class or grade. */
const OR_HIGHER_AFTER = /^[ \t]*\(?[ \t]*or[ \t]+(?:higher|above|better)\b/i;
/** "or equivalent", "or an equivalent": what follows stands in for what came before. */
/** A credential's initials, then "for": "(BLS) for ", "CPR for the ". */
const AUDIENCE_BEFORE = /(?:\([A-Z]{2,6}\)|\b[A-Z]{2,6})[ \t]+for[ \t]+(?:the[ \t]+)?$/;
const OR_EQUIVALENT_BEFORE = /\bor\s+(?:an?\s+)?(?:other\s+)?equivalent\s+$/i;
/**
 * Before a certification, in its item: a degree, then "or"; or a degree "with" it ("bachelor's
 * degree with NCOPE-accredited certificate"), a school's certificate.
 */
const DEGREE_OR_BEFORE =
  /(?:\b(?:DVM|VMD|MD|DO|PharmD)\b|\b(?:[Dd]egree|[Dd]octor(?:ate)?|[Bb]achelor['’]?s?|[Mm]aster['’]?s?|[Dd]iploma|[Gg]raduate)\b)(?:[^•;\n]*?,?\s+or\s+(?:an?\s+|the\s+)?(?:[\w-]+[\s/]+){0,2}|\s+(?:with|plus)\s+(?:an?\s+)?)$/;

/** After a credential's name: a process about it, not a credential asked. */
const LICENCE_PROCESS_AFTER =
  /^\s+(?:transfers?|reciprocity|verifications?|lookups?|numbers?|renewals?|portability)\b/i;
/**
 * Before a credential: held or obtained, either will do ("Must hold or be able to obtain an FAA
 * …"); or only to be passed once offered ("Ability to pass a detention facility security
 * clearance"); or only to be eligible for ("Eligibility for ASHA Certificate of Clinical Competence
 * (CCC-SLP) upon completion of the Clinical Fellowship"), a bracket's remark on it too ("eligibility
 * for BPSS clearance (some projects require SC clearance)").
 */
const OBTAINABLE_BEFORE =
  /\b(?:(?:(?:hold|have|possess)\s+or\s+(?:be\s+)?(?:able|willing|eligible)\s+to\s+(?:obtain|get|earn|acquire)|(?:(?:the\s+)?ability|able)\s+to\s+(?:pass|obtain))\s+(?:(?:an?|the|a\s+valid|valid|current)\s+)?(?:[\w-]+\s+){0,4}|eligib(?:le|ility)\s+(?:for|to\s+(?:sit\s+for|apply\s+for))\s+(?:(?:an?|the)\s+)?(?:[\w-]+\s+){0,5})(?:\(\s*(?:[\w-]+\s+){0,4})?$/i;
/**
 * After a credential on its line: it may be obtained once hired ("within 30 days of hire", "or
 * willing to attend"), or progress toward it will do ("CPM designation or progress toward it").
 */
const AFTER_HIRE =
  /^[^.;•]*?\b(?:or\s+(?:be\s+)?(?:eligib\w*|(?:able|(?:the\s+)?ability)\s+to\s+obtain(?![^.;•]{0,50}\bby\s+(?:comity|reciprocity|endorsement))|willing(?:ness)?\s+to\s+(?:obtain|attend|complete|take|undergo|get|earn)|(?:in\s+)?progress(?:ing)?\s+toward|working\s+toward)|within\s+(?:\d+|one|two|three|six|the\s+first)\s*(?:\w+\s+)?(?:days?|weeks?|months?|year)\s+(?:of|after|from)\s+(?:hire|hiring|employment|start)|(?:upon|after)\s+hire|(?:obtain|obtained|earn)\w*\s+(?:\w+\s+){0,3}(?:after|once)\s+hired)\b/i;

/**
 * After a credential, the people who hold it, perhaps after a short list of other credentials:
 * "Provide clinical supervision to LSW and LPCC staff", "mentor RN and LPN nurses" name the team,
 * not the hire.
 */
const STAFF_AFTER =
  /^(?:(?:,|\s+(?:and|or|&))\s+[\p{Lu}\d][\w-]*){0,3}\s+(?:staff(?!\s+(?:nurses?|RNs?|accountants?|pharmacists?|physicians?|therapists?|engineers?|positions?|roles?|level)\b)|team\s+members|clinicians|nurses|technicians|employees|interns|trainees|supervisees|students|supervisor|supervisory\s+visits?|supervision)\b/u;

/**
 * Business functions a posting names as the teams the hire works with ("collaborate with product,
 * design and sales teams", "partner with Finance and HR", "cross function collaboration with sales,
 * HR, etc."): colleagues, not skills asked of the hire.
 */
const DEPARTMENTS = new Set([
  "sales",
  "marketing",
  "human-resources",
  "accounting",
  "finance",
  "engineering",
  "operations-management",
  "product-management",
  "customer-service",
  "customer-success",
  "procurement",
  "public-relations",
  "design",
  "compliance",
  "logistics",
  "business-development",
  "recruiting",
  "communications",
  "quality-assurance",
]);
const LINK_WORD = /\b(?:on|in|to|for|of|at|by|from|with|into|about|through)\b/i;
/** The words that open the list of teams worked with: "work closely with the", "collaboration with". */
const WITH_TEAMS =
  /\b(?:collaborat\w*|partner(?:s|ed|ing)?|work(?:s|ed|ing)?(?:\s+(?:closely|together|cross-functionally))?|liais\w*|coordinat\w*|interfac\w*|align\w*)\s+(?:with|across|alongside|between|among)\s+(?:(?:the|our|other|internal|key|cross-functional)\s+)*/gi;

/**
 * Whether a business function is named as a team the hire works with: the collaboration's words
 * (`WITH_TEAMS`), then a short list of names up to this one ("product, design and ").
 */
function namedAsColleagues(text: string, m: SkillMention, lineStart: number): boolean {
  if (!DEPARTMENTS.has(m.id)) return false;
  const before = text.slice(Math.max(lineStart, m.span.start - 120), m.span.start);
  const clause = before.slice(Math.max(0, before.search(/[^.!?;:\n•]*$/)));
  let cue: RegExpExecArray | undefined;
  for (const c of clause.matchAll(WITH_TEAMS)) cue = c;
  if (!cue) return false;
  const list = clause.slice((cue.index ?? 0) + cue[0].length);
  const items = list.split(/,|\band\b|\bor\b|&|\//).map((x) => x.trim());
  // Names only: "customers on " before "sales campaigns" is the work, not a team.
  return (
    items.length <= 6 &&
    items.every((x) => x.split(/\s+/).filter(Boolean).length <= 2 && !LINK_WORD.test(x))
  );
}

/**
 * Before a mention: the list of industries the customers are in ("calls on customers in industries
 * such as food processing, logistics, manufacturing"): the market, not a skill asked of anyone.
 */
const CUSTOMER_INDUSTRIES =
  /\b(?:customers|clients|accounts|prospects|businesses|companies|organi[sz]ations)\s+(?:[\w-]+\s+){0,2}(?:in|across|from|within)\s+(?:[\w-]+\s+){0,2}(?:industries|sectors|markets|verticals|fields)\s*,?\s*(?:such\s+as|like|including|e\.g\.,?)\s+[^.;:!?()\n•]*$/i;

/**
 * After a language: the people it describes, not a requirement ("English learners", "a large
 * Spanish-speaking population", "French-speaking clients").
 */
const LANGUAGE_POPULATION =
  /^(?:\s+language)?\s+learners\b|^[\s-]+speaking\s+(?:population|communit(?:y|ies)|customers|clients|patients|families|residents|students|members|markets?|areas?|neighborhoods?)\b/i;

/**
 * A section of personal traits ("Core Competencies: These are personal traits that will best help
 * the associate …", "Personal qualities:"): character a résumé cannot show, so its items ask
 * nothing the score could check.
 */
const TRAITS_INTRO =
  /\b(?:personal(?:ity)?|character|individual)\s+(?:traits|qualities|attributes|characteristics)\b|\bwork\s+styles\b/i;
/** One trait described as what the job asks of a person: "Job requires being honest and ethical". */
const TRAIT_LINE = /\brequires\s+(?:being|a\s+willingness\s+to|preferring)\b/i;

/** Per line, whether it sits in a section of personal traits (opened by a heading or its intro). */
function traitLines(text: string, lines: JobLine[]): boolean[] {
  let inTraits = false;
  return lines.map((line, i) => {
    const opens =
      line.isHeading ||
      (i > 0 && line.section !== lines[i - 1]!.section) ||
      text.slice(line.start, line.contentStart).includes(":");
    if (opens) inTraits = TRAITS_INTRO.test(line.text);
    else if (TRAITS_INTRO.test(line.text)) inTraits = true;
    return inTraits;
  });
}

function findSkills(
  text: string,
  lines: JobLine[],
  hasRequiredSection: boolean,
  title?: JobField<string>,
  certifications: ParsedJob["certifications"] = [],
): JobSkill[] {
  const byId = new Map<string, JobSkill>();
  const inTitle = (span: SourceSpan) =>
    Boolean(title && span.start >= title.span.start && span.end <= title.span.end);
  const put = (s: JobSkill) => {
    const prev = byId.get(s.id);
    // A credential named in the title and again in a requirement ("Current Oregon massage
    // therapist license (LMT)") is read where the requirement says which state and how.
    const fromTitle =
      prev &&
      credentialOf(s.id) &&
      inTitle(prev.span) &&
      !inTitle(s.span) &&
      s.level === prev.level;
    if (!prev || (prev.level === "preferred" && s.level === "required") || fromTitle)
      byId.set(s.id, s);
  };
  const mentions = extractSkills(text);
  // A heading glued to the last word of the line before ("Bilingual English/SpanishBenefits:"):
  // the segments are cut between them, and that word is read on its own line.
  for (const line of lines) {
    if (!/\p{L}/u.test(text[line.end - 1] ?? "") || !/\p{L}/u.test(text[line.end] ?? "")) continue;
    for (const m of extractSkills(text.slice(line.start, line.end))) {
      const start = m.span.start + line.start;
      const end = m.span.end + line.start;
      if (end !== line.end || mentions.some((x) => x.span.start < end && x.span.end > start))
        continue;
      mentions.push({ ...m, span: { ...m.span, start, end } });
    }
  }
  mentions.sort((a, b) => a.span.start - b.span.start);
  const traits = traitLines(text, lines);
  // "Bright Smiles Family Dentistry is looking for …": the employer's name asks for nothing, nor
  // does the same name written elsewhere ("Bartender – Ember & Vine, Portland").
  const employer = everyWritten(text, employerNameSpans(text));
  let li = 0;
  for (const m of mentions) {
    while (li < lines.length - 1 && m.span.start > lines[li]!.end) li++;
    const line = lines[li]!;
    const inTitle = title && m.span.start >= title.span.start && m.span.end <= title.span.end;
    const lineAsks = inTitle ? "required" : lineLevel(line, hasRequiredSection, m.span.start);
    if (!lineAsks) continue;
    // "Integrity", "Leadership" among personal traits: wished for, not a requirement to check.
    const level = !inTitle && traits[li] && m.kind !== "hard" ? "preferred" : lineAsks;
    // "excluding the security features", "minus Linux, Unix", "Spanish not required".
    if (!inTitle && isNegatedInPosting(text, m.span.start, m.span.end)) continue;
    if (employer.some(([a, b]) => m.span.start >= a && m.span.end <= b)) continue;
    // "Series 7 and Series 66 licenses (or Series 63 and 65)": another set that will do instead,
    // not more to ask. Right after one skill ("CPR (or BLS)") it is that one's alternative.
    const orBracket = OR_BRACKET_BEFORE.exec(text.slice(line.start, m.span.start));
    if (orBracket) {
      const open = line.start + orBracket.index;
      const right = text.slice(line.start, open).trimEnd().length + line.start;
      if (!mentions.some((x) => x.span.end === right)) continue;
    }
    // "issued by the Pharmacy Quality Assurance Commission": words of a public body's name.
    if (
      /^\p{Lu}/u.test(m.span.text) &&
      BODY_NAME_AFTER.test(text.slice(m.span.end, m.span.end + 60))
    )
      continue;
    // "proof of insurance", "proof of auto insurance": a document to show, not a skill.
    if (PROOF_OF.test(text.slice(Math.max(0, m.span.start - 40), m.span.start))) continue;
    // "reliable vehicle and current auto insurance", "a driving record that meets our insurance
    // requirements": the hire's car insured, the employer's insurer's rules, not insurance work.
    if (
      /\binsurance\b/i.test(m.name) &&
      (VEHICLE_BEFORE.test(text.slice(Math.max(0, m.span.start - 30), m.span.start)) ||
        (EMPLOYERS_BEFORE.test(text.slice(Math.max(0, m.span.start - 30), m.span.start)) &&
          RULES_AFTER.test(text.slice(m.span.end, m.span.end + 30))))
    )
      continue;
    // "a background and credit check (SAFE Act / NMLS requirements for lender staff)": the rules
    // of a credential's body, not the credential asked.
    if (credentialOf(m.id) && BODYS_RULES_AFTER.test(text.slice(m.span.end, m.span.end + 30)))
      continue;
    // "Own basic hand tools", "bring your own tools": equipment to have, not a skill to show.
    if (
      /\b(?:tools?|vehicle|car|truck|equipment|transportation)$/i.test(m.name) &&
      OWN_EQUIPMENT.test(text.slice(Math.max(0, m.span.start - 40), m.span.start))
    )
      continue;
    // "under the supervision of a Board Certified Behavior Analyst (BCBA)": the initials of a
    // name given to someone else are theirs too.
    const before = text.slice(Math.max(0, m.span.start - 90), m.span.start);
    if (
      credentialOf(m.id) &&
      (SOMEONE_ELSES.test(before) ||
        // "Reports to the Board Certified Behavior Analyst (BCBA)".
        nameInBracketsAfter(before, (head) => SOMEONE_ELSES.test(head.slice(-60))) ||
        STAFF_AFTER.test(text.slice(m.span.end, m.span.end + 60)) ||
        STAMPED_AFTER.test(text.slice(m.span.end, m.span.end + 40)) ||
        stampsThing(text, m.span.start, m.span.end) ||
        // "experience as a customs declarant with a licensed customs broker": the firm one works
        // at, or the holder one works beside.
        (WORKPLACE_BEFORE.test(before) && HOLDERS_WORD.test(m.span.text)))
    )
      continue;
    // "ACSM Certified Clinical Exercise Physiologist (ACSM-CEP)": a credential's first words, its
    // name going on in capitalised words, are no credential of their own (ACSM's personal trainer).
    if (
      credentialOf(m.id) &&
      certifications.some(
        (c) =>
          c.span.start < m.span.end &&
          c.span.end > m.span.end &&
          /^[ \t]+\p{Lu}/u.test(text.slice(m.span.end, c.span.end)) &&
          findSkill(c.value)?.id !== m.id,
      )
    )
      continue;
    // "Board certification in Internal Medicine": the credential in its specialty, read above,
    // which the general one does not meet; "board-certified as a Diplomate of the American Board
    // of Toxicology (DABT)": the one named after "as", by its initials or with them beside it.
    if (
      credentialOf(m.id) &&
      certifications.some(
        (c) =>
          (c.span.start === m.span.start &&
            c.value.toLowerCase().startsWith(`${m.name.toLowerCase()} in `)) ||
          (c.span.start > m.span.end &&
            c.span.start - m.span.end < 100 &&
            /^[ \t]+as[ \t]+(?:an?|the)[ \t]/i.test(text.slice(m.span.end, m.span.end + 8)) &&
            !/[.;\n\u2022\u00b7]/.test(text.slice(m.span.end, c.span.start)) &&
            (/^[A-Z][A-Z\d-]{1,9}$/.test(c.value) ||
              initialsBeside(text, c.span.start, c.span.end) !== undefined)),
      )
    )
      continue;
    // "Current BOC certification (ATC)": the initials of the credential just named, not a skill
    // of the same initials (air traffic control).
    if (
      !credentialOf(m.id) &&
      certifications.some((c) =>
        /^[ \t]*\([ \t]*$/.test(text.slice(c.span.end, Math.max(c.span.end, m.span.start))),
      ) &&
      /^[ \t]*\)/.test(text.slice(m.span.end, m.span.end + 3))
    )
      continue;
    if (CUSTOMER_INDUSTRIES.test(text.slice(Math.max(0, m.span.start - 200), m.span.start)))
      continue;
    if (namedAsColleagues(text, m, line.start)) continue;
    // "Provide patient standby in support of nursing staff": the department the hire supports.
    if (namesOthersDepartment(text, m.span.start, m.span.end)) continue;
    // "Hospital or skilled nursing": a care setting to have worked in, not care to give.
    if (namesCareSetting(text, m.span.start, m.span.end)) continue;
    // "students with IEPs and English learners": the people served, not a language to speak.
    if (m.kind === "language" && LANGUAGE_POPULATION.test(text.slice(m.span.end, m.span.end + 40)))
      continue;
    // Adjectives in the company blurb ("detail-oriented") are not requirements.
    if (line.section === "about" && hasRequiredSection && m.kind !== "hard") continue;
    // "Degree in Computer Science, Engineering, or a related field" names fields of study, which
    // the education component weighs; they are not skills to find in the resume.
    if (
      isFieldOfStudy(text.slice(line.start, m.span.start), sentenceAt(line, m.span.start)) ||
      FIELDS_BEFORE_DEGREE.test(text.slice(m.span.end, Math.min(line.end, m.span.end + 80))) ||
      // "Speech-Language Pathology or Communication Disorders": a field named past the word of
      // a soft skill.
      (m.kind === "soft" &&
        FIELD_OF_STUDY_CLAUSE.test(text.slice(line.start, m.span.start)) &&
        /^[ \t]+\p{Lu}\p{Ll}/u.test(text.slice(m.span.end, m.span.end + 3)))
    )
      continue;
    // "safety practices when handling the products and/or cooking": an activity the sentence
    // names as the moment, not a skill it asks for.
    if (
      /ing$/i.test(m.name) &&
      WHEN_CLAUSE.test(text.slice(Math.max(line.start, m.span.start - 80), m.span.start))
    )
      continue;
    // "CPR certification within 30 days of hire", "eligibility for BPSS clearance": to obtain once
    // hired, not to hold to apply.
    const afterHire =
      (credentialOf(m.id) || /\bclearance$/i.test(m.name)) &&
      (AFTER_HIRE.test(text.slice(m.span.end, Math.min(line.end, m.span.end + 80))) ||
        OBTAINABLE_BEFORE.test(text.slice(Math.max(line.start, m.span.start - 80), m.span.start)));
    put({
      id: m.id,
      name: m.name,
      level: afterHire ? "preferred" : level,
      span: m.span,
      kind: m.kind,
    });
  }
  // Requirement bullets naming nothing in the taxonomy become key-term requirements.
  for (const [i, line] of lines.entries()) {
    if (
      traits[i] ||
      line.isHeading ||
      line.ignored ||
      (line.section !== "required" && line.section !== "preferred")
    )
      continue;
    const body = text.slice(line.contentStart, line.end);
    const within = (span: SourceSpan) => span.start >= line.start && span.end <= line.end;
    // A line naming a skill or a credential ("CPA or working toward CPA") is read by those.
    if (
      !body.trim() ||
      mentions.some((m) => within(m.span)) ||
      certifications.some((c) => within(c.span))
    )
      continue;
    if (
      /\b(years?|yrs?|months?|degree|bachelor|master|diploma|juris\s+doctor|certif\w*|licen[sc](?:e[ds]?|ure|ing)|endorsements?|BSN|ADN|MSN|GED)\b/i.test(
        body,
      ) ||
      // "Experiencia mínima de 1 año como TES": years asked in another language, read as years.
      OTHER_YEARS_FIGURE.test(body) ||
      // "A Reading Teacher endorsement alone does not meet this requirement": what is turned away.
      TURNED_AWAY.test(body) ||
      // "What we need from you:", "To be considered you must have:": a line that opens the list
      // below it names nothing to look for.
      /:\s*$/.test(body)
    )
      continue;
    // Conditions of the job (lifting, shifts, transport, checks) are not skills to look for, and a
    // long sentence has no one phrase to look for.
    if (
      CONDITION_OF_WORK.test(body) ||
      TRAIT_LINE.test(body) ||
      WORK_STYLE.test(body) ||
      body.trim().split(/\s+/).length > 12
    )
      continue;
    const read = [...new Map(contentTerms(body).map((t) => [t.term, t])).values()].map((t) => ({
      // "application servers" asks for servers, not for having served.
      term: agentTerm(body.slice(t.start, t.end), t.term),
      start: t.start + line.contentStart,
      end: t.end + line.contentStart,
      idf: idf(t.term),
    }));
    const ranked = read
      .filter((t) => t.idf >= 2.5)
      .sort((a, b) => b.idf - a.idf)
      .slice(0, 3);
    // "an ACGME-accredited Family Medicine residency": capitalised words inside the phrase name
    // what it is of (a specialty, a field), which its rarest words do not tell apart.
    if (ranked.length) {
      const from = Math.min(...ranked.map((t) => t.start));
      const to = Math.max(...ranked.map((t) => t.end));
      ranked.push(
        ...read
          .filter(
            (t) =>
              !ranked.includes(t) &&
              t.start > from &&
              t.end < to &&
              /^\p{Lu}\p{Ll}/u.test(text.slice(t.start, t.end)),
          )
          .slice(0, 2),
      );
    }
    if (!ranked.length) continue;
    const terms = ranked.map((t) => t.term);
    const first = Math.min(...ranked.map((t) => t.start));
    const phraseEnd = Math.max(...ranked.map((t) => t.end));
    const s = first;
    // A bracket opened in the phrase closes in it: "Load boards (DAT, Truckstop)".
    const close = text.slice(phraseEnd, line.end).indexOf(")");
    const opened = (text.slice(s, phraseEnd).match(/\(/g) ?? []).length;
    const closed = (text.slice(s, phraseEnd).match(/\)/g) ?? []).length;
    const phraseStop = opened > closed && close >= 0 ? phraseEnd + close + 1 : phraseEnd;
    const phrase = text.slice(s, phraseStop).replace(/\s+/g, " ").trim();
    if (phrase.length > 80 || phrase.length < 2) continue;
    const level = lineLevel(line, hasRequiredSection) ?? "required";
    put({
      id: `term:${terms.join(" ")}`,
      name: phrase,
      level,
      span: span(text, s, phraseStop),
      terms,
      kind: "soft",
    });
  }
  return offeredAfterItsName(
    text,
    alternativesJoined(
      text,
      [...byId.values()].sort((a, b) => a.span.start - b.span.start),
    ),
  );
}

/**
 * "Current PCCN (Progressive Care Certified Nurse) or CCRN": a known credential offered in the
 * place of another the posting asks for, which it named first elsewhere (the title). The two are
 * one requirement, met by either.
 */
function offeredAfterItsName(text: string, skills: JobSkill[]): JobSkill[] {
  const out = [...skills];
  for (const later of skills) {
    if (later.terms || later.kind !== "hard" || later.alternatives || !credentialOf(later.id))
      continue;
    const before = UNKNOWN_BEFORE.exec(
      text.slice(Math.max(0, later.span.start - 160), later.span.start),
    );
    const id = before && findSkill(before[1]!.replace(/\s+/g, " "))?.id;
    const i = out.findIndex(
      (s) =>
        s.id === id &&
        s.id !== later.id &&
        !s.terms &&
        !s.alternatives &&
        s.level === later.level &&
        s.span.start < later.span.start,
    );
    if (i < 0 || !out.includes(later)) continue;
    const first = out[i]!;
    const { id: laterId, name, span: at, kind } = later;
    out[i] = {
      ...first,
      name: `${first.name} or ${name}`,
      alternatives: [{ id: laterId, name, span: at, kind }],
    };
    out.splice(out.indexOf(later), 1);
  }
  return out;
}

/**
 * Skills the posting offers in each other's place become one requirement met by any of them:
 * "a ticketing system (ServiceNow, Jira Service Management or similar)", "loss prevention, law
 * enforcement or military police experience", "CPR or BLS". A list joined by "and", or by
 * commas alone, asks for each; so does "English/Spanish".
 */
function alternativesJoined(text: string, skills: JobSkill[]): JobSkill[] {
  const out: JobSkill[] = [];
  const taken = new Set<JobSkill>();
  for (let i = 0; i < skills.length; ) {
    if (taken.has(skills[i]!)) {
      i++;
      continue;
    }
    // "PioneerRx or a comparable pharmacy management system (QS/1, Liberty, EnterpriseRx)": the
    // bracket's tools are the skill's alternatives.
    const lead = skills[i]!;
    const comparable = lead.terms
      ? undefined
      : COMPARABLE_AFTER.exec(text.slice(lead.span.end, lead.span.end + 160));
    if (comparable) {
      const open = lead.span.end + comparable[0].length - comparable[1]!.length - 2;
      const close = open + comparable[1]!.length + 1;
      const inside = skills
        .slice(i + 1)
        .filter(
          (x) => !x.terms && x.level === lead.level && x.span.start > open && x.span.end <= close,
        );
      if (inside.length) {
        const all = [lead, ...inside];
        out.push({
          ...lead,
          name: `${all
            .slice(0, -1)
            .map((x) => x.name)
            .join(", ")} or ${all.at(-1)!.name}`,
          alternatives: inside.map(({ id, name, span: at, kind }) => ({
            id,
            name,
            span: at,
            kind,
          })),
        });
        for (const x of inside) taken.add(x);
        i++;
        continue;
      }
    }
    const chain = [skills[i]!];
    const joints: string[] = [];
    for (let j = i + 1; j < skills.length; j++) {
      const prev = chain.at(-1)!;
      const next = skills[j]!;
      if (taken.has(next)) break;
      const joint = text.slice(prev.span.end, next.span.start);
      if (
        next.terms ||
        prev.terms ||
        next.level !== prev.level ||
        !(
          LIST_JOINT.test(joint) ||
          credentialsOffered(prev, next, joint) ||
          languagesOffered(prev, next, joint)
        )
      )
        break;
      chain.push(next);
      joints.push(joint);
    }
    i += chain.length;
    const after = text.slice(chain.at(-1)!.span.end, chain.at(-1)!.span.end + 40);
    const isOr =
      chain.length > 1 &&
      !joints.some((j) => /\band\b|&/i.test(withoutBrackets(j))) &&
      (joints.some((j) => /\bor\b/i.test(j) || LANGUAGE_OR.test(j)) || OR_AFTER.test(after));
    if (!isOr) {
      const unknown = chain.length === 1 ? unknownAlternative(text, chain[0]!) : undefined;
      if (unknown) {
        const [one] = chain;
        const [a, b] = unknown.span.start < one!.span.start ? [unknown, one!] : [one!, unknown];
        out.push({ ...one!, name: `${a.name} or ${b.name}`, alternatives: [unknown] });
      } else out.push(...chain);
      continue;
    }
    const [first, ...rest] = chain;
    const names = chain.map((s) => s.name);
    out.push({
      ...first!,
      name: `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`,
      alternatives: rest.map(({ id, name, span: at, kind }) => ({ id, name, span: at, kind })),
    });
  }
  return out;
}
/**
 * "Current CNMT (NMTCB) or ARRT(N) certification", "NMTCB CT or ARRT CT": a credential or tool's
 * initials the taxonomy does not know, offered in a known one's place. The requirement is met by
 * either: by the initials as key terms. Degrees' initials ("BS or MS") are no such names.
 */
function unknownAlternative(text: string, skill: JobSkill): Alternative | undefined {
  if (skill.terms || skill.kind !== "hard") return undefined;
  const before = text.slice(Math.max(0, skill.span.start - 160), skill.span.start);
  const after = text.slice(skill.span.end, skill.span.end + 60);
  const b = UNKNOWN_BEFORE.exec(before);
  const a = b ? undefined : UNKNOWN_AFTER.exec(after);
  const m = b ?? a;
  if (!m) return undefined;
  const name = m[1]!.replace(/\s+/g, " ");
  const words = name.split(" ");
  // A state's code is a place ("RN license in PA or NJ"), not a credential.
  if (
    words.some((w) => NOT_A_NAME.test(w) || US_STATES[w] !== undefined) ||
    findSkill(name) ||
    findSkill(words.at(-1)!)
  )
    return undefined;
  const start = b
    ? skill.span.start - before.length + b.index + b[0].indexOf(m[1]!)
    : skill.span.end + a!.index + a![0].indexOf(m[1]!);
  const terms = contentTerms(name).map((t) => t.term);
  if (!terms.length) return undefined;
  return {
    id: `term:${terms.join(" ")}`,
    name,
    span: span(text, start, start + m[1]!.length),
    kind: "hard",
    terms,
  };
}
type Alternative = NonNullable<JobSkill["alternatives"]>[number];
/** Initials: two to eight capitals and figures. One or two of them make a name. */
const INITIALS = String.raw`\p{Lu}[\p{Lu}\d&+-]{1,7}(?:[ \t]+\p{Lu}[\p{Lu}\d&+-]{1,7})?`;
const UNKNOWN_BEFORE = new RegExp(
  String.raw`(?:^|[\s(\u2022;:,/])(${INITIALS})(?:[ \t]*\([^()\n]{1,50}\))?(?:[ \t]+(?:from|by|through)[ \t]+(?:the[ \t]+)?\p{Lu}[^()\n,;\u2022\u00b7]{0,60}?(?:[ \t]*\([^()\n]{1,12}\))?)?[ \t]*,?[ \t]+[Oo][Rr][ \t]+(?:an?[ \t]+|the[ \t]+)?$`,
  "u",
);
const UNKNOWN_AFTER = new RegExp(
  String.raw`^(?:[ \t]*\([^()\n]{1,12}\))?[ \t]*,?[ \t]+or[ \t]+(?:an?[ \t]+|the[ \t]+)?(${INITIALS})(?![\p{L}\d])`,
  "u",
);
/** Initials that are no credential's or tool's name: degrees, places, and words in capitals. */
const NOT_A_NAME =
  /^(?:BS|BA|BSC|MS|MA|MSC|MBA|MPH|MSN|BSN|ADN|AAS|AS|AA|PHD|GED|HS|JD|MD|DO|DVM|DDS|DMD|PHARMD|US|USA|UK|EU|EOE|OR|AND|NOT|TBD|N\/A|ONE|ANY|ALL|OTHER|EQUIVALENT|SIMILAR|HIGHER)$/i;

/** After a skill: "or a comparable … (examples)", the bracket captured. */
const COMPARABLE_AFTER =
  /^[ \t]+or[ \t]+(?:an?[ \t]+|any[ \t]+)?(?:comparable|similar|equivalent|other)[ \t]+[^()•;\n]{0,60}?\(([^()\n]{2,80})\)/i;

/**
 * Between two items of one list: a comma, "or", ", or"; and names the taxonomy does not know, each
 * an item of its own ("McLeod LoadMaster, MercuryGate or TMW"); after the first, its name spelled
 * out and the body granting it ("PCCN (Progressive Care Certified Nurse) or CCRN", "RNC-NIC from
 * the National Certification Corporation (NCC) OR CCRN").
 */
/**
 * "Inglês ou Francês", "Englisch oder Französisch", "Engels of Frans": two languages offered
 * in each other's place, in the posting's own language ("of" is Dutch "or" only between two).
 */
const LANGUAGE_OR = /^[ \t]*(?:ou|o|u|oder|of|eller)[ \t]+$/i;
const languagesOffered = (prev: JobSkill, next: JobSkill, joint: string) =>
  prev.kind === "language" && next.kind === "language" && LANGUAGE_OR.test(joint);

const LIST_JOINT =
  /^(?:[ \t]*\([^()\n]{1,60}\))?(?:[ \t]+(?:from|by|through)[ \t]+(?:the[ \t]+)?\p{Lu}[^()\n,;\u2022\u00b7]{0,60}?(?:[ \t]*\([^()\n]{1,12}\))?)?[ \t]*(?:,[ \t]*(?:[Oo][Rr][ \t]+)?|\(?[ \t]*[Oo][Rr][ \t]+)(?:\p{Lu}[\p{L}\d-]*(?:[ \t]+\p{Lu}[\p{L}\d-]*)?[ \t]*(?:,[ \t]*(?:[Oo][Rr][ \t]+)?|[Oo][Rr][ \t]+))*$/u;
/**
 * After a list's last skill, perhaps the rest of its name or more names the taxonomy does not
 * know: "or military police", "Service Management or similar", "Oracle, Infor or similar".
 */
const OR_AFTER = /^(?:[ \t]*,?[ \t]+\p{Lu}[\p{L}\d-]*){0,3}[ \t]*,?[ \t]*(?:or|and\/or)\b/u;

/**
 * "IRS Annual Filing Season Program (AFSP) Record of Completion for the 2027 filing season (18 hours
 * … and test), OR an active Enrolled Agent": two credentials of one item, the second offered in the
 * first's place after what the first asks, and no "and" between them outside brackets.
 */
function credentialsOffered(prev: JobSkill, next: JobSkill, joint: string): boolean {
  if (prev.kind !== "hard" || !credentialOf(prev.id) || !credentialOf(next.id)) return false;
  if (joint.length > 240 || !CREDENTIAL_OR_JOINT.test(joint)) return false;
  return !/\band\b|&/i.test(withoutBrackets(joint));
}
/** A credential's words up to ", OR an active" / ", or a current": no new item or sentence. */
const CREDENTIAL_OR_JOINT =
  /^(?:[^()\u2022;:\n.]|\.\d|\([^()\n]{0,200}\))*?(?:,[ \t]*(?:OR|[Oo]r(?=[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:active|current|valid)\b))|[ \t]OR)[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:(?:active|current|valid|unrestricted)[ \t]+)*$/;

/** Every place `text` writes the names at `spans`, a name of four letters or more. */
function everyWritten(text: string, spans: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const name of new Set(spans.map(([a, b]) => text.slice(a, b).trim()))) {
    if (name.replace(/[^\p{L}]/gu, "").length < 4) continue;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length))
      out.push([at, at + name.length]);
  }
  return out;
}

/** Stemmed form of a word, re-exported for scorers that match key terms. */
export const stemTerm = stem;

/**
 * Finds skill mentions in free text with one pass over the tokens: each token looks up the
 * aliases that start with it (a hash lookup), longest first. Short or everyday-word aliases
 * ("Go", "R", "Spring", "React", "Excel") count only with their exact casing and tech context.
 */

import { STATE_NAMES, US_STATES } from "../structure/vocabulary.ts";
import type { SkillMention, SourceSpan } from "../types.ts";
import { ndtLevels } from "./ndt.ts";
import {
  type AliasEntry,
  findSkill,
  getTaxonomy,
  mentionOf,
  type Taxonomy,
  type TaxonomySkill,
} from "./taxonomy.ts";
import { splitCompounds, stem, type Token, tokenize } from "./text.ts";

interface Candidate {
  entry: AliasEntry;
  from: number;
  to: number; // exclusive token index
}

/** Words right after a false friend that show it is ordinary English ("go to market", "react to"). */
const NEXT_GUARDS: Record<string, Set<string>> = {
  _all: new Set(["to"]),
  // "AR/AP", "AR collections": accounts receivable beside the ledger's other words.
  ar: new Set(["ap", "collections", "aging", "billing", "reconciliation", "reconciliations", "gl"]),
  // "Express Scripts", "Express Mail": a company or a service; "Access Department" a desk.
  express: new Set(["scripts", "pay", "mail", "shipping", "delivery", "lane", "checkout"]),
  access: new Set(["department", "representative", "representatives", "center", "coordinator"]),
  // "assembly line", "Assembly Technician": putting products together.
  assembly: new Set(["line", "lines", "worker", "workers", "technician", "operator", "plant"]),
  go: new Set([
    "ahead",
    "live",
    "back",
    "beyond",
    "forward",
    "out",
    "over",
    "further",
    "above",
    "the",
    "a",
    "an",
    "through",
    "into",
    "on",
    "off",
    "up",
    "down",
    "far",
    "get",
    "getter",
    "getters",
    "green",
    "wrong",
    "without",
    "smoothly",
  ]),
  react: new Set([
    "quickly",
    "promptly",
    "swiftly",
    "fast",
    "appropriately",
    "accordingly",
    "calmly",
    "immediately",
    "positively",
    "well",
    "effectively",
    "on",
    "in",
    "when",
    "with",
  ]),
  spring: new Set([
    "semester",
    "term",
    "break",
    "season",
    "quarter",
    "intern",
    "internship",
    "cleaning",
    "festival",
    "session",
    "of",
    "summer",
    "fall",
    "winter",
  ]),
  swift: new Set([
    "delivery",
    "response",
    "responses",
    "action",
    "resolution",
    "turnaround",
    "execution",
    "decision",
    "decisions",
    "recovery",
    "progress",
    "completion",
    "service",
  ]),
  excel: new Set(["at", "in", "as", "within", "under", "when", "while"]),
  c: new Set(["level", "suite", "corp", "grade", "class", "section"]),
  r: new Set(["d"]),
  rust: new Set(["removal", "prevention", "proofing"]),
  ruby: new Set(["red", "tuesday"]),
};
const PREV_GUARDS: Record<string, Set<string>> = {
  ar: new Set(["ap", "payable", "cash", "gl"]),
  // "Federal Express", "American Express"; "Patient Access"; "General Assembly", "final assembly".
  express: new Set(["federal", "freight", "american", "wright", "overnight", "priority"]),
  access: new Set(["patient", "public", "wheelchair", "vascular", "equal", "limited"]),
  assembly: new Set([
    "general",
    "final",
    "mechanical",
    "electrical",
    "electronic",
    "product",
    "component",
    "fabrication",
    "manual",
    "furniture",
  ]),
  _all: new Set([
    "to",
    "will",
    "would",
    "can",
    "could",
    "must",
    "should",
    "i",
    "we",
    "they",
    "and react",
  ]),
  spring: new Set(["this", "last", "next", "early", "late", "during", "the"]),
  excel: new Set(["to", "will", "i", "we", "you", "they"]),
  c: new Set([
    "grade",
    "class",
    "vitamin",
    "type",
    "plan",
    "section",
    "appendix",
    "level",
    "part",
    "schedule",
    "building",
    "block",
    "room",
  ]),
  r: new Set([
    "grade",
    "class",
    "type",
    "plan",
    "section",
    "appendix",
    "part",
    "building",
    "block",
    "room",
  ]),
};

/** Tokens next to a false friend that show it is the technology ("Go developer", "written in Rust"). */
const NEXT_CUES = new Set(
  "programming language languages developer developers development engineer engineers code coding framework frameworks library libraries lang stack app apps application applications services microservices api apis backend frontend sdk scripts scripting module modules component components hooks native boot cloud server servers runtime ecosystem modelling modeling formulas spreadsheets spreadsheet macros pivot dashboards projects project js".split(
    " ",
  ),
);
const PREV_CUES = new Set(
  "using use used written wrote built build building programming proficient proficiency experience experienced expertise knowledge fluent develop developed developing coding coded skilled skills expert familiar familiarity languages framework frameworks tools stack technologies advanced engineer developer programmer backend frontend".split(
    " ",
  ),
);
/** Office programs named by an everyday word ("Excel", "Word", "Access", "Teams"). */
const OFFICE_PROGRAMS = new Set([
  "excel",
  "word",
  "outlook",
  "access",
  "teams",
  "visio",
  "project",
]);
const PROGRAM_PREPOSITIONS = new Set(["in", "into", "using", "via", "with", "from", "on"]);
/** An office suite's open bracket before a word of it: "MS Office (excel and ". */
const OFFICE_SUITE_BRACKET =
  /\b(?:(?:MS|Microsoft)[ \t]+Office(?:[ \t]+(?:Suite|365))?|Office[ \t]+(?:Suite|365))[ \t]*\([^()]*$/i;
/** Programs whose name is also a word, read as the program with features in brackets after it. */
const BRACKETED_PROGRAMS = new Set(["excel", "word", "outlook", "visio"]);
const LINKERS = new Set([
  "in",
  "with",
  "of",
  "on",
  "and",
  "like",
  "such",
  "as",
  "e.g",
  "including",
]);

const TECH_CATEGORY =
  /software|programming|language|framework|database|cloud|devops|testing|data|web|design|development|computer|technology|office|security|machine/i;

/**
 * Skill mentions in `text`, in order, with spans into `text`.
 * `extractSkills("5 yrs of JS and k8s")` -> [{ id: "javascript", alias: "JS", ... }, { id: "kubernetes", ... }]
 */
/** "AM"/"PM" after a clock time, or beside the other one ("AM/PM", "AM, PM, overnight"). */
function isTimeOfDay(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 12), start);
  const after = text.slice(end, end + 12);
  return (
    /\d(?::\d{2})?\s*$/.test(before) ||
    /\b[AP]M\W{1,4}$/.test(before) ||
    /^\W{1,4}[AP]M\b/.test(after)
  );
}

export function extractSkills(text: string): SkillMention[] {
  const tax = getTaxonomy();
  const known = (norm: string) => tax.compoundTokens.has(norm) || tax.aliasesByFirstToken.has(norm);
  // "12-lead ECGs", "ABGs": an acronym in the plural is read as the acronym.
  const tokens = splitCompounds(tokenize(text), known).map((t) =>
    /^\p{Lu}{2,}s$/u.test(t.text) && !known(t.norm) && known(t.norm.slice(0, -1))
      ? { ...t, norm: t.norm.slice(0, -1) }
      : t,
  );
  const candidates: Candidate[] = [];
  for (let i = 0; i < tokens.length; ) {
    const match = matchAt(tax, text, tokens, i);
    if (match) {
      candidates.push(match);
      i = match.to;
    } else i++;
  }
  // Unambiguous hard skills are the context that confirms ambiguous ones.
  const confirmedAt: number[] = [];
  for (const c of candidates) {
    const s = tax.skills[c.entry.skill]!;
    if (c.entry.mode !== "ctx" && s.kind === "hard" && TECH_CATEGORY.test(s.category))
      confirmedAt.push(c.from);
  }
  const mentions: SkillMention[] = [];
  const definitions = new Map<string, string[]>();
  for (const c of candidates) {
    if (c.entry.mode === "ctx" && !hasTechContext(text, tokens, c, confirmedAt)) continue;
    if (c.entry.mode === "list" && !inSkillList(text, tokens, c)) continue;
    const s =
      otherSense(tax, text, tokens, c, confirmedAt) ??
      stateProgram(tax, text, tokens, c) ??
      herdSense(tax, text, tokens, c) ??
      tax.skills[c.entry.skill]!;
    if (outsideItsField(text, tokens, c)) continue;
    const start = tokens[c.from]!.start;
    // "J>E", "E→J": a language pair's letters, a translator's direction, name no language.
    if (c.to - c.from === 1 && languagePairLetter(text, tokens[c.from]!)) continue;
    // "above 45°C": a letter after a degree sign is a unit of temperature.
    if (
      c.to - c.from === 1 &&
      /[\u00b0\u00ba][ \t]?$/.test(text.slice(Math.max(0, start - 2), start))
    )
      continue;
    // "MLT(ASCP)": a last word in brackets is quoted with its closing one.
    const last = tokens[c.to - 1]!;
    const end =
      c.entry.bracketLast && text[last.end] === ")" && text[last.start - 1] === "("
        ? last.end + 1
        : last.end;
    // "No experience with Salesforce" does not claim Salesforce.
    if (isNegatedBy(text, start, RESUME_NEGATORS)) continue;
    // "Route Driver (non-CDL)", "non-union": the word names what it is not. "Pre-Litigation
    // Analysis", "post-production", "pre-law": a time before or after it is another thing.
    const from = Math.max(0, start - 5);
    const non = /(?:non[-\s]?|(?:pre|post)-)$/i.exec(text.slice(from, start));
    // "non" a word of its own ("Canon CDL" is no negation).
    if (non && !/\p{L}/u.test(text[from + non.index - 1] ?? "")) continue;
    if (isPlaceName(text, start, end)) continue;
    // "Lithuanian Bar Association", "Estonian Red Cross": a language's adjective naming a body.
    if (s.kind === "language" && BODY_AFTER_ADJECTIVE.test(text.slice(end, end + 80))) continue;
    // "J-1 visa", "Jaeger J-1", "C-130": a letter before a dash and a number is a code, not a
    // language.
    if (end - start === 1 && /^-\d/.test(text.slice(end, end + 2))) continue;
    // "1099-NEC", "Form 941-X": initials after a number and a dash are a form's code.
    if (/\d-$/.test(text.slice(start - 2, start)) && /^\p{Lu}+$/u.test(text.slice(start, end)))
      continue;
    // "29 CFR 1910.119(j)": a paragraph of a rule, not a language.
    if (end - start === 1 && /[\d)]\($/.test(text.slice(start - 2, start)) && text[end] === ")")
      continue;
    // "AWS D3.6M", "AWS D1.1": the American Welding Society's codes, not a cloud or a chart
    // library.
    if (s.id === "amazon-web-services" && /^[ \t]+D\d+\.\d/.test(text.slice(end, end + 8)))
      continue;
    if (/^D\d+$/.test(text.slice(start, end)) && /^\.\d/.test(text.slice(end, end + 2))) continue;
    // "API RP 572", "API ICP", "API 510", "API 5L Grade B": the American Petroleum Institute's
    // standards and certifications, not a software interface.
    if (
      s.id === "api" &&
      /^[ \t-]*(?:RP|Std|STD|Spec|MPMS|ICP|\d{2,4}|\d{1,2}[A-Z]{1,2})\b/.test(
        text.slice(end, end + 10),
      )
    )
      continue;
    // "8:00 AM – 4:30 PM", "AM, PM or overnight shifts": a time of day, not an abbreviation.
    if (/^[AP]M$/.test(text.slice(start, end)) && isTimeOfDay(text, start, end)) continue;
    if (
      s.kind === "soft" &&
      (describesAThing(text, tokens, c) ||
        namesADuty(tokens, c) ||
        namesThePeople(tokens, c) ||
        namesAProject(text, tokens, c))
    )
      continue;
    if (MEANS_ANOTHER_THING[c.entry.tokens.join(" ")]?.has(tokens[c.to]?.norm ?? "")) continue;
    if (
      MEANS_ANOTHER_THING_AFTER[c.entry.tokens.join(" ")]?.has(tokens[c.from - 1]?.norm ?? "") &&
      /^[ \t]+$/.test(text.slice(tokens[c.from - 1]!.end, start))
    )
      continue;
    if (drivesSomethingElse(text, tokens, c)) continue;
    // "J.D.", "R.N.": a letter of dotted initials is no one-letter name ("J", "R", "C").
    if (
      /^\p{Lu}$/u.test(text.slice(start, end)) &&
      (/^\.\p{Lu}\./u.test(text.slice(end, end + 3)) ||
        /\p{Lu}\.$/u.test(text.slice(Math.max(0, start - 2), start)))
    )
      continue;
    // "SAFE Act", "CARES Act": a law named by its initials, not the skill of the same letters.
    if (
      /^\p{Lu}{2,8}$/u.test(text.slice(start, end)) &&
      /^[ \t]+Act\b/.test(text.slice(end, end + 5))
    )
      continue;
    if (initialsOfOtherWords(text, start, end, s)) continue;
    // "DL #41877302", "ID 55210": initials before a number label the number; a credential's stay
    // ("DEA #BM1234567").
    if (
      s.credential === undefined &&
      /^\p{Lu}{2,4}$/u.test(text.slice(start, end)) &&
      /^[ \t]*(?:#|No\.?)[ \t]*[A-Z]{0,2}\d{4,}/.test(text.slice(end, end + 20))
    )
      continue;
    // "RVT – Registered Vascular Technologist" anywhere in the text: its "RVT" is no veterinary
    // technician's, on the name line either.
    if (definedAsOtherWords(text, text.slice(start, end), s, definitions)) continue;
    mentions.push(mentionOf(s, c.entry.alias, { start, end, text: text.slice(start, end) }));
  }
  for (const m of [
    ...endorsementCodes(text),
    ...licenceCategories(text),
    ...cdlClassAfter(text, mentions),
    ...registryLetters(text, mentions),
    ...ndtLevels(text),
    ...epaUniversal(text, mentions),
  ])
    if (
      !mentions.some((x) => x.id === m.id && x.span.start < m.span.end && x.span.end > m.span.start)
    )
      mentions.push(m);
  return mentions;
}

/**
 * "EPA 608 Certification – Universal", "EPA 608 (Universal)", "EPA 608: Type I, II & III": an EPA
 * 608 certification its line goes on to call Universal (all three types); not "Type II – not
 * Universal".
 */
function epaUniversal(text: string, mentions: SkillMention[]): SkillMention[] {
  const generic = findSkill("EPA 608 certification");
  const universal = findSkill("EPA 608 Universal certification");
  if (!generic || !universal) return [];
  const out: SkillMention[] = [];
  for (const m of mentions) {
    if (m.id !== generic.id) continue;
    const rest = /^[^\n]{0,40}/.exec(text.slice(m.span.end))![0];
    const said = EPA_UNIVERSAL.exec(rest);
    if (!said || /\b(?:not|no|non)[\s-]*$/i.test(rest.slice(0, said.index))) continue;
    const end = m.span.end + said.index + said[0].length;
    out.push({
      id: universal.id,
      name: universal.name,
      alias: universal.name,
      category: universal.category,
      kind: universal.kind,
      span: { start: m.span.start, end, text: text.slice(m.span.start, end) },
    });
  }
  return out;
}
const EPA_UNIVERSAL = /\bUniversal\b|\bTypes?\s+I\s*,\s*II\s*,?\s*(?:and|&)\s*(?:Type\s+)?III\b/i;

/**
 * "ARRT (R)(CT)", "R.T.(R)(MR)(ARRT)": a registry's credentials written as a run of bracketed
 * letters after the first. Each letter in a run that touches a registry credential read by its
 * letter is that registry's credential of the letter, when the registry has one.
 */
function registryLetters(text: string, mentions: SkillMention[]): SkillMention[] {
  const out: SkillMention[] = [];
  for (const run of text.matchAll(/(?:\([A-Z]{1,3}\)[ \t]?){2,}/g)) {
    const from = run.index ?? 0;
    const to = from + run[0].trimEnd().length;
    // The registry is the first word of the touching credential's name ("ARRT Radiography").
    const registry = mentions
      .filter((m) => m.span.start <= to && m.span.end >= from && /\([A-Z]{1,3}\)/.test(m.span.text))
      .map((m) => /^\p{Lu}{2,6}(?= )/u.exec(m.name)?.[0])
      .find(Boolean);
    if (!registry) continue;
    for (const group of run[0].matchAll(/\(([A-Z]{1,3})\)/g)) {
      const s = findSkill(`${registry} (${group[1]})`);
      if (!s?.credential || !s.name.startsWith(`${registry} `)) continue;
      const start = from + (group.index ?? 0);
      const end = start + group[0].length;
      out.push(
        mentionOf(s, `${registry} (${group[1]})`, { start, end, text: text.slice(start, end) }),
      );
    }
  }
  return out;
}

/**
 * A commercial driver's licence's class written after it, past a comma or a dash: "Iowa
 * Commercial Driver's License, Class A – air brakes" is the Class A CDL.
 */
function cdlClassAfter(text: string, mentions: SkillMention[]): SkillMention[] {
  return mentions.flatMap((m) => {
    if (m.id !== "commercial-driver-s-license") return [];
    const cls = /^[ \t]*[,\u2013\u2014-][ \t]*Class[ \t]+([ABC])(?![\p{L}\d])/u.exec(
      text.slice(m.span.end, m.span.end + 16),
    );
    const s = cls && findSkill(`CDL Class ${cls[1]}`);
    if (!s) return [];
    const end = m.span.end + cls![0].length;
    return [
      mentionOf(s, `CDL Class ${cls![1]}`, {
        start: m.span.start,
        end,
        text: text.slice(m.span.start, end),
      }),
    ];
  });
}

/**
 * A commercial driver's licence's endorsements by their letters, after "Endorsements:" on its line:
 * "Endorsements: X (Hazmat + Tank), T", "CDL-A, endorsements H/N", and X before the word ("with X
 * endorsement"). H is hazardous materials, N tanker, X both, P passenger, S school bus.
 */
function endorsementCodes(text: string): SkillMention[] {
  const out: SkillMention[] = [];
  for (const head of text.matchAll(/\bendorsements?\b[ \t]*[:\u2013\u2014-]?[ \t]*/gi)) {
    let at = (head.index ?? 0) + head[0].length;
    for (;;) {
      const code = /^([HNXPS])(?![\p{L}\d])(?:[ \t]*\([^()\n]{1,30}\))?/u.exec(text.slice(at));
      if (!code) {
        // Past another letter (T, doubles/triples), then the next item of the list.
        const other = /^[A-Z](?![p{L}\d])(?:[ \t]*\([^()\n]{1,30}\))?/.exec(text.slice(at));
        if (!other) break;
        at += other[0].length;
      } else {
        out.push(
          ...endorsementsOf(code[1]!, { start: at, end: at + code[0].length, text: code[0] }),
        );
        at += code[0].length;
      }
      const joint = /^[ \t]*(?:,|\/|&|\+|and)[ \t]*/.exec(text.slice(at));
      if (!joint) break;
      at += joint[0].length;
    }
  }
  // "Class A CDL with X endorsement": both of the combined one's, by its letter before the word.
  for (const m of text.matchAll(/(?<![\p{L}\d-])X[ \t]+endorsements?\b/gu))
    out.push(...endorsementsOf("X", { start: m.index, end: m.index + m[0].length, text: m[0] }));
  return out;
}
/**
 * A UK driving licence's categories listed after "categories": "Full UK licence – categories B, D1,
 * D, DE (PCV since 2012)". D (or D+E) is the bus and coach licence, C (or C+E) the lorry's; D1
 * and C1, a minibus's and a van's, are lesser ones.
 */
function licenceCategories(text: string): SkillMention[] {
  const out: SkillMention[] = [];
  for (const head of text.matchAll(/\bcategor(?:y|ies)\b[ \t]*[:\u2013\u2014-]?[ \t]*/gi)) {
    let at = (head.index ?? 0) + head[0].length;
    for (;;) {
      const code = /^([A-Z]\d?)(\+?E)?(?![\p{L}\d+])/u.exec(text.slice(at));
      if (!code) break;
      const name = LICENCE_CATEGORIES[code[1]!];
      const s = name && findSkill(name);
      if (s) out.push(mentionOf(s, name!, { start: at, end: at + code[0].length, text: code[0] }));
      at += code[0].length;
      const joint = /^[ \t]*(?:,|\/|&|and)[ \t]*/.exec(text.slice(at));
      if (!joint) break;
      at += joint[0].length;
    }
  }
  return out;
}
const LICENCE_CATEGORIES: Record<string, string> = { C: "HGV licence", D: "PCV licence" };

/** The skills an endorsement's letter names, each mentioned at `span`. */
function endorsementsOf(letter: string, span: SourceSpan): SkillMention[] {
  return ENDORSEMENTS[letter]!.flatMap((name) => {
    const s = findSkill(name);
    return s ? [mentionOf(s, name, span)] : [];
  });
}
const ENDORSEMENTS: Record<string, string[]> = {
  H: ["Hazmat endorsement"],
  N: ["Tanker endorsement"],
  X: ["Hazmat endorsement", "Tanker endorsement"],
  P: ["Passenger endorsement"],
  S: ["School bus endorsement"],
};

/**
 * Whether the mention is initials in brackets that spell the words just before them, and those
 * words are not the skill's name: "preventive maintenance (PM)" defines its "PM", which is then no
 * project management; "Project Management (PMP)" or "Certified Nursing Assistant (CNA)" keep theirs.
 */
function initialsOfOtherWords(text: string, start: number, end: number, s: TaxonomySkill): boolean {
  const initials = text.slice(start, end);
  if (!/^\p{Lu}{2,6}$/u.test(initials) || !/\(\s*$/.test(text.slice(Math.max(0, start - 3), start)))
    return false;
  if (!/^\s*\)/.test(text.slice(end, end + 3))) return false;
  const before = text.slice(Math.max(0, start - 80), start).replace(/\s*\(\s*$/, "");
  // "Paramedic (NRP)": a credential's initials in brackets after a person's noun that no word of
  // the credential's name shares are that person's (a nationally registered paramedic's), not the
  // Neonatal Resuscitation Program's. "Respiratory Therapist (RRT)" keeps its RRT.
  const person = PERSON_NOUN_BEFORE.exec(before)?.[1];
  if (s.credential !== undefined && person) {
    const own = new Set(
      [s.name, ...s.aliases].flatMap((n) => (n.toLowerCase().match(/\p{L}+/gu) ?? []).map(stem)),
    );
    if (!own.has(stem(person.toLowerCase()))) return true;
  }
  const words = (before.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).slice(-initials.length);
  if (words.length < initials.length) return false;
  const spelt = words.map((w) => w[0]!.toUpperCase()).join("");
  if (spelt !== initials) return false;
  const key = (t: string) => (t.toLowerCase().match(/\p{L}+/gu) ?? []).map(stem).join(" ");
  const phrase = key(words.join(" "));
  return ![s.name, ...s.aliases].some((n) => key(n) === phrase);
}

/** Initials beside what may spell them: "NIMS (", "NIMS –", "(NIMS)". */
const SPELLED_BESIDE = (initials: string) =>
  new RegExp(
    String.raw`(?<![\p{L}\d])${initials}[ \t]*[-\u2013\u2014:(]|\([ \t]*${initials}[ \t]*\)`,
    "u",
  );

/** The first letters of a name's words but its small ones: "National Institute for Metalworking Skills" -> "NIMS". */
const initialsOfWords = (name: string) =>
  name
    .split(/\s+/)
    .filter((x) => x && !/^(?:of|and|for|in)$/.test(x))
    .map((x) => x[0]!.toUpperCase())
    .join("");

/** A person's noun right before a bracket: "Paramedic", "Pharmacist", "Electrician". */
const PERSON_NOUN_BEFORE =
  /(?:^|[\s,;:(])(\p{Lu}\p{Ll}+(?:ic|ist|er|or|ian|ant|ent|man|woman|wright|smith|nurse))$/u;

/**
 * Whether the text spells `initials` out, anywhere, as words that are none of the skill's names:
 * "RVT – Registered Vascular Technologist", "Registered Vascular Technologist (RVT)" make every
 * "RVT" of the text a vascular technologist's, and "contemporary commercial music (CCM)" every
 * "CCM" a style of singing. `definitions` caches the spellings per initials.
 */
function definedAsOtherWords(
  text: string,
  initials: string,
  s: TaxonomySkill,
  definitions: Map<string, string[]>,
): boolean {
  // Initials of a credential, or of a skill one of whose names spells them ("National Incident
  // Management System" for NIMS): those of other skills are often spelt out as the skill itself
  // in words the taxonomy does not list ("VHDL", "SQS").
  if (!/^\p{Lu}{2,6}$/u.test(initials)) return false;
  if (
    s.credential === undefined &&
    ![s.name, ...s.aliases].some((n) => initialsOfWords(n) === initials)
  )
    return false;
  let spelt = definitions.get(initials);
  // Spelled out only beside a bracket, a dash or a colon: a cheap look first, the words' pattern
  // after it.
  if (!spelt && !SPELLED_BESIDE(initials).test(text)) {
    spelt = [];
    definitions.set(initials, spelt);
  }
  if (!spelt) {
    const n = initials.length;
    // In capitals or not: "contemporary commercial music (CCM)" is no case manager's CCM.
    const word = String.raw`\p{L}[\p{L}'\u2019-]*`;
    const words = String.raw`((?:${word}[ \t]+(?:(?:of|and|for|in)[ \t]+)?){${n - 1}}${word})`;
    const after = new RegExp(
      String.raw`(?<![\p{L}\d])${initials}[ \t]*(?:[-\u2013\u2014:][ \t]*|\([ \t]*)${words}`,
      "gu",
    );
    const before = new RegExp(String.raw`${words}[ \t]*\([ \t]*${initials}[ \t]*\)`, "gu");
    spelt = [...text.matchAll(after), ...text.matchAll(before)]
      .map((m) => m[1]!)
      .filter((w) => initialsOfWords(w) === initials);
    definitions.set(initials, spelt);
  }
  // Spelt out as other words: none of the words that tell the credential apart ("Registered
  // Vascular Technologist" shares none with "Registered Veterinary Technician" but "registered").
  const words = (t: string) =>
    (t.toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((w) => !GENERIC_CREDENTIAL_WORD.test(w))
      .map(stem);
  const own = new Set([s.name, ...s.aliases].flatMap(words));
  return spelt.length > 0 && spelt.every((w) => !words(w).some((x) => own.has(x)));
}
/** Words many credentials' names share. */
const GENERIC_CREDENTIAL_WORD =
  /^(?:registered|certified|licensed|license|licence|certification|certificate|national|board|professional|specialist|of|and|for|in)$/;

/**
 * A word with a sense outside technology: "networking" beside other technology on its line ("DNS,
 * networking and firewalls") is computer networking; elsewhere ("prospecting, networking and
 * referrals", "Networking Skills") it is a salesperson's.
 */
const OTHER_SENSE: Record<string, string> = { networking: "professional-networking" };
function otherSense(
  tax: Taxonomy,
  text: string,
  tokens: Token[],
  c: Candidate,
  confirmedAt: number[],
): TaxonomySkill | undefined {
  const other = OTHER_SENSE[c.entry.tokens.join(" ")];
  if (!other) return undefined;
  const around = lineAround(text, tokens[c.from]!, tokens[c.to - 1]!);
  const onLine = (t: Token) =>
    t.start >= around.start && t.end <= around.start + around.text.length;
  if (confirmedAt.some((at) => at !== c.from && onLine(tokens[at]!))) return undefined;
  return tax.byId.get(other);
}

/**
 * "AI certification", "heat detection and AI of lactating cows": beside a herd's words on its line
 * or the next, and no words of computing right beside it, "AI" is artificial insemination, not
 * artificial intelligence.
 */
function herdSense(
  tax: Taxonomy,
  text: string,
  tokens: Token[],
  c: Candidate,
): TaxonomySkill | undefined {
  if (c.to - c.from !== 1 || tokens[c.from]!.norm !== "ai") return undefined;
  // Not beside the words of computing: "AI, machine learning and dairy analytics".
  const at = tokens[c.from]!.start;
  if (COMPUTING_WORDS.test(text.slice(Math.max(0, at - 60), at + 60))) return undefined;
  return HERD_WORDS.test(lineAndNext(text, at))
    ? tax.byId.get("artificial-insemination")
    : undefined;
}
/** The line of `at` and the next, up to 200 characters each side of it. */
function lineAndNext(text: string, at: number): string {
  const from = text.lastIndexOf("\n", at - 1) + 1;
  const lineEnd = text.indexOf("\n", at);
  const nextEnd = lineEnd < 0 ? -1 : text.indexOf("\n", lineEnd + 1);
  const to = nextEnd < 0 ? text.length : nextEnd;
  return text.slice(Math.max(from, at - 200), Math.min(to, at + 200));
}
const COMPUTING_WORDS =
  /\b(?:machine\s+learning|deep\s+learning|ML|LLMs?|GPT|NLP|neural|models?|algorithms?|data|analytics|software|Python|computer|generative|chatbots?|automation)\b/i;
/**
 * Initials that name a credential in one field and other things elsewhere, with the words of the
 * credential's field: "RMA (AMT)" beside patients and a clinic is a Registered Medical Assistant;
 * "RMA/Omega Performance credit training" is the Risk Management Association's, and "RMA
 * processing" a return authorisation.
 */
const FIELD_OF_INITIALS: Record<string, RegExp> = {
  rma: /\b(?:medical|clinic(?:al|s)?|patients?|physicians?|AMT|AAMA|CMA|CCMA|phlebotomy|vitals|EHR|EMR|health(?:care)?|hospital|injections?|exam\s+rooms?|office\s+visits?|triage|specimens?|venipuncture|assistants?)\b/i,
};
/** `c` is initials of `FIELD_OF_INITIALS` with none of its field's words on its line or the next. */
function outsideItsField(text: string, tokens: Token[], c: Candidate): boolean {
  if (c.to - c.from !== 1) return false;
  const field = FIELD_OF_INITIALS[tokens[c.from]!.norm];
  if (!field) return false;
  return !field.test(lineAndNext(text, tokens[c.from]!.start));
}

const HERD_WORDS =
  /\b(?:cows?|heifers?|cattle|dairy|bulls?|semen|sires?|insemination|reproduction|estrus|heat\s+detection|calving|calves|herds?|livestock|swine|sows?|gilts?|mares?|equine|ewes?|breeding\s+(?:program|herd|season))\b/i;

/**
 * "the Washington PMP", "WA PMP", "state PMP": after a state, PMP is its prescription monitoring
 * program, not the Project Management Professional (a national certification no state issues).
 */
function stateProgram(
  tax: Taxonomy,
  text: string,
  tokens: Token[],
  c: Candidate,
): TaxonomySkill | undefined {
  if (c.entry.tokens.join(" ") !== "pmp" || !afterAState(text, tokens[c.from]!.start))
    return undefined;
  return tax.byId.get("prescription-drug-monitoring-program");
}

/** Whether the word before `start` is a US state, its code or "state": "Washington PMP". */
export function afterAState(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 20), start);
  const word = /(\p{L}+)[ \t]+$/u.exec(before)?.[1] ?? "";
  return (
    /^state$/i.test(word) ||
    (/^[A-Z]{2}$/.test(word) && US_STATES[word] !== undefined) ||
    STATE_BEFORE.test(before)
  );
}
/** A US state's name written out, right before the end. */
const STATE_BEFORE = new RegExp(String.raw`\b(?:${STATE_NAMES})[ \t]+$`, "i");

/** A trait adjective: "flexible", "dependable", "collaborative", "customer-centric". */
const TRAIT_ADJECTIVE = /(?:ible|able|ive|ous|ic|al|ful|centric|conscious)$/;
/**
 * Nouns for the terms, place and things of a job, not for the way a person works: a trait
 * adjective before one of them describes it ("flexible schedule", "collaborative workspace").
 */
const JOB_CONDITIONS = new Set(
  "schedule schedules scheduling hours hour shift shifts time timing days weekends start dates work working spending benefits benefit arrangement arrangements leave pto vacation location locations environment environments workplace workspace workspaces office offices space spaces culture setting settings atmosphere company organization organisation firm vehicle vehicles driving system systems chemistry packaging pricing payment payments plans plan".split(
    " ",
  ),
);

/**
 * Whether a one-word trait adjective describes the job's terms or things rather than the person:
 * a "flexible schedule", "flexible spending account", "collaborative work environment" or
 * "autonomous vehicles" say nothing of a candidate's adaptability, teamwork or independence.
 */
function describesAThing(text: string, tokens: Token[], c: Candidate): boolean {
  if (c.to - c.from !== 1) return false;
  const word = tokens[c.from]!;
  if (!TRAIT_ADJECTIVE.test(word.norm)) return false;
  const next = tokens[c.to];
  if (!next || !/^[ \t]{1,2}$/.test(text.slice(word.end, next.start))) return false;
  return JOB_CONDITIONS.has(next.norm);
}

/**
 * Words after an alias that give it its other meaning in every trade: "POS displays", "POS
 * materials" and "POS placement" are point-of-purchase signage a merchandiser sets up, not a
 * till.
 */
const MEANS_ANOTHER_THING: Record<string, Set<string>> = {
  // "concrete results", "concrete examples": specific, not the building material.
  concrete: new Set(
    "results result examples example steps step plans plan ideas idea terms actions action solutions solution evidence recommendations goals goal ways way outcomes outcome proposals proposal feedback data measures".split(
      " ",
    ),
  ),
  pos: new Set(
    "placement placements material materials display displays signage signs kits kit merchandising".split(
      " ",
    ),
  ),
  // "NCCCO Rigger Level II", "NCCCO Signalperson": the body's other certifications; "NCCCO Core"
  // one of its exams.
  nccco: new Set([
    "rigger",
    "riggers",
    "signalperson",
    "signal",
    "signalman",
    "core",
    "written",
    "practical",
    "exam",
    "exams",
  ]),
  // "ECS Gold Card": the UK's Electrotechnical Certification Scheme card, not Amazon ECS.
  ecs: new Set(["card", "cards", "gold", "black", "blue", "green", "white", "card-holder"]),
  // "CMM Level 5": the Capability Maturity Model, not a measuring machine.
  cmm: new Set(["level", "levels", "model", "maturity", "assessed", "compliant"]),
  // "ASE guidelines", "ASE chamber quantification": the American Society of Echocardiography's.
  ase: new Set(
    "guideline guidelines chamber recommendation recommendations standards criteria scientific sessions protocol protocols".split(
      " ",
    ),
  ),
  // "AWS weld symbols", "AWS welding codes": the American Welding Society.
  aws: new Set(
    "weld welds welding welder welders symbol symbols code codes standard standards certified certification bend".split(
      " ",
    ),
  ),
};

/**
 * Words before an alias that give it its other meaning: a store's "customer service desk" or
 * "guest service desk" is where a cashier takes returns, not an IT service desk.
 */
const MEANS_ANOTHER_THING_AFTER: Record<string, Set<string>> = {
  // "hearing aid dispensing", "optical dispensing": fitting aids and eyewear, not a pharmacy's.
  dispensing: new Set([
    "aid",
    "aids",
    "optical",
    "eyewear",
    "eyeglass",
    "lens",
    "fuel",
    "beverage",
  ]),
  "service desk": new Set([
    "customer",
    "customers",
    "guest",
    "guests",
    "retail",
    "store",
    "member",
  ]),
};

/**
 * What a driver drives, and what "driving" names as the work itself: "driving a forklift",
 * "driving delivery trucks", "driving record", "Driving Instructor".
 */
const DRIVEN = new Set(
  "vehicle vehicles truck trucks car cars van vans bus buses forklift forklifts tractor tractors trailer trailers taxi cab limousine limo ambulance shuttle shuttles pallet record records license licence licenses licences experience skill skills history instructor instruction test school safety duty duties requirement requirements route routes hours".split(
    " ",
  ),
);
/** Words after "driving" that leave it the act of driving: "driving to sites", "travel and driving are". */
const DRIVING_GOES_ON = new Set(
  "to for and or in on at with from across between throughout within through around of is are was were as while when during along safely daily".split(
    " ",
  ),
);

/**
 * Whether "driving" leads something other than a vehicle: "driving sales", "driving the team
 * towards its goals", "driving results", "a driving force". Leaders write it far more often than
 * drivers do, and it is no claim to drive. A vehicle within three words ("driving the company van")
 * or a word of the work itself ("driving record") keeps it the skill, as does "driving" at the end
 * of its line or list item.
 */
function drivesSomethingElse(text: string, tokens: Token[], c: Candidate): boolean {
  if (c.to - c.from !== 1 || tokens[c.from]!.norm !== "driving") return false;
  const next = tokens[c.to];
  if (!next || !/^[ \t]+$/.test(text.slice(tokens[c.from]!.end, next.start))) return false;
  if (DRIVING_GOES_ON.has(next.norm)) return false;
  for (let i = c.to; i < c.to + 3 && tokens[i]; i++) {
    if (i > c.to && /[\n,;.]/.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start))) break;
    if (DRIVEN.has(tokens[i]!.norm)) return false;
  }
  return true;
}

/**
 * Whether "be responsible" is the duty phrase "be responsible for …" ("The intern will be
 * responsible for building …"), which every posting and most resumes write: it names a task,
 * not a candidate's sense of responsibility.
 */
function namesADuty(tokens: Token[], c: Candidate): boolean {
  const last = tokens[c.to - 1]!.norm;
  return /^(?:responsible|accountable)$/.test(last) && tokens[c.to]?.norm === "for";
}

/**
 * Whether a soft skill's word names people or a body, not the skill: "present findings to senior
 * leadership", "the leadership team"; "other health related organizations", "within the
 * organization".
 */
function namesThePeople(tokens: Token[], c: Candidate): boolean {
  if (c.to - c.from !== 1) return false;
  const word = tokens[c.from]!;
  const prev = tokens[c.from - 1]?.norm ?? "";
  const next = tokens[c.to]?.norm ?? "";
  // "with leadership experience", "senior leadership skills": the skill after all.
  if (SKILL_NOUNS.has(next)) return false;
  if (word.norm === "leadership") return LEADERS_AFTER.has(next) || LEADERS_BEFORE.has(prev);
  if (/^organi[sz]ations?$/.test(word.norm)) return /s$/i.test(word.text) || BODY_BEFORE.has(prev);
  return false;
}
const BODY_BEFORE = new Set(
  "the an a our your their this that any each every other whole entire nonprofit".split(" "),
);
const LEADERS_AFTER = new Set(
  "team teams group groups meeting meetings staff council committee members".split(" "),
);
const LEADERS_BEFORE = new Set("senior executive company corporate to with".split(" "));
const SKILL_NOUNS = new Set(
  "skill skills experience ability abilities qualities quality potential background capabilities capability style role roles responsibilities development training".split(
    " ",
  ),
);

/**
 * Whether "initiative" names a project ("led the labor-hours initiative", "This initiative has
 * been", "the Yemen Stability Initiative") rather than the trait ("took initiative", "on my own
 * initiative", "leadership, initiative, performance"): the trait follows a word that gives or shows
 * it, or stands alone as a list's item.
 */
function namesAProject(text: string, tokens: Token[], c: Candidate): boolean {
  if (c.to - c.from !== 1 || tokens[c.from]!.norm !== "initiative") return false;
  const prev = tokens[c.from - 1];
  if (!prev || !/^[ \t]+$/.test(text.slice(prev.end, tokens[c.from]!.start))) return false;
  return !TRAIT_GIVEN_BY.has(prev.norm);
}
const TRAIT_GIVEN_BY = new Set(
  "own personal take takes took taking show shows showed showing shown demonstrate demonstrates demonstrated demonstrating great strong good excellent real with of and or".split(
    " ",
  ),
);

/** US state and Canadian province codes, as written after a city ("Mobile, AL"). */
export const REGION_CODES = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AB BC MB NB NL NS ON PE QC SK".split(
    " ",
  ),
);

/**
 * A capitalised word followed by a region code is a city, not a skill: "offices in Mobile, AL"
 * names no mobile development; and the region code after a city is the state: "Fort Smith, AR"
 * names no augmented reality. `isPlaceName("Mobile, AL and Raleigh", 0, 6)` -> true
 */
function isPlaceName(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  // "Radiation Therapy (T), ID #5829174": a name ending in brackets is no city's.
  if (!/^\p{Lu}/u.test(word) || word.endsWith(")")) return false;
  if (
    REGION_CODES.has(word) &&
    /\p{Lu}\p{Ll}+,\s?$/u.test(text.slice(Math.max(0, start - 30), start)) &&
    !/^[\p{L}\p{N}]/u.test(text.slice(end, end + 1))
  )
    return true;
  const m = /^,\s?([A-Z]{2})(?![\p{L}\p{N}])/u.exec(text.slice(end, end + 6));
  return Boolean(m && REGION_CODES.has(m[1]!));
}

/** One mention per skill (the first), in order of appearance. */
export function uniqueSkills(mentions: SkillMention[]): SkillMention[] {
  const seen = new Set<string>();
  return mentions.filter((m) => !seen.has(m.id) && seen.add(m.id));
}

function matchAt(tax: Taxonomy, text: string, tokens: Token[], i: number): Candidate | undefined {
  const list = tax.aliasesByFirstToken.get(tokens[i]!.norm);
  if (!list) return undefined;
  outer: for (const entry of list) {
    const n = entry.tokens.length;
    if (i + n > tokens.length) continue;
    for (let k = 1; k < n; k++) {
      if (tokens[i + k]!.norm !== entry.tokens[k]) continue outer;
      // Words of one alias sit on one line, separated by spaces or a hyphen or dash only; its last word
      // may stand in brackets after the others ("MLT(ASCP)", "SPI (ARDMS)", "R.T.(R)").
      const gap = text.slice(tokens[i + k - 1]!.end, tokens[i + k]!.start);
      const joint = k === entry.ampersandBefore ? /^[ \t]*&[ \t]*$/ : /^[ \t\u2013\u2014-]{1,3}$/;
      const bracketed =
        entry.bracketLast &&
        k === n - 1 &&
        /^\.?[ \t]?\($/.test(gap) &&
        text[tokens[i + k]!.end] === ")";
      // "C+E": a plus joins a licence's categories with no space.
      const plus = gap === "" && tokens[i + k - 1]!.text.endsWith("+");
      // "Heavy Combination (HC) driver licence": initials in brackets inside a name of three words
      // or more, where the alias writes them so.
      const inner =
        n >= 3 && /^[ \t]*[()][ \t]*$/.test(gap) && bracketedInside(tokens, i, k, n, text);
      // "(incl. first\naid after electrical accidents)": a name wrapped onto the next line, which
      // goes on in small letters.
      const wrapped = /^[ \t]*\n[ \t]*$/.test(gap) && /^\p{Ll}/u.test(tokens[i + k]!.text);
      if (!joint.test(gap) && !bracketed && !plus && !inner && !wrapped) continue outer;
    }
    if (
      entry.mode !== "ci" &&
      !caseMatches(tokens, i, entry) &&
      !inSuiteBrackets(text, tokens[i]!, entry)
    )
      continue;
    return { entry, from: i, to: i + n };
  }
  return undefined;
}

/** "MS Office (excel and access)": in the suite's brackets, its programs in any letters. */
function inSuiteBrackets(text: string, at: Token, entry: AliasEntry): boolean {
  if (entry.mode !== "ctx" || !OFFICE_PROGRAMS.has(entry.tokens.join(" "))) return false;
  const lineStart = text.lastIndexOf("\n", at.start - 1) + 1;
  return OFFICE_SUITE_BRACKET.test(text.slice(Math.max(lineStart, at.start - 80), at.start));
}

/** Whether the gap before token `i + k` opens or closes a bracket around initials: "(HC)". */
function bracketedInside(tokens: Token[], i: number, k: number, n: number, text: string): boolean {
  const gap = text.slice(tokens[i + k - 1]!.end, tokens[i + k]!.start);
  const opens = gap.includes("(");
  // Inside the name: neither its first word nor its last.
  if (opens ? k === n - 1 : k - 1 === 0) return false;
  const inside = opens ? tokens[i + k]! : tokens[i + k - 1]!;
  return (
    /^\p{Lu}{2,6}$/u.test(inside.text) && text[inside.start - 1] === "(" && text[inside.end] === ")"
  );
}

function caseMatches(tokens: Token[], i: number, entry: AliasEntry): boolean {
  return entry.written.every((w, k) => {
    const t = tokens[i + k]!.text;
    // "PYTHON" in a heading written in capitals is Python; a three-letter word in capitals is an
    // acronym of its own ("ADA" is not Ada, "PDM" not PdM).
    return t === w || (t === w.toUpperCase() && /[a-z]/.test(w) && t.length > 3);
  });
}

/** A break inside a long run-on line: a sentence end or a bullet glyph. */
const RUN_ON_BREAK = /[.!?](?=\s*[A-Z])|[•▪◦●\uFFFD]|â€¢/g;

/**
 * Where the line around a candidate starts, and its text: "Skills: Echo, Flux, Redux" or a bare
 * list item. In a pasted run-on posting (one very long line) the line is the sentence or bullet
 * item around the candidate, so a list elsewhere in the text does not vouch for it.
 */
function lineAround(text: string, first: Token, last: Token): { start: number; text: string } {
  let start = text.lastIndexOf("\n", first.start - 1) + 1;
  const lineEnd = text.indexOf("\n", last.end);
  let end = lineEnd === -1 ? text.length : lineEnd;
  if (end - start > 300) {
    const lineStart = start;
    for (const m of text.slice(lineStart, end).matchAll(RUN_ON_BREAK)) {
      const at = lineStart + (m.index ?? 0);
      if (at < first.start) start = at + m[0].length;
      else if (at >= last.end) {
        end = at;
        break;
      }
    }
  }
  return { start, text: text.slice(start, end) };
}

function isListLine(line: string): boolean {
  if ((line.match(/[,|•·;▪]|\s\/\s/g) ?? []).length >= 2) return true;
  if (
    /^[^:]{0,40}\b(skills|languages|technologies|tools|stack|frameworks|libraries|platforms|software|proficiencies|expertise)\b[^:]{0,20}:/i.test(
      line,
    )
  )
    return true;
  const words = line.trim().split(/\s+/).length;
  return words <= 3 || (/^\s*[-*•·▪◦●]\s*\S/.test(line) && words <= 5);
}

function inSkillList(text: string, tokens: Token[], c: Candidate): boolean {
  const first = tokens[c.from]!;
  const last = tokens[c.to - 1]!;
  const raw = text.slice(Math.max(0, first.start - 1), last.end + 1);
  if (/^[&']|[&']$/.test(raw)) return false;
  const { start: lineStart, text: line } = lineAround(text, first, last);
  if (!isListLine(line)) return false;
  // The plain word must be a whole list item ("Skills: Echo, Flux"), not part of a phrase
  // ("Mechanical Knowledge").
  const rel = first.start - lineStart;
  const relEnd = last.end - lineStart;
  const sep = /[,|•·;▪:()]|\s\/\s|^\s*[-*◦●]\s/g;
  let from = 0;
  let to = line.length;
  for (const m of line.matchAll(sep)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= rel) from = at + m[0].length;
    else if (at >= relEnd) {
      to = at;
      break;
    }
  }
  const item = line
    .slice(from, to)
    .trim()
    .replace(/[.\s]+$/, "");
  return item === text.slice(first.start, last.end);
}

/**
 * Whether `other`, beside `at` in a list ("A, C", "C and D", "C/D"), is a label: a letter that
 * names no language, or a number of one or two digits.
 */
function isLabelItem(text: string, other: Token | undefined, at: Token, before = false): boolean {
  if (!other || !/^(?:[ABD-QS-Z]|\d{1,2})$/.test(other.text)) return false;
  const between = before ? text.slice(other.end, at.start) : text.slice(at.end, other.start);
  return /^\s*(?:,|\/|&|and|or)\s*$/.test(between);
}

/** Whether a one-letter word stands in a language pair's direction: "J>E", "E → J". */
function languagePairLetter(text: string, at: Token): boolean {
  if (at.text.length !== 1) return false;
  return (
    /^\s?[>\u2192]\s?[A-Z]\b/.test(text.slice(at.end, at.end + 4)) ||
    /\b[A-Z]\s?[>\u2192]\s?$/.test(text.slice(Math.max(0, at.start - 4), at.start))
  );
}

function hasTechContext(
  text: string,
  tokens: Token[],
  c: Candidate,
  confirmedAt: number[],
): boolean {
  const key = c.entry.tokens.join(" ");
  const first = tokens[c.from]!;
  const last = tokens[c.to - 1]!;
  const next = tokens[c.to];
  const prev = tokens[c.from - 1];
  // The line, or in run-on text the sentence or bullet item, around the candidate.
  const around = lineAround(text, first, last);
  const sameLine = (t: Token | undefined, _a: Token) =>
    t !== undefined && t.start >= around.start && t.end <= around.start + around.text.length;
  const nextNorm = sameLine(next, last) ? next!.norm : undefined;
  const prevNorm = sameLine(prev, first) ? prev!.norm : undefined;
  const after = text.slice(last.end, last.end + 3);

  // Parts of "R&D", "C-level", "Mr. R. Smith".
  const raw = text.slice(Math.max(0, first.start - 1), last.end + 1);
  if (/^[&']|[&']$/.test(raw)) return false;
  if (key.length === 1 && /^\.\s?[A-Z]/.test(after) && /^[A-Z]/.test(prev?.text ?? ""))
    return false;
  if (key.length === 1 && after.startsWith("-")) return false;
  // A letter alone in brackets is a designation or a mark: "R.T.(R)(CT)", "Microsoft(R)"; one of
  // initials, "R.T.", is a letter.
  if (key.length === 1 && /^\.[A-Z]\./.test(text.slice(last.end, last.end + 3))) return false;
  if (key.length === 1 && text[first.start - 1] === "(" && after.startsWith(")")) return false;
  // A letter in a run of labels: "Schedules A, C, D, E", "parts B, C and D".
  if (key.length === 1 && (isLabelItem(text, prev, first, true) || isLabelItem(text, next, last)))
    return false;
  if (nextNorm && (NEXT_GUARDS._all!.has(nextNorm) || NEXT_GUARDS[key]?.has(nextNorm)))
    return false;
  if (key === "spring" && nextNorm && /^(19|20)\d\d$/.test(nextNorm)) return false;
  if (prevNorm && PREV_GUARDS[key]?.has(prevNorm)) return false;
  if (
    prevNorm &&
    key !== "go" &&
    PREV_GUARDS._all!.has(prevNorm) &&
    !/[,;:]/.test(text.slice(prev!.end, first.start))
  )
    return false;

  // "CoreLogic Commercial Express", "or Marshall & Swift": the last word of another name, after a
  // capitalised word that is no skill and starts no sentence or item.
  if (
    prev &&
    sameLine(prev, first) &&
    /^\p{Lu}/u.test(prev.text) &&
    !RANK_WORDS.has(prev.norm) &&
    !confirmedAt.includes(c.from - 1)
  ) {
    const pp = tokens[c.from - 2];
    if (
      /^[ \t]*&?[ \t]*$/.test(text.slice(prev.end, first.start)) &&
      pp &&
      sameLine(pp, first) &&
      !/[.!?:;•(\n]/.test(text.slice(pp.end, prev.start))
    )
      return false;
  }
  // A list line: "Skills: Go, Python, Docker", "Go | Rust | C", or a bare list item "- React".
  if (isListLine(around.text)) return true;
  const touching = text.slice(Math.max(0, first.start - 2), first.start) + after.slice(0, 2);
  if (/[,/|]/.test(touching)) {
    // Right next to a list separator with another tech word on the line.
    for (const at of confirmedAt) if (sameLine(tokens[at], first)) return true;
  }

  if (nextNorm && NEXT_CUES.has(nextNorm)) return true;
  if (prevNorm && PREV_CUES.has(prevNorm)) return true;
  // "Build forecast models in Excel", "memos in Word": an office program's name, capitalised
  // after "in", "with", "using", is the program.
  if (
    OFFICE_PROGRAMS.has(key) &&
    prevNorm &&
    PROGRAM_PREPOSITIONS.has(prevNorm) &&
    /^\p{Lu}/u.test(first.text)
  )
    return true;
  // "Excel (Power Query, pivots)": a capitalised program's name with its features in brackets;
  // the verb takes no bracket.
  if (BRACKETED_PROGRAMS.has(key) && /^\p{Lu}/u.test(first.text) && /^[ \t]*\(/.test(after))
    return true;
  if (OFFICE_PROGRAMS.has(key) && OFFICE_SUITE_BRACKET.test(text.slice(around.start, first.start)))
    return true;
  if (prevNorm && LINKERS.has(prevNorm)) {
    const pp = tokens[c.from - 2];
    if (pp && sameLine(pp, first) && PREV_CUES.has(pp.norm)) return true;
  }
  // Another unambiguous technology within a few words on the same line.
  for (const at of confirmedAt) {
    if (Math.abs(at - c.from) <= 6 && at !== c.from && sameLine(tokens[at], first)) return true;
  }
  return false;
}

/** Words of a title before a skill's name: "a Senior Go Developer". */
const RANK_WORDS = new Set([
  "senior",
  "sr",
  "junior",
  "jr",
  "lead",
  "staff",
  "principal",
  "chief",
  "head",
]);

/** "no experience with", "never used", "not familiar with": a resume saying it lacks a skill. */
export const RESUME_NEGATORS =
  /\b(?:no|without(?:\s+any)?|lack(?:ing)?(?:\s+of)?|little\s+or\s+no)\s+(?:prior\s+|previous\s+|professional\s+|formal\s+|hands-on\s+)?(?:experience|knowledge|exposure|background|training)\s+(?:with|in|of|using|on)\b|\b(?:not|un)\s*familiar\s+with\b|\bnever\s+(?:used|worked\s+with|worked\s+in)\b|\b(?:do|does|did|have|has|had|can)\s*(?:not|n['’]t)\s+(?:yet\s+|currently\s+|presently\s+)?(?:perform(?:ed)?|run|operat(?:e|ed)|use|used|work(?:ed)?\s+(?:with|on)|set\s+up|program(?:med)?|hold|held)\b/gi;

/**
 * Words that make what follows them a goal, not a claim: "Seeking a position as a Registered
 * Nurse", "Pursuing CPA certification", "prerequisites for a dental hygiene program", "Aspiring
 * Python developer", "interested in learning SQL". "Pursuing", "completing" or "enrolled in" only a
 * credential, a study or a career: pursuing new customers is a salesperson's work, completing
 * inspections an inspector's.
 */
const GOAL_BEFORE =
  /\b(?:seek(?:ing|s)?|looking\s+for|(?<!\b(?:went|gone|going)\s+on\s+)(?:to|in\s+order\s+to)\s+(?:obtain|secure|gain|find|land|attain|pursue|become|earn|achieve|join)|looking\s+to\s+(?:grow|move|step|transition|advance)\s+(?:into|to)|(?:grow|move|step|transition)(?:ing)?\s+into|mov(?:e|es|ing)\s+up\s+(?:to|into)|(?:complet(?:ing|e)|finish(?:ing)?|working\s+on)\s+my\b|(?:awaiting|waiting\s+(?:for|on))(?:\s+(?:my|the))?(?=\s+(?:[\w'.-]+\s+){0,4}?(?:registration|licen[sc]e|licensure|certification|certificate|credential|designation|card|permit)\b)|(?:registered|booked|approved)\s+to\s+(?:take|sit(?:\s+for)?|write)\b|(?:start(?:ed|ing)|began|beginning)(?=\s+(?:(?:a|an|the)\s+)?(?:[\w'.-]+\s+){0,3}?(?:program(?:me)?|certificate|degree|studies)\b)|(?:pursu(?:ing|e)|complet(?:ing|e)|finish(?:ing)?|enrolled\s+in(?!\s+(?:(?:continuing|maintenance\s+of)\s+certification|MOC)\b)|currently\s+in|working\s+on|adding|studying)(?=\s+(?:(?:a|an|my|the)\s+)?(?:[\w'.-]+\s+){0,3}?(?:career|degree|position|role|job|studies|program(?:me)?|certification|certificate|licen[sc]e|licensure|registration|credential|designation|endorsement|specialty|diploma|bachelor|master|associate|doctorate|B\.?A\.?S|B\.?S\.?N|M\.?S\.?N|B\.?Sc|M\.?Sc|MBA|A\.?A\.?S|Ph\.?D)\b)|(?:can|could|will|would|intend\s+to|expect\s+to)\s+(?:[\w'-]+\s+){0,4}?(?:obtain|earn|attain|secure|apply\s+for)|to\s+(?:[\w'-]+\s+){1,5}?and\s+(?:then\s+)?(?:obtain|earn|attain|secure)|(?:and|then)\s+(?:obtain|earn|attain)(?=\s+(?:my|the|an?)\b)|(?:so\s+(?:that\s+)?I\s+(?:can|could|may|will)|in\s+order\s+to)\s+(?:[\w'-]+\s+){0,8}?(?:become|register\s+(?:with|as))|aspir(?:ing|es?\s+to(?:\s+become)?)|(?:am|['\u2019]m|is|are)\s+(?:currently\s+|now\s+)?taking\s+(?:my|the)(?=\s+(?:[\w'.+-]+\s+){0,3}?(?:licen[sc]e|licensure|certification|certificate|exams?|examination|course|registration|test)\b)|aim(?:ing|s)?\s+(?:for|to(?:\s+become)?)|top\s+out\s+as|hop(?:e|es|ing)\s+to(?:\s+become)?|plan(?:s|ning)?\s+to(?:\s+become)?|expect(?:s|ing)?\s+to\s+(?:be(?:come)?\s+)?(?:registered|licensed|certified|credentialed|admitted)\b|goal\s+(?:is\s+)?(?:to(?:\s+become)?|of\s+becoming)|(?:work|train)(?:ing|s)?\s+towards?|on\s+track\s+(?:for|towards?|to\s+(?:obtain|earn|become|sit|complete))|(?:coursework|courses|credits|studies|progress)\s+towards?|(?:expected|anticipated|pending)\s+(?:admission|registration|licensure|certification|membership)\s+(?:as|to|in)(?:\s+an?)?(?=\s)|(?:will\s+follow|pending)(?:\s+(?:my|the))?(?=\s+(?:[\w'.-]+\s+){0,3}?(?:registration|licen[sc]e|licensure|certification|admission)\b)|[a-z]+ing\s+(?:[\w-]+\s+){0,2}?towards?(?=\s)|(?:hours|fieldwork|supervision)\s+(?:(?:required|needed)\s+)?(?:for|towards?)|(?:to\s+be\s+(?:submitted|filed|obtained|issued|completed|applied\s+for)|will\s+(?:apply|submit|file))\s+(?:[\w-]+\s+){0,3}?(?:after|once|upon|following)|(?:after|once|upon|when)\s+I\s+(?:pass|obtain|earn|receive|get)|(?:after|once|upon|until)\s+(?:passing|obtaining|earning|receiving)|study(?:ing)?\s+(?:for|towards?)|preparing\s+(?:for|to\s+sit\s+for)|(?:sitting|sits?|(?:scheduled|registered|due)\s+to\s+sit)\s+for|appl(?:ied|ying|ication)\s+for|prerequisites?\s+(?:for|to)|eligible\s+(?:for|to\s+sit\s+for)|interested\s+in(?:\s+learning)?|(?:eager|ready|keen|excited|willing|happy)\s+to\s+learn|(?:currently|still|now|am|is)\s+learning|learning\s+the\s+basics\s+of|wants?\s+to\s+learn|would\s+like\s+to(?:\s+learn)?|considering|(?:last|final|remaining)\s+(?:legs?|parts?|sections?|exams?|steps?|modules?|papers?)\s+(?:of|for|towards?)(?:\s+(?:my|the))?|(?:complet(?:ing|e)|finish(?:ing)?|going\s+through|working\s+through)\s+the\s+(?:[\w-]+\s+)?(?:steps|requirements|process|formalities|paperwork)\s+(?:for|of|towards?)(?:\s+(?:my|the|an?))?)\b/gi;

/**
 * Between a goal word and the mention: words that make it a claim after all ("to apply my 6 years
 * of Python"); not "apply to" or "apply for" ("prerequisites to apply to a dental hygiene program").
 */
const CLAIM_WORDS = String.raw`years?|experience[ds]?|skills?|expertise|knowledge|background|using|with|by|through|proven|leverag\w*|apply(?:ing)?(?![ \t]+(?:to|for)\b)|utili[sz]\w*|bring(?:ing)?`;
const CLAIM_BETWEEN = new RegExp(String.raw`\b(?:my|our|${CLAIM_WORDS})\b|\d`, "i");
/** After a goal of getting something ("to obtain my RRT credential", "studying for my NVQ"), "my" is no claim. */
const CLAIM_AFTER_GETTING = new RegExp(String.raw`\b(?:${CLAIM_WORDS})\b|\d`, "i");
const GETTING =
  /\b(?:obtain|secure|gain|attain|earn|achieve|pursu|complet|finish|work\w*\s+(?:towards?|on)|stud(?:y|ying)\s+for|preparing\s+for)/i;

/**
 * Whether a skill's words at start..end name a department someone works with or supports, not
 * work of their own: "with the marketing team", "help from the IT department", "between sales and
 * flight staff", "in support of nursing staff", "procedures for internal customer service and
 * data entry staff". "Led the sales team", "responsible for the sales team" and "member of the HR
 * team" stay the candidate's, and so does "leadership to the store team": after "to" the team is
 * as often the candidate's own.
 */
export function namesOthersDepartment(text: string, start: number, end: number): boolean {
  if (!DEPARTMENT_AFTER.test(text.slice(end, end + 40))) return false;
  return WORKS_WITH_BEFORE.test(text.slice(Math.max(0, start - 60), start));
}
/**
 * Whether a skill's words at start..end are a care setting's name, not care given: "sold to
 * skilled nursing facilities", "nursing homes", "hospital or skilled nursing". Administrators,
 * social workers and sales staff work there too; a nurse's own work says "nursing care",
 * "skilled nursing visits".
 */
export const namesCareSetting = (text: string, start: number, end: number) =>
  /^nursing$/i.test(text.slice(start, end)) &&
  (SETTING_AFTER.test(text.slice(end, end + 20)) ||
    (/\bskilled[ \t]+$/i.test(text.slice(Math.max(0, start - 10), start)) &&
      !CARE_GIVEN_AFTER.test(text.slice(end, end + 30))));
const SETTING_AFTER = /^[ \t]+(?:homes?|facilit(?:y|ies))\b/i;
const CARE_GIVEN_AFTER =
  /^[ \t]+(?:care|visits?|services?|assessments?|interventions?|procedures?|skills?|notes?)\b/i;
const DEPARTMENT_AFTER =
  /^\s+(?:(?:and|&|\/)\s*\p{L}+\s+)?(?:teams?|departments?|dept\b\.?|staff|groups?|personnel|divisions?)\b/iu;
const WORKS_WITH_BEFORE =
  /\b(?:with|from|between|among|across|alongside|(?<!\bresponsible\s)for|(?:in\s+)?support(?:s|ed|ing)?(?:\s+(?:of|to))?|assist(?:s|ed|ing)?|help(?:s|ed|ing)?)\s+(?:(?:the|our|its|their|his|her|other|all|various|internal|corporate|company|regional|district|local|global|client|partner|entire|respective|appropriate)\s+){0,2}(?:(?:[\p{L}-]+\s+){1,2}(?:and|&)\s+)?$/iu;

/**
 * Whether the credential named at `[start, end)` is a trainee's or an assistant's, a lesser one of
 * its own: "Apprentice Electrician License" is no electrician's licence, "Pharmacy Technician
 * Trainee License" no technician's, "Licensed Physical Therapist Assistant" no therapist's.
 * `traineesCredential("Apprentice Electrician License", 11, 30)` -> true.
 */
export function traineesCredential(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 40);
  return (
    TRAINEE_BEFORE.test(text.slice(Math.max(0, start - 30), start)) ||
    LESSER_BEFORE.test(text.slice(Math.max(0, start - 40), start)) ||
    // "Pre-commissioned bank examiner", "pre-licensed": before it is held.
    /\bpre-$/i.test(text.slice(Math.max(0, start - 5), start)) ||
    TRAINEE_AFTER.test(after) ||
    LESSER_CLASS_AFTER.test(after) ||
    // "CeMAP Module 1 (UK Financial Regulation) – passed": one part of it, not the whole.
    PART_AFTER.test(after) ||
    // "Class A CDL permit (CLP)": a commercial learner's permit, not yet the licence.
    (/\bCDL\b|commercial\s+driv/i.test(text.slice(start, end)) && /^[ \t-]*permit\b/i.test(after))
  );
}
/**
 * A lesser class of a licence, perhaps before its state's name: "Limited Kentucky Blaster's
 * License", "Provisional License", "Temporary Permit".
 */
const LESSER_BEFORE = new RegExp(
  String.raw`\b(?:limited|restricted|provisional|temporary)[ \t]+(?:(?:${STATE_NAMES})[ \t]+)?$`,
  "i",
);
/** The words of a trainee's rank, in a title or before a credential: "Apprentice Lineman". */
export const TRAINEE_WORDS = "apprentice|trainee|student|intern";
/**
 * A trainee's word right before a credential's name, perhaps after a state's ("Texas Apprentice",
 * "Registered Apprentice, Funeral Director"); a substitute's, an associate's or an assistant's
 * licence is a lesser one too ("Associate Home Inspector License", "Associate Marriage and Family
 * Therapist", "CHA Assistant Riding Instructor").
 */
const TRAINEE_BEFORE = new RegExp(
  String.raw`\b(?:${TRAINEE_WORDS}|substitute|associate)[ \t]*[,-]?[ \t]+$|\bassistant[ \t]+$`,
  "i",
);
/**
 * A trainee's or assistant's word right after a credential's name: "Technician Trainee", "Engineer
 * in Training", "CDL-A learner's permit", "Registered Nurse Aide", "Mental Health Counselor – Limited
 * Permit", "QCT provisional registration".
 */
const TRAINEE_AFTER =
  /^[ \t\u2013\u2014-]*(?:apprentices?|trainees?|students?|interns?|(?:assistants?|aides?)(?![ \t]+(?:nurse|manager|director|supervisor|head|chief|principal|controller|professor|dean|superintendent|administrator|vice|general)\b)|in[ \t-]training|(?:learner['’]?s|learning|instruction)[ \t]+(?:permit|licen[cs]e)|(?:limited|provisional|temporary|restricted|conditional|interim)[ \t]+(?:permit|licen[cs]e|registration|certificate)|CLP)\b/i;
/** After a credential's name, one of its parts by number: "Module 1", "Part II", "Paper 3". */
const PART_AFTER =
  /^[ \t]*[-\u2013\u2014:]?[ \t]*(?:Module|Part|Paper|Unit)s?[ \t]+(?:\d{1,2}|[IVX]{1,4}|one|two|three|four)\b/i;
/**
 * A lesser class said in a bracket after a credential's name, perhaps after a word or two of it:
 * "Practising Certificate Tōmua (provisional)", "RN licence (temporary)".
 */
export const LESSER_CLASS_AFTER =
  /^\s*(?:[\p{L}'’-]+\s+){0,2}\((?:limited|provisional|temporary|restricted|interim|conditional)\)/iu;

/** A state's two-letter code, before the holder of a state's licence ("a licensed NC home inspector"). */
const STATE_CODE = Object.keys(US_STATES).join("|");
/**
 * Before a credential or title, wording that gives it to someone else, the credential perhaps one
 * of a short list: "Assist licensed journeyman plumbers", "Assist licensed nurses and respiratory
 * therapists", "under the supervision of an RN", "send year-end records to an outside CPA",
 * "Coordinate with the City Engineer (a licensed PE)", "finished by my supervising BCO".
 */
const HELD_BY_OTHERS = new RegExp(
  String.raw`\b(?:(?:assist|support|help|shadow)(?:s|ed|ing)?|alongside|(?:r[oi]de|riding|ridden)\s+along\s+with|(?:trained|taught|mentored|coached|supervised|precepted|overseen|written|prescribed|ordered|directed|signed|reviewed|checked|approved|graded|evaluated|verified|sealed|stamped|certified|inspected|countersigned|co-signed|review|reviews|releas(?:e|ed|es)|dispensed|authori[sz]ed|validated)\s+(?:off\s+)?by|supervision\s+(?:with|from|by)|under\s+(?:the\s+)?(?:[\w-]+\s+)?(?:direction|supervision|guidance|oversight)\s+of|under|(?:report|refer)(?:s|ed|red|ing|ring)?\s+(?:\S+\s+){0,3}?to|(?:send|sent|sending|flag(?:s|ged|ging)?|notif(?:y|ies|ied|ying)|alert(?:s|ed|ing)?|forward(?:s|ed|ing)?|rout(?:e|es|ed|ing)|escalat(?:e|es|ed|ing)|pass(?:es|ed|ing)?|hand(?:s|ed|ing)?(?:\s+off)?)\s+(?:\S+\s+){0,4}?to|(?:work|partner|coordinat)(?:s|ed|e|es|ing)?\s+(?:closely\s+)?(?:with|under|for|alongside))\s+(?:(?:the|a|an|our|their|other|licensed|certified|certificated|senior|lead|staff|supervising|attending|registered|project|site|on-?site|consulting|charge|shift|unit|team|office|plant|shop|crew|field|floor|clinic|store|firm|company|facility|principal|chief|head|${STATE_CODE}|[\w]+-(?:certified|licensed|credentialed)|[\w-]+['\u2019]s)\s+){0,3}(?:[\w-]+(?:,|\s+(?:and|or|&))\s+(?:(?:the|a|an|other|licensed|certified|senior|lead|staff|registered)\s+){0,2}){0,2}(?:[\w-]+s\s*\(\s*)?$|\bwith\s+(?:a|an|the|my|our)\s+(?:licensed|certified|registered|supervising)\s+$|\w\s+\(\s*an?\s+(?:(?:licensed|certified|registered)\s+)?$|\b(?:outside|external|third[- ]party|client['\u2019]?s?)\s+$|\b(?:my|our|his|her|their|a|an|the)\s+(?:supervising|precepting|mentoring|overseeing|sponsoring)\s+$`,
  "i",
);

/**
 * Whether `before` ends with "(" after a name of up to six words that `test` says the wording
 * before it gives to someone: in "Referred patients to the Registered Respiratory Therapist (", the
 * wording before "Registered Respiratory Therapist". Initials in the bracket are that name's.
 */
export function nameInBracketsAfter(before: string, test: (head: string) => boolean): boolean {
  const open = /\(\s*$/.exec(before);
  let head = open ? before.slice(0, open.index).trimEnd() : "";
  for (let words = 0; head && words < 6; words++) {
    head = head.replace(/[\p{L}&.'’-]+$/u, "");
    if (test(head)) return true;
    head = head.trimEnd();
  }
  return false;
}

/**
 * Whether the credential or title at `start` is named as someone else's, from the wording before
 * it on its line: `heldByOthers("- Assist licensed journeyman plumbers", 17)` -> true.
 */
/** The start of a body's name: "Board of", "National Board for", "Commission on". */
export const BODY_OF = String.raw`\b(?:Board|Council|Commission|Institute|Association|Society|Academy|Registry|Federation|Alliance|College)\s+(?:of|for|on)\b`;
const ISSUING_BODY_BEFORE = new RegExp(String.raw`${BODY_OF}\s+(?:the\s+)?$`);
/** A person's noun after a credential's name: "farrier", "technicians", "nurse", "crew". */
const PERSON_AFTER =
  /^[ \t]+(?:(?=\p{Ll}{4})\p{Ll}[\p{L}-]*(?:er|or|ist|ian|ant|ent|man|men)s?|nurses?|staff|team|crew)\b/u;
const THIRD_PARTY_PAPER = /^[ \t]*(?:certificates?|certification|licen[cs]es?|card|permit)\b/i;
export function heldByOthers(text: string, at: number, end?: number): boolean {
  // From the start of the word: "certified" in "CPC-certified coders".
  let start = at;
  while (start > 0 && /[\p{L}\p{N}-]/u.test(text[start - 1]!)) start--;
  const before = text
    .slice(Math.max(clauseStart(text, start), start - 80), start)
    .replace(/\n/g, " ");
  // "Third-party crane operator certificate", "third-party certified": a paper a third party
  // issued, held by the candidate.
  const thirdPartysPaper =
    /\bthird[- ]party\s+$/i.test(before) &&
    end !== undefined &&
    THIRD_PARTY_PAPER.test(text.slice(end, end + 30));
  if (HELD_BY_OTHERS.test(before) && !thirdPartysPaper) return true;
  // "Copper State Financial Group, CPA, Mesa, AZ", "Pranav Dalal & Associates, Chartered
  // Accountants": the firm's designation, by initials or in the plural, not the candidate's.
  const named = text.slice(start, end ?? at);
  if (FIRM_BEFORE.test(before) && (/^\p{Lu}{2,}$/u.test(named) || /\p{Ll}s$/u.test(named)))
    return true;
  // "Board of Certified Safety Professionals", "National Board for Certified Counselors": the
  // body's name, which names its holders; not "Oregon Board of Dentistry Radiologic Proficiency
  // Certificate #RP-44718", a credential named for its body.
  if (
    end !== undefined &&
    ISSUING_BODY_BEFORE.test(before) &&
    /^(?:s|es)?[ \t]*(?:[,;()\n\u2013\u2014]|$)/.test(text.slice(end, end + 4))
  )
    return true;
  // "Referred patients to the Registered Respiratory Therapist (RRT)": the initials of a name
  // given to someone else are theirs too.
  if (nameInBracketsAfter(before, (head) => HELD_BY_OTHERS.test(head))) return true;
  if (end === undefined) return false;
  // "stamped by licensed Professional Engineers", "prepared files for CPAs": a credential's name
  // in the plural is people.
  if (/^\p{Lu}{2,}s$/u.test(text.slice(start, end))) return true;
  if (
    /\p{L}$/u.test(text.slice(end - 1, end)) &&
    /^(?:s|es)(?![\p{L}\p{N}])/u.test(text.slice(end))
  )
    return true;
  // "the loads that CDL-A drivers haul", "NATE-certified techs": the credential names people.
  if (HOLDERS_AFTER.test(text.slice(end, end + 40))) return true;
  // "a BCBA-verified course sequence", "an ASHA-approved program": the body's stamp on schooling.
  if (STAMPED_AFTER.test(text.slice(end, end + 40))) return true;
  if (stampsThing(text, at, end)) return true;
  // "co-signed by my LCSW supervisor": one person who holds it, named by the work they oversee.
  if (
    /\b(?:my|our|a|the|his|her|their)\s+$/i.test(before) &&
    /^\s+(?:supervisor|preceptor|mentor|instructor)\b/i.test(text.slice(end, end + 20))
  )
    return true;
  // "Apprenticeship with a CJF farrier", "shadowed an RRT therapist": the name of someone the
  // candidate works beside; not "with a Class A CDL license" (the credential's own noun).
  if (
    /\b(?:with|alongside|beside|assist(?:ing|ed)?|shadow(?:ing|ed)?)\s+(?:a|an|the|our|two|three|\d+)\s+$/i.test(
      before,
    ) &&
    PERSON_AFTER.test(text.slice(end, end + 30))
  )
    return true;
  // "drawings for the PLS to check and sign", "under PLS direction", "updates for BCBA review":
  // the holder's work, for them.
  return (
    (/\bfor\s+(?:the|our|their)\s+$/i.test(before) &&
      /^(?:\s+to\s+(?:review|check|sign|approve|stamp|seal|certify|verify)\b|[ \t]*(?:[.;,)\n]|$))/i.test(
        text.slice(end, end + 20),
      )) ||
    (/\bfor\s+(?:the\s+|a\s+)?$/i.test(before) &&
      /^\s+(?:review|approval|sign-?off|signature|co-?signature)\b/i.test(
        text.slice(end, end + 20),
      )) ||
    (/\bunder\s+(?:the\s+)?$/i.test(before) &&
      /^\s+(?:direction|supervision|guidance|oversight)\b/i.test(text.slice(end, end + 20)))
  );
}
/** A firm's name right before a credential's initials: "… Financial Group, ", "… & Co., ", "… & Co. (". */
const FIRM_BEFORE =
  /\b(?:Group|LLC|LLP|PLLC|Inc\.?|Associates|Partners|Company|Co\.|Firm|Services|Advisors|Advisory)[ \t]*[,(][ \t]*$/;
/**
 * After a credential, the people who hold it ("CDL-A drivers", "-certified techs", "the RN
 * partner") or a firm named after it ("the CPA firm"): not the resume's.
 */
const HOLDERS_AFTER =
  /^(?:-[\p{L}\p{N}]+)*(?:[\s-]+(?:certified|licensed|credentialed|registered))?(?:\s+\p{Ll}[\p{Ll}-]*){0,2}?\s+(?:drivers|techs|technicians|coders|nurses|staff|colleagues?|peers?|partners?|counterparts?|professionals|engineers|inspectors|instructors|mentors|supervisors|preceptors|assessors?|evaluators?|proctors?|operators|electricians|plumbers|accountants|auditors|agents|brokers|adjusters|therapists|firms?|practices|mentorship|preceptorship)\b/iu;

/** After a credential: "-verified course", "-approved CE program", what its holder or body vouches for. */
export const STAMPED_AFTER =
  /^[\s-]+(?:verified|approved|accredited|sponsored|endorsed|aligned)[\s-]+(?:[\p{L}-]+\s+){0,2}?(?:course|courses|coursework|sequence|program|programs|programme|provider|providers|school|schools|training|curriculum|class|classes|hours|supervision)\b/iu;

/**
 * After a credential's name that ends in its stamp ("POST-certified", "AHA-approved"), the thing
 * stamped: "POST-certified Field Training Program" is a program, no one's credential.
 */
export const STAMPED_THING_AFTER =
  /^\s+(?:[\p{L}-]+\s+){0,3}?(?:course|courses|coursework|program|programs|programme|training|curriculum|class|classes|facility|facilities|laboratory|lab|labs|equipment|school|schools|academy|provider|providers|products?|kitchen|plant)\b/iu;
/** Whether the credential's words at [start, end) are a stamp on a thing, not its holder's. */
export const stampsThing = (text: string, start: number, end: number) =>
  /(?:certified|approved|accredited)$/i.test(text.slice(start, end)) &&
  STAMPED_THING_AFTER.test(text.slice(end, end + 60));

/** A credential's status "none": "CKA – none". */
export const NONE_STATUS = /[-\u2013\u2014:][ \t]*none\b/i;
/** The status "none" right after a credential's name. */
const NONE_AFTER = new RegExp(String.raw`^[ \t]*${NONE_STATUS.source}`, "i");

/**
 * A credential held once and no longer: "expired", "lapsed", "inactive"; "suspended", "revoked" or
 * "terminated" only as a paper's status ("membership suspended", "– revoked"), not "suspended
 * loads".
 */
const AS_STATUS = String.raw`(?:(?<=(?:licen[cs]e|licensure|registration|membership|certification|certificate|card|permit|status)[ \t]+)|(?<=[-\u2013\u2014:(,;][ \t]*))`;
const SUSPENDED = "suspended|revoked";
/** Ended by the holder or the body: "membership terminated at my request in 2020". */
const ENDED = String.raw`terminated|cancell?ed|withdrawn|struck[ \t]+off`;
const NO_LONGER = String.raw`expired|lapsed|inactive|(?:let|allowed)\s+(?:it|them)\s+(?:to\s+)?lapse|${AS_STATUS}(?:${SUSPENDED}|${ENDED})\b`;
const SUSPENDED_WORD = new RegExp(String.raw`${AS_STATUS}(?:${SUSPENDED})\b`, "i");
const ENDED_WORD = new RegExp(String.raw`${AS_STATUS}(?:${ENDED})\b`, "i");
const NO_LONGER_WORD = new RegExp(
  String.raw`\b(?:${NO_LONGER}|lapse\b|exp(?:\.|ires?\b|iry\b|iration\b)|(?:valid|active)\s+(?:through|thru|until)\b)`,
  "i",
);
/**
 * Where the words before `at` begin: its line, or the line before when a sentence wrapped in a
 * narrow column goes on ("I have not yet held an\nFAA Flight Attendant Certificate", "under the
 * supervision of the company's\n master electrician"). Not in a list: its item opens with a bullet.
 */
function clauseStart(text: string, at: number): number {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const prevStart = lineStart > 0 ? text.lastIndexOf("\n", lineStart - 2) + 1 : lineStart;
  const prev = text.slice(prevStart, Math.max(prevStart, lineStart - 1));
  // Wrapped mid-phrase: the next line goes on in small letters, the line ends on a small word, or
  // it runs the column's width. Not a short entry, "FAA First-Class Medical – issued 09/2026, no
  // limitations", over "FCC … Permit". A narrow column's line ending on a small word is wrapped
  // however short ("• Dispense prescriptions under the" over "supervision of the …").
  const next = text.slice(lineStart, at + 1);
  const wrapped =
    /\p{Ll}$/u.test(prev) &&
    ((prev.length >= 40 && (/^[ \t]*\p{Ll}/u.test(next) || prev.length >= 75)) ||
      (prev.length >= 20 && WRAPPING_WORD.test(prev))) &&
    !/^[ \t]*[-\u2022\u25aa\u25cf*\u2013]/.test(next);
  return wrapped ? prevStart : lineStart;
}

/** A small word a sentence does not end on: "an", "the", "of", "held". */
const WRAPPING_WORD =
  /\b(?:a|an|the|of|for|to|in|as|and|or|my|our|no|not|any|yet|hold|held|have|has|had|obtained|without|with|under|by|from|at|on|is|are|was|were|be|been)$/i;

/**
 * Before a credential on its line, wording that says the resume does not hold it: "(no CDL)", "I
 * am not a certified medical coder", "No pesticide license yet", "without a valid driver's", "I
 * have not worked as a child protective investigator" (a credential named for its role), and the
 * second of two ("I do not currently hold an FHA Direct Endorsement designation or a VA SAR"), and
 * each of a list ("(no BCxP, CCP or CBCP)").
 */
const NOT_HELD_BEFORE =
  /\b(?:(?:not|never)\s+(?:yet\s+)?(?:worked|served|been\s+employed)\s+as\s+an?\s+$)|\b(?:no|not(?!\s+(?:only|just|limited)\b)|(?:do|does|did|have|has)n['\u2019]t|without|never\s+(?:held|had|obtained|been))\s+(?:(?:a|an|the|my|yet|any|currently|valid|current|active|formally|state|been|hold|have|possess)\s+){0,4}(?:(?:licensed|certified|registered)\s+)?(?:(?:[\w-]+,?\s+){1,5}(?:or|nor)\s+(?:an?\s+)?)?(?:[\w-]+(?:,?\s+|\s*\/\s*)){0,3}$/i;

/** A line's label for what is not held: "Not held: …", "Not yet held –". */
const NOT_HELD_LABEL =
  /^[ \t]*(?:[-\u2022*][ \t]*)?not[ \t]+(?:yet[ \t]+|currently[ \t]+)?(?:held|obtained)(?:[ \t]+yet)?[ \t]*[:\u2013\u2014-]/i;

/** The end of a name with its registered mark: "CEM® — not held" goes on after the mark. */
const markedEnd = (text: string, end: number) =>
  /^[®™]/.test(text.slice(end, end + 1)) ? end + 1 : end;

/**
 * Where the credential at `start` is said not to be held, by the words before it on its line: that
 * wording up to `end`, to quote. `notHeldAt("Forklift (no CDL)", 14, 17)` -> { text: "no CDL", … }
 */
export function notHeldAt(text: string, start: number, end: number): SourceSpan | undefined {
  // "Not held: MA/PgDip in book conservation; Icon ACR": a line labelled as what is not held.
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const label = NOT_HELD_LABEL.exec(text.slice(lineStart, start));
  if (label)
    return { start: lineStart + label.index, end, text: text.slice(lineStart + label.index, end) };
  const before = text
    .slice(Math.max(clauseStart(text, start), start - 90), start)
    .replace(/\n/g, " ");
  const m = NOT_HELD_BEFORE.exec(before);
  if (!m) return undefined;
  const from = start - before.length + (m.index ?? 0);
  return { start: from, end, text: text.slice(from, end) };
}

/**
 * Where a resume says it has no experience of the skill at `start`: "No emergency department
 * scribing experience yet", "no prior experience with Epic". That wording, to quote.
 */
export function noExperienceAt(text: string, start: number, end: number): SourceSpan | undefined {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  const lead = NO_EXPERIENCE_BEFORE.exec(before);
  const tail = lead ? EXPERIENCE_AFTER.exec(after) : null;
  const around = lead && tail ? undefined : NO_EXPERIENCE_WITH.exec(before);
  if (!(lead && tail) && !around) return undefined;
  const from = start - before.length + (lead ?? around)!.index;
  const to = tail ? end + tail[0].length : end;
  return { start: from, end: to, text: text.slice(from, to) };
}
const NO_EXPERIENCE_BEFORE =
  /\b(?:no|without|lack(?:ing)?)[ \t]+(?:(?:prior|previous|formal|direct|hands-on|professional|real)[ \t]+)?$/i;
const EXPERIENCE_AFTER = /^[ \t]*(?:[\p{L}-]+[ \t]+){0,2}?(?:experience|exposure)\b/iu;
const NO_EXPERIENCE_WITH =
  /\b(?:no|without)[ \t]+(?:(?:prior|previous|formal|direct|hands-on|professional)[ \t]+)?(?:experience|exposure)[ \t]+(?:in|with|using|of|on)[ \t]+(?:the[ \t]+|an?[ \t]+)?$/i;

/**
 * After a credential, in its own item (up to a sentence's end, a semicolon, a bullet or the next
 * capitalised item after a comma), a word saying it is held no longer: "Certified Public
 * Accountant — Minnesota Board of Accountancy (lapsed 03/2026)". That wording, to quote.
 */
export function lapsedAt(text: string, start: number, end: number): SourceSpan | undefined {
  end = markedEnd(text, end);
  const lineEnd = text.indexOf("\n", end);
  const rest = text.slice(end, Math.min(lineEnd < 0 ? text.length : lineEnd, end + 120));
  const stop = ITEM_END.exec(rest);
  const item = stop ? rest.slice(0, stop.index) : rest;
  const inItem = NO_LONGER_ANYWHERE.exec(item);
  const closing = inItem ? null : LINE_NO_LONGER.exec(rest);
  // A status closing the line covers a list of its parts ("ASE A4 Steering, A5 Brakes - expired
  // 05/2025"), unless another status or date stands between.
  if (closing && item !== rest && OWN_STATUS.test(rest.slice(0, closing.index))) return undefined;
  // "I let my İMO membership lapse": the credential between letting and lapsing.
  const letLapse = LET_BEFORE.test(text.slice(Math.max(0, start - 20), start))
    ? LAPSE_AFTER.exec(rest)
    : null;
  // "HUET/CA-EBS – expired with the BOSIET": lapsed with another, so lapsed itself.
  const lapsedWith = LAPSED_WITH_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  if (lapsedWith) {
    const from = start - lapsedWith[0].length;
    return { start: from, end, text: text.slice(from, end) };
  }
  // "Colegio de … – Colegiado No. 8,731.\nStatus: inactive since 2023": a status line under it.
  const statusLine = STATUS_LINE_NO_LONGER.exec(text.slice(end, end + 200));
  const m = inItem ?? closing ?? letLapse ?? lapsedInEntry(text, start, end) ?? statusLine;
  if (!m) return undefined;
  const to = end + (m.index ?? 0) + m[0].length;
  return { start, end: to, text: text.slice(start, to) };
}
/** Before a credential: another one's lapse that took it along ("expired with the "). */
const LAPSED_WITH_BEFORE =
  /\b(?:expired|lapsed)[ \t]+(?:along[ \t]+|together[ \t]+)?with[ \t]+(?:the|my|his|her)[ \t]+$/i;
/** The credential's line, then a line of its status that says it is held no longer. */
const STATUS_LINE_NO_LONGER = new RegExp(
  String.raw`^[^\n]*\n[ \t]*(?:status|estado|state)[ \t]*[:\u2013\u2014-][ \t]*(?:${NO_LONGER})\b`,
  "i",
);
const LET_BEFORE = /\b(?:let|allowed)[ \t]+(?:my|the|our|his|her)[ \t]+$/i;
const LAPSE_AFTER =
  /^(?:[ \t]+(?:registration|membership|licen[cs]e|certification|certificate))?[ \t]+(?:to[ \t]+)?lapse\b/i;
/**
 * In the entry a credential heads (its line and the lines that go on in small letters), a clause
 * that opens by saying it lapsed, with nothing after that says it is held again: "* Certified
 * Logging Professional (CLP) – Mechanical, …: initial\n  certification 2020; EXPIRED 12/31/2023".
 * The match is indexed from `end`, as `lapsedAt` quotes it.
 */
function lapsedInEntry(text: string, start: number, end: number): RegExpExecArray | null {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (!ENTRY_HEAD.test(text.slice(lineStart, start))) return null;
  // Its lines go on in small letters, or after a comma ("TÜV SÜD, issued 2022," / "EXPIRED …").
  const entry = /^[^\n]*(?:\n(?:[ \t]*\p{Ll}|(?<=,[ \t]*\n))[^\n]*)*/u
    .exec(text.slice(end))![0]
    .slice(0, 200)
    .replace(/\n/g, " ");
  const m = CLAUSE_NO_LONGER.exec(entry);
  if (!m) return null;
  // "renewed 2024" holds it again; "(not current)" does not.
  // "(not\nrenewed)" wraps too.
  const after = entry.slice(m.index + m[0].length).replace(/\bnot\s+(?:yet\s+)?\w+/gi, " ");
  return HELD_STATUS.test(after) ? null : m;
}
/**
 * Before a credential that heads its entry: a bullet at most, its body's initials or name ("PHTA
 * Certified Pool & Spa Operator"), and its own name before its initials, or before its body's
 * ("Certified Pharmacy Technician (CPhT), PTCB").
 */
const ENTRY_HEAD =
  /^[ \t]*(?:[-\u2022\u25aa\u25cf*\u2013][ \t]*)?(?:\p{Lu}[\p{L}&'.-]*[ \t]+){0,3}(?:\p{L}[\p{L}&'. -]{0,80}\([ \t]*|\p{L}[\p{L}&'. -]{0,80}\([^()\n]{1,12}\)[ \t]*,[ \t]*)?$/u;
/**
 * A clause that opens with a word saying the credential is held no longer: "; EXPIRED 12/31/2023",
 * ", EXPIRED 2023 (not current)", "; registration lapsed (not current)".
 */
const CLAUSE_NO_LONGER = new RegExp(
  String.raw`(?<=[;(,]|\s[-\u2013\u2014])[ \t]*(?:(?:registration|licen[cs]e|certification|certificate|membership)[ \t]+)?(?:${NO_LONGER})\b`,
  "i",
);
const LINE_NO_LONGER = new RegExp(
  String.raw`\s[-\u2013\u2014]\s*(?:${NO_LONGER})\b(?=[^;|\u2022]*$)`,
  "i",
);
const OWN_STATUS = /\b(?:current|active|valid|renewed|exp\w*|(?:19|20)\d\d)\b/i;
/** Where an item ends: a sentence's end, a semicolon, a bullet, a bar, or ", " before a capital outside brackets. */
const ITEM_END = /[;\u2022\u00b7|]|\.(?=\s|$)|,\s+(?=\p{Lu})(?![^(]*\))/u;
const NO_LONGER_ANYWHERE = new RegExp(String.raw`\b(?:${NO_LONGER})\b`, "i");

/**
 * What wording that says a credential is not held says, for notes and gaps:
 * `notHeldSaid("no CDL")` -> "said not to be held", `notHeldSaid("CPA candidate")` -> "named only
 * as sought or in progress".
 */
export function notHeldSaid(wording: string): string {
  if (SUSPENDED_WORD.test(wording)) return "named only as suspended or revoked";
  if (ENDED_WORD.test(wording)) return "named only as terminated or cancelled";
  if (NO_LONGER_WORD.test(wording)) return "named only as expired or lapsed";
  if (/^(?:no|not|without|never)\b/i.test(wording.trim()) || NONE_STATUS.test(wording))
    return "said not to be held";
  return "named only as sought or in progress";
}

/**
 * Words that say a credential or degree is not held (yet, or any more: "CPR - expired March
 * 2025", "license lapsed", "APRN license - to be submitted"); each use adds its own forms.
 */
const IN_PROGRESS = String.raw`in[ \t-]+(?:progress|process)|(?:(?:is|are)[ \t]+)?my[ \t]+next[ \t]+(?:step|goal|milestone)|part(?:ly)?[ \t-]+qualified|student[ \t]+(?:register|registration|member(?:ship)?)\b|candidate|board[ \t-]+(?:qualified|eligible)|pending|(?:application[ \t]+)?planned(?=[ \t]+(?:for|in|after|once|when|upon)\b|[ \t]+\d)|application[ \t]+(?:submitted|filed|lodged)|applied(?=[ \t]+(?:for[ \t]+|in[ \t]+|on[ \t]+)?(?:\d{1,2}\/\d{2,4}\b|\d{4}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?[ \t]+\d))|applied[ \t]+for(?=[ \t]*(?:[.;,)\n]|$))|expected|anticipated|not[ \t]+(?:currently[ \t]+)?(?:yet|expected|held|certified|licensed|registered|admitted|completed|taken|obtained|passed|earned)\b|not[ \t]+(?:yet[ \t]+)?an?[ \t]+member\b|scheduled|booked(?=[ \t]+(?:for|on|in|to)\b|[ \t]+\p{Lu}\p{Ll}{2}|[ \t]+\d)|registered(?=[ \t]+for[ \t]+(?:the[ \t]+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?[ \t]+\d|(?:winter|spring|summer|fall|autumn|exam|test|testing|sitting)\b))|(?<!\b(?:vetting|evaluation|CV|CE)[ \t]*)enrolled(?![ \t:]*\d)(?![ \t]+in[ \t]+(?:continuous|continuing|maintenance|MOC|CV|CE)\b)(?![ \t]+and[ \t]+(?:current|active)\b)|(?:to|will)[ \t]+be[ \t]+(?:submitted|filed|obtained|issued|completed|passed|taken|applied[ \t]+for)|will[ \t]+(?:apply|submit|file|sit|test)|working[ \t]+towards?|${NO_LONGER}`;

/** Before a body's name, a paper with it: "my re-registration at the ", "membership of the ". */
const PAPER_AT_BEFORE =
  /\b(?:re-?)?(?:registration|membership|application|licen[cs]e|enrol?ment)[ \t]+(?:at|with|to|in|of|for)[ \t]+(?:the[ \t]+)?$/i;
/**
 * After it, up to three names (its branch), a state of a paper still to come: "İstanbul Branch is
 * in progress and not yet active", "is still pending".
 */
const PAPER_STATE_AFTER =
  /^(?:[ \t]+\p{Lu}[\p{L}.'-]*){0,3}[ \t]+(?:is|are|remains?)[ \t]+(?:still[ \t]+|currently[ \t]+)?(?:in[ \t]+(?:progress|process)|pending|not[ \t]+(?:yet[ \t]+)?(?:active|complete|completed|approved|issued|final(?:i[sz]ed)?)\b|under[ \t]+review|being[ \t]+processed)/u;
/** After a credential: its course, then that the course is still to come ("… is planned for"). */
const COURSE_TO_COME =
  /^[ \t]*(?:training|course|class|programme|program)\b[^.;\n]{0,40}?\b(?:is|are)[ \t]+(?:planned|booked|scheduled)\b/i;

/** After a credential's words, a firm they describe: " company", " contractor". */
const FIRM_AFTER =
  /^[ \t]+(?:company|companies|firm|firms|business|contractor|contractors|employer|provider|agency)\b/i;
/** After a body's name or its paper, that it is to be active again: " to get back to active status". */
const BACK_TO_ACTIVE_AFTER =
  /^[ \t]+(?:(?:registration|membership|licen[cs]e)[ \t]+)?(?:in[ \t]+order[ \t]+)?to[ \t]+(?:get|go|come|return)(?:[ \t]+back)?[ \t]+to[ \t]+(?:an?[ \t]+)?(?:active|good)[ \t]+(?:status|standing)\b/i;

/** "Progress" as the label of a status: "FCAS progress: Exam 7 passed". */
const PROGRESS_LABEL = String.raw`progress(?=[ \t]*[:\u2013\u2014-])`;

/**
 * The status after a credential's name and the names between (see `inProgressAfter`): "CPA
 * candidate", "PMP (in progress)", "CPA-eligibility coursework", "RN exam pending", "LPN-to-RN
 * bridge program", "Veterinary Technician (credential in progress)", "NREMT cognitive exam is
 * scheduled", "FCAS progress: Exam 7 passed", "GCIH certification attempt is scheduled".
 */
const STATUS_AFTER_NAMES = new RegExp(
  String.raw`^[ \t]*(?:[-\u2013\u2014:|][ \t]*(?:\p{Ll}+[ \t]+){0,2})?\(?[ \t]*(?:(?:(?:skills?|road|written|knowledge|cognitive|psychomotor|practical|oral|initial|final)[ \t]+)?(?:certification|certificate|credential|license|licence|licensure|endorsements?|card|registration|accreditation|exams?|examinations?|tests?|assessments?|program(?:me)?|prerequisites?|coursework|course|class|training|application|upgrade)(?:[ \t]+(?:attempt|exam|examination|test|date))?(?:[ \t]*\([^()\n]{1,30}\))?[ \t]*[:\-\u2013\u2014|]?[ \t]*(?:is[ \t]+)?)?(?:\(?[ \t]*)?(?:${IN_PROGRESS}|eligib\w*|bridge|${PROGRESS_LABEL})\b`,
  "iu",
);
/**
 * A name between a credential and its status: capitalised or a figure ("PTCB", "CPhT", "1"),
 * perhaps after a slash or a plus ("RDN / Illinois LDN", "Core + Category 12").
 */
const NAME_WORD = /^[ \t]*(?:[/+&][ \t]*)?(?<=[ \t/+&])\(?[A-Z0-9][\w&+.-]*\)?/;

/**
 * The length of the status after a mention, up to three names between ("PTCB CPhT exam:
 * scheduled", "Xactimate Level 1 course (enrolled"). Only names: "Charted treatment in Dentrix
 * and scheduled patients" says nothing of Dentrix.
 */
function inProgressAfter(rest: string): number | undefined {
  let at = rest.startsWith(")") ? 1 : 0;
  const cuts = [at];
  for (let i = 0; i < 3; i++) {
    const m = NAME_WORD.exec(rest.slice(at));
    if (!m) break;
    at += m[0].length;
    cuts.push(at);
  }
  for (const cut of cuts.reverse()) {
    const m = STATUS_AFTER_NAMES.exec(rest.slice(cut));
    if (m) return cut + m[0].length;
  }
  // "Child Development Associate (CDA), Preschool — in progress", "FAA Mechanic Certificate,
  // Airframe rating – NOT YET HELD": a qualifier after a comma, when it is no skill of its own
  // ("CPR, BLS - in progress" says nothing of CPR).
  const qualifier = QUALIFIER_AFTER.exec(rest);
  if (qualifier && !findSkill(qualifier[1]!)) {
    const m = STATUS_AFTER_NAMES.exec(rest.slice(qualifier[0].length));
    if (m) return qualifier[0].length + m[0].length;
  }
  // "Postgraduate Certificate in Education (FET: Mathematics) – UNISA, in progress": past its
  // scope in brackets and the school or body after a dash.
  const body = BODY_BEFORE_STATUS.exec(rest);
  if (body) {
    const m = STATUS_AFTER_NAMES.exec(rest.slice(body[0].length));
    if (m) return body[0].length + m[0].length;
  }
  return undefined;
}
const BODY_BEFORE_STATUS =
  /^(?:[ \t]*\([^()\n]{1,40}\))?[ \t]*[-\u2013\u2014][ \t]*(?:\p{Lu}[\p{L}&.'-]*(?:[ \t]+\p{Lu}[\p{L}&.'-]*){0,3})?[ \t]*,(?=[ \t]*\p{Ll})/u;
const QUALIFIER_AFTER =
  /^\)?(?:[ \t]*\([^()\n]{1,12}\))?,[ \t]*(\p{Lu}[\p{L}\p{N}-]+(?:[ \t]+\p{L}[\p{L}\p{N}-]*)?)(?=[ \t]*[-\u2013\u2014:])/u;

/**
 * Where the resume names a skill or credential at `[start, end)` only as sought, not held: after a
 * goal word in the same clause, within a few words ("To obtain a position as a Registered Nurse"),
 * or with "in progress", "candidate", "eligible", "pending" right after it. Returns the wording
 * that says so, to quote; undefined when the mention is a claim.
 */
/**
 * After a credential's name, its exams in parts with one still to come: "– Part A passed (2022);
 * Part B in progress", "– Paper 1 passed, Paper 2 scheduled".
 */
const PART_TO_COME_AFTER =
  /^[ \t]*[-\u2013\u2014:,][ \t]*(?:parts?|papers?|modules?|sections?|stages?|units?)[ \t]+[A-Z\d]{1,3}\b[^\n]{0,60}?\b(?:in[ \t]+progress|pending|scheduled|booked|outstanding|remaining|to[ \t]+(?:sit|take|write|complete)|not[ \t]+yet)\b/i;

/**
 * A credential named at `start`–`end` whose exams in parts are not all passed: "Third Class Power
 * Engineer – Part A passed (2022); Part B in progress". The quote, else undefined. (For a
 * credential only: "Health Physics – Part I passed" says nothing of physics known.)
 */
export function partsToComeAt(text: string, start: number, end: number): SourceSpan | undefined {
  const m = PART_TO_COME_AFTER.exec(text.slice(end, end + 100));
  return m
    ? { start, end: end + m[0].length, text: text.slice(start, end + m[0].length) }
    : undefined;
}

export function soughtAt(text: string, start: number, end: number): SourceSpan | undefined {
  end = markedEnd(text, end);
  // "to join a powered access company": the words name the kind of firm, no paper sought.
  if (FIRM_AFTER.test(text.slice(end, end + 20))) return undefined;
  const quote = (from: number, to: number) => ({
    start: from,
    end: to,
    text: text.slice(from, to),
  });
  const before = wordsBefore(text, start);
  // Initials in brackets go with the name before them: "sitting for the Clinical Simulation Exam
  // (RRT)".
  const open = /\(\s*$/.exec(before);
  const head = open ? before.slice(0, open.index) : before;
  const clause = before.slice(Math.max(head.search(CLAUSE_END), 0));
  // Read on into the mention: "Pursuing CPA certification" is a goal by its last word. Only a
  // goal word that starts in the clause counts, so the scan stops at the mention.
  let goal: RegExpExecArray | undefined;
  if (clause) {
    const read = `${clause}${text.slice(start, end + 40)}`;
    GOAL_BEFORE.lastIndex = 0;
    for (let m = GOAL_BEFORE.exec(read); m && m.index < clause.length; m = GOAL_BEFORE.exec(read))
      goal = m;
  }
  if (goal) {
    const between = clause.slice(goal.index + goal[0].length);
    const words = between.trim().split(/\s+/).filter(Boolean).length;
    const claim = GETTING.test(goal[0]) ? CLAIM_AFTER_GETTING : CLAIM_BETWEEN;
    // "seeking my first LPN position": a first one is not held yet.
    if (words <= 6 && !claim.test(between.replace(/\bmy\s+first\b/gi, ""))) {
      const from = start - clause.length + goal.index;
      return quote(from, end);
    }
  }
  // "Future Real Estate Salesperson", "prospective CPA": what the candidate means to become.
  const becoming = /\b(?:future|prospective|would-be)[ \t]+$/i.exec(
    text.slice(Math.max(0, start - 20), start),
  );
  if (becoming) return quote(start - becoming[0].length, end);
  // A sentence wrapped onto the next line goes on there: "NCCPA PA-C certification\nnot yet held".
  const near = text.slice(end, end + 60);
  const next = near.includes("\n") ? near.replace(/\n(?=[ \t]*\p{Ll})/gu, " ") : near;
  // "CMC (Certified Municipal Clerk, IIMC) – in progress": past the name spelled out in brackets.
  const spelled = /^[ \t]*\([^()\n]{1,60}\)/.exec(next)?.[0].length;
  const past = spelled ? inProgressAfter(next.slice(spelled)) : undefined;
  const none = NONE_AFTER.exec(spelled ? next.slice(spelled) : next)?.[0].length;
  // "Fundamental Payroll Certification (FPC), PayrollOrg — not yet certified": past the kind of
  // paper, its initials and its body.
  const noun = PAPER_AND_INITIALS.exec(next)?.[0].length;
  const pastNoun = noun ? inProgressAfter(next.slice(noun)) : undefined;
  const after =
    inProgressAfter(next) ??
    (past !== undefined ? spelled! + past : undefined) ??
    (pastNoun !== undefined ? noun! + pastNoun : undefined) ??
    // "CKA – none", "ASE Transit Bus (H-series) — none held".
    (none !== undefined ? (spelled ?? 0) + none : undefined);
  if (after !== undefined) return quote(start, end + after);
  // "my re-registration at the İMO İstanbul Branch is in progress": the subject of a clause that
  // says its paper is still to come.
  const subject = PAPER_AT_BEFORE.exec(clause);
  const state = subject ? PAPER_STATE_AFTER.exec(next) : null;
  if (subject && state) return quote(start - clause.length + subject.index, end + state[0].length);
  // "my ECOL training for new operators is planned for spring 2027": its course, still to come.
  const course = COURSE_TO_COME.exec(next);
  if (course) return quote(start, end + course[0].length);
  // "a payment plan with the CCPAG to get back to active status": not active now.
  const back = BACK_TO_ACTIVE_AFTER.exec(next);
  if (back) return quote(start, end + back[0].length);
  // "scheduled to take the EPA 608 exam in May": the exam for a credential, not passed yet.
  const exam = examAfter(next);
  if (
    exam !== undefined &&
    !PASSED.test(text.slice(end + exam, end + exam + 20)) &&
    !PASSED.test(clause)
  )
    return quote(start, end + exam);
  // "radiographer license application will be completed", "pending ARRT results", "(pending
  // ACSM-CEP)": applied for, or its exam's results still to come.
  const applied = APPLICATION_AFTER.exec(text.slice(end, end + 40));
  if (applied) return quote(start, end + applied[0].length);
  // "NACP (National Advocate Credentialing Program, NOVA) – application submitted": past the
  // name spelled out in brackets.
  const appliedPast = spelled
    ? APPLICATION_AFTER.exec(text.slice(end + spelled, end + spelled + 40))
    : null;
  if (appliedPast) return quote(start, end + spelled! + appliedPast[0].length);
  const awaited = RESULTS_AWAITED.exec(before);
  // "(pending ACSM-CEP)": a bracket that says only that.
  const results =
    awaited &&
    (RESULTS_AFTER.exec(text.slice(end, end + 30)) ??
      (/\(\s*$/.test(before.slice(0, awaited.index)) ? /^[ \t]*\)/.exec(text.slice(end)) : null));
  if (awaited && results) {
    const from = start - awaited[0].length;
    return quote(from, end + results[0].length);
  }
  // "Dental Hygiene Prerequisites (Anatomy & Physiology)": the courses taken before studying it.
  const courses = PREREQUISITES_AFTER.exec(text.slice(end, end + 40));
  if (courses) return quote(start, end + courses[0].length);
  // "Florida Sales Associate license: pre-licensing course completed, state exam scheduled": a
  // status further along the credential's own item, after its label's colon or dash.
  const labelled = STATUS_AFTER_LABEL.exec(text.slice(end, end + 90));
  if (
    labelled &&
    // The item ends where the next of a list begins: "RN license - Texas, BLS … in progress", or
    // the next line does in capitals ("BLS – AHA, 2025\nOTC (NBCOT) – not certified"; the
    // pattern's small letters match capitals too, being case-blind).
    !/,[ \t]*\p{Lu}|\n[ \t]*\p{Lu}/u.test(labelled[0]) &&
    // "STCW Crowd Management / Crisis Management — not yet taken": a status that says so alone,
    // unless a date of the entry's own stands before it ("OSHA 10-Hour — 2021 (OSHA 30 not
    // completed)").
    (CREDENTIAL_STEP.test(labelled[0]) ||
      (!labelled[0].includes("\n") &&
        notDoneAlone(text.slice(end, end + labelled[0].length + 12)))) &&
    !HELD_STATUS.test(labelled[0])
  ) {
    const to = end + labelled[0].length;
    return quote(start, to);
  }
  // "PL-300 (Power BI Data Analyst) - expected": inside the brackets of a name still sought.
  const bracket = BRACKET_REST.exec(text.slice(end, end + 50));
  const rest =
    bracket && text.lastIndexOf("(", start) > text.lastIndexOf(")", start - 1)
      ? inProgressAfter(text.slice(end + bracket[0].length, end + bracket[0].length + 60))
      : undefined;
  if (bracket && rest !== undefined) {
    const to = end + bracket[0].length + rest;
    return quote(start, to);
  }
  // "CompTIA A+ Core 1 - passed 2025; Core 2 exam scheduled", "CPA (3 of 4 sections passed)": a
  // credential of several exams, one of them still to pass, further along its own line.
  const partial = partialExams(text.slice(end, end + 120).split("\n")[0]!);
  if (partial !== undefined) return quote(start, end + partial);
  // "Passed CFA Level I", "FRM Part 1 - passed": one exam of a designation earned by a series.
  const level = SERIES_DESIGNATION.test(text.slice(start, end))
    ? EXAM_OF_SERIES.exec(text.slice(end, end + 40))
    : null;
  if (level) return quote(start, end + level[0].length);
  // "Certified Crop Adviser: passed ICCA International exam; Iowa CCA Board\n  exam scheduled
  // February 2027 – not yet certified": its item, on over its indented or lower-case next lines,
  // ends by saying so.
  const tail = text.slice(end, end + 240);
  if (!NOT_YET_HELD.test(tail)) return undefined;
  const item = /^[^\n]*(?:\n(?:[ \t]{2,}|[ \t]*(?=\p{Ll}))[^\n]*){0,2}/u.exec(tail)![0];
  // The item ends where the next of a list begins ("BLS, ACLS - current; PALS not yet
  // certified"), unless the credential labels it: "Certified Crop Adviser: passed …; Iowa …",
  // "Hazardous Materials (H) endorsement — knowledge test passed, …; endorsement NOT yet issued".
  const own = LABELLED.test(item)
    ? item
    : item.slice(0, item.search(/[;\u2022|]|,[ \t]*\p{Lu}|$/u));
  const notYet = NOT_YET_HELD.exec(own);
  if (notYet && !HELD_STATUS.test(own.slice(0, notYet.index)))
    return quote(start, end + notYet.index + notYet[0].length);
  return undefined;
}
/** After a credential's name, its kind of paper and initials: " Certification (FPC)". */
const PAPER_AND_INITIALS =
  /^[ \t]+(?:certification|certificate|licen[cs]e|credential|designation)(?:[ \t]*\([^()\n]{1,30}\))?(?=,)/i;
/** A credential's label: its colon or dash, after its noun ("Hazmat (H) endorsement — …"). */
const LABELLED = /^(?:[ \t]*\(?[\p{L}]{1,12}\)?){0,2}?[ \t]*(?::|[ \t][\u2013\u2014-][ \t])/u;
/** "not yet certified", "not yet licensed": said of the credential whose item it ends. */
const NOT_YET_HELD = /\bnot\s+yet\s+(?:certified|licensed|registered|credentialed|issued|held)\b/i;

/**
 * Designations awarded once a series of exams is passed (and, for some, years of work): a level
 * or part of one named is an exam passed or to pass, not the designation held.
 */
const SERIES_NAMES = "CFA|CAIA|CMT|FRM|CMA|CIA|Chartered Financial Analyst";
const SERIES_DESIGNATION = new RegExp(`^(?:${SERIES_NAMES})$`);
/** A level or part after a designation's name, and the "passed" said of it. */
const EXAM_OF_SERIES =
  /^[ \t]*(?:[-\u2013\u2014,:][ \t]*)?(?:level|part)[ \t]+(?:[1-3]|I{1,3})\b(?:[ \t]*[-\u2013\u2014,:(]?[ \t]*(?:exams?[ \t]+)?(?:passed|cleared|completed))?/i;

/**
 * A credential's exam named right after it: "EPA 608 exam", "NCLEX-RN examination", "FNP board
 * exam", "CSR dictation exam".
 */
const EXAM_NAMED =
  /^[ \t]*(?:(?:certification|certifying|licens(?:e|ing|ure)|board|boards|state|national|registry|written|skills?|dictation|practical|clinical|oral)[ \t]+){0,2}(?:exam|examination)\b/i;
/** An exam right after a name, up to two names between ("ARRT Radiography exam"): its end. */
function examAfter(rest: string): number | undefined {
  let at = 0;
  for (let i = 0; i <= 2; i++) {
    const exam = EXAM_NAMED.exec(rest.slice(at));
    if (exam) return at + exam[0].length;
    const name = NAME_WORD.exec(rest.slice(at));
    if (!name) return undefined;
    at += name[0].length;
  }
  return undefined;
}
/** Wording that says an exam was passed: the credential it leads to is held. */
const PASSED = /\b(?:passed|pass(?:ing)?\s+score|cleared|certified)\b/i;

/** "Application" right after a credential's name: applied for, not held. */
const APPLICATION_AFTER =
  /^\)?[ \t]*(?:[-\u2013\u2014:][ \t]*)?(?:(?:licen[sc]e|certification|registration|credential|accreditation)[ \t]+)?application\b/i;
/** "pending", "awaiting" right before a name whose exam "results" follow it. */
const RESULTS_AWAITED =
  /\b(?:pending|awaiting|waiting[ \t]+(?:for|on))[ \t]+(?:(?:the|my)[ \t]+)?(?:(?:graduation|licensure|approval|completion)[ \t]+(?:and|&)[ \t]+)?$/i;
const RESULTS_AFTER =
  /^[ \t]*(?:(?:exam|examination|board|registry|test)[ \t]+)?(?:results?|scores?)\b/i;

/** "Prerequisites" right after a name: the courses that lead to it. */
const PREREQUISITES_AFTER = /^[ \t]*(?:program(?:me)?[ \t]+)?pre-?requisites?\b/i;

/**
 * Where, in the rest of a credential's line, an exam of it is still to pass: its end, else
 * undefined. "Core 2 exam scheduled", "REG in progress", "skills tests in progress", "3 of 4
 * sections passed", "3,300 of 4,000 hours"; not "4 of 4 sections passed", and not an exam that
 * renews the credential.
 */
function partialExams(rest: string): number | undefined {
  const m = EXAM_TO_PASS.exec(rest);
  if (m && !/\brenew|\brecert/i.test(rest.slice(0, m.index + m[0].length)))
    return m.index + m[0].length;
  const count = SECTIONS_PASSED.exec(rest) ?? HOURS_LOGGED.exec(rest);
  const figure = (x: string) => Number(x.replace(/,/g, ""));
  return count && figure(count[1]!) < figure(count[2]!) ? count.index + count[0].length : undefined;
}
/** "approx. 3,300 of 4,000 hours": hours still short of those it asks. */
const HOURS_LOGGED = /\b(\d[\d,]*)[ \t]+of[ \t]+(\d[\d,]*)[ \t]+(?:[\p{L}-]+[ \t]+){0,2}?hours\b/iu;
/** A part of a credential's exams, then a status that says it is not passed yet. */
const EXAM_TO_PASS =
  /\b(?:core|part|section|level|module|paper|exam|tests?|practical|FAR|AUD|REG|BEC|BAR|ISC|TCP)\b[ \t]*(?:[\dIVX]+\b)?[ \t]*(?:\([^()\n]{0,20}\)[ \t]*)?(?:exams?[ \t]+)?(?:scheduled|planned|targeted|booked|pending|in[ \t-]+progress|remaining|not[ \t]+yet[ \t]+(?:taken|passed|certified))\b/i;
/** "3 of 4 sections passed", "passed 2 of 4 parts". */
const SECTIONS_PASSED =
  /\b(\d)[ \t]+of[ \t]+(\d)[ \t]+(?:[\p{L}+&]+[ \t]+){0,2}?(?:sections?|parts?|exams?|cores?|levels?|papers?)\b(?:[ \t]+(?:passed|cleared|completed))?/iu;
/**
 * A credential's name before a program, school or course names the schooling, not the credential
 * held: "State Registered Nursing Program, Spring of 2017", "CDL school", "CPA review class", "6-20
 * Adjuster Pre-Licensing Course". Not a role of one ("RN Program Director", "RN School Nurse"),
 * nor a licence's class ("CDL Class A"). Returns the wording, to quote.
 */
export function programAt(
  text: string,
  start: number,
  end: number,
  namesARole = false,
): SourceSpan | undefined {
  // "I finished my EMT\ncourse in October 2026": a sentence that runs the column's width goes on
  // after the name on the next line.
  const wraps =
    /^[ \t]*\n[ \t]*\p{Ll}/u.test(text.slice(end, end + 8)) &&
    end - (text.lastIndexOf("\n", start - 1) + 1) >= 60;
  const after = wraps
    ? text.slice(end, end + 60).replace(/^[ \t]*\n[ \t]*/, " ")
    : text.slice(end, end + 60);
  // "96 of 125 required ARRT MR procedures": a count of what it asks, done so far.
  const counted = COUNT_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  if (counted && (counted[1] || COUNTED_AFTER.test(after)))
    return {
      start: start - counted[0].length,
      end,
      text: text.slice(start - counted[0].length, end),
    };
  // "Post-Graduate Certificate, PMHNP – Northern Lakes University": the school's programme, named
  // before the credential it prepares for.
  const before = CERTIFICATE_PROGRAM_BEFORE.exec(
    text.slice(Math.max(0, start - 40, text.lastIndexOf("\n", start - 1) + 1), start),
  );
  if (before)
    return {
      start: start - before[0].length,
      end,
      text: text.slice(start - before[0].length, end),
    };
  // "Certified Wedding Planner (CWP) program": initials in brackets, then the programme.
  const closing = after.startsWith(")") ? 1 : 0;
  // "Annual Filing Season Program – Record of Completion": a credential that is a programme, its
  // completion the credential itself.
  const program = /\bprogram(?:me)?$/i.test(text.slice(start, end))
    ? null
    : PROGRAM_AFTER.exec(after.slice(closing));
  const length = program
    ? closing + program[0].length
    : namesARole
      ? ROLE_TRAINING_AFTER.exec(after)?.[0].length
      : undefined;
  if (length === undefined) {
    // "completed CLFP Foundation\nAccelerated Learning Session": an event named for the
    // credential, its name perhaps running onto the next line.
    const event = EVENT_NAMED_AFTER.exec(text.slice(end, end + 80));
    return event
      ? { start, end: end + event[0].length, text: text.slice(start, end + event[0].length) }
      : undefined;
  }
  const to = end + length + (wraps ? /^[ \t]*\n[ \t]*/.exec(text.slice(end))![0].length - 1 : 0);
  return { start, end: to, text: text.slice(start, to) };
}
/**
 * After a credential's name, the capitalised words of an event named for it and the event's noun:
 * "CLFP Foundation Accelerated Learning Session", "CISSP Boot Camp", "PMP Exam Prep Workshop".
 */
const EVENT_NAMED_AFTER =
  /^(?:[ \t]*\n?[ \t]*\p{Lu}[\p{L}&-]*){0,4}[ \t]*\n?[ \t]*(?:[Ss]essions?|SESSIONS?|[Ww]orkshops?|WORKSHOPS?|[Ss]eminars?|SEMINARS?|[Bb]oot[ \t-]?[Cc]amps?|BOOT[ \t-]?CAMPS?|[Ww]ebinars?|[Cc]onferences?|[Ss]ymposi(?:um|a))\b/u;
/** A school's certificate programme right before a credential's name: "Post-Graduate Certificate, ". */
const CERTIFICATE_PROGRAM_BEFORE =
  /\b(?:(?:post[ \t-]?(?:graduate|master['\u2019]?s|baccalaureate)|graduate|academic)[ \t]+)certificate[ \t]*(?:,|in|of)[ \t]*$/i;
/**
 * After a credential named for a role ("Registered Behavior Technician", "Certified Nursing
 * Assistant"): the training for the role, not the credential ("RBT 40-Hour Training completed",
 * "CNA training"). Not after a credential of a skill: "OSHA 30-Hour Training" is the card.
 */
const ROLE_TRAINING_AFTER =
  /^[ \t]*(?:(?:\d+[ \t-]?hours?|basic|recruit|initial|entry[ \t-]level)[ \t]+){0,3}(?:training|academy|(?:competency[ \t]+)?assessment)\b(?![ \t]+(?:director|manager|coordinator|instructor|officer|specialist|lead|supervisor)\b)/i;
/** "96 of 125 required", "3 of 4": a count before a credential's name; [1] when it says required. */
const COUNT_BEFORE =
  /\b\d+[ \t]+(?:of|out[ \t]+of)[ \t]+\d+[ \t]+((?:required|mandatory)[ \t]+)?$/i;
/** What a count of a credential's requirements counts: "… ARRT MR procedures", "… CPA exams". */
const COUNTED_AFTER =
  /^[ \t]+(?:clinical[ \t]+)?(?:procedures|cases|exams?|sections|parts|competenc(?:y|ies)|requirements|hours|credits|units)\b/i;
const PROGRAM_AFTER =
  /^[ \t]*(?:[-\u2013\u2014][ \t]*(?:[A-Z][A-Za-z&]*[ \t]+){0,2})?(?:(?:review|prep|preparation|exam|training|certificate|diploma|pre-?licens(?:ing|ure))[ \t]+)?(?:program(?:me)?s?|school|course(?:[ \t]?work|s)?|class(?:es)?|students?|prerequisites?|curriculum|of[ \t]+completion|(?:structured|didactic)[ \t]+education|(?:clinical|didactic)[ \t]+(?:requirements|hours|competenc(?:y|ies)|rotations?))\b(?![ \t]+(?:director|manager|coordinator|instructor|chair|administrator|lead|supervisor|specialist|nurse|teacher|educator|liaison|officer)\b)(?<!\bclass(?=[ \t]+(?:[A-H]|[IV]{1,4}|\d{1,2})(?![\p{L}\d])))/iu;

/**
 * Whether the clause before `start` claims what follows it ("with 6 years of", "skilled in"):
 * a goal named again later in an objective ("… needed to operate as an effective Real Estate
 * Salesperson") is still a goal unless its own clause says it is held.
 */
export function claimedInClause(text: string, start: number): boolean {
  const before = wordsBefore(text, start);
  return CLAIM_BETWEEN.test(before.slice(Math.max(before.search(CLAUSE_END), 0)));
}

/** The 80 characters before `start`; a sentence wrapped in a narrow column goes on on the next line ("while I\ncomplete …"). */
function wordsBefore(text: string, start: number): string {
  // A line goes on after a break before small letters, or after a small word that cannot end a
  // sentence ("I plan to do the\n   FOET refresher").
  return text
    .slice(Math.max(0, start - 80), start)
    .replace(/\n(?=[ \t]*\p{Ll})|(?<=\b(?:the|an?|my|to|of|for|do|take|sit|renew)[ \t]*)\n/gu, " ");
}
/** The last clause of a text: what follows its last sentence, clause or list break. */
const CLAUSE_END = /[^.!?;:,\n•·()|]*$/;
/**
 * After a credential, its label's colon or dash, perhaps after up to five words of what part of it
 * ("AWS D1.1 SMAW 3G/4G structural welding test – scheduled"), then a status within its item, past
 * a semicolon that goes on about the credential ("course completed; permit application submitted").
 */
const STATUS_AFTER_LABEL = new RegExp(
  String.raw`^(?:[ \t]+(?![-\u2013\u2014])[^\s:;,|\u2022\u2013\u2014]+){0,5}?[ \t]*[:\-\u2013\u2014](?:[^\n;\u2022|]|;(?=[ \t]*(?:\p{Ll}[\p{L}-]*[ \t]+|\p{Lu}{2,6}[ \t]+(?:\p{Ll}[\p{L}-]*[ \t]+)?){0,2}(?:application|permit|licen[sc]e|certification|exam|assessment)\b)|\n(?=[ \t]*\p{Ll})){0,90}?\b(?:${IN_PROGRESS}|completing|pursuing)\b`,
  "iu",
);
/** Wording that says a thing is not done (yet), whatever it is: "– NOT completed". */
const NOT_YET_DONE =
  /\bnot[ \t]+(?:yet[ \t]+)?(?:taken|held|obtained|earned|completed|passed|issued|admitted|certified|licensed|registered)\b/i;
/** Whether the line's status says a thing is not done, with no date or status of its own before. */
function notDoneAlone(rest: string): boolean {
  const line = /^[^\n]*/.exec(rest)![0];
  const done = NOT_YET_DONE.exec(line);
  return done !== null && !OWN_STATUS.test(line.slice(0, done.index));
}
/** Wording that says a credential is held now, which a later status word does not undo. */
const HELD_STATUS = /\b(?:active|current|valid|issued|held|renew\w*|in\s+good\s+standing)\b/i;
/**
 * A step towards a credential, which the status is about: "state exam scheduled", "RN status:
 * Completing ADN", "Infant and Toddler Educator (ITE) post-basic – in progress".
 */
const CREDENTIAL_STEP =
  /\b(?:exam\w*|test|licen[sc]\w*|certif\w*|registration|board|application|course\w*|status|training|program(?:me)?|practicum|post-basic)\b/i;
/** The rest of a bracket the mention stands in, up to its closing ")". */
const BRACKET_REST = /^[^()\n]{0,40}\)/;

/** A line about a credential that says it is not held yet: "Dental Hygiene License - expected June 2027". */
export function soughtLine(line: string): boolean {
  return (
    line.search(GOAL_BEFORE) >= 0 ||
    IN_PROGRESS_WORD.test(line) ||
    NOT_HELD_LINE.test(line) ||
    NO_DEGREE_LINE.test(line) ||
    partialExams(line) !== undefined ||
    SERIES_EXAM_LINE.test(line)
  );
}
/** A line naming a level or part of a designation earned by a series of exams ("CFA Level II"). */
const SERIES_EXAM_LINE = new RegExp(
  String.raw`\b(?:${SERIES_NAMES})[ \t]*(?:[-\u2013\u2014,:][ \t]*)?(?:[Ll]evel|LEVEL|[Pp]art|PART)[ \t]+(?:[1-3]|I{1,3})\b`,
);
/** After a nation's adjective, the body it names: "Bar Association", "Red Cross", "Ministry of Health". */
const BODY_AFTER_ADJECTIVE =
  /^[ \t]+(?:\p{Lu}[\p{L}-]*[ \t]+){0,3}(?:Association|Society|Council|Board|Chamber|Ministry|Bar|Cross|Institute|University|College|Agency|Authority|Academy|Federation|Army|Navy|Embassy|Consulate|Railways?|Airlines?)\b/u;
/** "No bachelor's degree; considering an online B.S.": a line saying its degree is not held. */
const NO_DEGREE_LINE =
  /\b(?:no|without)\s+(?:an?\s+)?(?:(?:4|four)-year\s+)?(?:bachelor|master|associate|doctoral|college|university)(?:['\u2019]?s)?\s+degree\b/i;
/** "not a certified medical coder", "no valid license": a line saying its credential is not held. */
const NOT_HELD_LINE =
  /\b(?:no|not|without)\s+(?:(?:a|an|yet|any|valid|current(?:ly)?|active|state)\s+){0,3}(?:licen[cs]|certif|registered\b)/i;
/** A status in words ("in progress", "eligible") or as a label ("FCAS progress: Exam 7 passed"). */
const IN_PROGRESS_WORD = new RegExp(
  String.raw`\b(?:${IN_PROGRESS}|eligible|${PROGRESS_LABEL})\b`,
  "i",
);
/** Whether a line says what it names is not held yet: "Doctor of Audiology Candidate (Au.D.), 2027". */
export const saysInProgress = (line: string) => IN_PROGRESS_WORD.test(line);

/**
 * Whether the words before `start` (in the same sentence) hold a negator whose reach covers the
 * mention: no sentence or clause break in between, commas only between short list items.
 * `isNegatedBy("No experience with Java or C#", 19, RESUME_NEGATORS)` -> true.
 */
export function isNegatedBy(text: string, start: number, negators: RegExp): boolean {
  const from = Math.max(0, start - 160);
  const before = text.slice(from, start);
  // The sentence (or list item) the mention sits in.
  const breakAt = Math.max(before.search(/[^.!?;:\n•·()]*$/), 0);
  const sentence = before.slice(breakAt);
  let last: RegExpExecArray | undefined;
  for (const m of sentence.matchAll(negators)) last = m;
  if (!last) return false;
  const between = sentence.slice((last.index ?? 0) + last[0].length);
  if (
    /\b(?:but|however|although|though|whereas|yet|instead|must|required|requires|need|needed|strong|solid|proven)\b/i.test(
      between,
    )
  )
    return false;
  // "excluding A, B and C" reaches over a list of short items only, not over a new clause
  // ("no experience in Python to ship Django apps").
  if (/\b(?:to|for|that|which|who|using|used|by|from|at|then|where|when|while)\b/i.test(between))
    return false;
  // An article is no word of the item: "an FHA Direct Endorsement designation or a VA SAR".
  return between.split(/,|\band\b|\bor\b|\//).every(
    (chunk) =>
      chunk
        .replace(/^\s*(?:an?|the|any)\s+/i, "")
        .trim()
        .split(/\s+/).length <= 4,
  );
}

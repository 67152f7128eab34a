/**
 * A licence is issued by a state: one the posting asks for in Texas is not held by a Florida
 * licence of the same name. Only states written out in full are read, on both sides: a two-letter
 * code ("OR", "MA", "MS", "CO") is a word or a degree too often to be trusted.
 */
import { isRoleWord } from "../jd/title.ts";
import { escapeRegExp } from "../skills/text.ts";
import { CA_PROVINCES, MONTHS, US_STATES } from "../structure/vocabulary.ts";

/** Longest first, so that "West Virginia" is not read as Virginia. */
const STATE_NAME = new RegExp(
  String.raw`\b(?:${Object.values(US_STATES)
    .sort((a, b) => b.length - a.length)
    .map((s) => escapeRegExp(s).replace(/ /g, String.raw`\s+`))
    .join("|")})\b`,
  "gi",
);

/** `text` without the US states it names in full: "Active Michigan OT license" -> "Active  OT license". */
export function withoutStateNames(text: string): string {
  return text.replace(STATE_NAME, "");
}

/** The US states a text names in full: `statesNamed("Florida 6-20 Adjuster")` -> ["Florida"]. */
export function statesNamed(text: string): string[] {
  const names = [...text.matchAll(STATE_NAME)].map((m) => canonical(m[0]));
  // A two-letter code counts only where a licence names it ("licensed in SC", "NC license"):
  // elsewhere "IN", "OR" and "MD" are words and degrees.
  for (const m of text.matchAll(STATE_CODE_OF_LICENCE)) {
    const code = m[1] ?? m[2];
    // After a state's name the letters are the licence's own: "Georgia PA license" (a physician
    // assistant's), "Ohio RN license".
    if (m[2] && STATE_NAME_LAST.test(text.slice(0, m.index))) continue;
    if (code && US_STATES[code]) names.push(US_STATES[code]);
  }
  return [...new Set(names)];
}
const STATE_CODE_OF_LICENCE =
  /\b(?:licensed|certified|licen[cs]ed?|licensure)\s+(?:in|for|by)\s+(?:the\s+state\s+of\s+)?([A-Z]{2})\b(?![-\d])|\b([A-Z]{2})\s+(?:state\s+)?(?:licen[cs]e[ds]?|licensure)\b/g;
const STATE_NAME_LAST = new RegExp(String.raw`(?:${STATE_NAME.source})\s+$`, "i");
const byLower = new Map(Object.values(US_STATES).map((s) => [s.toLowerCase(), s]));
const canonical = (written: string) =>
  byLower.get(written.replace(/\s+/g, " ").toLowerCase()) ?? written;

/**
 * The states the posting's clause around `requirement` names: `statesAsked("Active Ohio RCP
 * license", span)` -> ["Ohio"]; none when another state's licence will do ("… in Pennsylvania, or
 * the ability to obtain a Pennsylvania PE by comity"). A licence or register of a country is read
 * alike ("valid Israeli Registered Nurse licence" -> ["Israel"]), where the country is written in
 * the requirement's own words, before them or as "in Germany" after them.
 */
export const statesAsked = (posting: string, requirement: Span) => {
  const item = posting.slice(requirement.end, requirement.end + 160).split(/[\n\u2022\u00b7;]/)[0]!;
  if (BY_ANOTHER_STATES.test(item)) return [];
  const clause = clauseAround(posting, requirement);
  const states = statesNamed(clause);
  if (states.length) return states;
  // The clause up to the requirement's end, its last words only, and "in Germany" after it.
  const upTo = clause.slice(0, clause.length - (clauseEnd(posting, requirement) - requirement.end));
  // From the end of the sentence before ("… French and Spanish.The RoleWe are looking for an
  // experienced Registered Nurse": no country of the nurse's).
  const window = upTo.slice(-(requirement.end - requirement.start) - 60);
  const before = window.slice(
    Math.max(0, ...[...window.matchAll(/\p{Ll}{2}[.!?:]/gu)].map((m) => m.index + m[0].length)),
  );
  const after = COUNTRY_AFTER.exec(posting.slice(requirement.end, requirement.end + 80));
  const own = `${before} ${after?.[0] ?? ""}`;
  return NATIONAL_CREDENTIAL.test(own) ? countriesNamed(own) : [];
};
/** A licence obtained on the strength of another state's: "by comity", "through reciprocity". */
const BY_ANOTHER_STATES = /\b(?:by|through|via)\s+(?:comity|reciprocity)\b/i;
/** The words that make a credential a country's: its licence, register or authorisation. */
const NATIONAL_CREDENTIAL =
  /\b(?:licen[cs]|licensure|regist|authori[sz]|admitted|admission|chartered|permit|approbation)/i;
/**
 * After a requirement: "issued in Germany", "(RN) of the Philippines", "with The Bahamas Dental
 * Council".
 */
const COUNTRY_AFTER =
  /^\s*(?:\([^()]{0,30}\)\s*)?(?:[,-]\s*)?(?:issued\s+|valid\s+|held\s+)?(?:in|of|by|from|with)\s+(?:[Tt]he\s+)?\p{Lu}[\p{L}.]*(?:\s+(?:and\s+)?\p{Lu}[\p{L}.]*){0,2}/u;

/** Where the clause around `span` ends in `text`. */
function clauseEnd(text: string, span: Span): number {
  const lineEnd = text.indexOf("\n", span.end);
  const rest = text.slice(span.end, lineEnd < 0 ? text.length : lineEnd);
  const end = rest.search(CLAUSE_END);
  return span.end + (end < 0 ? rest.length : end);
}

/**
 * Countries other than the United States (whose licences are its states'), by name and by the
 * adjective a credential takes: "Israel", "Israeli RN licence"; and (below) the states and
 * provinces of Australia and Canada. Georgia and Jordan are left out (a
 * state, a name), and so are "English" and "American", written of a language and of bodies.
 */
const NATIONS: Record<string, string[]> = {
  "United Kingdom": [
    "UK",
    "U.K.",
    "Britain",
    "British",
    "England",
    "Scotland",
    "Scottish",
    "Wales",
    "Welsh",
    "Northern Ireland",
  ],
  Ireland: ["Irish", "Republic of Ireland"],
  Canada: ["Canadian"],
  Australia: ["Australian"],
  "New Zealand": ["NZ"],
  Philippines: ["Philippine", "Filipino"],
  India: ["Indian"],
  Pakistan: ["Pakistani"],
  Bangladesh: ["Bangladeshi"],
  "Sri Lanka": ["Sri Lankan"],
  Nepal: ["Nepali", "Nepalese"],
  Nigeria: ["Nigerian"],
  Ghana: ["Ghanaian"],
  Kenya: ["Kenyan"],
  Uganda: ["Ugandan"],
  Zambia: ["Zambian"],
  Zimbabwe: ["Zimbabwean"],
  Botswana: ["Motswana"],
  "South Africa": ["South African"],
  Egypt: ["Egyptian"],
  Israel: ["Israeli"],
  "Saudi Arabia": ["Saudi", "KSA"],
  "United Arab Emirates": ["UAE", "U.A.E.", "Emirati"],
  Qatar: ["Qatari"],
  Kuwait: ["Kuwaiti"],
  Oman: ["Omani"],
  Bahrain: ["Bahraini"],
  Lebanon: ["Lebanese"],
  Turkey: ["Türkiye", "Turkish"],
  Germany: ["German"],
  Austria: ["Austrian"],
  Switzerland: ["Swiss"],
  France: ["French"],
  Belgium: ["Belgian"],
  Netherlands: ["Dutch", "Holland"],
  Luxembourg: ["Luxembourgish"],
  Spain: ["Spanish"],
  Portugal: ["Portuguese"],
  Italy: ["Italian"],
  Greece: ["Greek"],
  Poland: ["Polish"],
  Czechia: ["Czech", "Czech Republic"],
  Hungary: ["Hungarian"],
  Romania: ["Romanian"],
  Bulgaria: ["Bulgarian"],
  Croatia: ["Croatian"],
  Serbia: ["Serbian"],
  Ukraine: ["Ukrainian"],
  Russia: ["Russian"],
  Sweden: ["Swedish"],
  Norway: ["Norwegian"],
  Denmark: ["Danish"],
  Finland: ["Finnish"],
  Iceland: ["Icelandic"],
  China: ["Chinese"],
  "Hong Kong": [],
  Taiwan: ["Taiwanese"],
  Japan: ["Japanese"],
  "South Korea": ["Korea", "Korean"],
  Singapore: ["Singaporean"],
  Malaysia: ["Malaysian"],
  Indonesia: ["Indonesian"],
  Thailand: ["Thai"],
  Vietnam: ["Vietnamese"],
  Mexico: ["Mexican"],
  Brazil: ["Brazilian"],
  Argentina: ["Argentinian", "Argentine"],
  Chile: ["Chilean"],
  Colombia: ["Colombian"],
  Peru: ["Peruvian"],
  Jamaica: ["Jamaican"],
  "Trinidad and Tobago": ["Trinidad", "Trinidadian"],
  Barbados: ["Barbadian"],
  Bahamas: ["Bahamian"],
};
/**
 * Australia's states and Canada's provinces (from the address vocabulary), which license the work
 * as US states do, with their other names.
 */
const REGIONS: Record<string, Record<string, string[]>> = {
  Australia: {
    Queensland: ["QLD", "Qld"],
    "New South Wales": ["NSW"],
    Victoria: [],
    "Western Australia": [],
    "South Australia": [],
    Tasmania: [],
    "Northern Territory": [],
    "Australian Capital Territory": [],
  },
  Canada: Object.fromEntries(
    Object.values(CA_PROVINCES).map((name) => [name, name === "Quebec" ? ["Québec"] : []]),
  ),
};
/** The country of a state or province read as a place of its own. */
const COUNTRY_OF_REGION: Record<string, string> = Object.fromEntries(
  Object.entries(REGIONS).flatMap(([country, regions]) =>
    Object.keys(regions).map((region) => [region, country]),
  ),
);
const NATION_OF = new Map(
  [NATIONS, ...Object.values(REGIONS)].flatMap((names) =>
    Object.entries(names).flatMap(([name, other]) => [name, ...other].map((w) => [w, name])),
  ),
);
const NATION_WORD = new RegExp(
  String.raw`(?<![\p{L}.])(?:${[...NATION_OF.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/ /g, String.raw`\s+`))
    .join("|")})(?![\p{L}])`,
  "gu",
);
/** The names of `NATIONS` that are no adjective: "UK", "Holland", "Korea", "NSW". */
const OTHER_NAME = new Set([
  "UK",
  "U.K.",
  "Britain",
  "England",
  "Scotland",
  "Wales",
  "NZ",
  "KSA",
  "UAE",
  "U.A.E.",
  "Türkiye",
  "Holland",
  "Korea",
  "Trinidad",
  "QLD",
  "Qld",
  "NSW",
  "Québec",
]);
/**
 * Before a country's adjective, words that make it a language's: "fluent German", "in French",
 * another language and a slash ("(English/Spanish)"), or "bilingual" earlier in the clause.
 */
const LANGUAGE_BEFORE =
  /\b(?:fluent|fluency|native|speaks?|speaking|spoken|written|in)\s+$|\/\s*$|\bbilingual\b/i;
/** After it: "German (C1)", "German B2", "Spanish – native", "French language". */
const LANGUAGE_AFTER =
  /^\s*(?:\(\s*)?(?:[-\u2013:]\s*)?(?:[ABC][12]\b|native|fluent|mother|language|speak|proficien|level|conversational|basic|intermediate|advanced|business|working|and\s+\p{Lu}|or\s+\p{Lu}|,|\/|\)|$)/u;

/** `text` without the countries it names: "Israeli Registered Nurse licence" -> " Registered Nurse licence". */
export function withoutCountryNames(text: string): string {
  return text.replace(NATION_WORD, "");
}

/** A credential's name without its countries: "Israeli Registered Nurse licence" -> "Registered Nurse licence". */
export const nationalName = (name: string) => withoutCountryNames(name).replace(/\s+/g, " ").trim();

/** The countries a text names, as a credential's: `countriesNamed("Philippine RN licence (PRC)")` -> ["Philippines"]. */
export function countriesNamed(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(NATION_WORD)) {
    const name = NATION_OF.get(m[0].replace(/\s+/g, " "))!;
    // An adjective written of a language is not the credential's country; a name is one
    // whatever follows it ("Registered Nurse, Korea, 2015", "(NSW)").
    const adjective = m[0] !== name && !OTHER_NAME.has(m[0]) && !/\s/.test(m[0]);
    if (
      adjective &&
      (LANGUAGE_BEFORE.test(text.slice(0, m.index)) ||
        LANGUAGE_AFTER.test(text.slice(m.index + m[0].length)))
    )
      continue;
    names.push(name);
  }
  return [...new Set(names)];
}

/** Words that say a credential is not held (yet, or any more). */
const NOT_HELD =
  /\b(?:not\s+yet|pending|in\s+progress|applied|applying|will\s+apply|expired|lapsed|inactive|eligible)\b/i;
const LICENCE_NOUN = /\b(?:licen[cs]e[ds]?|licensure|registration|admitted|admission)\b/i;
const CERTIFICATION_NOUN = /\b(?:certification|certificate|certified)\b/i;

/**
 * A clause of the resume that names one of `states` with the requirement's kind of credential
 * (licence or certification) and says it is not held:
 * "Ohio license: not yet applied (will apply upon offer)", "Ohio licensure by endorsement
 * application submitted 10/2026, not yet issued". Returns the clause's span.
 */
export function soughtStateLicence(
  resume: string,
  states: string[],
  requirement: string,
): { start: number; end: number; text: string } | undefined {
  // A licence is sought by a clause about a licence, a certification by one about a certification.
  const noun = /\bcertif/i.test(requirement) ? CERTIFICATION_NOUN : LICENCE_NOUN;
  // A clause naming another credential's role is about that one: "Not yet licensed: Ohio
  // audiologist license" says nothing of BLS; "Ohio license: not yet applied" is about any.
  const own = (requirement.match(/\p{L}{2,}/gu) ?? []).map((w) => w.toLowerCase());
  const aboutAnother = (clause: string) => {
    const words = (clause.match(/\p{L}{3,}/gu) ?? []).map((w) => w.toLowerCase());
    const ownWord = (w: string) => own.some((o) => o.length >= 3 && o.startsWith(w.slice(0, 5)));
    return (
      words.some((w) => isRoleWord(w) && !ownWord(w)) &&
      !words.some((w) => ownWord(w) && !/^licen|^certif/.test(w))
    );
  };
  for (const m of resume.matchAll(CLAUSE)) {
    const clause = m[0];
    if (
      noun.test(clause) &&
      !aboutAnother(clause) &&
      NOT_HELD.test(clause) &&
      [...statesNamed(clause), ...countriesNamed(clause)].some((s) => states.includes(s))
    ) {
      const lead = clause.length - clause.trimStart().length;
      const text = clause.trim();
      const start = (m.index ?? 0) + lead;
      return { start, end: start + text.length, text };
    }
  }
  return undefined;
}
/** A clause: the text between line breaks, sentence ends, semicolons and bullets. */
const CLAUSE = /[^\n;\u2022|]+?(?=\.(?:\s|$)|[\n;\u2022|]|$)/g;

/**
 * Of the places a resume names a credential, the first whose clause names one of the `asked`
 * states, and the first whose clause names others, with those states; each place read once.
 */
export function placesByState<T extends Span>(
  text: string,
  places: T[],
  asked: string[],
): { own?: T; other?: { place: T; held: string[] } } {
  let other: { place: T; held: string[] } | undefined;
  for (const place of places) {
    // A state of the country asked is the country's ("Victoria" for an Australian licence); the
    // country of the state asked says too little to be another's ("Australia" for Queensland's).
    const named = statesAround(text, place).filter(
      (s) => !asked.some((a) => COUNTRY_OF_REGION[a] === s),
    );
    if (named.some((s) => asked.includes(s) || asked.includes(COUNTRY_OF_REGION[s] ?? "")))
      return { own: place };
    if (named.length) other ??= { place, held: named };
  }
  return { other };
}

/**
 * The states named in the clause around `span`, or the countries: `statesAround("Licensed
 * Practical Nurse - Kentucky Board", span)` -> ["Kentucky"], `statesAround("Registered Nurse
 * (India)", span)` -> ["India"].
 */
export const statesAround = (text: string, span: Span) => {
  const clause = clauseAround(text, span);
  return [...statesNamed(clause), ...countriesNamed(clause)];
};

interface Span {
  start: number;
  end: number;
}

/**
 * Where a clause ends: a sentence's end, a semicolon, a bullet or a bar; a bullet glued to the next
 * item too ("…within 90 days of hire•Current BLS certification", "…of hire·Current BLS").
 */
const CLAUSE_END = /[.;|](?=\s|$)|[\u2022\u00b7]/g;

/** The clause of `text` around `span`: `clauseAround("Miami. Texas RN license; BLS", span of "RN")` -> "Texas RN license". */
function clauseAround(text: string, span: Span): string {
  const lineStart = text.lastIndexOf("\n", span.start - 1) + 1;
  const lineEnd = text.indexOf("\n", span.end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const from = span.start - lineStart;
  const to = Math.min(line.length, span.end - lineStart);
  let cut = 0;
  for (const m of line.slice(0, from).matchAll(CLAUSE_END)) cut = (m.index ?? 0) + 1;
  const after = line.slice(to);
  const end = after.search(CLAUSE_END);
  return line.slice(cut, to + (end < 0 ? after.length : end));
}

/** `orStates(["Texas", "Oklahoma"])` -> "Texas or Oklahoma". */
export const orStates = (states: string[]) =>
  states.length > 1 ? `${states.slice(0, -1).join(", ")} or ${states.at(-1)}` : states[0]!;

/**
 * After a credential on its line, the date it is valid through ("exp. 11/2025", "expires June
 * 2026", "valid through 2025", "active through 2026"), when that date has passed by `asOf` (ISO):
 * the wording, to quote. A year alone runs to its end.
 * `expiredBy("BLS - AHA, exp. 11/2025", 3, "2026-11-25")` -> { start: 0, end: 23, text: "BLS - AHA, exp. 11/2025" }
 */
export function expiredBy(
  text: string,
  credential: Span,
  asOf: string | undefined,
): { start: number; end: number; text: string } | undefined {
  const now = /^(\d{4})-(\d{2})/.exec(asOf ?? "");
  if (!now) return undefined;
  const lineEnd = text.indexOf("\n", credential.end);
  let after = text.slice(credential.end, lineEnd < 0 ? text.length : lineEnd);
  // A name wrapped in a narrow column: its date is on the next line ("Ohio Respiratory Care
  // Professional" / "License RCP.014522, exp. 06/2026").
  if (!after.trim() && lineEnd >= 0) {
    const next = text.indexOf("\n", lineEnd + 1);
    after += text.slice(lineEnd, next < 0 ? text.length : next);
  }
  const m = VALID_THROUGH.exec(after);
  if (!m) return undefined;
  const year = Number(m[3] ?? m[5]);
  const month = m[2] ? MONTHS[m[2].toLowerCase().slice(0, 3)] : m[4] ? Number(m[4]) : 12;
  if (!month || month > 12) return undefined;
  if (year * 12 + month >= Number(now[1]) * 12 + Number(now[2])) return undefined;
  const end = credential.end + (m.index ?? 0) + m[0].length;
  const start = credential.start;
  return { start, end, text: text.slice(start, end) };
}
/** "exp. 11/2025", "expires June 2026", "valid through 2025", "active thru 12/2024". */
const VALID_THROUGH =
  /\b(?:exp(?:\.|ires?|iry|iration)?(?:\s+date)?|valid\s+(?:through|thru|until|to)|active\s+(?:through|thru|until))[:\s]*(?:((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4}))|(?:(\d{1,2})\s*[/.-]\s*)?((?:19|20)\d{2}))\b/i;

/**
 * The contact block: name, headline, e-mail, phone, links and profiles, location.
 */
import type { Location, Profile, SourceSpan } from "../types.ts";
import { normalizeHeading } from "./sections.ts";
import {
  type Fragment,
  type Line,
  makeSpan,
  maskListMarkup,
  splitFragment,
  trimFragment,
} from "./text-lines.ts";
import {
  CA_PROVINCES,
  CITY_COUNTRIES,
  COMPANY_MARKERS,
  COUNTRIES,
  isRoleNoun,
  OTHER_REGIONS,
  ROLE_MODIFIERS,
  ROLE_NOUNS,
  SCHOOL_MARKERS,
  US_STATES,
} from "./vocabulary.ts";

export interface Found<T> {
  value: T;
  span: SourceSpan;
}

const EMAIL =
  /(?<![\w.+-])[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,63})@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.)+[A-Za-z]{2,24}(?![\w])/g;

/** First e-mail address in the given lines. */
export function findEmail(input: string, lines: Line[]): Found<string> | null {
  for (const line of lines) {
    EMAIL.lastIndex = 0;
    const m = EMAIL.exec(line.text);
    if (m) {
      const value = m[0].replace(/\.$/, "");
      const start = line.start + m.index;
      return { value, span: makeSpan(input, start, start + value.length) };
    }
  }
  return null;
}

// Digits with the separators phone numbers use; validated by digit count afterwards.
const PHONE =
  /(?<![\w/.])(?:\+\s?\d{1,3}[\s.-]?|\(\+\d{1,3}\)\s?)?(?:\(\s?\d{1,5}\s?\)[\s.-]?)?\d{1,12}(?:[\s.-]\d{1,12}){0,5}(?:\s*(?:ext\.?|x)\s*\d{1,5})?(?![\w/])/g;
const PHONE_LABEL =
  /\b(?:phone|tel|telephone|mobile|mob|cell|cellphone|ph|contact|whatsapp|m|t|p)\s*[:.]?\s*$/i;

function isPlausiblePhone(raw: string, labelled: boolean): boolean {
  const digits = raw.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return false;
  // Years and date ranges: "2019 - 2021", "2019-03-01".
  if (/^(?:19|20)\d{2}\s*[-–.]\s*(?:19|20)?\d{2}(?:[-.]\d{2})?$/.test(raw.trim())) return false;
  const groups = raw
    .trim()
    .split(/[\s.()-]+/)
    .filter(Boolean);
  if (
    !labelled &&
    !raw.includes("+") &&
    !raw.includes("(") &&
    groups.length < 2 &&
    digits.length < 10
  )
    return false;
  if (!labelled && groups.length === 1 && digits.length > 12) return false;
  return true;
}

/** First phone number in the given lines (international formats). */
export function findPhone(input: string, lines: Line[]): Found<string> | null {
  for (const line of lines) {
    PHONE.lastIndex = 0;
    for (let m = PHONE.exec(line.text); m; m = PHONE.exec(line.text)) {
      const raw = m[0].trim();
      // Only the text just before the number can label it; testing the whole prefix made a
      // long line of digits quadratic (each candidate rescanned everything before it).
      const labelled = PHONE_LABEL.test(line.text.slice(Math.max(0, m.index - 40), m.index));
      if (!isPlausiblePhone(raw, labelled)) continue;
      const start = line.start + m.index + (m[0].length - m[0].trimStart().length);
      return { value: raw, span: makeSpan(input, start, start + raw.length) };
    }
  }
  return null;
}

interface Network {
  name: string;
  host: RegExp;
  /** Extracts the username from the URL path. */
  user: RegExp;
}

const NETWORKS: Network[] = [
  { name: "LinkedIn", host: /(?:^|\.)linkedin\.com$/i, user: /^\/(?:in|pub|company)\/([^/?#]+)/i },
  { name: "GitHub", host: /(?:^|\.)github\.com$/i, user: /^\/([^/?#]+)/ },
  { name: "GitLab", host: /(?:^|\.)gitlab\.com$/i, user: /^\/([^/?#]+)/ },
  { name: "Bitbucket", host: /(?:^|\.)bitbucket\.org$/i, user: /^\/([^/?#]+)/ },
  { name: "Twitter", host: /(?:^|\.)(?:twitter|x)\.com$/i, user: /^\/@?([^/?#]+)/ },
  {
    name: "Stack Overflow",
    host: /(?:^|\.)stackoverflow\.com$/i,
    user: /^\/users\/\d+\/([^/?#]+)/,
  },
  { name: "Behance", host: /(?:^|\.)behance\.net$/i, user: /^\/([^/?#]+)/ },
  { name: "Dribbble", host: /(?:^|\.)dribbble\.com$/i, user: /^\/([^/?#]+)/ },
  { name: "Medium", host: /(?:^|\.)medium\.com$/i, user: /^\/@?([^/?#]+)/ },
  { name: "Kaggle", host: /(?:^|\.)kaggle\.com$/i, user: /^\/([^/?#]+)/ },
  { name: "LeetCode", host: /(?:^|\.)leetcode\.com$/i, user: /^\/(?:u\/)?([^/?#]+)/ },
  {
    name: "YouTube",
    host: /(?:^|\.)youtube\.com$/i,
    user: /^\/(?:c\/|channel\/|user\/)?@?([^/?#]+)/,
  },
  { name: "Instagram", host: /(?:^|\.)instagram\.com$/i, user: /^\/([^/?#]+)/ },
  { name: "Facebook", host: /(?:^|\.)facebook\.com$/i, user: /^\/([^/?#]+)/ },
  { name: "Google Scholar", host: /^scholar\.google\.com$/i, user: /user=([^&#]+)/ },
  { name: "ORCID", host: /(?:^|\.)orcid\.org$/i, user: /^\/([\d-]{10,})/ },
  { name: "ResearchGate", host: /(?:^|\.)researchgate\.net$/i, user: /^\/profile\/([^/?#]+)/ },
  { name: "Hugging Face", host: /(?:^|\.)huggingface\.co$/i, user: /^\/([^/?#]+)/ },
  { name: "Codepen", host: /(?:^|\.)codepen\.io$/i, user: /^\/([^/?#]+)/ },
  { name: "Indeed", host: /(?:^|\.)indeed\.com$/i, user: /^\/r\/([^/?#]+)/ },
];

const TLDS =
  "com|net|org|io|dev|me|co|ai|app|tech|info|xyz|site|online|page|design|blog|portfolio|us|uk|de|ca|au|in|fr|nl|eu|es|it|ch|se|no|dk|fi|pl|be|at|ie|nz|sg|jp|br|mx|edu|gov|cc|ly|to|sh|gg|studio|space|codes|works|work|pro|name|biz|cloud|art";
const URL_RE = new RegExp(
  `(?<![@\\w.-])(?:https?:\\/\\/)?(?:www\\.)?(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?\\.)+(?:${TLDS})(?![\\w-])(?:\\/[^\\s,;|()<>"]*)?`,
  "gi",
);
/** "GitHub: jdoe", "Medium - @jdoe"; not "Medium-Heavy Truck", a hyphen inside words. */
const LABELLED_HANDLE =
  /\b(linkedin|github|gitlab|twitter|behance|dribbble|kaggle|medium|leetcode|stack\s?overflow)(?:\s*[:：]\s*|\s+[-–]\s+)@?([A-Za-z0-9][\w.-]{1,60})\b/gi;

function networkByLabel(label: string): Network | undefined {
  const key = label.toLowerCase().replace(/\s+/g, "");
  return NETWORKS.find((n) => n.name.toLowerCase().replace(/\s+/g, "") === key);
}

const NETWORK_BASE: Record<string, string> = {
  LinkedIn: "https://www.linkedin.com/in/",
  GitHub: "https://github.com/",
  GitLab: "https://gitlab.com/",
  Twitter: "https://twitter.com/",
  Behance: "https://www.behance.net/",
  Dribbble: "https://dribbble.com/",
  Kaggle: "https://www.kaggle.com/",
  Medium: "https://medium.com/@",
  LeetCode: "https://leetcode.com/",
  "Stack Overflow": "https://stackoverflow.com/users/",
};

export interface Links {
  profiles: Array<{ profile: Profile; span: SourceSpan }>;
  url: Found<string> | null;
}

function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Profiles (LinkedIn, GitHub, ...) and the first personal web site in the given lines. */
export function findLinks(input: string, lines: Line[]): Links {
  const profiles: Links["profiles"] = [];
  let url: Found<string> | null = null;
  const seen = new Set<string>();
  for (const line of lines) {
    // E-mail domains are not web sites.
    const masked = line.text.replace(EMAIL, (m) => " ".repeat(m.length));
    URL_RE.lastIndex = 0;
    for (let m = URL_RE.exec(masked); m; m = URL_RE.exec(masked)) {
      const raw = m[0].replace(/[.,;:)\]]+$/, "");
      if (/^\d/.test(raw) || !/[a-z]/i.test(raw.split(".")[0]!)) continue;
      const hasScheme = /^(?:https?:\/\/|www\.)/i.test(raw);
      // Bare "name.com" needs to look like a link (lower case, or a path), not a sentence end.
      if (!hasScheme && !raw.includes("/") && /[A-Z]/.test(raw)) continue;
      let parsed: URL;
      try {
        parsed = new URL(withScheme(raw));
      } catch {
        continue;
      }
      const host = parsed.hostname.replace(/^www\./i, "");
      const start = line.start + m.index;
      const span = makeSpan(input, start, start + raw.length);
      const network = NETWORKS.find((n) => n.host.test(host));
      if (network) {
        const user = network.user.exec(
          network.name === "Google Scholar" ? parsed.search : parsed.pathname,
        )?.[1];
        const key = `${network.name}:${(user ?? raw).toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const profile: Profile = { network: network.name, url: withScheme(raw) };
        if (user) profile.username = decodeURIComponent(user);
        profiles.push({ profile, span });
      } else if (!url) {
        url = { value: withScheme(raw), span };
      }
    }
    LABELLED_HANDLE.lastIndex = 0;
    for (let m = LABELLED_HANDLE.exec(line.text); m; m = LABELLED_HANDLE.exec(line.text)) {
      const network = networkByLabel(m[1]!);
      const handle = m[2]!;
      if (!network || /\./.test(handle) || /^(?:https?|www)$/i.test(handle)) continue;
      const key = `${network.name}:${handle.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const start = line.start + m.index + m[0].length - handle.length;
      profiles.push({
        profile: {
          network: network.name,
          username: handle,
          url: `${NETWORK_BASE[network.name] ?? ""}${handle}`,
        },
        span: makeSpan(input, start, start + handle.length),
      });
    }
  }
  return { profiles, url };
}

const STATE_NAMES = new Map<string, string>(
  [...Object.entries(US_STATES), ...Object.entries(CA_PROVINCES)].map(([code, name]) => [
    name.toLowerCase(),
    code,
  ]),
);
const REMOTE = /\b(remote|work from home|wfh)\b/i;
const STREET_WORDS =
  /\b(?:st|street|rd|road|ave|avenue|blvd|boulevard|dr|drive|ln|lane|way|suite|apt|floor|hwy|highway|court|ct|place|pl|square|sq)\.?$/i;
const CITY_WORD = /^[\p{Lu}][\p{L}.'’-]*$/u;
const CITY_JOINERS = new Set(["de", "del", "la", "le", "am", "upon", "on", "sur", "of"]);

export interface FoundLocation {
  value: Location;
  span: SourceSpan;
  parts: Partial<Record<keyof Location, SourceSpan>>;
}

function countryCode(name: string): string | undefined {
  return COUNTRIES[name.toLowerCase().replace(/\s+/g, " ").trim()];
}

interface Part {
  text: string;
  start: number;
  end: number;
}

/** The trailing capitalised words of a comma part: "Google HQ • San Francisco" -> "San Francisco". */
function trailingCity(part: Part): Part | null {
  const words = [...part.text.matchAll(/\S+/g)];
  let first = words.length;
  while (first > 0 && words.length - first < 4) {
    const w = words[first - 1]![0];
    if (CITY_WORD.test(w) || (first < words.length && CITY_JOINERS.has(w))) first--;
    else break;
  }
  if (first === words.length) return null;
  while (first < words.length && CITY_JOINERS.has(words[first]![0])) first++;
  if (first === words.length) return null;
  const startWord = words[first]!;
  const start = part.start + startWord.index!;
  const text = part.text.slice(startWord.index!).trim();
  // "CA" in "Austin, CA, USA" is the region, not a city.
  if (
    /^[A-Z]{2}$/.test(text) ||
    countryCode(text) ||
    STATE_NAMES.has(text.toLowerCase()) ||
    OTHER_REGIONS[text.toLowerCase()]
  ) {
    return null;
  }
  const lower = text.toLowerCase().split(/\s+/);
  if (
    STREET_WORDS.test(text) ||
    lower.some((w) => ROLE_NOUNS.has(w) || COMPANY_MARKERS.has(w)) ||
    SCHOOL_MARKERS.test(text)
  ) {
    return null;
  }
  return { text, start, end: start + text.length };
}

const REGION_CODE = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/;

/**
 * Finds a location such as "San Francisco, CA", "London, UK", "Berlin, Germany" or "Remote" in a string.
 * @example parseLocation("Berlin, Germany", 0, "Berlin, Germany")?.value // { city: "Berlin", countryCode: "DE" }
 */
export function parseLocation(text: string, offset: number, input: string): FoundLocation | null {
  const span = (s: number, e: number) => makeSpan(input, offset + s, offset + e);
  const parts: Part[] = [];
  let pos = 0;
  for (const raw of text.split(",")) {
    const lead = raw.length - raw.trimStart().length;
    const t = raw.trim();
    parts.push({ text: t, start: pos + lead, end: pos + lead + t.length });
    pos += raw.length + 1;
  }
  // Locations close header lines: try the last pairs first ("Engineer, Acme, Inc., Austin, TX").
  for (let i = parts.length - 2; i >= 0; i--) {
    const city = trailingCity(parts[i]!);
    const b = parts[i + 1]!;
    const bFirst = /^[^\t|•·()]+/.exec(b.text)?.[0].trim() ?? "";
    if (!city) {
      // "Monetka Pay (fintech), Lviv": a well-known city after an employer's bracketed aside.
      const known = CITY_COUNTRIES[bFirst.toLowerCase()];
      if (known && i + 2 >= parts.length && /\)$/.test(parts[i]!.text))
        return {
          value: { city: bFirst, countryCode: known },
          span: span(b.start, b.start + bFirst.length),
          parts: { city: span(b.start, b.start + bFirst.length) },
        };
      continue;
    }
    const c = parts[i + 2];
    const cCode = c ? countryCode(/^[^\t|•·()]+/.exec(c.text)?.[0].trim() ?? "") : undefined;
    const cEnd = c ? c.start + (/^[^\t|•·()]+/.exec(c.text)?.[0].trim().length ?? 0) : 0;
    const codeMatch = REGION_CODE.exec(bFirst);
    const code = codeMatch?.[1];
    const stateName = STATE_NAMES.get(bFirst.toLowerCase());
    const otherRegion = OTHER_REGIONS[bFirst.toLowerCase()];
    if (otherRegion && !stateName && !(code && code in US_STATES)) {
      const end = cCode ? cEnd : b.start + bFirst.length;
      return {
        value: { city: city.text, region: bFirst, countryCode: cCode ?? otherRegion },
        span: span(city.start, end),
        parts: { city: span(city.start, city.end), region: span(b.start, b.start + bFirst.length) },
      };
    }
    const region =
      code && (code in US_STATES || code in CA_PROVINCES) ? code : stateName ? bFirst : undefined;
    const parts2: FoundLocation["parts"] = { city: span(city.start, city.end) };
    if (region) {
      const isCa = code
        ? code in CA_PROVINCES && !(code in US_STATES)
        : stateName !== undefined && stateName in CA_PROVINCES;
      parts2.region = span(b.start, b.start + (code ? 2 : bFirst.length));
      const end = cCode ? cEnd : b.start + bFirst.length;
      return {
        value: { city: city.text, region, countryCode: cCode ?? (isCa ? "CA" : "US") },
        span: span(city.start, end),
        parts: parts2,
      };
    }
    const bCode = countryCode(bFirst);
    if (bCode) {
      parts2.countryCode = span(b.start, b.start + bFirst.length);
      return {
        value: { city: city.text, countryCode: bCode },
        span: span(city.start, b.start + bFirst.length),
        parts: parts2,
      };
    }
    // "Salesforce, London": a well-known city after an employer.
    const knownCity = CITY_COUNTRIES[bFirst.toLowerCase()];
    if (knownCity && i + 2 >= parts.length) {
      return {
        value: { city: bFirst, countryCode: knownCity },
        span: span(b.start, b.start + bFirst.length),
        parts: { city: span(b.start, b.start + bFirst.length) },
      };
    }
    if (cCode && /^\p{Lu}/u.test(bFirst) && bFirst.split(/\s+/).length <= 3 && !/\d/.test(bFirst)) {
      parts2.region = span(b.start, b.start + bFirst.length);
      return {
        value: { city: city.text, region: bFirst, countryCode: cCode },
        span: span(city.start, cEnd),
        parts: parts2,
      };
    }
  }
  const remote = REMOTE.exec(text);
  if (remote && text.replace(/[^\p{L}]/gu, "").length <= remote[0].length + 12) {
    return {
      value: { city: "Remote" },
      span: span(remote.index, remote.index + remote[0].length),
      parts: { city: span(remote.index, remote.index + remote[0].length) },
    };
  }
  const bare = text.trim().replace(/[.,;]+$/, "");
  const cityCode = CITY_COUNTRIES[bare.toLowerCase()];
  const countryOnly = countryCode(bare);
  if (cityCode || countryOnly) {
    const s = text.indexOf(bare);
    return {
      value: cityCode ? { city: bare, countryCode: cityCode } : { countryCode: countryOnly },
      span: span(s, s + bare.length),
      parts: cityCode
        ? { city: span(s, s + bare.length) }
        : { countryCode: span(s, s + bare.length) },
    };
  }
  return null;
}

const NOT_NAME_WORDS = new Set(
  `resume résumé cv curriculum vitae profile contact page summary objective experience education skills
address phone email mobile linkedin github portfolio references confidential street st road rd avenue ave
suite apt drive lane blvd boulevard about us job description apply overview focus highlights accomplishments
achievements qualifications strengths competencies history background career company name city state
clearance unit journeyman aircraft hydraulics avionics electronics logistics analytics mechanics
graphics robotics pneumatics equipment maintenance intermediate advanced basic certified licensed
registered`.split(/\s+/),
);
// Title words a name never holds, beyond the role nouns shared with job-title reading.
const NAME_TITLE_WORDS = new Set(
  "tech techs salesman saleswoman salesmen advocate advocates storekeeper provider interventionist methodologist".split(
    " ",
  ),
);
// Word endings of professions and abstract nouns ("Methodologist", "Distribution", "Management").
// A role's or field's ending; not a Nordic surname's "-qvist"/"-kvist" ("Lindqvist").
const NOT_NAME_ENDING = /(?:ologist|ician|[a-z]{5}(?<![qk]v)ist|[a-z]{3}tion|[a-z]{3}ment|ology)$/;
// Organisation markers that are also surnames ("Charlotte Church", "Tom Power") stay allowed.
const SURNAME_MARKERS = new Set(["church", "power", "force", "trust", "bank", "field", "co", "as"]);
const NAME_PARTICLES = new Set([
  "van",
  "von",
  "de",
  "der",
  "den",
  "da",
  "di",
  "del",
  "della",
  "la",
  "le",
  "bin",
  "binti",
  "al",
  "el",
  "du",
  "dos",
  "das",
  "ter",
  "ten",
  "y",
  "e",
  "st.",
  "mc",
  "mac",
]);
const NAME_WORD =
  /^(?:\p{Lu}[\p{L}'’-]*\.?|(?:\p{Lu}\.){1,3}|\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}\p{Ll}+)*)$/u;

/** Title-cases an ALL-CAPS name: "JOHN O'NEIL-SMITH" -> "John O'Neil-Smith". */
function titleCaseName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’.-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

const MINOR_WORDS = new Set(["and", "of", "in", "at", "to", "on", "for", "the", "a", "an", "with"]);

/** Title-cases an ALL-CAPS headline, keeping short acronyms: "SENIOR QA ENGINEER" -> "Senior QA Engineer". */
function titleCaseLabel(text: string): string {
  if (text !== text.toUpperCase() || !/\p{Lu}{4}/u.test(text)) return text;
  return text.replace(/\p{L}+/gu, (w, offset: number) => {
    const lower = w.toLowerCase();
    if (MINOR_WORDS.has(lower) && offset > 0) return lower;
    if (w.length <= 3 && !MINOR_WORDS.has(lower)) return w;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}

// Role nouns that are also common surnames: "Tom Baker" is a name.
const SURNAME_ROLES = new Set(
  "baker cook mason carpenter porter dean marshal steward farmer gardener fisher driver painter butcher brewer tailor host page rector provost chancellor bishop cooper ranger warden judge sheriff constable chandler".split(
    " ",
  ),
);

function hasRoleWord(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[\s,/()-]+/)
    .some(
      (w) =>
        isRoleNoun(w) ||
        NAME_TITLE_WORDS.has(w) ||
        (ROLE_MODIFIERS.has(w) && w.length > 3 && !["general", "field"].includes(w)),
    );
}

/** A trade's numbered credential: "442A", "309A" (a figure and a letter, no postal code). */
const TRADE_NUMBER = /^(?!.*\b\d{5}\b)\s*\d{2,4}[A-Z]\b/;
/** A person's name: 2 to 5 capitalised words, no digits or contact details. */
const CREDENTIAL =
  /^(?:[A-Z]{2,6}(?:-[A-Z]{1,4})?|[A-Z]{1,2}-[A-Z]{2,6}(?:-[A-Z]{1,4})?|(?:[A-Z][a-z]{0,2}\.){2,4}|Ph\.?\s?D\.?|M\.?D\.?|Jr\.?|Sr\.?|II|III|IV|Esq\.?|CPA|P\.E\.|(?:Dip|Cert|AdvDip|PgDip|PGDip|GradDip)[A-Z][A-Za-z]{1,6}|[BM]Sc|M?Phil|DPhil|[BM]Eng|LL[BM]|C(?:Eng|Env|Sci|Mgr)|IEng|EngTech)$/;
/** A credential written after a name: "RN", "Ph.D.", "ACILA", "DipCII", "D-ABFT-FT". */
export const isPostNominal = (word: string) => CREDENTIAL.test(word);

/**
 * Words before a name that are not it: "Name:", "CV of", and the titles and ranks written before
 * a name ("Dr.", "Captain", "Lt Col.", "Eng.", "Dott.ssa", "Ir."). A rank that is a given name
 * too ("Maj", "Col", "Ing") only with its dot.
 */
const NAME_PREFIX =
  /^(?:(?:full\s+|candidate(?:'s)?\s+|applicant(?:'s)?\s+)?name\s*[:：]\s*|(?:r[ée]sum[ée]|cv|curriculum vitae)\s+(?:of\s+|[-–—:]\s*)|(?:(?:(?:dr|mr|mrs|ms|miss|prof|mx|capt|captain|cpt|cdr|lt|sgt|eng|engr|atty|adv|rev|dott|dott\.?ssa|dra|lic|licda|ir|drs)\.?|(?:col|maj|gen|ing|arch)\.)\s+)+)/i;
const FIRST_NAME = /^\s*(?:first|given)\s*name\s*[:：]\s*(\p{L}[\p{L}'’. -]*?)\s*$/iu;
const LAST_NAME = /^\s*(?:last|family|sur)\s*name\s*[:：]\s*(\p{L}[\p{L}'’. -]*?)\s*$/iu;

/**
 * A name typed in lower case ("jane doe") is taken only when the e-mail address spells it
 * ("jane.doe@…", "janedoe@…"): lower-case words alone could be anything.
 */
function lowerCaseNameFromEmail(input: string, header: Line[]): Found<string> | null {
  const email = header.map((l) => l.text.match(EMAIL)?.[0]).find(Boolean);
  if (!email) return null;
  const local = email
    .split("@")[0]!
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  for (const line of header.slice(0, 3)) {
    for (const fragment of headerFragments(line)) {
      const f = trimFragment(fragment);
      const words = f.text.split(/\s+/);
      if (words.length < 2 || words.length > 4 || !/^[\p{Ll}' -]+$/u.test(f.text)) continue;
      const spelled = words.filter(
        (w) => w.length >= 2 && local.includes(w.replace(/[^a-z]/g, "")),
      );
      if (spelled.length >= 2)
        return {
          value: f.text.replace(
            /(^|[\s'-])(\p{Ll})/gu,
            (_, a: string, b: string) => a + b.toUpperCase(),
          ),
          span: makeSpan(input, f.start, f.end),
        };
    }
  }
  return null;
}

/** "First Name: Jane" and "Last Name: Doe" on lines of their own. */
function labelledNameParts(input: string, header: Line[]): Found<string> | null {
  let first: { text: string; start: number; end: number } | null = null;
  let last: { text: string; start: number; end: number } | null = null;
  for (const line of header) {
    const text = maskListMarkup(line.text);
    const f = FIRST_NAME.exec(text);
    const l = LAST_NAME.exec(text);
    const m = f ?? l;
    if (!m) continue;
    const start = line.start + text.indexOf(m[1]!, m[0].length - m[1]!.length - 1);
    const part = { text: m[1]!, start, end: start + m[1]!.length };
    if (f) first ??= part;
    else last ??= part;
  }
  if (!first || !last) return null;
  const a = first.start < last.start ? first : last;
  const b = a === first ? last : first;
  return {
    value: titleCaseName(`${first.text} ${last.text}`),
    span: makeSpan(input, a.start, b.end),
  };
}

function nameFromFragment(f: Fragment): { value: string; span: Fragment } | null {
  let text = f.text.replace(NAME_PREFIX, "");
  const offset = f.text.length - text.length;
  // "Emily Rodriguez, RN, BSN" / "John Smith, MBA" / "Jane Doe PhD": credentials are not the name.
  const parts = text.split(/\s*,\s*/);
  // "Raj Singh Dhaliwal, 442A / Red Seal": a trade's numbered credential, not a name.
  while (
    parts.length > 1 &&
    (CREDENTIAL.test(parts[parts.length - 1]!.trim()) ||
      TRADE_NUMBER.test(parts[parts.length - 1]!))
  )
    parts.pop();
  text = parts.join(", ");
  const words0 = text.trim().split(/\s+/);
  while (
    words0.length > 2 &&
    CREDENTIAL.test(words0[words0.length - 1]!) &&
    words0[words0.length - 1] !== words0[words0.length - 1]!.toLowerCase()
  ) {
    if (
      /^[A-Z]{2,6}$/.test(words0[words0.length - 1]!) &&
      words0.every((w) => w === w.toUpperCase())
    )
      break;
    words0.pop();
  }
  text = words0.join(" ");
  text = text.trim();
  if (text.length < 3 || text.length > 60) return null;
  // "Melissa “Missy” Gutierrez-Hale", "J.T. (James Tyler) Whitaker": a nickname or the names
  // initials stand for, inside the name, is no part of it.
  const nickname =
    /\s+(?:[\u201c"][\p{L}.' -]{2,30}[\u201d"]|\([\p{L}.' -]{2,30}\))(?=\s+\S)/u.exec(text);
  if (nickname) {
    const found = nameFromFragment({
      text: text.slice(0, nickname.index) + text.slice(nickname.index + nickname[0].length),
      start: 0,
      end: 0,
    });
    if (!found) return null;
    const start = f.start + offset;
    return { value: found.value, span: { text, start, end: start + text.length } };
  }
  if (/[\d@:/\\|#$%&*+=<>[\]{}]/.test(text)) return null;
  // "Doe, John" -> "John Doe".
  const comma = /^([\p{L}'’-]+),\s*([\p{L}'’.\s-]+)$/u.exec(text);
  if (text.includes(",") && !comma) return null;
  // "Lalitpur, Nepal", "Lyon, France": a city and its country, not "Doe, John".
  if (comma && COUNTRIES[comma[2]!.trim().toLowerCase()] !== undefined) return null;
  const display = comma ? `${comma[2]!.trim()} ${comma[1]}` : text;
  const words = display.split(/\s+/);
  if (words.length < 2 || words.length > 5) return null;
  let realWords = 0;
  for (const w of words) {
    const lw = w.toLowerCase();
    if (NAME_PARTICLES.has(lw)) continue;
    const bare = lw.replace(/[.:]$/, "");
    if (NOT_NAME_WORDS.has(bare) || NOT_NAME_ENDING.test(bare)) return null;
    if (bare.length > 3 && COMPANY_MARKERS.has(bare) && !SURNAME_MARKERS.has(bare)) return null;
    if (!NAME_WORD.test(w) && !/^\p{Lu}+$/u.test(w)) return null;
    realWords++;
  }
  if (realWords < 2) return null;
  const lastWord = words[words.length - 1]!.toLowerCase();
  if (
    hasRoleWord(
      words.filter((_w, i) => !(i === words.length - 1 && SURNAME_ROLES.has(lastWord))).join(" "),
    )
  )
    return null;
  const lower = normalizeHeading(display);
  if (/\b(?:university|college|school|inc|llc|ltd|street|road)\b/.test(lower)) return null;
  const start = f.start + offset;
  return { value: titleCaseName(display), span: { text, start, end: start + text.length } };
}

/** Whether a whole line reads as a person's name ("Jane Doe", "DOE, JOHN", "Emily Rodriguez, RN"). */
export function looksLikeName(text: string): boolean {
  return nameFromFragment({ text, start: 0, end: text.length }) !== null;
}

/** Whether a line reads as a headline under a name ("Lead Software Engineer at Infosys"). */
export function looksLikeHeadline(text: string): boolean {
  return text.length <= 90 && hasRoleWord(text) && !/[@]|\d{3}/.test(text) && !/[.!?]$/.test(text);
}

/** Splits a header line into its parts: "Jane Doe | Engineer | jane@x.com". */
export function headerFragments(line: Line): Fragment[] {
  return splitFragment(
    { text: line.text, start: line.start, end: line.end },
    /\t|\s[|•·—–]\s|\s{2,}|\s[-]\s|[|•·]/,
  );
}

const FOOTER_NAME_FIRST = /^(.{3,60}?)\s*[,|–—-]\s*page\s+\d+(?:\s*(?:of|\/)\s*\d+)?\.?$/i;
const FOOTER_PAGE_FIRST = /^page\s+\d+(?:\s*(?:of|\/)\s*\d+)?\s*[,|–—-]\s*(.{3,60}?)\.?$/i;

/**
 * The name in a page footer ("Jane Doe, page 2", "Page 2 | Jane Doe"), for résumés whose top
 * prints none.
 * @example findFooterName(input, lines)?.value // "Jane Doe"
 */
export function findFooterName(input: string, lines: Line[]): Found<string> | null {
  for (const line of lines) {
    if (!/page/i.test(line.text)) continue;
    const nameFirst = FOOTER_NAME_FIRST.exec(line.text);
    const m = nameFirst ?? FOOTER_PAGE_FIRST.exec(line.text);
    if (!m) continue;
    // The name is the match's last group: at the start, or after "Page 2 |".
    const at = nameFirst ? 0 : m[0].length - m[1]!.length - (m[0].endsWith(".") ? 1 : 0);
    const start = line.start + at;
    const found = nameFromFragment({ text: m[1]!, start, end: start + m[1]!.length });
    if (found)
      return { value: found.value, span: makeSpan(input, found.span.start, found.span.end) };
  }
  return null;
}

export interface NameAndLabel {
  name: Found<string> | null;
  label: Found<string> | null;
}

/** "Pronouns: she/her", "(he/him)": says how to address the person, never their title ("her" ends like "Bookseller"). */
const PRONOUN_STATEMENT =
  /\bpronouns?\b|\b(?:he|she|they|ze|xe)\s*\/\s*(?:him|her|them|hir|zir|xem)\b/i;

/** The candidate's name and headline from the header lines. */
export function findNameAndLabel(input: string, header: Line[]): NameAndLabel {
  let name: Found<string> | null = null;
  let nameLine = -1;
  for (let i = 0; i < header.length && i < 12 && !name; i++) {
    const line = { ...header[i]!, text: maskListMarkup(header[i]!.text) };
    for (const fragment of headerFragments(line)) {
      if (valueOfOtherField(line, fragment)) continue;
      const found = nameFromFragment(trimFragment(fragment));
      if (found) {
        name = { value: found.value, span: makeSpan(input, found.span.start, found.span.end) };
        nameLine = i;
        break;
      }
    }
  }
  // "Er. SUSHANT RAJ ADHIKARI Hydropower Civil Engineer": a name in capitals, then the headline.
  let headline: Fragment | undefined;
  for (let i = 0; i < header.length && i < 3 && !name; i++) {
    const line = header[i]!;
    const m = CAPITALS_BEFORE_HEADLINE.exec(line.text);
    if (!m) continue;
    // "CODY ALVAREZ-PRUITT TREC Professional Inspector": a last word the résumé writes again
    // elsewhere ("TREC license #21187") is the headline's, not the name's.
    const words = m[1]!.split(" ");
    const elsewhere = input.slice(0, line.start) + input.slice(line.end);
    while (words.length > 2 && new RegExp(`\\b${words.at(-1)}\\b`, "u").test(elsewhere))
      words.pop();
    const named = words.join(" ");
    const from = line.start + m[0].indexOf(m[1]!);
    const rest = trimFragment({
      text: input.slice(from + named.length, line.end),
      start: from + named.length,
      end: line.end,
    });
    if (!rest.text || !hasRoleWord(rest.text)) continue;
    const found = nameFromFragment({ text: named, start: from, end: from + named.length });
    if (!found) continue;
    name = { value: found.value, span: makeSpan(input, found.span.start, found.span.end) };
    nameLine = i;
    headline = rest;
  }
  if (!name) name = labelledNameParts(input, header);
  if (!name) name = lowerCaseNameFromEmail(input, header);
  let label: Found<string> | null = null;
  // "Bookseller", "Psychotherapist": a title whose last word is an agent noun.
  const endsInAgentNoun = (text: string) =>
    /(?:[^aeiou\s]er|[st]or|ist|ian|[^aeiou\s]man)$/i.test(text.trim()) &&
    !NOT_NAME_WORDS.has(text.trim().toLowerCase());
  const isLabel = (f: Fragment) =>
    f.text.length >= 3 &&
    f.text.length <= 100 &&
    f.text.split(/\s+/).length <= 12 &&
    !/[@]|https?:|www\.|\d{3}/.test(f.text) &&
    (hasRoleWord(f.text) || endsInAgentNoun(f.text)) &&
    !/[.!?]$/.test(f.text) &&
    !PRONOUN_STATEMENT.test(f.text);
  if (headline && isLabel(headline))
    label = {
      value: titleCaseLabel(headline.text),
      span: makeSpan(input, headline.start, headline.end),
    };
  const lookAt = nameLine >= 0 ? [nameLine, nameLine + 1, nameLine + 2] : [0, 1, 2];
  for (const i of lookAt) {
    const line = header[i];
    if (!line || label) continue;
    for (const fragment of headerFragments(line)) {
      const f = trimFragment(fragment);
      if (name && f.start <= name.span.start && f.end >= name.span.end) continue;
      if (valueOfOtherField(line, f)) continue;
      if (isLabel(f)) {
        label = { value: titleCaseLabel(f.text), span: makeSpan(input, f.start, f.end) };
        break;
      }
    }
  }
  return { name, label };
}

/**
 * A cell that is the value of a labelled field other than the name, in a header laid out as a
 * table ("Pathway:" then "Building Surveying", "Licence:" then "Full UK driving licence").
 */
function valueOfOtherField(line: Line, f: Fragment): boolean {
  const before = line.text.slice(0, f.start - line.start).trimEnd();
  return /[:：]$/.test(before) && !/\bname\s*[:：]$/i.test(before);
}

/**
 * Two to four words in capitals, perhaps after a title ("Er.", "Dr."), before a capitalised word
 * or a column's gap: "CODY ALVAREZ-PRUITT      TREC Professional Inspector #21187".
 */
const CAPITALS_BEFORE_HEADLINE =
  /^\s*((?:(?:Er|Dr|Engr?|Arch|Atty|Prof)\.\s+)?\p{Lu}{2,}(?:['’-]\p{Lu}{2,})*(?: \p{Lu}{2,}(?:['’-]\p{Lu}{2,})*){1,3})(?:[ \t]{2,}|[ \t]+(?=\p{Lu}\p{Ll}))/u;

/** A location in the header lines (skipping e-mail and links). */
export function findHeaderLocation(input: string, header: Line[]): FoundLocation | null {
  for (const line of header) {
    const masked = line.text
      .replace(EMAIL, (m) => " ".repeat(m.length))
      .replace(URL_RE, (m) => " ".repeat(m.length));
    for (const fragment of headerFragments({ ...line, text: masked })) {
      const f = trimFragment(fragment);
      const found = parseLocation(f.text, f.start, input);
      if (found) return found;
    }
    const whole = parseLocation(masked, line.start, input);
    if (whole) return whole;
  }
  return null;
}

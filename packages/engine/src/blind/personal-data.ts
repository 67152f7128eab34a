/**
 * What a résumé says about the person rather than the work: the one finder behind blind review.
 * It trusts the document over the parser: a name the parser missed is still found in the header,
 * the file name and the e-mail; the header block, education years, ages and addresses are found
 * by where and how they are written.
 */
import { extractSkills } from "../skills/extract.ts";
import { credentialOf } from "../skills/taxonomy.ts";
import { escapeRegExp, STOPWORDS } from "../skills/text.ts";
import { isPostNominal } from "../structure/contact.ts";
import { detectSections } from "../structure/sections.ts";
import { splitLines } from "../structure/text-lines.ts";
import {
  COMPANY_MARKERS,
  isRoleNoun,
  ROLE_MODIFIERS,
  SCHOOL_MARKERS,
} from "../structure/vocabulary.ts";
import type { ParsedResume } from "../types.ts";

export interface BlindOptions {
  /** The uploaded file's name: "jane_doe_cv.pdf" names the person even when the text does not. */
  fileName?: string;
}

/** Words of headings, files and contact labels: never taken for a name found outside the name. */
const NOT_NAME_WORDS = new Set(
  `resume résumé cv curriculum vitae vita final updated update new copy draft version latest doc docx pdf
rtf txt page profile summary overview career objective highlights skills skill experience education
qualifications qualification professional personal details detail information info contact name phone
mobile tel email e-mail mail address linkedin github portfolio website web about me accomplishments
achievements projects project references reference available upon request core competencies interests
hobbies languages certifications certification training awards activities work history employment
background statement expertise strengths technical key areas of and the summary january february march april may
june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec
present current street road avenue city state usa india united states kingdom remote`.split(/\s+/),
);

const MONTHS_OR_DIGITS = /^\d+$/;

/**
 * Whether a word is too common to be masked everywhere as part of a name: stop words, headings,
 * role words and skills ("Will", "Sales", "Python" stay readable; "Allen" does not).
 * `isCommonWord("manager")` -> true; `isCommonWord("Nakamura")` -> false.
 */
export function isCommonWord(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 2 || MONTHS_OR_DIGITS.test(w)) return true;
  if (STOPWORDS.has(w) || NOT_NAME_WORDS.has(w) || COMPANY_MARKERS.has(w)) return true;
  if (isRoleNoun(w) || ROLE_MODIFIERS.has(w)) return true;
  return extractSkills(word).length > 0;
}

const LETTERS = /[\p{L}][\p{L}'’-]*/gu;

/** Words of a name, a double-barrelled one also in its parts: "O'Neil-Whitaker" -> it, "O'Neil", "Whitaker". */
function wordsOf(s: string | undefined): string[] {
  return (s?.match(LETTERS) ?? []).flatMap((raw) => {
    const w = raw.replace(/['’]s$|['’-]+$/u, "");
    return w.includes("-") ? [w, ...w.split("-")] : [w];
  });
}

/** A line that reads like a person's name: two to four capitalised words, nothing else. */
function looksLikeName(line: string): boolean {
  const words = line.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  return words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w)) && !/\d|@/.test(line);
}

type Line = ReturnType<typeof splitLines>[number];

/**
 * The lines before the first section heading: name, headline, contact, address. `header` is what
 * `detectSections(lines)` read as the header.
 */
function headerBlock(lines: Line[], header: Line[]) {
  // A document with no heading at all has no header block to speak of: its first lines are.
  const block = header.length === lines.filter((l) => l.text).length ? header.slice(0, 6) : header;
  return block.slice(0, 15);
}
const headerLines = (text: string) => {
  const lines = splitLines(text);
  return headerBlock(lines, detectSections(lines).header);
};

/**
 * Words of the person's name: the parsed name, a name-like first line the parser missed, the
 * e-mail's local part and the file name, each word only when it is not a common word.
 * `nameTokens(resume, text, { fileName: "barry_allen_fe.pdf" })` -> ["Barry", "Allen"].
 */
export function nameTokens(resume: ParsedResume, text: string, options: BlindOptions = {}) {
  return namesIn(resume, text, headerLines(text), options);
}

/** `nameTokens` with the header block read already. */
function namesIn(resume: ParsedResume, text: string, block: Line[], options: BlindOptions) {
  const tokens = new Set<string>();
  const add = (w: string) => {
    if (w.length >= 2 && !isCommonWord(w)) tokens.add(w.toLowerCase());
  };
  for (const w of wordsOf(resume.basics.name)) add(w);
  // "BUSINESS DEVELOPMENT MANAGER" on top is the headline the reader took as the title, not a
  // name: masking its words would hide "business development" from the score and the reader.
  const titles = [resume.basics.label, resume.meta.currentTitle?.value]
    .filter((t): t is string => Boolean(t))
    .map((t) => t.toLowerCase().replace(/\s+/g, " ").trim());
  const isHeadline = (line: string) =>
    titles.includes(line.toLowerCase().replace(/\s+/g, " ").trim());
  for (const m of text.matchAll(NAME_LABEL_RE)) for (const w of wordsOf(m[1])) add(w);
  // "Radiation Oncology" under the parsed name is a headline of the person's field, not more of
  // the name: a line with a common word, sharing none with the name, is left readable.
  const parsed = new Set(wordsOf(resume.basics.name).map((w) => w.toLowerCase()));
  const anotherHeadline = (line: string) =>
    parsed.size > 0 &&
    wordsOf(line).every((w) => !parsed.has(w.toLowerCase())) &&
    wordsOf(line).some((w) => isCommonWord(w));
  // "Buzo Comercial" under "JOSÉ MIGUEL BARRÍA OYARZÚN": words the résumé writes again in small
  // letters below its header ("Buzo comercial con 9 años de experiencia") are its headline, as no
  // one writes their own name so.
  const headerEnd = block.at(-1)?.end ?? 0;
  const writtenSmall = (line: string) => {
    const [first, ...rest] = wordsOf(line);
    if (!first || !rest.length) return false;
    const words = [
      `[${first[0]!.toUpperCase()}${first[0]!.toLowerCase()}]${escapeRegExp(first.slice(1).toLowerCase())}`,
      ...rest.map((w) => escapeRegExp(w.toLowerCase())),
    ];
    return new RegExp(`(?<![\\p{L}])${words.join("[ \\t]+")}(?![\\p{L}])`, "u").test(
      text.slice(headerEnd),
    );
  };
  for (const line of block.slice(0, 4)) {
    if (
      looksLikeName(line.text) &&
      !isHeadline(line.text) &&
      !anotherHeadline(line.text) &&
      !(parsed.size > 0 && writtenSmall(line.text))
    )
      for (const w of wordsOf(line.text)) {
        // "Fiona McAlister-Reid ACILA DipCII": the credentials after the parsed name are no part
        // of it.
        if (parsed.size > 0 && isPostNominal(w) && !parsed.has(w.toLowerCase())) continue;
        add(w);
      }
  }
  const fromFile = wordsOf(
    options.fileName?.replace(/\.[a-z0-9]{2,4}$/i, "").replace(/[_.]/g, " "),
  );
  const mailbox = (resume.basics.email ?? text.match(EMAIL_RE)?.[0])?.split("@")[0];
  // "LamijaJenkins" and "lamija.jenkins" both name Lamija Jenkins.
  const fromMail = wordsOf(mailbox?.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/[_.\d]/g, " "));
  // A file or mailbox word counts when the name's own line writes it ("allen"): not the address
  // itself, a headline, a credential or a summary ("maria.rdh@" beside "License (RDH)").
  // A name line ends where its credentials or contacts begin: "Maria Gonzalez, RDH | Austin".
  // "TAKESHI ARAKAWA   Sushi Chef / Itamae": a headline beside the name is no part of its line.
  const label = resume.basics.label;
  const header = block
    .map(
      (l) =>
        (label ? l.text.replace(label, " ") : l.text)
          .replace(EMAIL_RE, " ")
          .replace(URL_RE, " ")
          .split(/[,|•·]|\s[-–—]\s/)[0]!,
    )
    .filter((l) => l.trim() && !isHeadline(l) && !(parsed.size > 0 && writtenSmall(l)));
  const named = header.filter(
    (l) => looksLikeName(l) || wordsOf(l).some((w) => tokens.has(w.toLowerCase())),
  );
  const nameLines = (named.length ? named : header.slice(0, 1)).join("\n").toLowerCase();
  for (const w of [...fromFile, ...fromMail]) {
    if (w.length >= 3 && new RegExp(`\\b${escapeRegExp(w.toLowerCase())}\\b`).test(nameLines))
      add(w);
  }
  return [...tokens];
}

/** Every string the document gives about the person: masked wherever it occurs. */
export function personalPhrases(
  resume: ParsedResume,
  text: string,
  options: BlindOptions = {},
  names = nameTokens(resume, text, options),
) {
  const b = resume.basics;
  // A state, region or country alone names millions, and the state or country a licence is held
  // for is part of the work ("Washington State LVT license", "Israel Ministry of Health – Registered
  // Nurse licence"): only the city and the whole written place are hidden.
  const out: Array<string | undefined> = [b.name, b.email, b.phone, b.url, b.location?.city];
  out.push(b.email?.split("@")[0]);
  for (const p of b.profiles) out.push(p.url, p.username);
  // A qualification read as the school ("NVQ Level 4") is the work, not where the person studied;
  // a school named after it is hidden ("… Certification Sanford Brown College").
  const school = (s: string | undefined) => (s ? schoolPart(s) : s);
  for (const e of resume.education) out.push(school(e.institution));
  for (const [key, span] of Object.entries(resume.meta.sources)) {
    if (
      /^\/basics\/(name|email|phone|url|location(?!\/(?:region|countryCode))|profiles)|^\/education\/\d+\/institution/.test(
        key,
      )
    )
      out.push(key.endsWith("/institution") ? school(span.text) : span.text);
  }
  out.push(...names);
  return [
    ...new Set(
      out
        .map((s) => s?.trim())
        .filter((s): s is string => Boolean(s && s.length >= 2 && /[\p{L}\d]/u.test(s))),
    ),
  ].sort((x, y) => y.length - x.length);
}

/** Gendered words and titles: "he", "Mrs.", "chairman". */
export const GENDERED_WORDS =
  "he she him her his hers himself herself mr mrs ms miss mister madam sir gentleman lady male female chairman chairwoman salesman saleswoman businessman businesswoman".split(
    " ",
  );
const GENDERED_RE = new RegExp(String.raw`\b(?:${GENDERED_WORDS.join("|")})\b\.?`, "gi");
/**
 * A gendered word as a word, not an acronym in capitals: "MS Project", "MS Excel" and "HER2" are
 * no "Ms" or "her".
 */
export const isGenderedWord = (word: string) => !/^[A-Z]{2,3}$/.test(word.replace(/\.$/, ""));

// Bounded and anchored at the start of a run, so a megabyte of one "word" stays linear.
const EMAIL_RE = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6}/g;
/** "Name: Lamija Jenkins" anywhere, e.g. under "Personal Information". */
const NAME_LABEL_RE = /^[ \t]*(?:full[ \t]+|candidate[ \t]+)?name[ \t]*[:-][ \t]*([^\n]{2,60})$/gim;
const URL_RE =
  /\b(?:https?:\/\/|www\.)\S+|(?<![\w.-])(?:[\w-]{1,63}\.){0,4}(?:linkedin|github|gitlab|twitter|x|behance|dribbble|medium|stackoverflow|facebook|instagram|about)\.(?:com|me|io)\/\S*/gi;
const PHONE_RE = /\+?\(?\d[\d ().\-/]{5,}\d/g;
const YEAR_RANGE = /(?:19|20)\d\d\s*[-–/]\s*(?:(?:19|20)?\d\d)\b/;
const AGE_RE =
  /\b(?:aged?\s*[:-]?\s*\d{1,2}\b(?:\s*(?:years|yrs))?|\d{1,2}\s*(?:years|yrs)\.?\s*old\b)/gi;
const BIRTH_RE =
  /\b(?:date\s+of\s+birth|d\.\s?o\.\s?b\.?|dob|birth\s*date|birthday|born(?:\s+on|\s+in)?)\b\s*[:-]?\s*[^\n]{0,40}/gi;
const PERSONAL_DETAIL_RE =
  /\b(?:gender|sex|marital\s+status|nationality|religion|caste|father'?s\s+name|mother'?s\s+name|husband'?s\s+name|spouse|passport(?:\s+(?:no|number))?\.?|height|weight|address|permanent\s+address|residence)\s*[:-]\s*[^\n]{0,80}/gi;
const STREET_RE =
  /\b\d{1,6}[A-Za-z]?\s+(?:[\p{L}\d.'-]+\s+){0,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|parkway|pkwy|highway|hwy|circle|cir|square|sq|nagar|marg)\b\.?(?:,?\s*(?:apt|apartment|suite|ste|unit|#)\.?\s*[\w-]+)?/giu;
const CITY_STATE_ZIP_RE =
  /\b\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]+){0,3},\s*\p{Lu}{2}\s+\d{5}(?:-\d{4})?\b/gu;
/** What every match of `URL_RE` holds: a scheme, "www." or a profile site's domain. */
const URL_HINT = /https?:\/\/|www\.|\.(?:com|me|io)\//i;
/** What every match of `CITY_STATE_ZIP_RE` holds: ", ST 12345". */
const CITY_STATE_ZIP_HINT = /,\s*\p{Lu}{2}\s+\d{5}/u;
const GRADUATION_RE =
  /\b(?:graduated|graduating|graduation|class\s+of|batch\s+of|passed\s+out|passing\s+year|year\s+of\s+passing|expected)\b[^\n\d]{0,20}(?:19|20)\d\d\b/gi;
const YEAR_RE = /\b(?:19|20)\d\d\b|\b(?:0?[1-9]|1[0-2])\/\d{2}\b|['’]\d\d\b/g;

/** A run of digits is a phone when it has 7 to 15 digits and is not a span of years. */
function isPhone(s: string): boolean {
  const digits = s.replace(/\D/g, "").length;
  if (digits < 7 || digits > 15 || YEAR_RANGE.test(s)) return false;
  if (digits < 10) return /\d{3}[-. ]\d{4}/.test(s);
  return !/^(?:19|20)\d\d\D+(?:19|20)\d\d$/.test(s.trim());
}

/** Character ranges of `text` that say who the person is, from patterns alone (any string). */
function patternRanges(text: string, phrases: string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const all = (re: RegExp, keep: (m: RegExpExecArray) => boolean = () => true) => {
    for (const m of text.matchAll(re)) if (keep(m)) ranges.push([m.index, m.index + m[0].length]);
  };
  for (const p of phrases) {
    // A short phrase ("CO", "Lee") is a whole word as written: not the "co" of "co-occurring".
    const short = p.length <= 3;
    const joiner = short ? "\\-" : "";
    const word = /^[\p{L}\d]/u.test(p) ? String.raw`(?<![\p{L}\d${joiner}])` : "";
    const end = /[\p{L}\d]$/u.test(p) ? String.raw`(?![\p{L}\d${joiner}])` : "";
    all(new RegExp(`${word}${escapeRegExp(p)}${end}`, short ? "gu" : "giu"));
  }
  // The long patterns only where what each must hold is written: most résumés have one e-mail,
  // few links and no "City, ST 12345", and a scan that cannot match costs as much as one that does.
  if (text.includes("@")) all(EMAIL_RE);
  if (URL_HINT.test(text)) all(URL_RE);
  all(PHONE_RE, (m) => isPhone(m[0]));
  all(GENDERED_RE, (m) => isGenderedWord(m[0]));
  all(AGE_RE);
  all(BIRTH_RE);
  all(PERSONAL_DETAIL_RE);
  all(NAME_LABEL_RE);
  all(STREET_RE);
  if (CITY_STATE_ZIP_HINT.test(text)) all(CITY_STATE_ZIP_RE);
  // The date dates the person; the word before it ("expected") says what is held, and stays.
  for (const m of text.matchAll(GRADUATION_RE)) {
    const word = /^[\p{L}\s]+?\b(?=[^\p{L}]|$)/u.exec(m[0])?.[0] ?? "";
    ranges.push([m.index + word.length, m.index + m[0].length]);
  }
  return ranges;
}

/** Whether a header line is the headline (the title under the name), which blind review keeps. */
function isHeadline(line: string, resume: ParsedResume, names: string[]): boolean {
  const label = resume.basics.label ?? resume.meta.currentTitle?.value;
  if (/\d|@|https?:|www\./i.test(line)) return false;
  const words = wordsOf(line).map((w) => w.toLowerCase());
  if (!words.length || words.some((w) => names.includes(w))) return false;
  if (label && line.toLowerCase().includes(label.toLowerCase())) return true;
  // A tagline of skills ("Python | AWS | Kubernetes") is about the work, not the person.
  if (extractSkills(line).length >= 2) return true;
  return words.length <= 8 && words.some((w) => isRoleNoun(w));
}

/**
 * The ranges of a header line to hide, all of it but its parts that are a headline or name a
 * credential ("Security Officer | California Guard Card #G6123456 | Sacramento, CA | 916-555-0132"
 * keeps its first two parts), numbers in those hidden still: a licence number identifies a person.
 */
function withoutCredentials(
  line: { text: string; start: number; end: number },
  resume: ParsedResume,
  names: string[],
): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let at = 0;
  for (const part of line.text.split(HEADER_SEPARATOR)) {
    const start = line.text.indexOf(part, at);
    at = start + part.length;
    const words = wordsOf(part).map((w) => w.toLowerCase());
    const kept =
      part.trim() &&
      !/@|https?:|www\./i.test(part) &&
      !words.some((w) => names.includes(w)) &&
      (isHeadline(part.replace(/\S*\d\S*/g, ""), resume, names) ||
        extractSkills(part).some((m) => credentialOf(m.id)) ||
        // "ARC Refrigerant Handling Licence – … Full Licence": a paper the taxonomy does not know,
        // named as one, is the work's, not the person's.
        PAPER_NAMED.test(part));
    if (!kept) {
      ranges.push([line.start + start, line.start + at]);
      continue;
    }
    for (const m of part.matchAll(/\S*\d\S*/g))
      ranges.push([line.start + start + m.index, line.start + start + m.index + m[0].length]);
  }
  return ranges;
}
const ROLE_FIELD = /^\/(?:work|projects|volunteer)\/\d+\/(?:position|highlights)/;
/** A paper named by its kind: "… Handling Licence", "Certificate III in …", "… Registration". */
const PAPER_NAMED =
  /\b(?:Licen[cs]e|Certificate|Certification|Registration|Diploma)\b|\b(?:licen[cs]e|certificate|certification|registration)[ \t]+(?:no\b|number|#)/;
/**
 * A header line about the person's licences: "Licensed: Florida, …", "National endorsements: Able
 * Seaman – Unlimited; Lifeboatman (PSC)".
 */
const LICENCES_LINE =
  /\b(?:licen[sc]ed|licen[sc]es|licensure|certified|certifications?|endorsements?|credentials?)\b/i;
const HEADER_SEPARATOR = /\s+[|\u2022\u00b7]\s+|,\s+|\s{3,}|\t/;

/**
 * Whether a header line is the candidate's pitch written as prose ("Four years cooking on the line
 * in busy seafood restaurants."), which says what they do, not who they are: a sentence of six
 * words or more, most of them lower-case, and no street address. Names, e-mails and phone numbers
 * in it are still masked one by one.
 */
function isPitch(line: string): boolean {
  const words = line.trim().split(/\s+/);
  if (words.length < 6 || /^\d+\s+\p{L}/u.test(line.trim()) || /@|https?:|www\./i.test(line))
    return false;
  return words.filter((w) => /^\p{Ll}/u.test(w)).length * 2 > words.length;
}

/**
 * Ranges of the résumé text to hide in blind review: personal strings and patterns everywhere,
 * the header block but its headline, and the years of every education entry.
 */
export function personalRanges(
  text: string,
  resume: ParsedResume,
  options: BlindOptions = {},
): Array<[number, number]> {
  const lines = splitLines(text);
  const { header, sections } = detectSections(lines);
  const block = headerBlock(lines, header);
  const names = namesIn(resume, text, block, options);
  const ranges = patternRanges(text, personalPhrases(resume, text, options, names));
  // A role read from the header block (a résumé with no headings: "Registered Nurse, 2019-2024,
  // City Hospital" then "• ICU care") is the work, not the person.
  const work = Object.entries(resume.meta.sources)
    .filter(([key]) => ROLE_FIELD.test(key))
    .map(([, span]) => span);
  for (const line of block) {
    if (isHeadline(line.text, resume, names) || isPitch(line.text)) continue;
    if (work.some((span) => span.start < line.end && span.end > line.start)) continue;
    // "Licensed: Florida (Loan Originator LO54412), Georgia, North Carolina — all active via NMLS":
    // the states a licence holds for are the work; its numbers still identify the person.
    if (
      LICENCES_LINE.test(line.text) &&
      !/@|https?:|www\.|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/i.test(line.text) &&
      !wordsOf(line.text).some((w) => names.includes(w.toLowerCase()))
    ) {
      for (const m of line.text.matchAll(/\S*\d\S*/g))
        ranges.push([line.start + m.index, line.start + m.index + m[0].length]);
      continue;
    }
    ranges.push(...withoutCredentials(line, resume, names));
  }
  // Contact and personal-details sections, and referees, are about people, never the work.
  for (const section of sections.filter((s) => s.key === "contact" || s.key === "references"))
    for (const line of section.lines) ranges.push([line.start, line.end]);
  const education = sections.filter((s) => s.key === "education");
  const educationLines = education.flatMap((s) => s.lines);
  for (const [key, span] of Object.entries(resume.meta.sources)) {
    if (!key.startsWith("/education/")) continue;
    // A qualification read as the school ("NVQ Level 4" of "NVQ Level 4 – Caregiver (Elder
    // Care), TVEC …") is the work, not where the person studied: only a school after it is hidden.
    if (/\/institution$/.test(key)) {
      const school = schoolPart(span.text);
      if (school) ranges.push([span.end - school.length, span.end]);
    } else if (/\/(startDate|endDate)$/.test(key)) ranges.push([span.start, span.end]);
    educationLines.push(...lines.filter((l) => l.end >= span.start && l.start <= span.end));
  }
  for (const line of educationLines) {
    for (const m of line.text.matchAll(YEAR_RE))
      ranges.push([line.start + m.index, line.start + m.index + m[0].length]);
  }
  return ranges;
}

/** Words of a qualification, never of a school's name: "NVQ Level 4", "Certificate III". */
const QUALIFICATION_NAMED =
  /\b(?:NVQ|SVQ|BTEC|Level[ \t]+\d|certificate|certification|diploma|licen[cs]e)\b/i;
/**
 * The school's name in what was read as one: all of it, or, after a qualification's words, the
 * school named after them ("Sanford Brown College"); undefined when it names only a qualification.
 */
function schoolPart(institution: string): string | undefined {
  const last = [...institution.matchAll(QUALIFICATIONS_NAMED)].at(-1);
  if (!last) return institution;
  // The end of `institution`, as written, so that its length places it in the text.
  const tail = institution.slice(last.index + last[0].length).trimStart();
  return tail && SCHOOL_MARKERS.test(tail) ? tail : undefined;
}
const QUALIFICATIONS_NAMED = new RegExp(QUALIFICATION_NAMED.source, "gi");

/** Blanks `ranges` of `text` with spaces, keeping every offset and line break. */
export function blankRanges(text: string, ranges: Array<[number, number]>): string {
  if (!ranges.length) return text;
  const hidden = new Uint8Array(text.length);
  for (const [start, end] of ranges) hidden.fill(1, Math.max(0, start), Math.min(text.length, end));
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    out += hidden[i] && ch !== "\n" ? " " : ch;
  }
  return out;
}

/**
 * Masks one short string (a field of the parsed résumé) with the document's personal phrases;
 * `keepLength` blanks in place (a quoted span), otherwise the gaps close up.
 */
export function maskField(value: string, phrases: string[], keepLength = false): string {
  const masked = blankRanges(value, patternRanges(value, phrases));
  if (keepLength || masked === value) return masked;
  return masked.replace(/ {2,}/g, " ").trim();
}

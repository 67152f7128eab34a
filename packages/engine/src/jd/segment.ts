/**
 * Cuts a posting into segments (list items, sentences, headings) even when it was pasted as one
 * run-on line: bullets glued with "•", headings glued to the text after them ("Position
 * PurposeThe ..."), "Heading:" in the middle of a line. Every segment is a range of the original
 * text, so spans taken from a segment point into the posting as it was given.
 */
import { getTaxonomy } from "../skills/taxonomy.ts";
import { CJK_LETTERS } from "../skills/text.ts";

export interface Segment {
  start: number;
  end: number;
  /** The posting's first line, short and standing alone: its name as pasted. */
  nameLine?: true;
}

/** Glyphs postings use as list bullets, "»" and "➔" of some job boards' pastes among them. */
export const BULLET_GLYPHS = "•▪◦●■►✓✔➢➤◆❖‣⁃»➔➜➡♦○□◇✦★";
/** Bullet glyphs, with "â€¢" and "Â·": a "•" or "·" saved as UTF-8 and read back as Windows-1252. */
const BULLET = new RegExp(`[${BULLET_GLYPHS}\\uFFFD]|â€¢|Â·`, "g");
const MIDDLE_DOT = /·/g;
/** Job-board page chrome pasted with the posting. */
const PAGE_CHROME =
  /\b(?:report\s+this\s+job|save\s+(?:this\s+)?job|share\s+this\s+job|apply\s+now|back\s+to\s+(?:search\s+)?results|(?:report\s+)?(?:previous|next)\s+(?:previous|next)|show\s+more|show\s+less)\b/gi;

/**
 * Markup pasted with a posting: an HTML comment (Word pastes its style sheet as one, font
 * definitions and "mso-" rules), a style or script element; an unclosed one runs to the end.
 */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<(style|script)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** Ranges of `text` that are markup, not words: `markupRanges("a <!-- x --> b")` -> [[2, 12]]. */
export function markupRanges(text: string): Array<[number, number]> {
  return [...text.matchAll(MARKUP)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

/**
 * Section headings of postings written in Japanese, Korean or Chinese, which glue them to the text
 * around them with no space ("…9.4年です。仕事内容地域包括…", "자격요건 / Requirements (필수)•…"):
 * the kind of each, by the words that only ever head a section.
 */
export const CJK_HEADINGS: Array<
  [
    string,
    (
      | "required"
      | "preferred"
      | "responsibilities"
      | "company"
      | "benefits"
      | "application"
      | "location"
    ),
  ]
> = [
  [
    "応募資格|必須条件|必須要件|応募条件|資格要件|求める人材|자격요건|지원자격|필수요건|자격조건|任职要求|任职资格|岗位要求|职位要求|任職要求|任職資格",
    "required",
  ],
  ["歓迎要件|歓迎条件|歓迎スキル|우대사항|우대조건|加分项|优先条件", "preferred"],
  [
    "仕事内容|業務内容|職務内容|担当業務|담당업무|주요업무|업무내용|岗位职责|工作职责|工作内容|職務內容|工作內容",
    "responsibilities",
  ],
  ["会社概要|法人紹介|会社紹介|企業情報|회사소개|기업소개|公司简介|公司介绍|公司簡介", "company"],
  ["給与・待遇|待遇・福利厚生|福利厚生|복리후생|福利待遇|薪资待遇|薪酬福利", "benefits"],
  ["応募方法|選考の流れ|選考方法|전형절차|지원방법|접수방법|应聘方式|申请方式", "application"],
  ["勤務地|勤務時間・休日|勤務時間|근무조건|근무지|근무시간|工作地点|工作时间", "location"],
];
/** A heading of `CJK_HEADINGS` with its level in brackets ("（必須）", "(필수)"), as it is glued in. */
const CJK_HEADING = new RegExp(
  `(?:${CJK_HEADINGS.map(([words]) => words).join("|")})(?:[（(][^（）()]{1,6}[）)])?`,
  "gu",
);

/**
 * Cuts in Chinese, Japanese and Korean text: after a full-width sentence end (group 1), before
 * "【", and before a "・" that opens a list item: after a sentence, a bracket, Latin letters, or
 * the words that end an item ("…していること・", "…をお持ちの方・", "5年以上・").
 * Between two nouns it joins them ("保健師・社会福祉士", "Word・Excel") and stays.
 */
const CJK_CUT = new RegExp(
  `([\u3002\uff01\uff1f])(?=.)|(?<=[\u3002\uff09)\u3011\\p{Script=Latin}\\p{Script=Hiragana}\\s]|[\u65b9\u8005]|\u4ee5\u4e0a)\u30fb(?=[${CJK_LETTERS}])|\u3010`,
  "gu",
);

/** A heading's name in English after it, up to the text in those letters: "仕事内容 / Duties・". */
const CJK_GLOSS = new RegExp(
  String.raw`^[ \t]*\/[ \t]*[A-Z][A-Za-z' ]{2,40}?(?:[ \t]*\([^()]{1,20}\))?(?=[\u30fb\u2022(${CJK_LETTERS}]|$)`,
  "u",
);

/** Words a "." may follow without ending a sentence. */
const ABBREVIATION =
  /(?:^|[^\p{L}])(?:mr|mrs|ms|dr|st|sr|jr|inc|ltd|co|corp|no|vs|etc|e\.g|i\.e|approx|dept|est|ft|lbs?|oz|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|u\.s|a\.m|p\.m|ph\.d|b\.s|m\.s|b\.a|m\.a|[\p{L}])$/iu;

/** Words after which a name follows: "of", "with", "using". */
const NAME_AFTER = /\b(?:of|with|in|using|including|like|via|on)\s+$/i;

/**
 * Where a heading of one to four capitalised words ends `before` ("… math skills Preferred
 * Qualifications"), after other words: its offset, else undefined.
 */
function gluedHeadingBefore(
  before: string,
  isHeadingText: (s: string) => boolean,
): number | undefined {
  // Words, a capitalised one glued to the word before split off ("weatherNice to have").
  const words = [
    ...before.trimEnd().matchAll(/\p{Lu}+(?!\p{Ll})[&'’-]*|\p{Lu}[\p{Ll}'’-]*|[\p{Ll}&'’/-]+/gu),
  ];
  // "Nice to have / Assets": the small words a heading holds.
  const small = /^(?:&|and|or|of|to|have|but|\/)$/;
  for (let n = Math.min(5, words.length - 1); n >= 1; n--) {
    const first = words[words.length - n]!;
    if (small.test(first[0])) continue;
    const phrase = before.slice(first.index, before.trimEnd().length);
    if (!words.slice(-n).every((w) => /^\p{Lu}/u.test(w[0]) || small.test(w[0]))) continue;
    if (/[^\p{L}\s&'’/-]/u.test(phrase)) continue;
    // "•CLARB Certification•", "Northgate Financial Technologies ·": a credential's word or an
    // employer's last word after a capitalised name is the end of that name.
    const prev = words[words.length - n - 1]?.[0] ?? "";
    if (n === 1 && NAME_END_WORD.test(phrase) && /^\p{Lu}/u.test(prev)) continue;
    // "… Deaf Studies or Education»Experience": after "or", "in", "the" a sentence goes on (not
    // after "and", "&", "of", which join a heading's words: "Schedule & Pay", "Examples of Duties").
    if (/(?:^|\s)(?:or|nor|in|the|a|an|with|for|to)\s+$/.test(before.slice(0, first.index)))
      continue;
    // "… (M.Ed.) in Mathematics Education•Experience": nor one word after a name that did.
    if (
      n === 1 &&
      /(?:^|\s)(?:or|nor|in|of|the|with|for)\s+\p{Lu}[\p{Ll}'’-]+\s+$/u.test(
        before.slice(0, first.index),
      )
    )
      continue;
    if (isHeadingText(phrase)) return first.index;
  }
  return undefined;
}

/** A credential's word or an employer's last word, which headings also are ("Certification"). */
const NAME_END_WORD =
  /^(?:certification|certificate|license|licence|registration|technologies|solutions|services)$/i;

/** Whether a camel-cased word is one the taxonomy knows whole ("JavaScript", "PowerPoint"). */
function isKnownWord(word: string): boolean {
  const tax = getTaxonomy();
  const norm = word.toLowerCase();
  return tax.aliasesByFirstToken.has(norm) || tax.compoundTokens.has(norm);
}

/**
 * Offsets in `text` where a new segment starts, inside the line `[from, to)`.
 * `isHeadingText` says whether a few words are a section heading ("Qualifications").
 */
function cutPoints(
  text: string,
  from: number,
  to: number,
  isHeadingText: (s: string) => boolean,
): number[] {
  const line = text.slice(from, to);
  const cuts: number[] = [];
  const add = (rel: number) => {
    if (rel > 0 && rel < line.length) cuts.push(from + rel);
  };
  const isRunOn = line.length > 200;

  for (const m of line.matchAll(BULLET)) {
    const at = m.index ?? 0;
    add(at);
    // "math skills Preferred Qualifications• Immunization": a heading glued before the bullet it
    // opens is a segment of its own, not the end of the item before it.
    const heading = gluedHeadingBefore(line.slice(0, at), isHeadingText);
    if (heading !== undefined) add(heading);
  }
  if ((line.match(MIDDLE_DOT) ?? []).length >= 2)
    for (const m of line.matchAll(MIDDLE_DOT)) {
      add(m.index ?? 0);
      // "… 10 CFR 55.53Minimum Qualifications·Must possess": so does a heading glued before it.
      const heading = gluedHeadingBefore(line.slice(0, m.index ?? 0), isHeadingText);
      if (heading !== undefined) add(heading);
    }

  // "following:-Real Estate", "Work with Us- Well established", "experience-Strong computer skills".
  for (const m of line.matchAll(/:-\s?(?=[A-Z])/g)) add((m.index ?? 0) + 1);
  // "Position- 10+ years of experience", "OSHA 10 or 30- ASPE certification", "Requirements– Valid
  // Class A CDL– Minimum 2 years": a dash glued to the word before is a bullet, and a heading
  // glued before it a segment of its own.
  for (const m of line.matchAll(
    /(?<=[a-z\d)!?])- (?=[A-Z\d])|(?<=[A-Za-z\d)!?])[\u2013\u2014] (?=[A-Z\d])/g,
  )) {
    const at = m.index ?? 0;
    add(at);
    if (m[0][0] === "-") continue;
    const heading = gluedHeadingBefore(line.slice(0, at), isHeadingText);
    if (heading !== undefined) add(heading);
  }
  // A compound written more than once ("Speech-Language Pathologist … Speech-Language Pathology")
  // is a name, not a list item glued on.
  const compound = (at: number) =>
    `${/\p{L}+$/u.exec(line.slice(0, at))?.[0]}-${/^\p{L}+/u.exec(line.slice(at + 1))?.[0]}`;
  // Inside a credential's name ("TABC Seller-Server certification") a hyphen joins, not glues.
  const gluedHyphens = [
    ...line.matchAll(
      /(?<=[a-z]{3})-(?=[A-Z][a-z])(?![A-Za-z]+[ \t]+(?:certification|certificate|license|licence|card|permit|endorsement)\b)/g,
    ),
  ].filter(
    (m, _, all) =>
      all.filter((o) => compound(o.index ?? 0) === compound(m.index ?? 0)).length === 1,
  );
  // Between two capitalised words ("Semi-Remorque", "Mercedes-Benz") it joins too, unless items
  // are glued so after words in small letters as well ("experience-Strong computer skills-Working
  // knowledge of TRID and Closing Disclosures-Experience in …").
  const afterCapitalised = (m: RegExpMatchArray) =>
    /(?:^|[^\p{L}])\p{Lu}\p{Ll}+$/u.test(line.slice(0, m.index ?? 0));
  const bullets = gluedHyphens.filter((m) => !afterCapitalised(m)).length >= 2;
  const glued = bullets ? gluedHyphens : gluedHyphens.filter((m) => !afterCapitalised(m));
  if (glued.length >= 2) for (const m of glued) add(m.index ?? 0);
  // " - Obtains bids - Collaborates with ...": spaced dashes as bullets, only in long run-on lines.
  // A dash always followed by the same words joins a compound name ("Case Manager - Registered
  // Nurse"), not list items.
  const spacedDashes = [...line.matchAll(/(\S+)\s[-–—]\s+(?=([A-Z][\w'’]*))/g)];
  const joinOf = (m: RegExpMatchArray) => `${m[1]} - ${m[2]}`;
  const joins = spacedDashes.map(joinOf);
  const bulletDashes = spacedDashes.filter(
    (m) => joins.filter((j) => j === joinOf(m)).length === 1,
  );
  if (isRunOn && bulletDashes.length >= 3)
    for (const m of bulletDashes) add((m.index ?? 0) + (m[1]?.length ?? 0) + 1);

  // Sentence ends: ". The", "manner.PRINCIPAL", "relationship.2. Hires"; not "e.g. React", "ASP.NET".
  // "provided! **What You Will Be Doing": a heading in markdown bold after a sentence.
  for (const m of line.matchAll(/[.!?]["”’)]?(?=\s*(?:\*{1,3}|_{2})?[A-Z"“(]|\d{1,2}[.)]\s)/g)) {
    const at = m.index ?? 0;
    const after = line.slice(at + m[0].length);
    const before = line.slice(Math.max(0, at - 8), at);
    if (m[0][0] === "." && ABBREVIATION.test(before)) continue;
    // "1. Greets guests": the period of an item number.
    if (m[0][0] === "." && /(?:^|[\s.:])\d{1,2}$/.test(before)) continue;
    if (!/^\s/.test(after)) {
      // Glued: only after a lowercase word and before a word ("procedures.Principal", ".PRINCIPAL").
      // After a bracket or initials, only before a field's label: "(PAOS).Compensation:",
      // "the Epic EHR.Preferred Qualifications:".
      if (
        !/[a-z\d]$/.test(before) &&
        !(/[)A-Z]$/.test(before) && /^[A-Z][a-z]+(?: (?:&|[A-Za-z]+)){0,3}:/.test(after))
      )
        continue;
      if (!/^(?:[A-Z][a-z]|[A-Z]{4,}|\d{1,2}[.)]\s)/.test(after)) continue;
    }
    add(at + m[0].length);
  }
  // Chinese, Japanese and Korean text: a sentence ends at "。", "！" or "？" (written without a
  // space after), "・" after a sentence or a bracket opens a list item, and "【…】" is a label.
  for (const m of line.matchAll(CJK_CUT)) add((m.index ?? 0) + (m[1] ? m[0].length : 0));
  // A heading there, with its name in English after it ("仕事内容 / Duties・…"), is one segment.
  const cjkHeadings: Array<[number, number]> = [];
  for (const m of line.matchAll(CJK_HEADING)) {
    const at = m.index ?? 0;
    const gloss = CJK_GLOSS.exec(line.slice(at + m[0].length));
    add(at);
    add(at + m[0].length + (gloss?.[0].length ?? 0));
    cjkHeadings.push([from + at, from + at + m[0].length + (gloss?.[0].length ?? 0)]);
  }

  // "Responsibilities 1. Prospects": a numbered item starts a segment.
  for (const m of line.matchAll(/(?<=[\s.:])\d{1,2}[.)]\s+(?=[A-Z])/g)) add(m.index ?? 0);

  // "About UsSunrise Pediatric Therapy is", "book full.What You'll DoAs a Licensed Nail
  // Technician": a heading ending in a word of two letters, glued to the text after it (and to
  // the text before it, or not).
  for (const m of line.matchAll(/(?<=(?:^|[^\p{L}])\p{Lu}\p{Ll})(?=\p{Lu}\p{Ll})/gu)) {
    const at = m.index ?? 0;
    for (let p = Math.max(0, at - 60); p < at - 2; p++) {
      const wordStart = p === 0 || /[^\p{Lu}]/u.test(line[p - 1]!);
      if (wordStart && /[A-Z]/.test(line[p]!) && isHeadingText(line.slice(p, at))) {
        add(p);
        add(at);
        break;
      }
    }
  }

  // "…planned for 2027Qualifications – Required": a heading glued to a figure before it.
  for (const m of line.matchAll(/(?<=\d)(?=[A-Z][a-z]{2,})/g)) {
    const at = m.index ?? 0;
    const words = /^[A-Z][a-z]+(?:[ \t]+[A-Za-z&]+){0,3}/.exec(line.slice(at))![0].split(/[ \t]+/);
    for (let n = words.length; n >= 1; n--)
      if (isHeadingText(words.slice(0, n).join(" "))) {
        add(at);
        break;
      }
  }

  // "Pay & Benefits$28.00–$38.00 per hour": a heading glued to a sum of money.
  for (const m of line.matchAll(/(?<=\p{L})(?=\$\d)/gu)) {
    const at = m.index ?? 0;
    for (let p = Math.max(0, at - 40); p < at; p++) {
      const wordStart = p === 0 || /[\s\u2022\u00b7]/.test(line[p - 1]!);
      if (wordStart && /[A-Z]/.test(line[p]!) && isHeadingText(line.slice(p, at))) {
        add(p);
        add(at);
        break;
      }
    }
  }

  // "Siemens Biograph Vision PET/CTBenefits:", "Right to work in the UKDesirable (nice to have,
  // not essential)•IPAF PAL+": a heading glued to initials, closed by its colon or by a bullet.
  for (const m of line.matchAll(
    /(?<=\p{Lu}{2})(?=(\p{Lu}\p{Ll}+(?:[ \t]+\p{L}+){0,2})(?::|[ \t]*(?:\([^()]{0,60}\))?[ \t]*[•·]))/gu,
  ))
    if (isHeadingText(m[1]!)) add(m.index ?? 0);

  // Glued words: "trash binsBasic cleaning", "(CMH)Salary:", "$20/hrShift:"; not "PayPal", "JavaScript".
  for (const m of line.matchAll(
    /(?<=([\p{L}\d]*)(\p{Ll}{2,}|[)\]]))(?=\p{Lu}\p{Ll}{2,}|(?:So|As|If|We|An|At|In|Do|No|Be|Is|It|On|Or|To|Up|My|Un|Se|El|La|Le)\b|[OA](?=[ \t]+\p{Ll}))/gu,
  )) {
    const at = m.index ?? 0;
    const lower = m[2] ?? "";
    const head = m[1] ?? "";
    if (lower !== ")" && lower !== "]") {
      const isLowerWord = !/\p{Lu}/u.test(head);
      if (lower.length < 3 && !isLowerWord) continue;
      const next = /^[\p{L}]+/u.exec(line.slice(at))?.[0] ?? "";
      if (isKnownWord(head + lower + next)) continue;
      // "… site community relationsO que oferecemos•": a word of one letter opens a heading only.
      if (next.length === 1 && !headingOfWordsAt(line, at, isHeadingText)) continue;
      // "GreenScape Outdoor Services … GreenScape has been": a camel-case word the posting writes
      // more than once is a name.
      if (!isLowerWord && countWord(line, head + lower + next) >= 2) continue;
      // "ServiceTitan", "MercuryGate": in a line of its own, a capitalised word glued to another is
      // a product's name, unless a heading or a field is glued on ("DescriptionSummary",
      // "RepresentativeReports To:").
      const gluedField =
        isHeadingText(next) ||
        /^[\p{L} ]{1,30}:/u.test(line.slice(at)) ||
        headingOfWordsAt(line, at, isHeadingText);
      if (!isLowerWord && !isRunOn && !gluedField) continue;
      // "Parata or ScriptPro)", "Bentley PondPack/StormCAD", "from PayrollOrg•", "EnergyWorldNet or
      // NCCER": in run-on text too, a capitalised word glued to another and closed by a bracket,
      // slash, comma, bullet, sentence end or "or" is a name; glued items go on in words
      // ("InventoryCreate schedules").
      if (
        !isLowerWord &&
        !gluedField &&
        /^(?:[)\]/,;®™•·]|\.(?:\s|$)|[ \t]+or[ \t])/u.test(line.slice(at + next.length))
      )
        continue;
      // "Knowledge of InterQual/Milliman", "experience with BlackLine": a capitalised word glued
      // to another right after a preposition is the name the preposition asks for.
      const before = line.slice(0, at - head.length - lower.length);
      if (!isLowerWord && !gluedField && NAME_AFTER.test(before)) continue;
    }
    add(at);
    // "… wage laws QualificationsAt least 3 years": the heading glued on ends the text before it
    // (whole: "channelsPreferred CompetenciesWorks" has the heading "Preferred Competencies").
    const cutAt = new Set(cuts);
    for (let p = Math.max(0, at - 60); p < at; p++) {
      const wordStart = p === 0 || /\s/.test(line[p - 1]!) || cutAt.has(from + p);
      if (wordStart && /[A-Z]/.test(line[p]!) && isHeadingText(line.slice(p, at))) {
        // "– CFOT & CFOS/S RequiredPrairie Lightwave": a credential's hedge, not a heading.
        const hedgeOfCredential =
          /^(?:Required|Preferred|Desired)$/.test(line.slice(p, at)) &&
          /(?:^|\s)\p{Lu}[\p{Lu}\d/&.-]+\s+$/u.test(line.slice(0, p));
        if (!hedgeOfCredential) add(p);
        break;
      }
    }
  }

  // "Pay based upon performance.RESPONSIBILITIESExecute day to day sales", "senior
  // managementREQUIREMENTS· Work": a heading in capitals glued to the text around it.
  for (const m of line.matchAll(/\p{Lu}{2,}(?:[ &/]+\p{Lu}{2,})*/gu)) {
    const at = m.index ?? 0;
    const run = m[0];
    const next = line[at + run.length] ?? "";
    // Before a lowercase letter, the run's last capital starts the next word ("…IESExecute").
    const heading = /\p{Ll}/u.test(next) ? run.slice(0, -1) : run;
    const end = at + heading.length;
    // Glued: a word, a sentence's end or markdown bold before it; a word or a bullet after it.
    const gluedBefore = /[\p{L}\d*.!?]/u.test(line[at - 1] ?? "");
    const gluedAfter = /[\p{L}\d*·•]/u.test(line[end] ?? "");
    if (heading.length < 4 || (!gluedBefore && !gluedAfter) || !isHeadingText(heading)) continue;
    add(at);
    add(end);
  }

  // Job-board chrome ("Report this job", "Apply now") stands apart from the text around it.
  for (const m of line.matchAll(PAGE_CHROME)) {
    add(m.index ?? 0);
    add((m.index ?? 0) + m[0].length);
  }

  // "... contact us at jobs@x.com Responsibilities:Creates ...": a heading before a colon, whole
  // ("United StatesPhysical Requirements:" is one heading, not "Requirements" alone).
  const cutSet = new Set(cuts);
  for (const m of line.matchAll(/:(?![\d/])/g)) {
    const colon = m.index ?? 0;
    for (let p = Math.max(0, colon - 70); p < colon; p++) {
      const isWordStart = p === 0 || /\s/.test(line[p - 1]!) || cutSet.has(from + p);
      if (!isWordStart || !/[A-Za-z]/.test(line[p]!)) continue;
      // "ASCP Board of Certification:": a name's last word, not a heading, after "of".
      if (/\b(?:of|for|the)\s+$/i.test(line.slice(Math.max(0, p - 5), p))) continue;
      // "•Additional MPCA SSTS certifications: Maintainer, …": a word in small letters inside an
      // item goes on with it; a heading starts an item or a sentence, or has a capital.
      if (
        /[a-z]/.test(line[p]!) &&
        p > 0 &&
        !cutSet.has(from + p) &&
        !/[.!?\u2022\u00b7]\s*$/.test(line.slice(Math.max(0, p - 3), p))
      )
        continue;
      if (isHeadingText(line.slice(p, colon))) {
        add(p);
        break;
      }
    }
  }
  return cjkHeadings.length
    ? cuts.filter((c) => !cjkHeadings.some(([a, b]) => c > a && c < b))
    : cuts;
}

/**
 * Whether a heading of two to four words starts at `at` and is closed by a bullet, a colon, a dash
 * or the next glued word: "Port of DakarNous offrons•Fixed salary" ("Port of DakarNous" is no
 * name after "of" then).
 */
function headingOfWordsAt(
  line: string,
  at: number,
  isHeadingText: (s: string) => boolean,
): boolean {
  // With its gloss in brackets: "…2–3 times per yearKërkesat (Requirements)•Bachelor's".
  const glossed = /^\p{L}+(?:[ \t]+[\p{L}'-]+){0,3}[ \t]*\([^()\n]{3,40}\)/u.exec(
    line.slice(at, at + 90),
  )?.[0];
  if (
    glossed &&
    /^(?:[\u2022\u00b7:\u2013\u2014-]|\p{Lu}|$)/u.test(line[at + glossed.length] ?? "") &&
    isHeadingText(glossed)
  )
    return true;
  let heading = /^\p{L}+(?:[ \t]+[\p{L}'-]+){1,3}/u.exec(line.slice(at, at + 60))?.[0];
  while (heading && /[ \t]/.test(heading)) {
    const after = line[at + heading.length] ?? "";
    if (/^(?:[\u2022\u00b7:\u2013\u2014-]|\p{Lu}|$)/u.test(after) && isHeadingText(heading))
      return true;
    heading = heading.replace(/[ \t]+\S+$/, "");
  }
  return false;
}

/** How often `word` stands whole in `text` (not inside a longer word). */
function countWord(text: string, word: string): number {
  let n = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + word.length] ?? " ";
    if (!/[\p{Ll}]/u.test(before) && !/[\p{Ll}]/u.test(after)) n++;
  }
  return n;
}

/** The longest first line read whole as the posting's name. */
const NAME_LINE_MAX = 150;

/**
 * The segments of a posting, in order, trimmed of spaces; headings are segments of their own when
 * glued to text. `segmentText("Duties• Clean• Stock")` -> ranges of "Duties", "• Clean", "• Stock".
 */
export function segmentText(text: string, isHeadingText: (s: string) => boolean): Segment[] {
  const out: Segment[] = [];
  // A block of markup is one segment: nothing inside it is a sentence or a heading.
  const markup = markupRanges(text);
  const inMarkup = (at: number) => markup.some(([a, b]) => at > a && at < b);
  let pos = 0;
  const rawLines = text.split("\n");
  let seenText = false;
  for (const [i, raw] of rawLines.entries()) {
    const from = pos;
    const to = pos + raw.length;
    pos = to + 1;
    // A markdown heading ("# Warehouse Clerk - Nights") is one segment, whatever it holds; so is
    // a short first line standing alone, the posting's name as pasted ("Zero Turnaround- Business
    // Development Representative", "Home Health Case Manager - RN", "CyberCoders Job Application
    // for Senior Estimator").
    const isNameLine =
      !seenText &&
      raw.trim().length <= NAME_LINE_MAX &&
      rawLines[i + 1]?.trim() === "" &&
      /\S/.test(text.slice(to));
    if (raw.trim()) seenText = true;
    const cuts =
      /^#{1,6}\s/.test(raw) || isNameLine
        ? [from, to]
        : [
            ...new Set([
              from,
              ...cutPoints(text, from, to, isHeadingText).filter((c) => !inMarkup(c)),
              ...markup.flatMap((r) => r).filter((c) => c > from && c < to),
              to,
            ]),
          ].sort((a, b) => a - b);
    let pushed = false;
    for (let i = 0; i + 1 < cuts.length; i++) {
      let s = cuts[i]!;
      let e = cuts[i + 1]!;
      while (s < e && /\s/.test(text[s]!)) s++;
      while (e > s && /\s/.test(text[e - 1]!)) e--;
      if (e > s) {
        out.push(isNameLine ? { start: s, end: e, nameLine: true } : { start: s, end: e });
        pushed = true;
      }
    }
    // Blank lines stay as empty segments: they end a heading's reach in some layouts.
    if (!pushed) out.push({ start: from, end: from });
  }
  return out;
}

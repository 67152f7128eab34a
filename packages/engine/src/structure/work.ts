/**
 * Work entries: position, employer, location, dates and highlights from the common layouts
 * ("Title — Company (dates)", "Company | Title | dates", title then company+dates on the next
 * line, dates on the right edge, "Title at Company", one employer over several roles).
 */

import { isSkillOwnName } from "../skills/skill-names.ts";
import { withoutBrackets } from "../skills/text.ts";
import type { SourceSpan, WorkEntry } from "../types.ts";
import { parseLocation } from "./contact.ts";
import { findDateRanges, seasonPeriod, toIsoDate } from "./dates.ts";
import { type Entry, groupEntries, hasDateRange } from "./entries.ts";
import { namesCareerBreak, namesTrainingPlacement } from "./experience.ts";
import {
  EMPLOYER_PLACEHOLDER,
  extractHeaderFields,
  FIELD_LABEL,
  type HeaderFields,
  isDutySentence,
  isShortFieldValue,
  orgScore,
  roleScore,
} from "./header-fields.ts";
import { isOneLineRole, splitOneLineRole } from "./one-line-role.ts";
import { type Fragment, isBulletLine, type Line, makeSpan, maskListMarkup } from "./text-lines.ts";
import { COMPANY_MARKERS, isRoleNoun } from "./vocabulary.ts";

export interface Parsed<T> {
  value: T;
  /** Spans keyed by the field's path inside the value, e.g. "position" or "highlights/2". */
  spans: Record<string, SourceSpan>;
}

/**
 * Nouns that name a function or a unit of work, not an organisation, when they end a fragment:
 * "Event Management", "Cash Vault", "Inside Sales", "Customer Operations".
 */
const FUNCTION_NOUN =
  /\b(?:management|operations|administration|sales|marketing|support|accounting|finance|logistics|maintenance|security|reception|vault|production|purchasing|procurement|recruiting|recruitment|merchandising|planning|coordination|compliance|dispatch|receiving|shipping|warehouse|inventory|payroll|billing|collections|underwriting|lending|training|development|research|design|editing|reporting|consulting|nursing|housekeeping|catering|banquets)$/i;

const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|jr|sr|llc|st|dept|univ)\.$/i;

/** Words of a sub-heading inside a job: "Responsibilities", "Key Achievements", "Environment". */
const SUB_HEADING_WORDS =
  "(?:(?:key|main|major|core|primary|roles?\\s+(?:and|&))\\s+)?(?:responsibilit(?:y|ies)|duties|achievements?|accomplishments?|awards?(?:\\s+(?:and|&)\\s+recognitions?)?|recognitions?|highlights|tasks|job\\s+(?:description|profile|summary)|description|contributions|environment|technologies(?:\\s+used)?|tools(?:\\s+used)?|tech(?:nology)?\\s+stack|skills\\s+used|deliverables|work\\s+done)";
/** A sub-heading alone on its line ("Responsibilities:", "ROLE"): dropped from the entry. */
const BARE_SUB_HEADING = new RegExp(`^(?:${SUB_HEADING_WORDS}|roles?)\\s*[:：]?\\s*$`, "i");
/** A sub-heading with its content ("Environment: Java 8, Oracle 9i"): description, never facts. */
const SUB_HEADING_LINE = new RegExp(`^${SUB_HEADING_WORDS}\\s*[:：\\-–]\\s*\\S`, "i");
/** Opens a project block inside a job: "Project 1: …", "Project Name: …", "Domain: Banking". */
const PROJECT_LINE =
  /^(?:project\s*(?:#?\s*\d+|name|title|details)?|domain|client\s+project)\s*[:：\-–]\s*\S/i;
/** Lines of a project block: its client, duration, role, team size, tools. */
const PROJECT_LABEL =
  /^(?:client|customer|duration|period|role|designation|team\s+size|environment|technologies|tools|platform|domain|description|responsibilit(?:y|ies)|contribution|location|project)\b[^:：]{0,20}[:：]/i;
/** A phone line inside a job ("Ph: 555-201-7788", "Tel. (555) 201 7788"): contact data, no fact. */
const PHONE_LINE =
  /^(?:(?:ph|phone|tel|mobile|cell|fax|contact)\.?\s*(?:no\.?|number|#)?\s*[:：.-]?\s*)?\+?[\d\s().-]{7,}$/i;
/** "Languages: Java, C++", "Pay Plan: GS": a key and its value that is no fact of a job. */
const TABLE_LINE = /^[\p{L}][\p{L} /&'’-]{1,30}[:：]\s*\S/u;

/** Words written short with a period inside a name: "Ste. Anne", "Acme Inc. Sales", "Dept. of Health". */
const ABBREVIATED =
  /^(?:St|Ste|Sta|Mt|Ft|Pt|Pte|Dr|Mr|Mrs|Ms|Jr|Sr|Inc|Co|Corp|Ltd|Ltda|Pvt|Pty|No|Dept|Univ|Ave|Blvd|Rd|Hwy|Bros|Intl|Assn|Govt|vs)$/;

/** Whether a line holds an entry's facts rather than its description. */
export function isEntryHeaderLine(line: Line): boolean {
  const text = line.text;
  // "Provided coverage of … the 1991 and 1992 World Series": a duty that mentions years.
  if (isDutySentence(text) && !/\b(?:as|position of|role of)\s/i.test(text)) return false;
  if (hasDateRange(text)) return true;
  const label = FIELD_LABEL.exec(text);
  if (label && isShortFieldValue(text.slice(label[0].length))) return true;
  if (text.length > 110 || /:$/.test(text) || isDutySentence(text)) return false;
  // "(GSBDC and NYBDC)": an aside wrapped from the sentence above, never a job's facts.
  if (/^\(.*\)$/.test(text.trim())) return false;
  // "Architecture ,Data Architecture, Data Quality working groups)": a bracket closed but not
  // opened on the line ends a sentence wrapped from the line above.
  if (/^[^(]*\)/.test(text)) return false;
  if (/[.!?]$/.test(text) && !ABBREVIATION_END.test(text)) return false;
  if (/^[\p{Ll}]/u.test(text)) return false;
  if (opensWithVerb(text)) return false;
  const ws = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (ws.length === 0 || ws.length > 14) return false;
  // Two sentences on one line are prose, whatever words they contain; "Hydro Pvt. Ltd." and "Ste.
  // Anne, MB" are names.
  if (
    [...text.matchAll(/(?<![\p{L}])(\p{L}*\p{Ll}{2})[.!?]\s+\p{Lu}/gu)].some(
      (m) => !ABBREVIATED.test(m[1]!),
    )
  )
    return false;
  if (ws.length <= 9 && (roleScore(text) >= 2 || orgScore(text) >= 2)) return true;
  // "Monetka Pay (fintech, payments), Lviv – hybrid": an aside in brackets and the way of work
  // after a dash are in small letters, as no name's words are.
  const named =
    text.includes("(") || WORK_MODE_AFTER.test(text)
      ? withoutBrackets(text)
          .replace(WORK_MODE_AFTER, "")
          .split(/\s+/)
          .filter((w) => /\p{L}/u.test(w))
      : ws;
  const capitalised = named.filter(
    (w) => MINOR_WORD.test(w) || /^[^\p{L}]*[\p{Lu}\d]/u.test(w),
  ).length;
  // "Surgical Technologist II, Main OR — Johns Hopkins Bayview Medical Center, Baltimore, MD": the
  // place at the end and an aside in brackets ("(Remote)") are no words of the title or employer.
  // "… — Three Rivers Health System, Pittsburgh": after a dash between title and employer, a
  // city alone closes the employer's part too.
  const core = withoutBrackets(
    text
      .replace(TRAILING_PLACE, "")
      .replace(/\s[\u2013\u2014|]\s/.test(text) ? TRAILING_CITY : /$^/, ""),
  )
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w) && !(MINOR_WORD.test(w) && w === w.toLowerCase())).length;
  return named.length > 0 && capitalised / named.length >= 0.6 && core <= 10;
}
/** " – hybrid", " | remote": how the job was worked, after a dash or a bar at the line's end. */
const WORK_MODE_AFTER =
  /\s[-\u2013\u2014|]\s*(?:hybrid|remote|on-?site|in-office|full-time|part-time)\s*$/i;
/**
 * Small words inside names, in English and the languages of Europe and Latin America: "Unidade
 * Local de Saúde Estuário do Tejo – Hospital de São Vicente" is a name of eight words. Written in
 * capitals ("… FOR LEGAL SERVICES RENDERED TO"), they are words of a line like any other.
 */
const MINOR_WORD =
  /^(?:and|of|in|for|the|at|to|on|with|a|an|&|de|la|y|do|da|dos|das|e|del|di|du|des|della|von|van|der|den)$/i;
/** ", Pittsburgh", ", San Antonio": a city alone after the employer's name. */
const TRAILING_CITY = /(?:,\s*\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2}){1,2}\s*$/u;
/** ", Baltimore, MD" or " Dallas, TX" closing a header line. */
const TRAILING_PLACE = /,?\s*\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2},\s*[A-Z]{2}\.?\s*$/u;

/** Words in -ed that open titles rather than duties: "Registered Nurse", "Certified Welder". */
const TITLE_WORDS_IN_ED =
  /^(?:registered|certified|licensed|chartered|accredited|qualified|enrolled|commissioned|board-certified|united|allied|associated|advanced|applied|integrated|consolidated|federated|limited|incorporated)$/i;

/**
 * A line that opens with a verb and lists what it worked on, naming no role or organisation, is
 * a duty whose bullet the PDF lost: "Managed 3 Franchise , Kia , Hyundai" (past tense),
 * "Participates in Forecasts, Budget Reviews" (present tense before a preposition).
 */
function opensWithVerb(text: string): boolean {
  const m = /^(\p{Lu}\p{Ll}+)\s+(\S+)/u.exec(text);
  if (!m || !text.includes(",") || roleScore(text) >= 2 || orgScore(text) >= 1) return false;
  const [, first, second] = m as unknown as [string, string, string];
  if (/ed$/.test(first) && first.length > 4 && !TITLE_WORDS_IN_ED.test(first)) return true;
  return (
    /[^s]s$/.test(first) &&
    !isRoleNoun(first.toLowerCase()) &&
    /^(?:in|with|on|to|for|into|across|all|the|a|an)$/.test(second)
  );
}

function labelOf(line: Line): string | undefined {
  const m = FIELD_LABEL.exec(line.text);
  if (!m || !isShortFieldValue(line.text.slice(m[0].length))) return undefined;
  const key = m[1]!.toLowerCase();
  if (/^(?:title|position|role|designation)$/.test(key)) return "title";
  if (/^(?:company|employer|organi|client)/.test(key)) return "company";
  if (key === "location") return key;
  return "date";
}

/**
 * Whether a header line opens the next job: a second date range, a field label seen again, or a
 * role after a blank line below a job whose dates close its block ("Clerk" / "Beta Inc" /
 * "2005 - 2008" blocks without bullets, one after another).
 */
function startsNewWorkEntry(current: Line[], line: Line, afterBlank = false): boolean {
  // "Company: A / Title: B / Duration: …" blocks: a key seen again opens the next entry.
  const label = labelOf(line);
  if (label && current.some((l) => labelOf(l) === label)) return true;
  if (hasDateRange(line.text)) return current.some((l) => hasDateRange(l.text));
  if (!afterBlank) return false;
  // "Career break — Feb 2024 – Mar 2025" on a line of its own is a whole entry: the role after
  // the blank does not take its dates.
  const only = current.length === 1 ? current[0]! : undefined;
  if (only && hasDateRange(only.text) && namesCareerBreak(only.text))
    return isEntryHeaderLine(line);
  if (current.length < 2) return false;
  // Dates first ("01/2013 to 12/2013" / "Sales Associate Company Name") leave the block open:
  // what follows the blank there is the job's duties, written without bullets.
  return hasDateRange(current[current.length - 1]!.text) && readsAsRole(line.text);
}

/**
 * A line written as a title: it names a role and no organisation, every word capitalised
 * ("Security Officer", "Site Supervisor (Unarmed)"); "Work with surveyors" is a duty.
 */
function readsAsRole(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w) && !MINOR.test(w));
  return (
    words.every((w) => /^[^\p{L}]*[\p{Lu}\d]/u.test(w)) &&
    (roleScore(text) >= 2 || endsInRoleNoun(text)) &&
    orgScore(text) < 1
  );
}

interface WorkParse extends Parsed<WorkEntry> {
  /** The employer was on a line of its own (it may head several roles). */
  companyAlone: boolean;
  /** The role was one list item ("- Nurse (2019 - 2021)"). */
  fromListItem?: boolean;
  /** Only an employer guessed by its place (no label, no role, no dates, no organisation word). */
  guessedEmployerOnly?: boolean;
  /** The title was read before a template's employer placeholder ("Nurse Company Name"). */
  slotTitle?: boolean;
  /** The dates were one date ("2019", "Summer 2018"), not a range. */
  singleDate?: boolean;
  /** Header lines that gave no fact and read as duties, before and after the entry's facts. */
  looseBefore: Line[];
  looseAfter: Line[];
  /** How many of its highlights are such lines, which say nothing of how its facts were laid out. */
  looseKept?: number;
}

function spanOf(input: string, f: { start: number; end: number }): SourceSpan {
  return makeSpan(input, f.start, f.end);
}

/**
 * A lone fragment that names a person's role rather than an organisation: its last word is a
 * role noun or an agent noun ("Insurance Agent", "Bookseller", "Peer Mediator", "Psychotherapist").
 */
function namesPerson(s: { f: Fragment; role: number; org: number }): boolean {
  return s.org < 1 && endsInRoleNoun(s.f.text);
}

/** Whether the last word of the text (or of one of the titles a slash joins) is a role or agent noun. */
function endsInRoleNoun(text: string): boolean {
  // "Prime Communication (AT&T Authorized Retailer)": an aside in brackets says what the
  // organisation is; the words before it decide.
  // "Registered Nurse III", "Engineer 2": a grade after the role noun is no word of the role.
  const bare = text.replace(/\s*\([^()]*\)\s*$/, "").replace(/\s+(?:I{1,3}|IV|V|\d)$/, "") || text;
  // "Co-Owner/Financial Liaison": any of the titles a slash joins.
  return bare.split("/").some((part) => {
    const last =
      part
        .toLowerCase()
        .split(/[^\p{L}'-]+/u)
        .filter(Boolean)
        .pop() ?? "";
    const head = last.split("-").pop()!;
    return (
      isRoleNoun(last) || isRoleNoun(head) || /(?:[^aeiou]er|[st]or|ist|ian|ant|dent)$/.test(last)
    );
  });
}

/** Whether no word of the text is a role noun and it ends in no agent noun: "Sales Management & Analysis". */
function namesNoRole(text: string): boolean {
  return (
    !endsInRoleNoun(text) &&
    !text
      .toLowerCase()
      .split(/[^\p{L}'-]+/u)
      .some((w) => w && isRoleNoun(w))
  );
}

const MINOR = /^(?:and|or|of|the|for|in|with|at|to|on|a|an|by|from|as|&|de|la|du|von|van|der)$/;

/** A phrase with two or more ordinary lower-case words ("caregiver for three small children"). */
function isProsePhrase(text: string): boolean {
  return text.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w) && !MINOR.test(w)).length >= 2;
}

/** Names that open with a word in -ed: "United Airlines", "Allied Universal". */
const NAME_WORDS_IN_ED =
  /^(?:united|allied|associated|advanced|applied|integrated|consolidated|federated|red|ted|fred|ned|ed|med|shed|reed|seed|speed|feed|creed|need|mixed|limited|incorporated|accredited|certified|licensed)$/i;

/** What an honour says: "Award", "Winner", "of the Year", "President's Club", "#1 in". */
const AWARD_WORDS =
  /\b(?:awards?|awarded|winner|prize|honou?r\s+roll|dean['’]?s\s+list|of\s+the\s+(?:year|month|quarter)|president['’]?s\s+club|contest)\b|#\s?\d+\b/i;

/**
 * A line that names an honour, not a role: "2005 Member of the Region of the Year",
 * "Consistent Achievers Award 14 out of 14 years"; not "Awards Coordinator".
 */
function isAwardLine(text: string): boolean {
  if (!AWARD_WORDS.test(text) || endsInRoleNoun(text)) return false;
  // "Member of the Region of the Year", "Salesperson of the Month": a role word inside an honour.
  return /\bof\s+the\s+(?:year|month|quarter)\b/i.test(text) || roleScore(text) < 2;
}

/** "Built strong relationships…", "Won 'Rookie of the Year'": an achievement, not a name. */
function isAccomplishment(text: string): boolean {
  const first = text.trim().split(/[\s,]+/)[0] ?? "";
  if (/^(?:won|led|built|ran|grew|cut|made|sold|drove|wrote|taught|oversaw|began)$/i.test(first))
    return true;
  return /^\p{L}{3,}ed$/u.test(first) && !NAME_WORDS_IN_ED.test(first);
}

/**
 * Whether a fragment guessed as the employer only by its place reads as an organisation's name:
 * it says "Inc", "Hospital"… (org score), or all its words are capitalised and it names no
 * person's role. "Organized and efficient", "Deep expertise in Oracle Exadata" and "School
 * Success Advocate" are not employers; no employer is better than a wrong one.
 */
function readsAsEmployer(s: { f: Fragment; role: number; org: number }): boolean {
  if (s.org >= 1) return true;
  if (s.role >= 2 || s.role > s.org + 0.5 || isAccomplishment(s.f.text)) return false;
  // A skill or a field of work on a line of its own ("Blueprint Reading", "Operations").
  if (isSkillOwnName(s.f.text)) return false;
  // "Monetka Pay (fintech, payments)": an aside in brackets says what the employer does.
  const words = withoutBrackets(s.f.text)
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w) && !MINOR.test(w.toLowerCase()));
  return (
    words.length > 0 && words.length <= 8 && words.every((w) => /^[^\p{L}]*[\p{Lu}\d]/u.test(w))
  );
}

/** A duty written as an instruction ("Prepare Daily Deposits", "Reconcile Bank Statements"). */
const DUTY_VERB_FIRST =
  /^(?:prepare|reconcile|calculate|supervise|handle|handling|maintain|perform|assist|assisting|provide|providing|coordinate|coordinating|monitor|monitoring|ensure|ensuring|oversee|overseeing|answer|answering|greet|greeting|schedule|scheduling|organize|organizing|verify|resolve|respond|operate|operating|inspect|conduct|conducting|process|processing|manage|managing|perform|performing|post|posting|enter|entering|compile|compiling|review|reviewing)\b/i;
/** "5241 Elm Drive Springfield": a street address. */
const STREET_ADDRESS =
  /^\d{1,6}\s+(?:[\p{L}.'-]+\s+){1,4}(?:drive|dr|street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|way|court|ct|parkway|pkwy|highway|hwy|place|pl|circle|suite|ste)\b/iu;
/** "License No. 186260", "Permit #4471": a number of a licence or a record. */
const RECORD_NUMBER = /\b(?:licen[cs]e|permit|no\.|number|#)\s*[:.]?\s*\d{3,}/i;

/**
 * Text that cannot be an employer's name whatever its place on the line: a duty written as an
 * instruction, a street address, a licence number, or one word that only says what kind of
 * organisation ("Ltd.", "GROUP", "Healthcare").
 * @example cannotNameEmployer("Prepare Daily Deposits") // true; cannotNameEmployer("Harbor Freight Ltd.") // false
 */
export function cannotNameEmployer(text: string): boolean {
  const t = text.trim();
  const legalForm = /\b(?:inc|llc|ltd|corp|co|plc|gmbh|l\.?p)\.?$/i.test(t);
  if ((DUTY_VERB_FIRST.test(t) && !legalForm) || STREET_ADDRESS.test(t) || RECORD_NUMBER.test(t))
    return true;
  const ws = t
    .toLowerCase()
    .split(/[^\p{L}\d&]+/u)
    .filter(Boolean);
  // "Healthcare", "GROUP": one word that only says what kind of organisation; "City Hospital"
  // and "Enterprise Solutions" stay names.
  return ws.length === 1 && COMPANY_MARKERS.has(ws[0]!);
}

/**
 * "27707 Supervisor", "NC 27215 Supervisor", "10/2000 Office Manager": a ZIP code (with its
 * state) or a date the line kept before the title is not part of it.
 */
function withoutAddressDebris(f: Fragment): Fragment {
  const lead = /^(?:(?:[A-Z]{2}\s+)?\d{5}(?:-\d{4})?|\d{1,2}\/\d{4})\s+(?=\p{Lu})/u.exec(f.text);
  if (!lead) return f;
  return { ...f, text: f.text.slice(lead[0].length), start: f.start + lead[0].length };
}

/**
 * Whether text can be a job title: not a number or a code ("740", "1 volunteer", "3192-9L") and
 * not an achievement ("Managed 6 employees"); ordinals stay ("3rd Class Petty Officer").
 * @example canBeTitle("Managed 6 employees") // false; canBeTitle("Registered Nurse") // true
 */
export function canBeTitle(text: string): boolean {
  if (/^\d+(?:[-./]\w+)*(?!st|nd|rd|th)(?:\s|$|\()/.test(text)) return false;
  if (/^\d+(?:[-./]\w+)+$/.test(text)) return false;
  return !(isAccomplishment(text) && !endsInRoleNoun(text));
}

function chooseTitleAndCompany(
  fragments: Fragment[],
  /** A one-line list item names its role first; a lone fragment there is a title. */
  listItem = false,
): { title?: Fragment; company?: Fragment } {
  if (fragments.length === 0) return {};
  const scored = fragments.map((f) => ({ f, role: roleScore(f.text), org: orgScore(f.text) }));
  let title = scored
    .filter((s) => s.role >= 2 && s.role > s.org)
    .sort((a, b) => b.role - a.role)[0];
  let company = scored
    .filter((s) => s !== title && s.org >= 1 && s.org > s.role)
    .sort((a, b) => b.org - a.org)[0];
  const rest = scored.filter((s) => s !== title && s !== company && s.f.text.length <= 80);
  if (title && !company) {
    // The employer is usually right next to the title, when that neighbour reads as a name.
    const at = scored.indexOf(title);
    company = rest
      .sort((a, b) => Math.abs(scored.indexOf(a) - at) - Math.abs(scored.indexOf(b) - at))
      .filter(readsAsEmployer)[0];
  } else if (!title && company) {
    const employer = company;
    title =
      rest.find((s) => s.role >= 0.5) ??
      (rest.length && rest[0]!.org <= 0 ? rest[0] : undefined) ??
      // "Behavioral Health Consultant / LCSW", "Mental Health Associate (QMHA)": a credential
      // or an acronym after the role noun hides it from the role score, not from its ending.
      // "School Counselor, Lincoln School District": a place of work in the title hides it too,
      // beside an employer that reads more as one.
      rest.find((s) => s.org < Math.min(1, employer.org) && endsInRoleNoun(s.f.text)) ??
      rest.find((s) => s.org < employer.org && endsInRoleNoun(s.f.text));
  } else if (!title && !company) {
    if (scored.length >= 2) {
      title = scored[0];
      company = readsAsEmployer(scored[1]!) ? scored[1] : undefined;
    } else if (
      (listItem && scored[0]!.org < 2) ||
      namesPerson(scored[0]!) ||
      // "Clinical placements (during studies)": the entry's own name, read as its title so that
      // it is known for a placement and not counted as a job.
      namesTrainingPlacement(scored[0]!.f.text)
    )
      title = scored[0];
    else if (readsAsEmployer(scored[0]!)) company = scored[0];
  }
  if (company && cannotNameEmployer(company.f.text)) company = undefined;
  return { title: title?.f, company: company?.f };
}

/** A header line that is a whole role with commentary: "Served as X from 2011 - 2015 where…". */
function isWordyRoleLine(line: Line): boolean {
  if (FIELD_LABEL.test(line.text)) return false;
  // "Event Management 11/2006 to 03/2008 Company Name City , State": a template's header line,
  // every piece of it a fact (the words before the dates are the title).
  if (EMPLOYER_PLACEHOLDER.test(line.text)) return false;
  const words = line.text.split(/\s+/).length;
  return (
    (words > 8 ||
      /^(?:\(?\d{1,2}[.)]\s|[*_]{2})/.test(line.text) ||
      /\*\*|__/.test(line.text) ||
      /\b(?:as|position of|role of)\s/i.test(line.text)) &&
    isOneLineRole(line.text)
  );
}

/** Cuts one-line roles in the header into their facts, and their commentary into the body. */
function unfoldOneLineRoles(entry: Entry): { entry: Entry; statedMonths?: number } {
  if (!entry.fromListItem && !entry.header.some(isWordyRoleLine)) return { entry };
  const header: Line[] = [];
  const described: Entry["body"] = [];
  let statedMonths: number | undefined;
  for (const line of entry.header) {
    if (!(entry.fromListItem && line === entry.header[0]) && !isWordyRoleLine(line)) {
      header.push({ ...line, text: maskListMarkup(line.text) });
      continue;
    }
    const role = splitOneLineRole(line);
    header.push(...role.headers);
    if (role.description) described.push({ kind: "text", ...role.description });
    statedMonths ??= role.statedMonths;
  }
  return { entry: { ...entry, header, body: [...described, ...entry.body] }, statedMonths };
}

/**
 * "Administrative Assistant/Bookkeeper Addus HealthCare": a title followed by an employer's name
 * in one fragment (capitalised words after the last role noun, with an organisation word and no
 * role) is split into the two.
 */
function splitTitleFromEmployer(f: Fragment): { title: Fragment; company: Fragment } | null {
  const ws = [...f.text.matchAll(/[^\s/]+/g)];
  for (let i = ws.length - 2; i >= 1; i--) {
    const word = ws[i]![0].toLowerCase().replace(/[^\p{L}]/gu, "");
    if (!isRoleNoun(word)) continue;
    const restStart = ws[i + 1]!.index!;
    const rest = f.text.slice(restStart);
    const restWords = rest.split(/\s+/);
    if (
      restWords.length > 4 ||
      !restWords.every((w) => /^[\p{Lu}\d&]/u.test(w)) ||
      orgScore(rest) < 1 ||
      roleScore(rest) > 0
    )
      return null;
    const titleEnd = ws[i]!.index! + ws[i]![0].length;
    return {
      title: { text: f.text.slice(0, titleEnd), start: f.start, end: f.start + titleEnd },
      company: { text: rest, start: f.start + restStart, end: f.end },
    };
  }
  return null;
}

/** A fragment that names a role and no organisation or place ("Vice President", "Wealth Advisor II"). */
function isRoleFragment(text: string): boolean {
  return (
    (roleScore(text) >= 2 || endsInRoleNoun(text.replace(/\s+(?:i|ii|iii|iv|v|\d)$/i, ""))) &&
    orgScore(text) < 1 &&
    !isProsePhrase(text) &&
    !parseLocation(text, 0, text)
  );
}

/**
 * "Senior Lending Officer - VP Executive Officer", "Vice President, Wealth Advisor II": titles
 * written side by side on one line are one title, as written.
 */
function withSecondTitles(
  input: string,
  title: Fragment,
  company: Fragment | undefined,
  fragments: Array<Fragment & { line: number }>,
): Fragment {
  const at = fragments.findIndex((f) => f.start === title.start && f.end === title.end);
  if (at < 0) return title;
  const line = fragments[at]!.line;
  let from = at;
  let to = at;
  const joins = (a: Fragment, b: Fragment) => /^\s*[-–—,/]\s*$/.test(input.slice(a.end, b.start));
  const fits = (f: (typeof fragments)[number] | undefined): f is (typeof fragments)[number] =>
    f !== undefined &&
    f.line === line &&
    f.start !== company?.start &&
    f.text.length <= 60 &&
    isRoleFragment(f.text);
  while (fits(fragments[from - 1]) && joins(fragments[from - 1]!, fragments[from]!)) from--;
  while (fits(fragments[to + 1]) && joins(fragments[to]!, fragments[to + 1]!)) to++;
  if (from === at && to === at) return title;
  const start = fragments[from]!.start;
  const end = fragments[to]!.end;
  return { text: input.slice(start, end), start, end };
}

/**
 * "Career Break - Family Caregiver": a career break read as the employer is what the entry is, so
 * it becomes the title, with the role written right beside it; the entry names no employer.
 */
function breakAsTitle(
  input: string,
  title: Fragment | undefined,
  company: Fragment | undefined,
): { title?: Fragment; company?: Fragment } {
  if (!company || !namesCareerBreak(company.text)) return { title, company };
  if (!title) return { title: company };
  const [first, second] = title.start < company.start ? [title, company] : [company, title];
  if (!/^\s*[-–—,|:/]?\s*$/.test(input.slice(first.end, second.start))) return { title: company };
  const joined = {
    text: input.slice(first.start, second.end),
    start: first.start,
    end: second.end,
  };
  return { title: joined };
}

/** In an entry's header lines, the words naming a career break, as its title. */
function careerBreakWords(header: Line[]): Fragment | undefined {
  for (const line of header) {
    const m = CAREER_BREAK_WORDS.exec(line.text);
    if (!m) continue;
    const start = line.start + (m.index ?? 0);
    return { text: m[0], start, end: start + m[0].length };
  }
  return undefined;
}
const CAREER_BREAK_WORDS =
  /\b(?:career\s+(?:break|gap|pause)|sabbatical|(?:parental|maternity|paternity|family|medical|personal)\s+leave|leave\s+of\s+absence)\b/i;

/** "A wholesale Freight Agent providing…", "The team of…": a sentence, not a fact. */
const SENTENCE_START = /^(?:a|an|the|this|my|our|we|i)\s+\p{Ll}/iu;

/**
 * "May 2013 to Present A wholesale Freight Agent providing Cargo and Express services in Europe,
 * North America…": after the dates a sentence describes the employer; it and the rest of its
 * line (the places it lists) are no title or employer.
 */
function dropSentences(fields: HeaderFields): HeaderFields {
  const cut = new Map<number, number>();
  for (const f of fields.fragments) {
    const text = f.text.replace(/^[^\p{L}]+/u, "");
    if (SENTENCE_START.test(text) && text.split(/\s+/).length >= 4 && !cut.has(f.line))
      cut.set(f.line, f.start);
  }
  if (cut.size === 0) return fields;
  return {
    ...fields,
    fragments: fields.fragments.filter((f) => !(cut.has(f.line) && f.start >= cut.get(f.line)!)),
  };
}

function parseWorkEntry(input: string, rawEntry: Entry): WorkParse | null {
  const { entry, statedMonths } = unfoldOneLineRoles(rawEntry);
  const fields = dropSentences(extractHeaderFields(input, entry.header));
  const spans: Record<string, SourceSpan> = {};
  const value: WorkEntry = { highlights: [] };
  let { title, company } = chooseTitleAndCompany(fields.fragments, entry.fromListItem);
  // "Visual Communications Company Name · State": the template's employer slot holds its
  // placeholder, so the words beside it on that line are the role, never the employer; on the line
  // above it, a fragment is the role when it ends in one ("Home Health Care Provider"), and stays
  // the employer otherwise ("Harbor Freightways" written over the placeholder).
  const companyLineNo = company
    ? fields.fragments.find((f) => f.start === company!.start)?.line
    : undefined;
  let titleWithUnit = false;
  // "Company Name January 2010 to January 2013 Research Assistant, Legal Socialization Lab": the
  // template's employer slot is taken, so the unit after the title's comma is part of the title.
  if (
    title &&
    company &&
    company.start > title.end &&
    /^\s*,\s*$/.test(input.slice(title.end, company.start)) &&
    fields.fragments.some(
      (f) => f.start === company!.start && fields.employerPlaceholderLines.has(f.line),
    )
  ) {
    title = { text: input.slice(title.start, company.end), start: title.start, end: company.end };
    company = undefined;
    titleWithUnit = true;
  }
  // "Company Name May 2015 Sr. Home Mortgage Consultant - Brightwater Advisors": beside a title,
  // a fragment that reads as an organisation is the employer the writer named after all.
  const namedBesideTitle =
    title !== undefined && company !== undefined && orgScore(company.text) >= 2;
  if (
    company &&
    companyLineNo !== undefined &&
    !namedBesideTitle &&
    (fields.employerPlaceholderLines.has(companyLineNo) ||
      (fields.employerPlaceholderLines.size > 0 &&
        (roleScore(company.text.replace(/\s*\([^()]*\)\s*$/, "")) > 0 ||
          endsInRoleNoun(company.text) ||
          FUNCTION_NOUN.test(company.text.trim()))))
  ) {
    title ??= company;
    company = undefined;
  }
  // "Line Service Technician Company Name · City , State" with "Private Pilot Knowledge" /
  // "Aircraft Knowledge" above it: the template prints the title right before its employer
  // placeholder, so the words there are the title and no other header line is the employer.
  const slotLine = [...fields.employerPlaceholderLines].find((n) =>
    fields.fragments.some((f) => f.line === n),
  );
  let slotTitle = false;
  if (slotLine !== undefined) {
    const onSlot = fields.fragments.filter((f) => f.line === slotLine);
    slotTitle = title !== undefined && onSlot.some((f) => f.start === title!.start);
  }
  if (slotLine !== undefined && entry.header.length > 1) {
    const onSlot = fields.fragments.filter((f) => f.line === slotLine);
    const best = [...onSlot].sort((a, b) => roleScore(b.text) - roleScore(a.text))[0]!;
    if (!title || !onSlot.some((f) => f.start === title!.start)) title = best;
    if (company && !onSlot.some((f) => f.start === company!.start)) company = undefined;
    slotTitle = true;
  }
  if (title && !company && !titleWithUnit && !fields.labelled.title && !fields.labelled.company) {
    const split = splitTitleFromEmployer(title);
    if (split) ({ title, company } = split);
  }
  if (fields.labelled.title) title = fields.labelled.title;
  if (fields.labelled.company) company = fields.labelled.company;
  else if (title && !fields.labelled.title)
    title = withSecondTitles(input, title, company, fields.fragments);
  if (title) title = withoutAddressDebris(title);
  if (title && !canBeTitle(title.text)) title = undefined;
  ({ title, company } = breakAsTitle(input, title, company));
  // "Career break — 2019 to 2021 (family caregiving)": words that are neither role nor employer
  // say what the entry is.
  if (!title && !company) title = careerBreakWords(entry.header);
  if (title) {
    value.position = title.text;
    spans.position = spanOf(input, title);
  }
  // "Basic caregiver for three small children": employers are names, not phrases of prose.
  // "Procured permits from the City …", "Convenient stores": a duty or a common-noun phrase.
  if (
    company &&
    !fields.labelled.company &&
    (isProsePhrase(company.text) ||
      isAccomplishment(company.text) ||
      // Not in an aside in brackets: "Cirrova Cloud Ireland Ltd. (HR and collaboration SaaS)".
      withoutBrackets(company.text)
        .split(/\s+/)
        .some((w) => /^\p{Ll}{3,}$/u.test(w) && !MINOR.test(w)))
  )
    company = undefined;
  if (company) {
    value.name = company.text;
    spans.name = spanOf(input, company);
  }
  if (fields.location) {
    value.location = fields.location.span.text;
    spans.location = fields.location.span;
  }
  const date = fields.date;
  if (date?.start) {
    value.startDate = toIsoDate(date.start);
    spans.startDate = makeSpan(input, date.start_, date.end_);
    const season = date.isSingle ? seasonPeriod(input.slice(date.start_, date.end_)) : null;
    if (date.end) {
      value.endDate = toIsoDate(date.end);
      spans.endDate = spans.startDate;
    } else if (season) {
      value.endDate = toIsoDate(season.end);
      spans.endDate = spans.startDate;
    } else if (date.isCurrent) {
      value.isCurrent = true;
      spans.isCurrent = spans.startDate;
    }
  }
  const bullets = entry.body.filter((b) => b.kind === "bullet");
  const texts = entry.body.filter((b) => b.kind === "text");
  const asHighlights = bullets.length > 0 ? bullets : texts.length > 1 ? texts : [];
  asHighlights.forEach((item, i) => {
    value.highlights.push(item.text);
    spans[`highlights/${i}`] = makeSpan(input, item.start, item.end);
  });
  if (bullets.length > 0 && texts.length > 0) {
    value.summary = texts.map((t) => t.text).join(" ");
    spans.summary = makeSpan(input, texts[0]!.start, texts[texts.length - 1]!.end);
  } else if (bullets.length === 0 && texts.length === 1) {
    value.summary = texts[0]!.text;
    spans.summary = makeSpan(input, texts[0]!.start, texts[0]!.end);
  }
  if (!value.position && !value.name && !value.startDate) return null;
  if (!date?.start && statedMonths) value.durationMonths = statedMonths;
  // "Senior Analyst 04/2018 to Current Acme Inc" / "Create policies and procedures for …": a duty
  // the PDF printed without its bullet right under the facts gave none of them; it stays the job's.
  const facts = [
    title,
    company,
    fields.location?.span,
    date && { start: date.start_, end: date.end_ },
  ].filter((f) => !!f);
  const gaveFact = (l: Line) =>
    facts.some((f) => f.start <= l.end && f.end >= l.start) ||
    fields.employerPlaceholderLines.has(entry.header.indexOf(l));
  const firstFact = entry.header.findIndex(gaveFact);
  const loose = entry.header.filter((l) => !gaveFact(l) && readsAsDuty(l.text));
  const companyLine = company
    ? fields.fragments.find((f) => f.start === company!.start)?.line
    : undefined;
  const companyAlone =
    companyLine !== undefined &&
    fields.fragments.filter((f) => f.line === companyLine).length === 1 &&
    !(
      date &&
      entry.header[companyLine] &&
      date.start_ >= entry.header[companyLine]!.start &&
      date.start_ <= entry.header[companyLine]!.end
    );
  const guessedEmployerOnly =
    company !== undefined &&
    !fields.labelled.company &&
    !value.position &&
    !value.startDate &&
    orgScore(company.text) < 1;
  return {
    value,
    spans,
    companyAlone,
    fromListItem: entry.fromListItem,
    guessedEmployerOnly,
    slotTitle,
    singleDate: date?.isSingle === true,
    looseBefore: loose.filter((l) => entry.header.indexOf(l) < firstFact),
    looseAfter: loose.filter((l) => entry.header.indexOf(l) > firstFact),
  };
}

/** A line of prose: four words or more, two of them lower-case ("Lead analyst for HIPAA compliance"). */
const readsAsDuty = (text: string) =>
  text.trim().split(/\s+/).length >= 4 &&
  (text.match(/(?<![\p{L}\p{N}])\p{Ll}/gu) ?? []).length >= 2 &&
  !hasDateRange(text);

/**
 * Lines of a work section that describe a job rather than open one: sub-headings (dropped when
 * alone), "Environment: …" lines, key-value table lines and the project blocks inside a job
 * ("Project 1: …", "Domain: Banking", "Client: …", "Duration: …", "Role: …").
 */
function describingLines(lines: Line[]): { dropped: Set<Line>; body: Set<Line> } {
  const dropped = new Set<Line>();
  const body = new Set<Line>();
  let seenJob = false;
  let inDetails = false;
  // After a dated job's description has begun, runs of two or more capitalised lines that name no
  // role, organisation, place or date are its duties with their bullets lost in the PDF.
  let inJobBody = false;
  let seenDatedJob = false;
  const isDuty = (l: Line | undefined) =>
    l !== undefined &&
    !!l.text &&
    !isBulletLine(l.text) &&
    !hasDateRange(l.text) &&
    !FIELD_LABEL.test(l.text) &&
    isEntryHeaderLine(l) &&
    roleScore(l.text) < 2 &&
    orgScore(l.text) < 1 &&
    !parseLocation(l.text, 0, l.text);
  const duty = lines.map((l) => isDuty(l));
  // Whether the line before was a header line: a table line there sits inside the job's facts.
  let afterHeader = false;
  const datedHeader = (l: Line | undefined) =>
    l !== undefined &&
    findDateRanges(l.text).some((r) => !r.isSingle) &&
    !FIELD_LABEL.test(l.text) &&
    !PROJECT_LABEL.test(l.text);
  lines.forEach((line, i) => {
    const text = line.text;
    if (!text) return;
    if (isBulletLine(text)) {
      afterHeader = false;
      if (seenDatedJob) inJobBody = true;
      return;
    }
    if (inJobBody && duty[i] && (duty[i - 1] || duty[i + 1])) {
      body.add(line);
      return;
    }
    const wasAfterHeader = afterHeader;
    afterHeader = false;
    // "2009 - 2019" has the digits and dashes of a phone number, but it is a job's dates.
    if (PHONE_LINE.test(text) && /(?:\d\D*){7}/.test(text) && !hasDateRange(text)) {
      dropped.add(line);
      return;
    }
    if (BARE_SUB_HEADING.test(text)) {
      // What follows "ROLE" or "Achievements" describes the job until the next job opens.
      dropped.add(line);
      inDetails = seenJob;
      return;
    }
    if (seenJob && PROJECT_LINE.test(text)) {
      inDetails = true;
      body.add(line);
      return;
    }
    if (inDetails) {
      // A new job ends the block: a dated line, or a title line right above one.
      const next = lines.slice(i + 1).find((l) => l.text);
      const opensJob =
        !PROJECT_LABEL.test(text) &&
        isEntryHeaderLine(line) &&
        (datedHeader(line) ||
          (!hasDateRange(text) && datedHeader(next)) ||
          /^company\b/i.test(text));
      if (!opensJob) {
        body.add(line);
        return;
      }
      inDetails = false;
    }
    if (SUB_HEADING_LINE.test(text)) {
      body.add(line);
      return;
    }
    if (TABLE_LINE.test(text) && !FIELD_LABEL.test(text) && !hasDateRange(text)) {
      // Between a title and its dates ("Social Media: LinkedIn, …") it would split the job.
      if (wasAfterHeader) dropped.add(line);
      else body.add(line);
      afterHeader = wasAfterHeader;
      return;
    }
    if (isEntryHeaderLine(line)) {
      seenJob = true;
      if (datedHeader(line)) seenDatedJob = true;
      afterHeader = true;
      inJobBody = false;
    } else if (seenDatedJob) inJobBody = true;
  });
  return { dropped, body };
}

/** An entry written as "Title: … / Company: …" fields. */
function fromLabels(entry: Entry): boolean {
  return entry.header.some((l) => labelOf(l) !== undefined);
}

/** An undated entry that names neither a role nor an organisation: lines of duties. */
function isDutyBlock(value: WorkEntry): boolean {
  if (value.startDate || value.durationMonths) return false;
  const role = value.position ? roleScore(value.position) : 0;
  const org = value.name ? orgScore(value.name) : 0;
  return role < 2 && org < 1;
}

const RANGE_WORD = /^(?:to|till|until|through|thru|[-–—~]|\uFFFD)$/i;

/** A line that holds only a date, "Present", or the word between two dates. */
function isDatePiece(text: string): boolean {
  if (RANGE_WORD.test(text)) return true;
  const ranges = findDateRanges(text);
  if (ranges.length !== 1) return /^(?:present|current|now|to date)$/i.test(text);
  const r = ranges[0]!;
  const rest = `${text.slice(0, r.index)}${text.slice(r.index + r.length)}`.trim();
  return rest === "" || RANGE_WORD.test(rest);
}

/**
 * A date range a column layout printed over two or three lines ("January 2014" / "to" /
 * "Current") becomes one line; the line breaks read as spaces, so offsets stay the input's.
 */
function joinSplitDateRanges(input: string, lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let joined: Line | undefined;
    if (line.text && isDatePiece(line.text) && !RANGE_WORD.test(line.text)) {
      for (const count of [3, 2]) {
        const group = lines.slice(i, i + count);
        if (group.length < count || !group.every((l) => l.text && isDatePiece(l.text))) continue;
        const last = group[group.length - 1]!;
        const text = input.slice(line.start, last.end).replace(/\s/g, " ");
        const range = findDateRanges(text).find((r) => !r.isSingle);
        if (range && range.index === 0 && range.length >= text.trimEnd().length - 1) {
          joined = { text, start: line.start, end: last.end, index: line.index };
          i += count - 1;
          break;
        }
      }
    }
    out.push(joined ?? line);
  }
  return out;
}

/**
 * "Staffing Coordinator Company Name · City , State Created and maintained all calendars…": a
 * template's header line (title, employer slot, place) that runs on into the job's description is
 * cut after the place, so the facts stay a header and the sentence its description.
 */
const TEMPLATE_LINE =
  /^(.{2,80}?\b(?:[Cc]ompany|[Ee]mployer|[Oo]rgani[sz]ation|[Bb]usiness)\s+[Nn]ame\b[\s\uFFFD·|•,-]*(?:[Cc]ity\s*,\s*[Ss]tate(?:\s*,\s*(?:[Cc]ountry|United\s+States|US|USA))?)?)\s+(?=\p{Lu}\p{Ll}*\s+\p{Ll})/u;

function splitTemplateLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const m = line.text.length > 110 ? TEMPLATE_LINE.exec(line.text) : null;
    if (!m) {
      out.push(line);
      continue;
    }
    const head = m[1]!.trimEnd();
    out.push({ ...line, text: head, end: line.start + head.length });
    const rest = line.text.slice(m[0].length);
    out.push({ ...line, text: rest, start: line.end - rest.length });
  }
  return out;
}

/**
 * Parses a work section's lines into entries.
 * @example parseWork(input, lines)[0].value // { position: "Engineer", name: "Acme Inc.", startDate: "2020-01", isCurrent: true, highlights: [...] }
 */
/** Adds an entry's lines to the job above as highlights, each with its span. */
function appendAsHighlights(
  input: string,
  job: WorkParse,
  items: Array<{ text: string; start: number; end: number }>,
): void {
  for (const item of items) {
    job.spans[`highlights/${job.value.highlights.length}`] = makeSpan(input, item.start, item.end);
    job.value.highlights.push(item.text);
  }
}

/** Adds header lines that gave no fact to the job's highlights, after the ones it has. */
function keepAsLastHighlights(input: string, job: WorkParse, lines: Line[]): void {
  job.looseKept = (job.looseKept ?? 0) + lines.length;
  appendAsHighlights(input, job, lines);
}

/** Puts `lines` before the job's highlights, in their order. */
function keepAsFirstHighlights(input: string, job: WorkParse, lines: Line[]): void {
  if (lines.length === 0) return;
  job.looseKept = (job.looseKept ?? 0) + lines.length;
  const rest = job.value.highlights.map((text, i) => ({
    text,
    span: job.spans[`highlights/${i}`],
  }));
  job.value.highlights = [];
  for (const key of Object.keys(job.spans))
    if (key.startsWith("highlights/")) delete job.spans[key];
  appendAsHighlights(input, job, lines);
  for (const { text, span } of rest) {
    if (span) job.spans[`highlights/${job.value.highlights.length}`] = span;
    job.value.highlights.push(text);
  }
}

export function parseWork(
  input: string,
  sectionLines: Line[],
  wrapWidth?: number,
): Parsed<WorkEntry>[] {
  const dateJoined = splitTemplateLines(joinSplitDateRanges(input, sectionLines));
  const { dropped, body } = describingLines(dateJoined);
  const lines = dateJoined.filter((l) => !dropped.has(l));
  // "Meridian Lakeshore Toronto Airport" / "(Marriott full-service, 410 rooms)" / "Toronto, ON |
  // Apr 2021 – Present": an aside in brackets between an entry's facts is one of them.
  const asides = new Set(
    lines.filter(
      (l, i) =>
        /^\(.*\)$/.test(l.text.trim()) &&
        i > 0 &&
        i + 1 < lines.length &&
        isEntryHeaderLine(lines[i - 1]!) &&
        !hasDateRange(lines[i - 1]!.text) &&
        hasDateRange(lines[i + 1]!.text),
    ),
  );
  const entries = groupEntries(lines, {
    isHeaderLine: (line) => asides.has(line) || (!body.has(line) && isEntryHeaderLine(line)),
    startsEntry: startsNewWorkEntry,
    isListEntry: (line) => isOneLineRole(line.text),
    wrapWidth,
  });
  const out: WorkParse[] = [];
  const sectionIsDated = entries.some((e) => e.header.some((l) => hasDateRange(l.text)));
  // An employer on its own line with no role or dates, heading the roles listed under it.
  let heading: WorkParse | null = null;
  const usedHeadings = new Set<WorkParse>();
  for (const entry of entries) {
    const parsed = parseWorkEntry(input, entry);
    const prev = out[out.length - 1];
    if (!parsed) {
      // Bullets with no facts above them continue the previous job.
      if (prev) {
        for (const item of entry.body) {
          prev.spans[`highlights/${prev.value.highlights.length}`] = makeSpan(
            input,
            item.start,
            item.end,
          );
          prev.value.highlights.push(item.text);
        }
      }
      continue;
    }
    const { value } = parsed;
    if (
      parsed.slotTitle &&
      !value.startDate &&
      prev?.value.startDate &&
      !prev.slotTitle &&
      prev.value.highlights.length === (prev.looseKept ?? 0) &&
      !prev.value.summary
    ) {
      // "03/2017 to Current" / "Private Pilot Knowledge" / "Line Service Technician Company Name":
      // the dates above belong to the title the template prints before its employer slot.
      prev.value.position = value.position;
      if (parsed.spans.position) prev.spans.position = parsed.spans.position;
      prev.value.name = undefined;
      delete prev.spans.name;
      prev.slotTitle = true;
      prev.companyAlone = false;
      appendAsHighlights(input, prev, entry.body);
      continue;
    }
    if (parsed.guessedEmployerOnly && (value.summary || value.highlights.length > 0)) {
      // "Problem Diagnosis" over "Used operational knowledge of systems…": a skill heading of a
      // functional résumé, not an employer. Its lines describe the previous job when there is
      // one; else they stay an entry of their own with no employer (what they say is still work).
      if (!prev) {
        value.name = undefined;
        delete parsed.spans.name;
        parsed.companyAlone = false;
        out.push(parsed);
        continue;
      }
      appendAsHighlights(input, prev, [...entry.header, ...entry.body]);
      continue;
    }
    if (
      prev?.value.position &&
      !prev.value.startDate &&
      !prev.value.durationMonths &&
      prev.value.highlights.length === (prev.looseKept ?? 0) &&
      !prev.value.summary &&
      value.startDate &&
      value.position &&
      !entry.fromListItem &&
      namesNoRole(value.position)
    ) {
      // "Business Development Representative" / "TeamBuilder" / "Training and Development" /
      // "Sales Management & Analysis" / "March 2010 to Current": the role's list of labels ran
      // into its dates, and the last label is no role. The dates and duties are the role's above.
      const label = parsed.spans.position;
      value.position = prev.value.position;
      if (prev.spans.position) parsed.spans.position = prev.spans.position;
      else delete parsed.spans.position;
      if (!value.name && prev.value.name) {
        value.name = prev.value.name;
        if (prev.spans.name) parsed.spans.name = prev.spans.name;
      }
      if (label) {
        // The label stays, as the first line of the role.
        const spans = value.highlights.map((_, i) => parsed.spans[`highlights/${i}`]);
        value.highlights.unshift(label.text);
        [label, ...spans].forEach((span, i) => {
          if (span) parsed.spans[`highlights/${i}`] = span;
          else delete parsed.spans[`highlights/${i}`];
        });
      }
      out.pop();
      out.push(parsed);
      continue;
    }
    if (
      prev?.value.position &&
      !value.position &&
      !value.name &&
      value.startDate &&
      value.startDate === prev.value.startDate &&
      value.endDate === prev.value.endDate &&
      value.isCurrent === prev.value.isCurrent
    ) {
      // "May 2013 to Present" over a sentence about the employer, under the job of the same dates:
      // the job's dates written again, not another job.
      appendAsHighlights(input, prev, entry.body);
      continue;
    }
    if (
      prev &&
      sectionIsDated &&
      (!value.endDate || parsed.singleDate) &&
      !value.isCurrent &&
      ((!value.position && !value.name && value.startDate) ||
        entry.header.every((l) => isAccomplishment(l.text) || isDutySentence(l.text)))
    ) {
      // "IT Thought leader and keynote speaker at a summit in 2017 / and 2018", "Won the Sales
      // Driver Award, FY 2009": a year or an achievement in a job's prose is no job of its own.
      appendAsHighlights(input, prev, [...entry.header, ...entry.body]);
      continue;
    }
    if (
      prev?.value.startDate &&
      sectionIsDated &&
      !value.startDate &&
      !value.durationMonths &&
      !fromLabels(entry) &&
      value.name !== undefined &&
      isSkillOwnName(value.name) &&
      (value.position === undefined ||
        (roleScore(value.position) < 2 && !endsInRoleNoun(value.position)))
    ) {
      // "Money" / "Microsoft Office" from a skills column the PDF wove into a dated job: a list
      // of skills, not an undated job at Microsoft.
      appendAsHighlights(input, prev, [...entry.header, ...entry.body]);
      continue;
    }
    if (prev && sectionIsDated && entry.header.every((l) => isAwardLine(l.text))) {
      // "2003-2004 Winner of the Unit of the Year Award" / "Consistent Achievers Award 14 out of
      // 14 years" under "Major Awards included": honours the job won, dated or not, no job.
      appendAsHighlights(input, prev, [...entry.header, ...entry.body]);
      continue;
    }
    if (
      prev?.value.startDate &&
      sectionIsDated &&
      !value.startDate &&
      !value.durationMonths &&
      !fromLabels(entry) &&
      entry.header.length >= 3 &&
      entry.header.every((l) => roleScore(l.text) < 2 && !endsInRoleNoun(l.text))
    ) {
      // "Hospital Management System" / "Shares Management System" / …: a list of the products
      // a dated job delivered, not an undated job.
      appendAsHighlights(input, prev, [...entry.header, ...entry.body]);
      continue;
    }
    if (
      prev?.value.startDate &&
      sectionIsDated &&
      !value.startDate &&
      !value.durationMonths &&
      !fromLabels(entry) &&
      ((value.position !== undefined && isProsePhrase(value.position)) ||
        (value.position !== undefined &&
          !value.name &&
          entry.header.length === 1 &&
          !entry.fromListItem))
    ) {
      // Inside a dated job: "Operations" / "Lead in running operations" and a role sub-heading
      // with no dates of its own ("Purchasing Manager" over its duties) describe that job.
      appendAsHighlights(input, prev, [...entry.header, ...entry.body]);
      continue;
    }
    if (prev?.value.startDate && sectionIsDated && entry.header.length > 1 && isDutyBlock(value)) {
      // "Reconcile Cash Drawer Daily" / "Summarize Daily Sales": duties whose bullets the PDF lost.
      appendAsHighlights(input, prev, [...entry.header, ...entry.body]);
      continue;
    }
    if (value.name && !value.position && !value.startDate && !value.highlights.length) {
      heading = value.summary ? null : parsed;
      out.push(parsed);
      continue;
    }
    if (!value.name && value.position && heading) {
      // "Acme Corp" then "• Senior Engineer (2015 – 2020)", "• Engineer (2010 – 2015)".
      value.name = heading.value.name;
      if (heading.spans.name) parsed.spans.name = heading.spans.name;
      usedHeadings.add(heading);
    } else if (
      !value.name &&
      !(entry.fromListItem && prev?.fromListItem) &&
      value.position &&
      prev?.companyAlone &&
      prev.value.name &&
      // A dated entry with an "employer" and no role more likely misread its title as one.
      (prev.value.position !== undefined || !prev.value.startDate) &&
      entry.header.length === 1
    ) {
      // One employer heading several roles: later roles inherit it.
      value.name = prev.value.name;
      if (prev.spans.name) parsed.spans.name = prev.spans.name;
      parsed.companyAlone = true;
    }
    if (value.name && parsed.value.name !== heading?.value.name) heading = null;
    // Duties printed without bullets around the facts: those above them end the job before.
    if (prev) keepAsLastHighlights(input, prev, parsed.looseBefore);
    keepAsFirstHighlights(
      input,
      parsed,
      prev ? parsed.looseAfter : [...parsed.looseBefore, ...parsed.looseAfter],
    );
    out.push(parsed);
  }
  return out.filter((w) => !usedHeadings.has(w));
}

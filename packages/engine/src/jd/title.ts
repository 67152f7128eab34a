/**
 * The posting's own title: from a "Position Title:" field, a "# Title" heading, a "Job
 * Description: ..." line, the first short line naming a role, or "we are looking for a ...".
 * A title ends with its sentence and keeps composite names whole ("Shipping - Receiving - and
 * Inventory Clerk", "Representative/Manager").
 */
import { occupationsOfTitle } from "../occupations/occupations.ts";
import { COMPANY_MARKERS, isRoleNoun, ROLE_NOUNS } from "../structure/vocabulary.ts";
import type { JobField, SourceSpan } from "../types.ts";
import type { JobLine } from "./sections.ts";

const span = (text: string, start: number, end: number): SourceSpan => ({
  start,
  end,
  text: text.slice(start, end),
});

/**
 * Role words that name a role only beside another ("team member", "support staff", "individual
 * contributor"), or name a thing as often as a person ("SQL Server", "message broker", "host").
 */
const NOT_A_ROLE_ALONE = new Set(
  `server host broker carrier setter tender finisher keeper handler sorter grader polisher member
staff crew professional expert research fellow volunteer contributor maintainer chair faculty
resident ta ra qa sous chief internship claims`.split(/\s+/),
);

/**
 * Role nouns: a title names one of these. The structurer's vocabulary of role words, one list for
 * postings and resumes, less the words that are not a role on their own.
 */
export const ROLE_NOUN = new RegExp(
  `\\b(${[...ROLE_NOUNS, "admin"]
    .filter((w) => !NOT_A_ROLE_ALONE.has(w))
    .sort((a, b) => b.length - a.length)
    .join("|")})(?:s|es)?\\b`,
  "i",
);

/** A long role noun closing a word: "cytotechnologist", "histotechnician", "psychotherapist". */
const ROLE_NOUN_CLOSING = new RegExp(
  `^\\p{L}{3,}(?:${[...ROLE_NOUNS].filter((w) => w.length >= 8 && !NOT_A_ROLE_ALONE.has(w)).join("|")})(?:s|es)?$`,
  "iu",
);

/** Whether a single word is one of the role nouns: "Cook", "estimators", "Cytotechnologist"; not "Cooking". */
export const isRoleWord = (word: string) =>
  ROLE_NOUN.exec(word)?.[0].length === word.length || ROLE_NOUN_CLOSING.test(word);

/** Words ending like agent nouns ("-er", "-or", "-ist", "-ian") that are not roles. */
const NOT_AGENT =
  /^(center|centre|computer|customer|other|order|under|after|over|water|power|paper|number|summer|winter|letter|matter|better|career|cover|transfer|offer|answer|corner|border|cancer|sister|brother|mother|father|weather|leather|register|together|whether|never|ever|however|either|neither|rather|further|later|lower|higher|greater|newer|older|master|chapter|filter|folder|header|footer|layer|player|corporate|senior|junior|major|minor|interior|exterior|prior|floor|door|labor|labour|motor|sector|factor|color|colour|honor|error|mirror|behavior|behaviour|favor|flavor|vendor|assist|exist|list|checklist|wrist|twist|resist|insist|persist|consist|median|indian|canadian|christian|italian|asian)$/i;

/** Whether a phrase names a role: "Sales Trainer", "Personal Banker", "Retail Merchandiser". */
export function looksLikeRole(phrase: string): boolean {
  if (ROLE_NOUN.test(phrase)) return true;
  // "Tennis Teaching Professional (PTR Certified)", "Police K-9 Handler": a word that names a
  // role only after another's, closing a name in capitals.
  const words = phrase
    .replace(/\s*\([^()]*\)\s*$/, "")
    .trim()
    .split(/\s+/);
  if (
    words.length >= 2 &&
    words.every((w) => /^[\p{Lu}\d]/u.test(w)) &&
    isRoleNoun(words.at(-1)!.toLowerCase())
  )
    return true;
  for (const m of phrase.matchAll(/\b[A-Za-z]{2,}(?:er|or|ist|ian)s?\b/g))
    if (!NOT_AGENT.test(m[0].replace(/s$/, ""))) return true;
  // "Railway Carman", "Dredge Leverman": a trade's word in "-man".
  for (const m of phrase.matchAll(/\b\p{Lu}\p{Ll}{2,}m[ae]n\b/gu))
    if (!NOT_A_MAN.test(m[0])) return true;
  return false;
}

/** Words in "-man" that name no trade: "Human", "German", "Specimen". */
const NOT_A_MAN =
  /^(?:human|german|roman|woman|women|specimen|regimen|abdomen|acumen|ottoman|gentleman|gentlemen|freshman|freshmen)$/i;

/** A schedule or place of work, said in a title's parenthesis: "(Part-Time)", "(Remote / Nights)". */
const SCHEDULE =
  "(?:full|part)[\\s-]time|remote|hybrid|on[\\s-]?site|contract|temporary|temp|permanent|fixed[\\s-]term|casual|relief|locum|per diem|prn|nights?|days|evenings?|weekends?";
const TRAILING_SCHEDULE = /\s*[-–—,]?\s+(?:(?:full|part)[\s-]time|per diem|prn)$/i;
/**
 * "(5+ Years of Experience)", "(2026-27, Second Semester Start)", "(m/f/d)", a schedule, or an
 * unclosed "(" wrapped to the next line.
 */
const NOT_TITLE_PAREN = new RegExp(
  `\\s*\\((?:[^)]*\\b(?:years?|(?:19|20)\\d\\d)\\b[^)]*|[mfwdx](?:\\s*\\/\\s*[mfwdx])+|(?:${SCHEDULE})(?:[\\s,/&]+(?:${SCHEDULE}|only))*)\\)|\\s*\\([^)]*$`,
  "i",
);

/** A level that stays after a dash ("Clerk - Entry Level"); a schedule does not ("Phlebotomist - Full Time"). */
const SENIORITY_PART =
  /^(entry[\s-]level|senior|junior|mid[\s-]level|sr\.?|jr\.?|i{1,3}|iv|lead)$/i;

/** A letter or a small word of another language than English: "Ganadería de Carne", "Poids du". */
const OTHER_LANGUAGE =
  /[\u00C0-\u024F\u0370-\u04FF]|\b(?:de|del|la|le|les|du|des|y|et|und|für|der|die|das|da|do|dos|em|en|al|di|della|van|het|och|og)\b/;
/** A role in English in brackets closing a title, words in capitals: "(Articulated Truck Driver, International)". */
const ENGLISH_ROLE_GLOSS =
  /\(((?:[A-Z][A-Za-z-]+|of|and|&)(?: (?:[A-Z][A-Za-z-]+|of|and|&)){1,4})(?:,[^()]*)?\)\s*$/;

/**
 * The title inside `[from, to)` as a span, or undefined: junk and page names cut off
 * ("... | Monster.com"), the first sentence only, the role part of a dash-joined name.
 * `readTitle("OPERATIONS MANAGER. The role ...", 0, 31)` -> "OPERATIONS MANAGER".
 */
export function readTitle(text: string, from: number, to: number): JobField<string> | undefined {
  let a = from;
  let b = to;
  const cut = (re: RegExp) => {
    const m = re.exec(text.slice(a, b));
    if (m) b = a + (m.index ?? 0);
  };
  // "Kaiako Pāngarau | Teacher of Mathematics", "Harbourside Health | Registered Nurse": when the
  // words before a bar name no role and those after it do, the title is after the bar.
  const bar = /\s+\|\s+/.exec(text.slice(a, b));
  if (bar && !looksLikeRole(text.slice(a, a + bar.index))) {
    const after = a + bar.index + bar[0].length;
    const next = text.slice(after, b).split(/\s+\|\s/)[0]!;
    if (looksLikeRole(next)) a = after;
  }
  // Page names and scripts after the title.
  cut(/\s+\|\s|\s+var\s|[{<]|\s{3,}/);
  // The first sentence: "MANAGER. The" ends at the period; "Sr. Engineer" and "U.S. Pretrial
  // Services Officer" do not.
  cut(/(?<!\b(?:Sr|Jr|St|Mgr|Asst|Dept|No|\p{Lu}))[.!?](?=\s|$)/u);
  // "Acme Job Application for Senior Estimator": the words before "for" name the page.
  const lead =
    /^.*?\bjob\s+application\s+for\s+|^(?:job|position|role)(?:\s+(?:title|opening|posting))?\s*[:#]\s*/i.exec(
      text.slice(a, b),
    );
  if (lead) a += lead[0].length;
  // "Code Enforcement Officer IICity of Cedar Bluff", "Mortgage Loan Processor II Summit Harbor
  // Home Lending": a grade after the role ends the title; the employer's name follows.
  const grade = /\b\p{Lu}\p{Ll}+[ \t]+(?:I{1,3}|IV|V)(?=[ \t]*\p{Lu}\p{Ll})/u.exec(
    text.slice(a, b),
  );
  const graded = grade?.[0].split(/[ \t]+/)[0]?.toLowerCase();
  if (grade && graded && (isRoleWord(graded) || /\p{L}(?:or|er|ist|ian)$/u.test(graded)))
    b = a + grade.index + grade[0].length;
  // "(5+ Years of Experience)", "(m/f/d)" and "(Part-Time)" are not part of the title.
  const paren = NOT_TITLE_PAREN.exec(text.slice(a, b));
  if (paren && a + (paren.index ?? 0) > a) b = a + (paren.index ?? 0);

  // "Veterinario/a de Campo – Ganadería de Carne (Field Veterinarian, Beef Cattle)": a title in
  // the country's language, then its role in English in brackets, read by that role. Not
  // "Welding Technology Instructor (Full-Time Faculty)", a title in English.
  const gloss = ENGLISH_ROLE_GLOSS.exec(text.slice(a, b));
  if (gloss && looksLikeRole(gloss[1]!) && OTHER_LANGUAGE.test(text.slice(a, a + gloss.index))) {
    const start = a + gloss.index + 1;
    return { value: gloss[1]!, span: span(text, start, start + gloss[1]!.length) };
  }
  // Dash-joined names: keep the part naming the role, with the parts it continues.
  const raw = text.slice(a, b);
  const parts: Array<{ s: number; e: number }> = [];
  let last = 0;
  for (const m of raw.matchAll(/\s+[-–—]\s+|(?<=[a-z])[-–—]\s+/g)) {
    // "Veterinary Surgeon (DACVS – Small Animal)": a dash inside brackets joins no parts.
    if (/\([^()]*$/.test(raw.slice(0, m.index))) continue;
    parts.push({ s: last, e: m.index ?? 0 });
    last = (m.index ?? 0) + m[0].length;
  }
  parts.push({ s: last, e: raw.length });
  if (parts.length > 1) {
    const words = (p: { s: number; e: number }) => raw.slice(p.s, p.e).trim();
    const i = parts.findIndex((p) => looksLikeRole(words(p)));
    if (i >= 0) {
      let first = i;
      // "Shipping - Receiving - and Inventory Clerk": a part opening with "and" continues a list.
      if (/^(and|&|or)\b/i.test(words(parts[i]!)))
        while (
          first > 0 &&
          !looksLikeRole(words(parts[first - 1]!)) &&
          words(parts[first - 1]!).split(/\s+/).length <= 3
        )
          first--;
      let lastPart = i;
      // "Case Manager - RN", "Clerk - Entry Level": a credential or a level after the role stays.
      while (
        lastPart + 1 < parts.length &&
        (/^[A-Z]{2,4}$/.test(words(parts[lastPart + 1]!)) ||
          SENIORITY_PART.test(words(parts[lastPart + 1]!)) ||
          /^(and|&|or)\b/i.test(words(parts[lastPart + 1]!)))
      )
        lastPart++;
      b = a + parts[lastPart]!.e;
      a = a + parts[first]!.s;
    }
  }
  // Trim spaces, markdown and separators at both ends ("Personal Banker /").
  while (a < b && /[\s#*:|/,;\-–—•]/.test(text[a]!)) a++;
  while (b > a && /[\s#*:|/,;\-–—•]/.test(text[b - 1]!)) b--;
  // "Retail Merchandiser Part Time": the schedule written after the role is the job's, not the role's.
  const schedule = TRAILING_SCHEDULE.exec(text.slice(a, b));
  if (schedule?.index && looksLikeRole(text.slice(a, a + schedule.index))) b = a + schedule.index;
  // "Landscape Crew Leader GreenScape Outdoor Services": an employer named after the role.
  const roleEnd = [...text.slice(a, b).matchAll(new RegExp(ROLE_NOUN.source, "gi"))].at(-1);
  if (roleEnd) {
    const at = a + (roleEnd.index ?? 0) + roleEnd[0].length;
    const rest = text.slice(at, b).trim().split(/\s+/);
    if (
      rest.length >= 2 &&
      rest.length <= 5 &&
      rest.every((w) => /^\p{Lu}/u.test(w)) &&
      COMPANY_MARKERS.has(rest.at(-1)!.toLowerCase().replace(/[.,]$/, ""))
    )
      b = at;
  }
  const value = text.slice(a, b);
  if (!value || value.length > 100 || !/\p{L}/u.test(value)) return undefined;
  return { value, span: span(text, a, b) };
}

/** Words for what kind of job it is, after "Position" or "Job": "Position Type", "Job Status". */
const JOB_FACTS = "type|status|schedule|category|number|id|code|class|level|hours|shift|duration";
/** A line opening with such a word's label: "Type: Full-time" after a "Position" cut off. */
const JOB_FACT_LABEL = new RegExp(`^\\s*(?:${JOB_FACTS})\\s*:`, "i");
/** A label ending in such a word: "Position Type", "Job Status". */
const JOB_FACT_HEAD = new RegExp(`\\b(?:${JOB_FACTS})$`, "i");

/** A sentence opens with a determiner or a pronoun ("Our nurses and their families …"); a title does not. */
const OPENS_SENTENCE = /^\s*(?:our|we|the|a|an|this|these|my|your|at|join|about|as|if|when)\b/i;

/** A sentence's end; not an employer's "Inc." ("Senior HVAC Estimator – Granite Peak Mechanical, Inc."). */
const ENDS_SENTENCE = /(?<!\b(?:Inc|Co|Corp|Ltd|Bros|L\.?L\.?C|P\.?C|P\.?A|L\.?P))[.!?]$/;

/** The posting's title, read in order of trust. */
export function findTitle(text: string, lines: JobLine[]): JobField<string> | undefined {
  // "Position Title: Aircraft Appearance Supervisor", or a "Job Title" heading over the title.
  let markdown: JobField<string> | undefined;
  // Under a heading ("The Position"), the title is the line right below it or none: the lines
  // after a sentence there describe the role ("Examples of Duties").
  let headed = false;
  // "Position" cut off "Position Type: Full-time · 10-month contract": no title's heading, nor
  // are the lines after it titles, up to the next heading.
  let jobFacts = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.section !== "title") {
      headed = false;
      if (l.isHeading) jobFacts = false;
      continue;
    }
    if (l.isHeading) {
      const next = lines.slice(i + 1).find((x) => x.text.trim());
      jobFacts = next !== undefined && JOB_FACT_LABEL.test(next.text);
      // "… Full-Time Mariner PositionCompany Description": not a heading glued after it.
      const t =
        next && !next.isHeading && !jobFacts && readTitle(text, next.contentStart, next.end);
      // "Your Position" over "As branch manager of our pharmacy you …": a sentence, no title.
      if (t && !OPENS_SENTENCE.test(t.value)) return t;
      headed = true;
      continue;
    }
    if (!l.text.trim() || headed || jobFacts) continue;
    const t = readTitle(text, l.contentStart, l.end);
    if (/^\s*#/.test(l.text)) markdown ??= t;
    else if (t) return t;
  }
  if (markdown) return markdown;
  // "Job Description: Senior Full Stack Engineer (5+ Years of Experience)" at the top; not "The
  // Role:We are hiring CDL-A Regional Drivers for our Ohio Valley network", a sentence.
  for (const l of lines.slice(0, 5)) {
    const t = l.text.trim();
    const colon = t.indexOf(":");
    if (colon < 0 || colon > 40) continue;
    const head = t.slice(0, colon);
    if (!/\b(job|position|role|title|vacancy|opening|opportunity|description)\b/i.test(head))
      continue;
    // "Position Type: Full-time", "Job Status: Regular": what kind of job, not its title.
    if (JOB_FACT_HEAD.test(head)) continue;
    const title = readTitle(text, l.start + l.text.indexOf(":") + 1, l.end);
    if (
      title &&
      title.value.length <= 80 &&
      ROLE_NOUN.test(title.value) &&
      !OPENS_SENTENCE.test(title.value)
    )
      return title;
  }
  const first = lines.find((l) => l.text.trim());
  // A one-line paste opens with its title, before any shorter line after it ("… Mission
  // CriticalMeridian Building Performance Group · Atlanta, GA" names the employer).
  const pasted = first && onePasteTitle(text, first);
  if (pasted) return pasted;
  // The first short line that names a role ("Senior Backend Engineer").
  for (const l of lines.slice(0, 8)) {
    const t = l.text.trim();
    if (!t || l.isHeading || l.ignored || t.length > 80 || ENDS_SENTENCE.test(t) || /:/.test(t))
      continue;
    // Lines under a heading or bulleted are content, not the posting's name.
    if ((l.section !== "other" && l.section !== "title") || l.contentStart > l.start) continue;
    // "Registered Nurse - Intensive Care Unit (ICU) - Nights, Full Time": the words that count
    // are the title's, after its dash-joined parts about the unit, shift and pay are cut off.
    if (looksLikeRole(t) && t.split(/\s+/).length <= 16) {
      const title = readTitle(text, l.contentStart, l.end);
      if (title && title.value.split(/\s+/).length <= 10) return title;
    }
  }
  // "Scrum Master", alone on the first line: a short name of a known occupation, though no role
  // noun of its own ("master" is a degree's too).
  if (
    first &&
    first.contentStart === first.start &&
    !first.isHeading &&
    !/[\d:.!?]/.test(first.text) &&
    first.text.trim().split(/\s+/).length <= 4 &&
    (occupationsOfTitle(first.text.trim())[0]?.weight ?? 0) >= 1
  ) {
    const title = readTitle(text, first.contentStart, first.end);
    if (title) return title;
  }
  const m =
    /\b(?:looking[ \t]+for|seeking|hiring|searching[ \t]+for|recruiting)[ \t]+(?:an?[ \t]+|our[ \t]+(?:next[ \t]+)?)?(?:(?:talented|experienced|skilled|passionate|motivated|dedicated|driven|highly|self-motivated|seasoned|well[ \t-]rounded)[ \t]+)*((?:[A-Z][\w+#./&-]*|of|and|\/|-)(?:[ \t]+(?:[A-Z(][\w+#./&()-]*|of|and|\/|-)){0,6})/.exec(
      text,
    );
  if (m?.[1] && ROLE_NOUN.test(m[1])) {
    const s = (m.index ?? 0) + m[0].length - m[1].length;
    return readTitle(text, s, s + m[1].length);
  }
  return undefined;
}

/**
 * A one-line paste opens with the title, then the employer, place and pay run on: "Pharmacy
 * Technician Harborview Community Pharmacy - Columbus, OH $19 an hour". The title is the words in
 * capitals up to the last role noun among the first few.
 */
function onePasteTitle(text: string, first: JobLine): JobField<string> | undefined {
  if (
    first.text.length <= 80 ||
    first.contentStart !== first.start ||
    OPENS_SENTENCE.test(first.text)
  )
    return undefined;
  const byNouns = titleByRoleNouns(text, first);
  // The line's role part up to its dash ("Lead Guide (Primary, 3–6) – AMI Montessori…"), when it
  // names an occupation better than the words up to a role noun ("Lead") or these are one word
  // ("Harbor" of "Harbor Tug Master (Master of Towing Vessels) – …"). Not "Pharmacy Technician
  // Harborview Community Pharmacy", the employer run on.
  const whole = readTitle(text, first.contentStart, first.end);
  const weight = (t: JobField<string> | undefined) =>
    t ? (occupationsOfTitle(t.value)[0]?.weight ?? 0) : 0;
  if (
    whole &&
    whole.value.split(/\s+/).length <= 8 &&
    looksLikeRole(whole.value) &&
    (!byNouns ||
      weight(whole) > weight(byNouns) ||
      (!/\s/.test(byNouns.value) && whole.value.startsWith(byNouns.value)))
  ) {
    // "Speech-Language Pathologist (SLP)": the title's initials are no word of it.
    const bare = whole.value.replace(/\s*\([A-Z][A-Za-z]{1,6}\)$/, "");
    return { ...whole, value: bare };
  }
  return byNouns;
}

/** The capitalised words opening a one-line paste, up to the last role noun among the first few. */
function titleByRoleNouns(text: string, first: JobLine): JobField<string> | undefined {
  const words = [...text.slice(first.start, first.end).matchAll(/\S+/g)].slice(0, 7);
  let end = -1;
  // Else the last word shaped like an agent noun ("Mortgage Loan Originator (NMLS Licensed) -").
  let agent = -1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]![0];
    // "Orientation and Mobility Specialist", "Carman / Railcar Mechanic": a small word or a
    // slash joins the title's capitalised words.
    if (/^(?:and|of|for|\/)$/.test(w) && i > 0 && /^\p{Lu}/u.test(words[i + 1]?.[0] ?? ""))
      continue;
    if (!/^[\p{Lu}&(]/u.test(w) || /[.,:;!?]$/.test(w)) {
      if (isRoleWord(w.replace(/[.,:;!?]+$/, ""))) end = i;
      break;
    }
    if (isRoleWord(w)) end = i;
    else if (/^\p{L}+$/u.test(w) && looksLikeRole(w)) agent = i;
  }
  if (end < 0) end = agent;
  if (end >= 0) {
    const last = words[end]!;
    const title = readTitle(
      text,
      first.start,
      first.start + (last.index ?? 0) + last[0].replace(/[.,:;!?]+$/, "").length,
    );
    if (title) return title;
  }
  return undefined;
}

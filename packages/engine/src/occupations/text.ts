/**
 * How job titles and occupation texts are cut into lookup keys, shared by the occupation build
 * (scripts/build-occupations.ts) and the runtime lookup so both sides normalise the same way.
 */
import { contentTerms, STOPWORDS, stem } from "../skills/text.ts";

/** Words that say how senior a role is, not which role it is. */
const SENIORITY_WORDS = new Set(
  "senior sr snr junior jr jnr trainee intern interim acting experienced entry level i ii iii iv v mid".split(
    " ",
  ),
);

/**
 * Short forms people write in job titles, and the words they stand for, so that "HVAC Tech" and
 * "HVAC Technician", "HR Generalist" and "Human Resources Generalist" are one title both in the
 * occupation data and in what is looked up. A string is what the short form always means; a pair
 * is what it means as the title's last word (the role) and before it (a qualifier): "Network
 * Admin" is an administrator, "Admin Assistant" an administrative one. A short form that is
 * ambiguous before the head ("Tech Support" is technical support, "Lab Tech Supervisor" a
 * technician's) is read only as the head; one that is ambiguous anywhere ("AP", "CS", "sec") is
 * not here.
 */
const TITLE_ABBREVIATIONS = new Map<string, string | { head: string; before?: string }>(
  Object.entries({
    acct: { head: "accountant", before: "account" },
    acctg: "accounting",
    admin: { head: "administrator", before: "administrative" },
    asst: "assistant",
    assoc: "associate",
    auto: "automotive",
    biz: "business",
    coord: "coordinator",
    coordr: "coordinator",
    cust: "customer",
    dept: "department",
    dev: { head: "developer", before: "development" },
    dir: "director",
    elec: { head: "electrician", before: "electrical" },
    eng: "engineer",
    engr: "engineer",
    exec: "executive",
    hr: "human resources",
    info: "information",
    lab: "laboratory",
    maint: "maintenance",
    mech: { head: "mechanic", before: "mechanical" },
    med: "medical",
    mfg: "manufacturing",
    mgmt: "management",
    mgr: "manager",
    mngr: "manager",
    mkt: "marketing",
    mktg: "marketing",
    op: { head: "operator" },
    ops: "operations",
    pharm: "pharmacy",
    pr: "public relations",
    rehab: "rehabilitation",
    rep: "representative",
    spec: { head: "specialist" },
    spvr: "supervisor",
    supt: "superintendent",
    supv: "supervisor",
    supvr: "supervisor",
    svc: "service",
    svcs: "services",
    sys: "systems",
    sysadmin: "systems administrator",
    tech: { head: "technician" },
    telecom: "telecommunications",
    tv: "television",
    vet: { head: "veterinarian", before: "veterinary" },
    vp: "vice president",
  }),
);

/**
 * The words a title word stands for, by where it stands: the head (the role), before it, or before
 * "intern" or "trainee", where it names the field if it can ("Admin Intern": administrative) and
 * else the role ("HVAC Tech Trainee"): `spelledOut("admin", "head")` -> ["administrator"].
 */
function spelledOut(word: string, place: "head" | "before" | "field"): string[] {
  // A plural short form ("Sales Reps", "Lab Techs") stands for the plural; the stem is the same.
  const form =
    TITLE_ABBREVIATIONS.get(word) ??
    (word.endsWith("s") ? TITLE_ABBREVIATIONS.get(word.slice(0, -1)) : undefined);
  if (form === undefined) return [word];
  const full =
    typeof form === "string"
      ? form
      : place === "head"
        ? form.head
        : place === "before"
          ? form.before
          : (form.before ?? form.head);
  return (full ?? word).split(" ");
}

/** Seniority words for someone learning the role: the word before them names its field. */
const LEARNER_WORDS = new Set(["intern", "trainee"]);

/**
 * A title word's stem; a field named with "-ing" is stemmed once more so that it meets its role:
 * `titleStem("engineering")` -> "engine", `titleStem("engineer")` -> "engine", while
 * `titleStem("nursery")` ("nurser") stays apart from `titleStem("nurse")` ("nurs").
 */
export function titleStem(word: string): string {
  const once = stem(word);
  return word.toLowerCase().endsWith("ing") && once.endsWith("er") ? stem(once) : once;
}

/** The words of a title that name the role, stemmed: "Sr. Registered Nurse" -> ["regist", "nurs"]. */
export function titleWords(title: string): string[] {
  return titleTokens(title).map((t) => t.stem);
}

/**
 * The words of a title that name the role, each as written (lower-case, short forms spelled out)
 * and stemmed: `titleTokens("Sr. Registered Nurse")` -> [{ word: "registered", stem: "regist" },
 * { word: "nurse", stem: "nurs" }]; `titleTokens("HVAC Tech")` -> [hvac, technician].
 */
export function titleTokens(title: string): Array<{ word: string; stem: string }> {
  const kept: Array<{ word: string; isSpelledOut: boolean }> = [];
  let learnerField = -1;
  for (const m of title.matchAll(/[\p{L}\p{N}]+/gu)) {
    // "IT" in capitals is information technology; "it" in lower case is the pronoun.
    if (m[0] === "IT") {
      kept.push(
        { word: "information", isSpelledOut: true },
        { word: "technology", isSpelledOut: true },
      );
      continue;
    }
    const w = m[0].toLowerCase();
    if (LEARNER_WORDS.has(w)) learnerField = kept.length - 1;
    if (STOPWORDS.has(w) || SENIORITY_WORDS.has(w) || /^\d+$/.test(w)) continue;
    kept.push({ word: w, isSpelledOut: false });
  }
  return kept.flatMap(({ word, isSpelledOut }, i) => {
    const place = i === learnerField ? "field" : i === kept.length - 1 ? "head" : "before";
    return (isSpelledOut ? [word] : spelledOut(word, place)).map((w) => ({
      word: w,
      stem: titleStem(w),
    }));
  });
}

/**
 * A title with the period of a short form taken out where the title goes on after it, so that the
 * period is not read as a sentence's end: `withoutShortFormPeriods("Sr. Acct. Mgr. The team")` ->
 * "Sr Acct Mgr. The team" (a sentence opens with a word such as "the", "we" or "our").
 */
export function withoutShortFormPeriods(title: string): string {
  return title.replace(
    /(?<![\p{L}\p{N}])(\p{L}+)\.(?=\s+(\p{L}+))/gu,
    (whole, word: string, next: string) => {
      const w = word.toLowerCase();
      const isShortForm = SENIORITY_WORDS.has(w) || TITLE_ABBREVIATIONS.has(w) || word === "IT";
      return isShortForm && !STOPWORDS.has(next.toLowerCase()) ? word : whole;
    },
  );
}

/** The lookup key of a title: `titleKey("Registered Nurses")` -> "regist nurs". */
export function titleKey(title: string): string {
  return titleWords(title).join(" ");
}

/** Whether a stemmed content word can be a profile word (plain letters, three or more). */
export const isProfileTerm = (term: string) => term.length >= 3 && /^[a-z]+$/.test(term);

/** Stemmed content words of an occupation text, for description profiles. */
export function profileTerms(text: string): string[] {
  return contentTerms(text)
    .map((t) => t.term)
    .filter(isProfileTerm);
}

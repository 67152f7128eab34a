/**
 * Recognises the parts of a posting that do not describe the candidate: the company's blurb,
 * benefits and pay, equal-opportunity and other legal text, agency disclaimers, how to apply, and
 * page debris from a job board. Judged per sentence or list item from general cues, never from
 * employer names, so the same rules hold for any posting.
 */

export type IgnoreReason = "company" | "benefits" | "legal" | "application" | "other";

const LEGAL =
  /\b(equal\s+(employment\s+)?opportunit(y|ies)|EEO\b|affirmative\s+action|without\s+regard\s+to|regardless\s+of\s+(race|age|sex|gender|religion|national)|protected\s+(veteran|by\s+(federal|state|law)|characteristic|class|status)|reasonable\s+accommodations?|e-?verify|drug[\s-]free\s+workplace|criminal\s+histor(y|ies)|fair\s+chance|at[\s-]will\s+employ|(?<![\w-])qualified\s+applicants\s+(will|are)|unsolicited\s+(resumes?|cvs?|submissions?|applications?)|\b(do|does|will|shall)\s+not\s+(accept|pay|respond)\b.{0,60}\b(agenc(y|ies)|recruiters?|third[\s-]part(y|ies))|agency\s+(submissions?|fees?)|(exhaustive|all[\s-]inclusive|comprehensive)\s+(list|listing|statement|description|inventory)|(intended|meant)\s+to\s+describe\s+the\s+general|reserves?\s+the\s+right\s+(at\s+any\s+time\s+)?(with\s+or\s+without\s+notice\s+)?to\s+(alter|change|modify|amend|revise)|(other|additional)\s+(duties|responsibilities|tasks)\s+(may\s+be\s+)?(as\s+)?(assigned|required|needed|directed)|may\s+be\s+required\s+to\s+perform\s+(other\s+)?duties\s+outside|privacy\s+(policy|notice)|pay\s+transparency|committed\s+to\s+(diversity|inclusion|equity|equal)|encourage\s+(diverse|all\s+qualified|candidates\s+of\s+all)|(diverse|all)\s+candidates\s+(are\s+encouraged\s+)?to\s+apply)/i;

const BENEFITS =
  /\b(competitive\s+(salary|pay|compensation|wages?|benefits|base)|benefits?\s+(package|include|including|offered)|40[13]\s?\(?[kb]\)?|457\s?\(?b\)?|(free|paid|subsidi[sz]ed|on[\s-]site)\s+parking|(transit|commuter)\s+(benefits?|pass(es)?|subsid(y|ies))|(medical|health|dental|vision|life)(,|\s+and|\s*&)?\s+(dental|vision|insurance|benefits|coverage)|paid\s+(time\s+off|holidays|vacations?|sick|leave|training)|\bPTO\b|tuition\s+(reimbursement|assistance)|employee\s+discounts?|stock\s+options|salary\s+potential|salary\s+range|pay\s+range|(uncapped|unlimited)\s+(commission|earning)|per\s+hour\b|\$\s?\d[\d,.]*\s*(k\b|\/\s?(hr|hour|yr|year)|per|an?\s+(hour|year)|-\s*\$)|wellness\s+program|flexible\s+(schedule|hours|spending)|relocation\s+(assistance|package|provided)|sign[\s-]on\s+bonus|career\s+(growth|advancement)\s+opportunit)/i;

const APPLICATION =
  /\b(to\s+apply\b|apply\s+(now|today|online|here|at|via|through|directly)|please\s+(send|e-?mail|submit|forward|apply|contact|call)|send\s+(us\s+)?(your|a\s+copy\s+of\s+your)\s+(resume|cv|application)|e-?mail\s+(your\s+)?(resume|cv)s?|submit\s+(your\s+)?(resume|cv|application)|click\s+(the\s+)?(apply|link|button)|if\s+(you\s+are\s+)?interested|interested\s+(candidates|applicants|parties)|inquiries\s+will\s+be\s+kept|report\s+this\s+job|only\s+(shortlisted|selected)\s+candidates\s+will\s+be\s+contacted)\b|[\w.+-]+@[\w-]+\.[\w.]+/i;

/**
 * The employer's certification, said by it: "We hold ISO 9001 …", "The company is ISO 45001
 * certified", "We move containers to Mali, and we are certified ISO 9001 and ISO 45001".
 */
const EMPLOYER_CERTIFIED =
  /^(?:[^.;]{0,150}?,?\s+and\s+)?(?:we|the\s+(?:company|firm|group)|our\s+(?:company|firm|group|sites?|plants?|laborator(?:y|ies)))\s+(?:hold|holds|maintain|maintains|(?:is|are)\s+(?:fully\s+)?(?:certified|accredited|registered)(?:\s+(?:to|under|with))?|(?:is|are)(?=[^.;]{0,40}\b(?:certified|accredited)\b))\s+[^.;]{0,60}?\b(?:ISO|OHSAS|IATF|AS)\s?\d{3,5}\b[^.;]*\.?$/i;

/** What those shortlisted or offered the job will be asked to show. */
const PAPERS_WHEN_SHORTLISTED =
  /\b(?:shortlisted|successful|selected)\s+(?:candidates?|applicants?)\s+(?:will|shall|may)\s+be\s+(?:required|asked|expected)\s+to\s+(?:produce|provide|submit|present|furnish)\b/i;

/** "X is a leading provider ...", "We are a busy law firm ...", "Founded in 1998, ...". */
const COMPANY =
  /^(?:(?:we|our\s+(?:company|firm|client|organization|team|agency|store|hospital|practice))\s+(?:are|is|have\s+been|has\s+been)\s+(?:a|an|the|one\s+of|proud|committed|recogni[sz]ed|headquartered|based|located|dedicated)\b|[A-Z][\w&.,'’ -]{0,90}?,?\s+(?:is|are|has\s+been)\s+(?:a|an|the|one\s+of\s+(?:the\s+)?)\s*(?:[\w'’-]+\s+){0,3}?(?:leading|leader|premier|largest|top|global|national|international|nation['’]s|world['’]s|growing|fast[\s-]growing|innovative|well[\s-]established|established|award[\s-]winning|trusted|respected|privately[\s-]held|family[\s-]owned|non-?profit|provider|company|firm|organization|agency|manufacturer|retailer|distributor|brand|employer|hospital|clinic|facility|practice|restaurant|school|district|contractor|dealership|bank|hotel|resort|health\s+system)\b|founded\s+in\s+\d{4}|(?:since|for\s+over)\s+\d{2,4}(?:\s+years)?,?\s+(?:we|our|the\s+company))|[“"][^”"]{15,}[”"],?\s+(?:says|said|shares|explains)\b|\b(?:our|their|its)\s+(?:flagship\s+|main\s+|core\s+)?(?:products?|platform|software|solutions?)\s*,?\s*(?:[\w-]+\s*,?\s*){0,3}?(?:is|are|has|have|helps?|helping|serves?|powers?|is\s+used\s+by)\b|\b(?:fortune\s+\d{3}|headquartered\s+in|our\s+(?:mission|values|culture)\s+(?:is|are)|(?:join|be\s+part\s+of)\s+(?:our|a|the)\s+(?:growing\s+|dynamic\s+|winning\s+|great\s+)?(?:team|family|company)(?:\s+at\b)?)\b/i;

/** Scripts, styles and page chrome left over from a job-board page. */
const PAGE_DEBRIS =
  /^(?:report\s+this\s+job|save\s+(?:this\s+)?job|share\s+this\s+job|apply\s+now|back\s+to\s+(?:search\s+)?results|show\s+more|show\s+less)\W*$|\bvar\s+\w+\s*=|\{\s*"[A-Za-z]+"\s*:|@font-face|\bmso-[a-z-]+:|function\s*\(|<!--|\/\*.*\*\/|\b(report\s+)?(previous|next)\s+(previous|next)\b/i;

/** A sentence that also asks for something ("... is a leading firm seeking an estimator with 5 years") stays. */
const ASKS_FOR_SOMETHING =
  /\b(looking\s+for|seeking|must|required|requires?|experience\s+(with|in|as)|years?\s+of|knowledge\s+of|proficien(t|cy)|certifi(ed|cation)|licen[sc]ed?|degree)\b/i;

/** `ASKS_FOR_SOMETHING` but for the wish alone ("seeking a Staff Accountant"), and a figure of years. */
const ASKS_BESIDES_SEEKING = new RegExp(
  `${ASKS_FOR_SOMETHING.source.replace("looking\\s+for|seeking|", "")}|\\b\\d+\\+?\\s*(?:years?|yrs)\\b`,
  "i",
);
/** A wish that says what it wants of the hire: "seeking an estimator with 5 years", "… who knows QuickBooks". */
const SEEKS_SOMEONE_WITH =
  /\b(?:looking\s+for|seeking)\b.*\b(?:with|who|having|experienced|skilled|proficient|familiar|knowledgeable|certified|licensed)\b/i;

/**
 * A duty, said with the verb the hire does it with, numbered or not: "Prepare EEO-1 reports",
 * "2. Conducts onboarding and E-Verify", "Administers benefits enrollment".
 */
const DUTY =
  /^\W*(?:\d{1,2}[.)]\s*)?(?:(?:conduct|prepare|help|assist|administer|manage|maintain|process|ensure|coordinate|complete|support|handle|review|track|file|run|perform|lead|oversee|develop|draft|create|advise|respond|investigate|audit|submit|update|partner|answer|enroll)(?:s|es)?|verif(?:y|ies))\b/i;
/** The employer speaking of itself or of those who apply. */
const EMPLOYER_SPEAKS =
  /\b(?:we|our|us|employer|applicants?|candidates?|employment\s+decisions)\b/i;

/**
 * A duty on the legal or benefits side of the work ("Conduct onboarding, I-9 verification and
 * E-Verify", "Administers benefits enrollment and 401(k) questions") is the job, not the employer's
 * legal statement or its perks.
 */
const isDutyOfTheHire = (s: string) =>
  DUTY.test(s) && !EMPLOYER_SPEAKS.test(s) && !OTHER_DUTIES.test(s);
/** "Performs other duties as assigned": no duty of its own. */
const OTHER_DUTIES = /\b(?:other|additional)\s+(?:duties|responsibilities|tasks)\b/i;

/** Why a sentence or list item is not a requirement, or undefined when it may be one. */
export function classifyBoilerplate(sentence: string): IgnoreReason | undefined {
  const s = sentence.trim();
  if (!s) return undefined;
  if (PAGE_DEBRIS.test(s)) return "other";
  if (LEGAL.test(s) && !isDutyOfTheHire(s)) return "legal";
  // "Shortlisted candidates will be required to produce … a Tax Compliance Certificate": papers
  // shown once shortlisted, no qualification for the work.
  if (PAPERS_WHEN_SHORTLISTED.test(s)) return "application";
  // "We hold ISO 9001 and ISO 45001 certification": the employer's own.
  if (EMPLOYER_CERTIFIED.test(s)) return "company";
  const opensWithAsk = /^\W*(must|able\s+to|ability\s+to|willing)\b/i.test(s);
  const asks = ASKS_FOR_SOMETHING.test(s) || opensWithAsk;
  if (BENEFITS.test(s) && !asks && !isDutyOfTheHire(s)) return "benefits";
  if (APPLICATION.test(s) && !asks) return "application";
  // "We are a growing manufacturer seeking a Staff Accountant to join our team": the company and
  // the role it seeks, which asks for nothing ("… seeking an estimator with 5 years" does).
  const asksBesidesTheRole =
    ASKS_BESIDES_SEEKING.test(s) || SEEKS_SOMEONE_WITH.test(s) || opensWithAsk;
  if (COMPANY.test(s) && !asksBesidesTheRole) return "company";
  return undefined;
}

/**
 * Scores one resume against one job: six weighted components, each with its points and the
 * evidence (resume span + JD requirement) it rests on. Personal data is masked out of the text
 * first, and nothing here looks at other resumes, so a score is a function of (resume, job).
 */
import { maskPersonalText } from "../anonymise.ts";
import { splitJobLines } from "../jd/sections.ts";
import { isRoleWord, looksLikeRole } from "../jd/title.ts";
import {
  assistsIn,
  bestRelation,
  isResidualGroup,
  ledField,
  type OccupationGuess,
  occupationsOfTitle,
  SIBLING_SIMILARITY,
  sameOccupation,
  sameResidualOccupation,
  titleNamesRankOnly,
} from "../occupations/occupations.ts";
import { titleWords } from "../occupations/text.ts";
import {
  BODY_OF,
  claimedInClause,
  extractSkills,
  heldByOthers,
  LESSER_CLASS_AFTER,
  lapsedAt,
  NONE_STATUS,
  namesCareSetting,
  namesOthersDepartment,
  noExperienceAt,
  notHeldAt,
  notHeldSaid,
  partsToComeAt,
  programAt,
  saysInProgress,
  soughtAt,
  soughtLine,
  TRAINEE_WORDS,
  traineesCredential,
} from "../skills/extract.ts";
import { credentialOf, findSkill, isGenericSkill, relatedWeight } from "../skills/taxonomy.ts";
import {
  agentTerm,
  contentTerms,
  escapeRegExp,
  initialsBeside,
  lineBounds,
  lineOf,
  nearWord,
  STOPWORDS,
  stem,
  withoutBrackets,
} from "../skills/text.ts";
import { functionWordCount, writtenLanguage } from "../skills/written-language.ts";
import { degreeLevelsIn } from "../structure/education.ts";
import { isCareerBreak, isNoExperience } from "../structure/experience.ts";
import { CA_PROVINCES, COUNTRIES, US_STATES } from "../structure/vocabulary.ts";
import type {
  EducationLevel,
  Evidence,
  JobSkill,
  MatchResult,
  ParsedJob,
  ParsedResume,
  ScoreComponent,
  ScoreComponentId,
  ScoreWeights,
  Seniority,
  SkillMatch,
  SkillMention,
  SourceSpan,
  YearsInRole,
} from "../types.ts";
import {
  FIT_BANDS,
  GOOD_FIT_MIN_SCORE,
  POSSIBLE_FIT_MIN_SCORE,
  STRONG_FIT_MIN_SCORE,
} from "./bands.ts";
import { degreeLevel, EDUCATION_RANK, highestDegree } from "./education.ts";
import { compareFields } from "./fields-of-study.ts";
import { languageShortfall } from "./language-level.ts";
import {
  expiredBy,
  nationalName,
  orStates,
  placesByState,
  soughtStateLicence,
  statesAsked,
  withoutStateNames,
} from "./licence-state.ts";
import {
  FIRM_GUESS,
  firmPostingOccupations,
  occupationFit,
  type ResumeTitle,
  readJobOccupation,
  readResumeTitles,
  roleWordings,
  TITLE_SHARE,
} from "./occupation-fit.ts";
import { creditPostingExamples, spelledOut } from "./posting-examples.ts";
import { textRelevance } from "./relevance.ts";
import { titleSimilarity } from "./title-fit.ts";
import { COMPONENT_IDS, COMPONENT_LABELS, normalizeWeights } from "./weights.ts";

export interface ScoreInput {
  resume: ParsedResume;
  /** The resume's plain text (what `meta.sources` spans point into). */
  text: string;
  job: ParsedJob;
  /** Per-job weight overrides; validated and normalised to 100. */
  weights?: Partial<ScoreWeights>;
}

/** Related skills give at most this share of an exact match. */
const MAX_RELATED_CREDIT = 0.7;
/** A multi-word skill described in other words on one line ("managed technical projects"). */
const PARAPHRASE_CREDIT = 0.5;
/** A requirement's words naming a degree or a credential. */
const PAPER_NAME =
  /\b(?:doctor|doctorate|master|bachelor|associate|degree|diploma|certif\w*|licen[sc]\w*|registered)\b/i;

/** A requirement outside the taxonomy needs at least this share of its key terms in the resume. */
const MIN_KEY_TERM_SHARE = 0.5;

const SENIORITY_RANK: Record<Seniority, number> = {
  intern: 0,
  junior: 1,
  mid: 2,
  senior: 3,
  lead: 4,
  principal: 5,
  executive: 6,
};
const DEFAULT_YEARS: Record<Seniority, number> = {
  intern: 0,
  junior: 1,
  mid: 3,
  senior: 5,
  lead: 7,
  principal: 8,
  executive: 10,
};

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Wording on a line that says its credential is held now: "active", "renewed 2026". */
const CURRENT_STATUS = /\b(?:active|current|valid|renewed|reinstated|in\s+good\s+standing)\b/i;

/** "1 year", "0 years", "2.5 years". */
export const yearsText = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/**
 * Scores a parsed resume against a parsed job, 0..100 with evidence.
 * `scoreResume({ resume, text, job }).score` -> 72.4
 */
export function scoreResume(input: ScoreInput): MatchResult {
  const { resume, job } = input;
  const weights = normalizeWeights(input.weights);
  const text = maskPersonalText(input.text || resumeToText(resume), resume);
  // A skill or credential named only as a goal ("To obtain a position as a Registered Nurse",
  // "CPA candidate") is not held: it meets no requirement, and is said to be sought.
  const sought: Array<{ mention: SkillMention; at: SourceSpan }> = [];
  // "Bachelor of Arts, Communication": a field of study names no soft skill shown.
  const studyFields = resume.education
    .map((_, i) => resume.meta.sources[`/education/${i}/area`])
    .filter((span): span is SourceSpan => Boolean(span));
  const layout = credentialLayout(resume, text);
  const readMentions = extractSkills(text).filter((m) => {
    // "under the supervision of an RN": a credential someone else holds is not the resume's.
    if (credentialOf(m.id) && heldByOthers(text, m.span.start, m.span.end)) return false;
    // "Partner with the district HR team": a department the candidate works with.
    if (namesOthersDepartment(text, m.span.start, m.span.end)) return false;
    // "Sold to skilled nursing facilities": a care setting, not care given.
    if (namesCareSetting(text, m.span.start, m.span.end)) return false;
    // "Apprentice Electrician License": a trainee's credential, not the trade's.
    if (credentialOf(m.id) && traineesCredential(text, m.span.start, m.span.end)) return false;
    if (
      m.kind === "soft" &&
      studyFields.some((f) => m.span.start >= f.start && m.span.end <= f.end)
    )
      return false;
    // "MSN, Family Nurse Practitioner": a degree's field holds no credential its graduates sit for.
    if (credentialOf(m.id) && studiedAt(layout, m.span, credentialOf(m.id) === "licence"))
      return false;
    // "BLS - AHA, exp. 11/2025": a credential whose validity has run out is held no longer.
    const at =
      (credentialOf(m.id)
        ? (expiredBy(text, m.span, resume.meta.asOf) ??
          lapsedAt(text, m.span.start, m.span.end) ??
          notHeldAt(text, m.span.start, m.span.end) ??
          programAt(
            text,
            m.span.start,
            m.span.end,
            isRoleWord(m.name.split(/\s+/).at(-1)!.toLowerCase()),
          ))
        : undefined) ??
      soughtAt(text, m.span.start, m.span.end) ??
      // "No emergency department scribing experience yet": a skill said not to be had.
      noExperienceAt(text, m.span.start, m.span.end);
    if (at) sought.push({ mention: m, at });
    return !at;
  });
  // An objective names its goal again ("Seeking a career as a Real Estate Professional … needed to
  // operate as an effective Real Estate Salesperson"): later in the same summary, with no claim in
  // its own clause, the same skill is still the goal.
  const summary = resume.meta.sources["/basics/summary"];
  const objective = summary
    ? sought.filter((s) => s.at.start >= summary.start && s.at.end <= summary.end)
    : [];
  const goalAgain = new Set<SkillMention>();
  for (const m of objective.length ? readMentions : []) {
    const goal = objective.find((s) => s.mention.id === m.id && s.mention.span.end <= m.span.start);
    if (!goal || m.span.end > summary!.end || claimedInClause(text, m.span.start)) continue;
    goalAgain.add(m);
    sought.push({ mention: m, at: goal.at });
  }
  const heldMentions = goalAgain.size
    ? readMentions.filter((m) => !goalAgain.has(m))
    : readMentions;
  // A credential the resume says has lapsed is not held by a title or a sentence naming it
  // without a status of its own: a past job as "Registered Veterinary Technician" beside
  // "RVT … expired 06/2024". An entry of its own in a credentials section is another licence,
  // held: "Georgia APRN – CRNA, Lic. #…" above "South Carolina APRN-CRNA – inactive".
  // So with a credential the resume says in words it does not hold: "Not yet registered as an RN",
  // beside "hand over to the RN partner" or "RPN/RN collaboration".
  const lapsed = new Set(
    sought
      .filter(
        (s) =>
          /^named only as (?:expired|suspended|terminated)/.test(notHeldSaid(s.at.text)) ||
          (credentialOf(s.mention.id) && SAID_NOT_HELD.test(s.at.text)),
      )
      .map((s) => s.mention.id),
  );
  const mentions = lapsed.size
    ? heldMentions.filter((m) => {
        if (!lapsed.has(m.id)) return true;
        if (CURRENT_STATUS.test(lineOf(text, m.span))) return true;
        if (withinRanges(layout.listed, m.span)) return true;
        sought.push({ mention: m, at: sought.find((s) => s.mention.id === m.id)!.at });
        return false;
      })
    : heldMentions;
  const index = indexResume(text, resume.meta.asOf, layout);

  // No role at all shows no skill in use either (so removing the only role never raises the
  // score); only a reader that failed on the roles gives listed skills the benefit of the doubt.
  const roles = roleRanges(resume) ?? (rolesUnreadable(resume) ? null : []);
  const titles = heldTitles(resume);
  const positions = resume.work.flatMap((w, i) => {
    const span = resume.meta.sources[`/work/${i}/position`];
    return span && !isCareerBreak(w) ? [span] : [];
  });
  const skillMatches = creditPostingExamples(
    job,
    job.skills.map((s) =>
      anyAlternative(s, (one) =>
        forPostingState(
          unlessSought(
            matchSkill(one, mentions, index, roles, titles, positions),
            text,
            sought,
            resume.meta.asOf,
          ),
          job.text,
          text,
          mentions,
        ),
      ),
    ),
    {
      text,
      inRole: (span) => withinRoles(span, roles),
      listedCredit: LISTED_ONLY_CREDIT,
      held: (span, skill) =>
        !(
          soughtAt(text, span.start, span.end) ||
          (credentialOf(skill.id) &&
            (expiredBy(text, span, resume.meta.asOf) ||
              lapsedAt(text, span.start, span.end) ||
              notHeldAt(text, span.start, span.end) ||
              heldByOthers(text, span.start, span.end) ||
              studiedAt(layout, span, credentialOf(skill.id) === "licence") ||
              namesOtherCredential(lineOf(text, span), skill.id)))
        ),
    },
  );

  // Years in total and in the posting's occupation: read once for the experience part and the result.
  let wordingsRead: Map<number, number> | undefined;
  const wordings = () => {
    wordingsRead ??= roleWordings(
      job,
      resume,
      text,
      mentions.map((m) => m.span),
    );
    return wordingsRead;
  };
  const exp = experienceYears(resume, job, wordings);
  const { inRoles, otherOccupation, ...experienceParts } = experienceAndTitle(
    resume,
    job,
    text,
    mentions,
    exp,
  );
  const education = educationComponent(resume, job, text, skillMatches, mentions, layout);
  const certified = credentialsHeld(job, education.evidence);
  const held = heldAsCertified(job, skillMatches, education.evidence, certified);
  const parts: Record<
    ScoreComponentId,
    { credit: number; applicable: boolean; evidence: Evidence[] }
  > = {
    requiredSkills: skillComponent(held.filter((m) => m.skill.level === "required")),
    preferredSkills: skillComponent(held.filter((m) => m.skill.level === "preferred")),
    ...experienceParts,
    education,
    relevance: relevanceComponent(job, text, input.text),
  };

  const effective = leanOnOccupation(job, weights, parts);
  // A component the job says nothing about hands its weight to the others.
  const applicableWeight =
    COMPONENT_IDS.reduce((s, id) => s + (parts[id].applicable ? effective[id] : 0), 0) || 100;
  const components: ScoreComponent[] = COMPONENT_IDS.map((id) => {
    const maxPoints = parts[id].applicable ? (effective[id] / applicableWeight) * 100 : 0;
    return {
      id,
      label: COMPONENT_LABELS[id],
      points: round1(maxPoints * clamp01(parts[id].credit)),
      maxPoints: round1(maxPoints),
      evidence: parts[id].evidence,
    };
  });
  const raw = COMPONENT_IDS.reduce(
    (s, id, i) =>
      s +
      (components[i]!.maxPoints
        ? (effective[id] / applicableWeight) * 100 * clamp01(parts[id].credit)
        : 0),
    0,
  );
  const hold =
    missingCredential(job, held, parts.education.evidence, certified) ??
    otherOccupationHold(job, otherOccupation) ??
    fewYearsHold(job, exp, resume) ??
    languageHold(job, resume, text) ??
    degreeHold(job, resume, text) ??
    drivingLicenceHold(held);
  const score = holdBelowStrong(hold, components, raw);
  return {
    score: round1(Math.min(100, score)),
    components,
    skills: held,
    weights,
    experience: {
      years: round1(exp.years),
      relevantYears: round1(exp.relevantYears),
      ...(round1(exp.closeRoleYears) > round1(exp.relevantYears)
        ? { closeRoleYears: round1(exp.closeRoleYears) }
        : {}),
      ...(inRoles.length ? { inRoles } : {}),
    },
  };
}

/**
 * The credential skills the certification reading found where the skill reader did not: "MVAC
 * Section 609 (2019)" is the posting's "MVAC Section 609 certification", found by its name as the
 * posting writes it, though no name of the skill (EPA 609 certification) is written so. One
 * credential is either held or not: the required skills and the hold say what the certifications
 * say.
 */
function heldAsCertified(
  job: ParsedJob,
  skillMatches: SkillMatch[],
  certificationEvidence: Evidence[],
  heldCredentials: HeldCredential[],
): SkillMatch[] {
  const groups = alternativeGroups(job);
  return skillMatches.map((m) => {
    if (m.match === "exact" || !credentialOf(m.skill.id)) return m;
    // The certification whose words in the posting the skill was read from, or one of its names
    // (not a shorter one: "ServSafe" read in "ServSafe Food Protection Manager" is met by a
    // ServSafe food handler's card, the manager's certification is not).
    const span = m.skill.span;
    const certs = job.certifications.filter(
      (c) =>
        (span && c.span.start <= span.start && span.end <= c.span.end) ||
        certificationSkillId(c.value) === m.skill.id,
    );
    const evidenceOf = (c: ParsedJob["certifications"][number]) =>
      certificationEvidence.filter((e) => e.requirement === c.value);
    const read = certs.flatMap(evidenceOf);
    const found = read.find((e) => e.credit >= 1 && e.resumeSpan);
    const { sought: _, via: __, keyTerms: ___, ...rest } = m;
    if (found) return { ...rest, match: "exact", credit: 1, evidence: found.resumeSpan };
    // "CPA license or Certified Internal Auditor (CIA) certification": the other one of the
    // posting's alternatives meets it, and the requirement is said as both.
    const other = groups
      .filter((g) => g.some((c) => certs.includes(c)))
      .flat()
      .filter((c) => !certs.includes(c))
      .flatMap(evidenceOf)
      .find((e) => e.credit >= 1 && e.resumeSpan);
    // "Current licence as a Registered Nurse, Paramedic (NRP), Respiratory Therapist (RRT), or
    // Physician Assistant": a credential the posting offers beside it in one list of ways.
    const instead = other
      ? { name: other.requirement, resumeSpan: other.resumeSpan }
      : span && heldCredentials.find((h) => offeredTogether(job.text, span, h.span));
    if (instead)
      return {
        ...rest,
        skill: { ...m.skill, name: `${m.skill.name} or ${instead.name}` },
        match: "exact",
        credit: 1,
        evidence: instead.resumeSpan,
      };
    // Not found, but named as not held yet ("CPA - passed FAR, AUD; REG scheduled"): said so.
    const notHeld = read.find((e) => e.credit === 0 && e.resumeSpan);
    return m.match === "missing" && !m.sought && notHeld ? { ...m, sought: notHeld.resumeSpan } : m;
  });
}

/** A certification the resume holds: its name, where the posting asks for it, where it is held. */
interface HeldCredential {
  name: string;
  span: SourceSpan;
  resumeSpan: SourceSpan;
}
/**
 * The certifications the resume holds, each at the posting's words that ask for it. Not the
 * skills: they do not tell a credential's levels apart ("SHRM certification" read in "SHRM-SCP"
 * is met by an SHRM-CP), and their reading of status is the certifications' own.
 */
function credentialsHeld(job: ParsedJob, certificationEvidence: Evidence[]): HeldCredential[] {
  return job.certifications.flatMap((c) => {
    const found = certificationEvidence.find(
      (e) => e.requirement === c.value && e.credit >= 1 && e.resumeSpan,
    );
    return found ? [{ name: c.value, span: c.span, resumeSpan: found.resumeSpan! }] : [];
  });
}

/**
 * Whether two credentials of a posting are offered as ways, any one of which will do, in one
 * item: in a list of names closed by "or" ("Registered Nurse (…), Paramedic (NRP), Respiratory
 * Therapist (RRT), or Physician Assistant"), or in an item of "One of the following: (a) … RN
 * license …; (b) RHIA or RHIT …; or (c) …". Not "RN license and BLS or ACLS", nor two items.
 */
function offeredTogether(text: string, a: SourceSpan, b: SourceSpan): boolean {
  if (a.start < b.end && b.start < a.end) return false;
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const between = text.slice(first.end, second.start);
  if (ITEM_END.test(between)) return listedUnderOneOf(text, first, second);
  const head = text.slice(0, first.start);
  const itemHead = head.slice(head.search(/[^\n\u2022\u00b7]*$/));
  if (ONE_OF_THE_FOLLOWING.test(itemHead)) return true;
  if (between.length > 150 || NOT_A_LIST_OF_WAYS.test(between.replace(SAID_OF_THE_FIRST, " ")))
    return false;
  if (/\bor\b/i.test(withoutBrackets(between))) return true;
  // "A, B, or C": the list goes on to its "or" after the second.
  const tail = withoutBrackets(/^[^\n\u2022\u00b7]{0,80}/.exec(text.slice(second.end))![0]);
  const or = tail.search(/\bor\b/i);
  return or >= 0 && LIST_GOES_ON.test(tail.slice(0, or));
}
/**
 * Whether two credentials in items of their own stand in one list under a head of ways:
 * "ONE of the following current, unrestricted credentials:·LVN or RN license …·Paramedic or
 * Advanced EMT certification …", up to the next head ("Also required:").
 */
function listedUnderOneOf(text: string, first: SourceSpan, second: SourceSpan): boolean {
  const before = text.slice(Math.max(0, first.start - 400), first.start);
  const heads = [...before.matchAll(new RegExp(ONE_OF_THE_FOLLOWING.source, "gi"))];
  const head = heads.at(-1);
  if (!head) return false;
  const list = text.slice(first.start - before.length + head.index, second.start);
  const colon = list.indexOf(":");
  // The head ends its item, the ways are the items after it (not "one of the following: RDCS
  // …; RCS …", one item, and the next items other requirements).
  return (
    colon >= 0 &&
    /^[ \t]*[\n\u2022\u00b7]/.test(list.slice(colon + 1)) &&
    !/:|\n[ \t]*\n/.test(list.slice(colon + 1))
  );
}
/** An item's end: a line's, a bullet's. */
const ITEM_END = /[\n\u2022\u00b7]/;
/**
 * Between two credentials, what joins more to them than another way ("and", "with"), names the
 * body of the first ("through", "by"), makes the second the first's kind ("IFPS certification
 * as Industrial Hydraulic Technician") or ends its item (a dash before a space, a stop).
 */
const NOT_A_LIST_OF_WAYS =
  /\b(?:and|plus|with|including|through|from|by|via|per|issued|granted|as|in|of|for)\b|[&;:.]|[-\u2013\u2014]\s/i;
/**
 * Said of the first credential between two ways, not joining them: the body that grants it ("…
 * credential from the Pharmacy Technician Certification Board (PTCB), or an active pharmacist
 * license"), its standing ("… Certification in good standing (or Provisional Certification").
 */
const SAID_OF_THE_FIRST =
  /(?:\b(?:credential|certification|certificate|licen[cs]e)\s+)?\b(?:from|by|through)\s+(?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+(?:\p{Lu}[\p{L}&'-]*|of|and|for))*(?:\s*\([^()]*\))?|\bin\s+good\s+standing\b/gu;
/** After the second credential, up to the list's "or": more names and commas only. */
const LIST_GOES_ON = /^[\s),]*(?:\p{Lu}[\p{L}\d.-]*(?:\s+\p{Lu}[\p{L}\d.-]*)*[\s(),]*){0,3}$/u;

/** The highest score below a strong fit, as shown in whole points (59.4 shows as 59). */
const BELOW_STRONG = STRONG_FIT_MIN_SCORE - 0.6;
/**
 * A licence to drive a car is a condition of many jobs, not the occupation's licence, and resumes
 * seldom name it: its absence is a gap, never a hold.
 */
const PERSONAL_LICENCE = /(?<!commercial\s)\bdriver['’]?s?\b/i;
/**
 * Credentials whose absence is a gap, never a hold: a driver's licence, and the short courses a
 * hire takes in a day or two and many postings let them take after starting (life support, first
 * aid, food handling, the 10- and 30-hour safety cards), a driver's DOT physical, and the
 * checks an employer runs at hire (a DBS, police or background check).
 */
const NO_HOLD_CREDENTIAL = new RegExp(
  String.raw`${PERSONAL_LICENCE.source}|\b(?:CPR|BLS|ACLS|PALS|NRP|AED|basic\s+life\s+support|advanced\s+(?:cardiac|cardiovascular)\s+life\s+support|pediatric\s+advanced\s+life\s+support|neonatal\s+resuscitation|first\s+aid|food\s+(?:handler|safety|(?:protection\s+)?manager)|ServSafe|OSHA(?:[\s-]+(?:10|30))?|(?:DOT\s+)?medical\s+(?:card|certificate|examiner)|DOT\s+physical|(?:immediate|intermediate)\s+life\s+support|ILS|CORE\s+(?:Immediate|Advanced)|DBS|disclosure\s+and\s+barring|PVG|background\s+(?:check|clearance)|working\s+with\s+children\s+check|(?:national\s+)?police\s+(?:certificate|check|clearance|information\s+check)|vulnerable\s+sector\s+(?:check|search))\b`,
  "i",
);

/** Of the short courses, those an exam certifies: a food protection manager, the OSHA 30 card. */
const EXAM_CERTIFICATE =
  /\b(?:food\s+protection\s+manager|ServSafe\s+(?:food\s+protection\s+)?manager|food\s+(?:safety\s+)?manager|OSHA[\s-]+30)\b/i;
/** After a credential, in its item: it must be held on the first day ("must be valid on your first day"). */
const HELD_AT_START_AFTER =
  /^[^\n\u2022;]{0,120}?\b(?:must\s+be\s+(?:valid|current|held|active|in\s+hand)\s+(?:on|at|by|before|prior\s+to)|required\s+(?:on|at|by|before|prior\s+to)|at\s+(?:the\s+)?time\s+of)\s+(?:your\s+|the\s+)?(?:first\s+day|start(?:\s+date)?|hire|application|day\s+one)\b/i;

/** Why a score is kept below a strong fit, said in the evidence of `component`. */
interface Hold {
  component: ScoreComponentId;
  requirement: string;
  requirementSpan?: SourceSpan;
  resumeSpan?: SourceSpan;
  /** The reason, said before "N points are held back". */
  why: string;
  /** The score above which points are held back. */
  floor: number;
}

/**
 * A licence or certification the posting requires and the resume does not show (not named, named
 * only as pending, sought or lapsed, or held for another state): "interview first" cannot be said
 * of an unlicensed candidate for a licensed job, nor of an uncertified one for a job that requires
 * the certification. Short courses are gaps only (`NO_HOLD_CREDENTIAL`).
 */
function missingCredential(
  job: ParsedJob,
  skillMatches: SkillMatch[],
  educationEvidence: Evidence[],
  held: HeldCredential[],
): Hold | undefined {
  // Not held: missing, or only a related skill ("Plumbing" is no journeyman licence).
  // A short course is a gap, unless it is an exam's certificate the posting wants held on day one.
  const noHold = (name: string, at: SourceSpan | undefined) =>
    NO_HOLD_CREDENTIAL.test(name) &&
    !(
      EXAM_CERTIFICATE.test(name) &&
      at !== undefined &&
      HELD_AT_START_AFTER.test(job.text.slice(at.end, at.end + 200))
    );
  const missing =
    skillMatches.find(
      (m) =>
        m.skill.level === "required" &&
        m.match !== "exact" &&
        credentialOf(m.skill.id) !== undefined &&
        !noHold(m.skill.name, m.skill.span) &&
        // One way among others is a gap, never a hold, and so is an example of what will do.
        !offeredAmongOthers(job.text, m.skill.span) &&
        !offeredBesideDegree(job.text, m.skill.span) &&
        !namedAsExample(job.text, m.skill.span) &&
        !askedOfSomeApplicants(job.text, m.skill.span),
    )?.skill ??
    job.certifications.find(
      (c) =>
        c.level === "required" &&
        !noHold(c.value, c.span) &&
        !oneOfWays(job.text, c.span) &&
        !offeredAfterAnotherWay(job, c.span) &&
        !offeredBesideDegree(job.text, c.span) &&
        !membershipNotRequired(job.text, c) &&
        !namedAsExample(job.text, c.span) &&
        !askedOfSomeApplicants(job.text, c.span) &&
        !held.some((h) => offeredTogether(job.text, c.span, h.span)) &&
        educationEvidence.some((e) => e.requirement === c.value && e.credit < 1),
    );
  if (!missing) return undefined;
  const name = "name" in missing ? missing.name : missing.value;
  const kind =
    ("id" in missing ? credentialOf(missing.id) : undefined) ??
    (/\blicen[cs]/i.test(name) ? "licence" : "certification");
  return {
    component: "requiredSkills",
    requirement: `required ${kind}: ${name}`,
    requirementSpan: missing.span,
    why: `${name} is required and the resume does not show it held`,
    // A required credential is a core requirement: only a candidate strong in everything else
    // stays a good fit without it.
    floor: POSSIBLE_FIT_MIN_SCORE,
  };
}

/**
 * Whether the credential at `at` is named as an example of what will do: "A Level 3 qualification
 * in millinery (for example a UAL or BTEC Level 3 Diploma)", "a healthcare credential, such as EMT
 * or Paramedic".
 */
function namedAsExample(text: string, at: SourceSpan | undefined): boolean {
  return at !== undefined && EXAMPLE_BEFORE.test(text.slice(Math.max(0, at.start - 60), at.start));
}
/**
 * Whether the credential at `at` is asked only of some applicants, named in its item: "Non-nationals
 * must hold a valid work permit or CARICOM Skills Certificate", "(international candidates:
 * Staatsexamen NT2)", "Foreign-trained nurses must hold SNB registration", "work permit (if
 * applicable)". Whoever is not of them need not hold it, so it is a gap only.
 */
function askedOfSomeApplicants(text: string, at: SourceSpan | undefined): boolean {
  if (!at) return false;
  const before = text.slice(Math.max(0, at.start - 120), at.start);
  const head = before.slice(before.search(/[^\n\u2022\u00b7;.(]*$/));
  const tail = /^[^\n\u2022\u00b7;.]*/.exec(text.slice(at.end, at.end + 60))![0];
  return SOME_APPLICANTS.test(head) || WHERE_APPLICABLE_AFTER.test(tail);
}
/** Applicants of a kind: "non-nationals", "foreign-trained", "overseas applicants". */
const SOME_APPLICANTS =
  /\b(?:non[- ]?(?:nationals?|citizens?|residents?|locals?|EU|EEA)|foreign(?:[- ](?:nationals?|applicants?|candidates?|workers?|trained|educated|qualified))|overseas[- ](?:nationals?|applicants?|candidates?|trained|educated|qualified)|international(?:ly)?[- ](?:applicants?|candidates?|trained|educated|qualified)|expatriates?[ \t]+(?:applicants?|candidates?))\b/i;
/** Right after a credential: "(if applicable)", ", where applicable". */
const WHERE_APPLICABLE_AFTER = /^[ \t,(]*(?:if|where|when)[ \t]+applicable\b/i;

/** "for example a", "e.g.", "such as EMT or": what opens an example, with others named before. */
const EXAMPLE_BEFORE =
  /\b(?:for[ \t]+(?:example|instance)|e\.g\.?|such[ \t]+as)[ \t,:]+(?:(?:an?|the)[ \t]+)?(?:(?:[\p{L}\d&'\u2019()-]+[ \t]+){0,3}[\p{L}\d&'\u2019()-]+(?:,|[ \t]+(?:or|and|\/))[ \t]+){0,5}(?:[\p{L}\d&'\u2019-]+[ \t]+){0,3}$/iu;

/**
 * Before a credential, "or" after another way to meet the requirement ("… apprenticeship OR a",
 * "…, or a Craft/" before "Technician Certificate").
 */
const OR_BEFORE =
  /([^\u2022\u00b7;:.]*?)[ \t]+(?:or|OR)[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:[\p{L}-]+\/)?$/u;

/**
 * Whether the credential at `at` is offered as one way among others that are no credentials:
 * "Completion of a registered electrical apprenticeship OR a two-year degree OR a journeyman
 * electrician license", or in an item of such ways (`oneOfWays`).
 */
function offeredAmongOthers(text: string, at: SourceSpan | undefined): boolean {
  if (!at) return false;
  const other = OR_BEFORE.exec(text.slice(Math.max(0, at.start - 80), at.start))?.[1]?.trim();
  return (other !== undefined && !credentialOf(findSkill(other)?.id ?? "")) || oneOfWays(text, at);
}

/**
 * Whether a body's membership is asked without its item saying it is required: "Membership of the
 * Association for Mathematics Education" is a gap; "membership … (SOCPA) – required" holds.
 */
function membershipNotRequired(text: string, c: { value: string; span: SourceSpan }): boolean {
  if (!/\bmembership$/i.test(c.value)) return false;
  const item = (from: number, to: number) =>
    /[^\n\u2022\u00b7;]*$/.exec(text.slice(Math.max(0, from - 120), from))![0] +
    /^[^\n\u2022\u00b7;]*/.exec(text.slice(to, to + 120))![0];
  return !/\b(?:required|mandatory|must|essential)\b/i.test(item(c.span.start, c.span.end));
}

/** Words of a way to qualify that is no credential's name: "awarded through", "apprenticeship". */
const ANOTHER_WAY =
  /\b(?:awarded|through|completion|completed|apprenticeship|programme|program|course|degree|diploma|qualification|experience|years?)\b/i;

/**
 * Whether the credential at `at` is offered beside a degree or another qualification, either of
 * which will do: "Diploma in KRCHN or Bachelor of Science in Nursing (BScN)", "Bachelor's degree in
 * Accounting or a professional accountancy qualification (ACCA, CIMA, CPA Australia)", "ITI
 * certificate, technical diploma or equivalent vocational qualification", "as an Electrical
 * Technician or Technologist". Not "RN license and a BSN or higher", nor "… or equivalent" (a
 * paper of its standing is still asked).
 */
function offeredBesideDegree(text: string, at: SourceSpan | undefined): boolean {
  if (!at) return false;
  const before = text.slice(Math.max(0, at.start - 160), at.start);
  const item = before.slice(before.search(/[^\n\u2022\u00b7;.]*$/));
  const after = /^[^\n\u2022\u00b7;.]*/.exec(text.slice(at.end, at.end + 160))![0];
  return DEGREE_THEN_OR.test(item) || OR_DEGREE_AFTER.test(after) || OR_ROLE_AFTER.test(after);
}
/**
 * A degree or a qualification, then "or" and a few words right up to the credential, perhaps in
 * a bracket's list: "… degree in Accounting or a professional accountancy qualification (ACCA, ".
 * Not "High school diploma or GED - Current TCOLE …", nor "… college or university - Valid …".
 */
const DEGREE_THEN_OR =
  /\b(?:degree|bachelor['\u2019]?s?|diploma|BScN|BSN|B\.?Sc\.?|qualification)\b(?![ \t]+or[ \t]+(?:higher|above|equivalent)\b)[^()]{0,80}?\bor[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:[\w'\u2019]+(?:-[\w'\u2019]+)*[ \t]+){0,6}(?:\([ \t]*(?:[\w'\u2019 ]+,[ \t]*){0,6})?$/i;
/** After the credential in its item: "or" another degree, diploma or qualification. */
const OR_DEGREE_AFTER =
  /^[^()]{0,60}?\bor[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:[\w'\u2019-]+[ \t]+){0,5}?(?:degree|bachelor['\u2019]?s?|diploma|BScN|BSN|B\.?Sc|qualification)\b/i;
/** Right after a credential named for a role: "or" another role ("Technician or Technologist"). */
const OR_ROLE_AFTER = /^[ \t]+or[ \t]+(?:an?[ \t]+)?\p{Lu}\p{Ll}+(?:ist|ian|er|or)\b/u;

/**
 * Whether a certification the posting reads comes after "or" and another way that says it is one
 * (a course, a programme, a qualification awarded, years) and is no credential, by the taxonomy
 * or among the posting's own: "CVQ Level 2 … awarded through the TVET Council, or a
 * Craft/Technician Certificate …". Not "Histotechnician HT(ASCP) or Histotechnologist HTL(ASCP)
 * certification", nor "Pennsylvania Instructional I or Instructional II Certificate", two papers.
 */
function offeredAfterAnotherWay(job: ParsedJob, at: SourceSpan): boolean {
  const before = job.text.slice(Math.max(0, at.start - 80), at.start);
  const m = OR_BEFORE.exec(before);
  const other = m?.[1]?.trim();
  if (!m || !other) return false;
  const from = at.start - before.length + m.index;
  return (
    ANOTHER_WAY.test(other) &&
    !credentialOf(findSkill(other)?.id ?? "") &&
    !job.certifications.some((o) => o.span.start >= from && o.span.end <= at.start) &&
    !job.skills.some(
      (s) => credentialOf(s.id) !== undefined && s.span.start >= from && s.span.end <= at.start,
    )
  );
}

/**
 * Whether the credential at `at` stands in an item of ways, any one of which will do, one of them
 * a degree or experience: "One of the following: current RN license; RCIS or RCES from CCI; or
 * Bachelor's degree in a health science".
 */
function oneOfWays(text: string, at: SourceSpan | undefined): boolean {
  if (!at) return false;
  const before = text.slice(Math.max(0, at.start - 300), at.start);
  const head = before.slice(before.search(/[^\n\u2022\u00b7]*$/));
  const after = text.slice(at.end, at.end + 300);
  const tail = after.slice(0, after.search(/[\n\u2022\u00b7]|$/));
  return (
    ONE_OF_THE_FOLLOWING.test(head) &&
    OR_NO_CREDENTIAL.test(`${head}${text.slice(at.start, at.end)}${tail}`)
  );
}
/** The words that open an item of ways, any one of which will do. */
const ONE_OF_THE_FOLLOWING = /\b(?:one|any|either)\s+of\s+the\s+following\b/i;
/** Among the ways, one that is no credential: a degree, a diploma, years of experience. */
const OR_NO_CREDENTIAL =
  /\bor\s+(?:an?\s+|the\s+)?(?:[\w'\u2019-]+\s+){0,3}?(?:degree|bachelor['\u2019]?s?|master['\u2019]?s?|associate['\u2019]?s?|diploma|experience|years?)\b/i;

/**
 * The band says a strong fit "matches the role's occupation": not said of a candidate whose
 * closest title firmly names another occupation (a software engineer for a medical coder's job,
 * however much of the posting's wording the resume shares).
 */
function otherOccupationHold(job: ParsedJob, other: ResumeTitle | undefined): Hold | undefined {
  if (!other) return undefined;
  const wanted = readJobOccupation(job).guesses[0];
  return {
    component: "titleFit",
    requirement: wanted ? `occupation: ${wanted.label}` : "occupation",
    requirementSpan: job.title?.span,
    resumeSpan: other.span,
    why: `"${other.title}" is another occupation than the posting's${wanted ? ` (${wanted.label})` : ""}, and no title on the resume names the posting's`,
    // Read from titles, an occupation is surer of what a candidate is than of what they are not:
    // it keeps a score from a strong fit, and lowers no other.
    floor: GOOD_FIT_MIN_SCORE,
  };
}

/**
 * The posting's required minimum of years, far from met: fewer than three quarters of them in
 * roles close to the posting's, and fewer than a quarter more in all ("At least 5 years" asked of
 * 3.3 years as a site engineer, 4.3 in all). A candidate whose current role is the posting's may
 * have many years in all in roles whose titles firmly name another occupation: those do not make
 * up for the shortfall ("Physiotherapist" since 2025, after five seasons as a "Snowboard
 * Instructor", for four years as a physiotherapist). "Interview first" is not said of such a
 * candidate; a good fit may be. Not said where no dates were read, nor of a minimum under two
 * years, nor of a posting in another language than English.
 */
function fewYearsHold(
  job: ParsedJob,
  exp: ReturnType<typeof experienceYears>,
  resume: ParsedResume,
): Hold | undefined {
  const asked = job.minYears;
  if (asked?.level !== "required" || asked.value < MIN_YEARS_HELD) return undefined;
  if (exp.years <= 0) return undefined;
  if (exp.relevantYears >= asked.value * 0.75) return undefined;
  // Which roles are close is read from titles in English words: not said of a posting in another
  // language ("Ingénieur Aménagiste Forestier" and "Ingénieur inventaire").
  if ((writtenLanguage(job.text) ?? "english") !== "english") return undefined;
  const enough = asked.value * 1.25;
  let elsewhere = 0;
  if (exp.years >= enough) {
    // Read from titles, only where the close roles' own time is short too and the candidate is
    // in the posting's occupation now: an older role read as another occupation may be an earlier
    // rank of the same work ("Claims Adjuster" before "Claims Manager").
    if (exp.closeRoleYears >= asked.value * 0.75 || !closeNow(exp, resume)) return undefined;
    elsewhere = yearsOnlyInOtherOccupations(job, resume);
    if (exp.years - elsewhere >= enough) return undefined;
  }
  const inAll = `${inPart(exp)}${yearsOf(exp.years)} in all${elsewhere > 0 ? `, ${yearsOf(elsewhere)} of them in roles of other occupations` : ""}`;
  return {
    component: "experience",
    requirement: `experience: ${asked.value}+ years`,
    requirementSpan: asked.span,
    why: `${yearsOf(exp.relevantYears)} in roles close to the posting's (${inAll}) against the ${asked.value} required`,
    // Years are read from dates and titles, surer of a shortfall than of what it means: they keep
    // a score from a strong fit, and lower no other.
    floor: GOOD_FIT_MIN_SCORE,
  };
}

/** Whether the resume's latest role (the one whose dates end last) is close to the posting's. */
function closeNow(exp: ReturnType<typeof experienceYears>, resume: ParsedResume): boolean {
  let latest: number[] = [];
  let end = Number.NEGATIVE_INFINITY;
  resume.work.forEach((w, i) => {
    const interval = isNoExperience(w) ? undefined : entryInterval(resume, i);
    if (!interval || interval[1] < end) return;
    latest = interval[1] > end ? [i] : [...latest, i];
    end = interval[1];
  });
  return (
    latest.length > 0 &&
    latest.every((i) => titleWeight(exp.relevant.find((r) => r.i === i)?.sim ?? 0) > 0)
  );
}

/**
 * Years spent only in roles whose titles firmly name another occupation than the posting's and
 * share no word with its title ("Snowboard Instructor" for a physiotherapist; not "Production &
 * Materials Planner" for a supply chain planner): the months no other role covers.
 */
function yearsOnlyInOtherOccupations(job: ParsedJob, resume: ParsedResume): number {
  const occupation = readJobOccupation(job);
  const firm = firmPostingOccupations(occupation);
  const wanted = occupation.guesses.filter((g) => firm.has(g.code));
  if (!wanted.length) return 0;
  const own = new Set(job.title ? titleWords(job.title.value) : []);
  const elsewhere = (position: string) => {
    if (titleWords(position).some((w) => own.has(w))) return false;
    const guesses = occupationsOfTitle(position);
    return (
      guesses.some((g) => g.weight >= FIRM_GUESS) &&
      bestRelation(wanted, guesses)?.relation === "other"
    );
  };
  // A role without a title may be of the posting's occupation.
  const all = monthsCloseTo(resume, () => 1, 1).whole;
  const maybe = monthsCloseTo(resume, (p) => (elsewhere(p) ? 0 : 1), 1).whole;
  return Math.max(0, all - maybe) / 12;
}

/**
 * A language the posting requires at a level of the European framework, stated on the resume at a
 * lower one ("English – intermediate (B1)" for "English C1 or higher"): a good fit at most, as a
 * shortfall of years is.
 */
function languageHold(job: ParsedJob, resume: ParsedResume, text: string): Hold | undefined {
  const short = languageShortfall(job, resume.languages, text);
  if (!short) return undefined;
  return {
    component: "requiredSkills",
    requirement: `${short.language} at ${short.asked}`,
    requirementSpan: short.requirementSpan,
    resumeSpan: short.resumeSpan,
    why: `${short.language} is stated at ${short.stated}, below the ${short.asked} required`,
    floor: GOOD_FIT_MIN_SCORE,
  };
}

/**
 * A master's, a bachelor's or an associate degree the posting requires, no experience or lower
 * degree accepted in its place, where the resume states a lower one as its highest ("Diploma in
 * Agriculture" for "BSc Agriculture – a diploma will not be considered", "B.A. Psychology" for a
 * master's): a good fit at most. Not where the resume states no degree at all, nor where a degree
 * it names could not be placed: what the reader may have missed is not read as a shortfall.
 */
function degreeHold(job: ParsedJob, resume: ParsedResume, text: string): Hold | undefined {
  const asked = job.education;
  if (
    asked?.level !== "required" ||
    (asked.value !== "bachelor" && asked.value !== "associate" && asked.value !== "master")
  )
    return undefined;
  const master = asked.value === "master";
  const highest = highestDegree(resume, text);
  if (!highest?.span || EDUCATION_RANK[highest.level] >= EDUCATION_RANK[asked.value])
    return undefined;
  if (lessAccepted(job, asked.span)) return undefined;
  // Every entry read at a level, by its degree or its school ("… High School"): one the reader
  // cannot place ("Médico Cirujano", "Doctora en Ciencias Veterinarias") may be the degree.
  // A degree's word is where it belongs in the degree of an entry read at a level ("Bachelor of
  // Social Work (part-time, in progress)"), not in its field or school.
  const placed = resume.education.every((e) => {
    const others = `${e.area ?? ""} ${e.institution ?? ""}`;
    const words = `${e.studyType ?? ""} ${others}`;
    // For a master's asked, a French degree of three years is placed below it ("Licence
    // professionnelle en Radioprotection").
    return (
      (e.level ?? degreeLevel(words) ?? (master && FRENCH_DEGREE.test(words))) &&
      !(master ? MASTER_TITLE_ELSEWHERE : DEGREE_TITLE_ELSEWHERE).test(e.level ? others : words)
    );
  });
  if (!placed) return undefined;
  // A line elsewhere that names a degree as high, held ("Licence professionnelle en Management
  // Hôtelier – Université de Djibouti" where the reader kept only the Baccalauréat): no shortfall
  // is read.
  const asHigh = text.split("\n").some((l) => {
    const levels = degreeLevelsIn(l);
    return (
      (levels.some((v) => v !== "diploma" && EDUCATION_RANK[v] >= EDUCATION_RANK[asked.value]) ||
        (master
          ? MASTER_TITLE_ELSEWHERE.test(l)
          : DEGREE_TITLE_ELSEWHERE.test(l) || FRENCH_DEGREE.test(l))) &&
      !soughtLine(l) &&
      !DEGREE_STATUS_WORDS.test(l)
    );
  });
  if (asHigh) return undefined;
  // A French degree of three years or more the levels do not place ("Licence professionnelle en
  // Radioprotection"), held: the highest stated is a bachelor's, not the Baccalauréat.
  let stated: { level: EducationLevel; span: SourceSpan } = {
    level: highest.level,
    span: highest.span,
  };
  if (EDUCATION_RANK[highest.level] < EDUCATION_RANK.bachelor)
    for (const m of text.matchAll(/^.*$/gm))
      if (FRENCH_DEGREE.test(m[0]) && !soughtLine(m[0]) && !DEGREE_STATUS_WORDS.test(m[0])) {
        const start = m.index ?? 0;
        stated = { level: "bachelor", span: { start, end: start + m[0].length, text: m[0] } };
        break;
      }
  return {
    component: "education",
    requirement: `${asked.value} degree`,
    requirementSpan: asked.span,
    resumeSpan: stated.span,
    why: `the highest degree the resume states is ${DEGREE_WORDS[stated.level]}, and the posting requires ${DEGREE_WORDS[asked.value]}`,
    floor: GOOD_FIT_MIN_SCORE,
  };
}
/**
 * Whether the posting's line that asks its degree (a run-on paste's item) accepts experience or a
 * lower degree in its place: "or equivalent experience", "(Associate or Bachelor's degree)", "a
 * degree or diploma"; not where it turns the lower one away ("a diploma will not be considered").
 * Read once per posting, not once per resume.
 */
function lessAccepted(job: ParsedJob, asked: SourceSpan): boolean {
  const known = LESS_ACCEPTED.get(job);
  if (known !== undefined) return known;
  const at = splitJobLines(job.text).find((l) => l.start <= asked.start && asked.start < l.end);
  const read = at?.text ?? lineOf(job.text, asked);
  // An associate degree asked is no lower one named beside it: "Associate Degree in Forestry".
  const line =
    job.education?.value === "associate"
      ? read.replace(/\bassociate(?=['\u2019]?s?[ \t]+degree)/gi, "")
      : read;
  const accepted =
    EXPERIENCE_INSTEAD.test(line) ||
    ((LOWER_DEGREE_NAMED.test(line) ||
      (job.education?.value === "master" && BACHELOR_NAMED.test(line))) &&
      !LOWER_TURNED_AWAY.test(line));
  LESS_ACCEPTED.set(job, accepted);
  return accepted;
}
const LESS_ACCEPTED = new WeakMap<ParsedJob, boolean>();

/**
 * A driving licence the posting requires, which the resume says is not held ("Driving: provisional
 * licence only – I do not yet hold a full driving licence"): a good fit at most. A licence the
 * resume does not mention is a gap only, as résumés often leave it out.
 */
function drivingLicenceHold(skills: SkillMatch[]): Hold | undefined {
  const m = skills.find(
    (s) =>
      s.skill.level === "required" &&
      s.match !== "exact" &&
      s.sought !== undefined &&
      PERSONAL_LICENCE.test(s.skill.name),
  );
  if (!m?.sought) return undefined;
  return {
    component: "requiredSkills",
    requirement: `required licence: ${m.skill.name}`,
    requirementSpan: m.skill.span,
    resumeSpan: m.sought,
    why: `${m.skill.name} is required and the resume says it is not held ("${m.sought.text}")`,
    floor: GOOD_FIT_MIN_SCORE,
  };
}

/** Experience accepted in a degree's place: "or equivalent experience", "in lieu of a degree". */
const EXPERIENCE_INSTEAD =
  /\b(?:equivalent|comparable|relevant|related)[ \t]+(?:(?:work|professional|practical|industry|field)[ \t]+)?experience(?![a-z])|\bin[ \t]+lieu\b|\bequivalent[ \t]+combination\b|\bcombination[ \t]+of[ \t]+(?:education|training)\b|\bor[ \t]+(?:\d+|[a-z]+)\+?[ \t]+years?\b|\bexperience[ \t]+(?:may|can|will)[ \t]+(?:substitute|be[ \t]+(?:substituted|considered|accepted))\b/i;
/** A degree below a bachelor's named as accepted: "Associate", "diploma", "HND", "técnico". */
const LOWER_DEGREE_NAMED =
  /\b(?:associate|diplomas?|HND|HNC|foundation[ \t]+degree|t[\u00e9e]cnico|technician|certificate)\b|\bor[ \t]+(?:an?[ \t]+)?equivalent\b(?![ \t]+(?:recogni[sz]ed[ \t]+)?(?:university|institution|degree|foreign))/i;
/**
 * A degree's title in another language, which the levels above do not place, or a degree's word in
 * a field of an entry read as something else (a school's name): "Doctora en Ciencias
 * Veterinarias", "Médico Cirujano", "Ingénieur", "Grado en Psicología".
 */
const DEGREE_TITLE_ELSEWHERE =
  /\b(?:grado|graduad[oa]|gradua[\u00e7c][\u00e3a]o|licenciatura|bacharelado|laurea|m[\u00e1a]ster|mestrado|bachelor|doctor|doctora|doutor|doutora|docteur|m[\u00e9e]dic[oa]|ingenier[oa]|ing[\u00e9e]nieur|engenheir[oa]|licenciad[oa]|licenci[\u00e9e]e?|bacharel|t[\u00edi]tulo|magist(?!rat)\w*|dipl\.[ \t]*\p{L}+|diplom(?:ado|ierte?r?))(?![\p{L}])/iu;
/**
 * A master's or a doctor's title in another language or where the levels do not place it, for a
 * master's asked: "Máster en Enfermería", "Laurea magistrale", "Diplôme d'Ingénieur" (five
 * years of study), "Diplom-Ingenieur", "Bac+5", "MD".
 */
const MASTER_TITLE_ELSEWHERE =
  /\b(?:m[\u00e1a]ster|ing[\u00e9e]nieur|ingenier[oa]|engenheir[oa]|mestrado|mestre|magist(?!rat)\w*|laurea[ \t]+(?:magistrale|specialistica)|doctor|doctora|doutor|doutora|docteur|dott(?:\.|ore|oressa)|dipl\.[ \t]*\p{L}+|diplom(?:ado|ierte?r?)|diplom-\p{L}+|ma[\u00eei]trise|bac[ \t]*\+[ \t]*[5-8]|(?:MD|JD|DDS|DMD|DVM|PharmD|Pharm\.D|LLM|LL\.M|MBBS|MBChB))(?![\p{L}])/iu;
/** A bachelor's named beside a master's asked, as accepted: "Master's, or Bachelor's with 5 years". */
const BACHELOR_NAMED =
  /\b(?:bachelor|undergraduate|BSc|B\.Sc|BA|B\.A|BS|B\.S|BEng|B\.Eng|licenciatura|grado|licence)\b/;
/**
 * A French degree of three years or more: "Licence professionnelle en …", "Bac+5", "Maîtrise"
 * ("Ingénieur" is a title `DEGREE_TITLE_ELSEWHERE` reads).
 */
const FRENCH_DEGREE =
  /\blicence[ \t]+(?:professionnelle|pro|en|de|d['\u2019]|\u00e8s)\b|\bbac[ \t]*\+[ \t]*[3-8]\b|\bma[\u00eei]trise\b/i;
/** A degree's line that says it is not finished: "in progress", "year 2 of 3", "due 2028". */
const DEGREE_STATUS_WORDS =
  /\b(?:in[ \t-]+progress|year[ \t]+\d[ \t]+of[ \t]+\d|due[ \t]+(?:19|20)\d\d|expected|currently|ongoing|studying|not[ \t]+yet|not[ \t]+(?:completed|finished|awarded)|(?:do|does)[ \t]+not[ \t]+(?:have|hold)|en[ \t]+cours|non[ \t]+obtenu|pas[ \t]+(?:de|d['\u2019]|encore)|en[ \t]+curso|em[ \t]+curso|in[ \t]+corso|no[ \t]+obtenido)(?![\p{L}])/iu;
/** A lower degree said not to do: "a diploma will not be considered". */
const LOWER_TURNED_AWAY =
  /\b(?:will|shall|can|would)[ \t]+not[ \t]+be[ \t]+(?:considered|accepted)\b|\bnot[ \t]+(?:be[ \t]+)?accepted\b|\bis[ \t]+not[ \t]+sufficient\b/i;
/** A degree's level in words: "a bachelor's degree". */
const DEGREE_WORDS: Record<EducationLevel, string> = {
  "high-school": "school or a diploma",
  associate: "an associate degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: "a doctorate",
};

/** "1.2 years in them, a less close role counting part of its time; ", when one did. */
const inPart = (exp: { relevantYears: number; closeRoleYears: number }) =>
  round1(exp.closeRoleYears) > round1(exp.relevantYears)
    ? `${yearsOf(exp.closeRoleYears)} in them, a less close role counting part of its time; `
    : "";
/** "1 year", "3.3 years". */
const yearsOf = (n: number) => `${round1(n)} year${round1(n) === 1 ? "" : "s"}`;
/** The least minimum of years whose shortfall keeps a score below a strong fit. */
const MIN_YEARS_HELD = 2;

/**
 * A score above the floor of a reason to hold it (`Hold`) is pressed below a strong fit (for a
 * missing credential 25..100 into 25..59.4), keeping the order of such candidates. Every
 * component gives up the same share of its points, and the hold's component says how many and
 * why, so the components still add up to the score. Returns the score.
 */
function holdBelowStrong(
  hold: Hold | undefined,
  components: ScoreComponent[],
  raw: number,
): number {
  if (!hold || raw <= hold.floor) return raw;
  // Scores above the hold's floor are pressed below a strong fit, in the same order.
  const score =
    hold.floor + ((raw - hold.floor) * (BELOW_STRONG - hold.floor)) / (100 - hold.floor);
  const held = round1(raw - score);
  // Nothing to say of less than a tenth of a point.
  if (held === 0) return raw;
  // Every part gives up the same share, so none reads as empty where the resume meets it.
  const keep = score / raw;
  for (const c of components) c.points = round1(c.points * keep);
  // Rounded twice, the parts can drift from the score by more than a rounding: the largest part
  // takes the difference, so they add up to the score as shown.
  const drift = round1(score) - components.reduce((s, c) => s + c.points, 0);
  const largest = components.reduce((a, c) => (c.points > a.points ? c : a));
  largest.points = round1(largest.points + drift);
  components
    .find((c) => c.id === hold.component)!
    .evidence.unshift({
      requirement: hold.requirement,
      requirementSpan: hold.requirementSpan,
      resumeSpan: hold.resumeSpan,
      credit: 0,
      note: `${hold.why}: ${held} points are held back (the same share from every part), so the score stays below ${FIT_BANDS[0]!.label}`,
    });
  return score;
}

/** Specific required skills (named in the taxonomy, not soft) a posting needs to be ranked on skills alone. */
const RELIABLE_SKILLS = 4;
/** Share of the required-skills weight kept however few specific skills the posting names. */
const MIN_SKILL_SHARE = 0.4;

/**
 * When a posting names few specific required skills (a handful of generic words is all a real ad
 * often yields), those skills weigh less and occupation fit and overall relevance more, and the
 * required-skills evidence says so. `weights` is not changed; the shifted copy is returned.
 */
function leanOnOccupation(
  job: ParsedJob,
  weights: ScoreWeights,
  parts: Record<ScoreComponentId, { applicable: boolean; evidence: Evidence[] }>,
): ScoreWeights {
  if (!parts.titleFit.applicable || !parts.requiredSkills.applicable) return weights;
  const required = job.skills.filter((s) => s.level === "required");
  // Skills every kind of job asks for ("Customer service", "Microsoft Word") tell no fit apart.
  const specific = required.filter(
    (s) => !s.terms && s.kind === "hard" && !isGenericSkill(s.id),
  ).length;
  if (specific >= RELIABLE_SKILLS) return weights;
  const keep = MIN_SKILL_SHARE + ((1 - MIN_SKILL_SHARE) * specific) / RELIABLE_SKILLS;
  const moved = weights.requiredSkills * (1 - keep);
  parts.requiredSkills.evidence.unshift({
    requirement: "specific required skills",
    credit: round1(keep * 100) / 100,
    note: `The posting names only ${specific} specific required skill${specific === 1 ? "" : "s"} (of ${required.length} read), so required skills weigh ${Math.round(keep * 100)}% of their usual share and occupation fit and overall relevance carry the rest`,
  });
  return {
    ...weights,
    requiredSkills: weights.requiredSkills - moved,
    titleFit: weights.titleFit + moved * 0.6,
    relevance: weights.relevance + moved * 0.4,
  };
}

// ---------------------------------------------------------------------------
// Skills

interface ResumeIndex {
  text: string;
  lines: Array<{ span: SourceSpan; terms: Set<string>; seq: string[] }>;
  terms: Set<string>;
  /** The language the resume is written in (a taxonomy id), read when a posting asks for one. */
  language?: string | null;
  /** The date the resume is read as of (ISO), against which a credential's expiry is judged. */
  asOf?: string;
  /** Where the credentials are listed and where the headings stand (`credentialLayout`). */
  layout: CredentialLayout;
}

/** Where a resume lists credentials and where its section headings stand, as offsets. */
interface CredentialLayout {
  /**
   * The sections headed as credentials ("Certifications", "Licenses & Certifications"), as
   * [start, end): each line there names one, with or without the word ("ASE Brakes (A5), 2019").
   * Not "Training" or "Professional Development": a course is no credential.
   */
  listed: Array<[start: number, end: number, heading: string]>;
  /** The starts of the section headings: "Skills" above a credential is no part of its name. */
  headings: Set<number>;
  /**
   * The fields of study of the education entries, as [start, end): "MSN, Family Nurse
   * Practitioner" names the schooling, not the credential its graduates sit for.
   */
  studied: Array<[number, number]>;
  /**
   * A school's certificates in a field ("Practical Nursing Certificate – … Institute"), as
   * [start, end): the course for a licence, never the licence.
   */
  courses: Array<[number, number]>;
  /** The employers' names, as [start, end): "Willamette Commons Landscape Architecture" holds no licence. */
  employers: Array<[number, number]>;
  /** The roles' titles, as [start, end): "Part-Time Riding Instructor" names the work done. */
  positions: Array<[number, number]>;
}

function credentialLayout(resume: ParsedResume, text: string): CredentialLayout {
  const sections = [...resume.meta.sections].sort((a, b) => a.span.start - b.span.start);
  return {
    listed: sections.flatMap((s, i) =>
      s.name === "certifications" && CREDENTIAL_HEADING.test(s.span.text)
        ? [
            [s.span.end, sections[i + 1]?.span.start ?? text.length, s.span.text] as [
              number,
              number,
              string,
            ],
          ]
        : [],
    ),
    headings: new Set(sections.map((s) => s.span.start)),
    studied: degreeFields(resume),
    courses: resume.education.flatMap((e, i) => {
      const type = resume.meta.sources[`/education/${i}/studyType`];
      return e.level === "diploma" &&
        e.institution &&
        type &&
        /\b(?:certificate|diploma)$/i.test(type.text)
        ? [[type.start, type.end] as [number, number]]
        : [];
    }),
    employers: resume.work.flatMap((_, i) => {
      const span = resume.meta.sources[`/work/${i}/name`];
      return span ? [[span.start, span.end] as [number, number]] : [];
    }),
    positions: resume.work.flatMap((_, i) => {
      const span = resume.meta.sources[`/work/${i}/position`];
      return span ? [[span.start, span.end] as [number, number]] : [];
    }),
  };
}
const NO_LAYOUT: CredentialLayout = {
  listed: [],
  headings: new Set(),
  studied: [],
  courses: [],
  employers: [],
  positions: [],
};
/** Whether `span` lies in an employer's name. */
const inEmployerName = (layout: CredentialLayout, span: { start: number; end: number }) =>
  withinRanges(layout.employers, span);
/** Whether `span` lies within one of `ranges`, each [start, end) and perhaps more after. */
const withinRanges = (
  ranges: ReadonlyArray<readonly [number, number, ...unknown[]]>,
  span: { start: number; end: number },
) => ranges.some(([a, b]) => span.start >= a && span.end <= b);
/**
 * The fields of study of the resume's degrees, as [start, end): not of a certificate or diploma,
 * and not where the reader took a list of credentials for a field ("OSHA 10-hour Certification
 * First Aid/CPR").
 */
function degreeFields(resume: ParsedResume): Array<[number, number]> {
  return resume.education.flatMap((e, i) => {
    const area = resume.meta.sources[`/education/${i}/area`];
    const type = resume.meta.sources[`/education/${i}/studyType`];
    if (!/^(?:associate|bachelor|master|doctorate)$/.test(e.level ?? "")) return [];
    // The field, or the degree's name that holds it ("Master of Landscape Architecture").
    const span = area ?? (type && / of /i.test(type.text) ? type : undefined);
    return span && !CREDENTIAL_WORD.test(span.text)
      ? [[span.start, span.end] as [number, number]]
      : [];
  });
}
/**
 * Whether `span` writes an education entry's field of study ("MSN, Family Nurse Practitioner"), in
 * part or as part of its line.
 */
const studiedAt = (
  layout: CredentialLayout,
  span: { start: number; end: number },
  licence = false,
) =>
  [...layout.studied, ...(licence ? layout.courses : [])].some(
    ([a, b]) => span.start < b && a < span.end,
  );
const CREDENTIAL_HEADING = /\b(?:certif|licen[cs]|credential|registration|accreditation)/i;

/** Per-line stemmed terms, computed once per resume. */
function indexResume(
  text: string,
  asOf?: string,
  layout: CredentialLayout = NO_LAYOUT,
): ResumeIndex {
  const lines: ResumeIndex["lines"] = [];
  const terms = new Set<string>();
  let pos = 0;
  for (const raw of text.split("\n")) {
    const lead = raw.length - raw.trimStart().length;
    const t = raw.trim();
    if (t.length >= 2) {
      const read = contentTerms(t);
      const seq = read.map((x) => x.term);
      // Each word also under its "-er" form, for a posting's key words (`agentTerm`).
      const lineTerms = new Set([
        ...seq,
        ...read.map((x) => agentTerm(t.slice(x.start, x.end), x.term)),
      ]);
      for (const x of lineTerms) terms.add(x);
      lines.push({
        span: { start: pos + lead, end: pos + lead + t.length, text: t },
        terms: lineTerms,
        seq,
      });
    }
    pos += raw.length + 1;
  }
  return { text, lines, terms, asOf, layout };
}

/** The line whose terms cover most of `terms`, and that coverage. */
function bestLineFor(terms: string[], index: ResumeIndex): { coverage: number; span?: SourceSpan } {
  let best = { coverage: 0, span: undefined as SourceSpan | undefined };
  for (const l of index.lines) {
    let n = 0;
    for (const t of terms) if (l.terms.has(t)) n++;
    const coverage = n / terms.length;
    if (coverage > best.coverage) best = { coverage, span: l.span };
  }
  return best;
}

/**
 * The part of a line that holds its words among `terms`, closest together: a long list line is
 * quoted where the requirement's words are ("Xactimate (Level 3 certified), CCC ONE, Mitchell"),
 * not from its start.
 */
function aroundTerms(line: SourceSpan, terms: string[]): SourceSpan {
  const words = ownWordsTogether(line.text, terms);
  if (!words.length) return line;
  const from = words[0]!.start;
  const to = words.at(-1)!.end;
  return { start: line.start + from, end: line.start + to, text: line.text.slice(from, to) };
}

/** The line where `terms` appear next to each other in order, if any (within `ranges` if given). */
function findPhrase(
  terms: string[],
  index: ResumeIndex,
  ranges?: Array<[number, number]>,
): SourceSpan | undefined {
  for (const l of index.lines) {
    if (!terms.every((t) => l.terms.has(t))) continue;
    if (ranges && !ranges.some(([a, b]) => l.span.start < b && l.span.end > a)) continue;
    for (let i = 0; i + terms.length <= l.seq.length; i++) {
      if (terms.every((t, k) => l.seq[i + k] === t)) return l.span;
    }
  }
  return undefined;
}

/** A line that says something is not done or held: "– not trained", "never certified". */
const NOT_DONE =
  /\b(?:not|never)\s+(?:yet\s+)?(?:trained|certified|licensed|registered|completed|held|taken|obtained|passed)\b/i;

/** Where the resume's roles and projects are, as text ranges; null when none was read. */
function roleRanges(resume: ParsedResume): Array<[number, number]> | null {
  const out: Array<[number, number]> = [];
  for (const [key, span] of Object.entries(resume.meta.sources))
    if (
      /^\/(?:work|projects|volunteer)\/\d+\/(?:highlights|summary|position|description)/.test(key)
    )
      out.push([span.start, span.end]);
  return out.length ? out : null;
}

/**
 * Whether a span lies in one of the resume's roles; with none read (null), every span does, so an
 * unread experience section costs no credit.
 */
function withinRoles(span: { start: number; end: number }, roles: Array<[number, number]> | null) {
  return !roles || withinRanges(roles, span);
}

/** A skill named as a field's operations ("Warehouse operations", "Front desk operations"): the field. */
const FIELD_OPERATIONS = /^(\p{L}[\p{L} ]*?)\s+operations$/iu;

/**
 * The role title that names every word of a skill of two words or more, by the words' first five
 * letters ("Crane operation" in "Crane Operator", "Massage therapy" in "Licensed Massage
 * Therapist"): that role shows the skill in use.
 */
function titleNaming(skill: string, titles: SourceSpan[]): SourceSpan | undefined {
  const wanted = nameWords(skill);
  if (wanted.length < 2) return undefined;
  return titles.find((t) => namesEvery(wanted, t.text));
}

/** Whether `text` names the words of `wanted` side by side, in order (by their first five letters). */
function namesInOrder(wanted: string[], text: string): boolean {
  if (wanted.length < 2) return false;
  const have = nameWords(text);
  for (let i = 0; i + wanted.length <= have.length; i++)
    if (wanted.every((w, k) => nearWord(w, have[i + k]!))) return true;
  return false;
}

/** A name's words of three letters or more, lower case, without function words. */
const nameWords = (t: string) =>
  (t.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !STOPWORDS.has(w));
/** Whether `text` names every word of `wanted` (by their first five letters). */
const namesEvery = (wanted: string[], text: string) => {
  const have = nameWords(text);
  return wanted.every((w) => have.some((h) => nearWord(w, h)));
};

/**
 * The resume's titles by the stems of their head nouns: "Freight Dispatcher" -> "dispatch",
 * "Chef de Partie" -> "chef", with the title as written. `heldTitles(resume)` -> [{ stem: "dispatch", span: ... }].
 */
function heldTitles(resume: ParsedResume): Array<{ stem: string; span: SourceSpan }> {
  const out: Array<{ stem: string; span: SourceSpan }> = [];
  resume.work.forEach((w, i) => {
    const span = resume.meta.sources[`/work/${i}/position`];
    if (!span || !w.position || isCareerBreak(w)) return;
    // The head noun, last in English ("Sous Chef"), and any role noun before it ("Chef de Partie").
    const words = w.position.match(/\p{L}+/gu) ?? [];
    const heads = new Set([words.at(-1), ...words.filter((x) => isRoleWord(x))]);
    for (const head of heads) {
      if (!head) continue;
      out.push({ stem: stem(head), span });
      // "Salesperson", "Repairman": the work is the word before "person" or "man".
      const work = /^(\p{L}{4,}?)(?:person|people|man|woman|men|women)$/iu.exec(head)?.[1];
      if (work) out.push({ stem: stem(work), span });
    }
  });
  return out;
}

function matchSkill(
  skill: JobSkill,
  mentions: SkillMention[],
  index: ResumeIndex,
  roles: Array<[number, number]> | null,
  titles: Array<{ stem: string; span: SourceSpan }> = [],
  resumeTitles: SourceSpan[] = [],
): SkillMatch {
  if (skill.terms) {
    // A requirement outside the taxonomy: how many of its key terms one resume line shows. Fewer
    // than half of them is no evidence: "State" in a template's "City, State" is no licensure.
    const { coverage, span } = bestLineFor(skill.terms, index);
    const found = skill.terms.filter((t) => index.terms.has(t)).length;
    const anywhere = found / skill.terms.length;
    if (anywhere < MIN_KEY_TERM_SHARE) return { skill, match: "missing", credit: 0 };
    // A degree or credential asked in words the taxonomy does not know, on a line that says it is
    // not held yet ("Doctor of Audiology Candidate (Au.D.), expected May 2027").
    if (span && PAPER_NAME.test(skill.name) && saysInProgress(lineOf(index.text, span)))
      return { skill, match: "missing", credit: 0, sought: span };
    const credit = Math.max(coverage, anywhere * 0.8);
    return {
      skill,
      match: credit >= 1 ? "exact" : "related",
      credit,
      evidence: span && aroundTerms(span, skill.terms),
      ...(credit < 1 ? { keyTerms: { found, of: skill.terms.length } } : {}),
    };
  }
  // The work a title names: a Dispatcher dispatches, a Welder welds, a Nurse nurses.
  const word = skill.kind === "hard" && /^[\p{L}]+$/u.test(skill.name) ? stem(skill.name) : "";
  const byTitle = word.length >= 4 ? titles.find((t) => t.stem === word) : undefined;
  const exacts = mentions.filter((m) => m.id === skill.id);
  // "AGACNP-BC": the board's mark on a credential's initials is a board certification.
  const marked =
    !exacts.length && skill.name === "Board certification" ? heldBoardMark(index.text) : undefined;
  if (marked) return { skill, match: "exact", credit: 1, evidence: marked };
  if (exacts.length) {
    const inRole = exacts.find((m) => withinRoles(m.span, roles));
    if (inRole) return { skill, match: "exact", credit: 1, evidence: inRole.span };
    // A licence or certification is held, not used: named anywhere, it is held in full, and
    // quoted where named ("Audit Manager – Iyer & Co., Chartered Accountants" is the firm's).
    if (credentialOf(skill.id))
      return { skill, match: "exact", credit: 1, evidence: exacts[0]!.span };
    // Listed by name, and in use in a role in other words: "Graphic Design" in the skills and
    // "Senior Graphic Designer" as the title; "Machining" listed, "CNC machining" in a role.
    const inUse = roles && usedInRole(skill, mentions, index, roles);
    if (inUse) return { skill, match: "exact", credit: 1, evidence: inUse };
    // "TEACHING" as a heading, and "3rd Grade Teacher" as a role: the title shows it in use.
    if (byTitle) return { skill, match: "exact", credit: 1, evidence: byTitle.span };
    // "Crane operation" listed, and "Crane Operator" a role: every word of it in one title.
    const titled = titleNaming(skill.name, resumeTitles);
    if (titled) return { skill, match: "exact", credit: 1, evidence: titled };
    return { skill, match: "exact", credit: LISTED_ONLY_CREDIT, evidence: exacts[0]!.span };
  }
  // "Must read and write English", asked of a resume written in English: the resume shows it.
  if (skill.kind === "language") {
    const sample = writtenInSample(skill.id, index);
    if (sample) return { skill, match: "exact", credit: 1, evidence: sample, writtenIn: true };
  }
  if (byTitle) return { skill, match: "exact", credit: 1, evidence: byTitle.span };
  // "Warehouse operations" and a "Warehouse Associate" role, "Teller operations" and a "Bank
  // Teller": a field's operations are the work of a role in that field.
  const fieldWords = nameWords(FIELD_OPERATIONS.exec(skill.name)?.[1] ?? "");
  const inField =
    fieldWords.length && !credentialOf(skill.id)
      ? resumeTitles.find((t) => namesEvery(fieldWords, t.text))
      : undefined;
  if (inField) return { skill, match: "exact", credit: 1, evidence: inField };
  // "Quality inspection" and a "Quality Inspector II" role: the work's words in one title, in
  // order and side by side, its last as the worker's noun ("Support Analyst and System
  // Administrator" names no administrative support).
  const titledWork = credentialOf(skill.id)
    ? undefined
    : resumeTitles.find((t) => namesInOrder(nameWords(skill.name), t.text));
  if (titledWork) return { skill, match: "exact", credit: 1, evidence: titledWork };
  // "Negotiate purchase agreements" for Negotiation: the work a role does, written as its verb.
  const verb =
    /^\p{L}{4,}(?:tion|sion)$/u.test(skill.name) && !credentialOf(skill.id) ? stem(skill.name) : "";
  const done = verb && roles ? findPhrase([verb], index, roles) : undefined;
  // Not its adjective: "constructive feedback" is no construction.
  const asVerb = done && new RegExp(`\\b${escapeRegExp(verb)}(?!iv)`, "i").test(done.text);
  if (done && asVerb) return { skill, match: "exact", credit: 1, evidence: done };
  const terms = [...new Set(contentTerms(skill.name).map((t) => t.term))];
  // "State Registered Nursing Program": a credential's words naming the schooling for it.
  const schooling = (span: { start: number; end: number } | undefined) =>
    span !== undefined &&
    credentialOf(skill.id) &&
    (namedAsSchooling(index.text, span, skill.name) ||
      studiedAt(index.layout, span, credentialOf(skill.id) === "licence"));
  // A licence written out in other words: "Security Guard Registration" for a guard licence.
  const held =
    credentialOf(skill.id) && findCertificationByWords(index.text, skill.name, index.layout);
  if (
    held &&
    !soughtEntry(index.text, held, skill.name) &&
    !expiredBy(index.text, held, index.asOf) &&
    !schooling(held) &&
    !anotherCredentialsWords(held.line, skill.id, skill.name)
  ) {
    const evidence = {
      start: held.start,
      end: held.end,
      text: index.text.slice(held.start, held.end),
    };
    return { skill, match: "exact", credit: 1, evidence };
  }
  // "Active Top Secret clearance" for a security clearance, "OSHA 30-Hour" for the 10-hour card: a
  // credential that includes the one asked holds it (a relation of full weight).
  const including = credentialOf(skill.id)
    ? mentions.find((m) => credentialOf(m.id) && relatedWeight(m.id, skill.id) >= 1)
    : undefined;
  if (including) return { skill, match: "exact", credit: 1, evidence: including.span };
  let best: SkillMatch = { skill, match: "missing", credit: 0 };
  for (const m of mentions) {
    const w = Math.min(MAX_RELATED_CREDIT, relatedWeight(m.id, skill.id));
    if (w > best.credit)
      best = { skill, match: "related", credit: w, evidence: m.span, via: m.name };
  }
  // "Assist licensed journeyman plumbers": a credential's words naming someone else's; "Class A
  // CDL permit": a trainee's.
  const othersOwn = (span: SourceSpan | undefined) => {
    if (!span || !credentialOf(skill.id)) return false;
    const own = contentTerms(span.text).filter((t) => terms.includes(t.term));
    const from = span.start + (own[0]?.start ?? 0);
    const to = own.length ? span.start + own.at(-1)!.end : undefined;
    return (
      heldByOthers(index.text, from, to) ||
      (to !== undefined && traineesCredential(index.text, from, to))
    );
  };
  // "CDL Class A" is not met by the words of "CDL Class B".
  const designators = designatorsOf(skill.name);
  // "AWS Certified Solutions Architect – Professional" is not met by the words of the Associate's:
  // a credential's level is written where its other words are.
  const levels = credentialOf(skill.id)
    ? nameWords(skill.name).filter((w) => LEVEL_STEMS.has(stem(w.toLowerCase())))
    : [];
  const designated = (span: SourceSpan | undefined) => {
    if (!span) return true;
    // "CDL Class B, no Class A": a designator said not to be held is not there.
    const line = lineOf(index.text, span).replace(NOT_HELD_BRACKET, (m) => " ".repeat(m.length));
    if (!designators.every((d) => d.test(line))) return false;
    if (!levels.length) return true;
    const written = new Set((line.toLowerCase().match(/\p{L}+/gu) ?? []).map(stem));
    return levels.every((w) => written.has(stem(w.toLowerCase())));
  };
  // "DEA registration / USDA accreditation – not yet held": a credential's words on a line that
  // says it is not held.
  const notHeld = (span: SourceSpan | undefined) =>
    span !== undefined &&
    credentialOf(skill.id) !== undefined &&
    soughtLine(lineOf(index.text, span) + continuedAfter(index.text, span.end));
  // "Predictive modeling" asked, "predictive models" written: the same words, inflected.
  if (terms.length >= 2) {
    const phrase = findPhrase(terms, index);
    if (phrase && !othersOwn(phrase) && designated(phrase) && !schooling(phrase))
      return notHeld(phrase)
        ? { skill, match: "missing", credit: 0, sought: phrase }
        : { skill, match: "exact", credit: 1, evidence: phrase };
  }
  // "Technical project management" asked, "managed technical projects" written.
  if (terms.length >= 2 && best.credit < PARAPHRASE_CREDIT) {
    const { coverage, span } = bestLineFor(terms, index);
    if (coverage >= 1 && !othersOwn(span) && designated(span) && !schooling(span) && !notHeld(span))
      best = boardsLicence(span!.text, terms)
        ? { skill, match: "exact", credit: 1, evidence: span }
        : { skill, match: "related", credit: PARAPHRASE_CREDIT, evidence: span };
  }
  return best;
}

/**
 * "Tennessee Board of Medical Examiners – MD license #61284" for a Medical license: the licence a
 * board grants, by its number, in the field the board's name says (every word of the requirement
 * but "license" is in the board's name).
 */
function boardsLicence(line: string, terms: string[]): boolean {
  if (!LICENCE_BY_NUMBER.test(line)) return false;
  const bodies = [...line.matchAll(BODY_NAMES)].map((m) => m[0]);
  const field = terms.filter((t) => !/^licen[cs]/.test(t));
  return (
    field.length > 0 &&
    bodies.some((b) => {
      const named = new Set(contentTerms(b).map((t) => t.term));
      return field.every((t) => named.has(t));
    })
  );
}
/** A licence's number: "license #61284", "License No. OR-OD 2931", "lic. 4411". */
const LICENCE_BY_NUMBER =
  /\b(?:licen[cs]e|lic\.)[ \t]*(?:no\.?|number|#)[ \t]*[:#]?[ \t]*[\w-]*\d/i;

/**
 * Whether a credential's name, wherever `[start, end)` writes it in full, names the schooling for
 * it: "State Registered Nursing Program, Spring of 2017" for a Registered Nurse licence. False when
 * the span does not write the name, or writes it once as held.
 */
function namedAsSchooling(text: string, span: { start: number; end: number }, name: string) {
  // "Pharmacy Technician Certificate Program" is the schooling for a Certified Pharmacy Technician.
  const words = name.replace(CREDENTIAL_NOUN, " ").replace(/^\s*(?:certified|licensed)\s+/i, "");
  const terms = [...new Set(contentTerms(words).map((t) => t.term))];
  if (!terms.length) return false;
  const seq = contentTerms(text.slice(span.start, span.end));
  let named = false;
  for (let i = 0; i + terms.length <= seq.length; i++) {
    if (!terms.every((t, k) => seq[i + k]!.term === t)) continue;
    const from = span.start + seq[i]!.start;
    if (!programAt(text, from, span.start + seq[i + terms.length - 1]!.end)) return false;
    named = true;
  }
  return named;
}
const CREDENTIAL_NOUN = /\b(?:licen[cs]e|certification|certificate|credential|card|permit)\b/gi;

/** Credit for a licence the resume holds for another state than the one the posting asks for. */
const OTHER_STATE_CREDIT = 0.5;

/**
 * A state's licence, when the posting asks for it in some states: named for the posting's state
 * only as not held yet ("Ohio licensure … not yet issued") it is missing and said to be sought;
 * named for other states only ("Licensed Practical Nurse - Kentucky Board of Nursing") it is held
 * in part: the candidate has the trade's licence, but not where the job is.
 */
function forPostingState(
  m: SkillMatch,
  posting: string,
  text: string,
  mentions: SkillMention[],
): SkillMatch {
  if (m.match === "missing" || credentialOf(m.skill.id) !== "licence") return m;
  if (PERSONAL_LICENCE.test(m.skill.name)) return m;
  const asked = statesAsked(posting, m.skill.span);
  if (!asked.length) return m;
  const notYet = soughtStateLicence(text, asked, m.skill.name);
  if (notYet) return { skill: m.skill, match: "missing", credit: 0, sought: notYet };
  if (m.match !== "exact" || !m.evidence) return m;
  const places = [m.evidence, ...mentions.filter((x) => x.id === m.skill.id).map((x) => x.span)];
  const { own, other } = placesByState(text, places, asked);
  if (own || !other) return m;
  // The whole line is quoted, so the state it names shows.
  const line = lineOf(text, other.place);
  const start = text.lastIndexOf("\n", other.place.start - 1) + 1;
  return {
    ...m,
    match: "related",
    credit: OTHER_STATE_CREDIT,
    evidence: { start, end: start + line.length, text: line },
    heldFor: { asked, held: other.held },
  };
}

/**
 * A requirement the posting lets others stand in for ("ServiceNow, Jira or similar"): the best
 * match among them, said of the requirement as the posting lists it.
 */
function anyAlternative(skill: JobSkill, match: (one: JobSkill) => SkillMatch): SkillMatch {
  if (!skill.alternatives?.length) return match(skill);
  const { alternatives, ...first } = skill;
  let best = match(first);
  let by: string | undefined;
  for (const other of alternatives) {
    const m = match({ ...first, ...other });
    if (m.credit > best.credit) {
      best = m;
      by = other.id;
    }
  }
  return { ...best, skill, ...(by ? { alternative: by } : {}) };
}

/** What a licence held for another state is said to be. */
const otherStateNote = (states: { asked: string[]; held: string[] }, line: string) =>
  `held for ${orStates(states.held)} ("${line
    .replace(/^[\s\u2022\u00b7\u25aa\u25cf*-]+/u, "")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, 80)}"), not for ${orStates(states.asked)} as the posting asks (partial credit)`;

/**
 * A match whose only evidence names the skill as sought ("prerequisites for a dental hygiene
 * program") is missing, and says where it is sought; so is a missing skill named only that way.
 */
function unlessSought(
  m: SkillMatch,
  text: string,
  sought: Array<{ mention: SkillMention; at: SourceSpan }>,
  asOf: string,
): SkillMatch {
  if (m.match !== "missing" && m.evidence && !m.writtenIn) {
    // Evidence may be a whole line ("Objective: To obtain a position as a Registered Nurse"):
    // what counts is the wording before the skill's own first word in it.
    const ev = m.evidence;
    const named = ownWordsTogether(
      ev.text,
      m.skill.terms ?? contentTerms(m.skill.name).map((t) => t.term),
    );
    const words = named.length
      ? { start: ev.start + named[0]!.start, end: ev.start + named.at(-1)!.end }
      : ev;
    const credential = credentialOf(m.skill.id);
    // "RNC-NIC – not held", "AWHONN Intermediate Fetal Heart Monitoring – enrolled", "Next.js —
    // none": the status follows the whole name, when its words are one name.
    const oneName =
      named.length > 1 &&
      /^[\s./+-]*(?:\p{Lu}[\p{L}-]*[\s-]+){0,3}$/u.test(
        ev.text.slice(named[0]!.end, named.at(-1)!.start),
      ) &&
      soughtAt(text, words.start, words.end);
    const at =
      soughtAt(text, words.start, named.length ? ev.start + named[0]!.end : ev.end) ??
      (oneName || undefined) ??
      (credential
        ? (expiredBy(text, words, asOf) ?? lapsedAt(text, words.start, words.end))
        : undefined) ??
      // "I am not a certified medical coder": said before any of its words.
      (credential
        ? named
            .map((t) => notHeldAt(text, ev.start + t.start, words.end))
            .find((x) => x !== undefined)
        : undefined) ??
      // "Reading Recovery – not trained": its own words say it is not done.
      notDoneWithin(text, words);
    if (at) {
      // Quoted up to the skill's last word: "To obtain a position as a Registered Nurse".
      const end = Math.max(at.end, ev.start + (named.at(-1)?.end ?? 0));
      const sought = { start: at.start, end, text: text.slice(at.start, end) };
      return { skill: m.skill, match: "missing", credit: 0, sought };
    }
  }
  const named = sought.find((s) => s.mention.id === m.skill.id);
  // Met only through a related skill while named as not held ("BLS - exp. 11/2025", ACLS held).
  if (m.match === "related" && m.via && named) return { ...m, sought: named.at };
  if (m.match !== "missing") return m;
  return named ? { ...m, sought: named.at } : m;
}

/** The words of a requirement, or the item right after them, saying it is not done. */
function notDoneWithin(
  text: string,
  words: { start: number; end: number },
): SourceSpan | undefined {
  const item = /^[^;,\n(]{0,25}/.exec(text.slice(words.end))![0];
  const said = NOT_DONE.exec(text.slice(words.start, words.end) + item);
  if (!said) return undefined;
  const end = Math.max(words.end, words.start + said.index + said[0].length);
  return { start: words.start, end, text: text.slice(words.start, end) };
}

/**
 * The words of `text` among a requirement's `terms`, the shortest run holding each once
 * (`closestTogether`). A key word named by "-er" ("servers") is itself only under its marked form
 * (`agentTerm`).
 */
function ownWordsTogether(text: string, terms: string[]) {
  const own = new Set(terms);
  return closestTogether(
    contentTerms(text).filter(
      (t) => own.has(t.term) || own.has(agentTerm(text.slice(t.start, t.end), t.term)),
    ),
  );
}

/**
 * The shortest run of `words` (in text order) that holds every distinct term among them: in
 * "Dental Assistant … for a dental hygiene program", the "dental hygiene" of the program.
 */
function closestTogether<T extends { term: string; start: number }>(words: T[]): T[] {
  const distinct = new Set(words.map((w) => w.term)).size;
  let best: [number, number] | undefined;
  for (let i = 0; i < words.length; i++) {
    const seen = new Set<string>();
    for (let j = i; j < words.length; j++) {
      seen.add(words[j]!.term);
      if (seen.size < distinct) continue;
      if (
        !best ||
        words[j]!.start - words[i]!.start < words[best[1]]!.start - words[best[0]]!.start
      )
        best = [i, j];
      break;
    }
  }
  return best ? words.slice(best[0], best[1] + 1) : words;
}

/** Where a role shows a skill in use in other words: its name inflected, or a narrower skill. */
function usedInRole(
  skill: JobSkill,
  mentions: SkillMention[],
  index: ResumeIndex,
  roles: Array<[number, number]>,
): SourceSpan | undefined {
  const narrower = mentions.find(
    (m) =>
      m.id !== skill.id &&
      withinRoles(m.span, roles) &&
      relatedWeight(m.id, skill.id) >= USE_RELATION,
  );
  if (narrower) return narrower.span;
  const terms = [...new Set(contentTerms(skill.name).map((t) => t.term))];
  if (terms.length < 2) return undefined;
  // A skill listed by name is in use where a role writes its two words the other way round:
  // "Cash handling" in "Handle cash and balance the drawer".
  return (
    findPhrase(terms, index, roles) ??
    (terms.length === 2 ? findPhrase([terms[1]!, terms[0]!], index, roles) : undefined)
  );
}
/** How close a skill in use must be to the one listed to show it in use ("CNC machining", Machining). */
const USE_RELATION = 0.7;

/** The resume's line most plainly in `language` when the whole resume is written in it. */
function writtenInSample(language: string, index: ResumeIndex): SourceSpan | undefined {
  index.language ??= writtenLanguage(index.text) ?? null;
  if (index.language !== language) return undefined;
  let best: { n: number; span?: SourceSpan } = { n: 0 };
  for (const l of index.lines) {
    const n = functionWordCount(l.span.text, language);
    if (n > best.n) best = { n, span: l.span };
  }
  return best.span;
}

/**
 * A skill only listed (skills section, summary) while the roles that were read never show it in
 * use: still a match, with a little less credit than one a role gives evidence for.
 */
export const LISTED_ONLY_CREDIT = 0.9;

function skillComponent(matches: SkillMatch[]) {
  if (!matches.length) return { credit: 0, applicable: false, evidence: [] };
  // Soft skills are easy to claim, so they weigh half of a named hard skill; so do the short
  // courses any hire takes in a day (CPR, first aid, a food handler's card) and a driver's licence.
  const weightOf = (m: SkillMatch) =>
    m.skill.terms
      ? 0.8
      : m.skill.kind !== "hard" ||
          (credentialOf(m.skill.id) && NO_HOLD_CREDENTIAL.test(m.skill.name))
        ? 0.5
        : 1;
  const total = matches.reduce((s, m) => s + weightOf(m), 0);
  const got = matches.reduce((s, m) => s + weightOf(m) * m.credit, 0);
  const evidence: Evidence[] = matches.map((m) => ({
    requirement: m.skill.name,
    requirementSpan: m.skill.span,
    // The sample line of a language the resume is written in is no quote of the skill: the note
    // says it, and nothing is highlighted as its evidence.
    resumeSpan: m.writtenIn ? undefined : (m.evidence ?? m.sought),
    credit: round1(m.credit * 100) / 100,
    note: matchNote(m.skill.name, m),
  }));
  return { credit: got / total, applicable: true, evidence };
}

/** What a skill match shows, said of `name` (the skill's, or a certification's that it stands for). */
function matchNote(name: string, m: SkillMatch): string {
  if (m.match === "missing")
    return m.sought ? `${name}: ${soughtNote(m.sought)}` : `${name}: not found`;
  if (m.writtenIn)
    return `${name}: the resume is written in it, e.g. "${m.evidence!.text.slice(0, 80)}"`;
  if (m.match === "exact")
    return `${name}: found${m.evidence && m.evidence.text !== name ? ` as "${clipMiddle(m.evidence.text.replace(/\s+/g, " ").trim(), 80)}"` : ""}${m.credit < 1 ? " (listed, but no role shows it in use)" : ""}`;
  if (m.heldFor) return `${name}: ${otherStateNote(m.heldFor, m.evidence?.text ?? "")}`;
  if (m.via && m.sought)
    return `${name}: ${soughtNote(m.sought)}; ${m.via} is related (partial credit)`;
  if (m.via) return `${name}: not named, but ${m.via} is related (partial credit)`;
  if (m.keyTerms)
    return m.keyTerms.found === m.keyTerms.of
      ? `${name}: all its key words found, but not together (partial credit)`
      : `${name}: ${m.keyTerms.found} of its ${m.keyTerms.of} key words found (partial credit)`;
  return `${name}: described in other words (partial credit)`;
}

/** How a skill or credential named only as a goal is said: never "found", never "not found". */
const soughtNote = (at: SourceSpan) => {
  const said = notHeldSaid(at.text);
  const quoted = `("${clipMiddle(at.text.replace(/\s+/g, " ").replace(/^[\s.,;:]+/, ""), 80)}")`;
  return said === "said not to be held" ? `${said} ${quoted}` : `${said} ${quoted}, not as held`;
};

/**
 * Wording shortened in its middle, at word ends, so both the credential and what is said of it
 * show: `clipMiddle("ASE A4 Suspension & Steering, A5 Brakes, A6 Electrical - expired", 40)` ->
 * "ASE A4 Suspension … A6 Electrical - expired".
 */
function clipMiddle(words: string, max: number): string {
  if (words.length <= max) return words;
  const head = words.slice(0, Math.floor(max * 0.45)).replace(/\s*\S*$/, "");
  const tail = words.slice(-Math.floor(max * 0.5)).replace(/^\S*\s*/, "");
  return `${head} … ${tail}`;
}

// ---------------------------------------------------------------------------
// Experience and title

/** ISO partial date -> months since year 0. */
function toMonth(d: string | undefined): number | undefined {
  if (!d) return undefined;
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(d);
  if (!m) return undefined;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0);
}

function entryInterval(resume: ParsedResume, i: number): [number, number] | undefined {
  const w = resume.work[i]!;
  const start = toMonth(w.startDate);
  if (start === undefined) return undefined;
  const asOf = toMonth(resume.meta.asOf) ?? start;
  // A year alone ("2015 - 2017") counts whole years; a missing end is "Present".
  const end = w.endDate
    ? (toMonth(w.endDate) ?? start) +
      (/^\d{4}$/.test(w.endDate) && !/^\d{4}$/.test(w.startDate ?? "") ? 11 : 0)
    : asOf;
  return end >= start ? [start, Math.max(end, start + 1)] : undefined;
}

/** How much of a role's time counts towards a title: close titles fully, neighbours partly. */
function titleWeight(sim: number): number {
  return clamp01((sim - TITLE_WEIGHT_ZERO) / 0.3);
}
const TITLE_WEIGHT_ZERO = 0.65;

/**
 * Months in roles close by `similarity`, each month weighted by the closest role covering it (so
 * overlapping roles are not counted twice); undated roles with a stated length add theirs.
 */
function monthsCloseTo(
  resume: ParsedResume,
  similarity: (position: string, workIndex: number) => number,
  /** The closeness of a role without a title: none, unless said. */
  untitled = 0,
) {
  const weighted: Array<[number, number, number]> = [];
  let undated = 0;
  let undatedWhole = 0;
  let best: { i: number; sim: number } | undefined;
  resume.work.forEach((w, i) => {
    // A career break is no experience, however close its words ("Family Caregiver"); nor is a
    // course's placement ("Clinical placements (during studies)").
    if ((!w.position && !untitled) || isNoExperience(w)) return;
    const sim = w.position ? similarity(w.position, i) : untitled;
    if (!best || sim > best.sim) best = { i, sim };
    const weight = titleWeight(sim);
    if (weight <= 0) return;
    const interval = entryInterval(resume, i);
    if (interval) weighted.push([interval[0], interval[1], weight]);
    else if (!w.startDate && w.durationMonths) {
      undated += w.durationMonths * weight;
      undatedWhole += w.durationMonths;
    }
  });
  const cuts = [...new Set(weighted.flatMap(([s, e]) => [s, e] as const))].sort((a, b) => a - b);
  let months = undated;
  let whole = undatedWhole;
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [a, b] = [cuts[k]!, cuts[k + 1]!];
    let w = 0;
    for (const [s, e, weight] of weighted) if (s <= a && e >= b && weight > w) w = weight;
    months += (b - a) * w;
    if (w > 0) whole += b - a;
  }
  return { months, whole, best };
}

/**
 * How close a role title is to the posting: to its title when it has one, else to the occupation
 * its wording reads as.
 */
function roleSimilarity(job: ParsedJob): ((position: string) => number) | undefined {
  const jobTitle = job.title?.value;
  if (jobTitle) {
    const occupation = readJobOccupation(job);
    const firm = firmPostingOccupations(occupation);
    return closenessTo(
      jobTitle,
      occupation.guesses.filter((g) => firm.has(g.code)),
    );
  }
  const wanted = readJobOccupation(job).guesses;
  if (!wanted.length) return undefined;
  return (p) => (bestRelation(wanted, occupationsOfTitle(p))?.score ?? 0) * 0.9;
}

/**
 * How close a role is to `title`: its words, or, for a role whose title firmly names one of the
 * occupations `firm` ("Director of Business Development" for a "Business Development
 * Representative"), the same occupation however differently worded, so that occupation fit's
 * "the same occupation" and the years counted in it never disagree.
 */
function closenessTo(title: string, firm: OccupationGuess[]): (position: string) => number {
  // "as a registered nurse": the licensed role is any nurse's ("Intensive Care Nurse").
  const licensedAs = LICENSED_ROLE.exec(title)?.[1];
  return (p) => {
    if (licensedAs && specialises(p, licensedAs)) return SAME_OCCUPATION_ROLE;
    const words = titleSimilarity(title, p);
    // An assistant of the field ("HR Assistant" for an "HR Generalist") did part of the work:
    // part of its time counts, however alike the words.
    if (assistsIn(title, p) || belowInRank(title, p))
      return Math.min(words, SAME_OCCUPATION_ROLE * ASSISTING_SIMILARITY);
    if (!firm.length || words >= SAME_OCCUPATION_ROLE) return words;
    const held = occupationsOfTitle(p).filter(
      (g) => g.weight >= FIRM_GUESS && firm.some((f) => f.code === g.code),
    );
    if (!held.length) return Math.max(words, leadsFirmField(p, firm, title));
    // Another occupation of the group ("Dental Assistant" for a hygienist) is close, not the same.
    const same = held.some((g) =>
      firm.some(
        (f) =>
          sameOccupation(f, g) && (!isResidualGroup(f.code) || sameResidualOccupation(title, p)),
      ),
    );
    return Math.max(words, SAME_OCCUPATION_ROLE * (same ? 1 : SIBLING_SIMILARITY));
  };
}

/** A role named with the word of its licence: "registered nurse", "licensed electrician". */
const LICENSED_ROLE = /^(?:registered|licensed|certified|chartered|qualified)\s+(\p{L}+)$/iu;
/**
 * Whether a role's title names the role `head` in a field or unit of it, at any rank: "Senior
 * Intensive Care Nurse – General ICU" for a nurse; not "Nurse Assistant", "Nursing Student".
 */
function specialises(position: string, head: string): boolean {
  const words = workWords(position);
  return words.length > 0 && stem(words.at(-1)!) === stem(head.toLowerCase());
}

/** Words of a title that say its rank or grade, not its work. */
const RANK_WORD = /^(?:senior|sr|junior|jr|lead|principal|chief|head|staff|i{1,3}|iv|v|\d+)$/;
/** A title's words of its work, in small letters: no rank, grade or bracket. */
const workWords = (title: string) =>
  (
    title
      .split(/[(,|\u2013\u2014]|\s[-/]\s/)[0]!
      .toLowerCase()
      .match(/\p{L}+|\d+/gu) ?? []
  ).filter((w) => !RANK_WORD.test(w));
/**
 * Whether a role's title is the posting's with fewer words of its field: its words of the work,
 * two or more, are the posting's, its head the posting's head ("Process Technician" for an
 * "Injection Molding Process Technician", "Export Compliance Analyst"… not).
 */
function namesPartOf(title: string, position: string): boolean {
  const own = workWords(position);
  const asked = workWords(title);
  return own.length >= 2 && own.at(-1) === asked.at(-1) && own.every((w) => asked.includes(w));
}

/**
 * How close a role that leads the posting's own field is ("Public Relations Manager" for a PR
 * coordinator, "Director of Sales" for a sales representative): its holder did and oversaw that
 * work, so its time counts as another occupation of the group's would. A field named by its work
 * ("Public Relations") is read as its practitioner ("Public Relations Specialist"). The reading
 * must be the field's own: a word of it names the occupation's group or the posting's title
 * ("Western Regional Sales" and commercial sales representatives), where a field read by a stray
 * title ("Customer Service" as lorry drivers, "Store" as freight handlers) counts nothing.
 */
function leadsFirmField(position: string, firm: OccupationGuess[], title: string): number {
  const field = ledField(position);
  const words = field ? nameWords(field) : [];
  if (!field || !words.length) return 0;
  const read = occupationsOfTitle(field);
  const guesses = read.length ? read : occupationsOfTitle(`${field} Specialist`);
  const leads = guesses.some(
    (g) =>
      g.weight >= FIRM_GUESS &&
      firm.some((f) => f.code === g.code) &&
      words.some((w) => namesEvery([w], g.label) || namesEvery([w], title)),
  );
  return leads ? SAME_OCCUPATION_ROLE * SIBLING_SIMILARITY : 0;
}

/**
 * Whether a role is the title asked with a word of a rank below it before: "Demi Chef de Partie"
 * or "Commis Chef de Partie" for a Chef de Partie, "Deputy Head Teacher" for a Head Teacher. Its
 * holder did part of the work, so part of its time counts.
 */
function belowInRank(title: string, position: string): boolean {
  const below = LOWER_RANK_BEFORE.exec(position.trim());
  if (!below || LOWER_RANK_BEFORE.test(title.trim())) return false;
  const rest = workWords(position.trim().slice(below[0].length));
  const asked = workWords(title);
  return asked.length > 0 && asked.every((w) => rest.includes(w));
}
const LOWER_RANK_BEFORE = /^(?:demi|commis|deputy|under|assistant|asst\.?)\s+/i;

/** How close a role of the posting's own occupation is: its time counts in full (`titleWeight`). */
const SAME_OCCUPATION_ROLE = 0.95;
/** An assistant of the posting's field against the posting's own role: about a third of its time. */
const ASSISTING_SIMILARITY = 0.8;

/**
 * A role whose title names no occupation firmly and shares only its head with `title` ("Lead
 * Technician" at a dealership, for an "Automotive Service Technician"): as close as the role's own
 * lines read like the posting's occupation (`roleWordings`), from none at 15 % alike to the
 * posting's own occupation at 35 %. A title that names its occupation is read by its words alone.
 */
function withRoleWording(
  closeness: (position: string) => number,
  title: string,
  wordings: () => Map<number, number>,
): (position: string, workIndex: number) => number {
  const head = headStem(title);
  // A posting titled with a rank only ("Team Leader") names its trade in its lines, not its
  // title: a role's title words are as close as its own lines read like the posting's work (a
  // warehouse "Inventory Control Lead" is no call centre's team leader), and no closer when its
  // lines say too little to tell.
  if (titleNamesRankOnly(title))
    return (p, i) => {
      const sim = closeness(p);
      const alike = sim ? wordings().get(i) : undefined;
      return alike === undefined
        ? 0
        : sim * clamp01((alike - WORDING_NONE) / (WORDING_SAME - WORDING_NONE));
    };
  return (p, i) => {
    const sim = closeness(p);
    if (sim >= SAME_OCCUPATION_ROLE) return sim;
    // "Senior Associate" at a law firm: a title of rank alone, as close as its lines read.
    if (namesRankAlone(p)) {
      const alike = wordings().get(i);
      if (alike === undefined || alike <= WORDING_NONE) return sim;
      const share = clamp01((alike - WORDING_NONE) / (WORDING_SAME - WORDING_NONE));
      return Math.max(sim, TITLE_WEIGHT_ZERO + (SAME_OCCUPATION_ROLE - TITLE_WEIGHT_ZERO) * share);
    }
    if (!head) return sim;
    // "Project Engineer / Project Manager": the part that shares the posting's head.
    const part = p.split(/\s+\/\s+/).find((q) => headStem(q) === head);
    if (!part) return sim;
    // "Process Technician" for an "Injection Molding Process Technician": the posting's title with
    // fewer words of its field is read by its lines too, however firmly it names an occupation.
    if (
      occupationsOfTitle(part).some((g) => g.weight >= FIRM_GUESS) &&
      !namesNoField(part) &&
      !namesPartOf(title, part)
    )
      return sim;
    const alike = wordings().get(i);
    if (alike === undefined || alike <= WORDING_NONE) return sim;
    const share = clamp01((alike - WORDING_NONE) / (WORDING_SAME - WORDING_NONE));
    return Math.max(sim, TITLE_WEIGHT_ZERO + (SAME_OCCUPATION_ROLE - TITLE_WEIGHT_ZERO) * share);
  };
}
const WORDING_NONE = 0.15;
const WORDING_SAME = 0.35;

/**
 * Whether a role title names no field, only its head with words of rank or scope: "Project
 * Engineer", "Senior Engineer II". Sources list "Project Engineer" among the titles of seventeen
 * kinds of engineer, and read it firmly as one of them by chance; the role's lines say which.
 */
function namesNoField(title: string): boolean {
  const words = title.match(/[\p{L}\d]+/gu) ?? [];
  return words.length > 1 && words.slice(0, -1).every((w) => SCOPE_WORD.test(w));
}
const SCOPE_WORD =
  /^(?:project|program|staff|senior|sr|junior|jr|lead|principal|associate|chief|I{1,3}|IV|[1-4])$/i;

/**
 * Whether a role title is a rank alone, no field or work: "Associate", "Senior Associate",
 * "Partner", "Of Counsel". The role's lines say what the work was.
 */
function namesRankAlone(title: string): boolean {
  const words = title.match(/[\p{L}\d]+/gu) ?? [];
  return (
    words.length > 0 &&
    words.length <= 3 &&
    words.every((w) => SCOPE_WORD.test(w) || /^(?:partner|counsel|of|managing|equity)$/i.test(w)) &&
    !words.every((w) => /^(?:I{1,3}|IV|[1-4]|of)$/i.test(w))
  );
}

/** A trade's rank past its apprentices in a title: "Journeyman Pipefitter", "Master Plumber". */
const ABOVE_TRAINEE_RANK = /\b(?:journey(?:man|men|woman|worker|-level)|master|licensed)\b/i;
/** A rank below the trade's in a role title: "Apprentice Lineman", "Electrician Helper". */
const TRAINEE_RANK = new RegExp(
  String.raw`\b(?:${TRAINEE_WORDS}|extern|helper|tender|pre-?apprentice)\b`,
  "i",
);
/**
 * `closeness` with a role at none unless its own words (title, employer, lines) name the unit the
 * posting asks its years in: "Emergency Department" by "emergency", "NICU" by "NICU".
 */
function inSetting(
  closeness: (position: string, i: number) => number,
  resume: ParsedResume,
  text: string,
  setting: string,
): (position: string, i: number) => number {
  const words = contentTerms(setting).map((t) => t.term);
  const own = words.filter((w) => !GENERIC_UNIT.test(w));
  const wanted = own.length ? own : words;
  return (position, i) => {
    const spans = Object.entries(resume.meta.sources)
      .filter(([key]) => key.startsWith(`/work/${i}/`))
      .map(([, span]) => text.slice(span.start, span.end))
      .join(" ");
    const have = new Set(contentTerms(`${position} ${spans}`).map((t) => t.term));
    return wanted.every((w) => have.has(w)) ? closeness(position, i) : 0;
  };
}
/** A unit's noun that says only that it is one: "Department", "Unit", "Room". */
const GENERIC_UNIT = /^(?:depart|unit|room|ward|clinic|lab|laborator)/;

/** `closeness` with an apprentice's or trainee's role at no closeness: not at the rank asked. */
const atRank =
  (closeness: (position: string, i: number) => number) => (position: string, i: number) =>
    TRAINEE_RANK.test(position) ? 0 : closeness(position, i);

/** A title's head noun, stemmed: the last word before any comma or bracket ("Lead Technician" -> "technician"). */
function headStem(title: string): string | undefined {
  const head = title
    .split(/[,(|]/)[0]!
    .match(/\p{L}+/gu)
    ?.at(-1);
  return head && isRoleWord(head) ? stem(head) : undefined;
}

function experienceYears(
  resume: ParsedResume,
  job: ParsedJob,
  wordings: () => Map<number, number>,
) {
  const years = Math.max(0, resume.meta.totalExperienceMonths) / 12;
  const byTitle = roleSimilarity(job);
  const closeness =
    byTitle && job.title ? withRoleWording(byTitle, job.title.value, wordings) : byTitle;
  const relevant: Array<{
    i: number;
    sim: number;
    recentSim: number;
    interval?: [number, number];
  }> = [];
  const asOf = toMonth(resume.meta.asOf);
  resume.work.forEach((w, i) => {
    if (!closeness || !w.position) return;
    const sim = closeness(w.position, i);
    const interval = entryInterval(resume, i);
    // A matching title from twenty years ago says less than a current one.
    const yearsAgo = interval && asOf !== undefined ? Math.max(0, (asOf - interval[1]) / 12) : 0;
    const recency = Math.max(0.6, 1 - Math.max(0, yearsAgo - 4) * 0.03);
    relevant.push({ i, sim, recentSim: sim * recency, interval });
  });
  // A journeyman's or master's posting: an apprentice's time is in the trade, not at its rank.
  const ranked =
    closeness && job.title && ABOVE_TRAINEE_RANK.test(job.title.value)
      ? atRank(closeness)
      : closeness;
  const close = ranked ? monthsCloseTo(resume, ranked) : undefined;
  const relevantYears = close ? Math.min(years, close.months / 12) : 0;
  // The time of the roles that counted, each in full: more than the relevant years when a role
  // less close counted part of its time.
  const closeRoleYears = close ? Math.min(years, close.whole / 12) : 0;
  return { years, relevantYears, closeRoleYears, relevant, closeness, wordings };
}

/**
 * What years counted in part say of themselves: `countedInPart(8.5, 12.5)` -> " (12.5 years in
 * them, a less close role counting part of its time)", and "" when every role counted in full.
 */
function countedInPart(counted: number, inRoles: number): string {
  return round1(inRoles) > round1(counted)
    ? ` (${yearsText(round1(inRoles))} in them, a less close role counting part of its time)`
    : "";
}

/** Share of years credit earned by reaching what the posting asks; the rest by up to twice that. */
const YEARS_AT_ASK = 0.85;

/**
 * Credit for `have` years against `want`: most of it for reaching the ask, the rest for up to
 * twice the ask, so a low minimum does not make one year and ten years look the same.
 * `yearsAgainst(3, 3)` -> 0.85, `yearsAgainst(6, 3)` -> 1.
 */
function yearsAgainst(have: number, want: number): number {
  if (want <= 0) return 1;
  return YEARS_AT_ASK * clamp01(have / want) + (1 - YEARS_AT_ASK) * clamp01((have - want) / want);
}

/**
 * True when the resume has an experience section but no role could be read from it: the reader
 * failed, not the candidate, so experience and title are left unscored rather than scored zero.
 */
export function rolesUnreadable(resume: ParsedResume): boolean {
  return (
    resume.work.length === 0 &&
    resume.meta.totalExperienceMonths <= 0 &&
    resume.meta.sections.some((s) => /experience|employment|work|career/i.test(s.name))
  );
}

function experienceAndTitle(
  resume: ParsedResume,
  job: ParsedJob,
  text: string,
  mentions: SkillMention[],
  exp: ReturnType<typeof experienceYears>,
) {
  if (rolesUnreadable(resume)) {
    const note = "The experience section could not be read into roles, so this part is not scored";
    const evidence: Evidence[] = [
      {
        requirement: job.minYears ? `${job.minYears.value}+ years` : "experience",
        credit: 0,
        note,
      },
    ];
    // The headline and the wording still say which occupation the candidate is in.
    const { otherOccupation, ...fit } = titleFit(resume, job, text, mentions, exp.wordings);
    return {
      experience: { credit: 0, applicable: false, evidence },
      titleFit: fit,
      inRoles: [] as YearsInRole[],
      otherOccupation,
    };
  }
  const { years, relevantYears, relevant, closeness: postingCloseness, wordings } = exp;
  const inPart = countedInPart(relevantYears, exp.closeRoleYears);
  const target = job.minYears?.value ?? (job.seniority ? DEFAULT_YEARS[job.seniority.value] : 2);
  const requirement = job.minYears
    ? `${job.minYears.span.text.trim()} of experience`
    : `about ${yearsText(target)} (typical for the level)`;
  // The figure is the posting's own only when it names one: otherwise say where it comes from.
  const against = job.minYears
    ? `against ${target} asked`
    : job.seniority
      ? `against about ${target} typical for the level (${job.seniority.value})`
      : `against ${target} assumed (the posting names no figure)`;
  const yearsCredit = target <= 0 ? 1 : yearsAgainst(years, target);
  const relevantCredit =
    target <= 0 ? (relevantYears > 0 ? 1 : 0.5) : yearsAgainst(relevantYears, target);
  const expEvidence: Evidence[] = [
    {
      requirement,
      requirementSpan: job.minYears?.span,
      credit: round1(yearsCredit * 100) / 100,
      note: `${yearsText(round1(years))} of experience in total ${against}`,
    },
  ];
  // The role quoted as close is one whose time counted: never a quote beside "0 years".
  const best = relevant
    .filter((r) => titleWeight(r.sim) > 0 && round1(relevantYears) > 0)
    .sort((a, b) => b.recentSim - a.recentSim)[0];
  const titled = (job.experienceRequirements ?? []).filter(
    (r) => r.title && r.level === "required",
  );
  // "2+ years of line cook experience" in a Line Cook posting: one line of evidence, not two.
  const isPostingTitle = (t: string) => t.toLowerCase() === job.title?.value.toLowerCase();
  if (job.title && !titled.some((r) => isPostingTitle(r.title!))) {
    expEvidence.push({
      requirement: `experience as ${job.title.value}`,
      requirementSpan: job.title.span,
      resumeSpan: best && resume.meta.sources[`/work/${best.i}/position`],
      credit: round1(relevantCredit * 100) / 100,
      note: `${yearsText(round1(relevantYears))} in roles close to "${job.title.value}"${inPart} ${against}`,
    });
  }
  const wanted = job.title ? undefined : readJobOccupation(job).guesses[0];
  if (wanted) {
    expEvidence.push({
      requirement: `experience as ${wanted.label}`,
      resumeSpan: best && resume.meta.sources[`/work/${best.i}/position`],
      credit: round1(relevantCredit * 100) / 100,
      note: `${yearsText(round1(relevantYears))} in roles of the posting's occupation (${wanted.label}, read from its wording)${inPart} ${against}`,
    });
  }
  // "3 years as a SQL Developer": years in roles close to that title, per stated requirement.
  let roleCredit = job.title || wanted ? relevantCredit : undefined;
  const inRoles: YearsInRole[] = [];
  if (titled.length) {
    let sum = 0;
    for (const r of titled) {
      // The posting's own title is measured as the posting's occupation, like the relevant years.
      const firm = occupationsOfTitle(r.title!).filter((g) => g.weight >= FIRM_GUESS);
      // "as a credentialed technician" in a Veterinary Technician posting: a title of no
      // occupation of its own, with the posting title's head, is the posting's role.
      const head = headStem(r.title!);
      // "2 years as a journeyman" in a Journeyman Lineworker posting: a rank alone is the
      // posting's role at that rank.
      const rankOnly = job.title !== undefined && titleWords(r.title!).length === 0;
      const postingRole =
        isPostingTitle(r.title!) ||
        rankOnly ||
        (!firm.length && head !== undefined && job.title && head === headStem(job.title.value));
      const anyCloseness =
        postingRole && postingCloseness
          ? postingCloseness
          : withRoleWording(closenessTo(r.title!, firm), r.title!, wordings);
      // An intern's, extern's, apprentice's or helper's time is no time as the role asked ("2
      // years as a journeyman", "Journeyman Pipefitter": not "Apprentice Pipefitter"), unless the
      // role asked is a trainee's.
      const ranked = !TRAINEE_RANK.test(r.title!) ? atRank(anyCloseness) : anyCloseness;
      // "as an RN in an Emergency Department": only roles whose own words name the unit.
      const closeness = r.setting ? inSetting(ranked, resume, text, r.setting) : ranked;
      const close = monthsCloseTo(resume, closeness);
      const have = Math.min(years, close.months / 12);
      const part = countedInPart(have, Math.min(years, close.whole / 12));
      const bestAt =
        close.best && titleWeight(close.best.sim) > 0 && round1(have) > 0
          ? close.best.i
          : undefined;
      const credit = r.value <= 0 ? 1 : yearsAgainst(have, r.value);
      sum += credit;
      inRoles.push({ title: r.title!, asked: r.value, years: round1(have), span: r.span });
      expEvidence.push({
        requirement: `${yearsText(r.value)} as ${r.title}`,
        requirementSpan: r.span,
        resumeSpan:
          bestAt !== undefined ? resume.meta.sources[`/work/${bestAt}/position`] : undefined,
        credit: round1(credit * 100) / 100,
        note: `${yearsText(round1(have))} in roles close to "${r.title}"${r.setting ? ` in the ${r.setting}` : ""}${part} against ${r.value} asked`,
      });
    }
    roleCredit = sum / titled.length;
  }
  // Years of other work show a working life, not this work: short of the time asked in the role,
  // the years outside close roles earn half of their share.
  const inRole = years > 0 ? relevantYears / years : 1;
  const otherWork =
    roleCredit !== undefined
      ? 0.5 + 0.5 * Math.max(clamp01(roleCredit / YEARS_AT_ASK), clamp01(inRole))
      : 1;
  if (otherWork < 1) {
    const total = expEvidence[0]!;
    total.credit = round1(yearsCredit * otherWork * 100) / 100;
    // Said only where it shows: "counted at 100%" would say nothing was taken.
    const share = Math.round(otherWork * 100);
    if (share < 100)
      total.note += `, counted at ${share}% (too few of them in roles close to the posting's)`;
  }
  const experience = {
    credit:
      roleCredit !== undefined ? 0.5 * yearsCredit * otherWork + 0.5 * roleCredit : yearsCredit,
    applicable: true,
    evidence: expEvidence,
  };

  const { otherOccupation, ...fit } = titleFit(resume, job, text, mentions, wordings);
  return { experience, titleFit: fit, inRoles, otherOccupation };
}

/**
 * Occupation & title fit: the resume's titles and wording read as occupations against the
 * posting's, or, for titles the occupation model does not know, the closest title by its words;
 * plus seniority.
 */
function titleFit(
  resume: ParsedResume,
  job: ParsedJob,
  text: string,
  mentions: SkillMention[],
  wordings: () => Map<number, number>,
) {
  const asOfMonth = toMonth(resume.meta.asOf);
  // A journeyman's or master's posting: an apprentice's or helper's title is the trade's, not at
  // its rank, and stands for nothing of it.
  const ranked = job.title !== undefined && ABOVE_TRAINEE_RANK.test(job.title.value);
  const titles = readResumeTitles(resume, text, (i) => {
    const interval = entryInterval(resume, i);
    return interval && asOfMonth !== undefined
      ? Math.max(0, (asOfMonth - interval[1]) / 12)
      : undefined;
  }).map((t) => (ranked && TRAINEE_RANK.test(t.title) ? { ...t, recency: 0, belowRank: true } : t));
  const occ = occupationFit(
    job,
    titles,
    resume,
    text,
    mentions.map((m) => m.span),
  );
  const titleEvidence: Evidence[] = [...occ.evidence];
  let titleCredit = 0;
  let hasTitlePart = occ.evidence.length > 0;
  let bestWords = 0;
  if (job.title) {
    let sim = 0;
    let via: ResumeTitle | undefined;
    // "Lead Technician" at a pest control firm, its lines the posting's work: as close as the
    // years it counts say (`withRoleWording`).
    const jobTitle = job.title.value;
    const byWork = withRoleWording((p) => titleSimilarity(jobTitle, p), jobTitle, wordings);
    for (const t of titles) {
      const words =
        t.workIndex !== undefined
          ? byWork(t.title, t.workIndex)
          : titleSimilarity(jobTitle, t.title);
      const s = words * t.recency * (t.span ? 1 : 0.8);
      if (s > sim) {
        sim = s;
        via = t;
      }
    }
    if (sim > occ.titleCredit && via) {
      titleEvidence.unshift({
        requirement: job.title.value,
        requirementSpan: job.title.span,
        resumeSpan: via.span,
        credit: round1(sim * 100) / 100,
        note: `Closest title: "${via.title}"`,
      });
    } else if (!titles.length) {
      titleEvidence.unshift({
        requirement: job.title.value,
        requirementSpan: job.title.span,
        credit: 0,
        note: "No past job title found",
      });
    }
    titleCredit = TITLE_SHARE * Math.max(sim, occ.titleCredit) + (1 - TITLE_SHARE) * occ.textCredit;
    bestWords = sim;
    hasTitlePart = true;
  } else titleCredit = occ.credit;
  if (job.seniority) {
    const gap = SENIORITY_RANK[job.seniority.value] - SENIORITY_RANK[resume.meta.seniority];
    const fit = clamp01(1 - Math.max(0, gap) / 3);
    titleEvidence.push({
      requirement: `${job.seniority.value} level`,
      requirementSpan: job.seniority.span,
      credit: round1(fit * 100) / 100,
      note: `Candidate reads as ${resume.meta.seniority}; the job asks for ${job.seniority.value}`,
    });
    titleCredit = hasTitlePart ? 0.8 * titleCredit + 0.2 * fit : fit;
  }
  return {
    credit: titleCredit,
    applicable: Boolean(hasTitlePart || job.seniority),
    evidence: titleEvidence,
    // Another occupation, unless the words of a title are close to the posting's own.
    otherOccupation: bestWords < SAME_WORDS_TITLE ? occ.otherOccupation : undefined,
  };
}
/** A title this close in words to the posting's is not said to be another occupation. */
const SAME_WORDS_TITLE = 0.5;

/**
 * Whether a high-school level was read from a programme past school ("Dental Assisting
 * Certificate", "Medical Assistant Diploma"), not from a school diploma: the note says so rather
 * than call the certificate a high-school diploma.
 */
const pastSchool = (
  have: { level: EducationLevel; span?: SourceSpan },
  resume: ParsedResume,
  text: string,
) => {
  if (have.level !== "high-school" || !have.span) return false;
  // The entry the level was read from, with its school ("Diploma - Hilliard Davidson High School").
  const entry = resume.education.find(
    (_, i) => resume.meta.sources[`/education/${i}/studyType`]?.start === have.span!.start,
  );
  return !SCHOOL_DIPLOMA.test(`${lineOf(text, have.span)} ${entry?.institution ?? ""}`);
};
const SCHOOL_DIPLOMA =
  /\b(?:high[\s-]?school|secondary|GED|HSED|HSE|A[\s-]levels?|baccalaureate|12th|grade\s+12)\b/i;
// ---------------------------------------------------------------------------
// Education, certifications, relevance

function educationComponent(
  resume: ParsedResume,
  job: ParsedJob,
  text: string,
  skillMatches: SkillMatch[],
  mentions: SkillMention[],
  layout: CredentialLayout,
) {
  const evidence: Evidence[] = [];
  let eduCredit: number | undefined;
  if (job.education) {
    const read = highestDegree(resume, text);
    // A degree still in progress is said, and counts as none yet.
    const have = read?.inProgress ? undefined : read;
    const asked = EDUCATION_RANK[job.education.value];
    const gap = asked - (have ? EDUCATION_RANK[have.level] : 0);
    // A master's is half a PhD's schooling, not half an MD's: a professional doctorate asked is
    // met by it alone.
    const halfway = gap === 1 && !job.education.professional;
    eduCredit = gap <= 0 ? 1 : halfway ? 0.5 : have ? 0.25 : 0;
    // The level met, the field is compared: a bachelor's in Graphic Design is not "BSN required".
    const fields = job.education.fields;
    const field =
      have && gap <= 0 && fields
        ? compareFields(resume, text, fields, (level) => EDUCATION_RANK[level] >= asked)
        : undefined;
    if (field?.kind === "other") eduCredit = fields!.orRelated ? 0.75 : 0.5;
    if (job.education.level === "preferred") eduCredit = 0.5 + eduCredit / 2;
    const askedFields =
      fields && orList([...fields.names, ...(fields.orRelated ? ["a related field"] : [])]);
    // The field is said of the degree quoted: the highest, or else the one in the field.
    const ofField = field && field.kind !== "unread" ? field : undefined;
    const fieldSaid =
      ofField &&
      `${ofField.level === have?.level ? "" : `; ${ofField.level}`}, in ${ofField.field}${
        ofField.kind === "other" ? `; the posting asks for ${askedFields}` : ""
      }`;
    evidence.push({
      requirement: `${job.education.value} degree${askedFields ? ` in ${askedFields}` : ""}`,
      requirementSpan: job.education.span,
      resumeSpan: ofField?.level === have?.level ? (ofField?.span ?? read?.span) : read?.span,
      credit: eduCredit,
      note: have
        ? `Highest degree found: ${have.level}${pastSchool(have, resume, text) ? "; a certificate or diploma past school shows school finished" : ""}${fieldSaid ?? ""}`
        : read
          ? `No completed degree found; ${read.level} in progress`
          : "No degree found",
    });
  }
  let certTotal = 0;
  let certGot = 0;
  // "SHRM-CP or PHR": one requirement met by either; the best reading stands for the group.
  for (const group of alternativeGroups(job)) {
    const w = group[0]!.level === "required" ? 1 : 0.5;
    certTotal += w;
    const read = group.map((c) =>
      readCertification(c, job.text, text, resume.meta.asOf, mentions, skillMatches, layout),
    );
    const best = read.reduce((a, b) => (b.credit > a.credit ? b : a));
    certGot += w * best.credit;
    if (best.credit > 0) evidence.push(best);
    else evidence.push(...read);
  }
  const certCredit = certTotal ? certGot / certTotal : undefined;
  // Short courses alone (CPR, a food handler's card) are no education to weigh: a hire takes them
  // in a day, and the required skills already count them.
  const shortOnly = job.certifications.every((c) => NO_HOLD_CREDENTIAL.test(c.value));
  if (eduCredit === undefined && (certCredit === undefined || shortOnly))
    return { credit: 0, applicable: false, evidence };
  const credit =
    eduCredit !== undefined && certCredit !== undefined
      ? 0.6 * eduCredit + 0.4 * certCredit
      : (eduCredit ?? certCredit ?? 0);
  return { credit, applicable: true, evidence };
}

/** `orList(["Accounting", "Finance", "a related field"])` -> "Accounting, Finance or a related field". */
function orList(items: string[]): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`
    : (items[0] ?? "");
}

/**
 * The posting's certifications, those it offers as alternatives ("SHRM-CP or PHR", "PE license or
 * EIT") in one group. `alternativeGroups(job)` -> [[SHRM-CP, PHR], [CPR]].
 */
function alternativeGroups(job: ParsedJob): ParsedJob["certifications"][] {
  const sorted = [...job.certifications].sort((a, b) => a.span.start - b.span.start);
  const groups: ParsedJob["certifications"][] = [];
  sorted.forEach((c, i) => {
    const prev = sorted[i - 1];
    const between = prev && job.text.slice(prev.span.end, c.span.start);
    // "CHRM … – required; HSMAI Certified Revenue Management Executive (CRME) will be considered
    // as equivalent": the one named after is accepted in the first one's place.
    const accepted =
      between !== undefined &&
      between.length <= 200 &&
      !/\n/.test(between) &&
      ACCEPTED_INSTEAD_AFTER.test(job.text.slice(c.span.end, c.span.end + 60));
    if (
      between !== undefined &&
      (ALTERNATIVE.test(between) || LISTED_FORMS.test(between) || accepted)
    )
      groups.at(-1)!.push(c);
    else groups.push([c]);
  });
  return groups;
}
/**
 * After a credential, a colon and its forms, the last offered with "or": "Board certification as
 * a nurse executive: Nurse Executive (NE-BC) or … (NEA-BC) from the … (ANCC), or" a credential
 * named next, another form of the same.
 */
const LISTED_FORMS = /^[ \t]*:[^\n.;:\u2022]{0,200}\b[Oo][Rr][ \t]+(?:an?[ \t]+|the[ \t]+)?$/;
/** After a credential: it is accepted in another's place ("will be considered as equivalent"). */
const ACCEPTED_INSTEAD_AFTER =
  /^[ \t]*(?:\([^()\n]{1,60}\)[ \t]*)?(?:designation[ \t]+|certification[ \t]+)?(?:(?:will|may|can)[ \t]+(?:also[ \t]+)?be[ \t]+(?:considered|accepted)[ \t]+(?:as[ \t]+)?(?:an?[ \t]+)?(?:equivalent|in[ \t]+lieu|instead|alternative)|(?:will|may)[ \t]+also[ \t]+be[ \t]+(?:considered|accepted)\b|(?:is|are)[ \t]+(?:also[ \t]+)?acceptable\b|(?:is[ \t]+)?(?:also[ \t]+)?accepted[ \t]+(?:as[ \t]+(?:an?[ \t]+)?(?:equivalent|alternative)|in[ \t]+lieu|instead))/i;
/** A body's name: capitalised words and the small words between them. */
const BODY_NAME = String.raw`\p{Lu}[\p{L}-]*(?:\s+(?:\p{Lu}[\p{L}-]*|of|on|for|and|&))*`;
/**
 * Between two alternatives: "or", "or an", "/", with the brackets and commas around them ("RN
 * license (or LPN license)"), and the form number of the second ("6-20 All-Lines Adjuster license
 * (or 5-20 Company Adjuster license)"); a bracket alone before a credential's own initials
 * ("… certification (ABOC)"); the body that grants the first, and the body's initials before the
 * second ("CPOA through the AOA Commission on Paraoptometric Certification, or JCAHPO COA",
 * "(COA) credential issued by IJCAHPO (International Joint Commission …) OR a"); the
 * tests the first covers in brackets ("ASE Master Transit Bus Technician certification (H2–H8) OR
 * ASE Master Medium-Heavy Truck Technician"); the specialty or standard after the first ("CLS
 * license – Generalist, OR Clinical Microbiologist license", "Tester certification – ASSE
 * Standard 5110 or ABPA Backflow Tester certification"); the
 * kind of paper after the first's initials and the second's name spelled before its own ("CPA)
 * license or Certified Internal Auditor (CIA"); the first's parts after dashes and the second as the
 * former paper ("QQI Level 6 Advanced Certificate – Craft – Electrical (or the former FÁS/SOLAS
 * National Craft Certificate"), or after a comma ("…, the earlier FÁS National Craft Certificate").
 */
const ALTERNATIVE = new RegExp(
  String.raw`^\)?(?:\s*\((?:or\s+(?:higher|above)|[\p{Lu}\d][\p{L}\d]*(?:[\u2013\u2014,-][ \t]*[\p{Lu}\d][\p{L}\d]*){0,4})\))?(?:(?:\s+(?:credential|certification|certificate|license|licence|registration))?(?:\s+(?:issued|granted|awarded|administered)\s+(?:by|through)|\s+(?:through|from|by))\s+(?:the\s+)?${BODY_NAME}(?:\s*\((?:\p{Lu}{2,8}|[^()\n]{1,100})\))?)?(?:[ \t]*[-\u2013\u2014][ \t]*\p{Lu}[\p{L}-]*(?:[ \t]+(?:\p{Lu}[\p{L}-]*|\d[\w.-]*)){0,2}){0,3}(?:[ \t]*\([^()\n]{1,30}\))?[\s,()]*(?:(?:license|licence|certification|certificate|credential|designation|registration)[\s,]*)?(?:\b[Oo][Rr]\b|\/)\s*(?:[Aa]s\s+)?(?:[Aa]n?\s+|[Tt]he\s+)?(?:(?:former|earlier|previous|older|legacy|equivalent)\s+)?\(?\s*(?:[\p{L}\d]*\d[\p{L}\d]*(?:-[\p{L}\d]+)*\s+|\p{Lu}{2,8}(?:\s+|\/)|(?:\p{Lu}[\p{L}'-]*\s+(?:(?:in|of|for|on|and|&)\s+)?){1,6}\(\s*)?$|^[ \t]*\([ \t]*$|^[^\n;\u2022]{0,80},[ \t]*(?:or[ \t]+)?(?:the[ \t]+)?(?:former|earlier|previous|older)[ \t]+(?:\p{Lu}{2,8}(?:[ \t]+|\/))?$`,
  "u",
);

/**
 * One certification read in the resume: by its name, another name, its key words or a skill; a
 * name with its own initials ("Educational Staff Associate (ESA) Certificate") by those too.
 */
function readCertification(
  c: ParsedJob["certifications"][number],
  posting: string,
  text: string,
  asOf: string,
  mentions: SkillMention[],
  skillMatches: SkillMatch[],
  layout: CredentialLayout,
): Evidence {
  const readAs = (value: string) =>
    readCertificationAs({ ...c, value }, posting, text, asOf, mentions, skillMatches, layout);
  const read = readAs(c.value);
  // Its own initials: spelled by the words before them ("MLS(ASCP)" names a body's), perhaps
  // with words the posting writes before the name ("National Registry of Emergency Medical
  // Technicians (NREMT) certification").
  const initials =
    /\s\(([A-Z][A-Z\d-]{1,7}|(?=[\w-]*[A-Z][\w-]*[A-Z])[A-Z][A-Za-z\d-]{1,7})\)\s+(\S+)$/.exec(
      c.value,
    );
  const spelledBefore = initials
    ? `${posting.slice(Math.max(0, c.span.start - 40), c.span.start)}${c.value.slice(0, initials.index)}`
    : "";
  if (
    read.credit > 0 ||
    !initials ||
    !spellsOwnInitials(spelledBefore.split(/[\u2022;:]/).at(-1)!, initials[1]!) ||
    NOT_HELD_NOTE.test(read.note)
  )
    return read;
  const short = `${initials[1]} ${initials[2]}`;
  const byInitials = readAs(short);
  if (byInitials.credit <= read.credit && !NOT_HELD_NOTE.test(byInitials.note)) return read;
  return {
    ...byInitials,
    requirement: c.value,
    note: `${c.value}${byInitials.note.slice(short.length)}`,
  };
}

/**
 * Whether every word in the entry `e` for the role credential `value` licenses names someone
 * else: "working under a certificated mechanic's supervision" holds no FAA Mechanic Certificate.
 */
function roleOfOthers(text: string, e: { start: number; end: number }, value: string): boolean {
  const role = certificationName(value)
    .split(/\s+/)
    .reverse()
    .find((w) => isRoleWord(w.toLowerCase()));
  return role !== undefined && writtenOnlyAsOthers(text, e, [role], "gi");
}

/**
 * Whether the entry `e` writes any of `words` (as a regex with `flags` finds them), and every
 * place it does names someone else's ("under a certificated mechanic's supervision").
 */
function writtenOnlyAsOthers(
  text: string,
  e: { start: number; end: number },
  words: string[],
  flags: string,
): boolean {
  const spots = words.flatMap((w) => [
    ...text.slice(e.start, e.end).matchAll(new RegExp(`\\b${escapeRegExp(w)}\\b`, flags)),
  ]);
  return (
    spots.length > 0 &&
    spots.every((m) => heldByOthers(text, e.start + m.index, e.start + m.index + m[0].length))
  );
}

/**
 * A licence its line says is another's: "under his license", "on the owner's licence". The
 * pronoun may be masked out of the text, "under license" is left.
 */
const OTHERS_LICENCE =
  /\b(?:under|on|using|through)[ \t]+(?:(?:his|her|their)?[ \t]*|(?:the|an?)[ \t]+(?:[\p{L}-]+[ \t]+){0,2}?[\p{L}-]+['\u2019]s[ \t]+)licen[cs]e\b/iu;

/**
 * Whether every place the entry `e` writes the initials of credential `value` names someone else:
 * "Competency Assessment – completed with BCBA assessor" holds no BCBA certification.
 */
const initialsOfOthers = (text: string, e: { start: number; end: number }, value: string) =>
  writtenOnlyAsOthers(
    text,
    e,
    value.split(/\s+/).filter((w) => /^\p{Lu}[\p{Lu}\d-]+$/u.test(w)),
    "g",
  );

/** A status in words that the credential is not held: "not yet registered", "no … license". */
const SAID_NOT_HELD = /\b(?:not|no|never)\b/i;
/** A note that says why a credential is not held: sought, expired or lapsed. */
const NOT_HELD_NOTE = /sought|expired|lapsed/;

/**
 * Whether the letters of `initials` are the first letters of capitalised words of `name`, in a
 * row: "ESA" of "State Educational Staff Associate", "LBS1" of "Learning Behavior Specialist I".
 */
function spellsOwnInitials(name: string, initials: string): boolean {
  const letters = initials.replace(/[^\p{Lu}]/gu, "");
  const firsts = (name.match(/\p{Lu}[\p{L}'-]*/gu) ?? []).map((w) => w[0]).join("");
  return letters.length >= 2 && firsts.includes(letters);
}

function readCertificationAs(
  c: ParsedJob["certifications"][number],
  posting: string,
  text: string,
  asOf: string,
  mentions: SkillMention[],
  skillMatches: SkillMatch[],
  layout: CredentialLayout,
): Evidence {
  // By its name, or by another name of the same credential ("Certified Public Accountant" for CPA),
  // or by its own words on a line that names a credential ("Security Guard Registration").
  // "Israeli Registered Nurse licence": the country is read as a state is, not as the name's.
  const national = nationalName(c.value);
  const byName =
    findCertification(text, c.value, layout) ??
    (national !== c.value && /\s/.test(national)
      ? findCertification(text, national, layout)
      : undefined);
  const licence =
    /\blicen[sc]e\b/i.test(c.value) ||
    credentialOf(certificationSkillId(c.value) ?? "") === "licence";
  // A state's licence: the entry that names the state asked, else one that names another.
  const asked = PERSONAL_LICENCE.test(c.value) ? [] : statesAsked(posting, c.span);
  // By its words: the first entry that holds it, else the first that names it ("currently
  // enrolled in the SRO upgrade class" in the summary; "NRC Reactor Operator License – Active"
  // below, held).
  const heldEntry = (e: { start: number; end: number; line: string }) =>
    !soughtEntry(text, e, c.value) &&
    !anotherCredentialsWords(e.line, certificationSkillId(c.value), c.value) &&
    // "CKA – none": the entry says it is not held.
    !NONE_STATUS.test(e.line) &&
    // "Practising Certificate Tōmua\n(provisional)": a lesser class of it.
    !LESSER_CLASS_AFTER.test(text.slice(e.end, e.end + 40)) &&
    !roleOfOthers(text, e, c.value) &&
    !initialsOfOthers(text, e, c.value) &&
    // "Saddle horses in the head trainer's absence (under his license)": another's licence.
    !(OTHERS_LICENCE.test(e.line) && !withinRanges(layout.listed, e)) &&
    // "… and I do not hold the State Fire Training\nFire Marshal certification.": a sentence
    // wrapped onto the entry's line says so before it; not a list's entry, a line of its own.
    (withinRanges(layout.listed, e) || !notHeldAt(text, e.start, e.end)) &&
    !namedAsSchooling(text, e, c.value) &&
    !studiedAt(layout, e, licence);
  const byWords = findCertificationByWords(text, c.value, layout, heldEntry);
  // Said to be not held or worked toward, not only a course named for it ("Teach Lifeguarding
  // courses").
  const soughtByName =
    byName?.sought !== undefined &&
    (soughtLine(byName.sought.text) ||
      // "40-Hour RBT Training (Relias) – completed": the course named on the entry's own line.
      (byWords !== undefined &&
        text.lastIndexOf("\n", byName.start) === text.lastIndexOf("\n", byWords.start)));
  // "2nd Class Engineer license": another name of the credential ("Boiler license", "3rd Class
  // Engineer License") meets it only on a line of that rank or higher.
  const ranks = designatorsOf(c.value).filter((d) => d.ranked);
  const ofRank = (span: { start: number; end: number } | undefined) =>
    span !== undefined && ranks.every((d) => d.test(lineOf(text, span)));
  const ofItsRank = ranks.length ? mentions.filter((m) => ofRank(m.span)) : mentions;
  // Not the name said not held, read as a skill's: "not yet NEC-registered".
  const heldMentions = byName?.sought
    ? ofItsRank.filter((m) => m.span.end <= byName.start || m.span.start >= byName.end)
    : ofItsRank;
  const firstRead =
    (byName &&
    !byName.sought &&
    !studiedAt(layout, byName, licence) &&
    !inEmployerName(layout, byName)
      ? byName
      : undefined) ??
    otherNameOf(text, c.value, heldMentions) ??
    // "Registered Professional Appraiser (RPA) — not yet": named as not held, it is not held
    // where other words spell its initials ("Course 101 … Real Property Appraisal") or most of
    // its name ("Epic Ambulatory Credentialed Trainer" for the Ambulatory certification).
    (byWords && heldEntry(byWords) && !soughtByName ? byWords : undefined) ??
    (soughtByName ? undefined : spelledCertification(text, c.value)) ??
    byOwnInitials(posting, c, text, layout) ??
    (soughtByName ? undefined : byInitialsOfName(text, c.value));
  // "RMI Registered Nurse license: NOT yet issued" beside a Philippine one, for a licence "issued
  // by the RMI Nursing Board": the one of the place asked is said not held.
  const notHeldThere = firstRead && issuerSaidNotHeld(posting, c, text, layout, firstRead);
  const first = notHeldThere ? undefined : firstRead;
  // A state's licence: the place that names the state asked; else, with the state's named only as
  // not held yet ("Ohio license: not yet applied"), not held; else one naming another state.
  const state = asked.length
    ? readForState(asked, c.value, text, heldMentions, first, layout)
    : undefined;
  const named = state ? state.place : first;
  const soughtInState = state?.sought;
  // Named, but valid only through a date that has passed: "ACLS - AHA, exp. 11/2025".
  const lapsed = named ? expiredBy(text, named, asOf) : undefined;
  // Named at a lesser grade than the posting's: "Samoa Institute of Accountants (SIA) –
  // Provisional Member" for a full member.
  const lesser = named && !lapsed ? lesserGrade(text, named, posting, c.span) : undefined;
  const found = lapsed || lesser ? undefined : named;
  // Not by its name, the skills may read it under another ("Cardiopulmonary resuscitation" for
  // CPR) or through a related one (Basic Life Support): the same reading, the same credit.
  const bySkill =
    found || soughtInState || notHeldThere
      ? undefined
      : skillOfCertification(c.value, skillMatches);
  const skill =
    bySkill &&
    (!ranks.length || ofRank(bySkill.evidence)) &&
    !(bySkill.evidence && namesAnotherKind(text, c.value, bySkill.evidence))
      ? bySkill
      : undefined;
  // "Florida 6-20 Adjuster License" for a Texas licence: the same credential, another state's.
  const elsewhere = found ? state?.elsewhere : undefined;
  const credit = elsewhere ? OTHER_STATE_CREDIT : found ? 1 : (skill?.credit ?? 0);
  // Named, but only as a goal: "Pursuing CPA certification", "CPA (in progress)".
  const sought =
    found || skill
      ? undefined
      : (lapsed ??
        lesser ??
        notHeldThere ??
        byName?.sought ??
        soughtInState ??
        // Not a line that names another's licence: that says nothing of the résumé's.
        (byWords && !OTHERS_LICENCE.test(byWords.line) && !initialsOfOthers(text, byWords, c.value)
          ? { start: byWords.start, end: byWords.end, text: byWords.line }
          : undefined) ??
        // "Colegio de Contadores Públicos y Auditores de Guatemala – …\nStatus: inactive": the
        // initials written out, said not held.
        spelledNotHeld(text, c.value) ??
        skillMatches.find((m) => m.sought && m.skill.id === certificationSkillId(c.value))?.sought);
  return {
    requirement: c.value,
    requirementSpan: c.span,
    resumeSpan: found
      ? { start: found.start, end: found.end, text: text.slice(found.start, found.end) }
      : (skill?.evidence ?? sought),
    credit: round1(credit * 100) / 100,
    note: elsewhere
      ? `${c.value}: ${otherStateNote(elsewhere, lineOf(text, found!))}`
      : found
        ? `${c.value}: found${found.asWritten ? ` as "${found.asWritten}"` : ""}`
        : skill
          ? matchNote(c.value, skill)
          : sought
            ? `${c.value}: ${soughtNote(sought)}`
            : `${c.value}: not found`,
  };
}

/**
 * The entry where the résumé names the credential as not held, on a line that names the issuer
 * the posting asks it of by its initials ("issued by the RMI Nursing Board" and "RMI Registered
 * Nurse license: NOT yet issued"), while the line of the one it holds names no such issuer.
 */
function issuerSaidNotHeld(
  posting: string,
  c: ParsedJob["certifications"][number],
  text: string,
  layout: CredentialLayout,
  held: { start: number; end: number },
): SourceSpan | undefined {
  const item = /^[^\n\u2022\u00b7;]*/.exec(posting.slice(c.span.end, c.span.end + 200))![0];
  const own = new Set(c.value.match(/\p{Lu}{2,6}/gu) ?? []);
  const issuers = (item.match(/(?<![\p{L}\d])\p{Lu}{2,6}(?![\p{L}\d])/gu) ?? []).filter(
    (w) => !own.has(w),
  );
  if (!issuers.length) return undefined;
  const names = (line: string) =>
    issuers.some((w) => new RegExp(`(?<![\\p{L}\\d])${w}(?![\\p{L}\\d])`, "u").test(line));
  if (names(lineOf(text, held))) return undefined;
  let said: SourceSpan | undefined;
  for (const e of certificationLinesByWords(text, c.value, layout)) {
    if (!names(e.line)) continue;
    // Another entry of the issuer's, held: "SACQSP – PrQS, registered May 2018 (Candidate QS …)".
    if (!soughtEntry(text, e, c.value) || !NOT_ISSUED.test(e.line)) return undefined;
    said ??= { start: e.start, end: e.end, text: e.line };
  }
  return said;
}
/**
 * Words that say a paper is not held yet: "NOT yet issued", "awaiting review", "exam scheduled",
 * "OSCE booked"; not a past stage ("Candidate QS 2015 – 2018").
 */
const NOT_ISSUED =
  /\bnot[ \t]+(?:yet\b|held|issued|granted|registered|licensed|certified|obtained|admitted)|\b(?:pending|awaiting|scheduled|booked|expected|in[ \t]+progress|working[ \t]+towards?|under[ \t]+review)\b/i;

/**
 * A grade of a body's membership below the one asked, written after the body's name on its line:
 * "(SIA) – Provisional Member", "(OrdEM) – Membro Estagiário", "Student Member". A graduate's,
 * associate's or affiliate's grade is lesser only where the posting asks a full, chartered or
 * corporate member; no grade is lesser where the posting names it itself. Returns the line's words
 * from the name to the grade.
 */
function lesserGrade(
  text: string,
  named: { start: number; end: number },
  posting: string,
  asked: SourceSpan,
): SourceSpan | undefined {
  const rest = text.slice(named.end, lineBounds(text, named).end);
  const grade = LESSER_GRADE.exec(rest.split(";")[0]!);
  if (!grade) return undefined;
  const word = (grade[1] ?? grade[2])!;
  const wanted = posting.slice(Math.max(0, asked.start - 40), asked.end + 40);
  if (new RegExp(`\\b${word}\\b`, "iu").test(wanted)) return undefined;
  if (LOWER_GRADE.test(word) && !FULL_GRADE.test(wanted)) return undefined;
  const end = named.end + grade.index + grade[0].length;
  return { start: named.start, end, text: text.slice(named.start, end) };
}
/** A grade of membership: "Provisional Member", "Membro Estagiário", "Graduate member". */
const LESSER_GRADE =
  /^[^\n]{0,40}?\b(provisional|student|trainee|probationary|graduate|associate|affiliate|estagi[áa]ri[oa]|stagiaire|aspirant)\s+(?:member|membro|membre|miembro)\b|^[^\n]{0,40}?\b(?:member|membro|membre|miembro)\s+(estagi[áa]ri[oa]|stagiaire|provisional|student|trainee)\b/iu;
/** Grades that are lesser only than a full one: "Graduate Member" may be what a posting asks. */
const LOWER_GRADE = /^(?:graduate|associate|affiliate)$/i;
/** The posting asks a full grade: "Full member of", "Chartered Member", "Membro Efectivo". */
const FULL_GRADE = /\b(?:full|chartered|corporate|fellow|efectiv[oa]|efetiv[oa]|titular)\b/i;

/**
 * Where the resume names a credential the posting asks for in `asked` states: the first place
 * that names one of them; else, when a clause names one of them only as not held yet, none (and
 * that clause as `sought`); else the first place naming another state, as `elsewhere`; else the
 * first place found. Places: `first`, the credential's mentions and its entries by words.
 */
function readForState(
  asked: string[],
  value: string,
  text: string,
  mentions: SkillMention[],
  first: { start: number; end: number; asWritten?: string } | undefined,
  layout: CredentialLayout,
): {
  place?: { start: number; end: number; asWritten?: string };
  sought?: SourceSpan;
  elsewhere?: { asked: string[]; held: string[] };
} {
  const id = certificationSkillId(value);
  const places = [
    ...(first ? [first] : []),
    ...mentions.filter((m) => m.id === id).map((m) => m.span),
    ...[...certificationLinesByWords(text, value, layout)].filter(
      (e) => !soughtEntry(text, e, value) && !namedAsSchooling(text, e, value),
    ),
  ];
  const { own, other } = placesByState(text, places, asked);
  // "California: NOT yet admitted. Registered with the State Bar of California": the line that
  // names the state asked says it is not held there.
  const ownLineSays = own && soughtOnLine(text, own, asked, value);
  if (own && !ownLineSays) return { place: own };
  if (ownLineSays) return { sought: ownLineSays };
  const sought = soughtStateLicence(text, asked, value);
  if (sought) return { sought };
  if (other) return { place: other.place, elsewhere: { asked, held: other.held } };
  return { place: first };
}

/** `soughtStateLicence` read on the line of `place` only, its span in `text`. */
function soughtOnLine(
  text: string,
  place: { start: number; end: number },
  asked: string[],
  value: string,
): SourceSpan | undefined {
  const start = text.lastIndexOf("\n", place.start - 1) + 1;
  const said = soughtStateLicence(lineOf(text, place), asked, value);
  return said && { start: start + said.start, end: start + said.end, text: said.text };
}

/**
 * After a credential's name, its exam, a part of it or its prep course, perhaps after three words
 * of which part ("CSR dictation/transcription (skills) exam", "SE Vertical Forces component").
 */
const EXAM_AFTER =
  /^[\s)\u2013\u2014-]*(?:(?:(?:[\p{L}-]+(?:\/[\p{L}-]+)?|\(\p{L}+\))\s+){0,3}?(?:exams?|examinations?|review|prep|written|(?:knowledge|skills?)[ \t]+tests?|checkride|practical[ \t]+test|CTP|component|module|assessments?)\b|(?:part|section|paper)[ \t]+(?:[IVX]{1,3}|\d)\b)/iu;
/** After a credential's name: a course that prepares for its exam ("exam review course"). */
const EXAM_COURSE_AFTER =
  /^[\s-]*(?:(?:exams?|examinations?)[\s-]+)?(?:review|prep|preparation|study)\b/i;

/**
 * A credential the posting names by words and by its own initials beside them (`initialsBeside`),
 * held where the résumé writes the initials: "certification as a Neonatal Nurse Practitioner
 * (NNP-BC)" as "NNP-BC", "Certified Member of the Institute (CMI) – Property Tax designation" as
 * "CMI – Property Tax". Initials the taxonomy gives to another credential (CMI, a medical
 * interpreter's) are this one's only on a line that writes a word of it ("Property Tax",
 * "Installer").
 */
function byOwnInitials(
  posting: string,
  c: ParsedJob["certifications"][number],
  text: string,
  layout: CredentialLayout,
): { start: number; end: number; asWritten?: string } | undefined {
  const initials = initialsBeside(posting, c.span.start, c.span.end);
  if (!initials || initials === c.value) return undefined;
  const other = findSkill(initials);
  const anothers = other !== undefined && other.id !== certificationSkillId(c.value);
  // The words of the name, and of the part after a spaced dash ("(CMI) – Property Tax").
  const scope = /^\s*[\u2013\u2014-]\s+((?:\p{Lu}[\p{L}-]*\s+){1,3})/u.exec(
    posting.slice(c.span.end, c.span.end + 40),
  )?.[1];
  const own = new Set(
    (`${c.value} ${scope ?? ""}`.match(/\p{L}{4,}/gu) ?? [])
      .filter(
        (w) => !CREDENTIAL_QUALIFIER.test(w) && !CREDENTIAL_WORD.test(w) && !BODY_WORD.test(w),
      )
      .map((w) => stem(w.toLowerCase())),
  );
  // Each place the initials are written, until one is this credential's: earlier ones blanked,
  // places kept.
  let rest = text;
  for (let i = 0; i < 6; i++) {
    const found = findCertification(rest, initials, layout);
    if (!found) return undefined;
    // Named as sought, it is not held, wherever else it is written.
    if (found.sought) return undefined;
    const line = lineOf(text, found);
    const words = (line.match(/\p{L}{4,}/gu) ?? []).map((w) => stem(w.toLowerCase()));
    if (
      // Alone on a line of a list headed as credentials, the posting's own initials are this
      // credential, its issuer in another column ("AGACNP-BC" / "American Nurses Credentialing
      // Center"); not "CMI (Spanish), National Board of … Medical Interpreters".
      (!anothers ||
        words.some((w) => own.has(w)) ||
        (withinRanges(layout.listed, found) &&
          lettersOnly(line) === lettersOnly(text.slice(found.start, found.end)))) &&
      !bodysEventOnly(c.value, line)
    )
      return found;
    rest = rest.slice(0, found.end).replace(/[^\n]/g, " ") + rest.slice(found.end);
  }
  return undefined;
}
/** Letters and figures only: "AGACNP-BC " -> "AGACNPBC". */
const lettersOnly = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, "");
/**
 * A credential the posting writes out in three words or more, held where the résumé writes only
 * their initials, with a status or a credential's word beside them: "Annual Practising
 * Certificate" as "APC current to 31 March 2027".
 */
function byInitialsOfName(
  text: string,
  value: string,
): { start: number; end: number; asWritten: string } | undefined {
  const words = value.replace(/^(?:current|active|valid)\s+/i, "").split(/\s+/);
  if (words.length < 3 || !words.every((w) => /^\p{Lu}\p{Ll}/u.test(w))) return undefined;
  const initials = words.map((w) => w[0]).join("");
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d])${initials}(?![\\p{L}\\d])`, "gu"))) {
    const at = { start: m.index, end: m.index + initials.length };
    const line = lineOf(text, at);
    if (!HELD_BESIDE.test(line) && !CREDENTIAL_WORD.test(line)) continue;
    if (saidNotHeld(text, at)) continue;
    return { ...at, asWritten: initials };
  }
  return undefined;
}
/** Whether the credential written at `at` is said sought, lapsed, not held or someone else's. */
const saidNotHeld = (text: string, at: { start: number; end: number }) =>
  Boolean(
    soughtAt(text, at.start, at.end) ||
      lapsedAt(text, at.start, at.end) ||
      notHeldAt(text, at.start, at.end) ||
      heldByOthers(text, at.start, at.end),
  );
/** A status that says a paper is held: "current to 2027", "valid until", "active". */
const HELD_BESIDE = /\b(?:current|valid|active|expires?|renewed)\b/i;

/** Words of a body's name, which every credential of it shares: "Institute", "Association". */
const BODY_WORD =
  /^(?:institute|association|society|board|council|college|academy|international|national|american|certified|member)$/i;

/**
 * A credential named by an acronym, written out in the resume: "NATE certification" as "North
 * American Technician Excellence" (across a line break in a narrow column too).
 */
function spelledCertification(
  text: string,
  value: string,
): { start: number; end: number; asWritten: string } | undefined {
  const name = certificationName(value);
  // Two initials only for a body's register or membership: "Ordem dos Enfermeiros" for "OE
  // registration".
  if (!/^\p{Lu}{3,6}$/u.test(name) && !(/^\p{Lu}{2}$/u.test(name) && MEMBERSHIP_ASKED.test(value)))
    return undefined;
  const at = spelledOutAsItself(text, name);
  if (
    !at ||
    saidNotHeld(text, at) ||
    // "American College of Medical Scribe Specialists": a body's name, not the credential's;
    // unless the body's register or membership is what is asked ("NMBA registration").
    (BODY_BEFORE.test(text.slice(Math.max(0, at.start - 30), at.end)) &&
      !MEMBERSHIP_ASKED.test(value))
  )
    return undefined;
  // Three initials are spelled by chance more often ("Corporate Planning Associate"): only on a
  // line that names a credential.
  if (name.length < 4 && !CREDENTIAL_WORD.test(lineOf(text, at))) return undefined;
  return { start: at.start, end: at.end, asWritten: at.text.replace(/\s+/g, " ") };
}

/** Where a credential's initials are written out as its name and said not held, what says so. */
function spelledNotHeld(text: string, value: string): SourceSpan | undefined {
  const name = certificationName(value);
  if (!/^\p{Lu}{2,6}$/u.test(name)) return undefined;
  const at = spelledOutAsItself(text, name);
  if (!at) return undefined;
  const said = soughtAt(text, at.start, at.end) ?? lapsedAt(text, at.start, at.end);
  return said && { start: at.start, end: said.end, text: text.slice(at.start, said.end) };
}

/**
 * `acronym` spelled out in `text` as its own name, not the start of a longer one: "Certified
 * Bench Jeweler Technician (CBJT)" spells no CBJ.
 */
function spelledOutAsItself(text: string, acronym: string): SourceSpan | undefined {
  const at = spelledOut(text, acronym);
  return at && !longerName(text.slice(at.end, at.end + 30)) ? at : undefined;
}

/**
 * Initials of a body written out as its name, not said to be no member of it: "ABIM" in
 * "American Board of Internal Medicine – Sleep Medicine"; not "CSP" in "Board of Certified Safety
 * Professionals" (the credential's words, not the body's initials) nor "CMSS" in "American College
 * of Medical Scribe Specialists" (part of a name), nor "Not a member of the Association of Bridal
 * Consultants".
 */
function bodyWrittenOut(text: string, acronym: string): boolean {
  const at = spelledOut(text, acronym);
  return Boolean(
    at &&
      BODY_NAMED.test(at.text) &&
      // The whole name: not "College of Medical Scribe Specialists" of "American College of …".
      !/\p{Lu}[\p{L}&'-]*[ \t]+$/u.test(text.slice(0, at.start)) &&
      !NOT_BEFORE.test(text.slice(Math.max(0, at.start - 40), at.start)),
  );
}
const NOT_BEFORE = /\b(?:not|no|never|non)\b[^.;:\n]*$/i;

/** After a credential's name, a person's or a level's word that makes it another's name ("… Technician"). */
function longerName(after: string): boolean {
  const word = /^[ \t]+(\p{Lu}\p{Ll}+)\b/u.exec(after)?.[1];
  return (
    word !== undefined &&
    ((AGENT_NOUN.test(word) && looksLikeRole(word)) || LEVEL_STEMS.has(stem(word.toLowerCase())))
  );
}

/** The initials spelled out as a body's name: "… College of Medical Scribe Specialists". */
const BODY_BEFORE = new RegExp(`${BODY_OF}[\\s\\w]*$`, "i");

/** The taxonomy id of the skill a certification names ("CPR Certification" -> CPR's), if any. */
export const certificationSkillId = (value: string) => {
  const bare = withoutQualifiers(value);
  // "Israeli Registered Nurse licence": without its country, a credential the taxonomy knows; not
  // "Social Work England registration" as social work.
  const national = nationalName(bare);
  const credential = (name: string) => {
    const skill = findSkill(name);
    return skill && credentialOf(skill.id) ? skill : undefined;
  };
  const id = (
    findSkill(certificationName(value)) ??
    findSkill(bare) ??
    findSkill(certificationName(bare)) ??
    (national !== bare
      ? (credential(national) ?? credential(certificationName(national)))
      : undefined)
  )?.id;
  // "Chemistry endorsement": a subject's endorsement of a licence, not the subject.
  return id && /\bendorsement$/i.test(value) && !credentialOf(id) ? undefined : id;
};
/** "Active Michigan Occupational Therapist license" -> "Occupational Therapist license". */
const withoutQualifiers = (value: string) =>
  withoutStateNames(
    value
      .split(/\s+/)
      .filter((w) => !/^(?:active|current|valid|unrestricted|full|state)$/i.test(w))
      .join(" "),
  )
    .replace(/\s+/g, " ")
    .trim();

/**
 * Whether a resume line names a known credential and not `id`: the posting's example of a
 * credential ("Paramedic certification (AZDHS)") on "Arizona EMT Certification (AZDHS)" names the
 * issuer of another one.
 */
function namesOtherCredential(line: string, id: string): boolean {
  const named = credentialsNamed(line);
  return named.length > 0 && !named.includes(id);
}

/**
 * The ids of the credentials a résumé entry names. Every certification of a posting reads the
 * same entries, so they are kept for the next (a few hundred at most).
 */
function credentialsNamed(entry: string): string[] {
  let ids = CREDENTIALS_NAMED.get(entry);
  if (!ids) {
    ids = extractSkills(entry)
      .filter((m) => credentialOf(m.id))
      .map((m) => m.id);
    if (CREDENTIALS_NAMED.size >= 500) CREDENTIALS_NAMED.clear();
    CREDENTIALS_NAMED.set(entry, ids);
  }
  return ids;
}
const CREDENTIALS_NAMED = new Map<string, string[]>();

/** The resume's mention of the credential under another of its names. */
function otherNameOf(
  text: string,
  value: string,
  mentions: SkillMention[],
): { start: number; end: number; asWritten: string } | undefined {
  const id = certificationSkillId(value);
  const m = id
    ? mentions.find((x) => x.id === id && !namesAnotherKind(text, value, x.span))
    : undefined;
  return m && { start: m.span.start, end: m.span.end, asWritten: m.span.text };
}

/**
 * Whether the words at `span` write a category of their own where the credential is a combined
 * one: "Category C licence" or "category C (July 2026)" for a "Category C+E licence". (A single
 * class may be met by another: a "CDL Class A" holds what a Class B asks.)
 */
function namesAnotherKind(
  text: string,
  value: string,
  span: { start: number; end: number },
): boolean {
  const combined = designatorsOf(value).filter((d) => d.word.includes("+"));
  const named = text.slice(Math.max(0, span.start - 12), span.end);
  return (
    combined.length > 0 && DESIGNATED_WORD.test(named) && !combined.every((d) => d.test(named))
  );
}

/** The posting's skill that is this certification, when the resume shows it (exactly or related). */
function skillOfCertification(value: string, matches: SkillMatch[]): SkillMatch | undefined {
  const id = certificationSkillId(value);
  return id
    ? matches.find((m) => (m.alternative ?? m.skill.id) === id && m.match !== "missing")
    : undefined;
}

/** A credential's name without the kind of paper or how it holds: "Tennessee PA" of "Active Tennessee PA license". */
const certificationName = (value: string) =>
  value
    .replace(OR_HIGHER, "")
    .replace(
      /\s+(certification|certificate|certified|license|licence|endorsement|designation|registration|membership)$/i,
      "",
    )
    .replace(/^(?:(?:active|current|valid|unrestricted|full)\s+)+(?=\S)/i, "")
    .trim();

/** "(or higher)", which the posting reader adds to a credential of a class it lets a higher meet. */
const OR_HIGHER = /\s*\(or higher\)$/;

/** Relevance raw values sit well below 1 even for strong fits; this maps a strong fit near 1. */
const RELEVANCE_SCALE = 1.8;

/**
 * How much of the posting's wording the résumé shares, from the text with the person's data
 * masked. A term of the posting written only in what was masked ("1090 Vienna, Austria" in the
 * header) is not said to be missing: the résumé does write it.
 */
function relevanceComponent(job: ParsedJob, text: string, unmasked = text) {
  const r = textRelevance(job.text, text);
  const writes = (term: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, "iu").test(unmasked);
  const evidence: Evidence[] = [
    ...r.matched.slice(0, 6).map((m) => ({
      requirement: m.term,
      resumeSpan: m.span,
      credit: 1,
      note: `Shares the job's term "${m.span.text}"`,
    })),
    ...firstFour(r.missing, (m) => !writes(m.jobSpan.text)).map((m) => ({
      requirement: m.jobSpan.text,
      requirementSpan: m.jobSpan,
      credit: 0,
      note: `The job mentions "${m.jobSpan.text}"; the resume does not`,
    })),
  ];
  return { credit: clamp01(r.value * RELEVANCE_SCALE), applicable: true, evidence };
}

/** The first four items of `items` that pass `keep`, testing no further. */
function firstFour<T>(items: T[], keep: (item: T) => boolean): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === 4) break;
    if (keep(item)) kept.push(item);
  }
  return kept;
}

/** A text for resumes given without one: every field the scorer reads, one per line. */
export function resumeToText(r: ParsedResume): string {
  const lines: string[] = [];
  if (r.basics.label) lines.push(r.basics.label);
  if (r.basics.summary) lines.push(r.basics.summary);
  for (const w of r.work) {
    lines.push([w.position, w.name].filter(Boolean).join(", "));
    if (w.summary) lines.push(w.summary);
    lines.push(...w.highlights);
  }
  for (const e of r.education) lines.push([e.studyType, e.area].filter(Boolean).join(" "));
  for (const s of r.skills) lines.push(`${s.name}: ${s.keywords.join(", ")}`);
  for (const c of r.certificates) lines.push(c.name);
  for (const p of r.projects)
    lines.push(
      [p.name, p.description, ...p.highlights, p.keywords.join(", ")].filter(Boolean).join("\n"),
    );
  return lines.join("\n");
}

/**
 * Where the resume names certification `value` as whole words: "CIA" is not in "social", "EIT"
 * not in "neither", "PE license" not in "experience". A name that starts with an acronym ("RN
 * license", "CDL Class A") must be written in capitals; other names match in any case.
 */
/** Words of a credential's name that say where or how it holds, not what it is. */
const CREDENTIAL_QUALIFIER =
  /^(?:state|national|valid|current|active|unrestricted|full|and|or|of|the|a|an|in|with|board|certification|certificate|certified|license|licence|licensed|registration|registered|credential|card|permit|endorsement|endorsements|endorsed|designation|class|grade|level)$/i;
/**
 * A line that names a credential held; in Spanish or Portuguese too ("Matrícula de Abogada").
 * Tested on many lines per résumé: no Unicode flag, which made it four times slower.
 */
const CREDENTIAL_WORD =
  /\b(?:licen[sc]e[ds]?|registrations?|registered|certif\w*|CoCs?|permits?|cards?|endorsements?|endorsed|credentials?|NVQ|SVQ|BTEC)\b|\b(?:Lic|Cert|Reg)\.?\s*(?:No\.?|#)|\b(?:matr[íi]cula(?:d[oa])?|colegiad[oa]|colegiatura|tarjeta\s+profesional|licencia|licen[çc]a|c[ée]dula\s+(?:profesional|profissional))(?![a-zà-ÿ])/i;
/**
 * Whether the line of `span` says a credential near it (within 30 characters), not one it is
 * without: "Licensed Pharmacist", "Pharmacist (registered 2015)"; not "graduate pharmacist
 * (working under the supervision of the licensed owner)", nor "pharmacist (non-licensed)".
 */
function credentialWordBeside(text: string, span: { start: number; end: number }): boolean {
  const line = lineBounds(text, span);
  const near = text
    .slice(Math.max(line.start, span.start - 30), Math.min(line.end, span.end + 30))
    .replace(WITHOUT_CREDENTIAL, " ");
  return CREDENTIAL_WORD.test(near);
}
/** "non-licensed", "unregistered", "not yet certified". */
const WITHOUT_CREDENTIAL =
  /\b(?:non|un)-?(?:licen[sc]ed|registered|certified)\b|\bnot\s+(?:yet\s+)?(?:licen[sc]ed|registered|certified)\b/gi;
/** The sentence of its line that `span` stands in. */
function sentenceOf(text: string, span: { start: number; end: number }): string {
  const line = lineBounds(text, span);
  const before = text.slice(line.start, span.start);
  const after = text.slice(span.end, line.end);
  const from = Math.max(...[...before.matchAll(/[.!?]\s+/g)].map((m) => m.index + m[0].length), 0);
  const to = after.search(/[.!?](?:\s|$)/);
  return `${before.slice(from)}${text.slice(span.start, span.end)}${to < 0 ? after : after.slice(0, to)}`;
}

/**
 * Whether a credential's word stands within two words before or after `[start, end)` on its line,
 * in the same sentence: "Board certified in audiology", "Endorsements: Chemistry (6–12), Physics",
 * "Credential™ – Preschool"; not "endorsement is in progress — Praxis Chemistry".
 */
function besideCredentialWord(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end);
  const before = text.slice(lineStart, start);
  const after = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  const close = (gap: string) =>
    !/[.;!?]/.test(gap) && gap.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length <= 2;
  const last = [...before.matchAll(CREDENTIAL_WORDS)].at(-1);
  if (last && close(before.slice(last.index + last[0].length))) return true;
  const next = CREDENTIAL_WORD.exec(after);
  return Boolean(next && close(after.slice(0, next.index)));
}
const CREDENTIAL_WORDS = new RegExp(CREDENTIAL_WORD.source, "gi");
const STATE_WORDS = new Set(Object.values(US_STATES).flatMap((s) => s.toLowerCase().split(" ")));

/**
 * A credential written out in other words, on one line that names a credential: "Washington State
 * Dental Hygienist license" in "Registered Dental Hygienist - Washington State Department of
 * Health, License No. DH.6099"; "Security guard license" in "Security Guard Registration". The
 * place and the kind of paper are not needed, the words that say what it is are.
 */
function findCertificationByWords(
  text: string,
  value: string,
  layout: CredentialLayout = NO_LAYOUT,
  held?: (entry: { start: number; end: number; line: string }) => boolean,
): { start: number; end: number; asWritten?: string; line: string } | undefined {
  // With `held`: the first entry that holds it, else the first that names it.
  let first: ReturnType<typeof findCertificationByWords>;
  for (const entry of certificationLinesByWords(text, value, layout)) {
    first ??= entry;
    if (!held || held(entry)) return entry;
  }
  return first;
}

/**
 * Work said not to be had: "No transit bus experience", "without hands-on exposure", "No sea
 * service in command as Master to date" (the rank it was not had as too).
 */
const NO_EXPERIENCE_OF =
  /\b(?:no|without|lack(?:ing)?)[ \t]+(?:[\p{L}-]+[ \t]+){0,3}?(?:experience|exposure|service|sea[ \t]+time)\b(?:[ \t]+(?:in|on|aboard)[ \t]+[\p{L}-]+)?(?:[ \t]+as[ \t]+(?:an?[ \t]+)?[\p{L}-]+)?/giu;

/** A licence's number right after a board's name: "– License No. OR-OD 2931", ", Lic. #4411". */
const LICENCE_NUMBER_AFTER =
  /^[ \t]*[-\u2013\u2014,:]?[ \t]*(?:licen[cs]e|lic\.?)[ \t]*(?:no\.?|#|number)/i;

/** A paper a body registers or licenses, which no course gives: "IRCA Lead Auditor registration". */
const REGISTERED_PAPER = /\b(?:registration|licen[cs]e|licensure|designation)\b/i;
/** An entry that says it is certified, not only a course taken. */
const CERTIFIED_PAPER = /\bcertifi(?:ed|cation)\b/i;
/** An entry that says its paper is registered or licensed, not only a course taken. */
const REGISTERED_HELD = new RegExp(
  String.raw`\b(?:registered|licensed)\b|${REGISTERED_PAPER.source}`,
  "i",
);
/** Whether an entry names a person's role: "Trainee", "Technician", "Operator". */
const namesARole = (entry: string) =>
  (entry.match(/\p{L}+/gu) ?? []).some((w) => isRoleWord(w.toLowerCase()));
/** A word for a person by what they do: "Applicator", "Inspector", "Technician". */
const AGENT_NOUN = /\p{Ll}(?:or|er|ist|ian)s?$/u;

/** "Board of Certified Safety Professionals", "National Board for Certified Counselors": a body. */
const BODY_NAMED = new RegExp(BODY_OF, "i");
const BODY_NAMES = new RegExp(
  // On its line, ending its part of the entry: not "Oregon Board of Dentistry Radiologic
  // Proficiency Certificate", a credential named for its body.
  String.raw`${BODY_OF}(?:[ \t]+the)?(?:[ \t]+(?:\p{Lu}[\p{L}&'-]*|of|and|&|in|for))+(?=[ \t]*(?:[,;()\n\u2013\u2014]|[ \t]-[ \t]|$))`,
  "gu",
);
/** Every credential entry of the resume that names `value` by its words, in order. */
function* certificationLinesByWords(
  text: string,
  value: string,
  { listed, headings }: CredentialLayout = NO_LAYOUT,
): Generator<{ start: number; end: number; asWritten?: string; line: string }> {
  // "California Structural Engineer (SE) license": the name's own initials in brackets are the
  // name again; an entry writes either ("California Structural Engineer, S 6418").
  const own = /^(.*?)\s*\(([A-Z][A-Z\d-]{1,7})\)/.exec(value);
  const unbracketed =
    own && spellsOwnInitials(own[1]!, own[2]!) ? value.replace(`(${own[2]})`, " ") : value;
  const all = unbracketed
    .replace(OR_HIGHER, "")
    .split(/[\s/]+/)
    .map((w) => w.replace(/['’]s$/, "").replace(/[^\p{L}\p{N}&+-]/gu, ""));
  const designators = designatorsOf(value);
  // The words after a spaced dash that ends the name: its scope ("– Arena", "– Professional").
  const scopePart = /\s[\u2013\u2014-]\s+([^\u2013\u2014]+)$/.exec(unbracketed)?.[1] ?? "";
  const scope = new Set(
    (scopePart.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => stem(w)),
  );
  // "National Board Certified Teacher": a credential named for its board keeps the board's name,
  // or any "Teacher endorsement" would hold it. So does a board's certification in a specialty,
  // which a board's name writes ("American Board of Internal Medicine – Certified"), not another
  // body's paper in it ("NCCPA Certificate of Added Qualifications – Emergency Medicine").
  const specialtyBoard = SPECIALTY_BOARD.test(value);
  const board = /\bNational\s+Board\b/.test(value) || specialtyBoard;
  const words = all.filter(
    (w) =>
      /[\p{L}\p{N}]/u.test(w) &&
      ((board && /^(?:National|Board)$/.test(w)) ||
        (!CREDENTIAL_QUALIFIER.test(w) && !STATE_WORDS.has(w.toLowerCase()))),
  );
  // "ICC Commercial Building Inspector (B2)": a long name read without its body's initials, which
  // résumés often leave out ("Commercial Building Inspector (B2) — 2020"); not two names offered
  // as alternatives ("CNMT or ARRT Nuclear Medicine Technology").
  if (words.length > 4 && /^\p{Lu}{2,6}$/u.test(words[0]!) && !/\bor\b/i.test(value)) words.shift();
  // A class and its figure ("Class 2") are one mark of the name, not two more words of it.
  const marks = words.filter(
    (w, k) => DESIGNATED.test(w) || (k > 0 && DESIGNATED.test(words[k - 1]!) && DESIGNATOR.test(w)),
  ).length;
  if (!words.length || words.length - marks / 2 > 4 || !words.some((w) => w.length >= 3)) return;
  const wanted = words.map((w) => ({
    stem: stem(w),
    acronym: /^\p{Lu}{3,6}$/u.test(w) ? w : "",
    role: isRoleWord(w.toLowerCase()),
    agent: AGENT_NOUN.test(w) && looksLikeRole(w),
    // The board's name is never a filler: "National Louis University" is no National Board.
    body: board && /^(?:National|Board)$/.test(w),
  }));
  const lines: Array<{ start: number; text: string }> = [];
  let at = 0;
  for (const line of text.split("\n")) {
    lines.push({ start: at, text: line });
    at += line.length + 1;
  }
  // A line of a section headed as credentials names one without the word ("ASE Brakes (A5)").
  const listOf = (i: number) =>
    listed.findIndex(([start, end]) => lines[i]!.start >= start && lines[i]!.start < end);
  const inList = (i: number) => listOf(i) >= 0;
  // "TEXAS EDUCATOR CERTIFICATION" over "Standard Certificate – Mathematics": the heading's own
  // words (not "Licenses", not a state's) belong to each entry under it.
  const headingWords = listed.map(
    ([, , heading]) =>
      new Set(
        (heading.match(/[\p{L}\p{N}&+-]+/gu) ?? [])
          .filter(
            (w) =>
              !CREDENTIAL_WORD.test(w) &&
              !CREDENTIAL_QUALIFIER.test(w) &&
              !STATE_WORDS.has(w.toLowerCase()),
          )
          .map((w) => stem(w.toLowerCase())),
      ),
  );
  const ranked = designators.some((d) => d.ranked);
  // A body's membership or register asked: a member's line names it ("… – member No. 9418").
  const memberLine = (line: string) => MEMBERSHIP_ASKED.test(value) && MEMBER_WORD.test(line);
  for (let i = 0; i < lines.length; i++) {
    if (!CREDENTIAL_WORD.test(lines[i]!.text) && !inList(i) && !memberLine(lines[i]!.text))
      continue;
    // A credential wrapped in a narrow column: the line before it when that names no credential
    // of its own, ends no entry and heads no section ("Environmental Protection Agency" above
    // "Section 608 Technician Certification -", not "Skills"), and the lines after one that
    // breaks off ("-", "of", "&").
    let from = i;
    const before = lines[i - 1];
    const prev = before?.text.trim() ?? "";
    if (
      prev &&
      // A bulleted line opens an entry of its own.
      !/^\s*[-\u2013\u2022*\u25aa\u25cf]\s/.test(lines[i]!.text) &&
      !CREDENTIAL_WORD.test(prev) &&
      !headings.has(before!.start + before!.text.indexOf(prev)) &&
      !ENDS_ENTRY.test(prev) &&
      !isHeadingLine(prev)
    )
      from = i - 1;
    let to = i;
    while (to + 1 < lines.length && BREAKS_OFF.test(lines[to]!.text) && lines[to + 1]!.text.trim())
      to++;
    const first = lines[from]!;
    const last = lines[to]!;
    // "Teacher Certification — Preschool (not Lead Teacher)": words said not to be held are not.
    const original = text.slice(first.start, last.start + last.text.length);
    // "Associate Safety Professional (ASP), Board of Certified Safety Professionals": the body's
    // name names no credential held, unless the credential asked is named for its body.
    const entry = original
      .replace(NOT_HELD_BRACKET, (m) => " ".repeat(m.length))
      .replace(BODY_NAMED.test(value) || specialtyBoard ? /$^/ : BODY_NAMES, (m, at: number) =>
        // "Oregon Board of Optometry – License No. OR-OD 2931": the board's licence by its number,
        // in the field the board's name says; "American Board of Internal Medicine – Sleep
        // Medicine" for "ABIM certification": the body the credential is named for, by its name.
        LICENCE_NUMBER_AFTER.test(original.slice(at + m.length, at + m.length + 24)) ||
        wanted.some(
          (w) =>
            w.acronym &&
            bodyWrittenOut(original.slice(Math.max(0, at - 30), at + m.length), w.acronym),
        )
          ? m
          : " ".repeat(m.length),
      );
    const notHeld = new Set(
      [...original.matchAll(NOT_HELD_BRACKET)].flatMap((m) =>
        (m[0].toLowerCase().match(/[\p{L}\p{N}&+-]+/gu) ?? []).map(stem),
      ),
    );
    // "PTR Instructor – Professional Tennis Registry": initials the entry writes, spelled out
    // beside them, are one name, whose words hold no other word of the credential's.
    let plain = entry;
    for (const w of wanted) {
      if (!w.acronym || !new RegExp(`\\b${w.acronym}\\b`).test(entry)) continue;
      const at = spelledOut(entry, w.acronym);
      if (at)
        plain = plain.slice(0, at.start) + " ".repeat(at.end - at.start) + plain.slice(at.end);
    }
    // "No transit bus experience yet": words said not to be had hold no credential's.
    plain = plain.replace(NO_EXPERIENCE_OF, (m) => " ".repeat(m.length));
    const have = new Set((plain.toLowerCase().match(/[\p{L}\p{N}&+-]+/gu) ?? []).map(stem));
    const headed = headingWords[listOf(i)] ?? new Set<string>();
    // One word ("Chemistry endorsement") only in a list of credentials or beside a word that
    // names one.
    if (
      wanted.length === 1 &&
      !inList(i) &&
      ![...entry.matchAll(/[\p{L}\p{N}&+-]+/gu)].some(
        (m) =>
          stem(m[0].toLowerCase()) === wanted[0]!.stem &&
          besideCredentialWord(entry, m.index, m.index + m[0].length),
      ) &&
      !(wanted[0]!.acronym && bodyWrittenOut(entry, wanted[0]!.acronym))
    )
      continue;
    // "UK MCA CoC": a seafarer's Certificate of Competency by its initials.
    if (/\bCoCs?\b/.test(entry)) for (const w of ["competency", "competence"]) have.add(stem(w));
    // Initials with their dots: "U.S." is the "US" of "U.S. Customs Broker License".
    for (const m of entry.matchAll(/(?<![\p{L}.])(?:\p{L}\.){2,}/gu))
      have.add(stem(m[0].replace(/\./g, "").toLowerCase()));
    // Initials joined by a hyphen: "CC-ABO" writes the "ABO" of "ABO Continuing Certification",
    // "D-ABFT-FT" (a diplomate's) the "ABFT" of "ABFT certification"; not "NON-CDL".
    for (const m of plain.matchAll(
      /(?<![\p{L}-])(?!(?:NON|NO|EX)-)(?=[\p{Lu}-]*\p{Lu}{3})\p{Lu}+(?:-\p{Lu}+)+(?![\p{L}-])/gu,
    ))
      for (const part of m[0].split("-")) have.add(stem(part.toLowerCase()));
    // Two words of the name written as one ("Power Plant" as "Powerplant"): both are there.
    for (let k = 0; k + 1 < words.length; k++)
      if (have.has(stem(`${words[k]}${words[k + 1]}`.toLowerCase()))) {
        have.add(wanted[k]!.stem);
        have.add(wanted[k + 1]!.stem);
      }
    // An acronym may be written out: "EPA" as "Environmental Protection Agency".
    // "Class II" asked, "Class III" held: the designator's check, not its word, says.
    let roots: Set<string> | undefined;
    const entryRoots = () => {
      roots ??= rootsOf(have);
      return roots;
    };
    // A person's word is met by a person's word: "Pesticide Application Technician" is no
    // "Pesticide Applicator", though both stem to "applic".
    // "TABC Seller-Server": a hyphened name is a person's word whole, and each of its parts.
    const agents = new Set(
      (entry.match(/\p{L}+(?:-\p{L}+)*/gu) ?? [])
        .flatMap((w) => (w.includes("-") ? [w, ...w.split("-")] : [w]))
        .filter((w) => AGENT_NOUN.test(w))
        .map((w) => stem(w.toLowerCase())),
    );
    const heldHere = (w: (typeof wanted)[number]) =>
      (have.has(w.stem) && (!w.agent || agents.has(w.stem))) ||
      // The field for its practitioner: "Landscape Architecture" for "Landscape Architect",
      // "Orthotics" for "Orthotist".
      (w.stem.length >= ROOT &&
        entryRoots().has(w.stem.slice(0, ROOT)) &&
        !fieldOfAnotherRole(entry, w.stem.slice(0, ROOT))) ||
      (w.acronym !== "" && spelledOutAsItself(entry, w.acronym) !== undefined) ||
      designators.some((d) => d.word.toLowerCase() === w.stem && d.test(entry));
    // "member No. 9418" holds a body's "membership".
    const held = (w: (typeof wanted)[number]) =>
      heldHere(w) || headed.has(w.stem) || (w.stem === MEMBERSHIP_STEM && memberLine(entry));
    // Three words or more may miss one ("EPA Section 608 Universal" as "EPA 608 Universal").
    const missed = wanted.filter((w) => !held(w));
    const missing = missed.length;
    // "Matrícula de Buzo Mariscador Intermedio" for "Matrícula de Buzo Comercial", "Yachtmaster
    // Coastal" for "Yachtmaster Offshore": another capitalised word written where the missed one stands, beside
    // the name's word held next to it, names another grade or kind, not the same paper.
    const entryWords = [...plain.matchAll(/[\p{L}\p{N}&+-]+/gu)];
    const writtenInPlace = (w: (typeof wanted)[number]) => {
      const k = wanted.indexOf(w);
      return (
        [
          [wanted[k - 1], 1],
          [wanted[k + 1], -1],
        ] as const
      ).some(
        ([next, side]) =>
          next !== undefined &&
          entryWords.some((e, j) => {
            const beside = entryWords[j + side];
            const other = beside?.[0];
            // Beside it in one phrase, with only a space between.
            const [a, b] = side === 1 ? [e, beside] : [beside, e];
            return (
              stem(e[0].toLowerCase()) === next.stem &&
              other !== undefined &&
              /^[ \t]+$/.test(plain.slice(a!.index + a![0].length, b!.index)) &&
              /^\p{Lu}\p{Ll}/u.test(other) &&
              // "EPA Sec. 609", "DMRE South Africa": the missed word short or in another form.
              !w.stem.startsWith(other.toLowerCase().slice(0, 4)) &&
              // "Epic Ambulatory Certified": a word of how it is held is no other kind.
              !CREDENTIAL_WORD.test(other) &&
              !CREDENTIAL_QUALIFIER.test(other) &&
              !wanted.some((x) => x.stem === stem(other.toLowerCase()))
            );
          }),
      );
    };
    // The word missed may be a filler ("Section"), never what tells credentials apart: a class or
    // grade ("CDL Class A" is no "CDL Class B"), or the role it licenses ("Clinical Laboratory
    // Trainee License" is no Clinical Laboratory Technologist's).
    const fillerMissed = missed.every(
      (w) =>
        w.stem.length >= 3 &&
        // "ETCP Certified Rigger – Arena": the part after the name's dash says which one.
        !scope.has(w.stem) &&
        !/\d/.test(w.stem) &&
        // An ordinal rank: "Engineer Officer in Charge of a Watch" is no "Second Engineer Officer".
        !/^(?:first|second|third|fourth|fifth)/.test(w.stem) &&
        !writtenInPlace(w) &&
        !notHeld.has(w.stem) &&
        // The role may go unsaid beside the ranked class the posting asks, in an entry that names
        // no other role: "Wastewater Collection – Class 3" for a Collection Operator's.
        (!w.role || (ranked && designators.every((d) => d.test(entry)) && !namesARole(entry))) &&
        !w.body &&
        // A level missed where the entry writes another ("– Associate" for "– Professional"), or
        // a trainee's word ("Apprentice-in-Training certificate" for the Professional certificate).
        !(
          LEVEL_STEMS.has(w.stem) &&
          ([...have].some((h) => h !== w.stem && LEVEL_STEMS.has(h)) || TRAINEE_WORD_IN.test(entry))
        ) &&
        // The person's word missed where the entry writes a level: "ACI Concrete Flatwork
        // Associate" is no "ACI Concrete Flatwork Finisher".
        !(
          w.agent && [...have].some((h) => LEVEL_STEMS.has(h) && !wanted.some((x) => x.stem === h))
        ),
    );
    if (
      // Read without its initials, the name is read whole: "Licensed Social Worker (LSW)" is no
      // "Licensed Clinical Social Worker (LCSW)".
      (missing === 0 ||
        (wanted.length >= 3 && missing === 1 && fillerMissed && unbracketed === value)) &&
      wanted.some(heldHere) &&
      // A board's specialty is placed by its own check below ("Family and Community Medicine").
      (specialtyBoard ||
        wordsTogether(
          entry,
          wanted.filter(
            (w) => have.has(w.stem) && !designators.some((d) => d.word.toLowerCase() === w.stem),
          ),
        )) &&
      designators.every((d) => d.test(entry))
    ) {
      // "move up to a paramedic role once I'm licensed": held only in the future; "Registered
      // Apprentice, Funeral Director and Embalmer": an entry that opens as a trainee's.
      if (
        HELD_LATER.test(entry) ||
        TRAINEE_ENTRY.test(entry) ||
        (LESSER_PAPER.test(entry) && !LESSER_PAPER.test(value))
      )
        continue;
      if (specialtyBoard && !boardOfSpecialty(entry, value)) continue;
      // "Assist licensed journeyman plumbers": the words name someone else's credential. Where
      // its first word stands, when written ("Perform inspections under … a licensed NC home
      // inspector": "home", not "inspections").
      const entryWords = [...entry.matchAll(/[\p{L}\p{N}&+-]+/gu)];
      const firstWord = nameStart(
        entryWords,
        wanted.filter((w) => have.has(w.stem)),
      );
      // "Licensed Master's Social Worker" for a Licensed Clinical Social Worker, "NCCCO
      // Articulating Boom Crane Operator" for an NCCCO Mobile Crane Operator: the word missed
      // stands where the entry writes another, so it names another credential.
      const after =
        missing === 1
          ? wanted.slice(wanted.indexOf(missed[0]!) + 1).find((w) => have.has(w.stem))
          : undefined;
      if (after) {
        // Missed before every word found, the entry's first word of the name; else the entry's
        // word of the name that comes next after it.
        const lead = wanted.findIndex((w) => have.has(w.stem)) === wanted.indexOf(after);
        const first = entryWords.find((m) =>
          lead
            ? wanted.some((w) => have.has(w.stem) && stem(m[0].toLowerCase()) === w.stem)
            : stem(m[0].toLowerCase()) === after.stem,
        );
        const word = /(\p{L}+)(?:['\u2019]s)?\s+$/u.exec(entry.slice(0, first?.index ?? 0))?.[1];
        if (
          word &&
          // A capitalised word, not a body's initials ("Florida DOH Radiologic Technologist").
          /^\p{Lu}\p{Ll}/u.test(word) &&
          !all.some((w) => stem(w.toLowerCase()) === stem(word.toLowerCase())) &&
          !CREDENTIAL_QUALIFIER.test(word) &&
          !STATE_WORDS.has(word.toLowerCase())
        )
          continue;
      }
      if (firstWord && heldByOthers(entry, firstWord.index ?? 0)) continue;
      // "I do not hold a California POST Basic Certificate", "– NOT currently licensed as a
      // California Structural Engineer" (read in the entry as written, its "not" not blanked).
      if (firstWord && notHeldAt(original, firstWord.index ?? 0, firstWord.index ?? 0)) continue;
      // "stamped by licensed Professional Engineers": the name in the plural is people.
      if (firstWord && namesPeople(entry.slice(firstWord.index), all, wanted)) continue;
      // "Certified Nursing Assisting" for a Registered Nurse: the words name the assisting role.
      const fromName = firstWord && entry.slice(firstWord.index);
      const nameEnd = fromName ? lastWordOfName(fromName, wanted) : undefined;
      if (fromName && nameEnd && namesAssistingRole(fromName, nameEnd, wanted)) continue;
      // "Class II Water Supply exam review course": the exam or a course for it, not the credential.
      const lastHeld =
        fromName &&
        lastWordOfName(
          fromName,
          wanted.filter((w) => have.has(w.stem)),
        );
      // "ATP Multi-Engine knowledge test (ATM) – passed", "ATP CTP – completed": its exam or
      // course, passed or not, is not the certificate.
      const afterName =
        fromName && lastHeld && fromName.slice((lastHeld.index ?? 0) + lastHeld[0].length);
      // An exam still to pass stays, to be said to be sought.
      if (
        afterName &&
        (EXAM_COURSE_AFTER.test(afterName) ||
          (EXAM_AFTER.test(afterName) && !soughtLine(entry)) ||
          // "Lead Auditor course – passed" is no Lead Auditor registration or licence;
          // "Newborn Care Specialist foundational course – completed" no Certified Newborn Care
          // Specialist, a title given for an exam (a trade's course card may be its certificate).
          (REGISTERED_PAPER.test(value) &&
            /\b(?:course|training)\b/i.test(entry) &&
            !REGISTERED_HELD.test(entry)) ||
          (/\bCertified\s+\p{Lu}/u.test(value) &&
            /\bcourse\b/i.test(entry) &&
            !CERTIFIED_PAPER.test(entry) &&
            !REGISTERED_HELD.test(entry)))
      )
        continue;
      // "AWS Certified Associate Welding Inspector (CAWI)" for a Certified Welding Inspector: a
      // lesser rank's word inside the name, which the name asked does not have.
      // "Associate Emergency Manager (AEM)" for a Certified Emergency Manager: the same, before it.
      const rank =
        fromName &&
        lastHeld &&
        LESSER_RANK.exec(
          `${/\p{L}+\s+$/u.exec(entry.slice(0, firstWord?.index ?? 0))?.[0] ?? ""}${fromName.slice(0, lastHeld.index)}`,
        );
      if (rank && !all.some((w) => w.toLowerCase() === rank[0].toLowerCase())) continue;
      // "Pharmacy Technician Trainee License", "Apprentice Electrician License": a trainee's.
      if (
        firstWord &&
        nameEnd &&
        traineesCredential(
          entry,
          firstWord.index ?? 0,
          (firstWord.index ?? 0) + (nameEnd.index ?? 0) + nameEnd[0].length,
        )
      )
        continue;
      // An entry naming another known credential, and not the one wanted (known too), is that
      // one: "Licensed Social Worker (LSW)" is no Licensed Clinical Social Worker, "Certified
      // Respiratory Therapist (CRT)" no Registered Respiratory Therapist.
      const own = findSkill(value)?.id;
      const named = own ? credentialsNamed(entry) : [];
      if (named.length && !named.includes(own!)) continue;
      // Quoted from its first word: a bullet before it is no part of the entry.
      const lead = original.length - original.replace(LEADING_BULLET, "").length;
      const written = original.slice(lead).trim();
      const flat = written.replace(/\s+/g, " ");
      // A long entry is quoted from the name's first word: "… NVQ 3 Patisserie & Confectionery",
      // not the start of the paragraph it stands in.
      const from = firstWord?.index ?? 0;
      const quoted =
        flat.length > 70 && from > lead
          ? `…${original.slice(from).replace(/\s+/g, " ").trim()}`
          : flat;
      yield {
        start: first.start + lead,
        end: first.start + lead + written.length,
        asWritten: quoted.length > 70 ? `${quoted.slice(0, 69)}…` : quoted,
        line: flat,
      };
    }
  }
}
/**
 * A credential's level, which tells it from the others of its name: "AWS Certified Solutions
 * Architect – Professional" is no Associate's.
 */
const LEVEL_STEMS = new Set(
  "professional associate expert master advanced basic intermediate foundation practitioner senior junior specialist fundamentals"
    .split(" ")
    .map(stem),
);

/** A word of a rank below the one a credential names: "Associate", "Assistant", "Trainee". */
const LESSER_RANK = new RegExp(String.raw`\b(?:${TRAINEE_WORDS}|associate|assistant|aide)\b`, "i");

/**
 * Where an entry writes a credential's words closest together, from the first of them: "POST" of
 * "California POST Basic Certificate" in "Nevada POST Category I peace officer … I do not hold a
 * California POST Basic Certificate", not the first "POST".
 */
function nameStart(words: RegExpExecArray[], wanted: Array<{ stem: string }>) {
  const stems = words.map((m) => stem(m[0].toLowerCase()));
  const want = new Set(wanted.map((w) => w.stem));
  let best: { at: number; length: number } | undefined;
  for (let i = 0; i < words.length; i++) {
    if (!want.has(stems[i]!)) continue;
    const left = new Set(want);
    let j = i;
    for (; j < words.length && left.size; j++) left.delete(stems[j]!);
    if (left.size) break;
    if (!best || j - i < best.length) best = { at: i, length: j - i };
  }
  return best ? words[best.at] : words.find((_, i) => want.has(stems[i]!));
}

/**
 * Whether the entry's word of `root` is a field another role's word follows: "Pesticide
 * Application Technician" names a technician, not the "Pesticide Applicator" of the same root.
 */
function fieldOfAnotherRole(entry: string, root: string): boolean {
  for (const m of entry.matchAll(/(\p{L}+)(?=[ \t]+(\p{L}+))/gu))
    if (m[1]!.toLowerCase().startsWith(root) && isRoleWord(m[2]!.toLowerCase())) return true;
  return false;
}

/** Letters two words share to be one root: "architectur" and "architect". */
const ROOT = 7;
/**
 * The roots of an entry's words (letters only, long enough, not a long compound whose root is
 * another field's: "Pharmacovigilance" names no pharmacist): "operator-in-training" has none.
 */
function rootsOf(words: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const w of words)
    if (w.length >= ROOT && w.length <= ROOT_WORD_MAX && /^\p{L}+$/u.test(w))
      out.add(w.slice(0, ROOT));
  return out;
}
/** The longest stem read for its root: "architectur", "pharmacolog"; not "pharmacovigilanc". */
const ROOT_WORD_MAX = 13;

/**
 * Whether the credential entry `e` says `asked` is not held, read on where its sentence wraps
 * ("the Illinois Principal endorsement is not\nyet issued").
 */
/**
 * Whether an entry holds a credential's words only split by another credential's name: "Registered
 * Practical Nurse" (Ontario's LPN) has every word of "Registered Nurse", apart. Not a name that
 * goes on after them ("Lifeguarding Instructor Trainer" holds Lifeguarding).
 */
function anotherCredentialsWords(line: string, id: string | undefined, name: string): boolean {
  const wanted = nameWords(certificationName(name));
  if (wanted.length < 2) return false;
  return extractSkills(line).some((m) => {
    const other = line.slice(m.span.start, m.span.end);
    return (
      m.id !== id &&
      credentialOf(m.id) !== undefined &&
      namesEvery(wanted, other) &&
      !namesInOrder(wanted, other)
    );
  });
}

function soughtEntry(text: string, e: { end: number; line: string }, asked: string): boolean {
  return soughtItem(`${e.line}${continuedAfter(text, e.end)}`.replace(/\n/g, " "), asked);
}

/**
 * The lines an entry goes on over after `end`: indented, or starting in lower case
 * ("Certified Crop Adviser: passed …; Iowa CCA Board\n  exam scheduled … – not yet certified").
 */
function continuedAfter(text: string, end: number): string {
  const rest = /^[^\n]*((?:\n(?:[ \t]{2,}\S|[ \t]*\p{Ll})[^\n]*){0,2})/u.exec(
    text.slice(end, end + 300),
  );
  return rest?.[1]?.replace(/\s+/g, " ") ?? "";
}

/**
 * Whether a credential entry says the credential `asked` is not held, the items of levels not asked
 * left out: in "NICET Fire Alarm Systems – Level II, Cert. #154213; Level III in progress" the
 * Level II item does not, and for a Level III the item "Level III in progress" does.
 */
function soughtItem(line: string, asked: string): boolean {
  // Only another level's item is left out ("; Level III in progress"); "CPA - passed FAR and
  // AUD; REG scheduled" is one credential's status.
  const kept = line.split(/;|\u2022/).filter((item, i) => {
    const level = /^\s*((?:level|class|grade|type|tier)\s+[IVX\d]+)\b/i.exec(item)?.[1];
    return (
      i === 0 || !level || new RegExp(`\\b${level.replace(/\s+/, "\\s+")}\\b`, "i").test(asked)
    );
  });
  return soughtLine(kept.join(";"));
}

/** A bullet and the spaces before an entry's first word. */
const LEADING_BULLET = /^[\s\u2022\u00b7\u2023\u25aa\u25b8\u25ba\u25cf*>-]+/u;

/** A credential the writer will hold: "once I'm licensed", "after I become certified". */
const HELD_LATER =
  /\b(?:once|after|when|until|till|upon|as\s+soon\s+as)\s+I(?:\s*['’]m|\s+am|\s+become|\s+get|\s+have\s+been)\s+(?:fully\s+)?(?:licensed|certified|registered|credentialed)\b|\bupon\s+licensure\b/i;

/** A credential entry that opens with a trainee's word: "Registered Apprentice, Funeral Director", "Registered Supervisee". */
const TRAINEE_WORD_IN = new RegExp(String.raw`\b(?:${TRAINEE_WORDS})\b`, "i");
/** An entry of a lesser paper than the licence: "Mental Health Counselor – Limited Permit". */
const LESSER_PAPER = /\b(?:limited|provisional|temporary|restricted)[ \t]+permit\b/i;
const TRAINEE_ENTRY = new RegExp(
  String.raw`^[\s\u2022\u00b7*-]*(?:[\p{L}.]+[ \t]+){0,2}?(?:${TRAINEE_WORDS}|supervisee)\b(?![ \t]+(?:supervisor|coordinator|instructor|mentor|trainer)\b)`,
  "iu",
);

/** A bracket that says what a credential is not: "(not Lead Teacher)", "(non-CDL)". */
const NOT_HELD_BRACKET =
  /\(\s*(?:not|non)\b[^()\n]*\)|(?:[,;\u2013\u2014]|\s-)\s*(?:no|not|without)\s+(?:an?\s+)?[^,;.()\n]{1,30}/gi;

/**
 * The word of `entry` that completes a credential's words, reading from its start: "Nursing" in
 * "Certified Nursing Assisting" for a Registered Nurse.
 */
function lastWordOfName(entry: string, wanted: Array<{ stem: string }>) {
  const left = new Set(wanted.map((w) => w.stem));
  for (const m of entry.matchAll(/[\p{L}\p{N}&+-]+/gu))
    if (left.delete(stem(m[0].toLowerCase())) && left.size === 0) return m;
  return undefined;
}

/**
 * Whether the run of a credential's words starting `entry` ends in a plural its name does not
 * have: "Professional Engineers" for "Professional Engineer".
 */
function namesPeople(entry: string, nameWords: string[], wanted: Array<{ stem: string }>): boolean {
  const own = new Set(nameWords.map((w) => w.toLowerCase()));
  const word = lastWordOfName(entry, wanted)?.[0].toLowerCase();
  return (
    word !== undefined &&
    !own.has(word) &&
    /s$/.test(word) &&
    (own.has(word.slice(0, -1)) || own.has(word.slice(0, -2)))
  );
}

/**
 * Whether the run of a credential's words starting `entry`, ending at `lastWord`
 * (`lastWordOfName`), goes on to name a role that assists or trains for it: "Certified Nursing
 * Assisting", "Nursing Aide", "Nursing Student"; a technician too, unless the credential is a
 * body's, whose holders it names so ("ASE Master Transit Bus Technician").
 */
function namesAssistingRole(
  entry: string,
  lastWord: RegExpMatchArray,
  wanted: Array<{ stem: string; acronym: string }>,
): boolean {
  const after = entry.slice((lastWord.index ?? 0) + lastWord[0].length);
  // "ASE Master Transit Bus Technician": a body's credential names its holder a technician.
  const holder = wanted.some((w) => w.acronym) ? ASSISTING_ONLY_AFTER : ASSISTING_AFTER;
  if (holder.test(after)) return true;
  // Or between its words: "Physical Therapist Assistant License" for a Physical Therapist license;
  // a technician there is a credential's own word ("PTCB Certified Pharmacy Technician (CPhT)").
  const own = new Set(wanted.map((w) => w.stem));
  return [...entry.slice(0, lastWord.index).matchAll(/[\p{L}\p{N}&+-]+/gu)].some(
    (m) => ASSISTING_WORD.test(m[0]) && !own.has(stem(m[0].toLowerCase())),
  );
}
const ASSISTING = "(?:assist(?:ant|ants|ing)?|aides?|auxiliar(?:y|ies)|students?)";
const ASSISTING_AFTER = new RegExp(String.raw`^[\s-]*(?:${ASSISTING}|tech(?:nician)?s?)\b`, "i");
const ASSISTING_ONLY_AFTER = new RegExp(String.raw`^[\s-]*${ASSISTING}\b`, "i");
const ASSISTING_WORD = new RegExp(`^${ASSISTING}$`, "i");

/**
 * "Class A", "Type II" in a credential's name: the letter or number that tells it from its
 * others, to be found right after its word. `designatorsOf("CDL Class A")` -> a check for
 * "Class A". A numbered class, grade or level is met by a higher one too: an operator with a Class
 * III water licence holds what a Class II posting asks ("Class A" and "Type II" name kinds, not
 * ranks).
 */
function designatorsOf(name: string): Designator[] {
  // "STCW III/2": a regulation's chapter and number, written so in the entry ("STCW III/1" is
  // another certificate).
  const regulations = [
    ...name.matchAll(/(?<![\p{L}\p{N}/])(?:I{1,3}|IV|V|VI)\/\d{1,2}(?![\p{N}/])/gu),
  ].map(([word]): Designator => {
    const exact = new RegExp(`(?<![\\p{L}\\p{N}/])${escapeRegExp(word)}(?![\\p{N}/])`, "u");
    return { word, ranked: false, test: (t) => exact.test(t) };
  });
  if (regulations.length) return regulations;
  // "Class C … (or higher)": the posting lets a higher class meet it, A the highest.
  const orHigher = OR_HIGHER.test(name);
  const all = name
    .replace(OR_HIGHER, "")
    .split(/[\s/]+/)
    // "C+E": a category joined to another keeps its plus.
    .map((w) => w.replace(/[^\p{L}\p{N}+]|\+(?![\p{L}\p{N}])/gu, ""));
  return all.flatMap((w, i): Designator[] => {
    // "2nd Class Engineer license": an ordinal before "Class" ranks the other way, the first
    // highest, so a 1st Class licence holds a 2nd Class one.
    const ordinal = ORDINALS.indexOf(w.toLowerCase()) % 4;
    if (ordinal >= 0 && /^class$/i.test(all[i + 1] ?? "")) {
      const any = new RegExp(String.raw`\b(${ORDINALS.join("|")})[\s-]+class\b`, "giu");
      return [
        {
          word: w,
          ranked: true,
          test: (t) =>
            [...t.matchAll(any)].some((m) => ORDINALS.indexOf(m[1]!.toLowerCase()) % 4 <= ordinal),
        },
      ];
    }
    if (!(i > 0 && DESIGNATOR.test(w) && DESIGNATED.test(all[i - 1]!))) return [];
    const exact = new RegExp(`\\b${all[i - 1]}[\\s-]+${escapeRegExp(w)}(?![\\p{L}\\p{N}])`, "iu");
    if (orHigher && /^class$/i.test(all[i - 1]!) && /^[A-H]$/.test(w)) {
      const letter = /\bclass[\s-]+([A-H])(?![\p{L}\p{N}])/giu;
      return [
        {
          word: w,
          ranked: true,
          test: (t) => [...t.matchAll(letter)].some((m) => m[1]!.toUpperCase() <= w),
        },
      ];
    }
    // "Class 2 … (or higher)": a figure the posting ranks, a higher one meeting it.
    if (orHigher && /^class$/i.test(all[i - 1]!) && /^\d{1,2}$/.test(w)) {
      const figure = /\bclass[\s-]+(\d{1,2})(?![\p{L}\p{N}])/giu;
      return [
        {
          word: w,
          ranked: true,
          test: (t) => [...t.matchAll(figure)].some((m) => Number(m[1]) >= Number(w)),
        },
      ];
    }
    const rank = gradeOf(all[i - 1]!, w);
    if (rank === undefined) return [{ word: w, ranked: false, test: (t) => exact.test(t) }];
    const any = new RegExp(`\\b${all[i - 1]}[\\s-]+(${GRADE})(?![\\p{L}\\p{N}])`, "giu");
    return [
      {
        word: w,
        ranked: true,
        test: (t) => [...t.matchAll(any)].some((m) => (gradeOf(all[i - 1]!, m[1]!) ?? 0) >= rank),
      },
    ];
  });
}
interface Designator {
  /** The letter or number as the name writes it. */
  word: string;
  /** A rank, met by a higher one ("Class III" for "Class II"), not a kind ("Class A"). */
  ranked: boolean;
  test(text: string): boolean;
}
const DESIGNATOR = /^(?:[A-Z]|[A-Z]?\d{1,2}|I{1,3}|IV|V|[A-Z]\d?\+[A-Z]\d?)$/;
const DESIGNATED = /^(?:class|grade|type|level|group|category)$/i;
const DESIGNATED_WORD = /\b(?:class|grade|type|level|group|category)\s+\S/i;
const GRADE = "[1-5]|I{1,3}|IV|V";
/** First to fourth, as figures and words: the index modulo 4 is the rank, 0 the highest. */
const ORDINALS = ["1st", "2nd", "3rd", "4th", "first", "second", "third", "fourth"];
/**
 * A designator's rank when a higher one holds a lower: a Roman numeral after "Class", "Grade" or
 * "Level" (water operators' "Class III", NDT's "Level II"), a figure after "Grade" or "Level". A
 * figure after "Class" ranks either way ("Class 1" is the top of a driving licence or an FAA
 * medical), so it is matched as written.
 */
function gradeOf(word: string, designator: string): number | undefined {
  if (/^(?:grade|level)$/i.test(word) && /^[1-5]$/.test(designator)) return Number(designator);
  if (!/^(?:class|grade|level)$/i.test(word)) return undefined;
  return { I: 1, II: 2, III: 3, IV: 4, V: 5 }[designator];
}

/** A board's certification in a specialty, as the posting reader names it. */
const SPECIALTY_BOARD = /^(?:Board|Subspecialty|Specialty) certification in\b/;

/**
 * Whether an entry names a board's certification in the specialty of `value` ("Board
 * certification in Internal Medicine") in one clause: "American Board of Internal Medicine",
 * "American Board of Psychiatry and Neurology — Addiction Psychiatry",
 * "Board certified in Internal Medicine", "Internal Medicine – American Board of …", "Arab Board
 * … – Family and Community Medicine" for Family Medicine; not "board
 * certified in Family Medicine (ABFM); I did not train in an internal medicine residency".
 */
function boardOfSpecialty(entry: string, value: string): boolean {
  const specialty = value
    .replace(SPECIALTY_BOARD, "")
    .trim()
    .split(/\s+/)
    .map((w) => (/^(?:and|&)$/i.test(w) ? "(?:and|&)" : escapeRegExp(w)))
    // "Family and Community Medicine" names Family Medicine joined to another.
    .join(String.raw`[\s-]+(?:(?:and|&)[\s-]+\p{L}+[\s-]+)?`);
  return new RegExp(
    String.raw`\b(?:board|diplomate)\b[^.;:\n]{0,45}?\b${specialty}\b|\b${specialty}\b[^.;\n]{0,25}?\b(?:board|diplomate)\b(?![ \t-]*(?:eligible|qualified))`,
    "iu",
  ).test(entry);
}

/**
 * Whether the words of a credential found in an entry stand together, with no other word among
 * them: "Certified Medical Administrative Assistant" holds "Medical" and "Assistant", but is no
 * Certified Medical Assistant. A word found written out as an acronym is not placed.
 */
function wordsTogether(entry: string, found: Array<{ stem: string; acronym: string }>): boolean {
  // Initials name a credential of their own ("PTCB … (CPhT)"): only the words are placed.
  const placed = found.filter((w) => !w.acronym && !/\d/.test(w.stem));
  const wanted = new Set(placed.map((w) => w.stem));
  const words: string[] = [];
  const tokens = entry.toLowerCase().match(/[\p{L}\p{N}+-]+|&/gu) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    // "Hazardous Materials Awareness & Operations": a level listed before the one wanted, in its
    // place, is no word between.
    if (w === "&" || w === "and") {
      const next = tokens[i + 1];
      if (next && wanted.has(stem(next)) && words.length && !wanted.has(words.at(-1)!)) words.pop();
      continue;
    }
    if (!CREDENTIAL_QUALIFIER.test(w) && !STATE_WORDS.has(w)) words.push(stem(w));
  }
  if (wanted.size < 2 || placed.some((w) => !words.includes(w.stem))) return true;
  for (let i = 0; i < words.length; i++) {
    if (!wanted.has(words[i]!)) continue;
    const seen = new Set<string>();
    for (let j = i; j < words.length && j - i < wanted.size; j++) {
      if (!wanted.has(words[j]!)) break;
      seen.add(words[j]!);
    }
    if (seen.size === wanted.size) return true;
  }
  // "EPA Section 608 Technician Certification – UNIVERSAL": the name's last word, its scope, after
  // a dash that ends the rest of the name.
  const last = placed.at(-1)!;
  const scope = new RegExp(String.raw`[\u2013\u2014:-]\s*${last.stem}`, "iu");
  return found.length >= 3 && scope.test(entry) && wordsTogether(entry, placed.slice(0, -1));
}

/**
 * A line that closes a credential entry: a year, a bracket or a status at its end ("Universal
 * (2012)", "Rabies pre-exposure vaccination — complete").
 */
const ENDS_ENTRY =
  /(?:\b(?:19|20)\d\d|\)|\b(?:present|current|now|complete[d]?|active|passed|valid|issued|renewed))\s*$/i;
/** A line broken off mid-name: it ends with a dash, a comma, "&", "and" or "of". */
const BREAKS_OFF = /(?:[-–,&]|\b(?:and|of|for|in))\s*$/i;
/** A heading line: short, in capitals ("CERTIFICATIONS"), or ending with a colon. */
const isHeadingLine = (line: string) =>
  /:\s*$/.test(line) || (/^[\p{Lu}\s&/-]+$/u.test(line) && line.length <= 40);

/**
 * The first place the resume names certification `value` as held; when it names it only as
 * sought ("Pursuing CPA certification"), that place with `sought` set to the wording that says so.
 */
/** After initials: a province's, state's or country's name, which makes them a body's ("CPA Ontario"). */
const PLACE_AFTER = new RegExp(
  String.raw`^[ \t]+(?:${[
    ...Object.values(CA_PROVINCES),
    ...Object.values(US_STATES),
    ...Object.keys(COUNTRIES).filter((c) => /^[\p{L} ]{4,}$/u.test(c)),
  ]
    .map((p) => p.replace(/\s+/g, String.raw`\s+`))
    .join("|")})(?![\p{L}])`,
  "iu",
);
/** After a name: more of a longer one, a capitalised word on the same line. */
const LONGER_NAME_AFTER = /^[ \t]+\p{Lu}[\p{L}-]+/u;
/** After a name: the kind of paper, which ends it ("… Certification", "… License"). */
const PAPER_AFTER =
  /^[ \t]+(?:certification|certificate|certified|licen[cs]e|licensure|credential|registration|designation)\b/i;
function findCertification(
  text: string,
  value: string,
  layout: CredentialLayout = NO_LAYOUT,
): { start: number; end: number; asWritten?: string; sought?: SourceSpan } | undefined {
  // "Current Refrigerant Handling Licence": the word that asks it held now is no part of its name.
  const name = certificationName(value).replace(
    /^(?:(?:current|active|valid|unrestricted)\s+)+(?=\S+\s+\S)/i,
    "",
  );
  if (!name) return undefined;
  // "Board certification": a word that says how a credential holds names one only on a line that
  // says it certifies ("Certified Health Physicist – American Board of Health Physics"), not
  // "Oklahoma Board of Podiatric Medical Examiners — license".
  const how = CREDENTIAL_QUALIFIER.test(name);
  // Initials, perhaps with a body's letters in brackets ("CT(ASCP)", written "CT (ASCP)" too).
  // "AGACNP-BC": a long one with its board's mark.
  // "İMO": a capital of another alphabet is one too.
  const acronym =
    /^\p{Lu}(?:[\p{Lu}\d&+-]{1,7}|[\p{Lu}\d&+]{2,7}-\p{Lu}{1,3})(?:\(\p{Lu}{1,6}\))?$/u.test(
      name.split(/\s+/)[0]!,
    );
  const body = name
    .split(/\s+/)
    .map((w) => escapeRegExp(w).replace(/\\\(/g, "\\s*\\("))
    .join("[\\s-]+");
  // After a bracket, letters may follow: "HT(ASCP)CM" (the body's maintenance mark).
  const tail = /\)$/.test(name) ? "" : "(?![\\p{L}\\p{N}])";
  // "R-ATP" is another credential than "ATP": a letter joined before initials names a variant.
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])${acronym ? "(?<!\\b\\p{Lu}-)" : ""}${body}${tail}`,
    acronym ? "gu" : "giu",
  );
  let first: { start: number; end: number; sought: SourceSpan } | undefined;
  // "Audiology certification": one everyday word is the credential only in a sentence of its line
  // that names one ("Board certified in audiology"), not in "refer … to ENT and audiology" nor
  // "Chemistry under a division waiver. Licensed in Virginia".
  const oneWord = !acronym && !/\s/.test(name);
  // "Riding Instructor certification": a role's name in a role's title or in small letters in a
  // sentence is the work, not the credential, unless its line names one ("Part-Time Riding
  // Instructor — Blue Ridge Stables", "Enthusiastic riding instructor with two summers …").
  const roleName = !acronym && isRoleWord(name.split(/\s+/).at(-1)!.toLowerCase());
  // "Epic Ambulatory Credentialed Trainer (CT)" where "Epic Ambulatory certification" is named too:
  // a longer name of words, another credential's.
  const longer = (at: number) =>
    LONGER_NAME_AFTER.test(text.slice(at, at + 30)) && !PAPER_AFTER.test(text.slice(at, at + 30));
  const matches = [...text.matchAll(re)];
  const alsoBare =
    !acronym && /\s/.test(name) && matches.some((m) => !longer(m.index + m[0].length));
  for (const m of matches) {
    const span = { start: m.index, end: m.index + m[0].length };
    const line = lineOf(text, span);
    if (alsoBare && longer(span.end)) continue;
    // "registered as a CPA student with CPA Nova Scotia": the body of a place, by its initials.
    if (acronym && PLACE_AFTER.test(text.slice(span.end, span.end + 40))) continue;
    // "SHS Mathematics Teacher (non-LPT)": what the candidate is not.
    if (/(?:^|[^\p{L}])non[-\s]?$/iu.test(text.slice(Math.max(0, span.start - 5), span.start)))
      continue;
    if (oneWord && !CREDENTIAL_WORD.test(sentenceOf(text, span))) continue;
    // "Crane operator with nine years …": a sentence's capital opens the words, not a name.
    const inSmallLetters = !/\p{Lu}/u.test(/\s/.test(m[0]) ? m[0].slice(1) : m[0]);
    if (
      roleName &&
      (withinRanges(layout.positions, span) || inSmallLetters) &&
      !credentialWordBeside(text, span)
    )
      continue;
    if (
      how &&
      (!/\b(?:certified|certification|diplomate)\b/i.test(line) ||
        /\b(?:qualified|eligible|not\s+(?:yet\s+)?(?:board\s+)?certified)\b/i.test(line))
    )
      continue;
    // "Worked alongside NATE-certified techs": someone else's; "Apprentice Electrician License": a
    // trainee's.
    if (heldByOthers(text, span.start, span.end) || traineesCredential(text, span.start, span.end))
      continue;
    // "Saddle horses in the head trainer's absence (under his license)": another's licence.
    if (OTHERS_LICENCE.test(line) && !withinRanges(layout.listed, span)) continue;
    // "Board qualified … by the American Board of Foot and Ankle Surgery (ABFAS): Part I passed": a
    // body's initials after its name hold its credential only on a line that says so ("Diplomate,
    // American Board of … (ABFAS) – Board Certified"), or names its grade held ("Associate of the
    // Chartered Institute of Loss Adjusters (ACILA)").
    if (
      /\(\s*$/.test(text.slice(Math.max(0, span.start - 3), span.start)) &&
      BODY_BEFORE.test(
        text.slice(Math.max(0, span.start - 80), span.start).replace(/\s*\($/, ""),
      ) &&
      !/\b(?:certified|certification|diplomate|fellow|(?:associate|member)\s+of)\b/i.test(line) &&
      // "Member, Institute of Chartered Accountants of Jamaica (ICAJ), Membership No. 4127": a
      // body's membership or register, held where the line says member or registered.
      !(MEMBERSHIP_ASKED.test(value) && MEMBER_WORD.test(line))
    )
      continue;
    if (bodysEventOnly(value, line)) continue;
    const sought =
      soughtAt(text, span.start, span.end) ??
      lapsedAt(text, span.start, span.end) ??
      notHeldAt(text, span.start, span.end) ??
      partsToComeAt(text, span.start, span.end) ??
      programAt(text, span.start, span.end, namesRole(name));
    // "Passed 3 of 4 CPA exam sections": the exam, not the credential.
    if (!sought && EXAM_AFTER.test(text.slice(span.end, span.end + 40))) continue;
    // "adding the Chemistry endorsement is in progress — Praxis Chemistry: …": a line that names
    // it as sought goes on about it as sought.
    if (
      !sought &&
      first &&
      text.lastIndexOf("\n", first.start) === text.lastIndexOf("\n", span.start)
    )
      continue;
    // "Reading Specialist endorsement – NOT yet held", then "M.A. Literacy (Reading Specialist
    // track)": once named as not held, a later line holds it only by naming a credential.
    if (!sought && first && !CREDENTIAL_WORD.test(line)) continue;
    if (!sought) return span;
    first ??= { ...span, sought };
  }
  // "AGACNP-BC", "PMHNP-BC", "MT-BC": initials with the mark that says the board certified them.
  if (how && /^board$/i.test(name)) {
    const mark = heldBoardMark(text);
    if (mark) return { start: mark.start, end: mark.end, asWritten: mark.text };
  }
  // "Histotechnician HT(ASCP)": the initials with the body's letters name the credential alone.
  const designated = name.split(/\s+/).find((w) => DESIGNATED_INITIALS.test(w));
  if (!first && designated && designated !== name)
    return findCertification(text, designated, layout);
  return first;
}
/** A body's membership or register asked: "ICAJ membership", "NMBA registration". */
const MEMBERSHIP_ASKED = /\b(?:membership|registration)$/i;
/** A member's word, not "non-member" ("BICA CPD seminar (attended as non-member)"). */
const MEMBER_WORD = /\b(?<!\bnon-)(?:member(?:ship)?|registered|registration)\b/i;
const MEMBERSHIP_STEM = stem("membership");
/**
 * Whether a line names a body asked for its membership or register only as who gave a course or
 * an event: "Rotary endodontics hands-on course – JDA, 2025" is no membership of it.
 */
const bodysEventOnly = (value: string, line: string) =>
  MEMBERSHIP_ASKED.test(value) && !MEMBER_WORD.test(line) && BODYS_EVENT.test(line);
const BODYS_EVENT =
  /\b(?:courses?|training|workshops?|seminars?|conferences?|congress|symposium|webinars?|lectures?)\b/i;
/**
 * Whether a credential's name, or the name its initials stand for, ends in a role: "Registered
 * Behavior Technician", "RBT" (whose "40-Hour RBT Training" is the course, not the credential).
 */
function namesRole(name: string): boolean {
  const last = (n: string) => isRoleWord(n.split(/\s+/).at(-1)!.toLowerCase());
  const known = /^\p{Lu}[\p{Lu}\d-]+$/u.test(name) ? findSkill(name) : undefined;
  return (
    last(name) || (known !== undefined && credentialOf(known.id) !== undefined && last(known.name))
  );
}
/** The first credential held by initials ending in "-BC": "FNP-BC", "ATR-BC", "RN-BC". */
function heldBoardMark(text: string): SourceSpan | undefined {
  for (const m of text.matchAll(BOARD_CERTIFIED_MARK)) {
    const [start, end] = [m.index, m.index + m[0].length];
    if (
      heldByOthers(text, start, end) ||
      soughtAt(text, start, end) ||
      lapsedAt(text, start, end) ||
      notHeldAt(text, start, end)
    )
      continue;
    return { start, end, text: m[0] };
  }
  return undefined;
}
/** Initials ending in "-BC", board certified: "FNP-BC", "ATR-BC", "RN-BC". */
const BOARD_CERTIFIED_MARK = /(?<![\p{L}\p{N}-])\p{Lu}[\p{Lu}\p{Ll}]{1,8}-BC(?![\p{L}\p{N}])/gu;
/** Initials with a body's letters in brackets: "HT(ASCP)", "CT(ASCP)". */
const DESIGNATED_INITIALS = /^[A-Z][A-Z0-9]{0,6}\([A-Z]{1,6}\)$/;

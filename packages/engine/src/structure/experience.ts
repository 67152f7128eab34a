/** Months of experience (overlapping roles merged) and a seniority level. */
import type { Seniority, WorkEntry } from "../types.ts";
import { fromIsoDate, type PartialDate } from "./dates.ts";

const monthIndex = (d: PartialDate, month = d.month ?? 1) => d.year * 12 + (month - 1);

/** A role's [start, end) in months since year 0, or null when it cannot be placed in time. */
function roleInterval(entry: WorkEntry, asOfIndex: number): [number, number] | null {
  const start = entry.startDate ? fromIsoDate(entry.startDate) : null;
  if (!start) return null;
  const s = monthIndex(start);
  let e: number;
  const end = entry.endDate ? fromIsoDate(entry.endDate) : null;
  if (entry.isCurrent) e = asOfIndex + 1;
  else if (end?.month) e = monthIndex(end) + 1;
  else if (end) {
    // "2016 – 2018" counts two years; a month-precise start ending in a bare year, to mid-year.
    e = start.month ? end.year * 12 + 6 : end.year * 12;
    if (e <= s) e = s + 6;
  } else e = start.month ? s + 1 : s + 6;
  e = Math.min(e, asOfIndex + 1);
  return e > s ? [s, e] : null;
}

/** Time away from work, whoever the entry names: "Career Break", "Sabbatical", "Parental Leave". */
const CAREER_BREAK =
  /\b(?:career\s+(?:break|gap|pause)|sabbatical|(?:parental|maternity|paternity|family|caregiv(?:er|ing)|medical|personal)\s+leave|leave\s+of\s+absence|stay[\s-]at[\s-]home\s+(?:parent|mom|mother|dad|father)|full[\s-]time\s+(?:parent|mom|mother|dad|father))\b/i;
/** Care at home, a break when no employer is named ("Family Caregiver", paid at an agency). */
const CARE_AT_HOME =
  /\b(?:family\s+care(?:giver|giving|taker)|full[\s-]time\s+(?:caregiver|homemaker)|homemaker)\b/i;

/**
 * Whether a text names a career break rather than a job or an employer.
 * @example namesCareerBreak("Career Break") // true; namesCareerBreak("Leave Administrator") // false
 */
export function namesCareerBreak(text: string): boolean {
  return CAREER_BREAK.test(text);
}

/**
 * Whether a work entry is time away from work (a career break, a sabbatical, parental leave,
 * caring for family at home): listed on the résumé, but no professional experience.
 * @example isCareerBreak({ position: "Family Caregiver", highlights: [] }) // true
 */
export function isCareerBreak(entry: WorkEntry): boolean {
  const texts = [entry.position ?? "", entry.name ?? ""];
  if (texts.some(namesCareerBreak)) return true;
  return !entry.name && CARE_AT_HOME.test(entry.position ?? "");
}

/** Training a course places its students in: "Clinical placements (during studies)", "Practicum". */
const TRAINING_PLACEMENT =
  /\b(?:(?:clinical|student|practice|teaching|work)\s+placements?|placements?\s*\((?:during|as\s+part\s+of)\b|practic(?:um|ums|a)|clinical\s+rotations?|student\s+teaching)\b|\(during\s+(?:my\s+)?(?:studies|training|degree)\)/i;

/**
 * Whether a work entry is a course's placement of its students rather than a job: supervised
 * training, part of the schooling it is listed under.
 * @example isTrainingPlacement({ position: "Clinical placements (during studies)", highlights: [] }) // true
 */
export function isTrainingPlacement(entry: WorkEntry): boolean {
  return namesTrainingPlacement(entry.position ?? "");
}

/** Whether a text names a course's placement: "Student placements (IFSI, 2022–2025)". */
export const namesTrainingPlacement = (text: string) => TRAINING_PLACEMENT.test(text);

/** Whether a work entry counts as no professional experience: a career break or a placement. */
export const isNoExperience = (entry: WorkEntry) =>
  isCareerBreak(entry) || isTrainingPlacement(entry);

/**
 * Months covered by the roles, overlaps merged, current roles running to `asOf`; career breaks
 * and a course's placements are left out.
 * @example totalExperienceMonths([{ startDate: "2020-01", endDate: "2020-12", highlights: [] }], new Date("2024-01-01")) // 12
 */
export function totalExperienceMonths(entries: WorkEntry[], asOf: Date): number {
  const asOfIndex = asOf.getUTCFullYear() * 12 + asOf.getUTCMonth();
  const work = entries.filter((w) => !isNoExperience(w));
  const intervals = work
    .map((w) => roleInterval(w, asOfIndex))
    .filter((i): i is [number, number] => i !== null)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const [s, e] of intervals) {
    if (s > curEnd) {
      total += curEnd - curStart;
      curStart = s;
      curEnd = e;
    } else curEnd = Math.max(curEnd, e);
  }
  total += curEnd - curStart;
  // Undated roles with a stated length ("5 years as a DBA") cannot overlap-merge; they add up.
  for (const w of work) if (!w.startDate && w.durationMonths) total += w.durationMonths;
  return Math.max(0, total);
}

const ORDER: Seniority[] = ["intern", "junior", "mid", "senior", "lead", "principal", "executive"];

/**
 * "Staff" names a level only on the engineering ladders ("Staff Software Engineer", "Staff Data
 * Scientist"); a Staff Accountant, Staff Nurse or Staff Writer is one of the staff.
 */
export const STAFF_LEVEL =
  /\bstaff(?=\s+(?:(?:software|data|machine\s+learning|ml|product|site\s+reliability|security|platform|backend|back-end|frontend|front-end|full[\s-]?stack|research|systems|infrastructure|mobile|ux|ui|hardware|firmware|cloud|devops)\s+)?(?:engineer|developer|scientist|designer|architect|sre|product\s+manager|researcher)s?\b)/i;

/** The level a job title states, if it states one. */
export function titleSeniority(title: string): Seniority | "manager" | null {
  const t = title.toLowerCase();
  if (/\b(?:intern|internship|trainee|apprentice|student|co-?op|working student)\b/.test(t))
    return "intern";
  if (
    /\b(?:chief|ceo|cto|cfo|coo|cio|cmo|cpo|ciso|c-level|vp|svp|evp|avp|vice[- ]president|president|head of|director|managing partner|founder|co-?founder|general manager|managing director|executive director|owner)\b/.test(
      t,
    )
  ) {
    return "executive";
  }
  if (/\b(?:principal|distinguished)\b/.test(t) || STAFF_LEVEL.test(t)) return "principal";
  if (/\b(?:lead|team lead|tech lead|supervisor|head|charge nurse)\b/.test(t)) return "lead";
  if (/\b(?:senior|sr\.?|snr|architect)\b/.test(t)) return "senior";
  if (/\b(?:junior|jr\.?|entry[- ]level|graduate|trainee|assistant|associate)\b/.test(t))
    return "junior";
  if (/\bmanager\b/.test(t)) return "manager";
  return null;
}

function fromMonths(months: number): Seniority {
  if (months < 30) return "junior";
  if (months < 72) return "mid";
  return "senior";
}

/**
 * The latest role: the current one, else the one that ended (or started) last; a career break
 * only when the résumé lists nothing else.
 */
export function mostRecent(entries: WorkEntry[]): WorkEntry | undefined {
  const jobs = entries.filter((w) => !isCareerBreak(w));
  const work = jobs.length > 0 ? jobs : entries;
  const current = work.find((w) => w.isCurrent);
  if (current) return current;
  let best: WorkEntry | undefined;
  let bestKey = "";
  for (const w of work) {
    const key = w.endDate ?? w.startDate ?? "";
    if (key > bestKey) {
      best = w;
      bestKey = key;
    }
  }
  return best ?? work[0];
}

/**
 * Seniority from the latest title and the months of experience.
 * @example inferSeniority([{ position: "Senior Nurse", highlights: [] }], 80) // "senior"
 */
export function inferSeniority(work: WorkEntry[], months: number): Seniority {
  const byMonths = fromMonths(months);
  const recent = mostRecent(work);
  const stated = recent?.position ? titleSeniority(recent.position) : null;
  if (stated === "intern") return months < 24 ? "intern" : "junior";
  if (stated === "manager") {
    if (months >= 96) return "lead";
    return ORDER.indexOf(byMonths) < ORDER.indexOf("mid") ? "mid" : byMonths;
  }
  if (stated === "junior" && months >= 96) return "mid";
  if (stated) return stated;
  return byMonths;
}

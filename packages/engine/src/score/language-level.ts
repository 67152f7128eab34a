/**
 * A language asked at a level of the Common European Framework (A1 < A2 < B1 < B2 < C1 < C2) and
 * stated on the resume at a lower one: "English (C1 level or higher)" asked of "English –
 * intermediate (B1)". Only levels written as the framework's letters, or as the Japanese-Language
 * Proficiency Test's ("JLPT N3"), are compared on the posting's side; the resume's may be one of
 * those or "native" ("mother tongue", "bilingual").
 */
import { findSkill } from "../skills/taxonomy.ts";
import { escapeRegExp } from "../skills/text.ts";
import type { JobSkill, LanguageEntry, ParsedJob, SourceSpan } from "../types.ts";

/** The framework's levels, lowest first. */
const LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"];
/**
 * The JLPT's levels at the framework's rank they are commonly set beside, N5 lowest: N5 ~ A1,
 * N4 ~ A2, N3 ~ B1, N2 ~ B2, N1 ~ C1.
 */
const JLPT_RANK: Record<string, number> = { N5: 0, N4: 1, N3: 2, N2: 3, N1: 4 };
/** A level's rank on the framework's scale: "B1" and "JLPT N3" are both 2. */
const rankOf = (level: string) => {
  const jlpt = /N[1-5]$/.exec(level)?.[0];
  return jlpt ? JLPT_RANK[jlpt]! : LEVELS.indexOf(level.toUpperCase());
};

/**
 * After a language's name in a posting, the level asked, with at most a few words between:
 * "English (C1 level or higher)", "English level C1+", "Latvian language at the highest level
 * (C1/C2)", "English: minimum B2"; in French, Spanish, Portuguese or Italian too ("Anglais
 * professionnel : niveau B2", "anglais courants, niveau C1 minimum", "Inglés nivel B2", "lingua
 * inglese almeno a livello B2").
 */
const ASKED_AFTER =
  /^[\s:(\u2013\u2014-]*(?:(?:language|level|at|least|minimum|min\.?|of|the|highest|proficiency|cefr|skills?|written|spoken|and|is|mandatory|required|essential|conversational|niveau|nivel|n[\u00edi]vel|livello|courant(?:e|s|es)?|professionnel(?:le)?|profesional|professionale|profissional|minimo|m[\u00edi]nimo|minimal|almeno|al[ \t]+menos|au[ \t]+moins|pelo[ \t]+menos|a|al|de|di|du|ao|un|exig[\u00e9e]e?|requis(?:e)?|obligatoire|obligatorio|obrigat[\u00f3o]rio)[\s:(,\u2013\u2014-]+){0,6}([ABC][12]|JLPT[ \t]*N[1-5])\b/i;
/** Before it: "C1 English", "B2-level English", "a B2 level of English", "JLPT N2 Japanese". */
const ASKED_BEFORE = /\b([ABC][12]|JLPT[ \t]*N[1-5])(?:[\s-]*level)?(?:\s+(?:of|in))?\s+$/i;
/** A level as the framework writes it (capital, one or two), or as the JLPT does ("JLPT N3"). */
const LEVEL = /^(?:[ABC][12]|JLPT[ \t]*N[1-5])$/;
/**
 * A level on a resume: "B1", "JLPT N5", "N2"; not one still studied for, in English or in Spanish,
 * Portuguese, French or Italian ("studying for N4", "actualmente preparando el B1", "je prépare le
 * C1", "in preparazione del B2").
 */
const LEVEL_STATED =
  /(?<!\b(?:studying|preparing|aiming|working|registered|sitting|preparando|estudiando|cursando|preparo|pr\u00e9parant|pr\u00e9pare|preparazione|preparando-me)[ \t]+(?:for|towards?|at|para|pour|per|del|della)?[ \t]*(?:the|el|la|o|a|le|il|l['\u2019])?[ \t]*(?:nivel[ \t]+|n\u00edvel[ \t]+|niveau[ \t]+|livello[ \t]+)?(?:JLPT[ \t]*)?)\b([ABC][12]|(?:JLPT[ \t]*)?N[1-5])\b/g;

/**
 * A resume's word for the highest level: "Native", "Mother tongue", "Bilingual"; in Spanish,
 * Portuguese, French, Italian or German too ("lengua materna", "langue maternelle", "madrelingua",
 * "Muttersprache").
 */
const NATIVE =
  /(?<![\p{L}])(?:native|mother\s+tongue|first\s+language|bilingual|(?:lengua|l\u00edngua|langue|lingua)\s+(?:materna|maternelle|madre)|madrelingua|muttersprache|nativ[oa]|biling\u00fce|bil\u00edngue|bilingue)(?![\p{L}])/iu;

export interface LanguageShortfall {
  /** The language, as the posting names it. */
  language: string;
  asked: string;
  stated: string;
  requirementSpan: SourceSpan;
  /** Where the resume states its level, when found in its text. */
  resumeSpan?: SourceSpan;
}

/**
 * The first language the posting requires at a framework level that the resume states at a lower
 * one. A language the resume names without a level, or at any level as high, is no shortfall.
 */
export function languageShortfall(
  job: ParsedJob,
  languages: LanguageEntry[],
  text: string,
): LanguageShortfall | undefined {
  for (const skill of job.skills) {
    if (skill.kind !== "language" || skill.level !== "required" || skill.alternatives) continue;
    const at = levelAsked(job.text, skill);
    if (!at) continue;
    const asked = at.level;
    const stated = languages
      .filter((l) => findSkill(l.language)?.id === skill.id)
      .map((l) => ({ name: l.language, level: levelStated(l.fluency ?? "") }))
      .filter((l): l is { name: string; level: string } => !!l.level);
    if (!stated.length) continue;
    const best = stated.reduce((a, b) => (rankOf(b.level) > rankOf(a.level) ? b : a));
    if (rankOf(best.level) >= rankOf(asked)) continue;
    return {
      language: skill.name,
      asked,
      stated: best.level,
      requirementSpan: at.span,
      // As the resume names it: "Jepang (N3 …)".
      resumeSpan: statedAt(text, best.name, best.level),
    };
  }
  return undefined;
}

/**
 * The level written next to the language named at the skill's span, or next to any of its names
 * elsewhere in the posting ("a Portuguese university … Portuguese at B2 level or above"): "C1" of "English (C1
 * or higher)", with the mention that writes it. Of levels written at several mentions, the lowest;
 * one hedged where it is written ("C2 English is a plus") is not asked.
 */
function levelAsked(
  posting: string,
  skill: JobSkill,
): { level: string; span: SourceSpan } | undefined {
  const span = skill.span;
  let lowest: { level: string; span: SourceSpan } | undefined;
  // By any of its names: "Japanese guests … bahasa Jepang minimal JLPT N2".
  const names = [span.text, ...(findSkill(skill.id)?.aliases ?? [])].map(escapeRegExp);
  const name = new RegExp(`(?<![\\p{L}])(?:${names.join("|")})(?![\\p{L}])`, "giu");
  for (const m of posting.matchAll(name)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const after = ASKED_AFTER.exec(posting.slice(end, end + 80))?.[1];
    const before = ASKED_BEFORE.exec(posting.slice(Math.max(0, start - 30), start))?.[1];
    const level = after ?? before;
    if (!level || !LEVEL.test(level)) continue;
    if (start !== span.start && HEDGED.test(/^[^\n\u2022\u00b7.;]*/.exec(posting.slice(end))![0]))
      continue;
    const at = { level: written(level), span: { start, end, text: m[0] } };
    if (!lowest || rankOf(at.level) < rankOf(lowest.level)) lowest = at;
  }
  return lowest;
}
/** A level said to be only wished for: "(C2) is a plus", "C1 preferred", "an advantage". */
const HEDGED =
  /\b(?:a[ \t]+plus|preferred|preferable|desirable|desired|advantage(?:ous)?|an[ \t]+asset|bonus|nice[ \t]+to[ \t]+have|welcome|souhait\p{L}*|appr\u00e9ci\p{L}*|valorable|deseable|desej\u00e1vel|gradit\p{L}*)\b/iu;

/** A level as the breakdown writes it: "B1", "JLPT N3". */
const written = (level: string) => {
  const jlpt = /N[1-5]$/i.exec(level)?.[0];
  return jlpt ? `JLPT ${jlpt.toUpperCase()}` : level.toUpperCase();
};

/** The highest level a resume's fluency says: "C1" of "Intermediate B1 / C1 reading", "C2" of "Native". */
function levelStated(fluency: string): string | undefined {
  if (NATIVE.test(fluency)) return "C2";
  const letters = [...fluency.matchAll(LEVEL_STATED)].map((m) => written(m[1]!));
  return letters.length ? letters.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a)) : undefined;
}

/** Where the resume writes the language with its level, for the quote. */
function statedAt(text: string, language: string, level: string): SourceSpan | undefined {
  // "JLPT N5" may be written "N5".
  const as = escapeRegExp(level).replace(/^JLPT /, "(?:JLPT[ \\t]*)?");
  const m = new RegExp(`\\b${escapeRegExp(language)}\\b[^\\n]{0,60}?\\b${as}\\b`).exec(text);
  return m ? { start: m.index, end: m.index + m[0].length, text: m[0] } : undefined;
}

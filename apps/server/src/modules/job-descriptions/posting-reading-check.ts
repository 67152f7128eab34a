import {
  extractSkills,
  findSkill,
  isNegatedInPosting,
  type JobSkill,
  type ParsedJob,
  type SourceSpan,
} from "@hirelens/engine";
import type { AiPostingReading } from "./ai-posting-reader.ts";

/** What the checks kept of an LLM's reading, merged into the built-in one. */
export interface CheckedReading {
  job: ParsedJob;
  /** Findings the posting and the taxonomy confirmed (each one is in `job`). */
  confirmed: number;
  /** Findings left out: a quote not in the text, a skill outside the taxonomy, a figure the engine does not read there. */
  dropped: number;
}

const span = (text: string, start: number, end: number): SourceSpan => ({
  start,
  end,
  text: text.slice(start, end),
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where the posting says `quote`: as written, else ignoring case, else ignoring how the spaces
 * and line breaks run ("Go,\n  Rust" quoted as "Go, Rust"). Always a span of the posting itself.
 */
export function findQuote(text: string, quote: string): SourceSpan | undefined {
  const wanted = quote.trim();
  if (!wanted) return undefined;
  const exact = text.indexOf(wanted);
  if (exact >= 0) return span(text, exact, exact + wanted.length);
  const words = wanted.split(/\s+/).map(escapeRegExp);
  const match = new RegExp(words.join("\\s+"), "i").exec(text);
  return match ? span(text, match.index, match.index + match[0].length) : undefined;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The taxonomy id a name stands for: the name or an alias, else the one skill the name mentions. */
function taxonomyIdOf(name: string): string | undefined {
  const direct = findSkill(name);
  if (direct) return direct.id;
  const mentioned = new Set(extractSkills(name).map((mention) => mention.id));
  return mentioned.size === 1 ? [...mentioned][0] : undefined;
}

/**
 * Checks an LLM's reading of a posting against the posting and the taxonomy and merges what holds
 * into the built-in reading. A skill stays only when it is a taxonomy skill that the engine's own
 * extractor finds inside the quote, the quote is in the posting, outside its boilerplate, and the
 * posting does not negate it; a minimum of years or an education level only when the engine reads
 * the same figure or level in that quote (`readQuote` runs the engine's reader on it). The model
 * may move a skill between required and preferred, add one the built-in reader missed (with its
 * real span), or pick the figure and level it finds; it never removes what the built-in reader
 * found and never adds text the posting does not contain.
 */
export async function checkAiReading(
  parsed: ParsedJob,
  reading: AiPostingReading,
  readQuote: (quote: string) => Promise<ParsedJob>,
): Promise<CheckedReading> {
  const text = parsed.text;
  const job: ParsedJob = {
    ...parsed,
    skills: parsed.skills.map((skill) => ({ ...skill })),
    certifications: parsed.certifications.map((certification) => ({ ...certification })),
  };
  let confirmed = 0;
  let dropped = 0;
  const isBoilerplate = (at: SourceSpan) => parsed.ignored.some((item) => overlaps(item.span, at));
  const quoteAt = (quote: string) => {
    const at = findQuote(text, quote);
    return at && !isBoilerplate(at) ? at : undefined;
  };

  const skillLevels = new Map<string, JobSkill>();
  const asked = [
    ...reading.requiredSkills.map((item) => ({ ...item, level: "required" as const })),
    ...reading.preferredSkills.map((item) => ({ ...item, level: "preferred" as const })),
  ];
  for (const item of asked) {
    const at = quoteAt(item.quote);
    const id = taxonomyIdOf(item.skill);
    const mention =
      at && id ? extractSkills(at.text).find((candidate) => candidate.id === id) : undefined;
    if (!at || !id || !mention) {
      dropped++;
      continue;
    }
    const start = at.start + mention.span.start;
    const end = at.start + mention.span.end;
    if (isNegatedInPosting(text, start, end)) {
      dropped++;
      continue;
    }
    confirmed++;
    const previous = skillLevels.get(id);
    // Named at both levels: required wins, as in the built-in reader.
    if (previous && (previous.level === "required" || item.level === "preferred")) continue;
    skillLevels.set(id, {
      id,
      name: mention.name,
      level: item.level,
      span: span(text, start, end),
      kind: mention.kind,
    });
  }
  for (const skill of skillLevels.values()) {
    const known = job.skills.find((candidate) => candidate.id === skill.id);
    if (known) known.level = skill.level;
    else job.skills.push(skill);
  }
  job.skills.sort((a, b) => a.span.start - b.span.start);

  if (reading.minimumYears) {
    const { years } = reading.minimumYears;
    const at = quoteAt(reading.minimumYears.quote);
    const inPlace = at
      ? parsed.experienceRequirements.find(
          (requirement) => requirement.value === years && overlaps(requirement.span, at),
        )
      : undefined;
    const inQuote =
      at && !inPlace
        ? (await readQuote(at.text)).experienceRequirements.find(
            (requirement) => requirement.value === years,
          )
        : undefined;
    if (inPlace || (at && inQuote)) {
      confirmed++;
      const figure = inPlace
        ? inPlace.span
        : span(text, at!.start + inQuote!.span.start, at!.start + inQuote!.span.end);
      const sameAsBuiltIn = parsed.minYears && overlaps(parsed.minYears.span, figure);
      job.minYears = {
        value: years,
        span: figure,
        level: inPlace?.level ?? "required",
        ...(sameAsBuiltIn && parsed.minYears?.maxYears
          ? { maxYears: parsed.minYears.maxYears }
          : {}),
      };
    } else dropped++;
  }

  if (reading.education) {
    const { level, required } = reading.education;
    const at = quoteAt(reading.education.quote);
    const inPlace =
      at && parsed.education?.value === level && overlaps(parsed.education.span, at)
        ? parsed.education.span
        : undefined;
    const inQuote = at && !inPlace ? (await readQuote(at.text)).education : undefined;
    const figure =
      inPlace ??
      (at && inQuote?.value === level
        ? span(text, at.start + inQuote.span.start, at.start + inQuote.span.end)
        : undefined);
    if (figure) {
      confirmed++;
      job.education = {
        value: level,
        span: figure,
        level: required ? "required" : "preferred",
        // The fields named after the degree, where the model's reading is the built-in one's.
        ...(inPlace && parsed.education?.fields && { fields: parsed.education.fields }),
      };
    } else dropped++;
  }

  for (const certification of reading.certifications) {
    const at = quoteAt(certification.quote);
    const name = certification.name.trim();
    const offset = at ? at.text.toLowerCase().indexOf(name.toLowerCase()) : -1;
    const named =
      at &&
      offset >= 0 &&
      at.text.slice(offset, offset + name.length).toLowerCase() === name.toLowerCase()
        ? span(text, at.start + offset, at.start + offset + name.length)
        : undefined;
    if (!named || isNegatedInPosting(text, named.start, named.end)) {
      dropped++;
      continue;
    }
    confirmed++;
    const level = certification.required ? "required" : "preferred";
    const known = job.certifications.find(
      (candidate) =>
        candidate.value.toLowerCase() === name.toLowerCase() || overlaps(candidate.span, named),
    );
    if (known) known.level = level;
    else job.certifications.push({ value: named.text, span: named, level });
  }
  job.certifications.sort((a, b) => a.span.start - b.span.start);

  return { job, confirmed, dropped };
}

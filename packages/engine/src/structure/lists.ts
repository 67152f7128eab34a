/**
 * The shorter sections: certificates, languages, projects, awards, interests.
 */
import type { AwardEntry, Certificate, LanguageEntry, ProjectEntry, SourceSpan } from "../types.ts";
import { findDateRanges, toIsoDate } from "./dates.ts";
import { groupEntries, joinWrapped } from "./entries.ts";
import { extractHeaderFields, orgScore, roleScore } from "./header-fields.ts";
import {
  type Fragment,
  isBulletLine,
  type Line,
  makeSpan,
  splitFragment,
  stripBullet,
  trimFragment,
} from "./text-lines.ts";
import { HUMAN_LANGUAGES } from "./vocabulary.ts";
import { isEntryHeaderLine, type Parsed } from "./work.ts";

/** One logical item per line; wrapped continuation lines (lower-case start) are joined. */
function logicalLines(lines: Line[]): Fragment[] {
  const out: Fragment[] = [];
  for (const line of lines) {
    if (!line.text) continue;
    const prev = out[out.length - 1];
    if (prev && !isBulletLine(line.text) && /^[\p{Ll}(&]/u.test(line.text)) {
      prev.text = joinWrapped(prev.text, line.text);
      prev.end = line.end;
      continue;
    }
    out.push(stripBullet({ text: line.text, start: line.start, end: line.end }));
  }
  return out;
}

const ISSUERS =
  /\b(?:amazon web services|aws|microsoft|google(?: cloud)?|oracle|cisco|comptia|pmi|project management institute|scrum alliance|scrum\.org|salesforce|\(isc\)²|isc2|isaca|red hat|linux foundation|cncf|hashicorp|ibm|sas|tableau|coursera|udemy|edx|udacity|linkedin learning|american heart association|aha|american red cross|red cross|nasm|ace|aicpa|cfa institute|shrm|hubspot|meta|adobe|autodesk|vmware|databricks|snowflake|mongodb|axelos|peoplecert|iiba|ancc|aanp|nccpa|ncsbn|state board[\w ]*|board of [\w ]+|department of [\w ]+|national [\w ]+ (?:board|association|registry))\b/i;
const CREDENTIAL_ID =
  /\s*[,(|-]?\s*(?:credential|license|licence|certificate|cert)?\s*(?:id|no\.?|number|#)\s*[:#]?\s*[\w-]{3,}\)?\s*$/i;

/**
 * Parses a certifications section.
 * @example parseCertificates(input, lines)[0].value // { name: "AWS Certified Solutions Architect", issuer: "Amazon Web Services", date: "2021-05" }
 */
export function parseCertificates(input: string, lines: Line[]): Parsed<Certificate>[] {
  const out: Parsed<Certificate>[] = [];
  for (const item of logicalLines(lines)) {
    let text = item.text.replace(CREDENTIAL_ID, (m) => " ".repeat(m.length));
    const spans: Record<string, SourceSpan> = {};
    const value: Certificate = { name: "" };
    const dates = findDateRanges(text);
    const date = dates[dates.length - 1];
    if (date?.start) {
      value.date = toIsoDate(date.start);
      spans.date = makeSpan(input, item.start + date.index, item.start + date.index + date.length);
      text =
        text.slice(0, date.index) + " ".repeat(date.length) + text.slice(date.index + date.length);
      text = text.replace(
        /\b(?:issued|obtained|earned|completed|expires?|valid until)\s*:?\s*(?=\s*$|\s{2})/gi,
        (m) => " ".repeat(m.length),
      );
    }
    const fragments = splitFragment(
      { text, start: item.start, end: item.end },
      /\s[|–—-]\s|\||\t|\s{2,}|,\s*/,
    );
    const byIssuer = /\b(?:issued by|by|from|via)\s+(.+)$/i;
    // The issuer is the first later part that names an organisation; the parts before it are the name.
    let issuerAt = -1;
    for (let i = 1; i < fragments.length; i++) {
      const f = fragments[i]!;
      const gap = input.slice(fragments[i - 1]!.end, f.start);
      // "Name – Issuer" / "Name | Issuer": a short capitalised part after a dash or bar.
      const dashed =
        /[|–—]|\s-\s/.test(gap) && /^\p{Lu}/u.test(f.text) && f.text.split(/\s+/).length <= 6;
      const issuerMatch = byIssuer.exec(f.text);
      if (issuerMatch || ISSUERS.test(f.text) || orgScore(f.text) >= 2 || dashed) {
        const t = issuerMatch ? issuerMatch[1]! : f.text;
        value.issuer = t.trim();
        spans.issuer = makeSpan(input, f.end - t.length, f.end);
        issuerAt = i;
        break;
      }
    }
    const nameParts = issuerAt > 0 ? fragments.slice(0, issuerAt) : fragments;
    let nameFragment: Fragment | undefined = nameParts.length
      ? {
          text: input.slice(nameParts[0]!.start, nameParts[nameParts.length - 1]!.end),
          start: nameParts[0]!.start,
          end: nameParts[nameParts.length - 1]!.end,
        }
      : undefined;
    if (nameFragment) {
      const inName = byIssuer.exec(nameFragment.text);
      if (inName && !value.issuer) {
        value.issuer = inName[1]!.trim();
        spans.issuer = makeSpan(input, nameFragment.end - inName[1]!.length, nameFragment.end);
        nameFragment = trimFragment({
          text: nameFragment.text.slice(0, inName.index),
          start: nameFragment.start,
          end: nameFragment.start + inName.index,
        });
      }
      const span = makeSpan(input, nameFragment.start, nameFragment.end);
      value.name = span.text.replace(/\s+/g, " ");
      spans.name = span;
    }
    if (!value.name || !/\p{L}{2}/u.test(value.name)) {
      // A line holding only a date or issuer belongs to the certificate above it.
      const prev = out[out.length - 1];
      if (prev) {
        if (value.date && !prev.value.date) {
          prev.value.date = value.date;
          prev.spans.date = spans.date!;
        }
      }
      continue;
    }
    const prev = out[out.length - 1];
    if (
      prev &&
      !value.date &&
      !prev.value.issuer &&
      fragments.length === 1 &&
      (ISSUERS.test(value.name) || orgScore(value.name) >= 2) &&
      value.name.split(/\s+/).length <= 5
    ) {
      prev.value.issuer = value.name;
      prev.spans.issuer = spans.name!;
      continue;
    }
    out.push({ value, spans });
  }
  return out;
}

const FLUENCY_WORDS =
  /\b(?:native|mother tongue|bilingual|fluent|fluency|proficient|proficiency|advanced|intermediate|conversational|basic|beginner|elementary|working|professional|limited|full|business|[abc][12]|ilr\s*\d|jlpt|n[1-5])\b/i;

export interface LanguageParse {
  languages: Parsed<LanguageEntry>[];
  /** Items that are not human languages (programming languages under a "Languages" heading). */
  other: Fragment[];
}

/**
 * Parses a languages section: "English (Native), Spanish – B2".
 * @example parseLanguages(input, lines).languages.map((l) => l.value) // [{ language: "English", fluency: "Native" }, ...]
 */
export function parseLanguages(input: string, lines: Line[]): LanguageParse {
  const languages: Parsed<LanguageEntry>[] = [];
  const other: Fragment[] = [];
  for (const item of logicalLines(lines)) {
    // Europass: "Mother tongue(s): GERMAN", "Other language(s): ENGLISH C1".
    const native = /^mother\s+tongues?(?:\(s\))?\s*[:：]\s*/i.exec(item.text);
    const label =
      native ?? /^(?:(?:other\s+)?languages?(?:\(s\))?|spoken)\s*[:：]\s*/i.exec(item.text);
    const body = label
      ? {
          text: item.text.slice(label[0].length),
          start: item.start + label[0].length,
          end: item.end,
        }
      : item;
    for (const piece of splitFragment(body, /[,;|•·\t]|\s{2,}|\band\b(?![^(]*\))/)) {
      const f = trimFragment(piece);
      const words = [...f.text.matchAll(/[\p{L}]+/gu)];
      const langWord = words.find((w) => HUMAN_LANGUAGES.has(w[0].toLowerCase()));
      if (!langWord) {
        if (f.text) other.push(f);
        continue;
      }
      // Take neighbouring capitalised words that are languages too ("Mandarin Chinese").
      let start = langWord.index!;
      let end = start + langWord[0].length;
      const next = /^\s+([\p{L}]+)/u.exec(f.text.slice(end));
      if (next && HUMAN_LANGUAGES.has(next[1]!.toLowerCase()) && /^\p{Lu}/u.test(next[1]!))
        end += next[0].length;
      const prevWord = /([\p{Lu}][\p{L}]+)\s+$/u.exec(f.text.slice(0, start));
      if (
        prevWord &&
        /^(?:american|british|brazilian|european|mandarin|modern|classical|swiss|canadian|mexican|latin american)$/i.test(
          prevWord[1]!,
        )
      ) {
        start -= prevWord[0].length;
      }
      const written = f.text.slice(start, end);
      const language = written === written.toUpperCase() ? written.toLowerCase() : written;
      const value: LanguageEntry = {
        language: language.replace(
          /(^|\s)(\p{L})/gu,
          (_m, sp: string, ch: string) => sp + ch.toUpperCase(),
        ),
      };
      const spans: Record<string, SourceSpan> = {
        language: makeSpan(input, f.start + start, f.start + end),
      };
      const restText = `${f.text.slice(0, start)} ${f.text.slice(end)}`
        .replace(/[()[\]:–—-]/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      const fluency = restText
        .replace(/^(?:in|speaker|language)\s+|\s+(?:in|speaker)$/gi, "")
        .trim();
      if (native && !fluency) {
        value.fluency = "Native";
        const labelText = native[0].replace(/[\s:：]+$/, "");
        spans.fluency = makeSpan(input, item.start, item.start + labelText.length);
      } else if (fluency && (FLUENCY_WORDS.test(fluency) || fluency.split(/\s+/).length <= 3)) {
        value.fluency = fluency.charAt(0).toUpperCase() + fluency.slice(1);
        const at = f.text.indexOf(fluency.split(/\s+/)[0]!);
        if (at >= 0) spans.fluency = makeSpan(input, f.start + at, f.end);
      }
      languages.push({ value, spans });
    }
  }
  return { languages, other };
}

const TECH_LINE =
  /^(?:tech(?:nologies|nology)?(?:\s+stack)?|stack|tools(?:\s+used)?|built with|languages|skills(?:\s+used)?|environment|frameworks)\s*[:：]\s*(.+)$/i;
const URL_IN =
  /\b(?:https?:\/\/|www\.)[^\s,;|)]+|\b(?:github\.com|gitlab\.com|bitbucket\.org)\/[^\s,;|)]+/i;

/**
 * Parses a projects section.
 * @example parseProjects(input, lines)[0].value // { name: "DevFlow", highlights: ["Open-source CLI..."], keywords: [] }
 */
export function parseProjects(
  input: string,
  lines: Line[],
  wrapWidth?: number,
): Parsed<ProjectEntry>[] {
  const out: Parsed<ProjectEntry>[] = [];
  const entries = groupEntries(lines, {
    wrapWidth,
    isHeaderLine: (l) => isEntryHeaderLine(l) && !TECH_LINE.test(l.text),
    startsEntry: (current, line) =>
      roleScore(line.text) < 2 &&
      current.length >= 1 &&
      findDateRanges(line.text).some((r) => !r.isSingle) &&
      current.some((l) => findDateRanges(l.text).length > 0),
    maxHeaderLines: 3,
  });
  for (const entry of entries) {
    const value: ProjectEntry = { name: "", highlights: [], keywords: [] };
    const spans: Record<string, SourceSpan> = {};
    const fields = extractHeaderFields(input, entry.header);
    const keywordSources: Fragment[] = [];
    for (const f of fields.fragments) {
      if (URL_IN.test(f.text)) {
        if (!value.url) {
          const m = URL_IN.exec(f.text)!;
          value.url = /^https?:/i.test(m[0]) ? m[0] : `https://${m[0]}`;
          spans.url = makeSpan(input, f.start + m.index, f.start + m.index + m[0].length);
        }
        continue;
      }
      if (!value.name && (f.line === 0 || roleScore(f.text) < 2)) {
        const label =
          /^(?:(?:personal|academic|side|capstone|course|class|team|group|research)\s+)?project\s*[:：-]\s*/i.exec(
            f.text,
          );
        const name = label
          ? trimFragment({
              text: f.text.slice(label[0].length),
              start: f.start + label[0].length,
              end: f.end,
            })
          : f;
        value.name = name.text;
        spans.name = makeSpan(input, name.start, name.end);
        continue;
      }
      if (
        value.name &&
        f.line === fields.fragments.find((x) => x.text === value.name)?.line &&
        /\p{Lu}/u.test(f.text) &&
        roleScore(f.text) < 2
      ) {
        keywordSources.push(f);
      }
    }
    if (fields.date?.start) {
      value.startDate = toIsoDate(fields.date.start);
      spans.startDate = makeSpan(input, fields.date.start_, fields.date.end_);
      if (fields.date.end && !fields.date.isSingle) {
        value.endDate = toIsoDate(fields.date.end);
        spans.endDate = spans.startDate;
      }
    }
    const descriptions: typeof entry.body = [];
    for (const item of entry.body) {
      const tech = TECH_LINE.exec(item.text);
      if (tech) {
        keywordSources.push({ text: tech[1]!, start: item.end - tech[1]!.length, end: item.end });
        continue;
      }
      if (!value.url) {
        const m = URL_IN.exec(item.text);
        if (m) {
          value.url = /^https?:/i.test(m[0]) ? m[0] : `https://${m[0]}`;
          spans.url = makeSpan(input, item.start + m.index, item.start + m.index + m[0].length);
        }
      }
      if (item.kind === "bullet") {
        spans[`highlights/${value.highlights.length}`] = makeSpan(input, item.start, item.end);
        value.highlights.push(item.text);
      } else descriptions.push(item);
    }
    if (descriptions.length) {
      value.description = descriptions.map((d) => d.text).join(" ");
      spans.description = makeSpan(
        input,
        descriptions[0]!.start,
        descriptions[descriptions.length - 1]!.end,
      );
    }
    for (const source of keywordSources) {
      for (const f of splitFragment(source, /[,;|•·\t]|\s\/\s/)) {
        if (f.text.length > 40 || value.keywords.includes(f.text)) continue;
        spans[`keywords/${value.keywords.length}`] = makeSpan(input, f.start, f.end);
        value.keywords.push(f.text);
      }
    }
    if (!value.name) {
      // A project described only by its bullets continues the one above.
      const prev = out[out.length - 1];
      if (prev && !entry.header.length) {
        for (const h of value.highlights) prev.value.highlights.push(h);
        continue;
      }
      if (!value.highlights.length && !value.description) continue;
      value.name = (value.description ?? value.highlights[0] ?? "")
        .split(/[.:;]/)[0]!
        .slice(0, 60)
        .trim();
      if (!value.name) continue;
    }
    out.push({ value, spans });
  }
  return out;
}

/**
 * Parses an awards section: one award per line, with a date and awarder when given.
 * @example parseAwards(input, lines)[0].value // { title: "Dean's List", date: "2013-09" }
 */
export function parseAwards(input: string, lines: Line[]): Parsed<AwardEntry>[] {
  const out: Parsed<AwardEntry>[] = [];
  for (const item of logicalLines(lines)) {
    const fields = extractHeaderFields(input, [
      { text: item.text, start: item.start, end: item.end, index: 0 },
    ]);
    const first = fields.fragments[0];
    if (!first) continue;
    const value: AwardEntry = { title: first.text };
    const spans: Record<string, SourceSpan> = { title: makeSpan(input, first.start, first.end) };
    const awarder = fields.fragments.slice(1).find((f) => orgScore(f.text) >= 1);
    if (awarder) {
      value.awarder = awarder.text;
      spans.awarder = makeSpan(input, awarder.start, awarder.end);
    }
    if (fields.date?.start) {
      value.date = toIsoDate(fields.date.start);
      spans.date = makeSpan(input, fields.date.start_, fields.date.end_);
    }
    out.push({ value, spans });
  }
  return out;
}

/** Interests as a flat list of items. */
export function parseInterests(
  input: string,
  lines: Line[],
): Parsed<{ name: string; keywords: string[] }>[] {
  const out: Parsed<{ name: string; keywords: string[] }>[] = [];
  for (const item of logicalLines(lines)) {
    for (const f of splitFragment(item, /[,;|•·\t]/)) {
      if (f.text.length > 50 || !/\p{L}/u.test(f.text)) continue;
      out.push({
        value: { name: f.text, keywords: [] },
        spans: { name: makeSpan(input, f.start, f.end) },
      });
    }
  }
  return out;
}

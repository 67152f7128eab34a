/**
 * The skills section as written: "Languages: Python, Go" -> a group named "Languages";
 * an unlabelled list -> a group named "Skills". Lists split on commas, bullets, pipes,
 * semicolons, tabs and slashes where that is safe ("CI/CD" stays whole).
 */
import type { SkillGroup, SourceSpan } from "../types.ts";
import { unwrapLines } from "./entries.ts";
import { type Fragment, type Line, makeSpan, trimFragment } from "./text-lines.ts";
import type { Parsed } from "./work.ts";

// Slash pairs that are one skill.
const KEEP_SLASH = new Set(
  "ci/cd a/b ui/ux ux/ui tcp/ip pl/sql i/o r/w b2b/b2c os/2 s/4hana 24/7 p&l a/v ar/vr vr/ar ap/ar gaap/ifrs cad/cam hvac/r ms/ds".split(
    " ",
  ),
);
const LEVELS =
  /^(?:expert|advanced|proficient|intermediate|familiar|beginner|basic|working knowledge|fluent|native|strong|exposure)$/i;
const PROFICIENCY_PREFIX =
  /^(?:(?:highly\s+)?(?:proficient|experienced|skilled|expert|fluent|competent|versed|knowledgeable|familiar|comfortable|trained|certified)\s+(?:in|with|at|on)|(?:strong\s+|working\s+|basic\s+|good\s+)?knowledge\s+of|experience\s+(?:in|with)|exposure\s+to|familiarity\s+with|understanding\s+of)\s+/i;
const TRAILING_LEVEL =
  /\s*(?:\((?:expert|advanced|proficient|intermediate|familiar|beginner|basic|native|fluent|(?:less than|more than|over|under|about|approx\.?)?\s*\d+(?:\.\d+)?\+?\s*(?:years?|yrs?|months?)(?:\s+of\s+experience)?)\)|[-–:]\s*(?:expert|advanced|proficient|intermediate|beginner|basic))$/i;

interface Item extends Fragment {}

/** Splits at separators outside parentheses. */
function splitTopLevel(f: Fragment, separator: RegExp): Fragment[] {
  const parts: Fragment[] = [];
  let depth = 0;
  let last = 0;
  const text = f.text;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if ((ch === ")" || ch === "]" || ch === "}") && depth > 0) depth--;
    if (depth > 0) continue;
    const m = separator.exec(text.slice(i, i + 8));
    if (m && m.index === 0) {
      parts.push({ text: text.slice(last, i), start: f.start + last, end: f.start + i });
      last = i + m[0].length;
      i = last - 1;
    }
  }
  parts.push({ text: text.slice(last), start: f.start + last, end: f.end });
  return parts;
}

function splitSlashes(f: Fragment): Fragment[] {
  if (
    !f.text.includes("/") ||
    KEEP_SLASH.has(f.text.toLowerCase()) ||
    /\s/.test(f.text) ||
    /^https?:|\.\w+\//.test(f.text)
  ) {
    return [f];
  }
  const pieces = splitTopLevel(f, /^\//);
  // "C/C++" splits; "I/O"-like pairs of single letters do not.
  if (pieces.some((p) => p.text.length === 1 && !/^[CR]$/.test(p.text))) return [f];
  return pieces;
}

function splitAnd(f: Fragment): Fragment[] {
  const m = /^(.+?)\s+(?:and|&)\s+(.+)$/i.exec(f.text);
  if (!m) return [f];
  const left = m[1]!;
  const right = m[2]!;
  if (left.split(/\s+/).length > 3 || right.split(/\s+/).length > 3) return [f];
  // "Research and Development", "Profit and Loss": lower-case halves are one phrase.
  if (!/^[\p{Lu}\d.]/u.test(left) || !/^[\p{Lu}\d.]/u.test(right)) return [f];
  return [
    { text: left, start: f.start, end: f.start + left.length },
    { text: right, start: f.end - right.length, end: f.end },
  ];
}

/** Cleans one list item; null when it is not a skill (too long, a sentence). */
function cleanItem(f: Fragment): Item | null {
  let item = trimFragment(f, /[\s,;|•·*:.]/);
  const prefix = PROFICIENCY_PREFIX.exec(item.text);
  if (prefix)
    item = {
      text: item.text.slice(prefix[0].length),
      start: item.start + prefix[0].length,
      end: item.end,
    };
  item = trimFragment(
    { ...item, text: item.text.replace(/^(?:and|&)\s+/i, (m) => " ".repeat(m.length)) },
    /[\s]/,
  );
  const level = TRAILING_LEVEL.exec(item.text);
  if (level)
    item = {
      text: item.text.slice(0, level.index),
      start: item.start,
      end: item.start + level.index,
    };
  item = trimFragment(item, /[\s,;|•·*:]/);
  if (!item.text || !/[\p{L}\p{N}]/u.test(item.text)) return null;
  if (item.text.split(/\s+/).length > 6 || item.text.length > 60) return null;
  if (/[.!?]$/.test(item.text) && item.text.split(/\s+/).length > 3) return null;
  return item;
}

/** Splits a run of list text into items. */
function splitItems(f: Fragment): Item[] {
  const items: Item[] = [];
  for (const part of splitTopLevel(f, /^[,;|•·\t]/)) {
    for (const piece of splitAnd(trimFragment(part))) {
      for (const slashPiece of splitSlashes(trimFragment(piece))) {
        const item = cleanItem(slashPiece);
        if (item) items.push(item);
      }
    }
  }
  return items;
}

const LABEL_RE =
  /^(?:•\s*)?([\p{L}][\p{L}\p{N} &/+#.'’()-]{0,40}?)\s*(?:[:：]|\t|\s[-–—]\s)\s*(.*)$/u;

interface Group {
  name: string;
  nameSpan?: SourceSpan;
  chunks: Fragment[];
}

/**
 * Parses a skills section into groups.
 * @example parseSkills(input, lines).map((g) => g.value) // [{ name: "Languages", keywords: ["Python", "Go"] }]
 */
export function parseSkills(input: string, lines: Line[]): Parsed<SkillGroup>[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  for (const line of lines) {
    if (!line.text || /^(?:https?:\/\/|www\.)\S+$/i.test(line.text)) continue;
    const m = LABEL_RE.exec(line.text);
    const label = m?.[1]?.trim();
    const rest = m?.[2] ?? "";
    const separator = m
      ? line.text.slice(m[0].length - rest.length - 3, m[0].length - rest.length)
      : "";
    const labelIsShort =
      label !== undefined && label.split(/\s+/).length <= 5 && !/[,;]/.test(label);
    const viaColon = /[:：]/.test(separator);
    // "Label<tab>a, b" or "Label - a, b" only count with a list after them.
    const isLabel =
      m && labelIsShort && (viaColon || /[,;]/.test(rest) || (rest === "" && viaColon));
    if (isLabel && m) {
      const labelStart = line.start + line.text.indexOf(label!);
      current = {
        name: label!,
        nameSpan: makeSpan(input, labelStart, labelStart + label!.length),
        chunks: [],
      };
      groups.push(current);
      if (rest.trim())
        current.chunks.push({ text: rest, start: line.end - rest.length, end: line.end });
      continue;
    }
    if (/:$/.test(line.text) && line.text.length <= 40) {
      const name = line.text.replace(/^•\s*/, "").replace(/:$/, "").trim();
      const start = line.start + line.text.indexOf(name);
      current = { name, nameSpan: makeSpan(input, start, start + name.length), chunks: [] };
      groups.push(current);
      continue;
    }
    if (!current) {
      current = { name: "Skills", chunks: [] };
      groups.push(current);
    }
    current.chunks.push({ text: line.text, start: line.start, end: line.end });
  }

  const out: Parsed<SkillGroup>[] = [];
  for (const group of groups) {
    // A list wrapped over lines ("Google Cloud" / "Platform, Firebase") is one run of text;
    // the line break becomes a space so offsets still point into the input.
    const listMode = group.chunks.some((c) => /[,;|]/.test(c.text));
    const runs: Fragment[] = [];
    for (const chunk of group.chunks) {
      const prev = runs[runs.length - 1];
      if (listMode && prev && !/^[•\-*]/.test(chunk.text) && !/^•/.test(prev.text)) {
        const joined = input.slice(prev.start, chunk.end);
        const separated = /[,;|•·]\s*$/.test(prev.text);
        runs[runs.length - 1] = {
          text: separated
            ? joined.replace(/\s/g, " ")
            : joined.replace(/\s*\n\s*/g, (m) => " ".repeat(m.length)),
          start: prev.start,
          end: chunk.end,
        };
      } else runs.push({ ...chunk });
    }
    const items: Item[] = runs.flatMap((run) => splitItems(run));
    const seen = new Set<string>();
    const keywords: string[] = [];
    const spans: Record<string, SourceSpan> = {};
    for (const item of items) {
      const key = item.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      spans[`keywords/${keywords.length}`] = makeSpan(input, item.start, item.end);
      const raw = input.slice(item.start, item.end);
      keywords.push(/-[ \t]*\n/.test(raw) ? unwrapLines(raw) : item.text.replace(/\s+/g, " "));
    }
    if (keywords.length === 0) continue;
    const value: SkillGroup = { name: group.name, keywords };
    if (LEVELS.test(group.name)) value.level = group.name.toLowerCase();
    if (group.nameSpan) spans.name = group.nameSpan;
    out.push({ value, spans });
  }
  return out;
}

/**
 * Rebuilds reading-order text from positioned PDF text items: rows by baseline, words by gap,
 * columns by a vertical gutter, and repeated page headers/footers removed.
 * Pure functions over plain data so they can be tested without a PDF.
 * See docs/decisions/010-engine-pdf-line-rebuilding.md.
 */

/** One positioned run of text, in PDF user space (origin bottom-left, y = baseline). */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size in user-space units. */
  size: number;
  /** Font resource name; used to spot icon/symbol fonts. */
  font?: string;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfTextItem[];
}

interface Segment {
  x0: number;
  x1: number;
  text: string;
  size: number;
}

interface Row {
  y: number;
  size: number;
  segments: Segment[];
}

/** Marks a glyph from a symbol/icon font; becomes a bullet at a line start, nothing elsewhere. */
const MARKER = "\uE000";

// Gaps, in multiples of the font size: above SPACE_GAP a space is inserted between items,
// above TAB_GAP the row is split into separate segments (table cells, right-aligned dates,
// skill chips, or the two sides of a column gutter).
const SPACE_GAP = 0.15;
const TAB_GAP = 1.25;

const PAGE_NUMBER = /^(?:page\s*)?[-–—(]?\s*\d{1,3}\s*[-–—)]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i;
const DATE_LIKE =
  /^(?:[A-Za-z.]{3,10}\.?\s+)?(?:19|20)\d{2}\b|\b(?:present|current|now)\b|^\d{1,2}[/.-](?:19|20)?\d{2}\b|(?:19|20)\d{2}\s*[-–—]|^[-–—]\s*(?:present|current|(?:19|20)\d{2})/i;

function isRotatedOrEmpty(item: PdfTextItem): boolean {
  return item.str.trim() === "" || !(item.size > 0) || !Number.isFinite(item.x + item.y);
}

/**
 * Items with each space the PDF draws as an item of its own kept at the end of the text before it
 * on its line. Some PDFs set words so tightly that the gap after a word is narrower than a space
 * would be (a font whose "m" is wider than drawn): "Program" " " "Worker" is "Program Worker",
 * however close "Worker" starts.
 */
function withDrawnSpaces(items: PdfTextItem[]): PdfTextItem[] {
  const out: PdfTextItem[] = [];
  for (const item of items) {
    const prev = out.at(-1);
    if (
      item.str.trim() === "" &&
      item.str !== "" &&
      prev &&
      !/\s$/.test(prev.str) &&
      Math.abs(prev.y - item.y) <= 0.4 * Math.min(prev.size, item.size) &&
      Math.abs(item.x - (prev.x + prev.width)) <= Math.max(prev.size, item.size)
    )
      out[out.length - 1] = { ...prev, str: `${prev.str} ` };
    else out.push(item);
  }
  return out;
}

/** Fonts used on a page only for single glyphs (icon fonts, Symbol bullets). */
function findMarkerFonts(items: PdfTextItem[]): Set<string> {
  const stats = new Map<string, boolean>();
  for (const item of items) {
    if (!item.font) continue;
    const single = [...item.str.trim()].length === 1;
    stats.set(item.font, (stats.get(item.font) ?? true) && single);
  }
  const result = new Set<string>();
  for (const [font, onlySingles] of stats) if (onlySingles) result.add(font);
  return result;
}

/** Groups items into rows by baseline, top to bottom, each row's items left to right. */
function groupRows(items: PdfTextItem[]): Array<{ y: number; size: number; items: PdfTextItem[] }> {
  const sorted = items.slice().sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Array<{ y: number; size: number; items: PdfTextItem[] }> = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row.y - item.y) <= Math.max(1, 0.4 * Math.min(row.size, item.size))) {
      row.items.push(item);
      row.size = Math.max(row.size, item.size);
    } else {
      rows.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}

/** Left edges where at least three rows start: text aligned to one is a new cell, not a word. */
function findLeftEdges(rows: Array<{ items: PdfTextItem[] }>): number[] {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const first = row.items[0];
    if (!first) continue;
    const key = Math.round(first.x);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const edges: number[] = [];
  for (const [x, n] of counts) if (n >= 3) edges.push(x);
  return edges;
}

/** Joins a row's items into text segments, splitting at wide gaps and at column edges. */
function buildSegments(items: PdfTextItem[], markerFonts: Set<string>, edges: number[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | null = null;
  let prev: PdfTextItem | null = null;
  for (const item of items) {
    // Text drawn twice for a bold effect.
    if (prev && prev.str.trimEnd() === item.str.trimEnd() && Math.abs(prev.x - item.x) < 1.5)
      continue;
    const str = item.font && markerFonts.has(item.font) ? MARKER : item.str;
    const x1 = item.x + Math.max(0, item.width);
    if (!current || !prev) {
      current = { x0: item.x, x1, text: str, size: item.size };
      segments.push(current);
    } else {
      const gap = item.x - current.x1;
      const size = Math.max(current.size, item.size, 1);
      const atEdge = gap > 0.3 * size && edges.some((e) => Math.abs(e - item.x) <= 1.5);
      if (gap > TAB_GAP * size || atEdge) {
        current = { x0: item.x, x1, text: str, size: item.size };
        segments.push(current);
      } else {
        const charWidth = prev.width / Math.max(1, prev.str.trimEnd().length);
        const needsSpace =
          gap > Math.max(SPACE_GAP * size, 0.4 * charWidth) &&
          !/\s$/.test(current.text) &&
          !/^\s/.test(str);
        current.text += needsSpace ? ` ${str}` : str;
        current.x1 = Math.max(current.x1, x1);
        current.size = Math.max(current.size, item.size);
      }
    }
    prev = item;
  }
  for (const segment of segments) segment.text = segment.text.replace(/\s+/g, " ").trim();
  return segments.filter((s) => s.text !== "");
}

const OPEN_RANGE = /(?:[-–—]|\bto|\buntil)$/i;
const RANGE_END = /^(?:present|current|now|today|ongoing|(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2})$/i;

/**
 * Timeline layouts wrap a date range in a narrow left cell ("June 2022 –" / "Present"):
 * pull the continuation up so the range stays on the row it belongs to.
 */
function joinWrappedDateRanges(rows: Row[]): void {
  for (let i = 0; i + 1 < rows.length; i++) {
    const first = rows[i]!.segments[0];
    const next = rows[i + 1]!.segments[0];
    if (!first || !next || rows[i]!.segments.length < 2) continue;
    if (!OPEN_RANGE.test(first.text) || !RANGE_END.test(next.text)) continue;
    if (Math.abs(next.x0 - first.x0) > 2 && Math.abs(next.x1 - first.x1) > 2) continue;
    first.text = `${first.text} ${next.text}`;
    rows[i + 1]!.segments.shift();
  }
}

function rowText(row: Row): string {
  return row.segments.map((s) => s.text).join("\t");
}

function normalizedRowKey(row: Row): string {
  return rowText(row).toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}

function isDateLike(text: string): boolean {
  return text.length <= 40 && DATE_LIKE.test(text);
}

interface Split {
  gutter: number;
  /** Indices (into the rows array) of runs accepted as two columns. */
  runs: Array<[number, number]>;
  score: number;
}

function segmentsLeft(row: Row, g: number): Segment[] {
  return row.segments.filter((s) => s.x1 <= g);
}
function segmentsRight(row: Row, g: number): Segment[] {
  return row.segments.filter((s) => s.x0 >= g);
}
function crosses(row: Row, g: number): boolean {
  return row.segments.some((s) => s.x0 < g - 1 && s.x1 > g + 1);
}

/** Decides whether a run of rows on both sides of a gutter reads as two columns. */
function isColumnRun(rows: Row[], g: number): boolean {
  if (rows.length < 3) return false;
  let leftRows = 0;
  let rightRows = 0;
  let onlyLeft = 0;
  let onlyRight = 0;
  let leftChars = 0;
  let rightChars = 0;
  let leftSegs = 0;
  let rightSegs = 0;
  let leftDates = 0;
  let rightDates = 0;
  for (const row of rows) {
    const l = segmentsLeft(row, g);
    const r = segmentsRight(row, g);
    if (l.length) leftRows++;
    if (r.length) rightRows++;
    if (l.length && !r.length) onlyLeft++;
    if (r.length && !l.length) onlyRight++;
    for (const s of l) {
      leftChars += s.text.length;
      leftSegs++;
      if (isDateLike(s.text)) leftDates++;
    }
    for (const s of r) {
      rightChars += s.text.length;
      rightSegs++;
      if (isDateLike(s.text)) rightDates++;
    }
  }
  if (leftRows < 2 || rightRows < 2) return false;
  // A column of dates (timeline layouts, right-aligned dates) belongs to its rows.
  if (leftDates / leftSegs >= 0.5 || rightDates / rightSegs >= 0.5) return false;
  const independent =
    onlyLeft >= 1 && onlyRight >= 1 && (onlyLeft + onlyRight) / rows.length >= 0.3;
  const bothProse = leftChars / leftSegs >= 25 && rightChars / rightSegs >= 25;
  return independent || bothProse;
}

/** Finds the vertical gutter that turns the most rows into two-column runs. */
function findSplit(rows: Row[]): Split | null {
  const gaps: number[] = [];
  for (let i = 1; i < rows.length; i++) gaps.push(rows[i - 1]!.y - rows[i]!.y);
  const typicalGap = median(gaps.filter((g) => g > 0)) || 12;
  // Columns are continuous blocks: a wide empty band ends a run.
  const breaksBefore = (i: number) => rows[i - 1]!.y - rows[i]!.y > 3.5 * typicalGap;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const row of rows)
    for (const s of row.segments) {
      minX = Math.min(minX, s.x0);
      maxX = Math.max(maxX, s.x1);
    }
  const span = maxX - minX;
  if (!(span > 0)) return null;
  const candidates: number[] = [];
  for (const row of rows) {
    for (let i = 1; i < row.segments.length; i++) {
      const a = row.segments[i - 1]!;
      const b = row.segments[i]!;
      if (b.x0 - a.x1 < 6) continue;
      candidates.push((a.x1 + b.x0) / 2);
      // The gutter sits just left of the right column's edge; try that too.
      candidates.push(b.x0 - 2);
    }
  }
  let best: Split | null = null;
  const tried = new Set<number>();
  for (const g of candidates) {
    const key = Math.round(g / 3);
    if (tried.has(key)) continue;
    tried.add(key);
    if (g < minX + 0.12 * span || g > maxX - 0.12 * span) continue;
    const runs: Array<[number, number]> = [];
    let score = 0;
    let start = 0;
    for (let i = 0; i <= rows.length; i++) {
      const crossing = i < rows.length && crosses(rows[i]!, g);
      if (i === rows.length || crossing || (i > start && breaksBefore(i))) {
        if (i - start >= 3 && isColumnRun(rows.slice(start, i), g)) {
          runs.push([start, i]);
          score += i - start;
        }
        start = crossing ? i + 1 : i;
      }
    }
    if (score > 0 && (!best || score > best.score)) best = { gutter: g, runs, score };
  }
  return best;
}

function sideRows(rows: Row[], pick: (row: Row) => Segment[]): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    const segments = pick(row);
    if (segments.length) out.push({ y: row.y, size: row.size, segments });
  }
  return out;
}

/** Orders rows into lines, reading column runs left column first; recursive for 3 columns. */
function layoutRows(rows: Row[], depth: number): Row[][] {
  const split = depth < 3 ? findSplit(rows) : null;
  if (!split) return [rows];
  const blocks: Row[][] = [];
  let cursor = 0;
  for (const [start, end] of split.runs) {
    if (start > cursor) blocks.push(...layoutRows(rows.slice(cursor, start), depth + 1));
    const run = rows.slice(start, end);
    blocks.push(
      ...layoutRows(
        sideRows(run, (r) => segmentsLeft(r, split.gutter)),
        depth + 1,
      ),
    );
    blocks.push(
      ...layoutRows(
        sideRows(run, (r) => segmentsRight(r, split.gutter)),
        depth + 1,
      ),
    );
    cursor = end;
  }
  if (cursor < rows.length) blocks.push(...layoutRows(rows.slice(cursor), depth + 1));
  return blocks.filter((b) => b.length > 0);
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Renders blocks of rows as lines, with a blank line where the vertical gap is unusually wide. */
function renderBlocks(blocks: Row[][]): string[] {
  const gaps: number[] = [];
  for (const block of blocks)
    for (let i = 1; i < block.length; i++) {
      const gap = block[i - 1]!.y - block[i]!.y;
      if (gap > 0 && gap < 3 * block[i]!.size) gaps.push(gap / block[i]!.size);
    }
  const typical = median(gaps) || 1.2;
  const lines: string[] = [];
  for (const block of blocks) {
    if (lines.length) lines.push("");
    for (let i = 0; i < block.length; i++) {
      const row = block[i]!;
      if (i > 0) {
        const prev = block[i - 1]!;
        if ((prev.y - row.y) / Math.max(row.size, 1) > typical * 1.45) lines.push("");
      }
      lines.push(rowText(row));
    }
  }
  return lines.map((line) =>
    line
      .replace(new RegExp(`^(?:${MARKER}\\s*)+`), "• ")
      .replace(new RegExp(`${MARKER}\\s*`, "g"), "")
      .replace(/\t{2,}/g, "\t")
      .replace(/^\t+|\t+$/g, ""),
  );
}

export interface PdfLayoutResult {
  /** Text of each page, lines "\n"-separated. */
  pages: string[];
  /** Text lines removed as repeated page headers/footers, from page 1, kept for the contact block. */
  header: string[];
}

/**
 * Lays out positioned text items into reading-order text per page.
 * @example layoutPdfPages([{width: 600, height: 800, items: [{str: "Jane", x: 50, y: 700, width: 30, size: 12}]}]).pages // ["Jane"]
 */
export function layoutPdfPages(pages: PdfPage[]): PdfLayoutResult {
  const grouped = pages.map((page) => {
    const items = withDrawnSpaces(page.items).filter((item) => !isRotatedOrEmpty(item));
    return { markerFonts: findMarkerFonts(items), rows: groupRows(items) };
  });
  // Templates repeat their alignment on every page, so edges are found over the whole document.
  const edges = findLeftEdges(grouped.flatMap((g) => g.rows));
  const pageRows: Row[][] = grouped.map(({ markerFonts, rows: pageGroups }) => {
    const rows = pageGroups.map((r) => ({
      y: r.y,
      size: r.size,
      segments: buildSegments(r.items, markerFonts, edges),
    }));
    joinWrappedDateRanges(rows);
    return rows.filter((r) => r.segments.length > 0);
  });

  // Rows near the top or bottom edge that repeat on several pages are running headers/footers.
  const inBand = (row: Row, page: PdfPage) =>
    row.y > page.height * 0.88 || row.y < page.height * 0.1;
  const counts = new Map<string, number>();
  pageRows.forEach((rows, p) => {
    const seen = new Set<string>();
    for (const row of rows) {
      if (!inBand(row, pages[p]!)) continue;
      const key = normalizedRowKey(row);
      if (key && !seen.has(key)) {
        seen.add(key);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  });
  const minRepeats = Math.max(2, Math.ceil(pages.length / 2));
  const header: string[] = [];
  const texts = pageRows.map((rows, p) => {
    const page = pages[p]!;
    const kept = rows.filter((row) => {
      const text = rowText(row);
      const nearEdge = row.y > page.height * 0.85 || row.y < page.height * 0.15;
      if (nearEdge && PAGE_NUMBER.test(text.trim())) return false;
      if (!inBand(row, page)) return true;
      if (pages.length > 1 && (counts.get(normalizedRowKey(row)) ?? 0) >= minRepeats) {
        if (p === 0) header.push(text);
        return false;
      }
      return true;
    });
    return renderBlocks(layoutRows(kept, 0)).join("\n");
  });
  return { pages: texts, header };
}

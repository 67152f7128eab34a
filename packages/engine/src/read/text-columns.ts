/**
 * A résumé laid out in two columns and saved as text (`pdftotext -layout`, a copy of a PDF's
 * text) has both columns side by side on each line, apart by a run of spaces:
 *
 *     Experience                          Licenses & Certifications
 *     Senior Staff Perfusionist           CCP – American Board of Cardiovascular
 *
 * Read line by line, the roles and the credentials interleave. Like the PDF reader's gutter (see
 * pdf-layout.ts), this finds the column where a right column starts, and reads each run of lines
 * on both sides of it left column first, then right. Every other line stays as it is.
 */

interface Piece {
  x0: number;
  x1: number;
}

/** Spaces that part two columns: three or more (a sentence has one, a justified line two). */
const GUTTER_SPACES = 3;
/** How far right of the column's edge a right column's line may start (a wrapped, indented line). */
const MAX_INDENT = 6;
/** Lines on both sides of the gutter that make a run two columns. */
const MIN_BOTH_SIDES = 3;

/** A date or a span of them: "2019", "Jan. 2019 – Present", "06/2017", "'17 – '20". */
const DATE_LIKE =
  /^(?:[A-Za-z.]{3,10}\.?\s+)?(?:19|20)\d{2}\b|\b(?:present|current|now)\b|^\d{1,2}[/.-](?:19|20)?\d{2}\b|(?:19|20)\d{2}\s*[-–—]|^['’‘]\d{2}\b/i;

/** The runs of text of a line, parted at three or more spaces; a line with a tab is one run. */
function piecesOf(line: string): Piece[] {
  if (line.includes("\t")) return line.trim() ? [{ x0: 0, x1: line.length }] : [];
  const out: Piece[] = [];
  for (const m of line.matchAll(/\S+(?: {1,2}\S+)*/g))
    out.push({ x0: m.index, x1: m.index + m[0].length });
  return out;
}

interface Run {
  from: number;
  to: number;
}

/** How far left of the right column's usual edge a line of it may start ("FAA CERTIFICATES"). */
const EDGE = 3;
/** Whether a run of text is in the right column, which starts at column `g`. */
const onRight = (p: Piece, g: number) => p.x0 >= g - EDGE;

/**
 * Two runs of text left of the gutter: a row across the page (a contact line, a table's row),
 * unless the second is the first's dates ("Lead Home Inspector      2017 – Present").
 */
function rowOfItsOwn(line: string, ps: Piece[], g: number): boolean {
  const left = ps.filter((p) => !onRight(p, g));
  if (left.length < 2) return false;
  return left.length > 2 || !DATE_LIKE.test(line.slice(left[1]!.x0, left[1]!.x1));
}

/** The runs of lines (index ranges) that read as two columns parted at column `g`. */
function columnRuns(lines: string[], pieces: Piece[][], g: number): Run[] {
  const runs: Run[] = [];
  let from = 0;
  const close = (to: number) => {
    const end = columnsEnd(lines, pieces, from, to, g);
    if (isColumnRun(lines, pieces, from, end, g)) runs.push({ from, to: end });
  };
  for (let i = 0; i < lines.length; i++) {
    // A run of text over the gutter is a line across both columns, and two runs left of it a
    // row of its own (a contact line, a table's row): either ends a run.
    // So does a date or place set far right of the column's edge: "Assistant Registrar   2017 – 2020".
    // A left run that ends just short of the edge, before a run of the right column, stays on its
    // side: "Broad-edge formal hands, pointed-pen Engrosser's    Handwriting) – awarded 2020".
    const ps = pieces[i]!;
    const right = ps.find((p) => onRight(p, g));
    if (
      ps.some((p) => !onRight(p, g) && p.x1 > (right ? g : g - EDGE)) ||
      rowOfItsOwn(lines[i]!, ps, g) ||
      (right && right.x0 > g + MAX_INDENT)
    ) {
      close(i);
      from = i + 1;
    }
  }
  close(lines.length);
  return runs;
}

/**
 * Where the columns of a run end: after the right column's last line, the left one goes on until
 * a blank line and a heading in capitals, a section across the page ("EXPERIENCE").
 */
function columnsEnd(lines: string[], pieces: Piece[][], from: number, to: number, g: number) {
  let last = to - 1;
  while (last >= from && !pieces[last]!.some((p) => onRight(p, g))) last--;
  for (let i = last + 2; i < to; i++)
    if (!lines[i - 1]!.trim() && /^[A-Z][A-Z &/,-]{2,40}$/.test(lines[i]!.trim())) return i;
  return to;
}

function isColumnRun(lines: string[], pieces: Piece[][], from: number, to: number, g: number) {
  let both = 0;
  let rightAt = 0;
  let rights = 0;
  let rightDates = 0;
  let lefts = 0;
  let leftDates = 0;
  for (let i = from; i < to; i++) {
    const left = pieces[i]!.filter((p) => !onRight(p, g));
    const right = pieces[i]!.filter((p) => onRight(p, g));
    if (left.length && right.length) both++;
    if (right[0]?.x0 === g) rightAt++;
    for (const p of left) {
      lefts++;
      if (DATE_LIKE.test(lines[i]!.slice(p.x0, p.x1))) leftDates++;
    }
    for (const p of right) {
      rights++;
      if (DATE_LIKE.test(lines[i]!.slice(p.x0, p.x1))) rightDates++;
    }
  }
  // A column of dates or places beside each role belongs to its rows: right-aligned dates.
  return (
    both >= MIN_BOTH_SIDES &&
    rightAt >= MIN_BOTH_SIDES &&
    leftDates < lefts / 2 &&
    rightDates < rights / 2
  );
}

/**
 * Whether the left column of a run holds only headings in capitals and dates, each beside the
 * first line of what it heads, and fewer lines than the right one: a margin
 * ("REGISTRATION        Paramedical Professions Council – Radiographer,").
 */
function isMarginColumn(lines: string[], pieces: Piece[][], run: Run, g: number): boolean {
  let lefts = 0;
  let rights = 0;
  // The lines above the first beside a right column (the name, a headline) are the page's.
  let first = run.from;
  while (first < run.to && !pieces[first]!.some((p) => onRight(p, g))) first++;
  for (let i = first; i < run.to; i++) {
    const x = pieces[i]!.find((p) => onRight(p, g))?.x0;
    const left = (x === undefined ? lines[i]! : lines[i]!.slice(0, x)).trim();
    if (x !== undefined) rights++;
    if (!left) continue;
    lefts++;
    if (!MARGIN_HEADING.test(left) && !DATE_ONLY.test(left)) return false;
  }
  return lefts >= 2 && rights > lefts;
}
/** A heading in capitals: "REGISTRATION", "WORK EXPERIENCE", "SKILLS & TOOLS". */
const MARGIN_HEADING = /^\p{Lu}[\p{Lu} &/,'-]{2,40}$/u;
/** A date or a span of dates alone, or a part of one: "2021 – present", "Mar 2016 –", "Present". */
const DATE_ONLY =
  /^(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}(?:\s*[-\u2013\u2014]\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}|present|current|now)?)?|present|current|now)$/i;

/** A left margin's part of a line and the text beside it: "Mar 2020 –       Mechanic A". */
const MARGIN_ROW = /^(\S.*?)(\s{3,})(\S.*)$/;

/**
 * "Mar 2020 –       Maintenance Mechanic A" over "Present          Great Black Swamp Paperboard",
 * outside the runs read as two columns (a margin of more dates than headings is none): a span of
 * dates wrapped in a left margin is put back together on its first row, so the row holds the whole
 * span and the next one only its text, at the column's edge as before.
 */
function joinMarginDateSpans(lines: string[]): string[] {
  const out = lines.slice();
  for (let i = 0; i + 1 < out.length; i++) {
    const a = MARGIN_ROW.exec(out[i]!);
    const b = MARGIN_ROW.exec(out[i + 1]!);
    if (!a || !b || a[1]!.length + a[2]!.length !== b[1]!.length + b[2]!.length) continue;
    const wrapped =
      (/[-\u2013\u2014]$/.test(a[1]!) && DATE_ONLY.test(a[1]!) && DATE_ONLY.test(b[1]!)) ||
      (DATE_ONLY.test(a[1]!) &&
        /^[-\u2013\u2014]\s*\S/.test(b[1]!) &&
        DATE_ONLY.test(b[1]!.replace(/^[-\u2013\u2014]\s*/, "")));
    if (!wrapped) continue;
    const edge = a[1]!.length + a[2]!.length;
    const span = `${a[1]} ${b[1]}`;
    out[i] = span.padEnd(Math.max(edge, span.length + GUTTER_SPACES)) + a[3];
    out[i + 1] = " ".repeat(edge) + b[3];
    i++;
  }
  return out;
}

/**
 * A line's runs with the one that spans the gutter at `g` parted where exactly two spaces open
 * a run at the column's edge (up to `MAX_INDENT` right of it); the same runs otherwise.
 */
function partAtGutter(line: string, ps: Piece[], g: number): Piece[] {
  const k = ps.findIndex((p) => p.x0 < g - EDGE && p.x1 > g);
  if (k < 0) return ps;
  const p = ps[k]!;
  for (let j = g - EDGE; j <= g + MAX_INDENT && j < p.x1; j++)
    if (line.slice(j - 3, j + 1).match(/^\S {2}\S$/))
      return [...ps.slice(0, k), { x0: p.x0, x1: j - 2 }, { x0: j, x1: p.x1 }, ...ps.slice(k + 1)];
  return ps;
}

/**
 * The text with each run of two-column lines read left column first, then right.
 * @example unweaveColumns("Experience      Skills\nNurse, 2019     BLS\nCharge RN       ACLS\nFloat RN        PALS") // "Experience\nNurse, 2019\nCharge RN\nFloat RN\n\nSkills\nBLS\nACLS\nPALS"
 */
export function unweaveColumns(text: string): string {
  if (!/\S {3}/.test(text)) return text;
  const lines = text.split("\n");
  let pieces = lines.map(piecesOf);
  // Where a right column could start: after a gutter, counted over the lines.
  const starts = new Map<number, number>();
  for (const ps of pieces)
    for (let k = 1; k < ps.length; k++)
      if (ps[k]!.x0 - ps[k - 1]!.x1 >= GUTTER_SPACES)
        starts.set(ps[k]!.x0, (starts.get(ps[k]!.x0) ?? 0) + 1);
  let best: { g: number; runs: Run[]; lines: number } | undefined;
  for (const [g, count] of starts) {
    if (count < MIN_BOTH_SIDES) continue;
    const runs = columnRuns(lines, pieces, g);
    const covered = runs.reduce((n, r) => n + r.to - r.from, 0);
    if (covered && (!best || covered > best.lines)) best = { g, runs, lines: covered };
  }
  if (!best) return joinMarginDateSpans(lines).join("\n");
  // A left line that nearly fills its column leaves two spaces before the right one
  // ("Brandywine Heraldic & Engrossing, Wilmington, DE  EDUCATION"): parted there too.
  const g0 = best.g;
  const parted = lines.map((line, i) => partAtGutter(line, pieces[i]!, g0));
  if (parted.some((ps, i) => ps !== pieces[i])) {
    const runs = columnRuns(lines, parted, g0);
    const covered = runs.reduce((n, r) => n + r.to - r.from, 0);
    if (covered > best.lines) {
      best = { g: g0, runs, lines: covered };
      pieces = parted;
    }
  }
  const { g, runs } = best;
  const out: string[] = [];
  let at = 0;
  for (const run of runs) {
    out.push(...joinMarginDateSpans(lines.slice(at, run.from)));
    // Headings and dates in a margin beside the text they head: read row by row.
    if (isMarginColumn(lines, pieces, run, g)) {
      const rows = [];
      for (let i = run.from; i < run.to; i++) {
        const line = lines[i]!;
        const x = pieces[i]!.find((p) => onRight(p, g))?.x0;
        rows.push({
          left: (x === undefined ? line : line.slice(0, x)).trim(),
          right: x === undefined ? undefined : line.slice(x).trimEnd(),
        });
      }
      // "Mar 2020 –" over "Present": a span of dates wrapped in the margin is one.
      for (let k = 0; k + 1 < rows.length; k++)
        if (/[-\u2013\u2014]$/.test(rows[k]!.left) && DATE_ONLY.test(rows[k + 1]!.left)) {
          rows[k]!.left = `${rows[k]!.left} ${rows[k + 1]!.left}`;
          rows[k + 1]!.left = "";
        }
      for (const { left, right } of rows) {
        if (left) out.push(left);
        if (right !== undefined) out.push(right);
        else if (!left) out.push("");
      }
      at = run.to;
      continue;
    }
    const left: string[] = [];
    const right: Array<[x: number, text: string]> = [];
    for (let i = run.from; i < run.to; i++) {
      const line = lines[i]!;
      const at = pieces[i]!.find((p) => onRight(p, g))?.x0;
      left.push((at === undefined ? line : line.slice(0, at)).trimEnd());
      if (at !== undefined) right.push([at, line.slice(at).trimEnd()]);
      // A row the right column leaves empty parts its entries, as a blank row does for the left
      // ("… handoffs", nothing beside "EDUCATION", "Process Technician").
      else if (right.length && right.at(-1)![1]) right.push([-1, ""]);
    }
    while (right.length && !right.at(-1)![1]) right.pop();
    // The right column keeps its own indentation, from its leftmost line.
    const indent = Math.min(...right.filter(([, t]) => t).map(([x]) => x));
    while (left.length && !left.at(-1)!.trim()) left.pop();
    out.push(...left, "", ...right.map(([x, t]) => (t ? " ".repeat(x - indent) + t : "")));
    if (lines[run.to]?.trim()) out.push("");
    at = run.to;
  }
  out.push(...joinMarginDateSpans(lines.slice(at)));
  return out.join("\n");
}

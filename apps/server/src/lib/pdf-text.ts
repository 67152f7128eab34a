import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Text in any script for pdfkit documents. pdfkit's built-in Helvetica knows only WinAnsi, so
 * "Łukasz Ćwikła", "Иван Петров" or "李雷" would print as gaps; the bundled Noto Sans files
 * (apps/server/assets/fonts, built by scripts/build-pdf-fonts.mjs) each cover some code points,
 * and a line is written as runs, each in the file that has its characters. Nothing is downloaded.
 */

interface FontFace {
  file: string;
  weight: number;
  ranges: Array<[number, number]>;
}

export interface PdfTextDocument {
  registerFont(name: string, src: string): unknown;
  font(name: string): unknown;
  text(
    text: string,
    x?: number | Record<string, unknown>,
    y?: number,
    options?: Record<string, unknown>,
  ): unknown;
}

/** The fonts folder, found upwards from this file so the same code runs from src/ and a bundle. */
function fontsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "assets", "fonts");
    if (existsSync(join(candidate, "manifest.json"))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("PDF fonts not found (apps/server/assets/fonts)");
    dir = parent;
  }
}

let faces: { dir: string; list: FontFace[] } | undefined;

function loadFaces() {
  if (faces) return faces;
  const dir = fontsDir();
  faces = { dir, list: JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) };
  return faces;
}

/** The face of the weight that covers a code point; a bold run falls back to regular (CJK). */
function faceFor(codePoint: number, weight: number): FontFace | undefined {
  const covers = (face: FontFace) =>
    face.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
  const { list } = loadFaces();
  return (
    list.find((face) => face.weight === weight && covers(face)) ?? list.find((face) => covers(face))
  );
}

/**
 * Splits a text into runs that one font file can print: `[{ text: "Łukasz ", face }, …]`.
 * Spaces and characters no file covers stay in the current run.
 */
export function fontRuns(text: string, weight = 400): Array<{ text: string; file: string }> {
  const runs: Array<{ text: string; file: string }> = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 32;
    const last = runs.at(-1);
    const face = codePoint === 32 && last ? undefined : faceFor(codePoint, weight);
    if (last && (!face || face.file === last.file)) last.text += char;
    else runs.push({ text: char, file: face?.file ?? firstFile(weight) });
  }
  return runs;
}

function firstFile(weight: number): string {
  const { list } = loadFaces();
  return (list.find((face) => face.weight === weight) ?? list[0])?.file ?? "";
}

/**
 * Writes one paragraph in any script, like `doc.text(text, x, y, options)`: each run in its own
 * font, continued on the same line. `weight` 700 is bold where a bold file exists; `x` and `y`
 * place it like pdfkit's own arguments.
 * `writeText(doc, "Иван Петров", { weight: 700, x: 56, y: 80, width: 200 })`
 */
export function writeText(
  doc: PdfTextDocument,
  text: string,
  options: Record<string, unknown> & { weight?: number; x?: number; y?: number } = {},
): void {
  const { weight = 400, x, y, ...textOptions } = options;
  const { dir } = loadFaces();
  const runs = fontRuns(text, weight);
  if (runs.length === 0) runs.push({ text: "", file: firstFile(weight) });
  runs.forEach((run, index) => {
    doc.registerFont(run.file, join(dir, run.file));
    doc.font(run.file);
    const isLast = index === runs.length - 1;
    const runOptions = {
      ...textOptions,
      continued: isLast ? Boolean(textOptions.continued) : true,
    };
    if (index === 0 && (x !== undefined || y !== undefined)) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
}

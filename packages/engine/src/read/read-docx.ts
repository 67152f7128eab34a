/**
 * DOCX reader: mammoth converts the body to HTML (paragraphs, lists, tables survive), which is
 * flattened to lines here; page headers, where templates often put the contact block, are
 * read from the package directly.
 */
import JSZip from "jszip";
import mammoth from "mammoth";
import { isCompoundFile } from "./cfb.ts";
import { compoundStreamNames } from "./detect-kind.ts";
import { readError } from "./errors.ts";
import { normalizeText } from "./normalize-text.ts";
import type { ReadBody } from "./read-types.ts";
import { readZipDirectory } from "./zip.ts";

// More than this much uncompressed XML is a zip bomb, not a résumé.
const MAX_UNCOMPRESSED = 200 * 1024 * 1024;

interface HtmlNode {
  tag: string;
  children: Array<HtmlNode | string>;
}

const VOID_TAGS = new Set(["br", "img", "hr"]);
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : "";
    }
    return ENTITIES[body.toLowerCase()] ?? m;
  });
}

/** Parses mammoth's (well-formed, attribute-light) HTML into a small tree. */
function parseHtml(html: string): HtmlNode {
  const root: HtmlNode = { tag: "root", children: [] };
  const stack: HtmlNode[] = [root];
  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(\/?)>|([^<]+)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const top = stack[stack.length - 1]!;
    if (m[4] !== undefined) {
      top.children.push(decodeEntities(m[4]));
      continue;
    }
    const tag = m[2]!.toLowerCase();
    if (m[1]) {
      const at = stack.map((n) => n.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const node: HtmlNode = { tag, children: [] };
    top.children.push(node);
    if (!m[3] && !VOID_TAGS.has(tag)) stack.push(node);
  }
  return root;
}

function inlineText(node: HtmlNode | string): string {
  if (typeof node === "string") return node;
  if (node.tag === "br") return "\n";
  return node.children.map(inlineText).join("");
}

/** Renders a block-level tree to lines. */
function renderBlocks(node: HtmlNode, lines: string[]): void {
  for (const child of node.children) {
    if (typeof child === "string") {
      if (child.trim()) lines.push(child);
      continue;
    }
    switch (child.tag) {
      case "p":
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        lines.push(...inlineText(child).split("\n"));
        break;
      case "li": {
        const own: string[] = [];
        const nested: HtmlNode = { tag: "div", children: [] };
        for (const c of child.children) {
          if (typeof c !== "string" && (c.tag === "ul" || c.tag === "ol")) nested.children.push(c);
          else own.push(inlineText(c));
        }
        const [first = "", ...rest] = own.join("").split("\n");
        lines.push(`• ${first}`, ...rest);
        renderBlocks(nested, lines);
        break;
      }
      case "table":
        renderTable(child, lines);
        break;
      case "br":
        lines.push("");
        break;
      default:
        renderBlocks(child, lines);
    }
  }
}

/**
 * Table rows of one-line cells read as tab-separated rows; rows with multi-line cells (layout
 * tables: a date cell beside a job, a sidebar beside the main column) read cell after cell,
 * with leading one-line cells kept on the first line of the next cell.
 */
function renderTable(table: HtmlNode, lines: string[]): void {
  const rows: HtmlNode[] = [];
  const collectRows = (n: HtmlNode) => {
    for (const c of n.children) {
      if (typeof c === "string") continue;
      if (c.tag === "tr") rows.push(c);
      else if (c.tag === "thead" || c.tag === "tbody" || c.tag === "tfoot") collectRows(c);
    }
  };
  collectRows(table);
  for (const row of rows) {
    const cells = row.children
      .filter((c): c is HtmlNode => typeof c !== "string" && (c.tag === "td" || c.tag === "th"))
      .map((cell) => {
        const cellLines: string[] = [];
        renderBlocks(cell, cellLines);
        return cellLines.filter((l) => l.trim() !== "");
      })
      .filter((cellLines) => cellLines.length > 0);
    if (cells.every((c) => c.length <= 1)) {
      lines.push(cells.map((c) => c[0] ?? "").join("\t"));
      continue;
    }
    let carry: string[] = [];
    for (const cell of cells) {
      if (cell.length === 1 && carry.length < 2) {
        carry.push(cell[0]!);
        continue;
      }
      const [first = "", ...rest] = cell;
      lines.push([...carry, first].join("\t"), ...rest);
      carry = [];
    }
    if (carry.length) lines.push(carry.join("\t"));
    lines.push("");
  }
}

/** Text of a header/footer part: paragraphs, tabs and breaks. */
function wordXmlText(xml: string): string[] {
  const lines: string[] = [];
  for (const para of xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []) {
    let line = "";
    for (const m of para.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)) {
      if (m[2] === "tab") line += "\t";
      else if (m[2]) line += "\n";
      else line += decodeEntities(m[1] ?? "");
    }
    lines.push(...line.split("\n"));
  }
  return lines.map((l) => l.trim()).filter((l) => /[\p{L}\p{N}]/u.test(l));
}

async function readHeaderLines(bytes: Uint8Array): Promise<string[]> {
  try {
    const zip = await JSZip.loadAsync(bytes);
    const names = Object.keys(zip.files)
      .filter((n) => /^word\/header\d*\.xml$/.test(n))
      .sort();
    const seen = new Set<string>();
    const lines: string[] = [];
    for (const name of names) {
      const xml = await zip.files[name]!.async("string");
      for (const line of wordXmlText(xml)) {
        if (seen.has(line) || /^page\s*\d*$/i.test(line)) continue;
        seen.add(line);
        lines.push(line);
      }
    }
    return lines;
  } catch {
    return [];
  }
}

/** Reads DOCX bytes into normalised text. */
export async function readDocx(bytes: Uint8Array, signal: AbortSignal): Promise<ReadBody> {
  if (isCompoundFile(bytes)) {
    return compoundStreamNames(bytes).includes("EncryptedPackage")
      ? readError("encrypted", "docx")
      : readError("corrupt", "docx");
  }
  const directory = readZipDirectory(bytes);
  if (!directory) return readError("truncated", "docx");
  const main = directory.find((e) => /^word\/document\d*\.xml$/.test(e.name));
  if (!main) return readError("corrupt", "docx");
  if (main.encrypted) return readError("encrypted", "docx");
  const total = directory.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (total > MAX_UNCOMPRESSED) return readError("corrupt", "docx");
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const result = await mammoth.convertToHtml({ buffer }, { ignoreEmptyParagraphs: false });
    if (signal.aborted) return readError("timeout", "docx");
    const lines: string[] = [];
    renderBlocks(parseHtml(result.value), lines);
    const header = await readHeaderLines(bytes);
    const bodyText = lines.join("\n");
    const headerText = header.filter((line) => !bodyText.includes(line)).join("\n");
    const text = normalizeText(headerText ? `${headerText}\n\n${bodyText}` : bodyText);
    if (!/[\p{L}\p{N}]/u.test(text)) return readError("empty", "docx");
    return { text, pages: 1, warnings: [] };
  } catch {
    if (signal.aborted) return readError("timeout", "docx");
    return readError("corrupt", "docx");
  }
}

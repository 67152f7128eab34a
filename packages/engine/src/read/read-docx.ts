/**
 * DOCX reader: mammoth converts the body to HTML (paragraphs, lists, tables survive), which is
 * flattened to lines here; page headers, where templates often put the contact block, are
 * read from the package directly.
 */
import { isCompoundFile } from "./cfb.ts";
import { compoundStreamNames } from "./detect-kind.ts";
import { readError } from "./errors.ts";
import {
  capText,
  MAX_DOCUMENT_XML_BYTES,
  MAX_PARAGRAPHS,
  MAX_PART_XML_BYTES,
  MAX_UNPACKED_BYTES,
  TRUNCATED_WARNING,
} from "./limits.ts";
import { normalizeText } from "./normalize-text.ts";
import type { ReadBody } from "./read-types.ts";
import { readZipDirectory, unpackZipEntries, writeStoredZip, type ZipEntry } from "./zip.ts";

const MAX_HEADER_LINES = 40;
const MAIN_PART = /^word\/document\d*\.xml$/;
const utf8 = new TextDecoder("utf-8");
// Tags, comments, CDATA and declarations; attribute values may hold ">".
const XML_TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>|<(\/?)([^\s/>]+)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/** How often `needle` occurs in `text`, stopping once past `limit`. */
function countUpTo(text: string, needle: string, limit: number): number {
  let count = 0;
  for (let at = text.indexOf(needle); at >= 0 && count <= limit; at = text.indexOf(needle, at + 1))
    count++;
  return count;
}

/**
 * Cuts a body part after `MAX_PARAGRAPHS` paragraphs and before `MAX_DOCUMENT_XML_BYTES`, at a
 * paragraph end, closing the elements still open so the XML stays well-formed; null when not
 * even one paragraph fits. Real résumés come back unchanged without being tokenised.
 */
export function limitBodyXml(xml: string): { xml: string; truncated: boolean } | null {
  const prefix = /<([\w.-]+):document[\s>]/.exec(xml.slice(0, 4096))?.[1] ?? "w";
  const paragraph = `${prefix}:p`;
  const paragraphs =
    countUpTo(xml, `</${paragraph}>`, MAX_PARAGRAPHS) +
    countUpTo(xml, `<${paragraph}/>`, MAX_PARAGRAPHS);
  if (paragraphs <= MAX_PARAGRAPHS && xml.length <= MAX_DOCUMENT_XML_BYTES)
    return { xml, truncated: false };
  const stack: string[] = [];
  let count = 0;
  let cut: { at: number; open: string[] } | null = null;
  XML_TOKEN.lastIndex = 0;
  for (let m = XML_TOKEN.exec(xml); m; m = XML_TOKEN.exec(xml)) {
    if (XML_TOKEN.lastIndex > MAX_DOCUMENT_XML_BYTES) break;
    const name = m[2];
    if (name === undefined) continue;
    if (m[1]) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
    } else if (!m[3]) stack.push(name);
    if (name === paragraph && (m[1] || m[3])) {
      count++;
      cut = { at: XML_TOKEN.lastIndex, open: stack.slice() };
      if (count >= MAX_PARAGRAPHS) break;
    }
  }
  if (!cut) return null;
  const closing = cut.open
    .reverse()
    .map((name) => `</${name}>`)
    .join("");
  return { xml: xml.slice(0, cut.at) + closing, truncated: true };
}

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
  // Split at paragraph ends rather than matching whole paragraphs lazily, and keep every
  // pattern from running past the next "<": both stay linear on a part with no closing tags.
  for (const para of xml.split("</w:p>")) {
    let line = "";
    for (const m of para.matchAll(/<w:t(?:\s[^<>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^<>]*\/>/g)) {
      if (m[2] === "tab") line += "\t";
      else if (m[2]) line += "\n";
      else line += decodeEntities(m[1] ?? "");
    }
    lines.push(...line.split("\n"));
  }
  return lines.map((l) => l.trim()).filter((l) => /[\p{L}\p{N}]/u.test(l));
}

function readHeaderLines(files: Map<string, Uint8Array>): string[] {
  const names = [...files.keys()].filter((n) => /^word\/header\d*\.xml$/.test(n)).sort();
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const name of names) {
    const data = files.get(name)!;
    if (data.length > MAX_PART_XML_BYTES) continue;
    for (const line of wordXmlText(utf8.decode(data))) {
      // Each kept line is looked up in the body text later: keep that a few dozen lookups.
      if (lines.length >= MAX_HEADER_LINES) return lines;
      if (seen.has(line) || /^page\s*\d*$/i.test(line)) continue;
      seen.add(line);
      lines.push(line);
    }
  }
  return lines;
}

type MammothInput =
  | { ok: true; zip: Uint8Array; files: Map<string, Uint8Array>; truncated: boolean }
  | { ok: false; body: ReadBody };

/**
 * Unpacks the XML parts under the byte budget and repacks them stored, with the body cut to
 * its limits, so mammoth only ever sees bounded, already-counted bytes. Images are left out:
 * the text never needs them.
 */
function prepareMammothInput(bytes: Uint8Array, directory: ZipEntry[]): MammothInput {
  const unpacked = unpackZipEntries(
    bytes,
    directory,
    (name) => /\.(xml|rels)$/i.test(name),
    MAX_UNPACKED_BYTES,
  );
  if (!unpacked.ok) {
    return {
      ok: false,
      body:
        unpacked.reason === "too-large"
          ? readError("too-large-unpacked", "docx", { maxBytes: MAX_UNPACKED_BYTES })
          : readError("corrupt", "docx"),
    };
  }
  const files = new Map<string, Uint8Array>();
  let truncated = false;
  for (const [name, data] of unpacked.files) {
    if (!MAIN_PART.test(name)) {
      if (data.length <= MAX_PART_XML_BYTES) files.set(name, data);
      continue;
    }
    const limited = limitBodyXml(utf8.decode(data));
    if (!limited) {
      return {
        ok: false,
        body: readError("too-large-unpacked", "docx", { maxBytes: MAX_UNPACKED_BYTES }),
      };
    }
    truncated ||= limited.truncated;
    files.set(name, limited.truncated ? new TextEncoder().encode(limited.xml) : data);
  }
  return { ok: true, zip: writeStoredZip(files), files, truncated };
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
  const main = directory.find((e) => MAIN_PART.test(e.name));
  if (!main) return readError("corrupt", "docx");
  if (main.encrypted) return readError("encrypted", "docx");
  try {
    const input = prepareMammothInput(bytes, directory);
    if (!input.ok) return input.body;
    const buffer = Buffer.from(input.zip.buffer, input.zip.byteOffset, input.zip.byteLength);
    // mammoth takes ~80 ms to load: imported by the first DOCX, not by every start of the CLI.
    const { default: mammoth } = await import("mammoth");
    const result = await mammoth.convertToHtml(
      { buffer },
      {
        ignoreEmptyParagraphs: false,
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })),
      },
    );
    if (signal.aborted) return readError("timeout", "docx");
    const lines: string[] = [];
    renderBlocks(parseHtml(result.value), lines);
    const header = readHeaderLines(input.files);
    const bodyText = lines.join("\n");
    const headerText = header.filter((line) => !bodyText.includes(line)).join("\n");
    const warnings = input.truncated ? [TRUNCATED_WARNING] : [];
    const text = normalizeText(
      capText(headerText ? `${headerText}\n\n${bodyText}` : bodyText, warnings),
    );
    if (!/[\p{L}\p{N}]/u.test(text)) return readError("empty", "docx");
    return { text, pages: 1, warnings };
  } catch {
    if (signal.aborted) return readError("timeout", "docx");
    return readError("corrupt", "docx");
  }
}

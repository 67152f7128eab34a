import { deflateRawSync } from "node:zlib";
import PDFDocument from "pdfkit";

const encode = (text: string) => new TextEncoder().encode(text);

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Written into both headers instead of the true inflated size (a "false small size" bomb). */
  declaredSize?: number;
}

/** A zip of deflated entries, written by hand so that a test controls every header field. */
export function buildZip(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, centralBytes, end]));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`;
const DOCUMENT_TAIL = "</w:body></w:document>";

/** One Word paragraph; `text` is put in raw, so it may carry character references. */
export const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** A minimal .docx whose body is `body` (paragraph XML), with optional false declared sizes. */
export function buildDocx(body: string | Uint8Array, options: { declaredSize?: number } = {}) {
  const document =
    typeof body === "string"
      ? new TextEncoder().encode(DOCUMENT_HEAD + body + DOCUMENT_TAIL)
      : body;
  const text = (value: string) => new TextEncoder().encode(value);
  return buildZip([
    { name: "[Content_Types].xml", data: text(CONTENT_TYPES) },
    { name: "_rels/.rels", data: text(RELS) },
    { name: "word/document.xml", data: document, declaredSize: options.declaredSize },
  ]);
}

/** A docx whose document.xml inflates to `mebibytes` MiB (a zip bomb), true or false sizes. */
export function buildDocxBomb(mebibytes: number, options: { isSizeFalse?: boolean } = {}) {
  const head = new TextEncoder().encode(`${DOCUMENT_HEAD}<w:p><w:r><w:t>`);
  const body = new Uint8Array(mebibytes * 1024 * 1024);
  body.fill(0x61); // "a": one endless word
  body.set(head, 0);
  return buildDocx(body, { declaredSize: options.isSizeFalse ? 2_000 : undefined });
}

/** A plain resume text for the hostile files to hide among. */
export function normalResumeText(name: string): string {
  return [
    name,
    "Senior Backend Engineer",
    `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@mail.example`,
    "",
    "Experience",
    "Senior Backend Engineer, Acme Corp",
    "Jan 2016 - Present",
    "- Built services with Node.js, TypeScript and PostgreSQL",
    "",
    "Education",
    "BSc Computer Science, University of Leeds, 2012",
    "",
    "Skills",
    "Node.js, TypeScript, PostgreSQL, Docker, Kubernetes",
    "",
  ].join("\n");
}

/** A text PDF of `text`, one line per paragraph. */
export function buildPdf(text: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50, compress: false });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    for (const line of text.split("\n")) doc.fontSize(11).text(line || " ");
    doc.end();
  });
}

/** `bytes` with bits flipped at positions drawn from a fixed seed (the same file every run). */
export function mutate(bytes: Uint8Array, seed: number, flips: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  let state = seed;
  for (let flip = 0; flip < flips; flip += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    const position = state % copy.length;
    copy[position] = (copy[position] as number) ^ (1 << (state >>> 29));
  }
  return copy;
}

/** One file of each hostile class of issue 15 item 3 (built here, never stored in the repo). */
export async function buildHostileFiles(): Promise<Array<{ name: string; bytes: Uint8Array }>> {
  const resume = normalResumeText("Hostile Harry");
  const pdf = await buildPdf(resume);
  const surrogate = resume.replace("Acme Corp", "Ac&#xD800;me Corp").split("\n");
  return [
    { name: "bomb-true-sizes.docx", bytes: buildDocxBomb(190) },
    { name: "bomb-false-sizes.docx", bytes: buildDocxBomb(190, { isSizeFalse: true }) },
    {
      name: "200k-paragraphs.docx",
      bytes: buildDocx(paragraph("x").repeat(200_000)),
    },
    {
      name: "huge-number.rtf",
      bytes: encode(
        `{\\rtf1\\ansi\\deff0 Hostile Harry\\par \\fs${"9".repeat(1_000_000)} Engineer}`,
      ),
    },
    {
      name: "huge-digits.rtf",
      bytes: encode(`{\\rtf1\\ansi\\deff0 Hostile Harry\\par ${"9".repeat(1_000_000)}\\par}`),
    },
    {
      name: "one-line.txt",
      bytes: encode(`${resume.replaceAll("\n", " ")} `.repeat(25_000).slice(0, 9_500_000)),
    },
    { name: "flipped-1.pdf", bytes: mutate(pdf, 1, 40) },
    { name: "flipped-2.pdf", bytes: mutate(pdf, 2, 40) },
    { name: "flipped-3.pdf", bytes: mutate(pdf, 3, 400) },
    { name: "surrogate.docx", bytes: buildDocx(surrogate.map(paragraph).join("")) },
  ];
}

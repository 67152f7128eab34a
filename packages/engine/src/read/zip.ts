/**
 * Just enough of the ZIP format to tell a DOCX from other zips, and to unpack the parts the
 * DOCX reader needs under a budget of bytes really inflated: the sizes an archive declares are
 * never trusted, since a bomb can claim 2 KB for a part that inflates to gigabytes.
 */
import { crc32, inflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  /** As declared; only ever used as an upper bound on the bytes read from the file. */
  compressedSize: number;
  /** As declared; never trusted for limits. */
  uncompressedSize: number;
  encrypted: boolean;
  /** 0 stored, 8 deflate. */
  method: number;
  localHeaderOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIR = 0x06054b50;
const latin1 = new TextDecoder("latin1");

function u16(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
}
function u32(b: Uint8Array, o: number): number {
  return (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;
}

/** True when the bytes start like a zip archive. */
export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 3 || bytes[2] === 5)
  );
}

const ZIP64_EXTRA = 0x0001;
const SATURATED = 0xffffffff;

/**
 * Some writers (streaming .NET packagers among them) put sizes and offsets in a ZIP64 extra
 * field even for small files; the 32-bit fields then read 0xFFFFFFFF.
 */
function readZip64Extra(extra: Uint8Array, entry: ZipEntry): void {
  for (let at = 0; at + 4 <= extra.length; at += 4 + u16(extra, at + 2)) {
    if (u16(extra, at) !== ZIP64_EXTRA) continue;
    let field = at + 4;
    const end = at + 4 + u16(extra, at + 2);
    const next = (): number | undefined => {
      if (field + 8 > end || field + 8 > extra.length) return undefined;
      const value = u32(extra, field) + u32(extra, field + 4) * 2 ** 32;
      field += 8;
      return value;
    };
    if (entry.uncompressedSize === SATURATED) entry.uncompressedSize = next() ?? SATURATED;
    if (entry.compressedSize === SATURATED) entry.compressedSize = next() ?? SATURATED;
    if (entry.localHeaderOffset === SATURATED) entry.localHeaderOffset = next() ?? SATURATED;
    return;
  }
}

/** Reads the central directory; null when it is missing or damaged (e.g. a cut-off file). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (u32(bytes, i) === END_OF_CENTRAL_DIR) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(bytes, eocd + 10);
  let offset = u32(bytes, eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || u32(bytes, offset) !== CENTRAL_HEADER) return null;
    const flags = u16(bytes, offset + 8);
    const nameLength = u16(bytes, offset + 28);
    const extraLength = u16(bytes, offset + 30);
    const commentLength = u16(bytes, offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    const entry: ZipEntry = {
      name: latin1.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      compressedSize: u32(bytes, offset + 20),
      uncompressedSize: u32(bytes, offset + 24),
      encrypted: (flags & 1) === 1,
      method: u16(bytes, offset + 10),
      localHeaderOffset: u32(bytes, offset + 42),
    };
    readZip64Extra(
      bytes.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength),
      entry,
    );
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Names from local file headers, for archives whose central directory is gone. */
export function scanZipLocalNames(bytes: Uint8Array, limit = 200): string[] {
  const names: string[] = [];
  for (let i = 0; i + 30 <= bytes.length && names.length < limit; i++) {
    if (bytes[i] !== 0x50 || u32(bytes, i) !== LOCAL_HEADER) continue;
    const nameLength = u16(bytes, i + 26);
    const extraLength = u16(bytes, i + 28);
    if (nameLength === 0 || i + 30 + nameLength > bytes.length) continue;
    names.push(latin1.decode(bytes.subarray(i + 30, i + 30 + nameLength)));
    i += 29 + nameLength + extraLength;
  }
  return names;
}

export type UnpackResult =
  | { ok: true; files: Map<string, Uint8Array> }
  | { ok: false; reason: "too-large" | "corrupt" };

function isBufferTooLarge(error: unknown): boolean {
  return (
    error instanceof RangeError ||
    (typeof error === "object" &&
      error !== null &&
      "code" in error &&
      error.code === "ERR_BUFFER_TOO_LARGE")
  );
}

/**
 * Inflates the entries `wanted` picks, counting the bytes really produced against `budget`
 * (zlib stops at `maxOutputLength`, so a bomb costs at most the budget, whatever it declares).
 * @example unpackZipEntries(docxBytes, directory, (n) => n.endsWith(".xml"), 32 << 20) // { ok: true, files: Map { "word/document.xml" => Uint8Array(…) } }
 */
export function unpackZipEntries(
  bytes: Uint8Array,
  directory: ZipEntry[],
  wanted: (name: string) => boolean,
  budget: number,
): UnpackResult {
  const files = new Map<string, Uint8Array>();
  let left = budget;
  for (const entry of directory) {
    if (!wanted(entry.name) || files.has(entry.name)) continue;
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL_HEADER)
      return { ok: false, reason: "corrupt" };
    const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
    const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
    let content: Uint8Array;
    if (entry.method === 0) {
      if (data.length > left) return { ok: false, reason: "too-large" };
      content = data;
    } else if (entry.method === 8) {
      try {
        // One byte over the budget is enough to know it is too large.
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, left + 1) });
      } catch (error) {
        return { ok: false, reason: isBufferTooLarge(error) ? "too-large" : "corrupt" };
      }
      if (content.length > left) return { ok: false, reason: "too-large" };
    } else {
      return { ok: false, reason: "corrupt" };
    }
    left -= content.length;
    files.set(entry.name, content);
  }
  return { ok: true, files };
}

/**
 * Writes files into a zip of stored (uncompressed) entries, so a library that unzips it has
 * nothing left to inflate: its work is bounded by what `unpackZipEntries` already counted.
 * @example writeStoredZip(new Map([["a.txt", new TextEncoder().encode("hi")]])) // Uint8Array of a valid zip
 */
export function writeStoredZip(files: Map<string, Uint8Array>): Uint8Array {
  const encoder = new TextEncoder();
  const records = [...files].map(([name, data]) => ({
    name: encoder.encode(name),
    data,
    crc: crc32(data),
  }));
  let size = 22;
  for (const r of records) size += 30 + 46 + 2 * r.name.length + r.data.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const header = (at: number, signature: number, r: (typeof records)[number], central: boolean) => {
    view.setUint32(at, signature, true);
    const o = central ? at + 2 : at;
    if (central) view.setUint16(at + 4, 20, true);
    view.setUint16(o + 4, 20, true);
    view.setUint32(o + 14, r.crc >>> 0, true);
    view.setUint32(o + 18, r.data.length, true);
    view.setUint32(o + 22, r.data.length, true);
    view.setUint16(o + 26, r.name.length, true);
  };
  let at = 0;
  const offsets: number[] = [];
  for (const r of records) {
    offsets.push(at);
    header(at, LOCAL_HEADER, r, false);
    out.set(r.name, at + 30);
    out.set(r.data, at + 30 + r.name.length);
    at += 30 + r.name.length + r.data.length;
  }
  const centralStart = at;
  records.forEach((r, n) => {
    header(at, CENTRAL_HEADER, r, true);
    view.setUint32(at + 42, offsets[n]!, true);
    out.set(r.name, at + 46);
    at += 46 + r.name.length;
  });
  view.setUint32(at, END_OF_CENTRAL_DIR, true);
  view.setUint16(at + 8, records.length, true);
  view.setUint16(at + 10, records.length, true);
  view.setUint32(at + 12, at - centralStart, true);
  view.setUint32(at + 16, centralStart, true);
  return out;
}

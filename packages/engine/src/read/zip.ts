/**
 * Just enough of the ZIP format to tell a DOCX from other zips and to refuse zip bombs
 * before a full unzip library touches the bytes.
 */

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  encrypted: boolean;
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
    entries.push({
      name: latin1.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      compressedSize: u32(bytes, offset + 20),
      uncompressedSize: u32(bytes, offset + 24),
      encrypted: (flags & 1) === 1,
    });
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

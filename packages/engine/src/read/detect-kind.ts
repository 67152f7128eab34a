/** Document type detection from content (magic bytes and structure), never from a file name. */
import type { DocumentKind } from "../types.ts";
import { isCompoundFile, parseCompoundFile, scanCompoundNames } from "./cfb.ts";
import { decodeText, looksLikeMarkdown } from "./read-text.ts";
import { isZip, readZipDirectory, scanZipLocalNames } from "./zip.ts";

function startsWithAscii(bytes: Uint8Array, text: string, from = 0): boolean {
  if (bytes.length < from + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[from + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** Where "%PDF-" starts within the first kilobyte (some generators put junk before it), or -1. */
export function findPdfHeader(bytes: Uint8Array): number {
  const limit = Math.min(bytes.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (bytes[i] === 0x25 && startsWithAscii(bytes, "%PDF-", i)) return i;
  }
  return -1;
}

/** The names inside a zip, from its central directory or, if that is gone, its local headers. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  return readZipDirectory(bytes)?.map((e) => e.name) ?? scanZipLocalNames(bytes);
}

/** Stream names that decide what an OLE2 compound file holds. */
export function compoundStreamNames(bytes: Uint8Array): string[] {
  const wanted = ["WordDocument", "EncryptedPackage", "EncryptionInfo"];
  const cfb = parseCompoundFile(bytes);
  if (cfb) return cfb.entries.filter((e) => wanted.includes(e.name)).map((e) => e.name);
  return scanCompoundNames(bytes, wanted);
}

function skipBomAndSpace(bytes: Uint8Array): number {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (
    i < bytes.length &&
    (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)
  )
    i++;
  return i;
}

/**
 * Detects a document's type from its bytes; null when it is none of the supported types.
 * @example detectKind(new TextEncoder().encode("%PDF-1.7\n...")) // "pdf"
 */
export function detectKind(bytes: Uint8Array): DocumentKind | null {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) return null;
  if (findPdfHeader(bytes) >= 0) return "pdf";
  if (isZip(bytes)) {
    const names = zipEntryNames(bytes);
    return names.some((n) => /^word\/document\d*\.xml$/.test(n)) ? "docx" : null;
  }
  if (isCompoundFile(bytes)) {
    const names = compoundStreamNames(bytes);
    if (names.includes("WordDocument")) return "doc";
    // A password-protected DOCX is an OLE2 container holding the encrypted package.
    if (names.includes("EncryptedPackage")) return "docx";
    return null;
  }
  if (startsWithAscii(bytes, "{\\rtf", skipBomAndSpace(bytes))) return "rtf";
  const decoded = decodeText(bytes);
  if (!decoded) return null;
  return looksLikeMarkdown(decoded.text) ? "md" : "txt";
}

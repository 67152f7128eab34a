import { toWellFormedText } from "./request-strings.ts";

/**
 * Invisible characters that reorder or hide text: the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), the directional marks (U+200E, U+200F, U+061C), zero-width
 * space and word joiners (U+200B, U+2060–U+2064), the deprecated format controls (U+206A–U+206F)
 * and the BOM. "cv\u202Efdp.exe" displays as "cvexe.pdf". ZWJ and ZWNJ stay: emoji and several
 * scripts need them.
 */
const SPOOFING_FORMAT_CHARACTERS =
  /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;

/** The text without bidi controls and other invisible format characters that can spoof a name. */
export function stripSpoofingCharacters(text: string): string {
  return text.replace(SPOOFING_FORMAT_CHARACTERS, "");
}

/**
 * Content-Disposition for a download: an ASCII fallback `filename` (quotes, backslashes, controls
 * and non-ASCII replaced) and the exact name in RFC 5987 `filename*`, so that no name can break
 * out of the header or spoof its extension.
 */
export function contentDisposition(kind: "attachment" | "inline", fileName: string): string {
  const name = toWellFormedText(stripSpoofingCharacters(fileName));
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_") || "download";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Headers for a served document (an uploaded resume, a generated PDF or export, an avatar): a
 * sandboxing CSP so that a PDF's or SVG's scripts never run with our origin, and no type sniffing.
 */
export const DOCUMENT_SECURITY_HEADERS = {
  "content-security-policy": "sandbox; default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
} as const;

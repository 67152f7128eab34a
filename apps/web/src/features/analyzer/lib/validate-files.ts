import {
  ACCEPTED_RESUME_EXTENSIONS,
  FILE_MESSAGES,
  MAX_BULK_RESUMES,
  MAX_FILE_SIZE_BYTES,
  type ResumeFileKind,
} from "@hirelens/contracts";

/** Why a file was refused before anything was sent or charged. */
export type FileRefusal = { name: string; message: string };

/** What a dropped file is, from its first bytes (the server checks again by content). */
export function sniffResumeKind(head: Uint8Array, name: string): ResumeFileKind | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46)) return "pdf"; // %PDF
  if (starts(0x7b, 0x5c, 0x72, 0x74, 0x66)) return "rtf"; // {\rtf
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return "doc"; // OLE2 compound file
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    // A zip: only a .docx is a resume; an .xlsx or a .zip is not.
    return name.toLowerCase().endsWith(".docx") ? "docx" : null;
  }
  if (head.length === 0) return null;
  // Plain text: no NUL bytes and no binary control characters in the first bytes.
  for (const byte of head) {
    if (
      byte === 0 ||
      (byte < 0x09 && byte !== 0x07) ||
      (byte > 0x0d && byte < 0x20 && byte !== 0x1b)
    ) {
      return null;
    }
  }
  return name.toLowerCase().endsWith(".txt") || !name.includes(".") ? "txt" : null;
}

function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_RESUME_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

async function readHead(file: Blob, bytes = 512): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

/** Hex SHA-256 of a file's content, to spot the same resume dropped twice. */
export async function hashFile(file: Blob): Promise<string> {
  // Copied into this realm's Uint8Array: SubtleCrypto refuses buffers from another realm (jsdom).
  const bytes = new Uint8Array(await file.arrayBuffer()).slice();
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export type CheckedFile = { file: File; kind: ResumeFileKind; sha256: string };

export type FileCheck = {
  accepted: CheckedFile[];
  refused: FileRefusal[];
  /** Files whose content is already in the batch (by SHA-256), with the file they repeat. */
  duplicates: Array<{ name: string; duplicateOf: string }>;
};

/**
 * Checks files before anything is sent: at most 50 in the batch (the 51st is refused), 10 MB each,
 * PDF/DOCX/DOC/RTF/TXT by extension and by content, and no content twice.
 */
export async function checkResumeFiles(
  incoming: File[],
  alreadyQueued: Array<{ name: string; sha256: string }> = [],
): Promise<FileCheck> {
  const result: FileCheck = { accepted: [], refused: [], duplicates: [] };
  const seen = new Map(alreadyQueued.map((f) => [f.sha256, f.name]));
  let room = MAX_BULK_RESUMES - alreadyQueued.length;
  for (const file of incoming) {
    if (file.size > MAX_FILE_SIZE_BYTES) {
      result.refused.push({ name: file.name, message: FILE_MESSAGES.tooLarge(file.name) });
      continue;
    }
    if (file.size === 0) {
      result.refused.push({ name: file.name, message: FILE_MESSAGES.empty(file.name) });
      continue;
    }
    const kind = hasAcceptedExtension(file.name)
      ? sniffResumeKind(await readHead(file), file.name)
      : null;
    if (!kind) {
      result.refused.push({ name: file.name, message: FILE_MESSAGES.wrongType(file.name) });
      continue;
    }
    const sha256 = await hashFile(file);
    const duplicateOf = seen.get(sha256);
    if (duplicateOf !== undefined) {
      result.duplicates.push({ name: file.name, duplicateOf });
      continue;
    }
    if (room <= 0) {
      result.refused.push({
        name: file.name,
        message: `${FILE_MESSAGES.tooMany} "${file.name}" was not added.`,
      });
      continue;
    }
    seen.set(sha256, file.name);
    room -= 1;
    result.accepted.push({ file, kind, sha256 });
  }
  return result;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

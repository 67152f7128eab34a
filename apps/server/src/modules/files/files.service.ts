import { createHash, randomUUID } from "node:crypto";
import {
  ACCEPTED_RESUME_KINDS,
  FILE_MESSAGES,
  MAX_BULK_RESUMES,
  MAX_FILE_SIZE_BYTES,
  type ResumeFileKind,
  type UploadedFile,
  type UploadResult,
} from "@hirelens/contracts";
import { detectKind } from "@hirelens/engine";
import { AppError } from "../../lib/app-error.ts";
import { stripSpoofingCharacters } from "../../lib/display-text.ts";
import { toWellFormedText } from "../../lib/request-strings.ts";
import type { ServiceContext } from "../../service-context.ts";
import { deleteFileRows, type FileRow, findFile, insertFiles } from "./files.repository.ts";

export const CONTENT_TYPES: Record<ResumeFileKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  rtf: "application/rtf",
  txt: "text/plain; charset=utf-8",
};

/** One file part of the upload, streamed: its bytes are read once, as they arrive. */
export interface IncomingFile {
  name: string;
  /** Fails with the spec's "too large" error when the part was cut at the size limit. */
  content: AsyncIterable<Uint8Array>;
}

/** What the files services use of the ServiceContext. */
export type FilesContext = Pick<ServiceContext, "db" | "storage">;

export function storageKeyFor(workspaceId: string, fileId: string): string {
  return `${workspaceId}/resumes/${fileId}`;
}

/**
 * The displayed name of an upload: its last path segment without control characters, lone
 * surrogates or the invisible bidi and format characters that disguise an extension.
 */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = [...stripSpoofingCharacters(toWellFormedText(base))]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 255);
  return toWellFormedText(cleaned) || "resume";
}

/**
 * Bytes enough to tell a PDF (its header lies within the first 1024 bytes) or an RTF by their
 * start; every other type is decided on the whole file (a DOCX by its zip directory at the end,
 * a DOC by its compound-file directory, text by every byte being text).
 */
const HEAD_BYTES = 4096;

function tooLarge(name: string): AppError {
  const message = FILE_MESSAGES.tooLarge(name);
  return new AppError("PAYLOAD_TOO_LARGE", message, { errors: { [name]: [message] } });
}

/**
 * Passes a file's bytes through to the storage while hashing them (sha256), counting them
 * (refused past 10 MB, the spec's "too large" error) and keeping what the type sniffing needs:
 * the first bytes, and the whole file only when its start is not enough to decide (at most 10 MB,
 * one file at a time). A PDF, the usual resume, is never held whole.
 */
export function inspectUpload(name: string, source: AsyncIterable<Uint8Array>) {
  const hash = createHash("sha256");
  let size = 0;
  /** The first chunks, until HEAD_BYTES have come; then the whole file if the start did not decide. */
  let kept: Uint8Array[] | null = [];
  let kind: ResumeFileKind | null = null;
  let isDecided = false;
  async function* content(): AsyncGenerator<Uint8Array> {
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > MAX_FILE_SIZE_BYTES) throw tooLarge(name);
      hash.update(chunk);
      if (kept) {
        const isHeadComplete =
          !isDecided && size - chunk.byteLength < HEAD_BYTES && size >= HEAD_BYTES;
        kept.push(chunk);
        if (isHeadComplete) {
          const early = detectKind(Buffer.concat(kept, size));
          if (early === "pdf" || early === "rtf") {
            kind = early;
            isDecided = true;
            kept = null;
          }
        }
      }
      yield chunk;
    }
  }
  return {
    content: content(),
    /** Once `content` is read to the end: size, hash and the type by content (null = refused). */
    result(): { size: number; sha256: string; kind: ResumeFileKind | null } {
      if (!isDecided) {
        kind = size === 0 ? null : resumeKindOf(Buffer.concat(kept ?? [], size));
        isDecided = true;
        kept = null;
      }
      return { size, sha256: hash.digest("hex"), kind };
    },
  };
}

/** The type by content (the engine's sniffing), or null when it is not an accepted resume type. */
export function resumeKindOf(bytes: Uint8Array): ResumeFileKind | null {
  const kind = detectKind(bytes);
  if (kind === "md") return "txt";
  return kind && (ACCEPTED_RESUME_KINDS as readonly string[]).includes(kind)
    ? (kind as ResumeFileKind)
    : null;
}

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    kind: row.kind as ResumeFileKind,
    sha256: row.sha256,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Checks each file of an upload (count, size, type by content) while streaming it to the storage,
 * one file after the other: an upload of 50 x 10 MB never holds a whole PDF in memory, and never
 * more than one file of another type. One bad file refuses the whole upload and nothing is kept:
 * the file being written and the files stored before it are deleted. Same-content files are
 * stored once.
 */
export async function uploadFiles(
  ctx: FilesContext,
  input: { workspaceId: string; actorUserId: string; files: AsyncIterable<IncomingFile> },
): Promise<UploadResult> {
  const accepted: Array<{
    id: string;
    name: string;
    size: number;
    kind: ResumeFileKind;
    sha256: string;
  }> = [];
  const duplicates: UploadResult["duplicates"] = [];
  const stored = new Set<string>();
  let count = 0;
  try {
    for await (const file of input.files) {
      count += 1;
      const name = cleanName(file.name);
      if (count > MAX_BULK_RESUMES) throw new AppError("BAD_REQUEST", FILE_MESSAGES.tooMany);
      const id = randomUUID();
      const key = storageKeyFor(input.workspaceId, id);
      // Listed before the first byte is written: whatever happens next, the cleanup knows it.
      stored.add(key);
      const inspected = inspectUpload(name, file.content);
      await ctx.storage.putStream(key, inspected.content);
      const { size, sha256, kind } = inspected.result();
      if (size === 0) {
        throw new AppError("VALIDATION", FILE_MESSAGES.empty(name), {
          errors: { [name]: [FILE_MESSAGES.empty(name)] },
        });
      }
      if (!kind) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", FILE_MESSAGES.wrongType(name), {
          errors: { [name]: [FILE_MESSAGES.wrongType(name)] },
        });
      }
      const original = accepted.find((entry) => entry.sha256 === sha256);
      if (original) {
        await ctx.storage.delete(key);
        stored.delete(key);
        duplicates.push({ name, duplicateOfId: original.id, duplicateOfName: original.name });
        continue;
      }
      accepted.push({ id, name, size, kind, sha256 });
    }
    if (count === 0) throw new AppError("BAD_REQUEST", FILE_MESSAGES.noFiles);

    const rows = await insertFiles(
      ctx.db,
      accepted.map((entry) => ({
        id: entry.id,
        workspaceId: input.workspaceId,
        userId: input.actorUserId,
        name: entry.name,
        size: entry.size,
        kind: entry.kind,
        sha256: entry.sha256,
        storageKey: storageKeyFor(input.workspaceId, entry.id),
      })),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      files: accepted.map((entry) => toUploadedFile(byId.get(entry.id) as FileRow)),
      duplicates,
    };
  } catch (error) {
    await Promise.all([...stored].map((key) => ctx.storage.delete(key).catch(() => {})));
    throw error;
  }
}

export async function readFileForDownload(
  ctx: FilesContext,
  input: { workspaceId: string; id: string },
): Promise<{ row: FileRow; bytes: Buffer; contentType: string }> {
  const row = await findFile(ctx.db, input);
  if (!row) throw new AppError("NOT_FOUND");
  const bytes = await ctx.storage.get(row.storageKey).catch(() => {
    throw new AppError("NOT_FOUND");
  });
  return {
    row,
    bytes,
    contentType: CONTENT_TYPES[row.kind as ResumeFileKind] ?? "application/octet-stream",
  };
}

/** Deletes files (rows and stored bytes); results of analyses keep their text but lose the link. */
export async function deleteFiles(
  ctx: FilesContext,
  input: { workspaceId: string; ids: string[] },
): Promise<number> {
  const rows = await deleteFileRows(ctx.db, input);
  await Promise.all(rows.map((row) => ctx.storage.delete(row.storageKey)));
  return rows.length;
}

import { createHash, randomUUID } from "node:crypto";
import {
  ACCEPTED_RESUME_KINDS,
  FILE_MESSAGES,
  MAX_BULK_RESUMES,
  type ResumeFileKind,
  type UploadedFile,
  type UploadResult,
} from "@hirelens/contracts";
import { detectKind } from "@hirelens/engine";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { stripSpoofingCharacters } from "../../lib/display-text.ts";
import { toWellFormedText } from "../../lib/request-strings.ts";
import type { FileStorage } from "../../plugins/storage.ts";
import { deleteFileRows, type FileRow, findFile, insertFiles } from "./files.repository.ts";

export const CONTENT_TYPES: Record<ResumeFileKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  rtf: "application/rtf",
  txt: "text/plain; charset=utf-8",
};

/**
 * One file part of the upload, read into memory when its turn comes (at most 10 MB, enforced by
 * the multipart limit): the upload holds one part at a time, never the whole batch.
 */
export interface IncomingFile {
  name: string;
  read(): Promise<Buffer>;
}

/** A file part that was cut at the size limit; its name is enough to refuse the upload. */
export class FileTooLargeError extends Error {
  constructor(readonly fileName: string) {
    super(FILE_MESSAGES.tooLarge(fileName));
  }
}

export function storageKeyFor(userId: string, fileId: string): string {
  return `${userId}/resumes/${fileId}`;
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
 * Checks each file of an upload (count, size, type by content) and stores it before the next one
 * is read, so an upload of 50 x 10 MB holds one file in memory, not 500 MB. One bad file refuses
 * the whole upload and nothing is kept: the files stored before it are deleted. Same-content files
 * are stored once.
 */
export async function uploadFiles(options: {
  db: Database;
  storage: FileStorage;
  userId: string;
  files: AsyncIterable<IncomingFile>;
}): Promise<UploadResult> {
  const accepted: Array<{
    id: string;
    name: string;
    size: number;
    kind: ResumeFileKind;
    sha256: string;
  }> = [];
  const duplicates: UploadResult["duplicates"] = [];
  const stored: string[] = [];
  let count = 0;
  try {
    for await (const file of options.files) {
      count += 1;
      const name = cleanName(file.name);
      if (count > MAX_BULK_RESUMES) throw new AppError("BAD_REQUEST", FILE_MESSAGES.tooMany);
      const bytes = await file.read();
      if (bytes.length === 0) {
        throw new AppError("VALIDATION", FILE_MESSAGES.empty(name), {
          errors: {
            [name]: [FILE_MESSAGES.empty(name)],
          },
        });
      }
      const kind = resumeKindOf(bytes);
      if (!kind) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", FILE_MESSAGES.wrongType(name), {
          errors: {
            [name]: [FILE_MESSAGES.wrongType(name)],
          },
        });
      }
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const original = accepted.find((entry) => entry.sha256 === sha256);
      if (original) {
        duplicates.push({ name, duplicateOfId: original.id, duplicateOfName: original.name });
        continue;
      }
      const id = randomUUID();
      const key = storageKeyFor(options.userId, id);
      await options.storage.put(key, bytes);
      stored.push(key);
      accepted.push({ id, name, size: bytes.length, kind, sha256 });
    }
    if (count === 0) throw new AppError("BAD_REQUEST", FILE_MESSAGES.noFiles);

    const rows = await insertFiles(
      options.db,
      accepted.map((entry) => ({
        id: entry.id,
        userId: options.userId,
        name: entry.name,
        size: entry.size,
        kind: entry.kind,
        sha256: entry.sha256,
        storageKey: storageKeyFor(options.userId, entry.id),
      })),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      files: accepted.map((entry) => toUploadedFile(byId.get(entry.id) as FileRow)),
      duplicates,
    };
  } catch (error) {
    await Promise.all(stored.map((key) => options.storage.delete(key).catch(() => {})));
    throw error;
  }
}

export async function readFileForDownload(options: {
  db: Database;
  storage: FileStorage;
  userId: string;
  id: string;
}): Promise<{ row: FileRow; bytes: Buffer; contentType: string }> {
  const row = await findFile(options.db, options);
  if (!row) throw new AppError("NOT_FOUND");
  const bytes = await options.storage.get(row.storageKey).catch(() => {
    throw new AppError("NOT_FOUND");
  });
  return {
    row,
    bytes,
    contentType: CONTENT_TYPES[row.kind as ResumeFileKind] ?? "application/octet-stream",
  };
}

/** Deletes files (rows and stored bytes); results of analyses keep their text but lose the link. */
export async function deleteFiles(options: {
  db: Database;
  storage: FileStorage;
  userId: string;
  ids: string[];
}): Promise<number> {
  const rows = await deleteFileRows(options.db, options);
  await Promise.all(rows.map((row) => options.storage.delete(row.storageKey)));
  return rows.length;
}

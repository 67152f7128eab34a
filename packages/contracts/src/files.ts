import { z } from "zod";
import { MAX_BULK_RESUMES, MAX_FILE_SIZE_BYTES } from "./constants.ts";

/** Path constants of spec §7 (relative to the API base `/api`). */
export const FILE_PATHS = {
  upload: "/files/upload",
  download: "/files/download",
  delete: "/files/delete",
  process: "/files/process",
  byId: (id: string) => `/files/${id}`,
} as const;

/** Multipart field name of each resume in POST /api/files/upload (repeat it per file). */
export const UPLOAD_FIELD_NAME = "files";

export const ACCEPTED_RESUME_KINDS = ["pdf", "docx", "doc", "rtf", "txt"] as const;
export const resumeFileKindSchema = z.enum(ACCEPTED_RESUME_KINDS);
export type ResumeFileKind = z.infer<typeof resumeFileKindSchema>;
/** For the file picker's `accept`; the server checks the type by content, not by this list. */
export const ACCEPTED_RESUME_EXTENSIONS = [".pdf", ".docx", ".doc", ".rtf", ".txt"] as const;

/** Messages of upload refusals. Any refusal rejects the whole upload; nothing is stored or charged. */
export const FILE_MESSAGES = {
  noFiles: "Please choose at least one resume to upload.",
  tooMany: `You can upload at most ${MAX_BULK_RESUMES} resumes at a time.`,
  tooLarge: (name: string) =>
    `"${name}" is larger than ${MAX_FILE_SIZE_BYTES / 1024 / 1024} MB. Please upload a smaller file.`,
  wrongType: (name: string) =>
    `"${name}" is not a supported file type. Please upload PDF, DOCX, DOC, RTF or TXT files.`,
  empty: (name: string) => `"${name}" is empty.`,
  deleted: "File deleted",
} as const;

export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** Detected from the content. */
  kind: resumeFileKindSchema,
  sha256: z.string(),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * POST /api/files/upload (multipart, field `files`, up to 50 x 10 MB) -> 201 { data }.
 * Files with the same content (sha256) as another one of the same upload are not stored twice:
 * they are listed in `duplicates` with the file they repeat.
 * Refusals: 400 too many/no files, 413 too large, 415 wrong type; `errors` maps file name -> messages.
 */
export const uploadResultSchema = z.object({
  files: z.array(uploadedFileSchema),
  duplicates: z.array(
    z.object({ name: z.string(), duplicateOfId: z.string(), duplicateOfName: z.string() }),
  ),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/files/download?id= streams the original; DELETE /api/files/:id or POST /api/files/delete { id }. */
export const fileIdQuerySchema = z.object({ id: z.uuid() });

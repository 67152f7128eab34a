import multipart, { type MultipartFile } from "@fastify/multipart";
import {
  apiErrorSchema,
  FILE_MESSAGES,
  fileIdQuerySchema,
  MAX_BULK_RESUMES,
  MAX_FILE_SIZE_BYTES,
  UPLOAD_FIELD_NAME,
  uploadResultSchema,
} from "@hirelens/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { contentDisposition, DOCUMENT_SECURITY_HEADERS } from "../../lib/display-text.ts";
import { dataOf, ok } from "../../lib/http.ts";
import { limitHeavyRoute } from "../../plugins/heavy-route-limit.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import {
  deleteFiles,
  type IncomingFile,
  readFileForDownload,
  uploadFiles,
} from "./files.service.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
};

/**
 * The bytes of one file part as they arrive (never `part.toBuffer()`, which keeps the whole file on
 * the part, and the multipart plugin keeps every part of the request). A part cut at the size
 * limit ends in the spec's "too large" error, so what was stored of it is removed.
 */
async function* partContent(part: MultipartFile): AsyncGenerator<Uint8Array> {
  for await (const chunk of part.file) yield chunk as Buffer;
  if (part.file.truncated) throw tooLarge(part.filename);
}

function tooLarge(fileName: string): AppError {
  const message = FILE_MESSAGES.tooLarge(fileName);
  return new AppError("PAYLOAD_TOO_LARGE", message, { errors: { [fileName]: [message] } });
}

/** The file parts of a multipart request, each read when the service asks for it. */
async function* fileParts(request: FastifyRequest): AsyncGenerator<IncomingFile> {
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== UPLOAD_FIELD_NAME && part.fieldname !== "file") {
        part.file.resume();
        continue;
      }
      let isRead = false;
      yield {
        name: part.filename,
        content: {
          [Symbol.asyncIterator]: () => {
            isRead = true;
            return partContent(part);
          },
        },
      };
      // A part the service skipped (e.g. past the count limit) must still be drained.
      if (!isRead) part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string; part?: { filename?: string } }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw tooLarge((error as { part?: { filename?: string } }).part?.filename ?? "");
    }
    if (code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", FILE_MESSAGES.tooMany);
    throw error;
  }
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_FILE_SIZE_BYTES,
        // One more than allowed, so the 51st file is seen and refused with our message.
        files: MAX_BULK_RESUMES + 1,
        fields: 10,
        parts: MAX_BULK_RESUMES + 11,
      },
    });
  }
  app.addHook("onRequest", app.authenticate);
  const tags = ["files"];

  app.post(
    "/files/upload",
    {
      // The analyzer sends one request per file: ten uploads weigh one heavy request (with the
      // defaults 300 files a minute per user, six full batches).
      preHandler: limitHeavyRoute(app, "files-upload", { requestsPerHeavyRequest: 10 }),
      schema: {
        tags,
        summary:
          "Upload up to 50 resumes (multipart field `files`, 10 MB each, type checked by content)",
        consumes: ["multipart/form-data"],
        response: { 201: dataOf(uploadResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError("BAD_REQUEST", FILE_MESSAGES.noFiles);
      // An upload is usually followed by an analysis: start the parsing threads meanwhile.
      app.queue.engine.warm();
      const ws = await requireWorkspace(request, "recruiter");
      const data = await uploadFiles(app.services, {
        workspaceId: ws.id,
        actorUserId: ws.userId,
        files: fileParts(request),
      });
      return reply.code(201).send(ok(data));
    },
  );

  app.get(
    "/files/download",
    {
      schema: {
        tags,
        summary: "Download the original file",
        querystring: fileIdQuerySchema.extend({
          inline: z.enum(["true", "false", "1", "0"]).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { row, bytes, contentType } = await readFileForDownload(app.services, {
        workspaceId: (await requireWorkspace(request, "viewer")).id,
        id: request.query.id,
      });
      // Attachment by default (the web app only downloads); inline on request, sandboxed either way.
      const inline = request.query.inline === "true" || request.query.inline === "1";
      return reply
        .headers(DOCUMENT_SECURITY_HEADERS)
        .header("content-type", contentType)
        .header(
          "content-disposition",
          contentDisposition(inline ? "inline" : "attachment", row.name),
        )
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  const remove = async (request: FastifyRequest, id: string) => {
    const { id: workspaceId } = await requireWorkspace(request, "recruiter");
    const deleted = await deleteFiles(app.services, { workspaceId, ids: [id] });
    if (deleted === 0) throw new AppError("NOT_FOUND");
  };

  app.delete(
    "/files/:id",
    {
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await remove(request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/files/delete",
    { schema: { tags, body: fileIdQuerySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await remove(request, request.body.id);
      return reply.code(204).send(null);
    },
  );
};

import multipart from "@fastify/multipart";
import {
  deleteAccountSchema,
  messageResponseSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileImageResponseSchema,
  profileSchema,
  profileUpdateSchema,
  USER_MESSAGES,
  userExportSchema,
  userSchema,
  userUpdateSchema,
  userWithProfileSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { DOCUMENT_SECURITY_HEADERS } from "../../lib/display-text.ts";
import { allowEmptyJsonBodies, dataOf, errorResponses, ok } from "../../lib/http.ts";
import { requireSession } from "../../plugins/auth.ts";
import { accountCleanupOf } from "./account-cleanup.ts";
import {
  deleteAccount,
  exportUserData,
  getProfile,
  getUserWithProfile,
  readProfileImage,
  removeProfileImage,
  renameUser,
  updateProfile,
  uploadProfileImage,
} from "./users.service.ts";

const tags = ["user"];

/** /api/user: the account, its profile, avatar, export and deletion (spec §7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBodies(app);
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5 },
    });
  }
  const userIdOf = (request: Parameters<typeof requireSession>[0]) =>
    requireSession(request).user.id;

  app.get(
    "/user",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user with their profile",
        response: { 200: dataOf(userWithProfileSchema), ...errorResponses },
      },
    },
    async (request) => ok(await getUserWithProfile(app.services, { userId: userIdOf(request) })),
  );

  app.patch(
    "/user",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Rename the signed-in user",
        body: userUpdateSchema,
        response: { 200: dataOf(userSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await renameUser(app.services, { userId: userIdOf(request), name: request.body.name })),
  );

  app.get(
    "/user/profile",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's profile",
        response: { 200: dataOf(profileSchema), ...errorResponses },
      },
    },
    async (request) => ok(await getProfile(app.services, { userId: userIdOf(request) })),
  );

  app.route({
    method: ["POST", "PATCH"],
    url: "/user/profile",
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Create or update the profile (name, job title, company)",
      body: profileUpdateSchema,
      response: { 200: dataOf(profileSchema), ...errorResponses },
    },
    handler: async (request) =>
      ok(await updateProfile(app.services, { userId: userIdOf(request), changes: request.body })),
  });

  app.post(
    "/user/profile-image",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        summary:
          "Upload a profile image (multipart field `file`; PNG/JPEG/WebP/GIF by content, ≤ 2 MB)",
        response: { 200: dataOf(profileImageResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      if (!request.isMultipart()) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", USER_MESSAGES.profileImageMissing);
      }
      let bytes: Buffer | null = null;
      for await (const part of request.parts({
        limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 },
      })) {
        if (part.type !== "file") continue;
        if (part.fieldname !== "file" || bytes) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
            throw new AppError("PAYLOAD_TOO_LARGE", USER_MESSAGES.profileImageTooLarge);
          }
          throw error;
        }
      }
      if (bytes && bytes.length > PROFILE_IMAGE_MAX_BYTES) {
        throw new AppError("PAYLOAD_TOO_LARGE", USER_MESSAGES.profileImageTooLarge);
      }
      if (!bytes || bytes.length === 0) {
        throw new AppError("VALIDATION", USER_MESSAGES.profileImageMissing, {
          errors: {
            file: [USER_MESSAGES.profileImageMissing],
          },
        });
      }
      return ok(await uploadProfileImage(app.services, { userId, bytes }));
    },
  );

  app.delete(
    "/user/profile-image",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Remove the profile image",
        response: { 200: dataOf(messageResponseSchema), ...errorResponses },
      },
    },
    async (request) => ok(await removeProfileImage(app.services, { userId: userIdOf(request) })),
  );

  app.get(
    "/user/profile-image/:userId/:version",
    {
      schema: {
        tags,
        summary:
          "A profile image, for its owner (the signed URL of /me, or the owner's bearer token)",
        params: z.object({ userId: z.string(), version: z.string() }),
        querystring: z.object({ sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      let sessionUserId: string | undefined;
      if (request.headers.authorization) {
        await app.authenticate(request, reply).catch(() => undefined);
        sessionUserId = request.authSession?.user.id;
      }
      const bytes = await readProfileImage(app.services, {
        ownerId: request.params.userId,
        version: request.params.version,
        signature: request.query.sig,
        sessionUserId,
      });
      reply.headers(DOCUMENT_SECURITY_HEADERS);
      reply.header("content-type", "image/webp");
      reply.header("cache-control", "private, max-age=31536000, immutable");
      return reply.send(bytes);
    },
  );

  app.get(
    "/user/export",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Download everything we hold about the signed-in user (JSON)",
        response: { 200: dataOf(userExportSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await exportUserData(app.services, { userId: userIdOf(request) });
      const day = data.exportedAt.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="hirelens-export-${day}.json"`);
      reply.header("cache-control", "no-store");
      return ok(data);
    },
  );

  for (const [method, url] of [
    ["DELETE", "/user"],
    ["POST", "/user/delete"],
  ] as const) {
    app.route({
      method,
      url,
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete the account and everything of it (password, or a fresh session)",
        body: deleteAccountSchema,
        response: { 200: dataOf(messageResponseSchema), ...errorResponses },
      },
      handler: async (request) => {
        const { user, session } = requireSession(request);
        return ok(
          await deleteAccount(app.services, {
            userId: user.id,
            sessionCreatedAt: new Date(session.createdAt),
            password: request.body.password,
            cleanup: accountCleanupOf(app),
          }),
        );
      },
    });
  }
};

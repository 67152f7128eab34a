import { rm } from "node:fs/promises";
import {
  AUTH_ERROR_CODES,
  DELETE_ACCOUNT_FRESH_SESSION_MINUTES,
  type Profile,
  type ProfileImageResponse,
  type ProfileUpdate,
  USER_MESSAGES,
  type User,
  type UserExport,
  type UserWithProfile,
} from "@hirelens/contracts";
import { AppError } from "../../lib/app-error.ts";
import { accountDeletedMail } from "../../lib/mail-templates.ts";
import type { Auth } from "../../plugins/auth.ts";
import type { ServiceContext } from "../../service-context.ts";
import { getEmailPreferences } from "../preferences/preferences.service.ts";
import {
  deleteUserEverywhere,
  findCredentialHash,
  findDeletionLeftovers,
  findWaitlistEntry,
  listMails,
} from "./account-data.repository.ts";
import { exportFeatureSections } from "./account-export.ts";
import {
  readAvatar,
  removeAvatars,
  storeAvatar,
  toAvatar,
  userUploadDir,
} from "./profile-image.ts";
import {
  isValidImageSignature,
  uploadedImageValue,
  uploadedImageVersion,
} from "./profile-image-url.ts";
import { toProfile, toUser } from "./user-view.ts";
import {
  findProfile,
  findUserById,
  listProviders,
  listSessions,
  updateUser,
  upsertProfile,
} from "./users.repository.ts";

async function loadRows(ctx: Pick<ServiceContext, "db">, userId: string) {
  const user = await findUserById(ctx.db, userId);
  // A session whose user is gone is no session (and someone else's id is "not found").
  if (!user) throw new AppError("UNAUTHORIZED");
  const [profile, providers] = await Promise.all([
    findProfile(ctx.db, userId),
    listProviders(ctx.db, userId),
  ]);
  return { user, profile, providers };
}

export async function getUserWithProfile(
  ctx: Pick<ServiceContext, "db" | "authSecret">,
  input: { userId: string },
): Promise<UserWithProfile> {
  const rows = await loadRows(ctx, input.userId);
  return {
    ...toUser({ secret: ctx.authSecret, ...rows }),
    profile: toProfile({ secret: ctx.authSecret, ...rows }),
  };
}

export async function renameUser(
  ctx: Pick<ServiceContext, "db" | "authSecret">,
  input: { userId: string; name: string },
): Promise<User> {
  const { userId, name } = input;
  await updateUser(ctx.db, userId, { name });
  const rows = await loadRows(ctx, userId);
  return toUser({ secret: ctx.authSecret, ...rows });
}

export async function getProfile(
  ctx: Pick<ServiceContext, "db" | "authSecret">,
  input: { userId: string },
): Promise<Profile> {
  const rows = await loadRows(ctx, input.userId);
  return toProfile({ secret: ctx.authSecret, ...rows });
}

export async function updateProfile(
  ctx: Pick<ServiceContext, "db" | "authSecret">,
  input: { userId: string; changes: ProfileUpdate },
): Promise<Profile> {
  const { userId, changes } = input;
  if (changes.name !== undefined) await updateUser(ctx.db, userId, { name: changes.name });
  const fields: { jobTitle?: string | null; companyName?: string | null } = {};
  if (changes.jobTitle !== undefined) fields.jobTitle = changes.jobTitle;
  if (changes.companyName !== undefined) fields.companyName = changes.companyName;
  await upsertProfile(ctx.db, userId, fields);
  return getProfile(ctx, { userId });
}

export async function uploadProfileImage(
  ctx: Pick<ServiceContext, "db" | "env" | "authSecret">,
  input: { userId: string; bytes: Buffer },
): Promise<ProfileImageResponse> {
  const { userId, bytes } = input;
  const avatar = await toAvatar(bytes);
  const version = await storeAvatar(ctx.env.DATA_DIR, userId, avatar);
  await updateUser(ctx.db, userId, { image: uploadedImageValue(version) });
  const profile = await getProfile(ctx, { userId });
  return { profileImage: profile.profileImage ?? "", message: USER_MESSAGES.profileImageUpdated };
}

export async function removeProfileImage(
  ctx: Pick<ServiceContext, "db" | "env">,
  input: { userId: string },
) {
  const { userId } = input;
  await updateUser(ctx.db, userId, { image: null });
  await removeAvatars(ctx.env.DATA_DIR, userId);
  return { message: USER_MESSAGES.profileUpdated };
}

/**
 * The avatar bytes, for its owner: either the signed URL of /me (an <img> sends no bearer token) or
 * the owner's own bearer session. Anything else is "not found", never "forbidden".
 */
export async function readProfileImage(
  ctx: Pick<ServiceContext, "db" | "env" | "authSecret">,
  input: { ownerId: string; version: string; signature?: string; sessionUserId?: string },
): Promise<Buffer> {
  const { ownerId, version, signature, sessionUserId } = input;
  const isOwner = sessionUserId === ownerId;
  const isSigned = signature
    ? isValidImageSignature(ctx.authSecret, ownerId, version, signature)
    : false;
  if (!isOwner && !isSigned) throw new AppError("NOT_FOUND");
  const user = await findUserById(ctx.db, ownerId);
  if (!user || uploadedImageVersion(user.image) !== version) throw new AppError("NOT_FOUND");
  const bytes = await readAvatar(ctx.env.DATA_DIR, ownerId, version);
  if (!bytes) throw new AppError("NOT_FOUND");
  return bytes;
}

export async function exportUserData(
  ctx: Pick<ServiceContext, "db" | "env" | "authSecret">,
  input: { userId: string },
): Promise<UserExport> {
  const { userId } = input;
  const rows = await loadRows(ctx, userId);
  const { user, providers } = rows;
  const [preferences, sessions, mails, waitlistEntry, features] = await Promise.all([
    getEmailPreferences(ctx, { userId }),
    listSessions(ctx.db, userId),
    listMails(ctx.db, { userId, email: user.email }),
    findWaitlistEntry(ctx.db, user.email),
    exportFeatureSections(ctx.db, userId),
  ]);
  const { resumeFiles, ...sections } = features;
  const avatarVersion = uploadedImageVersion(user.image);
  const avatar = avatarVersion ? await readAvatar(ctx.env.DATA_DIR, userId, avatarVersion) : null;
  return {
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role === "admin" ? "admin" : "user",
      plan: toUser({ secret: ctx.authSecret, ...rows }).plan,
      mfaEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    profile: toProfile({ secret: ctx.authSecret, ...rows }),
    emailPreferences: preferences,
    signInMethods: providers.map((account) => ({
      provider: account.providerId === "credential" ? "password" : account.providerId,
      createdAt: account.createdAt.toISOString(),
    })),
    sessions: sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
    mails: mails.map((mail) => ({
      subject: mail.subject,
      kind: mail.kind,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
    })),
    files: [
      ...(avatar
        ? [{ kind: "profile-image", path: `uploads/${userId}/avatar.webp`, bytes: avatar.length }]
        : []),
      ...resumeFiles,
    ],
    ...sections,
    more: waitlistEntry
      ? {
          waitlistEntry: {
            name: waitlistEntry.name,
            email: waitlistEntry.email,
            role: waitlistEntry.role,
            company: waitlistEntry.company,
            position: waitlistEntry.position,
            createdAt: waitlistEntry.createdAt.toISOString(),
          },
        }
      : undefined,
  };
}

async function verifyPassword(auth: Auth, hash: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}

/** Files other features keep for the user through the shared storage (when it is registered). */
export interface UserFileStore {
  deletePrefix(prefix: string): Promise<void>;
}

/** What the account owns outside its database rows, each removed when the app has it. */
export interface AccountCleanup {
  files?: UserFileStore;
  /** Removes queue jobs by id: an analyze-resume job's id is its candidate's id. */
  deleteQueueJobs?(ids: string[]): Promise<void>;
  /** Removes the customer at an external payment provider, which ends any subscription there. */
  deletePaymentCustomer?(customerId: string): Promise<void>;
}

/**
 * Deletes the account after re-authentication: the password when the account has one, otherwise a
 * session started within the last few minutes. Every row of the user goes (foreign keys cascade),
 * files included; the waitlist entry is anonymised in place (see docs/decisions).
 */
export async function deleteAccount(
  ctx: Pick<ServiceContext, "db" | "env" | "auth" | "mailer">,
  input: { userId: string; sessionCreatedAt: Date; password?: string; cleanup?: AccountCleanup },
): Promise<{ message: string }> {
  const { userId, sessionCreatedAt, password, cleanup = {} } = input;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  const hash = await findCredentialHash(ctx.db, userId);
  const isReauthenticated = hash
    ? Boolean(password) && (await verifyPassword(ctx.auth, hash, password ?? ""))
    : Date.now() - sessionCreatedAt.getTime() <= DELETE_ACCOUNT_FRESH_SESSION_MINUTES * 60_000;
  if (!isReauthenticated) {
    throw hash
      ? new AppError(AUTH_ERROR_CODES.passwordIncorrect, "Incorrect password", {
          status: 400,
          errors: { password: ["Incorrect password"] },
        })
      : new AppError(
          AUTH_ERROR_CODES.reauthenticationRequired,
          USER_MESSAGES.reauthenticationRequired,
          {
            status: 403,
          },
        );
  }
  const leftovers = await findDeletionLeftovers(ctx.db, userId);
  // The provider first: a failure there leaves the account whole (and still paying) rather than
  // a deleted account whose card a live subscription goes on charging.
  for (const customerId of leftovers.paymentCustomerIds) {
    await cleanup.deletePaymentCustomer?.(customerId);
  }
  await deleteUserEverywhere(ctx.db, { userId, email: user.email });
  await rm(userUploadDir(ctx.env.DATA_DIR, userId), { recursive: true, force: true });
  await cleanup.files?.deletePrefix(userId);
  await cleanup.deleteQueueJobs?.(leftovers.candidateIds);
  await ctx.mailer.send({
    ...accountDeletedMail({ appUrl: ctx.env.APP_URL }),
    to: user.email,
    userId: null,
  });
  return { message: USER_MESSAGES.accountDeleted };
}

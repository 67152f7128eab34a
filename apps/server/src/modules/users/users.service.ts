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

async function loadRows(deps: ServiceContext, userId: string) {
  const user = await findUserById(deps.db, userId);
  // A session whose user is gone is no session (and someone else's id is "not found").
  if (!user) throw new AppError("UNAUTHORIZED");
  const [profile, providers] = await Promise.all([
    findProfile(deps.db, userId),
    listProviders(deps.db, userId),
  ]);
  return { user, profile, providers };
}

export async function getUserWithProfile(options: {
  deps: ServiceContext;
  userId: string;
}): Promise<UserWithProfile> {
  const { deps } = options;
  const rows = await loadRows(deps, options.userId);
  return {
    ...toUser({ secret: deps.authSecret, ...rows }),
    profile: toProfile({ secret: deps.authSecret, ...rows }),
  };
}

export async function renameUser(options: {
  deps: ServiceContext;
  userId: string;
  name: string;
}): Promise<User> {
  const { deps, userId, name } = options;
  await updateUser(deps.db, userId, { name });
  const rows = await loadRows(deps, userId);
  return toUser({ secret: deps.authSecret, ...rows });
}

export async function getProfile(options: {
  deps: ServiceContext;
  userId: string;
}): Promise<Profile> {
  const rows = await loadRows(options.deps, options.userId);
  return toProfile({ secret: options.deps.authSecret, ...rows });
}

export async function updateProfile(options: {
  deps: ServiceContext;
  userId: string;
  input: ProfileUpdate;
}): Promise<Profile> {
  const { deps, userId, input } = options;
  if (input.name !== undefined) await updateUser(deps.db, userId, { name: input.name });
  const fields: { jobTitle?: string | null; companyName?: string | null } = {};
  if (input.jobTitle !== undefined) fields.jobTitle = input.jobTitle;
  if (input.companyName !== undefined) fields.companyName = input.companyName;
  await upsertProfile(deps.db, userId, fields);
  return getProfile({ deps, userId });
}

export async function uploadProfileImage(options: {
  deps: ServiceContext;
  userId: string;
  bytes: Buffer;
}): Promise<ProfileImageResponse> {
  const { deps, userId, bytes } = options;
  const avatar = await toAvatar(bytes);
  const version = await storeAvatar(deps.env.DATA_DIR, userId, avatar);
  await updateUser(deps.db, userId, { image: uploadedImageValue(version) });
  const profile = await getProfile({ deps, userId });
  return { profileImage: profile.profileImage ?? "", message: USER_MESSAGES.profileImageUpdated };
}

export async function removeProfileImage(options: { deps: ServiceContext; userId: string }) {
  const { deps, userId } = options;
  await updateUser(deps.db, userId, { image: null });
  await removeAvatars(deps.env.DATA_DIR, userId);
  return { message: USER_MESSAGES.profileUpdated };
}

/**
 * The avatar bytes, for its owner: either the signed URL of /me (an <img> sends no bearer token) or
 * the owner's own bearer session. Anything else is "not found", never "forbidden".
 */
export async function readProfileImage(options: {
  deps: ServiceContext;
  ownerId: string;
  version: string;
  signature?: string;
  sessionUserId?: string;
}): Promise<Buffer> {
  const { deps, ownerId, version, signature, sessionUserId } = options;
  const isOwner = sessionUserId === ownerId;
  const isSigned = signature
    ? isValidImageSignature(deps.authSecret, ownerId, version, signature)
    : false;
  if (!isOwner && !isSigned) throw new AppError("NOT_FOUND");
  const user = await findUserById(deps.db, ownerId);
  if (!user || uploadedImageVersion(user.image) !== version) throw new AppError("NOT_FOUND");
  const bytes = await readAvatar(deps.env.DATA_DIR, ownerId, version);
  if (!bytes) throw new AppError("NOT_FOUND");
  return bytes;
}

export async function exportUserData(options: {
  deps: ServiceContext;
  userId: string;
}): Promise<UserExport> {
  const { deps, userId } = options;
  const rows = await loadRows(deps, userId);
  const { user, providers } = rows;
  const [preferences, sessions, mails, waitlistEntry, features] = await Promise.all([
    getEmailPreferences(deps, { userId }),
    listSessions(deps.db, userId),
    listMails(deps.db, { userId, email: user.email }),
    findWaitlistEntry(deps.db, user.email),
    exportFeatureSections(deps.db, userId),
  ]);
  const { resumeFiles, ...sections } = features;
  const avatarVersion = uploadedImageVersion(user.image);
  const avatar = avatarVersion ? await readAvatar(deps.env.DATA_DIR, userId, avatarVersion) : null;
  return {
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role === "admin" ? "admin" : "user",
      plan: toUser({ secret: deps.authSecret, ...rows }).plan,
      mfaEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    profile: toProfile({ secret: deps.authSecret, ...rows }),
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
export async function deleteAccount(options: {
  deps: ServiceContext;
  userId: string;
  sessionCreatedAt: Date;
  password?: string;
  cleanup?: AccountCleanup;
}): Promise<{ message: string }> {
  const { deps, userId, sessionCreatedAt, password, cleanup = {} } = options;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  const hash = await findCredentialHash(deps.db, userId);
  const isReauthenticated = hash
    ? Boolean(password) && (await verifyPassword(deps.auth, hash, password ?? ""))
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
  const leftovers = await findDeletionLeftovers(deps.db, userId);
  // The provider first: a failure there leaves the account whole (and still paying) rather than
  // a deleted account whose card a live subscription goes on charging.
  if (leftovers.paymentCustomerId && cleanup.deletePaymentCustomer) {
    await cleanup.deletePaymentCustomer(leftovers.paymentCustomerId);
  }
  await deleteUserEverywhere(deps.db, { userId, email: user.email });
  await rm(userUploadDir(deps.env.DATA_DIR, userId), { recursive: true, force: true });
  await cleanup.files?.deletePrefix(userId);
  await cleanup.deleteQueueJobs?.(leftovers.candidateIds);
  await deps.mailer.send({
    ...accountDeletedMail({ appUrl: deps.env.APP_URL }),
    to: user.email,
    userId: null,
  });
  return { message: USER_MESSAGES.accountDeleted };
}

import { z } from "zod";
import { NAME_MIN_LENGTH } from "./constants.ts";

/** Spec §8 success and failure messages around the user and the profile. */
export const USER_MESSAGES = {
  profileUpdated: "Profile updated successfully",
  profileFetchFailed: "Failed to fetch profile",
  profileUpdateFailed: "Failed to update profile",
  profileImageUpdated: "Profile image updated",
  profileImageInvalid: "Please upload a PNG, JPEG, WebP or GIF image.",
  profileImageTooLarge: "The image must be 2 MB or smaller.",
  profileImageMissing: "Please choose an image to upload.",
  accountDeleted: "Your account and all of its data have been deleted.",
  reauthenticationRequired:
    "Please confirm with your password (or sign in again) before deleting your account.",
} as const;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_SIZE_PX = 256;
export const PROFILE_IMAGE_ACCEPTED_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
] as const;

export const userRoleSchema = z.enum(["user", "admin"]);
export type UserRole = z.infer<typeof userRoleSchema>;

export const planIdSchema = z.enum(["free", "pro", "enterprise"]);

/** The user the web keeps (local storage STORAGE_KEYS.userData) and every auth answer carries. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  googleSignIn: z.boolean(),
  /** URL of the resized avatar (signed for its owner), or null. */
  profileImage: z.string().nullable(),
  role: userRoleSchema,
  onboardingCompleted: z.boolean(),
  mfaEnabled: z.boolean(),
  plan: planIdSchema,
});
export type User = z.infer<typeof userSchema>;

const nameField = z
  .string()
  .trim()
  .min(1, { error: "Name is required", abort: true })
  .min(NAME_MIN_LENGTH, "Name must be at least 2 characters")
  .max(100, "Name must be at most 100 characters");

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable();

/** The profiles record (spec §3), camel-cased; onboarding fields are null until answered. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  role: z.string().nullable(),
  teamSize: z.string().nullable(),
  hiringTeamSize: z.string().nullable(),
  hiringVolume: z.string().nullable(),
  industries: z.array(z.string()),
  roleTypes: z.array(z.string()),
  hiringGoals: z.array(z.string()),
  onboardingCompleted: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST / PATCH /api/user/profile: the fields the profile page edits. */
export const profileUpdateSchema = z.object({
  name: nameField.optional(),
  jobTitle: optionalText(100, "Job title").optional(),
  companyName: optionalText(100, "Company name").optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** GET /api/user: the user plus their profile (spec §7: "response has a profile field"). */
export const userWithProfileSchema = userSchema.extend({ profile: profileSchema });
export type UserWithProfile = z.infer<typeof userWithProfileSchema>;

/** PATCH /api/user. */
export const userUpdateSchema = z.object({ name: nameField });
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** POST /api/user/profile-image answer. */
export const profileImageResponseSchema = z.object({
  profileImage: z.string(),
  message: z.string(),
});
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/**
 * DELETE /api/user (and POST /api/user/delete): re-authentication. Accounts with a password must
 * send it; accounts without one (Google only) need a session started in the last few minutes.
 */
export const deleteAccountSchema = z.object({
  password: z.string().optional(),
  /** Must be exactly "DELETE" so a stray call cannot remove an account. */
  confirm: z.literal("DELETE", { error: 'Type "DELETE" to confirm' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const DELETE_ACCOUNT_FRESH_SESSION_MINUTES = 10;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// The export's sections are "as stored": plain strings and JSON rather than the feature contracts'
// enums, so an export never fails on an old value. Provider tokens and password hashes are left out.

const exportedFileSchema = z.object({
  /** "profile-image" | "resume" */
  kind: z.string(),
  /** Where the bytes were kept, relative to the data folder. */
  path: z.string(),
  bytes: z.number(),
  id: z.string().optional(),
  name: z.string().optional(),
  /** Detected from the content: pdf | docx | doc | rtf | txt. */
  format: z.string().optional(),
  sha256: z.string().optional(),
  createdAt: z.string().optional(),
});

const exportedJobDescriptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  employmentType: z.string().nullable(),
  workArrangement: z.string().nullable(),
  text: z.string(),
  parsedRequirements: z.unknown(),
  overrides: z.unknown(),
  weights: z.unknown(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const exportedCandidateSchema = z.object({
  id: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string(),
  fileSha256: z.string(),
  position: z.number(),
  status: z.string(),
  reviewStatus: z.string(),
  notes: z.string(),
  score: z.number().nullable(),
  name: z.string().nullable(),
  lastTitle: z.string().nullable(),
  years: z.number().nullable(),
  topMatchedSkills: z.unknown(),
  topMissingSkills: z.unknown(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  documentKind: z.string().nullable(),
  pages: z.number().nullable(),
  documentText: z.string().nullable(),
  parsedResume: z.unknown(),
  match: z.unknown(),
  insights: z.unknown(),
  createdAt: z.string(),
  scoredAt: z.string().nullable(),
});

const exportedBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobDescriptionId: z.string().nullable(),
  jobTitle: z.string(),
  status: z.string(),
  totalFiles: z.number(),
  creditsCharged: z.number(),
  job: z.unknown(),
  weights: z.unknown(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  candidates: z.array(exportedCandidateSchema),
});

const exportedCreditsSchema = z.object({
  /** The ledger's account: monthly periods start on the anchor's day (the plan is `user.plan`). */
  account: z.object({ periodAnchor: z.string(), createdAt: z.string() }).nullable(),
  transactions: z.array(
    z.object({
      amount: z.number(),
      kind: z.string(),
      reason: z.string(),
      batchId: z.string().nullable(),
      balanceAfter: z.number(),
      createdAt: z.string(),
    }),
  ),
});

const exportedBillingSchema = z.object({
  subscription: z
    .object({
      plan: z.string(),
      status: z.string(),
      isTrial: z.boolean(),
      currentPeriodStart: z.string(),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      provider: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** Cards as stored: brand, last 4 digits and expiry (the full number is never kept). */
  paymentMethods: z.array(
    z.object({
      provider: z.string(),
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number(),
      expYear: z.number(),
      isDefault: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  invoices: z.array(
    z.object({
      number: z.string(),
      status: z.string(),
      currency: z.string(),
      subtotalCents: z.number(),
      totalCents: z.number(),
      lines: z.array(
        z.object({
          description: z.string(),
          quantity: z.number(),
          unitAmountCents: z.number(),
          amountCents: z.number(),
        }),
      ),
      periodStart: z.string().nullable(),
      periodEnd: z.string().nullable(),
      paymentMethod: z.string().nullable(),
      customerName: z.string(),
      customerEmail: z.string(),
      provider: z.string(),
      issuedAt: z.string(),
    }),
  ),
});

const exportedTicketSchema = z.object({
  number: z.number(),
  category: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(
    z.object({
      /** "user" | "support" */
      author: z.string(),
      authorName: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** GET /api/user/export: everything we hold about the user, as one JSON document. */
export const userExportSchema = z.object({
  exportedAt: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: userRoleSchema,
    plan: planIdSchema,
    mfaEnabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  profile: profileSchema,
  emailPreferences: z.record(z.string(), z.boolean()),
  signInMethods: z.array(z.object({ provider: z.string(), createdAt: z.string() })),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Every mail sent to the user or about them (subject, kind, date; never the body). */
  mails: z.array(
    z.object({
      subject: z.string(),
      kind: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The profile image and every uploaded resume: metadata only, never the bytes. */
  files: z.array(exportedFileSchema),
  jobDescriptions: z.array(exportedJobDescriptionSchema),
  /** Analysis batches, each with its candidates' results. */
  analyses: z.array(exportedBatchSchema),
  credits: exportedCreditsSchema,
  billing: exportedBillingSchema,
  supportTickets: z.array(exportedTicketSchema),
  /** Sections that belong to no feature table (the waitlist entry with the same e-mail). */
  more: z.record(z.string(), z.unknown()).optional(),
});
export type UserExport = z.infer<typeof userExportSchema>;

import { z } from "zod";
import { NAME_MIN_LENGTH } from "./constants.ts";
import { userSchema } from "./user.ts";

/** Spec §8 and the account flows' own messages; word for word where the spec names them. */
export const AUTH_MESSAGES = {
  accountCreated: "Account created successfully!",
  passwordReset: "Password has been reset successfully.",
  noUserData: "No user data received",
  noBackendToken: "No backend token received",
  sessionExpired: "Session expired. Please login again.",
  noAuthToken: "No authentication token found. Please login again.",
  authSessionMissing: "Auth session missing!",
  authSessionOrUserMissing: "Auth session or user missing",
  emailOrPhoneRequired: "You must provide either an email or phone number and a password",
  invalidCredentials: "Invalid email or password",
  emailNotVerified:
    "Your email address is not verified yet. Open the link we sent you, or request a new one.",
  emailTaken: "An account with this email already exists",
  verificationSent: "We sent a verification link to your email address.",
  verificationResent:
    "If this email belongs to an account that still needs verifying, we have sent it a new link.",
  resendCooldown: "Please wait {seconds} seconds before asking for another email.",
  emailVerified: "Your email address has been verified. You can now sign in.",
  verificationExpired: "This verification link has expired. Request a new one below.",
  verificationUsed: "This verification link has already been used.",
  verificationInvalid: "This verification link is not valid.",
  alreadyVerified: "This email address is already verified. You can sign in.",
  forgotPasswordSent:
    "If an account exists for this email, we have sent a link to reset your password.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Request a new one.",
  passwordChanged: "Password changed successfully",
  currentPasswordWrong: "Your current password is incorrect",
  passwordIncorrect: "Incorrect password",
  signedOut: "You have been signed out",
  otpSent: "If an account exists for this email, we have sent it a sign-in code.",
  otpInvalid: "This code is invalid or has expired",
  mfaCodeInvalid: "Invalid verification code",
  mfaChallengeExpired: "Your sign-in attempt has expired. Please sign in again.",
  mfaEnabled: "Two-factor authentication is now enabled",
  mfaDisabled: "Two-factor authentication has been disabled",
  mfaNotEnabled: "Two-factor authentication is not enabled",
  googleNotConfigured: "Google sign-in is not available",
  adminMfaRequired:
    "The admin console needs two-factor authentication. Turn it on in Settings, then come back.",
} as const;

/** Machine-readable `code`s of the error envelope for the account flows. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: "INVALID_CREDENTIALS",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  emailTaken: "EMAIL_TAKEN",
  weakPassword: "WEAK_PASSWORD",
  verificationExpired: "VERIFICATION_TOKEN_EXPIRED",
  verificationUsed: "VERIFICATION_TOKEN_USED",
  verificationInvalid: "VERIFICATION_TOKEN_INVALID",
  resendCooldown: "RESEND_COOLDOWN",
  resetTokenInvalid: "RESET_TOKEN_INVALID",
  passwordIncorrect: "PASSWORD_INCORRECT",
  otpInvalid: "OTP_INVALID",
  mfaCodeInvalid: "MFA_CODE_INVALID",
  mfaChallengeExpired: "MFA_CHALLENGE_EXPIRED",
  mfaNotEnabled: "MFA_NOT_ENABLED",
  mfaRequired: "MFA_REQUIRED",
  reauthenticationRequired: "REAUTHENTICATION_REQUIRED",
  tooManyRequests: "TOO_MANY_REQUESTS",
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** Seconds a user waits between two verification mails / sign-in codes. */
export const RESEND_COOLDOWN_SECONDS = 60;
export const VERIFICATION_LINK_TTL_HOURS = 24;
export const RESET_LINK_TTL_MINUTES = 60;
export const EMAIL_OTP_LENGTH = 6;
export const EMAIL_OTP_TTL_MINUTES = 10;
export const TOTP_DIGITS = 6;
export const MFA_ISSUER = "HireLens";

// ---------------------------------------------------------------- passwords

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Every reason a password can be refused, as shown under the field. */
export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  onlyLetters: "Password must include a number or a symbol, not only letters",
  onlyDigits: "Password must include letters, not only numbers",
  repeated: "Password must not be a single repeated character or a simple sequence",
  containsEmail: "Password must not contain your email address",
  containsName: "Password must not contain your name",
  common: "This password is too common. Please choose a less predictable one.",
} as const;
export type PasswordReason = keyof typeof PASSWORD_MESSAGES;

const SEQUENCES = ["0123456789", "abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm"];

function isSimpleSequence(lower: string): boolean {
  if (new Set(lower).size === 1) return true;
  return SEQUENCES.some((seq) => {
    const reversed = [...seq].reverse().join("");
    return seq.includes(lower) || reversed.includes(lower);
  });
}

/**
 * The structural password rules, shared by the register form (live reasons) and the server (which
 * also refuses the most common passwords: PASSWORD_MESSAGES.common). Returns the messages, in order.
 * Example: passwordProblems("abc", {}) -> ["Password must be at least 8 characters", "...only letters"]
 */
export function passwordProblems(
  password: string,
  context: { email?: string; name?: string } = {},
): string[] {
  if (password.length === 0) return [PASSWORD_MESSAGES.required];
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (/^\p{L}+$/u.test(password)) problems.push(PASSWORD_MESSAGES.onlyLetters);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.onlyDigits);
  const lower = password.toLowerCase();
  if (password.length >= 3 && isSimpleSequence(lower)) problems.push(PASSWORD_MESSAGES.repeated);
  const email = context.email?.trim().toLowerCase() ?? "";
  const localPart = email.split("@")[0] ?? "";
  if (localPart.length >= 3 && lower.includes(localPart)) {
    problems.push(PASSWORD_MESSAGES.containsEmail);
  }
  const nameParts = (context.name ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= 3);
  if (nameParts.some((part) => lower.includes(part))) problems.push(PASSWORD_MESSAGES.containsName);
  return problems;
}

/** A password field: required and within length; the remaining rules need the e-mail and name. */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** Adds every structural reason under `path` (used by schemas that know the e-mail and name). */
function refineNewPassword(
  field: string,
  value: { password?: string; email?: string; name?: string },
  ctx: z.RefinementCtx,
) {
  const password = value.password ?? "";
  for (const message of passwordProblems(password, value)) {
    if (message === PASSWORD_MESSAGES.required || message === PASSWORD_MESSAGES.tooLong) continue;
    ctx.addIssue({ code: "custom", message, path: [field] });
  }
}

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, { error: "Email is required", abort: true })
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required", abort: true })
  .min(NAME_MIN_LENGTH, "Name must be at least 2 characters")
  .max(100, "Name must be at most 100 characters");

// ---------------------------------------------------------------- sessions

/** A signed-in session: the bearer token, when it ends, and the user. */
export const sessionSchema = z.object({
  token: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** Sign-in answered with a second-factor challenge instead of a session (MFA enabled). */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  /** Opaque, short-lived; send it back to POST /api/auth/mfa/verify. */
  challengeToken: z.string(),
  methods: z.array(z.enum(["totp", "recovery"])),
  /** ISO 8601. */
  expiresAt: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** POST /api/auth/signin and /api/auth/email-otp/verify answer with one of these. */
export const signinResponseSchema = z.union([sessionSchema, mfaChallengeSchema]);
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export function isMfaChallenge(response: SigninResponse): response is MfaChallenge {
  return "mfaRequired" in response && response.mfaRequired === true;
}

// ---------------------------------------------------------------- requests

/** POST /api/auth/signup (spec §7 also lists googleSignIn, isVerified, ... : ignored, server-owned). */
export const signupSchema = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema })
  .superRefine((value, ctx) => refineNewPassword("password", value, ctx));
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

/** 201 answer of sign-up: the new user's id (spec §7). Sign-up does not authenticate. */
export const signupResponseSchema = z.object({ id: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const signinSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, PASSWORD_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
});
export type SigninInput = z.input<typeof signinSchema>;

export const mfaVerifySchema = z.object({
  challengeToken: z.string().min(1, AUTH_MESSAGES.mfaChallengeExpired),
  code: z.string().trim().min(1, "Code is required").max(64),
  /** "totp": the 6-digit code of the authenticator app; "recovery": one of the recovery codes. */
  method: z.enum(["totp", "recovery"]).default("totp"),
});
export type MfaVerifyInput = z.input<typeof mfaVerifySchema>;

export const verifyEmailSchema = z.object({ token: z.string().min(1, "Token is required") });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const verifyEmailResponseSchema = z.object({
  status: z.literal("verified"),
  email: z.string(),
  message: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** The states /email-verification-status shows, one per verify-email outcome. */
export const EMAIL_VERIFICATION_STATES = [
  "verified",
  "expired",
  "already-used",
  "invalid",
] as const;
export type EmailVerificationState = (typeof EMAIL_VERIFICATION_STATES)[number];

export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

/** Answer of resend-verification and email-otp/send: when the next one may be asked for. */
export const mailSentResponseSchema = z.object({
  message: z.string(),
  cooldownSeconds: z.number().int(),
});
export type MailSentResponse = z.infer<typeof mailSentResponseSchema>;

/** 429 of a cooldown: the envelope plus the seconds left (also in the Retry-After header). */
export const cooldownErrorSchema = z.object({
  status: z.literal(429),
  code: z.string(),
  message: z.string(),
  retryAfterSeconds: z.number().int(),
});
export type CooldownError = z.infer<typeof cooldownErrorSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, AUTH_MESSAGES.resetLinkInvalid),
    password: passwordSchema,
  })
  .superRefine((value, ctx) => refineNewPassword("password", value, ctx));
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: passwordSchema,
    /** End every other session (default true). */
    revokeOtherSessions: z.boolean().default(true),
  })
  .superRefine((value, ctx) =>
    refineNewPassword("newPassword", { password: value.newPassword }, ctx),
  );
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * Changing the password and turning MFA on or off rotate the session: store the token this answers
 * with (the previous one no longer works).
 */
export const rotatedSessionResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});
export type RotatedSessionResponse = z.infer<typeof rotatedSessionResponseSchema>;
export const changePasswordResponseSchema = rotatedSessionResponseSchema;
export type ChangePasswordResponse = RotatedSessionResponse;

export const emailOtpVerifySchema = z.object({
  email: emailSchema,
  code: z
    .string({ error: "Code is required" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the email"),
});
export type EmailOtpVerifyInput = z.input<typeof emailOtpVerifySchema>;

export const passwordOnlySchema = z.object({
  password: z.string().min(1, PASSWORD_MESSAGES.required),
});
export type PasswordOnlyInput = z.input<typeof passwordOnlySchema>;

/** POST /api/auth/mfa/enable answer: show totpUri as a QR code and the recovery codes once. */
export const mfaEnrollmentSchema = z.object({
  totpUri: z.string(),
  /** The base32 secret inside totpUri, for manual entry. */
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type MfaEnrollment = z.infer<typeof mfaEnrollmentSchema>;

/**
 * POST /api/auth/mfa/confirm: the first code of the authenticator app turns MFA on; answers with
 * rotatedSessionResponseSchema. POST /api/auth/mfa/disable takes passwordOnlySchema, same answer.
 */
export const mfaConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});
export type MfaConfirmInput = z.input<typeof mfaConfirmSchema>;

/** Where "Continue with Google" starts: GET, redirects to Google, then back to /auth/callback. */
export const GOOGLE_SIGNIN_PATH = "/api/auth/google";
/**
 * The server ends Google sign-in by redirecting to /auth/callback#token=...&expiresAt=... (the
 * token in the fragment, so it never reaches a log), or to /auth/callback?error=... on failure.
 * Parse `new URLSearchParams(location.hash.slice(1))` and `location.search` with this schema.
 */
export const authCallbackParamsSchema = z.object({
  token: z.string().optional(),
  expiresAt: z.string().optional(),
  error: z.string().optional(),
});

import { createHmac } from "node:crypto";
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  type MailSentResponse,
  MFA_ISSUER,
  type MfaChallenge,
  type MfaEnrollment,
  RESEND_COOLDOWN_SECONDS,
  type RotatedSessionResponse,
  type Session,
  type SigninResponse,
  type User,
  type VerifyEmailResponse,
} from "@hirelens/contracts";
import { APIError } from "better-auth/api";
import type { Env } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";
import { mfaEnabledMail, passwordChangedMail } from "../../lib/mail-templates.ts";
import { checkPassword } from "../../lib/password-policy.ts";
import { hashToken } from "../../lib/token-hash.ts";
import { deleteResetTokens, findResetTokenUserId } from "../../plugins/reset-tokens.ts";
import type { ServiceContext } from "../../service-context.ts";
import { loadUser } from "../users/user-view.ts";
import { findSessionByToken, findUserByEmail, findUserById } from "../users/users.repository.ts";
import {
  claimMailCooldown,
  clearFailures,
  countFailures,
  recordFailure,
} from "./auth.repository.ts";

/** The caller, as better-auth sees it: bearer token, user agent, address. */
export interface Caller {
  headers: Headers;
  ip: string;
}

const MFA_CHALLENGE_SECONDS = 600;
/** How long a token replaced by /auth/refresh still works, for the requests already on their way. */
const SESSION_ROTATION_GRACE_SECONDS = 30;
/** One address may fail this many times more than one account (shared offices, NAT). */
const IP_FAILURE_FACTOR = 4;

function apiErrorCode(error: unknown): string | null {
  if (!(error instanceof APIError)) return null;
  const body = error.body as { code?: string } | undefined;
  return body?.code ?? null;
}

function weakPassword(field: string, problems: string[]): AppError {
  return new AppError(AUTH_ERROR_CODES.weakPassword, ERROR_MESSAGES.validation, {
    status: 422,
    errors: { [field]: problems },
  });
}

async function requireUser(ctx: ServiceContext, userId: string): Promise<User> {
  const user = await loadUser(ctx, { userId });
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

/** A session answer from a raw session token. */
async function sessionFromToken(ctx: ServiceContext, token: string): Promise<Session> {
  const session = await findSessionByToken(ctx.db, token);
  if (!session) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.noBackendToken);
  const user = await loadUser(ctx, { userId: session.userId });
  if (!user) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.noUserData);
  // The row holds the token's hash; the caller gets back the token it holds.
  return { token, expiresAt: session.expiresAt.toISOString(), user };
}

/** The raw session token better-auth's bearer plugin put in `set-auth-token` (signed, maybe encoded). */
function rotatedToken(headers: Headers): string | null {
  const value = headers.get("set-auth-token");
  if (!value) return null;
  const decoded = value.includes("%") ? decodeURIComponent(value) : value;
  return decoded.split(".")[0] ?? null;
}

function secondsLeft(lastAskedAt: Date): number {
  const elapsed = Math.floor((Date.now() - lastAskedAt.getTime()) / 1000);
  return Math.max(1, RESEND_COOLDOWN_SECONDS - elapsed);
}

function cooldownError(lastAskedAt: Date): AppError {
  const seconds = secondsLeft(lastAskedAt);
  return new AppError(
    AUTH_ERROR_CODES.resendCooldown,
    AUTH_MESSAGES.resendCooldown.replace("{seconds}", String(seconds)),
    { status: 429, retryAfterSeconds: seconds },
  );
}

/**
 * The 60 s cooldown of one kind of mail for one address. It counts the asking, not the sending, so
 * an address with an account and one without answer alike (no enumeration, issue 15 item 5).
 */
function claimCooldown(ctx: ServiceContext, kind: string, email: string): Promise<Date | null> {
  return claimMailCooldown(ctx.db, {
    // The address's hash: the table must not keep the addresses of people who asked (or were asked for).
    key: `${kind}:${hashToken(email.toLowerCase())}`,
    seconds: RESEND_COOLDOWN_SECONDS,
  });
}

// ------------------------------------------------------------------ failure rate limit

function failureKeys(options: { email?: string; ip: string }) {
  return {
    email: options.email ? `email:${options.email.toLowerCase()}` : null,
    ip: `ip:${options.ip}`,
  };
}

/** 429 when the account or the address has failed too often in the current window. */
async function assertNotThrottled(ctx: ServiceContext, options: { email?: string; ip: string }) {
  const { AUTH_MAX_FAILED_SIGNINS: max, AUTH_FAILED_SIGNIN_WINDOW_SECONDS: window } = ctx.env;
  const keys = failureKeys(options);
  const checks = [
    keys.email ? { key: keys.email, max } : null,
    { key: keys.ip, max: max * IP_FAILURE_FACTOR },
  ].filter((check) => check !== null);
  for (const check of checks) {
    const { failures, windowEndsAt } = await countFailures(ctx.db, check.key, window);
    if (failures >= check.max && windowEndsAt) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000),
      );
      throw new AppError(AUTH_ERROR_CODES.tooManyRequests, ERROR_MESSAGES.tooManyRequests, {
        status: 429,
        retryAfterSeconds,
      });
    }
  }
}

async function recordSignInFailure(ctx: ServiceContext, options: { email?: string; ip: string }) {
  const keys = failureKeys(options);
  const window = ctx.env.AUTH_FAILED_SIGNIN_WINDOW_SECONDS;
  if (keys.email) await recordFailure(ctx.db, keys.email, window);
  await recordFailure(ctx.db, keys.ip, window);
}

async function clearSignInFailures(ctx: ServiceContext, email: string) {
  const key = failureKeys({ email, ip: "" }).email;
  if (key) await clearFailures(ctx.db, key);
}

// ------------------------------------------------------------------ sign-up and verification

export async function signUp(
  ctx: ServiceContext,
  options: { caller: Caller; input: { name: string; email: string; password: string } },
): Promise<{ id: string }> {
  const { caller, input } = options;
  const problems = checkPassword(input.password, input);
  if (problems.length > 0) throw weakPassword("password", problems);
  // An existing e-mail gets the same answer (and its owner a notice): no account enumeration.
  const result = await ctx.auth.api.signUpEmail({
    body: { name: input.name, email: input.email, password: input.password },
    headers: caller.headers,
  });
  // Sign-up mailed a verification link (or, for a taken address, a notice): a resend waits 60 s
  // either way.
  await claimCooldown(ctx, "verification", input.email);
  return { id: result.user.id };
}

/** Decodes a better-auth verification token's payload without trusting it (lookup only). */
function emailOfVerificationToken(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      email?: unknown;
    };
    return typeof parsed.email === "string" ? parsed.email : null;
  } catch {
    return null;
  }
}

export async function verifyEmail(
  ctx: ServiceContext,
  options: { token: string },
): Promise<VerifyEmailResponse> {
  const { token } = options;
  const email = emailOfVerificationToken(token);
  const before = email ? await findUserByEmail(ctx.db, email) : null;
  try {
    await ctx.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === "TOKEN_EXPIRED") {
      throw new AppError(AUTH_ERROR_CODES.verificationExpired, AUTH_MESSAGES.verificationExpired, {
        status: 410,
      });
    }
    if (error instanceof APIError) {
      throw new AppError(AUTH_ERROR_CODES.verificationInvalid, AUTH_MESSAGES.verificationInvalid, {
        status: 400,
      });
    }
    throw error;
  }
  if (!before) {
    throw new AppError(AUTH_ERROR_CODES.verificationInvalid, AUTH_MESSAGES.verificationInvalid, {
      status: 400,
    });
  }
  if (before.emailVerified) {
    throw new AppError(AUTH_ERROR_CODES.verificationUsed, AUTH_MESSAGES.verificationUsed, {
      status: 409,
    });
  }
  return { status: "verified", email: before.email, message: AUTH_MESSAGES.emailVerified };
}

export async function resendVerification(
  ctx: ServiceContext,
  options: { email: string },
): Promise<MailSentResponse> {
  const { email } = options;
  const lastAskedAt = await claimCooldown(ctx, "verification", email);
  if (lastAskedAt) throw cooldownError(lastAskedAt);
  ctx.runInBackground("resend-verification", async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (user && !user.emailVerified) {
      await ctx.auth.api.sendVerificationEmail({ body: { email } });
    }
  });
  return { message: AUTH_MESSAGES.verificationResent, cooldownSeconds: RESEND_COOLDOWN_SECONDS };
}

// ------------------------------------------------------------------ sign-in

/** The two-factor cookie better-auth expects back; our challenge token is its signed value. */
async function twoFactorCookieName(ctx: ServiceContext): Promise<string> {
  const context = await ctx.auth.$context;
  return context.createAuthCookie("two_factor").name;
}

function readCookie(headers: Headers, name: string): string | null {
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const separator = pair?.indexOf("=") ?? -1;
    if (pair && separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return null;
}

function challenge(token: string, methods: string[]): MfaChallenge {
  return {
    mfaRequired: true,
    challengeToken: token,
    methods: methods.includes("totp") ? ["totp", "recovery"] : ["recovery"],
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_SECONDS * 1000).toISOString(),
  };
}

/**
 * A second-factor challenge for a user who proved the first factor some other way than a password
 * (the one-time e-mail code), built exactly as better-auth's own sign-in hook builds one.
 */
async function createMfaChallenge(ctx: ServiceContext, userId: string): Promise<MfaChallenge> {
  const context = await ctx.auth.$context;
  const identifier = `2fa-${crypto.randomUUID().replaceAll("-", "")}`;
  const expiresAt = new Date(Date.now() + MFA_CHALLENGE_SECONDS * 1000);
  await context.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const signature = createHmac("sha256", ctx.authSecret).update(identifier).digest("base64");
  return challenge(encodeURIComponent(`${identifier}.${signature}`), ["totp"]);
}

export async function signIn(
  ctx: ServiceContext,
  options: { caller: Caller; input: { email: string; password: string } },
): Promise<SigninResponse> {
  const { caller, input } = options;
  await assertNotThrottled(ctx, { email: input.email, ip: caller.ip });
  let result: Awaited<ReturnType<typeof callSignIn>>;
  try {
    result = await callSignIn(ctx, caller, input);
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") {
      throw new AppError(AUTH_ERROR_CODES.emailNotVerified, AUTH_MESSAGES.emailNotVerified, {
        status: 403,
      });
    }
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
      await recordSignInFailure(ctx, { email: input.email, ip: caller.ip });
      throw new AppError(AUTH_ERROR_CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials, {
        status: 400,
      });
    }
    throw error;
  }
  await clearSignInFailures(ctx, input.email);
  const { headers, response } = result;
  if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
    const token = readCookie(headers, await twoFactorCookieName(ctx));
    if (!token) throw new AppError("INTERNAL", ERROR_MESSAGES.server);
    const methods = (response as { twoFactorMethods?: string[] }).twoFactorMethods ?? ["totp"];
    return challenge(token, methods);
  }
  if (!("token" in response) || !response.token) {
    throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.noBackendToken);
  }
  return sessionFromToken(ctx, response.token);
}

function callSignIn(
  ctx: ServiceContext,
  caller: Caller,
  input: { email: string; password: string },
) {
  return ctx.auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: caller.headers,
    returnHeaders: true,
  });
}

export async function verifyMfa(
  ctx: ServiceContext,
  options: {
    caller: Caller;
    input: { challengeToken: string; code: string; method: "totp" | "recovery" };
  },
): Promise<Session> {
  const { caller, input } = options;
  await assertNotThrottled(ctx, { ip: caller.ip });
  const headers = new Headers(caller.headers);
  headers.delete("authorization");
  headers.set("cookie", `${await twoFactorCookieName(ctx)}=${input.challengeToken}`);
  let token: string;
  try {
    const result =
      input.method === "recovery"
        ? await ctx.auth.api.verifyBackupCode({ body: { code: input.code }, headers })
        : await ctx.auth.api.verifyTOTP({ body: { code: input.code }, headers });
    if (!result.token) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.noBackendToken);
    token = result.token;
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      throw new AppError(AUTH_ERROR_CODES.mfaChallengeExpired, AUTH_MESSAGES.mfaChallengeExpired, {
        status: 401,
      });
    }
    if (error instanceof APIError && error.statusCode === 429) {
      throw new AppError(AUTH_ERROR_CODES.tooManyRequests, ERROR_MESSAGES.tooManyRequests, {
        status: 429,
      });
    }
    if (error instanceof APIError) {
      await recordSignInFailure(ctx, { ip: caller.ip });
      throw new AppError(AUTH_ERROR_CODES.mfaCodeInvalid, AUTH_MESSAGES.mfaCodeInvalid, {
        status: 400,
        errors: { code: [AUTH_MESSAGES.mfaCodeInvalid] },
      });
    }
    throw error;
  }
  return sessionFromToken(ctx, token);
}

export async function sendSignInCode(
  ctx: ServiceContext,
  options: { email: string },
): Promise<MailSentResponse> {
  const { email } = options;
  const lastAskedAt = await claimCooldown(ctx, "sign-in-code", email);
  if (lastAskedAt) throw cooldownError(lastAskedAt);
  ctx.runInBackground("sign-in-code", () =>
    ctx.auth.api.sendVerificationOTP({ body: { email, type: "sign-in" } }),
  );
  return { message: AUTH_MESSAGES.otpSent, cooldownSeconds: RESEND_COOLDOWN_SECONDS };
}

export async function signInWithCode(
  ctx: ServiceContext,
  options: { caller: Caller; input: { email: string; code: string } },
): Promise<SigninResponse> {
  const { caller, input } = options;
  await assertNotThrottled(ctx, { email: input.email, ip: caller.ip });
  let token: string;
  try {
    const result = await ctx.auth.api.signInEmailOTP({
      body: { email: input.email, otp: input.code },
      headers: caller.headers,
    });
    token = result.token;
  } catch (error) {
    if (error instanceof APIError) {
      await recordSignInFailure(ctx, { email: input.email, ip: caller.ip });
      throw new AppError(AUTH_ERROR_CODES.otpInvalid, AUTH_MESSAGES.otpInvalid, {
        status: 400,
        errors: { code: [AUTH_MESSAGES.otpInvalid] },
      });
    }
    throw error;
  }
  await clearSignInFailures(ctx, input.email);
  const session = await sessionFromToken(ctx, token);
  if (!session.user.mfaEnabled) return session;
  // The e-mailed code replaces the password, not the second factor.
  const context = await ctx.auth.$context;
  await context.internalAdapter.deleteSession(token);
  return createMfaChallenge(ctx, session.user.id);
}

// ------------------------------------------------------------------ session

export async function signOut(ctx: ServiceContext, options: { caller: Caller }) {
  await ctx.auth.api.signOut({ headers: options.caller.headers });
  return { message: AUTH_MESSAGES.signedOut };
}

export async function currentUser(ctx: ServiceContext, options: { userId: string }): Promise<User> {
  return requireUser(ctx, options.userId);
}

/**
 * A fresh session (new token) replacing the current one. It keeps the current one's end: the
 * lifetime is absolute, so refreshing forever never keeps a session alive past SESSION_TTL_SECONDS.
 */
export async function refreshSession(
  ctx: ServiceContext,
  options: { userId: string; token: string },
): Promise<Session> {
  const { userId, token } = options;
  const context = await ctx.auth.$context;
  const current = await findSessionByToken(ctx.db, token);
  const created = await context.internalAdapter.createSession(
    userId,
    false,
    {
      ipAddress: current?.ipAddress ?? undefined,
      userAgent: current?.userAgent ?? undefined,
      ...(current ? { expiresAt: current.expiresAt } : {}),
    },
    true,
  );
  // Requests already sent with the old token must not meet a 401 (decision 155): it stays valid
  // for a short grace, never longer than it had left.
  const graceEnd = new Date(Date.now() + SESSION_ROTATION_GRACE_SECONDS * 1000);
  if (current && current.expiresAt > graceEnd) {
    await context.internalAdapter.updateSession(token, { expiresAt: graceEnd });
  } else if (!current) {
    await context.internalAdapter.deleteSession(token);
  }
  return sessionFromToken(ctx, created.token);
}

// ------------------------------------------------------------------ passwords

export async function forgotPassword(ctx: ServiceContext, options: { email: string }) {
  const { email } = options;
  // One reset mail a minute per address, whether or not it has an account (same answer for both).
  const lastAskedAt = await claimCooldown(ctx, "reset-password", email);
  if (lastAskedAt) {
    throw new AppError(AUTH_ERROR_CODES.tooManyRequests, ERROR_MESSAGES.tooManyRequests, {
      status: 429,
      retryAfterSeconds: secondsLeft(lastAskedAt),
    });
  }
  ctx.runInBackground("forgot-password", () =>
    ctx.auth.api.requestPasswordReset({ body: { email } }),
  );
  return { message: AUTH_MESSAGES.forgotPasswordSent };
}

export async function resetPassword(
  ctx: ServiceContext,
  options: { input: { token: string; password: string } },
) {
  const { input } = options;
  const userId = await findResetTokenUserId(ctx.db, input.token);
  const user = userId ? await findUserById(ctx.db, userId) : null;
  if (!user) {
    throw new AppError(AUTH_ERROR_CODES.resetTokenInvalid, AUTH_MESSAGES.resetLinkInvalid, {
      status: 400,
    });
  }
  const problems = checkPassword(input.password, user);
  if (problems.length > 0) throw weakPassword("password", problems);
  try {
    await ctx.auth.api.resetPassword({
      body: { newPassword: input.password, token: input.token },
    });
  } catch (error) {
    if (error instanceof APIError) {
      throw new AppError(AUTH_ERROR_CODES.resetTokenInvalid, AUTH_MESSAGES.resetLinkInvalid, {
        status: 400,
      });
    }
    throw error;
  }
  // Any other link mailed to this user dies with the password it was meant to replace.
  await deleteResetTokens(ctx.db, { userId: user.id });
  await clearSignInFailures(ctx, user.email);
  return { message: AUTH_MESSAGES.passwordReset };
}

export async function changePassword(
  ctx: ServiceContext,
  options: {
    caller: Caller;
    userId: string;
    token: string;
    input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean };
  },
): Promise<RotatedSessionResponse> {
  const { caller, userId, input } = options;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  const problems = checkPassword(input.newPassword, user);
  if (problems.length > 0) throw weakPassword("newPassword", problems);
  let token = options.token;
  try {
    const { headers } = await ctx.auth.api.changePassword({
      body: input,
      headers: caller.headers,
      returnHeaders: true,
    });
    token = rotatedToken(headers) ?? token;
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === "INVALID_PASSWORD") {
      throw new AppError(AUTH_ERROR_CODES.passwordIncorrect, AUTH_MESSAGES.currentPasswordWrong, {
        status: 400,
        errors: { currentPassword: [AUTH_MESSAGES.currentPasswordWrong] },
      });
    }
    if (error instanceof APIError && error.statusCode < 500) {
      throw new AppError("BAD_REQUEST", error.message || ERROR_MESSAGES.badRequest);
    }
    throw error;
  }
  await deleteResetTokens(ctx.db, { userId });
  await ctx.mailer.send({
    ...passwordChangedMail({ appUrl: ctx.env.APP_URL, name: user.name }),
    to: user.email,
    userId: user.id,
  });
  const session = await sessionFromToken(ctx, token);
  return { message: AUTH_MESSAGES.passwordChanged, ...session };
}

// ------------------------------------------------------------------ MFA

function passwordIncorrect(): AppError {
  return new AppError(AUTH_ERROR_CODES.passwordIncorrect, AUTH_MESSAGES.passwordIncorrect, {
    status: 400,
    errors: { password: [AUTH_MESSAGES.passwordIncorrect] },
  });
}

export async function enableMfa(
  ctx: ServiceContext,
  options: { caller: Caller; password: string },
): Promise<MfaEnrollment> {
  const { caller, password } = options;
  try {
    const result = await ctx.auth.api.enableTwoFactor({
      body: { password, issuer: MFA_ISSUER },
      headers: caller.headers,
    });
    if (!("totpURI" in result) || !result.totpURI) throw new AppError("INTERNAL");
    const secret = new URL(result.totpURI).searchParams.get("secret") ?? "";
    return { totpUri: result.totpURI, secret, recoveryCodes: result.backupCodes ?? [] };
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === "INVALID_PASSWORD") throw passwordIncorrect();
    if (code === "TOTP_ALREADY_ENABLED") {
      throw new AppError("CONFLICT", "Two-factor authentication is already enabled");
    }
    throw error;
  }
}

export async function confirmMfa(
  ctx: ServiceContext,
  options: { caller: Caller; userId: string; token: string; code: string },
): Promise<RotatedSessionResponse> {
  const { caller, userId, code } = options;
  let token = options.token;
  try {
    const { headers } = await ctx.auth.api.verifyTOTP({
      body: { code },
      headers: caller.headers,
      returnHeaders: true,
    });
    token = rotatedToken(headers) ?? token;
  } catch (error) {
    const errorCode = apiErrorCode(error);
    if (errorCode === "TOTP_NOT_ENABLED") {
      throw new AppError(AUTH_ERROR_CODES.mfaNotEnabled, AUTH_MESSAGES.mfaNotEnabled, {
        status: 400,
      });
    }
    if (error instanceof APIError) {
      throw new AppError(AUTH_ERROR_CODES.mfaCodeInvalid, AUTH_MESSAGES.mfaCodeInvalid, {
        status: 400,
        errors: { code: [AUTH_MESSAGES.mfaCodeInvalid] },
      });
    }
    throw error;
  }
  const user = await findUserById(ctx.db, userId);
  if (user) {
    await ctx.mailer.send({
      ...mfaEnabledMail({ appUrl: ctx.env.APP_URL, name: user.name }),
      to: user.email,
      userId: user.id,
    });
  }
  const session = await sessionFromToken(ctx, token);
  return { message: AUTH_MESSAGES.mfaEnabled, ...session };
}

export async function disableMfa(
  ctx: ServiceContext,
  options: { caller: Caller; userId: string; token: string; password: string },
): Promise<RotatedSessionResponse> {
  const { caller, userId, password } = options;
  const user = await findUserById(ctx.db, userId);
  if (!user?.twoFactorEnabled) {
    throw new AppError(AUTH_ERROR_CODES.mfaNotEnabled, AUTH_MESSAGES.mfaNotEnabled, {
      status: 400,
    });
  }
  let token = options.token;
  try {
    const { headers } = await ctx.auth.api.disableTwoFactor({
      body: { password },
      headers: caller.headers,
      returnHeaders: true,
    });
    token = rotatedToken(headers) ?? token;
  } catch (error) {
    if (apiErrorCode(error) === "INVALID_PASSWORD") throw passwordIncorrect();
    throw error;
  }
  const session = await sessionFromToken(ctx, token);
  return { message: AUTH_MESSAGES.mfaDisabled, ...session };
}

// ------------------------------------------------------------------ Google

export function isGoogleEnabled(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** Where to send the browser to start Google sign-in, and the state cookies to set. */
export async function startGoogleSignIn(ctx: ServiceContext) {
  if (!isGoogleEnabled(ctx.env)) throw new AppError("NOT_FOUND", AUTH_MESSAGES.googleNotConfigured);
  const { headers, response } = await ctx.auth.api.signInSocial({
    body: {
      provider: "google",
      callbackURL: `${ctx.env.APP_URL}/api/auth/google/complete`,
      errorCallbackURL: `${ctx.env.APP_URL}/auth/callback`,
      disableRedirect: true,
    },
    returnHeaders: true,
  });
  if (!response.url) throw new AppError("INTERNAL");
  return { url: response.url, cookies: headers.getSetCookie() };
}

/**
 * better-auth finished the OAuth dance and set its session cookie; hand the session to the SPA as a
 * bearer token in the URL fragment of /auth/callback, and drop the cookie (the API is bearer-only).
 */
export async function completeGoogleSignIn(ctx: ServiceContext, options: { cookie?: string }) {
  const { cookie } = options;
  const fail = `${ctx.env.APP_URL}/auth/callback?error=${encodeURIComponent("google_sign_in_failed")}`;
  const context = await ctx.auth.$context;
  const clearCookie = `${context.authCookies.sessionToken.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
  if (!cookie) return { location: fail, clearCookie };
  const session = await ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return { location: fail, clearCookie };
  const fragment = new URLSearchParams({
    token: session.session.token,
    expiresAt: new Date(session.session.expiresAt).toISOString(),
  });
  return { location: `${ctx.env.APP_URL}/auth/callback#${fragment}`, clearCookie };
}

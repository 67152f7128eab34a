import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  EMAIL_OTP_LENGTH,
  EMAIL_OTP_TTL_MINUTES,
  MFA_ISSUER,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_TTL_MINUTES,
  VERIFICATION_LINK_TTL_HOURS,
} from "@hirelens/contracts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, emailOTP, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import {
  accountExistsMail,
  resetPasswordMail,
  signInCodeMail,
  verificationMail,
} from "../lib/mail-templates.ts";
import { checkPassword } from "../lib/password-policy.ts";
import { hashToken } from "../lib/token-hash.ts";
import { authenticateApiKey, isApiKeyAuthorization } from "./api-key-auth.ts";
import { withHashedSessionTokens } from "./hashed-session-adapter.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";
import { ensurePersonalWorkspace } from "./personal-workspace.ts";
import { deleteResetTokens, resetTokenIdentifier } from "./reset-tokens.ts";

export const IDENTITY_BASE_PATH = "/api/identity";
const GOOGLE_CALLBACK_PATH = "/callback/google";

interface CreateAuthOptions {
  env: Env;
  db: Database;
  /** Sends a mail off the request path: an answer never waits on (or tells of) a delivery. */
  deliverMail: (mail: OutgoingMail) => void;
  secret: string;
}

const RESET_IDENTIFIER_PREFIX = "reset-password:";

/** The better-auth instance: our tables, bearer tokens, e-mail codes, TOTP MFA, Google when configured. */
export function createAuth({ env, db, deliverMail, secret }: CreateAuthOptions) {
  const isGoogleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  return betterAuth({
    appName: MFA_ISSUER,
    baseURL: env.APP_URL,
    basePath: IDENTITY_BASE_PATH,
    secret,
    trustedOrigins: [env.APP_URL],
    // An OAuth failure better-auth cannot hand to our callback URL lands on the app's own page,
    // not on better-auth's /error page (which is not served).
    onAPIError: { errorURL: `${env.APP_URL}/auth/callback` },
    telemetry: { enabled: false },
    logger: { disabled: env.LOG_LEVEL === "silent" },
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: "pg",
        schema: {
          user: schema.users,
          session: schema.sessions,
          account: schema.accounts,
          verification: schema.verifications,
          twoFactor: schema.twoFactors,
          rateLimit: schema.rateLimits,
        },
      }),
    ),
    // Reset links, MFA challenges and OAuth state are stored as hashes; reset links keep their
    // prefix so that one user's outstanding links can all be ended (deleteResetTokens).
    verification: {
      storeIdentifier: {
        default: { hash: async (identifier: string) => hashToken(identifier) },
        overrides: {
          [RESET_IDENTIFIER_PREFIX]: {
            hash: async (identifier: string) =>
              `${RESET_IDENTIFIER_PREFIX}${hashToken(identifier)}`,
          },
        },
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", defaultValue: "user", input: false },
      },
    },
    // SESSION_TTL_SECONDS is an absolute lifetime: better-auth never pushes the expiry further
    // (our /api/auth/refresh rotates the token but keeps the end); idleness is app.authenticate's.
    session: { expiresIn: env.SESSION_TTL_SECONDS, disableSessionRefresh: true },
    account: { accountLinking: { enabled: true, trustedProviders: ["google"] } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // Only the newest link works: asking again ends the ones mailed before.
        await deleteResetTokens(db, {
          userId: user.id,
          keepIdentifier: resetTokenIdentifier(token),
        });
        const url = `${env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
        deliverMail({
          ...resetPasswordMail({ appUrl: env.APP_URL, name: user.name, url }),
          to: user.email,
          userId: user.id,
        });
      },
      async onExistingUserSignUp({ user }) {
        deliverMail({
          ...accountExistsMail({ appUrl: env.APP_URL, name: user.name }),
          to: user.email,
          userId: user.id,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_TTL_HOURS * 60 * 60,
      async sendVerificationEmail({ user, token }) {
        const url = `${env.APP_URL}/verify-email?token=${encodeURIComponent(token)}`;
        deliverMail({
          ...verificationMail({ appUrl: env.APP_URL, name: user.name, url }),
          to: user.email,
          userId: user.id,
        });
      },
    },
    socialProviders: isGoogleEnabled
      ? {
          google: {
            clientId: env.GOOGLE_CLIENT_ID as string,
            clientSecret: env.GOOGLE_CLIENT_SECRET as string,
            accessType: "offline",
            prompt: "select_account consent",
            scope: ["email", "profile"],
          },
        }
      : {},
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 },
    advanced: {
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account has a personal workspace whose id is its own (issue 14).
          async after(user) {
            await ensurePersonalWorkspace(db, user.id);
          },
        },
      },
      session: {
        create: {
          // The admin role is decided at every sign-in (any method) from ADMIN_EMAILS.
          async after(session) {
            const [user] = await db
              .select({ email: schema.users.email, role: schema.users.role })
              .from(schema.users)
              .where(eq(schema.users.id, session.userId));
            if (!user) return;
            const role = env.ADMIN_EMAILS.includes(user.email.toLowerCase()) ? "admin" : "user";
            if (role !== user.role) {
              await db
                .update(schema.users)
                .set({ role })
                .where(eq(schema.users.id, session.userId));
            }
          },
        },
      },
    },
    hooks: {
      // Our password policy also guards better-auth's own endpoints under /api/identity.
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password =
          ctx.path === "/sign-up/email" || ctx.path === "/reset-password"
            ? (body.password ?? body.newPassword)
            : ctx.path === "/change-password"
              ? body.newPassword
              : undefined;
        if (typeof password !== "string") return;
        const problems = checkPassword(password, {
          email: typeof body.email === "string" ? body.email : undefined,
          name: typeof body.name === "string" ? body.name : undefined,
        });
        if (problems.length > 0) {
          throw new APIError("BAD_REQUEST", { message: problems.join(" "), code: "WEAK_PASSWORD" });
        }
      }),
    },
    plugins: [
      bearer(),
      emailOTP({
        otpLength: EMAIL_OTP_LENGTH,
        expiresIn: EMAIL_OTP_TTL_MINUTES * 60,
        disableSignUp: true,
        allowedAttempts: 3,
        storeOTP: "hashed",
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== "sign-in") return;
          const [user] = await db
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(eq(schema.users.email, email));
          deliverMail({
            ...signInCodeMail({ appUrl: env.APP_URL, code: otp }),
            to: email,
            userId: user?.id ?? null,
          });
        },
      }),
      twoFactor({
        issuer: MFA_ISSUER,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** AUTH_SECRET, or one generated at first start and kept in DATA_DIR (never committed). */
export async function resolveAuthSecret(env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = join(env.DATA_DIR, "auth-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(32).toString("base64url");
  await mkdir(env.DATA_DIR, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Headers for an in-process better-auth call: only the bearer token (never cookies) and the client. */
export function identityHeaders(
  request: FastifyRequest,
  extra: Record<string, string> = {},
): Headers {
  const headers = new Headers(extra);
  const authorization = request.headers.authorization;
  if (authorization) headers.set("authorization", authorization);
  const userAgent = request.headers["user-agent"];
  if (userAgent) headers.set("user-agent", userAgent);
  headers.set("x-client-ip", request.ip);
  return headers;
}

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    authSecret: string;
    /** Runs auth work off the request path (see createAuthBackground). */
    runAuthTask: (label: string, task: () => Promise<unknown>) => void;
    /** onRequest hook: 401 with the envelope unless a valid bearer session is present. */
    authenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    authSession: AuthSession | null;
  }
}

/** Requires the session set by `app.authenticate`; for use inside protected handlers. */
export function requireSession(request: FastifyRequest): AuthSession {
  if (!request.authSession) throw new AppError("UNAUTHORIZED");
  return request.authSession;
}

/** The signed-in user's id (after `app.authenticate`). */
export function currentUserId(request: FastifyRequest): string {
  return requireSession(request).user.id;
}

/** preHandler for admin-only routes: anyone who is not an admin gets a 404, as if nothing were there. */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  try {
    await app.authenticate(request);
  } catch {
    throw new AppError("NOT_FOUND");
  }
  const role = (request.authSession?.user as { role?: string } | undefined)?.role;
  if (role !== "admin") throw new AppError("NOT_FOUND");
}

/**
 * Work done off the request path (mails, and the account look-ups that decide whether to send
 * one), so an answer never waits on, or tells of, an account. Failures are logged; `settle` waits
 * for what is under way (on close).
 */
function createAuthBackground(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<unknown>>();
  const run = (label: string, task: () => Promise<unknown>) => {
    // Started on the next turn of the event loop, after the answer has gone out.
    const running = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) =>
        log.error({ err: error, task: label }, "auth background task failed"),
      )
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  return {
    run,
    deliver(mail: OutgoingMail) {
      run(`mail:${mail.kind}`, () => mailer.send(mail));
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}

/**
 * The idle timeout: a session unused for SESSION_IDLE_SECONDS is deleted (false); a used one has its
 * last use (updatedAt) moved on, at most once a minute so that a busy page does not write each call.
 */
async function touchSession(
  app: FastifyInstance,
  auth: Auth,
  session: AuthSession["session"],
): Promise<boolean> {
  const now = Date.now();
  const lastUsed = new Date(session.updatedAt).getTime();
  if (now - lastUsed > app.env.SESSION_IDLE_SECONDS * 1000) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(session.token);
    return false;
  }
  const touchEveryMs = Math.min(60, app.env.SESSION_IDLE_SECONDS / 4) * 1000;
  if (now - lastUsed > touchEveryMs) {
    await app.db
      .update(schema.sessions)
      .set({ updatedAt: new Date(now) })
      .where(eq(schema.sessions.id, session.id));
  }
  return true;
}

/** Hands one request to better-auth's own handler and copies its answer (cookies included). */
async function forwardToIdentity(
  app: FastifyInstance,
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = new URL(request.url, app.env.APP_URL);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(", ") : value);
  }
  headers.set("x-client-ip", request.ip);
  const response = await auth.handler(new Request(url, { method: "GET", headers }));
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key.toLowerCase() === "set-cookie") continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/** Serves Google's OAuth callback under /api/identity and decorates app.auth and app.authenticate. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const secret = await resolveAuthSecret(app.env);
    const background = createAuthBackground(app.mailer, app.log);
    app.decorate("runAuthTask", background.run);
    app.addHook("onClose", () => background.settle());
    const auth = createAuth({ env: app.env, db: app.db, deliverMail: background.deliver, secret });
    app.decorate("auth", auth);
    app.decorate("authSecret", secret);
    app.decorateRequest("authSession", null);
    app.decorate("authenticate", async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw new AppError("UNAUTHORIZED");
      // A workspace API key (`Bearer hl_...`, decision 183) never reaches better-auth.
      if (isApiKeyAuthorization(request.headers.authorization)) {
        return authenticateApiKey(app, request);
      }
      const session = await auth.api.getSession({ headers: identityHeaders(request) });
      if (!session) throw new AppError("UNAUTHORIZED");
      if (!(await touchSession(app, auth, session.session))) throw new AppError("UNAUTHORIZED");
      request.authSession = session;
    });

    // Only the OAuth callback Google redirects the browser to is served by better-auth itself;
    // every other raw endpoint would skip our lockout, cooldowns and MFA step (issue 15).
    app.get(
      `${IDENTITY_BASE_PATH}${GOOGLE_CALLBACK_PATH}`,
      { schema: { hide: true } },
      (request, reply) => forwardToIdentity(app, auth, request, reply),
    );
    app.route({
      method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      url: `${IDENTITY_BASE_PATH}/*`,
      schema: { hide: true },
      handler() {
        throw new AppError("NOT_FOUND");
      },
    });
  },
  { name: "auth", dependencies: ["mailer"] },
);

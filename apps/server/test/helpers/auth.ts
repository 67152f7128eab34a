import { WORKSPACE_HEADER } from "@hirelens/contracts";
import type { FastifyInstance } from "fastify";
import { expect, vi } from "vitest";
import { type CapturedMail, linkIn, type TestSmtp } from "./smtp.ts";
import { totp } from "./totp.ts";

export const STRONG_PASSWORD = "Correct-Horse-Battery-7";

let nextAddress = 1;
/** A client address of its own per call, so one test's failures never throttle another's. */
export const freshIp = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

// biome-ignore lint/suspicious/noExplicitAny: responses are asserted field by field in the tests
type Json = any;

export interface Api {
  app: FastifyInstance;
  call(
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    /** `workspaceId`: the workspace the request acts in (absent: the caller's personal one). */
    options?: { body?: unknown; token?: string; ip?: string; workspaceId?: string | null },
  ): Promise<{ status: number; body: Json; headers: Record<string, unknown> }>;
}

export function api(app: FastifyInstance): Api {
  return {
    app,
    async call(method, url, options = {}) {
      const response = await app.inject({
        method,
        url,
        payload: options.body as object | undefined,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.workspaceId ? { [WORKSPACE_HEADER]: options.workspaceId } : {}),
        },
        remoteAddress: options.ip ?? freshIp(),
      });
      const isJson = String(response.headers["content-type"] ?? "").includes("json");
      return {
        status: response.statusCode,
        body: isJson ? response.json() : response.body,
        headers: response.headers,
      };
    },
  };
}

/** The token of a verification or reset link (APP_URL/<path>?token=...). */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/**
 * Waits for a mail the server sends off the request path: until `to` has `count` mails (whose
 * subject matches); answers the newest.
 */
export async function waitForMail(
  smtp: TestSmtp,
  to: string,
  options: { subject?: RegExp; count?: number } = {},
): Promise<CapturedMail> {
  const { subject, count = 1 } = options;
  // vi.waitFor, not expect.poll: this also runs in beforeAll. The limit only bounds a hang.
  return vi.waitFor(
    () => {
      const mails = smtp.mailsTo(to, subject);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${to}`);
      return mails.at(-1) as CapturedMail;
    },
    { timeout: 20_000, interval: 20 },
  );
}

/** Signs up through the API, follows the mailed verification link, and signs in. */
export async function registerVerifiedUser(
  client: Api,
  smtp: TestSmtp,
  user: { name: string; email: string; password?: string },
): Promise<{ id: string; token: string; email: string; password: string }> {
  const password = user.password ?? STRONG_PASSWORD;
  const signup = await client.call("POST", "/api/auth/signup", { body: { ...user, password } });
  expect(signup.status).toBe(201);
  const link = linkIn(await waitForMail(smtp, user.email, { subject: /verify/i }), "http");
  const verified = await client.call("POST", "/api/auth/verify-email", {
    body: { token: tokenOf(link) },
  });
  expect(verified.status).toBe(200);
  const signin = await client.call("POST", "/api/auth/signin", {
    body: { email: user.email, password },
  });
  expect(signin.status).toBe(200);
  return { id: signup.body.data.id, token: signin.body.data.token, email: user.email, password };
}

/** Turns TOTP on for a signed-in user; answers the TOTP secret and the rotated session token. */
export async function enableTotp(
  client: Api,
  user: { token: string; password: string },
): Promise<{ secret: string; token: string; recoveryCodes: string[] }> {
  const enrol = await client.call("POST", "/api/auth/mfa/enable", {
    token: user.token,
    body: { password: user.password },
  });
  expect(enrol.status).toBe(200);
  const { secret, recoveryCodes } = enrol.body.data;
  const confirmed = await client.call("POST", "/api/auth/mfa/confirm", {
    token: user.token,
    body: { code: totp(secret) },
  });
  expect(confirmed.status).toBe(200);
  return { secret, token: confirmed.body.data.token, recoveryCodes };
}

/** The six-digit code of a sign-in code mail. */
export function signInCodeIn(text: string): string {
  const code = /Your code: (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}

/** An admin (their address must be in ADMIN_EMAILS) ready for the console: verified, TOTP on. */
export async function registerAdmin(
  client: Api,
  smtp: TestSmtp,
  user: { name: string; email: string; password?: string },
): Promise<{ id: string; token: string; email: string; password: string; totpSecret: string }> {
  const registered = await registerVerifiedUser(client, smtp, user);
  const { secret, token } = await enableTotp(client, registered);
  return { ...registered, token, totpSecret: secret };
}

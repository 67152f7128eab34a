import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { ACCOUNTS_PORTS } from "./ports.mjs";

export const ACCOUNTS_URL = `http://127.0.0.1:${ACCOUNTS_PORTS.app}`;
const MAIL_API = `http://127.0.0.1:${ACCOUNTS_PORTS.mailApi}`;

/** A strong password that passes every rule of the contract. */
export const PASSWORD = "Ranked-With-Evidence-42";

export type CapturedMail = { to: string[]; subject: string; text: string; html: string };

/**
 * Fails a journey on an unexpected console error. Chromium logs every non-2xx fetch as a console
 * error, so journeys that provoke one on purpose list its status in `allowedHttpErrors`.
 */
export const test = base.extend<{ allowedHttpErrors: number[]; consoleErrors: string[] }>({
  allowedHttpErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedHttpErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        const status = /status of (\d{3})/.exec(text)?.[1];
        if (status && allowedHttpErrors.includes(Number(status))) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Every mail the capture server received for `to`, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<CapturedMail[]> {
  const response = await request.get(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CapturedMail[];
}

/** Waits for the `count`-th mail to `to` whose subject matches, and returns it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<CapturedMail> {
  let found: CapturedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).filter((mail) => subject.test(mail.subject));
        return found.length;
      },
      { message: `mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1] as CapturedMail;
}

/** The first link in a mail's text that goes to `path` on our app. */
export function linkIn(mail: CapturedMail, path: string): string {
  const match = new RegExp(
    `https?://[^\\s"<>]*${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s"<>]*`,
  ).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[0];
}

/** The 6-digit code of a sign-in code mail. */
export function codeIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in:\n${mail.text}`);
  return match[1] as string;
}

/** Creates an account through the API and verifies it from the mailed link. */
export async function createVerifiedUser(
  request: APIRequestContext,
  { name = "Grace Hopper", email = uniqueEmail("user"), password = PASSWORD } = {},
) {
  const signup = await request.post(`${ACCOUNTS_URL}/api/auth/signup`, {
    data: { name, email, password },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const mail = await waitForMail(request, email, /verify/i);
  const token = new URL(linkIn(mail, "/verify-email")).searchParams.get("token");
  const verified = await request.post(`${ACCOUNTS_URL}/api/auth/verify-email`, { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { name, email, password };
}

export const ONBOARDING_ANSWERS = {
  role: "recruiter",
  jobTitle: "Senior Recruiter",
  companyName: "Acme Inc.",
  teamSize: "11-50",
  hiringTeamSize: "2-5",
  hiringVolume: "6-20",
  industries: ["technology"],
  roleTypes: ["engineering"],
  hiringGoals: ["faster-screening"],
};

/** Signs in through the API; optionally completes onboarding. Returns the bearer token. */
export async function signInByApi(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
  { completeOnboarding = false } = {},
): Promise<string> {
  const response = await request.post(`${ACCOUNTS_URL}/api/auth/signin`, {
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  if (completeOnboarding) {
    const saved = await request.put(`${ACCOUNTS_URL}/api/user/onboarding`, {
      data: ONBOARDING_ANSWERS,
      headers: { Authorization: `Bearer ${data.token}` },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return data.token;
}

/** Signs in through the /login form. */
export async function signInWithPassword(
  page: Page,
  { email, password }: { email: string; password: string },
) {
  // The sign-in form, not a field of the page we are leaving (routes load lazily).
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A verified user with onboarding done, signed in through the form and on the dashboard. */
export async function signInReadyUser(page: Page, request: APIRequestContext, tag: string) {
  const user = await createVerifiedUser(request, { email: uniqueEmail(tag) });
  await signInByApi(request, user, { completeOnboarding: true });
  await page.goto("/login");
  await signInWithPassword(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

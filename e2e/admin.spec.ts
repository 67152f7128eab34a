import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  ACCOUNTS_URL,
  createVerifiedUser,
  expect,
  PASSWORD,
  signInByApi,
  signInReadyUser,
  signInWithPassword,
  test,
  waitForMail,
} from "./helpers/accounts";
import { ACCOUNTS_ADMIN_EMAIL } from "./helpers/ports.mjs";

// One admin account (ADMIN_EMAILS of the accounts server): these journeys run one after the other.
test.use({ baseURL: ACCOUNTS_URL });
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one run is enough");

let isAdminReady = false;
async function adminPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const admin = { name: "Ada Admin", email: ACCOUNTS_ADMIN_EMAIL, password: PASSWORD };
  if (!isAdminReady) {
    const signin = await request.post(`${ACCOUNTS_URL}/api/auth/signin`, { data: admin });
    if (!signin.ok()) await createVerifiedUser(request, admin);
    await signInByApi(request, admin, { completeOnboarding: true });
    isAdminReady = true;
  }
  const context = await browser.newContext({ baseURL: ACCOUNTS_URL });
  const page = await context.newPage();
  await page.goto("/login");
  await signInWithPassword(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const ADMIN_ENDPOINTS: Array<[method: "GET" | "POST" | "PATCH", path: string]> = [
  ["GET", "/api/admin/overview"],
  ["GET", "/api/admin/waitlist"],
  ["GET", "/api/admin/waitlist/export"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/tickets"],
  ["GET", "/api/admin/tickets/00000000-0000-0000-0000-000000000000"],
  ["POST", "/api/admin/tickets/00000000-0000-0000-0000-000000000000/replies"],
  ["PATCH", "/api/admin/tickets/00000000-0000-0000-0000-000000000000"],
  ["GET", "/api/admin/outbox"],
  ["GET", "/api/admin/queue"],
  ["POST", "/api/admin/queue/jobs/analyze-resume/00000000-0000-0000-0000-000000000000/retry"],
];

test("a non-admin gets 404 on /admin and on every admin endpoint", async ({ page, request }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

  await signInReadyUser(page, request, "nonadmin");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("404")).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem("hirelens.auth_token") ?? "");
  for (const [method, path] of ADMIN_ENDPOINTS) {
    for (const headers of [{}, { Authorization: `Bearer ${token}` }]) {
      const response = await request.fetch(`${ACCOUNTS_URL}${path}`, {
        method,
        headers,
        data: method === "GET" ? undefined : {},
      });
      expect(response.status(), `${method} ${path}`).toBe(404);
    }
  }
});

test("support round trip: a ticket, the admin's reply by e-mail, and the thread", async ({
  page,
  request,
  browser,
}) => {
  const user = await signInReadyUser(page, request, "ticket");
  await page.goto("/support");
  await expect(page.getByText("We respond within 24 hours")).toBeVisible();
  const subject = `Invoice address ${Date.now()}`;
  await page.getByLabel("Category").selectOption("billing");
  await page.getByLabel("Subject").fill(subject);
  await page
    .getByLabel("Message")
    .fill("Could you add our VAT number DE123456789 to the invoices, please?");
  await page.getByRole("button", { name: "Send message" }).click();
  const thread = page.getByRole("dialog");
  await expect(thread.getByText(/Expect an answer by/)).toBeVisible();
  await thread.getByRole("button", { name: "Close" }).click();
  const myTickets = page.getByRole("list", { name: "My tickets" });
  await expect(myTickets).toContainText(subject);
  await expect(myTickets).toContainText("Open");

  const admin = await adminPage(browser, request);
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Support tickets" }).click();
  await admin.getByRole("searchbox", { name: "Search subject, name or e-mail" }).fill(subject);
  await admin.getByRole("button", { name: new RegExp(subject) }).click();
  const reply = "Done: your VAT number is on every invoice from now on.";
  await admin.getByLabel("Reply as support").fill(reply);
  await admin.getByRole("button", { name: "Send reply" }).click();
  await expect(admin.getByRole("list", { name: "Conversation" })).toContainText(reply);
  await admin.context().close();

  const mail = await waitForMail(request, user.email, new RegExp(`Re: \\[#\\d+\\] ${subject}`));
  expect(mail.text).toContain(reply);
  expect(mail.text).toMatch(/\/support\?ticket=\d+/);

  await page.reload();
  await expect(myTickets).toContainText("Awaiting your reply");
  await myTickets.getByRole("button", { name: new RegExp(subject) }).click();
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(reply);
});

test("an admin grant, with its reason, appears in the user's transactions", async ({
  page,
  request,
  browser,
}) => {
  const user = await signInReadyUser(page, request, "granted");
  const admin = await adminPage(browser, request);
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Users & credits" }).click();
  await admin.getByRole("searchbox", { name: "Search name or e-mail" }).fill(user.email);
  await admin.getByRole("button", { name: `Grant credits to ${user.email}` }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Credits").fill("15");
  const reason = `Apology for the outage ${Date.now()}`;
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Grant credits" }).click();
  await expect(dialog).toBeHidden();
  await admin.context().close();

  await page.goto("/credits");
  await expect(page.getByText(reason)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("hirelens.auth_token") ?? "");
  const history = await request.get(`${ACCOUNTS_URL}/api/credits/history`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const lines = (await history.json()).data as Array<{
    kind: string;
    amount: number;
    reason: string;
  }>;
  expect(lines[0]).toMatchObject({ kind: "grant", amount: 15, reason });
});

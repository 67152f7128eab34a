import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { extractText } from "unpdf";
import { ACCOUNTS_URL, expect, signInReadyUser, test } from "./helpers/accounts";

// The sandbox payment provider with its test cards, on the accounts server (real mail capture).
test.use({ baseURL: ACCOUNTS_URL });
test.skip(
  ({ isMobile }) => isMobile,
  "one run is enough: these journeys are about billing, not layout",
);

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, "0");

async function payWithNewCard(page: Page, number: string, name: string) {
  const dialog = page.getByRole("dialog", { name: "Upgrade to Pro" });
  await dialog.getByLabel("Name on card").fill(name);
  await dialog.getByLabel("Card number").fill(number);
  await dialog.getByLabel("Expiry (MM/YY)").fill(`12/${nextYear}`);
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Pay $49.00 and upgrade" }).click();
  return dialog;
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem("hirelens.auth_token") ?? "");
}

test("upgrade to Pro with the test card: 100 credits and a PDF invoice with plan and amount", async ({
  page,
  request,
}) => {
  const user = await signInReadyUser(page, request, "upgrade");
  await page.goto("/billing");
  await expect(page.getByTestId("plan-name")).toHaveText("Free");
  await page.getByRole("button", { name: "Upgrade to Pro" }).first().click();
  const dialog = await payWithNewCard(page, "4242 4242 4242 4242", user.name);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("plan-name")).toHaveText("Pro");
  await expect(page.getByTestId("renewal-line")).toContainText("Renews on");
  await expect(page.getByTestId("credits-left")).toContainText("100 left");

  const balance = await request.get(`${ACCOUNTS_URL}/api/credits`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect((await balance.json()).data.availableCredits).toBe(100);
  await expect(page.getByRole("list", { name: "Saved cards" })).toContainText("Visa •••• 4242");

  const row = page.getByTestId("invoice-row").first();
  await expect(row).toContainText("$49.00");
  const number = (await row.locator("td").first().textContent())?.trim() ?? "";
  expect(number).toMatch(/^HL-\d{6}$/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: `Download invoice ${number} as PDF` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`hirelens-invoice-${number}.pdf`);
  const pdf = await readFile((await download.path()) as string);
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  expect(text).toContain(number);
  expect(text).toContain("HireLens Pro plan");
  expect(text).toContain("$49.00");
  expect(text).toContain(user.email);
});

test.describe("a declined card", () => {
  test.use({ allowedHttpErrors: [400] });

  test("shows the card's message and changes nothing", async ({ page, request }) => {
    const user = await signInReadyUser(page, request, "declined");
    await page.goto("/billing");
    await page.getByRole("button", { name: "Upgrade to Pro" }).first().click();
    const dialog = await payWithNewCard(page, "4000 0000 0000 0002", user.name);
    await expect(dialog.getByRole("alert")).toHaveText("Your card was declined.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    await expect(page.getByTestId("plan-name")).toHaveText("Free");
    await expect(page.getByText("No saved cards")).toBeVisible();
    await expect(page.getByText("No invoices yet")).toBeVisible();
    await expect(page.getByTestId("credits-left")).toContainText("10 left");
  });
});

test("cancel keeps Pro until the end of the period, and can be undone", async ({
  page,
  request,
}) => {
  const user = await signInReadyUser(page, request, "cancel");
  await page.goto("/billing");
  await page.getByRole("button", { name: "Upgrade to Pro" }).first().click();
  await expect(await payWithNewCard(page, "4242424242424242", user.name)).toBeHidden();
  await expect(page.getByTestId("plan-name")).toHaveText("Pro");

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel your Pro subscription?" });
  await confirm.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("plan-name")).toHaveText("Pro");
  await expect(page.getByText("Cancels at period end")).toBeVisible();
  await expect(page.getByTestId("renewal-line")).toContainText(
    /You keep Pro until .+ Then your account moves to the Free plan\./,
  );
  await expect(page.getByTestId("credits-left")).toContainText("100 left");

  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(page.getByTestId("renewal-line")).toContainText("Renews on");
});

import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInThroughForm } from "./fixtures/analyzer-user";
import { expect, test } from "./helpers/accounts";

test.use({ baseURL: ANALYZER_URL });

test("a new free account has 10 credits and its ledger shows the monthly allowance", async ({
  page,
  request,
}) => {
  const user = await createReadyUser(request, "credits");
  await signInThroughForm(page, user);
  await page.goto("/credits");
  await expect(page.getByRole("heading", { name: "Credits", level: 1 })).toBeVisible();
  await expect(page.getByTestId("available-credits")).toHaveText("10");
  await expect(page.getByText(/0 used this month of 10 included/)).toBeVisible();
  await expect(page.getByTestId("credit-transaction").first()).toContainText("+10");
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByTestId("available-credits")).toHaveText("10");
});

test("a signed-out visitor is sent to sign in from /credits", async ({ page }) => {
  await page.goto("/credits");
  await expect(page).toHaveURL(/\/login/);
});

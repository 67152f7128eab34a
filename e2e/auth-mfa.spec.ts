import { expect, signInReadyUser, test } from "./helpers/accounts";
import { totpCode } from "./helpers/totp";

test.describe("two-factor authentication", () => {
  test.use({ allowedHttpErrors: [400, 401] });

  test("enrol with the QR code -> sign out -> sign in with a TOTP code, then a recovery code", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await signInReadyUser(page, request, "mfa");
    await page.goto("/settings");
    await expect(page.getByTestId("mfa-status")).toHaveText("Off");
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await page.getByRole("textbox", { name: "Confirm with your password" }).fill(user.password);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
    const recoveryCodes = (
      await page.getByTestId("recovery-codes").locator("li").allTextContents()
    ).map((c) => c.trim());
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(recoveryCodes.length).toBeGreaterThan(0);

    await page.getByRole("textbox", { name: "Code from the app" }).fill("000000");
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("Invalid verification code")).toBeVisible();
    await page.getByRole("textbox", { name: "Code from the app" }).fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByTestId("mfa-status")).toHaveText("On");

    // The session rotated: the page keeps working with the new token.
    await page.reload();
    await expect(page.getByTestId("mfa-status")).toHaveText("On");

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole("textbox", { name: "Email" }).fill(user.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Authentication code" })).toBeFocused();
    await page.getByRole("textbox", { name: "Authentication code" }).fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(user.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByRole("textbox", { name: "Recovery code" }).fill(recoveryCodes[0] as string);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

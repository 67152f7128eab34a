import AxeBuilder from "@axe-core/playwright";
import { STORAGE_KEYS } from "@hirelens/contracts";
import { expect, signInReadyUser, test } from "./helpers/accounts";

// A 1x1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("profile and settings", () => {
  test("profile update: name, job title, company and photo", async ({ page, request }) => {
    await signInReadyUser(page, request, "profile");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: "Profile" })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("textbox", { name: "Job title" })).toHaveValue("Senior Recruiter");

    await page.getByRole("textbox", { name: "Full name" }).fill("Grace Brewster Hopper");
    await page.getByRole("textbox", { name: "Job title" }).fill("VP Engineering Hiring");
    await page.getByRole("textbox", { name: "Company" }).fill("Navy Labs");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toContainText(
      "Grace Brewster Hopper",
    );

    await page
      .getByLabel("Upload photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "Your new picture, not saved yet" })).toBeVisible();
    await page.getByRole("button", { name: "Save photo" }).click();
    await expect(page.getByText("Profile image updated")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Job title" })).toHaveValue(
      "VP Engineering Hiring",
    );
    await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue("Navy Labs");
  });

  test("theme and language persist across a reload", async ({ page, request }) => {
    await signInReadyUser(page, request, "theme");
    // No colour transitions while axe measures contrast.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/settings");
    await expect(page.getByTestId("mfa-status")).toHaveText("Off");
    for (const theme of ["light", "dark"]) {
      if (theme === "dark") await page.getByText("Dark", { exact: true }).click();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`,
        ),
      ).toEqual([]);
    }
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page
        .getByRole("navigation", { name: "App" })
        .getByRole("link", { name: "Paramètres", exact: true }),
    ).toBeVisible();

    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const stored = await page.evaluate(
      (keys) => [localStorage.getItem(keys.theme), localStorage.getItem(keys.language)],
      STORAGE_KEYS,
    );
    expect(stored).toEqual(["dark", "fr"]);

    await page.getByText("Light", { exact: true }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("export my data downloads a JSON file", async ({ page, request }) => {
    const user = await signInReadyUser(page, request, "export");
    await page.goto("/settings");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^hirelens-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const { readFile } = await import("node:fs/promises");
    const data = JSON.parse(await readFile(path, "utf8"));
    expect(data.user.email).toBe(user.email);
    expect(data.profile.companyName).toBe("Acme Inc.");
  });

  test.describe("account deletion", () => {
    test.use({ allowedHttpErrors: [400, 401] });

    test("delete account after confirming the password: nothing is left", async ({
      page,
      request,
    }) => {
      const user = await signInReadyUser(page, request, "delete");
      await page.goto("/settings");
      await page.getByRole("button", { name: "Delete account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account" });
      await dialog.getByRole("textbox", { name: "Your password" }).fill("not-my-password");
      await dialog.getByRole("textbox", { name: /to confirm/ }).fill("DELETE");
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await expect(dialog.getByText("Incorrect password")).toBeVisible();

      await dialog.getByRole("textbox", { name: "Your password" }).fill(user.password);
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await expect(
        page.getByText("Your account and all of its data have been deleted."),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
      expect(token).toBeNull();

      const signin = await request.post("/api/auth/signin", {
        data: { email: user.email, password: user.password },
      });
      expect(signin.ok()).toBe(false);
      expect((await signin.json()).code).toBe("INVALID_CREDENTIALS");
    });
  });
});

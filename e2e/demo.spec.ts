import { expect, test } from "./support/fixtures";

const PREVIEW = /3-Minute Demo: Resume Analysis Workflow/;

test.describe("demo modal", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/#demo");
  });

  test("is closed by default and opens on the preview", async ({ page }) => {
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: PREVIEW }).click();
    const dialog = page.getByRole("dialog", { name: "3-Minute Demo: Resume Analysis Workflow" });
    await expect(dialog).toBeVisible();
    // No video configured in app mode: the bundled walkthrough plays instead.
    await expect(dialog.getByTestId("demo-walkthrough")).toBeVisible();
    await expect(dialog.getByRole("tab", { name: /Upload resumes/ })).toBeVisible();
    await dialog.getByRole("tab", { name: /Smart matching/ }).click();
    await expect(dialog.getByRole("tab", { name: /Smart matching/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("closes with the close button and gives focus back to the preview", async ({ page }) => {
    const preview = page.getByRole("button", { name: PREVIEW });
    await preview.click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(preview).toBeFocused();
  });

  test("closes on a backdrop click", async ({ page }) => {
    await page.getByRole("button", { name: PREVIEW }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("closes on Escape, and keeps keyboard focus inside while open", async ({ page }) => {
    const preview = page.getByRole("button", { name: PREVIEW });
    await preview.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      const isInside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest("dialog")),
      );
      const isBrowserChrome = await page.evaluate(() => document.activeElement === document.body);
      expect(isInside || isBrowserChrome).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(preview).toBeFocused();
  });

  test("sizes the play and close buttons for the screen (under 768 px smaller play, larger close)", async ({
    page,
  }, testInfo) => {
    const preview = page.getByRole("button", { name: PREVIEW });
    const play = preview.locator("span.rounded-full.bg-white").first();
    const playBox = await play.boundingBox();
    await preview.click();
    const closeBox = await page
      .getByRole("dialog")
      .getByRole("button", { name: "Close" })
      .boundingBox();
    const isMobile = testInfo.project.name === "mobile";
    expect(playBox?.width).toBe(isMobile ? 64 : 96);
    expect(closeBox?.width).toBe(isMobile ? 44 : 36);
  });
});

import { expect, test } from "./support/fixtures";

test.describe("not-found page", () => {
  test("shows 404 and 'Page Not Found' for an unknown path", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("'Go Home' goes to the landing page", async ({ page }) => {
    await page.goto("/nowhere");
    await page.getByRole("button", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeVisible();
  });

  test("'Go Back' goes one step back in history", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: "Pricing" })).toBeVisible();
    await page.goto("/nowhere");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { name: "Pricing" })).toBeVisible();
  });

  test("a path change scrolls back to the top", async ({ page }) => {
    await page.goto("/nowhere");
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/nowhere");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

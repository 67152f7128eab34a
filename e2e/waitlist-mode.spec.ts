import { expect, test, uniqueEmail } from "./support/fixtures";
import { E2E_DEMO_VIDEO_URL } from "./support/ports.mjs";

// Runs against the server started with SITE_MODE=waitlist and a DEMO_VIDEO_URL.
test.describe("SITE_MODE=waitlist", () => {
  test("exposes only / and the not-found page", async ({ page }) => {
    for (const path of ["/login", "/register", "/dashboard", "/pricing", "/admin"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    }
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Get started" })).toHaveCount(0);
  });

  test("the waitlist works in this mode too", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel(/Your name/).fill("Mary Jackson");
    await page.getByLabel(/Enter your email/).fill(uniqueEmail("mode"));
    await page.getByLabel(/Your role/).fill("Talent Partner");
    await page.getByRole("button", { name: "Get Early Access" }).click();
    await expect(page.getByRole("heading", { name: "You're In!" })).toBeVisible();
  });

  test("the demo modal plays the configured video", async ({ page }) => {
    await page.route(`${E2E_DEMO_VIDEO_URL}**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>video</title><p>Demo video</p>",
      }),
    );
    await page.goto("/#demo");
    await page.getByRole("button", { name: /3-Minute Demo: Resume Analysis Workflow/ }).click();
    const frame = page.getByRole("dialog").locator("iframe");
    await expect(frame).toHaveAttribute("src", E2E_DEMO_VIDEO_URL);
    await expect(page.frameLocator("dialog iframe").getByText("Demo video")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";

test.describe("landing page", () => {
  test("renders the ten sections in order, with the spec's texts", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "HireLens home" })).toHaveAttribute("href", "/");

    const main = page.getByRole("main");
    await expect(main.getByText("AI-Powered Talent Matching", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("button", { name: "Join Waitlist" })).toBeVisible();

    // Sections 2-9 inside <main>, in this order, then the footer.
    const sectionHeadings = await main
      .locator("section")
      .evaluateAll((sections) =>
        sections.map((section) => section.querySelector("h1, h2")?.textContent?.trim() ?? ""),
      );
    expect(sectionHeadings).toEqual([
      "Find your best candidates in minutes, not weeks",
      "Screening is where great hires get lost",
      "Built for the people who hire",
      "From job description to shortlist in four steps",
      "Watch a batch of resumes become a shortlist",
      "HireLens in numbers",
      "Everything you need to screen with confidence",
      "Ready to Experience the Future?",
    ]);

    for (const problem of [
      "Slow manual screening",
      "Keyword bias",
      "Inconsistent recruiter criteria",
      "Hard skill matching",
    ]) {
      await expect(main.getByRole("heading", { name: problem })).toBeVisible();
    }
    for (const audience of [
      "HR teams and recruiters",
      "Talent acquisition leaders",
      "Startup founders and small businesses",
    ]) {
      await expect(main.getByRole("heading", { name: audience })).toBeVisible();
    }
    const howItWorks = page.locator("#how-it-works");
    await expect(
      howItWorks.getByRole("img", { name: /job description and a stack of resumes/ }),
    ).toBeVisible();
    for (const step of [
      "Add or create a job description",
      "Upload resumes",
      "AI analysis",
      "Smart matching",
    ]) {
      await expect(howItWorks.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(
      main.getByRole("button", { name: /3-Minute Demo: Resume Analysis Workflow/ }),
    ).toBeVisible();
    for (const [value, label] of [
      ["95%", "Match accuracy"],
      ["10x", "Faster screening"],
      ["80%", "Cost reduction"],
      ["24/7", "Availability"],
    ]) {
      await expect(main.getByText(value, { exact: true })).toBeVisible();
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    const features = page.locator("#features");
    for (const feature of [
      "AI-powered analysis",
      "Precision matching",
      "Lightning speed",
      "Detailed analytics",
      "Secure and private",
      "Bulk processing",
    ]) {
      await expect(features.getByRole("heading", { name: feature })).toBeVisible();
    }
    await expect(page.locator("#waitlist-form form")).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "HireLens home" })).toHaveAttribute("href", "/");
    await expect(
      footer.getByText("Revolutionizing recruitment with AI-powered matching."),
    ).toBeVisible();
    for (const name of [/Twitter/, /LinkedIn/]) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(footer.getByText(`© ${new Date().getFullYear()} HireLens`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("in app mode the header offers Sign in and Get started", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Get started" })).toHaveAttribute(
      "href",
      "/register",
    );
  });

  test("'Join Waitlist' scrolls to the waitlist form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.locator("#waitlist-form")).toBeInViewport();
    await expect(page.getByLabel(/Your name/)).toBeFocused();
    await expect(page).toHaveURL(/#waitlist-form$/);
  });

  test("fits the viewport without sideways scrolling", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("has no serious or critical accessibility violations (axe)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator("#waitlist-form form")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect(severe).toEqual([]);
  });

  test("in dark mode too", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect(severe).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInThroughForm } from "./fixtures/analyzer-user";
import { subscribeToPro } from "./fixtures/plans";
import { makeCandidates, writeImageOnlyPdf, writeResumes } from "./fixtures/resumes";
import { expect, test } from "./helpers/accounts";

/**
 * Not a check: makes the docs/screenshots/analyzer-*.png pictures of the analyzer, dashboard and
 * credits at 1440 and 375 px. Run with HIRELENS_SCREENSHOTS=1 (off in `npm test`).
 */
test.use({ baseURL: ANALYZER_URL });
test.skip(!process.env.HIRELENS_SCREENSHOTS, "set HIRELENS_SCREENSHOTS=1 to make the screenshots");
test.skip(({ isMobile }) => isMobile, "one run makes both widths");

const outDir = join(process.cwd(), "docs/screenshots");
const widths = [
  { name: "1440", width: 1440, height: 900 },
  { name: "375", width: 375, height: 812 },
];

async function shoot(page: Page, name: string, fullPage = true) {
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(outDir, `analyzer-${name}-${size.name}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("screenshots of the analyzer, dashboard and credits", async ({ page, request }) => {
  test.setTimeout(240_000);
  mkdirSync(outDir, { recursive: true });
  const user = await createReadyUser(request, "shots");
  await subscribeToPro(request, user); // the compare view is Pro's (issue 10)
  const job = await request.post(`${ANALYZER_URL}/api/job-descriptions`, {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {
      title: "Senior Backend Engineer",
      company: "Acme Robotics",
      text: "Senior Backend Engineer at Acme Robotics.\nRequirements: 5+ years of experience building backend services. Strong TypeScript, Node.js and PostgreSQL. Docker and Kubernetes in production.\nNice to have: GraphQL, AWS, React.\nBachelor's degree in Computer Science or equivalent.",
    },
  });
  expect(job.status()).toBe(201);
  const dir = mkdtempSync(join(tmpdir(), "hirelens-shots-"));
  const files = [...(await writeResumes(dir, makeCandidates(8))), await writeImageOnlyPdf(dir)];
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughForm(page, user);

  await page.goto("/dashboard");
  await expect(page.getByText("Credits left")).toBeVisible();
  await shoot(page, "dashboard-empty");

  await page.goto("/resume-analyzer");
  await page.getByTestId("resume-input").setInputFiles(files);
  await expect(page.getByTestId("upload-item")).toHaveCount(files.length);
  await expect(page.getByTestId("credit-cost")).toBeVisible();
  await shoot(page, "upload");

  await page.getByRole("button", { name: /Analyse \d+ resumes/ }).click();
  await expect(page).toHaveURL(/batch=/);
  await page.screenshot({ path: join(outDir, "analyzer-progress-1440.png"), fullPage: true });
  await expect(page.getByRole("heading", { name: "Analysis complete" })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByTestId("result-row").first()).toBeVisible();
  await shoot(page, "results");

  await page.getByTestId("result-row").first().getByRole("button").first().click();
  await expect(page.getByTestId("evidence-mark").first()).toBeVisible();
  await shoot(page, "candidate", false);
  await page.getByRole("button", { name: "Close" }).click();

  await page.getByLabel("Compare", { exact: false }).first().check();
  await page.getByTestId("result-row").nth(1).getByRole("checkbox").check();
  await page.getByRole("button", { name: /Compare \(2\)/ }).click();
  await expect(page.getByTestId("compare-table")).toBeVisible();
  await page.screenshot({ path: join(outDir, "analyzer-compare-1440.png") });
  await page.keyboard.press("Escape");

  await page.goto("/dashboard");
  await expect(page.getByText("Recent analyses")).toBeVisible();
  await shoot(page, "dashboard");

  await page.goto("/credits");
  await expect(page.getByTestId("credit-transaction").first()).toBeVisible();
  await shoot(page, "credits");

  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await page.goto("/resume-history");
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expect(page.getByTestId("history-item").first()).toBeVisible();
  await page.screenshot({ path: join(outDir, "analyzer-history-dark-1440.png"), fullPage: true });
});

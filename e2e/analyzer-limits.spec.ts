import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FILE_MESSAGES, MAX_BULK_RESUMES } from "@hirelens/contracts";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, type ReadyUser, signInThroughForm } from "./fixtures/analyzer-user";
import { writeImageOnlyPdf, writeManyTextResumes, writeOversizedPdf } from "./fixtures/resumes";
import { expect, test } from "./helpers/accounts";

test.use({ baseURL: ANALYZER_URL });
test.skip(({ isMobile }) => isMobile, "desktop only: the 375 px layout has its own screenshots");

async function createJob(request: import("@playwright/test").APIRequestContext, user: ReadyUser) {
  const response = await request.post(`${ANALYZER_URL}/api/job-descriptions`, {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {
      title: "Backend Engineer",
      text: "We are hiring a backend engineer. Required: TypeScript, Node.js, PostgreSQL, Docker. Nice to have: Kubernetes, AWS. 3+ years of experience.",
    },
  });
  expect(response.status()).toBe(201);
}

test("the 51st file, an 11 MB file and a wrong type are refused before anything is sent or charged", async ({
  page,
  request,
}) => {
  const user = await createReadyUser(request, "limits");
  await createJob(request, user);
  const dir = mkdtempSync(join(tmpdir(), "hirelens-limits-"));
  const fiftyOne = writeManyTextResumes(dir, MAX_BULK_RESUMES + 1);
  const huge = writeOversizedPdf(dir);
  const image = join(dir, "photo.pdf");
  writeFileSync(
    image,
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  );
  const uploads: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/files/upload")) uploads.push(req.url());
  });
  await signInThroughForm(page, user);
  await page.goto("/resume-analyzer");

  await page.getByTestId("resume-input").setInputFiles(fiftyOne);
  await expect(page.getByTestId("upload-item")).toHaveCount(MAX_BULK_RESUMES);
  const refusals = page.getByTestId("file-refusals");
  await expect(refusals).toContainText(FILE_MESSAGES.tooMany);
  await expect(refusals).toContainText("bulk-51.txt");

  await page.getByTestId("resume-input").setInputFiles([huge, image]);
  await expect(refusals).toContainText(FILE_MESSAGES.tooLarge("huge-resume.pdf"));
  await expect(refusals).toContainText(FILE_MESSAGES.wrongType("photo.pdf"));
  await expect(page.getByTestId("upload-item")).toHaveCount(MAX_BULK_RESUMES);

  // Fifty resumes cost fifty credits; the free plan has ten: refused up front, nothing charged.
  await expect(page.getByTestId("credit-cost")).toContainText(
    "This analysis uses 50 credits; you have 10.",
  );
  await expect(page.getByTestId("credit-cost")).toContainText("Not enough credits");
  await expect(page.getByRole("button", { name: "Analyse 50 resumes" })).toBeDisabled();
  expect(uploads).toEqual([]);
  await page.goto("/credits");
  await expect(page.getByTestId("available-credits")).toHaveText("10");
});

test("the same resume twice is detected by content", async ({ page, request }) => {
  const user = await createReadyUser(request, "dupes");
  const dir = mkdtempSync(join(tmpdir(), "hirelens-dupes-"));
  const [first] = writeManyTextResumes(dir, 1);
  const copy = join(dir, "renamed-copy.txt");
  writeFileSync(copy, (await import("node:fs")).readFileSync(first as string));
  await signInThroughForm(page, user);
  await page.goto("/resume-analyzer");
  await page.getByTestId("resume-input").setInputFiles([first as string, copy]);
  await expect(page.getByTestId("upload-item")).toHaveCount(1);
  await expect(page.getByTestId("file-duplicates")).toContainText(
    '"renamed-copy.txt" is the same file as "bulk-01.txt".',
  );
});

test("an image-only PDF is reported with its reason and its credit refunded", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createReadyUser(request, "scan");
  await createJob(request, user);
  const dir = mkdtempSync(join(tmpdir(), "hirelens-scan-"));
  const [good] = writeManyTextResumes(dir, 1);
  const scan = await writeImageOnlyPdf(dir);
  await signInThroughForm(page, user);
  await page.goto("/resume-analyzer");
  await page.getByTestId("resume-input").setInputFiles([good as string, scan]);
  await expect(page.getByTestId("credit-cost")).toHaveText(
    "This analysis uses 2 credits; you have 10.",
  );
  await page.getByRole("button", { name: "Analyse 2 resumes" }).click();
  await expect(page.getByRole("heading", { name: "Analysis complete" })).toBeVisible({
    timeout: 60_000,
  });
  const failed = page.locator('[data-testid="progress-item"][data-status="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText("scanned-resume.pdf");
  await expect(failed).toContainText(/text/i);
  await expect(failed).toContainText("credit refunded");
  await expect(page.getByText("1 credits used (1 refunded)")).toBeVisible();
  await page.goto("/credits");
  await expect(page.getByTestId("available-credits")).toHaveText("9");
});

test("fifty resumes in one batch, all ranked", async ({ page, request }) => {
  test.setTimeout(240_000);
  const user = await createReadyUser(request, "fifty");
  await createJob(request, user);
  // Fifty credits are more than the free plan's ten: buy a pack with the sandbox test card.
  const bought = await request.post(`${ANALYZER_URL}/api/credits/add`, {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {
      kind: "purchase",
      packId: "pack-100",
      card: { name: "Riley Recruiter", number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
    },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  const dir = mkdtempSync(join(tmpdir(), "hirelens-fifty-"));
  const files = writeManyTextResumes(dir, MAX_BULK_RESUMES);
  await signInThroughForm(page, user);
  await page.goto("/resume-analyzer");
  await page.getByTestId("resume-input").setInputFiles(files);
  await expect(page.getByTestId("upload-item")).toHaveCount(50);
  await expect(page.getByTestId("credit-cost")).toHaveText(
    "This analysis uses 50 credits; you have 110.",
  );
  await page.getByRole("button", { name: "Analyse 50 resumes" }).click();
  await expect(page).toHaveURL(/batch=/, { timeout: 60_000 });
  const started = Date.now();
  await expect(page.getByRole("heading", { name: "Analysis complete" })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByTestId("result-row")).toHaveCount(50);
  await expect(page.getByTestId("progress-count")).toHaveText("50 of 50 done");
  // A number, not an assertion: the benchmark lives in docs/benchmarks.md.
  console.log(
    `50 resumes: batch accepted -> all 50 results on screen in ${Date.now() - started} ms`,
  );
  await page.goto("/credits");
  await expect(page.getByTestId("available-credits")).toHaveText("60");
});

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { EXPORT_CSV_COLUMNS } from "@hirelens/contracts";
import { createFinishedBatch } from "./fixtures/analyzer-batch";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInThroughForm, signInWithToken } from "./fixtures/analyzer-user";
import { subscribeToPro } from "./fixtures/plans";
import { makeCandidates, writeResumes } from "./fixtures/resumes";
import { expect, test } from "./helpers/accounts";

test.use({ baseURL: ANALYZER_URL });

/** Splits one CSV line, honouring quotes. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (isQuoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') isQuoted = false;
      else cell += ch;
    } else if (ch === '"') isQuoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

test.describe("resume analyzer journey", () => {
  test.skip(({ isMobile }) => isMobile, "the full journey runs once, on desktop");
  test.setTimeout(180_000);

  test("creator -> ten real resumes -> live progress -> ranked results with evidence -> CSV -> history -> credits", async ({
    page,
    request,
  }) => {
    const user = await createReadyUser(request, "journey");
    const dir = mkdtempSync(join(tmpdir(), "hirelens-resumes-"));
    const files = await writeResumes(dir, makeCandidates(10));
    await signInThroughForm(page, user);

    // Credits before: the free plan's 10.
    await page.goto("/credits");
    await expect(page.getByTestId("available-credits")).toHaveText("10");

    // 1. Write the job description with the creator and save it.
    await page.goto("/tools/job-description-creator");
    await page.getByLabel("Job title").fill("Senior Backend Engineer");
    await page.getByLabel("Seniority").selectOption("senior");
    const mustHave = page.getByRole("combobox", { name: "Must-have skills" });
    for (const skill of ["TypeScript", "Node.js", "PostgreSQL", "Docker", "Kubernetes"]) {
      await mustHave.fill(skill);
      await mustHave.press("Enter");
    }
    const niceToHave = page.getByRole("combobox", { name: "Nice-to-have skills" });
    await niceToHave.fill("GraphQL");
    await niceToHave.press("Enter");
    await page.getByLabel("Company name").fill("Acme Robotics");
    await page.getByRole("button", { name: "Write the job description" }).click();
    const preview = page.getByTestId("jd-preview");
    await expect(preview).toContainText("TypeScript");
    await expect(preview).toContainText(/responsibilities/i);
    await page.getByRole("button", { name: "Save as job description" }).click();
    await page.getByRole("link", { name: "Analyse resumes for this job" }).click();
    await expect(page).toHaveURL(/\/resume-analyzer\?jd=/);

    // 2. Upload ten resumes in six layouts; the cost is shown before anything is charged.
    await expect(page.getByLabel("Job description", { exact: true })).toHaveValue(/.+/);
    await page.getByTestId("resume-input").setInputFiles(files);
    await expect(page.getByTestId("upload-item")).toHaveCount(10);
    await expect(page.getByTestId("credit-cost")).toHaveText(
      "This analysis uses 10 credits; you have 10.",
    );
    await page.getByRole("button", { name: "Analyse 10 resumes" }).click();

    // 3. Live progress, then the complete batch.
    await expect(page).toHaveURL(/batch=/, { timeout: 30_000 });
    await expect(page.getByRole("progressbar", { name: "Batch progress" })).toBeVisible();
    await expect(page.getByTestId("progress-count")).toHaveText(/^\d+ of 10 done/);
    await expect(page.getByRole("heading", { name: "Analysis complete" })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId("progress-count")).toHaveText("10 of 10 done");
    await page.getByRole("button", { name: "Show all 10 files" }).click();
    await expect(page.locator('[data-testid="progress-item"][data-status="scored"]')).toHaveCount(
      10,
    );

    // 4. The ranked table: ten rows, best first, scores falling.
    const rows = page.getByTestId("result-row");
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText("#1");
    const scores = await rows.evaluateAll((trs) =>
      trs.map((tr) =>
        Number(tr.querySelector("td:nth-child(4)")?.textContent?.match(/\d+/)?.[0] ?? "-1"),
      ),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(scores[9] ?? 100);

    // 5. The top candidate: breakdown and the evidence highlighted in the resume text.
    await rows.first().getByRole("button").first().click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("heading", { name: "Score breakdown" })).toBeVisible();
    await expect(drawer.getByTestId("score-component")).toHaveCount(6);
    await expect(drawer.getByTestId("evidence-mark").first()).toBeVisible();
    const firstEvidence = (await drawer.getByTestId("evidence-mark").first().textContent()) ?? "";
    await expect(drawer.getByTestId("resume-text")).toContainText(firstEvidence);
    await expect(drawer.getByRole("heading", { name: "Interview questions" })).toBeVisible();
    await drawer.getByRole("button", { name: "Close" }).click();

    // 6. Export CSV and read its rows.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    const csv = readFileSync((await download.path()) as string, "utf8")
      .replace(/^\uFEFF/, "")
      .trim();
    const lines = csv.split(/\r?\n/);
    expect(csvCells(lines[0] as string)).toEqual([...EXPORT_CSV_COLUMNS]);
    expect(lines).toHaveLength(11);
    const fileColumn = EXPORT_CSV_COLUMNS.indexOf("file");
    const exportedFiles = lines.slice(1).map((line) => csvCells(line)[fileColumn]);
    expect(exportedFiles.sort()).toEqual(files.map((f) => f.split("/").at(-1)).sort());
    expect(csvCells(lines[1] as string)[0]).toBe("1");

    // 7. History shows the batch; 8. credits fell by ten.
    await page.goto("/resume-history");
    await expect(page.getByTestId("history-item")).toHaveCount(1);
    await expect(page.getByTestId("history-item").first()).toContainText("Senior Backend Engineer");
    await expect(page.getByTestId("history-item").first()).toContainText("10 resumes");
    await page.goto("/credits");
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByTestId("available-credits")).toHaveText("0");
    await expect(page.getByTestId("credit-transaction").first()).toContainText("-10");
  });
});

test.describe("batches are private", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");
  test.use({ allowedHttpErrors: [404] });

  test("a second user gets the 404 page for the first user's batch", async ({ page, request }) => {
    const owner = await createReadyUser(request, "owner");
    const other = await createReadyUser(request, "other");
    const auth = { Authorization: `Bearer ${owner.token}` };
    const job = await request.post(`${ANALYZER_URL}/api/job-descriptions`, {
      headers: auth,
      data: {
        title: "Data Engineer",
        text: "We need a data engineer with Python, SQL and Airflow. 3+ years of experience.",
      },
    });
    expect(job.status()).toBe(201);
    const jobId = (await job.json()).data.id as string;
    const upload = await request.post(`${ANALYZER_URL}/api/files/upload`, {
      headers: auth,
      multipart: {
        files: {
          name: "cv.txt",
          mimeType: "text/plain",
          buffer: Buffer.from(
            "Sam Lee\nData Engineer\nPython, SQL, Airflow\n2019-01 - Present Data Engineer at Initech",
          ),
        },
      },
    });
    expect(upload.status()).toBe(201);
    const fileId = (await upload.json()).data.files[0].id as string;
    const batch = await request.post(`${ANALYZER_URL}/api/analysis/analyze`, {
      headers: auth,
      data: { jobDescriptionId: jobId, fileIds: [fileId] },
    });
    expect(batch.status()).toBe(202);
    const batchId = (await batch.json()).data.id as string;

    await signInWithToken(page, other);
    await page.goto(`/resume-analyzer?batch=${batchId}`);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("404")).toBeVisible();
    // Nor through the API: read, export and delete all answer 404.
    const otherAuth = { Authorization: `Bearer ${other.token}` };
    expect(
      (
        await request.get(`${ANALYZER_URL}/api/resume-analysis/batches/${batchId}`, {
          headers: otherAuth,
        })
      ).status(),
    ).toBe(404);
    expect(
      (
        await request.get(`${ANALYZER_URL}/api/analysis/export?batchId=${batchId}&format=csv`, {
          headers: otherAuth,
        })
      ).status(),
    ).toBe(404);
    expect(
      (
        await request.delete(`${ANALYZER_URL}/api/resume-analysis/batches/${batchId}`, {
          headers: otherAuth,
        })
      ).status(),
    ).toBe(404);
    // The owner still sees it.
    await signInWithToken(page, owner);
    await page.goto(`/resume-analyzer?batch=${batchId}`);
    await expect(page.getByText("Ranked against")).toBeVisible();
    await expect(page.getByTestId("result-row")).toHaveCount(1);
  });
});

test.describe("accessibility", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");
  // Nine pages, each loaded and run through axe: on a busy 2-core CI machine that alone took
  // over 90 s (twice, both ending on the last page). A budget, not an assertion of speed.
  test.setTimeout(240_000);

  test("the analyzer, its candidate view and the other issue-5 pages pass axe", async ({
    page,
    request,
  }) => {
    const user = await createReadyUser(request, "axe");
    const auth = { Authorization: `Bearer ${user.token}` };
    const job = await request.post(`${ANALYZER_URL}/api/job-descriptions`, {
      headers: auth,
      data: {
        title: "Data Engineer",
        text: "We need a data engineer with Python, SQL and Airflow. 3+ years of experience.",
      },
    });
    const jobId = (await job.json()).data.id as string;
    const upload = await request.post(`${ANALYZER_URL}/api/files/upload`, {
      headers: auth,
      multipart: {
        files: {
          name: "cv.txt",
          mimeType: "text/plain",
          buffer: Buffer.from(
            "Sam Lee\nData Engineer\nPython, SQL, Airflow\n2019-01 - Present Data Engineer at Initech",
          ),
        },
      },
    });
    const fileId = (await upload.json()).data.files[0].id as string;
    const batch = await request.post(`${ANALYZER_URL}/api/analysis/analyze`, {
      headers: auth,
      data: { jobDescriptionId: jobId, fileIds: [fileId] },
    });
    const batchId = (await batch.json()).data.id as string;
    await signInWithToken(page, user);

    const check = async (label: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
        .analyze();
      expect(
        results.violations,
        `${label}: ${results.violations.map((v) => v.id).join(", ")}`,
      ).toEqual([]);
    };
    await page.goto(`/resume-analyzer?batch=${batchId}`);
    await expect(page.getByRole("heading", { name: "Analysis complete" })).toBeVisible({
      timeout: 60_000,
    });
    await check("results");
    await page.getByTestId("result-row").first().getByRole("button").first().click();
    await expect(page.getByRole("heading", { name: "Score breakdown" })).toBeVisible();
    await check("candidate view");
    for (const path of [
      "/resume-analyzer",
      "/dashboard",
      "/credits",
      "/resume-history",
      "/job-descriptions",
      "/tools/job-description-creator",
      "/tools",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await check(path);
    }
  });
});

test.describe("reviewing a ranking", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");
  test.setTimeout(120_000);

  test("anonymised review, compare, shortlist with notes, re-rank with new weights, JSON export", async ({
    page,
    request,
  }) => {
    const user = await createReadyUser(request, "review");
    const { batchId } = await createFinishedBatch(request, user);
    await subscribeToPro(request, user); // compare and custom weights are Pro's (issue 10)
    const creditsOf = async () =>
      (
        await (
          await request.get(`${ANALYZER_URL}/api/credits`, {
            headers: { Authorization: `Bearer ${user.token}` },
          })
        ).json()
      ).data.availableCredits as number;
    // What the review may not change: re-ranking, compare and exports charge nothing.
    const creditsBeforeReview = await creditsOf();
    await signInWithToken(page, user);
    await page.goto(`/resume-analyzer?batch=${batchId}`);
    const rows = page.getByTestId("result-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText("Sam Lee");

    // Every score has its fit band in words beside it, and the legend says what each band means.
    const BAND = /^(Strong|Good|Possible|Unlikely) fit$/;
    for (const row of await rows.all()) await expect(row.getByTestId("fit-band")).toHaveText(BAND);
    const legend = page.getByRole("region", { name: "What the bands mean" });
    await expect(legend.getByRole("term")).toHaveCount(4);
    await expect(legend).toContainText("interview first");

    // Anonymised: pseudonyms, no names or titles, until switched off.
    await page.getByRole("switch", { name: "Anonymised review" }).check();
    await expect(rows.first()).toContainText(/Candidate \d+/);
    await expect(page.getByTestId("results-table")).not.toContainText("Sam Lee");
    await rows.first().getByRole("button").first().click();
    const drawer = page.getByRole("dialog");
    // The drawer prints the band's meaning beside it, the same band as the row.
    const rowBand = (await rows.first().getByTestId("fit-band").textContent()) ?? "";
    await expect(drawer.getByTestId("fit-band")).toHaveText(rowBand);
    await expect(drawer.getByTestId("fit-band").locator("xpath=..")).toContainText(/\.$/);
    await expect(drawer).not.toContainText("sam.lee@mail.example");
    await drawer.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("switch", { name: "Anonymised review" }).uncheck();
    await expect(rows.first()).toContainText("Sam Lee");

    // Compare the top two side by side.
    await rows.nth(0).getByRole("checkbox").check();
    await rows.nth(1).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Compare (2)" }).click();
    const compare = page.getByTestId("compare-table");
    await expect(compare.locator("thead th")).toHaveCount(3);
    await expect(compare).toContainText("Sam Lee");
    await expect(compare).toContainText("Ana Costa");
    await page.keyboard.press("Escape");

    // Shortlist the best with a note; the review filter finds it.
    await rows.first().getByRole("button").first().click();
    await drawer.getByRole("button", { name: "Shortlist" }).click();
    await expect(drawer.getByRole("button", { name: "Shortlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await drawer.getByLabel("Notes").fill("Strong Airflow background; call this week.");
    await drawer.getByRole("button", { name: "Save notes" }).click();
    await expect(drawer.getByRole("button", { name: "Save notes" })).toBeDisabled();
    await drawer.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("combobox", { name: "Review" }).selectOption("shortlisted");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Shortlisted");
    await page.getByRole("combobox", { name: "Review" }).selectOption("all");

    // Re-rank on relevance alone: no upload, no charge, new scores.
    const before = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector("td:nth-child(4)")?.textContent),
    );
    await page.getByRole("button", { name: "Weights" }).click();
    for (const label of [
      "Required skills",
      "Preferred skills",
      "Experience",
      "Education & certifications",
      "Occupation & title fit",
    ]) {
      await page.getByRole("slider", { name: label }).fill("0");
    }
    await page.getByRole("slider", { name: "Overall relevance" }).fill("100");
    await page.getByRole("button", { name: "Re-rank candidates" }).click();
    await expect(page.getByText("Candidates re-ranked with the new weights")).toBeVisible();
    await expect
      .poll(() =>
        rows.evaluateAll((trs) =>
          trs.map((tr) => tr.querySelector("td:nth-child(4)")?.textContent),
        ),
      )
      .not.toEqual(before);
    expect(await creditsOf()).toBe(creditsBeforeReview);

    // JSON export holds the three candidates and the note.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export JSON" }).click();
    const json = JSON.parse(readFileSync((await (await downloadPromise).path()) as string, "utf8"));
    const text = JSON.stringify(json);
    expect(text).toContain("Strong Airflow background");
    expect(text).toContain("resume-3.txt");
    for (const candidate of json.data.candidates)
      expect(candidate.band.label).toMatch(/^(Strong|Good|Possible|Unlikely) fit$/);
  });
});

import AxeBuilder from "@axe-core/playwright";
import { createFinishedBatch, DATA_ENGINEER_RESUMES } from "./fixtures/analyzer-batch";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInWithToken } from "./fixtures/analyzer-user";
import { expect, test } from "./helpers/accounts";

test.use({ baseURL: ANALYZER_URL });

const [SAM, ANA, TOM] = DATA_ENGINEER_RESUMES as [string, string, string];

test("candidates: the same resume in two batches is one person with two scores; find them by a skill and move the stage", async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const user = await createReadyUser(request, "candidates");
  // Sam Lee's resume is in both batches (the same file); Ana and Tom in one each.
  const first = await createFinishedBatch(request, user, [SAM, ANA]);
  await createFinishedBatch(request, user, [TOM, SAM], "Analytics Engineer");
  await signInWithToken(page, user);

  if (isMobile) await page.goto("/candidates");
  else {
    await page.goto("/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "Candidates" }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
  const rows = page.getByTestId("candidate-row");
  // Three people, not four uploads.
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Find Sam by a skill only his resume names.
  await page.getByRole("textbox", { name: "Search candidates" }).fill("airflow");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Sam Lee");
  await rows.first().getByRole("link", { name: "Sam Lee" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Sam Lee" })).toBeVisible();
  const scores = page.getByTestId("score-row");
  await expect(scores).toHaveCount(2);
  for (const score of await scores.all()) await expect(score.getByTestId("fit-band")).toBeVisible();

  // Move the stage for the first batch's job to Interviewing.
  const stageRow = page
    .getByTestId("stage-row")
    .filter({ has: page.getByRole("combobox", { name: "Stage for Data Engineer" }) });
  const select = stageRow.getByRole("combobox");
  await expect(select).toHaveValue("new");
  await select.selectOption({ label: "Interviewing" });
  await expect(stageRow.getByRole("list", { name: /Stage history/ })).toContainText(
    `by ${user.email}`,
  );
  await expect(select).toHaveValue("interviewing");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sam Lee" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Stage for Data Engineer" })).toHaveValue(
    "interviewing",
  );
  await expect(page.getByRole("combobox", { name: "Stage for Analytics Engineer" })).toHaveValue(
    "new",
  );

  // The analyzer shows the same stage, and Sam as shortlisted there (the review status follows).
  if (!isMobile) {
    await page.goto(`/resume-analyzer?batch=${first.batchId}`);
    const resultRows = page.getByTestId("result-row");
    await expect(resultRows).toHaveCount(2, { timeout: 60_000 });
    await resultRows.filter({ hasText: "Sam Lee" }).getByRole("button").first().click();
    const drawer = page.getByRole("dialog", { name: "Sam Lee" });
    await expect(drawer.getByRole("combobox", { name: "Stage for this job" })).toHaveValue(
      "interviewing",
    );
    await expect(drawer.getByRole("button", { name: "Shortlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
});

test.describe("a CSV candidate list", () => {
  // The bad file is refused with 422 on purpose (the browser logs it as a console error).
  test.use({ allowedHttpErrors: [422] });

  test("imported in the browser: errors by line and nothing imported, then the whole list with stages", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const user = await createReadyUser(request, "candidates-csv");
    const job = await request.post("/api/job-descriptions", {
      headers: { Authorization: `Bearer ${user.token}` },
      data: {
        title: "Data Engineer",
        text: "We need a data engineer with Python, SQL and Airflow. 3+ years of experience.",
      },
    });
    expect(job.status()).toBe(201);
    await signInWithToken(page, user);
    await page.goto("/candidates");
    await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
    await expect(page.getByText("No candidates yet")).toBeVisible();

    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import candidates from CSV" });
    const picker = dialog.getByLabel("Candidate CSV file");
    await picker.setInputFiles({
      name: "broken.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "name,email,job,stage\nKim Good,kim@example.com,,\nBad Mail,not-an-email,,\n",
      ),
    });
    await dialog.getByRole("button", { name: "Import candidates" }).click();
    const failure = dialog.getByRole("alert");
    await expect(failure).toContainText("nothing was imported");
    await expect(failure.getByRole("list", { name: "Errors by line" })).toContainText(
      'Line 3: "not-an-email" is not a valid e-mail address.',
    );

    await picker.setInputFiles({
      name: "candidates.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "name,email,job,stage\nKim Good,kim@example.com,Data Engineer,shortlisted\nLena Müller,lena@example.com,,\n",
      ),
    });
    await dialog.getByRole("button", { name: "Import candidates" }).click();
    await expect(dialog.getByText(/Imported 2 lines: 2 new candidates/)).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    const rows = page.getByTestId("candidate-row");
    await expect(rows).toHaveCount(2);
    const kim = rows.filter({ hasText: "Kim Good" });
    await expect(kim).toContainText("Shortlisted");
    await expect(kim).toContainText("Data Engineer");
    await expect(rows.filter({ hasText: "Lena Müller" })).toBeVisible();
  });
});

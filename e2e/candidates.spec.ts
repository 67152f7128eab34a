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

import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { DECISION_CSV_COLUMNS, DECISION_MESSAGES } from "@hirelens/contracts";
import { createFinishedBatch } from "./fixtures/analyzer-batch";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInWithToken } from "./fixtures/analyzer-user";
import { expect, test } from "./helpers/accounts";

test.use({ baseURL: ANALYZER_URL });
// The journeys drive the desktop table (rows); the cards under 768 px open the same drawer.
test.skip(({ isMobile }) => isMobile, "the decision-log journeys run once, on desktop");

test("decision log: shortlist, override a band with a reason, see both logged, download the log", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await createReadyUser(request, "decisions");
  const { batchId } = await createFinishedBatch(request, user);
  await signInWithToken(page, user);
  await page.goto(`/resume-analyzer?batch=${batchId}`);
  const rows = page.getByTestId("result-row");
  // The first page load on a busy machine can take a while: wait for the rows the user waits for.
  await expect(rows).toHaveCount(3, { timeout: 60_000 });
  await expect(rows.first()).toContainText("Sam Lee");

  // The drawer shows the score as a suggestion: the evidence first, then the suggested band.
  await rows.first().getByRole("button").first().click();
  const drawer = page.getByRole("dialog", { name: "Sam Lee" });
  const suggestion = drawer.getByTestId("suggestion");
  await expect(
    suggestion.getByRole("heading", { name: "What the suggestion rests on" }),
  ).toBeVisible();
  await expect(suggestion).toContainText("Suggested band");
  const suggested = (await suggestion.getByTestId("fit-band").textContent()) ?? "";
  expect(suggested).toMatch(/^(Strong|Good|Possible|Unlikely) fit$/);
  const text = (await suggestion.textContent()) ?? "";
  expect(text.indexOf("What the suggestion rests on")).toBeLessThan(text.indexOf("Suggested band"));

  // Shortlist.
  await drawer.getByRole("button", { name: "Shortlist" }).click();
  await expect(drawer.getByRole("button", { name: "Shortlist" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Override the band, from the keyboard; a reason is required.
  await drawer.getByRole("button", { name: "Override band" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Override the band" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog.getByText(DECISION_MESSAGES.reasonRequired)).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /Reason/ })).toBeFocused();
  await dialog.getByRole("combobox", { name: "Band" }).selectOption({ label: "Unlikely fit" });
  const reason = "No production Airflow work in the last three years";
  await dialog.getByRole("textbox", { name: /Reason/ }).fill(reason);
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog).toBeHidden();
  const override = drawer.getByTestId("band-override");
  await expect(override).toContainText(
    `Unlikely fit (overridden from ${suggested} by ${user.email}: ${reason})`,
  );

  // The candidate's own log: both actions, newest first, with who.
  const candidateLog = drawer.getByTestId("decision-log");
  const candidateEntries = candidateLog.getByTestId("decision-entry");
  await expect(candidateEntries.first()).toHaveAttribute("data-action", "band_overridden");
  await expect(candidateEntries.first()).toContainText(reason);
  await expect(candidateEntries.first()).toContainText(user.email);
  await expect(candidateLog.locator('[data-action="shortlisted"]')).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).include('[data-testid="decision-log"]').analyze();
  expect(axe.violations).toEqual([]);
  await drawer.getByRole("button", { name: "Close", exact: true }).click();

  // The table shows the reviewer's band.
  const samRow = rows.filter({ hasText: "Sam Lee" });
  await expect(samRow.getByTestId("fit-band")).toHaveText("Unlikely fit");

  // The batch's log has them too, and downloads as CSV.
  const batchLog = page.getByTestId("decision-log");
  await expect(batchLog.locator('[data-action="band_overridden"]')).toHaveCount(1);
  await expect(batchLog.locator('[data-action="shortlisted"]')).toHaveCount(1);
  const downloadPromise = page.waitForEvent("download");
  await batchLog.getByRole("button", { name: "Log CSV" }).click();
  const download = await downloadPromise;
  const csv = readFileSync((await download.path()) as string, "utf8").trim();
  const lines = csv.split(/\r?\n/);
  expect(lines[0]).toBe(DECISION_CSV_COLUMNS.join(","));
  expect(csv).toContain(`${user.email},shortlisted,Sam Lee,Shortlisted`);
  expect(csv).toContain(`${user.email},band_overridden,Sam Lee,`);
  expect(csv).toContain(reason);
  // The download itself is logged and shows up.
  await expect(batchLog.locator('[data-action="exported"]')).toHaveCount(1);
});

test("decision log: the ranking switch turns a batch into documents only, and is logged", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await createReadyUser(request, "docsonly");
  const { batchId } = await createFinishedBatch(request, user);
  await signInWithToken(page, user);
  await page.goto(`/resume-analyzer?batch=${batchId}`);
  const rows = page.getByTestId("result-row");
  // The first page load on a busy machine can take a while: wait for the rows the user waits for.
  await expect(rows).toHaveCount(3, { timeout: 60_000 });
  const rankingSwitch = page.getByRole("switch", { name: /Automated ranking/ });
  await expect(rankingSwitch).toBeChecked();
  await rankingSwitch.uncheck();
  await expect(page.getByRole("heading", { name: "Documents in upload order" })).toBeVisible();
  await expect(page.getByTestId("results-table").getByTestId("fit-band")).toHaveCount(0);
  // Upload order: the resumes were uploaded Sam, Ana, Tom.
  await expect(rows.nth(0)).toContainText("Sam Lee");
  await expect(rows.nth(1)).toContainText("Ana Costa");
  await expect(rows.nth(2)).toContainText("Tom Reed");

  await rows.nth(2).getByRole("button").first().click();
  const drawer = page.getByRole("dialog", { name: "Tom Reed" });
  await expect(drawer.getByTestId("ranking-off-note")).toBeVisible();
  await expect(drawer.getByTestId("score-component")).toHaveCount(0);
  // The log hides scores too while ranking is off (an engine entry keeps only who and when).
  await expect(drawer.getByTestId("decision-log")).not.toContainText(/Scored \d/);
  await drawer.getByRole("button", { name: "Close", exact: true }).click();

  await expect(
    page.getByTestId("decision-log").locator('[data-action="ranking_switched"]'),
  ).toHaveCount(1);
});

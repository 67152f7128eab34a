import { createFinishedBatch } from "./fixtures/analyzer-batch";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInWithToken } from "./fixtures/analyzer-user";
import { subscribeToPro } from "./fixtures/plans";
import { expect, test } from "./helpers/accounts";

test.use({ baseURL: ANALYZER_URL });

/**
 * Issue 13 in the browser: a recruiter sets how long data is kept, puts an analysis on legal hold,
 * and erases one candidate at their request; issue 10: a Free recruiter meets Pro's features as
 * an upgrade hint with a link to /pricing, a Pro recruiter uses them.
 */
test.describe("retention, legal hold and erasure", () => {
  test.setTimeout(150_000);

  test("set a period, put a batch on hold, erase a candidate", async ({ page, request }) => {
    const user = await createReadyUser(request, "retention");
    const { batchId } = await createFinishedBatch(request, user);
    await signInWithToken(page, user);

    // 1. Settings › Data retention: the default year, the standard options, saved and kept.
    await page.goto("/settings");
    const retention = page.getByRole("region", { name: "Data retention" });
    const period = retention.getByRole("combobox", { name: "Keep data for" });
    await expect(period).toHaveValue("365");
    await expect(period.locator("option")).toHaveText(["90 days", "180 days", "1 year", "2 years"]);
    await expect(retention).toContainText("No analysis is on legal hold");
    await period.selectOption("730");
    await retention.getByRole("button", { name: "Save period" }).click();
    await expect(page.getByText("Retention period saved")).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Data retention" }).getByRole("combobox", {
        name: "Keep data for",
      }),
    ).toHaveValue("730");

    // 2. Resume history: the batch goes on legal hold, and Settings lists it.
    await page.goto("/resume-history");
    const item = page.getByTestId("history-item").first();
    const hold = item.getByRole("button", { name: /Legal hold/ });
    await expect(hold).toHaveAttribute("aria-pressed", "false");
    await hold.click();
    await expect(page.getByText("Legal hold on", { exact: false })).toBeVisible();
    await expect(item.getByRole("button", { name: /On legal hold/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/settings");
    const held = page.getByRole("region", { name: "Data retention" });
    await expect(held.getByRole("listitem")).toHaveCount(1);

    // 3. The candidate drawer: erase one candidate, confirming what goes.
    await page.goto(`/resume-analyzer?batch=${batchId}`);
    const rows = page.getByTestId("result-row");
    await expect(rows).toHaveCount(3);
    // The table on desktop, cards on a phone: whichever is shown opens the drawer.
    await page
      .getByRole("button", { name: /Tom Reed/ })
      .first()
      .click();
    const drawer = page.getByRole("dialog", { name: "Tom Reed" });
    await drawer.getByRole("button", { name: "Erase candidate data" }).click();
    const confirm = page.getByRole("dialog", { name: "Erase this candidate's data?" });
    await expect(confirm).toContainText("resume-3.txt");
    await expect(confirm).toContainText("every decision-log entry about this candidate");
    await confirm.getByRole("button", { name: "Erase", exact: true }).click();
    await expect(page.getByText("Candidate data erased")).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId("results-table")).not.toContainText("Tom Reed");

    // The server agrees: the candidate is gone; the batch stays on hold.
    const headers = { Authorization: `Bearer ${user.token}` };
    const batch = await (
      await request.get(`${ANALYZER_URL}/api/resume-analysis/batches/${batchId}`, { headers })
    ).json();
    expect(batch.data.totalFiles).toBe(2);
    const settings = await (
      await request.get(`${ANALYZER_URL}/api/retention/settings`, { headers })
    ).json();
    expect(settings.data.heldBatches.map((b: { id: string }) => b.id)).toEqual([batchId]);
  });

  test("Free meets Pro's features as an upgrade hint; Pro uses them", async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, "the ranking toolbar journey runs on desktop");
    const user = await createReadyUser(request, "plans");
    const { batchId } = await createFinishedBatch(request, user);
    await signInWithToken(page, user);
    await page.goto(`/resume-analyzer?batch=${batchId}`);
    const rows = page.getByTestId("result-row");
    await expect(rows).toHaveCount(3);

    // PDF export: a link to the plans, not a button that fails.
    await expect(page.getByRole("button", { name: "Export PDF" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Export PDF: Upgrade to Pro/ })).toBeVisible();

    // Weights: the dialog explains and links to /pricing.
    await page.getByRole("button", { name: "Weights" }).click();
    const hint = page.getByTestId("upgrade-hint-customWeights");
    await expect(hint).toContainText("Upgrade to Pro to set custom score weights per job.");
    await expect(page.getByRole("slider")).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Compare: the same.
    await rows.nth(0).getByRole("checkbox").check();
    await rows.nth(1).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Compare (2)" }).click();
    await expect(page.getByTestId("upgrade-hint-compare")).toContainText(
      "Upgrade to Pro to compare candidates side by side.",
    );
    await expect(page.getByTestId("compare-table")).toHaveCount(0);
    await page.getByTestId("upgrade-hint-compare").getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    // After subscribing to Pro, the same controls work.
    await subscribeToPro(request, user);
    await page.goto(`/resume-analyzer?batch=${batchId}`);
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Export PDF" })).toBeVisible();
    await page.getByRole("button", { name: "Weights" }).click();
    await expect(page.getByRole("slider", { name: "Overall relevance" })).toBeVisible();
    await page.keyboard.press("Escape");
    await rows.nth(0).getByRole("checkbox").check();
    await rows.nth(1).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Compare (2)" }).click();
    await expect(page.getByTestId("compare-table")).toBeVisible();
  });
});

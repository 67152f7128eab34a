import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { createFinishedBatch } from "./fixtures/analyzer-batch";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInWithToken } from "./fixtures/analyzer-user";
import { expect, test } from "./helpers/accounts";

// The wrong CSV of the journey is refused with 422 on purpose.
test.use({ baseURL: ANALYZER_URL, allowedHttpErrors: [422] });

/** Set AUDIT_SCREENSHOTS to a folder to keep screenshots of each screen (looked at by hand). */
const shots = process.env.AUDIT_SCREENSHOTS;

test("bias audit: import categories, see the ratios, export, publish, open the public page and the notice", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = async (name: string) => {
    if (shots)
      await page.screenshot({
        path: `${shots}/${testInfo.project.name}-${name}.png`,
        fullPage: true,
      });
  };
  const user = await createReadyUser(request, "audit");
  const { batchId } = await createFinishedBatch(request, user);
  await signInWithToken(page, user);
  await page.goto("/dashboard");
  // The Audit screen is in the app navigation (on a phone, behind the menu button).
  const auditLink = page.getByRole("link", { name: "Audit", exact: true });
  const menu = page.getByRole("button", { name: "Open navigation" });
  await expect(auditLink.or(menu).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await auditLink.click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole("heading", { name: "Audit", level: 1 })).toBeVisible();
  await expect(page.getByTestId("audit-due")).toContainText("No bias audit has been run yet.");
  await expect(page.getByText("No audits yet")).toBeVisible();

  // The template lists the batch's candidates by id.
  await page.getByRole("checkbox", { name: /Data Engineer/ }).check();
  const templateDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download template" }).click();
  const template = readFileSync(await (await templateDownload).path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(template[0]).toBe("candidate_id,batch,file_name,sex,race_ethnicity");
  expect(template).toHaveLength(4);
  const idOf = (file: string) => template.find((line) => line.includes(file))?.split(",")[0] ?? "";
  // resume-1 is Sam Lee (the strongest fit), resume-3 Tom Reed (the weakest).
  const sam = idOf("resume-1.txt");
  const ana = idOf("resume-2.txt");
  const tom = idOf("resume-3.txt");
  await shot("audit-empty");

  // A wrong file: every bad line is listed with its number, nothing is imported.
  const fileInput = page.getByLabel("Category CSV file");
  await fileInput.setInputFiles({
    name: "categories.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`candidate_id,sex,race_ethnicity\n${sam},robot,white\n${ana},male,white\n`),
  });
  await page.getByRole("button", { name: "Import categories" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "nothing was imported" });
  await expect(alert).toContainText("1 line has errors; nothing was imported.");
  await expect(alert.getByRole("list", { name: "Errors by line" })).toContainText(
    'Line 2: Unknown sex category "robot"',
  );
  await shot("audit-import-errors");

  // The right file, with a BOM and a label spelling.
  await fileInput.setInputFiles({
    name: "categories.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `\uFEFFcandidate_id,sex,race_ethnicity\r\n${sam},Female,White\r\n${ana},male,white\r\n${tom},M,Asian\r\n`,
    ),
  });
  await page.getByRole("button", { name: "Import categories" }).click();
  await expect(page.getByText("Imported 3 rows: 3 with sex, 3 with race/ethnicity.")).toBeVisible();

  // Run the audit of the batch; Sam alone scores above the median (Ana's score).
  await page.getByRole("combobox", { name: "Analysis" }).selectOption({ index: 1 });
  await page
    .getByRole("textbox", { name: /Data source/ })
    .fill("Voluntary self-identification form");
  await page.getByRole("button", { name: "Run audit" }).click();
  const bySex = page.getByRole("table", { name: "By sex", exact: true });
  await expect(bySex.getByRole("row", { name: /^Female/ })).toContainText("1.00");
  const male = bySex.getByRole("row", { name: /^Male/ });
  await expect(male).toContainText("0.00");
  await expect(male).toContainText("Under 0.80");
  await expect(bySex.getByRole("row", { name: /^Unknown category/ })).toContainText("0");
  await expect(page.getByTestId("audit-due")).toBeHidden();
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations).toEqual([]);
  await shot("audit-report");

  // The auditor's applicants CSV: scores and categories, no names or file names.
  const applicantsDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Applicants CSV" }).click();
  const applicants = readFileSync(await (await applicantsDownload).path(), "utf8");
  expect(applicants.trim().split("\r\n")).toHaveLength(4);
  expect(applicants).toContain(`,${batchId},Data Engineer,`);
  expect(applicants).not.toMatch(/Sam Lee|Ana Costa|Tom Reed|resume-\d/);
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF report" }).click();
  expect((await pdfDownload).suggestedFilename()).toMatch(/\.pdf$/);

  // Publish, then open the public page as a visitor without a session.
  const publish = page.getByRole("switch", { name: "Publish the summary page" });
  await publish.focus();
  await page.keyboard.press("Space");
  await expect(publish).toHaveAttribute("aria-checked", "true");
  const link = page.getByRole("link", { name: /\/audit-summary\// });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/audit-summary\/[A-Za-z0-9_-]{22}$/);
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${ANALYZER_URL}${href}`);
  await expect(publicPage.getByRole("heading", { level: 1 })).toContainText("Data Engineer");
  await expect(publicPage.getByText("Voluntary self-identification form")).toBeVisible();
  await expect(
    publicPage
      .getByRole("table", { name: "By sex", exact: true })
      .getByRole("row", { name: /^Male/ }),
  ).toContainText("Under 0.80");
  const publicText = (await publicPage.locator("body").textContent()) ?? "";
  expect(publicText).not.toMatch(/Sam Lee|Ana Costa|Tom Reed|resume-\d|mail\.example/);
  if (shots)
    await publicPage.screenshot({
      path: `${shots}/${testInfo.project.name}-public-summary.png`,
      fullPage: true,
    });
  // Unpublished, the page says so.
  await publish.click();
  await expect(publish).toHaveAttribute("aria-checked", "false");
  await publicPage.reload();
  await expect(publicPage.getByText("This audit summary is not published")).toBeVisible();

  // The candidate notice of the job, linked to the public page on how HireLens scores.
  await page.getByRole("tab", { name: "Candidate notice" }).click();
  await page.getByRole("combobox", { name: "Job" }).selectOption({ label: "Data Engineer" });
  await page.getByRole("textbox", { name: /^Employer/ }).fill("Acme Data");
  await page.getByRole("textbox", { name: /^Contact/ }).fill("jobs@acme.example");
  await page.getByRole("button", { name: "Show notice" }).click();
  await expect(
    page.getByRole("heading", { name: "How Acme Data reviews applications for Data Engineer" }),
  ).toBeVisible();
  await expect(page.getByText(/contact jobs@acme\.example and say which job/)).toBeVisible();
  const noticeText = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download text" }).click();
  expect(readFileSync(await (await noticeText).path(), "utf8")).toContain(
    "How Acme Data reviews applications for Data Engineer",
  );
  await shot("notice");
  const howLink = page.getByRole("link", { name: /how-scoring-works/ });
  await expect(howLink).toHaveAttribute("href", "/how-scoring-works");
  await publicPage.goto(`${ANALYZER_URL}/how-scoring-works`);
  await expect(
    publicPage.getByRole("heading", { name: "How HireLens scores", level: 1 }),
  ).toBeVisible();
  await expect(publicPage.getByText(/Strong fit/)).toBeVisible();
  if (shots)
    await publicPage.screenshot({
      path: `${shots}/${testInfo.project.name}-how-scoring-works.png`,
      fullPage: true,
    });
  await visitor.close();
});

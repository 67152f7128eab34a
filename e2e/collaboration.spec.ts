import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { COLLABORATION_MESSAGES } from "@hirelens/contracts";
import { createFinishedBatch } from "./fixtures/analyzer-batch";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInWithToken } from "./fixtures/analyzer-user";
import {
  createVerifiedUser,
  expect,
  linkIn,
  signInByApi,
  test,
  uniqueEmail,
  waitForMail,
} from "./helpers/accounts";

test.use({ baseURL: ANALYZER_URL });
test.skip(({ isMobile }) => isMobile, "the collaboration journey runs once, on desktop");

test("collaboration: mention a teammate in a comment, fill a scorecard, download JSON Resume", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createReadyUser(request, "collab-owner");
  const ownerHeaders = { Authorization: `Bearer ${owner.token}` };
  const me = await request.get(`${ANALYZER_URL}/api/auth/me`, { headers: ownerHeaders });
  const ownerId = (await me.json()).data.id as string;

  // A second member of the owner's workspace, through the real invitation mail.
  const colleague = await createVerifiedUser(request, {
    name: "Casey Colleague",
    email: uniqueEmail("collab-colleague"),
  });
  const colleagueToken = await signInByApi(request, colleague, { completeOnboarding: true });
  const invite = await request.post(`${ANALYZER_URL}/api/workspaces/${ownerId}/invites`, {
    headers: ownerHeaders,
    data: { email: colleague.email, role: "recruiter" },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const inviteMail = await waitForMail(request, colleague.email, /invit/i);
  const token = new URL(linkIn(inviteMail, "/invite")).searchParams.get("token");
  const accepted = await request.post(`${ANALYZER_URL}/api/workspace-invites/accept`, {
    headers: { Authorization: `Bearer ${colleagueToken}` },
    data: { token },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  const { batchId, jobId } = await createFinishedBatch(request, owner);
  const criteria = await request.put(
    `${ANALYZER_URL}/api/job-descriptions/${jobId}/scorecard-criteria`,
    { headers: ownerHeaders, data: { criteria: ["Python", "Communication"] } },
  );
  expect(criteria.ok(), await criteria.text()).toBe(true);

  await signInWithToken(page, owner);
  await page.goto(`/resume-analyzer?batch=${batchId}`);
  const rows = page.getByTestId("result-row");
  await expect(rows).toHaveCount(3, { timeout: 60_000 });
  await rows.first().getByRole("button").first().click();
  const drawer = page.getByRole("dialog", { name: "Sam Lee" });
  const comments = drawer.getByTestId("comments");
  await expect(comments.getByText(COLLABORATION_MESSAGES.noComments)).toBeVisible();

  // Comment with a mention, from the keyboard: "@Cas", Enter picks Casey Colleague.
  const box = comments.getByRole("textbox", { name: "Add a comment" });
  await box.click();
  await box.pressSequentially("Strong Airflow work, @Cas");
  await expect(comments.getByRole("option", { name: /Casey Colleague/ })).toBeVisible();
  await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue("Strong Airflow work, @Casey Colleague ");
  await box.pressSequentially("can you take the interview? <b>not bold</b>");
  await comments.getByRole("button", { name: "Comment", exact: true }).click();
  const comment = comments.getByTestId("comment");
  await expect(comment).toHaveCount(1);
  await expect(comment).toContainText("can you take the interview? <b>not bold</b>");
  await expect(comment.getByText("@Casey Colleague")).toBeVisible();
  await expect(box).toHaveValue("");

  const mention = await waitForMail(request, colleague.email, /mentioned you in a comment/);
  expect(mention.subject).toBe("Riley Recruiter mentioned you in a comment on a candidate");
  expect(mention.text).toContain("Strong Airflow work, @Casey Colleague");

  // The scorecard: a rating per criterion and an overall recommendation; the score stays.
  const scorecards = drawer.getByTestId("scorecards");
  await expect(scorecards.getByText(COLLABORATION_MESSAGES.scoreUnchanged)).toBeVisible();
  await expect(scorecards.getByText(COLLABORATION_MESSAGES.noScorecards)).toBeVisible();
  await scorecards.getByRole("button", { name: "Save scorecard" }).click();
  await expect(scorecards.getByText(COLLABORATION_MESSAGES.recommendationRequired)).toBeVisible();
  await scorecards
    .getByRole("group", { name: "Python" })
    .getByText("Strong yes", { exact: true })
    .click();
  await scorecards
    .getByRole("group", { name: "Communication" })
    .getByText("Yes", { exact: true })
    .click();
  await scorecards
    .getByRole("group", { name: "Overall recommendation" })
    .getByText("Strong yes", { exact: true })
    .click();
  await scorecards.getByRole("textbox", { name: /Note/ }).fill("Ready for the panel");
  await scorecards.getByRole("button", { name: "Save scorecard" }).click();
  const summary = scorecards.getByTestId("scorecard-summary");
  await expect(summary).toContainText("1 scorecard");
  await expect(summary.getByTestId("scorecard")).toContainText("Riley Recruiter (you): Strong yes");
  await expect(summary.getByRole("row", { name: /Python/ })).toContainText("4.0");

  const axe = await new AxeBuilder({ page })
    .include('[data-testid="comments"]')
    .include('[data-testid="scorecards"]')
    .analyze();
  expect(axe.violations).toEqual([]);

  await drawer.screenshot({ path: test.info().outputPath("drawer-collaboration.png") });

  // JSON Resume of what the engine read.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    drawer.getByRole("button", { name: "Download JSON Resume" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("sam-lee.resume.json");
  const path = await download.path();
  const resume = JSON.parse(readFileSync(path, "utf8"));
  expect(resume.basics.name).toBe("Sam Lee");
  expect(resume.$schema).toContain("jsonresume");

  // The mention mail's link opens this candidate's drawer on the batch page.
  const link = new URL(linkIn(mention, "/resume-analyzer"));
  await page.goto(`${link.pathname}${link.search}`);
  const reopened = page.getByRole("dialog", { name: "Sam Lee" });
  await expect(reopened.getByTestId("comment")).toContainText("can you take the interview?", {
    timeout: 60_000,
  });

  // Job descriptions: import (a broken file is refused with its reason), criteria in the editor.
  await page.goto("/job-descriptions");
  await expect(page.getByTestId("job-card").first()).toBeVisible({ timeout: 30_000 });
  const picker = page.getByLabel("JSON job file to import");
  await picker.setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from("{ title: "),
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "The file is not valid JSON" }).first(),
  ).toBeVisible();
  await picker.setInputFiles({
    name: "job.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify({
        title: "Ingénieure données — Zürich",
        description:
          "We need a data engineer with Python, SQL and Airflow in Zürich. 3+ years of experience.",
        remote: "Hybrid",
      }),
    ),
  });
  const imported = page.getByTestId("job-card").filter({ hasText: "Ingénieure données — Zürich" });
  await expect(imported).toBeVisible();
  await expect(imported.getByRole("button", { name: /Export JSON/ })).toBeVisible();
  const dataEngineer = page.getByTestId("job-card").filter({ hasText: "Data Engineer" }).first();
  await dataEngineer.getByRole("button", { name: /Edit/ }).click();
  const editor = page.getByRole("dialog", { name: /Edit Data Engineer/ });
  const criteriaSection = editor.getByRole("region", { name: "Scorecard" });
  await expect(criteriaSection).toContainText("Python");
  await expect(criteriaSection).toContainText("Communication");
  await page.screenshot({ path: test.info().outputPath("job-descriptions.png") });
});

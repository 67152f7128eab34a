import { createFinishedBatch } from "./fixtures/analyzer-batch";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, signInThroughForm, signInWithToken } from "./fixtures/analyzer-user";
import {
  createVerifiedUser,
  expect,
  linkIn,
  signInByApi,
  test,
  uniqueEmail,
  waitForMail,
} from "./helpers/accounts";

/**
 * Issue 14's "done when": two recruiters of one workspace screen a job together in the browser.
 * The owner invites a colleague from Workspace settings; the colleague joins from the mailed link,
 * opens the owner's batch in the shared workspace, mentions the owner in a comment and moves the
 * candidate to Interviewing; the owner follows the mention mail and sees both.
 */
test.use({ baseURL: ANALYZER_URL });
test.skip(({ isMobile }) => isMobile, "the two-account journey runs once, on desktop");

test("two recruiters screen a job together: invite, shared batch, comment with a mention, stage", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await createReadyUser(request, "team-owner");
  const colleague = await createVerifiedUser(request, {
    name: "Casey Colleague",
    email: uniqueEmail("team-colleague"),
  });
  const colleagueToken = await signInByApi(request, colleague, { completeOnboarding: true });
  const { batchId } = await createFinishedBatch(request, owner);

  // The owner invites the colleague to their workspace as a recruiter.
  await signInThroughForm(page, owner);
  await page.getByRole("link", { name: "Workspace settings" }).first().click();
  const inviteForm = page.getByRole("form", { name: "Invite a member" });
  await inviteForm.getByRole("textbox", { name: "E-mail address" }).fill(colleague.email);
  await inviteForm.getByRole("combobox", { name: "Role" }).selectOption("recruiter");
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();

  // The colleague, signed in, follows the mailed link and joins.
  const invitation = await waitForMail(request, colleague.email, /invited you/);
  expect(invitation.subject).toBe(
    "Riley Recruiter invited you to Riley Recruiter’s workspace on HireLens",
  );
  const link = new URL(linkIn(invitation, "/invite"));
  const context = await browser.newContext({ baseURL: ANALYZER_URL });
  const theirs = await context.newPage();
  await signInWithToken(theirs, { ...colleague, token: colleagueToken });
  await theirs.goto(`${link.pathname}${link.search}`);
  await theirs.getByRole("button", { name: "Join Riley Recruiter’s workspace" }).click();
  await expect(theirs).toHaveURL(/\/dashboard$/);
  await expect(theirs.getByRole("button", { name: /^Workspace: / })).toHaveAccessibleName(
    "Workspace: Riley Recruiter’s workspace, your role Recruiter. Switch workspace",
  );

  // The shared batch: the colleague opens the strongest candidate and asks the owner to interview.
  await theirs.goto(`/resume-analyzer?batch=${batchId}`);
  const rows = theirs.getByTestId("result-row");
  await expect(rows).toHaveCount(3, { timeout: 60_000 });
  await rows.filter({ hasText: "Sam Lee" }).getByRole("button").first().click();
  const drawer = theirs.getByRole("dialog", { name: "Sam Lee" });
  const box = drawer.getByTestId("comments").getByRole("textbox", { name: "Add a comment" });
  await box.click();
  await box.pressSequentially("Airflow and Spark at Initech, @Ril");
  await expect(drawer.getByRole("option", { name: /Riley Recruiter/ })).toBeVisible();
  await theirs.keyboard.press("Enter");
  await box.pressSequentially("shall we interview?");
  await drawer.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(drawer.getByTestId("comment")).toHaveCount(1);
  const stage = drawer.getByRole("combobox", { name: "Stage for this job" });
  await expect(stage).toHaveValue("new");
  await stage.selectOption({ label: "Interviewing" });
  await expect(stage).toHaveValue("interviewing");

  // The owner gets the mention and, from its link, sees the colleague's comment and the stage.
  const mention = await waitForMail(request, owner.email, /mentioned you in a comment/);
  expect(mention.subject).toBe("Casey Colleague mentioned you in a comment on a candidate");
  const mentionLink = new URL(linkIn(mention, "/resume-analyzer"));
  await page.goto(`${mentionLink.pathname}${mentionLink.search}`);
  const ownerDrawer = page.getByRole("dialog", { name: "Sam Lee" });
  await expect(ownerDrawer.getByTestId("comment")).toContainText(
    "Airflow and Spark at Initech, @Riley Recruiter shall we interview?",
    { timeout: 60_000 },
  );
  await expect(ownerDrawer.getByTestId("comment")).toContainText("Casey Colleague");
  await expect(ownerDrawer.getByRole("combobox", { name: "Stage for this job" })).toHaveValue(
    "interviewing",
  );

  // The workspace's candidate list says who moved Sam, and when.
  await page.goto("/candidates");
  await page.getByTestId("candidate-row").filter({ hasText: "Sam Lee" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Sam Lee" })).toBeVisible();
  const history = page.getByRole("list", { name: /Stage history/ });
  await expect(history).toContainText(`by ${colleague.email}`);
  await expect(history).toContainText("Interviewing");
  await context.close();
});

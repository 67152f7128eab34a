import AxeBuilder from "@axe-core/playwright";
import { ANALYZER_URL } from "./fixtures/analyzer-ports";
import { createReadyUser, type ReadyUser, signInThroughForm } from "./fixtures/analyzer-user";
import { subscribeToPro } from "./fixtures/plans";
import {
  createVerifiedUser,
  expect,
  linkIn,
  signInByApi,
  test,
  uniqueEmail,
  waitForMail,
} from "./helpers/accounts";

/** Workspaces (issue 14): invite a colleague by e-mail, accept, switch, change the role. */
test.use({ baseURL: ANALYZER_URL });

async function createTeamWorkspace(
  request: Parameters<typeof createReadyUser>[0],
  owner: ReadyUser,
  name: string,
) {
  const created = await request.post(`${ANALYZER_URL}/api/workspaces`, {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { name },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as string;
}

test("an owner invites a colleague by e-mail, who joins, switches and sees the shared job; as a viewer they cannot invite", async ({
  page,
  browser,
  request,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, "the two-account journey runs once, on desktop");
  test.setTimeout(360_000);
  const owner = await createReadyUser(request, "ws-owner");
  const invitee = await createReadyUser(request, "ws-invitee");

  // The owner creates a team workspace from Workspace settings; it becomes the active one.
  await signInThroughForm(page, owner);
  await page.getByRole("link", { name: "Workspace settings" }).first().click();
  await expect(page.getByRole("heading", { name: "Workspace settings", level: 1 })).toBeVisible();
  const create = page.getByRole("form", { name: "Create a team workspace" });
  await create.getByRole("textbox", { name: "New workspace name" }).fill("  Acme Hiring Team  ");
  await create.getByRole("button", { name: "Create workspace" }).click();
  const switcher = page.getByRole("button", { name: /^Workspace: / });
  await expect(switcher).toHaveAccessibleName(
    "Workspace: Acme Hiring Team, your role Owner. Switch workspace",
  );

  // A job in the team workspace, made through the API in that workspace.
  const workspaces = await request.get(`${ANALYZER_URL}/api/workspaces`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  const teamId = ((await workspaces.json()).data as Array<{ id: string; name: string }>).find(
    (workspace) => workspace.name === "Acme Hiring Team",
  )?.id as string;
  const job = await request.post(`${ANALYZER_URL}/api/job-descriptions`, {
    headers: { Authorization: `Bearer ${owner.token}`, "x-workspace-id": teamId },
    data: {
      title: "Shared Data Engineer",
      text: "We need a data engineer with Python, SQL and Airflow. 3+ years of experience.",
    },
  });
  expect(job.status(), await job.text()).toBe(201);

  // Invite by e-mail with the Recruiter role.
  const inviteForm = page.getByRole("form", { name: "Invite a member" });
  await expect(page.getByText("No pending invitations")).toBeVisible();
  await inviteForm.getByRole("textbox", { name: "E-mail address" }).fill(invitee.email);
  await inviteForm.getByRole("combobox", { name: "Role" }).selectOption("recruiter");
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(
    invitee.email,
  );
  await page.screenshot({
    path: testInfo.outputPath("workspace-settings-owner.png"),
    fullPage: true,
  });

  // The invitee opens the mailed link signed out, signs in, comes back and joins.
  const mail = await waitForMail(request, invitee.email, /invited you to Acme Hiring Team/);
  const link = new URL(linkIn(mail, "/invite"));
  const context = await browser.newContext({ baseURL: ANALYZER_URL });
  const invitePage = await context.newPage();
  await invitePage.goto(`${link.pathname}${link.search}`);
  await invitePage.getByRole("link", { name: "Sign in to accept" }).click();
  await invitePage.getByRole("textbox", { name: "Email", exact: true }).fill(invitee.email);
  await invitePage.getByRole("textbox", { name: "Password", exact: true }).fill(invitee.password);
  await invitePage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(invitePage).toHaveURL(/\/invite\?token=/);
  await expect(
    invitePage.getByText(/invited you to join Acme Hiring Team as recruiter/),
  ).toBeVisible();
  await invitePage.screenshot({ path: testInfo.outputPath("invite-accept.png") });
  await invitePage.getByRole("button", { name: "Join Acme Hiring Team" }).click();
  await expect(invitePage).toHaveURL(/\/dashboard$/);
  const theirSwitcher = invitePage.getByRole("button", { name: /^Workspace: / });
  await expect(theirSwitcher).toHaveAccessibleName(
    "Workspace: Acme Hiring Team, your role Recruiter. Switch workspace",
  );

  // Back to the personal workspace and into the team one again, from the keyboard.
  await theirSwitcher.click();
  await invitePage.getByRole("button", { name: /^Personal Personal · Owner/ }).click();
  await expect(theirSwitcher).toHaveAccessibleName(
    /^Workspace: Personal, your personal workspace, your role Owner/,
  );
  await theirSwitcher.focus();
  await invitePage.keyboard.press("Enter");
  await invitePage.keyboard.press("ArrowDown");
  await invitePage.keyboard.press("Enter");
  await expect(theirSwitcher).toHaveAccessibleName(
    /^Workspace: Acme Hiring Team, your role Recruiter/,
  );
  await expect(invitePage.getByTestId("active-workspace-name")).toHaveText("Acme Hiring Team");

  // The shared job is there for the invitee.
  await invitePage.goto("/job-descriptions");
  await expect(invitePage.getByText("Shared Data Engineer").first()).toBeVisible();

  // The owner makes them a viewer.
  await page.reload();
  const members = page.getByRole("table", { name: /Members of Acme Hiring Team/ });
  await expect(members).toContainText(invitee.email);
  await members.getByRole("combobox", { name: `Role of ${invitee.name}` }).selectOption("viewer");
  await expect(page.getByText(`${invitee.name} is now viewer.`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);

  // As a viewer they see the members but no invite form.
  await invitePage.goto("/workspace-settings");
  await expect(
    invitePage.getByRole("table", { name: /Members of Acme Hiring Team/ }),
  ).toContainText(owner.email);
  await expect(invitePage.getByText("Viewer", { exact: true }).first()).toBeVisible();
  await expect(invitePage.getByRole("form", { name: "Invite a member" })).toHaveCount(0);
  await expect(invitePage.getByRole("button", { name: "Leave Acme Hiring Team" })).toBeVisible();
  const axe = await new AxeBuilder({ page: invitePage }).include("main").analyze();
  expect(axe.violations).toEqual([]);
  // Where recruiters work, the viewer is told what their role allows before trying.
  await invitePage.goto("/job-descriptions");
  await expect(invitePage.getByRole("note")).toContainText(
    "You are a viewer in Acme Hiring Team: you can read and export everything here.",
  );
  await context.close();
});

test("workspace settings on a phone: switcher, members, invite form", async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, "the phone layout");
  test.setTimeout(240_000);
  const owner = await createReadyUser(request, "ws-phone");
  await createTeamWorkspace(request, owner, "Équipe Zürich 東京 recruiting");
  await signInThroughForm(page, owner);
  await page.goto("/workspace-settings");
  await expect(page.getByRole("heading", { name: "Workspace settings", level: 1 })).toBeVisible();
  // The header leaves the workspace's name room on a phone (it was cut to "P…").
  const activeName = page.getByTestId("active-workspace-name");
  await expect(activeName).toHaveText("Personal");
  expect(await activeName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );
  const switcher = page.getByRole("button", { name: /^Workspace: / });
  await switcher.click();
  await page.getByRole("button", { name: /Équipe Zürich/ }).click();
  await expect(page.getByTestId("active-workspace-name")).toHaveText(
    "Équipe Zürich 東京 recruiting",
  );
  await expect(page.getByRole("form", { name: "Invite a member" })).toBeVisible();
  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: testInfo.outputPath("workspace-settings-phone.png"),
    fullPage: true,
  });
  await switcher.click();
  // The open menu stays on the screen.
  const menu = page.getByRole("list", { name: "Workspaces" });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath("workspace-switcher-phone.png") });
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations).toEqual([]);
});

test("an owner removes a member, transfers ownership to another and leaves as an admin", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "runs once, on desktop (the phone layout has its own journey)");
  test.setTimeout(240_000);
  const owner = await createReadyUser(request, "ws-transfer");
  const teamId = await createTeamWorkspace(request, owner, "Handover Team");
  const asOwner = { Authorization: `Bearer ${owner.token}` };
  /** A verified account that joins the team through the mailed link's token, by the API. */
  async function joined(name: string, role: string) {
    const person = await createVerifiedUser(request, { name, email: uniqueEmail("ws-member") });
    const token = await signInByApi(request, person, { completeOnboarding: true });
    const invited = await request.post(`${ANALYZER_URL}/api/workspaces/${teamId}/invites`, {
      headers: asOwner,
      data: { email: person.email, role },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const mail = await waitForMail(request, person.email, /invited you to Handover Team/);
    const inviteToken = new URL(linkIn(mail, "/invite")).searchParams.get("token");
    const accepted = await request.post(`${ANALYZER_URL}/api/workspace-invites/accept`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { token: inviteToken },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    return { ...person, token };
  }
  const morgan = await joined("Morgan Member", "recruiter");
  const bailey = await joined("Bailey Bystander", "viewer");

  await signInThroughForm(page, owner);
  const switcher = page.getByRole("button", { name: /^Workspace: / });
  await switcher.click();
  await page.getByRole("button", { name: /Handover Team/ }).click();
  await expect(switcher).toHaveAccessibleName(
    "Workspace: Handover Team, your role Owner. Switch workspace",
  );
  await page.goto("/workspace-settings");
  const members = page.getByRole("table", { name: /Members of Handover Team/ });
  await expect(members).toContainText(bailey.email);

  // Remove a member: gone from the list, and from the workspace for them.
  await members.getByRole("button", { name: "Remove Bailey Bystander" }).click();
  await page
    .getByRole("dialog", { name: "Remove this member?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(
    page.getByText("Bailey Bystander is no longer a member of Handover Team."),
  ).toBeVisible();
  await expect(members).not.toContainText(bailey.email);
  const theirList = await request.get(`${ANALYZER_URL}/api/workspaces/${teamId}/members`, {
    headers: { Authorization: `Bearer ${bailey.token}` },
  });
  expect(theirList.status()).toBe(404);

  // Transfer ownership: Morgan owns it, the old owner stays as an admin.
  await page.getByRole("combobox", { name: "New owner" }).selectOption({
    label: `Morgan Member (${morgan.email})`,
  });
  await page.getByRole("button", { name: "Transfer ownership" }).click();
  await page
    .getByRole("dialog", { name: "Transfer ownership?" })
    .getByRole("button", { name: "Transfer" })
    .click();
  await expect(
    page.getByText("Morgan Member now owns Handover Team; you are an admin."),
  ).toBeVisible();
  await expect(switcher).toHaveAccessibleName(
    "Workspace: Handover Team, your role Admin. Switch workspace",
  );
  await expect(members.getByRole("row").filter({ hasText: morgan.email })).toContainText("Owner");

  // As an admin they may leave: back in their personal workspace, with no read of the workspace
  // left behind (it answered 404: two "Resource not found" toasts, failing the console check).
  await page.getByRole("button", { name: "Leave Handover Team" }).click();
  await page
    .getByRole("dialog", { name: "Leave Handover Team?" })
    .getByRole("button", { name: "Leave" })
    .click();
  await expect(page.getByText("You left Handover Team.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(switcher).toHaveAccessibleName(/^Workspace: Personal, your personal workspace/);
  const mine = await request.get(`${ANALYZER_URL}/api/workspaces`, { headers: asOwner });
  expect(((await mine.json()).data as Array<{ id: string }>).map((w) => w.id)).not.toContain(
    teamId,
  );
});

test("billing and credits show the active workspace's own plan and balance, and follow a switch", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, "the switch is the same on a phone; once is enough");
  test.setTimeout(180_000);
  const owner = await createReadyUser(request, "ws-plans");
  await subscribeToPro(request, owner); // the personal workspace only (no workspace header)
  await createTeamWorkspace(request, owner, "Plan Team");

  await signInThroughForm(page, owner);
  const switcher = page.getByRole("button", { name: /^Workspace: / });
  await expect(switcher).toHaveAccessibleName(/^Workspace: Personal, your personal workspace/);
  await page.goto("/billing");
  await expect(page.getByTestId("plan-name")).toHaveText("Pro");
  await expect(page.getByTestId("credits-left")).toContainText("100 left");

  // A new team workspace has a plan and credits of its own: Free, 10 (decision 197).
  await switcher.click();
  await page.getByRole("button", { name: /Plan Team/ }).click();
  await expect(switcher).toHaveAccessibleName(
    "Workspace: Plan Team, your role Owner. Switch workspace",
  );
  await page.goto("/billing");
  await expect(page.getByTestId("plan-name")).toHaveText("Free");
  await expect(page.getByTestId("credits-left")).toContainText("10 left");
  await page.goto("/credits");
  await expect(page.getByTestId("available-credits")).toHaveText("10");

  // Back in the personal workspace: its Pro plan and 100 credits again.
  await switcher.click();
  await page.getByRole("button", { name: /^Personal Personal · Owner/ }).click();
  await expect(switcher).toHaveAccessibleName(/^Workspace: Personal, your personal workspace/);
  await expect(page.getByTestId("available-credits")).toHaveText("100");
});

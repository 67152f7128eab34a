import {
  ACCOUNTS_URL,
  createVerifiedUser,
  expect,
  signInByApi,
  signInWithPassword,
  test,
  uniqueEmail,
} from "./helpers/accounts";

test.use({ baseURL: ACCOUNTS_URL });
test.skip(({ isMobile }) => isMobile, "one run is enough");

test("a waitlist member registers with the same e-mail and gets the Pro month, no card", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("early");
  const joined = await request.post(`${ACCOUNTS_URL}/api/waitlist`, {
    data: { name: "Early Bird", email, role: "Recruiter" },
  });
  expect(joined.status()).toBe(201);
  expect((await joined.json()).data.position).toBeLessThanOrEqual(100);

  const user = await createVerifiedUser(request, { name: "Early Bird", email });
  await signInByApi(request, user, { completeOnboarding: true });
  await page.goto("/login");
  await signInWithPassword(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/billing");
  await expect(page.getByTestId("plan-name")).toHaveText("Pro");
  await expect(page.getByText("Free Pro month", { exact: true })).toBeVisible();
  await expect(page.getByTestId("renewal-line")).toContainText(
    /Your free Pro month ends on .+\. After that your account returns to the Free plan unless you subscribe\./,
  );
  await expect(page.getByTestId("credits-left")).toContainText("100 left");
  await expect(page.getByText("No saved cards")).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe to keep Pro" })).toBeVisible();
});

import AxeBuilder from "@axe-core/playwright";
import { STORAGE_KEYS } from "@hirelens/contracts";
import {
  codeIn,
  createVerifiedUser,
  expect,
  linkIn,
  PASSWORD,
  signInByApi,
  signInWithPassword,
  test,
  uniqueEmail,
  waitForMail,
} from "./helpers/accounts";

test.describe("accounts", () => {
  test.use({ allowedHttpErrors: [409] });

  test("register -> verify from the mail -> sign in -> onboarding -> dashboard", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("journey");
    await page.goto("/");
    await page.getByRole("link", { name: "Get started" }).first().click();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByRole("textbox", { name: "Full name" }).fill("Ada Lovelace");
    await page.getByRole("textbox", { name: "Work email" }).fill(email);
    const password = page.getByRole("textbox", { name: "Password", exact: true });
    await password.fill("password");
    await expect(page.getByTestId("password-strength")).toContainText(
      "Password must include a number or a symbol, not only letters",
    );
    await password.fill(PASSWORD);
    await expect(page.getByTestId("password-strength")).toContainText("Strong");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/email-verification\?email=/);
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend available in \d+ s/ })).toBeDisabled();

    const mail = await waitForMail(request, email, /verify/i);
    expect(mail.html).toContain("<");
    const link = new URL(linkIn(mail, "/verify-email"));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/email-verification-status\?state=verified/);
    await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "Link already used" })).toBeVisible();

    await page.getByRole("link", { name: "Sign in" }).first().click();
    await signInWithPassword(page, { email, password: PASSWORD });

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please select your role")).toBeVisible();
    await page.getByText("Recruiter", { exact: true }).click();
    await page.getByRole("textbox", { name: "Job title" }).fill("Head of Talent");
    await page.getByRole("textbox", { name: "Company name" }).fill("Analytical Engines Ltd");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your team" })).toBeFocused();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("textbox", { name: "Job title" })).toHaveValue("Head of Talent");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("11–50 employees").click();
    await page.getByText("2–5 people").click();
    await page.getByText("6–20 hires a month").click();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await page.getByText("Technology & software").click();
    await page.getByText("Engineering", { exact: true }).click();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await page.getByText("Screen candidates faster").click();
    await page.getByRole("button", { name: "Finish" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: /, Ada$/ })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Resume Analyzer" }),
    ).toBeVisible();

    // Onboarding is done: the wizard now leads to the dashboard.
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a protected route sends a visitor to /login and back afterwards", async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { email: uniqueEmail("redirect") });
    await signInByApi(request, user, { completeOnboarding: true });
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, user);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  });

  test("app routes lead to onboarding until it is completed", async ({ page, request }) => {
    const user = await createVerifiedUser(request, { email: uniqueEmail("gate") });
    await page.goto("/login");
    await signInWithPassword(page, user);
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
    ).toEqual([]);
  });

  test("sign out clears the stored token and user data", async ({ page, request }) => {
    const user = await createVerifiedUser(request, { email: uniqueEmail("logout") });
    await signInByApi(request, user, { completeOnboarding: true });
    await page.goto("/login");
    await signInWithPassword(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    const stored = await page.evaluate(
      (keys) => [localStorage.getItem(keys.authToken), localStorage.getItem(keys.userData)],
      STORAGE_KEYS,
    );
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] ?? "{}").email).toBe(user.email);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await page.evaluate(
      (keys) => [localStorage.getItem(keys.authToken), localStorage.getItem(keys.userData)],
      STORAGE_KEYS,
    );
    expect(after).toEqual([null, null]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("on a phone the navigation is a drawer", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const user = await createVerifiedUser(request, { email: uniqueEmail("drawer") });
    await signInByApi(request, user, { completeOnboarding: true });
    await page.goto("/login");
    await signInWithPassword(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "App" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await drawer.getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(drawer).toBeHidden();
  });

  test("one-time code sign-in", async ({ page, request }) => {
    const user = await createVerifiedUser(request, { email: uniqueEmail("otp") });
    await signInByApi(request, user, { completeOnboarding: true });
    await page.goto("/login");
    await page.getByRole("button", { name: "Email me a sign-in code" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(user.email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend code in \d+ s/ })).toBeDisabled();
    const mail = await waitForMail(request, user.email, /code/i);
    await page.getByRole("textbox", { name: "Sign-in code" }).fill(codeIn(mail));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test.describe("failures", () => {
    test.use({ allowedHttpErrors: [400, 401, 403, 429] });

    test("forgot password -> mailed link -> reset -> the new password works, the old one not", async ({
      page,
      request,
    }) => {
      const user = await createVerifiedUser(request, { email: uniqueEmail("reset") });
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
      await page.getByRole("textbox", { name: "Email" }).fill(user.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByText(/If an account exists for this email/)).toBeVisible();

      // Unknown addresses get the very same answer.
      await page.getByRole("button", { name: "try another address" }).click();
      await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("nobody"));
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByText(/If an account exists for this email/)).toBeVisible();

      const mail = await waitForMail(request, user.email, /reset/i);
      const link = new URL(linkIn(mail, "/reset-password"));
      await page.goto(`${link.pathname}${link.search}`);
      const newPassword = "Brand-New-Secret-77";
      await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
      await page.getByRole("textbox", { name: "Confirm new password" }).fill(newPassword);
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page.getByText("Password has been reset successfully.")).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await signInWithPassword(page, user);
      await expect(
        page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
      ).toBeVisible();
      await signInWithPassword(page, { email: user.email, password: newPassword });
      await expect(page).toHaveURL(/\/onboarding$/);
    });

    test("an expired session goes to /login and back after signing in again", async ({
      page,
      request,
    }) => {
      const user = await createVerifiedUser(request, { email: uniqueEmail("expired") });
      await signInByApi(request, user, { completeOnboarding: true });
      await page.goto("/login");
      await signInWithPassword(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
      // The server no longer knows the token (what an expired session looks like to the browser).
      await page.evaluate(
        (key) => localStorage.setItem(key, "expired-token"),
        STORAGE_KEYS.authToken,
      );
      await page.reload();
      await expect(page).toHaveURL(/\/login$/);
      expect(
        await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken),
      ).toBeNull();
      await signInWithPassword(page, user);
      await expect(page).toHaveURL(/\/profile$/);
    });

    test("signing in unverified says so and offers the resend", async ({ page, request }) => {
      const email = uniqueEmail("unverified");
      const signup = await request.post("/api/auth/signup", {
        data: { name: "Alan Turing", email, password: PASSWORD },
      });
      expect(signup.status()).toBe(201);
      await page.goto("/login");
      await signInWithPassword(page, { email, password: PASSWORD });
      await expect(page.getByText(/Your email address is not verified yet/)).toBeVisible();
      const resend = page.getByRole("button", { name: "Resend verification email" });
      await resend.click();
      // The sign-up mail went out seconds ago: the resend answers, and the cooldown shows.
      await expect(page.getByRole("button", { name: /Resend available in \d+ s/ })).toBeDisabled();
      await waitForMail(request, email, /verify/i);
    });
  });

  test("the sign-in and register pages pass axe", async ({ page }) => {
    for (const path of ["/login", "/register"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
        .analyze();
      expect(
        results.violations,
        `${path}: ${results.violations.map((v) => v.id).join(", ")}`,
      ).toEqual([]);
    }
  });
});

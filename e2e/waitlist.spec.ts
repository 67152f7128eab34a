import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";

async function fill(
  page: Page,
  values: { name?: string; email?: string; role?: string; company?: string },
) {
  if (values.name !== undefined) await page.getByLabel(/Your name/).fill(values.name);
  if (values.email !== undefined) await page.getByLabel(/Enter your email/).fill(values.email);
  if (values.role !== undefined) await page.getByLabel(/Your role/).fill(values.role);
  if (values.company !== undefined)
    await page.getByLabel("Company name (optional)").fill(values.company);
}

const submit = (page: Page) => page.getByRole("button", { name: "Get Early Access" });

test.describe("waitlist", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/#waitlist-form");
  });

  test("happy path: joins, sees the success view, goes back; the same e-mail is then a duplicate", async ({
    page,
  }) => {
    const email = uniqueEmail("happy");
    await fill(page, {
      name: "Ada Lovelace",
      email,
      role: "Head of Talent",
      company: "Analytical Engines",
    });
    await submit(page).click();

    await expect(page.getByRole("heading", { name: "You're In!" })).toBeVisible();
    await expect(page.getByTestId("waitlist-success")).toContainText(/waitlist/i);
    await page.getByRole("button", { name: "Back to Page" }).click();
    await expect(
      page.getByRole("heading", { name: "Ready to Experience the Future?" }),
    ).toBeVisible();
    await expect(page.getByLabel(/Your name/)).toHaveValue("");
    await expect(page.getByLabel(/Enter your email/)).toHaveValue("");

    // The entry really reached the server: the same e-mail (other case, spaces) is refused.
    await fill(page, {
      name: "Ada Lovelace",
      email: `  ${email.toUpperCase()} `,
      role: "Head of Talent",
    });
    await submit(page).click();
    await expect(page.getByText("This email is already registered on our waitlist")).toBeVisible();
    await expect(page.getByLabel(/Enter your email/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "You're In!" })).toHaveCount(0);

    // Typing in the field clears the server's error.
    await page.getByLabel(/Enter your email/).fill(uniqueEmail("other"));
    await expect(page.getByText("This email is already registered on our waitlist")).toHaveCount(0);
  });

  test("shows 'Joining...' and disables the form while sending, without company when empty", async ({
    page,
  }) => {
    let sentBody: unknown;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/waitlist", async (route) => {
      sentBody = route.request().postDataJSON();
      await released;
      await route.continue();
    });
    await fill(page, {
      name: "  Grace Hopper ",
      email: ` ${uniqueEmail("slow")} `,
      role: " Recruiter ",
    });
    await submit(page).click();
    const busy = page.getByRole("button", { name: "Joining..." });
    await expect(busy).toBeDisabled();
    for (const label of [/Your name/, /Enter your email/, /Your role/, "Company name (optional)"]) {
      await expect(page.getByLabel(label)).toBeDisabled();
    }
    release();
    await expect(page.getByRole("heading", { name: "You're In!" })).toBeVisible();
    expect(sentBody).toEqual({
      name: "Grace Hopper",
      email: expect.stringMatching(/^slow-.+@example\.com$/),
      role: "Recruiter",
    });
  });

  test("shows each validation message of the spec", async ({ page }) => {
    await submit(page).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Role is required")).toBeVisible();

    await fill(page, { name: "A" });
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await fill(page, { name: "R2D2" });
    await expect(page.getByText("Name can only contain letters and spaces")).toBeVisible();
    await fill(page, { email: "not-an-email" });
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await fill(page, { role: "x" });
    await expect(page.getByText("Role must be at least 2 characters")).toBeVisible();

    // The messages go away as soon as the values are valid.
    await fill(page, { name: "René Zoë", email: "rene@example.com", role: "CTO" });
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
  });

  test("a server error shows the banner", async ({ page }) => {
    await page.route("**/api/waitlist", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ status: 500, code: "INTERNAL", message: "Internal Server Error" }),
      }),
    );
    await fill(page, { name: "Ada Lovelace", email: uniqueEmail("err"), role: "Recruiter" });
    await submit(page).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Server error. Please try again later." }),
    ).toBeVisible();
    await expect(submit(page)).toBeEnabled();
  });

  test("a network failure shows 'Failed to join waitlist. Please try again.'", async ({ page }) => {
    await page.route("**/api/waitlist", (route) => route.abort("internetdisconnected"));
    await fill(page, { name: "Ada Lovelace", email: uniqueEmail("net"), role: "Recruiter" });
    await submit(page).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to join waitlist. Please try again." }),
    ).toBeVisible();
  });
});

import type { User } from "@hirelens/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { authStore } from "../stores/auth-store";
import { LoginForm } from "./login-form";

const user: User = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  isVerified: true,
  googleSignIn: false,
  profileImage: null,
  role: "user",
  onboardingCompleted: true,
  mfaEnabled: true,
  plan: "free",
};
const session = { token: "tok", expiresAt: "2099-01-01T00:00:00.000Z", user };

function renderLogin() {
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter>
      <LoginForm onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
  return onSignedIn;
}

async function submitPassword(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await u.type(screen.getByLabelText(/^Password/, { selector: "input" }), "Secret-123");
  await u.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginForm", () => {
  beforeEach(() =>
    authStore.setState({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      mfaChallenge: null,
      error: null,
    }),
  );

  it("validates before sending", async () => {
    const calls = stubServer({});
    const u = userEvent.setup();
    renderLogin();
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("asks for the second factor when the server answers with a challenge, then signs in", async () => {
    const calls = stubServer({
      "POST /auth/signin": () => ({
        status: 200,
        body: {
          data: {
            mfaRequired: true,
            challengeToken: "ch",
            methods: ["totp", "recovery"],
            expiresAt: "2099-01-01T00:00:00.000Z",
          },
        },
      }),
      "POST /auth/mfa/verify": () => ({ status: 200, body: { data: session } }),
    });
    const u = userEvent.setup();
    const onSignedIn = renderLogin();
    await submitPassword(u);
    const code = await screen.findByRole("textbox", { name: "Authentication code" });
    await waitFor(() => expect(code).toHaveFocus());
    expect(onSignedIn).not.toHaveBeenCalled();

    await u.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    await u.type(screen.getByRole("textbox", { name: "Recovery code" }), "abcd-efgh");
    await u.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)).toEqual({
      key: "POST /auth/mfa/verify",
      body: { challengeToken: "ch", code: "abcd-efgh", method: "recovery" },
    });
    expect(authStore.getState().isAuthenticated).toBe(true);
  });

  it("says the e-mail is not verified and offers the resend", async () => {
    const calls = stubServer({
      "POST /auth/signin": () => ({
        status: 403,
        body: {
          status: 403,
          code: "EMAIL_NOT_VERIFIED",
          message:
            "Your email address is not verified yet. Open the link we sent you, or request a new one.",
        },
      }),
      "POST /auth/resend-verification": () => ({
        status: 200,
        body: { data: { message: "Sent again.", cooldownSeconds: 60 } },
      }),
    });
    const u = userEvent.setup();
    renderLogin();
    await submitPassword(u);
    expect(await screen.findByText(/Your email address is not verified yet/)).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("Sent again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend available in 60 s" })).toBeDisabled();
    expect(calls.at(-1)).toEqual({
      key: "POST /auth/resend-verification",
      body: { email: "ada@example.com" },
    });
  });

  it("shows the spec's message when sign-in is rate-limited", async () => {
    stubServer({
      "POST /auth/signin": () => ({
        status: 429,
        body: { status: 429, code: "TOO_MANY_REQUESTS", message: "slow down" },
      }),
    });
    const u = userEvent.setup();
    renderLogin();
    await submitPassword(u);
    expect(
      await screen.findByText("Too many requests. Please try again later."),
    ).toBeInTheDocument();
  });

  it("the e-mail code step says what the code must be and keeps focus on it, before and after the server refuses it", async () => {
    const calls = stubServer({
      "POST /auth/email-otp/send": () => ({
        status: 200,
        body: { data: { message: "Code sent.", cooldownSeconds: 60 } },
      }),
      "POST /auth/email-otp/verify": () => ({
        status: 400,
        body: { status: 400, code: "OTP_INVALID", message: "This code is invalid or has expired" },
      }),
    });
    const u = userEvent.setup();
    renderLogin();
    await u.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Email me a sign-in code" }));
    await u.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByRole("textbox", { name: "Sign-in code" });
    await waitFor(() => expect(code).toHaveFocus());

    await u.type(code, "12 a3");
    expect(code).toHaveValue("123");
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter the 6-digit code from the email")).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription("Enter the 6-digit code from the email");
    expect(calls.map((call) => call.key)).toEqual(["POST /auth/email-otp/send"]);

    await u.type(code, "456");
    await waitFor(() =>
      expect(screen.queryByText("Enter the 6-digit code from the email")).not.toBeInTheDocument(),
    );
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("This code is invalid or has expired")).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(calls.at(-1)).toEqual({
      key: "POST /auth/email-otp/verify",
      body: { email: "ada@example.com", code: "123456" },
    });
  });

  it("the two-factor step refuses an empty or short code with the method's message and focuses it", async () => {
    const calls = stubServer({
      "POST /auth/signin": () => ({
        status: 200,
        body: {
          data: {
            mfaRequired: true,
            challengeToken: "ch",
            methods: ["totp", "recovery"],
            expiresAt: "2099-01-01T00:00:00.000Z",
          },
        },
      }),
    });
    const u = userEvent.setup();
    renderLogin();
    await submitPassword(u);
    const code = await screen.findByRole("textbox", { name: "Authentication code" });
    await u.type(code, "12x3");
    expect(code).toHaveValue("123");
    await u.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByText("Enter the 6-digit code from your authenticator app"),
    ).toBeInTheDocument();
    expect(code).toHaveFocus();

    await u.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    const recovery = await screen.findByRole("textbox", { name: "Recovery code" });
    await waitFor(() => expect(recovery).toHaveFocus());
    expect(
      screen.queryByText("Enter the 6-digit code from your authenticator app"),
    ).not.toBeInTheDocument();
    await u.type(recovery, "   ");
    await u.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter one of your recovery codes")).toBeInTheDocument();
    expect(recovery).toHaveFocus();
    expect(calls.map((call) => call.key)).toEqual(["POST /auth/signin"]);
  });
});

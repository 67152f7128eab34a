import { PASSWORDS_DO_NOT_MATCH } from "@hirelens/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { ResetPasswordForm } from "./reset-password-form";

function renderReset() {
  const onReset = vi.fn();
  render(
    <MemoryRouter>
      <ResetPasswordForm token="tok-1" onReset={onReset} />
    </MemoryRouter>,
  );
  return onReset;
}

const newPassword = () => screen.getByLabelText(/^New password/, { selector: "input" });
const confirmPassword = () => screen.getByLabelText(/^Confirm new password/, { selector: "input" });

describe("ResetPasswordForm", () => {
  it("refuses a confirmation that differs, on the confirm field, and sends nothing", async () => {
    const calls = stubServer({});
    const u = userEvent.setup();
    renderReset();
    await u.type(newPassword(), "Harbour-Lights-42");
    await u.type(confirmPassword(), "Harbour-Lights-43");
    await u.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(confirmPassword()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("sends the token and the new password once both fields agree", async () => {
    const calls = stubServer({
      "POST /auth/reset-password": () => ({ status: 200, body: { data: { message: "ok" } } }),
    });
    const u = userEvent.setup();
    const onReset = renderReset();
    await u.type(newPassword(), "Harbour-Lights-42");
    await u.type(confirmPassword(), "Harbour-Lights-42");
    await u.click(screen.getByRole("button", { name: "Reset password" }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        key: "POST /auth/reset-password",
        body: { token: "tok-1", password: "Harbour-Lights-42" },
      },
    ]);
  });
});

import { PASSWORDS_DO_NOT_MATCH } from "@hirelens/contracts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { ChangePasswordCard } from "./change-password-card";

const field = (label: RegExp) => screen.getByLabelText(label, { selector: "input" });

describe("ChangePasswordCard", () => {
  it("names every bad field at once, focuses the first, and sends nothing", async () => {
    const calls = stubServer({});
    const u = userEvent.setup();
    render(
      <ChangePasswordCard
        email="ada@example.com"
        name="Ada"
        hasPassword
        onSessionRotated={vi.fn()}
      />,
    );
    await u.type(field(/^New password/), "Harbour-Lights-42");
    await u.type(field(/^Confirm new password/), "Harbour-Lights-43");
    await u.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Current password is required")).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(field(/^Current password/)).toHaveFocus();
    expect(calls).toEqual([]);
  });
});

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { DataCard } from "./data-card";

async function openDialog(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole("button", { name: "Delete account" }));
  return within(await screen.findByRole("form", { name: "Delete your account" }));
}

describe("DataCard's delete-account dialog", () => {
  it("asks for the password and the typed DELETE at once, and sends nothing", async () => {
    const calls = stubServer({});
    const u = userEvent.setup();
    render(<DataCard hasPassword onAccountDeleted={vi.fn()} />);
    const dialog = await openDialog(u);
    await u.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect(await dialog.findByText("Password is required")).toBeInTheDocument();
    expect(dialog.getByText('Type "DELETE" to confirm')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("sends the password with the confirmation once both are given", async () => {
    const calls = stubServer({
      "DELETE /user": () => ({ status: 200, body: { data: { message: "Account deleted" } } }),
    });
    const onAccountDeleted = vi.fn();
    const u = userEvent.setup();
    render(<DataCard hasPassword onAccountDeleted={onAccountDeleted} />);
    const dialog = await openDialog(u);
    await u.type(dialog.getByLabelText(/^Your password/, { selector: "input" }), "Secret-123");
    await u.type(dialog.getByRole("textbox", { name: /to confirm/ }), "DELETE");
    await u.click(dialog.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      { key: "DELETE /user", body: { password: "Secret-123", confirm: "DELETE" } },
    ]);
  });
});

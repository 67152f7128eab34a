import type { AdminUser } from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { GrantModal } from "./users-tab";

const ada: AdminUser = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  role: "user",
  plan: "free",
  isTrial: false,
  credits: 4,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function renderGrant(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GrantModal user={ada} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe("admin grant dialog", () => {
  it("refuses a bad amount and a short reason with the contract's messages, focusing the amount", async () => {
    const calls = stubServer({});
    const user = userEvent.setup();
    const onClose = renderGrant();
    const credits = screen.getByRole("spinbutton", { name: "Credits" });
    expect(credits).toHaveValue(10);
    await user.clear(credits);
    await user.type(credits, "0");
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "ok");
    await user.click(screen.getByRole("button", { name: "Grant credits" }));
    expect(
      await screen.findByText("Enter a whole number of credits, 1 or more"),
    ).toBeInTheDocument();
    expect(screen.getByText("Please give a reason of at least 3 characters")).toBeInTheDocument();
    expect(credits).toHaveFocus();
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the amount as a number and the trimmed reason, then closes", async () => {
    const calls = stubServer({
      "POST /credits/add": () => ({
        status: 200,
        body: {
          data: { balance: 19, added: 15, redirectUrl: null, message: "Granted 15 credits." },
        },
      }),
    });
    const user = userEvent.setup();
    const onClose = renderGrant();
    const credits = screen.getByRole("spinbutton", { name: "Credits" });
    await user.clear(credits);
    await user.type(credits, "15");
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "  Apology for the outage ");
    await user.click(screen.getByRole("button", { name: "Grant credits" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        key: "POST /credits/add",
        body: { kind: "grant", userId: "u1", amount: 15, reason: "Apology for the outage" },
      },
    ]);
  });

  it("shows the server's refusal and stays open", async () => {
    stubServer({
      "POST /credits/add": () => ({
        status: 404,
        body: { status: 404, code: "NOT_FOUND", message: "Resource not found" },
      }),
    });
    const user = userEvent.setup();
    const onClose = renderGrant();
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "Goodwill");
    await user.click(screen.getByRole("button", { name: "Grant credits" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Resource not found");
    expect(onClose).not.toHaveBeenCalled();
  });
});

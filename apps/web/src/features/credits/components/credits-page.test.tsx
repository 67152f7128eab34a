import { CREDITS_MESSAGES, STORAGE_KEYS } from "@hirelens/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCreditsStore } from "../stores/credits-store";
import { CreditsPage } from "./credits-page";

function renderPage() {
  return render(
    <MemoryRouter>
      <CreditsPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  useCreditsStore.getState().reset();
  vi.unstubAllGlobals();
});

describe("CreditsPage", () => {
  it("without a stored token it asks to log in again and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(CREDITS_MESSAGES.missingToken);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the balance and the ledger, newest first", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "t");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const body = String(input).includes("/transactions")
          ? {
              data: [
                {
                  id: "2",
                  amount: -3,
                  kind: "charge",
                  reason: "Analysis of 3 resumes",
                  batchId: null,
                  balanceAfter: 7,
                  createdAt: "2026-11-21T10:00:00Z",
                },
                {
                  id: "1",
                  amount: 10,
                  kind: "grant",
                  reason: "Welcome credits",
                  batchId: null,
                  balanceAfter: 10,
                  createdAt: "2026-11-20T10:00:00Z",
                },
              ],
              meta: { page: 1, pageSize: 100, total: 2, totalPages: 1 },
            }
          : {
              data: {
                availableCredits: 7,
                usedCredits: 3,
                plan: "free",
                monthlyAllowance: 10,
                isUnlimited: false,
                resetsAt: "2026-12-20T00:00:00Z",
              },
            };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    renderPage();
    expect(await screen.findByTestId("available-credits")).toHaveTextContent("7");
    expect(screen.getByText(/3 used this month of 10 included/)).toBeInTheDocument();
    const rows = await screen.findAllByTestId("credit-transaction");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("-3"),
      expect.stringContaining("+10"),
    ]);
  });

  it("a 401 shows 'Session expired. Please login again.'", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "expired");
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 401, code: "UNAUTHORIZED", message: "x" }), {
            status: 401,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    // The API client's 401 handling moves to /login; here it must not reload jsdom.
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, pathname: "/credits" });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Session expired. Please login again.",
    );
  });
});

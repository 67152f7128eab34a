import type { RetentionSettings } from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { RetentionCard } from "./retention-card";

const settings = (over: Partial<RetentionSettings> = {}): RetentionSettings => ({
  retentionDays: 365,
  isDefault: true,
  options: [90, 180, 365, 730],
  isCustomAllowed: false,
  minDays: 30,
  maxDays: 3650,
  heldBatches: [],
  ...over,
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RetentionCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("RetentionCard", () => {
  it("offers the standard periods and saves the one chosen", async () => {
    const calls = stubServer({
      "GET /retention/settings": () => ({ status: 200, body: { data: settings() } }),
      "PUT /retention/settings": (body) => ({
        status: 200,
        body: { data: settings({ ...(body as object), isDefault: false }) },
      }),
    });
    const u = userEvent.setup();
    renderCard();
    const period = await screen.findByRole("combobox", { name: "Keep data for" });
    expect(
      within(period)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["90 days", "180 days", "1 year", "2 years"]);
    expect(screen.getByText(/No analysis is on legal hold/)).toBeInTheDocument();
    await u.selectOptions(period, "180");
    await u.click(screen.getByRole("button", { name: "Save period" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        key: "PUT /retention/settings",
        body: { retentionDays: 180 },
      }),
    );
  });

  it("on Enterprise takes any number of days and names the batches on hold", async () => {
    const calls = stubServer({
      "GET /retention/settings": () => ({
        status: 200,
        body: {
          data: settings({
            isCustomAllowed: true,
            heldBatches: [
              {
                id: "00000000-0000-4000-8000-000000000001",
                name: "Backend round",
                legalHoldAt: "2026-11-20T10:00:00.000Z",
              },
            ],
          }),
        },
      }),
    });
    const u = userEvent.setup();
    renderCard();
    const days = await screen.findByRole("spinbutton", { name: /Keep data for/ });
    expect(screen.getByText("Backend round")).toBeInTheDocument();
    await u.clear(days);
    await u.type(days, "7");
    await u.click(screen.getByRole("button", { name: "Save period" }));
    expect(
      await screen.findByText("Choose a period between 30 and 3650 days."),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.key.startsWith("PUT"))).toEqual([]);
  });
});

import type { ApiKey } from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { ApiKeysCard } from "./api-keys-card";

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: "0b6f7c1e-2f7a-4c59-9d0e-1b2c3d4e5f60",
  name: "ATS sync",
  prefix: "hl_AbCdEf",
  scopes: ["jobs:read", "analyses:read"],
  createdAt: "2026-11-23T10:00:00.000Z",
  createdByName: "Kim",
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ApiKeysCard workspaceId="ws-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ApiKeysCard", () => {
  it("starts empty, creates a key with the chosen scopes and shows its secret once", async () => {
    const secret = `hl_${"s".repeat(43)}`;
    let keys: ApiKey[] = [];
    const calls = stubServer({
      "GET /api-keys": () => ({ status: 200, body: { data: keys } }),
      "POST /api-keys": (body) => {
        keys = [key({ name: (body as { name: string }).name })];
        return { status: 201, body: { data: { key: keys[0], secret } } };
      },
    });
    const u = userEvent.setup();
    renderCard();
    expect(await screen.findByText("No API keys yet")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Create key" }));
    await u.type(screen.getByRole("textbox", { name: /Name/ }), "ATS sync");
    await u.click(screen.getByRole("checkbox", { name: /jobs:write/ }));
    await u.click(screen.getAllByRole("button", { name: "Create key" }).at(-1) as HTMLElement);
    expect(await screen.findByDisplayValue(secret)).toBeInTheDocument();
    expect(screen.getByText(/it is not shown again/)).toBeInTheDocument();
    const created = calls.find((call) => call.key === "POST /api-keys")?.body as {
      name: string;
      scopes: string[];
    };
    expect(created.name).toBe("ATS sync");
    expect([...created.scopes].sort()).toEqual(["analyses:read", "jobs:read", "jobs:write"]);
    await u.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument());
    expect(await screen.findByRole("list", { name: "API keys" })).toHaveTextContent("ATS sync");
  }, 30_000);

  it("asks before revoking a key", async () => {
    const calls = stubServer({
      "GET /api-keys": () => ({ status: 200, body: { data: [key()] } }),
      "DELETE /api-keys/0b6f7c1e-2f7a-4c59-9d0e-1b2c3d4e5f60": () => ({
        status: 200,
        body: { data: null },
      }),
    });
    const u = userEvent.setup();
    renderCard();
    await u.click(await screen.findByRole("button", { name: "Revoke ATS sync" }));
    expect(screen.getByText(/stops working at once/)).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Revoke key" }));
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(
        "DELETE /api-keys/0b6f7c1e-2f7a-4c59-9d0e-1b2c3d4e5f60",
      ),
    );
  }, 30_000);
});

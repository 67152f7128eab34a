import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Pagination } from "@/components/ui/pagination";
import { createFakeFetch } from "@/test/fake-fetch";
import { createApiClient } from "./api-client";
import { fetchPage, pageFromCounts, pageSearch } from "./paginated-list";

const meta = { page: 2, pageSize: 2, total: 5, totalPages: 3 };

describe("fetchPage", () => {
  it("keeps the server's meta beside the parsed items and sends the page query", async () => {
    const fake = createFakeFetch({ status: 200, body: { data: [{ id: "a" }, { id: "b" }], meta } });
    const client = createApiClient({ baseUrl: "/api", fetch: fake.fetch, onError: vi.fn() });
    const page = await fetchPage(
      client,
      "/job-descriptions",
      { q: " nurse ", page: 2, pageSize: 2 },
      z.object({ id: z.string() }),
    );
    expect(page).toEqual({ items: [{ id: "a" }, { id: "b" }], meta });
    expect(fake.calls[0]?.url).toBe("/api/job-descriptions?page=2&pageSize=2&q=nurse");
  });

  it("refuses a list without meta rather than guessing the totals", async () => {
    const fake = createFakeFetch({ status: 200, body: { data: [] } });
    const client = createApiClient({ baseUrl: "/api", fetch: fake.fetch, onError: vi.fn() });
    await expect(fetchPage(client, "/x", {}, z.object({}))).rejects.toThrow();
  });
});

describe("page helpers", () => {
  it("leaves empty filters out of the query", () => {
    expect(pageSearch({ q: "  ", status: "" })).toBe("page=1&pageSize=20");
  });

  it("reads the admin lists' counts as the same page meta", () => {
    expect(pageFromCounts({ items: [1], total: 41, page: 3, pageSize: 20 }).meta).toEqual({
      page: 3,
      pageSize: 20,
      total: 41,
      totalPages: 3,
    });
  });
});

describe("Pagination", () => {
  it("shows the totals and moves one page at a time within them", async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pagination meta={meta} onPage={onPage} />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent(
      "5 results · page 2 of 3",
    );
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);

    rerender(<Pagination meta={{ ...meta, page: 3 }} onPage={onPage} />);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
  });
});

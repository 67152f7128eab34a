import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ListState } from "./list-toolbar";

const base = { isPending: false, isError: false, refetch: () => undefined };

describe("ListState", () => {
  it("says the list is empty, not that a search found nothing, when nothing is filtered", () => {
    render(
      <ListState
        list={{ ...base, data: { items: [] } }}
        isFiltered={false}
        emptyText="Nobody has joined the waitlist yet."
        noMatchText="Nobody matches this search."
      />,
    );
    expect(screen.getByText("Nobody has joined the waitlist yet.")).toBeInTheDocument();
    expect(screen.queryByText("Nobody matches this search.")).not.toBeInTheDocument();
  });

  it("says nothing matches once a search is typed", () => {
    render(
      <ListState
        list={{ ...base, data: { items: [] } }}
        isFiltered
        emptyText="No mail yet."
        noMatchText="No mail matches this search."
      />,
    );
    expect(screen.getByText("No mail matches this search.")).toBeInTheDocument();
  });

  it("shows a loading status, then nothing once rows exist", () => {
    const { rerender } = render(
      <ListState
        list={{ ...base, isPending: true }}
        isFiltered={false}
        emptyText="No users yet."
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    rerender(
      <ListState list={{ ...base, data: { items: [1] } }} isFiltered={false} emptyText="x" />,
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByText("x")).not.toBeInTheDocument();
  });

  it("offers a retry when the list fails to load", async () => {
    const refetch = vi.fn();
    render(
      <ListState list={{ ...base, isError: true, refetch }} isFiltered={false} emptyText="x" />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("This list could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

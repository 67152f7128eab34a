import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notifications } from "./notifications";
import { notify, useNotifications } from "./notifications-store";

const store = () => useNotifications.getState();

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => store().clearNotifications());
  vi.useRealTimers();
});

describe("notifications store", () => {
  it("adds with a generated id and the default duration of 5000 ms", () => {
    const first = store().addNotification({ type: "info", message: "Hello" });
    const second = store().addNotification({ type: "success", message: "Saved" });
    expect(first).not.toBe(second);
    expect(store().notifications).toEqual([
      { id: first, type: "info", message: "Hello", duration: 5000 },
      { id: second, type: "success", message: "Saved", duration: 5000 },
    ]);
  });

  it("auto-dismisses after the default 5000 ms, not before", () => {
    store().addNotification({ type: "info", message: "Hello" });
    vi.advanceTimersByTime(4999);
    expect(store().notifications).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store().notifications).toHaveLength(0);
  });

  it("honours each toast's own duration", () => {
    store().addNotification({ type: "warning", message: "short", duration: 1000 });
    store().addNotification({ type: "error", message: "long", duration: 8000 });
    vi.advanceTimersByTime(1000);
    expect(store().notifications.map((n) => n.message)).toEqual(["long"]);
    vi.advanceTimersByTime(7000);
    expect(store().notifications).toEqual([]);
  });

  it("removes one by id and clears all", () => {
    const a = store().addNotification({ type: "info", message: "a" });
    store().addNotification({ type: "info", message: "b" });
    store().addNotification({ type: "info", message: "c" });
    store().removeNotification(a);
    expect(store().notifications.map((n) => n.message)).toEqual(["b", "c"]);
    store().clearNotifications();
    expect(store().notifications).toEqual([]);
  });

  it("has a helper per type", () => {
    notify.success("s");
    notify.error("e");
    notify.warning("w");
    notify.info("i");
    expect(store().notifications.map((n) => n.type)).toEqual([
      "success",
      "error",
      "warning",
      "info",
    ]);
  });
});

describe("<Notifications />", () => {
  it("shows errors and warnings as alerts, the others as status messages", () => {
    render(<Notifications />);
    act(() => {
      notify.error("Server error. Please try again later.");
      notify.warning("Careful");
      notify.success("Saved");
      notify.info("FYI");
    });
    expect(screen.getAllByRole("alert").map((el) => el.textContent)).toEqual([
      "Server error. Please try again later.",
      "Careful",
    ]);
    expect(screen.getAllByRole("status").map((el) => el.textContent)).toEqual(["Saved", "FYI"]);
    expect(screen.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
  });

  it("closes a toast with its close button", () => {
    render(<Notifications />);
    act(() => {
      notify.info("first");
      notify.info("second");
    });
    const [closeFirst] = screen.getAllByRole("button", { name: "Close notification" });
    fireEvent.click(closeFirst!);
    expect(screen.queryByText("first")).not.toBeInTheDocument();
    expect(screen.getByText("second")).toBeInTheDocument();
  });

  it("disappears on its own after its duration", () => {
    render(<Notifications />);
    act(() => {
      notify.success("Saved", { duration: 2000 });
    });
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });
});

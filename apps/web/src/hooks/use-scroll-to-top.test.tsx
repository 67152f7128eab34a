import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SCROLL_CONTAINER_ATTRIBUTE, useScrollToTop } from "./use-scroll-to-top";

function Layout() {
  useScrollToTop();
  return (
    <main {...{ [SCROLL_CONTAINER_ATTRIBUTE]: "" }}>
      <Outlet />
    </main>
  );
}

describe("useScrollToTop", () => {
  it("scrolls the window and the main container smoothly to the top on every path change, not on hash changes", async () => {
    const windowScroll = vi.fn();
    const containerScroll = vi.fn();
    window.scrollTo = windowScroll as typeof window.scrollTo;
    Element.prototype.scrollTo = containerScroll as typeof Element.prototype.scrollTo;
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: <Layout />,
          children: [
            { index: true, element: <p>home</p> },
            { path: "a", element: <p>a</p> },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    windowScroll.mockClear();
    containerScroll.mockClear();

    await act(() => router.navigate("/a"));
    expect(windowScroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "smooth" });
    expect(containerScroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "smooth" });

    windowScroll.mockClear();
    await act(() => router.navigate("/a#section"));
    expect(windowScroll).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";
import { createRoutes } from "./router";

function renderAt(siteMode: "app" | "waitlist", entries: string[]) {
  const router = createMemoryRouter(
    // The landing page is heavy and covered elsewhere; a marker keeps this test about routing.
    createRoutes(siteMode).map((root): RouteObject => {
      const children = root.children?.map(
        (child): RouteObject => (child.index ? { index: true, element: <h1>Landing</h1> } : child),
      );
      return { ...root, index: false, children };
    }),
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("routes", () => {
  it("has a constant for every route of spec §2", () => {
    expect(Object.values(paths)).toEqual(
      expect.arrayContaining([
        "/",
        "/pricing",
        "/features",
        "/tools-listing",
        "/resume-matcher",
        "/privacy-policy",
        "/terms-of-service",
        "/login",
        "/register",
        "/forgot-password",
        "/email-verification",
        "/verify-email",
        "/email-verification-status",
        "/dashboard",
        "/resume-analyzer",
        "/resume-history",
        "/profile",
        "/settings",
        "/billing",
        "/support",
        "/credits",
        "/tools",
        "/tools/job-description-creator",
        "/job-descriptions",
        "/onboarding",
        "/auth/callback",
        "/reset-password",
        "/admin",
        "*",
      ]),
    );
  });

  it("serves the app routes in app mode", async () => {
    renderAt("app", [paths.login]);
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
  });

  it("shows the not-found page for app routes in waitlist mode", async () => {
    renderAt("waitlist", [paths.login]);
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("404")).toBeInTheDocument();
  });

  it("not-found: 'Go Home' goes to / and 'Go Back' one step back", async () => {
    const user = userEvent.setup();
    const router = renderAt("app", [paths.pricing, "/no-such-page"]);
    await user.click(await screen.findByRole("button", { name: "Go Back" }));
    expect(await screen.findByRole("heading", { name: "Pricing" })).toBeInTheDocument();
    await act(() => router.navigate("/still-nothing"));
    await user.click(await screen.findByRole("button", { name: "Go Home" }));
    expect(await screen.findByRole("heading", { name: "Landing" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});

import type { User } from "@hirelens/contracts";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../stores/auth-store";
import { ProtectedRoute, redirectTarget } from "./protected-route";

const user: User = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  isVerified: true,
  googleSignIn: false,
  profileImage: null,
  role: "user",
  onboardingCompleted: true,
  mfaEnabled: false,
  plan: "free",
};

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {redirectTarget(location.state)}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginProbe /> },
      { path: "/onboarding", element: <p>onboarding page</p> },
      {
        path: "/settings",
        element: (
          <ProtectedRoute>
            <p>settings page</p>
          </ProtectedRoute>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("ProtectedRoute", () => {
  beforeEach(() =>
    authStore.setState({ user: null, isAuthenticated: false, isLoading: true, error: null }),
  );

  it("shows a loading state while the session is read", () => {
    renderAt("/settings");
    expect(screen.getByRole("status")).toHaveTextContent("Loading your workspace");
    expect(screen.queryByText("settings page")).not.toBeInTheDocument();
  });

  it("sends a visitor to /login, remembering the page they asked for", async () => {
    authStore.setState({ isLoading: false });
    const router = renderAt("/settings?tab=security");
    expect(await screen.findByText("login page, from /settings?tab=security")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("sends a user who has not finished onboarding to /onboarding", async () => {
    authStore.setState({
      isLoading: false,
      isAuthenticated: true,
      user: { ...user, onboardingCompleted: false },
    });
    renderAt("/settings");
    expect(await screen.findByText("onboarding page")).toBeInTheDocument();
  });

  it("shows the page to a signed-in, onboarded user", () => {
    authStore.setState({ isLoading: false, isAuthenticated: true, user });
    renderAt("/settings");
    expect(screen.getByText("settings page")).toBeInTheDocument();
  });

  it("only returns to same-site pages after sign-in", () => {
    expect(redirectTarget({ from: "/profile" })).toBe("/profile");
    expect(redirectTarget({ from: "//evil.example" })).toBe("/dashboard");
    expect(redirectTarget({ from: "https://evil.example" })).toBe("/dashboard");
    expect(redirectTarget(null)).toBe("/dashboard");
  });
});

import type { PublicConfig } from "@hirelens/contracts";
import { lazy } from "react";
import { type RouteObject, useRoutes } from "react-router";
import LandingPage from "./routes/landing";
import { RootLayout } from "./routes/root-layout";

/** Every other route, with the chunk list behind it: fetched when a visit leaves "/". */
const LazyRoutes = lazy(() => import("./lazy-routes"));

/**
 * The entry holds only the front door (decision 159): the landing page renders without a second
 * round trip, and everything else (lazy-routes.tsx) loads on the first visit to another path.
 */
export function createRoutes(siteMode: PublicConfig["siteMode"]): RouteObject[] {
  return [
    {
      path: "/",
      element: <RootLayout />,
      children: [
        { index: true, element: <LandingPage /> },
        { path: "*", element: <LazyRoutes siteMode={siteMode} /> },
      ],
    },
  ];
}

/** The routes of the address bar (declarative React Router, decision 159). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

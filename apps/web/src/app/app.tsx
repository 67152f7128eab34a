import type { PublicConfig } from "@hirelens/contracts";
import { useLayoutEffect, useState } from "react";
import { BrowserRouter, useNavigate } from "react-router";
import { setApiNavigator } from "@/lib/api-navigator";
import { AppProvider } from "./provider";
import { AppRoutes, createRoutes } from "./router";

/** Lets the API client move to /login on a 401 without a full reload. */
function ApiNavigator() {
  const navigate = useNavigate();
  // A layout effect: set before any screen's effect can send a request.
  useLayoutEffect(() => {
    setApiNavigator((path) => void navigate(path));
  }, [navigate]);
  return null;
}

export function App({ config }: { config: PublicConfig }) {
  const [routes] = useState(() => createRoutes(config.siteMode));
  return (
    <AppProvider config={config}>
      <BrowserRouter>
        <ApiNavigator />
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProvider>
  );
}

import type { PublicConfig } from "@hirelens/contracts";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { setApiNavigator } from "@/lib/api-client";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

export function App({ config }: { config: PublicConfig }) {
  const [router] = useState(() => {
    const created = createAppRouter(config.siteMode);
    setApiNavigator((path) => void created.navigate(path));
    return created;
  });
  return (
    <AppProvider config={config}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

import type { PublicConfig } from "@hirelens/contracts";
import type { ReactNode } from "react";
import { RuntimeConfigProvider } from "@/config/runtime-config";

/**
 * What every screen reads. The query client is provided by the routes that fetch
 * (routes/query-root.tsx), so the landing page loads without it (decision 159).
 */
export function AppProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <RuntimeConfigProvider config={config}>{children}</RuntimeConfigProvider>;
}

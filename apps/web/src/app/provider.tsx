import type { PublicConfig } from "@hirelens/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { RuntimeConfigProvider } from "@/config/runtime-config";
import { createQueryClient } from "@/lib/query-client";

export function AppProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

import type { PublicConfig } from "@hirelens/contracts";
import { createContext, type ReactNode, useContext } from "react";
import { DEFAULT_PUBLIC_CONFIG } from "./env";

const RuntimeConfigContext = createContext<PublicConfig>(DEFAULT_PUBLIC_CONFIG);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: PublicConfig;
  children: ReactNode;
}) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

/** The server's public config (site mode, demo video, contact and social links). */
export function useRuntimeConfig(): PublicConfig {
  return useContext(RuntimeConfigContext);
}

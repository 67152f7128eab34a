import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Each workspace has its own vitest.config.ts; Playwright journeys (e2e/) are not vitest's.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that ran one test
    // file at a time. The server's files wait on databases, sockets, child processes and worker
    // threads as much as on a core; two at a time took the PGlite step from 1,252 s to 984 s
    // (decision 203).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

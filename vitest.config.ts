import { defineConfig } from "vitest/config";

// Each workspace has its own vitest.config.ts; Playwright journeys (e2e/) are not vitest's.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
  },
});

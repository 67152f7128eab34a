import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? "server:postgres" : "server:pglite",
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["test/helpers/fail-on-console-error.ts"],
  },
});

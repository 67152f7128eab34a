import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? "server:postgres" : "server:pglite",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Generous: a test that waits on the worker pool must not fail because CI's 2 cores are busy
    // (at load 28, parses queued behind others passed 30 s); a hung test still fails.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // One retry in CI, as for the journeys: a 2-core machine running the whole suite can miss a
    // deadline. A test that fails twice is a failure; one that passes on its retry is named as
    // flaky in the last lines of `npm test`.
    retry: process.env.CI ? 1 : 0,
    setupFiles: ["test/helpers/fail-on-console-error.ts"],
    // One module graph per worker, not per file: each file re-imported the whole server (Fastify,
    // better-auth, pg-boss, Drizzle, the engine), 4-5 s a file. Every file builds its own app on
    // its own database copy, so no state rides on the module cache (decision 204).
    isolate: false,
    // Migrates one database per run; each test file's database is a copy of it (decision 200).
    globalSetup: ["test/helpers/template-database.ts"],
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "engine",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Reader tests parse real PDFs and fuzz them; a cold pdf.js load takes a moment, and CI's busy
    // 2 cores make a 9 s hostile-file test several times slower. Safety limits, not timings.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ["test/fixtures/fail-on-console-error.ts"],
    // The taxonomy, occupations and pdf.js load once per worker, not once per file (decision 204).
    isolate: false,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "engine",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Reader tests parse real PDFs and fuzz them; a cold pdf.js load takes a moment.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ["test/fixtures/fail-on-console-error.ts"],
  },
});

import { afterEach, vi } from "vitest";

// An unexpected console.error is a bug: fail the test that caused it (STYLE.md habit 9).
const consoleError = vi.spyOn(console, "error");
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.join(" ")).join("\n")}`);
  }
});

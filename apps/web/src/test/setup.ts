import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Lazy routes load through dynamic imports; give them time on a busy CI machine.
configure({ asyncUtilTimeout: 15_000 });

// A test fails on an unexpected console.error (STYLE.md habit 9): React warnings, act() misuse,
// jsdom "not implemented" all surface there.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // jsdom has no layout or scrolling.
  window.scrollTo = () => {};
  Element.prototype.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});

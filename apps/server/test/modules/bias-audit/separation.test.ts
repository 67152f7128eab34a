/**
 * Demographic categories never reach the scoring (issue 13, decision 176): no file of the engine's
 * reading and scoring, of the analysis module, of the worker processes or of the jobs refers to
 * the category table or to the bias-audit module. Read from the source, so a new import fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../../../..");
const FORBIDDEN =
  /audit_categories|auditCategories|bias-audit\.(?:repository|service|routes)|modules\/bias-audit|fairness\/bias-audit/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

const SCORING = [
  "packages/engine/src",
  "apps/server/src/modules/analysis",
  "apps/server/src/workers",
  "apps/server/src/jobs",
];

describe("the scoring never sees demographic categories", () => {
  it("no scoring, analysis, worker or job file refers to the categories or the audit module", () => {
    const files = SCORING.flatMap((dir) => sourceFiles(join(root, dir))).filter(
      // The engine's audit arithmetic itself lives there and is imported by nothing that scores.
      (file) => !file.includes(join("packages", "engine", "src", "fairness")),
    );
    expect(files.length).toBeGreaterThan(50);
    const offending = files
      .filter((file) => FORBIDDEN.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(offending).toEqual([]);
  });

  it("the pattern finds the one reader of the table (the check can fail)", () => {
    const reader = readFileSync(
      join(root, "apps/server/src/modules/bias-audit/bias-audit.repository.ts"),
      "utf8",
    );
    expect(FORBIDDEN.test(reader)).toBe(true);
    const service = readFileSync(
      join(root, "apps/server/src/modules/bias-audit/bias-audit.service.ts"),
      "utf8",
    );
    expect(FORBIDDEN.test(service)).toBe(true);
  });
});

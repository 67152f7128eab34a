/** Where the public benchmark data lives, and the engine entry points the benchmarks drive. */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseResume } from "../src/parse-resume.ts";
import { structureResume } from "../src/structure/structure-resume.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
/** ../shared/data as seen from the repository root. */
export const DATA_DIR = path.resolve(here, "../../../../shared/data");

export function dataAvailable(sub = ""): boolean {
  const p = path.join(DATA_DIR, sub);
  if (existsSync(p)) return true;
  console.log(
    `  (skipped: ${path.relative(process.cwd(), p) || p} is absent — the public benchmark data is not on this machine)`,
  );
  return false;
}

/** The reader + structurer half of the engine. */
export function resumeApi() {
  return { parseResume, structureResume };
}

export const median = (xs: number[]) => quantile(xs, 0.5);
export function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i]!;
}
export const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "n/a");

/** Deterministic PRNG (mulberry32) so pools are the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

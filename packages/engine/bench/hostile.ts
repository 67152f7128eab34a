/**
 * Hostile files (issue 15): each in a fresh process, read + structured + scored, killed past a
 * hard limit. Prints outcome, time and peak memory per file beside the normal sample résumés.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HOSTILE_FILES } from "./hostile-cases.ts";
import { fmt } from "./shared.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const LIMIT_MS = Number(process.env.HOSTILE_LIMIT_MS ?? 60_000);

interface HostileResult {
  kb: number;
  outcome: string;
  ms: number;
  rssBeforeMb: number;
  peakRssMb: number;
  peakHeapMb: number;
}

function runOne(name: string): Promise<HostileResult | string> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--expose-gc", "--import", "tsx", path.join(here, "hostile-one.ts"), name],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d;
    });
    child.stderr.on("data", (d: Buffer) => {
      err += d;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), LIMIT_MS);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (signal === "SIGKILL") return resolve(`killed after ${LIMIT_MS / 1000} s`);
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "") as HostileResult);
      } catch {
        resolve(`exit ${code}: ${err.trim().split("\n").at(-1)?.slice(0, 160) ?? ""}`);
      }
    });
  });
}

export async function runHostile(only?: string): Promise<void> {
  console.log(`\n## Hostile files (fresh process each, killed after ${LIMIT_MS / 1000} s)`);
  console.log(
    "  | file | size KB | outcome | read + structure + score ms | RSS before MB | peak RSS MB | peak heap MB |",
  );
  console.log("  |---|---|---|---|---|---|---|");
  for (const name of Object.keys(HOSTILE_FILES)) {
    if (only && !name.includes(only)) continue;
    const r = await runOne(name);
    if (typeof r === "string") console.log(`  | ${name} | | ${r} | | | | |`);
    else
      console.log(
        `  | ${name} | ${r.kb} | ${r.outcome} | ${fmt(r.ms, 0)} | ${fmt(r.rssBeforeMb, 0)} | ${fmt(r.peakRssMb, 0)} | ${fmt(r.peakHeapMb, 0)} |`,
      );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runHostile(process.argv[2]);

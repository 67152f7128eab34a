/**
 * Kinds of work outside real-dev (decision 234): for each kind, a posting pasted the way job boards
 * give it (one run-on line) and three written resumes: one that fits, a near one that lacks a
 * named hard requirement (notes.txt says which), and one from an unrelated occupation. Counts the
 * kinds ranked fit > near > other, the fits in the Strong band and the near ones still Strong.
 * Needs no ../shared data. `--kinds` runs it alone; `--kinds -v` prints a row per kind.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseJob } from "../src/jd/parse-job.ts";
import { readTextDocument } from "../src/read/read-text.ts";
import { fitBand } from "../src/score/bands.ts";
import { scoreResume } from "../src/score/score-resume.ts";
import { structureResume } from "../src/structure/structure-resume.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(here, "kinds");
const ROLES = ["fit", "near", "other"] as const;

export interface KindsResult {
  kinds: number;
  ordered: number;
  fitStrong: number;
  nearStrong: number;
}

/** Every kind's directory, as "set/kind", in a stable order. */
function kindDirs(): string[] {
  if (!existsSync(ROOT)) return [];
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((set) =>
      readdirSync(path.join(ROOT, set.name), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${set.name}/${d.name}`)
        // A kind still being written (or missing a file) is left out, not half-read.
        .filter((kind) =>
          ["job", ...ROLES].every((f) => existsSync(path.join(ROOT, kind, `${f}.txt`))),
        ),
    )
    .sort();
}

export function runKinds(options: { verbose?: boolean } = {}): KindsResult {
  console.log(
    "\n## Kinds of work outside real-dev: a fitting, a near and an unrelated resume each",
  );
  const result: KindsResult = { kinds: 0, ordered: 0, fitStrong: 0, nearStrong: 0 };
  const faults: string[] = [];
  for (const kind of kindDirs()) {
    const read = (name: string) => readFileSync(path.join(ROOT, kind, `${name}.txt`), "utf8");
    const job = parseJob(read("job"));
    const [fit, near, other] = ROLES.map((role) => {
      // Read as an uploaded .txt file is: decoded, columns unwoven, cleaned up.
      const body = readTextDocument(Buffer.from(read(role)), "txt");
      if ("code" in body) throw new Error(`${kind}/${role}.txt: ${body.code}`);
      const text = body.text;
      return scoreResume({ resume: structureResume(text), text, job }).score;
    }) as [number, number, number];
    result.kinds++;
    const ordered = fit > near && near > other;
    if (ordered) result.ordered++;
    if (fitBand(fit).id === "strong") result.fitStrong++;
    if (fitBand(near).id === "strong") result.nearStrong++;
    const row = `  | ${kind} | ${[fit, near, other].map((s) => `${Math.round(s)} ${fitBand(s).label.split(" ")[0]}`).join(" | ")} |`;
    if (options.verbose) console.log(row);
    else if (!ordered || fitBand(fit).id !== "strong") faults.push(row);
  }
  console.log(
    `  ${result.kinds} kinds: ${result.ordered} ranked fit > near > other; ${result.fitStrong} fits Strong; ${result.nearStrong} near candidates Strong${faults.length ? ". Out of order or fit below Strong:" : ""}`,
  );
  for (const f of faults) console.log(f);
  return result;
}

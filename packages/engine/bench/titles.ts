/**
 * Title reading audit: the strongest occupation `occupationsOfTitle` reads for each common job title
 * of bench/gold/job-titles.tsv, against the ISCO-08 groups written beside it by hand (decision 227).
 * Needs no ../shared data; lists every title read outside its groups.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { occupationsOfTitle } from "../src/occupations/occupations.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

export interface TitleAudit {
  titles: number;
  right: number;
  none: number;
}

export function runTitles(): TitleAudit {
  console.log("\n## Title reading: common job titles against ISCO-08 groups chosen by hand");
  const rows = readFileSync(path.join(here, "gold/job-titles.tsv"), "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split("\t") as [string, string]);
  const wrong: string[] = [];
  let none = 0;
  for (const [title, groups] of rows) {
    const read = occupationsOfTitle(title);
    const top = read[0]?.code;
    if (!top) none++;
    if (top && groups.split(",").some((g) => top.startsWith(g))) continue;
    const shown = read
      .slice(0, 2)
      .map((g) => `${g.code} ${g.label}`)
      .join("; ");
    wrong.push(`  - ${title}: ${shown || "(nothing)"} (accepted: ${groups})`);
  }
  const result = { titles: rows.length, right: rows.length - wrong.length, none };
  console.log(
    `  ${result.right} of ${result.titles} titles read first as an accepted group (${((100 * result.right) / result.titles).toFixed(1)} %); ${none} read as no occupation. Read otherwise:`,
  );
  for (const w of wrong) console.log(w);
  return result;
}

/**
 * Structure audit over the real resume PDFs of ../shared/data/real-dev/resumes: how many resumes
 * get a name, a name that is really a heading or a job title, a work entry, a degree, and how many
 * work entries name a sub-heading, a tool or a phone number as the employer. No gold labels: these
 * are counts of things that are surely wrong (or surely missing), to compare before and after a
 * change. Reads the folder and skips cleanly when it is absent; never copies a file.
 *
 *   node --import tsx bench/structure-audit.ts [--text-cache DIR] [--show name|employer|title|degree]
 *
 * `--text-cache DIR` keeps each PDF's text in DIR so later runs time only the structurer.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseResume } from "../src/parse-resume.ts";
import { structureResume } from "../src/structure/structure-resume.ts";
import type { ParsedResume } from "../src/types.ts";
import { DATA_DIR, dataAvailable, fmt, median } from "./shared.ts";

/** Words that head a section or a block; a "name" made of them is not a person's name. */
const HEADING_WORD =
  /\b(?:overview|summary|profile|highlights|skills?|experience|objective|qualifications?|accomplishments|education|history|information|interests|activities|affiliations|certifications?|training|expertise|competencies|achievements|career|professional|personal|background|projects?|references|languages?|contact|details)\b/i;
/** Role words of a job title written where a name belongs ("ACCOUNTANT", "Senior Paralegal"). */
const TITLE_WORD =
  /\b(?:manager|director|engineer|developer|analyst|accountant|assistant|specialist|consultant|coordinator|paralegal|advocate|officer|supervisor|nurse|administrator|associate|representative|technician|designer|teacher|instructor|trainer|executive|clerk|agent|lead|intern|president|owner|founder|attorney|lawyer|advisor|adviser|banker|teller|pilot|mechanic|chef|cook|driver|sales|marketing|operations|customer|service|senior|junior)\b/i;
/** Employer values that are a sub-heading, a project line, a tool with a version or a phone. */
const BAD_EMPLOYER = [
  {
    kind: "sub-heading",
    re: /^(?:key\s+)?(?:responsibilit(?:y|ies)|duties|achievements?|accomplishments?|awards?(?:\s+(?:and|&)\s+recognitions?)?|recognitions?|role|roles and responsibilities|environment|highlights|tasks|job description|description|summary|profile|technologies(?: used)?|tools(?: used)?)\b/i,
  },
  { kind: "project", re: /^(?:project(?:\s*#?\s*\d+)?|domain|client|team size|duration)\b/i },
  {
    kind: "tool",
    re: /^(?:oracle|sql server|windows|java|jdk|sap|ms|microsoft|mysql|db2|weblogic|websphere|tomcat|jboss|informatica|ibm|red hat|linux|unix|\.net|python|visual studio)\b.*\b\d+(?:\.\d+)*[a-z]?\b/i,
  },
  { kind: "phone", re: /(?:\d[\s().-]*){7,}/ },
];
/** Title values that are a skill-table line ("Languages: Java, C++"). */
const BAD_TITLE = /^[\p{L} /&]{2,30}:\s*\S|(?:,\s*\S+){3,}/u;

interface Counts {
  resumes: number;
  unreadable: number;
  withName: number;
  nameIsHeading: number;
  nameIsTitle: number;
  withWork: number;
  workEntries: number;
  withDegree: number;
  degrees: number;
  badEmployer: Record<string, number>;
  badTitle: number;
  withTitle: number;
  withCurrentTitle: number;
  headlineTitle: number;
  undatedEntries: number;
}

function audit(resume: ParsedResume, c: Counts, show: string | undefined, file: string): void {
  const name = resume.basics.name;
  if (name) {
    c.withName++;
    if (HEADING_WORD.test(name)) c.nameIsHeading++;
    else if (TITLE_WORD.test(name)) c.nameIsTitle++;
    if (show === "name") console.log(`  name  ${file}: ${name}`);
  }
  if (resume.work.length) c.withWork++;
  c.workEntries += resume.work.length;
  if (resume.work.some((w) => w.position)) c.withTitle++;
  if (resume.meta.currentTitle) c.withCurrentTitle++;
  if (resume.meta.currentTitle?.from === "headline") c.headlineTitle++;
  for (const w of resume.work) {
    if (!w.startDate && !w.durationMonths) c.undatedEntries++;
    const bad = w.name ? BAD_EMPLOYER.find((b) => b.re.test(w.name!)) : undefined;
    if (bad) {
      c.badEmployer[bad.kind] = (c.badEmployer[bad.kind] ?? 0) + 1;
      if (show === "employer") console.log(`  employer(${bad.kind})  ${file}: ${w.name}`);
    }
    if (w.position && BAD_TITLE.test(w.position)) {
      c.badTitle++;
      if (show === "title") console.log(`  title  ${file}: ${w.position}`);
    }
  }
  const degrees = resume.education.filter((e) => e.studyType);
  if (degrees.length) c.withDegree++;
  c.degrees += degrees.length;
  if (show === "degree")
    for (const e of degrees) console.log(`  degree  ${file}: ${e.studyType} [${e.level ?? "?"}]`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const cacheDir = args.includes("--text-cache")
    ? args[args.indexOf("--text-cache") + 1]
    : undefined;
  const show = args.includes("--show") ? args[args.indexOf("--show") + 1] : undefined;
  console.log("## Structure audit: real resume PDFs (../shared/data/real-dev/resumes)");
  if (!dataAvailable("real-dev/resumes")) return;
  const dir = path.join(DATA_DIR, "real-dev", "resumes");
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".pdf"))
    .sort();
  const c: Counts = {
    resumes: files.length,
    unreadable: 0,
    withName: 0,
    nameIsHeading: 0,
    nameIsTitle: 0,
    withWork: 0,
    workEntries: 0,
    withDegree: 0,
    degrees: 0,
    badEmployer: {},
    badTitle: 0,
    withTitle: 0,
    withCurrentTitle: 0,
    headlineTitle: 0,
    undatedEntries: 0,
  };
  const times: number[] = [];
  const asOf = new Date("2026-01-01");
  for (const file of files) {
    const cached = cacheDir ? path.join(cacheDir, `${file}.txt`) : undefined;
    let resume: ParsedResume;
    if (cached && existsSync(cached)) {
      const text = readFileSync(cached, "utf8");
      const t = performance.now();
      resume = structureResume(text, { asOf });
      times.push(performance.now() - t);
    } else {
      const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
      const t = performance.now();
      const r = await parseResume(bytes, { asOf });
      times.push(performance.now() - t);
      if (!r.ok) {
        c.unreadable++;
        continue;
      }
      if (cached) writeFileSync(cached, r.document.text);
      resume = r.resume;
    }
    audit(resume, c, show, file);
  }
  const pct = (n: number) => `${n} (${fmt((100 * n) / c.resumes, 0)}%)`;
  console.log(`  resumes                         ${c.resumes} (${c.unreadable} unreadable)`);
  console.log(`  with a name                     ${pct(c.withName)}`);
  console.log(`    name is a heading             ${c.nameIsHeading}`);
  console.log(`    name is a job title           ${c.nameIsTitle}`);
  console.log(`  with >= 1 work entry            ${pct(c.withWork)}  (${c.workEntries} entries)`);
  console.log(`  with a titled work entry        ${pct(c.withTitle)}`);
  console.log(`  with a current title (meta)     ${pct(c.withCurrentTitle)}`);
  console.log(`    title from the headline       ${c.headlineTitle}`);
  console.log(`  entries with no dates/duration  ${c.undatedEntries}`);
  console.log(`  with >= 1 degree                ${pct(c.withDegree)}  (${c.degrees} degrees)`);
  const bad = Object.entries(c.badEmployer)
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
  console.log(`  employer is sub-heading/tool/…  ${bad || "0"}`);
  console.log(`  title is a skill-table line     ${c.badTitle}`);
  console.log(
    `  median ${cacheDir ? "parse or structure" : "parse"} ms          ${fmt(median(times), 1)}`,
  );
}

await main();

import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIT_BANDS, fitBand } from "../../src/score/bands.ts";

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bin/hirelens.mjs");
const run = promisify(execFile);

async function cli(
  args: string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      cwd,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

function pdfOf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "A4", margin: 50 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (const l of lines) doc.fontSize(11).text(l);
    doc.end();
  });
}

const JOB = `Senior Backend Engineer

Requirements
- 5+ years of experience
- Go, PostgreSQL, Kubernetes

Nice to have
- Terraform
`;

const STRONG = [
  "Alex Morgan",
  "Senior Backend Engineer",
  "alex.morgan@example.com | +1 415 555 0134",
  "",
  "Experience",
  "Senior Backend Engineer, Stripe (Jan 2018 - Present)",
  "- Built payment services in Go on Kubernetes with PostgreSQL",
  "- Managed infrastructure with Terraform",
  "",
  "Education",
  "BSc Computer Science, University of Leeds, 2017",
  "",
  "Skills",
  "Go, PostgreSQL, Kubernetes, Terraform, Docker",
];

const WEAK = [
  "Sam Rivera",
  "Barista",
  "sam.rivera@example.com",
  "",
  "Experience",
  "Barista, Blue Bottle Coffee (Mar 2022 - Present)",
  "- Prepared coffee and served customers",
  "",
  "Skills",
  "Customer service, Cash handling",
];

// Section headings only: the reader must not take one for a name.
const NAMELESS = [
  "Career Overview",
  "Backend engineer with 6 years of experience.",
  "",
  "Skill Highlights",
  "Go, PostgreSQL, Kubernetes",
];

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "hirelens-cli-"));
  writeFileSync(path.join(dir, "job.txt"), JOB);
  mkdirSync(path.join(dir, "resumes"));
  writeFileSync(path.join(dir, "resumes", "strong.pdf"), await pdfOf(STRONG));
  writeFileSync(path.join(dir, "resumes", "weak.txt"), WEAK.join("\n"));
  writeFileSync(
    path.join(dir, "resumes", "broken.pdf"),
    Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"),
  );
  writeFileSync(path.join(dir, "resumes", "notes.json"), "{}");
  writeFileSync(path.join(dir, "single.txt"), STRONG.join("\n"));
  writeFileSync(path.join(dir, "resume-17.txt"), NAMELESS.join("\n"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("hirelens CLI", () => {
  it("ranks files and directories best first, names as given, errors reported without stopping", async () => {
    const { code, stdout } = await cli(
      ["rank", "--job", "job.txt", "--json", "resumes/", "single.txt", "missing.docx"],
      dir,
    );
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as {
      job: { title?: { value: string }; skills: Array<{ name: string; level: string }> };
      results: Array<{
        file: string;
        score: number | null;
        rank: number | null;
        components?: unknown[];
        error?: { code: string; message: string };
      }>;
    };
    expect(out.job.title?.value).toBe("Senior Backend Engineer");
    expect(out.job.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Go", "PostgreSQL", "Kubernetes", "Terraform"]),
    );
    const files = out.results.map((r) => r.file);
    expect(new Set(files)).toEqual(
      new Set([
        "resumes/strong.pdf",
        "resumes/weak.txt",
        "resumes/broken.pdf",
        "single.txt",
        "missing.docx",
      ]),
    );
    const ok = out.results.filter((r) => !r.error);
    expect(ok.map((r) => r.rank)).toEqual([1, 2, 3]);
    for (let i = 1; i < ok.length; i++)
      expect(ok[i - 1]!.score!).toBeGreaterThanOrEqual(ok[i]!.score!);
    expect(ok.at(-1)!.file).toBe("resumes/weak.txt");
    for (const r of ok) expect(r.components).toHaveLength(6);
    const broken = out.results.find((r) => r.file === "resumes/broken.pdf")!;
    expect(broken).toMatchObject({ score: null, rank: null });
    expect(broken.error?.message).toBeTruthy();
    expect(out.results.find((r) => r.file === "missing.docx")!.error?.message).toMatch(
      /not found/i,
    );
  }, 60_000);

  it("prints a readable table without --json", async () => {
    const { code, stdout } = await cli(["rank", "-j", "job.txt", "resumes"], dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Job: Senior Backend Engineer/);
    expect(stdout).toMatch(/1\s+\d+\s+(Strong|Good|Possible|Unlikely) fit\s+resumes\/strong\.pdf/);
    expect(stdout).toMatch(/resumes\/broken\.pdf.*error:/);
  }, 60_000);

  it("gives every score its fit band with the band's meaning, in JSON and in the table", async () => {
    const json = await cli(["rank", "-j", "job.txt", "--json", "resumes"], dir);
    expect(json.code).toBe(0);
    const { results } = JSON.parse(json.stdout) as {
      results: Array<{
        file: string;
        score: number | null;
        band: { id: string; label: string; meaning: string } | null;
      }>;
    };
    for (const r of results) {
      if (r.score === null) {
        expect(r.band).toBeNull();
        continue;
      }
      const expected = fitBand(r.score);
      expect(r.band).toEqual({
        id: expected.id,
        label: expected.label,
        meaning: expected.meaning,
      });
    }
    const table = await cli(["rank", "-j", "job.txt", "resumes"], dir);
    for (const r of results.filter((x) => x.score !== null)) {
      const row = table.stdout.split("\n").find((line) => line.includes(r.file));
      expect(row).toContain(r.band!.label);
      // The whole-point score the band is read on, so a score always sits inside its band's range.
      expect(row).toMatch(new RegExp(`^\\d+\\s+${Math.round(r.score!)}\\s+${r.band!.label}`));
    }
    expect(table.stdout).toContain("What the bands mean:");
    for (const band of FIT_BANDS) expect(table.stdout).toContain(`${band.label} (`);
    expect(table.stdout).toContain(`${FIT_BANDS[0]!.label} (${FIT_BANDS[0]!.minScore}-100)`);
  }, 60_000);

  it("says 'Name not found' with the file name when a resume gives no name", async () => {
    const { code, stdout } = await cli(["parse", "resume-17.txt"], dir);
    expect(code).toBe(0);
    expect(stdout.split("\n")[0]).toMatch(/^Name not found \(resume-17\.txt\)/);
  }, 60_000);

  it("parses one resume to JSON Resume", async () => {
    const { code, stdout } = await cli(["parse", "single.txt", "--json"], dir);
    expect(code).toBe(0);
    const resume = JSON.parse(stdout) as {
      $schema: string;
      basics: { email?: string };
      work: unknown[];
    };
    expect(resume.$schema).toMatch(/jsonresume/);
    expect(resume.basics.email).toBe("alex.morgan@example.com");
    expect(resume.work.length).toBeGreaterThan(0);
    const bad = await cli(["parse", "resumes/broken.pdf"], dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/broken\.pdf/);
  }, 60_000);

  it("answers --help and rejects wrong usage with exit code 2", async () => {
    const help = await cli(["--help"], dir);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage:/);
    const none = await cli([], dir);
    expect(none.code).toBe(2);
    const noJob = await cli(["rank", "single.txt"], dir);
    expect(noJob.code).toBe(2);
    expect(noJob.stderr).toMatch(/--job/);
    const badWeights = await cli(
      ["rank", "--job", "job.txt", "--weights", "education=-1", "single.txt"],
      dir,
    );
    expect(badWeights.code).toBe(2);
    const unknown = await cli(["frobnicate"], dir);
    expect(unknown.code).toBe(2);
  }, 60_000);
});

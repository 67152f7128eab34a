import { EXPORT_CSV_COLUMNS } from "@hirelens/contracts";
import { FIT_BANDS, fitBand, readDocument } from "@hirelens/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breakdownLine, topEvidence } from "../../../src/modules/analysis/analysis.export.ts";
import { setPlan } from "../../helpers/plans.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  fileIdsOf,
  imageOnlyPdf,
  type ResumeSpec,
  resumePdf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "./support.ts";

interface Band {
  id: string;
  label: string;
  meaning: string;
  minScore: number;
}
interface Candidate {
  id: string;
  fileName: string;
  status: string;
  score: number | null;
  band: Band | null;
  name: string | null;
  alias: string;
  displayName: string;
}

const STRONG: ResumeSpec = {
  name: "Maria Strong",
  title: "Senior Backend Engineer",
  skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes", "AWS", "GraphQL"],
  years: 8,
};
const WEAK: ResumeSpec = {
  name: "Wendy Weak",
  title: "Graphic Designer",
  skills: ["Photoshop", "Illustrator", "Figma"],
  years: 2,
};
/** Section headings where a name would be: no name to find, and no heading may become one. */
const NAMELESS = [
  "Career Overview",
  "Backend engineer with 6 years of Node.js, TypeScript and PostgreSQL.",
  "",
  "Skill Highlights",
  "Node.js, TypeScript, PostgreSQL, Docker",
  "",
].join("\n");

let context: AnalyzerTestContext;
let owner: { token: string };
let batch: { id: string; topScore: number | null; topBand: Band | null; bands: Band[] } & {
  candidates: Candidate[];
};

const call = (method: "GET", url: string) =>
  context.client.call(method, url, { token: owner.token });
const expectedBand = (score: number) => {
  const { id, label, meaning, minScore } = fitBand(score);
  return { id, label, meaning, minScore };
};
const byFile = (candidates: Candidate[], fileName: string) =>
  candidates.find((candidate) => candidate.fileName === fileName) as Candidate;

beforeAll(async () => {
  context = await startAnalyzerApp();
  const bea = await signUp(context, "Band Bea");
  owner = bea;
  await setPlan(context.t.app, bea.id, "pro"); // PDF reports are a Pro feature (issue 10)
  const job = await createJob(context, owner.token);
  const uploaded = await upload(context, owner.token, [
    { name: "strong.pdf", bytes: await resumePdf(STRONG) },
    { name: "resume-17.txt", bytes: txt(NAMELESS) },
    { name: "weak.txt", bytes: txt(resumeText(WEAK)) },
    { name: "scan.pdf", bytes: await imageOnlyPdf() },
  ]);
  expect(uploaded.status).toBe(201);
  batch = await analyzeAndWait(context, owner.token, {
    jobDescriptionId: job.id,
    fileIds: fileIdsOf(uploaded),
  });
});
afterAll(async () => context.close());

describe("fit bands", () => {
  it("gives every scored candidate the band of its score, and none to a file that failed", () => {
    const scored = batch.candidates.filter((candidate) => candidate.status === "scored");
    expect(scored).toHaveLength(3);
    for (const candidate of scored)
      expect(candidate.band).toEqual(expectedBand(candidate.score as number));
    expect(byFile(batch.candidates, "scan.pdf").band).toBeNull();
    // The best resume for the job is not called an unlikely fit, the designer not a strong one.
    expect(byFile(batch.candidates, "strong.pdf").band?.id).not.toBe("unlikely");
    expect(byFile(batch.candidates, "weak.txt").band?.id).not.toBe("strong");
  });

  it("sends the legend, best first, and the band of the top score", async () => {
    expect(batch.bands).toEqual(FIT_BANDS.map((band) => ({ ...band })));
    expect(batch.topBand).toEqual(expectedBand(batch.topScore as number));
    const history = await call("GET", "/api/resume-analysis/batches");
    expect(history.body.data[0].topBand).toEqual(batch.topBand);
    const dashboard = await call("GET", "/api/dashboard");
    expect(dashboard.body.data.recentAnalyses[0].topBand).toEqual(batch.topBand);
    // The dashboard counts resumes per band, weakest first, in the same words.
    const perBand = (id: string) =>
      batch.candidates.filter((candidate) => candidate.band?.id === id).length;
    expect(dashboard.body.data.scoreDistribution).toEqual(
      [...FIT_BANDS].reverse().map((band) => ({ label: band.label, count: perBand(band.id) })),
    );
  });

  it("puts the band in the candidate detail", async () => {
    const strong = byFile(batch.candidates, "strong.pdf");
    const detail = await call("GET", `/api/resume-analysis/${strong.id}`);
    expect(detail.body.data.band).toEqual(expectedBand(detail.body.data.score));
  });
});

describe("a resume without a name", () => {
  it("is 'Name not found' with its file name in the table and the drawer, never a heading", async () => {
    const nameless = byFile(batch.candidates, "resume-17.txt");
    expect(nameless.status).toBe("scored");
    expect(nameless.name).toBeNull();
    expect(nameless.displayName).toBe("Name not found (resume-17.txt)");
    expect(byFile(batch.candidates, "strong.pdf").displayName).toBe("Maria Strong");
    const detail = await call("GET", `/api/resume-analysis/${nameless.id}`);
    expect(detail.body.data.displayName).toBe("Name not found (resume-17.txt)");
  });

  it("keeps the pseudonym, not the file name, in the anonymised review", async () => {
    const list = await call("GET", `/api/resume-analysis/batches/${batch.id}?anonymised=true`);
    for (const candidate of list.body.data.candidates as Candidate[]) {
      expect(candidate.displayName).toBe(candidate.alias);
      expect(candidate.displayName).toMatch(/^Candidate \d+$/);
    }
    expect(JSON.stringify(list.body.data)).not.toContain("resume-17.txt");
  });
});

describe("exports", () => {
  it("CSV: a band column and the one name label", async () => {
    const csv = await call("GET", `/api/analysis/export?batchId=${batch.id}&format=csv`);
    expect(csv.status).toBe(200);
    const [header, ...rows] = (csv.body as string).trim().split("\r\n");
    const columns = header?.split(",") ?? [];
    expect(columns).toEqual([...EXPORT_CSV_COLUMNS]);
    const cell = (row: string, column: string) => row.split(",")[columns.indexOf(column)];
    for (const candidate of batch.candidates) {
      const row = rows.find((line) => cell(line, "file") === candidate.fileName) as string;
      expect(cell(row, "band")).toBe(candidate.band?.label ?? "");
      expect(cell(row, "name")).toBe(candidate.displayName);
    }
    expect(csv.body).toContain(",Name not found (resume-17.txt),resume-17.txt,");
    expect(csv.body).not.toMatch(/Candidate \d/);
  });

  it("JSON: band and display name per candidate, and the legend", async () => {
    const json = await call("GET", `/api/analysis/export?batchId=${batch.id}&format=json`);
    const data = json.body.data;
    expect(data.bands.map((band: Band) => band.label)).toEqual(FIT_BANDS.map((b) => b.label));
    const nameless = byFile(data.candidates, "resume-17.txt");
    expect(nameless.displayName).toBe("Name not found (resume-17.txt)");
    expect(nameless.band).toEqual(expectedBand(nameless.score as number));
  });

  it("PDF: the legend, each candidate's band and the one name label", async () => {
    const pdf = await context.t.app.inject({
      method: "GET",
      url: `/api/analysis/export?batchId=${batch.id}&format=pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const read = await readDocument(new Uint8Array(pdf.rawPayload));
    if (!read.ok) throw new Error(read.message);
    const text = read.text.replace(/\s+/g, " ");
    expect(text).toContain("What the bands mean");
    for (const band of FIT_BANDS) expect(text).toContain(`${band.label} (`);
    expect(text).toContain("Name not found (resume-17.txt)");
    expect(text).not.toMatch(/Candidate \d/);
    for (const candidate of batch.candidates.filter((c) => c.band))
      expect(text).toContain(`${candidate.score}/100 · ${candidate.band?.label}`);
  });

  it("PDF: per scored candidate the breakdown of the score and the evidence it rests on most", async () => {
    const pdf = await context.t.app.inject({
      method: "GET",
      url: `/api/analysis/export?batchId=${batch.id}&format=pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const read = await readDocument(new Uint8Array(pdf.rawPayload));
    if (!read.ok) throw new Error(read.message);
    // The reader takes a "·" that starts a wrapped line for a list bullet: compare them as one.
    const dots = (value: string) => value.replace(/\s+/g, " ").replace(/[•·]/g, "·");
    const text = dots(read.text);
    const strong = byFile(batch.candidates, "strong.pdf");
    const detail = (await call("GET", `/api/resume-analysis/${strong.id}`)).body.data;
    const breakdown = breakdownLine(detail);
    // The drawer's own components, each "label points/max".
    expect(breakdown).toContain(`${detail.components[0].label} `);
    expect(text).toContain(`Breakdown: ${dots(breakdown)}`);
    const evidence = topEvidence(detail);
    expect(evidence.length).toBeGreaterThan(0);
    expect(text).toContain("Top evidence:");
    for (const line of evidence) expect(text).toContain(dots(line).slice(0, 40));
    // A file that could not be read has no breakdown of its own.
    expect(text.split("scan.pdf —")[1]?.split("#")[0] ?? "").not.toContain("Breakdown:");
  });
});

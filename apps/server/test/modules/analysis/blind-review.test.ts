/**
 * Blind review through the API: the drawer's detail, the table and every export hide what the
 * engine's one masker finds, also a name the parser missed that only the file name and the
 * header give away.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyzerTestContext,
  createJob,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
  waitForBatch,
} from "./support.ts";

// The first line is no name the structurer takes (a single word), the file name says it all.
const RESUME = `KOWALCZYK
Senior Backend Engineer
agnieszka.kowalczyk@mail.example · +48 601 234 567 · Kraków
ul. Długa 14, 31-147 Kraków

Summary
Mr. Kowalczyk builds APIs; he led a team of five. Born 1984.

Experience
Senior Backend Engineer, Initech — 2016 to Present
- Node.js, TypeScript and PostgreSQL services on AWS; Kowalczyk's on-call rota

Education
MSc Computer Science, Jagiellonian University, 2003 - 2008

Skills
Node.js, TypeScript, PostgreSQL, Docker, AWS
`;
const FILE = "agnieszka_kowalczyk_cv.txt";
const PERSONAL = [
  "Kowalczyk",
  "Agnieszka",
  "mail.example",
  "601 234 567",
  "Kraków",
  "Długa",
  "Jagiellonian",
  "2008",
  "1984",
  "Mr.",
  " he ",
];

let context: AnalyzerTestContext;
let owner: { token: string };
let batchId: string;
let candidateId: string;
const call = (url: string) => context.client.call("GET", url, { token: owner.token });

beforeAll(async () => {
  context = await startAnalyzerApp();
  owner = await signUp(context, "Blind Bo");
  const job = await createJob(context, owner.token);
  const uploaded = await upload(context, owner.token, [{ name: FILE, bytes: txt(RESUME) }]);
  const started = await context.client.call("POST", "/api/analysis/analyze", {
    token: owner.token,
    body: { jobDescriptionId: job.id, fileIds: [uploaded.body.data.files[0].id] },
  });
  const batch = await waitForBatch(context, owner.token, started.body.data.id);
  batchId = batch.id;
  candidateId = batch.candidates[0].id;
  expect(batch.candidates[0].status).toBe("scored");
});
afterAll(async () => context.close());

describe("blind review", () => {
  it("shows the person in the normal review", async () => {
    const detail = await call(`/api/resume-analysis/${candidateId}`);
    expect(detail.body.data.documentText).toContain("Kowalczyk");
  });

  it("hides the person from the drawer: text, profile, structure, evidence and insights", async () => {
    const detail = await call(`/api/resume-analysis/${candidateId}?anonymised=true`);
    const dump = JSON.stringify(detail.body.data);
    for (const s of PERSONAL) expect(dump).not.toContain(s);
    expect(detail.body.data.documentText).toContain(
      "Senior Backend Engineer, Initech — 2016 to Present",
    );
    expect(detail.body.data.profile.skills).toContain("TypeScript");
  });

  it("hides the person and the file name from the table and the CSV, JSON and PDF exports", async () => {
    const list = await call(`/api/resume-analysis/batches/${batchId}?anonymised=true`);
    const row = list.body.data.candidates[0];
    expect(row).toMatchObject({ name: null, lastTitle: null, displayName: "Candidate 1" });
    for (const format of ["csv", "json", "pdf"]) {
      const file = await call(
        `/api/analysis/export?batchId=${batchId}&format=${format}&anonymised=true`,
      );
      expect(file.status).toBe(200);
      const body = typeof file.body === "string" ? file.body : JSON.stringify(file.body);
      for (const s of ["Kowalczyk", "Agnieszka", FILE]) expect(body).not.toContain(s);
    }
  });
});

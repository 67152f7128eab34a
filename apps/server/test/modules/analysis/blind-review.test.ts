/**
 * Blind review through the API: the drawer's detail, the table and every export hide what the
 * engine's one masker finds, also a name the parser missed that only the file name and the
 * header give away.
 */
import { readDocument } from "@hirelens/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan } from "../../helpers/plans.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
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

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const read = await readDocument(bytes);
  if (!read.ok) throw new Error(read.message);
  return read.text;
}

let context: AnalyzerTestContext;
let owner: { id: string; token: string };
let batchId: string;
let candidateId: string;
const call = (url: string) => context.client.call("GET", url, { token: owner.token });

beforeAll(async () => {
  context = await startAnalyzerApp();
  owner = await signUp(context, "Blind Bo");
  await setPlan(context.t.app, owner.id, "pro"); // the PDF report is a Pro feature (issue 10)
  const job = await createJob(context, owner.token);
  const uploaded = await upload(context, owner.token, [{ name: FILE, bytes: txt(RESUME) }]);
  const batch = await analyzeAndWait(context, owner.token, {
    jobDescriptionId: job.id,
    fileIds: [uploaded.body.data.files[0].id],
  });
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
    // Random ids may hold "1984" or "2008" by chance: they are no part of the person.
    const dump = JSON.stringify(detail.body.data).replace(UUID, "<id>");
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
      const file = await context.t.app.inject({
        method: "GET",
        url: `/api/analysis/export?batchId=${batchId}&format=${format}&anonymised=true`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(file.statusCode).toBe(200);
      const body = format === "pdf" ? await pdfText(new Uint8Array(file.rawPayload)) : file.payload;
      // The report is read back, so the test would see the name if it were printed.
      if (format === "pdf") expect(body).toContain("Candidate 1");
      for (const s of ["Kowalczyk", "Agnieszka", FILE]) expect(body).not.toContain(s);
    }
  });

  it("gives nothing away through the table's search or sort", async () => {
    const search = (q: string, anonymised: boolean) =>
      call(
        `/api/resume-analysis/batches/${batchId}?q=${encodeURIComponent(q)}&anonymised=${anonymised}`,
      );
    // The normal review finds the person by name, title or file name; the blind one only by
    // pseudonym, or a search would confirm who is behind "Candidate 1".
    for (const q of ["kowalczyk", "agnieszka_kowalczyk", "Senior Backend"]) {
      expect((await search(q, false)).body.data.candidates).toHaveLength(1);
      expect((await search(q, true)).body.data.candidates).toHaveLength(0);
    }
    expect((await search("candidate 1", true)).body.data.candidates).toHaveLength(1);
    for (const sort of ["name", "lastTitle", "fileName"]) {
      const sorted = await call(
        `/api/resume-analysis/batches/${batchId}?sort=${sort}&order=desc&anonymised=true`,
      );
      expect(sorted.status).toBe(200);
      expect(sorted.body.data.candidates.map((c: { alias: string }) => c.alias)).toEqual([
        "Candidate 1",
      ]);
    }
  });
});

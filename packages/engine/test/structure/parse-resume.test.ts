import { describe, expect, it } from "vitest";
import { parseResume } from "../../src/parse-resume.ts";
import {
  buildDoc,
  SAMPLE,
  sampleDocx,
  sampleMarkdown,
  samplePdf,
  sampleRtf,
  sampleText,
  utf16,
} from "../fixtures/documents.ts";
import { buildRawPdf, type RawTextItem } from "../fixtures/raw-pdf.ts";

const utf8 = (s: string) => new TextEncoder().encode(s);

describe("parseResume", () => {
  it("gets the same facts out of every format", async () => {
    const files: Array<[string, Uint8Array]> = [
      ["pdf", await samplePdf()],
      ["docx", await sampleDocx()],
      ["doc", buildDoc(sampleText())],
      ["txt", utf8(sampleText())],
      ["txt utf-16", utf16(sampleText(), "le")],
      ["md", utf8(sampleMarkdown())],
    ];
    for (const [label, bytes] of files) {
      const result = await parseResume(bytes, { asOf: new Date("2024-06-01") });
      if (!result.ok) throw new Error(`${label}: ${result.message}`);
      const { basics, work, education } = result.resume;
      expect(basics.name, label).toBe(SAMPLE.name);
      expect(basics.email, label).toBe(SAMPLE.email);
      expect(basics.phone, label).toBe(SAMPLE.phone);
      expect(basics.location, label).toEqual({ city: "Austin", region: "TX", countryCode: "US" });
      expect(work[0], label).toMatchObject({
        position: "Charge Nurse",
        name: "St. David's Medical Center",
        startDate: "2019-03",
        isCurrent: true,
      });
      expect(work[0]!.highlights[0], label).toBe(SAMPLE.jobs[0]!.bullets[0]);
      expect(education[0], label).toMatchObject({
        studyType: "Bachelor of Science in Nursing",
        area: "Nursing",
        institution: SAMPLE.school,
        endDate: "2015-05",
      });
      if (label !== "md") {
        expect(work[1], label).toMatchObject({
          position: "Staff Nurse",
          name: "Seton Hospital",
          startDate: "2015-06",
          endDate: "2019-02",
        });
      }
    }
  });

  it("adds the page of each source span for a multi-page PDF", async () => {
    const result = await parseResume(await samplePdf());
    if (!result.ok) throw new Error(result.message);
    expect(result.resume.meta.sources["/basics/name"]!.page).toBe(1);
    expect(result.resume.meta.sources["/certificates/0/name"]).toMatchObject({ page: 2 });
    expect(result.resume.certificates[0]).toMatchObject({
      issuer: "American Heart Association",
      date: "2023",
    });
  });

  it("returns the reader's typed error for a file it cannot read", async () => {
    expect(await parseResume(new Uint8Array([0, 1, 2, 3]))).toMatchObject({
      ok: false,
      code: "unsupported-type",
    });
    expect(await parseResume(utf8(""))).toMatchObject({ ok: false, code: "empty" });
  });

  it("reads RTF through to a structured résumé", async () => {
    const result = await parseResume(utf8(sampleRtf()));
    if (!result.ok) throw new Error(result.message);
    expect(result.resume.basics).toMatchObject({
      name: "José Martínez",
      label: "Software Engineer",
      email: "jose@example.com",
      phone: "+34 600 123 456",
    });
    expect(result.resume.work[0]).toMatchObject({
      position: "Backend Engineer",
      name: "Acme Labs",
      startDate: "2020-01",
      isCurrent: true,
    });
  });

  it("finds the name in the main column of a PDF with a left sidebar read first", async () => {
    const sidebar = [
      "CONTACT",
      "jane.roe@example.com",
      "(206) 555-0101",
      "Seattle, WA",
      "SKILLS",
      "SQL",
      "Tableau",
      "Python",
    ];
    const main = [
      ["Jane Roe", 20],
      ["Data Analyst", 13],
      ["EXPERIENCE", 12],
      ["Data Analyst, Zillow", 11],
      ["Mar 2020 – Present", 10],
      ["• Built pricing dashboards in Tableau", 10],
      ["EDUCATION", 12],
      ["B.S. in Statistics, University of Washington, 2019", 10],
    ] as const;
    const items: RawTextItem[] = [
      ...sidebar.map((text, i) => ({ x: 30, y: 750 - i * 16, text, size: 10 })),
      ...main.map(([text, size], i) => ({ x: 220, y: 752 - i * 21, text, size })),
    ];
    const result = await parseResume(buildRawPdf([{ items }]), { asOf: new Date("2024-06-01") });
    if (!result.ok) throw new Error(result.message);
    const { basics, work, education, skills } = result.resume;
    expect(basics).toMatchObject({
      name: "Jane Roe",
      label: "Data Analyst",
      email: "jane.roe@example.com",
      phone: "(206) 555-0101",
    });
    expect(basics.location).toEqual({ city: "Seattle", region: "WA", countryCode: "US" });
    expect(skills[0]!.keywords).toEqual(["SQL", "Tableau", "Python"]);
    expect(work[0]).toMatchObject({
      position: "Data Analyst",
      name: "Zillow",
      startDate: "2020-03",
      isCurrent: true,
    });
    expect(education[0]).toMatchObject({
      studyType: "B.S.",
      level: "bachelor",
      area: "Statistics",
      institution: "University of Washington",
    });
  });
});

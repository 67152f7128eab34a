import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const job = parseJob(`Internal Auditor

Requirements
- CIA certification, EIT or PE license
- RN license
`);

const notes = (text: string) =>
  scoreResume({ resume: structureResume(text), text, job })
    .components.find((c) => c.id === "education")!
    .evidence.map((e) => ({ note: e.note, quote: e.resumeSpan?.text }));

describe("certifications a job asks for", () => {
  it("are never found inside other words (CIA in 'social', EIT in 'neither', PE in 'experience', RN in 'patterns')", () => {
    const found = notes(`Jane Roe
Social Worker

Experience
Social Worker, County — 2015 to 2020
- Neither audits nor engineering; broad experience in casework
- Learned to turn patterns into care plans
`);
    expect(found.map((f) => f.note)).toEqual([
      "CIA: not found",
      "EIT: not found",
      "PE license: not found",
      "RN license: not found",
    ]);
  });

  it("are found as whole words, acronyms in capitals, with the resume's own words as evidence", () => {
    const found = notes(`Sam Poe
Auditor

Certifications
CIA, PE license, RN license (active)
`);
    expect(found).toEqual([
      { note: "CIA: found", quote: "CIA" },
      { note: "EIT: not found", quote: undefined },
      { note: "PE license: found", quote: "PE" },
      { note: "RN license: found", quote: "RN" },
    ]);
  });
});

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
      // The skills relate the two (every PE was an EIT first): partial credit, said as such.
      {
        note: "EIT: not named, but Professional Engineer is related (partial credit)",
        quote: "PE license",
      },
      { note: "PE license: found", quote: "PE" },
      { note: "RN license: found", quote: "RN" },
    ]);
  });

  it("read the same as the skills: by another name in full, or partly through a related skill", () => {
    const cpr = parseJob("Staff Nurse\n\nRequirements\n- CPR Certification\n");
    const read = (text: string) =>
      scoreResume({ resume: structureResume(text), text, job: cpr })
        .components.find((c) => c.id === "education")!
        .evidence.map((e) => ({ note: e.note, credit: e.credit }));
    const resume = (line: string) => `Ann Lee
Staff Nurse

Experience
Staff Nurse, Mercy Hospital — 2015 to 2020
- ${line}
`;
    expect(read(resume("Certified in cardiopulmonary resuscitation for adults"))).toEqual([
      { note: 'CPR: found as "cardiopulmonary resuscitation"', credit: 1 },
    ]);
    const bls = read(resume("Basic Life Support instructor for the ward"));
    expect(bls[0]!.note).toBe("CPR: not named, but Basic Life Support is related (partial credit)");
    expect(bls[0]!.credit).toBeGreaterThan(0);
    expect(bls[0]!.credit).toBeLessThan(1);
    expect(read(resume("Cared for patients on the ward"))).toEqual([
      { note: "CPR: not found", credit: 0 },
    ]);
  });

  it("are found under another of the credential's names, when the posting never names it so", () => {
    const cpa = parseJob(
      "Staff Accountant\n\nRequirements\n- CPA or working toward CPA preferred\n",
    );
    const text = `Ann Lee
Staff Accountant

Experience
Staff Accountant, Buckeye Components — 2020 to 2024
- Closed the books every month

Certifications
Certified Public Accountant (Ohio), 2024
`;
    const ev = scoreResume({ resume: structureResume(text), text, job: cpa })
      .components.find((c) => c.id === "education")!
      .evidence.find((e) => e.requirement === "CPA")!;
    expect(ev).toMatchObject({
      note: 'CPA: found as "Certified Public Accountant"',
      credit: 1,
      resumeSpan: { text: "Certified Public Accountant" },
    });
  });
});

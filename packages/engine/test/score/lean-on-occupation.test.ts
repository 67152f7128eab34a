import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const resume = `Lee Park

Experience
Phlebotomist, City Lab, 2018 - 2024
- Drew blood by venipuncture for 40 patients a day
`;

const requiredSkills = (jd: string) =>
  scoreResume({ resume: structureResume(resume), text: resume, job: parseJob(jd) }).components.find(
    (c) => c.id === "requiredSkills",
  )!;

describe("postings with few specific required skills lean on occupation", () => {
  it("does not count skills every kind of job asks for as specific", () => {
    // Six required skills are read, but only the two phlebotomy ones tell a fit apart.
    const skills = requiredSkills(`# Phlebotomist

Requirements
- Phlebotomy certification and venipuncture experience
- Customer service
- Microsoft Word, Microsoft Excel and Microsoft Outlook
`);
    const lean = skills.evidence.find((e) => e.requirement === "specific required skills")!;
    expect(lean.note).toMatch(/names only 2 specific required skills \(of 6 read\)/);
    expect(lean.credit).toBeLessThan(1);
  });

  it("leaves the weights alone when the posting names enough specific skills", () => {
    const skills = requiredSkills(`# Phlebotomist

Requirements
- Phlebotomy certification and venipuncture experience
- Specimen collection, centrifuge operation and laboratory information systems
- Infection control
`);
    expect(skills.evidence.some((e) => e.requirement === "specific required skills")).toBe(false);
  });
});

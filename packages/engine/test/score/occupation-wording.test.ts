import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const job = parseJob(`# Home Health Case Manager - RN

Requirements
- Registered Nurse with home health experience
`);

const titleNote = (text: string) =>
  scoreResume({ resume: structureResume(text), text, job }).components.find(
    (c) => c.id === "titleFit",
  )!.evidence[0]!.note;

describe("occupation fit wording", () => {
  it("states the occupation of a title that names it, and only suggests it for a loose one", () => {
    expect(
      titleNote(
        "Registered Nurse\n\nExperience\nRegistered Nurse, Mercy Home Health — 2015 to 2022\n",
      ),
    ).toMatch(/^"Registered Nurse": Nursing professionals \(ISCO 2221\), the same occupation/);
    const loose = titleNote(
      "Healthcare Admin Intern\n\nExperience\nHealthcare Admin Intern, Valley Clinic — 2019 to 2020\n",
    );
    expect(loose).toContain("perhaps");
    expect(loose).not.toMatch(/\), the same occupation/);
  });
});

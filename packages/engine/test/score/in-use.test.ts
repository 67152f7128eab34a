import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const job = parseJob("Designer\n\nRequirements\n- Graphic design\n- Machining\n- Welding\n");
const read = (text: string, name: string) =>
  scoreResume({ resume: structureResume(text), text, job }).skills.find(
    (s) => s.skill.name === name,
  )!;

describe("a skill listed by name", () => {
  it("is in use when a role shows it in other words or through a narrower skill", () => {
    const text = `Maya Lee

Experience
Senior Graphic Designer, Acme Foods — 2018 to 2024
- Ran the CNC machining cell for packaging dies

Skills
Graphic Design, Machining, Welding
`;
    expect(read(text, "Graphic design")).toMatchObject({ credit: 1 });
    expect(read(text, "Graphic design").evidence?.text).toMatch(/Graphic Designer/);
    expect(read(text, "Machining")).toMatchObject({
      credit: 1,
      evidence: { text: "CNC machining" },
    });
    // Listed only: a little less credit, as before.
    expect(read(text, "Welding").credit).toBeLessThan(1);
  });
});

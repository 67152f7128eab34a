import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const job = parseJob(`# Systems Administrator

Requirements
- Upkeep of legacy servers
`);

const noteFor = (line: string) => {
  const text = `Jordan Reyes\n\nExperience\nSystems Administrator, Acme Corp — 2018 to 2023\n- ${line}\n`;
  return scoreResume({ resume: structureResume(text), text, job })
    .components.find((c) => c.id === "requiredSkills")!
    .evidence.find((e) => e.requirement === "Upkeep of legacy servers")?.note;
};

describe("a posting's key words", () => {
  it("keep a thing named by '-er' apart from the verb its stem shares: 'servers' is not 'served'", () => {
    expect(job.skills.some((s) => s.name === "Upkeep of legacy servers")).toBe(true);
    expect(noteFor("Served as the on-call contact for the legacy upkeep team")).toBe(
      "Upkeep of legacy servers: 2 of its 3 key words found (partial credit)",
    );
    expect(noteFor("Upkeep of the legacy servers for the finance team")).toMatch(/: found as "/);
  });
});

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

describe("a posting's key word named by '-er', sought in the résumé", () => {
  it("is missing when the only line naming it is a goal: 'To obtain a position running servers'", () => {
    const asked = parseJob("# Web Administrator\n\nRequirements\n- Web application servers\n");
    const text =
      "Jordan Reyes\n\nObjective\nTo obtain a position running servers\n\nExperience\nTechnician, Acme Corp — 2018 to 2023\n- Fixed printers\n";
    const note = scoreResume({ resume: structureResume(text), text, job: asked })
      .components.find((c) => c.id === "requiredSkills")!
      .evidence.find((e) => e.requirement === "Web application servers")?.note;
    expect(note).toBe(
      'Web application servers: named only as sought or in progress ("To obtain a position running servers"), not as held',
    );
  });
});

describe("a posting's key words found on a long line", () => {
  it("are quoted where they stand, not from the line's start", () => {
    const asked = parseJob(
      "# Claims Adjuster\n\nRequirements\n- Working knowledge of Symbility and Mitchell estimating\n",
    );
    const text =
      "Jordan Reyes\n\nSkills\nAuto physical damage and dwelling/contents claims, coverage analysis, liability decisions, recorded statements, Symbility (Level 3 certified), Hover, Mitchell estimating, subrogation\n\nExperience\nClaims Adjuster, Acme Mutual — 2018 to 2023\n- Wrote estimates in Symbility\n";
    const skill = asked.skills.find((s) => s.terms?.includes("mitchell"))!;
    const evidence = scoreResume({ resume: structureResume(text), text, job: asked })
      .components.find((c) => c.id === "requiredSkills")!
      .evidence.find((e) => e.requirement === skill.name)!;
    expect(evidence.resumeSpan?.text).toBe(
      "Symbility (Level 3 certified), Hover, Mitchell estimating",
    );
    expect(evidence.note).toBe(
      `${skill.name}: found as "Symbility (Level 3 certified), Hover, Mitchell estimating"`,
    );
  });
});

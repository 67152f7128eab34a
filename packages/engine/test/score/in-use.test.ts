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

describe("a listed skill shown in use by a role", () => {
  const frontDesk = parseJob(
    "Front Desk Agent\n\nRequirements\n- Cash handling\n- Home health care\n",
  );
  const credit = (role: string, name: string) => {
    const text = `Ann Lee\n\nExperience\n${role}\n\nSkills\nCash handling, home health care\n`;
    return scoreResume({ resume: structureResume(text), text, job: frontDesk }).skills.find(
      (s) => s.skill.name === name,
    )!;
  };

  it("counts its two words written the other way round in the role", () => {
    const m = credit(
      "Front Desk Agent, Lakeshore Hotel — 2019 to 2024\n- Handle cash and balance the drawer",
      "Cash handling",
    );
    expect(m.credit).toBe(1);
    expect(m.evidence?.text).toContain("Handle cash");
  });

  it("counts its words written as one in the role's title ('Home Healthcare Nurse')", () => {
    const m = credit(
      "Home Healthcare Nurse, Visiting Care — 2012 to 2020\n- Visited patients at home",
      "Home health care",
    );
    expect(m.credit).toBe(1);
  });

  it("still says 'listed' when no role shows it", () => {
    const m = credit("Cook, Diner — 2019 to 2024\n- Prepared breakfast", "Cash handling");
    expect(m.credit).toBeLessThan(1);
  });
});

describe("a skill of several words that a role's title names", () => {
  it("is in use in that role, by the first letters of each word", () => {
    const job = parseJob("Crane Operator\n\nRequirements\n- Crane operation\n");
    const read = (title: string) => {
      const text = `Dan K\n\nSkills\nMobile crane, rigging\n\nExperience\n${title}, Acme Cranes\nJan 2019 - Present\n- Ran 60-ton hydraulic truck cranes\n`;
      return scoreResume({ resume: structureResume(text), text, job }).skills[0]!;
    };
    expect(read("Crane Operator").credit).toBe(1);
    expect(read("Yard Supervisor").credit).toBeLessThan(1);
  });
});

describe("a skill named by its work's verb", () => {
  const asked = parseJob("# Site Supervisor\n\nRequirements\n- Construction\n- Negotiation\n");
  const credit = (line: string, name: string) => {
    const text = `Pat Lee\n\nExperience\nDistrict Director, Acme Co — 2018 to 2022\n- ${line}\n`;
    return scoreResume({ resume: structureResume(text), text, job: asked }).skills.find(
      (s) => s.skill.name === name,
    )!.credit;
  };

  it("is shown by the verb, never by its adjective: 'constructed', not 'constructive'", () => {
    expect(credit("Constructed 12 homes on schedule", "Construction")).toBe(1);
    expect(credit("Reviewed staff work and gave constructive feedback", "Construction")).toBe(0);
    expect(credit("Negotiated supplier contracts", "Negotiation")).toBe(1);
  });
});

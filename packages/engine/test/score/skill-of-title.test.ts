import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import { makeResume } from "./make-resume.ts";

describe("the work a title names", () => {
  it("is shown by holding the title: a Dispatcher dispatches, a Welder welds", () => {
    const job = parseJob("Dispatcher\n\nRequirements\n- Dispatching\n- Welding\n- Accounting\n");
    const r = makeResume({
      work: [
        {
          position: "Freight Dispatcher",
          start: "2019-01",
          highlights: ["Kept 45 drivers moving"],
        },
        { position: "Welder", start: "2015-01", end: "2018-12", highlights: ["Shop work"] },
      ],
    });
    const m = scoreResume({ ...r, job });
    const of = (name: string) => m.skills.find((s) => s.skill.name === name)!;
    expect(of("Dispatching")).toMatchObject({
      match: "exact",
      credit: 1,
      evidence: { text: "Freight Dispatcher" },
    });
    expect(of("Welding")).toMatchObject({ match: "exact", evidence: { text: "Welder" } });
    // No title names it: still missing.
    expect(of("Accounting").match).toBe("missing");
  });

  it("is shown by a role doing the work its name makes a noun of: negotiate, Negotiation", () => {
    const job = parseJob("Real Estate Agent\n\nRequirements\n- Negotiation\n- Communication\n");
    const r = makeResume({
      work: [
        {
          position: "Agent",
          start: "2019-01",
          highlights: ["Negotiate offers and purchase agreements for buyers"],
        },
      ],
    });
    const m = scoreResume({ ...r, job });
    expect(m.skills.find((s) => s.skill.name === "Negotiation")).toMatchObject({
      match: "exact",
      credit: 1,
    });
    // Written nowhere, in no form: still missing.
    expect(m.skills.find((s) => s.skill.name === "Communication")?.match).toBe("missing");
  });

  it("is shown by a role in the field whose operations it names: a Warehouse Associate", () => {
    const job = parseJob(
      "Warehouse Associate\n\nRequirements\n- 6 months of warehouse experience\n- Hotel operations\n",
    );
    const r = makeResume({
      work: [
        {
          position: "Warehouse Associate",
          start: "2021-01",
          highlights: ["Picked and packed 150 orders an hour"],
        },
      ],
    });
    const m = scoreResume({ ...r, job });
    expect(m.skills.find((s) => s.skill.name === "Warehouse operations")).toMatchObject({
      match: "exact",
      credit: 1,
      evidence: { text: "Warehouse Associate" },
    });
    // A role in another field shows no other field's operations.
    expect(m.skills.find((s) => s.skill.name === "Hotel operations")?.match).toBe("missing");
  });

  it("is shown by a title that names the work before 'person' or 'man': a Salesperson sells", () => {
    const job = parseJob("Real Estate Agent\n\nRequirements\n- Sales\n- Repair\n");
    const r = makeResume({
      work: [
        { position: "Real Estate Salesperson", start: "2019-01", highlights: ["Closed 40 homes"] },
      ],
    });
    const m = scoreResume({ ...r, job });
    expect(m.skills.find((s) => s.skill.name === "Sales")).toMatchObject({
      match: "exact",
      evidence: { text: "Real Estate Salesperson" },
    });
  });

  it("is shown by a role noun anywhere in the title, and beats a heading that lists it", () => {
    const job = parseJob("Cook\n\nRequirements\n- Chef\n- Teaching\n");
    const text = `Sam Ode

TEACHING
Classroom teaching, lesson plans

Experience
Chef de Partie, Harbor Grill, 2019 - 2024
- Ran the grill station
3rd Grade Teacher, Lincoln Elementary, 2012 - 2018
- Taught reading and math
`;
    const m = scoreResume({ resume: structureResume(text), text, job });
    const of = (name: string) => m.skills.find((s) => s.skill.name === name)!;
    // "listed, but no role shows it in use" was said beside these titles.
    expect(of("Chef")).toMatchObject({ match: "exact", credit: 1 });
    expect(of("Teaching")).toMatchObject({ match: "exact", credit: 1 });
  });
});

describe("a licence or certification named anywhere", () => {
  it("is held in full: it is held, not used in a role", () => {
    const job = parseJob("Truck Driver\n\nRequirements\n- CDL Class A\n");
    const text =
      "Lee Ode\n\nExperience\nDriver, Acme Freight, 2015 - 2024\n- Regional routes\n\nLicenses\nCDL Class A\n";
    const m = scoreResume({ resume: structureResume(text), text, job }).skills.find(
      (s) => s.skill.name === "CDL Class A",
    )!;
    expect(m).toMatchObject({ match: "exact", credit: 1 });
  });
});

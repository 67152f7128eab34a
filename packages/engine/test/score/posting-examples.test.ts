import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { writtenExamples } from "../../src/score/posting-examples.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import { makeResume } from "./make-resume.ts";

const JOB = parseJob(
  [
    "HR Generalist",
    "",
    "Requirements",
    "- Working knowledge of employment law (FLSA, FMLA, ADA, Title VII)",
    "- Motion graphics skills (After Effects) a plus",
    "- Experience with a TMS such as Rose Rocket, MercuryGate or BluJay",
    "- Python and SQL (PostgreSQL)",
  ].join("\n"),
);
const skill = (name: string) => JOB.skills.find((s) => s.name === name)!;

describe("examples the posting writes out", () => {
  it("are read from a bracket or a 'such as' that belongs to the requirement", () => {
    expect(writtenExamples(JOB.text, skill("Employment law"))).toEqual([
      "FLSA",
      "FMLA",
      "ADA",
      "Title VII",
    ]);
    expect(writtenExamples(JOB.text, skill("motion graphics"))).toEqual(["After Effects"]);
    const tms = JOB.skills.find((s) => /TMS/.test(s.name))!;
    expect(writtenExamples(JOB.text, tms)).toEqual(["Rose Rocket", "MercuryGate", "BluJay"]);
    // The bracket after "SQL" is SQL's, not Python's.
    expect(writtenExamples(JOB.text, skill("Python"))).toEqual([]);
  });

  it("are not the rules a bracket says the work is done under", () => {
    const job = parseJob(
      "Pharmacist\n\nRequirements\n- Administer vaccinations (influenza and other vaccines as permitted by Greek law)\n- Fluent Greek\n",
    );
    const immunization = job.skills.find((s) => s.id === "immunization")!;
    expect(writtenExamples(job.text, immunization)).toEqual([]);
    const text =
      "Eleni Papadaki\n\nExperience\nPharmacist, Farmakeio, Jan 2020 - Present\n- Dispensing\n\nLanguages\nGreek - native\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    expect(match.skills.find((m) => m.skill.id === "immunization")?.match).toBe("missing");
  });

  it("are read after a word that still names the requirement: 'management system such as'", () => {
    const job = parseJob(
      "Dispatcher\n\nRequirements\n- Experience with a transportation management system such as McLeod LoadMaster, TMW or Trimble\n",
    );
    const tms = job.skills.find((s) => s.name === "Transportation management")!;
    expect(writtenExamples(job.text, tms)).toEqual(["McLeod LoadMaster", "TMW"]);
  });

  it("include a name in two capitals and lower case, met where a role writes it", () => {
    const job = parseJob(
      "Insurance Agent\n\nRequirements\n- Experience using a comparative rater such as EZLynx or PL Rating\n",
    );
    const rater = job.skills.find((s) => /rater/.test(s.name))!;
    expect(writtenExamples(job.text, rater)).toEqual(["EZLynx", "PL Rating"]);
    const r = makeResume({
      summary: "Daily user of EZLynx.",
      work: [
        {
          position: "Insurance Agent",
          start: "2015-01",
          highlights: ["Quoted and bound policies through EZLynx"],
        },
      ],
    });
    const m = scoreResume({ ...r, job }).skills.find((s) => s.skill.id === rater.id)!;
    expect(m).toMatchObject({ match: "exact", credit: 1, evidence: { text: "EZLynx" } });
  });

  it("meet the requirement when the resume writes one, in a role or listed", () => {
    const r = makeResume({
      work: [
        {
          position: "HR Generalist",
          start: "2015-01",
          highlights: [
            "Administered FMLA leave and ADA accommodations",
            "Routed loads in MercuryGate",
          ],
        },
      ],
    });
    const m = scoreResume({ ...r, job: JOB });
    const law = m.skills.find((s) => s.skill.name === "Employment law")!;
    expect(law).toMatchObject({ match: "exact", credit: 1, evidence: { text: "FMLA" } });
    const tms = m.skills.find((s) => /TMS/.test(s.skill.name))!;
    expect(tms).toMatchObject({ match: "exact", evidence: { text: "MercuryGate" } });
    // Nothing of the kind in the resume: still missing.
    const other = scoreResume({
      ...makeResume({
        work: [{ position: "Cook", start: "2015-01", highlights: ["Family meals"] }],
      }),
      job: JOB,
    });
    expect(other.skills.find((s) => s.skill.name === "Employment law")?.match).toBe("missing");
  });

  it("meet the requirement when the resume spells an acronym example out", () => {
    const r = makeResume({
      work: [
        {
          position: "Personnel Administrator",
          start: "2015-01",
          highlights: ["Kept leave records under the Family and Medical Leave Act"],
        },
      ],
    });
    const law = scoreResume({ ...r, job: JOB }).skills.find(
      (s) => s.skill.name === "Employment law",
    )!;
    expect(law).toMatchObject({
      match: "exact",
      evidence: { text: "Family and Medical Leave Act" },
    });
    // Initials across a sentence's end or in small letters are no name.
    const loose = makeResume({
      work: [{ position: "Clerk", start: "2015-01", highlights: ["Filed many. Lists, all done"] }],
    });
    expect(
      scoreResume({ ...loose, job: JOB }).skills.find((s) => s.skill.name === "Employment law")!
        .match,
    ).toBe("missing");
  });
});

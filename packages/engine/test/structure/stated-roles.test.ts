import { describe, expect, it } from "vitest";
import { findStatedRoles } from "../../src/structure/stated-roles.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const AS_OF = new Date("2025-06-01");
const roles = (sentence: string) =>
  findStatedRoles(sentence, [{ text: sentence, start: 0, end: sentence.length, index: 0 }]).map(
    (r) => [r.value.title, r.value.months],
  );

describe("roles written as prose", () => {
  it.each([
    [
      "Caring nurse with 5 years tenure as a Registered Nurse on a cardiac ward.",
      "Registered Nurse",
      60,
    ],
    ["Over 10 years as an accountant for small firms.", "accountant", 120],
    ["I have worked as a welder for 6 years in shipyards.", "welder", 72],
    ["Served as Office Manager for eight years.", "Office Manager", 96],
    [
      "Dedicated Registered Nurse with 7+ years of experience in acute care.",
      "Registered Nurse",
      84,
    ],
    ["Three years' experience as a forklift operator", "forklift operator", 36],
  ])("reads %j", (sentence, title, months) => {
    expect(roles(sentence)).toEqual([[title, months]]);
  });

  it.each([
    "Managed a team of 5 for 3 years.",
    "Over 10 years of experience in retail.",
    "Led a 2 year project as part of the data team.",
    "As a result, sales grew for 4 years in a row.",
  ])("finds no role in %j", (sentence) => {
    expect(roles(sentence)).toEqual([]);
  });

  it("gives a resume without dated jobs the stated role, marked as stated", () => {
    const text = `Rosa Delgado
Summary
I have worked as a welder for 6 years in shipyards and on pipelines.
Skills
MIG, TIG, blueprint reading`;
    const r = structureResume(text, { asOf: AS_OF });
    expect(r.work).toEqual([{ position: "welder", durationMonths: 72, highlights: [] }]);
    expect(r.meta.statedRoles).toHaveLength(1);
    expect(r.meta.sources["/work/0/position"]!.text).toBe("welder");
    expect(r.meta.totalExperienceMonths).toBe(72);
  });

  it("does not add a stated role beside dated jobs (the dates already count it)", () => {
    const text = `Rosa Delgado
Summary
Over 10 years as an accountant for small firms.
Experience
Accountant, Bell & Finch, 2014 - 2024`;
    const r = structureResume(text, { asOf: AS_OF });
    expect(r.work.map((w) => w.position)).toEqual(["Accountant"]);
    expect(r.meta.statedRoles).toMatchObject([{ title: "accountant", months: 120 }]);
  });
});

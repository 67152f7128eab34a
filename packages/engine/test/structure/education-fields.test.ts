import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const education = (body: string) =>
  structureResume(`Jane Doe\n\nEDUCATION\n${body}\n\nSKILLS\nWelding`).education.map((e) => ({
    degree: e.studyType ?? null,
    school: e.institution ?? null,
    area: e.area ?? null,
  }));

describe("fields of study written around the school", () => {
  it("a field after the school and a dash is the field", () => {
    expect(
      education("Associate of Arts : Lakeside Community College - Sociology City , State"),
    ).toEqual([
      { degree: "Associate of Arts", school: "Lakeside Community College", area: "Sociology" },
    ]);
  });

  it("field nouns such as Government, Services and Planning are not the school's first word", () => {
    expect(
      education("Bachelor of Arts : Human Services Brookmont University City , State"),
    ).toEqual([
      { degree: "Bachelor of Arts", school: "Brookmont University", area: "Human Services" },
    ]);
    expect(
      education("Bachelor of Arts : Government and Urban Planning Harlow College City , State")[0],
    ).toEqual({
      degree: "Bachelor of Arts",
      school: "Harlow College",
      area: "Government and Urban Planning",
    });
  });

  it("'The' opens the school's name and is no field", () => {
    expect(
      education("Master of Divinity The Northfield Theological Seminary City , State"),
    ).toEqual([
      { degree: "Master of Divinity", school: "The Northfield Theological Seminary", area: null },
    ]);
  });

  it("a status such as 'Current Student' or 'Expected in' is no field", () => {
    const [entry] = education(
      "Master of Divinity Northfield Theological Seminary City , State , USA Current Student",
    );
    expect(entry?.area).toBeNull();
  });
});

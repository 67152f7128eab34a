import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const education = (body: string) =>
  structureResume(`Jane Doe\n\nEDUCATION\n${body}\n\nSKILLS\nWelding`).education.map((e) => ({
    degree: e.studyType ?? null,
    school: e.institution ?? null,
    area: e.area ?? null,
  }));

describe("fields of study written around the school", () => {
  it("a field in brackets right after the degree is the field; an honours class is not", () => {
    // Skipped before as if it were "(Hons)": an architect's degree read as one in Engineering.
    expect(
      education(
        "Master of Engineering (Architecture) – Waseda University, 2011\nBachelor of Science (Honours), University of Toronto, 2012",
      ),
    ).toEqual([
      { degree: "Master of Engineering", school: "Waseda University", area: "Architecture" },
      { degree: "Bachelor of Science", school: "University of Toronto", area: null },
    ]);
  });

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

  it("a field run into the name of its school ends where the name begins", () => {
    // "Leadership Colorado" was read: the school's "State" stopped the field, not its place.
    expect(
      education(
        "Master of Organizational Leadership Human Resources : Leadership Colorado State University-Global, Denver, CO\nMaster of Business Administration : Business Administration Northfield State University-Pueblo, Pueblo, CO",
      ).map((e) => e.area),
    ).toEqual(["Leadership", "Business Administration"]);
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

describe("a degree named after 'of' ends where the school or another degree begins", () => {
  it("the first words of a school's name are not part of the degree", () => {
    expect(education("Bachelor of Science Lakeview State University City , State")).toEqual([
      { degree: "Bachelor of Science", school: "Lakeview State University", area: null },
    ]);
    expect(
      education("Master of Business Administration Port Harlow State University 2005")[0],
    ).toMatchObject({
      degree: "Master of Business Administration",
      school: "Port Harlow State University",
    });
  });

  it("another degree, a grade label or an upper-case school name ends it; 'Degree' is kept", () => {
    expect(
      education("Master of Divinity Master of Arts : Counseling Eastbrook Seminary")[0]?.degree,
    ).toBe("Master of Divinity");
    expect(education("Bachelor of Fine Arts WESTFIELD ART COLLEGE")[0]?.degree).toBe(
      "Bachelor of Fine Arts",
    );
    expect(education("Bachelor of Arts Degree : Psychology Eastbrook University")[0]?.degree).toBe(
      "Bachelor of Arts Degree",
    );
  });
});

describe("a certificate's qualifier", () => {
  it("a country, an upper-case heading or an honour before 'Certificate' is no qualifier", () => {
    expect(education("Ghana Certificate : Crop Storage 2012 Northfield College")[0]?.degree).toBe(
      "Certificate",
    );
    expect(education("AWARDS Certificate : Crop Storage 2012 Northfield College")[0]?.degree).toBe(
      "Certificate",
    );
    expect(education("Welding Certificate 2012 Northfield College")[0]?.degree).toBe(
      "Welding Certificate",
    );
  });
});

import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const education = (body: string) =>
  structureResume(`Jane Doe\n\nEDUCATION\n${body}\n\nSKILLS\nWelding`).education.map((e) => ({
    degree: e.studyType ?? null,
    school: e.institution ?? null,
    area: e.area ?? null,
    year: e.endDate ?? e.startDate ?? null,
  }));

describe("education layouts", () => {
  it("an Awards sub-heading under one degree does not end Education", () => {
    const entries = education(
      [
        "Ph.D. : Soil Science 2019 Lakeside University City , State",
        "Awards",
        "-Fellowship for new doctoral students",
        "Master of Science : Crop Science 2014 Hillview University City , State",
        "Awards",
        "-Graduate tuition scholarship",
        "Bachelor of Agriculture : Agronomy 2012 Hillview University City , State",
      ].join("\n"),
    );
    expect(entries.map((e) => e.degree)).toEqual([
      "Ph.D.",
      "Master of Science",
      "Bachelor of Agriculture",
    ]);
    expect(entries.map((e) => e.year)).toEqual(["2019", "2014", "2012"]);
  });

  it("a 'Certificate :' line inside Education is a credential, not a Certifications section", () => {
    const resume = structureResume(
      "Jane Doe\n\nEDUCATION\nCertificate : Water Quality Testing , 2016 Northfield College City , State\nBachelor of Science : Chemistry , 2015 Northfield College City , State\n",
    );
    expect(resume.education.map((e) => e.studyType)).toEqual([
      "Certificate",
      "Bachelor of Science",
    ]);
    expect(resume.education[1]?.area).toBe("Chemistry");
    expect(resume.certificates).toEqual([]);
  });

  it("keeps the degree written first and the words that name a certificate or diploma", () => {
    expect(
      education(
        "Master of Science : Nursing/Master of Business Administration Eastfield University",
      )[0]?.degree,
    ).toBe("Master of Science");
    expect(education("Bachelor of Science : Nursing Eastfield University")[0]?.degree).toBe(
      "Bachelor of Science",
    );
    expect(
      education("Harbor Welding School City , State Pipe Welding Certificate")[0]?.degree,
    ).toBe("Pipe Welding Certificate");
    const cert = education(
      "Commercial Banking : Advanced Credit Certificate 1999 Eastfield University",
    )[0];
    expect(cert?.degree).toBe("Advanced Credit Certificate");
    expect(cert?.area).toBe("Commercial Banking");
    expect(
      education(
        "Radar Maintenance Diploma : Electrical Technician , 2008 Navy School of Electronics",
      )[0]?.degree,
    ).toBe("Radar Maintenance Diploma");
  });

  it("a school's name stops before prose, a grade or a repeated degree", () => {
    expect(
      education(
        "06/2012 Riverside High School GPA: 3.9 Full time student and athlete all four years.\n5/2014 Maple Community College Full time student taking my general courses.",
      ).map((e) => e.school),
    ).toEqual(["Riverside High School", "Maple Community College"]);
    expect(
      education(
        "Bachelor of Science : Biology Lakeside University Bachelor of Science in Biology Lakeside University",
      )[0]?.school,
    ).toBe("Lakeside University");
    expect(
      education("Associate of Science , 2011 Florida State College of Jacksonville")[0]?.school,
    ).toBe("Florida State College of Jacksonville");
  });

  it("a line with its own degree and school after a dated school opens a new entry", () => {
    expect(
      education(
        "Marketing Eastfield State University City , State\n\n1994-1997\n\nBachelors of Science , Psychology 2012 Lakeside University City , State",
      ),
    ).toEqual([
      { degree: null, school: "Eastfield State University", area: "Marketing", year: "1997" },
      {
        degree: "Bachelors of Science",
        school: "Lakeside University",
        area: "Psychology",
        year: "2012",
      },
    ]);
  });

  it("honours, courses and trainings are not schools or degrees", () => {
    const entries = education(
      [
        "B.A : History Whitman Hill College City , State",
        "Essay Prize for Best Thesis in History, Whitman Hill College, 2014",
        "Dean's List Scholarship, Whitman Hill College, 2013",
      ].join("\n"),
    );
    expect(entries.map((e) => e.school)).toEqual(["Whitman Hill College"]);
    expect(
      education(
        "1/2010\nHazardous Goods Handling Course Training Certificate\n5/2001\nHigh School Diploma, Bayview High School",
      ).map((e) => e.degree),
    ).toEqual(["High School Diploma"]);
  });

  it("separates the field, the school's own name and the template's place written around it", () => {
    expect(
      education(
        "Master of Arts : Radio 1994 Film & Motion Pictures University of North Carolina",
      )[0]?.school,
    ).toBe("University of North Carolina");
    const broadcast = education(
      "Bachelor of Journalism: Broadcast University of Texas City Broadcast",
    )[0];
    expect(broadcast?.school).toBe("University of Texas");
    expect(broadcast?.area).toBe("Broadcast");
    expect(
      education(
        "Bachelorof Science : Public Relations University of Texas at Austin Public Relations",
      )[0]?.school,
    ).toBe("University of Texas at Austin");
    expect(
      education("Eastfield University 1982 Bachelors of Arts : Sociology City Sociology")[0]?.area,
    ).toBe("Sociology");
    // A school whose name starts with one field word keeps it.
    expect(education("BFA, Design Academy of Milan, 2010")[0]?.school).toBe(
      "Design Academy of Milan",
    );
  });
});

import { describe, expect, it } from "vitest";
import { findDegree } from "../../src/structure/education.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const education = (body: string) =>
  structureResume(`Jane Doe\n\nEDUCATION\n${body}\n\nSKILLS\nWelding`).education.map((e) => ({
    degree: e.studyType ?? null,
    level: e.level ?? null,
    school: e.institution ?? null,
    year: e.endDate ?? e.startDate ?? null,
  }));

describe("lines spilled under Education", () => {
  it("skill words, honours and prose with no degree and no school are no entries", () => {
    const entries = education(
      [
        "Punctuality",
        "Team spirit",
        "",
        "Bachelor of Arts : History 2012 Lakeview University City , State",
        "",
        "Top 10% of class",
        "Member of the Debate Society",
        "Thesis: Rivers and Trade in the Middle Ages",
        "Wrote weekly columns for the campus newspaper.",
      ].join("\n"),
    );
    expect(entries).toEqual([
      {
        degree: "Bachelor of Arts",
        level: "bachelor",
        school: "Lakeview University",
        year: "2012",
      },
    ]);
  });

  it("a school named with no degree is still an entry", () => {
    expect(education("2009 Brookfield Technical Institute City , State")).toEqual([
      { degree: null, level: null, school: "Brookfield Technical Institute", year: "2009" },
    ]);
  });

  it("an honour beside a degree is not the school; a short name with no school word is", () => {
    expect(education("Master of Arts : Economics 2011\n3-time Dean's List")[0]?.school).toBeNull();
    expect(education("Bachelor of Science : Biology 2004 KSU")[0]?.school).toBe("KSU");
  });

  it("a state's code closing a school's line after its town is not a degree", () => {
    const entries = education(
      [
        "Diploma, Surgical Technology",
        "Fortis Institute, Towson MD",
        "ABHES-accredited, 2014",
      ].join("\n"),
    );
    expect(entries.some((e) => e.level === "doctorate")).toBe(false);
    expect(education("Eastfield University School of Medicine, MD")[0]?.level).toBe("doctorate");
  });

  it("a state's code after a town written after a dash is not a degree, unless a field follows", () => {
    const line = "Completed 2013 Center For Security Forces - Gulfport, MS U.S. Navy";
    expect(education(`Training\n${line}`).some((e) => e.level === "master")).toBe(false);
    expect(education("Southern Institute - Hattiesburg, MS in Nursing 2015")[0]?.level).toBe(
      "master",
    );
    expect(education("Southern Institute - Hattiesburg, MS Nursing 2015")[0]?.level).toBe("master");
  });

  it("a state's code before a ZIP code in a school's address is not a degree", () => {
    const entries = education(
      [
        "2000",
        "48 Orchard Road, Millbrook MD 21740 Millbrook Community College",
        "Associate of Science",
      ].join("\n"),
    );
    expect(entries.map((e) => e.degree)).not.toContain("MD");
    expect(entries.some((e) => e.level === "doctorate")).toBe(false);
    expect(education("Doctor of Medicine (MD) 2010 Eastfield University")[0]?.level).toBe(
      "doctorate",
    );
    expect(education("MD , 2010 Eastfield University")[0]?.degree).toBe("MD");
  });
});

describe("high schools", () => {
  it("a high school's own name is no degree; the diploma above it names it", () => {
    expect(education("2011 Fairmont High School City , State")).toEqual([
      { degree: null, level: null, school: "Fairmont High School", year: "2011" },
    ]);
    expect(education("High School Diploma : 05/2009\nFairmont High School - City , State")).toEqual(
      [
        {
          degree: "High School Diploma",
          level: "high-school",
          school: "Fairmont High School",
          year: "2009-05",
        },
      ],
    );
    expect(findDegree("Graduated high school 2004")?.rule.level).toBe("high-school");
    expect(findDegree("Fairmont High School Diploma")?.rule.level).toBe("high-school");
  });

  it("a diploma alone names no school, and a university line is another entry", () => {
    const entries = education(
      [
        "05/2012 High School Diploma",
        "Ridgeview State University | City , State Some coursework",
      ].join("\n"),
    );
    expect(entries[0]).toMatchObject({ degree: "High School Diploma", school: null });
    expect(entries[1]).toMatchObject({ degree: null, school: "Ridgeview State University" });
  });

  it("a school word in prose names no school", () => {
    const entries = education(
      "High School Diploma 2015\nContinuing school next year to finish a degree",
    );
    expect(entries.map((e) => e.school)).toEqual([null]);
  });
});

describe("what stands before or instead of a school's name", () => {
  it("a status word before the school is not part of its name", () => {
    expect(education("Bachelor of Science : Biology 2004 Graduated KSU")[0]?.school).toBe("KSU");
  });

  it("a Latin honour or a form's yes/no answer is no school", () => {
    expect(
      education("Certificate : Spanish 2010\nGraduated Magna Cum Laude")[0]?.school,
    ).toBeNull();
    expect(education("Bachelors : Marketing 1999\nGraduated Yes")[0]?.school).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { highestDegree } from "../../src/score/education.ts";
import { findDegree } from "../../src/structure/education.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const degree = (text: string) => {
  const m = findDegree(text);
  return m ? { written: text.slice(m.index, m.index + m.length), level: m.rule.level } : null;
};

describe("degrees written in a template's degree slot", () => {
  it("'Associates :' and 'AA :' opening a line are associate degrees; a role is not", () => {
    expect(degree("Associates : Dental Hygiene 2011 Lakeside College")).toEqual({
      written: "Associates",
      level: "associate",
    });
    expect(degree("AA : General Studies 1998 Lakeside College")).toEqual({
      written: "AA",
      level: "associate",
    });
    expect(degree("Sales Associate: retail floor")).toBeNull();
  });

  it("'AS :' and 'AA :' in an education entry give the entry its associate degree", () => {
    expect(degree("AS : Liberal Arts & Business College of Micronesia")?.level).toBe("associate");
    const r = structureResume(
      "Jane Doe\n\nEducation\nAA : Liberal Arts , 1987 Lakeside College - City , State\nBS : Biology , 1990 Ohio State University - City , State\nAS : Business , 1991 Columbus State - City , State\n",
    );
    expect(r.education.map((e) => [e.studyType, e.level, e.area])).toEqual([
      ["AA", "associate", "Liberal Arts"],
      ["BS", "bachelor", "Biology"],
      ["AS", "associate", "Business"],
    ]);
    // "As" a word opening a line is no degree.
    expect(degree("As : noted above")).toBeNull();
  });

  it("an unknown abbreviation written with 'degree' keeps the level its first letter gives", () => {
    expect(degree("BCJ degree Northfield College")).toEqual({
      written: "BCJ degree",
      level: "bachelor",
    });
    expect(degree("MHR degree Northfield College")?.level).toBe("master");
    expect(degree("XYZ degree Northfield College")).toBeNull();
  });

  it("'Coursework in' before the field is not part of it, nor of the degree", () => {
    const [entry] = structureResume(
      "Jane Doe\n\nEDUCATION\nLakeside College City , State Associate of Arts Coursework in Graphic Design\n",
    ).education;
    expect(entry?.studyType).toBe("Associate of Arts");
    expect(entry?.area).toBe("Graphic Design");
  });
});

describe("an associate of occupational studies", () => {
  it("is an associate degree, written with or without its points", () => {
    for (const line of [
      "A.O.S. Culinary Arts, Culinary Institute of America, 2015",
      "AOS in Culinary Arts, CIA, 2015",
    ]) {
      const text = `Ann Lee\n\nEducation\n${line}\n`;
      const resume = structureResume(text);
      expect(resume.education[0]?.level).toBe("associate");
      expect(highestDegree(resume, text)?.level).toBe("associate");
    }
  });
});

import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

describe("honours listed inside a job", () => {
  it("open no job, dated or not, even with a role word inside the honour", () => {
    const r = structureResume(`Lena Marsh
Pharmaceutical Sales Consultant

Experience
Senior Sales Consultant
Jan 2005 to Jan 2011
Corvane Pharma - Denver, CO
Grew hospital accounts across the region. Major awards included
Consistent Achievers Award 6 out of 6 years
2006-2007 Winner of the Mountain Division Team of the Year Award.
2008 Member of the Region of the Year.
Trained the new representatives of the region.

Sales Representative
Jan 2001 to Jan 2005
Halden Labs - Boulder, CO
Called on clinics and hospitals.
`);
    expect(r.work.map((w) => w.position)).toEqual([
      "Senior Sales Consultant",
      "Sales Representative",
    ]);
    expect(r.work[0]!.highlights.join(" ")).toContain("Member of the Region of the Year");
  });

  it("a role that coordinates awards is still a job", () => {
    const r = structureResume(`Lena Marsh

Experience
Awards Coordinator
Jan 2012 to Jan 2016
Civic Arts Council - Denver, CO
Ran the yearly arts awards.
Sales Representative
Jan 2008 to Jan 2012
Halden Labs - Boulder, CO
Called on clinics and hospitals.
`);
    expect(r.work.map((w) => w.position)).toEqual(["Awards Coordinator", "Sales Representative"]);
  });
});

describe("a skills column woven into a dated job", () => {
  it("opens no undated job with a skill as its employer", () => {
    const r = structureResume(`Dana Lee

Work History
Banking Officer , 10/2018 to Current
Harbor Bank – Denver , CO

Due diligence
Financial statements
Marketing collateral
Money
Microsoft Office
Mortgage originator
Pricing strategy

Analyzed customer profiles to identify appropriate products.

Director of Finance , 05/2019 to Current
Civic Trust – Denver , CO

Assessed budget plans.
`);
    expect(r.work.map((w) => [w.position, w.name])).toEqual([
      ["Banking Officer", "Harbor Bank"],
      ["Director of Finance", "Civic Trust"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const jobs = (body: string) =>
  structureResume(
    `John Doe\njd@example.com\n\nEXPERIENCE\n\n${body}\n\nSKILLS\nReport writing`,
  ).work.map((w) => [w.position ?? null, w.name ?? null, w.startDate ?? null, w.endDate ?? null]);

describe("jobs written as blocks of three lines with no bullets", () => {
  it("keeps each title with its own employer and dates", () => {
    const body = [
      "Site Supervisor",
      "Acme Hospital, Sacramento CA",
      "11/2019 - Present",
      "",
      "Security Officer",
      "Guardsmark LLC, Citrus Heights CA",
      "01/2009 - 10/2019",
      "",
      "Clerk",
      "Beta Inc, Davis CA",
      "03/2005 - 12/2008",
    ].join("\n");
    expect(jobs(body)).toEqual([
      ["Site Supervisor", "Acme Hospital", "2019-11", null],
      ["Security Officer", "Guardsmark LLC", "2009-01", "2019-10"],
      ["Clerk", "Beta Inc", "2005-03", "2008-12"],
    ]);
  });

  it("keeps a range of bare years ('2009 - 2019') as the job's dates", () => {
    const body = [
      "Site Supervisor",
      "Acme Hospital, Sacramento CA",
      "11/2019 - Present",
      "",
      "Security Officer",
      "Guardsmark LLC, Citrus Heights CA",
      "2009 - 2019",
      "",
      "Clerk",
      "Beta Inc, Davis CA",
      "2005 - 2008",
    ].join("\n");
    expect(jobs(body)).toEqual([
      ["Site Supervisor", "Acme Hospital", "2019-11", null],
      ["Security Officer", "Guardsmark LLC", "2009", "2019"],
      ["Clerk", "Beta Inc", "2005", "2008"],
    ]);
  });

  it("keeps the employer written under dated lines in the same block", () => {
    // Dates first, then the title and the employer: the blank line ends the block, not the dates.
    const body = [
      "2015 - 2019",
      "Staff Accountant",
      "Baker Tilly LLP, Chicago IL",
      "",
      "2011 - 2015",
      "Accounts Payable Clerk",
      "Ryder System Inc, Chicago IL",
    ].join("\n");
    expect(jobs(body)).toEqual([
      ["Staff Accountant", "Baker Tilly LLP", "2015", "2019"],
      ["Accounts Payable Clerk", "Ryder System Inc", "2011", "2015"],
    ]);
  });
});

describe("dates inside a sentence wrapped over lines", () => {
  it("reads them as the sentence's, not as another job's", () => {
    const body = [
      "Public Relations/Social Media Manager 01/2009 to 06/2012 Company Name",
      "",
      "Operated as the national Public Relations Manager for the brand; lead all public relations and communications",
      "strategy for North America from fiscal 2009 to 2012.",
      "Managed $1.5M public relations and social media spend annually, Implemented Social Media strategies generating 1.1M fans from 2009 -",
      "2012.",
      "Oversaw PR agency team of seven.",
      "",
      "Public Relations Assistant Manager 01/2006 to 01/2009 Company Name",
      "",
      "Maintained all media relationships and coordinated editor appointments.",
    ].join("\n");
    expect(jobs(body)).toEqual([
      ["Public Relations/Social Media Manager", null, "2009-01", "2012-06"],
      ["Public Relations Assistant Manager", null, "2006-01", "2009-01"],
    ]);
  });
});

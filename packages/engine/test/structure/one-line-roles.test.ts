import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const parse = (body: string, head = "Jane Doe\njane@x.io\n\nEXPERIENCE\n") =>
  structureResume(`${head}${body}`, { asOf: new Date("2024-06-15") });
const roles = (body: string) =>
  parse(body).work.map((w) => ({
    position: w.position,
    name: w.name,
    startDate: w.startDate,
    endDate: w.endDate,
  }));

describe("one-line roles", () => {
  it("reads each dated list item as a role", () => {
    expect(
      roles(
        "- Cloud Network Engineer (2014-2016)\n- Senior Network Design Engineer (2010 - 2014)\n• Registered Nurse, City Hospital, 2008 – 2010",
      ),
    ).toEqual([
      { position: "Cloud Network Engineer", name: undefined, startDate: "2014", endDate: "2016" },
      {
        position: "Senior Network Design Engineer",
        name: undefined,
        startDate: "2010",
        endDate: "2014",
      },
      { position: "Registered Nurse", name: "City Hospital", startDate: "2008", endDate: "2010" },
    ]);
    expect(
      parse("- Cloud Engineer (2014 - 2016)\n- Nurse (2010 - 2014)").meta.totalExperienceMonths,
    ).toBe(72);
  });

  it("ends a title written in prose where commentary in -ing starts, keeping -ing nouns of titles", () => {
    expect(
      roles(
        [
          "- Held the position of Supply Chain Manager effectively addressing every supply chain concern for nearly five years from 2018 - 2023.",
          "- Served as Transit Police Officer working on security and safety protocols from 2015 - 2018.",
          "- Performed as a Logistics Manager within 2 years from 2009 - 2011.",
          "- Photographic processing machine operator from 2005 - 2009.",
        ].join("\n"),
      ).map((r) => r.position),
    ).toEqual([
      "Supply Chain Manager",
      "Transit Police Officer",
      "Logistics Manager",
      "Photographic processing machine operator",
    ]);
  });

  it("keeps dated achievements under a dated role as highlights", () => {
    const work = parse(
      "Software Engineer, Acme Corp, 2016 – 2020\n• Led the billing rewrite (2018 - 2019)\n• Cut costs by 20%",
    ).work;
    expect(work).toHaveLength(1);
    expect(work[0]!.highlights).toHaveLength(2);
  });

  it("cuts the description off the facts and drops lead-in words", () => {
    const work = parse(
      [
        "- File Clerk (2017-2020): Maintained files for the whole office.",
        "- Served as Senior Systems Analyst from 2011 - 2015 where I supervised system alignment.",
        "* 2005 - 2009 as a PHP Developer. Built modular applications.",
        "- Worked as a Paralegal for 4 years (2001 - 2005). Here I honed my research.",
        "- Software Engineer at Acme Corp, 1999–2001",
      ].join("\n"),
    ).work;
    expect(work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ["File Clerk", undefined, "2017", "2020"],
      ["Senior Systems Analyst", undefined, "2011", "2015"],
      ["PHP Developer", undefined, "2005", "2009"],
      ["Paralegal", undefined, "2001", "2005"],
      ["Software Engineer", "Acme Corp", "1999", "2001"],
    ]);
    expect(work[0]!.summary).toBe("Maintained files for the whole office.");
    expect(work[2]!.summary).toBe("Built modular applications.");
  });

  it("reads numbered roles and markdown emphasis", () => {
    expect(
      roles("1. Data Analyst, XYZ Inc (2017-2019)\n2. **Business Analyst** _(2015 – 2017)_"),
    ).toEqual([
      { position: "Data Analyst", name: "XYZ Inc", startDate: "2017", endDate: "2019" },
      { position: "Business Analyst", name: undefined, startDate: "2015", endDate: "2017" },
    ]);
  });

  it("reads key-value blocks, one entry per repeated key", () => {
    expect(
      roles(
        "Company: Acme Corp\nPosition: QA Manager\nDuration: 2015 - 2018\nDuties: Ran the test team.\nCompany: Beta LLC\nPosition: QA Engineer\nYears: 2012 to 2015",
      ),
    ).toEqual([
      { position: "QA Manager", name: "Acme Corp", startDate: "2015", endDate: "2018" },
      { position: "QA Engineer", name: "Beta LLC", startDate: "2012", endDate: "2015" },
    ]);
  });

  it("gives listed roles the employer heading them and drops the bare heading", () => {
    expect(roles("Acme Corp\n• Senior Engineer (2015 – 2020)\n• Engineer (2010 – 2015)")).toEqual([
      { position: "Senior Engineer", name: "Acme Corp", startDate: "2015", endDate: "2020" },
      { position: "Engineer", name: "Acme Corp", startDate: "2010", endDate: "2015" },
    ]);
  });

  it("reads several key-value pairs on one line, and a labelled description is not a title", () => {
    expect(roles("Company: Acme Corp | Position: Welder | Duration: 2015 - 2018")).toEqual([
      { position: "Welder", name: "Acme Corp", startDate: "2015", endDate: "2018" },
    ]);
    const work = parse(
      "Application Development Associate\nAccenture -\nNovember 2017 to Present\nRole: Currently working on the chat-bot. Developing backend queries",
    ).work;
    expect(work[0]).toMatchObject({
      position: "Application Development Associate",
      name: "Accenture",
    });
  });

  it('reads "Title in Organisation" but keeps "Engineer in Test" whole', () => {
    expect(
      roles(
        "Worked as Software Engineer in TCS from Jan 2015 to Dec 2018.\nSoftware Development Engineer in Test, Microsoft, 2012 - 2014",
      ).map((w) => [w.position, w.name]),
    ).toEqual([
      ["Software Engineer", "TCS"],
      ["Software Development Engineer in Test", "Microsoft"],
    ]);
  });

  it("prefers a date range to a year inside the title", () => {
    expect(roles("- Carried the role of SharePoint 2013 Developer (1997 - 1999)")[0]).toMatchObject(
      {
        startDate: "1997",
        endDate: "1999",
      },
    );
  });

  it("takes apart long runs of digits and lead words without backtracking for ever", () => {
    const line = `- ${"1".repeat(60)}x Engineer from from from for (2014 - 2016)`;
    expect(roles(line)[0]).toMatchObject({ startDate: "2014", endDate: "2016" });
    expect(parse(`- ${"as a ".repeat(2000)}(2014 - 2016)`).work.length).toBeLessThanOrEqual(1);
  });

  it("counts a stated duration when a role has no dates", () => {
    const resume = parse("- 5 years as a Database Administrator, where I ran Oracle clusters.");
    expect(resume.work[0]).toMatchObject({
      position: "Database Administrator",
      durationMonths: 60,
    });
    expect(resume.meta.totalExperienceMonths).toBe(60);
  });

  it("reads a title that prose states in lower case after its lead-in", () => {
    expect(
      roles(
        "Worked as a supervisor of sales workers from 2020 to 2021. In this role I oversaw a sales team.",
      ),
    ).toEqual([
      {
        position: "supervisor of sales workers",
        name: undefined,
        startDate: "2020",
        endDate: "2021",
      },
    ]);
    expect(roles("Held the position of sales supervisor from 2016 to 2019.")[0]!.position).toBe(
      "sales supervisor",
    );
    expect(roles("Worked as a line cook at Joe's Diner from 2015 to 2020.")[0]).toMatchObject({
      position: "line cook",
      name: "Joe's Diner",
    });
    // Prose with no lead-in stays a description, not a title.
    expect(roles("Oversaw a sales team and its targets from 2020 to 2021.")[0]?.position).toBe(
      undefined,
    );
  });

  it("reads plural occupation names as titles", () => {
    expect(roles("- Medical transcriptionists (2019 - 2021)")[0]!.position).toBe(
      "Medical transcriptionists",
    );
  });
});

describe("names in labelled contact blocks", () => {
  it.each([
    ["## Personal Information\nName: Isla Watson\nEmail: isla@x.io\n", "Isla Watson"],
    ["## Personal Information\n**Name:** Nia Thompson\n**Email:** nia@x.io\n", "Nia Thompson"],
    ["Personal Information\nFull Name: Lucia Moretti\nEmail: l@x.io\n", "Lucia Moretti"],
    [
      "## Personal Information\nFirst Name: Matias\nLast Name: Alvarez\nEmail: m@x.io\n",
      "Matias Alvarez",
    ],
  ])("%j", (head, name) => {
    expect(parse("- Nurse (2019 - 2021)", `${head}\n## Experience\n`).basics.name).toBe(name);
  });
});

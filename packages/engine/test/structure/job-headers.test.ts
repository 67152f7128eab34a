import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const jobs = (body: string) =>
  structureResume(
    `Jane Doe\n\nEXPERIENCE\n${body}\n\nEDUCATION\nB.S. Biology, Lakeside University, 2001`,
  ).work.map((w) => ({
    title: w.position ?? null,
    company: w.name ?? null,
    start: w.startDate ?? null,
  }));

describe("job headers", () => {
  it("an employer's long name with small words of other languages, or 'Pvt. Ltd.', is a header", () => {
    // Read before as prose: the dates below began a job of their own, with no title.
    const read = jobs(
      [
        "Nurse, General Surgery Ward (36 beds)",
        "Unidade Local de Saúde Estuário do Tejo – Hospital de São Vicente, Lisbon",
        "March 2022 – Present",
        "- Care for 7–9 patients per shift",
        "",
        "Senior Site Engineer",
        "Sunkoshi Valley Hydro Pvt. Ltd.",
        "Apr 2016 – Feb 2022",
        "- Supervised headworks",
      ].join("\n"),
    );
    expect(read.map((j) => [j.title, j.start])).toEqual([
      ["Nurse", "2022-03"],
      ["Senior Site Engineer", "2016-04"],
    ]);
    expect(read[1]!.company).toBe("Sunkoshi Valley Hydro Pvt. Ltd.");
  });

  it("a role with its grade after it is the title ('Registered Nurse III')", () => {
    // Read as no title: 7 years as a nurse counted for nothing against the years asked.
    const read = jobs(
      "Registered Nurse III – Main Operating Room\nBayview Medical Center, Tampa, FL Apr 2019 – Present\n• Circulate and scrub",
    );
    expect(read.map((j) => [j.title, j.start])).toEqual([["Registered Nurse III", "2019-04"]]);
  });

  it("a line in capitals with a date and small words in capitals is no header", () => {
    const work = structureResume(
      "Jane Doe\n\nEXPERIENCE\nAssistant Director of Law, City of Cleveland\nMarch 1986 to August 1988\nADVISED APPOINTING AUTHORITIES IN DEPARTMENTS OF PARKS.\nRECEIVED PROCLAMATION DECLARING JUNE 10, 1988, WENDY WILLS DAY, FOR LEGAL SERVICES RENDERED TO\nTHE CITY OF CLEVELAND IN LITIGATION.\n",
    ).work;
    expect(work.map((w) => w.name ?? null)).not.toContain("FOR LEGAL SERVICES RENDERED TO");
    expect(work).toHaveLength(1);
  });

  it("an aside in brackets wrapped below a duty stays that duty's", () => {
    const work = structureResume(
      "Jane Doe\n\nEXPERIENCE\nNurse, Internal Medicine Ward\nHospital Particular Vale do Jamor, Queluz\nSeptember 2019 – February 2022\n- Acute medical patients: heart failure, pneumonia, COVID-19 cohort\n  (2020–2021)\n- Blood transfusions and central-line care\n",
    ).work;
    // The bracket's years began a job of their own before.
    expect(work).toHaveLength(1);
    expect(work[0]!.highlights[0]).toBe(
      "Acute medical patients: heart failure, pneumonia, COVID-19 cohort (2020–2021)",
    );
  });

  it("a header line long only by its place and an aside is still a header", () => {
    const read = jobs(
      [
        "Senior Professional Fee Coder (Remote) – Baylor Scott & White Health, Dallas, TX",
        "Feb 2020 – Present",
        "- Coded clinic visits",
        "",
        "Surgical Technologist II, Main OR — Johns Hopkins Bayview Medical Center, Baltimore, MD",
        "Aug 2012 – Jan 2020",
        "- Scrubbed cases",
      ].join("\n"),
    );
    expect(read.map((j) => [j.title, j.start])).toEqual([
      ["Senior Professional Fee Coder (Remote)", "2020-02"],
      ["Surgical Technologist II", "2012-08"],
    ]);
    expect(read[0]!.company).toBe("Baylor Scott & White Health");
  });

  it("a header line long by a city alone after its employer is still a header", () => {
    const read = jobs(
      [
        "Staff Psychologist, Behavioral Medicine & Primary Care — Three Rivers Health System, Pittsburgh",
        "2019 – present (7 years)",
        "  – Embedded PCBH psychologist in two primary care clinics",
      ].join("\n"),
    );
    // It read no title nor employer: eleven words, the city counted among them.
    expect(read.map((j) => [j.title, j.company, j.start])).toEqual([
      ["Staff Psychologist", "Three Rivers Health System", "2019"],
    ]);
  });

  it("a role's list of labels that runs into its dates leaves the dates to the role", () => {
    const body = [
      "Business Development Representative",
      "",
      "TeamBuilder",
      "Training and Development",
      "Business Development",
      "Sales Management & Analysis",
      "",
      "March 2010 to Current Company Name - City , State",
      "",
      "Grew profit margins through negotiations with store managers.",
      "",
      "Outside Sales Manager",
      "March 2005 to December 2008 Company Name - City , State",
      "",
      "Sold therapy solutions to physicians.",
    ].join("\n");
    const resume = structureResume(
      `Jane Doe\n\nEXPERIENCE\n${body}\n\nEDUCATION\nB.S. Biology, Lakeside University, 2001`,
    );
    expect(resume.work.map((w) => [w.position, w.startDate ?? null])).toEqual([
      ["Business Development Representative", "2010-03"],
      ["Outside Sales Manager", "2005-03"],
    ]);
    // Nothing is lost: the label is the role's first line.
    expect(resume.work[0]!.highlights).toEqual(["Sales Management & Analysis"]);
    expect(resume.work[0]!.summary).toBe(
      "Grew profit margins through negotiations with store managers.",
    );
    // A dated title that names a role keeps its dates ("Director of PR & Social Media").
    expect(
      jobs(
        [
          "Budgetary Planning",
          "Client Relationship Management",
          "",
          "Director of PR & Social Media 06/2015 to Current Company Name City , State",
          "Led the PR strategy.",
        ].join("\n"),
      ).map((j) => [j.title, j.start]),
    ).toContainEqual(["Director of PR & Social Media", "2015-06"]);
  });

  it("titles written side by side on one line are one title", () => {
    expect(
      jobs(
        [
          "Senior Lending Officer - VP Executive Officer 11/2009 to Current Company Name City , State",
          "Managed six lending officers.",
          "Vice President, Wealth Advisor II 08/2006 to 02/2009 Company Name City , State",
          "Advised clients on portfolios.",
          "Project Manager, Vice President 01/2003 to 07/2006 Company Name City , State",
          "Led the branch project.",
        ].join("\n"),
      ).map((j) => j.title),
    ).toEqual([
      "Senior Lending Officer - VP Executive Officer",
      "Vice President, Wealth Advisor II",
      "Project Manager, Vice President",
    ]);
    // A title beside its employer stays apart from it.
    expect(
      jobs("Staff Nurse, Mercy General Hospital, 2015 - 2019\nCared for patients.")[0],
    ).toEqual({
      title: "Staff Nurse",
      company: "Mercy General Hospital",
      start: "2015",
    });
  });

  it("an aside in parentheses above the first job is never its employer", () => {
    const work = jobs(
      [
        "Grew commercial loan balances each year.",
        "Active member of a local financing agency's Board of Directors",
        "(ABDC and NYFA)",
        "",
        "Branch Manager 11/2009 to Current Company Name City , State",
        "Ran the branch.",
        "Loan Officer 10/2005 to 11/2009 Company Name City , State",
        "Made loans.",
      ].join("\n"),
    );
    expect(work.every((j) => j.company === null)).toBe(true);
    expect(work.filter((j) => j.start).map((j) => j.title)).toEqual([
      "Branch Manager",
      "Loan Officer",
    ]);
  });

  it("skill headings and role sub-headings inside a dated job do not open jobs", () => {
    const work = jobs(
      [
        "01/2012 to 01/2014",
        "Business Development Company Name City , State",
        "Developed the start-up budget",
        "Operations",
        "Lead in running operations",
        "Ongoing coaching of staff",
        "Purchasing Manager",
        "Maintained weekly inventory",
        "Ran weekly meetings with chefs",
        "01/1995 to 01/2011",
        "Business Management Company Name City , State",
        "Managed two stores",
      ].join("\n"),
    );
    expect(work.map((j) => j.start)).toEqual(["2012-01", "1995-01"]);
    expect(work.map((j) => j.company)).toEqual([null, null]);
  });

  it("an employer printed as a banner on top is not the owner's name", () => {
    const resume = structureResume(
      [
        "NORTHWIND TRADERS",
        "Summary",
        "Retail sales consultant.",
        "Experience",
        "Northwind Traders",
        "September 2015 to Current Company Name City , State",
        "Handled customer calls.",
      ].join("\n"),
    );
    expect(resume.basics.name).toBeUndefined();
    expect(structureResume("JANE DOE\nSummary\nRetail sales consultant.").basics.name).toBe(
      "Jane Doe",
    );
  });

  it("a trade title on top with a discipline noun is a headline, not a name", () => {
    const resume = structureResume(
      "AIRCRAFT HYDRAULICS JOURNEYMEN\nSummary\nSeeking a stocker position.\nExperience\nStocker 2019 - 2020\nStocked shelves.",
    );
    expect(resume.basics.name).toBeUndefined();
    const trade = structureResume("AVIONICS LINEMAN\nSummary\nSeeking a hangar position.");
    expect(trade.basics.name).toBeUndefined();
    expect(trade.basics.label).toBe("Avionics Lineman");
  });

  it("the words before a template's 'Company Name' are the title; other header lines are no employer", () => {
    const work = jobs(
      [
        "03/2017 to Current",
        "",
        "Forklift KnowledgeX",
        "Worked at two Warehouses",
        "Inventory Knowledge",
        "",
        "Line Service Technician Company Name City , State",
        "Fueled aircraft.",
      ].join("\n"),
    );
    expect(work[0]).toEqual({ title: "Line Service Technician", company: null, start: "2017-03" });
  });

  it("splits an employer written after the title in one fragment, and reads an employer with an aside", () => {
    expect(
      jobs(
        "Office Assistant/Bookkeeper Brightway HealthCare 01/2000 to 01/2003 City , State\nFiled.",
      )[0],
    ).toEqual({
      title: "Office Assistant/Bookkeeper",
      company: "Brightway HealthCare",
      start: "2000-01",
    });
    expect(
      jobs(
        "Northwind Telecom (Acme Authorized Retailer)\nJanuary 2015 to September 2015 Company Name City , State\nSold phones.",
      )[0]?.company,
    ).toBe("Northwind Telecom (Acme Authorized Retailer)");
  });

  it("a duty or a common-noun phrase is no employer", () => {
    const work = jobs(
      "Project Engineer 05/2010 to 06/2012\nProcured permits from the City of Springfield Building Department\nSupervised crews.",
    );
    expect(work.map((j) => j.company)).toEqual([null]);
  });

  it("reads a name from a name/title block further down that repeats the headline", () => {
    const resume = structureResume(
      [
        "ASSISTANT PROJECT MANAGER/SITE COORDINATOR",
        "Summary",
        "Civil engineer with 16 years of experience.",
        "Education",
        "1999",
        "B.S : Civil Engineering Lakeside University City , State",
        "Civil Engineering Dana Whitfield",
        "",
        "Assistant Project Manager",
        "Skills",
        "Scheduling, estimating",
      ].join("\n"),
    );
    expect(resume.basics.name).toBe("Dana Whitfield");
    const span = resume.meta.sources["/basics/name"];
    expect(span?.text).toBe("Dana Whitfield");
    // A line above a title that is not the headline is no name block.
    expect(
      structureResume(
        "ASSISTANT PROJECT MANAGER\nSummary\nEngineer.\nExperience\nWorked with Dana Whitfield\nSite Supervisor 2001 - 2003",
      ).basics.name,
    ).toBeUndefined();
  });

  it("years in a job's prose, wrapped asides and lists of delivered products do not open jobs", () => {
    const work = jobs(
      [
        "01/2003 to Current",
        "Principal Architect Company Name City , State",
        "An active member in working groups for enterprise data architecture (e.g. Business",
        "Architecture ,Data Architecture, Data Quality working groups)",
        "Keynote speaker at an in-memory computing summit in 2017",
        "and 2018",
        "Oracle Developer 01/1998 to 12/2002 Company Name City , State",
        "Delivered the following products.",
        "",
        "Clinic Booking System",
        "Payroll Information System",
        "Fleet Tracking System",
      ].join("\n"),
    );
    expect(work.map((j) => [j.title, j.company, j.start])).toEqual([
      ["Principal Architect", null, "2003-01"],
      ["Oracle Developer", null, "1998-01"],
    ]);
  });

  it("an achievement with a fiscal year in a job's prose opens no job", () => {
    const work = jobs(
      [
        "Sales Manager 01/2008 to 12/2012 Company Name City , State",
        "Managed 3 franchises.",
        "Won the Sales Driver Award, FY 2009",
        "Achieved 154% of FY 2010 sales quota",
        "Sales Associate 01/2004 to 12/2007 Company Name City , State",
        "Sold cars.",
      ].join("\n"),
    );
    expect(work.map((j) => [j.title, j.company, j.start])).toEqual([
      ["Sales Manager", null, "2008-01"],
      ["Sales Associate", null, "2004-01"],
    ]);
  });

  it("a duty written on a template's header line leaves the header a header", () => {
    const body = [
      "08/2014 to 03/2016",
      "Air Freight Agent Company Name - City , State Accepting, booking, inspecting and tracking outbound and inbound cargoes. Checking import documentation.",
      "06/2012 to 10/2012",
      "Foundation Associate Company Name \uFFFD City , State * Assisted with charity section of official website and Foundation Facebook page",
      "Group Fitness Instructor Jan 2016 to Mar 2016",
      "Company Name - City , State Introduced & launched Body Attack in Jan, 2016",
      "Yoga & Group Fitness Instructor Sep 2014 to Mar 2016",
      "Company Name - City , State",
      "Taught Yoga.",
    ].join("\n");
    const text = `Jane Doe\n\nEXPERIENCE\n${body}\n\nEDUCATION\nB.S. Biology, Lakeside University, 2001`;
    const resume = structureResume(text);
    expect(resume.work.map((w) => [w.position ?? null, w.startDate ?? null])).toEqual([
      ["Air Freight Agent", "2014-08"],
      ["Foundation Associate", "2012-06"],
      ["Group Fitness Instructor", "2016-01"],
      ["Yoga & Group Fitness Instructor", "2014-09"],
    ]);
    // The duty is the role's, and every span quotes the text as written.
    expect(resume.work[0]!.summary).toContain("Accepting, booking");
    for (const span of Object.values(resume.meta.sources))
      expect(span.text).toBe(text.slice(span.start, span.end).trim());
  });

  it("a school's word before a role says where the role works, not that it is a school", () => {
    const read = jobs(
      [
        "School Bus Driver, First Student, Dayton, OH — 2015 to Present",
        "- Transported 60 students daily",
        "University Professor, Ohio State University, 2010 - 2015",
        "- Taught chemistry",
        "School Nurse, Lincoln High School, 2005 - 2010",
        "- Ran the clinic",
      ].join("\n"),
    );
    expect(read.map((j) => [j.title, j.company])).toEqual([
      ["School Bus Driver", "First Student"],
      ["University Professor", "Ohio State University"],
      ["School Nurse", "Lincoln High School"],
    ]);
  });

  it("an open end of dates on a header line of its own is no title", () => {
    const work = jobs(
      [
        "Petty Officer 3rd Class Aviation Ordnanceman",
        "Current Company Name - City , State",
        "* Provide security and physical protection for service members.",
      ].join("\n"),
    );
    expect(work[0]!.title).toBe("Petty Officer 3rd Class Aviation Ordnanceman");
  });
});

describe("a job header with a short word of a place or an employer", () => {
  it("reads 'Ste. Anne' and 'Inc.' as parts of names, not as the end of a sentence", () => {
    // Read before as prose: the job had dates and no title.
    const read = jobs(
      [
        "Primary Care Paramedic – Southeast Prairie EMS, Ste. Anne and Steinbach stations, MB",
        "Mar 2019 – present",
        "- 911 response",
        "",
        "Sales Associate – Northwind Traders Inc. Retail Division",
        "Jun 2017 – Feb 2019",
        "- Served customers",
      ].join("\n"),
    );
    expect(read.map((j) => [j.title, j.start])).toEqual([
      ["Primary Care Paramedic", "2019-03"],
      ["Sales Associate", "2017-06"],
    ]);
  });
});

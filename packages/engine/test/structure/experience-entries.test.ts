import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const AS_OF = new Date("2025-06-01");
const parse = (text: string) => structureResume(text, { asOf: AS_OF });
const jobs = (text: string) =>
  parse(text).work.map((w) => [
    w.position,
    w.name,
    w.startDate,
    w.endDate ?? (w.isCurrent && "now"),
  ]);

describe("sub-headings inside a job", () => {
  it("do not open jobs, become employers or end the experience section", () => {
    const text = `Ravi Kumar

EXPERIENCE
Senior Software Engineer
Maxwell Data Systems, Pune    Jan 2018 - Present
Responsibilities:
• Designed REST services for the billing platform
Key Responsibilities
• Led code reviews
Award and Recognition
• Star performer of the quarter
Achievements
• Cut build time by 40%
ROLE
Team lead for six developers

Software Engineer
Lotus Infotech, Chennai    Jun 2014 - Dec 2017
• Built batch jobs

EDUCATION
B.E, Anna University, 2014`;
    expect(jobs(text)).toEqual([
      ["Senior Software Engineer", "Maxwell Data Systems", "2018-01", "now"],
      ["Software Engineer", "Lotus Infotech", "2014-06", "2017-12"],
    ]);
    const first = parse(text).work[0]!;
    expect(first.highlights).toContain("Cut build time by 40%");
  });

  it("keep an 'Environment:' line with versioned tools out of the employer", () => {
    const text = `Meera Iyer

WORK EXPERIENCE
Database Developer | Copperleaf Analytics | 2012 - 2016
• Tuned PL/SQL packages
Environment: Oracle 9i, Toad, Unix
Key responsibilities
• Wrote shell scripts`;
    expect(jobs(text)).toEqual([["Database Developer", "Copperleaf Analytics", "2012", "2016"]]);
  });
});

describe("project lines inside a job", () => {
  it("do not open jobs", () => {
    const text = `Sanjay Rao

PROFESSIONAL EXPERIENCE
Technical Lead, Orion Softlabs Pvt Ltd    Mar 2016 - Present
Project 1: Core Banking Migration
Domain: Banking
Client: First Coastal Bank
Duration: Mar 2016 - Aug 2018
Role: Module Lead
• Moved the ledger to the new platform
Project 2: Loan Origination Portal
Domain: Lending
Client: Summit Credit Union
Duration: Sep 2018 - Present
• Built the approval workflow

Developer, Bluepeak Systems    Jul 2011 - Feb 2016
• Maintained the payroll module`;
    expect(jobs(text)).toEqual([
      ["Technical Lead", "Orion Softlabs Pvt Ltd", "2016-03", "now"],
      ["Developer", "Bluepeak Systems", "2011-07", "2016-02"],
    ]);
  });
});

describe("lines that are never employers or titles", () => {
  it("a phone number is not an employer", () => {
    const text = `Alma Ortiz

EXPERIENCE
Office Manager
Ph: 555-201-7788
Greenway Dental Clinic, 2015 - 2020
• Ran the front desk`;
    const [job] = parse(text).work;
    expect(job).toMatchObject({ position: "Office Manager", name: "Greenway Dental Clinic" });
  });

  it("a tool with its version is not an employer", () => {
    const text = `Omar Said

EXPERIENCE
PL/SQL Developer | Oracle 11g | Jan 2013 - Mar 2015
• Wrote stored procedures`;
    const [job] = parse(text).work;
    expect(job!.position).toBe("PL/SQL Developer");
    expect(job!.name).toBeUndefined();
  });

  it("a phone number in the header line is not an employer", () => {
    const text = `Alma Ortiz

EXPERIENCE
Office Manager
Tel 555 201 7788 | 2015 - 2020
• Ran the front desk`;
    const [job] = parse(text).work;
    expect(job!.position).toBe("Office Manager");
    expect(job!.name).toBeUndefined();
  });

  it("a skill-table line is not a title", () => {
    const text = `Chen Wu

EXPERIENCE
Backend Developer, Tidewater Labs, 2019 - 2023
• Wrote services
Languages: Java, C++, Python
Databases: MySQL, Oracle 11g`;
    expect(jobs(text)).toEqual([["Backend Developer", "Tidewater Labs", "2019", "2023"]]);
  });

  it("a supervisor or pay line of a federal resume is not a title", () => {
    const text = `Lee Park

WORK EXPERIENCE
Program Analyst, Bureau of Land Records, 2010 - 2014
Supervisor: Dana Cole (555) 301-2200
Pay Plan: GS
Hours per week: 40
• Audited leases`;
    expect(jobs(text)).toEqual([["Program Analyst", "Bureau of Land Records", "2010", "2014"]]);
  });
});

describe("words hyphenated across a line break", () => {
  it("are joined in skills and the summary", () => {
    const text = `Jo Park

SUMMARY
Operations lead with strong manage-
ment skills and a pre- and post-sale focus.

SKILLS
Project manage-
ment, budget fore-
casting, vendor relations`;
    const r = parse(text);
    expect(r.skills[0]!.keywords).toEqual([
      "Project management",
      "budget forecasting",
      "vendor relations",
    ]);
    expect(r.basics.summary).toBe(
      "Operations lead with strong management skills and a pre- and post-sale focus.",
    );
  });

  it("are joined in the text read from the entry", () => {
    const text = `Nora Hale

EXPERIENCE
Project Coordinator, Lumen Works, 2018 - 2022
• Improved vendor manage-
ment and the onboard-
ing of new suppliers for the well-
known brands`;
    const [job] = parse(text).work;
    expect(job!.highlights).toEqual([
      "Improved vendor management and the onboarding of new suppliers for the well-known brands",
    ]);
    const span = parse(text).meta.sources["/work/0/highlights/0"]!;
    expect(text.slice(span.start, span.end)).toBe(span.text);
    expect(span.text.startsWith("Improved vendor manage-")).toBe(true);
  });
});

describe("capitalised duty lines without bullets", () => {
  it("stay with the job above instead of opening undated jobs", () => {
    const text = `Ana Ruiz

EXPERIENCE
Store Manager
Brightway Outlet, 2016 - 2020
Managed a staff of twelve across two shifts.
Reconcile Cash Drawer Daily
Summarize Daily Sales
Prepare Weekly Schedules

Assistant Manager
Corner Market, 2012 - 2016
Ordered stock weekly.`;
    expect(jobs(text)).toEqual([
      ["Store Manager", "Brightway Outlet", "2016", "2020"],
      ["Assistant Manager", "Corner Market", "2012", "2016"],
    ]);
    expect(parse(text).work[0]!.highlights).toEqual(
      expect.arrayContaining(["Reconcile Cash Drawer Daily", "Summarize Daily Sales"]),
    );
  });

  it("an undated job that names a role or an employer is still a job", () => {
    const text = `Ana Ruiz

EXPERIENCE
Store Manager, Brightway Outlet, 2016 - 2020
• Managed a staff of twelve
Volunteer Cashier, Hope Thrift Store
• Ran the register on weekends`;
    expect(jobs(text)).toEqual([
      ["Store Manager", "Brightway Outlet", "2016", "2020"],
      ["Volunteer Cashier", "Hope Thrift Store", undefined, undefined],
    ]);
  });
});

describe("template placeholders", () => {
  it("'Company Name' and 'City , State' are no employer and no place", () => {
    const text = `Tomas Berg

Experience
Sales Associate
January 2015 to Current Company Name \uFFFD City , State
Greeted walk-in customers and processed returns.
Stock Clerk
March 2012 to December 2014 Northgate Grocers \uFFFD City , State
Unloaded trucks.
January 2010 to February 2012
Cashier Company Name City , State
Counted the till.`;
    expect(jobs(text)).toEqual([
      ["Sales Associate", undefined, "2015-01", "now"],
      ["Stock Clerk", "Northgate Grocers", "2012-03", "2014-12"],
      ["Cashier", undefined, "2010-01", "2012-02"],
    ]);
    expect(parse(text).work.map((w) => w.location)).toEqual([undefined, undefined, undefined]);
  });

  it("the words beside an employer placeholder are the role; a real name above it stays the employer", () => {
    const text = `Dana Whit

Experience
12/1990 to 12/1994
Visual Communications Company Name \uFFFD State
Designed base newsletters.
Home Health Care Provider
May 2016 to Current Company Name \uFFFD City , State
Cared for two clients.
Harbor Freightways
September 2015 to May 2016 Company Name \uFFFD City , State
Answered pharmacy calls.`;
    expect(jobs(text)).toEqual([
      ["Visual Communications", undefined, "1990-12", "1994-12"],
      ["Home Health Care Provider", undefined, "2016-05", "now"],
      [undefined, "Harbor Freightways", "2015-09", "2016-05"],
    ]);
  });
});

describe("functional résumés", () => {
  it("a skill heading over a sentence is no job and no employer", () => {
    const text = `Lee Park

Experience
03/2006 to 12/2012
Site Manager Company Name \uFFFD City , State
Ran the site.
Problem Diagnosis
Used operational knowledge of systems to solve problems that arose during construction.
Safety Audit
Led monthly safety audits to monitor employee behavior.`;
    const work = parse(text).work;
    expect(work.map((w) => [w.position, w.name])).toEqual([["Site Manager", undefined]]);
    expect(work[0]!.highlights.join(" ")).toContain("Led monthly safety audits");
  });
});

describe("what fills the employer slot", () => {
  it("a duty sentence is no employer", () => {
    const text = `Ines Moral

Experience
New Home Counselor 01/2006 to 07/2007
Sold 28 new homes in the first six months
Achieved 97% capture rate for the in-house lending company
Built strong alliances with the investor community
Sales Associate 03/2004 to 12/2005
Greeted buyers at the model home`;
    expect(jobs(text)).toEqual([
      ["New Home Counselor", undefined, "2006-01", "2007-07"],
      ["Sales Associate", undefined, "2004-03", "2005-12"],
    ]);
  });

  it("a lone role line is the title, not the employer", () => {
    const text = `Ines Moral

Experience
Insurance Agent
02/2012 to 11/2015
Sold term life policies.
Bookseller
03/2009 to 01/2012
Shelved new titles.
Co-Owner/Financial Liaison
04/2006 to 02/2009
Kept the books.`;
    expect(jobs(text)).toEqual([
      ["Insurance Agent", undefined, "2012-02", "2015-11"],
      ["Bookseller", undefined, "2009-03", "2012-01"],
      ["Co-Owner/Financial Liaison", undefined, "2006-04", "2009-02"],
    ]);
  });
});

describe("employer inheritance", () => {
  it("later roles do not inherit a misread title as their employer", () => {
    const text = `Ines Moral

Experience
Customer Service Represntative , 11/2012 - 01/2013 Company Name \uFFFD City , State
Processed applications and payments.
Teller , 02/2012 - 05/2012 Company Name \uFFFD City , State
Balanced the drawer.`;
    // The misspelt title reads as a role, so it is not claimed as the employer either.
    expect(jobs(text)).toEqual([
      ["Customer Service Represntative", undefined, "2012-11", "2013-01"],
      ["Teller", undefined, "2012-02", "2012-05"],
    ]);
  });

  it("roles under an employer heading still inherit it", () => {
    const text = `Ines Moral

Experience
Harbor Credit Union
Senior Teller, 2016 - 2020
Teller, 2013 - 2016`;
    expect(jobs(text)).toEqual([
      ["Senior Teller", "Harbor Credit Union", "2016", "2020"],
      ["Teller", "Harbor Credit Union", "2013", "2016"],
    ]);
  });
});

describe("an Achievements section after the jobs", () => {
  it("stays a section of its own when it lists dated honours, not jobs", () => {
    const text = `Ana Ruiz

EXPERIENCE
Store Manager, Brightway Outlet, 2016 - 2020
• Managed a staff of twelve

ACHIEVEMENTS
Dean's List, 2012 - 2014
Top Seller Award, 2018`;
    const r = parse(text);
    expect(jobs(text)).toEqual([["Store Manager", "Brightway Outlet", "2016", "2020"]]);
    expect(r.meta.sections.map((s) => s.name)).toEqual(["experience", "awards"]);
  });
});

describe("a date range printed over several lines", () => {
  it("is read as one range ('January 2014' / 'to' / 'Current')", () => {
    const text = `Ana Ruiz

Experience
January 2014
to
Current
Business Development Manager, Reel Media
Signed new publishers.
March 2010
to
December 2013
Sales Manager, Reel Media
Ran the inside sales team.`;
    expect(jobs(text)).toEqual([
      ["Business Development Manager", "Reel Media", "2014-01", "now"],
      ["Sales Manager", "Reel Media", "2010-03", "2013-12"],
    ]);
  });
});

describe("an employer is a name", () => {
  it("a phrase of prose in the employer slot is dropped", () => {
    const text = `Ines Moral

Experience
Nanny
Basic caregiver for three small children
June 2012 to May 2016
Planned meals and outings.`;
    const [job] = parse(text).work;
    expect(job).toMatchObject({ position: "Nanny", startDate: "2012-06" });
    expect(job!.name).toBeUndefined();
  });
});

describe("employers guessed by their place", () => {
  it("are names, never accomplishments, skills or phrases", () => {
    const text = `Dana Reyes

Experience
Sales Manager
Built Strong Relationships with Fleet Organizations    Jan 2015 - Dec 2018
• Grew the region by 20%
Field Technician
Blueprint Reading    Feb 2012 - Dec 2014
• Repaired HVAC units
Account Executive
United Rentals    Jan 2010 - Jan 2012
• Opened 40 accounts`;
    expect(jobs(text)).toEqual([
      ["Sales Manager", undefined, "2015-01", "2018-12"],
      ["Field Technician", undefined, "2012-02", "2014-12"],
      ["Account Executive", "United Rentals", "2010-01", "2012-01"],
    ]);
  });
});

describe("a long job line right after a full bullet", () => {
  it("opens a job of its own when it ends with its dates", () => {
    const text = [
      "NADIA ROSALES-PEMBERTON",
      "Financial Aid Administrator | NASFAA FAAC®",
      "Lewisburg, PA 17837 · (570) 555-0117 · nadia.rp@example.com",
      "",
      "SUMMARY OF QUALIFICATIONS",
      "Eight years administering federal, state and institutional aid at two private Pennsylvania",
      "colleges. Go-to person in my office for R2T4 calculations and verification questions;",
      "trained nine new counselors. Comfortable explaining the Student Aid Index to anxious",
      "families – in English or Spanish.",
      "",
      "PROFESSIONAL EXPERIENCE",
      "Associate Director of Financial Aid — Allegheny Pines College, Williamsport, PA — Jul 2021 – Present",
      "• Lead verification and R2T4 processing for 2,600 undergraduates; 410+ verifications",
      "and ~90 R2T4 calculations per year with zero findings in the 2023 and 2025 audits",
      "• Package a caseload of 700 students in Ellucian Banner; process PJ/special circumstances",
      "• Rebuilt verification workflow in Banner and Argos after FAFSA Simplification (2024–25)",
      "• Prepared R2T4 and verification samples for the annual Uniform Guidance audit and the",
      "2024 PHEAA program review",
      "• Chair SAP appeals committee; reconcile COD and Pell monthly with Student Accounts",
      "Financial Aid Counselor — Keystone Hollow College, State College, PA — Jun 2018 – Jun 2021",
      "• Counseled students and parents; packaged aid; originated Direct Loans and PLUS in COD",
      "• Processed PHEAA State Grant rosters and PA-TIP awards",
      "Financial Aid Assistant — Keystone Hollow College — Aug 2016 – May 2018",
      "• Document tracking, ISIR loads and front-desk service",
      "• Answered 60+ student calls a day during peak season",
    ].join("\n");
    expect(jobs(text).map(([position, , start]) => [position, start])).toEqual([
      ["Associate Director of Financial Aid", "2021-07"],
      ["Financial Aid Counselor", "2018-06"],
      ["Financial Aid Assistant", "2016-08"],
    ]);
  });
});

/**
 * Employers read the way resumes write them, and never a function, a duty, a place or a year in
 * the job's prose (issue 10: company F1 on real resumes). Each case is a small synthetic resume in
 * a layout real resumes use.
 */
import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const jobs = (body: string) =>
  structureResume(
    `Jane Doe\n\nEXPERIENCE\n${body}\n\nEDUCATION\nB.S. Biology, Lakeside University, 2001`,
  ).work.map((w) => ({
    title: w.position ?? null,
    company: w.name ?? null,
    start: w.startDate ?? null,
    end: w.endDate ?? (w.isCurrent ? "present" : null),
  }));

describe("employers", () => {
  it("an employer with an aside in brackets and a city after it heads its job", () => {
    // Before, the line was no header ("(fintech, payments)" and "hybrid" in small letters), and
    // the dates began a job of their own, with no title: a data engineer's years as one were 0.
    expect(
      jobs(
        [
          "Data Engineer",
          "Monetka Pay (fintech, payments), Lviv – hybrid",
          "01/2024 – present",
          "• Airflow DAGs for 60+ daily jobs",
          "",
          "Data Protection Officer",
          "Cirrova Cloud Ireland Ltd. (HR and collaboration SaaS), Dublin",
          "03/2018 - 08/2022",
          "- Built the GDPR program",
        ].join("\n"),
      ),
    ).toEqual([
      {
        title: "Data Engineer",
        company: "Monetka Pay (fintech, payments)",
        start: "2024-01",
        end: "present",
      },
      {
        title: "Data Protection Officer",
        company: "Cirrova Cloud Ireland Ltd. (HR and collaboration SaaS)",
        start: "2018-03",
        end: "2022-08",
      },
    ]);
  });

  it("a firm named by a plural role noun after the title is the employer, not a second title", () => {
    expect(
      jobs(
        [
          "Sr. Home Mortgage Consultant - Hartwell Lane Advisors 01/2010 to Current",
          "Originated loans for referral partners.",
          "Loan Officer, Birch & Stone Realtors 2005 - 2009",
          "Closed loans.",
          "Senior Lending Officer - VP Executive Officer 2001 - 2004",
          "Managed six lending officers.",
        ].join("\n"),
      ),
    ).toEqual([
      {
        title: "Sr. Home Mortgage Consultant",
        company: "Hartwell Lane Advisors",
        start: "2010-01",
        end: "present",
      },
      { title: "Loan Officer", company: "Birch & Stone Realtors", start: "2005", end: "2009" },
      {
        title: "Senior Lending Officer - VP Executive Officer",
        company: null,
        start: "2001",
        end: "2004",
      },
    ]);
  });

  it("an organisation written beside the title on a template's 'Company Name' line is kept", () => {
    expect(
      jobs(
        [
          "Company Name May 2015 Sr. Home Mortgage Consultant - Hartwell Lane Advisors",
          "City , State",
          "• Built relationships with referral partners.",
        ].join("\n"),
      ),
    ).toEqual([
      {
        title: "Sr. Home Mortgage Consultant",
        company: "Hartwell Lane Advisors",
        start: "2015-05",
        end: null,
      },
    ]);
  });

  it("an employer's legal form ends its name: the title written right after it is split off", () => {
    expect(
      jobs(
        [
          "Global IT Project Manager 05/2013 to Current Company Name City , State Northwind Cargo International Limited Global IT Project Manager",
          "Managed the in-house development team.",
        ].join("\n"),
      ),
    ).toEqual([
      {
        title: "Global IT Project Manager",
        company: "Northwind Cargo International Limited",
        start: "2013-05",
        end: "present",
      },
    ]);
  });

  it("with the template's employer slot taken, the unit after the title's comma is part of the title", () => {
    expect(
      jobs(
        [
          "Company Name January 2010 to January 2013 Research Assistant, Youth Behavior Lab",
          "City , State",
          "Graduate level statistical analysis.",
        ].join("\n"),
      ),
    ).toEqual([
      {
        title: "Research Assistant, Youth Behavior Lab",
        company: null,
        start: "2010-01",
        end: "2013-01",
      },
    ]);
    // Without a template slot, "Title, Employer" still names the employer.
    expect(jobs("Research Assistant, Northwind Labs 2010 - 2013\nRan studies.")).toEqual([
      { title: "Research Assistant", company: "Northwind Labs", start: "2010", end: "2013" },
    ]);
  });

  it("the words in a template's title slot are the title, a function or an agent noun included", () => {
    expect(
      jobs(
        [
          "Event Management 11/2006 to 03/2008 Company Name City , State",
          "Organized and prepared materials for school athletic events.",
          "Correspondent",
          "January 1988 to January 2000 Company Name City , State",
          "Reported on and wrote local interest stories.",
          "Inside Sales",
          "January 1985 to January 1988 Company Name City , State",
          "Called on accounts.",
        ].join("\n"),
      ),
    ).toEqual([
      { title: "Event Management", company: null, start: "2006-11", end: "2008-03" },
      { title: "Correspondent", company: null, start: "1988-01", end: "2000-01" },
      { title: "Inside Sales", company: null, start: "1985-01", end: "1988-01" },
    ]);
  });

  it("a duty that lists brands or tasks after its verb is no employer", () => {
    expect(
      jobs(
        [
          "Business Development Director 11/2012 to Current Company Name City , State",
          "Managed 3 Franchise , Kia , Hyundai , Jeep",
          "Participates in Forecasts, Budget Reviews, Cost control, Efficiencies",
          "Sales Representative 01/2009 to 05/2012 Company Name City , State",
          "Sold cars.",
        ].join("\n"),
      ),
    ).toEqual([
      { title: "Business Development Director", company: null, start: "2012-11", end: "present" },
      { title: "Sales Representative", company: null, start: "2009-01", end: "2012-05" },
    ]);
  });

  it("years named in a duty ('the 1991 and 1992 World Series') open no job", () => {
    expect(
      jobs(
        [
          "Sports Writer 11/1985 to 06/1998 Company Name City , State",
          "Offered daily coverage of sports and special events for the paper.",
          "Provided coverage of the following major events: Both 1991 and 1992 World Series, the 1991 football final",
          "Coordinated programs for the tennis championships in 1991 and 1992.",
          "Copy Editor 01/1980 to 10/1985 Company Name City , State",
          "Edited copy.",
        ].join("\n"),
      ),
    ).toEqual([
      { title: "Sports Writer", company: null, start: "1985-11", end: "1998-06" },
      { title: "Copy Editor", company: null, start: "1980-01", end: "1985-10" },
    ]);
  });

  it("a sentence after the job's dates written again is its description, not a job at a place", () => {
    expect(
      jobs(
        [
          "Global IT Project Manager 05/2013 to Current Company Name City , State",
          "May 2013 to Present A wholesale freight agent providing cargo services in Europe, North America and Oceania.",
          "My role is to manage the internal systems.",
          "IT Project Manager 06/2007 to 05/2013 Company Name City , State",
          "Managed projects.",
        ].join("\n"),
      ),
    ).toEqual([
      { title: "Global IT Project Manager", company: null, start: "2013-05", end: "present" },
      { title: "IT Project Manager", company: null, start: "2007-06", end: "2013-05" },
    ]);
  });

  it("a template line that runs on into the description keeps its title; equal dates stay two jobs", () => {
    expect(
      jobs(
        [
          "05/2003 to 08/2008",
          "Staffing Coordinator Company Name \uFFFD City , State Created and maintained all absentee calendars, agency nurse schedules and staff",
          "meeting minutes.",
          "05/2003 to 08/2008",
          "Staffing Manager Company Name \uFFFD City , State Manage full cycle staffing, recruiting, and maintain a database of clients that is",
          "aligned to the market.",
        ].join("\n"),
      ),
    ).toEqual([
      { title: "Staffing Coordinator", company: null, start: "2003-05", end: "2008-08" },
      { title: "Staffing Manager", company: null, start: "2003-05", end: "2008-08" },
    ]);
  });
});

describe("employers of more countries", () => {
  it("a title and employer line closed by a place of three words, or by two places, heads its job", () => {
    // Before, the line was no header (eleven words, the place of three words counted among the
    // title's and employer's), and the dates began a job with no title: a senior quantity
    // surveyor's current role counted no years as one.
    expect(
      jobs(
        [
          "Senior Quantity Surveyor – Tasek Cost Management Sdn Bhd, Bandar Seri Begawan",
          "Jan 2019 – Present",
          "• Lead QS for a hospital extension",
          "",
          "HSE Officer – Essequibo Supply Base Services Inc., Houston, East Bank Demerara",
          "Apr 2015 – Dec 2018",
          "• Site inspections and permit-to-work audits",
        ].join("\n"),
      ),
    ).toEqual([
      {
        title: "Senior Quantity Surveyor",
        company: "Tasek Cost Management Sdn Bhd",
        start: "2019-01",
        end: "present",
      },
      {
        title: "HSE Officer",
        company: "Essequibo Supply Base Services Inc.",
        start: "2015-04",
        end: "2018-12",
      },
    ]);
  });

  it("legal forms of Malaysia, Central Europe and the CIS name an employer", () => {
    // "Contractors" made the employer a second title ("Assistant Quantity Surveyor – Seria
    // Industrial Contractors Sdn Bhd"); "d.o.o." and "s.r.o." names were taken for places.
    expect(
      jobs(
        [
          "Assistant Quantity Surveyor – Seria Industrial Contractors Sdn Bhd, Kuala Belait",
          "Aug 2012 – Feb 2015",
          "• Subcontract accounts",
          "",
          "Customs Representative",
          "Srem Špedicija d.o.o., Sremska Mitrovica",
          "06/2010 – 07/2012",
          "• Import declarations",
          "",
          "Welder (MAG 135)",
          "Hlučínské Kovovýroby s.r.o., Hlučín",
          "09/2008 – 05/2010",
          "• MAG welding of frames",
        ].join("\n"),
      ),
    ).toEqual([
      {
        title: "Assistant Quantity Surveyor",
        company: "Seria Industrial Contractors Sdn Bhd",
        start: "2012-08",
        end: "2015-02",
      },
      {
        title: "Customs Representative",
        company: "Srem Špedicija d.o.o.",
        start: "2010-06",
        end: "2012-07",
      },
      {
        title: "Welder (MAG 135)",
        company: "Hlučínské Kovovýroby s.r.o.",
        start: "2008-09",
        end: "2010-05",
      },
    ]);
  });
});

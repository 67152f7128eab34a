import { describe, expect, it } from "vitest";
import { readTextDocument } from "../../src/read/read-text.ts";
import { unweaveColumns } from "../../src/read/text-columns.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const pad = (left: string, right = "") => (right ? left.padEnd(50) + right : left);

/** A résumé in two columns, saved as text: roles on the left, credentials on the right. */
const twoColumns = [
  "Theresa Kowalczyk, CCP",
  "412-555-0126          t.k@example.com          Wexford, PA 15090",
  "",
  pad("Experience", "Licenses & Certifications"),
  pad("Senior Staff Perfusionist", "CCP – American Board of Cardiovascular"),
  pad("Three Rivers University Hospital, Pittsburgh PA", "Perfusion (ABCP), Cert. #4381"),
  pad("06/2017 – present", "Pennsylvania Perfusionist License"),
  pad("• Primary perfusionist for 2,100+ adult cases", "AHA BLS and ACLS, exp. 02/2027"),
  pad("• Manage VA/VV ECMO and transports"),
  pad("", "Education"),
  pad("Staff Perfusionist", "M.S., Perfusion Science, 2012"),
  pad("Lakeland Heart Center, Erie PA", "Midwest Institute of Health Sciences"),
  pad("07/2012 – 05/2017"),
  pad("• 1,000+ adult cases, 1 in 4 call"),
  "",
  "SUMMARY",
  "Fourteen years of independent adult perfusion practice.",
].join("\n");

describe("a résumé in two columns saved as text", () => {
  it("is read left column first, then right, each line whole", () => {
    const text = unweaveColumns(twoColumns);
    const lines = text.split("\n");
    // The left column's lines in order, then the right column's.
    expect(lines.indexOf("Staff Perfusionist")).toBeGreaterThan(lines.indexOf("06/2017 – present"));
    expect(lines.indexOf("Licenses & Certifications")).toBeGreaterThan(
      lines.indexOf("• 1,000+ adult cases, 1 in 4 call"),
    );
    expect(lines).toContain("CCP – American Board of Cardiovascular");
    // A contact line of three parts is a row of its own, and the section across the page after
    // the columns stays after them.
    expect(lines).toContain("412-555-0126          t.k@example.com          Wexford, PA 15090");
    expect(lines.indexOf("SUMMARY")).toBeGreaterThan(
      lines.indexOf("Midwest Institute of Health Sciences"),
    );
  });

  it("gives the roles, their dates and the degree when uploaded as a .txt file", () => {
    const body = readTextDocument(new TextEncoder().encode(twoColumns), "txt");
    if ("code" in body) throw new Error(body.code);
    const resume = structureResume(body.text);
    expect(resume.work.map((w) => [w.position, w.startDate])).toEqual([
      ["Senior Staff Perfusionist", "2017-06"],
      ["Staff Perfusionist", "2012-07"],
    ]);
    expect(resume.education.map((e) => e.studyType)).toContain("M.S.");
  });

  it("keeps a right column's heading set a little left of its lines, and reads '… Certificates' as a heading", () => {
    const text = [
      "Zachary Holl",
      "",
      `${"SUMMARY".padEnd(48)}FAA CERTIFICATES`,
      pad("Flight instructor with 5 years of instruction", "Commercial Pilot – ASEL, AMEL"),
      pad("at Part 141 schools.", "Flight Instructor – CFI/CFII"),
      pad("", "First-Class Medical, exp. 04/2027"),
      pad("EXPERIENCE", "Gold Seal 2024"),
      pad("Flight Instructor, Saguaro Aviation"),
      pad("Aug 2021 – Feb 2023"),
    ].join("\n");
    const lines = unweaveColumns(text).split("\n");
    expect(lines).toContain("FAA CERTIFICATES");
    expect(lines.indexOf("FAA CERTIFICATES")).toBeGreaterThan(lines.indexOf("Aug 2021 – Feb 2023"));
    const body = readTextDocument(new TextEncoder().encode(text), "txt");
    if ("code" in body) throw new Error(body.code);
    // The certificates are no roles.
    expect(structureResume(body.text).work.map((w) => w.position)).toEqual(["Flight Instructor"]);
  });

  it("keeps a role's dates set in the left column on its line", () => {
    const text = [
      "Cody Pruitt",
      "",
      pad("EXPERIENCE", "LICENSES & CERTIFICATIONS"),
      pad(`${"Lead Home Inspector".padEnd(32)}2017 – Present`, "• TREC Professional Inspector"),
      pad("Lone Star Home Inspection Group", "  License #21187, exp. 09/30/2027"),
      pad("• 4,300+ buyer inspections", "• ASHI Certified Inspector (ACI)"),
      pad(`${"Real Estate Inspector".padEnd(32)}2014 – 2016`, "• FAA Part 107 Remote Pilot"),
      pad("Crossroads Inspection Services"),
    ].join("\n");
    const lines = unweaveColumns(text).split("\n");
    expect(lines[3]?.replace(/\s+/g, " ")).toBe("Lead Home Inspector 2017 – Present");
    expect(lines.indexOf("LICENSES & CERTIFICATIONS")).toBeGreaterThan(
      lines.indexOf("Crossroads Inspection Services"),
    );
  });

  it("leaves one column alone: right-aligned dates stay on their roles' lines", () => {
    const oneColumn = [
      "Jordan Lee",
      "",
      "EXPERIENCE",
      pad("Fire Inspector II", "Jan 2020 – Present").padEnd(0),
      "Front Range Fire Protection District",
      "• Conduct about 1,100 inspections a year under the IFC",
      `${"Firefighter".padEnd(50)}06/2013 – 12/2019`,
      "Palmer Ridge Fire Department",
      `${"Firefighter Trainee".padEnd(50)}2012 – 2013`,
      "",
      "SKILLS",
      "Plan review, NFPA 13 and 72",
    ].join("\n");
    expect(unweaveColumns(oneColumn)).toBe(oneColumn);
    const plain = "Jane Doe\nNurse, 2019 - Present\n- Triage   and   charting";
    expect(unweaveColumns(plain)).toBe(plain);
  });

  it("parts the right column's entries where it leaves a row empty", () => {
    // Roles on the right, with nothing beside "EDUCATION" or "ISO 13485" between them.
    const text = `Marisol Gutierrez

CERTIFICATIONS                                       PROFESSIONAL EXPERIENCE
RJG Master Molder II                                 Senior Process Technician
  RJG, Inc., Traverse City, MI – cert. MMII-20873    Lakeview Medical Molding, Holland, MI
  Issued 09/2021                                     April 2018 – Present
RJG Master Molder I                                  • Own processes for 12 presses (Engel e-mac,
  RJG, Inc. – Issued 03/2016                           Arburg Allrounder 570) in ISO 8 cleanroom
RJG eDART Systems Training (2015)                    • Scientific/decoupled molding: viscosity,
Certified Plastics Technician (CPT)                    cavity balance, gate seal and pressure-drop
  Plastics Industry Association, 2019                  studies for 40+ mold qualifications
Lean Six Sigma Green Belt (ASQ, 2020)                • Wrote IQ/OQ/PQ protocols; Cpk > 1.67 on
                                                       critical dims of COC microfluidic parts
EDUCATION                                            • eDART templates and alarm limits on every
A.A.S. Plastics Engineering Technology                 press; cut scrap from 4.1% to 1.6%
  Ferris State University, Big Rapids, MI (2012)     • Train 6 setup techs; run 1st-shift handoffs

TECHNICAL SKILLS                                     Process Technician
Decoupled Molding II / III                           Northpoint Plastics, Grand Rapids, MI
RJG eDART, CoPilot, The Hub                          June 2013 – March 2018
Hot runners (Mold-Masters, Husky)                    • Processes for 85–720 ton Krauss Maffei and
Yushin & Wittmann robots, EOAT                         Van Dorn presses, automotive interior trim
DOE (Minitab), Cpk, PPAP                             • Multi-cavity hot-runner molds; PA66-GF, PP,
IQMS / DELMIAworks MES                                 PC/ABS, TPE overmolding
Conair & Novatec dryers                              • DOE and PPAP submissions for Tier 1 customers
Moldflow Insight (basic)                             • Troubleshot flash, sink, splay, warp, burns
ISO 13485, FDA 21 CFR 820, GMP
                                                     Molding Setup Technician
LANGUAGES                                            Northpoint Plastics, Grand Rapids, MI
English, Spanish                                     August 2012 – May 2013
                                                     • Mold changes, water/hot runner hookups,
                                                       robot and conveyor setup
`;
    const body = readTextDocument(new TextEncoder().encode(text), "txt");
    if ("code" in body) throw new Error(body.code);
    expect(structureResume(body.text).work.map((w) => [w.position, w.startDate])).toEqual([
      ["Senior Process Technician", "2018-04"],
      ["Process Technician", "2013-06"],
      ["Molding Setup Technician", "2012-08"],
    ]);
  });

  it("leaves one column alone when its dates are two-digit years ('17 – '20)", () => {
    const text = [
      "Andre Whitaker",
      "",
      "EXPERIENCE",
      `${"Lead Barber – Southside Clip Joint, Richmond, VA".padEnd(70)}'20 – Present`,
      "– 45–55 clients per week",
      "",
      `${"Barber – The Fade Room, Petersburg, VA".padEnd(70)}'17 – '20`,
      "– Built a client base of 120 regulars",
      "",
      `${"Barber Apprentice – Old Towne Cuts, Petersburg, VA".padEnd(70)}'16 – '17`,
    ].join("\n");
    const body = readTextDocument(new TextEncoder().encode(text), "txt");
    if ("code" in body) throw new Error(body.code);
    expect(structureResume(body.text).work.map((w) => [w.position, w.startDate])).toEqual([
      ["Lead Barber", "2020"],
      ["Barber", "2017"],
      ["Barber Apprentice", "2016"],
    ]);
  });
  it("reads a left line that runs to the column's edge, two spaces before the right column", () => {
    const at = 50;
    const row = (left: string, right = "") => `${left.padEnd(at)}${right}`.trimEnd();
    const text = [
      row("Theodora Quill", "Calligrapher · Engrosser"),
      "",
      row("PROFILE", "CREDENTIALS"),
      row("Professional calligrapher and engrosser for 15", "IAMPETH Master Penman designation"),
      row(
        "years of resolutions and memorials on vellum.",
        "  (International Association of Master",
      ),
      `Broad-edge formal hands, pointed-pen Engrosser's  ${"  Penmen) – awarded 2020"}`,
      row("Script and Spencerian, raised gilding.", "IAMPETH Certificate of Merit – 2016"),
      row("", "CLAS Advanced Certificate – 2014"),
      row("EXPERIENCE"),
      row("Senior Engrosser"),
      `Brandywine Heraldic & Engrossing, Wilmington, DE  EDUCATION`,
      row("2015 – present", "BFA Illustration, 2009"),
      row("• Letter 120+ resolutions a year", "CLAS Festival of Calligraphy"),
    ].join("\n");
    const lines = unweaveColumns(text).split("\n");
    expect(lines).toContain("Broad-edge formal hands, pointed-pen Engrosser's");
    expect(lines).toContain("Brandywine Heraldic & Engrossing, Wilmington, DE");
    expect(lines).toContain("EDUCATION");
    // The role's lines stay together, the right column's after them.
    expect(lines.indexOf("2015 – present")).toBe(
      lines.indexOf("Brandywine Heraldic & Engrossing, Wilmington, DE") + 1,
    );
    expect(lines.indexOf("EDUCATION")).toBeGreaterThan(lines.indexOf("2015 – present"));
  });
});

describe("headings in a margin beside the text they head", () => {
  it("reads each heading and date before its row, not all of them first", () => {
    const row = (left: string, right = "") => (right ? left.padEnd(20) + right : left);
    const text = [
      "Renée Boyce",
      "Diagnostic Radiographer",
      "",
      row("PROFILE", "Diagnostic radiographer with 10 years in general radiography"),
      row("", "and 7 years in CT."),
      "",
      row("REGISTRATION", "Paramedical Professions Council of Barbados – Radiographer,"),
      row("", "Reg. No. PPC-RAD-0214 (registered 2016)"),
      "",
      row("EXPERIENCE", "Senior Radiographer (CT Lead)"),
      row("2021 – present", "Bridgetown Imaging & Diagnostics, Bridgetown"),
      row("", "• CT lists and trauma work"),
    ].join("\n");
    const lines = unweaveColumns(text).split("\n");
    expect(lines.indexOf("REGISTRATION") + 1).toBe(
      lines.indexOf("Paramedical Professions Council of Barbados – Radiographer,"),
    );
    expect(lines.indexOf("EXPERIENCE") + 1).toBe(lines.indexOf("Senior Radiographer (CT Lead)"));
    expect(structureResume(unweaveColumns(text)).work[0]).toMatchObject({
      position: "Senior Radiographer (CT Lead)",
      startDate: "2021",
    });
  });

  it("joins a span of dates wrapped in the margin: 'Mar 2020 –' over 'Present'", () => {
    const row = (left: string, right = "") => (right ? left.padEnd(20) + right : left);
    const text = [
      "Sam Roe",
      "",
      row("PROFILE", "Maintenance mechanic with ten years in plants."),
      row("", "Vibration routes and laser alignment."),
      "",
      row("EXPERIENCE", "Maintenance Mechanic A"),
      row("Mar 2020 –", "Great Black Swamp Paperboard, Toledo, OH"),
      row("Present", "• Keep a corrugator running"),
      row("", "• Monthly vibration routes"),
    ].join("\n");
    expect(unweaveColumns(text).split("\n")).toContain("Mar 2020 – Present");
  });

  it("joins wrapped spans where the margin holds more dates than headings", () => {
    const row = (left: string, right = "") => (right ? left.padEnd(17) + right : left);
    const text = [
      "Renata Szabo",
      "",
      row("PROFILE", "Maintenance mechanic with 11 years in paper and food plants."),
      "",
      "EXPERIENCE",
      row("Mar 2020 –", "Maintenance Mechanic A / Reliability Tech"),
      row("Present", "Great Black Swamp Paperboard, Toledo, OH"),
      row("", "– Monthly vibration routes on 140 assets"),
      "",
      row("Jun 2017 –", "Industrial Maintenance Mechanic"),
      row("Feb 2020", "Harvest Lane Foods, Bowling Green, OH"),
      row("", "– Conveyors, gearboxes and pumps"),
      "",
      row("Aug 2015", "Maintenance Technician"),
      row("– May 2017", "Lakeside Injection Molding, Maumee, OH"),
    ].join("\n");
    const work = structureResume(unweaveColumns(text)).work;
    expect(
      work.map((w) => [w.position, w.startDate, w.endDate ?? (w.isCurrent ? "now" : "")]),
    ).toEqual([
      ["Maintenance Mechanic A / Reliability Tech", "2020-03", "now"],
      ["Industrial Maintenance Mechanic", "2017-06", "2020-02"],
      ["Maintenance Technician", "2015-08", "2017-05"],
    ]);
  });
});

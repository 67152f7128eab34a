import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const AS_OF = new Date("2025-06-01");
const parse = (text: string) => structureResume(text, { asOf: AS_OF });

describe("names", () => {
  it.each([
    "Career Overview",
    "CAREER FOCUS",
    "Skill Highlights",
    "Professional Summary",
    "Summary",
    "Profile",
    "Core Accomplishments",
    "Core Strengths",
  ])("never takes the heading %j for a name", (heading) => {
    const r = parse(
      `${heading}\nDependable planner with eight years in freight scheduling.\n\nExperience\nDispatcher, Norland Freight, 2017 - 2024`,
    );
    expect(r.basics.name).toBeUndefined();
  });

  it.each([
    "PATIENT ADVOCATE",
    "Behavioral Interventionist",
    "PEST CONTROL TECH",
    "Car Salesman",
    "Extension Methodologist",
    "Fleet Storekeeper II",
  ])("never takes the job title %j for a name", (title) => {
    const r = parse(`${title}\n\nExperience\nRoute planner, Norland Freight, 2017 - 2024`);
    expect(r.basics.name).toBeUndefined();
  });

  it.each([
    "Company Name",
    "State City",
    "Brightwater Advisors",
    "Harbor Lane Media Group",
    "Grain Storage Distribution",
  ])("never takes the placeholder or organisation %j for a name", (line) => {
    const r = parse(`${line}\n\nExperience\nRoute planner, Norland Freight, 2017 - 2024`);
    expect(r.basics.name).toBeUndefined();
  });

  it("reads a Nordic surname in '-qvist', not the words after a dash on the headline below", () => {
    const r = parse(
      "GREGORY A. LINDQVIST, CAFM\nFleet Maintenance Manager — Transit Bus\nKettering, OH 45429\n\nExperience\nFleet Manager, Lakeshore Area Transit, 2015 - 2024",
    );
    // Before, "Transit Bus" was the name, masked wherever the résumé wrote it.
    expect(r.basics.name).toBe("Gregory A. Lindqvist");
    expect(
      parse("Anna Bergkvist\n\nExperience\nPlanner, Norland Freight, 2017 - 2024").basics.name,
    ).toBe("Anna Bergkvist");
  });

  it("warns when no name is found instead of inventing one", () => {
    const r = parse(
      "Skill Highlights\nForklift, inventory\n\nExperience\nPicker, Depot, 2019 - 2021",
    );
    expect(r.basics.name).toBeUndefined();
    expect(r.meta.warnings).toContain("No name was found at the top of the résumé.");
  });

  it.each([
    ["Grace Baker\ngrace.b@mailbox.test", "Grace Baker"],
    ["LIAM CHURCH\nSenior Paralegal", "Liam Church"],
    ["Career Overview\nOtis Fairweather\notis@fair.test", "Otis Fairweather"],
  ])("still finds the real name in %j", (header, name) => {
    const r = parse(`${header}\n\nExperience\nClerk, Town Office, 2019 - 2021`);
    expect(r.basics.name).toBe(name);
  });
});

describe("names beside a place or a headline", () => {
  it("reads no name from a city and its country ('Lalitpur, Nepal')", () => {
    // Read as "Nepal Lalitpur" before, and the country masked everywhere as a personal word.
    const r = parse(
      "Er. SUSHANT RAJ ADHIKARI Hydropower Civil Engineer\nLalitpur, Nepal · +977 985 5550 146\n\nEXPERIENCE\nCivil Engineer, Himal Hydro — 2015 - Present\n",
    );
    expect(r.basics.name).toBe("Er. SUSHANT RAJ ADHIKARI");
    expect(r.basics.label).toBe("Hydropower Civil Engineer");
  });

  it("leaves the headline's initials out of the name ('… PRUITT TREC Professional Inspector')", () => {
    const r = parse(
      "CODY ALVAREZ-PRUITT TREC Professional Inspector #21187\nArlington, TX\n\nLICENSES\nTREC Professional Inspector license #21187\n",
    );
    expect(r.basics.name).toBe("Cody Alvarez-Pruitt");
  });

  it("reads a name in capitals before a headline on its line", () => {
    const r = parse(
      "JANE DOE Registered Nurse\nBoston, MA\n\nEXPERIENCE\nRN, Acme — 2015 - Present\n",
    );
    expect(r.basics.name).toBe("Jane Doe");
    expect(r.basics.label).toBe("Registered Nurse");
  });
});

describe("headline as the current title", () => {
  it("uses the title line at the top when no work entry names a role", () => {
    const text = `ACCOUNTANT
Summary
Detail-minded bookkeeper with a decade of month-end closes.
Experience
Company Name City , State    January 2015 to Current
• Reconciled twelve bank accounts each month`;
    const r = parse(text);
    expect(r.basics.name).toBeUndefined();
    expect(r.meta.currentTitle).toMatchObject({ value: "Accountant", from: "headline" });
    expect(r.meta.currentTitle!.span.text).toBe("ACCOUNTANT");
  });

  it("uses the headline under the name when the latest job has no title", () => {
    const text = `Marta Quinn
Senior Paralegal

Experience
Hollis & Grant LLP, 2019 - Present
• Drafted discovery requests`;
    expect(parse(text).meta.currentTitle).toMatchObject({
      value: "Senior Paralegal",
      from: "headline",
    });
  });

  it.each([
    ["BOOKSELLER", "Bookseller"],
    [
      "BEHAVIORAL HEALTH HELP LINE AND CRISIS RESPONSE TEAM SUPERVISOR",
      "Behavioral Health Help Line and Crisis Response Team Supervisor",
    ],
  ])("reads the title line %j at the top as the headline", (top, label) => {
    const text = `${top}\nSummary\nSteady worker.\nExperience\nCompany Name City , State    May 2015 to Current\nShelved stock.`;
    expect(parse(text).basics.label).toBe(label);
  });

  it("prefers the latest job's title to the headline", () => {
    const text = `Marta Quinn
Senior Paralegal

Experience
Legal Assistant, Hollis & Grant LLP, 2019 - Present
Receptionist, Dale Law Office, 2015 - 2019`;
    expect(parse(text).meta.currentTitle).toMatchObject({
      value: "Legal Assistant",
      from: "work",
    });
  });
});

describe("a name printed only in the page footer", () => {
  it.each(["Marisol Ortega, page 2.", "Marisol Ortega - Page 2 of 3", "Page 2 | Marisol Ortega"])(
    "is read from %j when the top has none",
    (footer) => {
      const text = `OPERATIONS MANAGER
Summary
Runs client service teams.
Experience
Operations Manager 2015 - 2020
Led a team of nine.
${footer}
Team Lead 2010 - 2015`;
      const r = parse(text);
      expect(r.basics.name).toBe("Marisol Ortega");
      expect(r.meta.sources["/basics/name"]!.text).toBe("Marisol Ortega");
    },
  );
});

describe("a resume that opens with a section heading", () => {
  it("takes no headline from a skills list", () => {
    const resume = parse(
      [
        "Career Overview",
        "Backend engineer with 6 years of Node.js, TypeScript and PostgreSQL.",
        "",
        "Skill Highlights",
        "Node.js, TypeScript, PostgreSQL, Docker",
      ].join("\n"),
    );
    expect(resume.basics.label).toBeUndefined();
    expect(resume.meta.currentTitle).toBeUndefined();
    expect(resume.basics.name).toBeUndefined();
  });
});

import { generateJobDescriptionSchema } from "@hirelens/contracts";
import { describe, expect, it } from "vitest";
import { generateJobDescription } from "../../../src/modules/job-descriptions/jd-generator.ts";

/** Twenty jobs outside software, each with the skills a recruiter would type for it. */
const NON_SOFTWARE_JOBS: Array<{ title: string; must: string[]; nice: string[] }> = [
  { title: "Registered Nurse", must: ["Patient care", "IV therapy", "BLS"], nice: ["ACLS"] },
  { title: "Electrician", must: ["Electrical wiring", "OSHA 30"], nice: ["Blueprint reading"] },
  { title: "Truck Driver", must: ["CDL", "Forklift"], nice: ["Hazmat"] },
  { title: "Accountant", must: ["QuickBooks", "Excel", "Accounts payable"], nice: ["CPA"] },
  { title: "Litigation Attorney", must: ["Litigation", "Legal research"], nice: ["Bar admission"] },
  { title: "Primary School Teacher", must: ["Classroom management", "Lesson planning"], nice: [] },
  { title: "Head Chef", must: ["Food safety", "Menu planning"], nice: ["Inventory management"] },
  { title: "Airline Pilot", must: ["Flight operations"], nice: ["Crew resource management"] },
  { title: "Warehouse Associate", must: ["Forklift", "Inventory management"], nice: [] },
  {
    title: "Sales Representative",
    must: ["Customer service", "Salesforce"],
    nice: ["Negotiation"],
  },
  { title: "HR Manager", must: ["Recruiting", "Employee relations"], nice: ["Payroll"] },
  { title: "Pharmacist", must: ["Medication management", "Patient counseling"], nice: [] },
  { title: "Civil Engineer", must: ["AutoCAD", "Project management"], nice: ["PE license"] },
  { title: "Plumber", must: ["Pipefitting", "Blueprint reading"], nice: [] },
  { title: "Dental Hygienist", must: ["Patient care", "Dental radiography"], nice: [] },
  { title: "Social Worker", must: ["Case management", "Crisis intervention"], nice: [] },
  { title: "Marketing Manager", must: ["Digital marketing", "SEO"], nice: ["Google Analytics"] },
  { title: "Barista", must: ["Customer service", "Food safety"], nice: [] },
  { title: "Security Guard", must: ["Access control", "Incident reporting"], nice: ["First aid"] },
  { title: "Welder", must: ["Welding", "Blueprint reading"], nice: ["OSHA 10"] },
];

/** Words of software work that have no place in a posting for a nurse or a welder. */
const SOFTWARE_WORDING =
  /\b(code|codebase|code reviews?|pairing|features?|architecture|technical direction|technical decisions|APIs?|services|pipelines|product team|shipping real work)\b/i;

function generate(title: string, must: string[], nice: string[], seniority = "mid") {
  return generateJobDescription(
    generateJobDescriptionSchema.parse({
      title,
      seniority,
      mustHaveSkills: must,
      niceToHaveSkills: nice,
    }),
  );
}

/** The generated text without the skill names the recruiter typed (a skill may be "Pipefitting"). */
function wordingOf(text: string, skills: string[]): string {
  return skills.reduce((out, skill) => out.split(skill).join(" "), text);
}

describe("the built-in job-description writer", () => {
  const seniorities = ["intern", "junior", "mid", "senior", "lead", "principal"] as const;

  it.each(NON_SOFTWARE_JOBS)(
    "writes no software boilerplate for a $title",
    ({ title, must, nice }) => {
      for (const seniority of seniorities) {
        const jd = generate(title, must, nice, seniority);
        const wording = wordingOf(jd.text, [title, ...must, ...nice]);
        expect(wording, `${seniority} ${title}`).not.toMatch(SOFTWARE_WORDING);
      }
    },
  );

  it.each(NON_SOFTWARE_JOBS)("never repeats a line for a $title", ({ title, must, nice }) => {
    const jd = generate(title, [...must, must[0] ?? "Teamwork"], [...nice, ...must]);
    const lines = jd.text.split("\n").filter((line) => line.trim());
    expect(lines.length).toBeGreaterThan(8);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("keeps the software wording for a software job", () => {
    const jd = generate("Backend Engineer", ["Go", "PostgreSQL"], ["Kubernetes"], "junior");
    expect(jd.text).toMatch(/code reviews/);
    expect(jd.text).toMatch(/services and APIs with Go and PostgreSQL/);
  });

  it("gives a nurse duties of care and a welder duties of a trade", () => {
    const nurse = generate("Registered Nurse", ["Patient care", "IV therapy"], []);
    const welder = generate("Welder", ["Welding", "Blueprint reading"], []);
    expect(nurse.responsibilities.join("\n")).toMatch(
      /care, drawing on Patient care and IV therapy/,
    );
    expect(welder.responsibilities.join("\n")).toMatch(
      /safely and to a high standard using Welding/,
    );
  });

  it("names a skill once when it is typed twice under two names", () => {
    const jd = generate("Frontend Developer", ["JavaScript", "JS", "React"], ["react", "CSS"]);
    expect(jd.requirements.filter((line) => line.includes("JavaScript"))).toHaveLength(1);
    expect(jd.niceToHave).toEqual(["Experience with CSS"]);
  });
});

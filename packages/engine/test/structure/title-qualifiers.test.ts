import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const jobs = (body: string) =>
  structureResume(`Jane Roe\njane@example.com\n\nEXPERIENCE\n${body}`).work.map((w) => [
    w.position ?? null,
    w.name ?? null,
  ]);

describe("titles with a qualifier after them", () => {
  it("keeps a title followed by ' / credential' or a second title after a slash", () => {
    const body = [
      "Behavioral Health Consultant / LCSW",
      "Multnomah County Health Department (FQHC), Portland, OR | September 2020 - Present",
      "- Provide therapy",
      "",
      "Cashier / Guest Services - Target, Grove City, OH - Oct. 2023 - present",
      "- Run the register",
    ].join("\n");
    expect(jobs(body)).toEqual([
      ["Behavioral Health Consultant / LCSW", "Multnomah County Health Department (FQHC)"],
      ["Cashier / Guest Services", "Target"],
    ]);
  });

  it("keeps a title followed by its acronym in brackets", () => {
    const body = [
      "Qualified Mental Health Associate (QMHA) — Cascadia Health, Portland, OR",
      "June 2019 - September 2021",
      "- Skills training",
    ].join("\n");
    expect(jobs(body)).toEqual([["Qualified Mental Health Associate (QMHA)", "Cascadia Health"]]);
  });

  it("keeps a title whole when a comma falls inside its brackets", () => {
    const body = [
      "Human Resources Generalist (part-time, remote)",
      "Acme Corp, Boston, MA",
      "Jan 2020 - Present",
      "- Ran payroll",
    ].join("\n");
    expect(jobs(body)).toEqual([["Human Resources Generalist (part-time, remote)", "Acme Corp"]]);
  });
});

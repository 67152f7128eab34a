import { describe, expect, it } from "vitest";
import { titleWordWeight } from "../../src/occupations/occupations.ts";
import { titleSimilarity } from "../../src/score/title-fit.ts";

describe("titleSimilarity", () => {
  it("reads a bracketed specialty but ignores bracketed noise", () => {
    expect(titleSimilarity("Front End Engineer", "Software Engineer (Front-End)")).toBe(1);
    expect(titleSimilarity("Front End Engineer", "Software Engineer (Remote)")).toBe(
      titleSimilarity("Front End Engineer", "Software Engineer"),
    );
  });

  it("rates the same role above a role that only shares the role noun", () => {
    expect(titleSimilarity("Cognitive Engineer", "Senior Cognitive Engineer")).toBeGreaterThan(0.9);
    expect(titleSimilarity("Cognitive Engineer", "Mechanical Engineer")).toBeLessThan(0.7);
  });
});

describe("title words are weighed by what they say about the role", () => {
  it("a specialty word says more than a generic head or rank word", () => {
    expect(titleWordWeight("aviat")).toBeGreaterThan(titleWordWeight("manag"));
    expect(titleWordWeight("bank")).toBeGreaterThan(titleWordWeight("specialist"));
  });

  it("the same specialty at another rank is closer than another specialty at the same rank", () => {
    const job = "Business Development Representative";
    expect(titleSimilarity(job, "Business Development Manager")).toBeGreaterThan(
      titleSimilarity(job, "Customer Service Representative"),
    );
    expect(titleSimilarity("Data Engineer", "Data Analyst")).toBeGreaterThan(
      titleSimilarity("Data Engineer", "Mechanical Engineer"),
    );
  });

  it("a field and the person working in it are one word (banking / banker)", () => {
    expect(titleSimilarity("Personal Banker", "Relationship Banking Associate")).toBeGreaterThan(
      titleSimilarity("Personal Banker", "Personal Trainer"),
    );
  });

  it("the role a job names is not met by its field as another role's modifier", () => {
    // "Accountant" and "Account Executive" share a stem, not a role.
    expect(titleSimilarity("Senior Accountant (CPA)", "Senior Account Executive")).toBeLessThan(
      0.5,
    );
    expect(titleSimilarity("Senior Accountant", "Staff Accountant")).toBeGreaterThan(0.8);
    expect(titleSimilarity("Pharmacy Technician", "Pharmacist")).toBeGreaterThan(0.5);
  });

  it("a word no known title uses (a place, a shift) does not outweigh the role", () => {
    expect(titleWordWeight("zqxville")).toBeLessThan(titleWordWeight("nurs"));
    expect(titleSimilarity("Zqxville Registered Nurse", "Registered Nurse")).toBeGreaterThan(0.8);
  });
});

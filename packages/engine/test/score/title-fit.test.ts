import { describe, expect, it } from "vitest";
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

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

// Pieces résumés are made of, so random documents reach the deeper code paths.
const piece = fc.constantFrom(
  "EXPERIENCE",
  "Education",
  "SKILLS:",
  "Languages: English, Spanish",
  "Jane Doe",
  "DOE, JOHN",
  "jane@example.com",
  "+1 (415) 555-0142",
  "San Francisco, CA",
  "Senior Engineer, Acme Inc.\tJan 2020 – Present",
  "Acme | Nurse | 2015 - 2017",
  "• Led a team of 5",
  "• ",
  "B.S. in Biology, MIT, 2014",
  "GPA: 3.8/4.0",
  "Python, Go, C/C++, CI/CD",
  "linkedin.com/in/jane",
  "Summer 2018",
  "2015–17",
  "'18",
  "(",
  ")",
  "\t",
  ":",
  "–",
  "",
);
const document = fc
  .array(
    fc.oneof(piece, fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 })),
    { maxLength: 40 },
  )
  .map((lines) => lines.join("\n"));

describe("structureResume never throws and never lies about its sources", () => {
  it("on random résumé-like documents", () => {
    fc.assert(
      fc.property(document, (text) => {
        const r = structureResume(text, { asOf: new Date("2024-01-01") });
        expect(r.meta.totalExperienceMonths).toBeGreaterThanOrEqual(0);
        for (const [key, span] of Object.entries(r.meta.sources)) {
          expect(text.slice(span.start, span.end), key).toBe(span.text);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("on arbitrary strings, including huge single lines", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 2000 }), (text) => {
        structureResume(text);
      }),
      { numRuns: 200 },
    );
    // Catastrophic backtracking would hang here: vitest's test timeout is the guard, not a clock.
    const huge = structureResume(
      `${"word, ".repeat(20000)}\n${"Jan 2020 - ".repeat(2000)}\n${"a".repeat(100000)}`,
    );
    expect(Array.isArray(huge.work)).toBe(true);
  });

  it("on values that are not strings", () => {
    // @ts-expect-error deliberately wrong input
    expect(structureResume(undefined).work).toEqual([]);
    // @ts-expect-error deliberately wrong input
    expect(structureResume(42).work).toEqual([]);
  });
});

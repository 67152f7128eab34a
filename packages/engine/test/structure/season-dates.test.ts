import { describe, expect, it } from "vitest";
import { seasonPeriod } from "../../src/structure/dates.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const asOf = new Date("2024-06-15T00:00:00Z");

describe("a season with a year", () => {
  it("is a closed period of three months", () => {
    expect(seasonPeriod("Summer 2018")).toEqual({
      start: { year: 2018, month: 6 },
      end: { year: 2018, month: 8 },
    });
    expect(seasonPeriod("Fall '19")).toEqual({
      start: { year: 2019, month: 9 },
      end: { year: 2019, month: 11 },
    });
    expect(seasonPeriod("2018")).toBeNull();
  });

  it("dates an internship from its start to its end, not to the present", () => {
    const r = structureResume(
      [
        "Jane Doe",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Marketing Intern",
        "Acme Corp, Boston, MA",
        "Summer 2018",
        "- Wrote posts",
        "",
        "Sales Intern | Beta Inc | Fall 2017",
        "- Sold",
        "",
        "EDUCATION",
        "B.A. English, Boston University, Spring 2019",
      ].join("\n"),
      { asOf },
    );
    expect(r.work.map((w) => [w.startDate, w.endDate ?? null, w.isCurrent ?? false])).toEqual([
      ["2018-06", "2018-08", false],
      ["2017-09", "2017-11", false],
    ]);
    expect(r.meta.totalExperienceMonths).toBe(6);
    // A season on a degree is when it was finished, not a period of study.
    expect(r.education[0]?.startDate).toBeUndefined();
  });
});

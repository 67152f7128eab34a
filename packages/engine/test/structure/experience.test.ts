import { describe, expect, it } from "vitest";
import { inferSeniority, totalExperienceMonths } from "../../src/structure/experience.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import type { WorkEntry } from "../../src/types.ts";

const job = (startDate: string, endDate?: string, position = "Engineer"): WorkEntry => ({
  position,
  startDate,
  ...(endDate === "present" ? { isCurrent: true } : endDate ? { endDate } : {}),
  highlights: [],
});
const asOf = new Date("2024-06-15T00:00:00Z");

describe("totalExperienceMonths", () => {
  it("counts month-precise roles inclusively", () => {
    expect(totalExperienceMonths([job("2020-01", "2020-12")], asOf)).toBe(12);
    expect(totalExperienceMonths([job("2020-01", "2020-01")], asOf)).toBe(1);
  });

  it("merges overlapping roles instead of adding them", () => {
    expect(
      totalExperienceMonths([job("2018-01", "2020-12"), job("2020-01", "2021-12")], asOf),
    ).toBe(48);
    expect(
      totalExperienceMonths([job("2018-01", "2021-12"), job("2019-01", "2019-06")], asOf),
    ).toBe(48);
  });

  it("adds separate roles with a gap between them", () => {
    expect(
      totalExperienceMonths([job("2015-01", "2015-12"), job("2017-01", "2017-06")], asOf),
    ).toBe(18);
  });

  it("runs a current role to asOf", () => {
    expect(totalExperienceMonths([job("2023-01", "present")], asOf)).toBe(18);
    expect(
      totalExperienceMonths([job("2022-01", "2023-06"), job("2023-01", "present")], asOf),
    ).toBe(30);
  });

  it("reads year-only ranges as whole years between them", () => {
    expect(totalExperienceMonths([job("2015", "2017")], asOf)).toBe(24);
    expect(totalExperienceMonths([job("2016", "2018"), job("2018", "2021")], asOf)).toBe(60);
  });

  it("ignores roles in the future and roles without dates", () => {
    expect(
      totalExperienceMonths([job("2030-01", "present"), { position: "X", highlights: [] }], asOf),
    ).toBe(0);
  });
});

describe("inferSeniority", () => {
  it("trusts a title that states a level", () => {
    expect(inferSeniority([job("2023-01", "present", "Software Engineering Intern")], 6)).toBe(
      "intern",
    );
    expect(inferSeniority([job("2023-01", "present", "Junior Accountant")], 12)).toBe("junior");
    expect(inferSeniority([job("2023-01", "present", "Senior Nurse")], 30)).toBe("senior");
    expect(inferSeniority([job("2023-01", "present", "Lead Teacher")], 60)).toBe("lead");
    expect(inferSeniority([job("2023-01", "present", "Principal Engineer")], 150)).toBe(
      "principal",
    );
    expect(inferSeniority([job("2023-01", "present", "VP of Sales")], 150)).toBe("executive");
    expect(inferSeniority([job("2023-01", "present", "Director of Nursing")], 150)).toBe(
      "executive",
    );
  });

  it("uses the most recent role and otherwise the months", () => {
    expect(
      inferSeniority(
        [job("2010-01", "2012-01", "Senior Engineer"), job("2012-01", "present", "Engineer")],
        150,
      ),
    ).toBe("senior");
    expect(inferSeniority([job("2022-01", "present", "Analyst")], 18)).toBe("junior");
    expect(inferSeniority([job("2020-01", "present", "Analyst")], 48)).toBe("mid");
    expect(inferSeniority([job("2010-01", "present", "Analyst")], 160)).toBe("senior");
  });
});

describe("a course's placements listed among the jobs", () => {
  it("are read by their name and counted as no experience", () => {
    const text = [
      "Jo Roe",
      "",
      "EXPERIENCE",
      "",
      "Physiotherapist, Physiozentrum Nonntal      Aug 2025 – Present",
      "  ▪ Exercise classes",
      "",
      "Clinical placements (during studies)      2022 – 2025",
      "  ▪ Orthopaedic rehabilitation clinic, Bad Hofgastein (10 weeks)",
      "",
    ].join("\n");
    const work = structureResume(text).work;
    expect(work[1]?.position).toBe("Clinical placements (during studies)");
    const months = totalExperienceMonths(work, new Date("2026-11-01"));
    expect(months).toBe(16);
  });
});

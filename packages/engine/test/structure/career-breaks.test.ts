import { describe, expect, it } from "vitest";
import { isCareerBreak, totalExperienceMonths } from "../../src/structure/experience.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import type { WorkEntry } from "../../src/types.ts";

const asOf = new Date("2024-06-15T00:00:00Z");
const entry = (fields: Partial<WorkEntry>): WorkEntry => ({ highlights: [], ...fields });

describe("career breaks", () => {
  it("keeps a break visible, with no employer, and does not count its months", () => {
    const r = structureResume(
      [
        "Linda Fairbanks",
        "linda@example.com",
        "",
        "WORK HISTORY",
        "Cashier - Target, Grove City, OH - Oct. 2023 - May 2024",
        "•  Operate register",
        "Career Break - Family Caregiver  -  Jul. 2013 - Sep. 2023",
        "•  Full-time caregiver for two children and an aging parent",
        "Pharmacy Technician - Rite Aid Pharmacy, Columbus, OH - May 2001 - Jun. 2013",
        "•  Filled prescriptions",
      ].join("\n"),
      { asOf },
    );
    expect(r.work.map((w) => [w.position, w.name ?? null])).toEqual([
      ["Cashier", "Target"],
      ["Career Break - Family Caregiver", null],
      ["Pharmacy Technician", "Rite Aid Pharmacy"],
    ]);
    // Oct 2023 - May 2024 (8 months) and May 2001 - Jun 2013 (146 months); the break adds none.
    expect(r.meta.totalExperienceMonths).toBe(8 + 146);
    expect(r.meta.currentTitle?.value).toBe("Cashier");
  });

  it("reads a break written on one line with its dates as an entry of its own", () => {
    const r = structureResume(
      [
        "Jo Ortega",
        "",
        "EXPERIENCE",
        "**Journeyman Lineman** — Rocky Mountain Power",
        "Oct 2022 – Jan 2024",
        "- Energized line work",
        "",
        "**Career break** — Feb 2024 – Mar 2025 (caring for a family member)",
        "",
        "**Apprentice Lineman** — Rocky Mountain Power",
        "Jun 2019 – Sep 2022",
        "- Pole setting",
        "",
        "Career break — 2016 to 2018 (family caregiving)",
      ].join("\n"),
      { asOf },
    );
    expect(r.work.map((w) => [w.position, w.startDate, w.endDate])).toEqual([
      ["Journeyman Lineman", "2022-10", "2024-01"],
      ["Career break", "2024-02", "2025-03"],
      ["Apprentice Lineman", "2019-06", "2022-09"],
      ["Career break", "2016", "2018"],
    ]);
    // Oct 2022 - Jan 2024 (16 months) and Jun 2019 - Sep 2022 (40 months); the breaks add none.
    expect(r.meta.totalExperienceMonths).toBe(16 + 40);
  });

  it("names a break by what it says, not by the time it spans", () => {
    for (const position of [
      "Sabbatical",
      "Parental Leave",
      "Stay-at-home parent",
      "Career break",
      "Maternity leave",
    ])
      expect(isCareerBreak(entry({ position })), position).toBe(true);
    // Family caregiving for an employer is paid work.
    expect(isCareerBreak(entry({ position: "Family Caregiver" }))).toBe(true);
    expect(
      isCareerBreak(entry({ position: "Family Caregiver", name: "Consumer Direct Care Network" })),
    ).toBe(false);
    for (const position of ["Leave Administrator", "Family Nurse Practitioner", "Caregiver"])
      expect(isCareerBreak(entry({ position, name: "Mercy Health" })), position).toBe(false);
  });

  it("leaves a break out of the months of experience", () => {
    const work = [
      entry({ position: "Nurse", startDate: "2010-01", endDate: "2014-12" }),
      entry({ position: "Sabbatical", startDate: "2015-01", endDate: "2015-12" }),
      entry({ position: "Nurse", startDate: "2016-01", endDate: "2016-12" }),
    ];
    expect(totalExperienceMonths(work, asOf)).toBe(60 + 12);
  });
});

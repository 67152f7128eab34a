/** Job titles: no number, code, achievement or address debris (issue 10). */
import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";
import { canBeTitle } from "../../src/structure/work.ts";

const titles = (body: string) =>
  structureResume(
    `Jane Doe\n\nEXPERIENCE\n${body}\n\nEDUCATION\nB.S. Biology, Lakeside University, 2001`,
  ).work.map((w) => w.position ?? null);

describe("job titles", () => {
  it("a ZIP code and state the line kept before the title are not part of it", () => {
    expect(
      titles(
        [
          "OH 44101 Shift Supervisor 05/2014 to Current",
          "Ran the floor.",
          "44102 Team Lead 01/2012 to 04/2014",
          "Trained staff.",
        ].join("\n"),
      ),
    ).toEqual(["Shift Supervisor", "Team Lead"]);
  });

  it("numbers, codes and achievements are no titles; ordinals and roles in -ed are", () => {
    expect(canBeTitle("740")).toBe(false);
    expect(canBeTitle("1 volunteer")).toBe(false);
    expect(canBeTitle("4410-7K")).toBe(false);
    expect(canBeTitle("Managed 6 employees")).toBe(false);
    expect(canBeTitle("3rd Class Petty Officer")).toBe(true);
    expect(canBeTitle("Registered Nurse")).toBe(true);
    expect(canBeTitle("Certified Nursing Assistant")).toBe(true);
    expect(titles("Managed 6 employees 03/2012 to 12/2012\nScheduled shifts.")).toEqual([null]);
  });
});

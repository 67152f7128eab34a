/** Job titles: no number, code, achievement or address debris (issue 10). */
import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";
import { isMisspeltRoleNoun } from "../../src/structure/vocabulary.ts";
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

  it("a title with a misspelt role noun is the title, and the employer beside it the employer", () => {
    const work = structureResume(
      [
        "Jane Doe",
        "",
        "EXPERIENCE",
        "ASSITANT STORE MANGER",
        "Dollar General, Springfield, IL",
        "January 2019 - Present",
        "- Managed cash handling and weekly scheduling",
        "",
        "Call Center Representitive",
        "Acme Health, Springfield, IL",
        "June 2016 - December 2018",
        "- Answered calls",
      ].join("\n"),
    ).work;
    expect(work.map((w) => [w.position, w.name])).toEqual([
      ["ASSITANT STORE MANGER", "Dollar General"],
      ["Call Center Representitive", "Acme Health"],
    ]);
  });

  it("a misspelt role noun keeps its first and last letters; other words of a role are no misspelling", () => {
    for (const w of ["manger", "assitant", "techician", "supervsior", "representitive"])
      expect(isMisspeltRoleNoun(w)).toBe(true);
    for (const w of ["manager", "manage", "managed", "service", "advisory", "analysis", "learner"])
      expect(isMisspeltRoleNoun(w)).toBe(false);
    // A short noun is as often another word; an organisation's word is no role.
    expect(isMisspeltRoleNoun("parker")).toBe(false);
    expect(isMisspeltRoleNoun("services")).toBe(false);
  });
});

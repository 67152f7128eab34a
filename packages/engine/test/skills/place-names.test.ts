import { describe, expect, it } from "vitest";
import { extractSkills } from "../../src/skills/extract.ts";

describe("place names are not skills", () => {
  it("reads a city followed by its state or province code as a place", () => {
    const ids = (t: string) => extractSkills(t).map((m) => m.name);
    const offices =
      "This opening is also available in our Savannah, GA, Mobile, AL, and Raleigh, NC offices.";
    expect(ids(offices).some((n) => /mobile/i.test(n))).toBe(false);
    // The same word as a skill still counts.
    expect(ids("Skills: Mobile, Web, Cloud, Desktop").some((n) => /mobile/i.test(n))).toBe(true);
  });
});

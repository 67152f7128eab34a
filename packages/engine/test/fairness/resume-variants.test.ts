/**
 * The swaps the invariance test makes really change the document (so that test can fail), touch
 * only what they say, and the reader keeps a pronoun statement out of the headline.
 */
import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";
import { AS_OF, applyVariant, prepareSwapBase } from "./resume-variants.ts";

const RESUME = `Dana Whitfield
Project Coordinator
dana.whitfield@example.com | (555) 201-7788 | Austin, TX 78701

Summary
Project coordinator; she led a team of five across three sites.

Experience
Project Coordinator, Northwind Builders — Mar 2018 – Present
- Ran schedules and budgets for 40 residential projects

Education
Bachelor of Science in Construction Management, Texas State University, 2012 – 2016`;

describe("resume variants", () => {
  const base = prepareSwapBase(RESUME);

  it("keeps the resume's own name, pronouns and address to swap", () => {
    expect(base.name).toBe("Dana Whitfield");
    expect(base.added).toEqual([]);
    expect(base.address).toBe("Austin, TX 78701");
    expect(base.educationYears.map((s) => base.text.slice(s.start, s.end))).toEqual(
      expect.arrayContaining([expect.stringContaining("2016")]),
    );
  });

  it("swaps the name and e-mail, the pronouns, the address and only the education years", () => {
    const text = applyVariant(base, {
      name: "Łukasz Ćwikła",
      pronouns: "he",
      address: "2150 Grand Concourse, Bronx, NY 10457",
      yearShift: -6,
    });
    expect(text).toContain("Łukasz Ćwikła\n");
    expect(text).toContain("lukasz.cwikla@example.com");
    expect(text).toContain("he led a team");
    expect(text).toContain("2150 Grand Concourse, Bronx, NY 10457");
    expect(text).toContain("Texas State University, 2006 – 2010");
    expect(text).toContain("Mar 2018 – Present");
    expect(text).not.toContain("Dana");
  });

  it("adds a name, a pronoun line and an address to a resume without them", () => {
    const bare = prepareSwapBase(
      "Experience\nWelder, Acme Fabrication, 2015 – 2020\n- MIG and TIG welding",
    );
    expect(bare.added).toEqual(["name", "pronouns", "address"]);
    expect(applyVariant(bare, { pronouns: "she" })).toContain("Pronouns: she/her");
  });

  it("never reads a pronoun statement under the name as the headline", () => {
    for (const pronouns of ["she/her", "he/him", "they/them"]) {
      const resume = structureResume(
        `Jordan Blake\nPronouns: ${pronouns}\n\nExperience\nBaker, Crumb Co, 2019 – 2023`,
        {
          asOf: AS_OF,
        },
      );
      expect(resume.basics.label).toBeUndefined();
    }
  });
});

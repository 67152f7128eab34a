import { describe, expect, it } from "vitest";
import { contentTerms } from "../../src/skills/text.ts";

const terms = (text: string) => contentTerms(text).map((t) => t.term);

describe("content terms", () => {
  it("keep a negating prefix on its word, so 'non-sterile' never counts as 'sterile'", () => {
    expect(terms("Performed non-sterile compounding")).toEqual([
      "perform",
      "nonsteril",
      "compound",
    ]);
    expect(terms("Sterile compounding")).toContain("steril");
    expect(terms("Performed non-sterile compounding")).not.toContain("steril");
  });

  it("are no figures: '2+ years', '24/7', '401'", () => {
    expect(terms("2+ years on call 24/7 with a 401 plan")).not.toEqual(
      expect.arrayContaining(["2+"]),
    );
    expect(terms("2+ years on call 24/7 with a 401 plan").some((t) => /^\d/.test(t))).toBe(false);
  });

  it("meet across British and American spelling, and keep words that are -ise in both", () => {
    expect(terms("Organised counselling at the paediatric centre; labour relations")).toEqual(
      terms("Organized counseling at the pediatric center; labor relations"),
    );
    expect(terms("Holds a driving licence; analysed the programme catalogue")).toEqual(
      terms("Holds a driving license; analyzed the program catalog"),
    );
    // "advise" and "merchandise" are not British forms of anything.
    expect(terms("advise merchandise exercise")).toEqual(["advis", "merchandis", "exercis"]);
    expect(terms("tour detour contour")).toEqual(["tour", "detour", "contour"]);
  });
});

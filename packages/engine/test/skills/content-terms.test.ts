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

  it("cut Chinese, Japanese and Korean text, written without spaces, into pairs of letters", () => {
    // "主任介護支援専門員" (chief care manager) is one token: its pairs meet the same words elsewhere.
    expect(terms("主任介護支援専門員")).toEqual([
      "主任",
      "任介",
      "介護",
      "護支",
      "支援",
      "援専",
      "専門",
      "門員",
    ]);
    expect(terms("介護支援専門員として勤務")).toEqual(
      expect.arrayContaining(["介護", "支援", "専門"]),
    );
    // A pair wholly in hiragana is grammar, no word of the work; Latin letters inside stay words.
    expect(terms("しています")).toEqual([]);
    expect(terms("HACCP基準")).toEqual(["haccp", "基準"]);
    expect(terms("한식조리기능사 자격증")).toEqual([
      "한식",
      "식조",
      "조리",
      "리기",
      "기능",
      "능사",
      "자격",
      "격증",
    ]);
    // Each pair points at its own letters.
    const text = "経験：介護福祉士";
    for (const t of contentTerms(text)) expect(text.slice(t.start, t.end)).toBe(t.term);
  });
});

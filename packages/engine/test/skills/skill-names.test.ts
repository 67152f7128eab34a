// data/skill-names.txt lets the structurer ask "is this line a skill's own name?" without loading
// the taxonomy (skill-names.ts). It must say what the taxonomy says.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isSkillOwnName } from "../../src/skills/skill-names.ts";
import { findSkill, getTaxonomy, ownSkillNames } from "../../src/skills/taxonomy.ts";

/** The question as the structurer asked the taxonomy before the names file existed. */
function namesSkillInTaxonomy(text: string): boolean {
  const skill = findSkill(text.trim());
  return skill !== undefined && skill.name.toLowerCase() === text.trim().toLowerCase();
}

describe("skill names without the taxonomy", () => {
  it("the committed names file is what the taxonomy gives (rebuild both with build-taxonomy)", () => {
    const file = readFileSync(new URL("../../data/skill-names.txt", import.meta.url), "utf8");
    expect(file.split("\n")).toEqual(ownSkillNames());
  });

  it("answers as the taxonomy does for every name, alias and id, in any case", () => {
    const differ: string[] = [];
    let checked = 0;
    for (const skill of getTaxonomy().skills) {
      for (const written of [skill.name, skill.id, ...skill.aliases]) {
        for (const text of [
          written,
          written.toLowerCase(),
          written.toUpperCase(),
          ` ${written} `,
        ]) {
          checked++;
          if (isSkillOwnName(text) !== namesSkillInTaxonomy(text)) differ.push(text);
        }
      }
    }
    expect(checked).toBeGreaterThan(100_000);
    expect(differ).toEqual([]);
    expect(isSkillOwnName("  Microsoft Office ")).toBe(true);
    expect(isSkillOwnName("Acme Logistics")).toBe(false);
  });
});

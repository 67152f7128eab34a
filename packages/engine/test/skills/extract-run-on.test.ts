import { describe, expect, it } from "vitest";
import { extractSkills } from "../../src/skills/extract.ts";

const found = (text: string) => extractSkills(text).map((m) => m.name);

describe("extractSkills in run-on text", () => {
  it("does not let a skills list elsewhere in a pasted posting vouch for an everyday word", () => {
    const text = `${"We build internal tools for our stores and warehouses across the region. ".repeat(3)}Skills: Python, SQL, Docker, Kubernetes.Questions about the pay, the hours or the team? Please ask Ruby at the front desk.`;
    expect(text.length).toBeGreaterThan(300);
    expect(found(text)).toEqual(expect.arrayContaining(["Python", "SQL", "Docker", "Kubernetes"]));
    expect(found(text)).not.toContain("Ruby");
  });

  it("still reads an everyday word as a skill inside its own list item", () => {
    const text = `${"We build internal tools for our stores and warehouses across the region. ".repeat(3)}Skills: Python, Ruby, Docker.`;
    expect(found(text)).toContain("Ruby");
  });
});

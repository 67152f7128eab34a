import { describe, expect, it } from "vitest";
import { maskPersonalText } from "../../src/anonymise.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

// A resume with no name, whose first line is its headline in capitals.
const TEXT = `BUSINESS DEVELOPMENT MANAGER
Summary
Eleven years of business development and marketing for industrial clients.
Experience
Business Development Manager
February 2015 to May 2017
Orvane Tools - Pune, India
Opened new accounts in three states.
`;

describe("a headline on top of a resume without a name", () => {
  it("is not masked as a name, so its words stay readable everywhere", () => {
    const resume = structureResume(TEXT);
    expect(resume.basics.name).toBeUndefined();
    const masked = maskPersonalText(TEXT, resume);
    expect(masked).toContain("business development and marketing");
    expect(masked).toContain("Business Development Manager");
  });

  it("lets the score find the skill the headline and the roles name", () => {
    const job = parseJob(
      "Business Development Representative\n\nRequirements\n- Business development\n- Sales\n",
    );
    const resume = structureResume(TEXT);
    const match = scoreResume({ resume, text: TEXT, job });
    expect(match.skills.find((s) => s.skill.name === "Business development")?.match).toBe("exact");
  });

  it("a name on top is still masked", () => {
    const text = `Priya Natarajan\n${TEXT}`;
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).not.toContain("Priya");
    expect(masked).not.toContain("Natarajan");
  });
});

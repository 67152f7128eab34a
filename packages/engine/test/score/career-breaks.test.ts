import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

describe("a career break in the score", () => {
  it("gives no years in roles close to the posting, however close its words", () => {
    const job = parseJob(`# Family Caregiver

Care for clients in their homes: meals, bathing, medication reminders.
`);
    const text = [
      "Linda Fairbanks",
      "linda@example.com",
      "",
      "WORK HISTORY",
      "Cashier - Target, Grove City, OH - Oct. 2023 - present",
      "•  Operate register",
      "Career Break - Family Caregiver  -  Jul. 2013 - Sep. 2023",
      "•  Full-time caregiver for two children and an aging parent",
    ].join("\n");
    const resume = structureResume(text, { asOf: new Date("2025-01-01T00:00:00Z") });
    expect(resume.work[1]?.position).toBe("Career Break - Family Caregiver");
    expect(scoreResume({ resume, text, job }).experience.relevantYears).toBe(0);
  });
});

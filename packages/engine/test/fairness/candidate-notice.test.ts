import { describe, expect, it } from "vitest";
import { candidateNotice, retentionPeriod } from "../../src/fairness/candidate-notice.ts";
import { parseJob } from "../../src/jd/parse-job.ts";

const OPTIONS = {
  employer: "Acme Health",
  retentionDays: 180,
  contact: "accommodations@acme.test",
  howItWorksUrl: "https://hirelens.example/how-hirelens-scores",
};

const JD = `Registered Nurse

Requirements
- 3+ years of experience as a Registered Nurse
- Bachelor of Science in Nursing required
- BLS certification required
- Experience with Epic EHR and IV therapy
- Familiarity with wound care is a plus`;

describe("candidateNotice", () => {
  it("says what this job assesses, from its own requirements and weights", () => {
    const job = parseJob(JD);
    const notice = candidateNotice(job, OPTIONS);
    expect(notice.subject).toBe("How Acme Health reviews applications for Registered Nurse");
    const assessed = notice.sections.find((s) => s.heading === "What is assessed")!.lines;
    const required = job.skills.filter((s) => s.level === "required").map((s) => s.name);
    expect(required.length).toBeGreaterThan(0);
    for (const name of required) expect(assessed.join("\n")).toContain(name);
    expect(assessed).toContain("- Experience: 3 years or more in related roles (required)");
    expect(assessed.join("\n")).toContain("Education: a bachelor's degree or equivalent");
    expect(notice.text).toContain("- Required skills: 28 %");
    expect(notice.text).toContain("- Occupation & title fit: 27 %");
  });

  it("follows the job's edited weights and leaves out a part weighted 0", () => {
    const notice = candidateNotice(parseJob(JD), {
      ...OPTIONS,
      weights: {
        education: 0,
        relevance: 0,
        preferredSkills: 0,
        titleFit: 0,
        experience: 50,
        requiredSkills: 50,
      },
    });
    const weighting = notice.sections.find((s) => s.heading === "How much each part counts")!;
    expect(weighting.lines).toEqual(["- Required skills: 50 %", "- Experience: 50 %"]);
  });

  it("gives the retention period, the contact for an alternative process and the scoring page", () => {
    const notice = candidateNotice(
      { title: { value: "Line Cook" }, skills: [], certifications: [] },
      { ...OPTIONS, retentionDays: 365 },
    );
    expect(notice.text).toContain("kept for 1 year after you apply");
    expect(notice.text).toContain(
      "You can ask to be assessed without the tool (an alternative selection process) or for a reasonable accommodation: contact accommodations@acme.test",
    );
    expect(notice.text).toContain("https://hirelens.example/how-hirelens-scores");
    expect(notice.text).toContain("the tool never rejects anyone by itself");
    expect(notice.text).toContain("Experience: years in roles like this one");
  });

  it("words retention periods in the largest whole unit", () => {
    expect([1, 45, 30, 180, 365, 730].map(retentionPeriod)).toEqual([
      "1 day",
      "45 days",
      "1 month",
      "6 months",
      "1 year",
      "2 years",
    ]);
  });
});

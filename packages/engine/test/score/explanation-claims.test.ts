import { describe, expect, it } from "vitest";
import { checkExplanation } from "../../src/insights/check-explanation.ts";
import { buildInsights } from "../../src/insights/insights.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { degreeLevelsIn } from "../../src/structure/education.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

// What the scorer's notes claim about one resume, read as a recruiter would check it.
const score = (jd: string, text: string) => {
  const job = parseJob(jd);
  const resume = structureResume(text);
  const match = scoreResume({ resume, text, job });
  const insights = buildInsights({ match, job, resume });
  return { job, resume, match, insights };
};

describe("the degree the score reports", () => {
  it("is not a master's read from a trade title on a line that also names a diploma", () => {
    const text = `Avery Stone
Welder

Experience
Welder, Ironbridge Fabrication — 2009 to 2024
- Structural and pipe welding

Accomplishments
High school diploma Had to leave school early, Master Welder 2008 Ridgeway Welding School

Education
High School Diploma, 2006, Lakeview High School
`;
    const { job, resume, match, insights } = score(
      "Structural Welder\n\nRequirements\n- High school diploma\n- MIG welding\n",
      text,
    );
    const degree = match.components.find((c) => c.id === "education")!.evidence[0]!;
    expect(degree.note).toBe("Highest degree found: high-school");
    expect(checkExplanation({ match, job, resumeText: text, insights, resume })).toEqual([]);
  });

  it("reads a diploma as school finished, not as no degree", () => {
    for (const [line, past] of [
      ["Diploma - Hilliard Davidson High School - 2006", ""],
      [
        "Medical Assistant Diploma, Bryant Career College, 2019",
        "; a certificate or diploma past school shows school finished",
      ],
    ]) {
      const text = `Gary Whitfield\n\nExperience\nDispatcher, Acme Freight — 2019 to 2024\n\nEducation\n${line}\n`;
      const { job, resume, match, insights } = score(
        "Dispatcher\n\nRequirements\n- High school diploma or GED\n- Dispatching\n",
        text,
      );
      const degree = match.components.find((c) => c.id === "education")!.evidence[0]!;
      expect(degree.note).toBe(`Highest degree found: high-school${past}`);
      expect(degree.credit).toBe(1);
      expect(checkExplanation({ match, job, resumeText: text, insights, resume })).toEqual([]);
    }
  });

  it("reads only the degrees a line names", () => {
    expect(degreeLevelsIn("High school diploma, Master Welder 2008")).toEqual(["high-school"]);
    expect(degreeLevelsIn("Master Data Manager, Pellow Foods")).toEqual([]);
    expect(degreeLevelsIn("B.S. Biology, 2010; M.S. Ecology, 2013")).toEqual([
      "master",
      "bachelor",
    ]);
    expect(degreeLevelsIn("Diploma, Burnsville High School")).toEqual(["high-school"]);
  });
});

describe("the years in roles close to the posting", () => {
  /** The experience notes that count years in roles close to a title. */
  const closeNotes = (match: ReturnType<typeof score>["match"]) =>
    match.components
      .find((c) => c.id === "experience")!
      .evidence.filter((e) => / years in roles close to /.test(e.note));
  /** One role held from January 2012 to January 2024, for a PR coordinator posting. */
  const prRole = (title: string) => {
    const text = `Dana Hart\n${title}\n\nExperience\n${title}, Northgate Health — January 2012 to January 2024\n- Wrote press releases and ran media relations\n`;
    return {
      text,
      ...score(
        "Public Relations Coordinator\n\nRequirements\n- Press releases\n- Media relations\n",
        text,
      ),
    };
  };

  it("quote no role when none of the candidate's time counted", () => {
    const text = `Robin Vale
Full Stack Developer

Experience
Full Stack Developer, Quarry Labs — 2015 to 2024
- Built APIs in Node.js and pages in React
`;
    const { job, resume, match, insights } = score(
      "Front End Engineer\n\nRequirements\n- 2 years of experience as a Front End Engineer\n- React\n",
      text,
    );
    const close = closeNotes(match);
    expect(close.length).toBeGreaterThan(0);
    for (const e of close) {
      if (e.note.startsWith("0 years")) expect(e.resumeSpan).toBeUndefined();
      else expect(e.resumeSpan?.text).toBe("Full Stack Developer");
    }
    expect(checkExplanation({ match, job, resumeText: text, insights, resume })).toEqual([]);
  });

  it("say the time of the roles they came from when a less close role counted in part", () => {
    const { text, job, resume, match, insights } = prRole("Public Relations Manager");
    const { relevantYears, closeRoleYears } = match.experience;
    expect(relevantYears).toBeGreaterThan(0);
    expect(closeRoleYears).toBe(12);
    expect(relevantYears).toBeLessThan(12);
    expect(closeNotes(match)[0]!.note).toBe(
      `${relevantYears} years in roles close to "Public Relations Coordinator" (12 years in them, a less close role counting part of its time) against 2 assumed (the posting names no figure)`,
    );
    expect(insights.strengths).toContain(
      `${relevantYears} years in roles close to Public Relations Coordinator (of 12 years in them, counted in part)`,
    );
    expect(checkExplanation({ match, job, resumeText: text, insights, resume })).toEqual([]);
  });

  it("say nothing more when every role counted in full", () => {
    const { match } = prRole("Public Relations Coordinator");
    expect(match.experience.relevantYears).toBe(12);
    expect(match.experience.closeRoleYears).toBeUndefined();
    expect(closeNotes(match)[0]!.note).not.toContain("in them");
  });

  it("quote the role that counted when one did", () => {
    const text = `Robin Vale
Front End Engineer

Experience
Front End Engineer, Quarry Labs — 2018 to 2024
- Built pages in React
`;
    const { match } = score("Front End Engineer\n\nRequirements\n- React\n", text);
    const close = closeNotes(match)[0]!;
    expect(match.experience.relevantYears).toBeGreaterThan(0);
    expect(close.resumeSpan?.text).toBe("Front End Engineer");
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkExplanation } from "../../src/insights/check-explanation.ts";
import { buildInsights } from "../../src/insights/insights.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { parseResume } from "../../src/parse-resume.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import type { MatchResult, ParsedResume } from "../../src/types.ts";
import {
  buildDoc,
  sampleDocx,
  sampleMarkdown,
  samplePdf,
  sampleRtf,
  sampleText,
} from "../fixtures/documents.ts";

const JD = `Backend Engineer

Requirements
- 3+ years of experience
- Python, PostgreSQL, Docker
- Kubernetes

Nice to have
- Terraform
`;

const RESUME = `Sam Lee
Backend Engineer

Experience
Backend Engineer, Initech — 2019 to 2024
- Built services in Python on PostgreSQL, shipped in Docker containers
- Ran them on OpenShift

Skills
Python, PostgreSQL, Docker
`;

function scored() {
  const job = parseJob(JD);
  const resume = structureResume(RESUME);
  const match = scoreResume({ resume, text: RESUME, job });
  const insights = buildInsights({ match, job, resume });
  return { job, resume, match, insights };
}

const clone = <T>(x: T): T => structuredClone(x);

describe("checkExplanation", () => {
  it("finds nothing wrong in an honest explanation", () => {
    const { job, match, insights } = scored();
    expect(match.skills.some((s) => s.match === "exact")).toBe(true);
    expect(checkExplanation({ match, job, resumeText: RESUME, insights })).toEqual([]);
  });

  it("catches a resume quote that is not what the resume says at that place", () => {
    const { job, match } = scored();
    const bad = clone(match);
    const found = bad.skills.find((s) => s.match === "exact")!;
    found.evidence = { ...found.evidence!, text: "Kubernetes" };
    const v = checkExplanation({ match: bad, job, resumeText: RESUME });
    expect(v.map((x) => x.rule)).toContain("resume-span");
  });

  it("catches a span outside the document and a job span that moved", () => {
    const { job, match } = scored();
    const bad = clone(match);
    const ev = bad.components.flatMap((c) => c.evidence).find((e) => e.resumeSpan)!;
    ev.resumeSpan = { start: RESUME.length - 2, end: RESUME.length + 10, text: "x" };
    bad.skills[0]!.skill.span = { ...bad.skills[0]!.skill.span, start: 0, end: 4 };
    const rules = checkExplanation({ match: bad, job, resumeText: RESUME }).map((x) => x.rule);
    expect(rules).toContain("resume-span");
    expect(rules).toContain("job-span");
  });

  it("accepts a requirement the recruiter typed in (an empty span), not a moved one", () => {
    const { job, match } = scored();
    const typed = clone(match);
    typed.skills[0]!.skill.span = { start: 0, end: 0, text: "Data Engineer" };
    const title = typed.components.flatMap((c) => c.evidence).find((e) => e.requirementSpan)!;
    title.requirementSpan = { start: 0, end: 0, text: "Data Engineer" };
    expect(checkExplanation({ match: typed, job, resumeText: RESUME })).toEqual([]);
    title.requirementSpan = { start: 0, end: 13, text: "Data Engineer" };
    expect(checkExplanation({ match: typed, job, resumeText: RESUME }).map((x) => x.rule)).toEqual([
      "job-span",
    ]);
  });

  it("accepts a quote whose personal data was blanked, nothing else", () => {
    const { job, match } = scored();
    const ok = clone(match);
    const found = ok.skills.find((s) => s.match === "exact")!;
    const start = RESUME.indexOf("Sam Lee");
    found.evidence = { start, end: start + 7, text: "       " };
    // Quoting only blanks says nothing.
    expect(checkExplanation({ match: ok, job, resumeText: RESUME }).map((x) => x.rule)).toEqual([
      "resume-span",
    ]);
    found.evidence = { start, end: start + 15, text: "        Backend" };
    expect(
      checkExplanation({ match: ok, job, resumeText: RESUME.replace("Sam Lee\n", "Sam Lee ") }),
    ).toEqual([]);
  });

  it("catches points that do not add up to the score and credit out of range", () => {
    const { job, match } = scored();
    const bad: MatchResult = { ...clone(match), score: match.score + 5 };
    bad.components[0]!.evidence[0] = { ...bad.components[0]!.evidence[0]!, credit: 1.5 };
    const rules = checkExplanation({ match: bad, job, resumeText: RESUME }).map((x) => x.rule);
    expect(rules).toContain("points");
    expect(rules).toContain("credit");
  });

  it("catches a skill that is both found and missing, and a found skill with no quote", () => {
    const { job, match } = scored();
    const bad = clone(match);
    const found = bad.skills.find((s) => s.match === "exact")!;
    bad.skills.push({ ...clone(found), match: "missing", credit: 0, evidence: undefined });
    const other = bad.skills.find((s) => s !== found && s.match === "exact")!;
    other.evidence = undefined;
    const rules = checkExplanation({ match: bad, job, resumeText: RESUME }).map((x) => x.rule);
    expect(rules).toContain("found-and-missing");
    expect(rules).toContain("found-without-evidence");
  });

  it("reads a figure with decimals whole: what the job asks is never taken for what was counted", () => {
    const { job, match } = scored();
    const insights = buildInsights({ match, job, resume: structureResume(RESUME) });
    const years = match.experience.years;
    const said = (q: string) =>
      checkExplanation({
        match,
        job,
        resumeText: RESUME,
        insights: { ...insights, interviewQuestions: [q] },
      }).filter((x) => x.where === "question 1");
    expect(
      said(`The role asks for 0.5 years of experience and your resume shows about ${years}. Why?`),
    ).toEqual([]);
    expect(said(`Your resume shows about ${years + 1.5}. Why?`).map((x) => x.rule)).toEqual([
      "years",
    ]);
  });

  it("catches more years in related roles than years in all", () => {
    const { job, match } = scored();
    const bad = clone(match);
    bad.experience = { years: 2, relevantYears: 6 };
    const v = checkExplanation({ match: bad, job, resumeText: RESUME });
    expect(new Set(v.map((x) => x.rule))).toEqual(new Set(["years"]));
    // The notes still say the years that were counted, so they disagree with these too.
    expect(v[0]!.message).toBe("6 relevant years out of 2 in total");
  });

  it("catches two counts of required skills that disagree (9/10 beside 8 of 10)", () => {
    const { job, match, insights } = scored();
    const required = match.skills.filter((s) => s.skill.level === "required").length;
    const exact = match.skills.filter(
      (s) => s.skill.level === "required" && s.match === "exact",
    ).length;
    expect(insights.summary).toContain(`${exact} of ${required} required skills`);
    const bad = { ...insights, summary: `${exact + 1}/${required} required skills.` };
    const v = checkExplanation({ match, job, resumeText: RESUME, insights: bad });
    expect(v.filter((x) => x.rule === "count").length).toBeGreaterThanOrEqual(2);
  });

  it("catches a summary whose band is not the band of the score", () => {
    const { job, match, insights } = scored();
    const wrong = match.score >= 50 ? "Unlikely fit" : "Strong fit";
    const bad = { ...insights, summary: `${wrong} for Backend Engineer (${match.score}/100).` };
    expect(
      checkExplanation({ match, job, resumeText: RESUME, insights: bad }).map((x) => x.rule),
    ).toEqual(["band"]);
  });

  it("counts a skill found only through a related one apart, in every sentence", () => {
    const job = parseJob(JD);
    const resume = structureResume(RESUME);
    const match = scoreResume({ resume, text: RESUME, job });
    const related = match.skills.filter(
      (s) => s.skill.level === "required" && s.match === "related",
    );
    const insights = buildInsights({ match, job, resume });
    if (related.length) expect(insights.summary).toContain("only through a related skill");
    expect(checkExplanation({ match, job, resumeText: RESUME, insights })).toEqual([]);
  });
});

describe("checkExplanation: degrees, years and titles agree with the resume", () => {
  const EDU_JD = `Data Analyst

Requirements
- 2+ years of experience
- SQL, Excel
- Master's degree in Statistics
`;
  const EDU_RESUME = `Dana Whitlock
Data Analyst

Experience
Master Data Manager, Pellow Foods — 2016 to 2024
- Kept the SQL and Excel reports

Education
B.S. Information Systems, Grant College, 2012
`;
  const scoredEdu = () => {
    const job = parseJob(EDU_JD);
    const resume = structureResume(EDU_RESUME);
    const match = scoreResume({ resume, text: EDU_RESUME, job });
    return { job, resume, match, insights: buildInsights({ match, job, resume }) };
  };
  const educationOf = (match: MatchResult) =>
    match.components.find((c) => c.id === "education")!.evidence[0]!;

  it("an honest degree claim passes; the scorer quotes the B.S., not the job title", () => {
    const { job, resume, match, insights } = scoredEdu();
    expect(educationOf(match).note).toBe("Highest degree found: bachelor");
    expect(educationOf(match).resumeSpan?.text).toBe("B.S.");
    expect(checkExplanation({ match, job, resumeText: EDU_RESUME, insights, resume })).toEqual([]);
  });

  it("catches a master's degree read from a job title and a degree that is said to be absent", () => {
    const { job, resume, match } = scoredEdu();
    const bad = clone(match);
    const start = EDU_RESUME.indexOf("Master Data Manager");
    Object.assign(educationOf(bad), {
      note: "Highest degree found: master",
      resumeSpan: { start, end: start + 19, text: "Master Data Manager" },
    });
    const v = checkExplanation({ match: bad, job, resumeText: EDU_RESUME, resume });
    expect(v.map((x) => x.rule)).toEqual(["degree"]);
    expect(v[0]!.message).toContain("names no degree");
    Object.assign(educationOf(bad), { note: "No degree found", resumeSpan: undefined });
    expect(
      checkExplanation({ match: bad, job, resumeText: EDU_RESUME, resume }).map((x) => x.rule),
    ).toEqual(["degree"]);
  });

  it("catches a degree claim lower than one the education section lists", () => {
    const { job, resume, match } = scoredEdu();
    const bad = clone(match);
    Object.assign(educationOf(bad), { note: "Highest degree found: high-school" });
    const v = checkExplanation({ match: bad, job, resumeText: EDU_RESUME, resume });
    expect(v.map((x) => x.rule)).toEqual(["degree", "degree"]);
  });

  it("catches years in a note or a sentence that are not the years counted", () => {
    const { job, resume, match, insights } = scoredEdu();
    const bad = clone(match);
    const total = bad.components.find((c) => c.id === "experience")!.evidence[0]!;
    total.note = total.note.replace(/^[\d.]+/, String(match.experience.years + 3));
    const sentences = {
      ...insights,
      strengths: [`${match.experience.years + 1} years of experience against 2 asked`],
    };
    const v = checkExplanation({
      match: bad,
      job,
      resumeText: EDU_RESUME,
      insights: sentences,
      resume,
    });
    expect(v.map((x) => x.where)).toEqual(["Experience: 2+ years of experience", "strength 1"]);
  });

  it("catches a role quoted as close beside 0 years in close roles", () => {
    const { job, resume, match } = scoredEdu();
    const bad = clone(match);
    bad.experience.relevantYears = 0;
    const role = bad.components
      .find((c) => c.id === "experience")!
      .evidence.find((e) => /years in roles close to/.test(e.note))!;
    role.note = role.note.replace(/^[\d.]+/, "0");
    role.resumeSpan = resume.meta.sources["/work/0/position"];
    const rules = checkExplanation({ match: bad, job, resumeText: EDU_RESUME, resume }).map(
      (x) => x.rule,
    );
    expect(rules).toContain("years");
  });

  it("catches a closest title that lasted years beside 0 years in roles close to the posting", () => {
    const { job, resume, match } = scoredEdu();
    const bad = clone(match);
    bad.experience.relevantYears = 0;
    for (const e of bad.components.find((c) => c.id === "experience")!.evidence)
      if (/years in roles close to/.test(e.note)) e.note = e.note.replace(/^[\d.]+/, "0");
    bad.components
      .find((c) => c.id === "titleFit")!
      .evidence.unshift({
        requirement: "Data Analyst",
        resumeSpan: resume.meta.sources["/work/0/position"],
        credit: 0.8,
        note: 'Closest title: "Master Data Manager"',
      });
    const rules = checkExplanation({ match: bad, job, resumeText: EDU_RESUME, resume }).map(
      (x) => x.rule,
    );
    expect(rules).toContain("title");
  });

  it("catches a list of skills that names more or fewer than it counts", () => {
    const { job, match, insights } = scored();
    const shows = insights.strengths.find((s) => s.startsWith("Shows "))!;
    expect(checkExplanation({ match, job, resumeText: RESUME, insights })).toEqual([]);
    const bad = { ...insights, strengths: [shows.replace(/: .*/, ": Python")] };
    expect(
      checkExplanation({ match, job, resumeText: RESUME, insights: bad }).map((x) => x.rule),
    ).toEqual(["count"]);
  });
});

describe("checkExplanation: a requirement the posting illustrates with examples", () => {
  const FE_JD = `Front End Engineer

Requirements
- Experience with popular front-end frameworks (such as React, Vue, or Angular).
- HTML, CSS
`;
  const FE_RESUME = `Ari Quill
Front End Developer

Experience
Front End Developer, Lumen Apps — 2020 to 2024
- Built the shop in React and TypeScript, styled in HTML and CSS
`;

  it("is found through its example, and the checker flags it when said to be missing", () => {
    const job = parseJob(FE_JD);
    const resume = structureResume(FE_RESUME);
    const match = scoreResume({ resume, text: FE_RESUME, job });
    const category = match.skills.find((s) => /frameworks/i.test(s.skill.name));
    expect(category).toBeDefined();
    expect(category!.match).toBe("exact");
    expect(category!.evidence?.text).toBe("React");
    const insights = buildInsights({ match, job, resume });
    expect(insights.missingSkills.map((s) => s.name)).not.toContain(category!.skill.name);
    expect(checkExplanation({ match, job, resumeText: FE_RESUME, insights, resume })).toEqual([]);
    const bad = clone(match);
    const said = bad.skills.find((s) => s.skill.name === category!.skill.name)!;
    Object.assign(said, { match: "missing", credit: 0, evidence: undefined });
    const v = checkExplanation({ match: bad, job, resumeText: FE_RESUME });
    expect(v.map((x) => x.rule)).toEqual(["found-and-missing"]);
    expect(v[0]!.message).toContain("React");
  });

  it("reads an example named before its category: 'NetSuite or another ERP'", () => {
    const job = parseJob(
      "Staff Accountant\n\nRequirements\n- Experience with NetSuite or another ERP\n- Excel\n",
    );
    const text = `Ann Lee
Staff Accountant

Experience
Staff Accountant, Buckeye Components — 2020 to 2024
- Closed the books in NetSuite and reconciled accounts in Excel
`;
    const resume = structureResume(text);
    const match = scoreResume({ resume, text, job });
    const erp = match.skills.find((s) => s.skill.name === "Enterprise resource planning")!;
    expect(erp).toMatchObject({ match: "exact", evidence: { text: "NetSuite" } });
    const bad = clone(match);
    Object.assign(bad.skills.find((s) => s.skill.id === erp.skill.id)!, {
      match: "missing",
      credit: 0,
      evidence: undefined,
    });
    expect(checkExplanation({ match: bad, job, resumeText: text }).map((x) => x.rule)).toEqual([
      "found-and-missing",
    ]);
  });
});

// Every real resume of ../shared/data against the postings there: nothing false, nothing that
// disagrees. Skips when the public data is not on this machine.
const DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../shared/data",
);
const REAL_DEV = path.join(DATA, "real-dev");
const SAMPLES = path.join(DATA, "samples");
const RJDB = path.join(DATA, "rjdb-dev.jsonl");

describe.skipIf(!existsSync(REAL_DEV) || !existsSync(SAMPLES) || !existsSync(RJDB))(
  "checkExplanation over the real resumes of ../shared/data and the test fixtures",
  () => {
    it("finds 0 violations for every resume scored against its pool's posting and the sample jobs", async () => {
      const violations: string[] = [];
      let checked = 0;
      const checkText = (
        name: string,
        resume: ParsedResume,
        text: string,
        jobs: Array<{ name: string; text: string }>,
      ) => {
        for (const posting of jobs) {
          const job = parseJob(posting.text);
          const match = scoreResume({ resume, text, job });
          const insights = buildInsights({ match, job, resume });
          checked += 1;
          for (const v of checkExplanation({ match, job, resumeText: text, insights, resume }))
            violations.push(`${name} x ${posting.name}: [${v.rule}] ${v.where}: ${v.message}`);
        }
      };
      const check = async (file: string, jobs: Array<{ name: string; text: string }>) => {
        const r = await parseResume(new Uint8Array(readFileSync(file)));
        if (r.ok) checkText(path.basename(file), r.resume, r.document.text, jobs);
      };
      const postings = readdirSync(path.join(REAL_DEV, "pools"))
        .sort()
        .map((pool) => ({
          name: pool,
          text: readFileSync(path.join(REAL_DEV, "pools", pool, "job.md"), "utf8"),
          files: readFileSync(path.join(REAL_DEV, "pools", pool, "qrels.tsv"), "utf8")
            .split("\n")
            .filter(Boolean)
            .map((l) => l.split("\t")[0]!),
        }));
      const poolsOf = new Map<string, Array<{ name: string; text: string }>>();
      for (const p of postings)
        for (const f of p.files) poolsOf.set(f, [...(poolsOf.get(f) ?? []), p]);
      // Every resume PDF of real-dev, also one no pool lists, against at least one posting.
      for (const f of readdirSync(path.join(REAL_DEV, "resumes")).filter((f) => f.endsWith(".pdf")))
        await check(path.join(REAL_DEV, "resumes", f), poolsOf.get(f) ?? postings.slice(0, 1));
      const sampleJobs: Array<{ name: string; text: string }> = [];
      for (const f of readdirSync(path.join(SAMPLES, "jobs")).filter((f) => f.endsWith(".pdf"))) {
        const r = await parseResume(new Uint8Array(readFileSync(path.join(SAMPLES, "jobs", f))));
        if (r.ok) sampleJobs.push({ name: f, text: r.document.text });
      }
      for (const dir of ["resumes", "layouts"]) {
        for (const f of readdirSync(path.join(SAMPLES, dir)).filter((f) => f.endsWith(".pdf")))
          await check(path.join(SAMPLES, dir, f), sampleJobs);
      }
      // RJDB: each row's resume and its unmatched twin against the row's job description.
      readFileSync(RJDB, "utf8")
        .split("\n")
        .filter(Boolean)
        .forEach((line, i) => {
          const row = JSON.parse(line) as Record<string, string>;
          const job = [{ name: `rjdb job ${i + 1}`, text: row["Job-Description"]! }];
          for (const key of ["Resume-matched", "Resume-unmatched"]) {
            const text = row[key]!;
            checkText(`rjdb ${key} ${i + 1}`, structureResume(text), text, job);
          }
        });
      // The documents the engine's own tests are built from, against the sample jobs and a
      // posting of this file.
      const fixtureJobs = [...sampleJobs, { name: "backend JD", text: JD }];
      const fixtures: Array<[string, Uint8Array]> = [
        ["fixture.pdf", await samplePdf()],
        ["fixture.docx", await sampleDocx()],
        ["fixture.txt", new TextEncoder().encode(sampleText())],
        ["fixture.md", new TextEncoder().encode(sampleMarkdown())],
        ["fixture.rtf", new TextEncoder().encode(sampleRtf())],
        ["fixture.doc", buildDoc(sampleText())],
      ];
      for (const [name, bytes] of fixtures) {
        const r = await parseResume(bytes);
        expect(r.ok, name).toBe(true);
        if (r.ok) checkText(name, r.resume, r.document.text, fixtureJobs);
      }
      checkText("RESUME", structureResume(RESUME), RESUME, fixtureJobs);
      expect(checked).toBeGreaterThan(1300);
      expect(violations.slice(0, 20)).toEqual([]);
    }, 900_000);
  },
);

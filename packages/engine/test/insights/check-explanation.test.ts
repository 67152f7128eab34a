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
import type { MatchResult } from "../../src/types.ts";

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

  it("catches more years in related roles than years in all", () => {
    const { job, match } = scored();
    const bad = clone(match);
    bad.experience = { years: 2, relevantYears: 6 };
    expect(checkExplanation({ match: bad, job, resumeText: RESUME }).map((x) => x.rule)).toEqual([
      "years",
    ]);
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

// Every real resume of ../shared/data against the postings there: nothing false, nothing that
// disagrees. Skips when the public data is not on this machine.
const DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../shared/data",
);
const REAL_DEV = path.join(DATA, "real-dev");
const SAMPLES = path.join(DATA, "samples");

describe.skipIf(!existsSync(REAL_DEV) || !existsSync(SAMPLES))(
  "checkExplanation over the real resumes of ../shared/data",
  () => {
    it("finds 0 violations for every resume scored against its pool's posting and the sample jobs", async () => {
      const violations: string[] = [];
      let checked = 0;
      const check = async (file: string, jobs: Array<{ name: string; text: string }>) => {
        const r = await parseResume(new Uint8Array(readFileSync(file)));
        if (!r.ok) return;
        for (const { name, text } of jobs) {
          const job = parseJob(text);
          const match = scoreResume({ resume: r.resume, text: r.document.text, job });
          const insights = buildInsights({ match, job, resume: r.resume });
          checked += 1;
          for (const v of checkExplanation({
            match,
            job,
            resumeText: r.document.text,
            insights,
          }))
            violations.push(
              `${path.basename(file)} x ${name}: [${v.rule}] ${v.where}: ${v.message}`,
            );
        }
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
      for (const [file, jobs] of poolsOf) await check(path.join(REAL_DEV, "resumes", file), jobs);
      const sampleJobs: Array<{ name: string; text: string }> = [];
      for (const f of readdirSync(path.join(SAMPLES, "jobs")).filter((f) => f.endsWith(".pdf"))) {
        const r = await parseResume(new Uint8Array(readFileSync(path.join(SAMPLES, "jobs", f))));
        if (r.ok) sampleJobs.push({ name: f, text: r.document.text });
      }
      for (const dir of ["resumes", "layouts"]) {
        for (const f of readdirSync(path.join(SAMPLES, dir)).filter((f) => f.endsWith(".pdf")))
          await check(path.join(SAMPLES, dir, f), sampleJobs);
      }
      expect(checked).toBeGreaterThan(900);
      expect(violations.slice(0, 20)).toEqual([]);
    }, 600_000);
  },
);

import { describe, expect, it } from "vitest";
import { anonymise, maskPersonalText } from "../../src/anonymise.ts";
import { buildInsights } from "../../src/insights/insights.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import { makeResume } from "../score/make-resume.ts";

const JD = `Data Engineer

Requirements
- 4+ years of experience
- Python, SQL, Apache Airflow
- Kubernetes

Nice to have
- Snowflake
`;

const candidate = makeResume({
  name: "Priya Raman",
  email: "priya.raman@mail.example",
  phone: "+1 212 555 0199",
  city: "Austin",
  summary: "She builds reliable data pipelines.",
  work: [
    {
      position: "Data Engineer",
      company: "Initech",
      start: "2022-01",
      highlights: [
        "Built ETL pipelines in Python and SQL on Airflow",
        "Loaded the warehouse into Snowflake",
      ],
    },
  ],
  education: [
    {
      institution: "University of Texas at Austin",
      studyType: "BSc",
      area: "Statistics",
      end: "2021",
    },
  ],
  skills: ["Python", "SQL", "Airflow", "Snowflake"],
});

describe("buildInsights", () => {
  const job = parseJob(JD);
  const match = scoreResume({ ...candidate, job });
  const insights = buildInsights({ match, job, resume: candidate.resume });

  it("lists matched skills with their resume evidence and missing skills with the JD span", () => {
    const py = insights.matchedSkills.find((s) => s.name === "Python");
    expect(py?.evidence && candidate.text.slice(py.evidence.start, py.evidence.end)).toBe("Python");
    expect(insights.missingSkills.map((s) => s.name)).toEqual(["Kubernetes"]);
    expect(
      JD.slice(
        insights.missingSkills[0]!.requirementSpan.start,
        insights.missingSkills[0]!.requirementSpan.end,
      ),
    ).toBe("Kubernetes");
  });

  it("derives strengths, gaps and 3-5 interview questions from this resume and this job", () => {
    expect(insights.strengths.join(" ")).toMatch(/Python/);
    expect(insights.gaps).toContain("Missing required skill: Kubernetes");
    expect(insights.gaps.join(" ")).toMatch(/years of experience; the job asks for 4/);
    expect(insights.interviewQuestions.length).toBeGreaterThanOrEqual(3);
    expect(insights.interviewQuestions.length).toBeLessThanOrEqual(5);
    expect(insights.interviewQuestions[0]).toMatch(/Kubernetes/);
    expect(insights.interviewQuestions.some((q) => /4 years/.test(q))).toBe(true);
    expect(insights.summary).toMatch(/Data Engineer/);
    expect(insights.summary).toMatch(new RegExp(`${match.score}/100`));
  });

  it("changes with the job: a job the resume covers has no skill gaps", () => {
    const easy = parseJob("Data Engineer\nRequirements\n- Python and SQL\n");
    const m = scoreResume({ ...candidate, job: easy });
    const ins = buildInsights({ match: m, job: easy, resume: candidate.resume });
    expect(ins.missingSkills).toEqual([]);
    expect(ins.gaps.some((g) => g.startsWith("Missing required skill"))).toBe(false);
    expect(ins.interviewQuestions.length).toBeGreaterThanOrEqual(3);
    expect(ins.interviewQuestions.join(" ")).toMatch(/Python|SQL/);
  });

  it("marks a requirement met only in part, and says so in the gaps and the summary", () => {
    const j = parseJob("Data Engineer\nRequirements\n- Mastery in Jonas Premier suite\n- Python\n");
    const r = makeResume({
      work: [
        {
          position: "Analyst",
          start: "2018-01",
          highlights: ["Ran month-end close in Jonas Premier with Python"],
        },
      ],
    });
    const m = scoreResume({ ...r, job: j });
    const ins = buildInsights({ match: m, job: j, resume: r.resume });
    const term = j.skills.find((s) => s.terms)!;
    expect(ins.matchedSkills.find((s) => s.name === term.name)).toMatchObject({ inPart: true });
    expect(ins.matchedSkills.find((s) => s.name === "Python")?.inPart).toBeUndefined();
    expect(ins.gaps[0]).toBe(
      `Jonas Premier suite only in part (2 of its 3 key words, e.g. "Jonas Premier")`,
    );
    // Not "through a related skill", and the skill's name keeps its capitals.
    expect(ins.summary).toContain("1 of 2 required skills (1 more only in part)");
    expect(ins.summary).toContain("Main gap: Jonas Premier suite only in part");
  });

  it("asks about a missing language as a language, and asks no depth question of one found", () => {
    const j = parseJob("Bank Teller\n\nRequirements\n- English\n- Spanish\n- Cash handling\n");
    const r = makeResume({
      work: [
        {
          position: "Bank Teller",
          start: "2016-01",
          highlights: [
            "Balanced the cash drawer at the end of each shift and reported any difference",
            "Opened new accounts for the customers of the branch and explained the fees",
            "Trained two new tellers on the deposit and withdrawal procedures of the bank",
            "Handled the cash handling for the night deposit box with a second teller",
          ],
        },
      ],
    });
    const m = scoreResume({ ...r, job: j });
    const questions = buildInsights({ match: m, job: j, resume: r.resume }).interviewQuestions;
    expect(m.skills.find((s) => s.skill.name === "English")?.writtenIn).toBe(true);
    expect(
      buildInsights({ match: m, job: j, resume: r.resume }).matchedSkills.find(
        (s) => s.name === "English",
      ),
    ).toMatchObject({ writtenIn: true });
    // Its sample line is no quote of the skill: nothing is highlighted as its evidence.
    expect(
      buildInsights({ match: m, job: j, resume: r.resume }).matchedSkills.find(
        (s) => s.name === "English",
      )?.evidence,
    ).toBeUndefined();
    const ev = m.components
      .find((c) => c.id === "requiredSkills")!
      .evidence.find((e) => e.requirement === "English")!;
    expect(ev.resumeSpan).toBeUndefined();
    expect(ev.note).toMatch(/^English: the resume is written in it/);
    expect(questions).toContain(
      "The role needs Spanish, which your resume does not mention. How well do you speak, read and write it, and where have you used it at work?",
    );
    expect(questions.some((q) => /solved with English/.test(q))).toBe(false);
    // A quote that only repeats the skill's name is left out.
    expect(questions.some((q) => /for example "cash handling"/i.test(q))).toBe(false);
  });

  it("weighs the years a posting ties to a role against the years in that role", () => {
    const j = parseJob(
      "Line Cook\n\nQualifications\n- 2+ years of line cook experience in a busy restaurant\n- Knife skills\n",
    );
    expect(j.experienceRequirements?.[0]?.title).toBe("line cook");
    const insightsOf = (position: string) => {
      const r = makeResume({
        work: [{ position, start: "2016-01", end: "2024-01", highlights: ["Knife skills"] }],
      });
      const m = scoreResume({ ...r, job: j });
      const notes = m.components.find((c) => c.id === "experience")!.evidence.map((e) => e.note);
      return {
        notes,
        inRoles: m.experience.inRoles,
        ...buildInsights({ match: m, job: j, resume: r.resume }),
      };
    };
    const driver = insightsOf("Truck Driver");
    // The result carries the figure the sentences say, for every reader of it.
    expect(driver.inRoles).toMatchObject([{ title: "line cook", asked: 2, years: 0 }]);
    // Eight years of driving are not the two years as a line cook the posting asks for.
    expect(driver.strengths.join(" ")).not.toMatch(/against 2 asked/);
    expect(driver.gaps).toContain("0 years as line cook; the job asks for 2");
    expect(driver.summary).toContain("8 years of experience, 0 years as line cook (2 asked)");
    const cook = insightsOf("Line Cook");
    expect(cook.strengths).toContain("8 years as line cook against 2 asked");
    // The posting's title and the role of its figure are one requirement, said once.
    expect(cook.notes.filter((n) => /in roles close to/i.test(n))).toHaveLength(1);
  });

  it("lists a certification met only through a related skill once, under the skill it names", () => {
    const j = parseJob("Staff Nurse\n\nRequirements\n- RN license\n- Registered Nurse\n");
    const r = makeResume({
      work: [{ position: "Staff Nurse", start: "2015-01", highlights: ["Nursing care on a ward"] }],
    });
    const m = scoreResume({ ...r, job: j });
    const gaps = buildInsights({ match: m, job: j, resume: r.resume }).gaps;
    expect(gaps).toContain("Registered Nurse only through the related Nursing");
    expect(gaps.filter((g) => /Nursing/.test(g))).toHaveLength(1);
  });
});

describe("anonymise", () => {
  it("removes name, contact, links, location, photo and school names", () => {
    const resume = structuredClone(candidate.resume);
    resume.basics.url = "https://priya.dev";
    resume.basics.profiles = [
      { network: "LinkedIn", username: "priyaraman", url: "https://linkedin.com/in/priyaraman" },
    ];
    (resume.basics as unknown as Record<string, unknown>).image = "https://priya.dev/me.jpg";
    const anon = anonymise(resume);
    const dump = JSON.stringify(anon);
    for (const pii of [
      "Priya",
      "Raman",
      "priya.raman@mail.example",
      "555 0199",
      "Austin",
      "priya.dev",
      "linkedin",
      "University of Texas",
      "me.jpg",
    ]) {
      expect(dump).not.toContain(pii);
    }
    expect(anon.basics.profiles).toEqual([]);
    expect(anon.basics.summary).toMatch(/^They build/);
    expect(anon.work[0]?.position).toBe("Data Engineer");
    expect(anon.education[0]).toMatchObject({ studyType: "BSc", area: "Statistics" });
    expect(anon.skills).toEqual(resume.skills);
    // The input is left untouched.
    expect(resume.basics.name).toBe("Priya Raman");
  });

  it("keeps the pitch written as prose under the name, and masks the name in it", () => {
    const text = [
      "Jamie Lopez",
      "Portland, ME | jamie.lopez@example.com | (207) 555-0143",
      "Line Cook",
      "Four years cooking on the line in busy seafood restaurants; Jamie Lopez trains new cooks.",
      "",
      "Work History",
      "Line Cook, The Wharf Kitchen (June 2022 - present)",
      "- Run the grill and fry stations",
    ].join("\n");
    const resume = structureResume(text);
    const masked = maskPersonalText(text, resume);
    expect(masked).toContain("Four years cooking on the line in busy seafood restaurants;");
    expect(masked).not.toMatch(/Jamie|Lopez|Portland|jamie\.lopez|555-0143/);
  });

  it("masks personal data in text without moving offsets", () => {
    const masked = maskPersonalText(candidate.text, candidate.resume);
    expect(masked.length).toBe(candidate.text.length);
    expect(masked).not.toMatch(/Priya|priya\.raman|Austin|University of Texas|She\b/);
    expect(masked).toContain("Built ETL pipelines in Python");
  });
});

describe("buildInsights with unreadable roles", () => {
  it("says the roles could not be read instead of reporting zero years", () => {
    const job = parseJob(JD);
    const r = makeResume({ skills: ["Python", "SQL"], work: [] });
    r.resume.meta.sections = [
      { name: "experience", span: { start: 0, end: 10, text: "Experience" } },
    ];
    const ins = buildInsights({ match: scoreResume({ ...r, job }), job, resume: r.resume });
    expect(ins.gaps.join(" ")).toMatch(/could not be read/);
    expect(ins.summary).not.toMatch(/0 years/);
    expect(ins.interviewQuestions.some((q) => /roles so far/.test(q))).toBe(true);
  });
});

describe("questions for a posting without a title", () => {
  it("say 'this role' once and ask no problem solved with a licence", () => {
    const j = parseJob(
      "Requirements\n- Registered Nurse license\n- Attention to detail\n- Phlebotomy\n",
    );
    const r = makeResume({
      work: [{ position: "Clerk", start: "2020-01", highlights: ["Filed records"] }],
      skills: ["Registered Nurse"],
    });
    const q = buildInsights({
      match: scoreResume({ ...r, job: j }),
      job: j,
      resume: r.resume,
    }).interviewQuestions.join(" ");
    expect(q).not.toMatch(/this role role|this this/i);
    expect(q).toMatch(/This role calls for Attention to detail/);
    expect(q).not.toMatch(/hardest problem you solved with Registered Nurse/);
  });
});

describe("time in close roles short of the figure asked", () => {
  it("is a gap, not a strength", () => {
    const job = parseJob(
      "Clinical Dietitian\n\nRequirements\n- 2+ years of clinical nutrition experience\n",
    );
    const text =
      "Bri Cole\n\nExperience\nClinical Dietitian, Mercy Hospital\nJul 2025 - Present\n- Nutrition assessments for ICU patients\n\nFood Service Worker, Campus Dining\n2019 - 2024\n- Served meals\n";
    const resume = structureResume(text);
    const match = scoreResume({
      resume: { ...resume, meta: { ...resume.meta, asOf: "2026-11-25" } },
      text,
      job,
    });
    const insights = buildInsights({ match, job, resume });
    expect(insights.gaps.join("\n")).toMatch(
      /in roles close to Clinical Dietitian; the job asks for 2/,
    );
    expect(insights.strengths.join("\n")).not.toMatch(/in roles close to/);
  });
});

describe("a language met by the résumé being written in it", () => {
  it("is no nice-to-have to point out", () => {
    const job = parseJob(
      "Dietitian\n\nRequirements\n- Clinical nutrition\n\nPreferred\n- Bilingual English/Spanish\n",
    );
    const text =
      "Ann Park\n\nExperience\nMarketing Coordinator, Acme\nJan 2019 - Present\n- Wrote product pages and ran email campaigns for the spring launch, with the sales team, for our customers in the region\n- Managed the social media calendar and the newsletter for the company and its partners\n";
    const resume = structureResume(text);
    const match = scoreResume({ resume, text, job });
    expect(match.skills.find((s) => s.skill.name === "English")?.writtenIn).toBe(true);
    const insights = buildInsights({ match, job, resume });
    expect(insights.strengths.join("\n")).not.toMatch(/nice-to-haves: .*English/);
  });
});

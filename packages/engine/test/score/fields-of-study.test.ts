import { describe, expect, it } from "vitest";
import { checkExplanation } from "../../src/insights/check-explanation.ts";
import { buildInsights } from "../../src/insights/insights.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

// A degree of the asked level is the degree asked for only in a field the posting names.
const score = (jd: string, text: string) => {
  const job = parseJob(jd);
  const resume = structureResume(text);
  const match = scoreResume({ resume, text, job });
  const insights = buildInsights({ match, job, resume });
  const degree = match.components.find((c) => c.id === "education")!.evidence[0]!;
  return { job, resume, match, insights, degree, text };
};
const clean = (r: ReturnType<typeof score>) =>
  checkExplanation({
    match: r.match,
    job: r.job,
    resumeText: r.text,
    insights: r.insights,
    resume: r.resume,
  });

const resume = (education: string) =>
  `Jordan Avery\n\nExperience\nCoordinator, Acme Health — 2015 to 2024\n- Scheduling and patient intake\n\nEducation\n${education}\n`;

describe("the fields a posting names for its degree", () => {
  it("reads them after two levels, after a degree of any field, and not from a school worked in", () => {
    // Before: no field after "Bachelor's or Master's", "Science" for a pharmacy degree, and the
    // secondary school of the work read as the education asked.
    const maths = parseJob(
      "Mathematics Teacher\n\nRequirements\n- Bachelor's or Master's degree in Mathematics, Applied Mathematics or Mathematics Education\n- At least 3 years of experience teaching mathematics in a secondary school\n",
    ).education!;
    expect(maths.value).toBe("bachelor");
    expect(maths.fields?.names).toEqual([
      "Mathematics",
      "Applied Mathematics",
      "Mathematics Education",
    ]);
    const pharmacy = parseJob(
      "Pharmacist\n\nRequirements\n- Bachelor of Science (Pharmacy) (Honours) or a pharmacy degree recognised by the Council\n",
    ).education!;
    expect(pharmacy.fields?.names).toEqual(["Pharmacy"]);
  });

  it("holds the field the degree's own name carries, whatever its bracket says", () => {
    const jd =
      "Nuclear Medicine Technologist\n\nRequirements\n- Bachelor's degree in Medical Radiation Science\n";
    const r = score(
      jd,
      resume(
        "Bachelor of Medical Radiation Science (Nuclear Medicine) – Pacific Coast University, 2018",
      ),
    );
    expect(r.degree.credit).toBe(1);
    // A bracket that names no field leaves the degree's own field to say: "in Education".
    const other = score(
      jd,
      resume("Bachelor of Education (Primary), Edith Cowan University, 2014"),
    );
    expect(other.degree.note).toMatch(
      /in Education; the posting asks for Medical Radiation Science/,
    );
    expect(clean(other)).toEqual([]);
  });

  it("reads them after the degree, with a related field allowed or not", () => {
    const acct = parseJob(
      "Staff Accountant\n\nRequirements\n- Bachelor's degree in Accounting, Finance or related field required\n",
    ).education!;
    expect(acct.fields).toMatchObject({ names: ["Accounting", "Finance"], orRelated: true });
    const teacher = parseJob(
      "Teacher\n\nQualifications\n• Bachelor’s degree (BA/BS) in Elementary Education\n",
    ).education!;
    expect(teacher.fields).toMatchObject({ names: ["Elementary Education"], orRelated: false });
    // The word saying how firmly it is asked is no part of the field.
    const rt = parseJob(
      "Respiratory Therapist\n\nRequirements\n- Associate degree in Respiratory Care minimum\n",
    ).education!;
    expect(rt.fields).toMatchObject({ names: ["Respiratory Care"] });
  });

  it("reads the field a degree's abbreviation carries", () => {
    const job = parseJob("Staff Nurse\n\nRequirements\n- BSN required\n- Current RN license\n");
    expect(job.education?.fields?.names).toEqual(["Nursing"]);
  });

  it("reads 'or related field' after a degree's abbreviation", () => {
    const job = parseJob(
      "Case Manager\n\nRequirements\n- Prefer Bachelors of Science in Nursing (BSN) or related field.\n",
    );
    expect(job.education?.fields).toMatchObject({ names: ["Nursing"], orRelated: true });
  });

  it("reads no field from prose after the degree", () => {
    const job = parseJob(
      "Assistant\n\nRequirements\n- Bachelor's degree in a fast-paced environment is a plus\n",
    );
    expect(job.education?.value).toBe("bachelor");
    expect(job.education?.fields).toBeUndefined();
  });
});

describe("a degree compared by its field", () => {
  const bsn = "Staff Nurse\n\nRequirements\n- BSN required\n- Patient care\n";

  it("meets the requirement in the field named, and says the field", () => {
    const r = score(bsn, resume("Bachelor of Science in Nursing, State University, 2014"));
    expect(r.degree.credit).toBe(1);
    expect(r.degree.note).toBe("Highest degree found: bachelor, in Nursing");
    expect(clean(r)).toEqual([]);
  });

  it("half meets it in another field, and says which field the posting asks for", () => {
    const r = score(bsn, resume("Bachelor of Arts in Graphic Design, State University, 2014"));
    expect(r.degree.credit).toBe(0.5);
    expect(r.degree.requirement).toBe("bachelor degree in Nursing");
    expect(r.degree.note).toBe(
      "Highest degree found: bachelor, in Graphic Design; the posting asks for Nursing",
    );
    expect(r.insights.interviewQuestions.join(" ")).toContain("bachelor degree in Nursing");
    expect(clean(r)).toEqual([]);
  });

  it("gives more to another field where the posting accepts a related one", () => {
    const r = score(
      "Staff Accountant\n\nRequirements\n- Bachelor's degree in Accounting, Finance or related field\n",
      resume("B.A. Economics, State University, 2014"),
    );
    expect(r.degree.credit).toBe(0.75);
    expect(r.degree.note).toContain("the posting asks for Accounting, Finance or a related field");
  });

  it("reads the field's own words in other forms ('Accountancy' for Accounting)", () => {
    const r = score(
      "Staff Accountant\n\nRequirements\n- Bachelor's degree in Accounting\n",
      resume("B.S. Accountancy, State University, 2014"),
    );
    expect(r.degree.credit).toBe(1);
  });

  it("claims nothing about a field the resume does not state", () => {
    const r = score(bsn, resume("Bachelor's Degree, State University, 2014"));
    expect(r.degree.credit).toBe(1);
    expect(r.degree.note).toBe("Highest degree found: bachelor");
  });

  it("claims nothing when what was read as the field is no field ('Ohio State University')", () => {
    const text = resume("Bachelor of Arts, Ohio State University, 2014");
    const parsed = structureResume(text);
    parsed.education[0]!.area = "Ohio State University";
    const job = parseJob(bsn);
    const match = scoreResume({ resume: parsed, text, job });
    const degree = match.components.find((c) => c.id === "education")!.evidence[0]!;
    expect(degree.credit).toBe(1);
    expect(degree.note).toBe("Highest degree found: bachelor");
  });

  it("does not take the field from a degree still in progress", () => {
    const r = score(
      bsn,
      resume(
        "Bachelor of Arts in History, State University, 2010\nBachelor of Science in Nursing (in progress), City College",
      ),
    );
    expect(r.degree.credit).toBe(0.5);
    expect(r.degree.note).toContain("in History");
  });
});

describe("the explanation checker on a degree's field", () => {
  it("flags a field said of a degree the resume does not hold in it", () => {
    const r = score(
      "Staff Nurse\n\nRequirements\n- BSN required\n",
      resume("Bachelor of Arts in Graphic Design, State University, 2014"),
    );
    r.degree.note = "Highest degree found: bachelor, in Nursing";
    expect(clean(r).map((v) => v.message)).toContain(
      "says a degree in Nursing, but no degree listed is in it",
    );
  });
});

describe("a field of study read as a skill", () => {
  it("shows no soft skill, but still shows the hard one it names", () => {
    const job = parseJob(
      "Assistant\n\nRequirements\n- Strong communication skills\n- Accounting\n",
    );
    const text =
      "Dan Roe\n\nExperience\nStore Manager, Acme Retail — 2016 to 2024\n- Ran a team of 12\n\nEducation\nBachelor of Arts, Communication, Ohio State University, 2014\nB.S. Accounting, Ohio University, 2012\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const credit = (name: string) => match.skills.find((s) => s.skill.name === name)?.credit;
    expect(credit("Communication")).toBe(0);
    expect(credit("Accounting")).toBeGreaterThan(0);
  });
});

describe("school finished, read from a programme past it", () => {
  const posting =
    "Dental Assistant\n\nRequirements\n- High school diploma or GED\n- Dental assisting\n";

  it("says the level comes from a certificate, not from a school diploma it never quotes", () => {
    const r = score(posting, resume("Carrington College — Dental Assisting Certificate, 2021"));
    // It read "Highest degree found: high-school", quoting the certificate.
    expect(r.degree.note).toBe(
      "Highest degree found: high-school; a certificate or diploma past school shows school finished",
    );
    expect(r.degree.credit).toBe(1);
    expect(clean(r)).toEqual([]);
    const school = score(posting, resume("Arvada High School — High School Diploma, 2014"));
    expect(school.degree.note).toBe("Highest degree found: high-school");
  });
});

describe("a professional doctor's degree asked by its initials", () => {
  it("reads 'MD or DO degree' and 'DDS or DMD from …' as a doctorate, not a place or a lab test", () => {
    for (const line of [
      "MD or DO degree",
      "MD or DO from an LCME- or AOA-accredited medical school",
      "DDS or DMD from a CODA-accredited dental school",
      "MD/foreign medical degree",
      "Juris Doctor (J.D.) from an ABA-accredited law school",
    ]) {
      const education = parseJob(`Physician\n\nRequirements\n• ${line}\n`).education;
      expect(education, line).toMatchObject({ value: "doctorate", professional: true });
    }
    // "Towson, MD" is a place, and "DO" alone dissolved oxygen.
    expect(
      parseJob("Sleep Technologist\nTowson, MD 21204\n\nRequirements\n• BLS required\n").education,
    ).toBeUndefined();
    expect(
      parseJob("Operator\n\nRequirements\n• Run BOD5, TSS, DO and pH analyses\n").education,
    ).toBeUndefined();
    // A PhD is a doctorate of research.
    expect(
      parseJob("Scientist\n\nRequirements\n• PhD in Chemistry\n").education?.professional,
    ).toBe(undefined);
  });

  it("gives a master's a quarter of an MD asked, where it gives half of a PhD", () => {
    const master = resume(
      "Master of Science, Physician Assistant Studies, Pacific University, 2016",
    );
    // Half before: the PA's master's read as half the physician's degree.
    expect(
      score("Emergency Physician\n\nRequirements\n• MD or DO degree\n", master).degree.credit,
    ).toBe(0.25);
    expect(score("Scientist\n\nRequirements\n• PhD in Chemistry\n", master).degree.credit).toBe(
      0.5,
    );
  });
});

describe("a law degree and the bar as a posting capitalises them", () => {
  it("reads 'Juris Doctor' as the degree, not as key terms, and 'The Florida Bar' as the bar", () => {
    const job = parseJob(
      "Title Underwriter\n\nRequired Qualifications\n• Juris Doctor (J.D.) from an ABA-accredited law school\n• Member in good standing of The Florida Bar – required at time of hire\n",
    );
    expect(job.education).toMatchObject({ value: "doctorate", professional: true });
    // It was a key-term requirement too, "not found" in a resume writing "J.D.".
    expect(job.skills.map((s) => s.name).join(" ")).not.toMatch(/Juris/);
    expect(job.certifications.map((c) => c.value)).toEqual(["Florida Bar"]);
  });
});

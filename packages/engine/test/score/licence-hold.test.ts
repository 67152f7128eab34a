import { describe, expect, it } from "vitest";
import { checkExplanation } from "../../src/insights/check-explanation.ts";
import { buildInsights } from "../../src/insights/insights.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { normalizeText } from "../../src/read/normalize-text.ts";
import { fitBand } from "../../src/score/bands.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import type { ParsedJob } from "../../src/types.ts";

/** Every piece of evidence of `text` scored against `job`, in every part of the score. */
const evidenceOf = (job: ParsedJob, text: string) =>
  scoreResume({ resume: structureResume(text), text, job }).components.flatMap((c) => c.evidence);

/** The notes of a match's evidence, a line each. */
const notesOf = (match: ReturnType<typeof scoreResume>) =>
  match.components
    .flatMap((c) => c.evidence)
    .map((e) => e.note)
    .join("\n");

// "Strong fit: interview first" is never said of a candidate without the licence a job requires.
const POSTING = `Journeyman Plumber

Requirements
- Valid Colorado Journeyman Plumber license
- 4+ years of residential plumbing experience
- Drain cleaning, water heater installation and repair
- High school diploma or GED
`;

const resume = (licence: string) => `Sam Ortega
Denver, CO

Experience
Plumber, Front Range Plumbing — Jan 2017 - Present
- Residential plumbing service: drain cleaning, water heater installation and repair
- Diagnose leaks and replace fixtures

Plumber, Mile High Service — Jun 2014 - Dec 2016
- Drain cleaning and water heater repair for homes

Licenses
${licence}

Education
High School Diploma, Denver South High School, 2013
`;

const run = (text: string) => {
  const job = parseJob(POSTING);
  const parsed = structureResume(text);
  const match = scoreResume({ resume: parsed, text, job });
  const insights = buildInsights({ match, job, resume: parsed });
  return { job, resume: parsed, match, insights, text };
};

describe("a licence the posting requires", () => {
  const held = run(resume("Colorado Journeyman Plumber License #JP-12345 (2016)"));
  const pending = run(resume("Colorado Journeyman Plumber License: exam pending"));
  const absent = run(resume("OSHA 10"));

  it("leaves a licensed candidate's score as it is", () => {
    expect(fitBand(held.match.score).id).toBe("strong");
    expect(
      held.match.components.flatMap((c) => c.evidence).some((e) => /held back/.test(e.note)),
    ).toBe(false);
  });

  it("keeps a candidate without it, or with it only pending, below a strong fit", () => {
    for (const r of [pending, absent]) {
      expect(fitBand(r.match.score).id).toBe("good");
      // The parts give up the same share and still add up to the score as shown.
      const sum = r.match.components.reduce((s, c) => s + c.points, 0);
      expect(Math.abs(sum - r.match.score)).toBeLessThan(1e-6);
      const hold = r.match.components
        .find((c) => c.id === "requiredSkills")!
        .evidence.find((e) => /held back/.test(e.note))!;
      expect(hold.note).toMatch(
        /^(?:Valid Colorado )?Journeyman [Pp]lumber(?: license)? is required and the resume does not show it held: [\d.]+ points are held back \(the same share from every part\), so the score stays below Strong fit$/,
      );
      expect(hold.requirementSpan?.text).toMatch(/Journeyman Plumber/);
      // The score before the hold is pressed from 25..100 into 25..59.4: a candidate without the
      // licence needs everything else strong to stay a good fit.
      const raw = r.match.score + Number(/: ([\d.]+) points/.exec(hold.note)![1]);
      expect(r.match.score).toBeCloseTo(25 + ((raw - 25) * 34.4) / 75, 0);
    }
  });

  it("still ranks the licensed candidate first and keeps the points adding up to the score", () => {
    expect(held.match.score).toBeGreaterThan(pending.match.score);
    for (const r of [held, pending, absent]) {
      const total = r.match.components.reduce((s, c) => s + c.points, 0);
      expect(Math.abs(total - r.match.score)).toBeLessThan(0.5);
      expect(
        checkExplanation({
          match: r.match,
          job: r.job,
          resumeText: r.text,
          insights: r.insights,
          resume: r.resume,
        }).filter((v) => v.rule === "points"),
      ).toEqual([]);
    }
  });
});

describe("a licence held for another state than the posting's", () => {
  const florida = run(resume("Florida Journeyman Plumber License #JP-12345 (2016)"));
  const both = run(resume("Journeyman Plumber License: Florida and Colorado"));

  it("is held in part, says for which state, and keeps the score below a strong fit", () => {
    const ev = florida.match.components
      .flatMap((c) => c.evidence)
      .filter((e) => /Journeyman [Pp]lumber/.test(e.requirement) && /held for/.test(e.note));
    expect(ev.length).toBeGreaterThan(0);
    for (const e of ev) {
      expect(e.credit).toBe(0.5);
      expect(e.note).toMatch(
        /: held for Florida \(".*Florida Journeyman Plumber License.*"\), not for Colorado as the posting asks \(partial credit\)$/,
      );
    }
    expect(fitBand(florida.match.score).id).toBe("good");
    expect(florida.match.score).toBeLessThan(
      run(resume("Colorado Journeyman Plumber License")).match.score,
    );
    expect(
      checkExplanation({
        match: florida.match,
        job: florida.job,
        resumeText: florida.text,
        insights: florida.insights,
        resume: florida.resume,
      }),
    ).toEqual([]);
  });

  it("is held in full when the resume names the posting's state among others", () => {
    expect(fitBand(both.match.score).id).toBe("strong");
    expect(
      both.match.components.flatMap((c) => c.evidence).some((e) => /held for/.test(e.note)),
    ).toBe(false);
  });
});

describe("a driver's licence the posting requires", () => {
  it("is a gap, not a hold: a licensed plumber who does not name it can be a strong fit", () => {
    const job = parseJob(
      POSTING.replace(
        "- High school diploma or GED",
        "- Valid driver's license\n- High school diploma or GED",
      ),
    );
    const text = resume("Colorado Journeyman Plumber License #JP-12345 (2016)");
    const match = scoreResume({ resume: structureResume(text), text, job });
    expect(fitBand(match.score).id).toBe("strong");
    expect(match.components.flatMap((c) => c.evidence).some((e) => /held back/.test(e.note))).toBe(
      false,
    );
  });
});

describe("a credential the resume gives to someone else", () => {
  const job = parseJob(
    "Journeyman Plumber\n\nRequirements\n- Journeyman plumber license\n- Registered Nurse on staff is a plus\n",
  );
  const credit = (line: string, name = "Journeyman plumber") => {
    const text = `Lee Park\n\nExperience\nPlumber, Acme Plumbing — 2016 to 2024\n${line}\n- Residential repairs\n`;
    const match = scoreResume({ resume: structureResume(text), text, job });
    return match.skills.find((s) => s.skill.name === name)!;
  };

  it("is not held when the resume assists, reports to or works under its holders", () => {
    for (const line of [
      "- Assist licensed journeyman plumbers with repairs and fixture replacements",
      "- Worked under the supervision of a licensed journeyman plumber",
      "- Report to the lead journeyman plumber on every job",
    ])
      expect(credit(line).match, line).not.toBe("exact");
  });

  it("is held when the resume's own title or licence names it", () => {
    for (const line of [
      "- Promoted to Journeyman Plumber in 2019",
      "- Licensed journeyman plumber since 2016",
    ])
      expect(credit(line).match, line).toBe("exact");
  });
});

describe("a candidate whose titles name another occupation", () => {
  // The band says a strong fit "matches the role's occupation".
  const posting = parseJob(`Medical Coder

Requirements
- 2+ years of medical coding experience
- ICD-10-CM, CPT and HCPCS coding
- Medical terminology and anatomy
- Epic and 3M encoder
`);
  const read = (title: string) => {
    const text = `Sam Patel\n\nExperience\n${title}, Optum — Jan 2017 - Present\n- Built ICD-10-CM, CPT and HCPCS coding search tools used with Epic and the 3M encoder\n- Medical terminology and anatomy lookups for medical coding teams\n\nSkills\nICD-10-CM, CPT, HCPCS, Epic, medical terminology\n`;
    const resume = structureResume(text);
    const match = scoreResume({ resume, text, job: posting });
    return { match, resume, text, insights: buildInsights({ match, job: posting, resume }) };
  };

  it("is kept below a strong fit however much of the posting's wording the resume shares", () => {
    const engineer = read("Senior Software Engineer");
    expect(fitBand(engineer.match.score).id).toBe("good");
    const fit = engineer.match.components.find((c) => c.id === "titleFit")!;
    expect(fit.evidence[0]!.note).toMatch(
      /^"Senior Software Engineer" is another occupation than the posting's \(Medical records and health information technicians\), and no title on the resume names the posting's: [\d.]+ points are held back \(the same share from every part\), so the score stays below Strong fit$/,
    );
    const total = engineer.match.components.reduce((s, c) => s + c.points, 0);
    expect(Math.abs(total - engineer.match.score)).toBeLessThan(0.5);
    expect(
      checkExplanation({
        match: engineer.match,
        job: posting,
        resumeText: engineer.text,
        insights: engineer.insights,
        resume: engineer.resume,
      }).filter((v) => v.rule === "points"),
    ).toEqual([]);
  });

  it("leaves a candidate of the posting's occupation as strong as before", () => {
    const coder = read("Medical Coder");
    expect(fitBand(coder.match.score).id).toBe("strong");
    expect(
      coder.match.components.flatMap((c) => c.evidence).some((e) => /held back/.test(e.note)),
    ).toBe(false);
  });
});

describe("a certification the posting requires", () => {
  const posting = parseJob(`Surgical Technologist

Requirements
- Current CST certification (NBSTSA) required
- BLS certification required
- 2+ years of operating room experience as a surgical technologist
- Sterile technique, instrument setup and case turnover
`);
  const read = (credentials: string) => {
    const text = `Morgan Diaz\n\nExperience\nSurgical Technologist, St. Mary's Hospital — Jan 2016 - Present\n- Scrubbed general, orthopedic and cardiac cases; sterile technique, instrument setup and case turnover in the operating room\n\nCertifications\n${credentials}\n`;
    const match = scoreResume({ resume: structureResume(text), text, job: posting });
    return {
      match,
      hold: match.components.flatMap((c) => c.evidence).find((e) => /held back/.test(e.note)),
    };
  };

  it("keeps a candidate with the exam only scheduled below a strong fit", () => {
    const held = read("Certified Surgical Technologist (CST), NBSTSA, 2016\nBLS, AHA");
    const scheduled = read("CST exam: scheduled for January 2027\nBLS, AHA");
    expect(fitBand(held.match.score).id).toBe("strong");
    expect(fitBand(scheduled.match.score).id).toBe("good");
    expect(scheduled.hold?.requirement).toMatch(/^required certification: /);
    expect(scheduled.hold?.note).toMatch(/is required and the resume does not show it held/);
  });

  it("never holds a candidate for a short course such as BLS, only names the gap", () => {
    const noBls = read("Certified Surgical Technologist (CST), NBSTSA, 2016");
    expect(fitBand(noBls.match.score).id).toBe("strong");
    expect(noBls.hold).toBeUndefined();
    expect(noBls.match.skills.find((s) => s.skill.name === "Basic Life Support")?.match).toBe(
      "missing",
    );
  });
});

describe("a certification found by its words", () => {
  it("is held in the required skills as in the certifications, and holds nothing back", () => {
    // The certification reader finds the posting's name as written; no name of the skill is it.
    const job = parseJob(`Automotive Technician

Requirements
- MVAC Section 609 certification
- 3+ years of automotive repair experience
- Brake and suspension repair
`);
    const text = `Carlos Mendez\n\nSummary\nMVAC Section 609 (2019)\n\nExperience\nAutomotive Technician, Summit Honda — Jan 2016 - Present\n- Brake and suspension repair, engine diagnostics\n`;
    const match = scoreResume({ resume: structureResume(text), text, job });
    const evidence = match.components.flatMap((c) => c.evidence);
    expect(evidence.some((e) => /held back/.test(e.note))).toBe(false);
    const skill = match.skills.find((s) => s.skill.name === "EPA 609 certification")!;
    expect(skill).toMatchObject({ match: "exact", credit: 1 });
    expect(skill.evidence?.text).toBe("MVAC Section 609");
  });

  it("is read on a line of a section headed as credentials, without the word", () => {
    const job = parseJob(`Automotive Technician

Requirements
- ASE A5 Brakes certification
- 3+ years of automotive repair experience
`);
    const read = (list: string) => {
      const text = `Carlos Mendez\n\nExperience\nAutomotive Technician, Summit Honda — Jan 2016 - Present\n- Brake and suspension repair, engine diagnostics\n\nCertifications\n${list}\n`;
      return scoreResume({ resume: structureResume(text), text, job });
    };
    const held = (list: string) =>
      read(list)
        .components.find((c) => c.id === "education")!
        .evidence.find((e) => /A5 Brakes/.test(e.requirement))!;
    expect(held("ASE Engine Repair (A1), 2018\nASE Brakes (A5), 2019")).toMatchObject({
      credit: 1,
      resumeSpan: { text: "ASE Brakes (A5), 2019" },
    });
    // Another test of the same series is not this one.
    expect(held("ASE Engine Repair (A1), 2018").credit).toBe(0);
    const elsewhere = `Carlos Mendez\n\nSkills\nASE Brakes (A5) study guide\n\nExperience\nAutomotive Technician, Summit Honda — Jan 2016 - Present\n- Brake repair\n`;
    const match = scoreResume({ resume: structureResume(elsewhere), text: elsewhere, job });
    expect(
      match.components
        .find((c) => c.id === "education")!
        .evidence.find((e) => /A5 Brakes/.test(e.requirement))!.credit,
    ).toBe(0);
  });

  it("is not held where the entry says it is not, and is quoted without its bullet", () => {
    const job = parseJob(
      "Police Officer - Lateral\n\nRequirements\n- Possession of a California POST Basic Certificate\n- 1+ year of patrol experience\n",
    );
    const text = `Dana Cole
Nevada POST Category I peace officer with 3 years of patrol experience in a busy
department. I do not hold a California POST Basic Certificate; I am completing the California POST
Basic Course Waiver.

Experience
Police Officer, North Valley PD — Jul 2023 - Present
- Patrol, calls for service, arrests and reports

Certifications
• Nevada POST Category I Basic Certificate — 2023
`;
    const match = scoreResume({ resume: structureResume(text), text, job });
    const post = match.components
      .flatMap((c) => c.evidence)
      .filter((e) => /California POST Basic Certificate/.test(e.requirement));
    expect(post.length).toBeGreaterThan(0);
    for (const e of post) expect(e.credit, e.note).toBeLessThan(1);
    expect(post.map((e) => e.note).join("\n")).not.toMatch(/found as/);
    // Without the summary, the Nevada certificate is held for another state, quoted from its word.
    const entries = text.slice(text.indexOf("Experience"));
    const nevada = scoreResume({ resume: structureResume(entries), text: entries, job });
    expect(
      nevada.components
        .flatMap((c) => c.evidence)
        .map((e) => e.note)
        .join("\n"),
    ).toMatch(
      /held for Nevada \("Nevada POST Category I Basic Certificate — 2023"\), not for California/,
    );
  });

  it("is read across a level listed before the one asked ('Awareness & Operations'), quoted without its bullet", () => {
    const job = parseJob(
      "Firefighter\n\nRequirements\n- Hazardous Materials Operations certification (NFPA 1072)\n",
    );
    const text =
      "Caleb Winter\n\nCertifications & Licenses\n\u25ba Hazardous Materials Awareness & Operations (NFPA 1072, Pro Board) \u2014 2019\n\nExperience\nFirefighter, Loveland Fire \u2014 Jan 2019 - Present\n- Fire suppression\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const hazmat = match.components
      .flatMap((c) => c.evidence)
      .filter((e) => /Hazardous Materials Operations/.test(e.requirement));
    expect(hazmat.length).toBeGreaterThan(0);
    for (const e of hazmat) {
      expect(e.credit, e.note).toBe(1);
      expect(e.resumeSpan?.text).toMatch(/^Hazardous Materials Awareness & Operations/);
    }
  });

  it("is read from an entry that says 'Lic. No.', and the posting's 'X – Generalist, OR Y' asks one of them", () => {
    const job = parseJob(
      "Clinical Microbiologist\n\nRequirements\n- Current California Clinical Laboratory Scientist (CLS) license – Generalist, OR California Clinical Microbiologist Scientist license\n",
    );
    const text =
      "Renee Cole\n\nLicensure\nCalifornia Clinical Laboratory Scientist,\nGeneralist – CDPH-LFS Lic. No. CLS 00231846, exp. 2027\n\nExperience\nClinical Laboratory Scientist III, Valley Medical Center — Jan 2016 - Present\n- Microbiology bench\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const notes = match.components.flatMap((c) => c.evidence).map((e) => e.note);
    expect(notes.join("\n")).not.toMatch(/is required and the resume does not show it held/);
    expect(notes).toContainEqual(
      expect.stringMatching(/^California Clinical Laboratory Scientist \(CLS\) license: found as/),
    );
  });

  it("is not said to be sought by a clause about another licence, and a degree is by 'Candidate'", () => {
    const job = parseJob(
      "Audiologist\n\nRequirements\n- Doctor of Audiology (Au.D.) from an ACAE-accredited program\n- Current Ohio BLS certification\n- ASHA Certificate of Clinical Competence in Audiology (CCC-A) or American Board of Audiology (ABA) board certification\n- Hearing aid dispensing\n",
    );
    expect(job.skills.find((s) => s.name === "Board certification")?.level).toBe("preferred");
    expect(job.skills.map((s) => s.name)).not.toContain("Pharmacy");
    const text =
      "Maya Lin\n\nSummary\nFourth-year Au.D. student. Not yet licensed: Ohio audiologist license application and ASHA CCC-A will be submitted after graduation (May 2027).\n\nEducation\nDoctor of Audiology Candidate (Au.D.), expected May 2027 \u2014 Ohio State University\n\nCertifications\nBLS (AHA) \u2014 exp. 2027\n\nExperience\nAudiology Extern, ENT Associates \u2014 Aug 2026 - Present\n- Audiograms\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const notes = match.components.flatMap((c) => c.evidence).map((e) => e.note);
    expect(notes).toContainEqual(expect.stringMatching(/^BLS: found/));
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^ASHA Certificate: named only as sought or in progress \("ASHA CCC-A will be submitted"\)/,
      ),
    );
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^Doctor of Audiology \(Au\.D\.\): named only as sought or in progress/,
      ),
    );
  });

  it("is read by its own initials ('Educational Staff Associate (ESA) Certificate' as 'ESA Certificate')", () => {
    const job = parseJob(
      "School Psychologist\n\nRequirements\n- Washington State Educational Staff Associate (ESA) Certificate \u2013 School Psychologist\n",
    );
    const text =
      "Priya Raman\n\nCertifications\n\u2022 Washington ESA Certificate \u2013 School Psychologist (Professional), OSPI Cert. #553017L\n\nExperience\nSchool Psychologist, Tacoma Public Schools \u2014 Aug 2018 - Present\n- Evaluations\n";
    const notes = evidenceOf(job, text).map((e) => e.note);
    expect(notes).toContainEqual(
      expect.stringMatching(/^State Educational Staff Associate \(ESA\) Certificate: found/),
    );
  });

  it("is any state's where the posting takes one by comity, and a practice's licence is its practitioner's", () => {
    const pe = parseJob(
      "Electrical Engineer\n\nRequirements\n- Professional Engineer (PE) license in Pennsylvania, or the ability to obtain a Pennsylvania PE by comity within 6 months of hire\n",
    );
    const engineer =
      "Dana Fox\n\nLicenses\nProfessional Engineer \u2013 Ohio, PE.88201\n\nExperience\nElectrical Engineer, Grid Co \u2014 Jan 2012 - Present\n- Substation design; drawings sealed by the project PE\n";
    const peNotes = evidenceOf(pe, engineer).map((e) => e.note);
    expect(peNotes).toContainEqual(
      expect.stringMatching(/^Professional Engineer \(PE\) license: found/),
    );
    const la = parseJob(
      "Landscape Architect\n\nRequirements\n- Current license to practice landscape architecture in the State of Washington\n",
    );
    expect(la.certifications.map((c) => c.value)).toEqual(["Landscape Architecture license"]);
    const designer =
      "Lee Park\n\nSummary\nLandscape designer. Not yet licensed as a landscape architect in any state.\n\nEducation\nMaster of Landscape Architecture \u2013 Puget Sound State University, 2022\n\nExperience\nLandscape Designer, Green Co \u2014 Jan 2022 - Present\n- Planting plans\n";
    const held = (text: string) =>
      evidenceOf(la, text).find((e) => e.requirement === "Landscape Architecture license")!;
    expect(held(designer).credit).toBe(0);
    const licensed =
      "Ana Ruiz\n\nLicenses\nLicensed Landscape Architect \u2013 WA #1602\n\nExperience\nLandscape Architect, Green Co \u2014 Jan 2016 - Present\n- Parks\n";
    expect(held(licensed).credit).toBe(1);
  });

  it("is not held where the resume names only its exam, written after part names or brackets", () => {
    const job = parseJob(
      "Court Reporter\n\nMinimum Qualifications\n\u2022 Current Certified Shorthand Reporter (CSR) license issued by the state Court Reporters Board\n",
    );
    const held = (text: string) => evidenceOf(job, text).find((e) => /CSR/.test(e.requirement))!;
    const trainee =
      "Ana Ruiz\n\nSummary\nReporter trainee. The California CSR dictation/transcription (skills)\nexam is scheduled for March 2027.\n\nExperience\nScopist, Depo Co \u2014 Jan 2024 - Present\n- Edits transcripts\n";
    expect(held(trainee).credit).toBe(0);
    const reporter =
      "Lee Park\n\nLicenses\n\u2022 California CSR #14210 \u2014 active\n\nExperience\nOfficial Court Reporter, Superior Court \u2014 Jan 2016 - Present\n- Verbatim record of trials\n";
    expect(held(reporter).credit).toBe(1);
  });

  it("is not held where its item says 'not certified', and is quoted from its own entry", () => {
    const job = parseJob(
      "Animal Control Officer\n\nRequirements\n\u2022 Florida Animal Control Officer certification\n\u2022 Valid driver's license\n",
    );
    const text =
      "Kim Diaz\n\nCertifications\nFlorida Animal Control Officer (FS 828.27) \u2014 not certified; FACA course starts Jan 2027\nRabies pre-exposure vaccination \u2014 complete\nFlorida Class E driver\u2019s license\n\nExperience\nAnimal Care Technician, County Shelter \u2014 Jan 2022 - Present\n- Kennel care\n";
    const evidence = evidenceOf(job, text);
    const aco = evidence.find(
      (e) => e.requirement === "Florida Animal Control Officer certification",
    )!;
    expect(aco.credit).toBe(0);
    const licence = evidence.find((e) => e.requirement === "Driver's license")!;
    expect(licence.credit).toBe(1);
    expect(licence.resumeSpan?.text).toBe("Florida Class E driver\u2019s license");
  });

  it("is not held by a lesser rank of it, the rank's word inside its name", () => {
    const job = parseJob(
      "Welding Inspector\n\nRequirements\n\u2022 AWS Certified Welding Inspector (CWI) certification\n",
    );
    const held = (line: string) =>
      evidenceOf(
        job,
        `Sam Cole\n\nCertifications\n- ${line}\n\nExperience\nQC Inspector, Steel Co \u2014 Jan 2020 - Present\n- Visual weld inspection\n`,
      ).find((e) => e.requirement === "AWS Certified Welding Inspector (CWI) certification")!;
    // At most the partial credit of a description in other words, never found.
    const associate = held(
      "AWS Certified Associate Welding Inspector (CAWI) \u2013 No. 2409118, issued 03/2025",
    );
    expect(associate.credit).toBeLessThan(1);
    expect(associate.note).not.toMatch(/: found/);
    expect(
      held("AWS Certified Welding Inspector \u2013 No. 11020931, expires 05/2028").credit,
    ).toBe(1);
  });

  it("is the role's licence where the posting asks a licence to practise as that role", () => {
    const job = parseJob(
      "Radiation Therapist\n\nRequirements\n\u2022 Current license to practice as a radiation therapist issued by the Ohio Department of Health\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual(["radiation therapist license"]);
    const held = (text: string) =>
      evidenceOf(job, text).find((e) => e.requirement === "radiation therapist license")!;
    const therapist =
      "Dee Okafor\n\nLicenses\n\u2022 Ohio Dept. of Health \u2013 Radiation Therapist license #RT-0091632\n\nExperience\nRadiation Therapist, City Cancer Center \u2014 Jan 2018 - Present\n- IMRT and VMAT treatments\n";
    expect(held(therapist).credit).toBe(1);
    const student =
      "Max Lee\n\nSummary\nRadiologic technologist; not yet licensed as a radiation therapist.\n\nExperience\nRadiologic Technologist, City Hospital \u2014 Jan 2022 - Present\n- CT scans\n";
    expect(held(student).credit).toBe(0);
  });

  it("is not held on a line saying 'not yet held', 'not expected', nor where the resume flags work to its holder", () => {
    const job = parseJob(
      "Associate Veterinarian\n\nRequirements\n- Current DEA registration\n- California Clinical Laboratory Scientist (CLS) license\n",
    );
    const text =
      "Ivan Ruiz\n\nSummary\nVeterinary assistant; CLS licensure not expected before 2028.\n\nExperience\nVeterinary Assistant, Pet Clinic \u2014 Jan 2020 - Present\n\u00b7 Flag positives to the CLS on duty\n\nCertifications\n\u00b7 DEA registration / USDA accreditation \u2013 not yet held\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    for (const e of match.components.flatMap((c) => c.evidence))
      if (/DEA|CLS/.test(e.requirement)) expect(e.credit, e.note).toBe(0);
  });

  it("reads an endorsement by its initials, and not where it is being added or its coursework taken", () => {
    const job = parseJob(
      "Special Education Teacher\n\nRequired Qualifications\n- Valid Illinois Professional Educator License (PEL) with a Learning Behavior Specialist I (LBS1) endorsement\n",
    );
    expect(job.certifications.map((c) => c.value)).toContain(
      "Learning Behavior Specialist I (LBS1) endorsement",
    );
    const read = (text: string) =>
      evidenceOf(job, text).find(
        (e) => e.requirement === "Learning Behavior Specialist I (LBS1) endorsement",
      )!;
    const special =
      "Ana Cole\n\nLicenses\nIllinois PEL \u2014 Endorsements: Learning Behavior Specialist I (LBS1), Elementary Education\n\nExperience\nSpecial Education Teacher, District 54 \u2014 Aug 2018 - Present\n- IEPs\n";
    expect(read(special).credit).toBe(1);
    const adding =
      "Lee Park\n\nProfile\nI hold an Illinois PEL and am currently adding the LBS1 endorsement.\n\nEducation\nGraduate coursework toward LBS1 endorsement \u2014 Northern University, 2025\n\nExperience\nThird Grade Teacher, District 54 \u2014 Aug 2021 - Present\n- Reading\n";
    expect(read(adding).credit).toBe(0);
  });

  it("is not held where the resume is in its academy, nor after 'no' and a body's initials", () => {
    const job = parseJob(
      "Correctional Officer\n\nRequirements\n- FDLE CJSTC Correctional Officer certification; OR completion of Basic Recruit Training with a passing score on the State Officer Certification Examination (SOCE)\n",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("State Officer Certification");
    const text =
      "Sam Diaz\n\nProfile\nSecurity officer, now completing Correctional\nOfficer Basic Recruit Training.\n\nTraining\nBasic Recruit Training \u2014 SOCE scheduled 01/2027 \u2014 no FDLE/CJSTC Correctional Officer certification yet\n\nExperience\nSecurity Officer, Mall Co \u2014 Jan 2022 - Present\n- Patrols\n";
    const officer = evidenceOf(job, text).filter((e) =>
      /Correctional Officer certification/.test(e.requirement),
    );
    expect(officer.length).toBeGreaterThan(0);
    for (const e of officer) expect(e.credit, e.note).toBe(0);
  });

  it("reads an endorsement as a kind of paper ('CDA Credential, Preschool endorsement'), and no CDL letter as one", () => {
    const cda = parseJob(
      "Preschool Lead Teacher\n\nRequirements\n- Child Development Associate (CDA) Credential, Preschool endorsement\n",
    );
    const text =
      "Maria Lopez\n\nCertifications\n\u2022 Child Development Associate (CDA) Credential \u2013 Preschool, Center-Based\n\nExperience\nPreschool Lead Teacher, Little Oaks \u2014 Aug 2019 - Present\n- Lesson plans\n";
    const notes = evidenceOf(cda, text).map((e) => e.note);
    expect(notes).toContainEqual(expect.stringMatching(/^Preschool endorsement: found/));
    const cdl = parseJob(
      "Tanker Driver\n\nRequirements\n- Class A CDL with Tanker (N) and Hazardous Materials (H) endorsements, or combined X endorsement\n",
    );
    expect(cdl.certifications.map((c) => c.value)).not.toContain("X endorsement");
  });

  it("is not met by a variant's initials, its exam or course, a trainee's name, or work under its holder", () => {
    const job = parseJob(
      "First Officer\n\nMinimum Requirements\n- FAA Airline Transport Pilot (ATP) certificate with Airplane Multi-Engine Land rating\n",
    );
    const pilot =
      "Sam Lee\n\nSummary\nFlight instructor building time toward the ATP. Degree is non-aviation, so R-ATP reduced minimums do not apply.\n\nCertificates\n\u2022 ATP CTP \u2013 completed 10/2026\n\u2022 ATP Multi-Engine knowledge test (ATM) \u2013 passed 11/2026\n\nExperience\nFlight Instructor, Acme Aviation \u2014 Jan 2023 - Present\n- Multi-engine instruction under the oversight of an ATP chief pilot\n";
    for (const e of evidenceOf(job, pilot))
      if (/Airline Transport|ATP/.test(e.requirement)) expect(e.credit, e.note).toBe(0);
    const plant = parseJob(
      "Operator\n\nRequirements\n- Valid Grade II Wastewater Treatment Plant Operator certificate\n",
    );
    const trainee =
      "Kai Moss\n\nCertifications\nSWRCB Wastewater Treatment Plant Operator-in-Training (OIT) \u2013 Cert. No. OIT-28814, valid to 2028\n\nExperience\nOperator-in-Training, Marina Plant \u2014 Oct 2025 - Present\n- Rounds\n";
    for (const e of evidenceOf(plant, trainee))
      if (/Operator certificate/.test(e.requirement)) expect(e.credit, e.note).toBe(0);
  });

  it("is read on a header line listing endorsements, which blind review keeps", () => {
    const job = parseJob(
      "Able Seaman\n\nRequired Qualifications\n- Proficiency in Survival Craft (PSC) / Lifeboatman endorsement\n",
    );
    const text =
      "Darnell Fontenot\nLake Charles, LA 70605\n\nMERCHANT MARINER CREDENTIAL (USCG)\nNational endorsements: Able Seaman \u2013 Unlimited; Lifeboatman (PSC)\n\nEDUCATION & TRAINING\nSulphur High School \u2013 Diploma, 2015\n\nEXPERIENCE\nAble Seaman, Crowley \u2014 2019 - Present\n- Watches\n";
    const notes = evidenceOf(job, text).map((e) => e.note);
    expect(notes).toContainEqual(expect.stringMatching(/^Lifeboatman endorsement: found/));
  });

  it("is met by either of 'X or Y', not by the first one's body, nor while its admission is expected", () => {
    const job = parseJob(
      "Senior Auditor\n\nRequirements\n- Professional accounting qualification: Chartered Accountant (CA ANZ) or CPA (CPA Australia)\n",
    );
    const read = (text: string) =>
      evidenceOf(job, text).find((e) => /^Chartered Accountant or CPA$/.test(e.requirement))!;
    const cpa =
      "Jo Tan\n\nCertifications\nCPA Australia \u2013 member since 2016\n\nExperience\nAudit Manager, Grant & Co \u2014 Jan 2016 - Present\n- External audit\n";
    expect(read(cpa).credit).toBe(1);
    const student =
      "Li Wu\n\nProfessional Study\nCA ANZ \u2013 CA Program: Foundations complete; Capstone pending;\n  expected admission as Chartered Accountant in late 2027 \u2013 not yet a member\n\nExperience\nAudit Associate, Grant & Co \u2014 Jan 2024 - Present\n- Testing\n";
    expect(read(student).credit).toBe(0);
    const welder = parseJob("Welder\n\nRequirements\n- Confined space training\n");
    const entrant =
      "Ray Cole\n\nCertifications\nConfined Space Entrant/Attendant\n\nExperience\nWelder, Acme \u2014 Jan 2016 - Present\n- Tube repair\n";
    expect(
      scoreResume({ resume: structureResume(entrant), text: entrant, job: welder }).skills[0]
        ?.match,
    ).toBe("exact");
  });

  it("is read with its scope after a dash, beside another level in progress, and by its initials among alternatives", () => {
    const job = parseJob(
      "Building Engineer\n\nQualifications\n\u2022 EPA Section 608 Universal Certification \u2013 required\n\u2022 NICET Level II certification in Fire Alarm Systems (required)\n\u2022 BOMI Systems Maintenance Technician (SMT) or Systems Maintenance Administrator (SMA) designation\n",
    );
    const text =
      "Rosa Diaz\n\nCertifications\n\u2022 EPA Section 608 Technician Certification \u2013 UNIVERSAL (ESCO Institute, lifetime)\nNICET Fire Alarm Systems \u2013 Level II, Cert. #154213 (recert due 10/2027); Level III in progress\n\u2022 BOMI International \u2013 Systems Maintenance Technician (SMT), 2020\n\nExperience\nBuilding Engineer, Tower Co \u2014 Jan 2016 - Present\n- Chillers\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const notes = match.components.flatMap((c) => c.evidence).map((e) => e.note);
    expect(notes.join("\n")).not.toMatch(/is required and the resume does not show it held/);
    expect(notes).toContainEqual(
      expect.stringMatching(/^EPA Section 608 Universal Certification: found/),
    );
    expect(notes).toContainEqual(expect.stringMatching(/^NICET Level II certification: found/));
  });

  it("is not held by a school's certificate in its field, and is asked with hyphenated initials ('QEI-1')", () => {
    const lpn = parseJob("LPN\n\nRequirements\n- Licensed Practical Nurse (LPN)\n");
    const graduate =
      "Ana Cruz\n\nEducation\nPractical Nursing Certificate \u2013 Red Rose Technical Institute, Lancaster, PA \u2013 Aug 2026\n\nExperience\nCertified Nursing Assistant, Oak Manor \u2014 Jan 2021 - Present\n- Resident care\n";
    const read = scoreResume({
      resume: structureResume(graduate),
      text: graduate,
      job: lpn,
    }).skills.find((s) => s.skill.name === "Licensed Practical Nurse")!;
    expect(read.match).not.toBe("exact");
    // A certification asked as a school's certificate is met by one.
    const examiner = parseJob("Title Examiner\n\nRequirements\n- A paralegal certificate\n");
    const paralegal =
      "Lee Fox\n\nEducation\nParalegal Certificate \u2013 Columbus State Community College, 2014\n\nExperience\nTitle Examiner, Acme Title \u2014 Jan 2015 - Present\n- Searches\n";
    expect(
      scoreResume({ resume: structureResume(paralegal), text: paralegal, job: examiner }).skills[0]
        ?.match,
    ).toBe("exact");
    const qei = parseJob(
      "Elevator Inspector\n\nMinimum Qualifications:\n- Current Qualified Elevator Inspector (QEI-1) certification issued by an ASME-accredited organization\n",
    );
    expect(qei.certifications.map((c) => c.value)).toContain(
      "Current Qualified Elevator Inspector (QEI-1) certification",
    );
    const inspector =
      "Tom Reyes\n\nCertifications\nQEI-1 \u2013 NAESA International, #Q-22871, current\n\nExperience\nElevator Inspector, State Dept \u2014 Jan 2015 - Present\n- Inspections\n";
    const notes = evidenceOf(qei, inspector).map((e) => e.note);
    expect(notes).toContainEqual(expect.stringMatching(/QEI-1\) certification: found/));
  });

  it("is quoted without the heading above it", () => {
    const job = parseJob(
      "Nursing Assistant\n\nRequirements\n- Certified Nursing Assistant certification\n",
    );
    const text =
      "Pat Doe\n\nExperience\nNursing Assistant, Acme Care — Jan 2016 - Present\n- Resident care\n\nSkills\nNursing Assistant, Certified (Texas, 2019)\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const skill = match.skills.find((s) => s.skill.name === "Certified Nursing Assistant")!;
    expect(skill.evidence?.text).toBe("Nursing Assistant, Certified (Texas, 2019)");
  });

  it("is not met by a shorter credential the posting's name contains", () => {
    const job = parseJob(`Sous Chef

Requirements
- Current ServSafe Food Protection Manager certification
- 3+ years as a sous chef
`);
    expect(job.certifications.map((c) => c.value)).toEqual(["ServSafe Food Protection Manager"]);
    const text =
      "Luis Herrera\n\nExperience\nSous Chef, Palmetto House — Jan 2019 - Present\n- Ran the line\n\nCertifications\nServSafe Food Handler - 2023\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const skill = match.skills.find((s) => s.skill.name === "Certified Food Protection Manager")!;
    expect(skill.match).not.toBe("exact");
    const education = match.components.find((c) => c.id === "education")!.evidence;
    expect(education.find((e) => /ServSafe/.test(e.requirement))?.credit).toBeLessThan(1);
  });

  it("holds the score below Strong when an exam's short course must be held on the first day", () => {
    const posting = (when: string) =>
      parseJob(
        `Sous Chef\n\nRequirements\n- Current ServSafe Food Protection Manager certification${when}\n- 3+ years as a sous chef\n`,
      );
    const text =
      "Luis Herrera\n\nExperience\nSous Chef, Palmetto House — Jan 2019 - Present\n- Ran the line\n\nCertifications\nServSafe Food Handler - 2023\n";
    const held = (job: ReturnType<typeof parseJob>) =>
      scoreResume({ resume: structureResume(text), text, job }).components.some((c) =>
        c.evidence.some((e) => /is required and the resume does not show it held/.test(e.note)),
      );
    expect(held(posting(" \u2013 must be valid on your first day"))).toBe(true);
    // Without that, a course a hire can take after starting is a gap only.
    expect(held(posting(""))).toBe(false);
  });
});

describe("a certification as a role, or as another role", () => {
  const job = parseJob(`Tennis Teaching Professional

Required Qualifications
- Must hold current certification as a PTR Professional (or higher) from the Professional Tennis Registry, or as a USPTA Professional from the United States Professional Tennis Association
- 3+ years of full-time tennis teaching
`);
  const held = (cert: string) => {
    const text = `Dana Cole\n\nExperience\nTennis Professional, Desert Palms Club — Jan 2018 - Present\n- Private lessons and clinics\n\nCertifications\n${cert}\n`;
    const read = evidenceOf(job, text).filter((e) =>
      /Professional certification$/.test(e.requirement),
    );
    return read.some((e) => e.credit >= 1);
  };

  it("reads both roles' certifications, either of them meeting the requirement", () => {
    expect(job.certifications.map((c) => c.value)).toEqual([
      "PTR Professional certification",
      "USPTA Professional certification",
    ]);
    expect(held("PTR Professional – Professional Tennis Registry, 2018")).toBe(true);
    expect(held("USPTA Professional – 2019")).toBe(true);
  });

  it("is not met by a lower level of the same registry", () => {
    expect(held("PTR Instructor – Professional Tennis Registry, 2024")).toBe(false);
  });
});

describe("a credential in a language, with its trademark sign", () => {
  const job = parseJob(`Medical Interpreter – Mandarin

Required Qualifications
- Must possess the Certified Healthcare Interpreter™ credential in Mandarin (CHI™-Mandarin) from the Certification Commission for Healthcare Interpreters (CCHI), current
- Two years of healthcare interpreting
`);
  const read = (cert: string) => {
    // As the reader gives it: the sign read off, not "CHITM-Mandarin".
    const text = normalizeText(
      `Grace Liang\n\nExperience\nMedical Interpreter, Queens Hospital — Jan 2018 - Present\n- Consecutive interpreting\n\nCertifications\n${cert}\n`,
    );
    return evidenceOf(job, text).find((e) => e.requirement === "CHI-Mandarin");
  };

  it("asks for the credential by its initials joined to the language", () => {
    expect(job.certifications.map((c) => c.value)).toContain("CHI-Mandarin");
    expect(job.certifications.find((c) => c.value === "CHI-Mandarin")?.span.text).toBe(
      "CHI-Mandarin",
    );
  });

  it("is met by the resume's credential written with the sign, not by one in progress", () => {
    expect(read("Certified Healthcare Interpreter™ – Mandarin (CHI™-Mandarin), 2020")?.credit).toBe(
      1,
    );
    expect(read("CHI™-Mandarin – in progress (oral exam scheduled 03/2027)")?.credit).toBe(0);
  });
});

describe("a body's certified credential named before the word 'credential'", () => {
  const job = parseJob(`Stage Electrician

Requirements
- Must hold a current ETCP Certified Entertainment Electrician credential (Entertainment Technician Certification Program, ESTA)
- Five years as a stage electrician
`);
  const read = (cert: string) => {
    const text = `Sam Ortiz\n\nExperience\nStage Electrician, Palace Theatre — Jan 2015 - Present\n- Focus and hang\n\nCertifications\n${cert}\n`;
    return evidenceOf(job, text).find(
      (e) => e.requirement === "ETCP Certified Entertainment Electrician",
    );
  };

  it("asks for the credential and finds it only where it is held", () => {
    expect(job.certifications.map((c) => c.value)).toEqual([
      "ETCP Certified Entertainment Electrician",
    ]);
    expect(
      read("ETCP Certified Entertainment Electrician – ESTA, Cert. #E-2187, 2018")?.credit,
    ).toBe(1);
    expect(read("ETCP Certified Rigger – Theatre, 2021")?.credit).toBe(0);
  });
});

describe("a role's licence named of the one who supervises", () => {
  it("reads 'working under a certificated mechanic's supervision' as no mechanic's certificate", () => {
    const job = parseJob(`Aircraft Sheet Metal Technician

Requirements
- FAA Mechanic Certificate with Airframe and Powerplant ratings
- 3+ years of aircraft structural repair
`);
    const text = `Tyler Brennan

Profile
Aircraft structures technician with six years of sheet metal repair, four in the U.S. Air Force and two
at a civilian MRO working under a certificated mechanic's supervision. Currently completing FAA testing.

Experience
Structures Mechanic, Copper State Aviation — 2024 - Present
- Heavy-check sheet metal tasks; work signed off by a certificated mechanic
`;
    const faa = evidenceOf(job, text).find((e) => e.requirement === "FAA Mechanic Certificate")!;
    expect(faa.credit).toBe(0);
  });
});

describe("one requirement met by either of two credentials", () => {
  const held = (posting: string, cert: string) => {
    const job = parseJob(posting);
    const text = `Pat Doe\n\nExperience\nSenior Analyst, Acme Corp — Jan 2016 - Present\n- SOX 404 testing\n\nCertifications\n${cert}\n`;
    return !evidenceOf(job, text).some((e) =>
      /is required and the resume does not show/.test(e.note),
    );
  };

  it("reads 'CPA license or Certified Internal Auditor (CIA) certification' as one requirement", () => {
    const posting =
      "SOX Analyst\n\nRequirements\n- Active Certified Public Accountant (CPA) license or Certified Internal Auditor (CIA) certification from The IIA is required\n- 3+ years of SOX 404 testing\n";
    expect(held(posting, "Certified Internal Auditor (CIA), The IIA, 2019")).toBe(true);
    expect(held(posting, "Certified Fraud Examiner (CFE), 2019")).toBe(false);
  });

  it("reads a licence 'also acceptable' as the first one's alternative", () => {
    const posting =
      "Assisted Living Administrator\n\nRequirements\n- Must possess a current Virginia Assisted Living Facility Administrator (ALFA) license; a current Virginia Nursing Home Administrator license is also acceptable\n- 3+ years of senior living leadership\n";
    expect(
      held(posting, "Virginia Assisted Living Facility Administrator (ALFA) license, 2018"),
    ).toBe(true);
  });
});

describe("a body's credential and its holder's word", () => {
  const job = parseJob(`Transit Bus Mechanic

Requirements
- Must possess the following ASE Transit Bus certifications at time of hire: H2 Diesel Engines, H4 Brakes
- 4+ years of heavy-duty diesel repair
`);
  const read = (lines: string) => {
    const text = `Pat Doe\n\nSummary\n${lines}\n\nExperience\nDiesel Technician, Metro Fleet — 2015 - Present\n- Engines and brakes\n`;
    return evidenceOf(job, text).find((e) => e.requirement === "ASE Transit Bus certification")!;
  };

  it("is held by 'ASE Master Transit Bus Technician', its holder named a technician", () => {
    expect(
      read("Certifications\nASE Master Transit Bus Technician – Current, exp. 05/2028").credit,
    ).toBe(1);
  });

  it("is not held where the entry says none, nor by words of work said not to be had", () => {
    expect(read("Certifications\nASE Transit Bus (H-series) — none held").credit).toBe(0);
    expect(
      read(
        "Heavy truck technician with 6 years at a dealership. ASE Medium-Heavy Truck\ncertified. No transit bus experience yet, but strong on diesel, brakes and electrical.",
      ).credit,
    ).toBe(0);
  });
});

describe("a board's diplomate, asked by the board's initials", () => {
  const job = parseJob(`Pediatric Dentist

Requirements
- Must be a Diplomate of the American Board of Pediatric Dentistry (ABPD); board-eligible candidates will not be considered
- 3+ years of pediatric practice
`);
  const read = (line: string) => {
    const text = `Dr. Lee\n\nSummary\n${line}\n\nExperience\nPediatric Dentist, Kids Smiles — 2016 - Present\n- Sedation cases\n`;
    return evidenceOf(job, text).find((e) => e.requirement === "ABPD")!;
  };

  it("is held by a diplomate, not by a dentist who is not board certified", () => {
    expect(job.certifications.map((c) => c.value)).toEqual(["ABPD"]);
    expect(
      read("Diplomate, American Board of Pediatric Dentistry (ABPD) – certified 2018").credit,
    ).toBe(1);
    expect(read("General dentist; I am not ABPD board certified.").credit).toBe(0);
  });
});

describe("a certification as a role of a grade", () => {
  const job = parseJob(`Behavioral Health Case Manager

Minimum Qualifications
- Current certification as a Certified Alcohol Drug Counselor II (CADC-II) through CCAPP
- Current registration as an IRCA Lead Auditor or Principal Auditor
`);

  it("keeps the role's grade, and reads the first of the roles listed", () => {
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Certified Alcohol Drug Counselor II certification",
      "IRCA Lead Auditor registration",
    ]);
  });

  it("is not met by the grade below", () => {
    const read = (cert: string) => {
      const text = `Pat Doe\n\nExperience\nCounselor, Harbor Recovery — 2018 - Present\n- Case management\n\nCertifications\n${cert}\n`;
      return evidenceOf(job, text).find((e) => /Counselor II/.test(e.requirement))!.credit;
    };
    expect(read("CADC-II – Certified Alcohol Drug Counselor II, CCAPP, 2020")).toBe(1);
    expect(read("Certified Alcohol Drug Counselor I (CADC-I), CCAPP, 2024")).toBe(0);
  });
});

describe("a credential named for a role, and the role's work", () => {
  const job = parseJob(`Riding Instructor

Required Qualifications
- Must possess a current Riding Instructor certification
- Valid Ohio EPA Class III (or higher) Water Supply Operator certification
`);
  // The certification's own reading, not the years in the role of the same name.
  const read = (text: string, requirement: RegExp) =>
    evidenceOf(job, text).find(
      (e) => requirement.test(e.requirement) && /certification$/.test(e.requirement),
    )!.credit;

  it("is not held by the role's title, the role in small letters, or an assistant's paper", () => {
    const text = `Madison Hart

Summary
Enthusiastic riding instructor with two summers as a camp counselor. CHA Assistant Riding Instructor (English).

Experience
Part-Time Riding Instructor — Blue Ridge Stables, 2024 - Present
- Lessons for beginners
`;
    expect(read(text, /Riding Instructor/)).toBe(0);
    const held =
      "Madison Hart\n\nCertifications\nRiding Instructor certification – CHA, Level 2, 2019\n";
    expect(read(held, /Riding Instructor/)).toBe(1);
  });

  it("reads '– Class III' after an operator's certificate as its class, not a class taken", () => {
    const text =
      "Sam Ortega\n\nLicenses\nOhio EPA Water Supply Operator – Class III, Cert. #WS3-1108734 (exp. 12/31/2027)\n";
    expect(read(text, /Water Supply Operator/)).toBe(1);
  });
});

describe("a credential with a named specialty", () => {
  const job = parseJob(`Crane Operator – Lattice Boom Crawler

Minimum Qualifications
- Current NCCCO Mobile Crane Operator certification with the Lattice Boom Crawler (LBC) specialty – must possess at time of hire
- Five years of seat time
`);
  const read = (text: string) => evidenceOf(job, text).find((e) => e.requirement === "LBC")!.credit;

  it("asks for the specialty by its initials, held only where it is listed as held", () => {
    expect(job.certifications.map((c) => c.value)).toContain("LBC");
    expect(
      read(
        "Pat Doe\n\nCertifications\nNCCCO Mobile Crane Operator – Specialties: LBC (Lattice Boom Crawler), TLL\n",
      ),
    ).toBe(1);
    expect(
      read(
        "Pat Doe\n\nSummary\nOiler for five years. Working on adding the LBC specialty to my NCCCO card.\n",
      ),
    ).toBe(0);
  });
});

describe("a certification by its standard, or another body's", () => {
  const job = parseJob(`Plumbing Service Technician

Requirements
- Current Backflow Prevention Assembly Tester certification – ASSE Standard 5110 or ABPA Backflow Tester certification – required at time of hire
- 4 years of plumbing service
`);
  const held = (summary: string) => {
    const text = `Cody M.\n\nSummary\n${summary}\n\nExperience\nService Plumber, Acme Plumbing — 2016 - Present\n- Test backflow assemblies\n`;
    return !evidenceOf(job, text).some((e) =>
      /is required and the resume does not show/.test(e.note),
    );
  };

  it("is met by either, and not by a course whose exam is still to be passed", () => {
    expect(
      held(
        "Backflow Prevention Assembly Tester certification – ASSE 5110, Cert. #5110-18832, exp. 04/2028",
      ),
    ).toBe(true);
    expect(
      held("Completed a backflow tester course; certification\nexam still to be passed."),
    ).toBe(false);
  });
});

describe("a credential offered as one way among others", () => {
  it("holds back no points for a journeyman licence offered beside an apprenticeship or a degree", () => {
    const job = parseJob(`Diesel Locomotive Electrician

Qualifications – Required
- Completion of a registered electrical apprenticeship OR a two-year degree in electrical technology OR a journeyman electrician license – must have one of these
- Three years of locomotive electrical repair
`);
    const text = `Pat Lee

Experience
Locomotive Electrician, Union Shops — 2015 - Present
- Troubleshoot traction motors, alternators and control circuits on diesel-electric locomotives

Education
Electrical Apprenticeship (U.S. DOL registered), IBEW, 2015
`;
    const notes = evidenceOf(job, text);
    expect(notes.some((e) => /held back/.test(e.note))).toBe(false);
    // Still a gap, said so.
    expect(notes.find((e) => /Journeyman electrician/i.test(e.requirement))?.credit).toBeLessThan(
      1,
    );
  });
});

describe("a status in the credential's own item", () => {
  /** Whether the posting's credential named `name` is read as held in a résumé listing `line`. */
  const holds = (
    posting: string,
    line: string,
    name: RegExp,
    role = "Operator, Acme — 2016 - Present\n- Daily work of the trade",
  ) => {
    const text = `Pat Lee\n\nExperience\n${role}\n\nCertifications & Training\n${line}\n`;
    const read = evidenceOf(parseJob(posting), text).filter((e) => name.test(e.requirement));
    expect(read.length).toBeGreaterThan(0);
    return read.some((e) => e.credit === 1);
  };
  const msha =
    "Haul Truck Driver\n\nRequirements\n- Current MSHA Part 48 Subpart B surface miner training: 24-hour New Miner training completed\n- 2 years of haul truck driving\n";
  const bar =
    "Family Law Attorney\n\nRequirements\n- Active member of the State Bar of California – required\n- 4 years of family law practice\n";

  it("reads '– NOT completed' and '— not admitted' after the name as not held", () => {
    expect(holds(msha, "MSHA Part 48 New Miner Training (24 hr) – completed 03/2024", /MSHA/)).toBe(
      true,
    );
    expect(
      holds(
        msha,
        "MSHA Part 48 New Miner Training (24 hr) – NOT completed; enrolled for January 2027",
        /MSHA/,
      ),
    ).toBe(false);
    expect(holds(bar, "State Bar of California, admitted 2019, Bar No. 312877", /Bar/)).toBe(true);
    expect(
      holds(bar, "State Bar of California — not admitted (exam registration February 2027)", /Bar/),
    ).toBe(false);
  });

  it("keeps a credential dated as its own, whatever a bracket says of another", () => {
    const osha =
      "Drywall Foreman\n\nRequirements\n- OSHA 10-Hour Construction card required\n- 5 years of drywall finishing\n";
    expect(
      holds(osha, "OSHA 10-Hour Construction (2017) — OSHA 30 not yet completed", /OSHA 10/),
    ).toBe(true);
    expect(holds(osha, "OSHA 10-Hour Construction — 2021 (OSHA 30 not completed)", /OSHA 10/)).toBe(
      true,
    );
  });

  it("reads a line labelled 'Not held:' as a list of what is not held", () => {
    const posting =
      "Book Conservator\n\nRequirements\n- Icon Accredited Conservator-Restorer (ACR) status – required\n- 5 years of book conservation\n";
    expect(holds(posting, "Icon ACR, accredited 2019", /ACR/)).toBe(true);
    expect(holds(posting, "Not held: MA/PgDip in book conservation; Icon ACR", /ACR/)).toBe(false);
  });

  it("gives a credential in brackets after someone else's title to them", () => {
    const posting =
      "Public Works Director\n\nRequirements\n- Registration as a Professional Engineer (PE) in Oregon – required\n- 10 years of public works management\n";
    const role =
      "Operations Manager, City of Salem — 2016 - Present\n- Coordinate with the City Engineer (a licensed PE) on CIP construction scheduling";
    expect(
      holds(
        posting,
        "Professional Engineer (PE), Oregon #88812, 2015",
        /Professional Engineer/,
        role,
      ),
    ).toBe(true);
    expect(holds(posting, "OSHA 30, 2019", /Professional Engineer/, role)).toBe(false);
  });

  it("is not met by another credential whose name stands where a word of it stands", () => {
    const posting =
      "Boom Truck Operator\n\nRequirements\n- NCCCO Mobile Crane Operator certification – required\n- 3 years operating boom trucks\n";
    expect(holds(posting, "NCCCO Mobile Crane Operator – TSS, certified 2020", /NCCCO/)).toBe(true);
    expect(
      holds(
        posting,
        "NCCCO Articulating Boom Crane Operator (ABC) — certified 10/2023, exp. 10/2028",
        /NCCCO/,
      ),
    ).toBe(false);
  });
});

describe("a credential among ways any one of which will do", () => {
  it("holds back no points for a credential in 'One of the following: …; or Bachelor's degree'", () => {
    const job = parseJob(`Cardiac Device Specialist

Requirements
- One of the following: current RN license; Registered Cardiovascular Invasive Specialist (RCIS) or Registered Cardiac Electrophysiology Specialist (RCES) from CCI; or Bachelor's degree in a health science
- IBHRE CCDS certification required
- 3 years of cardiac device experience
`);
    const text = `Pat Lee

Experience
Cardiac Device Specialist, Acme Medical — 2016 - Present
- Interrogate and program pacemakers and ICDs

Certifications
IBHRE CCDS, 2018

Education
B.S. Biomedical Engineering, State University, 2015
`;
    const notes = evidenceOf(job, text);
    expect(notes.some((e) => /held back/.test(e.note))).toBe(false);
    expect(notes.find((e) => e.requirement === "RCIS")?.credit).toBe(0);
  });
});

describe("credentials offered side by side as ways, any one of which will do", () => {
  const posting = (line: string) =>
    parseJob(`Organ Procurement Coordinator

Required Qualifications
- ${line}
- Minimum of two (2) years as an organ procurement coordinator
`);
  const text = (credential: string) => `Dana Cole

Experience
Organ Procurement Coordinator, Heartland Donor Network — 2016 - Present
- Donor management and family support for DBD and DCD donors

Licenses
${credential}
`;

  it("meets 'a licence as a Registered Nurse, Paramedic (NRP), Respiratory Therapist (RRT), or Physician Assistant' by the RN", () => {
    const job = posting(
      "Current licence as a Registered Nurse (Missouri, Kansas, or multistate compact), Paramedic (NRP), Respiratory Therapist (RRT), or Physician Assistant",
    );
    const notes = evidenceOf(job, text("Registered Nurse, Missouri Lic. #2009012345, exp. 2027"));
    expect(notes.some((e) => /held back/.test(e.note))).toBe(false);
    const rrt = notes.find((e) => /Respiratory Therapist/.test(e.requirement));
    expect(rrt?.credit).toBe(1);
    expect(rrt?.requirement).toMatch(/ or Registered Nurse/);
    // Held by none of them, the licence is still missing.
    const none = evidenceOf(job, text("CPR, 2025"));
    expect(none.some((e) => /held back/.test(e.note))).toBe(true);
  });

  it("meets 'One of the following: (a) … RN license …; (b) RHIA or RHIT …; or (c) …' by any one", () => {
    const job = posting(
      "One of the following: (a) current, unrestricted Registered Nurse license with three years of acute care experience; (b) Registered Health Information Administrator (RHIA) or Registered Health Information Technician (RHIT) through AHIMA; or (c) graduate of a medical school",
    );
    const notes = evidenceOf(
      job,
      text("Registered Nurse, Wisconsin License #123456-30, exp. 2028"),
    );
    expect(notes.some((e) => /held back/.test(e.note))).toBe(false);
  });

  it("keeps apart credentials joined by 'and', or named with the body that grants one", () => {
    const both = posting("Current Level II certification in UT, MT and PT per SNT-TC-1A or CP-189");
    expect(
      evidenceOf(both, text("ASNT SNT-TC-1A Level II MT, 2019")).some((e) =>
        /held back/.test(e.note),
      ),
    ).toBe(true);
    const body = posting(
      "Registered Respiratory Therapist (RRT) credential through the NBRC - Current Wisconsin Respiratory Care Practitioner license (or eligible for licensure prior to start date)",
    );
    const rrt = evidenceOf(
      body,
      text("Wisconsin Respiratory Care Practitioner license #1234-36, exp. 2027"),
    ).find((e) => e.requirement === "Registered Respiratory Therapist");
    expect(rrt?.credit).toBe(0);
  });
});

describe("ways listed under a head of their own, and examples", () => {
  it("meets 'COA credential issued by IJCAHPO (…) OR a CPOT credential' by the COA", () => {
    const job = parseJob(
      "Optometric Technician\n\nMinimum Qualifications\n- Must possess a current Certified Ophthalmic Assistant (COA) credential issued by IJCAHPO (International Joint Commission on Allied Health Personnel in Ophthalmology) OR a Certified Paraoptometric Technician (CPOT) credential issued by the AOA Commission on Paraoptometric Certification\n- Minimum of two (2) years of experience as an optometric technician\n",
    );
    const text = `Kim Dale

Experience
Senior Optometric Technician, Lakeshore Eye Care — 2017 - Present
- Pre-testing, visual fields and OCT

Certifications
COA – IJCAHPO, #248113, exp. 12/2028
`;
    expect(evidenceOf(job, text).some((e) => /held back/.test(e.note))).toBe(false);
  });

  it("reads initials in brackets after a person's noun as that person's: 'Paramedic (NRP)'", () => {
    const job = parseJob(
      "Coordinator\n\nRequired Qualifications\n- Current licence as a Registered Nurse, Paramedic (NRP), Respiratory Therapist (RRT), or Physician Assistant\n",
    );
    const names = job.skills.map((s) => s.name);
    expect(names).not.toContain("Neonatal Resuscitation Program");
    expect(names).toContain("Registered Respiratory Therapist");
  });

  it("meets 'ONE of the following credentials:·LVN or RN license …·Paramedic or Advanced EMT certification' by the LVN", () => {
    const job = parseJob(
      "Medical Screener\n\nRequirements\nMust possess ONE of the following current, unrestricted credentials:\u00b7Licensed Vocational Nurse (LVN) or Registered Nurse (RN) license issued by the Texas Board of Nursing\u00b7Paramedic or Advanced EMT certification issued by the Texas Department of State Health Services (DSHS)Also required:\u00b7Current CPR/BLS certification\u00b7Minimum one (1) year as a medical screener\n",
    );
    const text = `Angela Ruiz

Experience
Medical Screener, Plasma Center — 2019 - Present
- Donor eligibility screening and vital signs

Licenses
Licensed Vocational Nurse, Texas Board of Nursing — License #312845 — active
BLS, AHA, 2025
`;
    const notes = evidenceOf(job, text);
    expect(notes.some((e) => /held back/.test(e.note))).toBe(false);
    expect(notes.find((e) => e.requirement === "Advanced EMT certification")?.credit).toBe(0);
  });

  it("holds back no points for a credential named as an example of what will do", () => {
    const job = parseJob(
      "Milliner\n\nRequirements\n- A Level 3 qualification in millinery or fashion (for example a UAL or BTEC Level 3 Diploma), a foundation degree or BA in fashion, or equivalent workroom training\n- Minimum of three (3) years of experience as a milliner\n",
    );
    const text = `Ada Lowe

Experience
Senior Milliner, Hat Studio — 2016 - Present
- Blocked felt and straw hats

Education
UAL Level 3 Extended Diploma in Art & Design, 2014
`;
    expect(evidenceOf(job, text).some((e) => /held back/.test(e.note))).toBe(false);
  });

  it("holds back no points for a credential asked only of some applicants", () => {
    const text = `Ada Lowe

Experience
Executive Housekeeper, Bay Resort — 2016 - Present
- Led housekeeping for 230 rooms

Education
Associate Degree in Hospitality Management, 2014
`;
    for (const item of [
      "Non-nationals must hold a valid work permit or CARICOM Skills Certificate",
      "CARICOM Skills Certificate (if applicable)",
    ]) {
      const job = parseJob(
        `Executive Housekeeper\n\nRequirements\n- Minimum seven (7) years of housekeeping experience\n- ${item}\n`,
      );
      expect(evidenceOf(job, text).some((e) => /held back/.test(e.note))).toBe(false);
    }
    // Asked of everyone, it holds.
    const job = parseJob(
      "Executive Housekeeper\n\nRequirements\n- Minimum seven (7) years of housekeeping experience\n- Must hold a valid CARICOM Skills Certificate\n",
    );
    expect(evidenceOf(job, text).some((e) => /held back/.test(e.note))).toBe(true);
  });

  it("reads a credential's body's rules as no credential asked", () => {
    const job = parseJob(
      "Mortgage Closer\n\nRequirements\n- Must pass a background and credit check (SAFE Act / NMLS requirements for lender staff)\n- Three (3) or more years of experience as a mortgage closer\n",
    );
    expect(job.skills.map((s) => s.name)).not.toContain("NMLS license");
  });

  it("keeps apart a body's certification and the kind named after 'as'", () => {
    const job = parseJob(
      "Hydraulic Technician\n\nRequirements\n- Must hold a current International Fluid Power Society (IFPS) certification as Industrial Hydraulic Technician (IHT, formerly CFPIHT) or Mobile Hydraulic Technician (MHT)\n- Minimum 5 years of hydraulic troubleshooting\n",
    );
    const text = `Lee Park

Experience
Maintenance Mechanic, Acme Plant — 2018 - Present
- Hydraulic troubleshooting and repair

Certifications
IFPS Industrial Hydraulic Mechanic (IHM), 2022
Industrial Hydraulic Technician (IHT) – written exam scheduled February 2027
`;
    expect(evidenceOf(job, text).some((e) => /held back/.test(e.note))).toBe(true);
  });
});

describe("a class asked 'or higher' by its figure", () => {
  const job = parseJob(
    "Wastewater Collection Operator\n\nRequirements\n- Valid Class 2 Wastewater Collection Operator certificate (or higher) issued under O. Reg. 129/04\n- Minimum three (3) years of experience\n",
  );
  const read = (line: string) =>
    evidenceOf(
      job,
      `Shane Mac\n\nExperience\nWastewater Collection Operator, Town of Bruce — 2016 - Present\n- Flushing and CCTV\n\nCertificates & Licences\n${line}\n`,
    ).find((e) => /^Class 2 Wastewater/.test(e.requirement))?.credit;

  it("is met by a higher class, the operator's word unsaid beside it", () => {
    expect(job.certifications.map((c) => c.value)).toContain(
      "Class 2 Wastewater Collection Operator certificate (or higher)",
    );
    expect(read("Wastewater Collection – Class 3, Cert. No. 98214, exp. 09/30/2027")).toBe(1);
    expect(read("Wastewater Collection – Class 1, Cert. No. 98214, exp. 09/30/2027")).toBe(0);
  });
});

describe("a credential a posting says may substitute for a degree", () => {
  it("is no requirement of its own", () => {
    const job = parseJob(`Medicolegal Death Investigator

Minimum Qualifications
- Bachelor's degree in forensic science, biology or nursing (a current Michigan Paramedic or RN license with an associate degree and two additional years of qualifying experience may substitute)
- Minimum three (3) years of experience as a medicolegal death investigator
`);
    expect(job.certifications.find((c) => /RN/.test(c.value))?.level).toBe("preferred");
    expect(job.skills.find((s) => s.name === "Registered Nurse")?.level).toBe("preferred");
  });
});

describe("a commercial driver's licence of a class, named with the state", () => {
  it("is the CDL of that class, held by the résumé's 'Ohio CDL Class B'", () => {
    const job = parseJob(`Water Distribution Operator

Requirements
- Valid Ohio Commercial Driver's License Class B with air brakes required
- Ohio EPA Class III Water Distribution certification required
`);
    expect(job.certifications.map((c) => c.value)).not.toContain(
      "Valid Ohio Commercial Driver's License",
    );
    const text = `Pat Lee

Experience
Water Distribution Operator, City of Akron — 2014 - Present
- Flush hydrants, repair main breaks

Licenses
Ohio EPA Class III Water Distribution certification, 2019
Ohio CDL Class B, endorsements N (tanker), air brakes
`;
    const notes = evidenceOf(job, text);
    expect(notes.some((e) => /held back/.test(e.note))).toBe(false);
    expect(notes.find((e) => e.requirement === "CDL Class B")?.credit).toBe(1);
  });
});

describe("two credentials offered as either, the first with the tests it covers", () => {
  it("holds back nothing from a holder of the first ('… certification (H2–H8) OR …')", () => {
    const job = parseJob(`Bus Fleet Maintenance Manager

Minimum Qualifications
- ASE Master Transit Bus Technician certification (H2–H8) OR ASE Master Medium-Heavy Truck Technician certification (T2–T8) required at time of hire
- Seven years of heavy-duty vehicle maintenance
`);
    const text = `Pat Lee

Experience
Maintenance Manager, Lakeshore Area Transit — 2012 - Present
- Run a 140-bus garage

Certifications
ASE Master Transit Bus Technician (H2–H8), ID 81-2245-09, exp. 2028
`;
    expect(evidenceOf(job, text).some((e) => /held back/.test(e.note))).toBe(false);
  });
});

describe("years far short of the posting's minimum", () => {
  const job = parseJob(`Site Engineer

Requirements
- At least five (5) years of experience as a site engineer in building construction
- Bachelor's degree in Civil Engineering
- AutoCAD and MS Project
`);
  const resume = (roles: string) => `Ana Cruz
Site Engineer

Experience
${roles}

Skills
AutoCAD, MS Project, site supervision, building construction

Education
BS Civil Engineering, 2016
`;
  const scored = (roles: string) => {
    const text = resume(roles);
    return scoreResume({ resume: structureResume(text), text, job });
  };
  const notes = (roles: string) =>
    scored(roles)
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note)
      .join("\n");

  it("keeps a candidate with far fewer years below Strong fit, and says why", () => {
    const short =
      "Site Engineer, Malaya Construction, Jan 2024 - Present\n- Building construction, site supervision";
    expect(fitBand(scored(short).score).id).not.toBe("strong");
    expect(notes(short)).toMatch(/against the 5 required: [\d.]+ points are held back/);
  });

  it("leaves a candidate with the years, or with many years in all, as scored", () => {
    const long =
      "Site Engineer, Malaya Construction, Jan 2017 - Present\n- Building construction, site supervision";
    expect(notes(long)).not.toMatch(/held back/);
    // Ten years in all, two of them as a site engineer, eight in a role whose occupation the
    // model cannot read: it may be the posting's, so no hold.
    const changer =
      "Site Engineer, Malaya Construction, Jan 2024 - Present\n- Building construction\n\nProject Associate, Acme Design, Jan 2014 - Dec 2023\n- AutoCAD drawings";
    expect(notes(changer)).not.toMatch(/against the 5 required/);
  });

  it("does not let years in roles of another occupation make up for them", () => {
    // Before, ten years in all kept a site engineer of two years Strong, eight of them as a barista
    // (or as a draftsman: ten years in all, two as a site engineer).
    const draftsman =
      "Site Engineer, Malaya Construction, Jan 2024 - Present\n- Building construction\n\nDraftsman, Acme Design, Jan 2014 - Dec 2023\n- AutoCAD drawings";
    expect(notes(draftsman)).toMatch(
      /of them in roles of other occupations\) against the 5 required/,
    );
    const barista =
      "Site Engineer, Malaya Construction, Jan 2024 - Present\n- Building construction, site supervision\n\nBarista, Bean Street Cafe, Jan 2014 - Dec 2023\n- Espresso drinks and customer service";
    expect(fitBand(scored(barista).score).id).not.toBe("strong");
    expect(notes(barista)).toMatch(
      /in all, [\d.]+ years of them in roles of other occupations\) against the 5 required: [\d.]+ points are held back/,
    );
    // An older role whose title shares a word with the posting's may be its work at another rank.
    const supervisor =
      "Site Engineer, Malaya Construction, Jan 2024 - Present\n- Building construction\n\nSite Supervisor, Acme Builders, Jan 2014 - Dec 2023\n- Building construction crews";
    expect(notes(supervisor)).not.toMatch(/against the 5 required/);
  });
});

describe("years asked in a posting in another language", () => {
  it("holds nothing back by roles it cannot tell close, in a posting written in French", () => {
    const job = parseJob(`Ingénieur Aménagiste Forestier (H/F)

Profil recherché
- Diplôme d'ingénieur des Eaux et Forêts (Bac+5) – exigé
- Au moins cinq (5) années d'expérience en inventaire et aménagement forestier, dont deux ans dans une concession certifiée
- Maîtrise de QGIS et d'Excel ; permis de conduire B
- Nous offrons un poste basé à Pokola avec logement et transport pour la famille
`);
    const text = `Mireille Okemba
Ingénieure forestière

Expérience professionnelle
Mars 2023 – à ce jour   Responsable adjoint de la cellule d'aménagement, concession FSC, Pokola
- Plan d'aménagement et inventaires d'exploitation
Janv. 2021 – févr. 2023   Ingénieur inventaire, bureau d'études en aménagement forestier, Brazzaville
- Inventaires d'aménagement, traitement des données

Formation
2014   Diplôme d'ingénieur de conception des Eaux et Forêts (Bac+5)

Compétences
QGIS, ArcGIS, Excel ; permis de conduire catégorie B
`;
    expect(job.minYears?.value).toBe(5);
    const notes = scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note);
    expect(notes.some((n) => /against the 5 required/.test(n))).toBe(false);
  });
});

describe("a seafarer's certificate of competency", () => {
  const job = parseJob(`Tug Master

Essential requirements
- Certificate of Competency as Master (STCW Reg. II/2), unlimited or less than 3000 GT, issued by the UK MCA
- At least three years in command of harbour tugs
- GMDSS General Operator's Certificate (GOC)
`);
  const resume = (certificates: string) => `Daniel Olivero
Tug Master

Experience
Tug Master – Straits Towage Ltd, Gibraltar — Jan 2018 – Present
- Command of ASD harbour tugs, berthing and escort towage

Certificates
${certificates}
GMDSS GOC – valid to 2028
STCW basic safety training (VI/1) – refreshed 2024
`;
  const notes = (certificates: string) => {
    const text = resume(certificates);
    return scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note);
  };

  it("reads the rank the certificate is asked for", () => {
    expect(job.certifications.map((c) => [c.value, c.level])).toContainEqual([
      "Master Certificate of Competency",
      "required",
    ]);
    expect(
      parseJob(
        "Second Engineer\n\nRequirements\n- Certificate of Competency as Second Engineer Officer under STCW Regulation III/2\n",
      ).certifications.map((c) => c.value),
    ).toContain("Second Engineer Officer Certificate of Competency");
  });

  it("finds it held by its initials, and holds back points where only a lower rank's is", () => {
    const held = notes("Master (Reg. II/2) <3000 GT Unlimited Area – UK MCA CoC, revalidated 2024");
    expect(held.some((n) => /Competency is required/.test(n))).toBe(false);
    expect(held.some((n) => /^Master Certificate of Competency: found/.test(n))).toBe(true);
    const lower = notes(
      "Chief Mate (Reg. II/2) <3000 GT – UK MCA CoC, 2020\nMaster <3000 GT – written exams passed (2025); MCA oral examination booked Sept 2026",
    );
    expect(
      lower.some((n) =>
        /^Master Certificate of Competency is required and the resume does not show it held/.test(
          n,
        ),
      ),
    ).toBe(true);
  });
});

describe("certificates of competency listed under their own heading", () => {
  const job = parseJob(`Harbour Master

Essential Requirements
- Certificate of Competency as Master (Unlimited) under STCW Regulation II/2
- GMDSS General Operator's Certificate (GOC)
`);
  const notes = (certificates: string) => {
    const text = `Neil Berntsen
Master Mariner

Certificates of Competency
${certificates}
- GMDSS General Operator's Certificate (GOC) – revalidated 2024

Sea Service
Chief Officer – MV Stanley Trader, Oct 2015 – present
`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note);
  };

  it("reads the rank under the heading as the certificate held", () => {
    // Before, "Certificates of Competency" was no heading, and the line named no certificate.
    const held = notes("- Master (Unlimited), STCW II/2 – UK Maritime and Coastguard Agency, 2014");
    expect(held.some((n) => /^Master Certificate of Competency: found/.test(n))).toBe(true);
  });

  it("does not take a watch officer's certificate for a second engineer's under the heading", () => {
    const engineer = parseJob(
      "Second Engineer\n\nRequirements\n- Certificate of Competency as Second Engineer Officer under STCW Regulation III/2\n",
    );
    const text =
      "Tevita Ioane\nThird Engineer\n\nCertificates of Competency\n- Engineer Officer in Charge of a Watch, STCW Regulation III/1, issued 2019\n\nSea Service\nThird Engineer – MV Nivaga IV, Jan 2019 – present\n";
    const found = scoreResume({ resume: structureResume(text), text, job: engineer })
      .components.flatMap((c) => c.evidence)
      .some((e) => /^Second Engineer Officer Certificate of Competency: found/.test(e.note));
    expect(found).toBe(false);
  });

  it("takes no rank from a line that says the service as it was not had", () => {
    const near = notes(
      "- Chief Mate (Unlimited), STCW II/2 – UK Maritime and Coastguard Agency, 2019\n- No sea service in command as Master to date",
    );
    expect(near.some((n) => /^Master Certificate of Competency: found/.test(n))).toBe(false);
    expect(
      near.some((n) =>
        /^Master Certificate of Competency is required and the resume does not/.test(n),
      ),
    ).toBe(true);
  });
});

describe("a certificate of competency named by its rank after a dash", () => {
  const job = parseJob(`Marine Farm Technician

What you need (essential)
- Must hold a current AMSA Certificate of Competency – Coxswain Grade 1 Near Coastal (or higher)
- At least two years' hands-on experience on a marine farm
`);
  const notes = (tickets: string) => {
    const text = `Kirra Donnellan

EMPLOYMENT
Marine Farm Technician – Southern Isles Salmon Pty Ltd — Aug 2020 – present
- Work boats, net changes and feeding

QUALIFICATIONS & TICKETS
${tickets}
`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note);
  };

  it("is met by that rank's certificate, not by a lower one's", () => {
    expect(job.certifications.map((c) => c.value)).toContain(
      "Coxswain Grade 1 Near Coastal certificate",
    );
    const held = notes("- AMSA Certificate of Competency – Coxswain Grade 1 Near Coastal, 11/2022");
    expect(held.some((n) => /Coxswain Grade 1 Near Coastal certificate: found/.test(n))).toBe(true);
    expect(held.some((n) => /held back/.test(n))).toBe(false);
    const lower = notes(
      "- AMSA Certificate of Competency – General Purpose Hand Near Coastal (2023)\n- Coxswain Grade 1 NC – NOT YET HELD, sea service task book 60% complete",
    );
    expect(
      lower.some((n) =>
        /^Coxswain Grade 1 Near Coastal certificate is required and the resume does not show it held/.test(
          n,
        ),
      ),
    ).toBe(true);
  });
});

describe("a licence of the issuer asked, said not issued beside another place's", () => {
  const job = parseJob(`Registered Nurse

Minimum qualifications
- Must hold a current, unrestricted Registered Nurse license issued by the RMI Nursing Board – required before start date
- At least two years of nursing experience
`);
  const notes = (licences: string) => {
    const text = `Maricel Villanueva
Registered Nurse

PROFILE
Registered Nurse (Philippines) with seven years of hospital and community health experience.

LICENSE STATUS
${licences}

WORK EXPERIENCE
Staff Nurse – Provincial Hospital, Iloilo — March 2019 – December 2025
- Care of 8–12 patients per shift; IV therapy, wound care
`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note);
  };

  it("holds back points, and leaves a licence of that issuer held as it is", () => {
    const pending = notes(
      "• Registered Nurse – Professional Regulation Commission (PRC), Philippines, License No. 0817, active\n• RMI Registered Nurse license: NOT yet issued – application submitted to the RMI Nursing Board, awaiting review",
    );
    expect(
      pending.some((n) =>
        /^Registered Nurse license is required and the resume does not show it held/.test(n),
      ),
    ).toBe(true);
    const held = notes(
      "• Registered Nurse – PRC, Philippines, active\n• RMI Registered Nurse license No. 2291, issued by the RMI Nursing Board in 2024",
    );
    expect(held.some((n) => /held back/.test(n))).toBe(false);
  });
});

describe("an exam the posting asks passed", () => {
  // Invented, in the shape of a Montenegrin bank's paste.
  const job = parseJob(`Legal Counsel

Requirements
•Faculty of Law degree
•Passed bar exam (položen pravosudni ispit) – mandatory
•At least 3 years of legal work experience in banking or commercial law
•English at B2 level
`);
  const resume = (exam: string) => `Milica Vuković
Lawyer – banking and enforcement

Summary
Lawyer with six years in banking and commercial law. ${exam.split("\n")[0]}

Experience
Legal Counsel, Prva Banka, Podgorica — Jan 2020 – Present
 • Loan, mortgage and pledge agreements; enforcement proceedings; banking law opinions.

Education
Master prava, Faculty of Law, University of Montenegro, 2018

Exams
${exam.split("\n").slice(1).join("\n")}

Languages
English – B2
`;
  const scored = (exam: string) => {
    const text = resume(exam);
    return scoreResume({ resume: structureResume(text), text, job });
  };

  it("holds back a candidate who has not passed it yet, and says so", () => {
    const near = scored(
      "Bar exam is my next step this year.\nPravosudni ispit: not passed yet – application submitted",
    );
    expect(fitBand(near.score).id).not.toBe("strong");
    const notes = near.components.flatMap((c) => c.evidence).map((e) => e.note);
    expect(notes).toContain(
      'pravosudni ispit: named only as sought or in progress ("Pravosudni ispit: not passed"), not as held',
    );
    expect(notes.join("\n")).toMatch(/bar exam: named only as sought or in progress/);
  });

  it("holds it by either name", () => {
    for (const held of [
      "\nBar exam – passed, Ministry of Justice, 2019",
      "\nPravosudni ispit – položen 2019",
    ])
      expect(fitBand(scored(held).score).id).toBe("strong");
  });
});

describe("a bachelor's degree the posting requires, below it on the resume", () => {
  // Invented, in the shape of an Eswatini estate's paste.
  const posting = (degree: string) =>
    parseJob(`Senior Agronomist

Requirements
•${degree}
•A minimum of five (5) years' experience in irrigated sugarcane
•Valid driver's licence
`);
  const resume = (education: string) => `Sibusiso Dlamini
Field Agronomist

Experience
Field Agronomist / Team Leader, Mhlume Sugar Estate — Jan 2013 – Present
 • Irrigated sugarcane agronomy on 2,400 ha; ratoon management, fertiliser and irrigation scheduling.

Education
${education}

Licences
Driver's licence Code EB
`;
  const scored = (degree: string, education: string) => {
    const text = resume(education);
    return scoreResume({ resume: structureResume(text), text, job: posting(degree) });
  };
  const strict =
    "BSc Agriculture (Agronomy or Crop Production) from the University of Eswatini or an equivalent recognised university – a diploma will not be considered";

  it("keeps a candidate whose highest stated degree is lower below Strong, and says why", () => {
    const near = scored(
      strict,
      "Diploma in Agriculture – University of Eswatini, 2011\nSiteki Nazarene High School, 2008",
    );
    expect(fitBand(near.score).id).not.toBe("strong");
    expect(notesOf(near)).toMatch(
      /the highest degree the resume states is school or a diploma, and the posting requires a bachelor's degree: [\d.]+ points are held back/,
    );
    expect(
      fitBand(scored(strict, "BSc Agriculture (Agronomy) – University of Eswatini, 2011").score).id,
    ).toBe("strong");
  });

  it("holds back nothing where a lower degree or experience is accepted, or the degree is unread", () => {
    const diploma = "Diploma in Agriculture – University of Eswatini, 2011";
    for (const degree of [
      "Diploma or BSc in Agriculture",
      "Bachelor's degree in Agriculture or equivalent experience",
    ])
      expect(fitBand(scored(degree, diploma).score).id).toBe("strong");
    // A degree named on a line the reader did not keep as an entry, in French.
    expect(
      fitBand(
        scored(
          strict,
          "2016 : Licence professionnelle en Agronomie – Université de Djibouti\n2013 : Baccalauréat série ES, Lycée d'État",
        ).score,
      ).id,
    ).toBe("strong");
    // A degree's title the reader cannot place may be the degree asked.
    expect(
      fitBand(scored(strict, "Ingeniero Agrónomo – Universidad Nacional Agraria, 2011").score).id,
    ).toBe("strong");
  });

  it("holds back a bachelor's degree still studied, said so in a sentence too", () => {
    // Before, the entry "Bachelor of …" was taken for a degree the reader could not place, and
    // "Magistrates' Court" for a master's degree named elsewhere: neither was held back.
    const near = scored(
      strict,
      "Diploma in Agriculture – University of Eswatini, 2011\nBachelor of Science in Agriculture (part-time, in progress) – distance programme, expected completion 2028\n\nAwards\nI do not yet have a bachelor's degree; I am studying part-time for the BSc.\nWitness for the estate at Magistrates' Court hearings on water rights",
    );
    expect(fitBand(near.score).id).not.toBe("strong");
  });

  it("holds back an associate degree asked, where the résumé says it is not held", () => {
    // Before, only a bachelor's degree was held, the "Associate" of the posting's own line read as
    // a lower degree it accepts, and "I do not have an associate degree" as one held.
    const associate =
      "Associate Degree in Agriculture from the University of Eswatini or an equivalent institution – mandatory";
    const near = scored(
      associate,
      "Certificate in Agriculture (one year) – Eswatini College of Technology, 2011\n\nSummary\nMy training is a one-year certificate – I do not have an associate degree.",
    );
    expect(fitBand(near.score).id).not.toBe("strong");
    expect(notesOf(near)).toMatch(
      /the posting requires an associate degree: [\d.]+ points are held back/,
    );
    expect(
      fitBand(
        scored(associate, "Associate Degree in Agriculture – University of Eswatini, 2011").score,
      ).id,
    ).toBe("strong");
  });
});

describe("a master's degree the posting requires, below it on the resume", () => {
  // Invented, in the shape of a university's advising paste.
  const posting = (degree: string) =>
    parseJob(`Academic Advisor

Minimum Qualifications
•${degree}
•At least two (2) years of experience advising undergraduate students

Preferred but Not Required
•Experience with Ellucian Degree Works
•Doctorate in Higher Education
`);
  const resume = (education: string) => `Maya Lindqvist
Academic Advisor

Experience
Academic Advisor, Lakeshore State University — Aug 2019 – Present
 • Advise a caseload of 300 undergraduate students on degree plans and academic standing.

Education
${education}
`;
  const scored = (degree: string, education: string) => {
    const text = resume(education);
    return scoreResume({ resume: structureResume(text), text, job: posting(degree) });
  };
  const masters = "Master's degree in Counseling, Higher Education or a related field – required";

  it("keeps a candidate whose highest stated degree is a bachelor's below Strong, and says why", () => {
    // Before, only a bachelor's or an associate degree asked was held.
    const near = scored(
      masters,
      "B.A. Psychology – Lakeshore State University, 2017\nM.Ed. Higher Education (in progress, expected May 2027)",
    );
    expect(fitBand(near.score).id).not.toBe("strong");
    expect(notesOf(near)).toMatch(
      /the highest degree the resume states is a bachelor's degree, and the posting requires a master's degree: [\d.]+ points are held back/,
    );
    expect(
      fitBand(scored(masters, "M.Ed. Higher Education – Lakeshore State University, 2018").score)
        .id,
    ).toBe("strong");
  });

  it("holds back nothing where a bachelor's is accepted, or a degree as high is named unplaced", () => {
    const bachelor = "B.A. Psychology – Lakeshore State University, 2017";
    expect(
      fitBand(
        scored("Master's degree, or a Bachelor's degree and four years of advising", bachelor)
          .score,
      ).id,
    ).toBe("strong");
    // A first medical degree of the Commonwealth is read at a master's level, and a master's in
    // another language is not read as a lower degree.
    for (const held of [
      "MBChB — University of Birmingham, 2013",
      "Máster Universitario en Orientación Educativa – Universidad de Sevilla, 2018",
    ])
      expect(fitBand(scored(masters, held).score).id).toBe("strong");
  });
});

describe("a master's degree asked in French", () => {
  // Invented, in the shape of a Nigerien regulator's paste.
  const job = parseJob(`Radiation Protection Officer

Requirements
•Diplôme de niveau Master (Bac+5) minimum en physique ou radioprotection – exigé
•At least 5 years of experience in radiation protection
•Dosimetry and radiation monitoring
`);
  const notesFor = (education: string) => {
    const text = `Aïcha Moussa
Radiation Protection Officer

Experience
Radiation Protection Officer – Société des Mines, Arlit — January 2015 – Present
 • Dosimetry and radiation monitoring for 400 workers of a uranium mine.

Formation
${education}
`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note);
  };

  it("reads the level asked, and holds back a bachelor's, said as the bachelor's it is", () => {
    expect(job.education).toMatchObject({ value: "master", level: "required" });
    expect(parseJob("Exigences\n•Bac+3 en logistique\n").education?.value).toBe("bachelor");
    const near = notesFor(
      "2018 – Licence professionnelle en Radioprotection, Université Abdou Moumouni\n2015 – Baccalauréat série C, Lycée Issa Korombé\nMaster 2 Radioprotection (en cours, fin prévue 2027) – non obtenu",
    );
    expect(near.join("\n")).toMatch(
      /the highest degree the resume states is a bachelor's degree, and the posting requires a master's degree/,
    );
  });

  it("holds back nothing for a French engineer's degree", () => {
    const fit = notesFor(
      "2011 – Diplôme d'Ingénieur en Génie Atomique, Institut National des Sciences et Techniques Nucléaires\n2006 – Baccalauréat série C",
    );
    expect(fit.some((n) => /held back/.test(n))).toBe(false);
  });
});

describe("a certificate whose exams come in parts", () => {
  const job = parseJob(`Shift Engineer

Requirements
- Third Class Power Engineer Certificate of Competency – mandatory
- Physics or Nuclear engineering
`);
  const notesFor = (line: string) => {
    const text = `Sam Rideout\n\nExperience\nPower Engineer – Holyrood Generating Station\n2017 – present\n- Boiler operation\n\nCertificates\n${line}\n- Fourth Class Power Engineer – Certificate of Competency, 2017\n`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note)
      .join("\n");
  };

  it("is not held while a part is still to come", () => {
    expect(
      notesFor("- Third Class Power Engineer – Part A passed (2022); Part B in progress"),
    ).toMatch(
      /Third Class Power Engineer Certificate is required and the resume does not show it held/,
    );
    expect(notesFor("- Third Class Power Engineer – Parts A and B passed (2022)")).not.toMatch(
      /Third Class Power Engineer Certificate is required/,
    );
  });

  it("says nothing of a field named in the exam's line", () => {
    expect(
      notesFor(
        "- Third Class Power Engineer, 2021\n- Health Physics – Part I passed (June 2025). Part II not yet",
      ),
    ).not.toMatch(/Physics or Nuclear engineering: named only as sought/);
  });
});

describe("two years past the Baccalauréat asked in French", () => {
  // Invented, in the shape of a Norman inspection firm's paste.
  const job = parseJob(`Technicien CND

Votre profil – prérequis indispensables
•Formation Bac+2 minimum à dominante technique : BTS, DUT Mesures Physiques, licence professionnelle
•Certification COFREND niveau 2 UT
`);
  const notesFor = (education: string) => {
    const text = `Julien Lefèvre
Technicien CND

Expérience
Technicien CND – Contrôles Normands SA, Caen — 2015 – aujourd'hui
 • Contrôles UT et RT de soudures.

Formation
${education}
`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note)
      .join("\n");
  };

  it("reads a BTS or a DUT on the résumé as two years past school", () => {
    const text =
      "Koffi Mensah\n\nFormation\n2014 : BTS Commerce International – Lycée Technique d'Adidogomé\n";
    expect(structureResume(text).education.map((e) => e.level)).toEqual(["associate"]);
  });

  it("reads the lowest level the item accepts, and holds back a Bac Pro", () => {
    expect(job.education).toMatchObject({ value: "associate", level: "required" });
    expect(
      notesFor("2009 – Bac Pro Technicien en chaudronnerie industrielle, lycée Curie-Corot"),
    ).toMatch(
      /the highest degree the resume states is school or a diploma, and the posting requires an associate degree/,
    );
    expect(notesFor("2012 – BTS Contrôle industriel, lycée Jules Verne\n2010 – Bac S")).not.toMatch(
      /held back/,
    );
  });
});

describe("a driving licence the posting requires, which the resume says is not held", () => {
  // Invented, in the shape of a Northern Irish care agency's paste.
  const job = parseJob(`Senior Domiciliary Care Worker

Requirements
•NISCC registration as a social care worker
•At least 2 years' experience in domiciliary care
•A full, current driving licence valid in the UK and access to a car – essential
`);
  const resume = (driving: string) => `Aoife Maguire
Senior Care Worker

Experience
Senior Domiciliary Care Worker, Fermanagh Home Care — Jan 2019 – Present
 • Personal care, medication support and moving and handling in clients' homes.

Registration
NISCC registered social care worker, No. 6612345

${driving}
`;
  const scored = (driving: string) => {
    const text = resume(driving);
    return scoreResume({ resume: structureResume(text), text, job });
  };

  it("keeps the candidate below Strong and quotes the résumé", () => {
    const near = scored(
      "Driving: provisional licence only – I do not yet hold a full driving licence; practical test booked",
    );
    expect(fitBand(near.score).id).not.toBe("strong");
    expect(
      near.components
        .flatMap((c) => c.evidence)
        .map((e) => e.note)
        .join("\n"),
    ).toMatch(
      /Driver's license is required and the resume says it is not held \("Driving: provisional licence only/,
    );
  });

  it("holds back nothing where the résumé holds it or does not mention it", () => {
    expect(fitBand(scored("Full UK driving licence, own car").score).id).toBe("strong");
    expect(fitBand(scored("").score).id).toBe("strong");
  });
});

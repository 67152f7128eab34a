import { describe, expect, it } from "vitest";
import { checkExplanation } from "../../src/insights/check-explanation.ts";
import { buildInsights } from "../../src/insights/insights.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { lapsedAt, notHeldAt, programAt, soughtAt, soughtLine } from "../../src/skills/extract.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const posting = `# Staff Accountant

Requirements
- CPA required
- Registered Nurse license
- Dental hygiene
- Project Management Professional (PMP)
- Python
`;

/** One resume whose summary line is `line`, scored against the posting, with its explanation. */
const read = (line: string) => {
  const text = `Pat Lee\n\nSummary\n${line}\n\nExperience\nClerk, Acme Co — 2018 to 2022\n- Filed records\n`;
  const job = parseJob(posting);
  const resume = structureResume(text);
  const match = scoreResume({ resume, text, job });
  const insights = buildInsights({ match, job, resume });
  const notes = match.components.flatMap((c) => c.evidence);
  const credit = (requirement: string) =>
    notes
      .filter((e) => e.requirement === requirement)
      .reduce((best, e) => Math.max(best, e.credit), 0);
  return { text, job, resume, match, insights, notes, credit };
};

describe("a skill or credential named only as a goal", () => {
  it.each([
    [
      "Objective: To obtain a position as a Registered Nurse in a busy hospital.",
      "Registered Nurse",
    ],
    ["Seeking an entry-level role in dental hygiene.", "Dental hygiene"],
    ["Currently completing prerequisites for a dental hygiene program.", "Dental hygiene"],
    [
      "Expanded Function Dental Assistant with 10 years chairside. Currently completing prerequisites for a dental hygiene program.",
      "Dental hygiene",
    ],
    ["Pursuing CPA certification; will sit for the exam in 2027.", "CPA"],
    ["CPA (in progress)", "CPA"],
    ["CPA candidate", "CPA"],
    ["Working toward PMP certification", "PMP"],
    ["Aspiring Python developer eager to learn.", "Python"],
    ["Interested in learning Python", "Python"],
    ["Third-year apprentice looking to grow into a Registered Nurse role", "Registered Nurse"],
    ["Currently completing a CPA certification program", "CPA"],
    ["Enrolled in CPA-eligibility coursework", "CPA"],
    ["PMP exam: scheduled for January 2027", "PMP"],
    // Parts of its exam named between, joined by a plus.
    ["PMP Core + Agile 2 exams scheduled January 2027", "PMP"],
    // The part of it named before the label's dash.
    ["CPA Audit and Attestation section exam \u2013 scheduled March 2027", "CPA"],
    ["Project Management Professional (PMP) \u2013 booked for 14 January 2027", "PMP"],
    // A status line under its own label.
    ["PMP status: Completing the 35 contact hours, exam in 2027", "PMP"],
    ["Currently learning Python in an evening course", "Python"],
    ["Python Level 1 course (enrolled; not yet completed)", "Python"],
    ["PMP Candidate", "PMP"],
    ["Bell attendant, and I'm ready to learn Python and the reservations side", "Python"],
    ["I sit for the CPA exam in December 2026.", "CPA"],
  ])("is not held: %s", (line, requirement) => {
    const r = read(line);
    expect(r.credit(requirement)).toBe(0);
    const note = r.notes.find((e) => e.requirement === requirement)!.note!;
    expect(note).toContain("named only as sought or in progress");
    expect(note).not.toMatch(/: (?:found|not found)/);
    // The quote is the resume's own wording, and the explanation stays true to the documents.
    const quoted = /\("([^"]+)"\)/.exec(note)![1]!;
    expect(r.text).toContain(quoted);
    expect(
      checkExplanation({ match: r.match, job: r.job, resumeText: r.text, insights: r.insights }),
    ).toEqual([]);
  });

  it.each([
    ["CPA license - expired March 2024", "CPA"],
    ["PMP (lapsed 2021)", "PMP"],
    ["Registered Nurse license: inactive", "Registered Nurse"],
  ])("is no longer held: %s", (line, requirement) => {
    const r = read(line);
    expect(r.credit(requirement)).toBe(0);
    const note = r.notes.find((e) => e.requirement === requirement)!.note!;
    expect(note).toContain("named only as expired or lapsed");
    expect(r.text).toContain(/\("([^"]+)"\)/.exec(note)![1]!);
    expect(
      checkExplanation({ match: r.match, job: r.job, resumeText: r.text, insights: r.insights }),
    ).toEqual([]);
  });

  it("is asked about as lapsed", () => {
    expect(read("Registered Nurse license: inactive").insights.interviewQuestions[0]).toBe(
      'The role needs Registered Nurse; your resume names it as expired or lapsed ("Registered Nurse license: inactive"). Do you plan to renew it, and by when?',
    );
  });

  it("is held beside 'suspended' that names no status: 'suspended loads'", () => {
    expect(
      read("Registered Nurse license, active; ward work with suspended ceilings").credit(
        "Registered Nurse",
      ),
    ).toBe(1);
  });

  it("is not held when suspended, and is asked about as such", () => {
    const r = read("Registered Nurse license - suspended since 2025");
    expect(r.credit("Registered Nurse")).toBe(0);
    expect(r.notes.find((e) => e.requirement === "Registered Nurse")!.note).toContain(
      "named only as suspended or revoked",
    );
    expect(r.insights.interviewQuestions[0]).toMatch(
      /^The role needs Registered Nurse; your resume names it as suspended or revoked \(".*"\)\. Is it reinstated, or when will it be\?$/,
    );
    expect(
      checkExplanation({ match: r.match, job: r.job, resumeText: r.text, insights: r.insights }),
    ).toEqual([]);
  });

  it("is not held when terminated, and is asked about as such", () => {
    const r = read("Registered Nurse license - terminated at my request in 2024");
    expect(r.credit("Registered Nurse")).toBe(0);
    expect(r.insights.interviewQuestions[0]).toMatch(
      /^The role needs Registered Nurse; your resume names it as terminated or cancelled \(".*"\)\. Do you plan to hold it again, and by when\?$/,
    );
    expect(
      checkExplanation({ match: r.match, job: r.job, resumeText: r.text, insights: r.insights }),
    ).toEqual([]);
  });

  it("is held when the resume says when it expires, not that it has", () => {
    expect(read("PMP, expires June 2027").credit("PMP")).toBe(1);
  });

  it("is said to be sought in the gaps and asked about as such", () => {
    const rn = read("Objective: To obtain a position as a Registered Nurse in a busy hospital.");
    expect(rn.insights.gaps).toContain(
      'Missing required skill: Registered Nurse (named only as sought or in progress: "To obtain a position as a Registered Nurse")',
    );
    expect(rn.insights.interviewQuestions.join("\n")).toContain(
      "your resume names it as sought or in progress",
    );
    expect(rn.insights.interviewQuestions.join("\n")).not.toMatch(
      /Registered Nurse, which your resume does not mention/,
    );
  });

  it.each([
    ["Seeking to apply my 6 years of Python experience.", "Python"],
    ["Licensed CPA in Ohio since 2015.", "CPA"],
    ["Registered Nurse with 8 years on a medical ward, seeking a charge role.", "Registered Nurse"],
    ["PMP certified; looking for a program manager role.", "PMP"],
    // A status word a few lower-case words on is about something else (these read as sought).
    ["Wrote Python and scheduled the nightly reports.", "Python"],
    ["Built Python tools for expected revenue forecasts.", "Python"],
    ["Checked the Registered Nurse and candidate rosters.", "Registered Nurse"],
  ])("is still held when the resume claims it: %s", (line, requirement) => {
    expect(read(line).credit(requirement)).toBeGreaterThan(0);
  });
});

describe("a goal an objective names again", () => {
  const job = parseJob(
    "# Paralegal\n\nRequirements\n- Real estate closing experience\n- Customer service",
  );
  const score = (summary: string) => {
    const text = `Pat Lee\n\nSummary\n${summary}\n\nExperience\nFitness Instructor, Acme Gym — 2018 to 2022\n- Led group classes\n`;
    const match = scoreResume({ resume: structureResume(text), text, job });
    return match.skills.find((s) => s.skill.name === "Real estate");
  };

  it("is still sought later in the same summary", () => {
    const m = score(
      "Seeking a career as a Real Estate Professional; focused on customer service. Promptly develops relationships needed to operate as an effective Real Estate Salesperson.",
    );
    expect(m?.credit).toBe(0);
    expect(m?.sought?.text).toBe("Seeking a career as a Real Estate");
  });

  it("is held where its own clause claims it", () => {
    const m = score(
      "Seeking a career as a Real Estate Professional. Licensed agent with 5 years of Real Estate sales.",
    );
    expect(m?.credit).toBeGreaterThan(0);
  });
});

describe("soughtAt", () => {
  /** What `soughtAt` quotes for `name` at its place in `text` (its last, or its first). */
  const soughtFor = (text: string, name: string, start = text.lastIndexOf(name)) =>
    soughtAt(text, start, start + name.length)?.text;

  it("reads a goal within a few words in the same clause, never across a clause", () => {
    const at = (text: string, name: string) => soughtFor(text, name);
    expect(at("Seeking a full-time position as a Welder", "Welder")).toBe(
      "Seeking a full-time position as a Welder",
    );
    expect(at("RN exam pending", "RN")).toBe("RN exam pending");
    expect(at("Seeking growth, I built Python services", "Python")).toBeUndefined();
    // "Pursuing" a study, a credential or a career is a goal; pursuing customers is sales work.
    expect(at("Pursuing CPA certification", "CPA")).toBe("Pursuing CPA");
    expect(
      at("Pursuing new customers for customer service contracts", "customer service"),
    ).toBeUndefined();
    expect(
      at("Seeking a role where I can grow my long career in Python", "Python"),
    ).toBeUndefined();
    expect(at("a role where I can continue echo training toward the RDCS", "RDCS")).toBe(
      "training toward the RDCS",
    );
    // "finish my A&P": the writer's own credential, still to finish.
    expect(at("a role where I can finish my A&P and grow", "A&P")).toBe("finish my A&P");
    // Waiting for a card or a permit is waiting for the paper.
    expect(at("I am waiting for my DGD professional card to lodge declarations", "DGD")).toBe(
      "waiting for my DGD",
    );
  });

  it("reads a status after the credential's noun and the step it names", () => {
    const at = (text: string, name: string) => soughtFor(text, name, text.indexOf(name));
    expect(at("the GCIH certification attempt is scheduled for January 2027", "GCIH")).toBe(
      "GCIH certification attempt is scheduled",
    );
    expect(at("FCAS progress: Exam 7 passed", "FCAS")).toBe("FCAS progress");
    expect(at("PTIN \u2014 applied 11/2026", "PTIN")).toBe("PTIN \u2014 applied");
    expect(
      at("Illinois Managing Broker License | not yet held \u2013 course done", "Managing Broker"),
    ).toBe("Managing Broker License | not yet");
    // The next line's status is its own item's, when the line starts in capitals.
    expect(
      at(
        "BLS \u2013 American Heart Association, 2025\nOTC (NBCOT) \u2013 not certified yet",
        "BLS",
      ),
    ).toBeUndefined();
    expect(at("CTEC registration applied for.", "CTEC")).toBe("CTEC registration applied for");
    expect(at("Applied Behavior Analysis \u2013 RBT, 2019", "RBT")).toBeUndefined();
    expect(
      at(
        "(Surface Supplied Air Diver upgrade pending: 107 more dives)",
        "Surface Supplied Air Diver",
      ),
    ).toBe("Surface Supplied Air Diver upgrade pending");
    expect(
      at("ACS initial assessment (CCN1 and CENWAT) \u2013 booked for 14 January 2027", "ACS"),
    ).toBe("ACS initial assessment (CCN1 and CENWAT) \u2013 booked");
    expect(
      at(
        "Fundamental Payroll Certification (FPC), PayrollOrg \u2014 not yet certified",
        "Fundamental Payroll",
      ),
    ).toBe("Fundamental Payroll Certification (FPC), PayrollOrg \u2014 not yet");
    expect(
      at("FAA Mechanic Certificate, Airframe rating \u2013 NOT YET HELD", "FAA Mechanic"),
    ).toBe("FAA Mechanic Certificate, Airframe rating \u2013 NOT YET");
    expect(at("CPR, BLS \u2013 in progress", "CPR")).toBeUndefined();
    expect(at("SEMI-SENIOR ACCOUNTANT \u2013 ACCA PART-QUALIFIED (12 OF 13 EXAMS)", "ACCA")).toBe(
      "ACCA PART-QUALIFIED",
    );
    expect(at("No APRN certificate (pending graduation and NNP-BC)", "NNP-BC")).toBe(
      "pending graduation and NNP-BC)",
    );
    expect(
      at("Certified Scrum Product Owner (CSPO), Scrum Alliance \u2013 not yet certified", "CSPO"),
    ).toBe("CSPO), Scrum Alliance \u2013 not yet");
    expect(at("I expect to be registered as an RECE early in 2027", "RECE")).toBe(
      "expect to be registered as an RECE",
    );
    expect(at("Gas Safe Register \u2013 will register after passing ACS", "ACS")).toBe(
      "after passing ACS",
    );
    expect(at("GCIH certification, earned 2024", "GCIH")).toBeUndefined();
    expect(at("FCAS; progress reports for the board", "FCAS")).toBeUndefined();
  });
});

describe("what a resume says it is not, or has not finished", () => {
  it("does not hold what the resume says it does not do", () => {
    const r = read("Machine operator. I do not perform setups or program Python scripts myself.");
    expect(r.credit("Python")).toBe(0);
    // "deep learning frameworks such as PyTorch" is no goal of learning.
    expect(
      read("Built deep learning models in Python for 4 years.").credit("Python"),
    ).toBeGreaterThan(0);
  });

  it("does not hold a licence written as 'non-CDL'", () => {
    const job = parseJob("Truck Driver\n\nRequirements\n- CDL Class A\n");
    const text =
      "Lee Ode\n\nExperience\nRoute Driver (non-CDL), Acme Bakery, 2015 - 2024\n- Box truck under 26,001 lbs\n";
    const m = scoreResume({ resume: structureResume(text), text, job });
    expect(m.skills.find((s) => s.skill.name === "CDL Class A")?.match).toBe("missing");
    // "non" must be a word of its own: a Canon dealership's driver holds the CDL he names.
    const canon = text.replace("Route Driver (non-CDL)", "Driver, Canon CDL Class A");
    expect(
      scoreResume({ resume: structureResume(canon), text: canon, job }).skills.find(
        (s) => s.skill.name === "CDL Class A",
      )?.match,
    ).toBe("exact");
  });

  it("does not hold the licence a bridge program leads to", () => {
    const r = read("LPN with 6 years; LPN-to-RN bridge program, 2026");
    expect(r.match.skills.find((s) => s.skill.name === "Registered Nurse")?.match).not.toBe(
      "exact",
    );
  });

  it("holds no degree still in progress, and says which one is", () => {
    const job = parseJob("Nurse\n\nRequirements\n- Associate degree in nursing\n");
    const text =
      "Lee Ode\n\nExperience\nLPN, Mercy Home, 2015 - 2024\n- Patient care\n\nEducation\nAssociate Degree in Nursing (in progress)\n";
    const degree = scoreResume({ resume: structureResume(text), text, job })
      .components.find((c) => c.id === "education")!
      .evidence.find((e) => e.requirement.endsWith("degree"))!;
    expect(degree.credit).toBe(0);
    expect(degree.note).toBe("No completed degree found; associate in progress");
  });

  it("holds no degree a line says is not held, or only considered", () => {
    const job = parseJob("Support Engineer\n\nRequirements\n- Bachelor's degree\n");
    const text =
      "Lee Ode\n\nExperience\nSupport Specialist, Acme, 2019 - 2024\n- Troubleshooting\n\nEducation\nA.A.S. Computer Information Systems - Chemeketa Community College, 2022\n(No bachelor's degree; considering an online B.S. in IT starting 2027)\n";
    const note = scoreResume({ resume: structureResume(text), text, job })
      .components.find((c) => c.id === "education")!
      .evidence.find((e) => e.requirement.endsWith("degree"))!.note;
    expect(note).toBe("Highest degree found: associate");
  });

  it("holds no degree whose status on the line below says it is in progress", () => {
    const job = parseJob("Sales Representative\n\nRequirements\n- Bachelor's degree\n");
    const note = (status: string) => {
      const text = `Lee Ode\n\nExperience\nSales Representative, Acme, 2015 - 2024\n- Sales\n\nEducation\nB.S. Business Administration \u2014 Franklin University\n  ${status}\nA.A.B. Business Management \u2014 Columbus State Community College, 2019\n`;
      return scoreResume({ resume: structureResume(text), text, job })
        .components.find((c) => c.id === "education")!
        .evidence.find((e) => e.requirement.endsWith("degree"))!.note;
    };
    // The bachelor's is in progress; the associate of applied business below it is held.
    expect(note("In progress; 102 of 124 credits completed; expected graduation May 2027")).toBe(
      "Highest degree found: associate",
    );
    expect(note("Graduated May 2012, magna cum laude")).toMatch(/^Highest degree found: bachelor/);
  });
});

describe("a degree still pursued, by the line below or by its start alone", () => {
  const degreeNote = (asked: string, education: string) => {
    const job = parseJob(`Clinical Pharmacist\n\nRequirements\n- ${asked}\n`);
    const text = `Rana Roe\n\nExperience\nPharmacist, Salmaniya Hospital, 2021 - 2026\n- Dispensing\n\nEducation\n${education}`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.find((c) => c.id === "education")!
      .evidence.find((e) => e.requirement.endsWith("degree") || /degree in/.test(e.requirement))!
      .note;
  };

  it("is no master's when the line below says in progress and, in brackets, what is not held", () => {
    const note = degreeNote(
      "Master's degree in Clinical Pharmacy",
      "Bachelor of Pharmacy (BPharm) \u2013 Jordan University of Science and Technology, Irbid, 2020\nMaster of Science in Clinical Pharmacy \u2013 Arabian Gulf University, Manama \u2013 part-time,\n  in progress, expected graduation June 2027 (no PharmD or completed master's yet)\n",
    );
    expect(note).toMatch(/^Highest degree found: bachelor/);
  });

  it("is no master's when its entry ends after today, or a summary says it is being studied", () => {
    expect(
      degreeNote(
        "Master's degree in Clinical Pharmacy",
        "Bachelor of Pharmacy \u2013 Cairo University, 2012\nMaster of Science in Clinical Pharmacy \u2013 Arabian Gulf University, June 2030\n",
      ),
    ).toMatch(/^Highest degree found: bachelor/);
    const job = parseJob(
      "Psychologist\n\nRequirements\n- Master's degree in Clinical Psychology\n",
    );
    const text =
      "Ana Roe\n\nSummary\nPsychologist; I am currently studying a Master's in Clinical Psychology.\n\nExperience\nPsychologist, IPS Bienestar, 2024 - 2026\n- Therapy\n\nEducation\nPsicología \u2013 Universidad de San Buenaventura, Medellín, 2022\n";
    const note = scoreResume({ resume: structureResume(text), text, job })
      .components.find((c) => c.id === "education")!
      .evidence.find((e) => /degree/.test(e.requirement))!.note;
    expect(note).not.toMatch(/Highest degree found: master/);
  });

  it("is no master's when a line of its entry says how much of it is done", () => {
    expect(
      degreeNote(
        "Master's degree in Civil Engineering",
        "Laurea Magistrale in Ingegneria Civile \u2013 Università degli Studi di Bergamo\n  part-time, 72 of 120 ECTS completed, expected graduation July 2027\nLaurea in Ingegneria Edile \u2013 Università degli Studi di Bergamo, 2016\n",
      ),
    ).toMatch(/^Highest degree found: bachelor/);
  });

  it("is no doctorate when only its start is dated ('started 2024'), but is one when finished", () => {
    expect(
      degreeNote(
        "PhD in Pharmaceutical Sciences",
        "Bachelor of Pharmacy \u2013 Cairo University, 2012\nPhD studies in Pharmaceutical Sciences \u2013 Cairo University, started 2024\n",
      ),
    ).toMatch(/^Highest degree found: bachelor/);
    expect(
      degreeNote(
        "PhD in Pharmaceutical Sciences",
        "Bachelor of Pharmacy \u2013 Cairo University, 2012\nPhD in Pharmaceutical Sciences \u2013 Cairo University, started 2018, graduated 2022\n",
      ),
    ).toMatch(/^Highest degree found: doctorate/);
  });
});

describe("a degree the same line says is being pursued", () => {
  it("is in progress, by its abbreviation too", () => {
    const job = parseJob("Analyst\n\nRequirements\n- Bachelor's degree in Information Security\n");
    const text =
      "Sam Roe\n\nExperience\nMechanic, US Army, 2015 - 2024\n- Vehicle repair\n\nEducation\nBachelor of Science : Information Security Columbia Southern University, City, State Pursuing BAS in Information Security\n";
    const degree = scoreResume({ resume: structureResume(text), text, job })
      .components.find((c) => c.id === "education")!
      .evidence.find((e) => e.requirement.endsWith("degree") || /bachelor/i.test(e.requirement))!;
    expect(degree.credit).toBe(0);
    expect(degree.note).toMatch(/in progress/);
  });
});

describe("a tool named inside a certification still sought", () => {
  it("is not shown in use, and the status survives blind review's masking of its date", () => {
    const job = parseJob("Data Analyst\nRequirements\n- Power BI\n- SQL\n");
    const text =
      "Sofia Marquez\nData Analyst\nSKILLS\nSQL, Looker\nCERTIFICATIONS\nMicrosoft PL-300 (Power BI Data Analyst) - expected March 2027\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const power = match.skills.find((s) => s.skill.name === "Power BI")!;
    expect(power.match).toBe("missing");
    expect(power.sought?.text).toMatch(/Power BI Data Analyst\) - expected/);
    expect(match.skills.find((s) => s.skill.name === "SQL")!.match).toBe("exact");
  });
});

/** What `soughtAt` quotes for the first `name` in `line`. */
const at = (line: string, name: string) => {
  const start = line.indexOf(name);
  return soughtAt(line, start, start + name.length)?.text;
};

describe("a credential whose own item goes on to say it is not held yet", () => {
  it("is sought, unless the item says it is held", () => {
    const licence = "Florida Real Estate Sales Associate license";
    expect(
      at(`${licence}: pre-licensing course completed, state exam scheduled Jan 2027`, licence),
    ).toMatch(/state exam scheduled$/);
    expect(at("BLS - AHA, renewal scheduled 2026", "BLS")).toBeUndefined();
    // The initials in brackets go with the exam named before them.
    expect(
      at("Passed the CRT exam; sitting for the Clinical Simulation Exam (RRT) in 2027", "RRT"),
    ).toBe("sitting for the Clinical Simulation Exam (RRT");
    expect(at("Registered Respiratory Therapist (RRT), NBRC 2019", "RRT")).toBeUndefined();
    expect(at("RN License: active; BSN in progress", "RN License")).toBeUndefined();
    // The item ends where the next one of the list begins.
    expect(at("RN license - Texas, BLS certification in progress", "RN")).toBeUndefined();
  });

  it("goes on past a semicolon that goes on about the credential", () => {
    expect(
      at(
        "Local Anesthesia Permit (PA) – course completed October 2026; permit application submitted, pending Board approval",
        "Local Anesthesia Permit",
      ),
    ).toMatch(/permit application submitted$/);
    // Not into another item of the line.
    expect(at("CPR – AHA, 2025; instructor course in progress", "CPR")).toBeUndefined();
  });

  it("is applied for past its name spelled out in brackets", () => {
    expect(
      at(
        "NACP (National Advocate Credentialing Program, NOVA) – application submitted September 2026, pending review",
        "NACP",
      ),
    ).toBe("NACP (National Advocate Credentialing Program, NOVA) – application");
    expect(
      at("NACP (National Advocate Credentialing Program, NOVA) – Intermediate, 2022", "NACP"),
    ).toBeUndefined();
  });
});

describe("a credential of several exams, one still to pass", () => {
  it("is sought, and held once every exam is passed", () => {
    expect(at("CompTIA A+ Core 1 - passed 2025; Core 2 exam scheduled", "CompTIA A+")).toMatch(
      /Core 2 exam scheduled$/,
    );
    expect(at("CPA - passed FAR and AUD; REG scheduled", "CPA")).toMatch(/REG scheduled$/);
    expect(at("CPA (3 of 4 sections passed)", "CPA")).toMatch(/3 of 4 sections passed$/);
    expect(at("CPA (4 of 4 sections passed), licensed 2021", "CPA")).toBeUndefined();
    expect(at("CompTIA A+ - 2023", "CompTIA A+")).toBeUndefined();
    expect(at("PMP - 2019; renewal exam scheduled 2027", "PMP")).toBeUndefined();
  });

  it("is sought while a board's, a skills or a dictation exam is still to pass, or the licence is still to be applied for", () => {
    expect(at("My AANPCB FNP board exam is scheduled for December 2026", "FNP")).toBe(
      "FNP board exam",
    );
    expect(at("registered for the California CSR dictation exam in March 2027", "CSR")).toBe(
      "CSR dictation exam",
    );
    expect(at("Passed the FNP board exam in 2019", "FNP")).toBeUndefined();
    expect(
      at(
        "NCRA Registered Professional Reporter (RPR) - Written Knowledge Test passed 2026; skills tests in progress",
        "RPR",
      ),
    ).toMatch(/skills tests in progress$/);
    const aprn = "Montana APRN license - to be submitted after board certification";
    expect(at(aprn, "APRN")).toBe("APRN license - to be submitted");
    expect(at(aprn, "board certification")).toBe("to be submitted after board certification");
    const at2 = "Tennessee Athletic Trainer License - will apply after BOC certification";
    expect(at(at2, "Tennessee Athletic Trainer License")).toMatch(/will apply$/);
    expect(at(at2, "BOC")).toBe("will apply after BOC");
    expect(at("I can start once I pass the NCLEX-RN in May", "NCLEX-RN")).toBe(
      "once I pass the NCLEX-RN",
    );
    expect(at("Promoted after CPA licensure in 2019", "CPA")).toBeUndefined();
    expect(at("accruing concentrated supervised fieldwork toward the BCBA", "BCBA")).toBe(
      "fieldwork toward the BCBA",
    );
    expect(at("logged 2,650 of the 3,000 hours required for LMFT licensure", "LMFT")).toBe(
      "hours required for LMFT",
    );
    expect(at("HT(ASCP) - working toward; exam planned spring 2027", "HT(ASCP)")).toBe(
      "HT(ASCP) - working toward",
    );
  });

  it("is sought when one level or part of a designation earned by a series of exams is named", () => {
    expect(at("Passed CFA Level I", "CFA")).toBe("CFA Level I");
    expect(at("CFA Level II - passed 2024", "CFA")).toBe("CFA Level II - passed");
    expect(at("FRM Part 1 passed (May 2025)", "FRM")).toBe("FRM Part 1 passed");
    expect(at("CFA Charterholder since 2016", "CFA")).toBeUndefined();
    expect(at("CFA, CAIA", "CFA")).toBeUndefined();
    // Another credential's levels are credentials of their own.
    expect(at("Xactimate Level 1 certified", "Xactimate")).toBeUndefined();
    expect(soughtLine("Passed CFA Level III")).toBe(true);
    expect(soughtLine("CFA charterholder; FRM")).toBe(false);
  });

  it("says so where the skills and the certifications name it, rather than 'not found'", () => {
    const job = parseJob("Senior Accountant\n\nRequirements\n- CPA license\n");
    for (const line of [
      "CPA - passed FAR and AUD; REG scheduled",
      "Passed 2 of 4 CPA exam sections",
    ]) {
      const text = `Sam Ortiz\n\nExperience\nStaff Accountant, Acme — 2022 - Present\n- Month-end close\n\nCertifications\n${line}\n`;
      const match = scoreResume({ resume: structureResume(text), text, job });
      const cpa = match.components
        .flatMap((c) => c.evidence)
        .filter((e) => /^(?:CPA|Certified Public Accountant)$/.test(e.requirement));
      expect(cpa.length, line).toBeGreaterThan(1);
      for (const e of cpa) {
        expect(e.credit, line).toBe(0);
        expect(e.note, line).toMatch(/named only as sought or in progress/);
      }
    }
  });

  it("meets no requirement for it, on a line of the Certifications list too", () => {
    const job = parseJob("Help Desk Technician\n\nRequirements\n- CompTIA A+ certification\n");
    const text =
      "Pat Lee\n\nExperience\nRepair Technician, Acme — 2018 to 2022\n- Repaired laptops\n\nCertifications\nCompTIA A+ (Core 1 passed, Core 2 scheduled)\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    expect(match.skills.find((s) => s.skill.name === "CompTIA A+")?.match).toBe("missing");
  });
});

describe("a credential's name before a program, school or course", () => {
  it("names the training for a role's credential, not the credential; a skill's card stays held", () => {
    const job = parseJob(
      "Behavior Technician\n\nRequirements\n- Registered Behavior Technician (RBT)\n- OSHA 30\n",
    );
    const text =
      "Sam Ortiz\n\nExperience\nTeacher, Acme — 2022 - Present\n- Lessons\n\nCertifications\n- RBT 40-Hour Training completed (2025)\n- OSHA 30-Hour Training (2024)\n";
    const skills = scoreResume({ resume: structureResume(text), text, job }).skills;
    expect(skills.find((s) => s.skill.name === "Registered Behavior Technician")?.match).toBe(
      "missing",
    );
    expect(skills.find((s) => /OSHA/.test(s.skill.name))?.match).toBe("exact");
  });

  it("names the schooling for it, not the credential held", () => {
    const { credit } = read(
      "Associate of Science: Nursing 2018, Baltimore County Community College, State Registered Nursing Program",
    );
    expect(credit("Registered Nurse license")).toBeLessThan(1);
    const cpa = read("Completed CPA course work in 2019; CPA review class");
    expect(cpa.credit("CPA")).toBe(0);
  });

  it("is not held when its words name the role that assists it: 'Certified Nursing Assisting'", () => {
    const { credit } = read("Certified Nursing Assisting, Resurrection Hospital");
    expect(credit("Registered Nurse license")).toBeLessThan(1);
    expect(credit("Registered Nurse")).toBeLessThan(1);
  });

  it("is held when the program is the holder's role: 'RN Program Director'", () => {
    const { credit } = read("Registered Nurse, RN Program Director at Mercy College since 2015");
    expect(credit("Registered Nurse license")).toBe(1);
  });
});

/** The credit every part gives `requirement`'s credential, for a resume whose section `lines` are. */
const heldFor = (requirement: string, section: string) => {
  const job = parseJob(`Technician\n\nRequirements\n- ${requirement}\n- 1+ years of experience\n`);
  const text = `Pat Doe\n\nExperience\nTechnician, Acme — Jan 2016 - Present\n- Work\n\n${section}\n`;
  const match = scoreResume({ resume: structureResume(text), text, job });
  return match.components
    .filter((c) => c.id === "requiredSkills" || c.id === "education")
    .flatMap((c) => c.evidence)
    .filter((e) => e.resumeSpan || /not found/.test(e.note))
    .filter((e) => !/^(?:Pharmacy|Highest degree)/.test(e.note))
    .map((e) => e.credit);
};

/**
 * The credential asked is read in the section, and not as held: at most a step's credit
 * ("Geologist-in-Training" towards the licence), never the credential's.
 */
const expectNotHeld = (requirement: string, section: string) => {
  const credits = heldFor(requirement, section);
  expect(credits.length, section).toBeGreaterThan(0);
  for (const credit of credits) expect(credit, section).toBeLessThan(0.5);
};

/** Whether the section meets the requirement in no part: read, and credited nowhere. */
const heldNowhere = (requirement: string, section: string) => {
  const credits = heldFor(requirement, section);
  return credits.length > 0 && Math.max(...credits) === 0;
};

describe("a trainee's credential", () => {
  it("is not the trade's: an apprentice's licence, a trainee's licence", () => {
    for (const [requirement, line] of [
      ["Texas Journeyman Electrician license", "Apprentice Electrician License - Texas (TDLR)"],
      ["Electrician license", "Apprentice Electrician License - Texas (TDLR)"],
      [
        "Current Arizona Pharmacy Technician license",
        "Arizona Pharmacy Technician Trainee License - 2024",
      ],
      [
        "Pharmacy Technician certification (PTCB CPhT)",
        "Arizona Pharmacy Technician Trainee License - 2024",
      ],
    ]) {
      const credits = heldFor(requirement!, `Certifications\n${line}`);
      expect(credits.length, line).toBeGreaterThan(0);
      for (const credit of credits) expect(credit, `${requirement} / ${line}`).toBe(0);
    }
  });

  it("leaves the trade's own licence held", () => {
    for (const [requirement, line] of [
      ["Texas Journeyman Electrician license", "Journeyman Electrician License - Texas"],
      ["Current Arizona Pharmacy Technician license", "Pharmacy Technician License (Arizona)"],
    ]) {
      const credits = heldFor(requirement!, `Certifications\n${line}`);
      expect(credits.length, line).toBeGreaterThan(0);
      for (const credit of credits) expect(credit, line).toBe(1);
    }
  });
});

describe("a school's certificate program for a certified trade", () => {
  it("is the schooling, not the certification", () => {
    for (const line of [
      "Pharmacy Technician Certificate of Completion  04/2025\nEast Valley Career College",
      "Pharmacy Technician Certificate Program  05/2018\nPima Medical Institute",
    ]) {
      const credits = heldFor(
        "Pharmacy Technician certification (PTCB CPhT)",
        `Education\n${line}`,
      );
      expect(credits.length, line).toBeGreaterThan(0);
      for (const credit of credits) expect(credit, line).toBe(0);
    }
    const held = heldFor(
      "Pharmacy Technician certification (PTCB CPhT)",
      "Certifications\nPTCB Certified Pharmacy Technician (CPhT) - 2018",
    );
    expect(held).toContain(1);
  });
});

describe("the courses before a program", () => {
  it("are sought, not the skill: 'prerequisites to apply to a …', '… Prerequisites'", () => {
    expect(
      at("Currently taking prerequisites to apply to a dental hygiene program", "dental hygiene"),
    ).toBe("prerequisites to apply to a dental hygiene");
    expect(
      at("Dental Hygiene Prerequisites (Anatomy & Physiology, Microbiology)", "Dental Hygiene"),
    ).toBe("Dental Hygiene Prerequisites");
    // Applying a skill one has is a claim.
    expect(at("Seeking a role to apply my 6 years of Python", "Python")).toBeUndefined();
    expect(at("Dental hygiene program graduate, 2019", "Dental hygiene")).toBeUndefined();
  });
});

describe("a credential's requirements counted or studied", () => {
  it("are steps towards it, not the credential held", () => {
    for (const line of [
      "Supervised MRI scanning \u2013 96 of 125 required ARRT MR procedures documented",
      "ARRT MR Structured Education \u2013 16 credit hours, online (completed 05/2026)",
      "ARRT (MR) clinical requirements about 80% complete",
    ]) {
      const credits = heldFor("ARRT (MR) registry", `Certifications\n${line}`);
      expect(credits.length, line).toBeGreaterThan(0);
      for (const credit of credits) expect(credit, line).toBe(0);
    }
    // One of several who hold it is a holder.
    expect(
      heldFor("ARRT (R) registry", "Certifications\nLead 1 of 2 ARRT (R) technologists on nights"),
    ).toContain(1);
  });

  it("reads 'Registered in <discipline>' as the registry's credential", () => {
    const job = parseJob(
      "MRI Technologist\n\nRequirements\n- Registered in Magnetic Resonance Imaging by the American Registry of Radiologic Technologists",
    );
    expect(job.skills.map((s) => s.name)).toContain("ARRT Magnetic Resonance Imaging");
  });
});

describe("a credential said not held in other words", () => {
  it("reads its status on the next line of a wrapped sentence, 'pursuing … licensure', and a holder named beside the candidate", () => {
    for (const [requirement, section] of [
      [
        "NCCPA certification (PA-C)",
        "Summary\nPANCE scheduled for January 2027; NCCPA PA-C certification\nnot yet held.",
      ],
      [
        "Professional Geologist license",
        "Summary\nGeologist-in-Training pursuing Texas P.G. licensure.",
      ],
      [
        "AFA Certified Journeyman Farrier (CJF)",
        "Training\nApprenticeship with a CJF farrier, 2019 - 2020",
      ],
      [
        "Certified Crop Adviser (CCA)",
        "Certifications\nCertified Crop Adviser: passed ICCA International exam (July 2025); Iowa CCA Board\n  performance-objectives exam scheduled February 2027 \u2013 not yet certified",
      ],
    ])
      expectNotHeld(requirement!, section!);
    // The candidate's own, used: not someone else's.
    expect(
      heldFor("Class A CDL", "Experience\nDrove with a Class A CDL license for 5 years"),
    ).toContain(1);
  });
});

describe("a credential's words that name something else", () => {
  it("are not it held: the body's name, 'no Class A', a label's status on its wrapped line, 'Pre-commissioned'", () => {
    for (const [requirement, section] of [
      [
        "Certified Safety Professional (CSP)",
        "Certifications\nAssociate Safety Professional (ASP), Board of Certified Safety Professionals, 2022",
      ],
      [
        "Class A CDL",
        "Licenses\n\u2022 NJ CDL Class B with Tank Vehicle (N) endorsement \u2014 no Class A",
      ],
      [
        "Hazmat (H) endorsement",
        "Licenses\n\u2022 Hazardous Materials (H) endorsement \u2014 knowledge test passed 09/2026, TSA security threat\n  assessment pending; endorsement NOT yet issued",
      ],
      [
        "Commissioned bank examiner",
        "Summary\nPre-commissioned bank examiner with 2 years of examinations",
      ],
    ])
      expectNotHeld(requirement!, section!);
    // A credential named for its body is the credential.
    expect(
      heldFor(
        "Oregon Board of Dentistry Radiologic Proficiency Certificate",
        "Certifications\nOregon Board of Dentistry Radiologic Proficiency Certificate #RP-44718 (2015)",
      ),
    ).toContain(1);
    expect(
      heldFor(
        "Certified Safety Professional (CSP)",
        "Certifications\nCertified Safety Professional, Board of Certified Safety Professionals, 2022",
      ),
    ).toContain(1);
  });
});

describe("a licence's pre-licensing course", () => {
  it("is the schooling for it, not the licence held", () => {
    const credits = heldFor(
      "Active Florida 6-20 All-Lines Adjuster license",
      "Certifications\nFlorida 6-20 All-Lines Adjuster Pre-Licensing Course (Kaplan) - completed 2025",
    );
    expect(credits.length).toBeGreaterThan(0);
    for (const credit of credits) expect(credit).toBe(0);
  });
});

describe("a credential that includes the one asked", () => {
  it("holds it: Top Secret for a clearance, OSHA 30 for OSHA 10, a master's licence for a journeyman's", () => {
    for (const [requirement, line] of [
      ["Security clearance", "Active Top Secret clearance"],
      ["OSHA 10-Hour card", "OSHA 30-Hour Construction - 2022"],
      ["OSHA 10-Hour card", "30 – Hour OSHA Construction Safety & Health Certificate"],
      ["Texas Journeyman Electrician license", "Master Electrician License - Texas"],
      ["Class B CDL", "Class A CDL - 2019"],
      ["CPR certification", "BLS for Healthcare Providers - AHA, 2025"],
    ]) {
      const credits = heldFor(requirement!, `Certifications\n${line}`);
      expect(credits.length, line).toBeGreaterThan(0);
      for (const credit of credits) expect(credit, `${requirement} / ${line}`).toBe(1);
    }
  });

  it("does not hold a higher one: Secret for Top Secret", () => {
    const credits = heldFor("Top Secret clearance", "Certifications\nActive Secret clearance");
    expect(credits.length).toBeGreaterThan(0);
    for (const credit of credits) expect(credit).toBeLessThan(1);
  });
});

describe("a commercial learner's permit", () => {
  it("is not the CDL", () => {
    for (const line of ["Class A CDL permit (CLP)", "CDL-A learner's permit"]) {
      const credits = heldFor("Class A CDL", `Certifications\n${line}`);
      expect(credits.length, line).toBeGreaterThan(0);
      for (const credit of credits) expect(credit, line).toBe(0);
    }
    expect(heldFor("Class A CDL", "Certifications\nClass A CDL - 2019, clean MVR")).toContain(1);
  });
});

describe("a provisional registration", () => {
  it("is not the full one the posting asks", () => {
    const asked = "Full teacher registration with the Queensland College of Teachers (QCT)";
    const credits = heldFor(
      asked,
      "Registration\nQCT provisional registration no. 1213908, since 2025",
    );
    expect(credits.length).toBeGreaterThan(0);
    for (const credit of credits) expect(credit).toBe(0);
    expect(heldFor(asked, "Registration\nQCT full registration no. 1213908, since 2019")).toContain(
      1,
    );
  });
});

describe("a credential's exam", () => {
  it("is sought until passed: 'scheduled to take the EPA 608 exam'", () => {
    expect(at("Scheduled to take the EPA 608 exam in May", "EPA 608")).toBe("EPA 608 exam");
    expect(at("Passed the EPA 608 exam (Universal), 2019", "EPA 608")).toBeUndefined();
    expect(at("EPA 608 exam - passed 2019", "EPA 608")).toBeUndefined();
  });
});

describe("a scientist's certification for a technician's", () => {
  it("holds it: MLS(ASCP) for MLT(ASCP), and not the other way round", () => {
    expect(
      heldFor("MLT(ASCP) certification required", "Certifications\nMLS(ASCP) - 2015"),
    ).toContain(1);
    const credits = heldFor("MLS(ASCP) certification required", "Certifications\nMLT(ASCP) - 2015");
    expect(credits.length).toBeGreaterThan(0);
    for (const credit of credits) expect(credit).toBeLessThan(1);
  });
});

describe("a driver's DOT medical card", () => {
  it("missing is a gap, not a hold: a physical is had in a day", () => {
    const job = parseJob(
      "Truck Driver\n\nRequirements\n- Valid Class A CDL\n- Current DOT medical card\n",
    );
    const text =
      "Pat Doe\n\nExperience\nTruck Driver, Acme Freight — Jan 2016 - Present\n- Regional dry van\n\nCertifications\nClass A CDL - 2015\n";
    const notes = scoreResume({ resume: structureResume(text), text, job }).components.flatMap(
      (c) => c.evidence.map((e) => e.note),
    );
    expect(notes.some((n) => /^DOT medical card: not found/.test(n))).toBe(true);
    expect(notes.filter((n) => /does not show it held/.test(n))).toEqual([]);
  });
});

describe("a credential applied for or waiting on its exam", () => {
  it("is sought: 'license application', 'pending ARRT results', 'I sit for the … exam'", () => {
    expect(
      at(
        "my Ohio radiographer license application will be completed in May",
        "radiographer license",
      ),
    ).toBe("radiographer license application will be completed");
    expect(at("Ohio Radiographer License — pending ARRT results", "ARRT")).toBe(
      "pending ARRT results",
    );
    expect(at("I sit for the ARRT Radiography exam in December 2026.", "ARRT")).toMatch(
      /sit for the ARRT$/,
    );
    // A status after a slash-joined pair of names belongs to both.
    expect(at("RDN / Illinois LDN — not yet eligible (CDR exam after the program)", "RDN")).toBe(
      "RDN / Illinois LDN — not yet eligible",
    );
    // Held: the exam passed, results reviewed with others.
    expect(at("ARRT Radiography exam passed 2020", "ARRT")).toBeUndefined();
    expect(at("Reviewed ARRT results with students", "ARRT")).toBeUndefined();
    expect(at("Used Dentrix and scheduled patients", "Dentrix")).toBeUndefined();
  });

  it("meets no requirement of it", () => {
    const line =
      "Certifications\nARRT Radiography (R) — registry exam scheduled 12/2026\nOhio Radiographer License — pending ARRT results";
    expect(heldFor("Current ARRT registration in Radiography", line)).not.toContain(1);
  });
});

describe("an assistant's credential", () => {
  it("is not the profession's: a physical therapist assistant's licence, a nurse aide's", () => {
    for (const [requirement, line] of [
      [
        "Current Physical Therapist license",
        "Physical Therapist Assistant License, Washington - active",
      ],
      ["Current Physical Therapist license", "Licensed Physical Therapist Assistant, 2021"],
      ["Registered Nurse license", "Registered Nurse Aide, Ohio"],
    ]) {
      const credits = heldFor(requirement!, `Certifications\n${line}`);
      expect(credits.length, line).toBeGreaterThan(0);
      expect(Math.max(...credits), `${requirement} / ${line}`).toBeLessThan(1);
    }
    // An RN who is an assistant manager is an RN.
    expect(
      heldFor("Registered Nurse license", "Certifications\nRN, Assistant Nurse Manager since 2020"),
    ).toContain(1);
  });
});

describe("a credential with a qualifier, or said not to be held", () => {
  it("is sought when its item says so after a qualifier, and when worked on", () => {
    expect(
      at(
        "• Child Development Associate (CDA), Preschool — in progress",
        "Child Development Associate",
      ),
    ).toBe("Child Development Associate (CDA), Preschool — in progress");
    expect(at("I am working on my CDA and associate degree at night", "CDA")).toBe(
      "working on my CDA",
    );
    // Another credential after the comma has the status, not the first.
    expect(at("CPR, BLS — in progress", "CPR")).toBeUndefined();
    expect(at("Working on Python automation for billing", "Python")).toBeUndefined();
  });

  it("does not meet a credential a bracket says it is not", () => {
    const job = parseJob(
      "Preschool Teacher\n\nRequirements\n- Massachusetts EEC Lead Teacher certification\n",
    );
    const note = (line: string) => {
      const text = `Pat Doe\n\nExperience\nTeacher, Acme — Jan 2016 - Present\n- Taught\n\nCertifications\n${line}\n`;
      return scoreResume({ resume: structureResume(text), text, job })
        .components.flatMap((c) => c.evidence)
        .find((e) => /^Massachusetts EEC Lead Teacher certification:/.test(e.note ?? ""))?.note;
    };
    expect(
      note("• Massachusetts EEC Teacher Certification — Preschool (not Lead Teacher), 2026"),
    ).toBe("Massachusetts EEC Lead Teacher certification: not found");
    expect(note("• Massachusetts EEC Lead Teacher Certification — Preschool, 2026")).toMatch(
      /: found/,
    );
  });
});

describe("a credential held only later or named by its body", () => {
  it("is sought when the writer will hold it: 'once I'm licensed'", () => {
    expect(
      heldNowhere(
        "Michigan Paramedic license",
        "Summary\nAEMT looking to keep running 911 calls, then move up to a paramedic role once I'm licensed.",
      ),
    ).toBe(true);
  });

  it("asks for the credential a bracket names: 'NBCOT certification (OTR)'", () => {
    const job = parseJob(
      "Occupational Therapist\n\nRequirements\n- Current NBCOT certification (OTR)\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual(["OTR"]);
    const credit = (line: string) => {
      const text = `Pat Doe\n\nExperience\nTherapist, Acme — Jan 2016 - Present\n- Treated patients\n\nCertifications\n${line}\n`;
      return scoreResume({ resume: structureResume(text), text, job })
        .components.flatMap((c) => c.evidence)
        .filter((e) => e.requirement === "OTR")
        .reduce((best, e) => Math.max(best, e.credit), 0);
    };
    expect(
      credit("• NBCOT Certified Occupational Therapy Assistant (COTA) — since 2020"),
    ).toBeLessThan(1);
    expect(credit("• OTR/L, NBCOT, 2015")).toBe(1);
  });
});

describe("a surveyor's licence", () => {
  it("is held by the PLS, not by the LSIT who drafts for the PLS to review", () => {
    const requirement = "Active Professional Land Surveyor (PLS) license";
    expect(
      heldFor(requirement, "Licenses\nProfessional Land Surveyor (PLS), Washington #22145, 2012"),
    ).toContain(1);
    const near = heldFor(
      requirement,
      "Summary\nDraft boundary and topo drawings for the PLS to review.\n- Write recovery notes for the PLS\n- Deed research (under PLS direction)\n\nLicenses\nLand Surveyor in Training (LSIT), Washington, 2021",
    );
    expect(near.length).toBeGreaterThan(0);
    expect(Math.max(...near)).toBeLessThan(1);
  });

  it("is no word of a developer's tools: 'RTK Query' is Redux, 'RTK GNSS' surveying", () => {
    const job = parseJob("Developer\n\nRequirements\n- Redux\n");
    expect(job.skills.map((s) => s.name)).toEqual(["Redux"]);
    const survey = parseJob(
      "Surveyor\n\nRequirements\n- RTK GNSS and total stations\n- Land surveying\n",
    );
    expect(survey.skills.map((s) => s.name)).not.toContain("Redux");
    expect(survey.skills.map((s) => s.name)).toContain("GNSS surveying");
  });
});

describe("a hold of less than a tenth of a point", () => {
  it("is not said", () => {
    const text =
      "Pat Doe\n\nExperience\nTechnician, Acme — Jan 2016 - Present\n- Work\n\nExperience\nCNA, Acme — 2019 - 2024\n- Reported vital signs for the RN.\n";
    const job = parseJob(
      "Technician\n\nRequirements\n- Registered Nurse license\n- 1+ years of experience\n",
    );
    const notes = scoreResume({ resume: structureResume(text), text, job }).components.flatMap(
      (c) => c.evidence.map((e) => e.note ?? ""),
    );
    expect(notes).toContain("Registered Nurse: not found");
    expect(notes.filter((n) => /\b0 points are held back/.test(n))).toEqual([]);
  });
});

describe("a journeyman lineworker", () => {
  const job = parseJob(
    "Journeyman Lineworker\n\nRequirements\n- Journeyman Lineworker certificate from a DOL-registered apprenticeship program\n- Minimum 2 years of experience as a journeyman on energized distribution systems\n",
  );
  const read = (work: string) => {
    const text = `Pat Doe\n\nExperience\n${work}\n`;
    return scoreResume({ resume: structureResume(text), text, job }).components.flatMap((c) =>
      c.evidence.map((e) => e.note ?? ""),
    );
  };

  it("holds the certificate as a journeyman lineman, and counts the years at that rank only", () => {
    const notes = read(
      "Journeyman Lineman  Jan 2018 – Present\n• Energized overhead distribution\n\nApprentice Lineman  Jun 2014 – Dec 2017\n• Climbing and rigging",
    );
    expect(notes.some((n) => /^Journeyman Lineworker certificate: found/.test(n))).toBe(true);
    const asJourneyman = notes.find((n) => /in roles close to "journeyman"/.test(n))!;
    expect(Number(/^([\d.]+) years/.exec(asJourneyman)![1])).toBeGreaterThan(8);
    expect(Number(/^([\d.]+) years/.exec(asJourneyman)![1])).toBeLessThan(9.5);
  });

  it("gives an apprentice no year as a journeyman", () => {
    const notes = read("Apprentice Lineman  Jun 2022 – Present\n• Climbing and rigging");
    expect(notes).toContain('0 years in roles close to "journeyman" against 2 asked');
  });
});

describe("an apprentice's, a substitute's, an exam's and a degree's other way", () => {
  it("holds no licence: 'Registered Apprentice, Funeral Director and Embalmer', a substitute teaching licence", () => {
    expect(
      heldNowhere(
        "Current Ohio Funeral Director License",
        "Licenses\n• Registered Apprentice, Funeral Director and Embalmer — Ohio Board of Embalmers and Funeral Directors (apprenticeship completes 12/2026)",
      ),
    ).toBe(true);
    const teacher = heldFor(
      "Illinois Professional Educator License",
      "Licenses\nIllinois Substitute Teaching License (SUB) — 2021",
    );
    expect(Math.max(0, ...teacher)).toBeLessThan(1);
  });

  it("reads a practical still to take as no certification, and NCCCO's rigger card as no operator's", () => {
    const credits = heldFor(
      "Current NCCCO Mobile Crane Operator certification",
      "Certifications\n- NCCCO Rigger Level II (2023, exp. 2028)\n- NCCCO Mobile Crane Operator: Core and TSS written exams passed 09/2026; TSS practical scheduled 12/2026 (not yet certified)",
    );
    expect(credits.length).toBeGreaterThan(0);
    expect(Math.max(...credits)).toBe(0);
  });

  it("asks for no certification a degree may stand in for", () => {
    const job = parseJob(
      "Veterinarian\n\nRequirements\n- Doctor of Veterinary Medicine (DVM or VMD) from an AVMA-accredited college of veterinary medicine, or ECFVG/PAVE certification\n- Passing score on the NAVLE\n",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("PAVE certification");
    // "do" is a verb, not a Doctor of Osteopathy.
    const driver = parseJob(
      "Driver\n\nRequirements\n- Ability to do heavy lifting, or CDL certification\n",
    );
    expect(driver.certifications.map((c) => c.value)).toContain("CDL");
    expect(job.skills.map((s) => s.name)).toContain("NAVLE");
  });
});

describe("ASE's truck and car series", () => {
  it("are told apart, and each is an ASE certification", () => {
    const truck = "ASE Medium/Heavy Truck certifications T2 Diesel Engines and T4 Brakes REQUIRED";
    expect(
      Math.max(
        0,
        ...heldFor(truck, "Certifications\n• ASE Master Automobile Technician (A1–A8), 2024"),
      ),
    ).toBeLessThan(1);
    expect(
      heldFor(truck, "Certifications\n• ASE Master Medium/Heavy Truck Technician (T2–T8), 2025"),
    ).toContain(1);
    expect(
      heldFor(
        "ASE certification required",
        "Certifications\n• ASE Master Automobile Technician (A1–A8), 2024",
      ),
    ).toContain(1);
  });
});

describe("an interpreter's certifications", () => {
  it("tell a court's from a medical one, and each is an interpreter certification", () => {
    const court =
      "Current status as a Judicial Council of California Certified Court Interpreter – Spanish";
    expect(
      Math.max(
        0,
        ...heldFor(
          court,
          "Certifications\nCertified Medical Interpreter (CMI-Spanish), NBCMI, 2021",
        ),
      ),
    ).toBeLessThan(1);
    expect(
      heldFor(
        court,
        "Certifications\nCertified Court Interpreter (Spanish), Judicial Council of California, 2016",
      ),
    ).toContain(1);
    expect(
      heldFor(
        "Interpreter certification required",
        "Certifications\nCertified Medical Interpreter (CMI-Spanish), 2021",
      ),
    ).toContain(1);
  });
});

describe("a credential's level, its heading and a state named before it", () => {
  it("reads the status of the level asked, not of the level held beside it", () => {
    expectNotHeld(
      "NICET Level III certification",
      "Summary\nSprinkler fitter splitting time between install and inspections. NICET Level II ITWBS; Level III\nwork elements signed off and exam scheduled for March 2027 \u2013 not yet certified at Level III.",
    );
  });

  it("reads 'do not hold a New York State … license' as not held", () => {
    expectNotHeld(
      "Must possess a current New York State license as a Cytotechnologist",
      "Summary\nCompleting a cytotechnology program. I am not yet eligible for the exam and do not hold a New York State cytotechnologist license or limited permit.",
    );
  });

  it("reads a credential's words in the heading of its list", () => {
    const requirement = "Valid Texas Standard Educator Certificate";
    expect(
      heldFor(
        requirement,
        "TEXAS EDUCATOR CERTIFICATION\nStandard Certificate \u2013 Mathematics: Grades 7\u201312 (TExES 235)\n\nEDUCATION\nB.S. Mathematics, 2016",
      ),
    ).toContain(1);
    // The heading's words alone, with none of the name's on the line, are no entry of it.
    expect(
      heldNowhere(
        requirement,
        "TEXAS EDUCATOR CERTIFICATION\nCPR and First Aid, 2024\n\nEDUCATION\nB.S. Mathematics, 2016",
      ),
    ).toBe(true);
  });
});

describe("a credential with its registered mark", () => {
  it("reads the status after the mark", () => {
    expectNotHeld(
      "Certified Emergency Manager (CEM®) designation required",
      "Certifications\nAssociate Emergency Manager (AEM), 2024\nCEM® — not held; exam booked for April 2027\n\nEducation\nB.A. Public Administration, 2021",
    );
  });

  it("does not read the associate's credential of the same words as the one asked", () => {
    expect(
      heldNowhere(
        "Certified Emergency Manager (CEM) designation required",
        "Certifications\nAssociate Emergency Manager (AEM), 2024\n\nEducation\nB.A. Public Administration, 2021",
      ),
    ).toBe(true);
  });
});

describe("a status after the parts a credential's item names", () => {
  const at = (text: string, name: string) => {
    const start = text.indexOf(name);
    return soughtAt(text, start, start + name.length)?.text;
  };

  it("reads 'not yet taken' after the item's dash, and not from the next item", () => {
    expect(at("• STCW Crowd Management / Crisis Management — not yet taken", "STCW")).toBe(
      "STCW Crowd Management / Crisis Management — not yet",
    );
    expect(
      at("CPR/AED — American Red Cross, exp. 2027\nIAED EMD — not yet obtained", "CPR/AED"),
    ).toBeUndefined();
  });
});

describe("a credential said to be not completed, taken, obtained or passed", () => {
  it("is not held", () => {
    for (const status of ["not completed", "not taken", "not obtained", "not passed"])
      expectNotHeld(
        "CompTIA Security+ certification required",
        `Certifications\n- CompTIA Security+ — ${status}\n- CompTIA A+ — 2021\n\nEducation\nA.A.S. Networking, 2019`,
      );
  });
});

describe("a credential's status after its name spelled out in brackets", () => {
  it("is read past the bracket", () => {
    expectNotHeld(
      "Certified Municipal Clerk (CMC) designation required",
      "Certifications\nCMC (Certified Municipal Clerk, IIMC) – in progress; education points not yet complete\n\nEducation\nB.S. Public Administration, 2022",
    );
    expect(
      heldFor(
        "Certified Municipal Clerk (CMC) designation required",
        "Certifications\nCMC (Certified Municipal Clerk, IIMC) – awarded 2019\n\nEducation\nB.S. Public Administration, 2012",
      ),
    ).toContain(1);
  });
});

describe("a skill the resume says it has no experience of", () => {
  it("is not held, and a credential's body spelled out is not the credential", () => {
    const job = parseJob(
      "Medical Scribe\n\nRequirements\n- Emergency care documentation\n- Epic\n- 1+ years of experience\n",
    );
    const text =
      "Ethan Lee\n\nExperience\nMedical Scribe | Skin Clinic | May 2025 – present\n* Document visits in ModMed\n* No emergency department scribing experience yet\n* no prior experience with Epic\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    for (const name of ["Emergency care", "Electronic health records"])
      expect(match.skills.find((m) => m.skill.name === name)?.credit, name).toBe(0);
    expect(
      heldNowhere(
        "Certified Medical Scribe Specialist (CMSS) required",
        "Certifications\nCertified Medical Scribe Apprentice (CMSA) – American College of Medical Scribe Specialists, 2025\n\nEducation\nB.S. Biochemistry, 2024",
      ),
    ).toBe(true);
  });
});

describe("a vendor's certification still to pass", () => {
  it("is not held, and the product's name tells one apart from another", () => {
    expectNotHeld(
      "Avid Certified User: Media Composer (ACU) required",
      "Certifications\n* Avid Certified User: Media Composer – exam scheduled March 2027\n\nEducation\nB.A. Film, 2020",
    );
    expect(
      heldFor(
        "Avid Certified User: Media Composer (ACU) required",
        "Certifications\nAvid Certified User: Media Composer (ACU), 2018\n\nEducation\nB.A. Film, 2020",
      ),
    ).toContain(1);
  });

  it("reads a product whose name has a figure in it, and another product does not meet it", () => {
    const requirement =
      "Autodesk Certified Professional: Civil 3D for Infrastructure Design (ACP) – required";
    expect(
      heldNowhere(
        requirement,
        "Certifications\nAutodesk Certified Professional: Revit for Architectural Design — 2023\nAutodesk Certified Professional: AutoCAD — 2021\n\nEducation\nA.A.S. Drafting, 2019",
      ),
    ).toBe(true);
    expect(
      heldFor(
        requirement,
        "Certifications\nAutodesk Certified Professional: Civil 3D for Infrastructure Design — 2023\n\nEducation\nA.A.S. Drafting, 2019",
      ),
    ).toContain(1);
  });
});

describe("a section headed 'Registration'", () => {
  it("lists credentials, each named without the word", () => {
    expect(
      heldFor(
        "Registration as a Professional Civil Engineer (PE) in California required",
        "REGISTRATION\nCalifornia Professional Civil Engineer, C 78214 (2011)\nNevada Professional Engineer (Civil), No. 027193 (2019)\n\nEDUCATION\nB.S., Civil Engineering, 2007",
      ),
    ).toContain(1);
  });
});

describe("a programme started, or named before the credential it prepares for", () => {
  it("reads 'Started a post-master's FNP certificate' and 'Post-Graduate Certificate, PMHNP' as not held", () => {
    expect(
      at("Started a post-master's FNP certificate in fall 2026 to broaden to pediatrics", "FNP"),
    ).toBe("Started a post-master's FNP");
    expect(at("Started a new career as a Registered Nurse in 2015", "Registered Nurse")).toBe(
      undefined,
    );
    const school = "Post-Graduate Certificate, PMHNP – Northern Lakes University (in progress)";
    const start = school.indexOf("PMHNP");
    expect(programAt(school, start, start + 5)?.text).toBe("Post-Graduate Certificate, PMHNP");
  });
});

describe("a short entry's last words are no negation of the next line", () => {
  it("reads 'no limitations' on the medical's line as nothing said of the permit below", () => {
    const text =
      "Certificates\nFAA First-Class Medical – issued 09/2026, no limitations\nFCC Restricted Radiotelephone Operator Permit (RR)\n";
    const name = "FCC Restricted Radiotelephone Operator Permit";
    const start = text.indexOf(name);
    expect(notHeldAt(text, start, start + name.length)).toBeUndefined();
    // A sentence wrapped at the column's width goes on.
    const prose =
      "Summary\nHACCP-certified and experienced with BRCGS audits; PCQI course registered; I have not completed\nImplementing SQF Systems and have not worked under it.\n";
    const sqf = prose.indexOf("Implementing SQF Systems");
    expect(notHeldAt(prose, sqf, sqf + 24)?.text).toMatch(/^not completed/);
  });
});

describe("a sentence wrapped at the column's width, around a credential named as not held", () => {
  const job = parseJob(`Emergency Department Technician

Requirements
- Current Illinois Department of Public Health (IDPH) EMT license at the EMT (Basic) level or higher
- State Fire Training Fire Marshal certification
- 2+ years of patient care
`);
  const credit = (summary: string, requirement: RegExp) => {
    const text = `Pat Lee\n\nSummary\n${summary}\n\nExperience\nPatient Care Technician, Acme Hospital — 2018 to 2026\n- Vital signs and EKGs\n`;
    const match = scoreResume({ resume: structureResume(text), text, job });
    const read = match.components
      .flatMap((c) => c.evidence)
      .filter((e) => requirement.test(e.requirement));
    expect(read.length).toBeGreaterThan(0);
    return Math.max(...read.map((e) => e.credit));
  };

  it("reads a course named after the credential on the next line as a course", () => {
    expect(
      credit(
        "Certified Nursing Assistant seeking an ED Tech role in a busy hospital. I finished my EMT\ncourse in October 2026 and will test with the state next.",
        /EMT license/,
      ),
    ).toBe(0);
  });

  it("reads the exam said to be scheduled as no credential held", () => {
    expect(credit("NREMT cognitive exam is scheduled for December 2026.", /EMT license/)).toBe(0);
    expect(soughtAt("NREMT cognitive exam is scheduled for December 2026.", 0, 5)?.text).toBe(
      "NREMT cognitive exam is scheduled",
    );
  });

  it("reads the negation on the line before a credential's entry", () => {
    expect(
      credit(
        "Fire Inspector II with five years. I have not held a supervisory rank, I am not a certified fire investigator, and I do not hold the State Fire Training\nFire Marshal certification.",
        /Fire Marshal/,
      ),
    ).toBe(0);
  });
});

describe("a credential whose entry says 'none'", () => {
  it("reads 'CKA – none' as not held, and says so", () => {
    const job = parseJob(
      "DevOps Engineer\n\nRequirements\n- Certified Kubernetes Administrator (CKA) required\n- 3+ years of DevOps\n",
    );
    const text =
      "Pat Lee\n\nExperience\nDevOps Engineer, Acme — 2018 to 2026\n- Terraform\n\nCertifications\nCKA – none\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const cka = match.components.flatMap((c) => c.evidence).find((e) => e.requirement === "CKA")!;
    expect(cka.credit).toBe(0);
    expect(cka.note).toContain("said not to be held");
  });
});

describe("more words for a credential not held yet", () => {
  it("reads a designation pursued and a credential 'not currently held'", () => {
    const goal = "Pursuing the CGFO designation.";
    expect(soughtAt(goal, goal.indexOf("CGFO"), goal.indexOf("CGFO") + 4)?.text).toBe(
      "Pursuing the CGFO",
    );
    const entry = "• ACLS – not currently held (class scheduled 12/2026)";
    expect(soughtAt(entry, 2, 6)?.text).toBe("ACLS – not currently held");
  });

  it("reads a specialty certification by its initials", () => {
    const job = parseJob(
      "Nuclear Cardiology Technologist\n\nRequirements\n- Must hold the NMTCB Nuclear Cardiology Technology (NCT) specialty certification\n- 3 years\n",
    );
    expect(job.certifications.map((c) => c.value)).toContain("NCT");
  });
});

describe("a driver's combined endorsement", () => {
  it("asks for both of X's endorsements, and reads the hazmat one pending past a semicolon", () => {
    const job = parseJob(
      "CDL-A Tanker Truck Driver\n\nRequirements\n- Valid Class A Commercial Driver's License with X endorsement (combination tank vehicle and hazardous materials)\n- 2 years of Class A driving\n",
    );
    const asked = job.skills.map((s) => s.name);
    expect(asked).toEqual(expect.arrayContaining(["Hazmat endorsement", "Tanker endorsement"]));
    const line =
      "Hazmat (H) endorsement: knowledge test passed 10/2026; TSA threat assessment pending – NOT yet";
    expect(soughtAt(line, 0, 10)?.text).toMatch(/assessment pending$/);
  });
});

describe("a credential's status on the next line of its sentence", () => {
  it("reads 'is not\\nyet issued' and 'state exam\\nscheduled' as not held, for a state's licence too", () => {
    const job = parseJob(
      "Elementary Principal\n\nRequirements\n- Illinois Professional Educator License (PEL) with a Principal endorsement\n- Active Oregon Property Manager license\n",
    );
    const text = `Pat Lee

Summary
Elementary instructional coach and former 4th-grade teacher (8 years in the classroom) ready for a building
leadership role. Completed a master's in educational leadership; the Illinois Principal endorsement is not
yet issued — internship hours finish May 2027.

Licenses
Oregon Property Manager license – pre-license coursework completed Oct 2026; state exam
scheduled for January 2027
`;
    const notes = scoreResume({ resume: structureResume(text), text, job }).components.flatMap(
      (c) => c.evidence,
    );
    expect(notes.find((e) => e.requirement === "Principal endorsement")?.credit).toBe(0);
    expect(
      notes.find(
        (e) => /Property Manager license/.test(e.requirement) && !/required/.test(e.requirement),
      )?.credit,
    ).toBe(0);
  });
});

describe("a credential the candidate will become, said at length", () => {
  it("reads 'so that I can sit … and become\\na Registered Nurse' as sought, 'went on to become' as held", () => {
    const text =
      "Now completing a part-time nursing degree so that I can sit the Nursing Council licensing examination and become\na Registered Nurse.";
    expect(at(text, "Registered Nurse")).toBeDefined();
    expect(
      at("In 2015 I went on to become a Registered Nurse.", "Registered Nurse"),
    ).toBeUndefined();
  });
});

describe("a lapse said on the lines an entry wraps onto", () => {
  it("reads 'expired 2024 (not\\nrenewed)' as lapsed, not renewed", () => {
    const text = "Basic Life Support (BLS) \u2013 AHA,\nissued 2022, expired 2024 (not\nrenewed)\n";
    expect(lapsedAt(text, 0, "Basic Life Support".length)).toBeDefined();
    expect(
      lapsedAt(
        "Basic Life Support (BLS) \u2013 AHA,\nissued 2020, expired 2022, renewed 2024\n",
        0,
        18,
      ),
    ).toBeUndefined();
  });
});

describe("a status after the school named beside the credential", () => {
  it("reads '… (FET: Mathematics) – UNISA, in progress' as sought, '– UNISA, 2019' as held", () => {
    const name = "Postgraduate Certificate in Education";
    expect(
      at(`${name} (FET: Mathematics) \u2013 UNISA, in progress (final modules)`, name),
    ).toBeDefined();
    expect(at(`${name} \u2013 UNISA, 2019`, name)).toBeUndefined();
  });
});

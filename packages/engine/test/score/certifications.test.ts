import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { extractSkills } from "../../src/skills/extract.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import type { ParsedJob } from "../../src/types.ts";

/** `text` read as a resume and scored against `job`. */
const scoreText = (job: ParsedJob, text: string) =>
  scoreResume({ resume: structureResume(text), text, job });
/** The evidence of the education part (degrees and certifications) of `text` against `job`. */
const educationEvidence = (job: ParsedJob, text: string) =>
  scoreText(job, text).components.find((c) => c.id === "education")!.evidence;
/** Every evidence note of `text` against `job`, one per line. */
const allNotes = (job: ParsedJob, text: string) =>
  scoreText(job, text)
    .components.flatMap((c) => c.evidence)
    .map((e) => e.note)
    .join("\n");

const job = parseJob(`Internal Auditor

Requirements
- CIA certification, EIT or PE license
- RN license
`);

const notes = (text: string) =>
  educationEvidence(job, text).map((e) => ({ note: e.note, quote: e.resumeSpan?.text }));

describe("certifications a job asks for", () => {
  it("are never found inside other words (CIA in 'social', EIT in 'neither', PE in 'experience', RN in 'patterns')", () => {
    const found = notes(`Jane Roe
Social Worker

Experience
Social Worker, County — 2015 to 2020
- Neither audits nor engineering; broad experience in casework
- Learned to turn patterns into care plans
`);
    expect(found.map((f) => f.note)).toEqual([
      "CIA: not found",
      "EIT: not found",
      "PE license: not found",
      "RN license: not found",
    ]);
  });

  it("are held under a 'Clearances' heading after 'Licence & Training', not read as a school's", () => {
    const job = parseJob(
      "Legal Officer\n\nRequirements\n- LLB degree\n- Bhutanese national with a valid Security Clearance Certificate",
    );
    const text =
      "Karma Wangmo\nThimphu, Bhutan\n\nExperience\nLegal Officer – Bhutan National Bank, Thimphu\nFeb 2021 – Present\n • Loan recovery suits and contract review.\n\nEducation\nBA LLB (Hons) – Symbiosis Law School, Pune, India, 2017\n\nLicence & Training\nAML/CFT for reporting entities – Financial Intelligence Department, RMA, 2024\n\nClearances\nSecurity Clearance Certificate (issued Mar 2026) · Audit Clearance, RAA (2026)\n";
    expect(structureResume(text).education.map((e) => e.studyType)).toEqual(["BA"]);
    const cert = educationEvidence(job, text).find(
      (e) => e.requirement === "Security Clearance Certificate",
    );
    expect(cert?.note).toMatch(/^Security Clearance Certificate: found/);
  });

  it("are not held at a lesser grade of a body's membership than the posting asks", () => {
    const posting = (asked: string) =>
      parseJob(
        `Senior Accountant\n\nRequirements\n- Bachelor of Commerce in Accounting\n- ${asked} of the Samoa Institute of Accountants (SIA) with current membership\n- Minimum 5 years' accounting experience`,
      );
    const resume = (grade: string) =>
      `Losa Tuilagi\nApia, Samoa\n\nExperience\nAccountant – Pacific Freight Ltd, Apia\nJan 2016 – Present\n • Month-end close and IFRS reporting.\n\nEducation\nBachelor of Commerce (Accounting) – National University of Samoa, 2015\n\nProfessional Membership\nSamoa Institute of Accountants (SIA) – ${grade} (2022–present)\n`;
    const noteFor = (asked: string, grade: string) =>
      educationEvidence(posting(asked), resume(grade)).find(
        (e) => e.requirement === "SIA membership",
      )?.note;
    expect(noteFor("Full member", "Full Member")).toBe("SIA membership: found");
    expect(noteFor("Full member", "Provisional Member")).toMatch(
      /^SIA membership: named only as sought or in progress \("SIA\) – Provisional Member"\)/,
    );
    expect(noteFor("Member", "Student Member")).toMatch(/^SIA membership: named only as sought/);
    // A graduate's grade is lesser only than a full one; a grade the posting names is the one asked.
    expect(noteFor("Full member", "Graduate Member")).toMatch(/named only as sought/);
    expect(noteFor("Member", "Graduate Member")).toBe("SIA membership: found");
    expect(noteFor("Provisional or full member", "Provisional Member")).toBe(
      "SIA membership: found",
    );
  });

  it("are found as whole words, acronyms in capitals, with the resume's own words as evidence", () => {
    const found = notes(`Sam Poe
Auditor

Certifications
CIA, PE license, RN license (active)
`);
    expect(found).toEqual([
      { note: "CIA: found", quote: "CIA" },
      // "EIT or PE license" is one requirement, met by the PE licence.
      { note: "PE license: found", quote: "PE" },
      { note: "RN license: found", quote: "RN" },
    ]);
  });

  it("read the same as the skills: by another name in full, or partly through a related skill", () => {
    const cpr = parseJob("Staff Nurse\n\nRequirements\n- CPR Certification\n");
    const read = (text: string) =>
      educationEvidence(cpr, text).map((e) => ({ note: e.note, credit: e.credit }));
    const resume = (line: string) => `Ann Lee
Staff Nurse

Experience
Staff Nurse, Mercy Hospital — 2015 to 2020
- ${line}
`;
    expect(read(resume("Certified in cardiopulmonary resuscitation for adults"))).toEqual([
      { note: 'CPR: found as "cardiopulmonary resuscitation"', credit: 1 },
    ]);
    // BLS is CPR and AED for healthcare providers: it holds CPR (decision 230).
    expect(read(resume("Basic Life Support instructor for the ward"))).toEqual([
      { note: 'CPR: found as "Basic Life Support"', credit: 1 },
    ]);
    // CPR is only part of BLS.
    const blsJob = parseJob("Staff Nurse\n\nRequirements\n- BLS Certification\n");
    const text = resume("Certified in CPR for adults");
    const bls = educationEvidence(blsJob, text);
    expect(bls[0]!.note).toBe("BLS: not named, but CPR is related (partial credit)");
    expect(bls[0]!.credit).toBeGreaterThan(0);
    expect(bls[0]!.credit).toBeLessThan(1);
    expect(read(resume("Cared for patients on the ward"))).toEqual([
      { note: "CPR: not found", credit: 0 },
    ]);
  });

  it("are found under another of the credential's names, when the posting never names it so", () => {
    const cpa = parseJob(
      "Staff Accountant\n\nRequirements\n- CPA or working toward CPA preferred\n",
    );
    const text = `Ann Lee
Staff Accountant

Experience
Staff Accountant, Buckeye Components — 2020 to 2024
- Closed the books every month

Certifications
Certified Public Accountant (Ohio), 2024
`;
    const ev = educationEvidence(cpa, text).find((e) => e.requirement === "CPA")!;
    expect(ev).toMatchObject({
      note: 'CPA: found as "Certified Public Accountant"',
      credit: 1,
      resumeSpan: { text: "Certified Public Accountant" },
    });
  });

  it("read alternatives as one requirement, met by either", () => {
    const hr = parseJob("HR Generalist\n\nRequirements\n- SHRM-CP or PHR certification\n");
    const text = `Ann Lee
HR Generalist

Experience
HR Generalist, Acme — 2015 to 2024
- Ran benefits enrollment

Certifications
PHR, HR Certification Institute
`;
    const ev = scoreText(hr, text).components.find((c) => c.id === "education")!;
    expect(ev.evidence.map((e) => e.note)).toEqual(["PHR: found"]);
  });

  it("read an alternative with its own form number as one requirement: '6-20 … (or 5-20 …)'", () => {
    const adjuster = parseJob(
      "Claims Adjuster\n\nRequirements\n- Active Florida 6-20 All-Lines Adjuster license (or 5-20 Company Adjuster license)\n",
    );
    const text = `Ann Lee

Experience
Field Claims Adjuster, Acme Mutual — 2018 to 2024
- Inspected auto and property losses

Licenses
Florida 6-20 All-Lines Adjuster license, 2018
`;
    const match = scoreText(adjuster, text);
    const education = match.components.find((c) => c.id === "education")!;
    expect(education.evidence.map((e) => e.note)).toEqual([
      "Florida 6-20 All-Lines Adjuster license: found",
    ]);
    const notes = match.components.flatMap((c) => c.evidence.map((e) => e.note));
    expect(notes.filter((n) => /does not show it held/.test(n))).toEqual([]);
  });

  it("are found written out in other words on a line naming a credential", () => {
    const guard = parseJob(
      "Security Officer\n\nRequirements\n- Washington State Dental Hygienist license\n- Security guard license\n- National certification\n",
    );
    const text = `Ann Lee
Security Officer

Licenses
Registered Dental Hygienist - Washington State Department of Health, License No. DH.6099
State of California - Security Guard Registration (active)
`;
    const ev = scoreText(guard, text).components.find((c) => c.id === "education")!;
    // "National certification" names no credential to look for: no requirement of its own.
    expect(ev.evidence.map((e) => [e.requirement, e.credit])).toEqual([
      ["Washington State Dental Hygienist license", 1],
    ]);
    // A licence the taxonomy knows is a skill of the posting: read the same way.
    const skill = (t: string) =>
      scoreText(guard, t).skills.find((m) => m.skill.name === "Security guard license")!;
    expect(skill(text)).toMatchObject({
      match: "exact",
      evidence: { text: "State of California - Security Guard Registration (active)" },
    });
    // The words alone, on a line that names no credential, are not the credential.
    expect(skill("Ann Lee\n\nExperience\nSecurity guard at a mall, 2019 - 2024\n").match).not.toBe(
      "exact",
    );
  });

  it("read the credentials a qualifier-only name brackets, and a long name missing one word", () => {
    const pharmacy = parseJob(
      "Pharmacy Technician\n\nRequirements\n- National certification (PTCB CPhT or NHA ExCPT) required\n- EPA Section 608 Universal certification\n",
    );
    expect(pharmacy.certifications.map((c) => c.value)).toEqual([
      "PTCB CPhT",
      "NHA ExCPT",
      "EPA Section 608 Universal certification",
    ]);
    const text = `Ann Lee
Pharmacy Technician

Certifications
PTCB Certified Pharmacy Technician (CPhT), 2018
EPA 608 Universal Certification, 2012
`;
    const ev = scoreText(pharmacy, text).components.find((c) => c.id === "education")!;
    expect(ev.evidence.map((e) => [e.requirement, e.credit])).toEqual([
      ["PTCB CPhT", 1],
      ["EPA Section 608 Universal certification", 1],
    ]);
  });

  it("are found wrapped over the lines of a narrow column, with an acronym written out", () => {
    const hvac = parseJob(
      "HVAC Service Technician\n\nRequirements\n- EPA 608 certification\n- NATE certification\n- OSHA 30 card\n",
    );
    // A two-column PDF's sidebar, as its text reads.
    const text = `Marcus Bell
HVAC Technician

CERTIFICATIONS
Environmental Protection Agency
Section 608 Technician Certification -
Universal (2012)
North American Technician
Excellence - Heat Pump Service
(2023)
Forklift Operator Card (2019)

EXPERIENCE
HVAC Service Technician, Wake Heating — 2021 to 2024
- Diagnosed heat pumps and furnaces
`;
    const ev = scoreText(hvac, text).components.find((c) => c.id === "education")!;
    expect(ev.evidence.map((e) => [e.requirement, e.credit])).toEqual([
      ["EPA 608 certification", 1],
      ["NATE certification", 1],
      ["OSHA 30", 0],
    ]);
    const epa = ev.evidence[0]!;
    expect(epa.resumeSpan?.text).toBe(
      "Environmental Protection Agency\nSection 608 Technician Certification -\nUniversal (2012)",
    );
    expect(epa.note).not.toContain("\n");
    // An entry that ends ("… (2019)") is not joined to the next one's words: OSHA 10 is no OSHA 30.
    const other = text.replace(
      "Forklift Operator Card (2019)",
      "OSHA 10 Construction (2019)\nForklift 30 Day Permit",
    );
    const osha = scoreText(hvac, other);
    expect(osha.components.find((c) => c.id === "education")!.evidence[2]).toMatchObject({
      requirement: "OSHA 30",
      credit: 0,
    });
  });
});

describe("a lower licence of the same profession", () => {
  it("does not meet the higher one by sharing most of its words", () => {
    const job = parseJob(
      "Outpatient Therapist\n\n## Requirements\n- Licensed Clinical Social Worker (LCSW) required\n",
    );
    const read = (licence: string) => {
      const text = `Priya Raman\n\nLicensure\n- ${licence}\n\nExperience\nTherapist, Mind Springs Health\nJan 2021 - Present\n- Individual therapy for adults\n`;
      return scoreText(job, text).skills.find(
        (s) => s.skill.name === "Licensed Clinical Social Worker",
      );
    };
    expect(read("Licensed Social Worker (LSW), Colorado #SWL.0001234 - active")?.match).toBe(
      "missing",
    );
    expect(read("Licensed Master Social Worker (LMSW), Colorado")?.match).toBe("missing");
    expect(read("Licensed Clinical Social Worker, Colorado #CSW.0099 - active")?.match).toBe(
      "exact",
    );
  });
});

describe("a credential named beside another or as someone else's", () => {
  const held = (posting: string, skill: string, lines: string) => {
    const job = parseJob(`${posting}\n\nRequirements\n- ${skill}\n`);
    const text = `Lee Park\n\nExperience\n${lines}\n`;
    const { skills } = scoreText(job, text);
    // The credential, read from its name or its initials.
    const credential = skills.find((s) => s.skill.span && skill.startsWith(s.skill.span.text));
    expect(credential).toBeDefined();
    return credential!.match;
  };

  it("is another known credential when the entry names that one and not the one asked", () => {
    const rt = "Registered Respiratory Therapist (RRT)";
    expect(
      held(
        "Respiratory Therapist",
        rt,
        "Certifications\nCertified Respiratory Therapist (CRT), NBRC, 2022",
      ),
    ).toBe("missing");
    expect(
      held("Respiratory Therapist", rt, "Certifications\nRegistered Respiratory Therapist, NBRC"),
    ).toBe("exact");
    expect(
      held("Staff Nurse", "Registered Nurse", "Certified Nursing Assistant, Aug 2005 to Jan 2006"),
    ).toBe("missing");
    // The state's licence to practise is neither the CRT nor the RRT.
    expect(
      held("Respiratory Therapist", rt, "Licenses\nMichigan Respiratory Therapist License, active"),
    ).toBe("missing");
  });

  it("is someone else's when given to a person, by its name or its initials, or in the plural", () => {
    expect(
      held(
        "Respiratory Therapist",
        "Registered Respiratory Therapist (RRT)",
        "Sleep Technologist, Holland Hospital, 2020 - Present\n- Referred patients to the Registered Respiratory Therapist (RRT) for oxygen set-up",
      ),
    ).toBe("missing");
    expect(
      held(
        "Pharmacy Technician",
        "Certified Pharmacy Technician (CPhT)",
        "Pharmacy Cashier, CVS, 2020 - Present\n- Answered phones and routed insurance questions to the pharmacy technician on duty",
      ),
    ).toBe("missing");
    expect(
      held(
        "Civil Engineer",
        "Professional Engineer (PE) license",
        "CAD Drafter, Ortiz Design, 2019 - Present\n- My drawings are stamped by licensed Professional Engineers; I do not hold a license.",
      ),
    ).toBe("missing");
  });
});

describe("a licence offered with another in brackets", () => {
  it("is one requirement, met by either", () => {
    const job = parseJob(
      "Real Estate Agent\nRequired: Active Florida Real Estate Sales Associate license (or Broker Associate license).\n",
    );
    const text =
      "Jane Doe\nEXPERIENCE\nReal Estate Agent, Sun Realty, 2018 - Present\n- Closed 80 residential sales\nLICENSES\nFlorida Real Estate Sales Associate license, active\n";
    const education = scoreText(job, text).components.find((c) => c.id === "education")!;
    expect(education.evidence.map((e) => e.note)).not.toContain(
      "Broker Associate license: not found",
    );
    expect(
      education.evidence.some((e) => /required and the resume does not show it/.test(e.note)),
    ).toBe(false);
  });
});

describe("the posting's example of a credential", () => {
  it("is not met by a line that names another credential beside it", () => {
    const job = parseJob(
      "Paramedic\nRequired Qualifications\n- Current Arizona Paramedic certification (AZDHS)\n",
    );
    const read = (line: string) => {
      const text = `Ty Ng\n\nExperience\nAmbulance crew, Tri-City Ambulance, 2023 - Present\n- Transports\n\nCertifications\n${line}\n`;
      const match = scoreText(job, text);
      return match.skills.find((s) => s.skill.name === "Paramedic license")?.match;
    };
    expect(read("Arizona EMT Certification (AZDHS)")).toBe("missing");
    expect(read("Arizona Paramedic Certification (AZDHS), 2022")).toBe("exact");
  });
});

describe("a requirement met by any of its alternatives", () => {
  it("is found by the one the resume shows, quoted as written, and missing only when none is", () => {
    const job = parseJob(
      "IT Support Specialist\n\nRequirements\n- Experience with a ticketing system (ServiceNow, Jira Service Management or similar)\n",
    );
    const note = (line: string) => {
      const text = `Kim Lee\n\nExperience\nService Desk Technician, Acme — 2019 to 2024\n- ${line}\n`;
      const m = scoreText(job, text).skills.find((s) => s.skill.name === "ServiceNow or Jira")!;
      return `${m.match} ${m.evidence?.text ?? ""}`;
    };
    expect(note("Resolved 40 tickets a day in ServiceNow")).toBe("exact ServiceNow");
    expect(note("Resolved 40 tickets a day in Jira Service Management")).toBe("exact Jira");
    expect(note("Resolved 40 tickets a day by phone")).toBe("missing ");
  });

  it("holds an item the taxonomy does not know between two it knows: 'A, MercuryGate or B'", () => {
    const job = parseJob(
      "Dispatcher\n\nRequirements\n- Experience with a TMS such as McLeod LoadMaster, MercuryGate or TMW\n",
    );
    expect(job.skills.map((s) => s.name)).toEqual(["McLeod LoadMaster or TMW Suite"]);
    // A list of what is asked, each, stays a list.
    const each = parseJob("Developer\n\nRequirements\n- Python, some scripting or Java\n");
    expect(each.skills.map((s) => s.name)).toEqual(["Python", "Java"]);
  });
});

describe("a credential's forms listed after a colon", () => {
  const job = parseJob(
    "Chief Nursing Officer\n\nQualifications\n\u2022 Board certification as a nurse executive: Nurse Executive (NE-BC) or Nurse Executive, Advanced (NEA-BC) from the American Nurses Credentialing Center (ANCC), or Certified in Executive Nursing Practice (CENP) from the AONL Credentialing Center\n",
  );
  const notes = (line: string) =>
    educationEvidence(
      job,
      `Kim Lee, MSN, RN\n\nExperience\nChief Nursing Officer, Acme Health \u2014 2019 to Present\n\nCertifications\n${line}\n`,
    ).map((e) => e.note);

  it("are one requirement, met by any of them", () => {
    expect(notes("NEA-BC, Nurse Executive, Advanced Board Certified \u2013 ANCC, 2017")).toEqual([
      "nurse executive certification: found",
    ]);
    expect(notes("CENP \u2013 AONL Credentialing Center, 2019")).toEqual(["CENP: found"]);
    expect(notes("BLS \u2013 AHA, 2025")).toEqual([
      "nurse executive certification: not found",
      "CENP: not found",
    ]);
  });
});

describe("a known credential offered beside initials the taxonomy does not know", () => {
  it("is one requirement, met by either, the initials found as written", () => {
    const job = parseJob(
      "Nuclear Medicine Technologist\n\nRequirements\n- Current CNMT (NMTCB) or ARRT(N) certification\n- Experience with ZQL or Python\n",
    );
    expect(job.skills.map((s) => s.name)).toEqual([
      "CNMT or ARRT Nuclear Medicine Technology",
      "ZQL or Python",
    ]);
    // The known credential with its designation is the skill's, not one more asked.
    expect(job.certifications).toEqual([]);
    const read = (line: string) => {
      const text = `Lu Ruiz\n\nCertifications\n- ${line}\n\nExperience\nTechnologist, Acme\nJan 2019 - Present\n- Daily work\n`;
      return scoreText(job, text).skills.map(
        (m) => `${m.skill.name}: ${m.match} ${m.evidence?.text ?? ""}`,
      );
    };
    expect(read("CNMT, Nuclear Medicine Technology Certification Board, 2015")[0]).toBe(
      "CNMT or ARRT Nuclear Medicine Technology: exact CNMT",
    );
    expect(read("ARRT (N), 2016")[0]).toBe(
      "CNMT or ARRT Nuclear Medicine Technology: exact ARRT (N)",
    );
    // Another discipline of the registry is not the one asked.
    expect(read("ARRT (R), 2016")[0]).toBe("CNMT or ARRT Nuclear Medicine Technology: missing ");
    expect(read("BLS, 2016")[0]).toBe("CNMT or ARRT Nuclear Medicine Technology: missing ");
    // A state's code is a place, not a credential offered instead.
    expect(
      parseJob("Nurse\n\nRequirements\n- Compact or NJ or RN license\n").skills.map((s) => s.name),
    ).toEqual(["Registered Nurse"]);
    // Degrees' initials offer no alternative.
    expect(
      parseJob("Analyst\n\nRequirements\n- BS or MBA; SQL\n").skills.map((s) => s.name),
    ).not.toContain("BS or SQL");
  });
});

describe("a credential told apart from its neighbours", () => {
  const skill = (posting: string, line: string, name: RegExp) => {
    const job = parseJob(`Technician\n\nRequirements\n- ${posting}\n`);
    const text = `Lu Ruiz\n\nCertifications\n- ${line}\n\nExperience\nTechnician, Acme\nJan 2019 - Present\n- Daily work\n`;
    return scoreText(job, text).skills.find((s) => name.test(s.skill.name))!;
  };

  it("is not met by a class or grade of another letter", () => {
    expect(
      skill("Class A CDL", "CDL Class B (CO), current DOT medical card", /CDL/).match,
    ).not.toBe("exact");
    expect(skill("Class A CDL", "Class A CDL, clean MVR", /CDL/).match).toBe("exact");
  });

  it("is met by a higher numbered class or grade, never a lower one, nor by a course for its exam", () => {
    const job = parseJob(
      "Water Treatment Plant Operator II\n\nRequirements\n- Current Ohio EPA Class II Water Supply Operator certification\n- Grade 2 Wastewater license\n- Class 1 Boiler Operator license\n",
    );
    const read = (...lines: string[]) => {
      const text = `Lu Ruiz\n\nCertifications\n${lines.map((l) => `- ${l}\n`).join("")}\nExperience\nOperator, Acme\nJan 2019 - Present\n- Daily work\n`;
      return educationEvidence(job, text).map((e) => e.note);
    };
    expect(job.certifications.map((c) => c.value)).toContain(
      "Class II Water Supply Operator certification",
    );
    expect(
      read("Ohio EPA Class III Water Supply Operator (2020)", "Grade 4 Wastewater Operator"),
    ).toEqual(
      expect.arrayContaining([
        'Class II Water Supply Operator certification: found as "Ohio EPA Class III Water Supply Operator (2020)"',
        'Grade 2 Wastewater license: found as "Grade 4 Wastewater Operator"',
      ]),
    );
    expect(read("Ohio EPA Class I Water Supply Operator", "Grade 1 Wastewater Operator")).toEqual(
      expect.arrayContaining([
        "Class II Water Supply Operator certification: not found",
        "Grade 2 Wastewater license: not found",
      ]),
    );
    // A figure after "Class" ranks either way: a Class 3 boiler licence is no Class 1.
    expect(read("Class 3 Boiler Operator license")).toContain(
      "Class 1 Boiler Operator license: not found",
    );
    expect(read("Class 1 Boiler Operator license")).toContain(
      "Class 1 Boiler Operator license: found",
    );
    expect(
      read("Ohio Section AWWA Class II Water Supply exam review course - completed 2024"),
    ).toContain("Class II Water Supply Operator certification: not found");
  });

  it("is met by a lower ordinal class, the first the highest, by any of its names", () => {
    const job = parseJob(
      "Stationary Engineer\n\nRequirements\n- Valid Massachusetts 2nd Class Engineer license (unrestricted) or higher\n",
    );
    const read = (line: string) => {
      const text = `Lu Ruiz\n\nLicenses\n- ${line}\n\nExperience\nOperator, Acme\nJan 2019 - Present\n- Daily work\n`;
      return educationEvidence(job, text).map((e) => e.note);
    };
    expect(read("Massachusetts 1st Class Engineer License, unrestricted")).toEqual([
      'Massachusetts 2nd Class Engineer license: found as "1st Class Engineer License"',
    ]);
    expect(read("Massachusetts 3rd Class Engineer License")).toEqual([
      "Massachusetts 2nd Class Engineer license: not found",
    ]);
    // A boiler licence of no class named is not the class asked.
    expect(read("Boiler license")).toEqual(["Massachusetts 2nd Class Engineer license: not found"]);
  });

  it("named by one everyday word, is found only on a line that names a credential", () => {
    const job = parseJob(
      "Audiologist\n\nRequirements\n- ASHA CCC-A or American Board of Audiology certification\n",
    );
    const read = (line: string) => {
      const text = `Lu Ruiz\n\nExperience\nSpecialist, Acme\nJan 2019 - Present\n- ${line}\n`;
      return educationEvidence(job, text).find((e) => e.requirement === "Audiology certification")
        ?.note;
    };
    expect(read("Refer patients with red flags to ENT and audiology per state rules")).toBe(
      "Audiology certification: not found",
    );
    expect(read("Board certified in audiology since 2015.")).toBe("Audiology certification: found");
  });

  it("is met by its own initials the posting gives in brackets, not by a degree in the field", () => {
    const job = parseJob(
      "Optician\n\nRequirements\n- American Board of Opticianry certification (ABOC)\n- NCLE certification (NCLEC) a plus\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Opticianry certification",
      "ABOC",
      "NCLE certification",
      "NCLEC",
    ]);
    const read = (line: string) => {
      const text = `Lu Ruiz\n\nEducation\nA.A.S., Opticianry, 2016\n\nCertifications\n${line}\n\nExperience\nOptician, Acme\nJan 2019 - Present\n- Daily work\n`;
      return educationEvidence(job, text);
    };
    const held = read("ABO Certified (ABOC) - 2016");
    expect(held.find((e) => e.requirement === "ABOC")?.credit).toBe(1);
    // No hold for the long name the initials stand for.
    expect(held.some((e) => e.requirement === "Opticianry certification")).toBe(false);
    const none = read("Notary public");
    expect(none.find((e) => e.requirement === "Opticianry certification")?.credit).toBe(0);
  });

  it("is not read from a degree's initials spelled out beside them", () => {
    const job = parseJob(
      "Sewing Machine Mechanic\n\nRequirements\n- Diploma, Certificate or Associate of Applied Science (AAS) in Industrial Maintenance Technology\n- Associate of the Society of Actuaries (ASA) preferred\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual(["ASA"]);
  });

  it("is read from initials spelled out beside them as a credential, either way round, and met by either name", () => {
    const job = parseJob(
      "Property Manager\n\nRequirements\n- CAM (Certified Apartment Manager, NAA) or ARM (Accredited Residential Manager, IREM) designation\n- Reports to the Certified Property Supervisor (CPS)\n\nPreferred Qualifications\n- Certified Leasing Professional (CLP)\n- CPM designation or progress toward it\n\nResponsibilities\n- Support our Magnet designation\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["CAM", "required"],
      ["ARM", "required"],
      ["CLP", "preferred"],
      ["CPM designation", "preferred"],
    ]);
    const read = (line: string) => {
      const text = `Lu Ruiz\n\nCertifications\n${line}\n\nExperience\nProperty Manager, Acme\nJan 2019 - Present\n- Daily work\n`;
      return educationEvidence(job, text);
    };
    // Either will do: one requirement, met by the name written out.
    const held = read("- Certified Apartment Manager, NAA (2016)");
    expect(held.find((e) => e.requirement === "CAM")?.credit).toBe(1);
    expect(held.some((e) => e.requirement === "ARM")).toBe(false);
    const sought = read(
      "- CAM - Certified Apartment Manager - coursework in progress, exam scheduled",
    );
    expect(sought.find((e) => e.requirement === "CAM")?.credit).toBe(0);
  });

  it("is not held by a neighbour's licence that shares its last words, nor by the assistant's", () => {
    const job = parseJob(
      "Therapist\n\nRequirements\n- Current Licensed Clinical Social Worker (LCSW) license\n- Board Certified Behavior Analyst (BCBA)\n",
    );
    const skill = (line: string, name: string) => {
      const text = `Lu Ruiz\n\nLicenses\n- ${line}\n\nExperience\nTherapist, Acme Clinic\nJan 2019 - Present\n- Outpatient therapy\n`;
      return scoreText(job, text).skills.find((m) => m.skill.name === name)?.credit;
    };
    const lcsw = "Licensed Clinical Social Worker";
    expect(
      skill("Licensed Master's Social Worker (LMSW), Virginia Board of Social Work, 2022", lcsw),
    ).toBe(0);
    expect(
      skill("Registered Supervisee (Resident in Social Work), Virginia Board of Social Work", lcsw),
    ).toBe(0);
    expect(skill("Licensed Clinical Social Worker, Virginia, 2019", lcsw)).toBe(1);
    // A body's initials there are no other credential's word.
    const radiologic = parseJob(
      "Mammographer\n\nRequirements\n- Current Florida Department of Health Radiologic Technologist license\n",
    );
    const text =
      "Lu Ruiz\n\nLicenses\n- Florida DOH Radiologic Technologist - General Radiographer (CRT), current through 2027\n\nExperience\nTechnologist, Acme\nJan 2019 - Present\n- Imaging\n";
    expect(educationEvidence(radiologic, text).every((e) => e.credit === 1)).toBe(true);
    // The assistant behavior analyst's is related, not the BCBA.
    expect(skill("BCaBA, BACB, 2022", "Board Certified Behavior Analyst")).toBeLessThan(1);
    expect(skill("BCBA, BACB, 2018", "Board Certified Behavior Analyst")).toBe(1);
  });

  it("of a lettered class, is met by a higher class only where the posting says '(or higher)'", () => {
    const job = parseJob(
      "Water Distribution Operator\n\nRequirements\n- Current TCEQ Class C Water Distribution Operator license (or higher)\n- Class D Security License\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Class C Water Distribution Operator license (or higher)",
      "Class D Security License",
    ]);
    const read = (line: string) => {
      const text = `Lu Ruiz\n\nLicenses\n- ${line}\n\nExperience\nOperator, Acme Utility\nJan 2017 - Present\n- Main repairs\n`;
      const evidence = educationEvidence(job, text);
      return (value: string) => evidence.find((e) => e.requirement.startsWith(value))?.credit;
    };
    expect(read("TCEQ Class B Water Distribution Operator License, 2022")("Class C Water")).toBe(1);
    expect(read("TCEQ Class D Water Distribution Operator License, 2022")("Class C Water")).toBe(0);
    // Without it, a letter names a kind: an armed guard's Class G is no Class D.
    expect(read("Class G Security License, 2020")("Class D Security")).toBe(0);
  });

  it("is read from a society's grade of membership spelled out beside its initials", () => {
    const job = parseJob(
      "Associate Actuary\n\nQualifications\n- Associate of the Society of Actuaries (ASA) required; progress toward FSA preferred\n- Fellow of the Casualty Actuarial Society (FCAS) a plus\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["ASA", "required"],
      ["FCAS", "preferred"],
    ]);
  });

  it("is read from initials a word of its name gives two letters of, apart from the body that grants it, and met by either of two bodies' credentials", () => {
    const job = parseJob(
      "Optometric Technician\n\nRequired Qualifications\n- Certified Paraoptometric Assistant (CPOA) through the AOA Commission on Paraoptometric Certification, or JCAHPO Certified Ophthalmic Assistant (COA)\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["CPOA", "required"],
      ["COA", "required"],
    ]);
    const score = (line: string) => {
      const text = `Lu Ruiz\n\nCertifications\n${line}\n\nExperience\nOptometric Technician, Acme Eye Care\nJan 2017 - Present\n- Pretesting, OCT and visual fields\n`;
      return scoreText(job, text);
    };
    const held = (line: string) =>
      score(line)
        .components.find((c) => c.id === "requiredSkills")!
        .evidence.some((e) => / is required and the resume does not show it held/.test(e.note));
    expect(held("- Certified Ophthalmic Assistant (COA), JCAHPO, 2019")).toBe(false);
    expect(held("- CPOA, 2018")).toBe(false);
    expect(held("- Notary public")).toBe(true);
  });

  it("is not held by a degree in the field its graduates are licensed in", () => {
    const job = parseJob(
      "Family Nurse Practitioner\n\nRequirements\n- National board certification as a Family Nurse Practitioner through AANPCB (FNP-C) or ANCC (FNP-BC)\n",
    );
    const skill = (line: string) => {
      const text = `Lu Ruiz\n\nEducation\nMSN, Family Nurse Practitioner - Gonzaga University, Aug 2026\n\nCertifications\n${line}\n\nExperience\nRegistered Nurse, Acme Clinic\nJan 2017 - Present\n- Triage and care plans\n`;
      return scoreText(job, text).skills.find((m) => m.skill.name === "Family Nurse Practitioner");
    };
    expect(skill("- Registered Nurse, Montana")?.credit).toBe(0);
    expect(skill("- FNP-C, AANPCB, 2020")?.credit).toBe(1);
    // "National board certification" of a nurse practitioner is no teacher's NBCT.
    expect(job.skills.some((s) => s.name === "National Board Certified Teacher")).toBe(false);
    expect(
      parseJob("Teacher\n\nPreferred\n- National Board Certification\n").skills.map((s) => s.name),
    ).toEqual(["National Board Certified Teacher"]);
  });

  it("is no state's licence because a state is named in the glued item before it", () => {
    const job = parseJob(
      "Family Nurse Practitioner\n\nRequirements:•Active DEA registration, or ability to obtain a Montana DEA registration within 90 days of hire•Current BLS certification (American Heart Association)\n",
    );
    const text =
      "Lu Ruiz\n\nSummary\nI will apply for Montana APRN licensure once I pass.\n\nCertifications\n- BLS and ACLS, American Heart Association - exp. 2027\n\nExperience\nRegistered Nurse, Acme Clinic\nJan 2017 - Present\n- Triage\n";
    const bls = educationEvidence(job, text).find((e) => e.requirement === "BLS");
    expect(bls?.credit).toBe(1);
  });

  it("is named by its initials in brackets, which are no skill of the same initials", () => {
    const job = parseJob(
      "Athletic Trainer\n\nRequirements\n- Current BOC certification (ATC) in good standing\n- BLS/CPR for the Professional Rescuer or equivalent ECC certification\n",
    );
    expect(job.skills.some((s) => s.name === "Air traffic control")).toBe(false);
    // "or equivalent ECC certification": what will do instead, not one more credential asked.
    expect(job.certifications.map((c) => c.value)).not.toContain("ECC certification");
  });

  it("is an alcohol server's card written as its program's name", () => {
    const job = parseJob(
      "Bartender\n\nRequirements\n- TIPS On-Premise or ServSafe Alcohol certification\n",
    );
    const text =
      "Lu Ruiz\n\nCertifications\n- TIPS On-Premise Certified, 2025\n\nExperience\nBartender, Acme Bar\nJan 2019 - Present\n- Craft cocktails\n";
    const match = scoreText(job, text);
    expect(match.skills.find((m) => m.skill.name === "Alcohol server certification")?.credit).toBe(
      1,
    );
  });

  it("is not held by an associate's or a trainee's licence, nor by the licensed person one works under", () => {
    const job = parseJob(
      "Home Inspector\n\nRequirements\n- Current North Carolina Home Inspector license (NCHILB)\n- Current Florida Clinical Laboratory Technologist license\n",
    );
    const read = (lines: string) => {
      const text = `Lu Ruiz\n\nExperience\nAssociate Home Inspector\nTriangle Inspections, Raleigh, NC | Sep 2025 - Present\n- Perform inspections under the supervision of a licensed NC home inspector\n\nLicenses\n${lines}\n`;
      const evidence = educationEvidence(job, text);
      return (value: string) => evidence.find((e) => e.requirement.startsWith(value))?.credit;
    };
    const associate = read(
      "- North Carolina Associate Home Inspector License (2025)\n- Florida Clinical Laboratory Trainee License (2026)",
    );
    expect(associate("North Carolina")).toBe(0);
    expect(associate("Florida")).toBe(0);
    const full = read(
      "- North Carolina Home Inspector License #4410 (2019)\n- Florida Clinical Laboratory Technologist License - Cytology (2018)",
    );
    expect(full("North Carolina")).toBe(1);
    expect(full("Florida")).toBe(1);
  });

  it("is read with a body's letters in brackets or initials written with dots, and met however the brackets are spaced", () => {
    const job = parseJob(
      "Cytotechnologist\n\nRequirements\n- CT(ASCP) certification from the ASCP Board of Certification required\n- Registered EEG Technologist (R. EEG T.) through ABRET\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual(["R. EEG T.", "CT(ASCP) certification"]);
    const read = (line: string) => {
      const text = `Lu Ruiz\n\nCertifications\n${line}\n\nExperience\nCytotechnologist, Acme Lab\nJan 2017 - Present\n- Screening\n`;
      return educationEvidence(job, text).find((e) => e.requirement === "CT(ASCP) certification")
        ?.credit;
    };
    expect(read("- Cytotechnologist, CT (ASCP), 2017")).toBe(1);
    expect(read("- CT(ASCP) - exam scheduled December 2026")).toBe(0);
  });

  it("is met by initials with a body's letters, written with its maintenance mark, for either of two named so", () => {
    const job = parseJob(
      "Histotechnician\n\nRequirements\n- Histotechnician HT(ASCP) or Histotechnologist HTL(ASCP) certification from the ASCP Board of Certification required\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Histotechnologist HTL(ASCP) certification",
      "Histotechnician HT(ASCP) certification",
    ]);
    const held = (line: string) => {
      const text = `Lu Ruiz\n\nCertifications\n${line}\n\nExperience\nHistotechnician, Acme Lab\nJan 2017 - Present\n- Microtomy\n`;
      return scoreText(job, text)
        .components.find((c) => c.id === "requiredSkills")!
        .evidence.some((e) => / is required and the resume does not show it held/.test(e.note));
    };
    expect(held("- Histotechnician, HT(ASCP)CM - ASCP Board of Certification, 2018")).toBe(false);
    expect(held("- HT(ASCP) - working toward; exam planned spring 2027")).toBe(true);
  });

  it("is met by its initials written with dots", () => {
    const job = parseJob(
      "Customs Broker\n\nRequirements\n- Active U.S. Customs Broker License issued by U.S. Customs and Border Protection\n",
    );
    const text =
      "Lu Ruiz\n\nLicenses\n- U.S. Customs Broker License (individual), CBP, issued 2017\n\nExperience\nBroker, Acme\nJan 2019 - Present\n- Daily work\n";
    expect(educationEvidence(job, text)[0]!.credit).toBe(1);
  });

  it("is not met by its words with another word among them", () => {
    const cmaa = skill(
      "Certified Medical Assistant (CMA) certification",
      "Certified Medical Administrative Assistant (CMAA), NHA, 2018",
      /Medical Assistant/,
    );
    expect(cmaa.match).not.toBe("exact");
  });

  it("reads an apprentice coder's CPC-A apart from the CPC, with a dash in its name too", () => {
    for (const line of [
      "CPC-A, AAPC, 2023",
      "CPC-A (Certified Professional Coder \u2013 Apprentice), AAPC, 2023",
    ]) {
      const cpc = skill("Current CPC credential from AAPC", line, /^Certified Professional Coder$/);
      expect(cpc.match, line).not.toBe("exact");
    }
    expect(
      skill("Current CPC credential from AAPC", "CPC, AAPC, 2019", /^Certified Professional Coder$/)
        .match,
    ).toBe("exact");
  });

  it("reads a state's licence named by initials, as held however it is qualified", () => {
    const job = parseJob(
      "Physician Assistant\n\nRequirements\n- Active Tennessee PA license, or eligibility for licensure\n- Georgia PA license\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Active Tennessee PA license",
      "Georgia PA license",
    ]);
    const text =
      "Lu Ruiz\n\nCertifications\n- Tennessee PA License\n\nExperience\nPhysician Assistant, Acme\nJan 2019 - Present\n- Daily work\n";
    expect(educationEvidence(job, text).map((e) => e.note)).toEqual([
      "Active Tennessee PA license: found",
      // A physician assistant's licence, held in another state: "PA" after a state's name is the
      // licence's, not Pennsylvania.
      'Georgia PA license: held for Tennessee ("Tennessee PA License"), not for Georgia as the posting asks (partial credit)',
    ]);
  });

  it("reads an assistant's licence apart from the therapist's", () => {
    const cota = skill("Occupational therapist license", "COTA/L, NBCOT certified", /Occupational/);
    expect(cota.match).not.toBe("exact");
    const ot = skill(
      "Occupational therapist license",
      "Michigan OT License, exp. 06/30/2030",
      /Occupational/,
    );
    expect(ot.match).toBe("exact");
  });
});

describe("a short course", () => {
  it("weighs half in the required skills and is no education on its own", () => {
    const job = parseJob(
      "Massage Therapist\n\nRequirements\n- Oregon massage therapist license\n- Swedish massage\n- CPR certification\n",
    );
    const text =
      "Liu Park\n\nCertifications\n- CPR, American Red Cross, exp. 2030\n\nExperience\nSenior Teller, First Bank\nJan 2017 - Present\n- Cash handling and customer accounts\n";
    const match = scoreText(job, text);
    const required = match.components.find((c) => c.id === "requiredSkills")!;
    const education = match.components.find((c) => c.id === "education")!;
    expect(match.skills.find((s) => s.skill.name === "CPR")?.credit).toBe(1);
    // CPR found, licence and massage missing: half a share of two and a half.
    expect(required.points / required.maxPoints).toBeLessThan(0.25);
    expect(education.maxPoints).toBe(0);
  });
});

describe("a credential a job board writes with capitals", () => {
  const aviation = parseJob(
    "Aircraft Technician\n\nPreferred qualifications\n• FAA Airframe & Power Plant License preferred.\n",
  );

  it("is read whole, and met by its name written with two words as one", () => {
    expect(aviation.certifications.map((c) => c.value)).toEqual([
      "FAA Airframe & Power Plant License",
    ]);
    const text =
      "Tom Reed\nAircraft Mechanic\n\nExperience\nAircraft Maintenance Technician, Spirit Aero — 2016 to 2024\n- Inspected turbine engines\n\nCertifications\nFAA Airframe and Powerplant (A&P) Certificate\n";
    const evidence = educationEvidence(aviation, text).find((e) =>
      e.requirement.startsWith("FAA Airframe"),
    );
    expect(evidence?.credit).toBe(1);
    expect(evidence?.resumeSpan?.text).toBe("FAA Airframe and Powerplant (A&P) Certificate");
  });
});

describe("a body's certification of a profession certified by several", () => {
  it("is that body's, and 'certified' before a thing names no credential", () => {
    const job = parseJob(
      "Senior Translator\n\nAbout us\nLinguaCo is an ISO 9001 certified language service provider.\n\nResponsibilities\n\u2022 Perform certified translations for USCIS\n\nRequirements\n\u2022 ATA Certified Translator (American Translators Association), Spanish into English\n\u2022 ATIO certified translator a plus\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual(["ATIO certified"]);
    const ata = (text: string) =>
      scoreText(job, text).skills.find((m) => m.skill.name === "ATA Certified Translator")!;
    const resume = (line: string) =>
      `Ana Ruiz\n\nCertifications\n- ${line}\n\nExperience\nTranslator, Words Ltd \u2014 Jan 2018 - Present\n- Legal translation\n`;
    expect(ata(resume("ATA-certified translator, Spanish>English, No. 529011")).match).toBe(
      "exact",
    );
    // Another country's body certifies translators too, but not as the one asked.
    expect(ata(resume("NAATI Certified Translator, Spanish into English")).credit).toBe(0);
  });
});

describe("credentials asked together under one plural paper", () => {
  it("are each asked, and each met by its name without the body's initials", () => {
    const job = parseJob(
      "Building Inspector\n\nRequirements\n\u2022 ICC Residential Building Inspector (B1) AND ICC Commercial Building Inspector (B2) certifications at time of hire\n",
    );
    expect(job.certifications.map((c) => c.value).sort()).toEqual([
      "ICC Commercial Building Inspector (B2) certification",
      "ICC Residential Building Inspector (B1) certification",
    ]);
    const text =
      "Jo Park\n\nEXPERIENCE\nBuilding Inspector, City of Aurora\n2019 - Present\n- Framing inspections\n\nICC CERTIFICATIONS (Cert. #8194720)\n\u2022 Residential Building Inspector (B1) \u2014 2019\n\u2022 Commercial Building Inspector (B2) \u2014 2020\n";
    const evidence = scoreText(job, text).components.flatMap((c) => c.evidence);
    for (const value of job.certifications.map((c) => c.value))
      expect(evidence.find((e) => e.requirement === value)?.credit, value).toBe(1);
  });
});

describe("a credential named in the title and again under the requirements", () => {
  it("is required, quoted from the requirements", () => {
    const job = parseJob(
      "Certified Ophthalmic Technician (COT)Blue Ridge Eye Physicians \u2013 Charlotte, NC \u00b7 Full-timeAbout UsWe are a growing practice.Responsibilities:\u00b7 Work up patients\u00b7 Perform A-scans and visual fieldsRequirements:\u00b7 Certified Ophthalmic Technician (COT) certification through IJCAHPO, current and in good standing\u00b7 Minimum 2 years of clinical experiencePreferred:\u00b7 COMT a plus",
    );
    const cot = job.certifications.find((c) => c.value === "COT")!;
    expect(cot.level).toBe("required");
    expect(cot.span.start).toBeGreaterThan(job.text.indexOf("Requirements"));
  });

  it("is required where the requirements name it after the duties, not as one of alternatives", () => {
    const levels = (text: string) =>
      Object.fromEntries(parseJob(text).certifications.map((c) => [c.value, c.level]));
    expect(
      levels(
        "Executive ChefAbout UsWe are a coastal restaurant.Responsibilities:\u2022Lead the kitchen team\u2022Maintain a HACCP-based food safety program, temperature logsRequirements:\u20226+ years in professional kitchens\u2022Working knowledge of the state Food Code and HACCP principles\u2022ServSafe Manager certification",
      ).HACCP,
    ).toBe("required");
    // "CMA (AAMA) or RMA (AMT)": either will do, read as one requirement of its own.
    expect(
      levels(
        "Medical AssistantAbout UsOur clinic is growing.Responsibilities:\u2022Room patients and keep CMA logsRequired Qualifications\u2022Current CMA (AAMA) or RMA (AMT) certification required at hire",
      ).CMA,
    ).toBe("preferred");
  });
});

describe("a subject's endorsement of a licence", () => {
  it("is asked by the subject, held where a list of endorsements names it, not by the subject alone", () => {
    const job = parseJob(
      "High School Chemistry Teacher\n\nRequirements\n- Current Virginia teaching license with an endorsement in Chemistry\n",
    );
    expect(job.certifications.map((c) => c.value)).toContain("Chemistry endorsement");
    const held = (text: string) =>
      scoreText(job, text)
        .components.flatMap((c) => c.evidence)
        .find((e) => e.requirement === "Chemistry endorsement")!.credit;
    const teacher =
      "Ana Ruiz\n\nLicensure\nVirginia Postgraduate Professional License #0419276\n  Endorsements: Biology (6\u201312), Chemistry (6\u201312)\n\nExperience\nChemistry Teacher, Central High \u2014 Aug 2016 - Present\n- AP Chemistry\n";
    expect(held(teacher)).toBe(1);
    const biology =
      "Lee Park\n\nSummary\nBiology teacher, currently also teaching two sections of\nChemistry under a division waiver. Licensed in Virginia with a Biology endorsement only;\nadding the Chemistry endorsement is in progress \u2014 Praxis Chemistry: Content Knowledge\n(5246) is scheduled for February 2027.\n\nExperience\nBiology Teacher, Central High \u2014 Aug 2023 - Present\n- Biology and Chemistry labs\n";
    expect(held(biology)).toBe(0);
  });
});

describe("credentials named around other words of a posting", () => {
  it("reads the field, the credential after 'as a', and leaves out people, schooling and alternatives", () => {
    const certs = (line: string) =>
      parseJob(`Clinician\n\nRequirements\n- ${line}\n`).certifications.map(
        (c) => `${c.value} [${c.level}]`,
      );
    expect(
      certs(
        "Active, unrestricted license to practice optometry from the Oregon Board of Optometry",
      ),
    ).toEqual(["Optometry license [required]"]);
    expect(
      certs(
        "Dual certification as a Certified Prosthetist Orthotist (CPO) by the American Board for Certification",
      ),
    ).toEqual(["CPO [required]"]);
    expect(certs("Supervise certified fitters and technicians")).toEqual([]);
    expect(
      certs(
        "Master's degree from a CAAHEP-accredited program, or bachelor's degree with NCOPE-accredited certificate",
      ),
    ).toEqual([]);
    expect(
      parseJob(
        "Buyer\n\nRequirements\n- MCIPS (or CIPS Level 6 Professional Diploma); CPSM (ISM) accepted for candidates qualified overseas\n",
      ).skills.find((s) => s.name === "CPSM")?.level,
    ).toBe("preferred");
  });
});

describe("a credential of several levels", () => {
  it("is met by its own level, not by another level's words", () => {
    const job = parseJob(
      "Cloud Architect\n\nRequirements\n\u2022 AWS Certified Solutions Architect \u2013 Professional (current)\n",
    );
    const read = (line: string) =>
      scoreText(
        job,
        `Vik Anand\n\nCertifications\n${line}\n\nExperience\nCloud Engineer, Acme \u2014 Jan 2019 - Present\n- AWS landing zones\n`,
      ).skills.find((m) => m.skill.name === "AWS Certified Solutions Architect Professional")!;
    expect(
      read("AWS Certified Solutions Architect \u2013 Professional (SAP-C02), expires 2028").credit,
    ).toBe(1);
    expect(
      read("AWS Certified Solutions Architect \u2013 Associate (SAA-C03) \u2013 2023").credit,
    ).toBe(0);
  });
});

describe("a credential's initials spelled by the posting's words before its name", () => {
  it("are read on the resume, and another body's credential 'accepted' is an alternative", () => {
    const emt = parseJob(
      "EMT\n\nRequirements\n\u2022 Current National Registry of Emergency Medical Technicians (NREMT) certification at the EMT level\n",
    );
    const held = (text: string) =>
      scoreText(emt, text)
        .components.flatMap((c) => c.evidence)
        .find((e) => /NREMT/.test(e.requirement) && !/required/.test(e.requirement))!.credit;
    expect(
      held(
        "Jo Lee\n\nCertifications\nNREMT \u2013 National Registry EMT, Reg. #E3104478, exp. 03/31/2028\n\nExperience\nEMT, County EMS \u2014 Jan 2020 - Present\n- 911 response\n",
      ),
    ).toBe(1);
    const vascular = parseJob(
      "Vascular Technologist\n\nRequirements\n- Registered Vascular Technologist (RVT) credential through ARDMS required; CCI Registered Vascular Specialist (RVS) accepted\n",
    );
    expect(vascular.skills.find((s) => s.name === "Registered Vascular Technologist")?.level).toBe(
      "required",
    );
    expect(vascular.certifications.find((c) => c.value === "RVS")?.level).toBe("preferred");
  });
});

describe("a condition to pass once offered", () => {
  it("is no credential the candidate must already hold", () => {
    const job = parseJob(
      "Correctional Nurse\n\nRequirements\n\u2022 Active RN license\n\u2022 Ability to pass a detention facility security clearance (background check, fingerprinting, drug screen)\n",
    );
    expect(job.skills.find((s) => s.name === "Security clearance")?.level).toBe("preferred");
  });
});

describe("a board's continuing certification", () => {
  const job = parseJob(
    "Ophthalmologist\n\nRequirements\n\u2022 Board certification by the American Board of Ophthalmology (ABO) with current participation in the ABO Continuing Certification program\n",
  );
  const note = (entry: string) =>
    educationEvidence(
      job,
      `Jo Doe, MD\n\nBOARD CERTIFICATION\nAmerican Board of Ophthalmology \u2013 Diplomate, certified 2019\n${entry}\n`,
    ).find((e) => e.requirement === "ABO Continuing Certification")?.note;

  it("is held by its initials joined with a hyphen, enrolled and current", () => {
    expect(note("Continuing Certification (CC-ABO): enrolled and current")).toMatch(/: found as/);
    expect(note("Enrolled in Continuing Certification (CC-ABO)")).toMatch(/: found as/);
  });

  it("is not held when the entry says it is not", () => {
    expect(note("Continuing Certification (CC-ABO): enrolled, first cycle begins 2027")).toMatch(
      /sought or in progress/,
    );
    expect(note("Continuing Certification: not enrolled")).not.toMatch(/: found as/);
  });
});

describe("a licence the résumé names as someone else's", () => {
  const trainer = parseJob(
    "Head Trainer\n\nMinimum Qualifications\u2022Current Trainer license issued by the Kentucky Horse Racing and Gaming Corporation (KHRGC)\u2022Valid driver's license",
  );
  const note = (line: string) =>
    educationEvidence(
      trainer,
      `Sam Roe\n\nEXPERIENCE\nAssistant Trainer    Feb 2017 \u2013 Present\n \u2022 ${line}\n`,
    ).find((e) => e.requirement === "Current Trainer license")?.note;

  it("is not held: the work was done under another's licence", () => {
    expect(note("Saddle horses in the head trainer's absence (under his license)")).toMatch(
      /not found/,
    );
    expect(note("Saddle horses on the head trainer's license when he travels")).toMatch(
      /not found/,
    );
  });

  it("is held when the line names it as the résumé's own", () => {
    expect(note("Trainer license (KHRGC) held since 2019; saddle horses daily")).toMatch(/: found/);
  });
});

describe("a designation's progress, named as its label", () => {
  const actuary = parseJob(
    "Senior Actuary\n\nRequired Qualifications\u2022Fellow of the Casualty Actuarial Society (FCAS)\u2022Minimum of 7 years of reserving experience",
  );
  const note = (entry: string) =>
    educationEvidence(actuary, `Tom Roe, ACAS\n\nCredentials\n${entry}\n`).find(
      (e) => e.requirement === "FCAS",
    )?.note;

  it("is no designation held: 'FCAS progress: Exam 7 passed'", () => {
    expect(
      note(
        "FCAS progress: Exam 7 passed (Spring 2024); Exam 8 passed (Fall 2025); Exam 9 sitting\nSpring 2027",
      ),
    ).toMatch(/sought or in progress/);
  });

  it("leaves a designation held alone", () => {
    expect(note("FCAS \u2013 Fellow of the Casualty Actuarial Society, 2021")).toMatch(/: found/);
  });
});

describe("a credential's status the résumé writes in its own words", () => {
  const cissp = parseJob("Security Lead\n\nRequirements\n- CISSP required\n- CTI certification\n");
  const note = (entry: string, requirement: string) =>
    educationEvidence(cissp, `Pat Roe\n\nCERTIFICATIONS\n${entry}\n`).find(
      (e) => e.requirement === requirement,
    )?.note;

  it("is not held after its body's initials and 'not yet certified'", () => {
    expect(
      note(
        "Certified Information Systems Security Professional (CISSP), ISC2 \u2013 not yet certified",
        "CISSP",
      ),
    ).toMatch(/sought or in progress/);
    expect(
      note(
        "Certified Information Systems Security Professional (CISSP), ISC2 \u2013 2019",
        "CISSP",
      ),
    ).toMatch(/: found/);
  });

  it("is not held when the résumé says it doesn't have it", () => {
    expect(
      note("I don't have CTI yet; the CTEF test is planned for spring 2027", "CTI certification"),
    ).toMatch(/sought or in progress/);
  });
});

describe("a certification in a field at a level or higher", () => {
  const alarm = parseJob(
    "Fire Alarm Technician II\n\nMinimum Qualifications\u2022NICET certification in Fire Alarm Systems, Level II or higher (National Institute for Certification in Engineering Technologies)\u20223 years of fire alarm experience",
  );
  const note = (entry: string) =>
    educationEvidence(alarm, `Pat Roe\n\nCERTIFICATIONS\n${entry}\n`)[0]?.note ?? "";

  it("is asked at its level", () => {
    expect(alarm.certifications.map((c) => c.value)).toEqual([
      "NICET Level II certification (or higher)",
    ]);
  });

  it("is met by that level or a higher one, not a lower", () => {
    expect(note("NICET Fire Alarm Systems \u2013 Level II (2021)")).toMatch(/: found/);
    expect(note("NICET Level III \u2013 Fire Alarm Systems (2019)")).toMatch(/: found/);
    expect(note("NICET Fire Alarm Systems Level I (2022)")).not.toMatch(/: found/);
  });
});

describe("a credential named by initials with a slash, or still to finish", () => {
  it("reads 'Certified Patient Care Technician/Assistant (CPCT/A) certification' as asked", () => {
    const pct = parseJob(
      "Patient Care Technician\n\nRequired Qualifications\u2022Current Certified Patient Care Technician/Assistant (CPCT/A) certification from the National Healthcareer Association (NHA)\u2022BLS",
    );
    expect(pct.certifications.map((c) => c.value)).toContain("CPCT/A");
    const note = (entry: string) =>
      educationEvidence(pct, `Pat Roe\n\nCERTIFICATIONS\n${entry}\n`).find(
        (e) => e.requirement === "CPCT/A",
      )?.note;
    expect(note("Certified Patient Care Technician/Assistant (CPCT/A), NHA \u2013 2022")).toMatch(
      /: found/,
    );
    expect(
      note("Certified Patient Care Technician/Assistant (CPCT/A), NHA \u2013 not yet certified"),
    ).toMatch(/sought or in progress/);
  });

  it("is not held while its last leg is still to pass", () => {
    const reporter = parseJob("Court Reporter\n\nRequirements\n- RPR certification required\n");
    const notes = educationEvidence(
      reporter,
      "Pat Roe\n\nSUMMARY\nFreelance court reporter. Working on the last leg of my NCRA RPR.\n",
    );
    expect(notes.find((e) => /RPR/.test(e.requirement))?.note).toMatch(/sought or in progress/);
  });

  it("is not held where a course's words spell the initials the résumé says it is working toward", () => {
    const appraiser = parseJob(
      "Property Appraiser\n\nMinimum Qualifications\u2022Registered Professional Appraiser (RPA) registration issued by the Texas Department of Licensing and Regulation (TDLR)\u2022Five years of appraisal experience",
    );
    const notes = educationEvidence(
      appraiser,
      "Pat Roe\nProperty Appraiser \u2014 Appraisal District\nLindale, TX\n\nSummary\nAd valorem appraiser with four years at a Texas appraisal district. Mostly residential and\nsmall commercial work, with a growing share of commercial accounts since 2025. Registered with\nTDLR as a Class III appraiser; working toward the RPA.\n\nWork History\nAppraiser II, Smith Valley Appraisal District, Tyler, TX                      Sep 2024 \u2013 Present\n\u2022 Value small commercial properties (strip retail, small office, auto service) and residential\n  neighborhoods using the cost and sales comparison approaches\n\u2022 Started running basic income approach models for small retail in 2025\n\u2022 Present at informal hearings and ARB panels (about 120 protests in 2026)\n\u2022 Update characteristics and sketches in PACS; measure new construction in the field\n\nAppraiser I, Smith Valley Appraisal District, Tyler, TX                       Oct 2022 \u2013 Aug 2024\n\u2022 Residential field inspections, building permits and sales verification letters\n\u2022 Data entry and sketch corrections in PACS; map updates in ArcGIS\n\nCustomer Service Representative, Smith Valley Appraisal District              Jun 2021 \u2013 Sep 2022\n\u2022 Answered homestead exemption and protest questions for property owners\n\nEducation\nAssociate of Applied Science, Real Estate \u2014 Tyler Pines Junior College, 2021\n\nRegistration & Training\nTDLR Property Tax Professional \u2014 Appraiser Class III registrant (Registration No. 81553)\nRegistered Professional Appraiser (RPA) \u2014 not yet; eligible after five years of appraisal\n  experience (2027); final RPA exam not yet taken\nIAAO Course 102 Income Approach to Valuation \u2014 completed 2025\nIAAO Course 101 Fundamentals of Real Property Appraisal \u2014 completed 2023\nUSPAP 15-Hour National Course \u2014 2023\n",
    );
    expect(notes.find((e) => e.requirement === "RPA")?.note).toMatch(/sought or in progress/);
  });
});

describe("a vendor's application certification", () => {
  const analyst = parseJob(
    "Epic Analyst\n\nMinimum Qualifications\u2022Epic Ambulatory application certification, current and maintained\u2022At least 3 years as an Epic analyst",
  );
  const note = (entries: string) =>
    educationEvidence(analyst, `Pat Roe\n\nCERTIFICATIONS\n${entries}\n`)[0]?.note ?? "";

  it("is asked by the application's name", () => {
    expect(analyst.certifications.map((c) => c.value)).toEqual([
      "Epic Ambulatory application certification",
    ]);
    expect(note("Epic Ambulatory Certified \u2013 Epic Systems Corporation, 2018")).toMatch(
      /: found/,
    );
  });

  it("named as not held, is not held by another credential of the same words", () => {
    const plain = parseJob(
      "Epic Analyst\n\nMinimum Qualifications\u2022Epic Ambulatory certification, current and maintained\u2022At least 3 years as an Epic analyst",
    );
    const said = educationEvidence(
      plain,
      "Pat Roe\n\nCERTIFICATIONS\nEpic Ambulatory Credentialed Trainer (CT) \u2013 2021\nEpic Ambulatory certification \u2013 not yet certified\n",
    )[0]?.note;
    expect(said).toMatch(/sought or in progress/);
    expect(
      note(
        "Epic Ambulatory Credentialed Trainer (CT) \u2013 2021\nEpic Ambulatory application certification \u2013 not yet certified",
      ),
    ).toMatch(/sought or in progress/);
  });
});

describe("a board's certification by a diplomate's initials", () => {
  const tox = parseJob(
    "Forensic Toxicologist\n\nMinimum Qualifications\u00b7Bachelor's degree in chemistry\u00b7Current certification by the American Board of Forensic Toxicology (ABFT) as a Diplomate (D-ABFT-FT) or Fellow (F-ABFT) \u2013 required\u00b7Five years of casework",
  );

  it("is asked after a middle-dot bullet", () => {
    expect(tox.certifications.map((c) => c.value)).toContain("ABFT certification");
  });

  it("is held where the résumé writes it, after the name too, which it does not mask", () => {
    const text =
      "SAMUEL OKONKWO-BRANDT, PhD, D-ABFT-FT\nForensic Toxicologist\n\nCERTIFICATION\nDiplomate, American Board of Forensic\nToxicology (D-ABFT-FT)\nsince 2016, recertified 2021\n";
    expect(
      educationEvidence(tox, text).find((e) => e.requirement === "ABFT certification")?.note,
    ).toMatch(/: found/);
  });
});

describe("a credential named in a course the résumé teaches", () => {
  it("is still held by its entry: 'Teach Lifeguarding courses' and a Lifeguarding Instructor Trainer", () => {
    const aquatics = parseJob(
      "Aquatics Director\n\nRequirements\u00b7Current American Red Cross First Aid/CPR/AED and Lifeguarding certifications\u00b7Five years of aquatics management",
    );
    const text =
      "Pat Roe\n\nEXPERIENCE\nAquatics Manager \u2013 City of Tempe   2017\u2013Present\n\u2022 Teach LGI, WSI and Lifeguarding courses; certify 150+ guards per year\n\nCERTIFICATIONS\nAmerican Red Cross Lifeguarding Instructor Trainer (LGIT) \u2013 valid to 06/2028\n";
    expect(
      educationEvidence(aquatics, text).find((e) => /Lifeguarding/.test(e.requirement))?.note,
    ).toMatch(/: found/);
  });
});

describe("a state's licence of a role in small letters, and a lesser permit", () => {
  it("reads 'Oregon naturopathic physician license' as asked, held by the state's licence only", () => {
    const nd = parseJob(
      "Naturopathic Physician\n\nMinimum Qualifications\u2022Active, unrestricted Oregon naturopathic physician license issued by the Oregon Board of Naturopathic Medicine\u2022Three years of practice",
    );
    expect(nd.certifications.map((c) => c.value)).toEqual([
      "Oregon Naturopathic Physician license",
    ]);
    const note = (entry: string) =>
      educationEvidence(nd, `Pat Roe, ND\n\nLICENSES\n${entry}\n`)[0]?.note ?? "";
    expect(note("Oregon Naturopathic Physician License \u2013 #ND 2241, 2019")).toMatch(/: found/);
    expect(note("Washington Naturopathic Physician License, 2023")).not.toMatch(/: found$/);
  });

  it("reads no trainee's licence so, and a limited permit the posting asks is met by one", () => {
    const histo = parseJob(
      "Histotechnician\n\nRequirements\u2022HT(ASCP) certification, or a Florida trainee license within 6 months\u2022Two years",
    );
    expect(histo.certifications.map((c) => c.value)).not.toContain("Florida Trainee license");
    const xray = parseJob(
      "X-Ray Operator\n\nRequirements\u2022Current California Limited Permit (XT category)\u2022One year",
    );
    const text = "Pat Roe\n\nLICENSES\nLimited Permit X-Ray Technician | California CDPH | 2021\n";
    expect(educationEvidence(xray, text)[0]?.note).toMatch(/: found/);
  });

  it("holds no licence with a limited permit of it", () => {
    const lmhc = parseJob(
      "Counselor\n\nRequirements\u2022Current New York State Licensed Mental Health Counselor (LMHC) license\u2022Three years post-master's",
    );
    const text =
      "Pat Roe\n\nEXPERIENCE\nMental Health Counselor \u2013 Limited Permit Monroe Valley Community Services, Rochester, NY\nJune 2024 \u2013 Present\n\u2022 Caseload of 28 adults in an OMH-licensed outpatient clinic\n";
    const note = educationEvidence(lmhc, text).find((e) => /LMHC/.test(e.requirement))?.note;
    expect(note).toMatch(/not found/);
  });
});

describe("a board's certification with one part of its exam passed", () => {
  it("is not held: 'Board eligible' and 'ABOS Part I (written) passed'", () => {
    const surgeon = parseJob(
      "Orthopaedic Surgeon\n\nRequirements\u2022Board certification by the American Board of Orthopaedic Surgery (ABOS)\u2022Two years of practice",
    );
    const notes = educationEvidence(
      surgeon,
      "Pat Roe, DO\n\nBOARD STATUS & LICENSURE\nAmerican Board of Orthopaedic Surgery - Board eligible\n  ABOS Part I (written) passed July 2024\n",
    );
    expect(notes.find((e) => /Orthopaedic|ABOS/.test(e.requirement))?.note).not.toMatch(/: found/);
  });
});

describe("the steps toward a role's credential, and someone else's credential beside them", () => {
  const rbt = parseJob(
    "Registered Behavior Technician\n\nQualifications:- Active Registered Behavior Technician (RBT) certification through the BACB- Preferred: enrolled in a course sequence toward BCBA certification",
  );
  const note = (entry: string, requirement: RegExp) =>
    educationEvidence(rbt, `Pat Roe\n\nCERTIFICATIONS & TRAINING\n${entry}\n`).find((e) =>
      requirement.test(e.requirement),
    )?.note ?? "";

  it("holds no credential by its course or its competency assessment", () => {
    expect(
      note("\u2022 40-Hour RBT Training (Relias) \u2013 completed 09/2026", /RBT/),
    ).not.toMatch(/: found/);
    expect(
      note("\u2022 RBT Initial Competency Assessment \u2013 completed 10/2026", /RBT/),
    ).not.toMatch(/: found/);
    expect(note("\u2022 RBT, BACB \u2013 2024", /RBT/)).toMatch(/: found/);
  });

  it("holds no credential of the assessor's", () => {
    expect(
      note(
        "\u2022 RBT Initial Competency Assessment \u2013 completed 10/2026 with BCBA assessor",
        /BCBA/,
      ),
    ).toMatch(/not found/);
  });
});

describe("a check an employer runs at hire, and a short life-support course", () => {
  it("is a gap, never a hold: a DBS check, Immediate Life Support", () => {
    const guard = parseJob(
      "Security Officer\n\nEssential\u2022SIA Security Guarding licence\u2022Able to pass BS 7858 screening, including a basic DBS check\u2022Current Immediate Life Support (ILS) certificate",
    );
    const text = "Pat Roe\n\nLICENCES\nSIA Security Guarding licence \u2013 valid to 2028\n";
    const r = scoreText(guard, text);
    expect(
      r.components
        .flatMap((c) => c.evidence)
        .map((e) => e.note)
        .join("\n"),
    ).not.toMatch(/held back/);
  });
});

describe("a firm's designation, a programme's record and a form's code in a tax preparer's resume", () => {
  const preparer = parseJob(
    "Tax Preparer\n\nRequirements\u2022IRS Annual Filing Season Program (AFSP) Record of Completion\u2022Active CPA license\u2022Three years preparing individual returns",
  );
  const resume = (credentials: string) =>
    `Pat Roe\nTax Preparer\n\nCREDENTIALS\n${credentials}\n\nEXPERIENCE\nTax Preparer \u2013 Copper State Financial Group, CPA, Mesa, AZ    Jan 2019 \u2013 Present\n- Prepared 1040 returns with 1099-NEC and 1099-K income\n`;
  const preparerNotes = (text: string) => allNotes(preparer, text);

  it("reads the programme's record of completion as held", () => {
    expect(
      preparerNotes(
        resume("IRS Annual Filing Season Program \u2013 Record of Completion, 2022\u20132026"),
      ),
    ).toMatch(/Annual Filing Season Program: found/);
  });

  it("does not give the candidate the CPA of the firm they worked for", () => {
    expect(preparerNotes(resume("PTIN P01234567"))).toMatch(/CPA: not found/);
  });

  it("reads no skill in a tax form's code", () => {
    expect(extractSkills("Reported 1099-NEC income").map((m) => m.name)).not.toContain(
      "Building codes",
    );
  });
});

describe("a credential's name spelled with a hyphen, and two certifications offered past a body's name", () => {
  it("holds 'Certified Nurse-Midwife (CNM)' by the name written out: 'Certified Nurse-Midwife, AMCB'", () => {
    const job = parseJob(
      "Nurse-Midwife\n\nRequirements\u2022Current certification as a Certified Nurse-Midwife (CNM) by the American Midwifery Certification Board (AMCB)\u2022Two years of full-scope practice",
    );
    const text =
      "Jane Roe\nNurse-Midwife\n\nCERTIFICATION\nCertified Nurse-Midwife, AMCB \u2013 initial certification June 2020; current through 2030\n";
    const notes = allNotes(job, text);
    expect(notes).not.toMatch(/held back/);
    expect(notes).toMatch(/CNM: found/);
  });

  it("reads 'SHRM-CP from the Society … OR Professional in Human Resources (PHR)' as one requirement", () => {
    const job = parseJob(
      "HR Generalist\n\nRequirements:\u2022Current SHRM Certified Professional (SHRM-CP) from the Society for Human Resource Management OR Professional in Human Resources (PHR) from HR Certification Institute (HRCI) \u2013 one of the two is required\u2022Four years of HR generalist work",
    );
    const text = "Pat Roe\nHR Generalist\n\nCERTIFICATIONS\nPHR, HRCI \u2013 2019, current\n";
    const notes = allNotes(job, text);
    expect(notes).not.toMatch(/held back/);
  });
});

describe("a paper offered as the former name of another, and a status on the next line", () => {
  it("reads '(or the former FÁS/SOLAS National Craft Certificate – Electrical)' as the same requirement", () => {
    const job = parseJob(
      "Electrician\n\nRequirements\u2022QQI Level 6 Advanced Certificate \u2013 Craft \u2013 Electrical (or the former F\u00c1S/SOLAS National Craft Certificate \u2013 Electrical); this is essential\u2022Four years as an electrician",
    );
    const text =
      "Sean Roe\nElectrician\n\nQUALIFICATIONS\n- QQI Level 6 Advanced Certificate \u2013 Craft \u2013 Electrical (SOLAS), awarded June 2015\n";
    const notes = allNotes(job, text);
    expect(notes).not.toMatch(/held back/);
  });
});

describe("a register named by its body, a police check, and documents the hire issues", () => {
  const nurse = parseJob(
    "Staff Nurse\n\nRequirements\u2022Registered Nurse with the Singapore Nursing Board (SNB), with a valid practising certificate \u2013 this is mandatory\u2022Three years as a Registered Nurse\u2022Satisfactory National Police Certificate",
  );

  it("asks the register of the body the posting names", () => {
    expect(nurse.certifications.find((c) => c.value === "SNB registration")?.level).toBe(
      "required",
    );
  });

  it("is held where the résumé names the body's register, and not by another country's", () => {
    const held = allNotes(
      nurse,
      "Jane Tan\nStaff Nurse\n\nREGISTRATION\nRegistered Nurse, Singapore Nursing Board \u2013 Reg. No. R23871H, first registered July 2014\n",
    );
    expect(held).toMatch(/SNB registration: found/);
    expect(held).not.toMatch(/held back/);
    const overseas = allNotes(
      nurse,
      "Maria Cruz\nStaff Nurse\n\nLICENCES\nRegistered Nurse \u2013 Professional Regulation Commission (PRC), Philippines, 2017\nSNB Licensure Examination scheduled February 2027\n",
    );
    // Held back, by the body's register sought or by the nurse's licence of another country.
    expect(overseas).toMatch(
      /(?:SNB registration|Registered Nurse) is required and the resume does not show it held/,
    );
    expect(overseas).toMatch(/SNB registration: named only as sought/);
    expect(overseas).toMatch(/Registered Nurse: held for Philippines .*not for Singapore/);
  });

  it("reads a registration in progress through its post-basic training as not held", () => {
    const ece = parseJob(
      "Infant/Toddler Educator\n\nRequired Qualifications\u2022Infant and Toddler Educator (ITE) Certificate issued by the BC Early Childhood Educator Registry\u2022Two years with children under 36 months",
    );
    expect(
      allNotes(
        ece,
        "Pat Roe\n\nCERTIFICATIONS\nInfant and Toddler Educator (ITE) post-basic \u2013 in progress, 2 of 4 courses complete\n",
      ),
    ).toMatch(/held back/);
  });

  it("holds back nothing for a police certificate the employer obtains, nor for certificates the hire issues", () => {
    const text = "Pat Roe\n\nREGISTRATION\nRegistered Nurse, Singapore Nursing Board, 2014\n";
    expect(allNotes(nurse, text)).not.toMatch(/held back/);
    const plumber = parseJob(
      "Service Plumber\n\nYour Day-to-Day\u2022Issue Compliance Certificates through the online portal for work that requires one\u2022Quote on site\nRequirements\u2022Five years as a licensed plumber",
    );
    expect(plumber.certifications.map((c) => c.value)).toEqual([]);
  });
});

describe("a body named for a place, another credential's words apart, a partner who holds it", () => {
  it("reads 'registered as a student with CPA Nova Scotia' as no CPA held", () => {
    const job = parseJob(
      "Senior Accountant\n\nRequirements\u2022CPA designation in good standing\u2022Five years of corporate accounting",
    );
    const text =
      "Pat Roe\nAccountant\n\nEDUCATION\nCPA Professional Education Program: Capstone 2 \u2013 enrolled, spring 2027\nRegistered as a student with CPA Nova Scotia\n";
    expect(allNotes(job, text)).toMatch(/CPA is required and the resume does not show it held/);
    const member =
      "Fiona Roe\nAccountant\n\nDESIGNATION\nChartered Professional Accountant (CPA), CPA Nova Scotia \u2013 member in good standing\n";
    expect(allNotes(job, member)).not.toMatch(/held back/);
  });

  it("holds no Registered Nurse by a Registered Practical Nurse, nor by the RN partner of one", () => {
    const job = parseJob(
      "Registered Nurse\n\nMust Have\u2022Current registration as a Registered Nurse with the College of Nurses of Ontario\u2022Two years of acute care",
    );
    const text =
      "Kristen Roe, RPN\n\nExperience\nRegistered Practical Nurse | Surgical Unit, Barrie Hospital | 03/2019 \u2013 Present\n\u2022 Hand over patients who become unstable to the RN partner\n\nLicences\nRegistered Practical Nurse \u2013 College of Nurses of Ontario, 2018\n(Not yet registered as an RN \u2013 NCLEX-RN planned for fall 2027)\n";
    expect(allNotes(job, text)).toMatch(
      /Registered Nurse is required and the resume does not show it held/,
    );
  });
});

describe("a licence or register of a body named in full, and a student's place on it", () => {
  it("asks 'Active Dubai Health Authority (DHA) Professional Licence as Pharmacist', not met by another body's", () => {
    const job = parseJob(
      "Pharmacist\n\nRequirements:\u2022Active Dubai Health Authority (DHA) Professional Licence as Pharmacist\u2022Three years as a pharmacist",
    );
    expect(job.certifications.find((c) => c.value === "DHA licence")?.level).toBe("required");
    expect(
      allNotes(
        job,
        "Pat Roe\nPharmacist\n\nLICENCES\nKerala State Pharmacy Council \u2013 Pharmacist licence, 2022\nDHA Pharmacist licensing \u2013 exam scheduled January 2027 (not yet licensed)\n",
      ),
    ).toMatch(/DHA licence is required and the resume does not show it held/);
    expect(
      allNotes(
        job,
        "Pat Roe\nPharmacist\n\nLICENCES\nDubai Health Authority \u2013 Pharmacist Professional Licence, No. 00784512, active\n",
      ),
    ).not.toMatch(/held back/);
  });

  it("asks 'Department of Health – Abu Dhabi (DoH) Pharmacist licence', and not the licences it turns away", () => {
    const job = parseJob(
      "Pharmacist\n\nRequirements\u2022Active Department of Health \u2013 Abu Dhabi (DoH) Pharmacist licence \u2013 mandatory at the time of joining. Applicants who hold only a DHA or MOHAP licence, or who are still awaiting the DoH assessment, cannot be considered for this opening\u2022Three years as a pharmacist",
    );
    const values = job.certifications.map((c) => c.value);
    expect(values).toContain("DoH licence");
    expect(values).not.toContain("DHA licence");
    expect(values).not.toContain("MOHAP licence");
    expect(
      allNotes(
        job,
        "Pat Roe\nPharmacist\n\nLICENCES\nDHA Pharmacist licence, No. 00784512, active\nDoH assessment \u2013 exam scheduled January 2027\n",
      ),
    ).toMatch(/DoH licence is required and the resume does not show it held/);
    expect(
      allNotes(
        job,
        "Pat Roe\nPharmacist\n\nLICENCES\nDoH Abu Dhabi Pharmacist licence, No. PH-0478213\n",
      ),
    ).not.toMatch(/held back/);
  });

  it("asks 'registration with Social Work England as a Social Worker', not held while waiting for it", () => {
    const job = parseJob(
      "Social Worker\n\nEssential\u2022Current registration with Social Work England as a Social Worker\u2022Two years post-qualifying",
    );
    expect(
      job.certifications.find((c) => c.value === "Social Work England registration")?.level,
    ).toBe("required");
    expect(
      allNotes(
        job,
        "Pat Roe\n\nAbout me\nI qualified in social work this summer. I am now waiting for my Social Work England registration to come through.\n",
      ),
    ).toMatch(/Social Work England registration: named only as sought/);
  });

  it("reads a place on a body's student register as no registration", () => {
    const job = parseJob(
      "Dispensing Optician\n\nRequirements\u2022Registration with the General Optical Council (GOC) as a Dispensing Optician\u2022Two years",
    );
    expect(
      allNotes(
        job,
        "Pat Roe\n\nREGISTRATION\nGOC registration \u2014 student register (student dispensing optician); not yet fully qualified\n",
      ),
    ).toMatch(/GOC registration: named only as sought/);
  });
});

describe("a resuscitation level named by its council's initials", () => {
  it("holds 'New Zealand Resuscitation Council CORE Immediate certification' by 'NZRC CORE Immediate'", () => {
    const job = parseJob(
      "Registered Nurse\n\nRequirements\u2022Current New Zealand Resuscitation Council CORE Immediate certification\u2022Two years of acute nursing",
    );
    const notes = allNotes(
      job,
      "Aroha Roe\nRegistered Nurse\n\nCERTIFICATES\nNZRC CORE Immediate \u2013 Aug 2026\n",
    );
    expect(notes).toMatch(/CORE Immediate certification: found/);
    expect(notes).not.toMatch(/held back/);
  });
});

describe("a chartered title awarded by a body, and a goal aimed for", () => {
  const job = parseJob(
    "Chartered Financial Planner\n\nEssential Requirements\u2022Chartered Financial Planner status awarded by the Chartered Insurance Institute (CII) \u2013 this is a condition of the role\u2022Five years as an FCA-regulated adviser",
  );

  it("asks the title, not the body that awards it", () => {
    expect(job.certifications.map((c) => c.value)).not.toContain("CII");
    expect(job.skills.find((s) => s.id === "chartered-financial-planner")?.level).toBe("required");
  });

  it("reads 'Not yet Chartered – aiming for Chartered Financial Planner status in 2028' as not held", () => {
    const notes = allNotes(
      job,
      "Dan Roe\nFinancial Adviser\n\nPROFESSIONAL QUALIFICATIONS\nDiploma in Regulated Financial Planning (DipPFS) \u2013 Chartered Insurance Institute, 2023\nNot yet Chartered \u2013 aiming for Chartered Financial Planner status in 2028\n",
    );
    expect(notes).toMatch(
      /Chartered Financial Planner is required and the resume does not show it held/,
    );
  });
});

describe("initials the posting spells as another name, a name with an accent, a paper's earlier name", () => {
  it("reads no CPA licence in 'a member of the Construction Plant-hire Association (CPA)'", () => {
    const job = parseJob(
      "Tower Crane Operator\n\nAbout us\u2022We are a member of the Construction Plant-hire Association (CPA) and follow the CPA guidance.\nRequirements\u2022A current crane operator medical, in line with CPA/TCIG guidance\u2022Five years on tower cranes",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("CPA");
  });

  it("reads 'SOLAS Advanced Certificate – Craft – Plumbing (QQI Level 6), the earlier FÁS National Craft Certificate' as one requirement", () => {
    const job = parseJob(
      "Plumber\n\nRequirements:\u2022Fully qualified plumber holding the SOLAS Advanced Certificate \u2013 Craft \u2013 Plumbing (QQI Level 6), the earlier F\u00c1S National Craft Certificate in Plumbing\u2022Four years qualified",
    );
    // The subject after "in" is the certificate's own.
    expect(job.certifications.map((c) => c.value)).toContain(
      "F\u00c1S National Craft Certificate in Plumbing",
    );
    const notes = allNotes(
      job,
      "Sean Roe\nPlumber\n\nQUALIFICATIONS\n\u25b8 F\u00c1S National Craft Certificate \u2013 Plumbing, 2009\n",
    );
    expect(notes).not.toMatch(/held back/);
  });
});

describe("a licence asked 'current', under a heading of licences and qualifications", () => {
  it("holds 'Current Refrigerant Handling Licence' by 'ARC Refrigerant Handling Licence'", () => {
    const job = parseJob(
      "Refrigeration Mechanic\n\nMandatory Requirements\u2022Current Refrigerant Handling Licence \u2013 Refrigeration and Air Conditioning Full Licence, issued by the Australian Refrigeration Council (ARC)\u2022Four years",
    );
    const notes = allNotes(
      job,
      "Nick Roe\nRefrigeration Mechanic\nOakleigh VIC 3166 \u00b7 0418 555 276\n\nLicences & qualifications:\n  ARC Refrigerant Handling Licence \u2013 Refrigeration and Air Conditioning Full Licence\n    (licence no. L084512), current to 2028\n",
    );
    expect(notes).toMatch(/Current Refrigerant Handling Licence: found/);
  });
});

describe("a credential asked in words, held by its initials beside a status", () => {
  const job = parseJob(
    "Medical Laboratory Scientist\n\nRequirements\u2022Registration with a current Annual Practising Certificate\u2022Three years",
  );
  const note = (text: string) =>
    educationEvidence(job, text).find((e) => e.requirement === "Annual Practising Certificate")
      ?.note;

  it("holds 'Annual Practising Certificate' by 'APC current to 31 March 2027'", () => {
    expect(
      note(
        "Pat Roe\n\nREGISTRATION\nMedical Sciences Council \u2013 reg. 46213\nAPC current to 31 March 2027\n",
      ),
    ).toMatch(/found as "APC"/);
  });

  it("not by the initials alone, nor by an APC applied for", () => {
    expect(note("Pat Roe\n\nSKILLS\nAPC calculations\n")).toMatch(/not found/);
    expect(
      note(
        "Pat Roe\n\nREGISTRATION\nAPC \u2013 application submitted, current registration pending\n",
      ),
    ).not.toMatch(/found as "APC"/);
  });
});

describe("a firm's designation in the plural", () => {
  const job = parseJob(
    "Audit Senior\n\nRequirements\u2022Qualified Chartered Accountant (ACA)\u2022Three years of statutory audit",
  );

  it("holds no credential of the candidate's, and a held one is quoted where named", () => {
    const firm =
      "Pat Roe\n\nEXPERIENCE\nAudit Executive | Pranav Dalal & Associates, Chartered Accountants, Mumbai | May 2023 \u2013 Present\n- Statutory audits\n";
    expect(allNotes(job, firm)).toMatch(
      /Chartered Accountant is required and the resume does not show it held/,
    );
    const held = `${firm}\nQUALIFICATIONS\nChartered Accountant, ICAI, 2019\n`;
    expect(allNotes(job, held)).toMatch(/Chartered Accountant: found(?! as "Audit)/);
  });
});

describe("a credential the candidate is said not to be, by 'non-'", () => {
  it("holds no LPT by 'SHS Mathematics Teacher (non-LPT)'", () => {
    const job = parseJob(
      "Mathematics Teacher\n\nRequirements\u2022Licensed Professional Teacher (LPT) with a valid PRC ID\u2022Three years",
    );
    const text =
      "Pat Roe\n\nTEACHING EXPERIENCE\nSHS Mathematics Teacher (non-LPT) | Lipa Academy | Aug 2024 \u2013 Present\n- Teach Basic Calculus\n";
    expect(allNotes(job, text)).toMatch(/LPT is required and the resume does not show it held/);
  });
});

describe("a narrow column's lines", () => {
  const job = parseJob(
    "Pharmacist\n\nRequirements\u2022Registered Pharmacist with the State Pharmacy Council\u2022Two years",
  );

  it("gives the pharmacist of 'under the\\nsupervision of the registered pharmacist' to someone else", () => {
    const text =
      "Pat Roe\n\nEXPERIENCE\nPharmacy Assistant | Sri Balaji Medicals | Aug 2025 \u2013 Present\n\u2022 Dispense prescriptions under the\nsupervision of the registered pharmacist\n";
    expect(allNotes(job, text)).toMatch(
      /Pharmacist license is required and the resume does not show it held/,
    );
  });

  it("reads no pharmacist in a pharmacovigilance webinar", () => {
    const text =
      "Pat Roe\n\nTRAINING\nPharmacovigilance awareness webinar, 2026\nFirst aid, 2025\n";
    expect(allNotes(job, text)).not.toMatch(/registration: found/);
  });
});

describe("a credential offered beside a degree or another qualification", () => {
  const heldBack = (posting: string, text: string) =>
    /held back/.test(allNotes(parseJob(posting), text));

  it("holds nothing back from a candidate with the other way", () => {
    const bscn =
      "Pat Roe\n\nEDUCATION\nBachelor of Science in Nursing \u2013 Moi University, 2016\n";
    expect(
      heldBack(
        "Nurse\n\nRequirements\u2022Diploma in KRCHN or Bachelor of Science in Nursing (BScN)\u2022Three years",
        bscn,
      ),
    ).toBe(false);
    expect(
      heldBack(
        "Accountant\n\nRequirements\u2022Bachelor's degree in Accounting or a professional accountancy qualification (ACCA, CIMA, CPA Australia)\u2022Five years",
        "Pat Roe\n\nEDUCATION\nBachelor of Accounting (Hons), 2012\n",
      ),
    ).toBe(false);
    expect(
      heldBack(
        "Electrician\n\nRequirements\u2022Registration with the EIZ as an Electrical Technician or Technologist\u2022Three years",
        "Pat Roe\n\nREGISTRATION\nEIZ \u2013 Registered Electrical Technologist, 2019\n",
      ),
    ).toBe(false);
  });

  it("reads a credential listed among others in a bracket, or after 'or' and another way, as one way", () => {
    const job = parseJob(
      "Financial Controller\n\nRequirements\u2022Applicants must hold a recognised professional designation (ACCA, CPA, CA or CIMA) and current ICAJ membership\u2022Seven years",
    );
    expect(job.certifications.find((c) => c.value === "CPA")?.level).toBe("preferred");
    expect(
      heldBack(
        "Electrician\n\nRequirements\u2022CVQ Level 2 in Electrical Installation awarded through the TVET Council, or a Craft/Technician Certificate in Electrical Installation from the Samuel Jackman Prescod Institute of Technology (SJPI) or equivalent\u2022Five years",
        "Pat Roe\nElectrician\n\nEXPERIENCE\nElectrician, Bayside Electrical, 2015 \u2013 Present\n- Electrical installation in homes and shops\n\nQUALIFICATIONS\nCVQ Level 2 Electrical Installation, 2014\n",
      ),
    ).toBe(false);
  });

  it("still holds back a licence asked beside a degree it does not stand in for", () => {
    expect(
      heldBack(
        "Staff Nurse\n\nRequirements\u2022Active RN license and a BSN or higher\u2022Three years of acute care nursing",
        "Pat Roe\nStaff Nurse\n\nEXPERIENCE\nStaff Nurse, City Hospital, 2016 \u2013 Present\n- Acute care nursing on a medical ward\n\nEDUCATION\nBSN, 2016\n",
      ),
    ).toBe(true);
  });
});

describe("a firm's designation in brackets, a part of a credential, a certificate named by its subject", () => {
  it("gives 'Tan, Rahman & Co. (Chartered Accountants)' to the firm", () => {
    const job = parseJob("Accountant\n\nRequirements\u2022Chartered Accountant\u2022Five years");
    expect(
      allNotes(
        job,
        "Pat Roe\n\nEXPERIENCE\nAudit Assistant, Tan, Rahman & Co. (Chartered Accountants), 2021 \u2013 Present\n- Audits\n",
      ),
    ).toMatch(/Chartered Accountant is required and the resume does not show it held/);
  });

  it("holds no CeMAP by its modules, and reads 'Certificate in Mortgage Advice and Practice' as CeMAP", () => {
    const job = parseJob(
      "Mortgage Adviser\n\nEssential Requirements\u2022CeMAP \u2013 the London Institute of Banking & Finance Certificate in Mortgage Advice and Practice\u2022Two years\n\nPreferred\u2022LIBF Certificate in Regulated Equity Release",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("Banking & Finance Certificate");
    expect(job.certifications.map((c) => c.value)).toContain(
      "LIBF Certificate in Regulated Equity Release",
    );
    expect(
      allNotes(
        job,
        "Pat Roe\n\nQUALIFICATIONS\nCeMAP Module 1 (UK Financial Regulation) \u2013 passed 2025\nCeMAP Module 2 (Mortgages) \u2013 passed 2026\n",
      ),
    ).toMatch(/CeMAP is required and the resume does not show it held/);
    expect(
      allNotes(job, "Pat Roe\n\nQUALIFICATIONS\nCeMAP (Modules 1, 2 and 3), LIBF, 2019\n"),
    ).not.toMatch(/held back/);
  });
});

describe("membership of a body named with its initials", () => {
  const job = parseJob(
    "Senior Accountant\n\nRequirements\u2022Active professional membership (accreditation) with the Saudi Organization for Chartered and Professional Accountants (SOCPA) \u2013 required\u2022Five years",
  );

  it("reads an association's membership not said to be required as a gap, never a hold", () => {
    const maths = parseJob(
      "Mathematics Teacher\n\nRequirements\u2022Membership of the Association for Mathematics Education of South Africa (AMESA)\u2022Three years of FET Mathematics",
    );
    expect(maths.certifications.map((c) => c.value)).toContain("AMESA membership");
    expect(
      allNotes(
        maths,
        "Pat Roe\nMathematics Teacher\n\nEXPERIENCE\nMathematics Teacher, Hilton High School, 2015 \u2013 Present\n- FET Mathematics, Grades 10\u201312\n",
      ),
    ).not.toMatch(/held back/);
  });

  it("asks 'SOCPA membership', held by the fellowship, not by 'not a member'", () => {
    expect(job.certifications.find((c) => c.value === "SOCPA membership")?.level).toBe("required");
    expect(
      allNotes(
        job,
        "Pat Roe\n\nQUALIFICATIONS\nSOCPA Fellowship \u2013 Certified Public Accountant, 2018\n",
      ),
    ).toMatch(/SOCPA membership: found/);
    expect(
      allNotes(
        job,
        "Pat Roe\n\nQUALIFICATIONS\nSOCPA \u2013 not a member; I will apply after joining\n",
      ),
    ).not.toMatch(/SOCPA membership: found/);
  });
});

describe("a credential held only in a lesser class, said in a bracket", () => {
  const job = parseJob(
    "Teacher of Mathematics\n\nRequirements\u2022Holding a full Practising Certificate\u2022Three years of secondary teaching",
  );
  const note = (text: string) =>
    educationEvidence(job, text).find((e) => e.requirement === "Practising Certificate")?.note;

  it("is not held by 'Practising Certificate Tōmua (provisional)', on one line or two", () => {
    expect(
      note(
        "Pat Roe\n\nREGISTRATION\nTeaching Council – Practising Certificate Tōmua (provisional)\n",
      ),
    ).not.toMatch(/: found/);
    expect(
      note(
        "Pat Roe\n\nREGISTRATION\nTeaching Council – registered, Practising Certificate Tōmua\n(provisional), issued January 2025\n",
      ),
    ).not.toMatch(/: found/);
  });

  it("is held by the full certificate", () => {
    expect(
      note("Pat Roe\n\nREGISTRATION\nTeaching Council – Practising Certificate Tūturu (full)\n"),
    ).toMatch(/: found/);
  });
});

describe("a licence to practise a field", () => {
  const job = parseJob(
    "Community Pharmacist\n\nRequirements\n- Valid Greek licence to practise pharmacy, issued by the Region\n- 3+ years as a pharmacist\n",
  );
  const notes = (text: string) =>
    scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note)
      .filter((n) => /^Pharmacist license/.test(n));

  it("is the credential the taxonomy knows by those words, read by its name in the résumé", () => {
    expect(job.certifications.map((c) => c.value)).toEqual(["Pharmacist license"]);
    const text =
      "Eleni Papadaki\n\nLicence\nLicence to practise pharmacy, issued by the Region of Attica, 2014\n\nExperience\nPharmacist, Farmakeio Kosta, Athens\nJan 2015 - Present\n- Dispensing and vaccinations\n";
    expect(notes(text)).toContain('Pharmacist license: found as "Licence to practise pharmacy"');
  });

  it("is not held by a graduate working under a licensed pharmacist", () => {
    const text = [
      "Nikos Petrou",
      "",
      "Summary",
      "A year and a half in a community pharmacy as a graduate pharmacist (working under the supervision of the licensed",
      "owner). My licence is being issued.",
      "",
      "Experience",
      "Graduate pharmacist (non-licensed), Farmakeio Theodoridi",
      "May 2025 - Present",
      "- Prepare e-prescriptions for checking and final release by the licensed",
      "pharmacist",
      "",
    ].join("\n");
    expect(notes(text).length).toBeGreaterThan(0);
    for (const note of notes(text)) expect(note).not.toMatch(/: found/);
  });
});

/** A diver's résumé up to its list of papers. */
const DIVER =
  "CRISTIAN VERA\nPuerto Cisnes\n\nEXPERIENCIA\nBuzo – Acuícola Sur Ltda.\n03/2017 – actualidad\n• Mantención de redes y fondeos en centros de cultivo\n\nMATRÍCULAS\n";

describe("a credential of another grade or kind, written in the missed word's place", () => {
  it("does not meet the one asked: a shellfish diver's matrícula is no commercial diver's", () => {
    const diver = parseJob(
      "Buzo Comercial\n\nRequisitos excluyentes\n• Matrícula de Buzo Comercial vigente, otorgada por DIRECTEMAR\n",
    );
    const lower = educationEvidence(
      diver,
      `${DIVER}• Matrícula de Buzo Mariscador Intermedio N° 48.116 – DIRECTEMAR, vigente\n`,
    ).find((e) => e.requirement === "Matrícula de Buzo Comercial");
    expect(lower?.credit).toBe(0);
    const held = educationEvidence(
      diver,
      `${DIVER}• Matrícula de Buzo Comercial N° 52.384 – DIRECTEMAR, vigente\n`,
    ).find((e) => e.requirement === "Matrícula de Buzo Comercial");
    expect(held?.credit).toBe(1);
  });

  it("nor is a coastal skipper's certificate an offshore one's, though 'Sec.' is a Section", () => {
    const skipper = parseJob(
      "Yacht Skipper\n\nRequirements\n- MCA Yachtmaster Offshore Certificate of Competence, commercially endorsed\n- EPA Section 609 MVAC certification\n",
    );
    const evidence = educationEvidence(
      skipper,
      "Dana Price\n\nExperience\nSkipper – Blue Lagoon Charters\n2021 – present\n- Day charters\n\nCertifications\n- RYA/MCA Yachtmaster Coastal Certificate of Competence, commercially endorsed\n- EPA Sec. 609 MVAC (MACS)\n",
    );
    expect(evidence.find((e) => /Yachtmaster/.test(e.requirement))?.credit).toBe(0);
    expect(evidence.find((e) => /609/.test(e.requirement))?.credit).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { extractSkills } from "../../src/skills/extract.ts";
import { findSkill, relatedWeight } from "../../src/skills/taxonomy.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const score = (posting: string, text: string) =>
  scoreResume({ resume: structureResume(text), text, job: parseJob(posting) });
const matchOf = (posting: string, text: string, name: RegExp) =>
  score(posting, text).skills.find((m) => name.test(m.skill.name));
/** A résumé of one role, with a duty, and a section after it. */
const resumeOf = (role: string, duty: string, section: string) =>
  `Pat Doe\n\nExperience\n${role}\n- ${duty}\n\n${section}\n`;
const held = (section: string) =>
  resumeOf(
    "Registered Nurse, NICU, Acme Children's Hospital — Jan 2016 - Present",
    "Care for neonates in a Level III NICU",
    section,
  );
const id = (alias: string) => findSkill(alias)!.id;
/** Whether no required credential is said to be missing (no hold on the score). */
const noHold = (posting: string, text: string) =>
  !score(posting, text).components.some((c) =>
    c.evidence.some((e) => /is required and/.test(e.note)),
  );
/** How the certification named `name` is read in `text`, scored against `posting`. */
const certificationRead = (posting: string, text: string, name: RegExp) =>
  score(posting, text)
    .components.find((c) => c.id === "education")!
    .evidence.find((e) => name.test(e.requirement));

describe("a status after a credential's whole name", () => {
  it("is read after a name of several words or a hyphenated one", () => {
    const nicu =
      "NICU Nurse\n\nRequirements\n- Current RNC-NIC (Neonatal Intensive Care Nursing) from the National Certification Corporation (NCC) OR CCRN (Neonatal) from AACN\n";
    const not = matchOf(
      nicu,
      held("Certifications\n• RNC-MNN – NCC, 2023\n• RNC-NIC – not held (no Level III hours)"),
      /RNC-NIC/,
    );
    expect(not?.credit).toBe(0);
    expect(matchOf(nicu, held("Certifications\n• RNC-NIC – NCC, 2021"), /RNC-NIC/)?.credit).toBe(1);
    const fhm = matchOf(
      "L&D Nurse\n\nRequirements\n- AWHONN Fetal Heart Monitoring course required\n",
      held(
        "Certifications\nAWHONN Intermediate Fetal Heart Monitoring – enrolled, course date 01/2027",
      ),
      /Fetal Heart/,
    );
    expect(fhm?.credit).toBe(0);
  });

  it("'continuous vetting enrolled' says a clearance is held, not sought", () => {
    const posting = "Background Investigator\n\nRequirements\n- Active Secret clearance required\n";
    const clearance = (line: string) => matchOf(posting, held(`Clearance\n${line}`), /clearance/i);
    expect(
      clearance(
        "• Top Secret clearance – Tier 5, adjudicated 06/2023 (continuous vetting enrolled)",
      )?.credit,
    ).toBe(1);
    expect(clearance("• Active Secret clearance, enrolled in Continuous Vetting")?.credit).toBe(1);
  });
});

describe("the National Certification Corporation's specialties and the NRP", () => {
  it("reads each specialty apart, and the NRP by its provider cards", () => {
    const names = (t: string) => extractSkills(t).map((m) => m.name);
    expect(names("RNC-MNN (Maternal Newborn Nursing) – NCC, 2023")).toContain("RNC-MNN");
    expect(names("RNC-MNN (Maternal Newborn Nursing) – NCC, 2023")).not.toContain("RNC-OB");
    expect(relatedWeight(id("RNC-MNN"), id("RNC-OB"))).toBe(0);
    for (const line of [
      "NRP provider – American Academy of Pediatrics",
      "| NRP Advanced provider | AAP |",
    ])
      expect(names(line), line).toContain("Neonatal Resuscitation Program");
  });

  it("holds no score back for a missing NRP card, a short course", () => {
    const result = score(
      "Registered Nurse\n\nRequirements\n- Active RN license\n- Neonatal Resuscitation Program (NRP) provider required\n",
      held("Licenses\nRegistered Nurse (RN), Texas Board of Nursing, 2015"),
    );
    const notes = result.components.flatMap((c) => c.evidence).map((e) => e.note);
    expect(notes.some((n) => /points are held back/.test(n))).toBe(false);
  });
});

describe("the Series 66", () => {
  it("holds the Series 63, the state law exam it combines", () => {
    expect(relatedWeight(id("Series 66"), id("Series 63"))).toBe(1);
    expect(relatedWeight(id("Series 63"), id("Series 66"))).toBe(0);
  });
});

describe("a journeyman's posting", () => {
  it("gives an apprentice's or a mason tender's title no title fit, and says why", () => {
    const posting =
      "Journeyman Bricklayer\n\nRequirements\n- Five years of experience at journey level laying brick and block\n- OSHA 10\n";
    const text =
      "Luis Rivera\n\nExperience\nBricklayer Apprentice (3rd year), Liberty Masonry — Jan 2024 - Present\n- Lay brick and block under a journeyman\n\nMason Tender / Laborer, Schuylkill Builders — Jan 2020 - Dec 2023\n- Mix mortar and stock brick for the bricklayers\n\nCertifications\nOSHA 10-Hour Construction\n";
    const title = score(posting, text).components.find((c) => c.id === "titleFit")!;
    const apprentice = title.evidence.find((e) => /Apprentice/.test(e.note));
    expect(apprentice?.credit).toBe(0);
    expect(apprentice?.note).toMatch(/not at the posting's rank/);
    const journeyman = score(
      posting,
      text.replace("Bricklayer Apprentice (3rd year)", "Journeyman Bricklayer"),
    );
    expect(journeyman.score).toBeGreaterThan(score(posting, text).score);
  });
});

describe("a credential's bracket in the posting", () => {
  it("spells the credential out: a skill of its field does not meet it", () => {
    const m = matchOf(
      "NICU Nurse\n\nRequirements\n- RNC-NIC (Neonatal Intensive Care Nursing) from NCC required\n",
      held("Certifications\nRNC-MNN, NCC, 2023"),
      /RNC-NIC/,
    );
    expect(m?.credit).toBe(0);
  });
});

describe("a lawyer's roles and admission", () => {
  const posting =
    "Litigation Associate Attorney\n\nMinimum Qualifications\n- Must be an active member in good standing of the State Bar of California\n- 4+ years of civil litigation experience\n- Depositions, motion practice and discovery\n";
  const lawyer = (admission: string) =>
    `Dana Reyes\n\nExperience\nSenior Associate, Calloway Birch LLP — Jan 2023 - Present\n- Defend business litigation matters in state and federal courts; took and defended 30 depositions\n- Draft dispositive motions, oppositions and discovery motions; argue hearings\n\nAssociate, Morrow & Tsai LLP — Dec 2019 - Dec 2022\n- Litigated contract and trade secret disputes; drafted pleadings and discovery\n- Second chair on a jury trial in Superior Court\n\nBar Admissions\n${admission}\n`;

  it("counts an associate's years at a law firm as a lawyer's, by what the roles say", () => {
    const result = score(
      posting,
      lawyer("State Bar of California – admitted December 2019 (active)"),
    );
    expect(result.experience.relevantYears).toBeGreaterThan(3);
  });

  it("holds the admission only where the line does not say it is not held", () => {
    const held = score(
      posting,
      lawyer("State Bar of California – admitted December 2019 (active)"),
    );
    const not = score(
      posting,
      lawyer(
        "State Bar of Nevada, admitted October 2021\nCalifornia: NOT yet admitted. Registered with the State Bar of California; sitting for the February 2027 exam",
      ),
    );
    const notes = (r: typeof held) => r.components.flatMap((c) => c.evidence).map((e) => e.note);
    expect(notes(held).some((n) => /held back/.test(n))).toBe(false);
    expect(notes(not).some((n) => /State Bar of California is required/.test(n))).toBe(true);
  });
});

describe("a licence named with its own initials in brackets", () => {
  const posting =
    "Structural Engineer\n\nRequirements\n- Must possess a current California Structural Engineer (SE) license issued by the Board for Professional Engineers\n";
  const engineer = (licences: string) =>
    `Pat Doe\n\nExperience\nStructural Engineer, Acme — Jan 2016 - Present\n- Design\n\nLICENSES\n${licences}\n`;
  const licence = (licences: string) =>
    certificationRead(posting, engineer(licences), /Structural Engineer/);

  it("is held by an entry that writes the name without the initials", () => {
    expect(
      licence("California Structural Engineer, S 6418 – BPELSG   issued 03/2016")?.credit,
    ).toBe(1);
  });

  it("is not held by an entry that says it is not, nor by a part of its exam passed", () => {
    const not = licence(
      "– Professional Engineer (Civil), California, License C 91207, 2021\n– NCEES SE Vertical Forces component – passed October 2024\n– NOT currently licensed as a California Structural Engineer (S.E.)",
    );
    expect(not?.credit).toBe(0);
    expect(not?.note).not.toMatch(/found as "rnia/);
  });

  it("read without its initials, keeps every word: an LSW is no LCSW", () => {
    const lcsw = certificationRead(
      "Therapist\n\nRequirements\n- Current Pennsylvania Licensed Clinical Social Worker (LCSW) license\n",
      "Pat Doe\n\nExperience\nTherapist, Acme — Jan 2022 - Present\n- Therapy under supervision\n\nLICENSE\nLicensed Social Worker (LSW), Pennsylvania State Board of Social Workers,\n  License SW243117 – active (non-clinical license; practising under LCSW supervision)\n",
      /LCSW/,
    );
    expect(lcsw?.credit).toBe(0);
  });
});

describe("Texas's Professional Geoscientist", () => {
  it("is the professional geologist's licence", () => {
    expect(findSkill("Professional Geoscientist")?.name).toBe("Professional Geologist license");
  });
});

describe("a credential asked in one specialty", () => {
  const posting =
    "Sonographer\n\nRequirements\n- Registered Diagnostic Medical Sonographer (RDMS) with Obstetrics & Gynecology (OB/GYN) specialty credential from ARDMS – required at hire\n";
  const rdms = (lines: string) =>
    certificationRead(
      posting,
      `Pat Doe\n\nExperience\nSonographer, Acme Imaging — Jan 2018 - Present\n- Scan\n\nCredentials\n${lines}\n`,
      /RDMS/,
    );

  it("is read as the credential in that specialty", () => {
    expect(parseJob(posting).certifications.map((c) => c.value)).toContain("RDMS (OB/GYN)");
  });

  it("is held in that specialty only", () => {
    expect(rdms("RDMS – Obstetrics & Gynecology (OB/GYN)  ARDMS  since 2017")?.credit).toBe(1);
    expect(rdms("RDMS (OB/GYN)(AB), RVT")?.credit).toBe(1);
    expect(
      rdms(
        "RDMS (AB) – Abdomen specialty, ARDMS, 2023\nRDMS (OB/GYN) – not yet held; exam scheduled May 2027",
      )?.credit,
    ).toBe(0);
  });
});

describe("years asked in a unit, and a trainee's time", () => {
  const posting =
    "Emergency Department RN\n\nRequirements\n- Active RN license\n- Minimum 2 years of recent experience as an RN in an acute-care Emergency Department\n";
  const nurse = (roles: string) =>
    `Pat Doe\n\nExperience\n${roles}\n\nLicenses\nRegistered Nurse (RN), Texas, 2019\n`;
  const inUnit = (roles: string) =>
    score(posting, nurse(roles)).experience.inRoles?.find((r) => r.title === "RN")?.years;

  it("reads the unit the years are asked in", () => {
    expect(parseJob(posting).experienceRequirements.map((e) => e.setting)).toEqual([
      "Emergency Department",
    ]);
  });

  it("counts only roles whose own words name it, and no extern's time", () => {
    expect(
      inUnit(
        "Staff RN – Emergency Department, Hill Country Medical Center — Jan 2020 - Dec 2023\n- Triage and trauma care",
      ),
    ).toBeGreaterThan(3.5);
    expect(
      inUnit(
        "Registered Nurse – Telemetry Unit, Guadalupe Hospital — Jan 2020 - Dec 2023\n- Admissions from ED and ICU\n\nNurse Extern – Emergency Department, Guadalupe Hospital — May 2019 - Dec 2019\n- Shadowed ED RNs",
      ),
    ).toBe(0);
  });
});

describe("years asked as a licensed role ('as a registered nurse')", () => {
  const years = (title: string, roles: string) =>
    score(
      `${title}\n\nRequirements\n- Minimum three (3) years of experience as a registered nurse in an adult intensive care unit\n`,
      `Kai Roe\n\nExperience\n${roles}\n`,
    ).experience.inRoles?.find((r) => r.title === "registered nurse")?.years;

  it("counts any nurse's role at any rank, whatever the posting is titled", () => {
    const icu =
      "Senior Intensive Care Nurse \u2013 General ICU, Kesk-Harju Hospital, Sep 2019 - Sep 2023\n- Ventilated patients";
    expect(years("Intensive Care Nurse", icu)).toBe(4);
    expect(years("Staff Nurse", icu)).toBe(4);
  });

  it("counts no nursing student's time as the nurse's", () => {
    expect(
      years(
        "Intensive Care Nurse",
        "Nursing Student, Tartu Health Care College, Sep 2019 - Sep 2023\n- Clinical placements",
      ),
    ).toBe(0);
  });
});

describe("a credential read by its words", () => {
  const evidence = (posting: string, section: string, name: RegExp) =>
    certificationRead(
      `Technician\n\nRequirements\n- ${posting}\n`,
      `Pat Doe\n\nSummary\nSkilled and reliable.\n\nExperience\nTechnician, Acme — Jan 2016 - Present\n- Work\n\n${section}\n`,
      name,
    );

  it("reads a vocational qualification by its level and field, and a study for it as sought", () => {
    expect(
      parseJob(
        "Pastry Chef\n\nAbout You – Essential\n- NVQ Level 3 Diploma in Professional Patisserie and Confectionery (or equivalent)\n",
      ).certifications.map((c) => c.value),
    ).toEqual(["NVQ Level 3 Patisserie"]);
    const nvq = certificationRead(
      "Pastry Chef\n\nAbout You – Essential\n- NVQ Level 3 Diploma in Professional Patisserie and Confectionery\n",
      "Pat Doe\n\nProfile\nPastry cook, currently studying for my NVQ Level 3 Patisserie & Confectionery.\n\nExperience\nPastry Cook, Acme Hotel — Jan 2023 - Present\n- Laminated doughs\n\nQualifications\nNVQ Level 2 Diploma in Professional Cookery — 2022\n",
      /NVQ/,
    );
    expect(nvq?.credit).toBe(0);
  });

  it("is held by a later entry though an earlier sentence says something sought", () => {
    const licence = evidence(
      "Must possess an active U.S. Nuclear Regulatory Commission Reactor Operator or Senior Reactor Operator license issued under 10 CFR Part 55",
      "SUMMARY\nNRC-licensed Reactor Operator with nearly 12 years in commercial PWR operations. Licensed since 2017; currently enrolled in the site SRO upgrade class.\n\nLICENSES & CERTIFICATIONS\nU.S. NRC Reactor Operator License (10 CFR Part 55)        Issued Aug 2017 – Active",
      /Reactor Operator/,
    );
    expect(licence?.credit).toBe(1);
  });

  it("is no registration when only its course was taken, nor another role's of the same root", () => {
    expect(
      evidence(
        "Current registration as an IRCA Lead Auditor or Principal Auditor (QMS), or Exemplar Global Certified Lead Auditor (QMS-LA), is essential",
        "Certifications\nISO 9001: Lead Auditor course (CQI & IRCA certified, PR328) – passed Nov 2024",
        /IRCA/,
      )?.credit,
    ).toBe(0);
    expect(
      evidence(
        "Must possess current Pennsylvania Commercial Pesticide Applicator certification issued by the Pennsylvania Department of Agriculture",
        "Certifications\nPA Pesticide Application Technician – registered with PA Department of Agriculture, 2024",
        /Pesticide/,
      )?.credit,
    ).toBe(0);
  });

  it("is held by a board's licence number under the board's name", () => {
    expect(
      evidence(
        "Active Oregon Optometry license",
        "Licensure\nOregon Board of Optometry – License No. OR-OD 2931 (TPA certified), exp. 12/31/2027",
        /Optometry/,
      )?.credit,
    ).toBe(1);
  });

  it("a paramedic's licence holds an EMT's", () => {
    expect(relatedWeight(id("Paramedic license"), id("EMT-Basic"))).toBe(1);
  });

  it("a CDL is its holder's driver's licence", () => {
    expect(relatedWeight(id("CDL Class B"), id("Driver's license"))).toBe(1);
  });
});

describe("a sentence that says two credentials are not held", () => {
  it("reaches the second of two joined by 'or'", () => {
    const posting =
      "Mortgage Underwriter\n\nRequirements\n- VA Staff Appraisal Reviewer (SAR) designation – required\n";
    const text = (summary: string) => `Lee Ode

Summary
${summary}

Experience
Mortgage Underwriter, Acme Lending — Jan 2022 - Present
- Underwrite conventional loans in DU and LPA
`;
    const not = certificationRead(
      posting,
      text(
        "I do not currently hold an FHA Direct Endorsement designation or a VA SAR designation.",
      ),
      /SAR/,
    );
    expect(not?.credit).toBe(0);
    const held = certificationRead(
      posting,
      text("I hold an FHA Direct Endorsement designation and a VA SAR designation."),
      /SAR/,
    );
    expect(held?.credit).toBe(1);
  });
});

describe("a credential named for its board", () => {
  it("is not held by the role's word alone ('Teacher endorsement' is no National Board Certified Teacher)", () => {
    const posting =
      "Reading Specialist\n\nRequirements\n- Must hold a PEL\n- National Board Certification in Literacy a plus\n";
    const text = (line: string) =>
      resumeOf(
        "Reading Teacher, Acme School — 2016 - Present",
        "Teach reading",
        `License & Endorsements\n${line}`,
      );
    expect(
      certificationRead(
        posting,
        text("* Reading Teacher endorsement (K–12) – added 2025"),
        /National/,
      )?.credit,
    ).toBe(0);
    expect(
      certificationRead(
        posting,
        text("* Teacher training, National Louis University, 2017"),
        /National/,
      )?.credit,
    ).toBe(0);
    expect(
      certificationRead(
        posting,
        text("* National Board Certified Teacher (Literacy), 2019"),
        /National/,
      )?.credit,
    ).toBe(1);
  });
});

describe("a credential said not to be held", () => {
  const posting =
    "Reading Specialist\n\nRequirements\n- Reading Specialist endorsement required\n- Reading Recovery training required\n";
  const text = `Pat Doe

License & Endorsements
* Reading Specialist endorsement – NOT yet held; test scheduled March 2027
* Reading Recovery – not trained; attended a one-day overview session (2024)

Experience
Second Grade Teacher, Acme School — 2021 - Present
- Run Tier 2 reading groups

Education
M.A. Literacy (Reading Specialist track), Aurora University – expected May 2027
`;
  it("is not held by a later line that names no credential", () => {
    expect(certificationRead(posting, text, /Reading Specialist/)?.credit).toBe(0);
  });
  it("'– not trained' says a training is not done", () => {
    expect(matchOf(posting, text, /Reading Recovery/)?.credit).toBe(0);
  });
});

describe("a course for a title given by exam", () => {
  it("is no Certified Newborn Care Specialist, though a trade's course card may be its certificate", () => {
    const posting =
      "Newborn Care Specialist\n\nRequirements\n- Certified Newborn Care Specialist certification from NCSA required\n";
    const text = (line: string) =>
      resumeOf(
        "Nanny, Private Family — 2016 - Present",
        "Overnight newborn care",
        `Certifications\n${line}`,
      );
    expect(
      certificationRead(
        posting,
        text(
          "* Newborn Care Specialist foundational course (NCSA-approved) – completed August 2026",
        ),
        /Newborn/,
      )?.credit,
    ).toBe(0);
    expect(
      certificationRead(posting, text("* NCSA Certified Newborn Care Specialist – 2022"), /Newborn/)
        ?.credit,
    ).toBe(1);
    const scaffold = "Carpenter\n\nRequirements\n- Scaffold Erector certification preferred\n";
    expect(
      certificationRead(
        scaffold,
        text("* Scaffold Erector / Competent Person (UBC course) – 2022"),
        /Erector/,
      )?.credit,
    ).toBe(1);
  });
});

describe("a credential said to be on its way", () => {
  const held = (posting: string, line: string, name: RegExp) =>
    certificationRead(
      posting,
      resumeOf(
        "Nuclear Pharmacist, Acme Radiopharmacy — 2020 - Present",
        "Compounding",
        `Certifications\n${line}`,
      ),
      name,
    )?.credit;
  const bcnp =
    "Nuclear Pharmacist\n\nRequirements\n- Board Certified Nuclear Pharmacist (BCNP) required\n";
  it("is not held while its hours fall short or its exam is planned", () => {
    expect(
      held(
        bcnp,
        "BPS nuclear pharmacy board certification (BCNP) — approx. 3,300 of 4,000 hours; exam planned",
        /BCNP/,
      ),
    ).toBe(0);
    expect(held(bcnp, "Board Certified Nuclear Pharmacist (BCNP) — 2019", /BCNP/)).toBe(1);
  });
  it("is not held when pending or board qualified", () => {
    const cep =
      "Exercise Physiologist\n\nRequirements\n- Must possess current ACSM Certified Clinical Exercise Physiologist (ACSM-CEP) certification\n";
    expect(held(cep, "Louisiana license — not yet applied (pending ACSM-CEP)", /CEP/)).toBe(0);
    const abfas = "Podiatrist\n\nRequirements\n- ABFAS certification required\n";
    expect(held(abfas, "ABFAS Foot Surgery — board qualified (not certified)", /ABFAS/)).toBe(0);
    expect(
      held(
        abfas,
        "Board qualified in Foot Surgery by the American Board of Foot and Ankle Surgery (ABFAS): Part I passed 2024",
        /ABFAS/,
      ),
    ).toBe(0);
    expect(
      held(
        abfas,
        "Diplomate, American Board of Foot and Ankle Surgery (ABFAS) – Board Certified in Foot Surgery (2017)",
        /ABFAS/,
      ),
    ).toBe(1);
  });
  it("'Board certification' is not held by a licensing board's name", () => {
    const board = "Podiatrist\n\nRequirements\n- Board certification required\n";
    expect(
      held(
        board,
        "Oklahoma Board of Podiatric Medical Examiners — license #OK-1187, active",
        /Board/,
      ),
    ).toBe(0);
    expect(
      held(
        board,
        "Certified Health Physicist – American Board of Health Physics, certified 2014",
        /Board/,
      ),
    ).toBe(1);
  });
});

describe("a licence's state read in a run-on posting", () => {
  it("ends its clause at a glued middle dot, so BLS asks no state", () => {
    const posting =
      "Exercise Physiologist\n\nRequired Qualifications·Licensed with the Louisiana State Board, or ability to obtain Louisiana licensure within 60 days of hire·Current BLS for Healthcare Providers required·ACLS a plus\n";
    const text =
      "Pat Doe\n\nExperience\nExercise Physiologist, Acme — 2020 - Present\n- Cardiac rehab\n\nCertifications\nBLS for Healthcare Providers — American Heart Association, exp. 04/2027\nLouisiana clinical exercise physiologist license — not yet applied\n";
    expect(certificationRead(posting, text, /BLS/)?.credit).toBe(1);
  });
});

describe("a credential with its mark, sought by an application planned", () => {
  it("reads 'Accredited Marine Surveyor (AMS®)' and 'AMS accreditation application planned for 2028' as not held", () => {
    const posting =
      "Marine Surveyor\n\nRequired Qualifications\n- Must hold Accredited Marine Surveyor (AMS®) status with the Society of Accredited Marine Surveyors\n";
    const text = (line: string) =>
      resumeOf(
        "Associate Surveyor, Acme Marine — 2020 - Present",
        "Pre-purchase surveys",
        `Credentials\n${line}`,
      );
    expect(
      certificationRead(
        posting,
        text(
          "• SAMS Surveyor Associate (SA), Yacht & Small Craft – 2023; AMS accreditation application planned for 2028",
        ),
        /AMS/,
      )?.credit,
    ).toBe(0);
    expect(
      certificationRead(
        posting,
        text("• SAMS Accredited Marine Surveyor (AMS), accredited 2015"),
        /AMS/,
      )?.credit,
    ).toBe(1);
  });
});

describe("a lesser credential whose name shares the asked one's words", () => {
  const text = (line: string) =>
    resumeOf("Finisher, Acme Concrete — 2019 - 2024", "Slabs on grade", `Certifications\n${line}`);

  it("reads 'ACI Concrete Flatwork Associate' as no ACI Concrete Flatwork Finisher", () => {
    const posting =
      "Concrete Finisher\n\nRequirements\n- ACI Concrete Flatwork Finisher certification required\n";
    const read = (line: string) =>
      certificationRead(posting, text(line), /Flatwork Finisher/)?.credit;
    expect(read("* ACI Concrete Flatwork Associate – American Concrete Institute, 2025")).toBe(0);
    expect(read("* ACI Concrete Flatwork Finisher – American Concrete Institute, 2021")).toBe(1);
  });

  it("reads 'Certified Bench Jeweler Technician (CBJT)' as no Certified Bench Jeweler (CBJ)", () => {
    const posting = "Bench Jeweler\n\nRequirements\n- JA Certified Bench Jeweler (CBJ) required\n";
    const read = (line: string) => certificationRead(posting, text(line), /CBJ/)?.credit;
    expect(read("JA Certified Bench Jeweler Technician (CBJT), Jewelers of America, 2024")).toBe(0);
    expect(read("JA Certified Bench Jeweler, Jewelers of America, 2024")).toBe(1);
  });
});

describe("a licence named with a possessive, and its limited class", () => {
  const posting =
    "Licensed Blaster\n\nMinimum Requirements\n- Must possess a valid Kentucky Blaster's License\n- Valid Driver's License required\n";

  it("reads 'Kentucky Blaster's License' as asked, and leaves the driver's licence to the skills", () => {
    const job = parseJob(posting);
    expect(job.certifications.map((c) => c.value)).toEqual(["Kentucky Blaster's License"]);
    expect(job.skills.map((s) => s.name)).toContain("Driver's license");
  });

  it("reads a limited class of the licence as not the licence asked", () => {
    const text = (line: string) =>
      resumeOf(
        "Blaster, Acme Aggregates — 2019 - 2024",
        "Loaded and shot benches",
        `Licenses\n${line}`,
      );
    const read = (line: string) => certificationRead(posting, text(line), /Blaster/)?.credit;
    expect(read("Limited Kentucky Blaster's License (5 lb maximum per charge), 2023")).toBe(0);
    expect(read("Kentucky Blaster's License #4471, 2020")).toBe(1);
  });
});

describe("a credential's scope after its dash", () => {
  it("reads 'ETCP Certified Rigger – Theatre' as no ETCP Certified Rigger – Arena", () => {
    const posting =
      "Head Rigger\n\nRequirements\n- ETCP Certified Rigger – Arena credential required\n";
    const text = (line: string) =>
      resumeOf(
        "Head Rigger, Acme Arena — 2016 - Present",
        "Hung 300,000 lb tours",
        `Certifications\n${line}`,
      );
    const read = (line: string) => certificationRead(posting, text(line), /Arena/)?.credit;
    expect(read("• ETCP Certified Rigger – Theatre — Cert. #2021-2230, exp. 2026")).toBe(0);
    expect(read("• ETCP Certified Rigger – Arena — Cert. #2014-0412, exp. 2027")).toBe(1);
  });
});

describe("one of two credentials, each from its body with the body's initials", () => {
  it("reads 'RDCS (AE) … from the … (ARDMS), or RCS from CCI' as one requirement", () => {
    const posting =
      "Cardiovascular Technologist\n\nRequirements\n- Must hold one of the following: Registered Diagnostic Cardiac Sonographer (RDCS) with Adult Echocardiography (AE) specialty from the American Registry for Diagnostic Medical Sonography (ARDMS), or Registered Cardiac Sonographer (RCS) from Cardiovascular Credentialing International (CCI)\n";
    const text = resumeOf(
      "Cardiac Sonographer, Acme Heart — 2016 - Present",
      "Adult TTE and stress echo",
      "Credentials\nARDMS RDCS – Adult Echo (AE), 2017",
    );
    const education = score(posting, text).components.find((c) => c.id === "education")!;
    // The RCS was a second requirement, read as not found.
    expect(education.evidence.map((e) => [e.requirement, e.credit])).toEqual([["RDCS (AE)", 1]]);
  });
});

describe("a board certification by its mark, and the specialty a posting turns away", () => {
  const posting =
    "Acute Care Nurse Practitioner\n\nRequirements\n- Must possess current national board certification as an Adult-Gerontology Acute Care Nurse Practitioner: AGACNP-BC (American Nurses Credentialing Center) or ACNPC-AG (AACN Certification Corporation). Family (FNP) or Adult-Gerontology Primary Care (AGPCNP) certifications do NOT meet this requirement\n";

  it("reads no credential from a body's name, nor from the specialties turned away", () => {
    const job = parseJob(posting);
    expect(job.certifications.map((c) => c.value)).not.toContain("AACN Certification");
    expect(job.skills.map((s) => s.name)).not.toContain("Family Nurse Practitioner");
  });

  it("reads the certification named after 'as', held by its initials, not by a mark still sought", () => {
    const text = (line: string) =>
      resumeOf(
        "Acute Care Nurse Practitioner, Acme ICU — 2017 - Present",
        "Night intensivist team",
        `Certifications\n${line}`,
      );
    // The general "Board certification" was read before, and met by any board's mark.
    expect(parseJob(posting).skills.map((s) => s.name)).not.toContain("Board certification");
    const read = (line: string) =>
      certificationRead(posting, text(line), /Acute Care Nurse Practitioner/)?.credit;
    expect(read("AGACNP-BC, American Nurses Credentialing Center, 2017")).toBe(1);
    expect(read("AGACNP-BC – not yet held; exam scheduled March 2027")).toBe(0);
    expect(read("FNP-BC, American Nurses Credentialing Center, 2015")).toBe(0);
  });
});

describe("a credential the posting accepts in another's place", () => {
  it("reads 'CHRM – required; … (CRME) will be considered as equivalent' as one requirement", () => {
    const posting =
      "Revenue Manager\n\nRequirements\n- Certified Hospitality Revenue Manager (CHRM) designation from AHLEI – required; HSMAI Certified Revenue Management Executive (CRME) will be considered as equivalent\n";
    const text = resumeOf(
      "Revenue Manager, Acme Hotels — 2016 - Present",
      "Pricing for a 300-room hotel",
      "Certifications\nCertified Hospitality Revenue Manager (CHRM), AHLEI, 2019",
    );
    const education = score(posting, text).components.find((c) => c.id === "education")!;
    // The CRME was a second requirement, read as not found.
    expect(education.evidence.map((e) => e.credit)).toEqual([1]);
  });
});

describe("a board certification in a specialty", () => {
  const posting =
    "Hospitalist Physician\n\nRequirements\n- Board certification in Internal Medicine by the American Board of Internal Medicine (ABIM) or the American Osteopathic Board of Internal Medicine (AOBIM) is required at the time of hire\n";
  const text = (line: string) =>
    resumeOf(
      "Hospitalist, Acme Medical Center — 2017 - Present",
      "Admit and manage adult inpatients",
      `Board Certification\n${line}`,
    );
  const read = (line: string) =>
    certificationRead(posting, text(line), /^Board certification in/)?.credit;

  it("reads the certification in that specialty, not a board certification of any kind", () => {
    const job = parseJob(posting);
    expect(job.certifications.map((c) => c.value)).toContain(
      "Board certification in Internal Medicine",
    );
    expect(job.skills.map((s) => s.name)).not.toContain("Board certification");
  });

  it("is held by the specialty's board, not by another specialty's nor another body's paper", () => {
    expect(
      read("American Board of Internal Medicine (ABIM) – Internal Medicine, Certified 2017"),
    ).toBe(1);
    expect(read("Board certified in Internal Medicine, 2017")).toBe(1);
    expect(
      read("American Board of Family Medicine (ABFM) – Diplomate, Family Medicine, 2021"),
    ).toBe(0);
    // A board certification in another specialty, then the specialty asked in another clause.
    expect(
      read(
        "Board certified in Family Medicine (ABFM); I did not train in an internal medicine residency",
      ),
    ).toBe(0);
    expect(read("NCCPA Certificate of Added Qualifications – Internal Medicine (CAQ), 2021")).toBe(
      0,
    );
  });

  it("reads a specialty of words joined by 'and'", () => {
    const posting =
      "Hyperbaric Physician\n\nRequirements\n- Subspecialty board certification in Undersea and Hyperbaric Medicine through ABEM\n";
    const read = (line: string) =>
      certificationRead(
        posting,
        resumeOf(
          "Hyperbaric Physician, Acme Wound Center — 2016 - Present",
          "Supervise dives",
          `Board Certification\n${line}`,
        ),
        /Undersea/,
      );
    expect(
      read("Undersea & Hyperbaric Medicine – American Board of Emergency Medicine, 2015")?.credit,
    ).toBe(1);
    expect(read("Emergency Medicine – American Board of Emergency Medicine, 2013")?.credit).toBe(0);
    expect(read("x")?.requirement).toBe("Board certification in Undersea and Hyperbaric Medicine");
  });

  it("holds no body's membership the résumé says is suspended, or names only as a course's giver", () => {
    const posting =
      "General Dentist\n\nWhat you need to have\n- Active membership in good standing of the Jordan Dental Association (JDA)\n";
    const read = (lines: string) =>
      certificationRead(
        posting,
        `Lina Roe\n\nExperience\nGeneral Dentist, Abdoun Smile Dental Center \u2014 2022 - Present\n- Restorations\n\n${lines}\n`,
        /JDA/,
      );
    expect(
      read("Memberships\nJordan Dental Association \u2013 member No. 9418, in good standing")
        ?.credit,
    ).toBe(1);
    const suspended = read(
      "Memberships\nJordan Dental Association \u2013 membership suspended since January 2025 for unpaid dues\n\nCourses\nRotary endodontics hands-on course \u2013 JDA, 2025",
    );
    expect(suspended?.credit).toBe(0);
    expect(suspended?.note).toMatch(/suspended or revoked/);
    expect(read("Courses\nRotary endodontics hands-on course \u2013 JDA, 2025")?.credit).toBe(0);
  });

  it("holds a body's licence by the body's name written out with the small word its initials keep", () => {
    const posting =
      "Emergency Nurse\n\nMinimum Requirements\n- Valid Kuwait Ministry of Health (MOH) licence as a Registered Nurse\n";
    const read = (line: string) =>
      certificationRead(
        posting,
        `Maria Roe\n\nExperience\nStaff Nurse, Al Dasma Hospital \u2014 2018 - Present\n- Triage\n\nLicences and Certifications\n${line}\n`,
        /MOH/,
      );
    expect(
      read(
        "Kuwait Ministry of Health \u2013 Registered Nurse licence No. KW-RN-2018-06631, valid to Aug 2027",
      )?.credit,
    ).toBe(1);
    expect(
      read("Kuwait MOH licence \u2013 not yet issued, exam scheduled for January 2027")?.credit,
    ).toBe(0);
  });

  it("reads a role's paper the taxonomy does not name, held by the paper, not by the role's name", () => {
    const posting =
      "Mobile Crane Operator\n\nRequirements\n- Valid third-party crane operator certificate (T\u00dcV, LEEA or equivalent)\n";
    expect(parseJob(posting).certifications.map((c) => c.value)).toEqual([
      "Crane operator certificate",
    ]);
    const read = (lines: string) =>
      certificationRead(
        posting,
        `Raj Roe\n\nSummary\nCrane operator with nine years on mobile cranes.\n\nExperience\nMobile Crane Operator, Pearl Coast Rental, 2019 - 2026\n- Lifts up to 160 t\n\n${lines}\n`,
        /Crane operator/,
      );
    expect(read("Skills\nLoad charts")?.credit).toBe(0);
    expect(
      read(
        "Licences and Certificates\nThird-party crane operator certificate, Mobile Crane up to 160 t \u2013 T\u00dcV S\u00dcD, issued 2022,\n   EXPIRED September 2025",
      )?.note,
    ).toMatch(/expired or lapsed/);
    expect(
      read(
        "Licences and Certificates\nThird-party crane operator certificate, Mobile Crane up to 160 t \u2013 T\u00dcV S\u00dcD, valid until 2028",
      )?.credit,
    ).toBe(1);
  });

  it("reads the specialty up to who accepts it, and holds it by a specialty joined to another", () => {
    const posting =
      "Family Physician\n\nRequirements\n- Postgraduate board certification in Family Medicine acceptable to NHRA for the Specialist grade\n";
    // Headings in sentence case: "Board certification" is one where "Clinical experience" is.
    const read = (line: string) =>
      certificationRead(
        posting,
        `Sara Roe\n\nClinical experience\nFamily Physician, Salmaniya Medical Complex \u2014 2016 - Present\n- Clinics\n\nBoard certification\n${line}\n`,
        /Family/,
      );
    expect(read("x")?.requirement).toBe("Board certification in Family Medicine");
    expect(
      read("2014 Arab Board of Health Specializations \u2013 Family and Community Medicine")
        ?.credit,
    ).toBe(1);
    expect(read("2014 Arab Board of Health Specializations \u2013 Internal Medicine")?.credit).toBe(
      0,
    );
  });

  it("is held by a board of a long name, its specialty after it", () => {
    const posting =
      "Psychiatrist\n\nPreferred\n- ABPN subspecialty certification in Addiction Psychiatry\n";
    const line =
      "American Board of Psychiatry and Neurology — Addiction Psychiatry, certified 2018";
    expect(
      certificationRead(
        posting,
        resumeOf(
          "Psychiatrist, Acme Health — 2018 - Present",
          "See adults",
          `Board Certification\n${line}`,
        ),
        /Addiction Psychiatry/,
      )?.credit,
    ).toBe(1);
  });
});

describe("a board certification by a specialty's board named", () => {
  const posting =
    "Urgent Care Physician\n\nRequirements\n- Current board certification by the American Board of Family Medicine (ABFM) or the American Board of Emergency Medicine (ABEM) - required\n";
  const text = (line: string) =>
    resumeOf(
      "Urgent Care Physician, Acme Urgent Care — 2017 - Present",
      "Treat walk-in patients of all ages",
      `Board Certification\n${line}`,
    );
  const holds = (line: string) => noHold(posting, text(line));

  it("reads the certification in either board's specialty, not a board certification of any kind", () => {
    const job = parseJob(posting);
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Board certification in Family Medicine",
      "Board certification in Emergency Medicine",
    ]);
    expect(job.skills.map((s) => s.name)).not.toContain("Board certification");
  });

  it("is held by either board's certification, not by another specialty's", () => {
    expect(holds("American Board of Emergency Medicine - Diplomate, certified 2020")).toBe(true);
    expect(holds("Board certified in Family Medicine (ABFM), 2019")).toBe(true);
    expect(holds("American Board of Internal Medicine - Internal Medicine, certified 2020")).toBe(
      false,
    );
  });
});

describe("a credential named by its body's initials", () => {
  it("is held by an entry that writes the body's name out", () => {
    const posting =
      "Sleep Medicine Physician\n\nRequirements\n- Current ABIM certification in Internal Medicine required\n";
    const text = (line: string) =>
      resumeOf(
        "Sleep Physician, Acme Sleep Center — 2017 - Present",
        "Interpret sleep studies",
        `Board Certification & Licensure\n${line}`,
      );
    const read = (line: string) => certificationRead(posting, text(line), /ABIM/)?.credit;
    expect(read("American Board of Internal Medicine – Internal Medicine, certified 2015")).toBe(1);
    expect(read("American Board of Family Medicine – Family Medicine, certified 2015")).toBe(0);
    expect(read("Not certified by the American Board of Internal Medicine")).toBe(0);
    // The credential's own words inside a body's name are not the body's initials.
    const csp = "EHS Manager\n\nRequirements\n- Current CSP certification required\n";
    const asp = resumeOf(
      "EHS Specialist, Acme Plant — 2019 - Present",
      "Run safety audits",
      "Certifications\nAssociate Safety Professional (ASP), Board of Certified Safety Professionals, 2021",
    );
    expect(certificationRead(csp, asp, /CSP/)?.credit).toBe(0);
  });
});

describe("a licence named by the board that grants it", () => {
  const posting =
    "Forensic Pathologist\n\nRequirements\n- Current, unrestricted medical license from the Tennessee Board of Medical Examiners\n";
  const medical = (line: string) =>
    matchOf(
      posting,
      resumeOf(
        "Forensic Pathologist, Acme County — 2015 - Present",
        "Perform autopsies",
        `Licensure\n${line}`,
      ),
      /Medical license/,
    );

  it("is held by the board's licence, by its number", () => {
    expect(
      medical("Tennessee Board of Medical Examiners – MD license #61284, active")?.credit,
    ).toBe(1);
    // An osteopathic physician's licence by the degree's initials.
    expect(
      medical("Tennessee Board of Osteopathic Examination — DO license #DO3389, active")?.credit,
    ).toBe(1);
    // Without a number, the words alone are only described in other words.
    expect(medical("Tennessee Board of Medical Examiners – license pending")?.credit).toBeLessThan(
      1,
    );
    // Another board's licence by number is not the medical licence.
    expect(medical("Board of Nursing – Medical-surgical RN license #R1234")?.credit).toBeLessThan(
      1,
    );
  });
});

describe("two credentials offered as ways", () => {
  const holds = (posting: string, section: string) =>
    noHold(posting, resumeOf("Deputy Sheriff, Acme County — 2017 - Present", "Patrol", section));

  it("are ways across what is said of the first: its standing, its body", () => {
    const posting =
      "School Resource Officer\n\nRequirements\n- Current Colorado POST Basic Peace Officer Certification in good standing (or Provisional Certification for out-of-state officers)\n";
    expect(
      holds(
        posting,
        "Certifications\nColorado POST Basic Peace Officer Certification, No. B-18842 (active)",
      ),
    ).toBe(true);
    // Joined by "and", both are asked.
    expect(
      holds(
        posting.replace("in good standing (or", "and"),
        "Certifications\nColorado POST Basic Peace Officer Certification, No. B-18842 (active)",
      ),
    ).toBe(false);
  });

  it("leaves out a body's rules for a paper", () => {
    const job = parseJob(
      "Strength Coach\n\nRequirements\n- CSCS certification from the NSCA required at hire per NCAA certification requirements\n",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("NCAA certification");
  });
});

describe("a credential named for a person in hyphened words", () => {
  it("is held by an entry that writes those words", () => {
    const posting =
      "Night Auditor\n\nRequirements\n- Current Texas Alcoholic Beverage Commission (TABC) Seller-Server certification from a TABC-approved provider\n";
    const text = resumeOf(
      "Night Auditor, Acme Hotel — 2019 - Present",
      "Run the night audit",
      "Certifications\nTABC Seller-Server – issued 03/2026, exp. 03/2028",
    );
    expect(certificationRead(posting, text, /Seller-Server/)?.credit).toBe(1);
  });
});

describe("a credential the posting asks only to be eligible for", () => {
  it("reads 'Eligibility for ASHA Certificate of Clinical Competence (CCC-SLP)' as no hard gate", () => {
    const job = parseJob(
      "Speech-Language Pathologist (Clinical Fellow)\n\nRequirements\n- Master's degree in speech-language pathology\n- Eligibility for ASHA Certificate of Clinical Competence (CCC-SLP) upon completion of the Clinical Fellowship\n",
    );
    const asked = [...job.skills, ...job.certifications].filter((c) =>
      /CCC|Speech-language pathologist license|Certificate of Clinical/i.test(
        "name" in c ? c.name : c.value,
      ),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.map((c) => c.level)).not.toContain("required");
  });
});

describe("a credential by its initials, spelled out beside them in any words", () => {
  const asked = (line: string) =>
    parseJob(`Job\n\nRequirements\n- ${line}\n- 3 years of experience\n`).certifications.map(
      (c) => [c.value, c.level],
    );

  it("reads the initials before or after their name, then the kind of paper", () => {
    expect(
      asked(
        "Must possess SANE-A® (Sexual Assault Nurse Examiner – Adult/Adolescent) certification from the IAFN at time of hire",
      ),
    ).toContainEqual(["SANE-A", "required"]);
    // The name's first word is no eligibility asked.
    expect(
      asked(
        "Must possess current Eligible for Direct Payment Non-Attorney (EDPNA) status with the Social Security Administration",
      ),
    ).toContainEqual(["EDPNA", "required"]);
    expect(
      asked(
        "Current Washington State Pilot/Escort Vehicle Operator (P/EVO) certification issued through Evergreen Safety Council – required",
      ),
    ).toContainEqual(["P/EVO", "required"]);
  });

  it("leaves initials the taxonomy knows to the skills, and a name read whole as it is", () => {
    expect(asked("Active IRS Enrolled Agent (EA) credential in good standing – required")).toEqual(
      [],
    );
    expect(asked("California Structural Engineer (SE) license – required")).toEqual([
      ["California Structural Engineer (SE) license", "required"],
    ]);
  });

  it("holds the credential by its initials in the résumé", () => {
    const posting =
      "Forensic Nurse Examiner\n\nRequirements\n- Must possess SANE-A® (Sexual Assault Nurse Examiner – Adult/Adolescent) certification from the IAFN\n";
    const text = (line: string) =>
      resumeOf(
        "Forensic Nurse, Acme Health — 2016 - Present",
        "Medical forensic exams",
        `Certifications\n${line}`,
      );
    expect(certificationRead(posting, text("SANE-A, IAFN, certified 2019"), /SANE/)?.credit).toBe(
      1,
    );
    expect(
      certificationRead(posting, text("SANE-A – exam scheduled April 2027"), /SANE/)?.credit,
    ).toBe(0);
  });
});

describe("a credential named by words, with its own initials beside them in the posting", () => {
  const text = (line: string) =>
    resumeOf("Consultant, Acme — 2016 - Present", "Daily work", `Credentials\n${line}`);

  it("is held where the résumé writes the initials ('NNP-BC')", () => {
    const posting =
      "Neonatal Nurse Practitioner\n\nRequirements\n- Current national certification as a Neonatal Nurse Practitioner (NNP-BC) from the National Certification Corporation (NCC) – must be held at time of hire\n";
    const read = (line: string) => certificationRead(posting, text(line), /Neonatal/)?.credit;
    expect(read("NNP-BC – National Certification Corporation, 2019")).toBe(1);
    expect(read("NNP-BC exam scheduled May 2027")).toBe(0);
  });

  it("takes initials the taxonomy gives to another credential only beside a word of this one", () => {
    const posting =
      "Property Tax Consultant\n\nRequirements\n- Certified Member of the Institute (CMI) – Property Tax designation from the Institute for Professionals in Taxation (IPT) required\n";
    const read = (line: string) => certificationRead(posting, text(line), /Member/)?.credit;
    expect(read("CMI – Property Tax, Institute for Professionals in Taxation, 2017")).toBe(1);
    // A certified medical interpreter's CMI.
    expect(read("CMI (Spanish), National Board of Certification for Medical Interpreters")).toBe(0);
  });

  it("takes the posting's own initials alone on a line of a credentials list, its issuer in another column", () => {
    const posting =
      "Acute Care Nurse Practitioner\n\nRequired Qualifications\n- Must possess current national board certification as an Adult-Gerontology Acute Care Nurse Practitioner: AGACNP-BC (American Nurses Credentialing Center) or ACNPC-AG (AACN)\n";
    const read = (section: string) =>
      certificationRead(
        posting,
        `Seun Roe\n\nSummary\nAdult-gerontology acute care nurse practitioner with 4 years of practice.\n\nExperience\nAcute Care Nurse Practitioner, Prairie Lakes Hospital \u2014 2022 - Present\n- Night intensivist team\n\n${section}\n`,
        /Adult-Gerontology/,
      )?.credit;
    expect(
      read(
        "Certifications\nCredential\nAGACNP-BC\nCCRN (Adult)\n\nIssuer\nAmerican Nurses Credentialing Center",
      ),
    ).toBe(1);
    // The summary's words are the work, not the credential.
    expect(read("SKILLS\nVentilator management")).toBe(0);
  });

  it("is not held by a course taught by one who holds it", () => {
    const posting =
      "Child Life Specialist\n\nRequirements\n- Certified Child Life Specialist (CCLS) credential required\n";
    const read = (line: string) =>
      [...score(posting, text(line)).components.find((c) => c.id === "education")!.evidence].some(
        (e) => e.credit === 1,
      );
    expect(
      read("Coursework: Child Life in Healthcare Settings (taught by a CCLS), Family Systems"),
    ).toBe(false);
    expect(read("CCLS, Association of Child Life Professionals, 2020")).toBe(true);
  });
});

describe("a board certification named by what follows it", () => {
  const text = (line: string) =>
    resumeOf(
      "Physician, Acme Health — 2016 - Present",
      "Daily work",
      `Board Certification\n${line}`,
    );

  it("reads 'Subspecialty certification in Addiction Medicine', held by its board's name", () => {
    const posting =
      "Addiction Medicine Physician\n\nRequirements\n- Subspecialty certification in Addiction Medicine from the American Board of Preventive Medicine (ABPM) – required\n";
    expect(parseJob(posting).certifications.map((c) => c.value)).toEqual([
      "Subspecialty certification in Addiction Medicine",
    ]);
    const read = (line: string) =>
      certificationRead(posting, text(line), /Addiction Medicine/)?.credit;
    expect(
      read("Addiction Medicine – American Board of Preventive Medicine (ABPM), certified 2018"),
    ).toBe(1);
    expect(read("Addiction Medicine – American Board of Preventive Medicine, board eligible")).toBe(
      0,
    );
    expect(read("American Board of Family Medicine – Diplomate, 2015")).toBe(0);
  });

  it("reads 'board-certified as a Diplomate of the American Board of Toxicology (DABT)' as the DABT", () => {
    const job = parseJob(
      "Toxicologist\n\nRequirements\n- Must be board-certified as a Diplomate of the American Board of Toxicology (DABT)\n",
    );
    expect(job.certifications.map((c) => c.value)).toContain("DABT");
    expect(job.skills.map((s) => s.name)).not.toContain("Board certification");
  });
});

describe("a credential asked at a level or the next", () => {
  const posting =
    "Instrument Technician\n\nRequirements\n- Must possess a current ISA Certified Control Systems Technician (CCST) Level II or Level III certification\n- NICET Level III or Level IV certification in Fire Alarm Systems required\n";

  it("is one credential at its lower level or higher, not a bare 'Level III certification'", () => {
    const values = parseJob(posting).certifications.map((c) => c.value);
    expect(values).toContain("CCST Level II certification (or higher)");
    expect(values).toContain("NICET Level III certification (or higher)");
    expect(values.some((v) => /^Level\b/.test(v))).toBe(false);
  });

  it("is held at that level or a higher one, not at a lower one", () => {
    const text = (line: string) =>
      resumeOf("I&E Technician, Acme — 2016 - Present", "Loop checks", `Certifications\n${line}`);
    const read = (line: string, name: RegExp) =>
      certificationRead(posting, text(line), name)?.credit;
    expect(read("ISA CCST Level II – Cert. No. CCST2-19-55817", /CCST Level/)).toBe(1);
    expect(read("ISA CCST Level III, 2020", /CCST Level/)).toBe(1);
    expect(read("ISA CCST Level I, 2024", /CCST Level/)).toBe(0);
    expect(read("NICET Level IV – Fire Alarm Systems", /NICET/)).toBe(1);
    expect(read("NICET Level II – Fire Alarm Systems", /NICET/)).toBe(0);
  });
});

describe("a registration named for a role", () => {
  it("is held by its initials ('registered IAR'), and not where its division is 'not registered'", () => {
    const iar =
      "Financial Planner\n\nRequirements\n- FINRA Series 65 passed and current registration as an Investment Adviser Representative – required\n";
    const text = (line: string) =>
      resumeOf(
        "Financial Planner, Acme Wealth — 2015 - Present",
        "Plans for clients",
        `Licenses\n${line}`,
      );
    const read = (posting: string, line: string, name: RegExp) =>
      certificationRead(posting, text(line), name)?.credit;
    expect(
      read(iar, "Series 65 (passed 2015); registered IAR in NC, SC, GA", /Investment Adviser/),
    ).toBe(1);
    expect(read(iar, "Series 65 exam scheduled March 2027", /Investment Adviser/)).toBe(0);
    const nmt =
      "Nuclear Medicine Technologist\n\nRequirements\n- Registration as a Nuclear Medicine Technologist with AHPRA – required\n";
    expect(
      read(
        nmt,
        "AHPRA — Medical Radiation Practitioner, Division: Diagnostic Radiographer\nAHPRA — Nuclear Medicine Technologist division — not registered",
        /Nuclear Medicine/,
      ),
    ).toBe(0);
    expect(
      read(nmt, "AHPRA — Nuclear Medicine Technologist, registered 2018", /Nuclear Medicine/),
    ).toBe(1);
  });
});

describe("a status said of a credential or a skill in its own words", () => {
  it("reads 'on track for PE licensure', 'AMS application planned after …' and 'Next.js — none' as not held", () => {
    const text = (line: string) =>
      resumeOf("Engineer, Acme — 2016 - Present", "Daily work", `Summary\n${line}`);
    const pe =
      "Air Permit Engineer\n\nRequirements\n- Active Professional Engineer (PE) license – required\n";
    expect(
      certificationRead(pe, text("Environmental engineer; on track for PE licensure."), /PE/)
        ?.credit,
    ).toBe(0);
    expect(certificationRead(pe, text("Licensed PE (Texas #123456), 2018"), /PE/)?.credit).toBe(1);
    const ams =
      "Marine Surveyor\n\nRequirements\n- The AMS (Accredited Marine Surveyor) designation from SAMS – required\n";
    expect(
      certificationRead(
        ams,
        text(
          "SAMS Surveyor Associate (SA), 2024 — AMS application planned after required experience years",
        ),
        /AMS/,
      )?.credit,
    ).toBe(0);
    const react = "Front-End Developer\n\nRequirements\n- Next.js required\n- React required\n";
    const skill = (line: string) => matchOf(react, text(line), /^Next\.js$/)?.credit;
    expect(skill("React — personal projects only; Next.js — none; Playwright — none")).toBe(0);
    expect(skill("React, Next.js, Playwright")).toBeGreaterThan(0);
  });
});

describe("a certification as a role named without an article", () => {
  it("reads 'certification as High-Complexity Laboratory Director', not 'licensure as required'", () => {
    const values = (line: string) =>
      parseJob(`Job\n\nRequirements\n- ${line}\n`).certifications.map((c) => c.value);
    expect(
      values(
        "Current certification as High-Complexity Laboratory Director, HCLD(ABB), from the American Board of Bioanalysis – required",
      ),
    ).toContain("High-Complexity Laboratory Director certification");
    expect(values("Maintain licensure as required by the state")).toEqual([]);
  });
});

describe("a certificate of the field at a trainee's rank", () => {
  it("does not hold the Professional certificate by an apprentice's certificate of the same field", () => {
    const posting =
      "Laser Hair Removal Technician\n\nRequirements\n- Must possess a current TDLR Laser Hair Removal Professional certificate\n";
    const read = (line: string) =>
      certificationRead(
        posting,
        resumeOf(
          "Laser Technician, Glow Med Spa — Jan 2024 - Present",
          "Laser treatments",
          `Certificates\n${line}`,
        ),
        /Professional/,
      )?.credit;
    expect(
      read("TDLR Laser Hair Removal Apprentice-in-Training certificate – issued 03/2026"),
    ).toBe(0);
    expect(read("TDLR Laser Hair Removal Professional certificate – issued 03/2024")).toBe(1);
  });
});

describe("a licence to practise law", () => {
  const posting =
    "Assistant District Attorney\n\nMinimum Qualifications\n\u2022 Current license to practice law in Texas and active member in good standing of the State Bar of Texas\n";
  const law = (section: string) =>
    certificationRead(
      posting,
      resumeOf(
        "Assistant District Attorney, Acme County — 2016 - Present",
        "Try felony cases",
        section,
      ),
      /Law license/,
    );

  it("is the bar admission", () => {
    expect(id("License to practice law")).toBe(id("Bar admission"));
    expect(
      law("BAR ADMISSION\nState Bar of Texas, Bar No. 24098817, admitted November 2016 - active")
        ?.credit,
    ).toBe(1);
  });

  it("is not held by an application for admission", () => {
    expect(
      law(
        "BAR ADMISSION\nTexas – applied to the Texas Board of Law Examiners for admission on motion",
      )?.credit,
    ).toBe(0);
  });
});

describe("a professional body's grade named by its initials", () => {
  const posting =
    "Senior Loss Adjuster\n\nEssential Requirements:\n\u2022 Associate of the Chartered Institute of Loss Adjusters (ACILA) as a minimum\n";
  const read = (line: string) =>
    certificationRead(
      posting,
      resumeOf(
        "Loss Adjuster, Acme Claims — 2015 - Present",
        "Settle claims",
        `Qualifications\n${line}`,
      ),
      /ACILA/,
    )?.note;

  it("is held by the grade written out with its initials in brackets", () => {
    expect(
      read(
        "\u2022 Associate of the Chartered Institute of Loss Adjusters (ACILA) \u2013 admitted 2017",
      ),
    ).toMatch(/ACILA: found/);
  });

  it("is not held by the body's name alone", () => {
    expect(
      read("\u2022 Chartered Institute of Loss Adjusters (ACILA) \u2013 student member"),
    ).not.toMatch(/ACILA: found/);
  });
});

describe("a body's register read in the words of the résumé's country", () => {
  const read = (posting: string, section: string, name: RegExp) =>
    certificationRead(
      `Professional\n\nRequirements\n- ${posting}\n`,
      resumeOf("Associate, Acme Partners — 2015 - Present", "Advise clients", section),
      name,
    )?.note;

  it("is held on a line of a roll headed 'Professional Enrolment', in Spanish", () => {
    // Not found: a lawyer on the roll of the Supreme Court lost 35 points for it.
    expect(
      read(
        "Matrícula de Abogado/a active before the Suprema Corte de Justicia (SCJ)",
        "Professional Enrolment\n- Matrícula de Abogada, Suprema Corte de Justicia – No. 18.947, active since 2015",
        /SCJ/,
      ),
    ).toMatch(/SCJ registration: found/);
  });

  it("is held by the body's two initials spelled out on a line of a member's card", () => {
    expect(
      read(
        "Active registration with the Ordem dos Enfermeiros (OE) with a valid cédula profissional",
        "Registration\nOrdem dos Enfermeiros – active member, cédula profissional n.º 81427",
        /OE registration/,
      ),
    ).toMatch(/OE registration: found as "Ordem dos Enfermeiros"/);
  });

  it("is not held where the résumé says it is not yet", () => {
    // Found before through "NEC", the electrical code's initials, in "not yet NEC-registered".
    const note = certificationRead(
      "Civil Engineer\n\nRequirements\n- Valid registration with the Nepal Engineering Council (NEC) as a Civil Engineer\n",
      "Pat Doe\nCivil Engineer, Kathmandu, Nepal\n\nProfile\nSite engineer on hydropower projects in Nepal. I am preparing for the licensing examination and am not yet NEC-registered.\n\nExperience\nSite Engineer, Mewa Khola Hydro Builders — 2023 - Present\n- Supervise concrete works\n",
      /NEC registration/,
    )?.note;
    expect(note).not.toMatch(/NEC registration: found/);
  });
});

describe("a body's register held, lapsed or in progress, in the résumé's words", () => {
  const posting =
    "Civil Engineer\n\nRequirements\n- Active membership of the TMMOB Chamber of Civil Engineers (İnşaat Mühendisleri Odası, İMO) in good standing\n";
  const read = (profile: string) =>
    certificationRead(
      posting,
      `Ali Veli\nCivil Engineer, Istanbul\n\nProfile\n${profile}\n\nExperience\nCivil Engineer, Yapı Proje A.Ş. — 2019 - Present\n- Structural design of residential blocks\n`,
      /İMO/,
    )?.note;

  it("is held by initials in another alphabet written in a sentence", () => {
    // Not found before: "İMO" was read as a word, not as initials.
    expect(read("Civil engineer, İMO member since 2013.")).toMatch(/İMO membership: found/);
  });

  it("is not held where the résumé let it lapse", () => {
    expect(
      read("Civil engineer. I let my İMO membership lapse while I was studying abroad."),
    ).toMatch(/named only as expired or lapsed/);
  });

  it("is not held where the résumé is getting back to active status, or its status line says inactive", () => {
    // Found before: neither way of saying it was read.
    expect(
      read(
        "Civil engineer. I am arranging a payment plan with the İMO to get back to active status.",
      ),
    ).toMatch(/named only as sought or in progress/);
    const note = certificationRead(
      "Auditor\n\nRequisitos\n- Colegiado activo of the Colegio de Contadores Públicos y Auditores de Guatemala (CCPAG)\n",
      resumeOf(
        "Audit Senior, Solórzano & Asociados — 2018 - Present",
        "External audits",
        "Professional Registration\nColegio de Contadores Públicos y Auditores de Guatemala – Colegiado No. 8,731.\nStatus: inactive since 2023 (membership dues pending).",
      ),
      /CCPAG/,
    )?.note;
    expect(note).toMatch(/CCPAG membership: named only as expired or lapsed/);
  });

  it("is not held where its re-registration is still in progress", () => {
    // Found before: the state came after the branch's name and "is".
    expect(
      read(
        "Civil engineer. My re-registration at the İMO İstanbul Branch is in progress and not yet active.",
      ),
    ).toMatch(/named only as sought or in progress/);
  });

  it("is not held by an entry in a register said to be still to come", () => {
    const note = certificationRead(
      "Dentist\n\nRequirements\n- Entry in the Dentists List (Zahnärzteliste) of the Austrian Dental Chamber\n",
      resumeOf(
        "Dentist, Zahnarztpraxis Dr. Moser — 2018 - Present",
        "Restorative and endodontic treatment",
        "Registration\nAustrian Dental Chamber – not yet registered (application planned after German C1)",
      ),
      /Austrian Dental Chamber/,
    )?.note;
    expect(note).toMatch(/Austrian Dental Chamber registration: named only as sought/);
  });

  it("reads a Certificado de Idoneidad applied for as not held, and one with its number as held", () => {
    const idoneidad = (line: string) =>
      certificationRead(
        "Senior Accountant\n\nRequirements\n- Contador Público Autorizado with a current Certificado de Idoneidad issued by the Junta Técnica de Contabilidad\n",
        resumeOf(
          "Accountant, Logística Rodman S.A. — 2018 - Present",
          "Month-end close",
          `Credentials\n${line}`,
        ),
        /Idoneidad/,
      )?.note;
    expect(
      idoneidad(
        "Certificado de Idoneidad de Contador Público Autorizado – application submitted to the Junta Técnica de Contabilidad in August 2026",
      ),
    ).toMatch(/named only as sought or in progress/);
    expect(
      idoneidad("CPA – Certificado de Idoneidad No. 8417, Junta Técnica de Contabilidad"),
    ).toMatch(/Certificado de Idoneidad: found/);
  });
});

describe("a register held no longer, applied for, or named only at a body's event", () => {
  it("is not held where the membership was terminated", () => {
    const note = certificationRead(
      "Veterinarian\n\nRequirements\n- Registration in the register of the Bulgarian Veterinary Union (Български ветеринарен съюз, БВС)\n",
      resumeOf(
        "Veterinarian, Tierarztpraxis Weber — 2020 - Present",
        "Small-animal medicine and surgery",
        "Registration\n- Bulgarian Veterinary Union (БВС): membership terminated at my request in 2020",
      ),
      /БВС/,
    )?.note;
    // Found before: "terminated" said nothing.
    expect(note).toMatch(/БВС registration: named only as terminated or cancelled/);
  });

  it("is not held where the application after the body's initials is still open", () => {
    const note = certificationRead(
      "Quantity Surveyor\n\nRequirements\n- Registration as a Professional Quantity Surveyor with the Namibia Council for Architects and Quantity Surveyors (NCAQS)\n",
      resumeOf(
        "Senior Quantity Surveyor, Okavango QS — 2016 - Present",
        "Bills of quantities and cost plans",
        "Registration\nNamibia Council for Architects and Quantity Surveyors (NCAQS): application for registration submitted January 2026",
      ),
      /NCAQS/,
    )?.note;
    expect(note).toMatch(/NCAQS registration: named only as sought or in progress/);
  });

  it("is not held where its application was lodged", () => {
    const note = certificationRead(
      "Electrician\n\nRequirements\n- Current Fiji electrical wiring licence (wiring person's licence)\n",
      resumeOf(
        "Electrician, Southern Cross Electrical — 2014 - Present",
        "Commercial fit-outs and switchboards",
        "Licences\nFiji electrical wiring licence: application lodged with EFL Electrical Licensing in December 2025",
      ),
      /wiring/,
    )?.note;
    expect(note).toMatch(/Fiji electrical wiring licence: named only as sought or in progress/);
  });

  it("holds the EASA licence asked by its full name, and not the UK one", () => {
    const read = (line: string) =>
      certificationRead(
        "Aircraft Maintenance Technician\n\nRequirements\n- EASA Part-66 Aircraft Maintenance Licence category B1.1\n",
        resumeOf(
          "Aircraft Maintenance Technician, Atlantic Aero — 2016 - Present",
          "Line maintenance on Boeing 737",
          `Licences\n${line}`,
        ),
        /Part-66/,
      )?.note;
    // Not found before: the full name was no name of the licence the résumé holds.
    expect(read("EASA Part-66 AML No. IS.66.0418, category B1.1, issued 03/2019")).toMatch(
      /Part-66 Aircraft Maintenance Licence: found/,
    );
    expect(read("UK CAA Part-66 AML No. UK.66.492817, category B1.1")).not.toMatch(/: found/);
  });

  it("is not held by a seminar attended as a non-member", () => {
    const note = certificationRead(
      "Auditor\n\nRequirements\n- Membership of the Botswana Institute of Chartered Accountants (BICA)\n",
      resumeOf(
        "Audit Senior, Mosweu Dintwe & Partners — 2019 - Present",
        "Statutory audits of retail clients",
        "Training\nIFRS 9 and IFRS 17 update – BICA CPD seminar (attended as non-member), 2025",
      ),
      /BICA/,
    )?.note;
    expect(note).toMatch(/BICA membership: not found/);
  });
});

describe("a licence of one category is not another's", () => {
  const posting =
    "Truck Driver\n\nRequirements\n- Category C driving licence\n\nPreferred\n- Category C+E licence\n";
  it("does not read 'Category C' as the 'Category C+E' licence asked", () => {
    const note = certificationRead(
      posting,
      resumeOf(
        "Van Driver, Acme Parcels — 2016 - Present",
        "Deliver parcels",
        "Licences\nDriving licence category B (2014) and category C (July 2026) – IMT",
      ),
      /C\+E/,
    )?.note;
    expect(note).toMatch(/Category C\+E licence: not found/);
  });

  it("reads 'Category C+E' as that licence", () => {
    const note = certificationRead(
      posting,
      resumeOf(
        "Truck Driver, Acme Freight — 2016 - Present",
        "Drive articulated trucks",
        "Licences\nDriving licence categories B, C (since 2012) and C+E (since 2016) – IMT",
      ),
      /C\+E/,
    )?.note;
    expect(note).toMatch(/Category C\+E licence: found/);
  });
});

describe("offshore safety training, and a paper said to lapse with another or to come later", () => {
  const posting =
    "Offshore Production Technician\n\nRequirements\n- Valid OPITO-approved BOSIET (or FOET) with CA-EBS, including HUET – must be current on the start date\n";
  const technician = (section: string) =>
    resumeOf(
      "Production Operator, Caribbean Gas Ltd — Jan 2016 - Present",
      "Run the gas plant",
      section,
    );

  it("reads BOSIET as the OPITO training and a FOET refresher as holding it", () => {
    expect(findSkill("T-BOSIET")?.name).toBe("OPITO BOSIET");
    expect(
      matchOf(posting, technician("Certificates\n• OPITO FOET with CA-EBS – 2025"), /BOSIET/)
        ?.credit,
    ).toBe(1);
  });

  it("reads an audiologist's CCC-A, whole now that 'Speech-Language-Hearing' is one name", () => {
    expect(findSkill("Certificate of Clinical Competence in Audiology")?.name).toBe("CCC-A");
    const job = parseJob(
      "Audiologist\n\nRequirements\u00b7Certificate of Clinical Competence in Audiology (CCC-A) from the American Speech-Language-Hearing Association (ASHA) – must be current\u00b7Colorado Audiologist License",
    );
    expect(job.skills.map((k) => k.name)).not.toContain("Language");
  });

  it("holds no paper that 'expired with' another, nor one planned on a wrapped line", () => {
    // Found before: "expired with the BOSIET" and "I plan to do the\n FOET refresher" held it.
    const match = matchOf(
      posting,
      technician(
        "Certificates\n• OPITO BOSIET – expired October 2024. I plan to do the\n   FOET refresher as soon as I have an offshore offer.\n• HUET/CA-EBS – expired with the BOSIET",
      ),
      /BOSIET/,
    );
    expect(match?.credit).toBe(0);
  });

  it("reads no paper sought in the kind of firm a goal names", () => {
    // "to join a\npowered access company" read as a Powered Access Licence sought, once the
    // break after "a" joined the lines.
    const posting =
      "MEWP Operator\n\nRequirements\n- A valid IPAF PAL Card (Powered Access Licence) showing category 3a – this is mandatory\n";
    const text = resumeOf(
      "MEWP Operator, Lift Hire Ltd — Jan 2023 - Present",
      "Scissor lift work",
      "Profile\nI'd like to join a\npowered access company where I can build up more hours.",
    );
    const notes = score(posting, text)
      .components.flatMap((c) => c.evidence.map((e) => e.note))
      .join("\n");
    expect(notes).not.toMatch(/Powered Access Licence: named only as sought/);
  });

  it("finds a qualification the education reader took for a school, which blind review keeps", () => {
    // Not found before: "NVQ Level 4" was read as the school and blanked as personal data.
    const note = certificationRead(
      "Caregiver\n\nRequirements\n- NVQ Level 4 Certificate in Caregiver (Elder Care) awarded under the TVEC\n",
      "Nadeesha Perera\nCaregiver – Elder Care (NVQ Level 4)\nMoratuwa, Sri Lanka · +94 77 384 2156\n\nProfile\nCaring and patient caregiver.\n\nExperience\nCaregiver – Sethsuwa Elders' Home, Panadura\nMar 2019 – Present\n• Personal care for 20 residents\n\nEducation & Qualifications\nNVQ Level 4 – Caregiver (Elder Care), TVEC – Vocational Training Authority, Moratuwa, 2019\nDementia Care Course – Lanka Alzheimer's Foundation, 2023\nFirst Aid Certificate – St. John Ambulance Sri Lanka, renewed Jan 2026\nG.C.E. O/L (2012) – 7 passes\n",
      /NVQ/,
    )?.note;
    expect(note).toMatch(/NVQ Level 4 Caregiver: found/);
  });

  it("holds no registration a membership 'will follow', nor one 'pending'", () => {
    const note = certificationRead(
      "Resident Engineer\n\nRequirements\n- Registered Engineer with the Engineers Registration Board (ERB)\n",
      resumeOf(
        "Site Engineer, Nile Roads Ltd — Jan 2016 - Present",
        "Supervise road works",
        "Memberships\nUIPE – Graduate Member (Corporate Membership will follow ERB registration)",
      ),
      /ERB/,
    )?.note;
    expect(note).not.toMatch(/ERB registration: found/);
  });
});

describe("a seafarer's certificate of competency by its STCW regulation", () => {
  const posting =
    "Second Engineer\n\nRequirements\n- Certificate of Competency as Second Engineer Officer, STCW Regulation III/2, unlimited\n- Valid STCW basic training\n";
  const engineer = (line: string) =>
    resumeOf(
      "Third Engineer, Melita Tankers — Jan 2018 - Present",
      "Engine room watches",
      `Certificates\n${line}`,
    );

  it("is the regulation's certificate, which another regulation's does not hold", () => {
    expect(findSkill("STCW Regulation III/2")?.name).toBe("STCW III/2");
    // Held before: "STCW III/1" has the words of "STCW III/2" but its number.
    const watch = engineer(
      "• CoC Officer in Charge of an Engineering Watch, STCW III/1 – Transport Malta",
    );
    expect(matchOf(posting, watch, /III\/2/)?.credit).toBe(0);
    const second = engineer(
      "• CoC Second Engineer Officer, STCW III/2 unlimited – Transport Malta",
    );
    expect(matchOf(posting, second, /III\/2/)?.credit).toBe(1);
    // The management level's certificate holds the STCW training asked beside it.
    expect(matchOf(posting, second, /^STCW$/)?.credit).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { checkExplanation } from "../../src/insights/check-explanation.ts";
import { buildInsights } from "../../src/insights/insights.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { fitBand } from "../../src/score/bands.ts";
import { countriesNamed, expiredBy, placesByState } from "../../src/score/licence-state.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import {
  heldByOthers,
  lapsedAt,
  notHeldAt,
  programAt,
  soughtAt,
} from "../../src/skills/extract.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

// A credential counts only as the resume holds it today: not expired by its own date, not said
// to be lacking, and for the state the posting asks.
const POSTING = `Respiratory Therapist

Requirements
- Active Ohio Respiratory Care Professional license
- BLS and ACLS certification
- 2+ years of acute care respiratory therapy experience
`;

const resume = (credentials: string) => `Dana Lee
Dayton, OH

Experience
Respiratory Therapist, Miami Valley Hospital — Jan 2018 - Present
- Ventilator management, arterial blood gases and nebulizer treatments in acute care

CREDENTIALS
${credentials}
`;

const run = (credentials: string, posting = POSTING) => {
  const text = resume(credentials);
  const job = parseJob(posting);
  const parsed = structureResume(text);
  const match = scoreResume({
    resume: { ...parsed, meta: { ...parsed.meta, asOf: "2026-11-25" } },
    text,
    job,
  });
  const insights = buildInsights({ match, job, resume: parsed });
  const notes = match.components.flatMap((c) => c.evidence);
  const note = (requirement: RegExp) => notes.find((e) => requirement.test(e.requirement));
  return { text, job, resume: parsed, match, insights, notes, note };
};

describe("a credential's expiry date", () => {
  it("reads the date it is valid through, on its line or the next, against the reading date", () => {
    const at = (line: string) => expiredBy(line, { start: 0, end: 3 }, "2026-11-25")?.text;
    expect(at("BLS - AHA, exp. 11/2025")).toBe("BLS - AHA, exp. 11/2025");
    expect(at("BLS, expires June 2026")).toBe("BLS, expires June 2026");
    expect(at("BLS valid through 2025")).toBe("BLS valid through 2025");
    // Not passed yet, a year alone runs to its end, and a date of issue is no expiry.
    expect(at("BLS - AHA, exp. 12/2026")).toBeUndefined();
    expect(at("BLS active through 2026")).toBeUndefined();
    expect(at("BLS (2019)")).toBeUndefined();
    expect(
      expiredBy("Ohio RCP\nLicense 1234, exp. 06/2026", { start: 0, end: 8 }, "2026-11-25")?.text,
    ).toBe("Ohio RCP\nLicense 1234, exp. 06/2026");
  });

  it("makes a credential past its date not held, and says so", () => {
    const r = run(
      "Ohio Respiratory Care Professional License #RCP.1, exp. 12/2027\nBLS - AHA, exp. 11/2025\nACLS - AHA, exp. 03/2027",
    );
    const bls = r.match.skills.find((s) => s.skill.name === "Basic Life Support")!;
    expect(bls.match).not.toBe("exact");
    // Met in part through ACLS, and still said to be lapsed, never "not named".
    expect(r.note(/^Basic Life Support$/)!.note).toMatch(
      /^Basic Life Support: named only as expired or lapsed \("BLS - AHA, exp\. 11\/2025"\), not as held; ACLS is related \(partial credit\)$/,
    );
    expect(r.match.skills.find((s) => s.skill.name === "ACLS")!.match).toBe("exact");
    expect(
      checkExplanation({ match: r.match, job: r.job, resumeText: r.text, insights: r.insights }),
    ).toEqual([]);
  });
});

describe("a credential the resume says it lacks", () => {
  it.each([
    ["Forklift certified (no CDL)", "CDL"],
    ["I am not a certified medical coder", "certified medical coder"],
    ["No pesticide license yet", "pesticide license"],
    // The second of two joined by a slash.
    ["No NBCOT/COTA certification or Ohio OTA license", "COTA"],
    ["I do not yet hold the LCSW", "LCSW"],
    ["I have not worked as a child protective investigator", "child protective investigator"],
    // A sentence wrapped in a narrow column.
    [
      "airline on the A320. I hold a UK CAA Cabin Crew Attestation; I have not yet held an\nFAA Flight Attendant Certificate of Demonstrated Proficiency",
      "FAA Flight Attendant Certificate",
    ],
  ])("is not held: %s", (line, credential) => {
    const start = line.indexOf(credential);
    expect(notHeldAt(line, start, start + credential.length)).toBeDefined();
  });

  it("is held where the negation is about something else", () => {
    const line = "Not only CPR but also ACLS";
    expect(notHeldAt(line, 9, 12)).toBeUndefined();
    // An item of a list after one that ends without a stop.
    const list = "\u2022 Supported residents with no prior work experience\n\u2022 CPR certified";
    const at = list.indexOf("CPR");
    expect(notHeldAt(list, at, at + 3)).toBeUndefined();
  });

  it("keeps a lacking driver out of a CDL, with the resume's words quoted", () => {
    const job = parseJob("Line Worker\n\nRequirements\n- Valid CDL required\n- Climbing\n");
    const text =
      "Lee Park\n\nExperience\nGroundman, Acme Power — 2019 - Present\n- Climbing and rigging (no CDL)\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const cdl = match.skills.find((s) => /CDL|driver/i.test(s.skill.name))!;
    expect(cdl.match).toBe("missing");
    expect(cdl.sought?.text).toBe("no CDL");
    const insights = buildInsights({ match, job, resume: structureResume(text) });
    expect(insights.gaps.join("\n")).toContain('said not to be held: "no CDL"');
  });
});

describe("a state's licence", () => {
  it("is not held where the resume names the posting's state only as not yet applied", () => {
    const r = run(
      "Kentucky Respiratory Care Practitioner License #RCP-4471\nOhio license: not yet applied (will apply upon offer)\nBLS, ACLS - current",
    );
    const lic = r.note(/^Ohio Respiratory Care/)!;
    expect(lic.credit).toBe(0);
    expect(lic.note).toContain('("Ohio license: not yet applied (will apply upon offer)")');
    expect(fitBand(r.match.score).id).not.toBe("strong");
  });

  it("is not held where the posting's state is only applied for, read from the entry beyond the summary", () => {
    const job = parseJob(
      "Licensed Practical Nurse\n\nRequirements\n- Current LPN license in the State of Ohio\n- IV Therapy certification (Ohio Board of Nursing course)\n",
    );
    const text =
      "Ana Reyes\n\nSummary\nLPN with 4 years in long-term care. Kentucky license in good standing; Ohio licensure by endorsement application submitted 10/2026, not yet issued.\n\nExperience\nLPN, Sunrise Care — 2021 - Present\n- Medication passes\n\nLICENSURE\nLicensed Practical Nurse - Kentucky Board of Nursing, #2098877\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const ev = match.components.flatMap((c) => c.evidence);
    const lpn = ev.find((e) => /^(?:Current )?LPN license$/.test(e.requirement))!;
    expect(lpn.credit).toBe(0);
    expect(lpn.note).toContain("Ohio licensure by endorsement application submitted 10/2026");
    // The licence's clause says nothing of the IV certification, nor does its provider's name
    // make "LPN" an example of it.
    const iv = ev.filter((e) => /IV [Tt]herapy/.test(e.requirement));
    expect(iv.length).toBeGreaterThan(0);
    for (const e of iv) {
      expect(e.note).not.toContain("licensure");
      expect(e.credit, e.note).toBe(0);
    }
  });

  it("is held in part from the entry that names another state, and in full from the posting's", () => {
    const other = run(
      "Respiratory Care Professional License, Kentucky #RCP-4471\nBLS, ACLS - current",
    );
    expect(other.note(/^Ohio Respiratory Care/)!.note).toMatch(/held for Kentucky .* not for Ohio/);
    const own = run("Respiratory Care Professional License, Ohio #RCP-4471\nBLS, ACLS - current");
    expect(own.note(/^Ohio Respiratory Care/)!.credit).toBe(1);
  });
});

describe("a credential written beside its lapse, or beside the people who hold it", () => {
  it("is lapsed where its own item says so, and not where another item does", () => {
    const line = "Certified Public Accountant — Minnesota Board of Accountancy (lapsed 03/2026)";
    expect(lapsedAt(line, 0, 27)?.text).toBe(
      "Certified Public Accountant — Minnesota Board of Accountancy (lapsed",
    );
    const list = "CPR (expired), BLS - current";
    expect(lapsedAt(list, 0, 3)).toBeDefined();
    expect(lapsedAt(list, 15, 18)).toBeUndefined();
    // The body after the credential's own initials heads the entry too.
    const body =
      "  Certified Pharmacy Technician (CPhT), PTCB \u2013 certified 2017; expired 2021 (did not";
    expect(lapsedAt(body, 40, 44)?.text).toBe("PTCB \u2013 certified 2017; expired");
    // A clause that names the paper before saying it lapsed.
    const paper =
      "HCPC Occupational Therapist \u2014 registered 2016 to 2022; registration lapsed (not current)";
    expect(lapsedAt(paper, 0, 4)?.text).toBe(
      "HCPC Occupational Therapist \u2014 registered 2016 to 2022; registration lapsed",
    );
  });

  it("is lapsed where the entry it heads says so in a clause of its own, on a line that goes on", () => {
    const entry =
      "* Certified Logging Professional (CLP) – Mechanical, Maine TREE Foundation: initial\ncertification 2020; EXPIRED 12/31/2023 (missed recertification)";
    const at = entry.indexOf("CLP");
    expect(lapsedAt(entry, at, at + 3)?.text).toMatch(/EXPIRED$/);
    expect(lapsedAt("* CLP, 2020; expired 2023", 2, 5)).toBeDefined();
    // Renewed since, or another credential's lapse.
    expect(lapsedAt("* CLP, 2020; expired 2023; renewed 2024", 2, 5)).toBeUndefined();
    expect(lapsedAt("* CLP, 2020; CPR expired 2023", 2, 5)).toBeUndefined();
    expect(lapsedAt("Skills: CLP, 2020; expired 2023", 8, 11)).toBeUndefined();
    // Its body's initials before it, and the status in words after a comma.
    const cpo =
      "  * PHTA Certified Pool & Spa Operator (CPO) – earned 2018, EXPIRED 2023 (not current)";
    expect(lapsedAt(cpo, 9, 38)?.text).toMatch(/EXPIRED$/);
  });

  it("belongs to others when people or a firm are named after it", () => {
    for (const [line, credential] of [
      ["I plan the loads that CDL-A drivers haul", "CDL"],
      ["Worked alongside NATE-certified techs", "NATE"],
      ["Prepared schedules for the CPA firm auditors", "CPA"],
      ["Rode along with CDL-A drivers on linehaul", "CDL"],
      // The role of the person directing, with the words that place them ("the project").
      [
        "Drafted plans under the direction of the project landscape architect",
        "landscape architect",
      ],
      // A body's stamp on schooling.
      ["Enrolled in a BCBA-verified course sequence", "BCBA"],
      // The person who reviews the work, and one licensed by a state named by its code.
      ["Produced practice transcripts reviewed by a supervising CSR", "CSR"],
      ["Iris painting, all reviewed and finished by my supervising BCO", "BCO"],
      [
        "Licensed inspector working under a sponsoring Professional Inspector",
        "Professional Inspector",
      ],
      ["Inspections under the supervision of a licensed NC home inspector", "home inspector"],
      ["Treatment plans reviewed and co-signed by my LCSW supervisor", "LCSW"],
      ["Draft program updates for BCBA review", "BCBA"],
      ["Co-lead a parenting group with a licensed LMFT", "LMFT"],
      // A word of how often or how closely between "under" and the supervision.
      ["Couples and family therapy under weekly supervision of an LMFT", "LMFT"],
      ["Visual checks under the direction of the shop CWI, who signs acceptance", "CWI"],
      // A sentence wrapped onto the next line, the holder named by whose they are.
      [
        "- Ran feeders under the supervision of the company\u2019s\n  master electrician; prepared as-builts",
        "master electrician",
      ],
    ] as const) {
      const at = line.indexOf(credential);
      expect(heldByOthers(line, at, at + credential.length), line).toBe(true);
    }
    const own = "Class A CDL, clean MVR";
    expect(heldByOthers(own, 8, 11)).toBe(false);
    // One's own title, a supervisor who holds it.
    expect(heldByOthers("RN Supervisor, Acme Hospital", 0, 2)).toBe(false);
  });

  it("is not held by passing part of its exam", () => {
    const job = parseJob("Senior Accountant\n\nRequirements\n- Active CPA license required\n");
    const text =
      "Sam Ortiz\n\nSummary\nStaff accountant. Passed 3 of 4 CPA exam sections.\n\nExperience\nStaff Accountant, Acme — 2022 - Present\n- Month-end close\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const cpa = match.components
      .flatMap((c) => c.evidence)
      .filter((e) => /^(?:CPA|Certified Public Accountant)$/.test(e.requirement));
    expect(cpa.length).toBeGreaterThan(0);
    for (const e of cpa) expect(e.credit, e.note).toBe(0);
  });

  it("is not held where only its skills test is scheduled or a first position is sought", () => {
    const test = "CDL Class A skills test scheduled 12/08/2026";
    expect(soughtAt(test, 0, 3)).toBeDefined();
    const first = "New graduate seeking my first LPN position";
    expect(soughtAt(first, first.indexOf("LPN"), first.indexOf("LPN") + 3)).toBeDefined();
  });

  it("keeps a lapsed CPA from meeting the licence, in the skills and in the credentials", () => {
    const job = parseJob(
      "Senior Accountant\n\nRequirements\n- Active CPA license required\n- Month-end close and reconciliations\n",
    );
    const text =
      "Linh Nguyen\n\nExperience\nAccounting Manager, Spectrum Brands — Jul 2018 - Present\n- Month-end close and reconciliations\n\nCertifications\nCertified Public Accountant — Minnesota Board of Accountancy (lapsed 03/2026)\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const notes = match.components
      .flatMap((c) => c.evidence)
      .filter((e) => /CPA|Certified Public/.test(e.requirement));
    expect(notes.length).toBeGreaterThan(0);
    // Never met: at most what the related skill (Accounting) gives anyone without a CPA.
    for (const e of notes) {
      expect(e.credit, e.note).toBeLessThan(1);
      expect(e.note).toMatch(/expired or lapsed|does not show it held|the resume does not/);
    }
    expect(fitBand(match.score).id).not.toBe("strong");
  });
});

describe("goals and other people's credentials", () => {
  it("reads getting one's own credential as a goal", () => {
    const line = "To obtain my RRT credential after graduation.";
    expect(soughtAt(line, 12, 15)).toBeDefined();
    // Its status after the label's colon, on the next line of a wrapped sentence.
    const wrapped =
      "NCCCO Mobile Crane Inspector: written exam\npassed September 2026, practical exam scheduled January 2027";
    expect(soughtAt(wrapped, 0, wrapped.indexOf(":"))?.text).toContain("scheduled");
    const lineman = "Apprentice seeking to top out as a journeyman lineman.";
    expect(soughtAt(lineman, 35, 53)).toBeDefined();
    // Using one's own is a claim.
    expect(soughtAt("Eager to apply my RRT skills", 18, 21)).toBeUndefined();
  });

  it("gives a credential in a short list after 'assist' to the people assisted", () => {
    const line = "Assist licensed nurses and respiratory therapists with turns";
    expect(heldByOthers(line, line.indexOf("respiratory"))).toBe(true);
    expect(heldByOthers("Respiratory therapist since 2019", 0)).toBe(false);
    const coders = "Worked with CPC-certified coders as subject-matter experts";
    expect(heldByOthers(coders, coders.indexOf("coders"))).toBe(true);
    // Read from the start of its word: "certified" in "CPC-certified".
    expect(heldByOthers(coders, coders.indexOf("certified"))).toBe(true);
  });
});

describe("a supervisor's credential, a goal in other words, a status closing a list", () => {
  it("gives a credential to the supervisor or mentor it is named with", () => {
    for (const [line, credential] of [
      ["Weekly clinical supervision with an LCSW toward licensure", "LCSW"],
      ["I carry out plans written by supervising ASHA-certified SLPs (CCC-SLP).", "CCC-SLP"],
      ["Completed my clinical fellowship under a CCC-SLP mentor", "CCC-SLP"],
      ["Completed my clinical fellowship under CCC-SLP mentorship", "CCC-SLP"],
    ] as const) {
      const at = line.lastIndexOf(credential);
      expect(heldByOthers(line, at, at + credential.length), line).toBe(true);
    }
    // With a credential of one's own, and mentoring others as its holder, it stays held.
    const own = "Registered Nurse with ACLS certification";
    expect(heldByOthers(own, own.indexOf("ACLS"), own.indexOf("ACLS") + 4)).toBe(false);
    const mentor = "Served as CCC-SLP mentor for two clinical fellows";
    expect(heldByOthers(mentor, 10, 17)).toBe(false);
  });

  it("reads 'where I can earn', 'will obtain', 'application submitted' and a named exam as sought", () => {
    for (const [line, credential] of [
      [
        "Graduate seeking a sonographer position where I can earn the RDMS (AB) credential.",
        "RDMS",
      ],
      [
        "Seeking a therapist role so that I can complete my hours and obtain the Colorado LCSW.",
        "LCSW",
      ],
      [
        "Seeking a security officer position; will obtain a California Guard Card upon hire.",
        "Guard Card",
      ],
      ["RDMS (AB) exam scheduled for 01/2027", "RDMS"],
      ["California Guard Card: application submitted to BSIS (pending)", "Guard Card"],
    ] as const) {
      const at = line.indexOf(credential);
      expect(soughtAt(line, at, at + credential.length), line).toBeDefined();
    }
    expect(soughtAt("I can perform IV starts as an RN", 30, 32)).toBeUndefined();
  });

  it("reads a status closing a line as the status of each item listed before it", () => {
    const line = "ASE A4 Suspension & Steering, A5 Brakes - expired 05/2025";
    for (const part of ["ASE", "A5 Brakes"]) {
      const at = line.indexOf(part);
      expect(lapsedAt(line, at, at + part.length)?.text, part).toMatch(/- expired$/);
    }
    // Another status or a date of its own in between keeps the item apart.
    const mixed = "BLS (current), CPR - expired 05/2025";
    expect(lapsedAt(mixed, 0, 3)).toBeUndefined();
    const dated = "BLS exp. 2027, CPR - expired 05/2025";
    expect(lapsedAt(dated, 0, 3)).toBeUndefined();
  });

  it("does not hold a lapsed credential through a past title or a posting's examples", () => {
    const vet = parseJob(
      "Veterinary Technician\n\nRequirements\n- Registered Veterinary Technician (RVT) credential required\n- 2+ years of small animal practice\n",
    );
    const text = `Kim Reed
Tacoma, WA

Credentials
- Registered Veterinary Technician (RVT), California #RVT 12345 — expired 06/2024 (not renewed)

Experience
Registered Veterinary Technician — VCA Animal Hospital, Sacramento, CA
Jan 2016 - Jun 2023
- Anesthesia monitoring and dental cleanings for small animal patients
`;
    const parsed = structureResume(text);
    const match = scoreResume({
      resume: { ...parsed, meta: { ...parsed.meta, asOf: "2026-11-25" } },
      text,
      job: vet,
    });
    // The words stay shared (relevance); the credential is not held.
    const rvt = match.components
      .filter((c) => c.id !== "relevance")
      .flatMap((c) => c.evidence)
      .filter((e) => /Veterinary technician (?:license|credential)|RVT/i.test(e.requirement));
    expect(rvt.length).toBeGreaterThan(0);
    for (const e of rvt) expect(e.credit, e.note).toBe(0);
    expect(rvt.some((e) => /expired or lapsed/.test(e.note))).toBe(true);

    const auto = parseJob(
      "Automotive Technician\n\nRequirements\n- Current ASE certifications (minimum A4 Suspension & Steering, A5 Brakes)\n",
    );
    const bell = `Marcus Bell

Certifications
ASE A4 Suspension & Steering, A5 Brakes - expired 05/2025

Experience
Automotive Technician | Pep Boys | 2021 - Present
- Brake and suspension repair
`;
    const held = scoreResume({ resume: structureResume(bell), text: bell, job: auto });
    const ase = held.components
      .filter((c) => c.id !== "relevance")
      .flatMap((c) => c.evidence)
      .filter((e) => /ASE/.test(e.requirement));
    expect(ase.length).toBeGreaterThan(0);
    for (const e of ase) expect(e.credit, e.note).toBe(0);
  });
});

describe("a licence the resume names by a state's code, and the crews a candidate supervises", () => {
  const posting =
    "Pest Control Technician\n\nRequirements\n- Current North Carolina Structural Pest Control license\n";
  const note = (summary: string) => {
    const text = `Jo Hayes\n\nSummary\n${summary}\n\nExperience\nPest Control Technician, Terminix\nJan 2021 - Present\n- Treat roaches, ants, rodents\n`;
    return scoreResume({ resume: structureResume(text), text, job: parseJob(posting) })
      .components.flatMap((c) => c.evidence)
      .find(
        (e) =>
          /Pest Control license/.test(e.requirement) &&
          e.requirement === e.requirement.trim() &&
          !/required/.test(e.requirement),
      )?.note;
  };

  it("is held for the state its code names, and sought where the asked state is only applied for", () => {
    expect(note("Pest control technician licensed in SC.")).toMatch(/held for South Carolina/);
    expect(note("Licensed in SC; will apply for North Carolina licensure on hire.")).toMatch(
      /sought or in progress/,
    );
  });

  it("gives a credential to the crews a candidate supervises or coordinates", () => {
    for (const line of [
      "Supervise 8 riggers and coordinate NCCCO-certified mobile crane operators",
      "I supervise crews that include NCCCO-certified mobile crane operators.",
    ]) {
      const at = line.indexOf("NCCCO");
      expect(heldByOthers(line, at, at + 5), line).toBe(true);
    }
    const own = "NCCCO-certified mobile crane operator with 12 years";
    expect(heldByOthers(own, 0, 5)).toBe(false);
  });
});

describe("a credential let lapse", () => {
  it("is lapsed when the resume says it let it lapse", () => {
    const line = "I earned my PMP in 2015 but let it lapse in 2022.";
    expect(lapsedAt(line, 12, 15)?.text).toMatch(/let it lapse$/);
  });
});

describe("a licence named by its own initials in the posting", () => {
  it("is held for the state the resume names, not met in full by the initials", () => {
    const job = parseJob(
      "Massage Therapist\n\nRequirements\n- Current Oregon massage therapist license (LMT) issued by the Oregon Board of Massage Therapists\n",
    );
    const read = (line: string) => {
      const text = `Kim Ames\n\nLicenses\n- ${line}\n\nExperience\nMassage Therapist, Spa\nJan 2019 - Present\n- Swedish and deep tissue massage\n`;
      return scoreResume({ resume: structureResume(text), text, job }).skills.find(
        (s) => s.skill.name === "Massage therapist license",
      )!;
    };
    expect(read("Washington massage therapist license (LMT) MA.60891234").heldFor?.held).toEqual([
      "Washington",
    ]);
    expect(read("Oregon LMT #12345").credit).toBe(1);
  });
});

describe("a licence named in the posting's title and again in its requirements", () => {
  it("is read where the requirement names the state, and sought where only applied for", () => {
    const job = parseJob(
      "# Licensed Massage Therapist (LMT)\n\n## Requirements\n- Current Oregon massage therapist license (LMT) issued by the Oregon Board of Massage Therapists\n",
    );
    const text = `Ann Sorensen

Summary
Massage practitioner licensed in Washington State as an LMP since 2022. I have applied for Oregon licensure by endorsement.

Experience
Licensed Massage Practitioner, Peak Performance, Vancouver, WA
Jan 2022 - Present
- Sports and deep tissue massage
`;
    const m = scoreResume({ resume: structureResume(text), text, job }).skills.find(
      (s) => s.skill.name === "Massage therapist license",
    )!;
    expect(m.match).toBe("missing");
    expect(m.sought?.text).toMatch(/applied for Oregon/);
  });

  it("is held by its short name under the state the posting asks, and not by an application", () => {
    const job = parseJob(
      "Occupational Therapist\n\nRequirements\n- Active Michigan Occupational Therapist license\n",
    );
    const note = (lines: string) => {
      const text = `Eva Lind\n\nLicenses\n${lines}\n\nExperience\nOccupational Therapist, Mercy\nJan 2019 - Present\n- Hand therapy\n`;
      return scoreResume({ resume: structureResume(text), text, job })
        .components.find((c) => c.id === "education")!
        .evidence.find((e) => /Michigan/.test(e.requirement))!;
    };
    expect(note("- Michigan OT License, exp. 06/30/2030").credit).toBe(1);
    const applied = note(
      "- Ohio Occupational Therapist License, active\n- Michigan OT license: application in progress",
    );
    expect(applied.credit).toBeLessThan(1);
  });
});

describe("a credential a fellowship leads to", () => {
  it("is sought when the resume is to complete something and earn it, or lists it in progress", () => {
    const goal =
      "Clinical Fellow seeking a position with mentorship to complete my clinical fellowship and earn the ASHA CCC-SLP.";
    expect(soughtAt(goal, goal.indexOf("CCC-SLP"), goal.indexOf("CCC-SLP") + 7)).toBeDefined();
    const listed =
      "ASHA Certificate of Clinical Competence (CCC-SLP): clinical fellowship in progress, expected 05/2027";
    const at = listed.indexOf("CCC-SLP");
    expect(soughtAt(listed, at, at + 7)).toBeDefined();
    // Held, with what it was used for after it.
    const held = "CCC-SLP: clinical supervisor for graduate students";
    expect(soughtAt(held, 0, 7)).toBeUndefined();
  });
});

describe("a goal wrapped over a narrow column's lines", () => {
  it("is read across the line break", () => {
    const text =
      "Experienced COTA seeking an occupational therapy role while I\ncomplete an OTA-to-OT bridge program (OTD, expected 2028)\nand obtain my OTR/L.";
    const at = text.indexOf("OTR/L");
    expect(soughtAt(text, at, at + 5)?.text).toMatch(/obtain my OTR\/L$/);
    // A credential obtained is held.
    const held = "Passed the NBCOT exam in 2019 and obtained my OTR/L.";
    expect(soughtAt(held, held.indexOf("OTR/L"), held.indexOf("OTR/L") + 5)).toBeUndefined();
  });
});

describe("a licence's class and status", () => {
  it("reads 'CDL Class A' as the licence's class, not a class taken, and 'in process' as not held yet", () => {
    expect(programAt("CDL Class A \u2014 Texas", 0, 3)).toBeUndefined();
    expect(programAt("CDL class at Lone Star Truck School", 0, 3)?.text).toBe("CDL class");
    const line = "Hazmat (H) endorsement \u2014 in process (TSA fingerprinting done 10/21/2026)";
    expect(soughtAt(line, 0, 10)?.text).toBe("Hazmat (H) endorsement \u2014 in process");
  });
});

describe("an event named for a credential", () => {
  it("is the event, not the credential: 'CLFP Foundation Accelerated Learning Session', 'CISSP Boot Camp'", () => {
    const line = "completed CLFP Foundation\nAccelerated Learning Session October 2026";
    expect(programAt(line, 10, 14)?.text).toBe("CLFP Foundation\nAccelerated Learning Session");
    expect(programAt("CISSP Boot Camp, Learning Tree, 2024", 0, 5)?.text).toBe("CISSP Boot Camp");
    expect(programAt("CISSP, ISC2, 2024", 0, 5)).toBeUndefined();
    expect(programAt("CLFP Foundation member since 2021", 0, 4)).toBeUndefined();
  });
});

describe("a credential named as not held yet in more words", () => {
  it("reads the programme after its initials, an exam registered for, work on it and a list said not held", () => {
    const at = (line: string, name: string) =>
      [line.indexOf(name), line.indexOf(name) + name.length] as const;
    const cwp = "Certified Wedding Planner (CWP) program — coursework completed 2026";
    expect(programAt(cwp, ...at(cwp, "CWP"))?.text).toBe("CWP) program");
    const scp = "Hold SHRM-CP and PHR; eligible for and registered to take the SHRM-SCP in 2027.";
    expect(soughtAt(scp, ...at(scp, "SHRM-SCP"))?.text).toBe("registered to take the SHRM-SCP");
    const window = "SHRM-SCP – registered for Dec 2026–Feb 2027 window";
    expect(soughtAt(window, ...at(window, "SHRM-SCP"))).toBeDefined();
    const cwi = "I want to move into teaching welding. Working on my CWI now.";
    expect(soughtAt(cwi, ...at(cwi, "CWI"))?.text).toBe("Working on my CWI");
    const none = "Certifications: ACG CxA application submitted (no BCxP, CCP or CBCP)";
    expect(notHeldAt(none, ...at(none, "CCP"))).toBeDefined();
    expect(notHeldAt(none, ...at(none, "CBCP"))).toBeDefined();
    // Held: registered as a nurse, a course registered for is no status of the credential.
    const rn = "RN – registered for practice in Ontario, 2019";
    expect(soughtAt(rn, 0, 2)).toBeUndefined();
  });
});

describe("a licence lapsed in one state", () => {
  it("leaves the same licence of another state, in its own entry of the credentials, held", () => {
    const job = parseJob(
      "Nurse Anesthetist\n\nRequirements\n- Georgia APRN license\n- 2+ years of anesthesia practice\n",
    );
    const text = `Tyler Brennan
Savannah, GA

Certifications & Licensure
Georgia APRN – CRNA, Lic. #APRN 0318822 (Georgia Board of Nursing)
South Carolina APRN-CRNA – inactive

Experience
Staff CRNA — Memorial Health, Savannah, GA
Jan 2021 - Present
- General, regional and obstetric anesthesia
`;
    const match = scoreResume({ resume: structureResume(text), text, job });
    const aprn = match.skills.find((s) => /APRN|Nurse Practitioner/.test(s.skill.name))!;
    expect(aprn.match).toBe("exact");
    expect(text.slice(aprn.evidence!.start, aprn.evidence!.end)).toBe("APRN");
    expect(aprn.evidence!.start).toBeLessThan(text.indexOf("South Carolina"));
  });
});

describe("a licence of a country", () => {
  // A posting that asks a country's licence, with a sentence on languages before the role's name.
  const job = parseJob(
    [
      "Registered Nurse – International Patient Unit",
      "Our multilingual nursing team speaks Hebrew, Russian, French and Spanish.The RoleWe are looking for an experienced Registered Nurse to join our unit.",
      "",
      "Requirements",
      "- A valid Israeli Registered Nurse licence issued by the Israel Ministry of Health",
      "- Minimum of three (3) years of experience as a Registered Nurse",
      "",
    ].join("\n"),
  );
  const read = (licences: string, place = "Ra'anana, Israel") => {
    const text = `Dana Levi\n${place} · dana@example.com\n\nLicences\n${licences}\n\nExperience\nRegistered Nurse, Cardiology Unit\nJan 2018 - Present\n- Telemetry and post-PCI care\n`;
    const match = scoreResume({ resume: structureResume(text), text, job });
    const notes = match.components.flatMap((c) => c.evidence).map((e) => e.note);
    return { notes, band: fitBand(match.score).id };
  };

  it("is held where the résumé names the country, in the résumé's own address too", () => {
    const { notes } = read("Israel Ministry of Health – Registered Nurse licence, No. 155-0417");
    expect(notes).toContain("Israeli Registered Nurse licence: found");
    expect(notes.join("\n")).not.toMatch(/not for Spain|held for/);
  });

  it("is held in part where the résumé names another country's or state's", () => {
    for (const [line, held] of [
      ["Illinois Registered Professional Nurse licence No. 041.555309 – active", "Illinois"],
      ["Registered Nurse licence (Philippines), PRC 0712345", "Philippines"],
      ["Philippine Registered Nurse licence, PRC 0712345", "Philippines"],
    ]) {
      const { notes, band } = read(line!, "Chicago, IL");
      expect(notes.join("\n"), line).toMatch(
        new RegExp(`Israeli Registered Nurse licence: held for ${held} .*not for Israel`),
      );
      expect(band, line).not.toBe("strong");
    }
  });

  it("is not read from a language or a sentence before the requirement", () => {
    const posting = (line: string) =>
      parseJob(`Staff Nurse\n\nRequirements\n- ${line}\n- 2+ years of nursing experience\n`);
    const text = `Kim Ames\nDallas, TX\n\nLicenses\nTexas RN License #889120\n\nExperience\nStaff Nurse, Parkland\nJan 2019 - Present\n- Med-surg nursing\n`;
    for (const line of [
      "Valid RN license, fluent Spanish preferred",
      "Active RN license and fluency in German",
    ]) {
      const match = scoreResume({ resume: structureResume(text), text, job: posting(line) });
      const notes = match.components.flatMap((c) => c.evidence).map((e) => e.note);
      expect(notes.join("\n"), line).not.toMatch(/held for/);
    }
  });

  it("is not another country's where the résumé names a language beside it", () => {
    const posting = parseJob(
      "Staff Nurse\n\nRequirements\n- Active Texas RN license\n- 2+ years of nursing experience\n",
    );
    const text = `Kim Ames\nDallas, TX\n\nSummary\nBilingual (English/Spanish) registered nurse with 7 years of med-surg.\n\nExperience\nStaff Nurse, Parkland\nJan 2019 - Present\n- Med-surg nursing\n`;
    const match = scoreResume({ resume: structureResume(text), text, job: posting });
    const notes = match.components.flatMap((c) => c.evidence).map((e) => e.note);
    expect(notes.join("\n")).not.toMatch(/held for Spain/);
  });

  it("reads a country's name whatever follows it, and an adjective only where no language is meant", () => {
    expect(countriesNamed("Registered Nurse, Korea, 2015")).toEqual(["South Korea"]);
    expect(countriesNamed("Security licence (NSW) 1A")).toEqual(["New South Wales"]);
    expect(countriesNamed("Philippine RN licence (PRC)")).toEqual(["Philippines"]);
    expect(countriesNamed("German (C1), Korean (A2), fluent Spanish")).toEqual([]);
  });

  it("is the country's where the résumé names one of its states", () => {
    const text = "Electrical licence – Victoria, EC 12345\nRN licence – Ontario, 2019";
    const at = (w: string) => ({ start: text.indexOf(w), end: text.indexOf(w) + w.length });
    expect(placesByState(text, [at("Electrical licence")], ["Australia"]).own).toBeDefined();
    expect(placesByState(text, [at("RN licence")], ["Australia"]).other?.held).toEqual(["Ontario"]);
  });

  it("is sought while the résumé is completing the steps for it", () => {
    const line = "I moved to Israel and am completing the steps for the Israeli nursing licence.";
    const at = line.indexOf("Israeli nursing licence");
    expect(soughtAt(line, at, at + 23)?.text).toBe(
      "completing the steps for the Israeli nursing licence",
    );
  });
});

describe("a body's register or membership, in the body's own words", () => {
  const read = (requirement: string, line: string) => {
    const job = parseJob(
      `Accountant\n\nRequirements\n- ${requirement}\n- 3+ years of experience\n`,
    );
    const text = `Pat Roe\n\nProfessional Memberships\n- ${line}\n\nExperience\nSenior Accountant, Acme Ltd\nJan 2015 - Present\n- Month-end close\n`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .filter((e) => /(?:membership|registration)$/.test(e.requirement) && e.resumeSpan)
      .map((e) => e.note);
  };

  it("is held where the line says member or registered, by initials or the name spelled out", () => {
    expect(
      read(
        "Member in good standing of the Institute of Chartered Accountants of Jamaica (ICAJ)",
        "Member, Institute of Chartered Accountants of Jamaica (ICAJ), Membership No. 4127",
      ),
    ).toContain("ICAJ membership: found");
    expect(
      read(
        "Active registration as Contabilista Certificado with the Ordem dos Contabilistas Certificados (OCC)",
        "Ordem dos Contabilistas Certificados – Contabilista Certificada n.º 84217, registered 2019",
      ).join("\n"),
      // The role's registration ("registration as Contabilista") is read too, and found as well.
    ).toMatch(/^OCC registration: found/m);
    expect(
      read(
        "Current registration as an Enrolled Nurse with the Nursing and Midwifery Board of Australia (NMBA)",
        "Enrolled Nurse – general registration, Nursing and Midwifery Board of Australia (via Ahpra)",
      ).join("\n"),
    ).toMatch(/NMBA registration: found/);
  });

  it("is sought where the résumé applies to the body of the country named after it", () => {
    const job = parseJob(
      "Dental Hygienist\n\nRequirements\n- Registration as a Dental Hygienist with The Bahamas Dental Council\n- 2+ years of clinical experience\n",
    );
    const text =
      "Pat Roe\n\nLicences\nGeorgia Dental Hygiene License No. DH-018233 – Georgia Board of Dentistry, active\nThe Bahamas Dental Council – application for registration lodged October 2026 (not yet registered in The Bahamas)\n\nExperience\nRegistered Dental Hygienist, Peachtree Smiles\nJan 2018 - Present\n- Prophylaxis and scaling\n";
    const notes = scoreResume({ resume: structureResume(text), text, job })
      .components.flatMap((c) => c.evidence)
      .map((e) => e.note);
    expect(notes.join("\n")).toMatch(/Dental Hygienist registration: named only as sought/);
  });
});

describe("a register the résumé means to join", () => {
  it("is sought: 'so I can register with RECO', 'Future Real Estate Salesperson', its course planned", () => {
    const line = "finishing the program so I can register with RECO and move into sales";
    expect(soughtAt(line, line.indexOf("RECO"), line.indexOf("RECO") + 4)?.text).toBe(
      "so I can register with RECO",
    );
    const head = "Leasing Coordinator — Future Real Estate Salesperson";
    const at = head.indexOf("Real Estate");
    expect(soughtAt(head, at, head.length)?.text).toBe("Future Real Estate Salesperson");
    const course = "not yet: my ECOL training for new operators is planned for spring 2027.";
    expect(soughtAt(course, course.indexOf("ECOL"), course.indexOf("ECOL") + 4)?.text).toBe(
      "ECOL training for new operators is planned",
    );
    const roadmap = "Built the future roadmap for CRM platform";
    expect(soughtAt(roadmap, roadmap.indexOf("CRM"), roadmap.indexOf("CRM") + 3)).toBeUndefined();
  });
});

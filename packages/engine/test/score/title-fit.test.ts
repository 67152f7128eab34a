import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { titleWordWeight } from "../../src/occupations/occupations.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { titleSimilarity } from "../../src/score/title-fit.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

describe("titleSimilarity", () => {
  it("reads a bracketed specialty but ignores bracketed noise", () => {
    expect(titleSimilarity("Front End Engineer", "Software Engineer (Front-End)")).toBe(1);
    expect(titleSimilarity("Front End Engineer", "Software Engineer (Remote)")).toBe(
      titleSimilarity("Front End Engineer", "Software Engineer"),
    );
  });

  it("reads initials the posting's title spells out in brackets", () => {
    const posting = "Environmental Health & Safety (EHS) Specialist";
    expect(titleSimilarity(posting, "Senior EHS Specialist")).toBe(1);
    expect(titleSimilarity(posting, "EHS Specialist")).toBeGreaterThan(
      titleSimilarity(posting, "EHS Coordinator"),
    );
    expect(titleSimilarity(posting, "Staff Accountant")).toBeLessThan(0.3);
  });

  it("reads initials the job title's words spell, beside the job's own role noun", () => {
    const posting = "Intraoperative Neuromonitoring Technologist";
    expect(titleSimilarity(posting, "Senior IONM Technologist")).toBe(1);
    expect(titleSimilarity("Substance Use Disorder Counselor", "SUD Counselor Registrant")).toBe(1);
    // The agency's initials with another role noun are not the role.
    expect(
      titleSimilarity("Customs and Border Protection Officer", "CBP Agriculture Specialist"),
    ).toBeLessThan(0.5);
  });

  it("reads initials the whole job title spells, as its role", () => {
    // 0 before: a one-line paste's title is read without its "(BCBA)".
    expect(titleSimilarity("Board Certified Behavior Analyst", "Lead BCBA")).toBe(1);
    expect(titleSimilarity("Board Certified Behavior Analyst", "Clinical Supervisor")).toBeLessThan(
      0.3,
    );
  });

  it("reads a bare role noun asked as met by a title that ends in it", () => {
    expect(titleSimilarity("Lieutenant", "Fire Lieutenant")).toBe(1);
    expect(titleSimilarity("Lieutenant/Captain", "Fire Captain")).toBe(1);
    // Not a title of two words with another word put in.
    expect(titleSimilarity("Avionics Technician II", "Avionics Bench Technician")).toBeLessThan(
      0.7,
    );
  });

  it("rates the same role above a role that only shares the role noun", () => {
    expect(titleSimilarity("Cognitive Engineer", "Senior Cognitive Engineer")).toBeGreaterThan(0.9);
    expect(titleSimilarity("Cognitive Engineer", "Mechanical Engineer")).toBeLessThan(0.7);
  });
});

describe("two titles of unrelated occupations", () => {
  it("are close by the words that say what the work is about, not by the head they share", () => {
    // Each names its occupation firmly: a benefits or office administrator is no systems one.
    expect(titleSimilarity("Systems Administrator", "Benefits Administrator")).toBeLessThan(0.2);
    expect(titleSimilarity("Systems Administrator", "Office Administrator")).toBeLessThan(0.2);
    expect(titleSimilarity("Sales Manager", "Office Manager")).toBeLessThan(0.2);
    // Related occupations keep their shared head; a shared field word still counts.
    expect(titleSimilarity("Systems Administrator", "Network Administrator")).toBeGreaterThan(0.8);
    expect(
      titleSimilarity("Aviation Engine Cleaning Technician", "Aviation Electronics Technician"),
    ).toBeGreaterThan(0.25);
  });
});

describe("title words are weighed by what they say about the role", () => {
  it("a specialty word says more than a generic head or rank word", () => {
    expect(titleWordWeight("aviat")).toBeGreaterThan(titleWordWeight("manag"));
    expect(titleWordWeight("bank")).toBeGreaterThan(titleWordWeight("specialist"));
  });

  it("the same specialty at another rank is closer than another specialty at the same rank", () => {
    const job = "Business Development Representative";
    expect(titleSimilarity(job, "Business Development Manager")).toBeGreaterThan(
      titleSimilarity(job, "Customer Service Representative"),
    );
    expect(titleSimilarity("Data Engineer", "Data Analyst")).toBeGreaterThan(
      titleSimilarity("Data Engineer", "Mechanical Engineer"),
    );
  });

  it("a field and the person working in it are one word (banking / banker)", () => {
    expect(titleSimilarity("Personal Banker", "Relationship Banking Associate")).toBeGreaterThan(
      titleSimilarity("Personal Banker", "Personal Trainer"),
    );
  });

  it("the role a job names is not met by its field as another role's modifier", () => {
    // "Accountant" and "Account Executive" share a stem, not a role.
    expect(titleSimilarity("Senior Accountant (CPA)", "Senior Account Executive")).toBeLessThan(
      0.5,
    );
    expect(titleSimilarity("Senior Accountant", "Staff Accountant")).toBeGreaterThan(0.8);
    expect(titleSimilarity("Pharmacy Technician", "Pharmacist")).toBeGreaterThan(0.5);
  });

  it("a rank before the role is not a word of the role (associate, staff)", () => {
    // The same role at another rank; a rank shared with another role is no closeness.
    expect(titleSimilarity("Associate Attorney", "Staff Attorney")).toBe(1);
    expect(titleSimilarity("Associate Attorney", "Attorney")).toBe(1);
    expect(titleSimilarity("Associate Attorney", "Associate Producer")).toBeLessThan(0.2);
    // As the role itself it stays: a sales associate is no staff associate.
    expect(titleSimilarity("Sales Associate", "Staff Associate")).toBeLessThan(0.65);
  });

  it("a word no known title uses (a place, a shift) does not outweigh the role", () => {
    expect(titleWordWeight("zqxville")).toBeLessThan(titleWordWeight("nurs"));
    expect(titleSimilarity("Zqxville Registered Nurse", "Registered Nurse")).toBeGreaterThan(0.8);
  });
});

describe("a title naming no trade of its own", () => {
  const job = parseJob(`Automotive Service Technician
Requirements
- Current ASE certifications (A4, A5, A6)
- 3+ years of experience as an automotive technician
`);
  const resume = (title: string, lines: string) => `Daniel Kowalski

EXPERIENCE
${title}
Faulkner Ford, Mechanicsburg, PA | Jan 2019 - Present
${lines}

CERTIFICATIONS
ASE Master Automobile Technician (A1-A8), exp. 06/2028
`;
  const yearsNote = (title: string, lines: string) => {
    const text = resume(title, lines);
    return scoreResume({ resume: structureResume(text), text, job })
      .components.find((c) => c.id === "experience")!
      .evidence.find((e) => e.requirement === "experience as Automotive Service Technician")!.note;
  };
  const repairs =
    "- Brake and suspension repair, engine diagnostics and warranty repairs on Ford vehicles\n- Drivability diagnosis with scan tools; alignments and transmission service";

  it("counts as the posting's role when its own lines describe the posting's work", () => {
    expect(yearsNote("Lead Automotive Technician", repairs)).toMatch(
      /^[5-9]\.\d years in roles close/,
    );
    expect(yearsNote("Lead Technician", repairs)).toMatch(/^[5-9](?:\.\d)? years in roles close/);
  });

  it("does not when its lines describe other work, or when its title names another trade", () => {
    const pharmacy =
      "- Filled prescriptions and counted tablets for the pharmacist\n- Processed insurance claims and managed drug inventory";
    expect(yearsNote("Lead Technician", pharmacy)).toMatch(/^0 years/);
    expect(yearsNote("Lead Pharmacy Technician", repairs)).toMatch(/^0 years/);
  });
});

describe("a title naming its head with words of rank or scope only: 'Project Engineer'", () => {
  const job = parseJob(`Civil Engineer
Requirements
- 5+ years of experience as a civil engineer in land development
- Stormwater design, grading and drainage plans in Civil 3D
`);
  const yearsNote = (title: string, lines: string) => {
    const text = `Dan Whitaker\n\nEXPERIENCE\n${title}\nOakleaf Engineering, Raleigh, NC | Apr 2017 - Present\n${lines}\n`;
    return scoreResume({ resume: structureResume(text), text, job })
      .components.find((c) => c.id === "experience")!
      .evidence.find((e) => /in roles close to "civil engineer"/i.test(e.note))!.note;
  };
  const civil =
    "- Designed grading, storm drainage and stormwater ponds for residential subdivisions\n- Prepared site plans, erosion control plans and utility plans in Civil 3D for permitting";
  const hvac =
    "- Designed HVAC ductwork, chillers and air handling units for hospital buildings\n- Selected pumps and heat exchangers and wrote mechanical equipment specifications";

  it("counts as the posting's role when its lines describe the posting's work", () => {
    expect(yearsNote("Project Engineer", civil)).toMatch(/^[5-9](?:\.\d)? years in roles close/);
    expect(yearsNote("Project Engineer / Project Manager", civil)).toMatch(
      /^[5-9](?:\.\d)? years in roles close/,
    );
  });

  it("does not when its lines describe another engineer's work, or its title names a field", () => {
    expect(yearsNote("Project Engineer", hvac)).not.toMatch(/^[5-9](?:\.\d)? years/);
    expect(yearsNote("Mechanical Engineer", civil)).not.toMatch(/^[5-9](?:\.\d)? years/);
  });
});

describe("a role titled as the posting with fewer words of its field: 'Process Technician'", () => {
  const job = parseJob(`Injection Molding Process Technician
Requirements
- 5+ years of experience as an injection molding process technician
- Scientific molding, mold setup and process sheets
`);
  const yearsNote = (title: string, lines: string) => {
    const text = `Dana Cruz\n\nEXPERIENCE\n${title}\nLakeside Plastics, Erie, PA | Apr 2017 - Present\n${lines}\n`;
    return (
      scoreResume({ resume: structureResume(text), text, job })
        .components.find((c) => c.id === "experience")!
        .evidence.find((e) => /years? in roles close to "/i.test(e.note))?.note ?? ""
    );
  };

  it("counts as the posting's role when its lines describe the posting's work", () => {
    expect(
      yearsNote(
        "Senior Process Technician",
        "- Set up and started injection molding presses and molds; ran scientific molding studies\n- Wrote process sheets, tuned fill, pack and hold, and cut scrap on 40 Engel and Arburg presses",
      ),
    ).toMatch(/^[5-9](?:\.\d)? years in roles close/);
  });

  it("does not when its lines describe other work", () => {
    expect(
      yearsNote(
        "Senior Process Technician",
        "- Ran wastewater clarifiers and sludge dewatering at a municipal treatment plant\n- Logged dosing, turbidity and effluent samples for state permits",
      ),
    ).not.toMatch(/^[5-9](?:\.\d)? years/);
  });
});

describe("an assistant of the posting's field", () => {
  it("counts part of its time towards the posting's role, never all of it", () => {
    const job = parseJob(
      "HR Generalist\n\nRequirements\n- 3+ years of experience as an HR Generalist\n",
    );
    const years = (title: string) => {
      const text = `Ann Lee\n\nExperience\n${title} — Sparrow Health System\n01/2021 to Present\n- Onboarding, benefits enrollment, employee relations\n`;
      return scoreResume({ resume: structureResume(text), text, job }).experience.inRoles![0]!
        .years;
    };
    const own = years("HR Generalist");
    const assistant = years("HR Assistant");
    expect(own).toBeGreaterThan(5);
    expect(assistant).toBeGreaterThan(0);
    expect(assistant).toBeLessThan(own / 2);
  });
});

describe("title fit of a title naming no trade, its lines the posting's work", () => {
  it("agrees with the years it counts", () => {
    const job = parseJob(
      "Automotive Service Technician\n\nRequirements\n- 3+ years of experience as an automotive technician\n",
    );
    const text =
      "Dan Kowalski\n\nExperience\nLead Technician\nFaulkner Ford, Mechanicsburg, PA | Jan 2019 - Present\n- Brake and suspension repair, engine diagnostics and warranty repairs on Ford vehicles\n- Drivability diagnosis with scan tools; alignments and transmission service\n";
    const match = scoreResume({ resume: structureResume(text), text, job });
    const closest = match.components
      .find((c) => c.id === "titleFit")!
      .evidence.find((e) => e.note.startsWith("Closest title"));
    expect(match.experience.relevantYears).toBeGreaterThan(5);
    expect(closest?.credit).toBeGreaterThan(0.8);
  });
});

describe("a residual occupation group ('… not elsewhere classified')", () => {
  it("is the same occupation only for a title of the same head, else one of its group", () => {
    const job = parseJob(
      "Respiratory Therapist\nRequired Qualifications\n- 2+ years as a respiratory therapist\n",
    );
    const relation = (title: string) => {
      const text = `Lee Park\nEXPERIENCE\n${title}, Holland Hospital, 2020 - Present\n- Patient care on nights\n`;
      const match = scoreResume({ resume: structureResume(text), text, job });
      return match.components
        .find((c) => c.id === "titleFit")!
        .evidence.find((e) => e.requirement.startsWith("occupation:"))!.note;
    };
    expect(relation("Sleep Technologist")).toMatch(/a different occupation of the same group/);
    expect(relation("Registered Respiratory Therapist")).toMatch(
      /the same occupation as the posting/,
    );
  });

  it("meets a misspelt word of the candidate's title as the word it misspells", () => {
    expect(titleSimilarity("Assistant Store Manager", "ASSITANT STORE MANGER")).toBeCloseTo(
      titleSimilarity("Assistant Store Manager", "Assistant Store Manager"),
    );
    expect(titleSimilarity("Assistant Store Manager", "ASSITANT STORE MANGER")).toBeGreaterThan(
      0.9,
    );
    // A word no known title uses that the posting's title has too is the posting's own word.
    expect(titleSimilarity("Junior Frontend Engineer", "Senior Frontend Engineer")).toBe(1);
  });
});

describe("years in the posting's role, by its role noun and its rank", () => {
  const yearsInRole = (posting: string, roles: string) => {
    const job = parseJob(posting);
    const text = `Pat Lee\n\nExperience\n${roles}\n`;
    const note = scoreResume({ resume: structureResume(text), text, job })
      .components.find((c) => c.id === "experience")!
      .evidence.find((e) => /years? in roles close to/.test(e.note))!.note;
    return Number(/^([\d.]+) years?/.exec(note)?.[1] ?? 0);
  };

  it("reads the trades' role nouns: a groomer's years count for a lead dog groomer", () => {
    expect(
      yearsInRole(
        "Lead Dog Groomer – NDGAA National Certified Master Groomer (NCMG)\n\nRequired Qualifications\n- Minimum five (5) years of professional grooming experience\n",
        "Lead Groomer / Salon Manager\nMile High Grooming Co., Denver, CO\nJan 2020 – Present\n- Full grooms\n\nGroomer\nVelvet Paw Pet Salon, Denver, CO\n2016 – 2019\n- Hand scissoring\n",
      ),
    ).toBeGreaterThan(5);
  });

  it("does not count an apprentice's years at a journeyman's rank", () => {
    const posting =
      "Journeyman Pipefitter\n\nRequirements\n- 3+ years of experience as a journeyman pipefitter\n";
    expect(
      yearsInRole(
        posting,
        "Apprentice Pipefitter (4th year)\nPenn Square Mechanical, Lancaster, PA\nJan 2022 – Present\n- Steam and chilled water piping\n",
      ),
    ).toBe(0);
    expect(
      yearsInRole(
        posting,
        "Journeyman Pipefitter\nPenn Square Mechanical, Lancaster, PA\nJan 2020 – Present\n- Steam and chilled water piping\n",
      ),
    ).toBeGreaterThan(3);
  });
});

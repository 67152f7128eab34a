import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const job = parseJob(`# Home Health Case Manager - RN

Requirements
- Registered Nurse with home health experience
`);

const titleNote = (text: string) =>
  scoreResume({ resume: structureResume(text), text, job }).components.find(
    (c) => c.id === "titleFit",
  )!.evidence[0]!.note;

describe("occupation fit wording", () => {
  it("states the occupation of a title that names it, and only suggests it for a loose one", () => {
    expect(
      titleNote(
        "Registered Nurse\n\nExperience\nRegistered Nurse, Mercy Home Health — 2015 to 2022\n",
      ),
    ).toMatch(/^"Registered Nurse": Nursing professionals \(ISCO 2221\), the same occupation/);
    const loose = titleNote(
      "Healthcare Admin Intern\n\nExperience\nHealthcare Admin Intern, Valley Clinic — 2019 to 2020\n",
    );
    expect(loose).toContain("perhaps");
    expect(loose).not.toMatch(/\), the same occupation/);
  });
});

describe("an occupation read only from the posting's wording", () => {
  it("is never called the posting's own occupation when its title names another", () => {
    // A bank's ad for a banker that talks about cash: cashiers' work is in its wording, not its title.
    const bankJob = parseJob(`# Personal Banker

Open accounts and advise customers on loans and investments. Handle cash, count the cash drawer, balance receipts and process deposits at the teller line.
`);
    const text =
      "Cashier\n\nExperience\nCashier, Corner Market — 2015 to 2022\n- Ran the cash register and balanced the drawer\n";
    const note = scoreResume({ resume: structureResume(text), text, job: bankJob })
      .components.find((c) => c.id === "titleFit")!
      .evidence.find((e) => e.note?.startsWith('"Cashier"'))?.note;
    expect(note).toBeDefined();
    expect(note).not.toContain("the same occupation as the posting");
    // Whatever it is related to, that occupation is one the posting only describes or may name.
    if (/Cashiers and ticket clerks/.test(note!))
      expect(note).toMatch(/posting's wording|posting's title may also name/);
  });
});

describe("years in the posting's occupation", () => {
  const notesOf = (posting: string, text: string) => {
    const result = scoreResume({ resume: structureResume(text), text, job: parseJob(posting) });
    return { result, notes: result.components.flatMap((c) => c.evidence.map((e) => e.note ?? "")) };
  };

  it("count a role of the same occupation however differently its title is worded", () => {
    const { result, notes } = notesOf(
      "# Paralegal\n\nDraft pleadings, manage case files and prepare exhibits for trial.\n",
      `Rowan Ellery

Experience
Legal Assistant, Hart & Vale LLP — 2014 to 2022
- Drafted pleadings and kept the case files for four litigators
`,
    );
    expect(notes.find((n) => n.startsWith('"Legal Assistant"'))).toContain(
      "the same occupation as the posting",
    );
    expect(notes.find((n) => /years in roles close to "Paralegal"/.test(n))).not.toMatch(
      /^0 years/,
    );
    expect(result.experience.relevantYears).toBeGreaterThanOrEqual(7);
  });

  it("count a role of another occupation of the posting's group in part, and say it is another", () => {
    // ESCO files a business development director and a representative in one group, as two occupations.
    const bd = notesOf(
      "# Business Development Representative\n\nFind and qualify new business, run outbound calls and meetings, and hand qualified accounts to sales.\n",
      `Rowan Ellery

Experience
Director of Business Development, Northwind Freight — 2014 to 2022
- Opened 40 new accounts a year and led a team of four
`,
    );
    const note = bd.notes.find((n) => n.startsWith('"Director of Business Development"'));
    expect(note).toContain("a different occupation of the same group as the posting's");
    expect(note).not.toContain("the same occupation as the posting");
    expect(bd.result.experience.relevantYears).toBeGreaterThan(0);
    expect(bd.result.experience.relevantYears).toBeLessThan(8);

    // A dental assistant is not a dental hygienist, though ISCO 3251 holds both.
    const dental = notesOf(
      "# Registered Dental Hygienist (RDH)\n\nProvide prophylaxis, scaling and root planing, and patient education.\n",
      `Kevin Tran

Experience
Expanded Function Dental Assistant (EFDA), Puget Sound Dental, 2016 - 2024
- Chairside assisting, radiographs and coronal polishing
`,
    );
    const dentalNote = dental.notes.find((n) =>
      n.startsWith('"Expanded Function Dental Assistant'),
    );
    expect(dentalNote).toContain("a different occupation of the same group as the posting's");
    expect(dental.result.experience.relevantYears).toBeLessThan(8);

    // An RN is not an LPN, though the LPN posting's title reads as nursing professionals too.
    const nurse = notesOf(
      "# Licensed Practical Nurse (LPN)\n\nGive medications, dress wounds and record vital signs under an RN.\n",
      `Dana Wells

Experience
Registered Nurse, Mercy Hospital, 2014 - 2022
- Gave medications and wrote care plans on a medical ward
`,
    );
    const nurseNote = nurse.notes.find((n) => n.startsWith('"Registered Nurse"'));
    expect(nurseNote).toContain("a different occupation of the same group as the posting's");
    expect(nurseNote).not.toContain("the same occupation as the posting");
  });

  it("count in part a role that leads the posting's own field", () => {
    // A public relations manager did and oversaw PR work: her years had counted as none for a
    // PR coordinator, as those of a manager of any other field still do.
    const posting =
      "# Public Relations Coordinator\n\nWrite press releases, pitch stories to media and keep the press list.\n";
    const years = (title: string) =>
      notesOf(
        posting,
        `Dana Wells

Experience
${title}, Harbor Health — 2012 to 2022
- Ran the department's work and its budget
`,
      ).result.experience.relevantYears;
    expect(years("Public Relations Manager")).toBeGreaterThan(5);
    expect(years("Director of Public Relations")).toBeGreaterThan(5);
    expect(years("Public Relations Manager")).toBeLessThan(10);
    expect(years("Finance Manager")).toBe(0);
    expect(years("General Manager")).toBe(0);

    // The field must be named by its own words: "Customer Service" and "Store" alone are stray
    // titles of lorry drivers and freight handlers in the sources, not their fields.
    const driver = (title: string) =>
      notesOf(
        "# Truck Driver\n\nDrive a tractor-trailer on regional routes and keep the logs.\n",
        `Dana Wells

Experience
${title}, Harbor Supply — 2012 to 2022
- Ran the team and its budget
`,
      ).result.experience.relevantYears;
    expect(driver("Customer Service Manager")).toBe(0);
    expect(driver("Store Manager")).toBe(0);
  });
});

describe("the occupation a posting's title names", () => {
  const rnJob = parseJob(`# Home Health Case Manager - RN

Provide nursing care to clients in their homes and plan their care with physicians and families.
`);
  const occupationNote = (text: string, title: string) =>
    scoreResume({ resume: structureResume(text), text, job: rnJob })
      .components.find((c) => c.id === "titleFit")!
      .evidence.find((e) => e.note?.startsWith(`"${title}"`))?.note;

  it("is the strongest reading of its parts; a weaker reading is one it may also name", () => {
    const advocate = `Lee Park

Experience
Patient Advocate, County Health Services — 2015 to 2022
- Helped patients and families through hospital stays
`;
    const note = occupationNote(advocate, "Patient Advocate");
    expect(note).toBeDefined();
    expect(note).not.toContain("the same occupation as the posting");
    expect(
      scoreResume({ resume: structureResume(advocate), text: advocate, job: rnJob }).experience
        .relevantYears,
    ).toBe(0);
    const nurse = `Kim Ode

Experience
Registered Nurse, Mercy Home Care — 2015 to 2022
- Visited patients at home and wrote their care plans
`;
    expect(occupationNote(nurse, "Registered Nurse")).toContain(
      "the same occupation as the posting",
    );
  });
});

describe("occupation wording, read role by role", () => {
  const nurseJob = parseJob(`# Registered Nurse

Provide direct patient care on a medical ward: administer medication, monitor vital signs, write care plans with the nursing team and educate patients and families.
`);
  const wordingCredit = (text: string) =>
    scoreResume({ resume: structureResume(text), text, job: nurseJob })
      .components.find((c) => c.id === "titleFit")!
      .evidence.find((e) => e.requirement === "the work the posting describes")?.credit ?? 0;

  it("credits one role of the posting's work above many roles of other work that touch its words", () => {
    const nurse = `Dana Whitfield

Experience
Staff Nurse, Mercy Hospital, 2016 - 2023
- Administered medication and monitored vital signs for patients on a medical ward
- Wrote care plans with the nursing team and educated patients and families
`;
    const other = `Dana Whitfield

Experience
Aircraft Mechanic, Delta Air, 2010 - 2014
- Inspected and repaired aircraft engines and replaced turbine parts
- Signed off maintenance logs for the airframe and monitored engine vital signs
Truck Driver, Swift Freight, 2014 - 2018
- Drove freight routes, loaded trailers and kept delivery logs
Cashier, Corner Market, 2018 - 2023
- Ran the register, stocked shelves and helped patients of the pharmacy counter find items
`;
    expect(wordingCredit(nurse)).toBeGreaterThan(0.8);
    expect(wordingCredit(other)).toBeLessThan(wordingCredit(nurse) / 2);
  });
});

describe("the posting's title over the domain its wording describes", () => {
  // The ad's wording is mostly about the employer's business (property sales); the title says the
  // occupation is a legal one.
  const paralegalJob = parseJob(`# Paralegal

Our busy real estate practice handles residential property sales and mortgage closings for buyers and sellers of homes. You will prepare closing documents, draft legal correspondence and maintain case files for the attorneys.
`);
  const wordingCredit = (text: string) =>
    scoreResume({ resume: structureResume(text), text, job: paralegalJob })
      .components.find((c) => c.id === "titleFit")!
      .evidence.find((e) => e.requirement === "the work the posting describes")?.credit ?? 0;

  it("reads a property agent's wording as clearly less like a Paralegal posting than a legal role's", () => {
    const paralegal = `Sam Ortiz

Experience
Legal Assistant, Hart & Cole LLP, 2016 - 2023
- Drafted legal correspondence, pleadings and court filings for the attorneys
- Maintained case files and prepared documents for litigation and trials
`;
    const agent = `Sam Ortiz

Experience
Real Estate Agent, Home Realty, 2016 - 2023
- Listed and sold residential property for buyers and sellers of homes
- Negotiated purchase contracts and guided clients through mortgage closings
`;
    expect(wordingCredit(paralegal)).toBeGreaterThan(0.9);
    // Before the title counted in the posting's wording, the agent read 94 % as alike.
    expect(wordingCredit(agent)).toBeLessThan(0.9 * wordingCredit(paralegal));
  });
});

describe("a headline that names a goal", () => {
  it("is no title the candidate holds", () => {
    const it_ = parseJob(
      "IT Support Specialist\n\nQualifications\n- CompTIA A+ certification\n- 2+ years of help desk experience\n",
    );
    const resume = (headline: string) =>
      `Ethan Brooks\n${headline}\nLakewood, CO\n\nEXPERIENCE\nSales Associate\nBest Buy, Lakewood, CO\nApr 2020 - Present\n- Sold laptops and set up printers for customers\n`;
    const titles = (headline: string) => {
      const text = resume(headline);
      return scoreResume({ resume: structureResume(text), text, job: it_ })
        .components.find((c) => c.id === "titleFit")!
        .evidence.map((e) => e.note)
        .join("\n");
    };
    expect(titles("IT Support Specialist")).toContain('"IT Support Specialist"');
    for (const goal of ["Aspiring IT Support Specialist", "Future IT Support Specialist"])
      expect(titles(goal), goal).not.toContain('IT Support Specialist"');
  });
});

describe("an assistant of the posting's occupation", () => {
  it("is said to be of its group, not the same occupation", () => {
    const vet = parseJob(
      "Licensed Veterinary Technician (LVT)\n\nRequirements\n- 2+ years of small animal clinical experience\n",
    );
    const text =
      "Maria Gomez\n\nExperience\nVeterinary Assistant | Tacoma Pet Clinic | Jan 2019 - Present\n- Restrained patients, cleaned kennels and prepared surgical packs\n";
    const notes = scoreResume({ resume: structureResume(text), text, job: vet })
      .components.find((c) => c.id === "titleFit")!
      .evidence.map((e) => e.note);
    expect(notes.join("\n")).toContain("a different occupation of the same group");
    expect(notes.join("\n")).not.toContain("the same occupation as the posting");
  });
});

describe("a rank below the role asked, named before it", () => {
  it("counts part of a demi chef de partie's time as a chef de partie's", () => {
    const kitchen = parseJob(
      "Chef de Partie – Pastry\n\nRequirements\n- Minimum 3 years as Chef de Partie in a five-star hotel\n",
    );
    const years = (title: string) => {
      const text = `Asha Ramdin\n\nExperience\n${title} | Sable d'Or Resort | Jan 2024 - Nov 2026\n- Plated desserts\n`;
      return scoreResume({ resume: structureResume(text), text, job: kitchen })
        .components.find((c) => c.id === "experience")!
        .evidence.find((e) => /Chef de Partie/.test(e.requirement ?? ""))?.note;
    };
    // Counted in full before: "Demi" is a rank below the one asked.
    expect(years("Demi Chef de Partie Pastry")).toMatch(
      /a less close role counting part of its time/,
    );
    expect(years("Chef de Partie Pastry")).not.toMatch(/counting part/);
  });
});

describe("the wording a role shares with the posting", () => {
  const posting = `# Journeyman Electrician

Responsibilities
- Install and repair wiring, conduit, panels and fixtures in commercial buildings
- Read blueprints and troubleshoot electrical systems

Requirements
- Colorado Journeyman Electrician license
`;
  const wordingNote = (text: string) =>
    scoreResume({ resume: structureResume(text), text, job: parseJob(posting) })
      .components.find((c) => c.id === "titleFit")!
      .evidence.find((e) => e.requirement === "the work the posting describes");

  it("quotes a word both use, and claims nothing in common for work with none", () => {
    const cook = wordingNote(
      "Line Cook\n\nExperience\nLine Cook, The Grove Kitchen — 2019 to 2024\n- Worked the grill in a busy restaurant and kept the station clean\n",
    );
    // It read "most in common: … e.g. "restaurant"", a word the posting never uses.
    expect(cook?.note).toMatch(/describes work little like the posting's \(\d+% alike/);
    expect(cook?.note).not.toContain("in common");
    expect(cook?.resumeSpan).toBeUndefined();

    const electrician = wordingNote(
      "Electrician\n\nExperience\nApprentice Electrician, Front Range Electric — 2015 to 2019\n- Pulled wire, bent conduit and installed panels and fixtures in new restaurants\n",
    );
    expect(electrician?.note).toContain("most in common");
    const quoted = electrician?.resumeSpan?.text.toLowerCase();
    expect(quoted).toBeDefined();
    expect(posting.toLowerCase()).toContain(quoted!.slice(0, 5));
  });
});

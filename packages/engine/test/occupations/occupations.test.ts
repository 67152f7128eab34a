import { describe, expect, it } from "vitest";
import {
  assistsIn,
  bestRelation,
  emphasise,
  ledField,
  occupationCloseness,
  occupationsOfText,
  occupationsOfTitle,
  occupationVector,
  relateOccupations,
  sameOccupation,
  splitTitle,
  topOccupations,
} from "../../src/occupations/occupations.ts";
import { titleKey, titleStem } from "../../src/occupations/text.ts";

describe("title normalisation", () => {
  it("stems a field and its role alike, and keeps unrelated words apart", () => {
    expect(titleStem("engineering")).toBe(titleStem("engineer"));
    expect(titleStem("marketing")).toBe(titleStem("marketer"));
    expect(titleStem("nursing")).toBe(titleStem("nurse"));
    expect(titleStem("nursery")).not.toBe(titleStem("nurse"));
    expect(titleKey("Sr. Registered Nurse II")).toBe(titleKey("registered nurses"));
  });

  it("splits composite titles and lets a lone word share its neighbour's head or qualifier", () => {
    const parts = splitTitle("Shipping - Receiving - and Inventory Clerk");
    expect(parts).toHaveLength(3);
    expect(parts[1]).toBe("Receiving Clerk");
    for (const p of parts) expect(occupationsOfTitle(p)[0]!.code.slice(0, 1)).toBe("4");
    expect(splitTitle("Business Development Representative/Manager")).toEqual([
      "Business Development Representative",
      "Business Development Manager",
    ]);
    expect(splitTitle("Paralegal/Law Secretary")).toEqual(["Paralegal", "Law Secretary"]);
    // A lone qualifier takes the place of the next title's first word when that is a known title.
    expect(splitTitle("Senior Construction & Safety Project Manager")[0]).toBe(
      "Senior Construction Project Manager",
    );
    expect(occupationsOfTitle("Senior Construction & Safety Project Manager")[0]!.code).toBe(
      "1323",
    );
    // "Manager" alone names a rank, not an occupation.
    expect(occupationsOfTitle("Manager")).toEqual([]);
    // A working foreman's rank is no hand's trade; a school's level names its teacher.
    expect(occupationsOfTitle("Lead Hand Electrician").map((o) => o.code)).toEqual(["7411"]);
    expect(occupationsOfTitle("Junior School Homeroom Teacher")[0]!.code).toBe("2341");
    expect(occupationsOfTitle("Elementary Homeroom Teacher")[0]!.code).toBe("2341");
    // A firm's rank after the work: "Audit Senior" is an auditor.
    expect(occupationsOfTitle("Audit Senior")[0]!.code).toBe("2411");
    expect(occupationsOfTitle("Assurance Associate")[0]!.code).toBe("2411");
    // A nurse on the general register, no general's rank.
    expect(occupationsOfTitle("Registered General Nurse").map((o) => o.code)).toEqual(["2221"]);
  });

  it("ends a title where its sentence ends", () => {
    expect(splitTitle("Warehouse Manager. The team is growing")).toEqual(["Warehouse Manager"]);
  });

  it("gives a field before a full title that title's head", () => {
    // "Public Relations" alone names no role: the part read as nothing.
    expect(splitTitle("Public Relations & Marketing Manager")).toEqual([
      "Public Relations Manager",
      "Marketing Manager",
    ]);
    expect(splitTitle("Loss Prevention/Security Officer")[0]).toBe("Loss Prevention Officer");
    // A part that is a title of its own keeps its words.
    expect(splitTitle("Sales Representative/Account Manager")[0]).toBe("Sales Representative");
  });

  it("parts words a PDF ran together, not a word written that way", () => {
    expect(splitTitle("Newspaper Reporter")).toEqual(["Newspaper Reporter"]);
    expect(occupationsOfTitle("NewspaperReporter")[0]!.code).toBe("2642");
    expect(splitTitle("Emergency RoomClerk")).toEqual(["Emergency Room Clerk"]);
    expect(splitTitle("DevOps Engineer")).toEqual(["DevOps Engineer"]);
    expect(splitTitle("JavaScript Developer")).toEqual(["JavaScript Developer"]);
  });

  it("goes on past a period that shortens a word or marks initials", () => {
    // "Sr." ended the title at "Sr": a "Sr. Accountant" posting read as no occupation at all.
    expect(occupationsOfTitle("Sr. Accountant")[0]!.code).toBe("2411");
    expect(splitTitle("Sr. Police Officer/Field Training Officer (FTO)")).toEqual([
      "Sr Police Officer",
      "Field Training Officer",
    ]);
    expect(splitTitle("Construction Sr. Project Manager")).toEqual([
      "Construction Sr Project Manager",
    ]);
    expect(splitTitle("Supervisor of I.T. Help Desk")).toEqual(["Supervisor of IT Help Desk"]);
    expect(splitTitle("Student Chemistry Lab. Technician")).toEqual([
      "Student Chemistry Lab Technician",
    ]);
  });
});

describe("occupationsOfTitle", () => {
  it("maps titles and their initials to ISCO unit groups", () => {
    expect(occupationsOfTitle("Registered Nurse")[0]!.code).toBe("2221");
    expect(occupationsOfTitle("RN")[0]!.code).toBe("2221");
    expect(occupationsOfTitle("Flight Attendant")[0]!.code).toBe("5111");
    expect(occupationsOfTitle("Paralegal")[0]!.code.slice(0, 3)).toBe("341");
  });

  it("reads a rank inside a title and a school grade as the occupation they name", () => {
    expect(occupationsOfTitle("Preschool Lead Teacher (3's & 4's Classroom)")[0]!.code).toBe(
      "2342",
    );
    expect(occupationsOfTitle("Grade 3 Dual-Language Teacher")[0]!.code).toBe("2341");
    expect(occupationsOfTitle("2nd Grade Teacher")[0]!.code).toBe("2341");
    expect(occupationsOfTitle("7th Grade Math Teacher")[0]!.code).toBe("2330");
    // A title known as written keeps its reading.
    expect(occupationsOfTitle("Senior Accountant")[0]!.code).toBe("2411");
  });

  it("files an O*NET occupation ESCO knows no title of with its SOC neighbours' group", () => {
    // Read by their descriptions alone, these went to ambulance workers, beauticians and
    // health associate professionals; the physicians around them in the SOC are medical doctors.
    for (const title of ["Hospitalist", "Dermatologist", "Anesthesiologist", "Urologist"])
      expect(occupationsOfTitle(title)[0]!.code.slice(0, 3)).toBe("221");
  });

  it("does not make a programmer an engineer of any kind, but a software developer", () => {
    expect(occupationsOfTitle("Programmer")[0]!.code).toBe("2512");
    expect(occupationsOfTitle("Mechanical Engineer")[0]!.code).toBe("2144");
  });

  it("reads a vague head noun by what its other words describe, not by a modifier's own title", () => {
    // "technician" alone is an electronics, electrical, civil or IT support technician; "service"
    // alone is a title of truck drivers and machinery mechanics in the data, not what it means here.
    expect(occupationsOfTitle("Service Desk Technician").map((g) => g.code)).toEqual(["3512"]);
  });

  it("takes a word before the head as the occupation only when it names a person", () => {
    // "Healthcare" alone is a title of nurses in the data, but names the field here.
    expect(occupationsOfTitle("Healthcare Administration Intern").map((g) => g.code)).not.toContain(
      "2221",
    );
    expect(occupationsOfTitle("Pharmacist Consultant")[0]!.code).toBe("2262");
  });

  it("reads each part of a title as the one job the other parts name", () => {
    const codes = (t: string) => occupationsOfTitle(t).map((g) => g.code);
    // O*NET files "Communications Specialist" under switchboard operators too; beside "Marketing"
    // it is the public relations professional.
    expect(codes("Communications Specialist")).toContain("4223");
    expect(codes("Marketing/Communications Specialist")).toEqual(
      expect.arrayContaining(["2431", "2432"]),
    );
    expect(codes("Marketing/Communications Specialist")).not.toContain("4223");
    // Two jobs in one title keep each part's own strongest reading.
    expect(codes("Machinist/Assembler").slice(0, 2)).toEqual(["7223", "8219"]);
  });

  it("reads a title known only by one vague word as a weak hint", () => {
    const vague = occupationsOfTitle("Fleet Appearance Supervisor");
    expect(vague.every((g) => g.weight < 0.6)).toBe(true);
  });
});

describe("relateOccupations", () => {
  it("tells the same occupation, a family and unrelated work apart", () => {
    expect(relateOccupations("2221", "2221").relation).toBe("same");
    expect(relateOccupations("2221", "2222").relation).toBe("family");
    const far = relateOccupations("2221", "7232");
    expect(far.relation).toBe("other");
    expect(far.similarity).toBeLessThan(relateOccupations("2221", "2222").similarity);
  });
});

describe("a title's level and grade", () => {
  it("leave its occupation as it is: an apprentice electrician is an electrician, a 3rd grade teacher a grade teacher", () => {
    // ESCO lists "apprentice" alone as a title of cooks; O*NET's electricians' helpers were crosswalked there.
    expect(occupationsOfTitle("Electrician's Apprentice")[0]?.code).toBe("7411");
    expect(occupationsOfTitle("Apprentice Electrician")[0]?.code).toBe("7411");
    expect(occupationsOfTitle("Apprentice")).toEqual([]);
    expect(titleKey("3rd Grade Teacher")).toBe(titleKey("Grade Teacher"));
  });
});

describe("short and long forms of title words", () => {
  /** The first occupation a title is read as. */
  const top = (title: string) => occupationsOfTitle(title)[0]?.code;

  it("reads a title not known as written in the other form of its short word", () => {
    // "Human Resources Generalist" was read as IT user support ("generalist" alone); "IT" as the pronoun.
    expect(top("Human Resources Generalist")).toBe("2423");
    expect(top("Human Resources Generalist")).toBe(top("HR Generalist"));
    expect(top("HVAC Technician")).toBe("7127");
    expect(top("IT Manager")).toBe("1330");
    expect(top("Office Mgr")).toBe(top("Office Manager"));
    expect(top("Business Development Rep")).toBe(top("Business Development Representative"));
    // Initials inside a longer title: "acute care RN" is a nurse.
    expect(top("acute care RN")).toBe("2221");
    // "Outside Sales" as its sales representative; "VP Sales" names a rank, no representative.
    expect(top("Outside Sales")).toBe("3322");
    expect(top("Inside Sales")).toBe("3322");
    expect(top("VP Sales")).not.toBe("3322");
    // A rank before its field reads as the rank after it, when the title reads as nothing as
    // written; "Director of Nursing" reads as a nurse as written.
    expect(top("Director of Sales")).toBe(top("Sales Director"));
    expect(top("Director of Public Relations")).toBe("1222");
    expect(top("VP of Sales")).toBe("1221");
    expect(top("Director of Nursing")).toBe("2221");
  });

  it("reads a short word in its long form too when the short title is known only in part", () => {
    const codes = (title: string) => occupationsOfTitle(title).map((g) => g.code);
    // O*NET gives "Customer Service Rep" only under sales representatives of services, where
    // "Customer Service Representative" is also a customer service representative's title.
    expect(codes("Customer Service Rep")).toContain(top("Customer Service Representative"));
    expect(codes("Customer Service Rep")).toContain("3322");
    expect(top("Pharmacy Tech")).toBe(top("Pharmacy Technician"));
  });

  it("keeps 'IT' in the titles it was learnt from, so a bare head is not read as IT work", () => {
    expect(titleKey("IT Trainer")).toBe(titleKey("Information Technology Trainer"));
    const codes = (title: string) => occupationsOfTitle(title).map((g) => g.code);
    // ESCO's "IT trainer" had been learnt as "trainer": every trainer read as an IT trainer.
    expect(codes("IT Trainer")[0]).toBe("2356");
    expect(codes("Sales Trainer")).not.toContain("2356");
    expect(codes("Trainer")).not.toContain("2356");
    expect(codes("Fitness Instructor & Trainer")).not.toContain("2356");
  });

  it("weighs an ESCO alternative label below a preferred title, and reads O*NET's long forms", () => {
    // ESCO lists "help-desk technician" among an after-sales technician's labels; O*NET's "Help
    // Desk Tech (Help Desk Technician)" supports computer users.
    expect(top("Help Desk Technician")).toBe("3512");
    expect(top("Service Desk Analyst")).toBe("3512");
    expect(top("Property Manager")).toBe("3334");
    expect(top("Insurance Agent")).toBe("3321");
  });

  it("reads an ESCO occupation's own name as that occupation, above O*NET's votes for the title", () => {
    expect(top("Sales Manager")).toBe("1221");
    expect(top("Construction Manager")).toBe("1323");
    expect(top("Pastry Decorator")).toBe("7512");
    expect(top("Machine Learning Scientist")).not.toBe("3240");
  });

  it("reads a title O*NET files under several occupations as the one most of its sources give", () => {
    // "Sales Associate": four sources for retail salespersons, one for each of five others.
    expect(top("Sales Associate")).toBe("5223");
    expect(top("Payroll Specialist")).toBe("4313");
    expect(top("Warehouse Associate")).toBe("9333");
    // A title of one O*NET occupation keeps its weight however few sources report it.
    expect(top("Service Desk Analyst")).toBe("3512");
  });

  it("files an O*NET occupation under the ESCO occupation of its own name, above its specialities", () => {
    // O*NET's elementary school teachers are also "Math Teacher", "Art Teacher", "PE Teacher",
    // which ESCO files under secondary teachers; its own name is ESCO's primary school teacher.
    expect(top("Elementary Teacher")).toBe("2341");
    expect(top("HR Manager")).toBe("1212");
    expect(top("Human Resources Assistant")).toBe("4416");
  });

  it("files an O*NET occupation under the group its own name names, when its titles' votes stray", () => {
    // Licensed practical nurses' titles voted for health care assistants, medical secretaries' for
    // receptionists and health services managers' for health records technicians: the names
    // share their head noun and their field with ISCO's nursing associates, medical secretaries
    // and health services managers.
    expect(top("Licensed Practical Nurse")).toBe("3221");
    expect(top("LPN")).toBe("3221");
    expect(top("Medical Secretary")).toBe("3344");
    expect(top("Nurse Manager")).toBe("1342");
    expect(top("Hand Packer")).toBe("9321");
    // Initials do not vote: O*NET lists "TA (Teacher Assistant)" four times for school teaching
    // assistants, and ESCO's only "TA" is a university teaching assistant.
    expect(top("Teacher Aide")).toBe("5312");
    expect(top("Instructional Aide")).toBe("5312");
    // A head noun many labels share ("technicians") is not enough alone: a radiologic
    // technologist is no pre-press technician.
    expect(occupationsOfTitle("Radiologic Technologist").map((g) => g.code)).not.toContain("7321");
  });

  it("reads a misspelt title word as the known word one letter away, and leaves a rank as it is", () => {
    expect(top("ASSITANT STORE MANGER")).toBe("1420");
    expect(top("Sewing Macine Operator")).toBe("8153");
    expect(top("Registerd Nurse")).toBe("2221");
    expect(top("Office Adminitrator")).toBe(top("Office Administrator"));
    // "Trainee" is a rank titles leave out, not a misspelt "trainer".
    expect(occupationsOfTitle("Trainee Engineer").map((g) => g.code)).not.toContain("8311");
    expect(occupationsOfTitle("Manager Trainee")).toEqual([]);
    // A word no title uses and none is one letter away from stays unread.
    expect(occupationsOfTitle("Puerto Rico")).toEqual([]);
  });

  it("parts a word that titles write as two", () => {
    expect(occupationsOfTitle("Frontend Developer")).toEqual(
      occupationsOfTitle("Front End Developer"),
    );
    expect(top("Backend Developer")).toBe(top("Back End Developer"));
    expect(top("Keyholder")).toBe("1420");
  });

  it("reads a title of an O*NET occupation of many trades by its own words", () => {
    // The supervisors of mechanics, installers and repairers won ISCO groups of plant operators
    // and construction supervisors by a few stray titles; a car workshop's manager is neither.
    expect(occupationsOfTitle("Automotive Service Manager").map((g) => g.code)).toContain("7231");
    expect(top("Auto Mechanic Supervisor")).toBe("7231");
    // Of the self-enrichment teachers, a driving teacher is a driving instructor.
    expect(top("Driving Teacher")).toBe("5165");
  });

  it("reads a title in American spelling as ESCO's British one", () => {
    // ESCO: "contact centre agent", "primary school teacher", "educational counsellor".
    expect(top("Call Center Agent")).toBe("5244");
    expect(top("Elementary School Teacher")).toBe("2341");
    expect(top("School Counselor")).toBe(top("School Counsellor"));
    expect(titleKey("Labor Relations Manager")).toBe(titleKey("Labour Relations Manager"));
  });

  it("reads a specialty in brackets as a title of its own when it is one", () => {
    expect(splitTitle("Software Engineer (Front-End)")).toEqual([
      "Software Engineer",
      "Front-End Software Engineer",
    ]);
    expect(occupationsOfTitle("Software Engineer (Front-End)").map((g) => g.code)).toContain(
      "2513",
    );
    // A bracket that names no known title (a status, initials) leaves the title as it was.
    expect(splitTitle("Registered Nurse (RN)")).toEqual(["Registered Nurse"]);
    expect(splitTitle("Driver (Part-time)")).toEqual(["Driver"]);
  });

  it("reads a trade's rank as a rank: a journeyman lineman is a lineman", () => {
    // O*NET lists "Journeyman Lineman" once under electricians; the lineman is a line installer.
    expect(occupationsOfTitle("Journeyman Lineman").map((g) => g.code)).toEqual(["7413"]);
    expect(occupationsOfTitle("Journeyman Electrician")[0]?.code).toBe("7411");
    expect(occupationsOfTitle("Journeyman Plumber")[0]?.code).toBe("7126");
  });

  it("reads a rank over a unit of people as no occupation, and the trade beside it as before", () => {
    // ESCO lists "team leader" among a zoo section leader's titles, "assistant manager" among an
    // executive assistant's and "team manager" among nurses': none of them names that trade.
    for (const rank of [
      "Team Leader",
      "Team Lead",
      "Assistant Manager",
      "Team Manager",
      "Unit Manager",
    ])
      expect(occupationsOfTitle(rank), rank).toEqual([]);
    expect(occupationsOfTitle("Customer Service Team Leader").map((g) => g.code)).not.toContain(
      "5164",
    );
    expect(occupationsOfTitle("Assistant Store Manager")[0]?.code).toBe("1420");
    expect(occupationsOfTitle("Nurse Unit Manager")[0]?.code).toBe("2221");
    expect(occupationsOfTitle("Office Assistant")).not.toEqual([]);
  });

  it("keeps a final 'y' on title words, so 'police' and 'policy' stay apart", () => {
    expect(titleStem("policies")).toBe(titleStem("policy"));
    expect(titleStem("attorneys")).toBe(titleStem("attorney"));
    expect(titleStem("police")).not.toBe(titleStem("policy"));
    expect(occupationsOfTitle("Police Officer")[0]?.code).toBe("5412");
  });
});

describe("occupations of one unit group", () => {
  const read = (title: string) => occupationsOfTitle(title)[0]!;
  const relation = (a: string, b: string) =>
    bestRelation(occupationsOfTitle(a), occupationsOfTitle(b))!.relation;

  it("tells two occupations of one group apart, below the same occupation and above a family", () => {
    // ISCO 3251 holds dental assistants and dental hygienists alike.
    expect(read("Dental Hygienist").code).toBe(read("Dental Assistant").code);
    expect(sameOccupation(read("Dental Hygienist"), read("Dental Assistant"))).toBe(false);
    expect(relation("Registered Dental Hygienist", "Expanded Function Dental Assistant")).toBe(
      "sibling",
    );
    const sibling = bestRelation(
      occupationsOfTitle("Dental Hygienist"),
      occupationsOfTitle("Dental Assistant"),
    )!.score;
    expect(sibling).toBeLessThan(1);
    expect(sibling).toBeGreaterThan(relateOccupations("2221", "2222").similarity);
  });

  it("keeps an occupation ESCO does not know apart from ESCO's own occupations of its group", () => {
    // None of O*NET's licensed practical nurse titles is ESCO's; its crosswalk names nursing
    // professionals nearly as firmly as nursing associates, where ESCO's general care nurse is.
    const lpn = occupationsOfTitle("Licensed Practical Nurse");
    expect(lpn.map((g) => g.code)).toContain("2221");
    expect(relation("Licensed Practical Nurse", "Registered Nurse")).toBe("sibling");
    expect(relation("Registered Nurse", "Licensed Practical Nurse")).toBe("sibling");
    // Its own titles stay one occupation.
    expect(relation("Licensed Practical Nurse", "Licensed Vocational Nurse")).toBe("same");
    expect(relation("LPN", "Licensed Practical Nurse")).toBe("same");
    // A school's teacher aide shares only "TA" and "teaching assistant" with a university's
    // teaching assistant: the university reading of "Teacher Aide" is another occupation.
    expect(occupationsOfTitle("Teacher Aide").map((g) => g.code)).toContain("2310");
    expect(relation("Teacher Aide", "Graduate Teaching Assistant")).toBe("sibling");
  });

  it("reads a title by the occupations O*NET's sources agree on, not one source's", () => {
    // Four sources report "Pharmacy Clerk" for pharmacy aides, one for pharmacy technicians.
    expect(read("Pharmacy Clerk").code).toBe(read("Pharmacy Technician").code);
    expect(relation("Pharmacy Clerk", "Pharmacy Technician")).toBe("sibling");
    expect(relation("Pharmacy Clerk", "Pharmacy Aide")).toBe("same");
  });

  it("keeps synonyms one occupation, across ESCO's and O*NET's titles", () => {
    for (const [a, b] of [
      ["Software Engineer", "Software Developer"],
      // O*NET files a Java developer among computer programmers; ESCO's software developer is a programmer.
      ["Senior Java Developer", "Software Engineer"],
      ["Registered Nurse", "Staff Nurse"],
      ["Electrician", "Industrial Electrician"],
      ["Paralegal", "Legal Assistant"],
      ["Dental Hygienist", "Registered Dental Hygienist (RDH)"],
    ] as const)
      expect(relation(a, b), `${a} ~ ${b}`).toBe("same");
  });
});

describe("occupations of a text", () => {
  const nursing =
    "Provided direct patient care on an acute medical ward; administered medication, monitored vital signs and wrote care plans with the nursing team.";
  const mechanic =
    "Inspected and repaired aircraft engines, replaced turbine parts and signed off maintenance logs for the airframe.";

  it("reads the kind of work a text describes", () => {
    expect(occupationsOfText(nursing)[0]!.code.slice(0, 1)).toMatch(/[235]/);
    expect(occupationsOfText(nursing).map((g) => g.code)).toContain("2221");
    expect(occupationsOfText(mechanic).map((g) => g.code)).toContain("7232");
  });

  it("does not read an entry-level job as data entry", () => {
    const ad =
      "Entry Level Sales Associate. This entry-level role sells to customers in an assigned territory; entry level applicants welcome.";
    const codes = occupationsOfText(ad, 8).map((g) => g.code);
    expect(codes).not.toContain("4132");
    expect(codes).not.toContain("3341");
    expect(occupationsOfText("Data entry of invoices and order entry", 1)[0]!.code).toBe("4132");
  });

  it("reads a part as closer when it describes the posting's work, and less when it spends its words elsewhere", () => {
    const posting = occupationVector(nursing);
    const same = occupationCloseness(posting, occupationVector(nursing));
    const other = occupationCloseness(posting, occupationVector(mechanic)).similarity;
    // Coverage used to grow with any added text; a part that mostly repairs engines is no nurse.
    const mostlyOther = occupationCloseness(
      posting,
      occupationVector(`${mechanic}\n${mechanic}\n${mechanic}\nmonitored patients`),
    ).similarity;
    expect(same.similarity).toBeGreaterThan(0.9);
    expect(same.shared?.code.slice(0, 2)).toBe("22");
    expect(other).toBeLessThan(0.2);
    expect(mostlyOther).toBeLessThan(same.similarity / 2);
  });
});

describe("emphasise", () => {
  it("puts a named occupation ahead of what the wording touches, and leaves the input as it was", () => {
    const v = occupationVector(
      "Inspected and repaired aircraft engines, replaced turbine parts and signed off maintenance logs.",
    );
    const before = topOccupations(v, 1)[0]!.code;
    const named = { code: "2221", label: "Nursing professionals", weight: 1 };
    expect(topOccupations(emphasise(v, [named], 1), 1)[0]!.code).toBe("2221");
    expect(topOccupations(v, 1)[0]!.code).toBe(before);
    // A loose guess (low weight) moves less.
    const loose = emphasise(v, [{ ...named, weight: 0.2 }], 1);
    expect(topOccupations(loose, 1)[0]!.code).toBe(before);
  });
});

describe("the field a role leads", () => {
  it("is the title's field around its rank, and none for a rank over no field", () => {
    expect(ledField("Public Relations Manager")).toBe("Public Relations");
    expect(ledField("Director of Sales")).toBe("Sales");
    expect(ledField("VP, Marketing")).toBe("Marketing");
    expect(ledField("Senior Nursing Supervisor")).toBe("Nursing");
    expect(ledField("Marketing Director (Contract)")).toBe("Marketing");
    expect(ledField("Director \u2013 Public Relations & Events")).toBe("Public Relations");
    expect(ledField("Registered Nurse")).toBeUndefined();
    expect(ledField("General Manager")).toBeUndefined();
    expect(ledField("Executive Director")).toBeUndefined();
  });
});

describe("an assisting rank of an occupation", () => {
  it("is read apart from the practitioner of its own field only", () => {
    expect(assistsIn("Licensed Veterinary Technician (LVT)", "Veterinary Assistant")).toBe(true);
    expect(assistsIn("Pharmacy Technician", "Pharmacy Aide")).toBe(true);
    expect(assistsIn("Paralegal", "Legal Assistant")).toBe(false);
    expect(assistsIn("Medical Assistant", "Medical Assistant")).toBe(false);
    expect(assistsIn("Veterinary Technician", "Veterinary Technician")).toBe(false);
  });
});

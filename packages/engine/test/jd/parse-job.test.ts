import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { titleSeniority } from "../../src/structure/experience.ts";
import type { ParsedJob } from "../../src/types.ts";

const level = (job: ParsedJob, name: string) => job.skills.find((s) => s.name === name)?.level;
/** The skills a posting of one requirement line asks for. */
const names = (line: string) => parseJob(`Requirements\n- ${line}\n`).skills.map((s) => s.name);

const JD = `Senior Backend Engineer (Go)
Location: Berlin, Germany
Hybrid · Full-time

About us
We move money for small businesses.

What you'll do
- Design and run services on Kubernetes

Requirements
- 5+ years of professional software development experience
- Strong knowledge of PostgreSQL and Redis
- Bachelor's degree in Computer Science or equivalent
- Experience with gRPC is a plus

Nice to have
- Rust, Terraform
- AWS Certified Solutions Architect
`;

describe("parseJob", () => {
  const job = parseJob(JD);

  it("reads 'Staff' as a level only on the engineering ladders", () => {
    const level = (title: string) => parseJob(`# ${title}\n\nYou will do the work.`).seniority;
    expect(level("Staff Software Engineer")).toMatchObject({
      value: "lead",
      span: { text: "Staff" },
    });
    expect(level("Staff Accountant")).toBeUndefined();
    expect(level("Staff Nurse - Med/Surg")).toBeUndefined();
    expect(titleSeniority("Staff Data Scientist")).toBe("principal");
    expect(titleSeniority("Staff Accountant")).toBeNull();
    // A school's name: "Junior School", "Junior Kindergarten".
    expect(level("Junior School Homeroom Teacher")).toBeUndefined();
    expect(level("Junior Kindergarten Teacher")).toBeUndefined();
    expect(level("Junior Accountant")).toMatchObject({ value: "junior" });
  });

  it("reads 'Associate' as junior only when the title says no other level", () => {
    const level = (title: string) => parseJob(`# ${title}\n\nYou will do the work.`).seniority;
    expect(level("Senior Associate (Advocate)")?.value).toBe("senior");
    expect(level("Associate Director, Clinical Operations")?.value).toBe("executive");
    expect(level("Associate Attorney")?.value).toBe("junior");
  });

  it("reads no seniority from the team the hire leads ('Mentor junior engineers')", () => {
    const job = parseJob(
      "Civil Engineer\nResponsibilities\n- Design storm drainage systems\n- Mentor junior engineers\nRequirements\n- 5+ years of experience",
    );
    expect(job.seniority?.value).toBe("senior");
    expect(parseJob("We are hiring a junior developer to join us").seniority?.value).toBe("junior");
  });

  it("reads the title and its seniority with spans", () => {
    expect(job.title?.value).toBe("Senior Backend Engineer (Go)");
    expect(JD.slice(job.title!.span.start, job.title!.span.end)).toBe(job.title!.value);
    expect(job.seniority?.value).toBe("senior");
  });

  it("splits required from preferred skills by heading and phrasing", () => {
    expect(level(job, "Go")).toBe("required"); // named in the title
    expect(level(job, "PostgreSQL")).toBe("required");
    expect(level(job, "Redis")).toBe("required");
    expect(level(job, "gRPC")).toBe("preferred"); // "is a plus"
    expect(level(job, "Rust")).toBe("preferred");
    expect(level(job, "Terraform")).toBe("preferred");
    for (const s of job.skills) expect(JD.slice(s.span.start, s.span.end)).toBe(s.span.text);
  });

  it("reads years, education, certifications, location, arrangement and type", () => {
    expect(job.minYears).toMatchObject({ value: 5, level: "required" });
    expect(job.minYears?.span.text).toBe("5+ years");
    expect(job.education).toMatchObject({ value: "bachelor", level: "required" });
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["AWS Certified Solutions Architect", "preferred"],
    ]);
    expect(job.location?.value).toBe("Berlin, Germany");
    expect(job.workArrangement?.value).toBe("hybrid");
    expect(job.employmentType?.value).toBe("full-time");
  });

  it.each([
    ["5+ years of experience with Java", 5, undefined],
    ["At least three years of experience in sales", 3, undefined],
    ["Minimum of 2 years experience as a nurse", 2, undefined],
    ["3-5 years of experience in marketing", 3, 5],
    ["Seven or more years of relevant experience", 7, undefined],
    // Hyphenated, as real postings write it.
    ["4-years professional experience in the field", 4, undefined],
    ["1-year experience as a Business Analyst", 1, undefined],
    ["5 years university teaching experience", 5, undefined],
    // Months, in years.
    ["Minimum of six months cash handling experience", 0.5, undefined],
    ["18 months of experience as a line cook", 1.5, undefined],
  ])("reads minimum years in %j", (line, min, max) => {
    const j = parseJob(`Requirements\n- ${line}\n`);
    expect(j.minYears?.value).toBe(min);
    expect(j.minYears?.maxYears).toBe(max);
  });

  it("reads no experience in months that are a deadline", () => {
    expect(parseJob("Requirements\n- Must obtain CPR within 6 months of hire\n").minYears).toBe(
      undefined,
    );
  });

  it("ties years to the role they are asked for", () => {
    const j = parseJob(
      "Required Experience\n- 3 years of experience as a SQL Database Developer\n- 2 years as Team Lead\n",
    );
    expect(j.experienceRequirements.map((r) => [r.value, r.title])).toEqual([
      [3, "SQL Database Developer"],
      [2, "Team Lead"],
    ]);
    expect(j.minYears?.value).toBe(3);
  });

  it("ties years to a role without the aside in brackets after it", () => {
    const tied = (line: string) =>
      parseJob(`Requirements\n- ${line}\n`).experienceRequirements.map((r) => r.title);
    // Read as "Data Engineer (BI developer" before: a data engineer's years counted as none.
    expect(
      tied(
        "4+ years of commercial experience as a Data Engineer (BI developer or data analyst experience is not counted towards this)",
      ),
    ).toEqual(["Data Engineer"]);
    // A bracket inside the role's name stays: its role noun comes after it.
    expect(tied("a minimum of three (3) years as a multi-unit (District/Area) Manager")).toEqual([
      "multi-unit (District/Area) Manager",
    ]);
  });

  it("ties years to a role whose name goes on in another language, and the roles offered beside it", () => {
    // Read as "Chef" before: any cook's years counted.
    const j = parseJob(
      "Requirements\n- At least 6 years of kitchen experience, including a minimum of 2 years as Chef de Cuisine, Head Chef or Executive Sous Chef in a hotel\n",
    );
    expect(j.experienceRequirements.map((r) => r.title)).toContain(
      "Chef de Cuisine/Head Chef/Executive Sous Chef",
    );
  });

  it("ties years to a role of any trade written before 'experience', and not to a kind of work", () => {
    const tied = (line: string) =>
      parseJob(`Requirements\n- ${line}\n`).experienceRequirements.map((r) => [r.value, r.title]);
    expect(tied("3+ years of HR generalist experience")).toEqual([[3, "HR generalist"]]);
    expect(tied("2+ years of dispatcher experience")).toEqual([[2, "dispatcher"]]);
    expect(tied("6 months barista experience")).toEqual([[0.5, "barista"]]);
    // A role word that names a thing as often is not a role ("SQL Server"), nor is a kind of work.
    expect(tied("5+ years of SQL Server experience")).toEqual([[5, undefined]]);
    expect(tied("2 years of professional experience")).toEqual([[2, undefined]]);
    expect(tied("2 years of customer service experience")).toEqual([[2, undefined]]);
    // "Claims" heads a title ("Claims Adjuster") but alone names the work.
    expect(tied("2+ years of property claims experience")).toEqual([[2, undefined]]);
    expect(tied("3 years as a claims representative")).toEqual([[3, "claims representative"]]);
  });

  it("reads no credential of the person the hire works under, and no equipment to own", () => {
    const names = (text: string) => parseJob(text).skills.map((s) => s.name);
    const supervised = names(
      "Requirements\n- Fill prescriptions under the supervision of a licensed pharmacist\n- Assist the Registered Nurse with intake\n- Phlebotomy\n",
    );
    expect(supervised).toContain("Phlebotomy");
    expect(supervised).not.toContain("Registered Nurse");
    expect(supervised.some((n) => /pharmacist/i.test(n))).toBe(false);
    // Reported to, with the words of the report between: "report changes to the RN".
    expect(
      names("Responsibilities\n- Monitor vital signs and report changes in condition to the RN\n"),
    ).not.toContain("Registered Nurse");
    expect(names("Requirements\n- Own basic hand tools\n- HVAC\n")).not.toContain("Hand tools");
    // Asked of the hire, they stay.
    expect(names("Requirements\n- Registered Nurse license\n- Hand tools\n")).toEqual(
      expect.arrayContaining(["Registered Nurse", "Hand tools"]),
    );
  });

  it("reads a preference opening the last clause as that clause's only", () => {
    const j = parseJob(
      "Requirements\n- 3+ years of graphic design experience, preferably in packaging\n- Adobe InDesign, ideally Illustrator too\n- Python, SQL and Tableau preferred\n",
    );
    expect(level(j, "Graphic design")).toBe("required");
    expect(j.experienceRequirements.map((r) => r.level)).toEqual(["required"]);
    expect(level(j, "Adobe InDesign")).toBe("required");
    expect(level(j, "Adobe Illustrator")).toBe("preferred");
    // A cue closing a list still speaks for the whole list.
    expect(level(j, "Python")).toBe("preferred");
  });

  it("reads no key term from a line of months of experience", () => {
    expect(parseJob("Requirements\n- 6 months barista experience\n").skills).toEqual([]);
  });

  it.each([
    "0-2 years of professional working experience",
    "Minimum (0) zero to (5) five years of relevant experience in marketing",
  ])("reads a range from zero as no minimum, not its upper figure, in %j", (line) => {
    const j = parseJob(`Requirements\n- ${line}\n`);
    expect(j.minYears).toBeUndefined();
    expect(j.experienceRequirements).toEqual([]);
  });

  it("reads a figure written twice, in digits and in words, once", () => {
    const j = parseJob("Requirements\n- (3) three years of experience as a welder\n");
    expect(j.experienceRequirements.map((r) => [r.value, r.span.text, r.title])).toEqual([
      [3, "three years", "welder"],
    ]);
  });

  it("ignores numbers of years that are not about experience", () => {
    expect(
      parseJob("We were founded 20 years ago.\nRequirements\n- Python").minYears,
    ).toBeUndefined();
  });

  it.each([
    ["4 year degree required; 3 years experience preferred", [[3, "preferred"]]],
    ["4-year degree or equivalent experience", []],
    ["Must pass a 10-year background check; 2+ years experience", [[2, "required"]]],
    ["Bachelor's degree and 2 years experience on a 2-year contract", [[2, "required"]]],
  ])(
    "does not read a degree's, a contract's or a check's years as experience in %j",
    (line, want) => {
      const j = parseJob(`Requirements\n- ${line}\n`);
      expect(j.experienceRequirements.map((r) => [r.value, r.level])).toEqual(want);
    },
  );

  it("reads a role written with dashes up to its role noun, and stops at a dash after it", () => {
    const j = parseJob(
      "Required Experience\n- 5-years as a SAP Ariba - Manager (Supply Chain Capability).\n- 3 years as a Java Developer - remote friendly\n",
    );
    expect(j.experienceRequirements.map((r) => [r.value, r.title])).toEqual([
      [5, "SAP Ariba - Manager"],
      [3, "Java Developer"],
    ]);
  });

  it("reads phrasing when there are no headings", () => {
    const j = parseJob(
      "We need a data analyst. You must know SQL and Tableau. Familiarity with Python is a plus. Experience with dbt is nice to have.",
    );
    expect(level(j, "SQL")).toBe("required");
    expect(level(j, "Tableau")).toBe("required");
    expect(level(j, "Python")).toBe("preferred");
    expect(level(j, "dbt")).toBe("preferred");
  });

  it.each([
    ["Must have", "required"],
    ["Qualifications", "required"],
    ["Preferred Qualifications", "preferred"],
    ["Bonus points", "preferred"],
    ["Pluses:", "preferred"],
  ])("treats the heading %j as %s", (heading, expected) => {
    const j = parseJob(`Responsibilities\n- Ship features\n\n${heading}\n- Kubernetes\n`);
    expect(level(j, "Kubernetes")).toBe(expected);
  });

  it("keeps requirements outside the taxonomy as key terms", () => {
    const j = parseJob("Required Skills\n- Mastery in Jonas Premier suite\n");
    const term = j.skills.find((s) => s.terms);
    expect(term?.terms).toEqual(expect.arrayContaining(["jona", "suit"]));
    expect(term?.level).toBe("required");
  });

  it.each([
    "Licensure for state of practice is required.",
    "Licensed in the state of practice",
    "Certification in the state of practice",
    "CPA or working toward CPA preferred",
  ])("leaves the credential line %j to the credential reading, not to key words", (line) => {
    expect(parseJob(`Requirements\n- ${line}\n`).skills.filter((s) => s.terms)).toEqual([]);
  });

  it.each([
    "Strong computer skills and a quiet home workspace",
    "Reliable high-speed internet connection",
    "A dedicated, distraction-free home office",
  ])("reads the remote set-up %j as a condition of the work, not key words", (line) => {
    expect(parseJob(`Requirements\n- ${line}\n`).skills.filter((s) => s.terms)).toEqual([]);
  });

  it("reads no title from a sentence under a 'The Role:' heading", () => {
    const posting = parseJob(
      "CDL-A Regional Truck Driver\nAbout Us:Ridgeline Freight Lines is a family-owned carrier.The Role:We are hiring CDL-A Regional Drivers for our Ohio Valley network. Drivers run a 500-mile radius.Requirements:•Valid Class A CDL",
    );
    expect(posting.title?.value).toBe("CDL-A Regional Truck Driver");
  });

  it("reads headings and items glued by en dashes ('Requirements– Valid … CDL– Minimum 2 years') and no years in a look-back window", () => {
    const j = parseJob(
      "CDL-A Tanker Driver – Hazmat (Regional)Position SummaryWe are hiring drivers for regional routes in Texas and Louisiana, home every weekend, with paid orientation and modern equipment throughout.Requirements– Valid Class A CDL with Tanker (N) and Hazardous Materials (H) endorsements– Minimum 2 years verifiable Class A tractor-trailer experience– Clean MVR: no DUI/DWI in 10 yearsBenefits– Company-paid tanker/hazmat endorsement fees",
    );
    expect(j.minYears?.value).toBe(2);
    const hazmat = j.skills.find((s) => s.name === "Hazmat endorsement")!;
    expect(hazmat.level).toBe("required");
    expect(j.text.slice(hazmat.span.start, hazmat.span.end)).toBe("Hazardous Materials (H)");
  });

  it("reads no title from the lines below a sentence under 'The Position'", () => {
    const posting = parseJob(
      "POLICE OFFICER – LATERAL ($25,000 Hiring Incentive)City of Santa Verona, CA · Police Department · Salary $102,648.00 - $132,912.00 AnnuallyThe PositionLateral Police Officers perform general law enforcement duties, primarily in patrol, on a 4/10 schedule.Examples of Duties·Respond to calls for service",
    );
    expect(posting.title?.value).toBe("POLICE OFFICER");
  });

  it("reads a one-line paste's title up to a role word shaped like one ('Originator')", () => {
    const posting = parseJob(
      "Mortgage Loan Originator (NMLS Licensed) - Retail Branch | Tampa, FLCoastwise Home Lending | NMLS #1009988 | Equal Housing LenderEmployment type: Full-time · Compensation: $40,000 base salary draw + commission",
    );
    expect(posting.title?.value).toBe("Mortgage Loan Originator");
  });

  it("reads conditions of the work and what may be done after hire as no skill", () => {
    expect(names("Able to work in a non-climate-controlled warehouse (40°F–95°F)")).toEqual([]);
    expect(
      names("Completion of the EEC Essentials trainings, or completion within 90 days"),
    ).toEqual([]);
  });

  it("reads fields of study joined by 'or' as fields, not skills", () => {
    expect(names("Bachelor's degree in Communication or Journalism")).toEqual([]);
    expect(
      names("Master's degree in Speech-Language Pathology or Communication Disorders"),
    ).not.toContain("Communication");
    expect(names("Degree in Business Administration or Marketing")).toEqual([]);
    // A skill listed after a degree stays asked.
    expect(names("Bachelor of Engineering, Java")).toContain("Java");
    expect(names("Strong communication skills")).toContain("Communication");
  });

  it("reads a process about a licence, a state's PMP and a public body's name as no requirement", () => {
    const job = parseJob(
      "Staff Pharmacist\n\nRequirements\n- Active Washington State Pharmacist license issued by the Pharmacy Quality Assurance Commission (PQAC), or eligibility to transfer through NABP license transfer before start date\n- Check the Washington PMP before dispensing controlled substances\n- PMP certification\n",
    );
    const certs = job.certifications.map((c) => c.value);
    expect(certs).not.toContain("NABP license");
    expect(certs.filter((c) => c === "PMP")).toHaveLength(1);
    const names = job.skills.map((s) => s.name);
    expect(names).not.toContain("Quality assurance");
    expect(names).toContain("Prescription drug monitoring program");
  });

  it("reads an age asked as no skill", () => {
    expect(names("Minimum age 22")).toEqual([]);
    expect(names("Must be at least 21 years of age")).toEqual([]);
  });

  it("reads a document to show as no skill: proof of insurance", () => {
    expect(names("Must present a valid drivers license and proof of insurance")).not.toContain(
      "Insurance",
    );
    expect(names("Proof of auto insurance before driving")).not.toContain("Insurance");
    expect(names("Knowledge of insurance and claims")).toContain("Insurance");
    // The hire's car insured, the employer's insurer's rules.
    expect(
      names("Valid driver's license, reliable vehicle and current auto insurance"),
    ).not.toContain("Insurance");
    expect(names("A driving record that meets our insurance requirements")).not.toContain(
      "Insurance",
    );
    expect(names("Working knowledge of Medicare and commercial insurance")).toContain("Insurance");
  });

  it("reads a language that describes the people served as no requirement", () => {
    expect(
      names("Differentiate instruction for students with IEPs and English learners"),
    ).not.toContain("English");
    expect(names("Serve a large Spanish-speaking population at the branch")).not.toContain(
      "Spanish",
    );
    expect(names("Spanish speaking a plus")).toContain("Spanish");
    expect(names("Fluent English and French")).toEqual(
      expect.arrayContaining(["English", "French"]),
    );
  });

  it("does not take the verb of a requirement for one of its key words", () => {
    const j = parseJob("Requirements\n- Requires being honest and ethical\n");
    expect(j.skills.find((s) => s.terms)?.terms).toEqual(expect.not.arrayContaining(["requir"]));
  });

  it("reads remote work and contract roles", () => {
    const j = parseJob("Contract Data Engineer\nThis is a fully remote, 6-month contract role.");
    expect(j.workArrangement?.value).toBe("remote");
    expect(j.employmentType?.value).toBe("contract");
  });

  it("reads the lowest acceptable degree and preferred degrees", () => {
    expect(
      parseJob("Requirements\n- Bachelor's or Master's degree in Engineering").education?.value,
    ).toBe("bachelor");
    expect(parseJob("Nice to have\n- PhD in Machine Learning").education).toMatchObject({
      value: "doctorate",
      level: "preferred",
    });
  });

  it("reads degrees the posting names in Spanish, Portuguese or Italian", () => {
    // Read as no degree asked: a nurse without the Licenciatura lost nothing for it.
    const degree = (line: string) => parseJob(`Requirements\n- ${line}`).education;
    expect(
      degree("Título de Licenciado/a en Enfermería from a university recognized by the Ministry"),
    ).toMatchObject({ value: "bachelor", level: "required", span: { text: "Título de" } });
    expect(
      degree("Título profesional de Cirujano/a Dentista from a Peruvian university"),
    ).toMatchObject({ value: "bachelor", span: { text: "Título profesional de" } });
    expect(degree("Licenciatura en Contaduría Pública")?.value).toBe("bachelor");
    expect(degree("Maestría en Gestión de la Construcción")?.value).toBe("master");
    expect(degree("Laurea Magistrale in Architettura")?.value).toBe("master");
    expect(degree("Mestrado Integrado em Medicina")?.value).toBe("master");
    expect(degree("Doctorado en Química")?.value).toBe("doctorate");
    // A school's diploma and a technician's title are no university degree.
    expect(degree("Título de Bachiller")).toBeUndefined();
    expect(degree("Título de Técnico en Electricidad")).toBeUndefined();
  });
});

describe("parseJob figures and levels as job boards write them", () => {
  it("reads a figure written as a word and in brackets once", () => {
    // "two (2) years" read as no figure at all.
    expect(parseJob("Cook\nAt least two (2) years of experience required.").minYears).toMatchObject(
      {
        value: 2,
        level: "required",
      },
    );
    expect(parseJob("Cook\n(5) five years of kitchen experience").minYears?.value).toBe(5);
  });

  it("takes the level a line is marked with", () => {
    const job = parseJob(
      "Truck Driver\nQualifications\n- Education: High school or equivalent (Preferred)\n- Truck driving: 2 years (Required)\n- Forklift: 1 year (Preferred)\n- CDL Class A (Required)",
    );
    expect(job.education).toMatchObject({ value: "high-school", level: "preferred" });
    expect(job.minYears).toMatchObject({ value: 2, level: "required" });
    expect(job.experienceRequirements.map((r) => [r.value, r.level])).toEqual([
      [2, "required"],
      [1, "preferred"],
    ]);
    expect(job.skills.find((s) => s.name === "Forklift operation")?.level).toBe("preferred");
    expect(job.certifications[0]).toMatchObject({ value: "CDL Class A", level: "required" });
  });
});

describe("parseJob credentials valued or considered as well", () => {
  it("reads them as preferred, beside the one required", () => {
    const job = parseJob(
      "Enrolled Agent\nRequirements:\n- Active Enrolled Agent (EA) credential from the IRS required (CPA with equivalent experience also considered)\n- Certified Internal Auditor (CIA) designation required\n- CPA a plus; CISA or CFE also valued\n- Experience with Python is highly valued",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["CPA", "preferred"],
      ["CIA", "required"],
      ["CISA", "preferred"],
    ]);
    expect(job.skills.find((s) => s.name === "Enrolled Agent")?.level).toBe("required");
    expect(job.skills.find((s) => s.name === "Python")?.level).toBe("preferred");
  });
});

describe("parseJob credentials as job boards write them", () => {
  it("reads a credential written with a capital", () => {
    const job = parseJob(
      "Dental Assistant\nLicense/Certification:\n* Radiology Certification (Required)\n* CPR Certification (Preferred)\n* Required Certification: BLS",
    );
    // "Radiology Certification" was no credential: only a lower-case "certification" was read.
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual(
      expect.arrayContaining([
        ["Radiology Certification", "required"],
        ["CPR", "preferred"],
      ]),
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("Required Certification");
    // A state's name alone before "license" names the licence already asked, not one of its own.
    const teacher = parseJob(
      "Elementary School Teacher\nRequirements:\n- Valid Colorado Initial or Professional Teacher License, or eligibility for a Colorado license by the start date",
    );
    // "Colorado Initial or Professional Teacher License": two of one kind, either will do.
    expect(teacher.certifications.map((c) => c.value)).toEqual([
      "Professional Teacher License",
      "Colorado Initial License",
    ]);
    expect(
      parseJob("Nurse\nRequirements:\n- Active New York State license").certifications,
    ).toEqual([]);
    // A vendor's "Certified" inside a longer name is no credential of its own.
    expect(
      parseJob(
        "Network Engineer\nRequirements:\n- Cisco Certified Network Associate (CCNA)",
      ).certifications.map((c) => c.value),
    ).not.toContain("Cisco Certified");
  });
});

describe("parseJob education in trades and schools", () => {
  it("reads no master's degree into a master of a trade", () => {
    // "Master Electrician license required" asked every electrician for a master's degree.
    expect(
      parseJob("Electrician\nRequirements: Master Electrician license required.").education,
    ).toBeUndefined();
    expect(
      parseJob("Plumber\nJourneyman or Master Plumber license preferred.").education,
    ).toBeUndefined();
    expect(parseJob("Analyst\nMaster's degree in Statistics required.").education?.value).toBe(
      "master",
    );
    expect(parseJob("Analyst\nMaster degree in Biology").education?.value).toBe("master");
  });

  it("reads no high-school bar into the school the work is in", () => {
    // The lowest level named was the bar: "teaching high school students" outbid the Bachelor's.
    const teacher = parseJob(
      "Teacher\nMust hold a Bachelor's degree in Education and a state teaching license. Experience teaching high school students.",
    );
    expect(teacher.education?.value).toBe("bachelor");
    expect(
      parseJob("Tutor\nTutor high school math. High school diploma required.").education,
    ).toMatchObject({
      value: "high-school",
      span: { text: "High school diploma" },
    });
  });
});

describe("parseJob outside tech", () => {
  const nurse = parseJob(`Registered Nurse – Medical/Surgical Unit
Location: Denver, CO (On-site) | Full-time, night shift

Qualifications
• Active RN license in Colorado (required)
• BLS and ACLS certification
• 2+ years of acute care experience preferred
• BSN preferred; ADN accepted
`);

  it("reads nursing degrees, licences and a clean location", () => {
    expect(nurse.education).toMatchObject({ value: "associate", level: "required" });
    expect(nurse.certifications.map((c) => c.value)).toEqual(["RN license", "BLS", "ACLS"]);
    expect(nurse.location?.value).toBe("Denver, CO");
    expect(nurse.workArrangement?.value).toBe("onsite");
    expect(nurse.minYears).toMatchObject({ value: 2, level: "preferred" });
  });

  it("reads sales skills and languages as nice-to-haves", () => {
    const j = parseJob(
      "Account Executive (SaaS)\nYou have:\n- 3-5 years of B2B sales experience\n- Salesforce CRM and HubSpot\nBonus: Spanish.\n",
    );
    expect(level(j, "Software as a service")).toBe("required");
    expect(level(j, "Salesforce")).toBe("required");
    expect(level(j, "Spanish")).toBe("preferred");
    expect(j.minYears).toMatchObject({ value: 3, maxYears: 5 });
  });
});

describe("parseJob fields of study", () => {
  const names = (job: ParsedJob) => job.skills.map((skill) => skill.name);

  it("does not turn a degree's fields of study into skills to find", () => {
    const job = parseJob(
      "Requirements\n• Degree in Computer Science, Engineering, or a related field.\n• Experience with React and Python.",
    );
    expect(names(job)).toEqual(["React", "Python"]);
    expect(job.education?.value).toBe("bachelor");
  });

  it("reads fields listed up to 'a related quantitative field' as fields, not as one skill", () => {
    const job = parseJob(
      "Data Analyst\nRequired qualifications\n- Bachelor's degree in Statistics, Mathematics, Economics, Computer Science or a related quantitative field\n- SQL",
    );
    expect(names(job)).toEqual(["SQL"]);
  });

  it("keeps the skills a degree line goes on to name", () => {
    expect(names(parseJob("Must have: Bachelor of Engineering, Java, Spring"))).toEqual([
      "Java",
      "Spring",
    ]);
    expect(
      names(parseJob("Requirements\n- BS in Computer Science with strong Python skills")),
    ).toEqual(["Python"]);
  });
});

describe("years asked in another language", () => {
  it.each([
    ["Profil recherché\n- Au moins cinq (5) ans d'expérience en inventaire forestier", 5],
    ["Requisitos\n- Experiencia mínima de dos años como conductor", 2],
    ["Requisitos\n- Mínimo de três (3) anos de experiência em controlo de qualidade", 3],
    ["Requisiti\n- Almeno cinque anni di esperienza in studio professionale", 5],
    ["Functie-eisen\n- Minimaal drie jaar aantoonbare leservaring", 3],
    ["Anforderungen\n- Mindestens fünf Jahre Berufserfahrung in einer Brauerei", 5],
    ["Krav\n- Du har mindst to års erfaring med myndighedsarbejde", 2],
    ["Profil\n- Minimum 3 ans d'expérience en conduite d'engins", 3],
  ])("%s -> %i years", (body, years) => {
    const job = parseJob(`Poste\n\n${body}\n`);
    expect(job.minYears?.value).toBe(years);
    expect(job.minYears?.level).toBe("required");
  });

  it("reads no minimum from a range's end nor from years that are no experience", () => {
    expect(
      parseJob("Kinderbegeleider\n\nProfiel\n- Ervaring met kinderen (0–3 jaar) is een plus\n")
        .minYears,
    ).toBeUndefined();
    expect(
      parseJob(
        "Chauffeur\n\nProfil\n- Permis C\n\nVos données sont conservées deux ans au maximum.\n",
      ).minYears,
    ).toBeUndefined();
  });
});

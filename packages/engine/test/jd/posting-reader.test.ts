/**
 * The posting reader on real-world text, one describe per cause class of issue 9: run-on text,
 * local hedges, boilerplate, negation and the posting's own title. Every posting here is invented.
 */
import { describe, expect, it } from "vitest";
import { classifyBoilerplate } from "../../src/jd/boilerplate.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { classifyHeading, splitJobLines } from "../../src/jd/sections.ts";
import { extractSkills } from "../../src/skills/extract.ts";
import type { ParsedJob } from "../../src/types.ts";

const level = (job: ParsedJob, name: string) => job.skills.find((s) => s.name === name)?.level;
const names = (job: ParsedJob) => job.skills.map((s) => s.name);
const reasons = (job: ParsedJob) => [...new Set(job.ignored.map((i) => i.reason))].sort();

/** A posting pasted as one line: glued headings, glued bullets, no line breaks. */
const RUN_ON = [
  "# Warehouse Shift Lead",
  "",
  "Position OverviewThe Warehouse Shift Lead directs a crew of eight on the night shift.Key Responsibilities• Supervise receiving and shipping• Keep inventory records in SAP• Resolve carrier disputesRequirements:At least two years of warehouse supervision experience• Forklift certification• Working knowledge of Microsoft Excel• Familiarity with QuickBooks a plusPhysical Requirements:Lift up to 50 pounds• Stand for long periods",
].join("\n");

describe("run-on postings (cause 1)", () => {
  const job = parseJob(RUN_ON);

  it("cuts glued headings and bullets into segments that point into the original text", () => {
    const lines = splitJobLines(RUN_ON).filter((l) => l.text);
    for (const l of lines) expect(RUN_ON.slice(l.start, l.end)).toBe(l.text);
    const texts = lines.map((l) => l.text);
    expect(texts).toContain("Position Overview");
    expect(texts).toContain("Key Responsibilities");
    expect(texts).toContain("• Keep inventory records in SAP");
    expect(texts).toContain("Physical Requirements:Lift up to 50 pounds");
  });

  it("finds the sections of a run-on posting", () => {
    const sectionOf = (fragment: string) =>
      splitJobLines(RUN_ON).find((l) => l.text.includes(fragment))?.section;
    expect(sectionOf("Supervise receiving")).toBe("responsibilities");
    expect(sectionOf("Working knowledge of Microsoft Excel")).toBe("required");
    expect(sectionOf("Stand for long periods")).toBe("other");
  });

  it("reads requirements by section, with exact spans", () => {
    expect(level(job, "Microsoft Excel")).toBe("required");
    expect(level(job, "QuickBooks")).toBe("preferred");
    // Named only under responsibilities, after a requirements section exists.
    expect(level(job, "SAP")).toBe("preferred");
    expect(job.minYears).toMatchObject({ value: 2, level: "required" });
    for (const s of job.skills) expect(RUN_ON.slice(s.span.start, s.span.end)).toBe(s.span.text);
  });

  it("does not cut inside camel-cased product names", () => {
    const lines = splitJobLines(
      "Requirements\nBuilds slides in PowerPoint and pages in JavaScript",
    );
    expect(lines.filter((l) => l.text).map((l) => l.text)).toEqual([
      "Requirements",
      "Builds slides in PowerPoint and pages in JavaScript",
    ]);
  });

  it("splits glued sentences and numbered items, not abbreviations", () => {
    const text =
      "Duties:1. Greets guests at the desk.2. Books rooms in Opera.Keeps the lobby tidy, e.g. Sweeping floors.";
    const texts = splitJobLines(text).map((l) => l.text);
    expect(texts).toEqual([
      "Duties:",
      "1. Greets guests at the desk.",
      "2. Books rooms in Opera.",
      "Keeps the lobby tidy, e.g. Sweeping floors.",
    ]);
  });

  it("reads a heading's second half cut at its dash ('Qualifications – Preferred')", () => {
    const text =
      "School Library Media SpecialistResponsibilities\u00b7Teach research skills with Google Workspace for EducationQualifications \u2013 Required\u00b7Minimum two (2) years of experience as a school library media specialist\u00b7Demonstrated ability to teach research skills to adolescentsQualifications \u2013 Preferred\u00b7NJ Instructional certificate in a content area (e.g., English, Social Studies)\u00b7Experience building a makerspace \u2013 nice to have";
    const section = (fragment: string) =>
      splitJobLines(text).find((l) => l.text.includes(fragment))?.section;
    expect(section("Demonstrated ability")).toBe("required");
    expect(section("NJ Instructional")).toBe("preferred");
  });

  it("reads a heading of two names joined by a slash, and 'What's on offer'", () => {
    const text =
      "Bookkeeper\n\nAbout you \u2013 essential\n\u00b7 Xero skills\n\nHighly regarded / nice to have\n\u00b7 MYOB\n\nWhat's on offer\n\u00b7 Free onsite parking\n";
    const section = (fragment: string) =>
      splitJobLines(text).find((l) => l.text.includes(fragment))?.section;
    expect(section("Xero")).toBe("required");
    expect(section("MYOB")).toBe("preferred");
    expect(section("parking")).toBe("benefits");
  });

  it("reads 'Why <employer>' glued to a bullet as the employer's pitch, and its perks as benefits", () => {
    const text =
      "MRI TechnologistPreferred Qualifications\u2022Epic Radiant experienceWhy Peachtree Valley\u2022Retirement: 403(b) with up to 6% match\u2022Free parking and MARTA discounts";
    const lines = splitJobLines(text);
    const line = (fragment: string) => lines.find((l) => l.text.includes(fragment));
    expect(line("Epic")?.section).toBe("preferred");
    expect(line("Why Peachtree")?.section).toBe("company");
    for (const perk of ["403(b)", "parking"]) expect(line(perk)?.ignored, perk).toBeDefined();
    // A perk line read alone, without its heading.
    expect(classifyBoilerplate("Retirement: 403(b) with up to 6% match")).toBe("benefits");
    expect(classifyBoilerplate("Free parking and transit passes")).toBe("benefits");
    // Why the role matters is the role.
    expect(classifyHeading("Why this role matters")).toBeUndefined();
  });

  it("reads the employer's own certification and the papers shown once shortlisted as no requirement", () => {
    expect(classifyBoilerplate("We hold ISO 9001 and ISO 45001 certification.")).toBe("company");
    expect(
      classifyBoilerplate(
        "Shortlisted candidates will be required to produce a Certificate of Good Conduct and a KRA Tax Compliance Certificate.",
      ),
    ).toBe("application");
    // The hire's own: asked.
    expect(classifyBoilerplate("You hold ISO 45001 Lead Auditor certification.")).toBeUndefined();
  });

  it("reads a heading glued after a number before a middle-dot bullet, and the licence the item asks", () => {
    const text =
      "Licensed Reactor OperatorKey Responsibilities\u2022Maintain your license under 10 CFR 55.53Minimum Qualifications\u00b7Must possess an active U.S. Nuclear Regulatory Commission Reactor Operator or Senior Reactor Operator license\u00b7High school diploma or GED required\u00b7Willingness to work rotating shifts";
    const line = (fragment: string) => splitJobLines(text).find((l) => l.text.includes(fragment));
    expect(line("Minimum Qualifications")?.isHeading).toBe(true);
    expect(line("Must possess")?.section).toBe("required");
    const job = parseJob(text);
    const licence = job.skills.find((s) => s.id === "nrc-reactor-operator-license");
    expect(licence?.level).toBe("required");
    // The senior operator's licence is the other way to meet it.
    expect(licence?.alternatives?.map((a) => a.name)).toEqual([
      "NRC Senior Reactor Operator license",
    ]);
  });

  it("reads 'OSHA PSM' as process safety, not a Scrum master's certification", () => {
    const job = parseJob(
      "Pressure Vessel Inspector\n\nAbout us\nA refinery under the site's OSHA PSM program.\n\nRequirements\n- Inspect PSM-covered units\n- Scrum team experience; PSM or CSM a plus\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["PSM", "preferred"],
      ["CSM", "preferred"],
    ]);
  });

  it("reads a short occupation's name alone on the first line as the title", () => {
    const job = parseJob(
      "Scrum Master\n\nMelbourne VIC 3000\n\nAbout Us\nSouthbank Mutual Bank is a customer-owned bank.\n",
    );
    expect(job.title?.value).toBe("Scrum Master");
  });

  it("reads glued hyphen bullets", () => {
    const text =
      "The ideal candidate will possess the following:-Payroll experience-Strong QuickBooks skills-Valid driver's license";
    const job = parseJob(text);
    expect(names(job)).toEqual(expect.arrayContaining(["Payroll", "QuickBooks"]));
    const texts = splitJobLines(text).map((l) => l.text);
    expect(texts).toContain("-Strong QuickBooks skills");
  });

  it("reads a posting pasted through the wrong encoding as it was meant, spans included", () => {
    const pasted =
      "Teller\nQualifications:â€¢ Cash handling experienceâ€¢ Microsoft Excelâ€¢ Youâ€™ll greet every customer";
    const job = parseJob(pasted);
    expect(job.text).toBe(
      "Teller\nQualifications:• Cash handling experience• Microsoft Excel• You’ll greet every customer",
    );
    expect(names(job)).toContain("Microsoft Excel");
    for (const s of job.skills) expect(job.text.slice(s.span.start, s.span.end)).toBe(s.span.text);
    // A posting written correctly is read as it is.
    expect(parseJob(job.text).text).toBe(job.text);
  });

  it("reads bullets saved as UTF-8 and read back as Windows-1252", () => {
    const text = "Qualifications:â€¢ Cash handling experienceâ€¢ Fluent in Spanish";
    expect(splitJobLines(text).map((l) => l.text)).toEqual([
      "Qualifications:",
      "â€¢ Cash handling experience",
      "â€¢ Fluent in Spanish",
    ]);
  });
});

describe("headings glued to the text around them (cause 1)", () => {
  // Invented, in the shape of a job board's paste: the duties' and the requirements' headings
  // glued to the end of the benefits and to the first requirement.
  const POSTING = [
    "# Senior Cost Estimator",
    "",
    "Top Reasons to Work with Us",
    "- Competitive pay",
    "- Paid overtime** Relocation offered! **What You Will Be Doing",
    "- Prepare conceptual cost estimates",
    "What You Need for this Position- 8+ years of estimating experience",
    "- Bachelor's degree in Construction Management or Engineering",
  ].join("\n");

  it("cuts a bold heading after a sentence and a heading before '- 8+ years'", () => {
    const lines = splitJobLines(POSTING).filter((l) => l.text);
    const at = (t: string) => lines.find((l) => l.text === t);
    expect(at("**What You Will Be Doing")).toMatchObject({ isHeading: true });
    expect(at("What You Need for this Position")).toMatchObject({
      isHeading: true,
      section: "required",
    });
    expect(at("- 8+ years of estimating experience")?.ignored).toBeUndefined();
  });

  it("cuts a heading in capitals glued to the text on either side", () => {
    const job = parseJob(
      "# Sales Associate\n\nPay based upon performance.RESPONSIBILITIESExecute day to day sales and media planning for clients**This is an entry level position**REQUIREMENTS· Internship or work experience in the sales field· Excellent written communication",
    );
    const lines = splitJobLines(job.text);
    expect(lines.some((l) => l.isHeading && l.text === "RESPONSIBILITIES")).toBe(true);
    expect(lines.some((l) => l.isHeading && l.text === "REQUIREMENTS")).toBe(true);
    // The duties are read as duties, so with a requirements section they are preferred.
    expect(level(job, "Media buying")).toBe("preferred");
    expect(level(job, "Communication")).toBe("required");
  });

  it("reads the requirements after them, not as benefits", () => {
    const job = parseJob(POSTING);
    expect(job.minYears?.value).toBe(8);
    expect(job.education).toMatchObject({ value: "bachelor", level: "required" });
    expect(job.education?.fields?.names).toEqual(["Construction Management", "Engineering"]);
  });

  it("reads 'Your Background:' as the requirements and 'Prefer …' as a preference", () => {
    const job = parseJob(
      "Case Manager\n\nYour Job Summary: Manage a caseload of members. Your Background:  Current RN license.Prefer Bachelors of Science in Nursing (BSN).Utilization review experience.\n",
    );
    const background = splitJobLines(job.text).find((l) => l.text.startsWith("Prefer"));
    expect(background?.section).toBe("required");
    expect(job.education).toMatchObject({ value: "bachelor", level: "preferred" });
  });
});

describe("headings in the forms postings write them", () => {
  const POSTING = [
    "PRESCHOOL LEAD TEACHER",
    "Full-time, Monday–Friday, 8:00 AM – 4:30 PM",
    "",
    "ABOUT LITTLE ACORNS",
    "Little Acorns is a play-based early learning program with strong logistics partners.",
    "",
    "WHAT YOU'LL BRING (REQUIRED):",
    "- Associate's degree in Early Childhood Education",
    "- 2 years of preschool teaching experience",
    "",
    "NICE TO HAVE (PREFERRED):",
    "- Spanish language skills",
  ].join("\n");
  const job = parseJob(POSTING);

  it("reads 'About <firm>' as the company's blurb, left out", () => {
    const blurb = splitJobLines(POSTING).find((l) => l.text.startsWith("Little Acorns is"));
    expect(blurb?.ignored).toBe("company");
    expect(names(job)).not.toContain("Logistics");
  });

  it("takes the level from a bracket after the heading", () => {
    expect(level(job, "Spanish")).toBe("preferred");
    expect(job.education).toMatchObject({ value: "associate", level: "required" });
  });

  it("reads no skill from a time of day ('4:30 PM', 'AM, PM or overnight')", () => {
    expect(names(job)).not.toContain("Project management");
    const shifts = parseJob(
      "Front Desk Agent\n\nRequirements\n- Open to AM, PM or overnight shifts\n",
    );
    expect(names(shifts)).not.toContain("Project management");
  });

  it("cuts a heading glued between two run-on items", () => {
    const text =
      "What You Will Do• Process bi-weekly payroll for three states• Review timekeeping data and resolve exceptions with supervisors• Support audits and maintain compliance with state wage laws QualificationsAt least 3 years of payroll experience• Preferred CompetenciesWorks with HR on audits";
    const lines = splitJobLines(text);
    expect(lines.find((l) => l.text === "Qualifications")).toMatchObject({
      isHeading: true,
      section: "required",
    });
    expect(lines.find((l) => l.text.startsWith("At least 3 years"))?.section).toBe("required");
    expect(lines.find((l) => l.text.startsWith("Works with HR"))?.section).toBe("preferred");
  });

  it("reads a bonus heading that ends with an exclamation ('Icing on the cake!')", () => {
    const job = parseJob(
      "Senior Estimator\nWhat You Need for this Position- 10+ years of experience- Timberline OR Primavera software- Bachelor degree with comparable experienceIcing on the cake!- OSHA 10 or 30- ASPE or AACE certifications",
    );
    const osha = job.skills.find((s) => /OSHA/.test(s.name));
    expect(osha?.level).toBe("preferred");
    expect(names(job)).not.toContain("Icing on the cake");
    expect(job.skills.find((s) => /Primavera/.test(s.name))?.level).toBe("required");
  });
});

describe("credentials and levels written in Spanish or Portuguese", () => {
  const papers = (items: string[]) =>
    parseJob(
      `Architect\nRequirements\n${items.map((i) => `- ${i}`).join("\n")}`,
    ).certifications.map((c) => [c.value, c.level]);

  it("reads a paper named with its word first, by its body's initials or its own name", () => {
    // Read as no credential at all: near candidates without the matrícula stayed Strong.
    expect(
      papers([
        "Matrícula profesional vigente (al día) in the Consejo Profesional de Arquitectura y Urbanismo (CPAU)",
        "Matrícula de Abogado/a active before the Suprema Corte de Justicia (SCJ)",
        "Matrícula Nacional (MN) vigente issued by the Ministerio de Salud de la Nación",
        "Licencia de conducir profesional Clase A5 vigente (Ley 18.290)",
        "Tarjeta Profesional de Contador Público vigente and a clean record",
      ]),
    ).toEqual([
      ["CPAU registration", "required"],
      ["SCJ registration", "required"],
      ["Matrícula Nacional", "required"],
      ["Licencia de conducir profesional Clase A5", "required"],
      ["Tarjeta Profesional de Contador Público", "required"],
    ]);
    // The word alone names no paper: "a provincial matrícula alone does not allow practice".
    expect(papers(["A provincial matrícula alone does not allow practice"])).toEqual([]);
  });

  it("reads a register entered, a body's own initials in brackets and a Certificado de Idoneidad", () => {
    // None of these was read: near candidates without them stayed Strong.
    expect(
      papers([
        "Entry in the Dentists List (Zahnärzteliste) of the Austrian Dental Chamber before the start of employment",
        "Active membership of the TMMOB Chamber of Civil Engineers (İnşaat Mühendisleri Odası, İMO) in good standing",
        "Contador Público Autorizado with a current Certificado de Idoneidad issued by the Junta Técnica de Contabilidad",
      ]),
    ).toEqual([
      ["İMO membership", "required"],
      ["Certificado de Idoneidad", "required"],
      ["Austrian Dental Chamber registration", "required"],
    ]);
    // A register "in" a body's, named in its own language and alphabet; a paper issued by a body.
    expect(
      papers([
        "Registration in the Slovenská komora zubných lekárov (SKZL) – mandatory before starting work",
        "Registration in the register of the Bulgarian Veterinary Union (Български ветеринарен съюз, БВС) with your regional college",
        "Aviz de exercitare a profesiei issued by the Colegiul Național al Asistenților Sociali din România (CNASR), with valid annual visa",
      ]),
    ).toEqual([
      ["SKZL registration", "required"],
      ["БВС registration", "required"],
      ["CNASR registration", "required"],
    ]);
    // Not the body of a credential read on its own, which résumés name without it.
    expect(
      papers([
        "CPR certificate issued by the American Heart Association (AHA)",
        "Category C+E licence issued by the Driver and Vehicle Licensing Agency (DVLA)",
        "Electrical Installation Licence Class A issued by the Energy and Water Utilities Regulatory Authority (EWURA)",
      ]).map(([value]) => value),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:AHA|DVLA|EWURA) /)]));
    // A place's licence of a kind of work in small letters (not read before).
    expect(
      papers([
        "Current Fiji electrical wiring licence (wiring person's licence) issued under the Electricity Regulations 2019",
        "Valid United Kingdom driving licence",
        "EASA Part-66 Aircraft Maintenance Licence category B1.1 issued by Samgöngustofa",
      ]).map(([value]) => value),
    ).toEqual(["Fiji electrical wiring licence", "EASA Part-66 Aircraft Maintenance Licence"]);
    // A name's first letter in another alphabet is part of it: not "MO Serbest …".
    expect(papers(["İMO Serbest Müşavir Mühendis (SMM) certificate"])).toEqual([
      ["İMO Serbest Müşavir Mühendis (SMM) certificate", "required"],
    ]);
  });

  it("takes the level from a bracket in Spanish after the heading", () => {
    expect(classifyHeading("Required Qualifications (excluyentes)")).toBe("required");
    expect(classifyHeading("Qualifications (deseables)")).toBe("preferred");
    expect(classifyHeading("Requirements (no excluyentes)")).toBe("preferred");
  });
});

describe("a paper a licence needs", () => {
  it("reads no licence a certificate asked is for", () => {
    const job = parseJob(
      "Truck Driver\nRequirements\n- Category C driving licence\n- You must hold a valid medical and psychological fitness certificate for Group 2 licences\n",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("Group 2 licence");
  });
});

describe("product names written in camel case", () => {
  it("keeps a camel-case name the run-on posting writes twice, and ends the title before it", () => {
    const job = parseJob(
      "Landscape Crew Leader GreenScape Outdoor Services - Raleigh, NC $22-$27/hr DOE About Us:GreenScape Outdoor Services has been keeping properties beautiful since 2006.Responsibilities:• Lead a crew of 3-5 landscape technicians• Operate zero-turn mowers",
    );
    expect(job.title?.value).toBe("Landscape Crew Leader");
    expect(splitJobLines(job.text).some((l) => /^Scape\b/.test(l.text))).toBe(false);
  });

  it("are not cut after a preposition in run-on text", () => {
    const text = `Qualifications:At least two years of utilization review experience• Knowledge of InterQual/Milliman criteria for medical necessity• Experience with BlackLine reconciliations in a month-end close• Strong written communication`;
    const texts = splitJobLines(text).map((l) => l.text);
    expect(texts).toContain("• Knowledge of InterQual/Milliman criteria for medical necessity");
    expect(texts).toContain("• Experience with BlackLine reconciliations in a month-end close");
  });

  it("are not cut in run-on text when a bracket, slash or comma closes the name", () => {
    const text = `Preferred:•Experience with automated counting machines (e.g., Parata or ScriptPro) Benefits:•Medical•Working knowledge of HydroCAD, Bentley PondPack/StormCAD or HEC-HMS/HEC-RAS•Manage InventoryCreate schedules`;
    const texts = splitJobLines(text).map((l) => l.text);
    expect(texts.some((t) => /\(e\.g\., Parata or ScriptPro\)/.test(t))).toBe(true);
    expect(texts.some((t) => /Bentley PondPack\/StormCAD/.test(t))).toBe(true);
    const cert = splitJobLines(
      `${text}•Certified Payroll Professional (CPP) from PayrollOrg•Experience with union contracts`,
    ).map((l) => l.text);
    expect(cert.some((t) => /from PayrollOrg$/.test(t))).toBe(true);
    // A glued item that goes on in words is still cut.
    expect(texts.some((t) => /^Create schedules/.test(t))).toBe(true);
  });

  it("are not cut inside a name of three humps in run-on text", () => {
    const text = `Requirements·Minimum three (3) years of pipeline welding experience on cross-country pipelines·Current Operator Qualification (OQ) for welding-related covered tasks through Veriforce, EnergyWorldNet or NCCER, or ability to obtain within 30 days of hire·Valid driver's license`;
    const texts = splitJobLines(text).map((l) => l.text);
    expect(texts.some((t) => /Veriforce, EnergyWorldNet or NCCER/.test(t))).toBe(true);
  });

  it("are not cut as glued words in a posting of many lines", () => {
    const job = parseJob(
      "HVAC Technician\n\nPreferred\n- Experience with ServiceTitan\n- A TMS such as MercuryGate\n",
    );
    const names = job.skills.map((s) => s.name).join(" | ");
    expect(names).toContain("ServiceTitan");
    expect(names).not.toMatch(/(^|\| )(Service|Titan|Gate)( \||$)/);
  });
});

describe("hedges stay local (cause 2)", () => {
  it("keeps 'Familiarity with' to its own list item", () => {
    const job = parseJob(
      "Data Analyst• Strong SQL skills• Familiarity with Tableau• Python scripting for reports",
    );
    expect(level(job, "SQL")).toBe("required");
    expect(level(job, "Tableau")).toBe("preferred");
    expect(level(job, "Python")).toBe("required");
  });

  it("reads a parenthesis with the 'a plus' after it", () => {
    const job = parseJob(
      "Requirements\n- Two years of retail banking\n- Bilingual (Spanish) capabilities a plus\n- Cash handling",
    );
    expect(level(job, "Spanish")).toBe("preferred");
    expect(level(job, "Cash handling")).toBe("required");
  });

  it("reads a sentence that asks at two levels clause by clause", () => {
    const job = parseJob(
      "Bookkeeper\nYou must know QuickBooks, Payroll software, and Salesforce is a plus.\nSAP preferred, but Microsoft Excel is required.",
    );
    expect(level(job, "QuickBooks")).toBe("required");
    expect(level(job, "Payroll software")).toBe("required");
    expect(level(job, "Salesforce")).toBe("preferred");
    expect(level(job, "SAP")).toBe("preferred");
    expect(level(job, "Microsoft Excel")).toBe("required");
  });

  it("still lets a parenthesis with its own level speak for itself", () => {
    const job = parseJob("Requirements\n- Payroll software (QuickBooks preferred)");
    expect(level(job, "Payroll software")).toBe("required");
    expect(level(job, "QuickBooks")).toBe("preferred");
  });

  it("reads what the hire 'may possess' and what 'is an asset' as preferred", () => {
    const job = parseJob(
      "Requirements\n- Two years of warehouse work\n- May possess CDL license and other certifications\n- Forklift operation\n- Spanish is an asset\n- Knowledge of QuickBooks would be an asset\n- Asset management experience\n- You may have to lift 50 pounds in Microsoft Excel reports",
    );
    expect(level(job, "Commercial driver's license")).toBe("preferred");
    expect(level(job, "Spanish")).toBe("preferred");
    expect(level(job, "QuickBooks")).toBe("preferred");
    expect(level(job, "Forklift operation")).toBe("required");
    expect(level(job, "Asset management")).toBe("required");
    expect(level(job, "Microsoft Excel")).toBe("required");
  });

  it("keeps 'a plus' in one sentence of a run-on paragraph to that sentence", () => {
    const job = parseJob(
      "You will reconcile accounts in QuickBooks daily.Experience with Salesforce is a plus.You will run payroll every two weeks.",
    );
    expect(level(job, "QuickBooks")).toBe("required");
    expect(level(job, "Salesforce")).toBe("preferred");
    expect(level(job, "Payroll")).toBe("required");
  });
});

describe("duties on the legal side of the work", () => {
  it("are the job, while the employer's own legal statement is still left out", () => {
    const job = parseJob(
      "HR Generalist\n\nResponsibilities\n- Conduct new hire onboarding, I-9 verification and E-Verify\n- Help prepare EEO-1 and other compliance reports\n\nWe are an Equal Opportunity Employer. We participate in E-Verify.\n",
    );
    expect(job.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(["E-Verify", "Compliance"]),
    );
    expect(job.ignored.map((i) => i.reason)).toEqual(["legal"]);
    expect(job.ignored[0]!.span.text).toMatch(/^We are an Equal Opportunity Employer/);
  });

  it("are the job when numbered and said of the hire, on the benefits side too", () => {
    const job = parseJob(
      "HR Generalist\n\nEssential Functions:\n1. Conducts new hire orientation, I-9 verification and E-Verify.\n2. Administers benefits enrollment and answers questions about medical, dental and 401(k) plans.\n3. Performs other duties as assigned.\n\nWe offer medical, dental and a 401(k) match.\n",
    );
    // Both duties were left out, as legal text and as the employer's perks.
    expect(job.ignored.map((i) => i.span.text)).toEqual([
      "3. Performs other duties as assigned.",
      "We offer medical, dental and a 401(k) match.",
    ]);
    expect(job.skills.map((s) => s.name)).toContain("E-Verify");
  });
});

describe("boilerplate is left out and shown (cause 3)", () => {
  const text = [
    "Bookkeeper",
    "About Us",
    "Harbor Staffing is a leading staffing agency known for customer service and recruiting.",
    "Requirements",
    "- Three years of bookkeeping with QuickBooks",
    "- Payroll for 50+ employees",
    "What We Offer",
    "- Tuition reimbursement for project management courses",
    "- Competitive salary and 401(k)",
    "“I started here as a clerk and now run the office,” says one of our account managers.",
    "We do not accept unsolicited resumes from recruitment agencies.",
    "Harbor Staffing is an Equal Opportunity Employer; all qualified applicants receive consideration without regard to race or religion.",
    "To apply, email your resume to careers@harbor.example.",
  ].join("\n");
  const job = parseJob(text);

  it("reads a diversity pledge as legal text, not as a skill asked", () => {
    const pledge = parseJob(
      "Requirements\n- Sales experience\n- Acme is committed to Diversity and Inclusion. We encourage diverse candidates to apply.",
    );
    expect(names(pledge)).toContain("Sales");
    expect(names(pledge)).not.toContain("Cultural awareness");
  });

  it("reads a blurb that names only the role it seeks as the blurb", () => {
    const job = parseJob(
      "Staff Accountant\n\nWe are a fast-growing manufacturing company seeking a Staff Accountant to join our finance team.\n\nRequirements\n- Month-end close and reconciliations\n- Excel",
    );
    // "Manufacturing" was a skill of the hire, read from what the employer makes.
    expect(names(job)).not.toContain("Manufacturing");
    expect(job.ignored.map((i) => i.reason)).toEqual(["company"]);
    const cook = parseJob(
      "Line Cook\n\nJoin the team at Harvest Table, a farm-to-table restaurant in Austin!\n\nRequirements\n- 2+ years of line cook experience\n- Knife skills",
    );
    expect(cook.ignored.map((i) => i.reason)).toEqual(["company"]);
    // A blurb that says what it seeks of the hire stays a requirement.
    const estimator = parseJob(
      "Estimator\n\nWe are a leading contractor seeking an estimator with 5 years of experience in Bluebeam.",
    );
    expect(names(estimator)).toContain("Bluebeam");
    expect(estimator.ignored).toEqual([]);
  });

  it("reads a hospital's, a school district's or a practice's blurb as the blurb", () => {
    const job = parseJob(
      "Registered Nurse\n\nSt. Mary's Regional Medical Center is a 300-bed acute care hospital and a Magnet-designated facility.\n\nRequirements\n- Current RN license\n- One year of acute care experience",
    );
    // Only a company, firm, agency … was an employer introducing itself.
    expect(job.ignored.map((i) => i.reason)).toEqual(["company"]);
    const district = parseJob(
      "Math Teacher\n\nLincoln Unified School District is a K-12 school district serving 20,000 students.\n\nQualifications\n- Teaching credential",
    );
    expect(district.ignored.map((i) => i.reason)).toEqual(["company"]);
  });

  it("takes no skill from the employer's own name", () => {
    const job = parseJob(
      "Dental Assistant\n\nBright Smiles Family Dentistry is looking for a friendly Dental Assistant to join our practice!\n\nRequirements\n- Chairside assisting\n- Dentrix",
    );
    // "Dentistry" was a skill of the hire, read from the practice's name.
    expect(names(job)).not.toContain("Dentistry");
    expect(names(job)).toContain("Dental practice management software");
  });

  it("reads what the company's product does as its blurb", () => {
    const job = parseJob(
      "Sales Development Representative\n\nAcme builds developer tools.Their flagship product, JRebel, is helping tens of thousands of Java developers in 100 countries.Requirements- Cold calling- CRM experience",
    );
    expect(names(job)).not.toContain("Java");
    expect(job.ignored.map((i) => i.reason)).toContain("company");
  });

  it("reads the industries of the customers as the market, not as skills asked", () => {
    const job = parseJob(
      "Requirements\n- Calls on potential customers in industries such as food processing, logistics, healthcare and manufacturing\n- Experience in manufacturing sales",
    );
    expect(names(job)).not.toContain("Logistics");
    // Named as the candidate's own experience, it is asked.
    expect(names(job)).toContain("Manufacturing");
  });

  it("reads the teams the hire works with as colleagues, not as skills asked", () => {
    const job = parseJob(
      "Software Engineer\n\nResponsibilities\n- Collaborate with product, design and sales teams to ship features\n- Partner with Finance and HR on headcount planning\n- Run sales and marketing campaigns with customers\n\nRequirements\n- 3+ years of Python",
    );
    expect(names(job)).not.toContain("Human resources");
    expect(names(job)).not.toContain("Finance");
    // The work itself still asks for them.
    expect(names(job)).toEqual(expect.arrayContaining(["Sales", "Marketing", "Python"]));
  });

  it("keeps skills named only in boilerplate out of the requirements", () => {
    expect(names(job)).toEqual(expect.arrayContaining(["QuickBooks", "Payroll"]));
    expect(names(job)).not.toContain("Customer service");
    expect(names(job)).not.toContain("Recruiting");
    expect(names(job)).not.toContain("Project management");
  });

  it("returns what it left out, by reason, with exact spans", () => {
    expect(reasons(job)).toEqual(["application", "benefits", "company", "legal"]);
    for (const i of job.ignored) expect(text.slice(i.span.start, i.span.end)).toBe(i.span.text);
    const legal = job.ignored.filter((i) => i.reason === "legal").map((i) => i.span.text);
    expect(legal.join(" ")).toMatch(/unsolicited resumes/);
    expect(legal.join(" ")).toMatch(/Equal Opportunity/);
    const company = job.ignored.filter((i) => i.reason === "company").map((i) => i.span.text);
    expect(company.join(" ")).toMatch(/says one of our account managers/);
  });

  it("recognises boilerplate sentences without headings in run-on text", () => {
    const run =
      "We are a family-owned bakery serving the valley since 1982.Requirements:Two years of commercial baking experience• ServSafe certification• Food safety knowledgeWe offer competitive pay and paid time off.Please send your resume to jobs@bakery.example.";
    const j = parseJob(run);
    expect(reasons(j)).toEqual(["application", "benefits", "company"]);
    expect(names(j)).toContain("Food safety");
  });

  it("recognises the disclaimers that close a job description", () => {
    const text = [
      "Requirements",
      "- Two years of HVAC service experience",
      "- EPA 608 certification",
      "- Other duties as assigned by the service manager.",
      "This description is not intended to be an exhaustive list of all duties and skills.",
      "The company reserves the right to change duties at any time.",
      "Blue Ridge Heating is one of the region's leading HVAC contractors.",
    ].join("\n");
    const j = parseJob(text);
    expect(j.ignored.map((i) => [i.reason, i.span.text])).toEqual([
      [
        "legal",
        "- Other duties as assigned by the service manager.\nThis description is not intended to be an exhaustive list of all duties and skills.\nThe company reserves the right to change duties at any time.",
      ],
      ["company", "Blue Ridge Heating is one of the region's leading HVAC contractors."],
    ]);
    expect(j.minYears?.value).toBe(2);
  });

  it("keeps a blurb that also asks for something", () => {
    const j = parseJob(
      "Coastal Clinic is a leading provider of urgent care seeking a nurse with ACLS certification.",
    );
    expect(j.ignored).toEqual([]);
    expect(j.certifications.map((c) => c.value)).toContain("ACLS");
  });

  it("leaves years in benefits text out of the experience asked for", () => {
    const j = parseJob(
      "Requirements\n- Payroll experience\nBenefits\n- 401(k) match after 5 years of service",
    );
    expect(j.minYears).toBeUndefined();
  });
});

describe("personal traits and search keywords are not requirements (cause 3)", () => {
  const POSTING =
    "# Marketing Coordinator\n\nResponsibilities:Plan trade shows and product launches.Core Competencies:These are personal traits that will best help the associate to perform the job.Integrity- Job requires being honest and ethical.Leadership- Job requires a willingness to lead and take charge.Social Orientation- Job requires preferring to work with others.Qualifications:Two years of experience in market research.Knowledge of Salesforce.Key Words: Marketing Associate, Brand Strategy, Event Planning, Customer Service Representative, Advertising";

  it("reads a section of personal traits as wished for, with no key-term requirement", () => {
    const job = parseJob(POSTING);
    expect(level(job, "Leadership")).toBe("preferred");
    expect(names(job).some((n) => /honest|Integrity|Social Orientation/i.test(n))).toBe(false);
    expect(level(job, "Market research")).toBe("required");
    expect(level(job, "Salesforce")).toBe("required");
  });

  it("leaves a job board's 'Key Words:' list out, shown as ignored", () => {
    const job = parseJob(POSTING);
    for (const skill of ["Event planning", "Customer service", "Advertising", "Brand management"])
      expect(names(job)).not.toContain(skill);
    const keywords = job.ignored.find((i) => /Key Words/.test(i.span.text));
    expect(keywords?.reason).toBe("other");
  });
});

describe("work styles outside a traits section are not key terms (cause 3)", () => {
  const POSTING = [
    "# Account Executive",
    "Requirements:",
    "- Ability to perform well in a highly dynamic, rapidly changing environment",
    "- Strive for personal development while focusing on team dynamics",
    "- Ownership, bias for action and willingness to roll up your sleeves",
    "- Active listener and effective communicator",
    "- Able to understand and follow specific instructions",
    "- Verifying subcontractor pricing",
    "- Experience with gas turbine overhauls",
  ].join("\n");

  it("asks no key term of a sentence about pace, drive or manner", () => {
    const terms = parseJob(POSTING)
      .skills.filter((s) => s.id.startsWith("term:"))
      .map((s) => s.name);
    expect(terms).toEqual(["Verifying subcontractor pricing", "gas turbine overhauls"]);
  });
});

describe("what a sentence mentions in passing is not asked for (cause 3)", () => {
  it("reads 'a Business, Marketing or Sales focused degree' as fields of study", () => {
    const job = parseJob(
      "Requirements:\n- Two years of sales experience\n- Business, Marketing or Sales focused degree and/or coursework",
    );
    expect(level(job, "Sales")).toBe("required");
    expect(names(job)).not.toContain("Marketing");
  });

  it("does not ask for an activity named only in a 'when …ing' clause", () => {
    const job = parseJob(
      "Requirements:\n- Merchandising experience\n- The use of proper safety practices when handling the products and/or cooking is essential.",
    );
    expect(names(job)).not.toContain("Cooking");
  });

  it("does not read 'required documentation' as technical writing", () => {
    const job = parseJob(
      "Requirements:\n- Maintaining all required documentation as prescribed in policies\n- Technical documentation of aircraft systems",
    );
    expect(names(job).filter((n) => n === "Technical writing")).toHaveLength(1);
    expect(job.skills.find((s) => s.name === "Technical writing")?.span.text).toMatch(
      /Technical documentation/,
    );
  });
});

describe("negation (cause 6)", () => {
  it("does not ask for skills a posting excludes", () => {
    const job = parseJob(
      "Requirements\n- Windows Server administration, minus Linux, Unix\n- Networking (excluding network security)",
    );
    expect(names(job)).toContain("Windows Server");
    expect(names(job)).not.toContain("Linux");
    expect(names(job)).not.toContain("Unix");
    expect(names(job)).not.toContain("Network security");
  });

  it("does not ask for what is 'not required' or 'not needed'", () => {
    const job = parseJob(
      "Requirements\n- Customer service experience\n- Spanish not required\n- No CDL needed",
    );
    expect(names(job)).toContain("Customer service");
    expect(names(job)).not.toContain("Spanish");
    expect(job.certifications.map((c) => c.value)).not.toContain("CDL");
  });

  it("does not require a credential the hire may 'hold or be able to obtain'", () => {
    const job = parseJob(
      "Flight Attendant\nRequired:\n- 1+ year of customer service experience\n- Must hold or be able to obtain an FAA Certificate of Demonstrated Proficiency upon completion of our training program",
    );
    expect(level(job, "Customer service")).toBe("required");
    expect(job.skills.filter((s) => s.level === "required").map((s) => s.name)).toEqual([
      "Customer service",
    ]);
  });

  it("reads a heading glued before the bullet it opens in a run-on paste", () => {
    const job = parseJob(
      "Pharmacy Technician Required Qualifications• 2+ years as a pharmacy technician• Strong attention to detail and math skills Preferred Qualifications• Immunization technician training• Bilingual English/Spanish",
    );
    expect(job.title?.value).toBe("Pharmacy Technician");
    expect(level(job, "Attention to detail")).toBe("required");
    expect(level(job, "Immunization")).toBe("preferred");
    expect(level(job, "Spanish")).toBe("preferred");
  });

  it("reads a credential's word after a name as its name, and a heading glued to initials", () => {
    const job = parseJob(
      "Landscape Architect\nRequired Qualifications:•Portfolio of design work.Preferred Qualifications:•CLARB Certification•ISA Certified Arborist•Experience with Siemens Biograph Vision PET/CTBenefits:•Employer match and a pension•Paid holidays",
    );
    // "Certification" ends the name "CLARB Certification", no heading: what follows stays preferred.
    expect(level(job, "Certified arborist")).toBe("preferred");
    // "Benefits:" glued to "PET/CT" heads the benefits, which ask for nothing.
    expect(job.skills.map((s) => s.name).join(" ")).not.toMatch(/pension/i);
    // A sentence ending in initials or a bracket, glued to a heading: "EHR.Preferred
    // Qualifications:", "(PAOS).Compensation & Benefits:".
    const glued = parseJob(
      "Physician Assistant\nRequired Qualifications:•BLS certification•Proficiency with the Epic EHR.Preferred Qualifications:•ACLS certification•Membership in PAOS (Physician Assistants in Orthopaedic Surgery).Compensation & Benefits:•Employer match and a pension",
    );
    expect(level(glued, "Basic Life Support")).toBe("required");
    expect(level(glued, "ACLS")).toBe("preferred");
    expect(glued.skills.map((s) => s.name).join(" ")).not.toMatch(/pension|Compensation/i);
    const desirable = parseJob(
      "Police Officer\nMinimum Qualifications:•Two years of patrol.Desirable Qualifications:•Crisis Intervention Team (CIT) training",
    );
    expect(level(desirable, "Crisis intervention")).toBe("preferred");
  });

  it("reads a licence named by its role, and the credential before 'or' another of its kind", () => {
    const job = parseJob(
      "Landscape Architect\nRequirements\n- Current license as a Landscape Architect in Oregon\n- POST Intermediate or Advanced Certificate\n- Valid Colorado Initial or Professional Teacher License, or eligibility for a Colorado license\n",
    );
    const certs = Object.fromEntries(job.certifications.map((c) => [c.value, c.level]));
    expect(certs["Landscape Architect license"]).toBe("required");
    expect(certs["POST Intermediate Certificate"]).toBe("required");
    expect(certs["Advanced Certificate"]).toBe("required");
    // As firmly as the one beside it: eligibility will do for either.
    expect(certs["Colorado Initial License"]).toBe("preferred");
    expect(certs["Professional Teacher License"]).toBe("preferred");
  });

  it("asks nothing of a body's name, a supervisor's initials, a body's stamp or another set in '(or …)'", () => {
    const job = parseJob(
      "Registered Behavior Technician\nRequirements:\n- Provide 1:1 ABA therapy under the supervision of a Board Certified Behavior Analyst (BCBA)\n- RBT credential in good standing with the Behavior Analyst Certification Board (BACB)\n- Enrolled in a BCBA-verified course sequence\n- Active FINRA Series 7 and Series 66 licenses (or Series 63 and 65)\n- CPR (or BLS) certification\n",
    );
    expect(job.certifications.map((c) => c.value).join(" ")).not.toMatch(/Behavior Analyst/);
    expect(names(job)).not.toContain("Board Certified Behavior Analyst");
    expect(names(job)).toEqual(
      expect.arrayContaining(["Series 7", "Series 66", "CPR or Basic Life Support"]),
    );
    expect(names(job)).not.toContain("Series 63");
    // The initials after a long name given to someone else.
    const reports = parseJob(
      "Behavior Technician\nRequirements:\n- Reports to the Board Certified Behavior Analyst (BCBA)\n",
    );
    expect(names(reports)).not.toContain("Board Certified Behavior Analyst");
  });

  it("keeps a credential required before a dash that accepts another ('– … will also be considered')", () => {
    const job = parseJob(
      "Radon Mitigation Specialist\nMust Have:\n- Current NRPP (AARST National Radon Proficiency Program) Residential Mitigation Provider certification – NRSB Radon Mitigation Specialist certification will also be considered\n- Must hold a current BPI Building Analyst Professional certification – BPI Energy Auditor also accepted\n",
    );
    const level = (name: RegExp) => job.certifications.find((c) => name.test(c.value))?.level;
    expect(level(/Residential Mitigation Provider/)).toBe("required");
    expect(level(/Building Analyst Professional/)).toBe("required");
    expect(level(/NRSB/)).toBe("preferred");
  });

  it("reads a chartered member's initials spelled after the adjective: 'Chartered Member of the Royal Institution of Chartered Surveyors (MRICS)'", () => {
    const job = parseJob(
      "Quantity Surveyor\nEssential Criteria:\n- Chartered Member of the Royal Institution of Chartered Surveyors (MRICS) – essential\n",
    );
    expect(job.certifications.map((c) => c.value)).toContain("MRICS");
  });

  it("reads 'up to 10 years of outside experience credited' as a cap of the pay scale, not years asked", () => {
    const job = parseJob(
      "Elementary School Teacher\nRequirements:\n- Two (2) years of classroom teaching experience\n- Experience with MTSS, PBIS and co-teachingSalary & BenefitsSalary placement on the licensed salary schedule: $51,200 (BA, Step 1) to $92,400 (MA+60, Step 20); up to 10 years of outside experience credited\n",
    );
    expect(job.minYears?.value).toBe(2);
  });

  it("reads 'as required by law' in a duty as what the work calls for, not a requirement", () => {
    const job = parseJob(
      "Social Worker\nResponsibilities:\n- Report suspected abuse to law enforcement as required by law\n- Must hold a CDL\nRequirements:\n- Crisis intervention\n",
    );
    expect(level(job, "Law enforcement")).toBe("preferred");
    expect(level(job, "Commercial driver's license")).toBe("required");
  });

  it("reads a background and credit check as a condition of the job", () => {
    const job = parseJob(
      "Insurance Agent\nRequirements:\n- Clean background and credit check required\n- Must pass a criminal history check\n",
    );
    expect(job.skills.map((s) => s.name).join(" ")).not.toMatch(/credit|background|criminal/i);
  });

  it("does not ask for a credential it says it does not accept", () => {
    const job = parseJob(
      "Pharmacy Technician\nRequired Qualifications\n- Active Washington Pharmacy Technician license (Pharmacy Assistant license not accepted)\n- Certified Surgical Technologist (CST) through the NBSTSA; a Surgical Assistant certificate does not qualify",
    );
    const certifications = job.certifications.map((c) => c.value);
    expect(certifications).toContain("Active Washington Pharmacy Technician license");
    expect(certifications).not.toContain("Pharmacy Assistant license");
    expect(certifications.join(" ")).not.toMatch(/surgical assistant/i);
    // A credential named in full, without "certification" or "license", is still asked for.
    expect(names(job)).toContain("Certified Surgical Technologist");
  });

  it("reads the role of years up to the next figure, and roles offered in each other's place", () => {
    const job = parseJob(
      "Fire Captain\nMinimum Qualifications\n- Eight (8) years of paid, full-time structural firefighting experience with a municipal fire department, including at least two (2) years as a Lieutenant, Captain or equivalent company officer\n- 15+ years of finance experience, including a minimum of 5 years as CFO, VP of Finance or Division CFO\n",
    );
    expect(job.experienceRequirements.map((r) => [r.value, r.title])).toEqual([
      [8, undefined],
      [2, "Lieutenant/Captain"],
      [15, undefined],
      [5, "CFO/VP of Finance/Division CFO"],
    ]);
  });

  it("reads a credential's initials after its body's ('ACSM-CEP'), and not the body's first words as another", () => {
    const job = parseJob(
      "Clinical Exercise Physiologist\nRequired Qualifications\n- Must possess current ACSM Certified Clinical Exercise Physiologist (ACSM-CEP) certification\n- NASM Certified Personal Trainer (NASM-CPT) or ACE Certified Personal Trainer (ACE-CPT) a plus\n- Current, unencumbered registered nurse license to practice in Texas\n",
    );
    const certifications = job.certifications.map((c) => c.value);
    expect(certifications).toContain("ACSM-CEP");
    // A name the taxonomy knows is read by the skills.
    expect(certifications).not.toContain("ACE-CPT");
    // A licence to practise in a place names no field.
    expect(certifications).not.toContain("In license");
    expect(job.skills.filter((s) => s.level === "required").map((s) => s.name)).not.toContain(
      "Personal trainer certification",
    );
  });

  it("reads a credential whose name starts before 'Certified' by its initials ('PCNSE', 'TCRN')", () => {
    const job = parseJob(
      "Network Security Engineer\nRequired Qualifications·Palo Alto Networks Certified Network Security Engineer (PCNSE) – must be current at time of hire·Five (5) or more years of network security engineering experience\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([["PCNSE", "required"]]);
    const tcrn = parseJob(
      "Trauma Program Manager\nRequired Qualifications·Trauma Certified Registered Nurse (TCRN) from the Board of Certification for Emergency Nursing (BCEN) – required\n",
    );
    expect(tcrn.certifications.map((c) => c.value)).toContain("TCRN");
    // Not any word before: the first letter must start the words right before the name.
    expect(
      parseJob(
        "Engineer\nRequired Qualifications\n- Passion for Certified Network Security Engineer (PCNSE) work\n",
      ).certifications.map((c) => c.value),
    ).not.toContain("PCNSE");
  });

  it("reads a credential the taxonomy does not know by its initials before the kind of paper ('(CSPT) certification')", () => {
    const job = parseJob(
      "Pharmacy Technician\nRequired Qualifications·PTCB Compounded Sterile Preparation Technician (CSPT) certification – required·Must possess a current National Advocate Credentialing Program (NACP) credential\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["CSPT", "required"],
      ["NACP", "required"],
    ]);
  });

  it("reads initials the taxonomy knows for another credential as this one ('Loss Prevention Certified (LPC)')", () => {
    const job = parseJob(
      "Loss Prevention Investigator\nMinimum Qualifications·Loss Prevention Certified (LPC) credential from the Loss Prevention Foundation required\n",
    );
    // Not the Licensed Professional Counselor the taxonomy knows by "LPC", nor lost.
    expect(job.certifications.map((c) => c.value)).toEqual(["LPC"]);
    expect(names(job)).not.toContain("Licensed Professional Counselor");
  });

  it("reads no credential from a body that accredits the school ('APA- or CPA-accredited program')", () => {
    const job = parseJob(
      "Licensed Clinical Psychologist\nRequired Qualifications·Doctoral degree (PsyD or PhD) in Clinical Psychology from an APA- or CPA-accredited program·CPA license required for the controller role\n",
    );
    expect(job.certifications.map((c) => [c.value, c.span.start])).toEqual([
      ["CPA", job.text.indexOf("CPA license")],
    ]);
  });

  it("reads a vendor's credential with its level after a dash, and a body spelled in brackets as no credential", () => {
    const job = parseJob(
      "Head Rigger\nRequired Qualifications·Current ETCP Certified Rigger – Arena credential (Entertainment Technician Certification Program, administered by ESTA) is required·AWS Certified Solutions Architect – Professional required·Current Workday HCM certification (Workday Certified – Human Capital Management / Core HCM)\nPreferred Qualifications·Certified Cicerone® (Cicerone Certification Program) – highly desirable\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["Current Workday HCM certification", "required"],
      ["Certified Cicerone", "preferred"],
      ["ETCP Certified Rigger – Arena", "required"],
      ["AWS Certified Solutions Architect – Professional", "required"],
    ]);
  });

  it("reads a permit, and a numbered credential with its words in brackets, but no skill's initials", () => {
    const job = parseJob(
      "Dental Hygienist\nRequirements·Pennsylvania Local Anesthesia Permit for dental hygienists – REQUIRED at time of hire·Current ASSE 6010 (Medical Gas Systems Installer) certification – required·FCIP (Fellow Chartered Insurance Professional) or CRM (Canadian Risk Management) designation\n",
    );
    const certifications = job.certifications.map((c) => c.value);
    expect(certifications).toContain("Pennsylvania Local Anesthesia Permit");
    expect(certifications).toContain("Current ASSE 6010 certification");
    // "CRM" is a skill's name too: every resume naming CRM software would hold it.
    expect(certifications.join(" ")).not.toMatch(/CRM/);
  });

  it("reads a credential named 'Certification in …' with its initials", () => {
    const job = parseJob(
      "IONM Technologist\nRequired Qualifications\n- Certification in Neurophysiologic Intraoperative Monitoring (CNIM) from ABRET is required\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([["CNIM", "required"]]);
  });

  it("does not ask for what it says alone does not meet the requirement", () => {
    const job = parseJob(
      "Reading Specialist\nRequired Qualifications\n- Must possess a valid Illinois Professional Educator License (PEL) with a Reading Specialist endorsement. A Reading Teacher endorsement alone does not meet this requirement\n- Minimum 2 years of RN experience in hospice; home health experience alone does not meet this requirement\n- 2 years of teller experience (retail cashier experience alone does not meet this requirement)\n",
    );
    const certifications = job.certifications.map((c) => c.value);
    expect(certifications).toContain("Reading Specialist endorsement");
    expect(certifications.join(" ")).not.toMatch(/Reading Teacher/);
    expect(names(job).join(" ")).not.toMatch(/endorsement alone|home health|retail/i);
  });

  it("reads no requirement from the line that opens a list ('To be considered you must have:')", () => {
    for (const opener of [
      "What we need from you:",
      "To be considered you must have:",
      "You must have all of the following to be considered:",
    ]) {
      const job = parseJob(
        `Staff Physician. Minimum Qualifications${opener}•ACLS certification•3 years of emergency medicine experience•Epic EHR`,
      );
      expect(job.skills.filter((s) => s.level === "required").map((s) => s.name)).toEqual([
        "ACLS",
        "Electronic health records",
      ]);
    }
  });

  it("reads what a candidate may be instead ('– OR be an Enrolled Agent, CPA or attorney') as no requirement of everyone", () => {
    const job = parseJob(
      "Seasonal Tax Preparer\nRequirements:\n• Registered with the California Tax Education Council (CTEC) as a CRTP in good standing with a current $5,000 tax preparer bond – OR be an Enrolled Agent, CPA or California attorney (CTEC-exempt)\n• Valid driver's license required",
    );
    expect(level(job, "Enrolled Agent")).toBe("preferred");
    expect(job.certifications.find((c) => c.value === "CPA")?.level).toBe("preferred");
    expect(level(job, "Driver's license")).toBe("required");
  });

  it("reads a body's stamp on a program ('POST-certified Field Training Program') as no one's credential", () => {
    const job = parseJob(
      "Police Officer\nRequirements:\n• Completion of a POST-certified Field Training Program and one year of patrol experience\n",
    );
    expect(names(job)).not.toContain("Peace officer certification");
    const officer = parseJob("Police Officer\nRequirements:\n• POST certified peace officer\n");
    expect(names(officer)).toContain("Peace officer certification");
  });

  it("reads 'Highly regarded:' and 'Preferred / Lateral Qualifications:' as headings of preferences", () => {
    const glazier = parseJob(
      "Commercial Glazier\nEssential:• High Risk Work Licence – Boom-type EWP (WP)Highly regarded:• Forklift licence (LF)• Experience with unitised curtain wall",
    );
    expect(glazier.certifications.find((c) => /Forklift/.test(c.value))?.level).toBe("preferred");
    expect(glazier.certifications.find((c) => /High Risk/.test(c.value))?.level).toBe("required");
    const fire = parseJob(
      "Firefighter/EMT\nMinimum Requirements:\n- Firefighter I certification\nPreferred / Lateral Qualifications:\n- Firefighter II certification\n",
    );
    expect(fire.certifications.map((c) => [c.value, c.level])).toEqual([
      ["Firefighter I certification", "required"],
      ["Firefighter II certification", "preferred"],
    ]);
  });

  it("reads 'Nice to have / Assets' glued to the text before it, and '– X an asset', as preferences", () => {
    const job = parseJob(
      "Certified Arborist\nRequirements•Current ISA Certified Arborist credential•Able to work outdoors in all weatherNice to have / Assets•ISA Tree Risk Assessment Qualification (TRAQ)•Utility arborist training – Certified Utility Arborist (CUA) an asset•BC Pesticide Applicator Certificate",
    );
    expect(names(job)).not.toContain("Nice");
    expect(level(job, "Certified arborist")).toBe("required");
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["CUA", "preferred"],
      ["BC Pesticide Applicator Certificate", "preferred"],
      // The body's credential asked by its name, as required as the skill.
      ["ISA Certified Arborist", "required"],
    ]);
  });

  it("keeps 'ASCP Board of Certification:' in its item, under the heading of preferences", () => {
    const job = parseJob(
      "Clinical Microbiologist\nRequired Qualifications•Current California Clinical Laboratory Scientist (CLS) license – Generalist, OR California Clinical Microbiologist Scientist license•2+ years of bench experiencePreferred Qualifications•ASCP Board of Certification: MLS(ASCP) or M(ASCP) is a plus•Experience in mycology",
    );
    expect(level(job, "MLS ASCP certification")).toBe("preferred");
    // After "and", a heading's own words still head it: no "Requirements" alone.
    const physical = splitJobLines(
      "Duties•Count cash drawersEnvironmental and Physical Requirements:• Operate a computer",
    );
    expect(physical.some((l) => l.isHeading && l.text === "Requirements:")).toBe(false);
    expect(job.certifications.map((c) => c.value)).toEqual([
      "California Clinical Laboratory Scientist (CLS) license",
      "California Clinical Microbiologist Scientist license",
    ]);
  });

  it("reads what is 'accepted in lieu', a branch 'or X with Y', and a skill 'or' a certification as alternatives", () => {
    const ekg = parseJob(
      "EKG Technician\nRequired Qualifications\u00b7Certified EKG Technician (CET) through the NHA; Certified Cardiographic Technician (CCT) through CCI accepted in lieu\u00b7Current BLS",
    );
    expect(ekg.certifications.find((c) => c.value === "CCT")?.level).toBe("preferred");
    const broker = parseJob(
      "Financial Advisor\nRequirements:\n- FINRA Series 7 and NASAA Series 66 registrations, or Series 7 with Series 63 and Series 65\n",
    );
    expect(level(broker, "Series 66")).toBe("required");
    expect(level(broker, "Series 63")).toBe("preferred");
    const auditor = parseJob(
      "Senior Auditor\nRequirements\n- Professional accounting qualification: Chartered Accountant (CA ANZ) or CPA (CPA Australia)\n",
    );
    const ca = auditor.skills.find((s) => s.name.startsWith("Chartered Accountant"))!;
    expect(ca.name).toBe("Chartered Accountant or CPA");
    expect(ca.level).toBe("required");
    expect(auditor.certifications.find((c) => c.value === "CPA")?.level).toBe("preferred");
  });

  it("keeps a capitalised compound whole ('TABC Seller-Server certification') while cutting glued items", () => {
    const job = parseJob(
      "Restaurant General Manager\nRequirements:•ServSafe Manager certification – current, required•TABC Seller-Server certification (or obtain within 30 days of hire)•5+ years managing full-service restaurants with Back-Office systems and Mid-Size teams",
    );
    expect(job.certifications.find((c) => /TABC/.test(c.value))).toMatchObject({
      value: "TABC Seller-Server certification",
      level: "preferred",
    });
    // "or willing to attend": a course the hire may take once hired.
    const electrician = parseJob(
      "Electrician\nRequirements:•Valid TESDA NC II•With DOLE 8-hour Mandatory Occupational Safety and Health Orientation certificate, or willing to attend•Three years",
    );
    expect(
      electrician.certifications.filter((c) => /Orientation/.test(c.value)).map((c) => c.level),
    ).not.toContain("required");
    // Glued items are still cut, capitalised or not.
    const closer = parseJob(
      "Closer\nRequirements:-Real Estate and bank closing experience-Strong computer skills-Working knowledge of TRID and Closing Disclosures-Experience in Real Estate Title issues",
    );
    expect(closer.skills.some((s) => /TRID/.test(s.name) && !/Experience/.test(s.name))).toBe(true);
  });

  it("reads 'Desirable (not required):', a lettered way to qualify ('OR C. A current CPA'), and a glued 'About Us'", () => {
    const irs = parseJob(
      "Internal Revenue Agent\nBasic Requirements: A. A degree in accounting; OR B. A combination of education and experience; ORC. A current CPA certificate obtained through written examinationDesirable (not required):\u00b7IRS Enrolled Agent (EA) credential\u00b7Master of Taxation",
    );
    expect(irs.certifications.find((c) => c.value === "CPA")?.level).toBe("preferred");
    expect(level(irs, "Enrolled Agent")).toBe("preferred");
    const amt = parseJob(
      "Aircraft Maintenance Technician\nPay and benefits: relocation allowanceAbout UsMeridian Aero Services is an FAA-certificated Part 145 repair station (Air Agency Certificate M4ARX912).Requirements:\u2022 FAA Airframe and Powerplant certificate",
    );
    expect(amt.certifications.map((c) => c.value)).not.toContain("Air Agency Certificate");
  });

  it("does not ask for a credential turned away after a bracket ('CPC-A (apprentice) will not be considered')", () => {
    const job = parseJob(
      "Medical Coder II\nWhat you bring:\n• Active Certified Professional Coder (CPC) credential from AAPC – CPC-A (apprentice) will not be considered\n• 3+ years of professional fee coding",
    );
    expect(names(job)).toContain("Certified Professional Coder");
    expect(names(job)).not.toContain("Certified Professional Coder Apprentice");
  });

  it("does not ask for what applicants 'holding only' it are turned away for", () => {
    const job = parseJob(
      "Art Teacher\nRequirements\n\u2022 Illinois Professional Educator License with a Visual Arts endorsement \u2014 applicants holding only a substitute license or with an application pending will not be considered\n\u2022 Substitute teaching license accepted for long-term leave coverage\n",
    );
    expect(names(job)).toContain("Teaching license");
    const substitute = job.skills.filter((s) => s.name === "Substitute teaching license");
    // Turned away in the first item, asked for in the second, read from there.
    expect(substitute.map((s) => job.text.slice(s.span.start, s.span.end))).toEqual([
      "Substitute teaching license",
    ]);
  });

  it("does not ask for what the position 'does not have' or 'has no' part in", () => {
    const job = parseJob(
      "Requirements\n- Merchandising and customer service\n- This position does not have guidance or mentoring responsibilities for indirect reports\n- The role has no budgeting duties",
    );
    expect(names(job)).toContain("Customer service");
    expect(names(job)).not.toContain("Mentoring");
    expect(names(job)).not.toContain("Budgeting");
  });

  it("keeps a requirement that comes before a negated one", () => {
    const job = parseJob("Requirements\n- Python required, Java not required");
    expect(level(job, "Python")).toBe("required");
    expect(names(job)).not.toContain("Java");
  });

  it("does not credit a resume with a skill it says it lacks", () => {
    const found = (t: string) => extractSkills(t).map((m) => m.name);
    expect(found("No experience with Kubernetes; used Docker daily.")).toEqual(["Docker"]);
    expect(found("Not familiar with Salesforce or SAP.")).toEqual([]);
    expect(found("Led a team with no prior experience in Python to ship Django apps")).toEqual(
      expect.arrayContaining(["Django"]),
    );
    // An unrelated "no" does not negate.
    expect(found("Cut no-show rates using Salesforce reports")).toContain("Salesforce");
  });
});

describe("the posting's own title (cause 5)", () => {
  const title = (text: string) => parseJob(text).title;

  it("reads a markdown heading and keeps composite titles whole", () => {
    const text = "# Shipping - Receiving - and Inventory Clerk\n\nWe move parts.";
    expect(title(text)?.value).toBe("Shipping - Receiving - and Inventory Clerk");
    const t = title("# Customer Service Representative/Manager\n\nDuties:- Phones");
    expect(t?.value).toBe("Customer Service Representative/Manager");
  });

  it("reads a long first line's title, not the employer's name on the line after", () => {
    const text =
      "HVAC Commissioning Agent (CxA) – Senior Commissioning Authority, Healthcare & Mission CriticalMeridian Building Performance Group · Atlanta, GA (hybrid)Company OverviewMeridian Building Performance Group is an independent commissioning firm.";
    expect(title(text)?.value).toBe("HVAC Commissioning Agent");
    // The role's part up to its dash, not its first role noun alone.
    expect(
      title(
        "Harbor Tug Master (Master of Towing Vessels) – Ship Assist and Harbor TowingBayline Towing Company · Norfolk, VA · Full-timeAbout UsWe tow ships.",
      )?.value,
    ).toBe("Harbor Tug Master (Master of Towing Vessels)");
    // A seaman is a role: not the trade after the dash, whose plural ends like an agent's.
    expect(
      title(
        "Able Seaman (AB Unlimited) – U.S.-Flag Product TankersGulfstar Marine Transport, Inc. · Home Port: Houston, TX (vessels trade U.S. Gulf and Caribbean) · Rotational 60/60Job DescriptionWe carry fuel.",
      )?.value,
    ).toBe("Able Seaman");
  });

  it("reads a short first line ending in the employer's 'Inc.' as a title's line, not a sentence", () => {
    expect(
      title(
        "Senior HVAC Estimator \u2013 Commercial MechanicalGranite Peak Mechanical, Inc. \u00b7 Salt Lake City, UT (hybrid: 3 days in office) \u00b7 Full-time, salariedAbout Granite Peak MechanicalGranite Peak Mechanical is a commercial mechanical contractor.",
      )?.value,
    ).toBe("Senior HVAC Estimator");
  });

  it("does not end a title at the full stop of initials ('U.S. Pretrial Services Officer')", () => {
    expect(
      title(
        "U.S. Pretrial Services Officer\nUnited States District Court, District of Arizona\n\nAbout the Court\nWe serve.",
      )?.value,
    ).toBe("U.S. Pretrial Services Officer");
    expect(title("Sales MANAGER. The team grows.\n\nRequirements\n- Sales")?.value).toBe(
      "Sales MANAGER",
    );
  });

  it("reads a first line parted by dashes and bars to the role's part", () => {
    const pasted = (first: string) =>
      title(`${first} | Acme Transport Company | Kansas City, KS | Full-TimeAbout UsWe run trains.`)
        ?.value;
    // A trade's word in "-man", and a word naming a role only after another's.
    expect(pasted("Railway Carman – Car Inspector (Qualified Mechanical Inspector)")).toBe(
      "Railway Carman",
    );
    expect(pasted('Dredge Leverman – 30" Hydraulic Cutter Suction Dredge')).toBe("Dredge Leverman");
    expect(pasted("Tennis Teaching Professional – Camelback Vista Tennis Club")).toBe(
      "Tennis Teaching Professional",
    );
  });

  it("takes no heading, job type or school year for the title", () => {
    // "Position" cut off "Position Type:" heads no title, nor does it make the next heading one.
    expect(
      title(
        "Marine Diesel Engineer – QMED (Junior Engineer) – Offshore Supply Fleet | Gulf Meridian Marine Services, Inc. | Home Port: Houma, LA | Full-Time Mariner PositionCompany DescriptionGulf Meridian operates 34 vessels.",
      )?.value,
    ).toBe("Marine Diesel Engineer");
    expect(
      title(
        "High School Chemistry Teacher (2026-27, Second Semester Start)Shenandoah Ridge County Public Schools — Riverton High SchoolPosition Type: Teacher / Secondary Science · Full-time, 10-month contract · Start date: January 20, 2027Job DescriptionWe teach.",
      )?.value,
    ).toBe("High School Chemistry Teacher");
  });

  it("ends the title at its grade, before the employer's name", () => {
    expect(
      title(
        "GIS Analyst IICity of Ashbridge · Ashbridge, OR · Full-time · $68,000 – $84,000About the CityThe City of Ashbridge maps its parcels.",
      )?.value,
    ).toBe("GIS Analyst II");
    expect(
      title(
        "Mortgage Loan Processor II Summit Harbor Home Lending – Scottsdale, AZ (Hybrid) – Full-TimeWho We AreWe lend.",
      )?.value,
    ).toBe("Mortgage Loan Processor II");
  });

  it("reads a glued 'Position Title:' field up to the next field", () => {
    const text =
      "Position Title: Night Auditor/Front Desk RepresentativeReports To: Hotel ManagerLocation: Reno, NV";
    const t = title(text);
    expect(t?.value).toBe("Night Auditor/Front Desk Representative");
    expect(text.slice(t!.span.start, t!.span.end)).toBe(t!.value);
  });

  it("ends a title with its sentence", () => {
    expect(title("POSITION: BRANCH OPERATIONS MANAGER. The manager runs the branch.")?.value).toBe(
      "BRANCH OPERATIONS MANAGER",
    );
    expect(
      title("Our client is hiring a Branch MANAGER. The role covers two offices.")?.value,
    ).toBe("Branch MANAGER");
  });

  it("keeps the role part of a dash-joined page title", () => {
    expect(title("# Dental Hygienist - Immediate Start - Great Pay\n\nCleans teeth.")?.value).toBe(
      "Dental Hygienist",
    );
    expect(title("# Brightside Dental- Dental Hygienist\n\nCleans teeth.")?.value).toBe(
      "Dental Hygienist",
    );
    expect(title("# Wound Care Nurse - RN\n\nDresses wounds.")?.value).toBe(
      "Wound Care Nurse - RN",
    );
  });

  it("reads a pasted first line standing alone as the markdown heading would be read", () => {
    // What a recruiter pastes, or a reader gives back from a .md, .docx or .pdf: no "# ".
    const pairs = [
      ["Brightside Dental- Dental Hygienist", "Dental Hygienist"],
      ["Wound Care Nurse - RN", "Wound Care Nurse - RN"],
      ["Dental Hygienist - Starting at the Entry Level - Immediate Hire", "Dental Hygienist"],
      [
        'BrightStaff Job Application for Senior Estimator - Industrial | Jobs.com var LOG = {"id":',
        "Senior Estimator",
      ],
    ];
    for (const [line, expected] of pairs) {
      const body = "\n\nYou will clean teeth.Our clinic is growing.RequirementsCPR";
      expect(title(`${line}${body}`)?.value).toBe(expected);
      expect(title(`# ${line}${body}`)?.value).toBe(expected);
    }
    // A label line is still read by its label.
    expect(title("**Job Title:** Installation Representative\n\nYou install.")?.value).toBe(
      "Installation Representative",
    );
  });

  it("reads the title at the start of a one-line paste, before the employer and the pay", () => {
    const text =
      "Pharmacy Technician Harborview Community Pharmacy - Columbus, OH 43215 $19 - $23 an hour - Full-time Harborview Community Pharmacy is a locally owned pharmacy. Responsibilities:• Enter prescriptions• Count medications";
    expect(title(text)?.value).toBe("Pharmacy Technician");
    // A run-on line that opens with a sentence names no title there.
    expect(
      title(
        "We are a locally owned pharmacy that has served families for 40 years and more, with care and with pride in every prescription.",
      ),
    ).toBeUndefined();
  });

  it("reads a one-line paste's title joined by 'and' or a slash", () => {
    expect(
      title(
        "Orientation and Mobility Specialist (COMS) – Adult Vision Rehabilitation ServicesDesert Light Center · Tucson, AZ · Full-timeAbout Desert LightWe serve adults.",
      )?.value,
    ).toBe("Orientation and Mobility Specialist");
    expect(
      title(
        "Carman / Railcar Mechanic – Freight Car Repair Shop (FRA Qualified Mechanical Inspector)Cimarron Railcar Services, Inc. · Sapulpa, OK · Full-timeWho We AreWe repair cars.",
      )?.value,
    ).toBe("Carman / Railcar Mechanic");
  });

  it("reads a first line whose unit, shift and pay run on after dashes as the title's role", () => {
    expect(
      title(
        "Registered Nurse - Intensive Care Unit (ICU) - Nights, Full Time\nSt. Brigid Medical Center | Columbus, OH | Req #48213\n\nAbout Us\nWe care.",
      )?.value,
    ).toBe("Registered Nurse");
    expect(
      title(
        "CDL-A Regional Truck Driver - Home Weekly - Up to $1,850/week\nHeartland Inc.\n\nDrive.",
      )?.value,
    ).toBe("CDL-A Regional Truck Driver");
    // A long line that is a sentence about nurses is still no title.
    expect(
      title(
        "Our nurses and their families are the heart of a hospital that has served this county for over a century\n\nAbout\nWe care.",
      ),
    ).toBeUndefined();
  });

  it("reads a place only, not the job's type or hours, under a location heading", () => {
    const where = (line: string) =>
      parseJob(`Cook\n\nLocation\n${line}\n\nRequirements\n- Cooking`).location?.value;
    expect(where("Denver, CO (On-site)")).toBe("Denver, CO");
    expect(where("Berlin")).toBe("Berlin");
    expect(where("Full-time")).toBeUndefined();
    expect(where("Monday to Friday, 7:00 AM")).toBeUndefined();
    expect(where("In person")).toBeUndefined();
  });

  it("leaves the schedule out of the title", () => {
    expect(title("Phlebotomist - Full Time\nYou draw blood.")?.value).toBe("Phlebotomist");
    expect(title("# Cashier (Part-Time)\n\nYou ring up sales.")?.value).toBe("Cashier");
    expect(title("# Security Officer (Nights / Weekends)\n\nYou patrol.")?.value).toBe(
      "Security Officer",
    );
    expect(title("Retail Merchandiser Part Time\nYou build displays.")?.value).toBe(
      "Retail Merchandiser",
    );
    // A level after the dash is the role's own.
    expect(title("# Clerk - Entry Level\n\nYou file.")?.value).toBe("Clerk - Entry Level");
  });

  it("reads no title from a sentence under a heading of the position", () => {
    expect(
      title(
        "Pharmacist \u2013 Branch Manager (m/w/d) \u2013 Munich L\u00f6wentor-Apotheken OHG \u00b7 M\u00fcnchen \u00b7 Full-time About UsThe L\u00f6wentor pharmacies are a group.Your PositionAs branch manager of our L\u00f6wentor pharmacy you lead a team.Requirements\u2022Approbation",
      )?.value,
    ).toBe("Pharmacist");
  });

  it("reads the title after a bar when the words before it name no role", () => {
    expect(
      title(
        "Kaiako Pāngarau | Teacher of Mathematics (Permanent, Full-time)Ōpāwaho College · Christchurch, Canterbury · Start Term 1, 27 January 2027 Kia ora koutou",
      )?.value,
    ).toBe("Teacher of Mathematics");
    expect(title("Harbourside Health | Registered Nurse\nYou care.")?.value).toBe(
      "Registered Nurse",
    );
    // Not when the words before the bar name the role: the rest is the page's name.
    expect(title("Registered Nurse | Harbourside Careers\nYou care.")?.value).toBe(
      "Registered Nurse",
    );
  });

  it("reads a plain first line naming a role without a known role noun", () => {
    expect(title("Personal Banker /\nYou open accounts.")?.value).toBe("Personal Banker");
    expect(title("Retail Merchandiser\nYou build displays.")?.value).toBe("Retail Merchandiser");
  });
});

describe("spaced dashes in run-on text", () => {
  const filler = "The clinic serves families across three counties every day of the week. ".repeat(
    2,
  );

  it("reads dashes before different items as bullets", () => {
    const text = `${filler}What You Will Be Doing - Books appointments - Files insurance claims - Orders supplies`;
    const texts = splitJobLines(text).map((l) => l.text);
    expect(texts).toContain("- Files insurance claims");
  });

  it("reads dashes as bullets when the same words follow different items", () => {
    const text = `${filler}Core traits Integrity - Job requires honesty Initiative - Job requires drive Cooperation - Job requires tact`;
    const texts = splitJobLines(text).map((l) => l.text);
    expect(texts).toContain("- Job requires drive Cooperation");
  });

  it("keeps a dash that always joins the same words as part of a name", () => {
    const text = `${filler}As a Case Manager - Registered Nurse you visit patients. Each Case Manager - Registered Nurse keeps records. The Case Manager - Registered Nurse reports weekly.`;
    const texts = splitJobLines(text).map((l) => l.text);
    expect(texts).toContain("As a Case Manager - Registered Nurse you visit patients.");
  });
});

describe("markup pasted with a posting (cause 1)", () => {
  const POSTING = [
    "# Litigation Paralegal",
    "",
    '<!-- /* Font Definitions */ @font-face {font-family:"Cambria"; panose-1:2 4 5 3 5 4 6 3 2 4; mso-font-charset:0;} /* Style Definitions */ p.MsoNormal, li.MsoNormal, div.MsoNormal {mso-style-unhide:no; margin:0in; font-size:12.0pt;} div.WordSection1 {page:WordSection1;} --> Busy firm needs a paralegal for discovery responses and motions. Experience with Microsoft Word required.',
  ].join("\n");

  it("reads a Word style sheet in an HTML comment as one ignored segment, and the text after it as sentences", () => {
    const lines = splitJobLines(POSTING).filter((l) => l.text);
    const css = lines.filter((l) => /mso|MsoNormal|font-face/.test(l.text));
    expect(css).toHaveLength(1);
    expect(css[0]!.text.startsWith("<!--")).toBe(true);
    expect(css[0]!.text.endsWith("-->")).toBe(true);
    expect(css[0]!.ignored).toBe("other");
    expect(lines.map((l) => l.text)).toContain(
      "Busy firm needs a paralegal for discovery responses and motions.",
    );
    const job = parseJob(POSTING);
    expect(job.ignored.some((i) => i.span.text.startsWith("<!--") && i.reason === "other")).toBe(
      true,
    );
    expect(level(job, "Microsoft Word")).toBe("required");
  });

  it("ignores an unclosed style element to the end of the text", () => {
    const text =
      "Cashier wanted. Must handle cash.\n<style> .a { color: red; } p.Normal {margin:0}";
    const lines = splitJobLines(text).filter((l) => l.text);
    expect(lines.filter((l) => l.text.includes("color"))).toEqual([
      expect.objectContaining({ ignored: "other" }),
    ]);
    expect(lines.find((l) => l.text.includes("Must handle cash"))?.ignored).toBeUndefined();
  });
});

describe("a window of time in a posting", () => {
  it("is not the years of experience asked", () => {
    const job = parseJob(
      "Truck Driver\n\nRequirements\n• Minimum 12 months of verifiable tractor-trailer driving experience within the last 3 years\n• Clean MVR: no more than 2 moving violations in the past 3 years, no DUI in the past 5 years\n",
    );
    expect(job.minYears?.value).toBe(1);
    expect(job.experienceRequirements?.map((e) => e.value)).toEqual([1]);
  });
});

describe("credentials of the team the hire leads, and a perks heading", () => {
  it("asks nothing of the hire from the credentials of the staff supervised", () => {
    const job = parseJob(
      "Outpatient Therapist\n\n## Responsibilities\n- Provide clinical supervision to LSW and LPCC staff working toward licensure\n- Work as an RN staff nurse on the unit\n\n## Requirements\n- Current LCSW license\n",
    );
    expect(names(job)).toContain("Licensed Clinical Social Worker");
    expect(names(job)).not.toContain("Social work license");
    expect(names(job)).not.toContain("Licensed Professional Counselor");
    // "RN staff nurse" is a title, not a team.
    expect(names(job)).toContain("Registered Nurse");
  });

  it("sets 'Perks & Benefits' aside as benefits", () => {
    const job = parseJob(
      "Veterinary Technician\n\n## Requirements\n- 2+ years as a veterinary technician\n\n## Perks & Benefits\n- $1,000 CE allowance plus 3 paid CE days\n- Uniform allowance\n",
    );
    expect(names(job)).toEqual([]);
    expect(job.ignored?.length).toBeGreaterThan(0);
  });
});

describe("a run-on paste with a compound written twice, a glued 'About Us', a credential due after hire", () => {
  const job = parseJob(
    "Speech-Language Pathologist (SLP) – Pediatric Outpatient Sunrise Pediatric Therapy · Austin, TX · Full-time About UsSunrise Pediatric Therapy is a family-owned clinic providing speech, occupational and physical therapy to children.Requirements•Master's degree in Speech-Language Pathology from an ASHA-accredited program•ASHA CCC-SLP•2+ years of pediatric speech therapy experience•CPR certification within 30 days of hirePreferred•Bilingual English/Spanish",
  );

  it("keeps the hyphenated compound whole, so the title is read", () => {
    expect(job.title?.value).toBe("Speech-Language Pathologist");
    expect(names(job).some((n) => /from an ASHA/.test(n))).toBe(false);
  });

  it("sets the glued company blurb aside", () => {
    expect(names(job)).not.toContain("Physical therapy");
    expect(job.ignored?.some((i) => i.span.text.startsWith("About Us"))).toBe(true);
  });

  it("does not require now a credential the hire obtains after starting", () => {
    expect(level(job, "CPR")).toBe("preferred");
    expect(level(job, "Speech-language pathologist license")).toBe("required");
  });
});

describe("skills the posting offers in each other's place", () => {
  const read = (line: string) =>
    names(parseJob(`IT Support Specialist\n\nRequirements\n${line}\n`));
  it("are one requirement when the list says 'or'", () => {
    expect(
      read("- Experience with a ticketing system (ServiceNow, Jira Service Management or similar)"),
    ).toContain("ServiceNow or Jira");
    expect(read("- Python, Java, or Go")).toContain("Python, Java or Go");
    expect(
      read("- 1+ year of security, loss prevention, law enforcement or military police experience"),
    ).toContain("Loss prevention or Law enforcement");
    // Names the taxonomy does not know may close the list: "Oracle, Infor or similar".
    expect(
      read("- Hands-on experience with an ERP/MRP system (Epicor, SAP, Oracle, Infor or similar)"),
    ).toContain("Epicor ERP, SAP or Oracle");
    // "X or a comparable … (examples)": the examples are X's alternatives.
    const pharmacy = read(
      "- Working knowledge of PioneerRx or a comparable pharmacy management system (QS/1, Liberty, EnterpriseRx)",
    );
    expect(pharmacy).toContain("PioneerRx or EnterpriseRx");
    expect(pharmacy).not.toContain("EnterpriseRx");
    expect(read("- Python or a similar language (Java, Rust)")).toContain("Python, Java or Rust");
  });

  it("stay apart when the list says 'and', or only lists, or pairs with a slash", () => {
    expect(read("- Python, Java and SQL")).toEqual(
      expect.arrayContaining(["Python", "Java", "SQL"]),
    );
    expect(read("- Python, Go, Rust")).toEqual(expect.arrayContaining(["Python", "Go", "Rust"]));
    expect(read("- Bilingual English/Spanish")).toEqual(
      expect.arrayContaining(["English", "Spanish"]),
    );
  });
});

describe("a heading glued to the last word of a run-on item", () => {
  it("leaves that word readable", () => {
    const job = parseJob(
      "Pest Control Technician Bugaboo Pest Solutions · Raleigh, NC · $18–$24/hr Requirements:• 1+ year of pest control experience Preferred:• Bilingual English/SpanishBenefits:• Medical, dental• Paid training",
    );
    expect(level(job, "Spanish")).toBe("preferred");
    expect(level(job, "English")).toBe("preferred");
  });
});

describe("a degree's fields listed up to another degree", () => {
  it("are fields, not skills to find", () => {
    const job = parseJob(
      "Senior Estimator\n\nWhat You Need\n- 10+ years of experience\n- Bachelor's Degree in Construction Management, Engineering, or a Business degree with comparable experience\n",
    );
    expect(names(job)).not.toContain("Engineering");
    expect(job.education?.fields?.names).toEqual([
      "Construction Management",
      "Engineering",
      "Business",
    ]);
  });
});

describe("a run-on posting bulleted with '»' (cause 1)", () => {
  const POSTING =
    "Educational Interpreter – K-12 Prairie Valley Schools · Kearney, NE Position SummaryThe interpreter works with deaf students in class.Responsibilities»Interpret classroom instruction and IEP meetings»Collaborate with special education teachersRequired Qualifications»Associate's degree from an Interpreter Training Program»One year of interpreting experiencePreferred Qualifications»Bachelor's degree in ASL/English Interpreting, Deaf Studies or Education»Experience with Zoom interpreting – nice to haveWhat We Offer»Health, dental, vision and life insurance»Paid holidays";
  const lines = splitJobLines(POSTING);
  const sectionOf = (fragment: string) => lines.find((l) => l.text.includes(fragment))?.section;

  it("opens the sections its glued headings name", () => {
    expect(sectionOf("Interpret classroom")).toBe("responsibilities");
    expect(sectionOf("One year of interpreting")).toBe("required");
    expect(sectionOf("Zoom interpreting")).toBe("preferred");
  });

  it("leaves the benefits out of the requirements", () => {
    expect(sectionOf("life insurance")).toBe("benefits");
    expect(names(parseJob(POSTING))).not.toContain("Insurance");
  });

  it("does not read the last word of 'Deaf Studies or Education' as a heading", () => {
    const texts = (posting: string) => splitJobLines(posting).map((l) => l.text);
    expect(lines.map((l) => l.text)).toContain(
      "»Bachelor's degree in ASL/English Interpreting, Deaf Studies or Education",
    );
    expect(
      texts("Preferred:• Bachelor's degree in Deaf Studies or Education• Experience with Zoom"),
    ).toContain("• Bachelor's degree in Deaf Studies or Education");
  });
});

describe("a 'Preferred but Not Required' heading glued in a run-on paste (cause 1)", () => {
  // Invented, in the shape of a Ghanaian school's paste.
  const POSTING =
    "Mathematics Teacher (SHS)Requirements•A valid teacher's licence issued by the National Teaching Council (NTC)•Bachelor of Education in Mathematics•Excellent classroom management skillsPreferred but Not Required•Experience teaching Cambridge IGCSE Mathematics•Master's degree (M.Ed. or M.Phil.) in Mathematics Education•Membership of the Mathematical Association of GhanaSalary and Benefits•Free meals on school days";
  const lines = splitJobLines(POSTING);
  const sectionOf = (fragment: string) => lines.find((l) => l.text.includes(fragment))?.section;

  it("opens a preferred section, whole, and keeps a field's last word in its item", () => {
    // Before, "Required" alone was read as the heading, and "Education" of "Mathematics
    // Education" as one more, so the master's degree preferred was read as required.
    expect(lines.filter((l) => l.isHeading).map((l) => l.text)).toContain(
      "Preferred but Not Required",
    );
    expect(sectionOf("Cambridge IGCSE")).toBe("preferred");
    expect(sectionOf("Mathematical Association")).toBe("preferred");
    expect(lines.map((l) => l.text)).toContain(
      "•Master's degree (M.Ed. or M.Phil.) in Mathematics Education",
    );
    expect(parseJob(POSTING).education).toMatchObject({ value: "bachelor", level: "required" });
  });
});

describe("a credential's hedge at the end of the title line", () => {
  it("stays with the title, and the header after it asks for nothing", () => {
    const posting =
      "Fiber Optic Splicer (OSP / FTTH) – CFOT & CFOS/S RequiredPrairie Lightwave Construction, LLC · Ankeny, IA · Full-TimeWho We AreA fiber contractor.Required Qualifications·Must hold a current Fiber Optic Association (FOA) CFOT certification·Two years of fusion splicing experience";
    const texts = splitJobLines(posting).map((l) => l.text);
    expect(texts[0]).toBe("Fiber Optic Splicer (OSP / FTTH) – CFOT & CFOS/S Required");
    expect(names(parseJob(posting)).filter((n) => /Ankeny|Full-Time/.test(n))).toEqual([]);
  });
});

describe("a licence as a role whose name closes on a role noun", () => {
  it("reads 'license as a Cytotechnologist' as the cytotechnologist's licence", () => {
    const job = parseJob(
      "Cytotechnologist\n\nRequirements\n- Must possess a current New York State license as a Cytotechnologist issued by the NYS Education Department\n",
    );
    expect(job.certifications.map((c) => c.value)).toContain("Cytotechnologist license");
  });

  it("reads a registration with a board, then the role: 'with the … Board (AHPRA) as a …'", () => {
    const job = parseJob(
      "Nuclear Medicine Technologist\n\nAbout you\n- General registration with the Medical Radiation Practice Board of Australia (AHPRA) as a Nuclear Medicine Technologist\n- Registration with AHPRA, as an applicant you will need a police check\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Nuclear Medicine Technologist registration",
    ]);
  });
});

describe("credentials spelled out beside their initials in other ways", () => {
  const certs = (line: string) =>
    parseJob(`Technologist\n\nRequired Qualifications\n- ${line}\n`).certifications.map(
      (c) => c.value,
    );

  it("reads initials after a comma, a name in two parts, hyphenated and mixed-case initials", () => {
    expect(
      certs(
        "Registered EEG Technologist, R. EEG T., issued by ABRET – must be current at time of hire",
      ),
    ).toContain("R. EEG T.");
    expect(
      certs(
        "Current Certified Professional Dog Trainer – Knowledge Assessed (CPDT-KA) credential from the CCPDT",
      ),
    ).toContain("CPDT-KA");
    expect(
      certs(
        "Must possess the Export Compliance Professional (ECoP) certification from the Society for International Affairs",
      ),
    ).toContain("Export Compliance Professional (ECoP) certification");
  });

  it("reads a name ending in its adjective", () => {
    expect(
      certs("Orthopaedic Technologist Certified (OTC®) credential issued by the NBCOT – required"),
    ).toContain("OTC");
  });

  it("leaves a registered mark out of the name", () => {
    const read = certs("Certified Emergency Manager (CEM®) designation required");
    expect(read.some((c) => /^Certified Emergency Manager\b/.test(c))).toBe(true);
    expect(read.join(" ")).not.toMatch(/®/);
  });
});

describe("the employer's name glued into a run-on paste (cause 3)", () => {
  it("asks for nothing wherever the posting writes it", () => {
    const posting =
      "Bartender – Ember & Vine, Pearl District, Portland, ORWho We AreEmber & Vine is a 140-seat wood-fired restaurant.Requirements·Two years of bartending experience·Classic cocktail specsWe celebrate diversity duringEmber & Vine Hospitality LLC hiring.";
    expect(names(parseJob(posting))).not.toContain("Ember.js");
  });
});

describe("a 'National Certified' credential spelled beside its initials", () => {
  it("is read by its initials", () => {
    const job = parseJob(
      "Lead Dog Groomer\n\nRequired Qualifications\n- National Certified Master Groomer (NCMG) through the NDGAA\n",
    );
    expect(job.certifications.map((c) => c.value)).toContain("NCMG");
  });
});

describe("a vendor's certification in one of its products", () => {
  it("is read with the product, so one product's credential is not another's", () => {
    const job = parseJob(
      "Broadcast Video Editor\n\nMinimum Qualifications\n- Avid Certified User: Media Composer (ACU) required\n- Three years of broadcast editing\n\nPreferred Qualifications\n- Avid Certified User: Pro Tools a plus\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["Avid Certified User: Media Composer", "required"],
      ["Avid Certified User: Pro Tools", "preferred"],
    ]);
  });
});

describe("a body's certification asked by the body's name and initials", () => {
  it("is the certification by its initials, not a credential's body", () => {
    const job = parseJob(
      "Senior Transportation Planner\n\nRequirements\n\u2022 Certification by the American Institute of Certified Planners (AICP), American Planning Association, in good standing at the time of hire\n\u2022 CPR certification from the American Heart Association (AHA)\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level]).sort()).toEqual([
      ["AICP certification", "required"],
      ["CPR", "required"],
    ]);
  });

  it("is read with the specialty's initials after the body's ('ABC-MB')", () => {
    const job = parseJob(
      "Forensic Scientist II\n\nRequirements\n\u2022 Current certification in Molecular Biology from the American Board of Criminalistics (ABC-MB), or the ABC Comprehensive Criminalistics certification\n",
    );
    expect(job.certifications.map((c) => c.value)).toContain("ABC-MB certification");
  });
});

describe("credentials offered in each other's place, however the first is spelled out", () => {
  it("joins 'PCCN (Progressive Care Certified Nurse) or CCRN' though PCCN was named first in the title", () => {
    const job = parseJob(
      "Progressive Care RN (PCCN)\n\nRequirements\n- Current PCCN (Progressive Care Certified Nurse) or CCRN from the AACN Certification Corporation – required at hire\n",
    );
    const pccn = job.skills.find((s) => s.id === "pccn");
    expect(pccn?.alternatives?.map((a) => a.name)).toEqual(["CCRN"]);
    expect(names(job)).not.toContain("CCRN");
  });

  it("joins a credential and the one after its body's name and a capitalised 'OR'", () => {
    const job = parseJob(
      "NICU Nurse\n\nRequirements\n- Must hold current RNC-NIC (Neonatal Intensive Care Nursing) from the National Certification Corporation (NCC) OR CCRN (Neonatal) from AACN at time of hire\n",
    );
    expect(names(job)).toContain("RNC-NIC or CCRN");
    expect(names(job)).not.toContain("CCRN");
  });

  it("reads a credential after a dash's 'or' as a way to qualify, not one more asked", () => {
    const job = parseJob(
      "Journeyman Mason\n\nMinimum Qualifications\n- Journeyman status: completion of a registered mason apprenticeship – or NCCER Masonry Levels 1–3 plus equivalent documented hours – REQUIRED\n",
    );
    expect(level(job, "NCCER certification")).toBe("preferred");
  });
});

describe("a credential offered after another's scope, initials and body", () => {
  it("joins 'CMI – Spanish (CMI-Spanish) from the … (NBCMI) OR Certified Healthcare Interpreter'", () => {
    const job = parseJob(
      "Medical Interpreter\n\nMust Have\u2022National healthcare interpreter certification in Spanish: Certified Medical Interpreter \u2013 Spanish (CMI-Spanish) from the National Board of Certification for Medical Interpreters (NBCMI) OR Certified Healthcare Interpreter\u2122 \u2013 Spanish (CHI\u2122-Spanish) from the Certification Commission for Healthcare Interpreters (CCHI)\u2022Two years of medical interpreting",
    );
    const required = job.certifications.filter((c) => c.level === "required").map((c) => c.value);
    expect(required).not.toContain("Certified Healthcare Interpreter \u2013 Spanish");
    const cert = job.certifications.find((c) => /Healthcare Interpreter/.test(c.value));
    expect(cert?.span.text).not.toMatch(/^OR\b/);
  });
});

describe("a heading whose bracket says its level in several words", () => {
  it("reads 'Preferred Qualifications (nice to have, not required)' as preferred", () => {
    expect(classifyHeading("Preferred Qualifications (nice to have, not required)")).toBe(
      "preferred",
    );
    expect(classifyHeading("Qualifications (required, must have)")).toBe("required");
    expect(classifyHeading("Would be a bonus")).toBe("preferred");
    const job = parseJob(
      "Product Owner\n\nRequirements\u2022Five years as a product owner\u2022Certified Scrum Product Owner (CSPO)Preferred Qualifications (nice to have, not required)\u2022Certified Scrum Professional \u2013 Product Owner (CSP-PO)\u2022Experience in banking",
    );
    expect(job.certifications.find((c) => c.value === "CSP-PO")?.level).toBe("preferred");
    expect(level(job, "Banking")).toBe("preferred");
  });
});

describe("headings of other countries' postings", () => {
  it("reads '(requirements)' and '(assets)' as levels, and 'Meritorious' and 'Desirable Criteria' as preferred", () => {
    expect(classifyHeading("What you bring (requirements)")).toBe("required");
    expect(classifyHeading("Preferred Qualifications (assets)")).toBe("preferred");
    expect(classifyHeading("Meritorious (preferred but not required)")).toBe("preferred");
    expect(classifyHeading("Desirable Criteria")).toBe("preferred");
    const job = parseJob(
      "Structural Engineer\n\nWhat you will do\u2022Design steel frames\u2022Coach the work of juniorsWhat you bring (requirements)\u2022Membership in good standing with the Ordre des ingénieurs du Québec (OIQ)\u2022Eight years of structural designMeritorious\u2022Tekla Structures",
    );
    expect(job.certifications.find((c) => c.value === "OIQ membership")?.level).toBe("required");
    expect(level(job, "Tekla Structures")).toBe("preferred");
  });

  it("reads 'What you need to have' as required, and the job's hours with its physical demands as the job's terms", () => {
    for (const heading of [
      "What you need to have",
      "What we need from you",
      "What you will need",
      "What you must have",
    ])
      expect(classifyHeading(heading)).toBe("required");
    expect(classifyHeading("Working Hours and Physical Requirements")).toBe("location");
    expect(classifyHeading("Schedule and Physical Demands")).toBe("location");
    const job = parseJob(
      "General Dentist\n\nDuties and Responsibilities\u2022Perform oral examinations\u2022Take intraoral scansWhat you need to have\u2022Active membership in good standing of the Jordan Dental Association (JDA)\u2022Confidence in rotary endodonticsPreferred\u2022Experience with CEREC\u2022Additional languages are a plusWorking Hours and Physical RequirementsSix days per week in two shifts",
    );
    expect(job.certifications.find((c) => c.value === "JDA membership")?.level).toBe("required");
    expect(splitJobLines(job.text).map((l) => l.text)).toContain(
      "Working Hours and Physical Requirements",
    );
  });

  it("reads a credential whose name ends '– Certified (OTC)', required where the requirements name it", () => {
    const job = parseJob(
      "Orthopaedic Technologist \u2013 Certified (OTC) | Fracture Clinic\n\nRequirements\u2022Current Orthopaedic Technologist \u2013 Certified (OTC) credential from the National Board for Certification of Orthopaedic Technologists (NBCOT)\u2022BLS",
    );
    expect(job.certifications.find((c) => c.value === "OTC")?.level).toBe("required");
  });

  it("reads no credential of the audience a course is for", () => {
    const values = parseJob(
      "Nurse\n\nRequirements\u2022Current Basic Life Support (BLS) for Healthcare Providers certification (Heart and Stroke Foundation)\u2022CPR for Professional Rescuers certification",
    ).certifications.map((c) => c.value);
    expect(values).toEqual(expect.arrayContaining(["BLS", "CPR"]));
    expect(values.join("|")).not.toMatch(/Providers|Rescuers/);
  });

  it("reads a body's register named in its own language, by its initials", () => {
    const values = (item: string) =>
      parseJob(
        `Accountant\n\nRequirements\u2022${item}\u2022Five years of accounting`,
      ).certifications.map((c) => c.value);
    expect(
      values(
        "Active registration as Contabilista Certificado with the Ordem dos Contabilistas Certificados (OCC)",
      ),
    ).toContain("OCC registration");
    expect(
      values("Member in good standing of the Ordre des infirmières et infirmiers du Québec (OIIQ)"),
    ).toContain("OIIQ membership");
  });
});

describe("a bracket's level, its own or the words' before it", () => {
  const cpa = (item: string) =>
    parseJob(
      `Fund Accountant\n\nRequirements\u2022Bachelor's degree in Accounting\u2022${item}`,
    ).certifications.find((c) => c.value === "CPA")?.level;

  it("keeps a preference inside a bracket to the bracket, though a semicolon stands in it", () => {
    expect(
      cpa(
        "Active CPA license from a US state board of accountancy (New York State Board for Public Accountancy preferred; reciprocity acceptable)",
      ),
    ).toBe("required");
  });

  it("keeps an alternative accepted in a bracket that holds another bracket to itself", () => {
    const job = parseJob(
      "Orthotic Fitter\n\nMinimum Qualifications\u2022High school diploma or GED\u2022Board of Certification/Accreditation (BOC) Certified Orthotic Fitter (COF) credential \u2013 current at time of hire (the ABC Certified Fitter-orthotics (CFo) is accepted as equivalent)\u2022Two years",
    );
    expect(job.certifications.find((c) => c.value === "COF")?.level).toBe("required");
  });

  it("gives a bracket of a level alone to the words just before it", () => {
    expect(cpa("CPA license (preferred) and 3 years of fund accounting")).toBe("preferred");
    expect(cpa("CPA license (required) and 3 years of fund accounting")).toBe("required");
  });
});

describe("a bracket that turns away the credential it names", () => {
  it("reads 'OSHA 30-Hour Construction card (not OSHA 10)' as asking the 30-hour card only", () => {
    const job = parseJob(
      "Roofing Foreman\n\nRequirements\u2022OSHA 30-Hour Construction card (not OSHA 10)\u2022Three years of roofing",
    );
    expect(names(job)).toContain("OSHA 30-Hour");
    expect(names(job)).not.toContain("OSHA 10-Hour");
    expect(job.certifications.map((c) => c.value)).toEqual(["OSHA 30"]);
  });

  it("keeps what '(not only …)' names", () => {
    const job = parseJob(
      "Safety Lead\n\nRequirements\u2022Safety training (not only OSHA 10) and CPR certification",
    );
    expect(names(job)).toContain("OSHA 10-Hour");
  });
});

describe("words a posting writes that are no credential or heading", () => {
  it("reads documents the hire issues, and a country's certificate of a field, as no credential", () => {
    const nz = parseJob(
      "Electrician\n\nResponsibilities\u2022Test and verify installations and issue Certificates of Compliance (CoC) and Electrical Safety Certificates (ESC)\nRequirements\u2022New Zealand Certificate in Electrical Engineering Theory and Practice (Level 4)\u2022Elevating Work Platform (EWP) licence",
    );
    expect(nz.certifications.map((c) => c.value)).toEqual([
      "Elevating Work Platform (EWP) licence",
    ]);
  });

  it("keeps a requirement whose line names the applicants it turns away", () => {
    const acca = parseJob(
      "Accountant\n\nMust have\u2022Full member of the ACCA \u2013 part-qualified applicants are not eligible\u2022Four years in practice\n\nAll qualified applicants will receive consideration for employment.",
    );
    expect(level(acca, "ACCA")).toBe("required");
    expect(acca.ignored.map((i) => i.reason)).toContain("legal");
  });

  it("reads a licence's history or a check of it as no licence asked", () => {
    const job = parseJob(
      "Public Adjuster\n\nRequirements\u2022Active Florida 3-20 Public Adjuster license\u2022Clean license history with no DFS disciplinary action\u2022Willingness to undergo a DVLA licence check",
    );
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Florida 3-20 Public Adjuster license",
    ]);
  });

  it("reads 'TLS certificates' as a computer's, not the hire's", () => {
    const job = parseJob(
      "Linux Administrator\n\nRequirements\n- Solid understanding of TCP/IP, DNS, load balancing and TLS certificates\n- SSL/TLS certificate renewals with Let's Encrypt\n- Red Hat Certified Engineer (RHCE) required\n",
    );
    expect(job.certifications.map((c) => c.value)).toEqual(["RHCE"]);
  });

  it("keeps an employer's 'Technologies' in its name, not a skills heading over the place and schedule", () => {
    const job = parseJob(
      "Linux Systems Administrator III (RHCE) – Infrastructure EngineeringNorthgate Financial Technologies · Charlotte, NC (Hybrid – 3 days onsite) · Full-timeAbout NorthgateWe build banking platforms.Requirements•Five years of Linux administration•Ansible",
    );
    expect(names(job).filter((n) => /Charlotte|Full-time/.test(n))).toEqual([]);
  });
});

describe("a lawyer's admission and credentials whose initials another credential shares", () => {
  it("reads 'member in good standing of the State Bar of California' as that bar's admission", () => {
    const job = parseJob(
      "Litigation Associate\n\nMinimum Qualifications\n- Juris Doctor (J.D.) from an ABA-accredited law school\n- Must be an active member in good standing of the State Bar of California\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["State Bar of California", "required"],
    ]);
    // "J.D.": a letter of dotted initials is no one-letter programming language.
    expect(names(job)).not.toContain("J");
  });

  it("reads 'Certified Chimney Sweep (CCS)' by its words, not as the coding specialist's CCS", () => {
    const job = parseJob(
      "Chimney Sweep – CSIA Certified Chimney Sweep (CCS)\nRidgeline Chimney Co.\n\nWhat You Must Have\n- Current CSIA Certified Chimney Sweep (CCS) credential – must be held at time of hire\n",
    );
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([
      ["Certified Chimney Sweep", "required"],
    ]);
    expect(names(job)).not.toContain("Certified Coding Specialist");
    const coder = parseJob("Coder\n\nRequirements\n- Certified Coding Specialist (CCS) required\n");
    expect(names(coder)).toContain("Certified Coding Specialist");
  });
});

describe("a requirement outside the taxonomy", () => {
  it("keeps the capitalised words that say what it is of: a residency's specialty", () => {
    const job = parseJob(
      "Physician\n\nRequirements\n- Completion of an ACGME-accredited Family Medicine residency program\n",
    );
    const residency = job.skills.find((s) => /residency/.test(s.name));
    expect(residency?.terms).toEqual(expect.arrayContaining(["fami", "medicin", "residenc"]));
  });
});

describe("a credential the hire may obtain, and a card that is no cloud service", () => {
  it("reads 'the ability to obtain BPSS clearance (SC clearance may be required)' as a preference", () => {
    const job = parseJob(
      "Data Centre Technician\n\nEssential\n- Right to work in the UK and the ability to obtain BPSS clearance (SC clearance may be required for some halls)\n- Valid ECS Gold Card (Installation Electrician)\n",
    );
    expect(job.skills.find((s) => /clearance/i.test(s.name))?.level).toBe("preferred");
    expect(names(job)).not.toContain("Amazon ECS");
  });
});

describe("a credential offered after ', OR an active' what the item asks first", () => {
  const job = parseJob(
    "Tax Preparer\n\nRequired Qualifications\u2022Two filing seasons at a tax practice, CPA firm or national tax chain\u2022IRS Annual Filing Season Program (AFSP) Record of Completion for the 2027 filing season (18 hours of continuing education including the refresher course and test), OR an active Enrolled Agent (EA), CPA or attorney credential\u2022Professional tax software \u2013 Drake Tax strongly preferred; UltraTax CS, TaxSlayer Pro or CCH ProSystem fx accepted",
  );

  it("makes the two one requirement, met by either, past a bracket that says 'and'", () => {
    const afsp = job.skills.find((s) => s.id === "annual-filing-season-program");
    expect(afsp?.level).toBe("required");
    expect(afsp?.alternatives?.map((a) => a.id)).toEqual(["enrolled-agent"]);
    expect(job.skills.some((s) => s.id === "enrolled-agent")).toBe(false);
  });

  it("asks the other credentials of the offer as a preference, and reads 'CPA firm' as no credential", () => {
    expect(job.certifications.map((c) => [c.value, c.level])).toEqual([["CPA", "preferred"]]);
  });

  it("reads the tools a tax practice names, each accepted in the others' place", () => {
    const tools = job.skills.find((s) => s.id === "ultratax-cs");
    expect(tools?.level).toBe("required");
    expect(tools?.alternatives?.map((a) => a.name)).toEqual(["TaxSlayer Pro", "CCH ProSystem fx"]);
    expect(level(job, "Drake Tax")).toBe("preferred");
  });
});

describe("a credential the posting turns away from inside a bracket, and the employer's own accreditation", () => {
  it("reads 'Family NP certification (FNP-BC/FNP-C) is not accepted' as no requirement", () => {
    const job = parseJob(
      "Pediatric Nurse Practitioner\n\nRequirements\u2022Current Certified Pediatric Nurse Practitioner \u2013 Primary Care (CPNP-PC) from the PNCB. Family NP certification (FNP-BC/FNP-C) is not accepted for this role\u2022PALS and BLS",
    );
    expect(job.skills.some((s) => s.id === "family-nurse-practitioner")).toBe(false);
  });

  it("reads 'We are accredited by the Canadian Accredited Independent Schools (CAIS)' as no credential", () => {
    const job = parseJob(
      "Homeroom Teacher\n\nOur school serves 780 students. We are accredited by the Canadian Accredited Independent Schools (CAIS) and inspected by the Ministry.\n\nRequirements\u2022Three years of classroom teaching\u2022Standard First Aid with CPR",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("CAIS");
  });
});

describe("one path of two offered with ', OR', a credential that goes with the other", () => {
  const job = parseJob(
    "Diabetes Care and Education Specialist\n\nMinimum Qualifications\u2022Current license as a Registered Nurse in Nebraska (or multistate compact RN license), OR Registered Dietitian Nutritionist (RDN) credential from the Commission on Dietetic Registration (CDR) together with a Nebraska Licensed Medical Nutrition Therapist (LMNT) license\u2022Active Certified Diabetes Care and Education Specialist (CDCES) credential\u2022Current BLS certification",
  );
  const levelOf = (value: string) => job.certifications.find((c) => c.value === value)?.level;

  it("asks the nurse's licence only as one of the two paths the skill offers", () => {
    expect(job.skills.find((s) => s.id === "registered-nurse")?.alternatives?.length).toBe(1);
    expect(levelOf("Registered Nurse license")).toBe("preferred");
    expect(levelOf("RN license")).toBe("preferred");
  });

  it("asks the licence that goes with the other path as a preference, and the rest of everyone", () => {
    expect(levelOf("LMNT")).toBe("preferred");
    expect(levelOf("CDCES")).toBe("required");
  });
});

describe("a heading's bracket that says 'Not Essential', and a clearance the hire need only be eligible for", () => {
  it("reads 'Advantageous (Preferred, Not Essential)' as preferred", () => {
    expect(classifyHeading("Advantageous (Preferred, Not Essential)")).toBe("preferred");
    expect(classifyHeading("Requirements (essential)")).toBe("required");
    const job = parseJob(
      "Financial Reporting Manager\n\nRequirements\u2022Four years after articles\u2022Advanced Excel\nAdvantageous (Preferred, Not Essential)\u2022Registered Auditor (RA) with the Independent Regulatory Board for Auditors (IRBA)",
    );
    expect(job.certifications.find((c) => c.value === "RA")?.level).toBe("preferred");
  });

  it("asks 'eligibility for BPSS clearance (some projects require SC clearance)' as no clearance held", () => {
    const job = parseJob(
      "Power Systems Engineer\n\nEssential\u2022Eight years of power system studies\u2022Right to work in the UK and eligibility for BPSS clearance (some projects require SC clearance)\nDesirable\u2022PRINCE2",
    );
    expect(level(job, "Security clearance")).toBe("preferred");
  });

  it("keeps a narrower paper required where a skill offers any of a body's certifications", () => {
    const job = parseJob(
      "Fleet Maintenance Manager\n\nMinimum Qualifications\u00b7ASE Master Transit Bus Technician certification (H2\u2013H8) OR ASE Master Medium-Heavy Truck Technician certification (T2\u2013T8) required at time of hire\u00b7Seven years of heavy-duty maintenance",
    );
    expect(
      job.certifications.find((c) => c.value === "Master Transit Bus Technician certification")
        ?.level,
    ).toBe("required");
  });
});

describe("headings that love to see, papers given as examples, a credential's audience", () => {
  it("reads 'What We'd Love to See (Preferred)' and 'Preferred (Advantageous)' as preferred", () => {
    expect(classifyHeading("What We'd Love to See (Preferred)")).toBe("preferred");
    expect(classifyHeading("Preferred (Advantageous)")).toBe("preferred");
  });

  it("asks a paper named after 'e.g.' as one example of those that will do", () => {
    const job = parseJob(
      "Pharmacy Technician\n\nEssential\u2022Registered with the GPhC as a Pharmacy Technician\u2022A GPhC-recognised pharmacy technician qualification, e.g. the Level 3 Diploma in the Principles and Practice for Pharmacy Technicians, or BTEC Level 3 National Diploma in Pharmaceutical Science plus NVQ Level 3 in Pharmacy Services",
    );
    expect(job.certifications.find((c) => c.value === "BTEC Level 3")?.level).toBe("preferred");
    expect(job.certifications.find((c) => c.value === "NVQ Level 3")?.level).toBe("preferred");
  });

  it("reads 'BLS for Healthcare Providers certification' as BLS, not a paper named 'Healthcare Providers'", () => {
    const job = parseJob(
      "Orthopedic Technologist\n\nRequirements\u2022Three years of casting\u2022Current BLS for Healthcare Providers certification",
    );
    expect(job.certifications.map((c) => c.value)).toEqual(["BLS"]);
  });
});

describe("a licence registered with an office, and a body's name that is a credential's own", () => {
  it("reads no registration of the hire in 'License (PEL) registered with the Regional Office of Education'", () => {
    const job = parseJob(
      "Science Teacher\n\nRequirements\u00b7Valid Illinois Professional Educator License (PEL) registered with the Regional Office of Education, with a Science endorsement\u00b7Two years of teaching",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain(
      "Regional Office of Education registration",
    );
  });

  it("reads no body's licence in 'Elevating Work Platform (EWP) licence'", () => {
    const job = parseJob("Electrician\n\nRequirements\u2022Elevating Work Platform (EWP) licence");
    expect(job.certifications.map((c) => c.value)).toEqual([
      "Elevating Work Platform (EWP) licence",
    ]);
  });
});

describe("a heading glued to a sum of money, and a word before a colon inside an item", () => {
  it("reads 'Pay & Benefits$28.00–$38.00 per hour' as the benefits, whose certification upgrades are no requirement", () => {
    const job = parseJob(
      "Flooring Installer\n\nRequirements\u2022Five years of commercial flooring\u2022OSHA 10-Hour Construction card\nPay & Benefits$28.00\u2013$38.00 per hour\u2022Medical and dental\u2022Company-paid CFI certification upgrades and a tool allowance",
    );
    expect(job.certifications.map((c) => c.value)).toEqual(["OSHA 10"]);
  });

  it("keeps '•Additional MPCA SSTS certifications: Maintainer, …' in its preferred item", () => {
    const job = parseJob(
      "Septic Installer\n\nRequirements\u2022Four years installing septic systems\u2022Valid Class B CDLPreferred Qualifications\u2022Additional MPCA SSTS certifications: Maintainer, Service Provider or Basic Designer\u2022OSHA excavation Competent Person training and OSHA 10-Hour Construction\u2022Class A CDL",
    );
    expect(job.certifications.find((c) => c.value === "Class A CDL")?.level).toBe("preferred");
    expect(job.certifications.find((c) => c.value === "OSHA 10")?.level).toBe("preferred");
  });
});

describe("a credential's two levels joined by 'and'", () => {
  it("asks 'NFPA 1001 Firefighter Level I and Level II certification' as Firefighter II, no paper named 'Level II'", () => {
    const job = parseJob(
      "Firefighter\n\nMinimum Qualifications\u2022NFPA 1001 Firefighter Level I and Level II certification (or NFPA 1010 Firefighter I/II), accredited by IFSAC or Pro Board\u2022NFPA 1072 Hazardous Materials Awareness and Operations certification",
    );
    expect(level(job, "Firefighter II certification")).toBe("required");
    expect(job.certifications.map((c) => c.value)).not.toContain("Level II certification");
    expect(job.certifications.map((c) => c.value)).not.toContain("Operations certification");
  });
});

describe("a heading glued to a figure, and what an employer provides", () => {
  it("reads 'planned for 2027Qualifications – Required - …' as the requirements' heading", () => {
    const job = parseJob(
      "Supply Planner\n\nResponsibilities\u2022Run MRP in SAP\u2022Support implementation of SAP IBP for Supply, planned for 2027Qualifications \u2013 Required- APICS Certified in Planning and Inventory Management (CPIM) from ASCM- 3+ years of supply planning in a manufacturing environment- Hands-on experience with MRP and an ERP system- Advanced Excel (pivot tables and XLOOKUP)",
    );
    const excel = splitJobLines(job.text).find((l) =>
      job.text.slice(l.start, l.end).includes("Advanced Excel"),
    );
    expect(excel?.section).toBe("required");
  });

  it("reads '(an added advantage)' as the preferred level of a heading", () => {
    expect(classifyHeading("Preferred Qualifications (an added advantage)")).toBe("preferred");
    expect(classifyHeading("Added advantage")).toBe("preferred");
  });

  it("reads 'What We Provide' as the employer's offer, none of it asked", () => {
    expect(classifyHeading("What We Provide")).toBe("benefits");
  });

  it("reads a heading glued to initials and closed by a bullet: 'in the UKDesirable (nice to have, not essential)•'", () => {
    const job = parseJob(
      "MEWP Operator\n\nRequirements:\u2022A valid IPAF PAL Card\u2022Right to work in the UKDesirable (nice to have, not essential)\u2022CITB SMSTS\u2022First Aid at Work certificate",
    );
    expect(job.skills.find((s) => s.id === "smsts")?.level).toBe("preferred");
  });

  it("reads a working pattern's heading as the job's hours, none of it asked", () => {
    for (const h of ["Working Pattern & Environment", "Pattern & Conditions", "Working Hours"])
      expect(classifyHeading(h)).toBe("location");
    const job = parseJob(
      "Safety Advisor\n\nRequirements\u2022NEBOSH certificate\u2022IOSH Managing Safely trainer approvalWorking Pattern & EnvironmentMonday to Friday, 37.5 hours",
    );
    expect(job.skills.map((s) => s.name)).not.toContain("Pattern");
  });

  it("reads the other paper of 'X Certificate or Y Certificate' once, and a certified name with its figures", () => {
    const job = parseJob(
      "Safety Advisor\n\nDesirable\u2022NEBOSH Fire Safety Certificate or NEBOSH Environmental Management Certificate\u2022IRCA-certified ISO 45001 Lead Auditor course",
    );
    const values = job.certifications.map((c) => c.value);
    expect(values).not.toContain("Fire Safety Certificate Certificate");
    expect(values).not.toContain("ISO");
    expect(values).toContain("ISO 45001 Lead Auditor");
  });
});

describe("the credential of someone the hire reports to, and the tail of a known name", () => {
  it("asks no RN of an aide who reports changes to the RN supervisor", () => {
    const job = parseJob(
      "Home Health Aide\n\nRequirements\u2022Observe and report changes in the client's physical, mental or emotional condition to the RN supervisor and care coordinator right away\u2022Attend RN supervisory visits\u2022One year as an aide",
    );
    expect(job.skills.some((s) => s.id === "registered-nurse")).toBe(false);
  });

  it("reads 'Current 3-day First Aid at Work certificate' as first aid, no paper named 'Work'", () => {
    const job = parseJob(
      "Site Manager\n\nRequirements\u2022SMSTS certificate\u2022Current 3-day First Aid at Work certificate",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain("Work certificate");
  });
});

describe("a body's programme named by the papers it issues", () => {
  it("reads no paper in '… Division of Drinking Water, Drinking Water Operator Certification Program'", () => {
    const job = parseJob(
      "Water Treatment Operator\n\nMinimum Qualifications\u2022Valid California Water Treatment Operator Grade T3 certificate issued by the State Water Resources Control Board, Division of Drinking Water, Drinking Water Operator Certification Program\u2022Three years",
    );
    expect(job.certifications.map((c) => c.value)).not.toContain(
      "Drinking Water Operator Certification",
    );
  });
});

describe("a posting headed in its own language (cause 1)", () => {
  // Invented, in the shape of a West African haulier's paste: French headings over English text.
  const job = parseJob(
    "Chauffeur Poids Lourd Semi-Remorque – Corridor Dakar–Bamako (Articulated Truck Driver, International)Transports Sahel SA · Rufisque · Full-timeQui sommes-nousTransports Sahel SA is a road haulage company created in 2004. We move containers to Mali, and we are certified ISO 9001 and ISO 45001.Votre missionAs an articulated truck driver you will drive a tractor unit on the corridor.Profil recherché•Valid permis de conduire categories C and E – mandatory•Minimum 5 years' experience driving articulated trucks•Able to read documents in French; Wolof spoken•Availability for long trips (8–12 days)Un plus•ADR training – an advantage•Defensive driving or eco-driving certificate•Experience with container transport from the Port of DakarNous offrons•Fixed monthly salary plus daily trip allowances•Mercedes-Benz Actros trucks with sleeping cabins",
  );
  const lines = splitJobLines(job.text);

  it("reads French, Spanish, German and Dutch headings by their kind", () => {
    expect(classifyHeading("Profil recherché")).toBe("required");
    expect(classifyHeading("Un plus")).toBe("preferred");
    expect(classifyHeading("Nous offrons")).toBe("benefits");
    expect(classifyHeading("Qui sommes-nous")).toBe("company");
    expect(classifyHeading("Tu rol")).toBe("responsibilities");
    expect(classifyHeading("Se valorará")).toBe("preferred");
    expect(classifyHeading("Ihr Profil")).toBe("required");
    expect(classifyHeading("Wat wij vragen")).toBe("required");
  });

  it("sets the employer's blurb and offer aside and reads 'Un plus' items as preferred", () => {
    // "We are certified ISO 9001" is the haulier's, not the driver's.
    expect(names(job)).not.toContain("ISO 45001");
    expect(job.certifications.map((c) => c.value)).not.toContain("ISO 9001");
    expect(reasons(job)).toEqual(expect.arrayContaining(["benefits", "company"]));
    expect(level(job, "Defensive driving")).toBe("preferred");
    expect(lines.some((l) => l.isHeading && l.text === "Nous offrons")).toBe(true);
    // Said in a sentence of the role's too: "…, and we are certified ISO 9001".
    expect(
      names(
        parseJob(
          "Truck Driver\n\nAbout the job\nWe move containers to Mali, and we are certified ISO 9001 and ISO 45001.\n\nRequirements\n- CDL Class A",
        ),
      ),
    ).toEqual(["CDL Class A"]);
  });

  it("keeps a compound of two capitalised words whole, and reads the role glossed in English", () => {
    expect(lines.some((l) => l.text.startsWith("-Remorque"))).toBe(false);
    expect(lines.some((l) => l.text.includes("Mercedes-Benz Actros"))).toBe(true);
    expect(
      parseJob(
        "Veterinario/a de Campo – Ganadería de Carne (Field Veterinarian, Beef Cattle)\n\nHerd health work.",
      ).title?.value,
    ).toBe("Field Veterinarian");
    // A dash inside the title's brackets joins no parts of it.
    expect(
      parseJob("Board-Certified Veterinary Surgeon (DACVS – Small Animal)\n\nSurgery.").title
        ?.value,
    ).toBe("Board-Certified Veterinary Surgeon (DACVS – Small Animal)");
    // A title in English keeps its own words beside a bracket.
    expect(
      parseJob("Welding Technology Instructor (Full-Time Faculty)\n\nTeach welding.").title?.value,
    ).toBe("Welding Technology Instructor (Full-Time Faculty)");
  });

  it("reads the paper of a role its words name whole, though its last word alone names none", () => {
    const guide = parseJob(
      "Tour Guide\n\nRequirements\n•Valid tourist guide licence (άδεια ξεναγού) issued by the Deputy Ministry of Tourism – mandatory\n•German C1",
    );
    expect(guide.certifications.map((c) => c.value)).toContain("Tourist guide license");
    // "user guide" names no role, nor does "manufacturer" alone.
    expect(
      parseJob(
        "Marine Mechanic\n\nRequirements\n•At least one current manufacturer certification (Mercury, Yamaha)",
      ).certifications,
    ).toEqual([]);
    expect(
      parseJob("Writer\n\nRequirements\n•Valid user guide certificate").certifications,
    ).toEqual([]);
  });

  it("reads a paper named in its own language too, issued by a body whose own name spells its initials", () => {
    // Not read before: the paper's bracket, the dash before the initials, "на" between the words.
    const job = parseJob(
      "Pharmacist\n\nRequirements\n•Valid licence to work (лиценца за работа) issued by the Pharmaceutical Chamber of Macedonia (Фармацевтска комора на Македонија – ФКМ) – mandatory\n•Two years in a pharmacy",
    );
    expect(job.certifications.find((c) => c.value === "ФКМ licence")?.level).toBe("required");
  });

  it("reads a membership of a body written 'Colegiado activo of'", () => {
    const audit = parseJob(
      "Auditor Senior\n\nRequisitos\n•Colegiado activo of the Colegio de Contadores Públicos y Auditores de Guatemala (CCPAG) – a current constancia must be presented\n•Minimum 4 years of external audit",
    );
    expect(audit.certifications.find((c) => c.value === "CCPAG membership")?.level).toBe(
      "required",
    );
  });

  // Invented, in the shape of a Mozambican contractor's paste: Portuguese headings glued to
  // English text, after words ending in accented letters and before a heading of one-letter words.
  const substation = parseJob(
    "Engenheiro Electrotécnico Sénior (Senior Electrical Engineer)Zambeze Energia, Lda · Maputo · Full-timeQuem somosZambeze Energia is an EPC contractor founded in 2009.Descrição da funçãoThe engineer leads the commissioning of 66 kV substations.Requisitos obrigatórios•Licenciatura em Engenharia Electrotécnica•Inscrição na Ordem dos Engenheiros de Moçambique (OrdEM) como Membro Efectivo – mandatory•Minimum 6 years' experience in HV substationsRequisitos preferenciais•Power system studies with ETAP•Knowledge of local languages for site community relationsO que oferecemos•Company vehicle and mobile phone•Paid membership feesCandidaturaPlease send your CV to recrutamento@example.com.",
  );
  const substationLines = splitJobLines(substation.text);
  const headings = substationLines.filter((l) => l.isHeading).map((l) => l.text);

  it("reads Portuguese headings glued after accented words and before one-letter words", () => {
    expect(headings).toEqual([
      "Quem somos",
      "Descrição da função",
      "Requisitos obrigatórios",
      "Requisitos preferenciais",
      "O que oferecemos",
      "Candidatura",
    ]);
    expect(level(substation, "ETAP")).toBe("preferred");
    expect(substationLines.find((l) => l.text.startsWith("The engineer leads"))?.section).toBe(
      "responsibilities",
    );
    // A one-letter word glued to a word opens nothing but a heading: "vitamin A" stays whole.
    expect(
      splitJobLines("Duties\nGive vitamin A as ordered by the vetA notice applies.").map(
        (l) => l.text,
      ),
    ).not.toContain("A notice applies.");
  });

  it("reads a registration with a body whose initials mix cases, and no licence in 'Licenciatura'", () => {
    expect(substation.certifications.find((c) => c.value === "OrdEM registration")?.level).toBe(
      "required",
    );
    expect(
      parseJob(
        "Chief Mate\n\nRequirements\n•Licenciatura en Ciencias Náuticas from the Escuela de la Marina Mercante Nacional (EMMNA)\n•5 years at sea",
      ).certifications.map((c) => c.value),
    ).not.toContain("EMMNA licence");
  });

  it("reads a heading's level in French brackets, and a holder named as the workplace as no paper", () => {
    expect(classifyHeading("Profil recherché (exigences)")).toBe("required");
    const declarant = parseJob(
      "Senior Customs Declarant\n\nLe poste\nYou lodge declarations.\nProfil recherché (exigences)\n•Valid carte professionnelle de déclarant en douane issued by the Direction Générale des Douanes (DGD) du Bénin – mandatory\n•Minimum 4 years' experience as a customs declarant with a licensed customs broker",
    );
    expect(declarant.certifications.map((c) => [c.value, c.level])).toEqual([
      ["DGD registration", "required"],
    ]);
    expect(names(declarant)).not.toContain("Licensed customs broker");
    // Not the words of the one sought: "looking for a licensed pharmacist".
    expect(
      names(
        parseJob(
          "Pharmacist\n\nAbout the role\nWe are looking for a licensed pharmacist to run our pharmacy.",
        ),
      ),
    ).toContain("Pharmacist license");
  });

  it("reads a heading glossed in English in brackets, and an advantage as a level", () => {
    expect(classifyHeading("Uslovi (Requirements)")).toBe("required");
    expect(classifyHeading("Prednost (Advantage)")).toBe("preferred");
    expect(classifyHeading("Nudimo (We offer)")).toBe("benefits");
    expect(classifyHeading("Način prijave (How to apply)")).toBe("application");
    expect(classifyHeading("O nama")).toBe("company");
    expect(classifyHeading("Opis posla")).toBe("responsibilities");
    expect(classifyHeading("Preferred Qualifications (an advantage, not essential)")).toBe(
      "preferred",
    );
    // A bracket that is no heading's name makes none: a title's shifts, an item's aside, a level.
    expect(classifyHeading("Required (Day or Night Shift)")).toBeUndefined();
    expect(
      classifyHeading("Spanish fluency (about 40% of our families prefer Spanish)"),
    ).toBeUndefined();
    expect(classifyHeading("Driver's licence (required)")).toBeUndefined();
    const declarant = splitJobLines(
      "Carinski deklarant / Customs Declarant\n\nUslovi (Requirements)\n•Minimum 3 years' experience as a customs declarant\nPrednost (Advantage)\n•German language (B1 or higher)\nNudimo (We offer)\n•Competitive salary",
    );
    expect(declarant.find((l) => l.text.includes("German language"))?.section).toBe("preferred");
  });

  it("cuts a glossed heading glued to the text, its first letter not in ASCII", () => {
    // Invented, in the shape of a Kosovan software house's paste: Albanian headings, glossed.
    const lines = splitJobLines(
      "Senior Java Backend Engineer\n\nRreth rolit (The role)You will build payment services; travel to the client 2–3 times per yearKërkesat (Requirements)•Bachelor's degree in Computer Science•Valid passport (Schengen visa support provided)Përparësi (Nice to have)•German at B1 level or higher•AWS Professional certificationÇfarë ofrojmë (What we offer)•Competitive net salary",
    );
    expect(lines.filter((l) => l.isHeading).map((l) => l.text)).toEqual([
      "Rreth rolit (The role)",
      "Kërkesat (Requirements)",
      "Përparësi (Nice to have)",
      "Çfarë ofrojmë (What we offer)",
    ]);
    expect(lines.find((l) => l.text.includes("German at B1"))?.section).toBe("preferred");
    expect(lines.find((l) => l.text.includes("Competitive net salary"))?.ignored).toBe("benefits");
  });

  it("cuts a posting in Japanese, Korean or Chinese at its sentences and glued headings", () => {
    // Invented, in the shape of a Japanese care provider's paste: no spaces, no line breaks.
    const posting =
      "【正職員】介護支援専門員｜社会福祉法人 みなと会法人紹介当法人は1996年に設立されました。職員数は約280名です。仕事内容地域の高齢者のケアプランを作成します。・訪問調査・サービス担当者会議の開催応募資格（必須）・介護支援専門員証をお持ちの方・実務経験5年以上歓迎要件（尚可）・社会福祉士給与・待遇・月給255,000円〜応募方法履歴書をメールでお送りください。";
    const care = splitJobLines(posting);
    for (const l of care) expect(posting.slice(l.start, l.end)).toBe(l.text);
    expect(care.filter((l) => l.isHeading).map((l) => [l.text, l.section])).toEqual([
      ["法人紹介", "company"],
      ["仕事内容", "responsibilities"],
      ["応募資格（必須）", "required"],
      ["歓迎要件（尚可）", "preferred"],
      ["給与・待遇", "benefits"],
      ["応募方法", "application"],
    ]);
    const at = (s: string) => care.find((l) => l.text.includes(s));
    expect(at("職員数は約280名です。")?.ignored).toBe("company");
    expect(at("実務経験5年以上")?.section).toBe("required");
    expect(at("実務経験5年以上")?.text).toBe("・実務経験5年以上");
    expect(at("社会福祉士")?.section).toBe("preferred");
    expect(at("月給")?.ignored).toBe("benefits");
    // A Korean heading glossed in English, glued to its first item.
    const cook = splitJobLines(
      "한식당 조리사 채용 | 제주 | 정규직담당업무 / Responsibilities•한정식 코스 조리자격요건 / Requirements (필수)•한식조리기능사 자격증 필수•조리 경력 최소 5년우대사항•HACCP 교육 이수자복리후생•기숙사 제공",
    );
    expect(cook.filter((l) => l.isHeading).map((l) => [l.text, l.section])).toEqual([
      ["담당업무 / Responsibilities", "responsibilities"],
      ["자격요건 / Requirements (필수)", "required"],
      ["우대사항", "preferred"],
      ["복리후생", "benefits"],
    ]);
    expect(cook.find((l) => l.text.includes("HACCP"))?.section).toBe("preferred");
  });

  it("reads 'Requisitos imprescindibles' as required, and years asked in Spanish as no skill", () => {
    const job = parseJob(
      "Técnico/a en Emergencias Sanitarias | Palma | Contrato indefinidoFunciones•Conducción de la ambulanciaRequisitos imprescindibles•Certificado de conocimientos de lengua catalana nivel B1•Experiencia mínima de 1 año como TES en transporte sanitario urgenteSe valorará•Inglés o alemán a nivel B1",
    );
    expect(level(job, "Catalan")).toBe("required");
    expect(job.minYears?.value).toBe(1);
    expect(names(job).filter((n) => /experiencia/i.test(n))).toEqual([]);
  });

  it("reads a paper named in Spanish by its own initials", () => {
    const amt = parseJob(
      "Aircraft Maintenance Technician\n\nRequisitos\n•Licencia de Técnico en Mantenimiento de Aeronaves (TMA) issued by the AAC El Salvador – mandatory\n•Minimum 3 years in heavy maintenance",
    );
    expect(amt.certifications.map((c) => [c.value, c.level])).toEqual([
      ["TMA licence", "required"],
    ]);
  });

  it("reads a heading that ends in a two-letter word glued to the text after it", () => {
    const nails = splitJobLines(
      "Nail Technician\n\nAbout UsLumière Nail Atelier is a studio.What You'll DoAs a Nail Technician you will deliver manicures.•Perform gel polish application",
    );
    expect(nails.filter((l) => l.isHeading).map((l) => l.text)).toEqual([
      "About Us",
      "What You'll Do",
    ]);
    expect(nails.find((l) => l.text.startsWith("As a Nail"))?.section).toBe("responsibilities");
  });
});

describe("an exam the hire must have passed", () => {
  const papers = (posting: string) =>
    parseJob(
      `Legal Counsel\n\nRequirements\n${posting}\n•At least 3 years of legal work`,
    ).certifications.map((c) => [c.value, c.level]);

  it("reads a passed exam as a paper, by its name and by the name in brackets", () => {
    // Invented, in the shape of a Balkan bank's paste.
    expect(papers("•Passed bar exam (položen pravosudni ispit) – mandatory")).toEqual([
      ["bar exam", "required"],
      ["pravosudni ispit", "required"],
    ]);
    // An exam named only by its kind is known by the name in brackets alone.
    expect(
      papers("•Passed professional examination (strokovni izpit) at the Ministry of Health"),
    ).toEqual([["strokovni izpit", "required"]]);
  });

  it("reads no paper of an exam asked of some, nor of a credential's own exam", () => {
    expect(
      papers(
        "•German at C1 level; for doctors trained abroad, a passed medical language examination (Fachsprachprüfung)",
      ),
    ).toEqual([]);
    expect(
      papers(
        "•A degree recognised by the Ministry, or a passed approbation exam (aprobační zkouška) for graduates from outside the EU",
      ),
    ).toEqual([]);
    // Words of a bracket that name no exam: a level, a time.
    expect(papers("•Passed bar exam (mandatory for all lawyers)")).toEqual([
      ["bar exam", "required"],
    ]);
    expect(papers("•You must have passed the AVA examination").map(([v]) => v)).not.toContain(
      "AVA examination",
    );
  });
});

import { describe, expect, it } from "vitest";
import { extractSkills } from "../../src/skills/extract.ts";
import { findSkill, getTaxonomy, relatedWeight } from "../../src/skills/taxonomy.ts";

const names = (text: string) => extractSkills(text).map((m) => m.name);
const id = (alias: string) => findSkill(alias)!.id;

describe("licences and certifications", () => {
  it("resolves the credentials people write, in every sector, to one entry each", () => {
    const cases: Array<[string, string, "licence" | "certification"]> = [
      ["RN", "Registered Nurse", "licence"],
      ["LVN", "Licensed Practical Nurse", "licence"],
      ["CNA", "Certified Nursing Assistant", "licence"],
      ["BLS", "Basic Life Support", "certification"],
      ["ACLS certified", "ACLS", "certification"],
      ["PALS", "Pediatric Advanced Life Support", "certification"],
      ["Class A CDL", "CDL Class A", "licence"],
      ["CDL", "Commercial driver's license", "licence"],
      ["FAA A&P", "Airframe and Powerplant certificate", "licence"],
      ["Series 7", "Series 7", "licence"],
      ["National Commodity Futures Examination", "Series 3", "licence"],
      ["Investment Banking Representative", "Series 79", "licence"],
      ["Licensed CPA", "Certified Public Accountant", "licence"],
      ["CFA charterholder", "Chartered Financial Analyst", "certification"],
      ["Admitted to the bar", "Bar admission", "licence"],
      ["OSHA 30", "OSHA 30-Hour", "certification"],
      ["EPA Section 608", "EPA 608 certification", "certification"],
      ["Licensed journeyman electrician", "Journeyman electrician", "licence"],
      ["Electrician's licence", "Journeyman electrician", "licence"],
      ["Car licence", "Driver's license", "licence"],
      ["License to practice law", "Bar admission", "licence"],
      ["State teaching certificate", "Teaching license", "licence"],
      ["ServSafe Manager", "Certified Food Protection Manager", "certification"],
      ["ServSafe Food Handler", "Food handler certificate", "certification"],
      ["EPA Section 609", "EPA 609 certification", "certification"],
      ["CRCST", "Certified Registered Central Service Technician", "certification"],
      ["CSPDT", "Certified Registered Central Service Technician", "certification"],
      ["CPC-A", "Certified Professional Coder Apprentice", "certification"],
      ["CPC credential", "Certified Professional Coder", "certification"],
      ["2nd Class Engineer license", "Boiler operator license", "licence"],
      ["Class A Commercial Driver License", "CDL Class A", "licence"],
      ["Commercial Driver License Class B", "CDL Class B", "licence"],
      ["Forklift certified", "Forklift certification", "certification"],
      ["SHRM-CP", "SHRM-CP", "certification"],
      ["Lean Six Sigma Green Belt", "Six Sigma Green Belt", "certification"],
      ["PMP certified", "PMP", "certification"],
      ["TS/SCI", "Top Secret clearance", "licence"],
    ];
    for (const [alias, name, kind] of cases) {
      const skill = findSkill(alias);
      expect(skill?.name, alias).toBe(name);
      expect(skill?.credential, alias).toBe(kind);
      expect(skill?.category, alias).toBe("Licences and certifications");
    }
  });

  it("reads a trade's words in their trade's sense", () => {
    // ASE's "Electrical/Electronic Systems" is electronics, not ESCO's consumer electronics.
    expect(names("ASE A6 (Electrical/Electronic Systems)")).toContain("Electronics");
    expect(names("ASE A6 (Electrical/Electronic Systems)")).not.toContain("consumer electronics");
    // A brake's calipers are no measuring instrument; a machinist's dial calipers are.
    expect(names("Brake repairs including pads, rotors and calipers")).not.toContain(
      "Precision measurement",
    );
    expect(names("Measured parts with dial calipers and micrometers")).toContain(
      "Precision measurement",
    );
  });

  it("knows both spellings of licence", () => {
    expect(findSkill("Driving licence")?.name).toBe("Driver's license");
    expect(findSkill("Real estate licence")?.name).toBe("Real estate license");
    expect(findSkill("Teaching license")?.name).toBe("Teaching license");
  });

  it("reads a commercial licence's endorsements by their letters, and no skill in its number", () => {
    expect(
      names("CDL Class A \u2014 Texas, DL #41877302 \u2014 Endorsements: X (Hazmat + Tank), T"),
    ).toEqual(["CDL Class A", "Hazmat endorsement", "Tanker endorsement"]);
    expect(names("Endorsements - P/S")).toEqual([
      "Passenger endorsement",
      "School bus endorsement",
    ]);
    expect(names("with Tanker (N) and Hazardous Materials (H) endorsements")).toEqual([
      "Tanker endorsement",
      "Hazmat endorsement",
    ]);
    expect(names("Skills: ML, DL, NLP")).toContain("Deep learning");
  });

  it("knows words joined by a slash or a hyphen alike, and Australia's High Risk Work Licence", () => {
    expect(names("ASE Master Medium-Heavy Truck Technician (T2, T3)")).toContain(
      "ASE Medium/Heavy Truck certification",
    );
    expect(names("HRWL \u2013 DG Dogging, SafeWork NSW")).toContain("High Risk Work Licence");
  });

  it("reads a registry's credential per discipline by its letter, after dotted initials and before a state's code", () => {
    expect(names("Dana Okafor, B.S., R.T.(T)(ARRT)")).toContain("ARRT Radiation Therapy");
    expect(
      names("ARRT \u2013 Registered Technologist, Radiation Therapy (T), ID #5829174"),
    ).toContain("ARRT Radiation Therapy");
    expect(names("ARRT (R) Radiography, #4471902 \u2013 active")).toContain("ARRT Radiography");
    expect(names("ARRT (R) Radiography")).not.toContain("ARRT Radiation Therapy");
    // Several in a run of letters: each after the first is the registry's of its letter.
    expect(names("Registered Technologist, ARRT (R)(M)(CT) #5521873")).toEqual([
      "ARRT Radiography",
      "ARRT Mammography",
      "ARRT Computed Tomography",
    ]);
    expect(names("Jordan Lee, RT (R) (MR)")).toContain("ARRT Magnetic Resonance Imaging");
    // Letters no credential of the registry has, or a run touching no registry, add nothing.
    expect(names("ARRT (R)(XYZ)")).toEqual(["ARRT Radiography"]);
    expect(names("Bay Area (SF)(CA) office")).not.toContain("ARRT Computed Tomography");
    expect(names("HT(ASCP) since 2019")).toEqual(["HT ASCP certification"]);
    // Each discipline is an ARRT credential, and none is another's.
    expect(relatedWeight(id("ARRT (T)"), id("ARRT"))).toBe(1);
    expect(relatedWeight(id("ARRT (R)"), id("ARRT (T)"))).toBe(0);
    // A nurse practitioner's population, the same way.
    expect(names("PMHNP-BC (Across the Lifespan), ANCC")).toContain(
      "Psychiatric-Mental Health Nurse Practitioner",
    );
    expect(relatedWeight(id("PMHNP-BC"), id("Nurse Practitioner"))).toBe(1);
    expect(relatedWeight(id("FNP-BC"), id("PMHNP"))).toBe(0);
    // A platform's administrator credential, its advanced level holding it.
    expect(names("Salesforce Certified Administrator \u2013 2022")).toContain(
      "Salesforce Certified Administrator",
    );
    expect(
      relatedWeight(
        id("Salesforce Certified Advanced Administrator"),
        id("Salesforce Certified Administrator"),
      ),
    ).toBe(1);
  });

  it("tells apart the credentials of one field that are not the same: RHIA and RHIT, CCS and CPC, CFII and CFI, master barber and barber", () => {
    for (const [higher, lower] of [
      ["RHIA", "RHIT"],
      ["CFII", "CFI"],
      ["MEI", "CFI"],
      ["Master Barber", "Barber license"],
      ["NRC SRO license", "NRC RO license"],
      ["AFA CJF", "AFA CF"],
      ["AALAS LATG", "AALAS LAT"],
    ]) {
      expect(id(higher!), higher).not.toBe(id(lower!));
      // Not the same credential, and the lower one is not the higher one held.
      expect(relatedWeight(id(lower!), id(higher!)), lower).toBeLessThan(1);
    }
    // Each instructor rating is on a flight instructor's certificate; the master's licence holds
    // the barber's; the senior operator's licence holds the operator's.
    expect(relatedWeight(id("CFII"), id("CFI"))).toBe(1);
    expect(relatedWeight(id("Master Barber"), id("Barber license"))).toBe(1);
    expect(relatedWeight(id("NRC SRO license"), id("NRC RO license"))).toBe(1);
    // AHIMA's coder and AAPC's coder are two credentials, each a coder's.
    expect(id("CCS")).not.toBe(id("CPC credential"));
    expect(relatedWeight(id("CPC credential"), id("CCS"))).toBeLessThan(1);
    expect(relatedWeight(id("RHIA"), id("RHIT"))).toBeLessThan(1);
  });

  it("reads credentials of many trades by their names and initials, not words that share them", () => {
    expect(names("Certified Pool & Spa Operator (CPO), PHTA – exp. 04/2027")).toContain(
      "Certified Pool Operator",
    );
    expect(names("ASQ CQI #21877; AALAS LAT; NCCPA PA-C")).toEqual([
      "Certified Quality Inspector",
      "Laboratory Animal Technician",
      "NCCPA certification",
    ]);
    expect(names("Maria Lopez, RHIA, CTR")).toEqual(["RHIA", "Certified Tumor Registrar"]);
    // The infection preventionist's, the lactation consultant's and the progressive care nurse's,
    // each apart from its lesser or neighbouring credential.
    expect(names("RN, BSN, CIC; a-IPC (2022); IBCLC; CLC; PCCN")).toEqual([
      "Registered Nurse",
      "Certified in Infection Control",
      "Associate – Infection Prevention and Control",
      "IBCLC",
      "Certified Lactation Counselor",
      "PCCN",
    ]);
    expect(relatedWeight(id("PCCN"), id("CCRN"))).toBeLessThan(1);
    expect(names("API 510 Authorized Pressure Vessel Inspector; API 570 and API 653")).toEqual([
      "API 510 Pressure Vessel Inspector",
      "API 570 Piping Inspector",
      "API 653 Aboveground Storage Tank Inspector",
    ]);
    // Continuous quality improvement and a click-through rate are no credentials.
    expect(names("Led CQI projects in the ED; increased CTR by 20%")).toEqual([]);
  });

  it("reads a nondestructive testing level per method, named once for a list of methods", () => {
    expect(names("NDT Technician \u2013 Level II UT/MT/PT")).toEqual([
      "Ultrasonic Testing Level II",
      "Magnetic Particle Testing Level II",
      "Liquid Penetrant Testing Level II",
    ]);
    expect(names("ASNT SNT-TC-1A: MT/PT Level II, UT Level I")).toEqual([
      "Magnetic Particle Testing Level II",
      "Liquid Penetrant Testing Level II",
      "Ultrasonic Testing Level I",
    ]);
    expect(
      names(
        "NDT: certified to Level II in Ultrasonic Testing (UT) and Magnetic Particle Testing (MT)",
      ),
    ).toEqual(["Ultrasonic Testing Level II", "Magnetic Particle Testing Level II"]);
    // A table's level column.
    expect(
      names("NDT certifications\nUltrasonic Testing (UT) II SNT-TC-1A (employer) 03/2017"),
    ).toEqual(["Ultrasonic Testing Level II"]);
    // Each level holds the one below; outside NDT the initials are other things.
    expect(
      relatedWeight(id("Level III Ultrasonic Testing"), id("Level II Ultrasonic Testing")),
    ).toBe(1);
    expect(relatedWeight(id("Level I Ultrasonic Testing"), id("Level II Ultrasonic Testing"))).toBe(
      0,
    );
    expect(names("Physical therapy student: PT Level II fieldwork, 12 weeks")).not.toContain(
      "Liquid Penetrant Testing Level II",
    );
  });

  it("finds credentials in resume text", () => {
    expect(names("Jane Doe, RN, BSN - current BLS, ACLS and PALS")).toEqual(
      expect.arrayContaining([
        "Registered Nurse",
        "Basic Life Support",
        "ACLS",
        "Pediatric Advanced Life Support",
      ]),
    );
    expect(names("Holds Series 7 and Series 63 registrations")).toEqual(["Series 7", "Series 63"]);
    expect(names("Certifications: CPA, CFA")).toEqual([
      "Certified Public Accountant",
      "Chartered Financial Analyst",
    ]);
    expect(names("Drove regional routes with a Class A CDL and Hazmat endorsement")).toEqual(
      expect.arrayContaining(["CDL Class A", "Hazmat endorsement"]),
    );
    expect(names("Admitted to the bar in two states")).toContain("Bar admission");
  });

  it("leaves the everyday words they look like alone", () => {
    const none = (text: string, skill: string) => expect(names(text), text).not.toContain(skill);
    none("Went hiking with old pals from school", "Pediatric Advanced Life Support");
    none("Ran a series of 7 workshops for new hires", "Series 7");
    none("Managed the hotel bar and a restaurant of 40 covers", "Bar admission");
    none("Cut CPA by 30% across paid social campaigns", "Certified Public Accountant");
    none("Returned urns and modern patterns to the store", "Registered Nurse");
    none("Sped up delivery and helped send weekly reports", "Special education");
    none("Shared tips for first-time buyers", "Alcohol server certification");
    none("Visa sponsorship is not available for this role", "Sponsorship sales");
    none("Cleaned storage tanks and hoppers", "TANKS");
    none("Owned the P&L for two stores", "Airframe and Powerplant certificate");
    none("Great team chemistry on a busy floor", "Chemistry");
    none("Board eligible in internal medicine", "Board certification");
    // Acronyms another trade uses for something else: over-the-road driving, electrical metallic
    // tubing, cost per click or lead, a customer success manager, process safety management.
    none(
      "Valid Class A CDL with 1 year of verifiable OTR experience",
      "Occupational therapist license",
    );
    none("Bend EMT and rigid conduit to the panel", "Emergency Medical Technician");
    none("Lowered CPC and CPL on paid search by a third", "Certified Professional Coder");
    none("Lowered CPC and CPL on paid search by a third", "Commercial pilot certificate");
    none("Reported to the CSM on renewals", "Certified ScrumMaster");
    none("Kept the unit's PSM documents current", "Certified ScrumMaster");
    // Written as a credential, they still count.
    expect(names("Certifications: EMT, CPR, OTR")).toEqual(
      expect.arrayContaining(["Emergency Medical Technician", "Occupational therapist license"]),
    );
  });

  it("links a credential to the skill it implies, more strongly than back", () => {
    expect(relatedWeight(id("Class A CDL"), id("CDL"))).toBeGreaterThanOrEqual(0.9);
    expect(relatedWeight(id("ACLS"), id("BLS"))).toBeGreaterThan(0.5);
    expect(relatedWeight(id("RN"), id("Nursing"))).toBeGreaterThan(0.5);
    expect(relatedWeight(id("Nursing"), id("RN"))).toBeLessThan(
      relatedWeight(id("RN"), id("Nursing")),
    );
    expect(relatedWeight(id("Class B CDL"), id("Class A CDL"))).toBeLessThan(0.5);
  });

  it("marks licences apart from certifications", () => {
    const creds = getTaxonomy().skills.filter((s) => s.credential);
    expect(creds.length).toBeGreaterThanOrEqual(200);
    expect(creds.filter((s) => s.credential === "licence").length).toBeGreaterThanOrEqual(60);
    expect(creds.every((s) => s.category === "Licences and certifications")).toBe(true);
  });
});

describe("a credential of several types or grades, the whole one apart", () => {
  it("reads EPA 608 Universal, however the line writes it, and it holds a bare EPA 608", () => {
    for (const line of [
      "EPA Section 608 Universal",
      "EPA 608 Certification – Universal",
      "EPA 608 (Universal), ESCO Institute",
      "EPA 608: Type I, II & III",
    ])
      expect(names(line), line).toContain("EPA 608 Universal certification");
    for (const line of [
      "EPA Section 608 Type II (Mainstream Engineering), 2017 – not Universal",
      "EPA 608 Type II",
    ])
      expect(names(line), line).not.toContain("EPA 608 Universal certification");
    expect(relatedWeight(id("EPA 608 Universal"), id("EPA 608"))).toBe(1);
    expect(relatedWeight(id("EPA 608"), id("EPA 608 Universal"))).toBe(0);
  });

  it("reads the sommelier's ladder by its levels, and no body's name or other award as one", () => {
    expect(
      names("Introductory Sommelier Certificate — Court of Master Sommeliers, 2024"),
    ).not.toContain("Certified Sommelier");
    expect(names("WSET Level 3 Award in Wines (Distinction)")).not.toContain("Certified Sommelier");
    expect(names("Certified Sommelier, Court of Master Sommeliers Americas (2019)")).toContain(
      "Certified Sommelier",
    );
    expect(names("CMS Advanced Sommelier, 2022")).toContain("Advanced Sommelier");
    expect(relatedWeight(id("Advanced Sommelier"), id("Certified Sommelier"))).toBe(1);
    expect(relatedWeight(id("Introductory Sommelier"), id("Certified Sommelier"))).toBe(0);
  });

  it("reads RSES and FOA credentials, the specialist's holding the member's or technician's", () => {
    expect(names("RSES Certificate Member (CM), member since 2014")).toContain(
      "RSES Certificate Member",
    );
    expect(relatedWeight(id("RSES CMS"), id("RSES CM"))).toBe(1);
    expect(relatedWeight(id("RSES CM"), id("RSES CMS"))).toBe(0);
    expect(names("FOA CFOS/S, 2019")).toContain("Certified Fiber Optic Specialist in Splicing");
    expect(relatedWeight(id("CFOS/S"), id("CFOT"))).toBe(1);
  });
});

describe("a UK licence's categories and a practising certificate", () => {
  it("reads 'C+E' joined by its plus as the HGV licence, and leaves C++ alone", () => {
    expect(names("Full UK licence: B, C1, C, C+E, BE \u2013 0 points")).toContain("HGV licence");
    expect(names("Category C+E entitlement")).toContain("HGV licence");
    expect(names("Wrote C++ services")).toEqual(["C++"]);
  });

  it("reads a board's specialty after its base credential's initials as the specialty", () => {
    expect(names("RRT-NPS, NBRC, 2021")).toEqual([
      "Neonatal/Pediatric Respiratory Care Specialist",
    ]);
    expect(names("RRT, NBRC, 2019")).toEqual(["Registered Respiratory Therapist"]);
  });

  it("reads a nurse practitioner's population focus by its board's initials", () => {
    expect(names("WHNP-BC, NCC, 2020")).toEqual(["Women's Health Nurse Practitioner"]);
    expect(names("NNP-BC since 2018")).toEqual(["Neonatal Nurse Practitioner"]);
    expect(names("Assist NNPs with intubation; NNP Clinical Practicum (student)")).not.toContain(
      "Neonatal Nurse Practitioner",
    );
  });

  it("reads a CDL's class written after it, past a comma or a dash", () => {
    expect(names("Iowa Commercial Driver's License, Class A \u2013 air brakes")).toContain(
      "CDL Class A",
    );
    expect(names("Commercial Driver's License \u2013 Class B, 2019")).toContain("CDL Class B");
    expect(names("Commercial Driver's License; class of 2019")).not.toContain("CDL Class A");
  });

  it("reads a credential by its new name: the Salesforce Platform Administrator", () => {
    expect(names("Salesforce Certified Platform Administrator \u2013 2019")).toEqual([
      "Salesforce Certified Administrator",
    ]);
    expect(names("Salesforce Certified Platform Administrator II \u2013 2022")).toEqual([
      "Salesforce Certified Advanced Administrator",
    ]);
  });

  it("reads the Gas Safe Register by its name", () => {
    expect(names("Current Gas Safe Register registration")).toContain("Gas Safe registration");
  });

  it("reads a UK licence's bus and lorry categories from its list, not the lesser D1 and C1", () => {
    expect(names("Full UK licence \u2013 categories B, D1, D, DE (PCV since 2012)")).toContain(
      "PCV licence",
    );
    expect(names("Full UK licence \u2013 categories B, D1")).not.toContain("PCV licence");
    expect(names("Category D (PCV) entitlement")).toContain("PCV licence");
  });

  it("reads initials in brackets inside a licence's name: Australia's heavy vehicle classes", () => {
    expect(names("NFPA 1001 Firefighter I & II (Pro Board), 2018")).toContain(
      "Firefighter II certification",
    );
    expect(names("NFPA 1001 Firefighter Level I (IFSAC), 2025")).not.toContain(
      "Firefighter II certification",
    );
    expect(names("Queensland Heavy Combination (HC) driver licence, held 2019")).toContain(
      "Heavy Combination licence",
    );
    expect(names("Security Check (SC) clearance \u2013 active")).toContain("Security clearance");
    // Not starting or ending inside the bracket.
    expect(names("licence class (HC) driver licence")).not.toContain("Heavy Combination licence");
  });

  it("reads a practising certificate alone as no lawyer's admission", () => {
    expect(
      names("Annual Practising Certificate (APC), Nursing Council of New Zealand"),
    ).not.toContain("Bar admission");
    expect(names("SRA practising certificate, 2019")).toContain("Bar admission");
  });
});

describe("a credential's name in the plural", () => {
  it("is the credential: 'Texas Educator Certificates (TEA/SBEC)'", () => {
    expect(names("Texas Educator Certificates (TEA/SBEC)")).toContain("Teaching license");
  });
});

describe("names that sound alike and are other papers", () => {
  it("tells the supervisors' SSSTS from the managers' SMSTS", () => {
    expect(id("SSSTS")).not.toBe(id("SMSTS"));
    expect(names("CITB SSSTS")).toContain("SSSTS");
    expect(names("CITB SSSTS")).not.toContain("SMSTS");
  });

  it("reads each ISO standard as its own: a safety system is no medical-device one", () => {
    expect(names("Led the site to ISO 45001 certification")).toContain("ISO 45001");
    expect(names("Led the site to ISO 45001 certification")).not.toContain("ISO 13485");
  });

  it("reads IOSH membership by its grade, not as the Managing Safely course", () => {
    expect(names("IOSH – Chartered Member (CMIOSH), membership no. 276419")).toContain(
      "IOSH membership",
    );
    expect(names("Tech IOSH")).not.toContain("IOSH Managing Safely");
    expect(names("Affiliate IOSH")).not.toContain("IOSH membership");
  });

  it("reads a UK résumé's 'Full UK licence (B, C1)' as the driving licence", () => {
    expect(names("Runcorn  |  Full UK licence (B, C1) – 0 points")).toContain("Driver's license");
  });

  it("reads Germany's licence to practise, 'Approbation als Apothekerin/Ärztin'", () => {
    expect(
      names("Approbation als Apothekerin \u2013 Regierungspräsidium Stuttgart, 2014"),
    ).toContain("Pharmacist license");
    expect(names("Approbation als Ärztin, 2012")).toContain("Medical license");
  });

  it("reads credentials of more countries by their own names", () => {
    expect(names("Licence to practise pharmacy, issued by the Region of Attica")).toContain(
      "Pharmacist license",
    );
    expect(names("Erlaubnis zur Führung der Berufsbezeichnung Pflegefachfrau")).toContain(
      "Registered Nurse",
    );
    expect(names("Lärarlegitimation i matematik, Skolverket 2018")).toContain("Lärarlegitimation");
    expect(names("BIG-registratie verpleegkundige, 2017")).toContain("BIG registration");
    expect(names("CACES® R489 categories 1A, 3 and 5")).toContain("CACES");
    expect(names("Auktorisation AL, Elsäkerhetsverket – granted 2019")).toContain(
      "Elsäkerhetsverket authorisation",
    );
    expect(names("Habilitation électrique B2V BR")).toContain("Habilitation électrique");
    expect(names("RVN, RCVS Register of Veterinary Nurses")).toContain(
      "Registered Veterinary Nurse",
    );
    expect(names("Driving licence C and CE | Code 95 valid until 02/2029")).toContain(
      "HGV licence",
    );
  });

  it("reads 'Bahasa Malaysia' as Malay, and a Malaysian as no speaker of it", () => {
    expect(names("Languages: Bahasa Malaysia, English")).toContain("Malay");
    expect(names("Nationality: Malaysian")).not.toContain("Malay");
  });

  it("reads a language named in the résumé's own language, not a surname or a place", () => {
    expect(names("LANGUES\nFrançais : courant · Anglais : OACI niveau 5")).toEqual(
      expect.arrayContaining(["French", "English"]),
    );
    expect(names("Idiomas: Inglés (C1), Alemán (B1)")).toEqual(
      expect.arrayContaining(["English", "German"]),
    );
    expect(names("Sprachen: Englisch (C1), Französisch (B2)")).toEqual(
      expect.arrayContaining(["English", "French"]),
    );
    expect(names("Marco Russo · Chino, CA · team of engineers")).not.toContain("Russian");
    expect(names("Marco Russo · Chino, CA · team of engineers")).not.toContain("Chinese");
  });
});

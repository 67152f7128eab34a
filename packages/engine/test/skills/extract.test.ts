import { describe, expect, it } from "vitest";
import { extractSkills, uniqueSkills } from "../../src/skills/extract.ts";

const names = (text: string) => uniqueSkills(extractSkills(text)).map((m) => m.name);

describe("extractSkills", () => {
  it("maps the aliases people write to canonical skills, with spans into the text", () => {
    const text =
      "5 yrs of JS/TS, k8s on GCP, Postgres, ReactJS, NodeJS, Golang, sklearn, ML and NLP";
    const mentions = extractSkills(text);
    expect(uniqueSkills(mentions).map((m) => m.name)).toEqual([
      "JavaScript",
      "TypeScript",
      "Kubernetes",
      "Google Cloud Platform",
      "PostgreSQL",
      "React",
      "Node.js",
      "Go",
      "scikit-learn",
      "Machine learning",
      "Natural language processing",
    ]);
    for (const m of mentions) expect(text.slice(m.span.start, m.span.end)).toBe(m.span.text);
    expect(mentions.find((m) => m.id === "kubernetes")?.alias.toLowerCase()).toBe("k8s");
  });

  it("reads names known whole on each side of a slash: HEC-HMS/HEC-RAS", () => {
    expect(names("Working knowledge of HEC-HMS/HEC-RAS")).toEqual(["HEC-HMS", "HEC-RAS"]);
    expect(names("Civil 3D, HydroCAD, Bentley PondPack/StormCAD")).toEqual([
      "Autodesk AutoCAD Civil 3D",
      "HydroCAD",
      "Bentley PondPack",
      "Bentley StormCAD",
    ]);
  });

  it("reads a credential written with its last word in brackets: MLT(ASCP), SPI (ARDMS)", () => {
    expect(names("MLT(ASCP) certification required")).toEqual(["MLT ASCP certification"]);
    expect(names("Passed the SPI (ARDMS) exam")).toEqual(["SPI exam"]);
    // Only where the taxonomy writes it so: Office, then PowerPoint in brackets, are two skills.
    expect(names("Microsoft Office (PowerPoint)")).toEqual([
      "Microsoft Office",
      "Microsoft PowerPoint",
    ]);
    const [mlt] = extractSkills("MLT(ASCP) - 2019");
    expect(mlt?.span.text).toBe("MLT(ASCP)");
  });

  it("keeps the symbol-bearing names whole: C++, C#, .NET, Node.js, CI/CD", () => {
    expect(names("Skills: C++, C#, .NET, Node.js, CI/CD")).toEqual([
      "C++",
      "C#",
      ".NET",
      "Node.js",
      "CI/CD",
    ]);
    expect(names("Built CI/CD pipelines")).toEqual(["CI/CD"]);
    expect(names("ASP.NET Core services")).toContain("ASP.NET Core");
  });

  it("tells Go the language from go the verb", () => {
    expect(names("Wrote microservices in Go and Python")).toContain("Go");
    expect(names("Go developer with Docker")).toContain("Go");
    expect(names("We go to market fast; let's go!")).not.toContain("Go");
    expect(names("Go to market strategy for SaaS")).not.toContain("Go");
    expect(names("Ready to go live next week")).not.toContain("Go");
  });

  it("finds R and C only as languages, not initials, grades or R&D", () => {
    expect(names("Statistical analysis in R and Python")).toContain("R");
    expect(names("Languages: C, R, Java")).toEqual(expect.arrayContaining(["C", "R", "Java"]));
    expect(names("John R. Smith led the R&D team")).not.toContain("R");
    expect(names("Reported to C-level executives and got a grade C")).not.toContain("C");
    // Letters in a run of labels are labels: tax schedules, a form's parts.
    expect(names("1040 returns with Schedules A, C, D, E, F and SE")).not.toContain("C");
    expect(names("Skills: C, R and SQL")).toEqual(expect.arrayContaining(["C", "R", "SQL"]));
    // A law named by its initials is no skill of the same letters.
    expect(names("Maintain compliance with the SAFE Act, RESPA and TILA")).not.toContain("SAFe");
    expect(names("Certified SAFe Agilist")).toContain("SAFe");
  });

  it("does not confuse Java with JavaScript", () => {
    expect(names("Java developer")).toEqual(["Java"]);
    expect(names("JavaScript developer")).toEqual(["JavaScript"]);
  });

  it("reads Excel the tool, not excel the verb or excellent", () => {
    expect(names("Advanced Excel and MS Excel pivot tables")).toEqual(["Microsoft Excel"]);
    expect(names("Excellent written skills; I excel at planning")).not.toContain("Microsoft Excel");
  });

  it("reads Spring the framework, not the season", () => {
    expect(names("REST APIs with Java and Spring")).toContain("Spring");
    expect(names("Spring Boot microservices")).toContain("Spring Boot");
    expect(names("Internship in Spring 2021")).not.toContain("Spring");
    expect(names("Our spring sale doubled revenue")).not.toContain("Spring");
  });

  it("reads Swift the language, not swift delivery", () => {
    expect(names("iOS apps in Swift and Objective-C")).toContain("Swift");
    expect(names("Swift delivery and friendly service")).not.toContain("Swift");
    expect(names("ensured a swift response")).not.toContain("Swift");
  });

  it("reads a name in capitals, but not a three-letter acronym as a name", () => {
    expect(names("SKILLS: PYTHON, JAVA, SQL")).toEqual(expect.arrayContaining(["Python", "Java"]));
    // The Americans with Disabilities Act, not the language Ada; a PDM system, not PdM.
    expect(names("Employment law: FLSA, FMLA, ADA, Title VII")).not.toContain("Ada");
    expect(names("Tools: SolidWorks PDM, AutoCAD, Creo")).not.toContain("Predictive maintenance");
    expect(names("Skills: MacOS, Windows, IOS development")).toContain("macOS");
  });

  it("reads the hygienist's work apart from the assistant's, and no trade from everyday words", () => {
    expect(names("Graduate of an accredited dental hygiene program")).toEqual(["Dental hygiene"]);
    expect(names("Educate patients on oral hygiene and home care")).not.toContain(
      "Home health care",
    );
    expect(names("Built claims microservices in Go")).not.toContain("Insurance");
    expect(names("Processed insurance claims; claims processing for auto policies")).toContain(
      "Insurance",
    );
  });

  it("reads a name joined to a single letter whole, and dbt only as written", () => {
    // The Columbia scale (C-SSRS) is not SQL Server Reporting Services; DBT is no data tool.
    expect(names("Suicide risk assessments (C-SSRS), CBT, DBT")).toEqual([
      "Cognitive behavioral therapy",
    ]);
    expect(names("Built SSRS reports")).toEqual(["SQL Server Reporting Services"]);
    expect(names("Models in dbt and Snowflake")).toContain("dbt");
  });

  it("reads a registry's name as none of its credentials, and its physics exam as an exam", () => {
    // ARDMS grants the RDMS, the RDCS and more; its SPI exam is a step towards each.
    expect(names("ARDMS SPI (exam) passed 2024")).toEqual(["SPI exam"]);
    expect(names("RDCS (ARDMS), 2021")).toEqual(["RDCS"]);
    expect(names("ARDMS registered sonographer")).toEqual(["RDMS"]);
    expect(names("RDMS (AB, OB/GYN) - ARDMS")).toContain("RDMS");
  });

  it("reads no skill from an everyday word a skill's name holds", () => {
    expect(names("Respond to rapid responses and code blue events")).toEqual([]);
    expect(names("Event coordination for 200 guests")).toContain("Event planning");
    expect(names("Airway management and suctioning")).not.toContain("Ventilator management");
  });

  it("reads an all-caps name that is also a word only in capitals", () => {
    expect(names("Covered the rest of the team's calls")).toEqual([]);
    expect(names("Paid rest breaks")).toEqual([]);
    expect(names("Built REST services for billing")).toContain("REST APIs");
    expect(names("Designed Rest APIs")).toContain("REST APIs");
    // O*NET's product "FEAR" is no Fear Free certificate; "MAGIC" no magic.
    expect(names("Fear Free Certified Professional")).not.toContain("FEAR");
    expect(names("Skills: magic tricks, puff pastry")).not.toContain("MAGIC");
    // An acronym written as a word is still read: "Matlab", "Hvac".
    expect(names("Skills: Matlab, Hvac")).toEqual(["MATLAB", "HVAC"]);
  });

  it("reads 'AI' beside a herd as artificial insemination, and no language in a code like 'J-1'", () => {
    expect(names("Heat detection and AI breeding of lactating cows")).toContain(
      "Artificial insemination",
    );
    expect(names("Certificate from a recognized AI training school such as Select Sires")).toEqual([
      "Artificial insemination",
    ]);
    expect(names("Built AI models in Python")).toContain("Artificial intelligence");
    expect(names("AI, machine learning and dairy analytics dashboards")).toContain(
      "Artificial intelligence",
    );
    expect(names("Near vision (Jaeger J-1); J-1 visa holder")).toEqual([]);
    // A paragraph of a rule, and the petroleum institute's standards.
    expect(names("OSHA 29 CFR 1910.119(j); API RP 572; API ICP")).toEqual(["Occupational safety"]);
    expect(names("Designed a REST API and an API gateway")).toContain("REST APIs");
    // The welding society's codes, not a cloud or a chart library.
    expect(names("AWS D3.6M Class B wet welding qualification")).toEqual(["Welding"]);
    expect(names("Deployed on AWS; charts in D3")).toEqual(["Amazon Web Services", "D3.js"]);
  });

  it("reads 'RMA' as a medical assistant's credential only beside a clinic's words", () => {
    expect(names("Current CMA (AAMA) or RMA (AMT) certification required")).toContain(
      "Certified Medical Assistant",
    );
    // The Risk Management Association's training, and a return authorisation.
    expect(names("RMA / Omega Performance credit training curriculum – completed 2023")).toEqual(
      [],
    );
    expect(names("Processed RMA returns and warranty claims for 40 dealers")).not.toContain(
      "Certified Medical Assistant",
    );
  });

  it("reads no programming language from a letter of a designation or another name", () => {
    // "R.T.(R)(CT)": a radiographer's registry and credential, not the R language; "(R)" a
    // registered mark.
    expect(names("TOMAS REYES, R.T.(R)(CT)(ARRT)")).toEqual([
      "ARRT Radiography",
      "ARRT",
      "ARRT Computed Tomography",
    ]);
    expect(names("ARRT Radiography (R)")).not.toContain("R");
    expect(names("Skills: (C), Java")).toEqual(["Java"]);
    expect(names("Skills: R, Python")).toEqual(["R", "Python"]);
    // The last word of a product's name: "CoreLogic Commercial Express", "Marshall & Swift".
    const estimators =
      "Guidewire PolicyCenter, Verisk/ISO tools and estimators (e.g., CoreLogic Commercial Express or Marshall & Swift/Boeckh)";
    expect(names(estimators)).not.toContain("Express.js");
    expect(names(estimators)).not.toContain("Swift");
    expect(names("Hiring a Senior Go Developer")).toEqual(["Go"]);
    // The American Welding Society's symbols and codes are no cloud.
    expect(names("Read shop drawings and AWS weld symbols")).not.toContain("Amazon Web Services");
    expect(names("Welded to API 1104 and ASME Section IX")).toContain("Certified welder");
    expect(names("Deployed on AWS EC2 and AWS Lambda")).toEqual(["Amazon EC2", "AWS Lambda"]);
    // After a state, PMP is its prescription monitoring program.
    expect(names("WA PMP, third-party billing")).toEqual(["Prescription drug monitoring program"]);
    expect(names("PMI PMP, 2019")).toEqual(["PMP"]);
    // A machinist's gauges measure; a CMM Level 5 company is no measuring machine.
    expect(names("Checked work with bore gauges and thread gauges")).toEqual([
      "Precision measurement",
    ]);
    expect(names("Ran CMM programs on the Zeiss")).toEqual(["Coordinate measuring machine"]);
    expect(names("Worked at a CMM Level 5 company")).toEqual([]);
    expect(names("Developed Java Spring Boot services")).toContain("Spring Boot");
  });

  it("reads initials the text spells out as other words as those, everywhere in it", () => {
    const vascular =
      "Caleb Morrissey, RVT\n\n- RVT - Registered Vascular Technologist, ARDMS (2021)";
    expect(names(vascular)).not.toContain("Veterinary technician license");
    const vet = "Jo Lee, RVT\n- RVT, Registered Veterinary Technician, 2019";
    expect(names(vet)).toContain("Veterinary technician license");
    expect(names("Registered Nurse (RN), 2015")).toContain("Registered Nurse");
    // Spelt out in small letters all the same: a style of singing, not a case manager.
    const singing =
      "Teaches contemporary commercial music (CCM) singers\n- Lessons across classical and CCM styles";
    expect(names(singing)).not.toContain("Certified Case Manager");
    expect(names("CCM (certified case manager), 2020")).toContain("Certified Case Manager");
    // The American Society of Echocardiography's guidelines are no car technician's ASE.
    expect(names("Perform TTEs per ASE guidelines")).not.toContain("ASE certification");
    expect(names("ASE certified technician")).toContain("ASE certification");
  });

  it("reads a store's service desk as a counter, not IT support", () => {
    expect(names("Covered the customer service desk and returns")).not.toContain("IT support");
    expect(names("Retail service desk experience a plus")).not.toContain("IT support");
    expect(names("Tier 1 service desk analyst")).toContain("IT support");
  });

  it("reads an acronym in the plural as the acronym", () => {
    expect(names("Ran 12-lead ECGs on every admission")).toContain("Electrocardiography");
  });

  it("reads a communicator as someone who communicates", () => {
    expect(names("Patient, clear communicator who exceeds SLA targets")).toContain("Communication");
  });

  it("reads a typing speed as typing, and blood typing as no typing", () => {
    expect(names("Typing 50 WPM, Salesforce, Microsoft Office")).toContain("Touch typing");
    expect(names("Types 60 words per minute")).toContain("Touch typing");
    expect(names("Blood typing and crossmatch")).not.toContain("Touch typing");
  });

  it("reads initials in brackets as the words before them spell them", () => {
    // "PM" defined as preventive maintenance is no project management.
    expect(
      names("• Perform preventive maintenance (PM) on conveyors, motors, gearboxes and pumps"),
    ).not.toContain("Project management");
    expect(names("Led project management (PM) for two plant moves")).toContain(
      "Project management",
    );
    expect(names("Certified in Basic Life Support (BLS)")).toContain("Basic Life Support");
    // Initials a skill is known by, with no long form before them, are read as before.
    expect(names("Skills: PM, budgeting, scheduling")).toContain("Project management");
  });

  it("reads an office program named in a sentence, and the everyday word as a word", () => {
    expect(names("Build forecast models in Excel")).toEqual(["Microsoft Excel"]);
    expect(names("Wrote weekly memos in Word")).toEqual(["Microsoft Word"]);
    expect(names("Built a member database in Access")).toEqual(["Microsoft Access"]);
    expect(names("I excel in client service")).not.toContain("Microsoft Excel");
    expect(names("In a word, the team delivered")).not.toContain("Microsoft Word");
  });

  it("reads a credential's initials that are also a time zone only as a listed item", () => {
    expect(names("Certifications: CST, BLS")).toEqual([
      "Certified Surgical Technologist",
      "Basic Life Support",
    ]);
    expect(names("Daily huddle at 7am CST with the OR team")).not.toContain(
      "Certified Surgical Technologist",
    );
  });

  it("reads the duties of a guard and of a dispatcher as they are written", () => {
    expect(names("Conduct foot and vehicle patrols; monitor CCTV cameras")).toContain(
      "Physical security",
    );
    expect(names("2+ years of experience in freight dispatch")).toContain("Dispatching");
  });

  it("reads React the library, not react the verb", () => {
    expect(names("Built dashboards with React and Redux")).toContain("React");
    expect(names("React to incidents within SLA")).not.toContain("React");
    expect(names("Able to react quickly under pressure")).not.toContain("React");
  });

  it("finds soft skills in running text", () => {
    expect(names("Team player with strong problem-solving skills and time management")).toEqual([
      "Teamwork",
      "Problem solving",
      "Time management",
    ]);
  });

  it("knows a word written with a hyphen by its name without one", () => {
    const [m] = extractSkills("Experience with take-off's for bids");
    expect(m).toMatchObject({ name: "Construction estimating", span: { text: "take-off's" } });
    // A hyphenated word known only in parts is still read by its parts.
    expect(extractSkills("front-end development").map((x) => x.name)).toEqual([
      "Front-end development",
    ]);
  });

  it("reads the plain word Operations as Operations management only in a list of skills", () => {
    const names = (t: string) => extractSkills(t).map((m) => m.name);
    expect(names("Managed the service desk operations single-handedly")).not.toContain(
      "Operations management",
    );
    expect(names("Skills: Operations, Budgeting, Forecasting")).toContain("Operations management");
    expect(names("Led business operations for three sites")).toContain("Operations management");
  });

  it("does not read a trait adjective that describes the job's terms or things as the person's trait", () => {
    expect(names("Must be able to work a flexible schedule, including weekends")).not.toContain(
      "Adaptability",
    );
    expect(names("We offer a collaborative work environment and flexible hours")).toEqual([]);
    expect(names("Flexible and dependable, adapts quickly to change")).toContain("Adaptability");
    expect(names("A collaborative team player")).toContain("Teamwork");
  });

  it("does not read the duty phrase 'be responsible for' as a sense of responsibility", () => {
    expect(names("The intern will be responsible for building online communities")).toEqual([]);
    expect(names("You are expected to be responsible and punctual")).toContain(
      "assume responsibility",
    );
  });

  it("reads 'continuing education' as courses taken, not as teaching adults", () => {
    expect(names("Pursues continuing education by attending certification seminars")).not.toContain(
      "Adult education",
    );
    expect(names("Taught adult education classes in ESL")).toContain("Adult education");
  });

  it("reads POS displays and placement as signage, not as a till", () => {
    expect(names("Hang shelf signs and handle POS placement and POS displays")).not.toContain(
      "Cash handling",
    );
    expect(names("Operated the POS system and balanced the drawer")).toContain("Cash handling");
  });

  it("reads 'driving' as the skill only when a vehicle or the work itself is driven", () => {
    expect(names("Oversee the sales team, driving the team towards its targets")).not.toContain(
      "Driving",
    );
    expect(names("Responsible for driving sales and results across the region")).not.toContain(
      "Driving",
    );
    expect(names("Was a driving force behind the merger")).not.toContain("Driving");
    expect(names("Driving a forklift and loading trailers")).toContain("Driving");
    expect(names("Must have a safe driving record")).toContain("Driving");
    expect(names("Travel and driving are essential to this position")).toContain("Driving");
    expect(names("Skills: Cooking, Driving, Cleaning")).toContain("Driving");
  });

  it("reads 'initiative' as the trait, not as a project someone led", () => {
    expect(names("Led the company-wide labor-hours initiative")).not.toContain("Work ethic");
    expect(names("This initiative has been adopted statewide")).not.toContain("Work ethic");
    expect(names("Took initiative to coordinate the move")).toContain("Work ethic");
    expect(names("Able to work on own initiative")).toContain("Work ethic");
    expect(names("Skills: leadership, initiative, performance")).toContain("Work ethic");
  });

  it("reads 'concrete results' as specific results, not as the building material", () => {
    expect(names("Delivered concrete results for clients")).not.toContain("Construction");
    expect(names("Poured concrete foundations and slabs")).toContain("Construction");
  });

  it("reads AR after a city as the state, and beside AP as accounts receivable", () => {
    expect(names("University of Arkansas, Fort Smith, AR, Fall 1998")).not.toContain(
      "Augmented reality",
    );
    expect(names("Handled cash, AP, AR and GL reconciliations")).not.toContain("Augmented reality");
    expect(names("Skills: AR, VR, Unity")).toContain("Augmented reality");
  });

  it("reads Express, Access and Assembly inside a company's, a desk's or a trade's name as that name", () => {
    expect(names("Pharmacy technician at Express Scripts")).not.toContain("Express.js");
    expect(names("Shipped parcels by Federal Express, UPS, DHL")).not.toContain("Express.js");
    expect(names("Clerk, Patient Access Department")).not.toContain("Microsoft Access");
    expect(names("Fabrication, Assembly, Paint, Testing")).not.toContain("Assembly language");
    expect(names("Skills: Node.js, Express, MongoDB")).toContain("Express.js");
    expect(names("Word, Excel, Access")).toContain("Microsoft Access");
    expect(names("Languages: C, Assembly, Python")).toContain("Assembly language");
  });

  it("reads 'Engineer Intern' as a student's job, not the Engineer in Training credential", () => {
    expect(names("Mechanical Design Engineer Intern, 06/2013 to 09/2013")).not.toContain(
      "Engineer in Training",
    );
    expect(names("EIT certified; passed the FE exam")).toContain("Engineer in Training");
  });

  it("returns nothing for text without skills", () => {
    expect(extractSkills("")).toEqual([]);
    expect(extractSkills("The quick brown fox jumps over the lazy dog.")).toEqual([]);
  });
});

describe("credentials a state or a trade names its own way", () => {
  it("reads a forklift certification and a food handler card by those names", () => {
    const names = (t: string) => extractSkills(t).map((m) => m.name);
    expect(names("Powered Industrial Truck cert., 2023")).toContain("Forklift certification");
    expect(names("Washington Food Worker Card")).toContain("Food handler certificate");
    // "AR" alone is accounts receivable until the text is about technology.
    expect(names("Handled AR for 40 clients")).not.toContain("Augmented reality");
  });
});

describe("an alias with 'and' written with '&'", () => {
  const ids = (text: string) => extractSkills(text).map((m) => m.id);
  it("is the same skill, and only with the '&' between its words", () => {
    expect(ids("Ohio Property & Casualty License (active)")).toContain("insurance-license");
    expect(ids("Ohio Property and Casualty License")).toContain("insurance-license");
    expect(ids("Property Casualty License")).not.toContain("insurance-license");
    expect(ids("Ohio P&C Agent License")).toContain("insurance-license");
    expect(ids("Property & Casualty Producer, Ohio Department of Insurance")).toContain(
      "insurance-license",
    );
  });
});

describe("credentials by their trade's short names", () => {
  const ids = (text: string) => extractSkills(text).map((m) => m.id);
  it("reads RD in a list or after a name, and a state's own name for a licence", () => {
    expect(ids("- RD, Commission on Dietetic Registration, 2025")).toContain(
      "registered-dietitian",
    );
    expect(ids("Brianna Cole, RD")).toContain("registered-dietitian");
    expect(ids("I RD the report")).not.toContain("registered-dietitian");
    expect(ids("Washington LMP, license MA.60891234")).toContain("massage-therapist-license");
    expect(ids("Michigan OT License, exp. 06/30/2027")).toContain("occupational-therapist-license");
    expect(ids("COTA/L, NBCOT certified")).not.toContain("occupational-therapist-license");
    expect(ids("Room patients, take vitals, give injections")).toContain("vital-signs");
  });
});

describe("a plain word that names a product with its version", () => {
  it("reads 'Windows 10' as the operating system, and 'windows' alone in a sentence as a window", () => {
    expect(names("Install and troubleshoot Windows 10 workstations and printers")).toEqual([
      "Troubleshooting",
      "Windows",
    ]);
    expect(names("Support users on Windows 7/8/10")).toContain("Windows");
    expect(names("Install replacement windows and doors")).not.toContain("Windows");
    // An acronym of a program that a trade uses for its own work: a dealer's pre-delivery inspection.
    expect(names("Perform PDI and detail vehicles before delivery")).toEqual([]);
    expect(names("ETL with Pentaho, PDI, Kettle and SQL")).toContain("Pentaho Data Integration");
  });
});

describe("a soft skill's word that names people or a body", () => {
  it("reads 'leadership' as the leaders in 'present to senior leadership', as the skill in 'strong leadership'", () => {
    expect(names("Present findings to senior leadership")).not.toContain("Leadership");
    expect(names("Partner with leadership and the leadership team on goals")).not.toContain(
      "Leadership",
    );
    expect(names("Strong leadership and communication skills")).toContain("Leadership");
    expect(names("Candidates with leadership experience")).toContain("Leadership");
    expect(names("Senior leadership skills")).toContain("Leadership");
    expect(names("Cooperated with other agencies and organizations in the community")).toEqual([]);
    expect(names("Work across the organization")).not.toContain("Organization");
    expect(names("Excellent organization and communication skills")).toContain("Organization");
  });
});

describe("a word with a sense outside technology", () => {
  it("reads 'networking' as computer networking beside other technology, and as a salesperson's elsewhere", () => {
    expect(names("Configure DNS, networking and firewalls on Cisco routers")).toContain(
      "Computer networking",
    );
    expect(names("Prospect through tip groups, networking and referrals")).toContain(
      "Professional networking",
    );
    expect(names("Prospect through tip groups, networking and referrals")).not.toContain(
      "Computer networking",
    );
    expect(names("Networking Skills, Marketing Skills")).toEqual([
      "Professional networking",
      "Marketing",
    ]);
  });
});

describe("a word with a prefix of time", () => {
  it("reads 'Pre-Litigation', 'pre-sales' and 'pre-dialysis' as other things than litigation, sales and dialysis", () => {
    expect(names("Preparation of Pre-Litigation Referral Analysis")).not.toContain("Litigation");
    expect(names("Supported commercial litigation and discovery")).toContain("Litigation");
    expect(names("Contribute to pre-sales solutioning and estimates")).not.toContain("Sales");
    expect(names("Perform pre-dialysis vein mapping")).not.toContain("Dialysis");
    expect(names("Hemodialysis and peritoneal dialysis patients")).toContain("Dialysis");
  });
});

describe("a sentence that says what the résumé does not use or hold", () => {
  it("reads 'currently' in it, and an article as no word of an item", () => {
    expect(names("I do not currently use Salesforce or a Tableau license")).toEqual([]);
    expect(names("I do not use a large Apache Kafka cluster or Python")).toEqual([]);
    expect(names("I currently use Salesforce and Tableau")).toEqual(["Salesforce", "Tableau"]);
  });
});

describe("the American Petroleum Institute's standards", () => {
  it("are no software interface: 'API 5L Grade B', 'API 1104'", () => {
    expect(names("SMAW root and cap on API 5L Grade B through X70 pipe")).not.toContain("API");
    expect(names("Welds to API 1104 and client procedures")).not.toContain("API");
    expect(names("Designed the API for partner integrations")).toContain("API");
  });
});

describe("a language pair's letters", () => {
  it("read no language from a body a nation's adjective names: 'Lithuanian Bar Association'", () => {
    expect(
      names("Admitted with the Lithuanian Bar Association; first aid, Estonian Red Cross"),
    ).toEqual(expect.not.arrayContaining(["Lithuanian", "Estonian"]));
    expect(names("Languages: Lithuanian (native), Estonian B2")).toEqual(
      expect.arrayContaining(["Lithuanian", "Estonian"]),
    );
  });

  it("read the ventilator's care by the words nurses write: 'invasive ventilation', 'ventilator modes'", () => {
    for (const line of ["Invasive ventilation and proning", "Ventilator modes (VC, PC, PSV)"])
      expect(names(line)).toContain("Ventilator management");
  });

  it("read an office program by its features in brackets: 'Excel (Power Query, pivots)'", () => {
    expect(names("SOFTWARE\nPantheon\nExcel (Power Query, pivots)\n")).toContain("Microsoft Excel");
    expect(names("Students excel (90% pass rate) in my classes")).not.toContain("Microsoft Excel");
  });

  it("read an office suite's programs in its brackets in small letters: 'MS Office (excel and access)'", () => {
    // Read as no Excel: a role that wrote it so was said not to show Excel in use.
    const found = names(
      "Maintained claim logs in MS Office (excel and access) for the billing team",
    );
    expect(found).toEqual(expect.arrayContaining(["Microsoft Excel", "Microsoft Access"]));
    expect(names("Microsoft Office Suite (word, excel, powerpoint)")).toContain("Microsoft Word");
    // Not outside such brackets, nor in a front office's.
    expect(names("Our students excel at reading (and access tutoring)")).not.toContain(
      "Microsoft Excel",
    );
    expect(names("Front Office (access control, word of mouth)")).not.toContain("Microsoft Word");
  });

  it("read no language from a temperature: 'above 45°C', '-18 °C'", () => {
    // Beside other languages, a one-letter one needs no more context.
    expect(
      names("Java and SQL; work outdoors above 45\u00b0C; freezers at -18 \u00b0C"),
    ).not.toContain("C");
    expect(names("Embedded C and C++ on ARM")).toContain("C");
  });

  it("name no one-letter language: 'J>E', 'E → J'", () => {
    expect(names("ATA-certified J>E translator; E → J for patents")).not.toContain("J");
    expect(names("Skills: R, Python, SQL")).toContain("R");
  });
});

describe("a name wrapped onto the next line, and initials spelled as another name", () => {
  const found = (text: string) => extractSkills(text).map((m) => m.name);

  it("reads 'first\\naid' when the line goes on in small letters, not two items of a list", () => {
    expect(found("FSE training – yearly\n(incl. first\naid after electrical accidents)")).toContain(
      "First aid",
    );
    expect(found("Skills\nFirst\nAid\n")).not.toContain("First aid");
  });

  it("reads no emergency management in 'NIMS (National Institute for Metalworking Skills)'", () => {
    expect(
      found("NIMS (National Institute for Metalworking Skills) Machining Level I"),
    ).not.toContain("Emergency management");
    expect(found("FEMA IS-700 NIMS, ICS-100")).toContain("Emergency management");
    expect(found("NIMS Machining Level II – CNC Milling, 2021")).toContain(
      "NIMS machining credential",
    );
  });
});

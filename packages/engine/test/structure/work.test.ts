import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const jobs = (body: string) =>
  structureResume(`Jane Doe\njane@x.io\n\nEXPERIENCE\n${body}`, {
    asOf: new Date("2024-06-15"),
  }).work.map((w) => ({
    position: w.position,
    name: w.name,
    location: w.location,
    startDate: w.startDate,
    endDate: w.endDate,
    isCurrent: w.isCurrent,
  }));

describe("work entries", () => {
  it("reads an aside in brackets between an entry's facts as one of them", () => {
    const read = jobs(
      "General Manager\nMeridian Lakeshore Toronto Airport\n(Marriott full-service, 410 rooms)\nToronto, ON | Apr 2021 – Present\n• P&L of CAD $58M\n\nGeneral Manager\nRideau Canal Hotel Ottawa\nOttawa, ON | Jan 2017 – Mar 2021\n• Annual P&L of CAD $24M",
    );
    // Before, the dates below the aside were read as a job of their own, with no title.
    expect(read.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ["General Manager", "Meridian Lakeshore Toronto Airport", "2021-04"],
      ["General Manager", "Rideau Canal Hotel Ottawa", "2017-01"],
    ]);
  });

  it('reads "Title — Company (dates)"', () => {
    expect(
      jobs("Senior Accountant — Deloitte LLP (Jan 2019 – Present)\n• Closed the books"),
    ).toEqual([
      {
        position: "Senior Accountant",
        name: "Deloitte LLP",
        location: undefined,
        startDate: "2019-01",
        endDate: undefined,
        isCurrent: true,
      },
    ]);
  });

  it('reads "Company | Title | dates"', () => {
    expect(
      jobs("Kaiser Permanente | Registered Nurse | 2016 - 2020\n• Cared for patients")[0],
    ).toMatchObject({
      position: "Registered Nurse",
      name: "Kaiser Permanente",
      startDate: "2016",
      endDate: "2020",
    });
  });

  it("reads a title line followed by company, location and dates on the next line", () => {
    expect(
      jobs(
        "Math Teacher\nLincoln High School, Denver, CO\tAug 2015 – Jun 2019\n• Taught algebra",
      )[0],
    ).toEqual({
      position: "Math Teacher",
      name: "Lincoln High School",
      location: "Denver, CO",
      startDate: "2015-08",
      endDate: "2019-06",
      isCurrent: undefined,
    });
  });

  it("reads dates on the right edge of the line", () => {
    expect(
      jobs("Marketing Manager, Acme Corp\t\t03/2017 - 11/2020\n• Ran campaigns")[0],
    ).toMatchObject({
      position: "Marketing Manager",
      name: "Acme Corp",
      startDate: "2017-03",
      endDate: "2020-11",
    });
  });

  it('reads "Title at Company"', () => {
    expect(
      jobs("Data Scientist at Spotify, Stockholm, Sweden\n2021 - present\n• Built models")[0],
    ).toMatchObject({
      position: "Data Scientist",
      name: "Spotify",
      location: "Stockholm, Sweden",
      startDate: "2021",
      isCurrent: true,
    });
  });

  it("reads company first, then title with dates (company on its own line)", () => {
    expect(
      jobs("Goldman Sachs\nInvestment Banking Analyst\tJun 2018 - Jul 2020\n• Built models")[0],
    ).toMatchObject({
      position: "Investment Banking Analyst",
      name: "Goldman Sachs",
    });
  });

  it("carries one employer over several roles", () => {
    const result = jobs(
      "Google\nSenior Software Engineer\t2020 – Present\n• Led\nSoftware Engineer\t2017 – 2020\n• Built",
    );
    expect(result.map((j) => [j.position, j.name])).toEqual([
      ["Senior Software Engineer", "Google"],
      ["Software Engineer", "Google"],
    ]);
  });

  it("tells title from employer by vocabulary, in many professions", () => {
    const cases: Array<[string, string, string]> = [
      ["Barista, Blue Bottle Coffee, 2019 - 2020", "Barista", "Blue Bottle Coffee"],
      ["Mercy Hospital - Staff Pharmacist - 2015 - 2018", "Staff Pharmacist", "Mercy Hospital"],
      ["Paralegal, Smith & Jones LLP, 2012 - 2014", "Paralegal", "Smith & Jones LLP"],
      ["Warehouse Supervisor | Amazon | 2020 - 2022", "Warehouse Supervisor", "Amazon"],
      ["First National Bank, Teller, 2010 - 2011", "Teller", "First National Bank"],
    ];
    for (const [line, position, name] of cases) {
      expect(jobs(`${line}\n• Did the work`)[0], line).toMatchObject({ position, name });
    }
  });

  it("keeps bullets, joins wrapped lines and separates prose", () => {
    const r = structureResume(
      "Jane\n\nEXPERIENCE\nAnalyst, Acme Inc\t2019 - 2021\nOwned the pricing model.\n• Built a churn model that cut losses by a third across the\nenterprise segment\n• Presented to the board",
    );
    expect(r.work[0]!.highlights).toEqual([
      "Built a churn model that cut losses by a third across the enterprise segment",
      "Presented to the board",
    ]);
    expect(r.work[0]!.summary).toBe("Owned the pricing model.");
    const span = r.meta.sources["/work/0/highlights/0"]!;
    expect(span.text).toBe(
      "Built a churn model that cut losses by a third across the\nenterprise segment",
    );
  });

  it("keeps Present as isCurrent with no end date, and points dates at their text", () => {
    const text = "Jane\n\nEXPERIENCE\nNurse, Mercy Hospital, Sep 2020 - Present";
    const r = structureResume(text);
    expect(r.work[0]).toMatchObject({ startDate: "2020-09", isCurrent: true });
    expect(r.work[0]!.endDate).toBeUndefined();
    expect(r.meta.sources["/work/0/startDate"]!.text).toBe("Sep 2020 - Present");
    expect(r.meta.sources["/work/0/position"]!.text).toBe("Nurse");
    expect(r.meta.sources["/work/0/name"]!.text).toBe("Mercy Hospital");
  });

  it("reads a range whose end a narrow column wrapped onto the next line", () => {
    const r = structureResume(
      "Gia Mendes\nEXPERIENCE\nSterile Processing Technician, Mount Carmel West, 2019 –\nPresent\n- Sterilized instruments\nCentral Supply Aide, Grant Medical, Jan 2015 -\nDec 2018\n- Stocked carts\n",
    );
    expect(r.work.map((w) => [w.position, w.startDate, w.endDate, w.isCurrent])).toEqual([
      ["Sterile Processing Technician", "2019", undefined, true],
      ["Central Supply Aide", "2015-01", "2018-12", undefined],
    ]);
    expect(r.work[0]!.highlights).toEqual(["Sterilized instruments"]);
  });

  it("reads a title that names its place of work beside the employer", () => {
    const read = (line: string) => {
      const r = structureResume(
        `Jane Doe\nEXPERIENCE\n${line}\nAugust 2019 - Present\n- Counseling\n`,
      );
      return [r.work[0]?.position, r.work[0]?.name];
    };
    expect(read("School Counselor, Lincoln School District, Aurora, IL")).toEqual([
      "School Counselor",
      "Lincoln School District",
    ]);
    expect(read("School Nurse, Mercy Hospital")).toEqual(["School Nurse", "Mercy Hospital"]);
  });

  it("without any heading, gives a dated role the bullets right below it", () => {
    const text =
      "Jane Doe\n\nRegistered Nurse, 2019-2024, City Hospital\n• ICU care for ventilated patients\n- Charge nurse on nights\nBSc Nursing, 2018";
    const r = structureResume(text);
    expect(r.work).toHaveLength(1);
    expect(r.work[0]).toMatchObject({ position: "Registered Nurse", name: "City Hospital" });
    expect(r.work[0]!.highlights).toEqual([
      "ICU care for ventilated patients",
      "Charge nurse on nights",
    ]);
  });

  it("warns when there is no work section", () => {
    expect(structureResume("Jane Doe\nEDUCATION\nBA, Yale, 2020").meta.warnings).toContain(
      "No work experience section found.",
    );
  });

  it("reads roles under no heading before the sections that have one", () => {
    const text =
      "Daniel Roe\nFinancial Adviser\n\nI moved from paraplanning into advice in 2024.\n\nFinancial Adviser | Pennine Gate Financial Planning, Bradford | Mar 2024 \u2013 Present\n\u2022 Give holistic advice to 75 households\n\nPROFESSIONAL QUALIFICATIONS\nCertified under the Senior Managers & Certification Regime (since March 2024)\n\nEDUCATION\nBA (Hons) Business and Finance \u2013 Leeds Beckett University, 2019\n";
    const r = structureResume(text);
    expect(r.work.map((w) => w.position)).toEqual(["Financial Adviser"]);
    expect(r.work[0]).toMatchObject({
      name: "Pennine Gate Financial Planning",
      startDate: "2024-03",
    });
  });

  it("reads roles under a heading taken for the summary's, and dates alone under the role", () => {
    const r = structureResume(
      "Oksana Roe\nHome Care Aide\n\nA few words about me\nI have been a caregiver for six years.\n\nCaregiving experience\n\nHome Care Aide \u2014 Inland Pines Home Care, Spokane, WA\nMarch 2022 \u2013 Present\n\u2022 Care for 3 regular clients\n\nAthletic Administration\nDirector of Athletics | Lakeshore Pines High School, Port Washington, WI | Jul 2019 \u2013 Feb 2022\n\u2022 Manage the budget\n",
    );
    expect(r.work.map((w) => [w.position, w.startDate])).toEqual([
      ["Home Care Aide", "2022-03"],
      ["Director of Athletics", "2019-07"],
    ]);
  });

  it("reads a history of the work as its section: 'Practice History'", () => {
    const r = structureResume(
      "Dana Roe\n\nSummary\nBoard-certified endodontist.\n\nPractice History\nEndodontist, Lakeshore Endodontics, Ann Arbor, MI      Jul 2016 \u2013 May 2021\n\u2022 Retreatments\n\nEducation History\nDMD, University of Pittsburgh, 2014\n",
    );
    expect(r.work.map((w) => [w.position, w.startDate])).toEqual([["Endodontist", "2016-07"]]);
    expect(r.education.length).toBe(1);
  });

  it("keeps a duty between a template's dates and its title slot, the dates still the title's", () => {
    const r = structureResume(
      "Lee Roe\n\nExperience\n03/2017 to Current\n\nPrivate Pilot Knowledge\nWorked at two Airports\nAircraft Knowledge\n\nLine Service Technician Company Name \u2013 City , State\n\nFuel Aircraft from Cessna to Gulfstream.\nMarshaling in Aircraft.\n",
    );
    expect(r.work.map((w) => [w.position, w.startDate])).toEqual([
      ["Line Service Technician", "2017-03"],
    ]);
    expect(r.work[0]!.highlights).toContain("Worked at two Airports");
  });

  it("keeps duties printed without bullets that the entries' headers took in", () => {
    // A line under a job's facts and a line that starts with a role word ("Lead analyst for …")
    // gave no fact of any job: they are the first job's duties, not lost.
    const r = structureResume(
      "John Roe\n\nProfessional Experience\n\nSenior Analyst Data Quality & Governance 04/2018 to Current Company Name City , State\n\nCreate policies and procedures for actuarial and analytics group\nMonitor adherence to policies with scheduled reviews\nConduct training on quality and governance policies\nLead analyst for HIPAA compliance\nCreate and analyze validation reports for health plan data\n\nBusiness Analyst 03/2008 to 05/2012 Company Name City , State\n\nResponsible for identifying processes\n",
    );
    expect(r.work.map((w) => w.position)).toEqual([
      "Senior Analyst Data Quality & Governance",
      "Business Analyst",
    ]);
    expect(r.work[0]!.highlights).toEqual([
      "Create policies and procedures for actuarial and analytics group",
      "Monitor adherence to policies with scheduled reviews",
      "Conduct training on quality and governance policies",
      "Lead analyst for HIPAA compliance",
      "Create and analyze validation reports for health plan data",
    ]);
    const sources = r.meta.sources as Record<string, { text: string }>;
    expect(sources["/work/0/highlights/3"]?.text).toBe("Lead analyst for HIPAA compliance");
    expect(r.work[1]!.highlights).toEqual([]);
  });
});

describe("a résumé written in French or Spanish", () => {
  // Invented, in the shape of a Chadian pilot's résumé.
  const resume = structureResume(
    `Youssouf Mahamat
Pilote professionnel avion

EXPÉRIENCE
Depuis mars 2020 : Commandant de bord C208B – opérateur humanitaire, base d'Abéché
• Vols passagers et fret pour ONG.

2016 – 2020 : Copilote, compagnie de transport régional, Douala
• Vols charter.

FORMATION
2013 : Formation pilote de ligne intégrée (ATPL) – école de pilotage, Montpellier
2006 : Baccalauréat série C, Lycée Félix Éboué, N'Djamena

LANGUES
Français : courant · Anglais : OACI niveau 5
`,
    { asOf: new Date("2026-11-15") },
  );

  it("reads its roles' titles and dates, and its education under 'Formation'", () => {
    expect(resume.work.map((w) => [w.position, w.startDate, w.endDate ?? "present"])).toEqual([
      ["Commandant de bord C208B", "2020-03", "present"],
      ["Copilote", "2016", "2020"],
    ]);
    expect(resume.education.length).toBeGreaterThan(0);
    expect(resume.work.some((w) => /Baccalaur/.test(w.position ?? ""))).toBe(false);
  });

  it("reads a title by its role noun in French", () => {
    expect(
      jobs("2014 – 2016 | Instructeur adjoint, aéroclub de Toulouse-Lasbordes\n• Vols.").map(
        (j) => j.position,
      ),
    ).toEqual(["Instructeur adjoint"]);
  });
});

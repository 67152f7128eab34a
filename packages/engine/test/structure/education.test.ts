import { describe, expect, it } from "vitest";
import { findDegree } from "../../src/structure/education.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const education = (body: string) => structureResume(`Jane Doe\n\nEDUCATION\n${body}`).education;

describe("education", () => {
  it.each([
    ["B.S. in Biology", "Bachelor of Science"],
    ["BSc Computer Science", "Bachelor of Science"],
    ["Bachelor of Science", "Bachelor of Science"],
    ["B.Tech, Mechanical Engineering", "Bachelor of Technology"],
    ["BA English", "Bachelor of Arts"],
    ["B.A. Economics", "Bachelor of Arts"],
    ["BBA", "Bachelor of Business Administration"],
    ["BSN", "Bachelor of Science in Nursing"],
    ["B.E in Information science", "Bachelor of Engineering"],
    ["Bachelor's degree in Finance", "Bachelor's Degree"],
    ["Master of Science", "Master of Science"],
    ["M.S. Statistics", "Master of Science"],
    ["MSc Data Science", "Master of Science"],
    ["MBA", "Master of Business Administration"],
    ["M.Ed. Curriculum", "Master of Education"],
    ["Ph.D. in Physics", "Doctor of Philosophy"],
    ["PhD", "Doctor of Philosophy"],
    ["Doctor of Medicine (MD)", "Doctor of Medicine"],
    ["J.D.", "Juris Doctor"],
    [
      "DO — University of New England College of Osteopathic Medicine",
      "Doctor of Osteopathic Medicine",
    ],
    ["D.O., 2013", "Doctor of Osteopathic Medicine"],
    ["Associate of Applied Science", "Associate of Applied Science"],
    ["A.A.B. Business Management", "Associate of Applied Business"],
    ["Associate Degree in Nursing", "Associate Degree in Nursing"],
    ["High School Diploma", "High School Diploma"],
    ["GED", "High School Diploma"],
    ["Diploma in Culinary Arts", "Diploma"],
  ])("%s is a %s", (text, name) => {
    expect(findDegree(text)?.rule.name).toBe(name);
  });

  it("reads degrees given as list items, alone or under their school", () => {
    expect(
      education(
        "- Bachelor’s Degree in Computer Science.\n- High School Diploma (Valdale High School)",
      ).map((e) => [e.studyType, e.area]),
    ).toEqual([
      ["Bachelor’s Degree", "Computer Science"],
      ["High School Diploma", undefined],
    ]);
    expect(
      education("State University, 2012 - 2016\n• Master’s Degree in Physics\n• GPA 3.8"),
    ).toMatchObject([
      { institution: "State University", studyType: "Master’s Degree", area: "Physics" },
    ]);
  });

  it("reads labelled fields, mixed-case abbreviations and a school after 'from'", () => {
    expect(
      education(
        "Degree: B.S in Computer Science\nSchool: Massachusetts Institute of Technology\nDate: 2010 - 2014",
      ),
    ).toMatchObject([
      {
        studyType: "B.S",
        level: "bachelor",
        area: "Computer Science",
        institution: "Massachusetts Institute of Technology",
        startDate: "2010",
        endDate: "2014",
      },
    ]);
    expect(education("Msc, Information Systems Engineering")[0]).toMatchObject({
      studyType: "Msc",
      level: "master",
      area: "Information Systems Engineering",
    });
    expect(
      education("Associate Degree in Automotive Technology from Lincoln Tech, 2009")[0],
    ).toMatchObject({
      area: "Automotive Technology",
      institution: "Lincoln Tech",
      endDate: "2009",
    });
  });

  it("does not see degrees in ordinary words", () => {
    // A professional body's grade, not an associate degree.
    expect(findDegree("Associate of the Chartered Institute of Loss Adjusters (ACILA)")).toBeNull();
    expect(findDegree("Associate of the Society of Actuaries")).toBeNull();
    expect(findDegree("MS Office, Excel")).toBeNull();
    expect(findDegree("Basketball team captain")).toBeNull();
    expect(findDegree("WHAT I DO BEST")).toBeNull();
  });

  it("reads a degree line under another heading when there is no Education section", () => {
    const resume = structureResume(
      "Jo Doe, DO\n\nExperience\nStaff Psychiatrist, Acme Health, 2018 - Present\n\nTraining\nPsychiatry Residency (ACGME) — Maine Medical Center, 2013–2017\nDO — University of New England College of Osteopathic Medicine, Biddeford, ME, 2013\n",
    );
    expect(resume.education.map((e) => [e.level, e.endDate])).toEqual([["doctorate", "2013"]]);
    // With an Education section, the other sections' lines are not read again.
    expect(
      structureResume(
        "Jo Doe\n\nEducation\nB.S. Biology, Acme University, 2009\n\nTraining\nM.S. Nursing — University of Maine, 2013\n",
      ).education.map((e) => e.level),
    ).toEqual(["bachelor"]);
  });

  it("reads a degree line under another heading with its school on the line below", () => {
    const resume = structureResume(
      [
        "Jo Doe, MD",
        "",
        "PRACTICE EXPERIENCE",
        "Attending Ophthalmologist, Camelback Vision Partners   Jul 2021 – Present",
        "",
        "TRAINING",
        "Glaucoma Fellowship                                   2017 – 2018",
        "  University of Utah, Moran Eye Center",
        "Doctor of Medicine                                          2013",
        "  University of Arizona College of Medicine – Tucson",
        "",
      ].join("\n"),
    );
    expect(resume.education.map((e) => [e.level, e.endDate])).toEqual([["doctorate", "2013"]]);
    expect(resume.education[0]?.institution).toMatch(/University of Arizona/);
  });

  it("reads institution, degree, field, dates and grade from one line", () => {
    expect(
      education(
        "Bachelor of Science in Computer Science, State University, Anywhere, USA, May 2016 - GPA: 3.8/4.0",
      ),
    ).toEqual([
      {
        studyType: "Bachelor of Science",
        level: "bachelor",
        area: "Computer Science",
        institution: "State University",
        endDate: "2016-05",
        score: "3.8/4.0",
      },
    ]);
  });

  it("reads institution and degree on separate lines, and several entries", () => {
    expect(
      education(
        "University of Michigan, Ann Arbor, MI\tSep 2012 – May 2016\nB.A. in Psychology; Minor in Spanish\n\nWashtenaw Community College\nAssociate of Arts, 2012",
      ),
    ).toEqual([
      {
        institution: "University of Michigan",
        studyType: "B.A.",
        level: "bachelor",
        area: "Psychology",
        startDate: "2012-09",
        endDate: "2016-05",
      },
      {
        institution: "Washtenaw Community College",
        studyType: "Associate of Arts",
        level: "associate",
        endDate: "2012",
      },
    ]);
  });

  it("reads a timeline layout with the dates first", () => {
    expect(
      education("2014 – 2016\tMaster of Science in Computer Science, MIT, Cambridge, USA")[0],
    ).toEqual({
      studyType: "Master of Science",
      level: "master",
      area: "Computer Science",
      institution: "MIT",
      startDate: "2014",
      endDate: "2016",
    });
  });

  it("keeps the campus of a university system and reads the grade below the entry", () => {
    expect(
      education(
        "University of California, Berkeley\tExpected May 2025\nB.S. Electrical Engineering; GPA 3.9/4.0",
      )[0],
    ).toEqual({
      institution: "University of California, Berkeley",
      studyType: "B.S.",
      level: "bachelor",
      area: "Electrical Engineering",
      endDate: "2025-05",
      score: "3.9/4.0",
    });
  });

  it("a school's name starts after the qualification and ends before a country and fields written after it", () => {
    expect(education("BCIS degree Eastbrook College City , State GPA: 3.0")[0]?.institution).toBe(
      "Eastbrook College",
    );
    expect(
      education("High School Diploma ELMWOOD COMMUNITY HIGH SCHOOL 2009")[0]?.institution,
    ).toBe("ELMWOOD COMMUNITY HIGH SCHOOL");
    expect(
      education(
        "Master of Business Administration : Marketing , May 2009 University of Pune India Marketing",
      )[0]?.institution,
    ).toBe("University of Pune");
    expect(education("National University of Singapore, Singapore 2010")[0]?.institution).toBe(
      "National University of Singapore",
    );
    expect(education("American University of Beirut Lebanon 2001")[0]?.institution).toBe(
      "American University of Beirut",
    );
  });

  it("a field of study filled twice by a template is written once", () => {
    expect(
      education("HOBART COLLEGE City , State Bachelor of Arts : English English 2007")[0]?.area,
    ).toBe("English");
    expect(
      education("MBA : Healthcare Administration Management Healthcare Administration , 2015")[0]
        ?.area,
    ).toBe("Healthcare Administration Management");
    expect(education("Bachelor of Arts : Political Science 2007")[0]?.area).toBe(
      "Political Science",
    );
  });
});

describe("a body's membership under Qualifications", () => {
  it("is no school: 'Member, Institute of Chartered Accountants of Jamaica (ICAJ)'", () => {
    const education = structureResume(
      "Pat Roe\n\nQualifications\nMember, Institute of Chartered Accountants of Jamaica (ICAJ), Membership No. 4127, since 2013\nB.Sc. Accounting, University of the West Indies, 2010\n",
    ).education;
    expect(education.map((e) => e.institution)).toEqual(["University of the West Indies"]);
  });
});

describe("schools named for their fields, or for a country after 'de', and degrees in other languages", () => {
  it("keeps the whole name: 'University of Science and Technology', 'Universidad de Chile'", () => {
    expect(
      education(
        "Bachelor of Pharmacy (BPharm) \u2013 Jordan University of Science and Technology, Irbid, 2020\nMD, Lithuanian University of Health Sciences, 2009\nDoctorado en Farmacia \u2013 Universidad de Chile, 2022\nB.A., University of Texas at Austin Public Relations, 2004\n",
      ).map((e) => e.institution),
    ).toEqual([
      "Jordan University of Science and Technology",
      "Lithuanian University of Health Sciences",
      "Universidad de Chile",
      "University of Texas at Austin",
    ]);
  });

  it("reads 'Maestría en …', 'Doctorado en …' and a 'Laurea' with their levels and fields", () => {
    expect(
      education(
        "Maestría en Psicología Clínica \u2013 Universidad CES, Medellín, 2019\nDoctorado en Farmacia \u2013 Universidad de Chile, 2022\nLaurea Magistrale in Ingegneria Civile \u2013 Università di Bergamo, 2019\nLaurea in Ingegneria Edile \u2013 Università di Bergamo, 2016\n",
      ).map((e) => [e.level, e.area]),
    ).toEqual([
      ["master", "Psicología Clínica"],
      ["doctorate", "Farmacia"],
      ["master", "Ingegneria Civile"],
      ["bachelor", "Ingegneria Edile"],
    ]);
  });

  it("reads a university's professional title as its first degree", () => {
    expect(
      education(
        "Título de Cirujano Dentista \u2013 Universidad Católica de Santa María, Arequipa, 2015\nIngeniero Civil (título profesional) \u2013 Universidad Nacional de Ingeniería (UNI), 2014\n",
      ).map((e) => e.level),
    ).toEqual(["bachelor", "bachelor"]);
    expect(
      education("Título de Bachiller \u2013 Colegio San José, Quito, 2008\n")[0]?.level,
    ).not.toBe("bachelor");
  });
});

import { describe, expect, it } from "vitest";
import { highestDegree } from "../../src/score/education.ts";
import { findDegree } from "../../src/structure/education.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const AS_OF = new Date("2025-06-01");
const education = (body: string) =>
  structureResume(`Priya Raman\n\nEDUCATION\n${body}`, { asOf: AS_OF }).education;

describe("degrees as written", () => {
  it.each([
    ["B.Sc. Chemistry, Lakeside University, 2015", "B.Sc.", "bachelor"],
    [
      "Bachelor of Science in Geology, Lakeside University, 2015",
      "Bachelor of Science",
      "bachelor",
    ],
    ["MBA, Coastal Business School, 2019", "MBA", "master"],
    ["Ph.D. in Soil Physics, Lakeside University, 2021", "Ph.D.", "doctorate"],
    ["BSN, Riverside College of Nursing, 2012", "BSN", "bachelor"],
  ])("keeps %j as written with its level", (line, studyType, level) => {
    const [entry] = education(line);
    expect(entry).toMatchObject({ studyType, level });
  });

  it("points the degree's span at the words it keeps", () => {
    const r = structureResume("Priya Raman\n\nEDUCATION\nM.Sc. Ecology, Hill Institute, 2018", {
      asOf: AS_OF,
    });
    expect(r.education[0]!.studyType).toBe("M.Sc.");
    expect(r.meta.sources["/education/0/studyType"]!.text).toBe("M.Sc.");
  });
});

describe("degree forms", () => {
  it.each([
    ["B.com from Nagpur University", "B.com", "bachelor"],
    ["B E (Mechanical), Pune Institute of Engineering", "B E", "bachelor"],
    ["B-Tech in Electronics, Vellore Institute", "B-Tech", "bachelor"],
    ["B.Tech Civil Engineering", "B.Tech", "bachelor"],
    ["M.Tech in Structural Engineering", "M.Tech", "master"],
    ["M.Com, Calcutta University", "M.Com", "master"],
    ["PGDBM, Symbiosis Institute", "PGDBM", "diploma"],
    ["PGDM in Marketing", "PGDM", "diploma"],
    ["BBA in Finance", "BBA", "bachelor"],
    ["LLB, Faculty of Law", "LLB", "bachelor"],
    ["LL.M. in Tax Law", "LL.M.", "master"],
    ["J.D., Harbor School of Law", "J.D.", "doctorate"],
    ["RN Diploma, St. Agnes School of Nursing", "RN Diploma", "diploma"],
    [
      "Associate of Applied Science in Welding Technology",
      "Associate of Applied Science",
      "associate",
    ],
    ["ADN, Valley Community College", "ADN", "associate"],
    ["Master of Divinity, Hillcrest Theological Seminary", "Master of Divinity", "master"],
    ["Master of Divinity The Hillcrest Theological Seminary", "Master of Divinity", "master"],
    [
      "Bachelor of the Arts : Psychology, Granite State University",
      "Bachelor of the Arts",
      "bachelor",
    ],
    [
      "Bachelor of Professional Studies, Danforth College",
      "Bachelor of Professional Studies",
      "bachelor",
    ],
    ["Bachlor of Science, Danforth College", "Bachlor of Science", "bachelor"],
    ["Master of Management: Operations, 2017", "Master of Management", "master"],
    ["Associate of Applied Business, Valley College", "Associate of Applied Business", "associate"],
    ["Associate in Science, Valley Community College", "Associate in Science", "associate"],
  ])("reads %j", (line, studyType, level) => {
    const [entry] = education(line);
    expect(entry).toMatchObject({ studyType, level });
  });
});

describe("school boards", () => {
  it.each([
    ["HSC, Maharashtra State Board, 2009", "HSC"],
    ["SSC from Andhra Pradesh Board of Secondary Education, 2007", "SSC"],
    ["Higher Secondary (CBSE), Kendriya Vidyalaya, 2010", "Higher Secondary"],
    ["Class XII, CBSE, 2011", "Class XII"],
    ["Intermediate Education, Board of Intermediate Education, 2008", "Intermediate Education"],
  ])("reads %j as secondary schooling, not a diploma or degree", (line, studyType) => {
    const [entry] = education(line);
    expect(entry).toMatchObject({ studyType, level: "high-school" });
  });
});

describe("a degree said not to be held", () => {
  it.each(["(no bachelor's degree)", "without a master's degree", "not yet a Bachelor of Science"])(
    "%j names no degree held",
    (text) => {
      expect(findDegree(text)).toBeNull();
    },
  );

  it("keeps a degree held beside the words", () => {
    expect(findDegree("A.A.S. Air Conditioning Technology, 2017")?.rule.level).toBe("associate");
    expect(findDegree("Bachelor of Science, no honors")?.rule.level).toBe("bachelor");
  });
});

describe("a first medical degree of the Commonwealth", () => {
  it.each([
    "MBChB — University of Birmingham, 2013",
    "MBBS, King Edward Medical University, Lahore",
    "M.B., B.S. – University of Sydney",
    "MB BCh BAO, University College Cork",
    "Bachelor of Medicine, Bachelor of Surgery (2015)",
  ])("reads %j at a master's level", (line) => {
    expect(findDegree(line)?.rule).toMatchObject({
      name: "Bachelor of Medicine, Bachelor of Surgery",
      level: "master",
    });
  });
});

describe("a French or German engineer's degree", () => {
  it.each([
    "Diplôme d'Ingénieur Agronome, option Irrigation – Institut Polytechnique Rural, 2011",
    "Dipl.-Ing. Maschinenbau, TU Dresden",
  ])("reads %j at a master's level", (line) => {
    expect(findDegree(line)?.rule).toMatchObject({ name: "Engineer's Degree", level: "master" });
  });
});

describe("a job title is not a degree", () => {
  it.each([
    "Master Data Manager",
    "Scrum Master",
    "Master Electrician",
    "Certified Scrum Master, Agile Team",
  ])("%j names no degree", (text) => {
    expect(findDegree(text)).toBeNull();
  });

  it("still reads master's degrees written without 'of'", () => {
    expect(findDegree("Master's in Accounting")?.rule.level).toBe("master");
    expect(findDegree("Masters Degree, Finance")?.rule.level).toBe("master");
    expect(findDegree("Master in Computer Science")?.rule.level).toBe("master");
  });

  it("does not give a master's level to a resume whose only 'master' is a title", () => {
    const r = structureResume(
      "Dana Whitlock\n\nEXPERIENCE\nMaster Data Manager, Pellow Foods, 2016 - 2024\n\nEDUCATION\nB.S. Information Systems, Grant College, 2012",
      { asOf: AS_OF },
    );
    expect(r.education.map((e) => [e.studyType, e.level])).toEqual([["B.S.", "bachelor"]]);
    const text =
      "Dana Whitlock\n\nEXPERIENCE\nMaster Data Manager, Pellow Foods, 2016 - 2024\nScrum Master for the data team\n\nEDUCATION\nB.S. Information Systems, Grant College, 2012";
    expect(highestDegree(structureResume(text, { asOf: AS_OF }), text)?.level).toBe("bachelor");
  });

  it("gives the scorer the level of degrees written in forms it does not spell out", () => {
    const text = "Arjun Mehta\n\nEDUCATION\nB-Tech (Computer Engineering), Vellore Institute, 2014";
    expect(highestDegree(structureResume(text, { asOf: AS_OF }), text)?.level).toBe("bachelor");
  });
});

describe("a field of study glued to the school's name", () => {
  it.each([
    [
      "Bachelor of Science : Marine Biology Harwick Bay University | City , State",
      {
        studyType: "Bachelor of Science",
        area: "Marine Biology",
        institution: "Harwick Bay University",
      },
    ],
    [
      "Associate of Arts : Human Resources Management Business Administration Pinecrest College",
      {
        studyType: "Associate of Arts",
        area: "Human Resources Management Business Administration",
        institution: "Pinecrest College",
      },
    ],
    [
      "B.S : Computer Information Systems 2001 Danforth University Computer Information Systems",
      {
        studyType: "B.S",
        area: "Computer Information Systems",
        institution: "Danforth University",
      },
    ],
    [
      "High School Diploma : Business/ Computers Larkin County High School",
      { studyType: "High School Diploma", institution: "Larkin County High School" },
    ],
  ])("reads %j", (line, expected) => {
    expect(education(line)[0]).toMatchObject(expected);
  });

  it("keeps a school whose name starts with a field word", () => {
    expect(education("BFA, Art Institute of Chicago, 2010")[0]).toMatchObject({
      institution: "Art Institute of Chicago",
    });
    expect(education("MS, Georgia Institute of Technology, 2012")[0]).toMatchObject({
      institution: "Georgia Institute of Technology",
    });
  });
});

describe("a driving licence's categories", () => {
  it("reads 'Driving licence B, BE' as no Bachelor of Engineering", () => {
    expect(
      structureResume(
        "Anders Vik\n\nQUALIFICATIONS\nHMS-kort, valid 2027\nDriving licence B, BE\n",
        {
          asOf: AS_OF,
        },
      ).education,
    ).toEqual([]);
    expect(findDegree("Licence classes C1, CE")).toBeNull();
    expect(findDegree("BE in Electrical Engineering, 2015")?.rule.name).toBe(
      "Bachelor of Engineering",
    );
  });
});

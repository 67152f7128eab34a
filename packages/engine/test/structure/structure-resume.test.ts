import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";
import type { ParsedResume } from "../../src/types.ts";

/** Every span must be the exact text of the input it points into. */
function expectHonestSources(text: string, resume: ParsedResume): void {
  for (const [key, span] of Object.entries(resume.meta.sources)) {
    expect(span.start, key).toBeGreaterThanOrEqual(0);
    expect(span.end, key).toBeLessThanOrEqual(text.length);
    expect(text.slice(span.start, span.end), key).toBe(span.text);
  }
}

const TEACHER = `SARAH J. THOMPSON
Elementary School Teacher
1420 Oak Street, Portland, OR 97205 · (503) 555-0147 · sarah.thompson@gmail.com

PROFILE
Dedicated teacher with 8 years of experience in K-5 classrooms.

TEACHING EXPERIENCE
Lincoln Elementary School, Portland, OR
3rd Grade Teacher | August 2018 – Present
- Design and deliver differentiated lessons for 28 students
- Raised reading proficiency scores by 15% in two years

Maplewood Elementary School, Beaverton, OR
Student Teacher | January 2016 – June 2016
- Co-taught 2nd grade math and science

EDUCATION
Master of Education (M.Ed.), Curriculum and Instruction
Portland State University — 2018
B.A. in English, University of Oregon, 2015

CERTIFICATIONS
Oregon Teaching License (Multiple Subjects), 2016
CPR & First Aid Certified – American Red Cross – 2023

SKILLS
Classroom Management • Differentiated Instruction • Google Classroom

LANGUAGES
English (Native), Spanish (Conversational)`;

const LINKEDIN_EXPORT = `Contact
www.linkedin.com/in/ravi-kumar-dev (LinkedIn)
ravi.kumar@gmail.com
Top Skills
Java
Spring Boot

Ravi Kumar
Lead Software Engineer at Infosys
Bengaluru, Karnataka, India

Experience
Infosys
Lead Software Engineer
April 2019 - Present (5 years 2 months)
Bengaluru, Karnataka, India

Tata Consultancy Services
Software Engineer
July 2014 - March 2019 (4 years 9 months)
Chennai, Tamil Nadu, India

Education
Anna University
Bachelor of Engineering - BE, Computer Science · (2010 - 2014)`;

describe("structureResume", () => {
  it("structures a teacher's résumé", () => {
    const r = structureResume(TEACHER, { asOf: new Date("2024-06-01") });
    expect(r.$schema).toContain("jsonresume");
    expect(r.basics).toMatchObject({
      name: "Sarah J. Thompson",
      label: "Elementary School Teacher",
      email: "sarah.thompson@gmail.com",
      phone: "(503) 555-0147",
      location: { city: "Portland", region: "OR", countryCode: "US" },
    });
    expect(r.basics.summary).toMatch(/^Dedicated teacher/);
    expect(
      r.work.map((w) => [
        w.position,
        w.name,
        w.startDate,
        w.endDate ?? (w.isCurrent ? "present" : ""),
      ]),
    ).toEqual([
      ["3rd Grade Teacher", "Lincoln Elementary School", "2018-08", "present"],
      ["Student Teacher", "Maplewood Elementary School", "2016-01", "2016-06"],
    ]);
    expect(r.work[0]!.highlights).toHaveLength(2);
    expect(r.education.map((e) => [e.studyType, e.area, e.institution, e.endDate])).toEqual([
      ["Master of Education", "Curriculum and Instruction", "Portland State University", "2018"],
      ["B.A.", "English", "University of Oregon", "2015"],
    ]);
    expect(r.certificates.map((c) => c.name)).toEqual([
      "Oregon Teaching License (Multiple Subjects)",
      "CPR & First Aid Certified",
    ]);
    expect(r.skills).toEqual([
      {
        name: "Skills",
        keywords: ["Classroom Management", "Differentiated Instruction", "Google Classroom"],
      },
    ]);
    expect(r.languages).toEqual([
      { language: "English", fluency: "Native" },
      { language: "Spanish", fluency: "Conversational" },
    ]);
    expect(r.meta.totalExperienceMonths).toBe(6 + 71);
    expect(r.meta.seniority).toBe("senior");
    expect(r.meta.sections.map((s) => s.name)).toEqual([
      "summary",
      "experience",
      "education",
      "certifications",
      "skills",
      "languages",
    ]);
    expectHonestSources(TEACHER, r);
  });

  it("finds the name block of a LinkedIn export after its sidebar", () => {
    const r = structureResume(LINKEDIN_EXPORT, { asOf: new Date("2024-06-01") });
    expect(r.basics).toMatchObject({
      name: "Ravi Kumar",
      label: "Lead Software Engineer at Infosys",
      email: "ravi.kumar@gmail.com",
      location: { city: "Bengaluru", region: "Karnataka", countryCode: "IN" },
      profiles: [{ network: "LinkedIn", username: "ravi-kumar-dev" }],
    });
    expect(r.skills[0]!.keywords).toEqual(["Java", "Spring Boot"]);
    expect(r.work.map((w) => [w.position, w.name, w.location])).toEqual([
      ["Lead Software Engineer", "Infosys", "Bengaluru, Karnataka, India"],
      ["Software Engineer", "Tata Consultancy Services", "Chennai, Tamil Nadu, India"],
    ]);
    expect(r.education[0]).toMatchObject({
      institution: "Anna University",
      studyType: "Bachelor of Engineering",
      startDate: "2010",
      endDate: "2014",
    });
    expect(r.meta.seniority).toBe("lead");
    expectHonestSources(LINKEDIN_EXPORT, r);
  });

  it("gives every extracted value a source span", () => {
    const r = structureResume(TEACHER);
    const sources = r.meta.sources;
    expect(sources["/basics/name"]!.text).toBe("SARAH J. THOMPSON");
    expect(sources["/work/0/position"]!.text).toBe("3rd Grade Teacher");
    expect(sources["/work/1/name"]!.text).toBe("Maplewood Elementary School");
    expect(sources["/education/1/institution"]!.text).toBe("University of Oregon");
    expect(sources["/education/0/studyType"]!.text).toBe("Master of Education");
    expect(sources["/skills/0/keywords/2"]!.text).toBe("Google Classroom");
    expect(sources["/languages/1/language"]!.text).toBe("Spanish");
    // Every value in the document has a span.
    for (const [i, w] of r.work.entries()) {
      for (const field of ["position", "name", "startDate"] as const) {
        if (w[field]) expect(sources[`/work/${i}/${field}`]).toBeDefined();
      }
      for (const j of w.highlights.keys())
        expect(sources[`/work/${i}/highlights/${j}`]).toBeDefined();
    }
    for (const [i, g] of r.skills.entries()) {
      for (const j of g.keywords.keys())
        expect(sources[`/skills/${i}/keywords/${j}`]).toBeDefined();
    }
  });

  it("works without any headings", () => {
    const text =
      "Tom Baker\ntom@baker.io\nWelder, Acme Fabrication, 2015 - 2020\nBachelor of Science in Welding Engineering, Ohio State University, 2014";
    const r = structureResume(text);
    expect(r.basics.name).toBe("Tom Baker");
    expect(r.work[0]).toMatchObject({
      position: "Welder",
      name: "Acme Fabrication",
      startDate: "2015",
      endDate: "2020",
    });
    expect(r.education[0]).toMatchObject({
      studyType: "Bachelor of Science",
      institution: "Ohio State University",
    });
  });

  it("returns an empty résumé with warnings for text that is not a résumé", () => {
    for (const text of ["", "   ", "\n\n\n", "lorem ipsum dolor sit amet"]) {
      const r = structureResume(text);
      expect(r.work).toEqual([]);
      expect(r.meta.totalExperienceMonths).toBe(0);
      expect(r.meta.warnings.length).toBeGreaterThan(0);
    }
  });

  it("resolves Present against asOf", () => {
    const text = "Jane\n\nEXPERIENCE\nNurse, Mercy Hospital, Jan 2020 - Present";
    expect(structureResume(text, { asOf: new Date("2021-01-15") }).meta).toMatchObject({
      totalExperienceMonths: 13,
      asOf: "2021-01-15",
    });
  });
});

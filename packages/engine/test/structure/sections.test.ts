import { describe, expect, it } from "vitest";
import { detectSections } from "../../src/structure/sections.ts";
import { splitLines } from "../../src/structure/text-lines.ts";

const keys = (text: string) => detectSections(splitLines(text)).sections.map((s) => s.key);

describe("detectSections", () => {
  it.each([
    ["WORK EXPERIENCE", "experience"],
    ["Professional Experience", "experience"],
    ["Employment History:", "experience"],
    ["Relevant Work Experience", "experience"],
    ["Clinical Experience", "experience"],
    ["SEA SERVICE", "experience"],
    ["SAFETY QUALIFICATIONS", "certifications"],
    ["CARDS & QUALIFICATIONS", "certifications"],
    ["Professional Enrolment", "certifications"],
    ["BAR ENROLLMENT", "certifications"],
    ["Cards and Tickets", "certifications"],
    ["CLINICAL POSITIONS", "experience"],
    ["CLINICAL TEACHING", "experience"],
    ["CLINICAL PRACTICE", "experience"],
    ["SELECTED DESIGNS (LEAD SOUND DESIGNER)", "experience"],
    ["Production Credits", "experience"],
    ["CREDITS", "experience"],
    ["2. CLINICAL APPOINTMENTS", "experience"],
    ["Where I have worked", "experience"],
    ["A few words about me", "summary"],
    ["FAA CERTIFICATES & TRAINING", "certifications"],
    ["Certificates and training", "certifications"],
    ["MEDICAL LICENSURE", "certifications"],
    ["PROFESSIONAL DESIGNATIONS", "certifications"],
    ["E X P E R I E N C E", "experience"],
    ["— Education —", "education"],
    ["Academic Background", "education"],
    ["Technical Skills", "skills"],
    ["CORE COMPETENCIES", "skills"],
    ["Areas of Expertise", "skills"],
    ["Licenses & Certifications", "certifications"],
    ["Licence & Training", "certifications"],
    ["Clearances", "certifications"],
    ["SECURITY CLEARANCE", "certifications"],
    ["Personal Projects", "projects"],
    ["Languages", "languages"],
    ["Honors and Awards", "awards"],
    ["Volunteer Experience", "volunteer"],
    ["Publications", "publications"],
    ["Hobbies & Interests", "interests"],
    ["Professional Summary", "summary"],
    ["PROFILE", "summary"],
    ["Career Objective:", "summary"],
    // A résumé written, or headed, in Spanish, Portuguese, French, German or Italian.
    ["Experiencia", "experience"],
    ["EXPERIENCIA PROFESIONAL", "experience"],
    ["Formación", "education"],
    ["Habilitaciones", "certifications"],
    ["Radno iskustvo", "experience"],
    ["Obrazovanje", "education"],
    ["Përvoja e punës", "experience"],
    ["Arsimi", "education"],
    ["Strani jezici", "languages"],
    ["Herramientas", "skills"],
    ["Experiência Profissional", "experience"],
    ["Expérience professionnelle", "experience"],
    ["Berufserfahrung", "experience"],
    ["Ausbildung", "education"],
    ["Sprachkenntnisse", "languages"],
    ["Esperienza lavorativa", "experience"],
    ["WERKERVARING", "experience"],
    ["Opleidingen", "education"],
    ["Talen", "languages"],
    ["Vaardigheden", "skills"],
    ["ERHVERVSERFARING", "experience"],
    ["Uddannelse", "education"],
    ["Arbeidserfaring", "experience"],
    ["Utdanning", "education"],
    ["Arbetslivserfarenhet", "experience"],
    ["Utbildning", "education"],
    ["Språkkunskaper", "languages"],
    ["LAN ESPERIENTZIA / EXPERIENCIA", "experience"],
    ["QUALIFICATIONS & TICKETS", "certifications"],
    ["IKASKETAK / FORMACIÓN", "education"],
    ["HIZKUNTZAK / IDIOMAS", "languages"],
    ["PENGALAMAN KERJA", "experience"],
    ["Pendidikan", "education"],
    ["LISENSI & SERTIFIKAT", "certifications"],
    ["Keahlian", "skills"],
    ["BAHASA", "languages"],
    ["Kelayakan Akademik", "education"],
    ["Sijil dan Lesen", "certifications"],
  ])("%s is a %s heading", (heading, key) => {
    expect(keys(`Jane Doe\njane@x.io\n${heading}\nsome content here`)).toEqual([key]);
  });

  it("accepts underlined headings and keeps the text before the first heading as the header", () => {
    const layout = detectSections(
      splitLines(
        "Jane Doe\nNurse\n\nExperience\n----------\nCharge Nurse\n\nSkills\n======\nTriage",
      ),
    );
    expect(layout.header.map((l) => l.text)).toEqual(["Jane Doe", "Nurse"]);
    expect(
      layout.sections.map((s) => [s.key, s.lines.filter((l) => l.text).map((l) => l.text)]),
    ).toEqual([
      ["experience", ["Charge Nurse"]],
      ["skills", ["Triage"]],
    ]);
  });

  it("reads an inline heading with its content on the same line", () => {
    const layout = detectSections(splitLines("Jane Doe\nSkills: Python, SQL\nCertifications: PMP"));
    expect(layout.sections.map((s) => [s.key, s.lines[0]!.text])).toEqual([
      ["skills", "Python, SQL"],
      ["certifications", "PMP"],
    ]);
  });

  it("does not take ordinary lines for headings", () => {
    expect(
      keys(
        "Jane Doe\nEXPERIENCE\nCustomer Experience Manager\nLed the experience team.\nSkills in negotiation were key.",
      ),
    ).toEqual(["experience"]);
    // A group label inside Skills is not a new section.
    expect(keys("Jane\nSKILLS\nLanguages: Python, Go\nTools: Git")).toEqual(["skills"]);
  });

  it("ignores a lone title-case word among ALL-CAPS headings", () => {
    expect(keys("Leo\nEDUCATION\nX\nVOLUNTEER EXPERIENCE\nYMCA\nVolunteer\nSKILLS\nExcel")).toEqual(
      ["education", "volunteer", "skills"],
    );
  });

  it("reads a label between two others as an item of their list, not a heading found by a word of it", () => {
    // "Training and Development" under a role had opened a Certifications section: the role's
    // dates and the three roles after it were lost, and the candidate had 0 years of experience.
    const text = `Jo Reyes
Summary
Sales professional.
Experience
Business Development Representative

TeamBuilder
Training and Development
Business Development

March 2010 to Current Company Name - City , State
Grew accounts.

Outside Sales Manager
March 2005 to December 2008 Company Name - City , State
Sold therapy services.
Education
BS : Psychology , 2002 Florida State University
Skills
Time Management
Communication Skills
Conflict Resolution`;
    expect(keys(text)).toEqual(["summary", "experience", "education", "skills"]);
    // A known heading stays one between two short lines; so does one found by a word of it
    // after a sentence or before a dated line.
    expect(keys("Jo\nSkills\nExcel\nActivities and Honors\nSociety for Human Resources")).toEqual([
      "skills",
      "awards",
    ]);
    expect(keys("Jo\nSummary\nI sell.\nTraining and Development\nTeamBuilder")).toEqual([
      "summary",
      "certifications",
    ]);
  });

  it("reads a heading in capitals with a remark in brackets after it, not a title with its years", () => {
    const text =
      "Jo Park\n\nEXPERIENCE\nBuilding Inspector, City of Aurora\n2019 - Present\n\nEDUCATION\nA.A.S., Construction Technology, 2013\n\nICC CERTIFICATIONS (Cert. #8194720)\n\u2022 Commercial Building Inspector (B2) \u2014 2020\n";
    expect(keys(text)).toEqual(["experience", "education", "certifications"]);
    expect(keys("Jo Park\n\nEXPERIENCE\nSENIOR INSPECTOR (2019 - 2024)\n- Framing\n")).toEqual([
      "experience",
    ]);
  });

  it("reads a known heading in title case with a remark in brackets, not a role with its unit", () => {
    const text =
      "Jo Park\n\nExperience\nEngineer, Salado Fire Department, 2017 - Present\n\nCertifications (Texas Commission on Fire Protection unless noted)\nTCFP Driver/Operator\u2013Pumper \u2014 2019\n";
    expect(keys(text)).toEqual(["experience", "certifications"]);
    expect(
      keys(
        "Jo Park\n\nExperience\nRegistered Nurse (Cardiac ICU)\nAcme Hospital, 2019 - Present\n",
      ),
    ).toEqual(["experience"]);
    // A wrapped line's end with figures in its brackets is no heading.
    expect(
      keys(
        "Jo Park\n\nAwards\nCurriculum designer for the Charter School (k-8) and Secondary\nExperience (9-12)\nPresenter at Greenbuild (2014)\n",
      ),
    ).toEqual(["awards"]);
  });

  it("reads a heading of short parts, each a heading of its own, by its first", () => {
    const text =
      "Jo Park, DVM\n\nExperience\nStaff Ophthalmologist, 2020 - Present\n\nEducation\nDVM, 2016\n\nBoard Certification, Licenses & Registrations\nDiplomate, American College of Veterinary Ophthalmologists (DACVO) - 2021\n";
    expect(keys(text)).toEqual(["experience", "education", "certifications"]);
  });

  it("reads a heading in capitals with the holder's number after it", () => {
    const text =
      "Jo Park\n\nPROFILE\nCareer fire officer.\n\nTCFP / STATE CERTIFICATIONS                 TCFP ID 98312\nFire Officer II \u2013 TCFP 2019\nParamedic \u2013 Texas DSHS (Lic. P-2217485)\n\nEXPERIENCE\nFire Captain, 2023 - Present\n";
    expect(keys(text)).toEqual(["summary", "certifications", "experience"]);
  });

  it("reads one paper's name in capitals as a heading of its lines: 'PRC LICENSE'", () => {
    const text =
      "Ramon Soriano\n\nCONTACT\nManila\n+63 917 555 0816\n\nPRC LICENSE\nRegistered Civil Engineer\nPRC License No. 0123456\n\nEXPERIENCE\nProject Engineer, 2018 - Present\n";
    expect(keys(text)).toEqual(["contact", "certifications", "experience"]);
    // Not a licence named in a list, in other lettering.
    expect(keys("Jo Park\n\nSKILLS\nDriver's License\nForklift\n")).toEqual(["skills"]);
  });

  it("reads a heading found by a word in sentence case where the known headings are so written", () => {
    const text =
      "Sara Roe\n\nClinical experience\nFamily Physician, 2016 - Present\n\nBoard certification\n2014 Arab Board \u2013 Family and Community Medicine\n\nEducation\nMBBS, 2008\n";
    expect(keys(text)).toEqual(["experience", "certifications", "education"]);
    // Not where the known headings are in capitals.
    expect(
      keys(
        "Sara Roe\n\nEXPERIENCE\nFamily Physician, 2016 - Present\nBoard certification\nArab Board, 2014\n",
      ),
    ).toEqual(["experience"]);
  });
});

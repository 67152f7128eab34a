import { describe, expect, it } from "vitest";
import { maskPersonalText } from "../../src/anonymise.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

// A resume with no name, whose first line is its headline in capitals.
const TEXT = `BUSINESS DEVELOPMENT MANAGER
Summary
Eleven years of business development and marketing for industrial clients.
Experience
Business Development Manager
February 2015 to May 2017
Orvane Tools - Pune, India
Opened new accounts in three states.
`;

describe("a headline on top of a resume without a name", () => {
  it("is not masked as a name, so its words stay readable everywhere", () => {
    const resume = structureResume(TEXT);
    expect(resume.basics.name).toBeUndefined();
    const masked = maskPersonalText(TEXT, resume);
    expect(masked).toContain("business development and marketing");
    expect(masked).toContain("Business Development Manager");
  });

  it("lets the score find the skill the headline and the roles name", () => {
    const job = parseJob(
      "Business Development Representative\n\nRequirements\n- Business development\n- Sales\n",
    );
    const resume = structureResume(TEXT);
    const match = scoreResume({ resume, text: TEXT, job });
    expect(match.skills.find((s) => s.skill.name === "Business development")?.match).toBe("exact");
  });

  it("a name on top is still masked", () => {
    const text = `Priya Natarajan\n${TEXT}`;
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).not.toContain("Priya");
    expect(masked).not.toContain("Natarajan");
  });
});

describe("a credential in the header block", () => {
  const text = `Jamal Carter
Security Officer | California Guard Card #G6123456 (exp. 09/2027)
Sacramento, CA | 916-555-0132

Experience
Security Officer - Securitas, Roseville, CA
Jun 2018 - Mar 2021
- Foot patrols and access control
`;

  it("keeps the credential's words and hides its number, the name and the contacts", () => {
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).toContain("California Guard Card");
    expect(masked).not.toContain("G6123456");
    expect(masked).not.toContain("Jamal");
    expect(masked).not.toContain("Sacramento");
    expect(masked).not.toContain("916-555-0132");
  });

  it("keeps post-nominals after the name, the name hidden", () => {
    const named =
      "Daniel Okoro, LVT\nTacoma, WA | dokoro@example.com\n\nExperience\nVeterinary Technician - BluePearl\nJan 2019 - Present\n";
    const masked = maskPersonalText(named, structureResume(named));
    expect(masked).toContain("LVT");
    expect(masked).not.toContain("Okoro");
    expect(masked).not.toContain("Tacoma");
  });

  it("meets a required licence from the headline", () => {
    const job = parseJob(
      "Unarmed Security Officer\n\nRequirements\n- Active California BSIS Guard Card\n- 1+ year of security experience\n",
    );
    const match = scoreResume({ resume: structureResume(text), text, job });
    const card = match.skills.find((s) => /guard/i.test(s.skill.name));
    expect(card?.match).toBe("exact");
  });
});

describe("the candidate's place", () => {
  const text = `Rita Delgado
Denver, CO

Experience
Therapist, Mind Springs Health, Denver, CO
Jan 2021 - Present
- Treats serious mental illness and co-occurring disorders

Licensure
- Licensed Clinical Social Worker, Colorado #CSW.0099
`;

  it("is hidden as written, never inside another word, and the state of a licence stays", () => {
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).not.toContain("Denver");
    expect(masked).toContain("co-occurring");
    expect(masked).toContain("Licensed Clinical Social Worker, Colorado");
  });

  it("gives no relevance by the state both name", () => {
    const job = parseJob(
      "Outpatient Therapist\n\nRequirements\n- Current LCSW license in the State of Colorado\n- Outpatient therapy for serious mental illness\n",
    );
    const match = scoreResume({ resume: structureResume(text), text, job });
    const relevance = match.components.find((c) => c.id === "relevance")!.evidence;
    expect(relevance.some((e) => /Colorado/.test(e.note))).toBe(false);
  });
});

describe("an acronym in capitals that spells a gendered word", () => {
  it("is kept: 'MS Project' is no 'Ms'", () => {
    const text =
      "Kofi Osei\n\nExperience\nIT Project Manager, Mount Carmel Health\nAug 2023 - Present\n- Maintain schedules in MS Project; Ms. Lee signed off\n";
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).toContain("MS Project");
    expect(masked).not.toContain("Ms.");
  });
});

describe("a resume without any heading", () => {
  const text = "Jane Doe\n\nRegistered Nurse, 2019-2024, City Hospital\n• ICU care\n";

  it("keeps its roles readable, and masks the name", () => {
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).not.toContain("Jane");
    expect(masked).toContain("Registered Nurse");
    expect(masked).toContain("ICU care");
  });

  it("lets the score find the skill its role's bullet names", () => {
    const job = parseJob("Registered Nurse\nRequirements: RN license, BLS, 2+ years ICU");
    const match = scoreResume({ resume: structureResume(text), text, job });
    expect(match.skills.find((s) => s.skill.name === "Critical care")?.match).toBe("exact");
  });
});

describe("a field's headline under the name", () => {
  const text = `SAMUEL K. ADEYEMI-HART, M.D.
Radiation Oncology
Madison, WI 53711 | 608-555-0144

BOARD CERTIFICATION
American Board of Radiology (ABR) – Diplomate, Radiation Oncology, certified 2020

EXPERIENCE
Radiation Oncologist, Fox River Health — 2020 - Present
- External beam and HDR brachytherapy
`;

  it("is no more of the name: its words stay readable everywhere, the name is masked", () => {
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).toContain("Diplomate, Radiation Oncology");
    expect(masked).toContain("Radiation Oncologist");
    expect(masked).not.toContain("SAMUEL");
    expect(masked).not.toContain("ADEYEMI");
  });
});

describe("credentials written after the name, without a comma", () => {
  it("are no part of the name, so they stay readable where the resume holds them", () => {
    const text =
      "Fiona McAlister-Reid ACILA DipCII\nSenior Loss Adjuster\n\nExperience\nLoss Adjuster, Acme Claims, 2015 - Present\n\nQualifications\n\u2022 Associate of the Chartered Institute of Loss Adjusters (ACILA)\n\u2022 Diploma in Insurance (DipCII)\n";
    const resume = structureResume(text);
    const masked = maskPersonalText(text, resume);
    expect(masked).not.toContain("Fiona");
    expect(masked).toContain("Loss Adjusters (ACILA)");
    expect(masked).toContain("(DipCII)");
  });
});

describe("a headline under the name in words no known title has", () => {
  // Invented, in the shape of a Chilean diver's résumé: the headline is his trade in Spanish.
  const text = `JOSÉ MIGUEL BARRÍA OYARZÚN
Buzo Comercial
Puerto Aysén | jmbarria.buzo@example.com

PERFIL
Buzo comercial con 9 años de experiencia en centros de cultivo.

MATRÍCULAS
• Matrícula de Buzo Comercial N° 52.384 – DIRECTEMAR, vigente
`;

  it("is not masked as more of the name when the résumé writes it again in small letters", () => {
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).toContain("Matrícula de Buzo Comercial");
    expect(masked).toContain("Buzo comercial con 9 años");
    expect(masked).not.toContain("BARRÍA");
  });

  it("a surname on the second line is still masked", () => {
    const twoLines =
      "JOSÉ MIGUEL\nBARRÍA OYARZÚN\nPuerto Aysén | jmbarria@example.com\n\nPERFIL\nBuzo comercial con 9 años de experiencia.\n";
    const masked = maskPersonalText(twoLines, structureResume(twoLines));
    expect(masked).not.toContain("BARRÍA");
    expect(masked).not.toContain("JOSÉ");
  });
});

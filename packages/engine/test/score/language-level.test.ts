import { describe, expect, it } from "vitest";
import { checkExplanation } from "../../src/insights/check-explanation.ts";
import { buildInsights } from "../../src/insights/insights.ts";
import { parseJob } from "../../src/jd/parse-job.ts";
import { fitBand } from "../../src/score/bands.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

// A language asked at a level of the European framework is not met by a lower level the resume
// states: "interview first" is not said of a B1 speaker for a job that requires C1.
const posting = (language: string) => `Senior Backend Engineer (Java)

Requirements
- At least 5 years of backend development with Java and Spring Boot
- PostgreSQL and Kafka in production
- ${language}
`;

const resume = (languages: string) => `Ana Vargas
San José, Costa Rica

Experience
Senior Backend Engineer (Java), Pagos Centrales — Jan 2018 - Present
- Backend development with Java and Spring Boot for card payments
- PostgreSQL and Kafka in production, 40 microservices

Backend Developer, Datos Ticos — Mar 2015 - Dec 2017
- Java and Spring Boot services on PostgreSQL

Education
Bachelor of Computer Engineering, Instituto Tecnológico de Costa Rica, 2014

Languages
${languages}
`;

const run = (asked: string, stated: string) => {
  const job = parseJob(posting(asked));
  const text = resume(stated);
  const parsed = structureResume(text);
  const match = scoreResume({ resume: parsed, text, job });
  return { job, parsed, match, text };
};
const holdOf = (r: ReturnType<typeof run>) =>
  r.match.components.flatMap((c) => c.evidence).find((e) => /held back/.test(e.note));

describe("a language level the posting requires", () => {
  const required = "Advanced English (C1 level or higher), assessed in the interview";

  it("keeps a candidate who states a lower level below a strong fit, and says why", () => {
    const r = run(required, "Spanish – native\nEnglish – intermediate (B1, placement test 2025)");
    expect(fitBand(r.match.score).id).toBe("good");
    const hold = holdOf(r)!;
    expect(hold.note).toMatch(
      /^English is stated at B1, below the C1 required: [\d.]+ points are held back/,
    );
    expect(hold.requirementSpan?.text).toBe("English");
    expect(hold.resumeSpan?.text).toBe("English – intermediate (B1");
    const insights = buildInsights({ match: r.match, job: r.job, resume: r.parsed });
    expect(checkExplanation({ match: r.match, insights, job: r.job, resumeText: r.text })).toEqual(
      [],
    );
  });

  it("leaves a candidate at the level, above it or native as they are", () => {
    for (const stated of [
      "Spanish – native\nEnglish – C1 (Cambridge C1 Advanced)",
      "Spanish – native\nEnglish – C2",
      "English (native), Spanish (native)",
    ]) {
      const r = run(required, stated);
      expect(holdOf(r)).toBeUndefined();
      expect(fitBand(r.match.score).id).toBe("strong");
    }
  });

  it("reads the level of the language asked, not of another on the same line", () => {
    const r = run(
      "Latvian language at the highest level (C1/C2)",
      "Latvian – native | English – B2 | Russian – B1",
    );
    expect(holdOf(r)).toBeUndefined();
  });

  it("holds nothing for a level only preferred, or named without a framework level", () => {
    expect(holdOf(run("English C1 is a plus", "English – B1"))).toBeUndefined();
    expect(holdOf(run("Fluent English", "English – B1"))).toBeUndefined();
    expect(holdOf(run(required, "English"))).toBeUndefined();
  });
});

describe("a language level written at another mention of the language", () => {
  it("reads the level where the posting writes it, not only at the language's first mention", () => {
    // Before, only the first mention ("an English-medium university") was read for a level.
    const r = run(
      "Degree from an English-medium university\n- English at C1 level or above",
      "Spanish – native\nEnglish – B1",
    );
    expect(holdOf(r)?.note).toMatch(/^English is stated at B1, below the C1 required/);
    expect(holdOf(r)?.requirementSpan?.start).toBe(r.job.text.indexOf("English at C1"));
  });

  it("holds nothing for a level only wished for at the other mention", () => {
    const r = run(
      "Fluent English required\n- English at C2 level is a plus",
      "Spanish – native\nEnglish – B2",
    );
    expect(holdOf(r)).toBeUndefined();
  });
});

describe("a Japanese level the posting requires on the JLPT's scale", () => {
  const asked =
    "Japanese language – conversational level is mandatory (JLPT N3 or higher, or equivalent)";

  it("holds back a lower JLPT level, and not one still studied for", () => {
    // Before, neither side's "N3" or "N5" was read as a level, and "JLPT N5 (passed Dec 2023)"
    // was no fluency at all.
    const r = run(
      asked,
      "Spanish – native\nJapanese – JLPT N5 (passed Dec 2023); studying for N4, basic conversation only",
    );
    expect(fitBand(r.match.score).id).not.toBe("strong");
    expect(holdOf(r)?.note).toMatch(
      /^Japanese is stated at JLPT N5, below the JLPT N3 required: [\d.]+ points are held back/,
    );
    expect(holdOf(r)?.resumeSpan?.text).toBe("Japanese – JLPT N5");
  });

  it("holds nothing for a JLPT level as high, or a framework level as high", () => {
    expect(holdOf(run(asked, "Spanish – native\nJapanese – JLPT N2 (2017)"))).toBeUndefined();
    expect(holdOf(run(asked, "Spanish – native\nJapanese – B2"))).toBeUndefined();
  });
});

describe("a language level asked and stated in another language", () => {
  it("reads 'Anglais professionnel : niveau B2' asked and 'Anglais : niveau A2–B1' stated", () => {
    const r = run(
      "Anglais professionnel : niveau B2 (CECR) minimum exigé",
      "Français : courant (C1)\nAnglais : niveau A2–B1 (compréhension écrite correcte)",
    );
    expect(holdOf(r)?.note).toMatch(/^English is stated at B1, below the B2 required/);
    expect(r.parsed.languages.map((l) => l.language)).toEqual(["Français", "Anglais"]);
  });

  it("reads 'bahasa Jepang minimal JLPT N2' asked and 'Jepang (N3 …)' stated, in Indonesian", () => {
    const r = run(
      "Kemampuan bahasa Jepang minimal JLPT N2 (sertifikat wajib)",
      "Indonesia (aktif)\nJepang (N3, percakapan sehari-hari)\nInggris (baik)",
    );
    expect(holdOf(r)?.note).toMatch(/^Japanese is stated at JLPT N3, below the JLPT N2 required/);
    expect(holdOf(r)?.resumeSpan?.text).toBe("Jepang (N3");
    expect(holdOf(run("Kemampuan bahasa Jepang minimal JLPT N2", "Jepang (N1)"))).toBeUndefined();
  });

  it("reads a language named in small letters: 'Français et anglais courants, niveau C1'", () => {
    // Before, only "Anglais" with its capital was a language's name, and a French posting writes
    // it in small letters.
    const r = run(
      "Français et anglais courants, niveau C1 minimum dans les deux langues",
      "Français : courant (C1)\nAnglais : B1 (intermédiaire)",
    );
    expect(r.job.skills.filter((s) => s.kind === "language").map((s) => s.name)).toContain(
      "English",
    );
    expect(holdOf(r)?.note).toMatch(/^English is stated at B1, below the C1 required/);
  });

  it("takes two languages offered with 'ou' as either", () => {
    const job = parseJob(posting("Inglês ou Francês – nível B2 (QECR) ou superior"));
    expect(job.skills.find((s) => s.kind === "language")?.alternatives?.map((a) => a.name)).toEqual(
      ["French"],
    );
    const r = run("Inglês ou Francês – nível B2 (QECR) ou superior", "Inglês – B2\nFrancês – B1");
    expect(holdOf(r)).toBeUndefined();
  });

  it("reads 'lengua catalana nivel B1' asked, and a level only prepared for as no level held", () => {
    // Before, Catalan's Spanish names were no language's, and "preparando el B1" was held.
    const asked =
      "Certificado de conocimientos de lengua catalana nivel B1 (DGPL, EBAP o equivalente)";
    const r = run(
      asked,
      "Castellano – lengua materna\nCatalán – nivel A2 (certificado EBAP, 2023); actualmente preparando el B1",
    );
    expect(r.job.skills.find((s) => s.kind === "language")?.name).toBe("Catalan");
    expect(holdOf(r)?.note).toMatch(/^Catalan is stated at A2, below the B1 required/);
    expect(holdOf(r)?.resumeSpan?.text).toBe("Catalán – nivel A2");
    // A mother tongue said in Spanish is the highest level.
    expect(holdOf(run(asked, "Catalán – lengua materna\nInglés – B2"))).toBeUndefined();
  });

  it("reads 'lingua inglese almeno a livello B2' asked, in Italian", () => {
    const asked = "Conoscenza della lingua inglese almeno a livello B2 (QCER), parlata e compresa";
    const r = run(asked, "Italiano – madrelingua\nInglese – livello A2 (scolastico)");
    expect(holdOf(r)?.note).toMatch(/^English is stated at A2, below the B2 required/);
    expect(
      holdOf(run(asked, "Italiano – madrelingua\nInglese – C1 Cambridge Advanced")),
    ).toBeUndefined();
  });
});

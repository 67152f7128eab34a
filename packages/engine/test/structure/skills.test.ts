import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const skills = (body: string) => structureResume(`Jane Doe\n\nSKILLS\n${body}`).skills;

describe("skills", () => {
  it("keeps groups as written", () => {
    expect(skills("Languages: Python, Go, SQL\nTools: Git; Docker | Kubernetes")).toEqual([
      { name: "Languages", keywords: ["Python", "Go", "SQL"] },
      { name: "Tools", keywords: ["Git", "Docker", "Kubernetes"] },
    ]);
  });

  it('names one ungrouped list "Skills"', () => {
    expect(skills("Patient assessment, Wound care, IV therapy, Epic")).toEqual([
      { name: "Skills", keywords: ["Patient assessment", "Wound care", "IV therapy", "Epic"] },
    ]);
  });

  it("splits bullets, tabs and one-per-line lists", () => {
    expect(skills("• Excel • QuickBooks • SAP\nPayroll\tBudgeting")[0]!.keywords).toEqual([
      "Excel",
      "QuickBooks",
      "SAP",
      "Payroll",
      "Budgeting",
    ]);
    expect(skills("Leadership\nPublic Speaking\nNegotiation")[0]!.keywords).toEqual([
      "Leadership",
      "Public Speaking",
      "Negotiation",
    ]);
  });

  it("splits slashes where safe", () => {
    expect(skills("C/C++, CI/CD, HTML/CSS, A/B Testing, UI/UX, TCP/IP")[0]!.keywords).toEqual([
      "C",
      "C++",
      "CI/CD",
      "HTML",
      "CSS",
      "A/B Testing",
      "UI/UX",
      "TCP/IP",
    ]);
  });

  it("rejoins a list wrapped mid-item and leaves parentheses whole", () => {
    expect(
      skills("JavaScript (ES6+), Google Cloud\nPlatform, Firebase, Node.js (Express, NestJS)")[0]!
        .keywords,
    ).toEqual([
      "JavaScript (ES6+)",
      "Google Cloud Platform",
      "Firebase",
      "Node.js (Express, NestJS)",
    ]);
  });

  it("drops proficiency words and durations", () => {
    expect(
      skills("Proficient in Excel, Python (Expert), Java (Less than 1 year), SQL - Advanced")[0]!
        .keywords,
    ).toEqual(["Excel", "Python", "Java", "SQL"]);
  });

  it("points every keyword at its text", () => {
    const text = "Jane\n\nSKILLS\nLanguages: Python, Go";
    const r = structureResume(text);
    expect(r.meta.sources["/skills/0/name"]!.text).toBe("Languages");
    expect(r.meta.sources["/skills/0/keywords/1"]).toMatchObject({
      text: "Go",
      start: text.lastIndexOf("Go"),
    });
  });
});

describe("certificates, languages, projects", () => {
  it("reads certificates with issuer and date", () => {
    const r = structureResume(
      "Jane\n\nCERTIFICATIONS\nAWS Certified Solutions Architect – Amazon Web Services, 2022\nPMP | Project Management Institute | Mar 2020\nCPR & First Aid, issued by American Red Cross",
    );
    expect(r.certificates).toEqual([
      { name: "AWS Certified Solutions Architect", issuer: "Amazon Web Services", date: "2022" },
      { name: "PMP", issuer: "Project Management Institute", date: "2020-03" },
      { name: "CPR & First Aid", issuer: "American Red Cross" },
    ]);
  });

  it("reads languages with fluency", () => {
    expect(
      structureResume(
        "Jane\n\nLANGUAGES\nEnglish (Native), Spanish – Fluent; French: B2\nMandarin Chinese (conversational)",
      ).languages,
    ).toEqual([
      { language: "English", fluency: "Native" },
      { language: "Spanish", fluency: "Fluent" },
      { language: "French", fluency: "B2" },
      { language: "Mandarin Chinese", fluency: "Conversational" },
    ]);
  });

  it("takes spoken languages listed among skills into languages too", () => {
    const r = structureResume(
      "Leo\n\nSKILLS\nComputer: Excel, Word\nLanguage: Fluent in Spanish\nLanguages: English (native), French",
    );
    expect(r.skills.map((g) => g.name)).toEqual(["Computer", "Language"]);
    expect(r.languages).toEqual([
      { language: "English", fluency: "Native" },
      { language: "French" },
      { language: "Spanish", fluency: "Fluent" },
    ]);
  });

  it("reads projects with dates, links, technologies and bullets", () => {
    const r = structureResume(
      "Jane\n\nPROJECTS\nSnapNotes | React Native, Firebase\t2023\n• Note-taking app with 2,000 downloads\nhttps://github.com/jane/snapnotes\nBudget Bot\nTech: Python, Telegram API\n• Tracks spending",
    );
    expect(r.projects).toEqual([
      {
        name: "SnapNotes",
        keywords: ["React Native", "Firebase"],
        startDate: "2023",
        highlights: ["Note-taking app with 2,000 downloads"],
        url: "https://github.com/jane/snapnotes",
        description: "https://github.com/jane/snapnotes",
      },
      { name: "Budget Bot", keywords: ["Python", "Telegram API"], highlights: ["Tracks spending"] },
    ]);
  });
});

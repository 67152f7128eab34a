import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { anonymise, maskPersonalText, maskPersonalValue } from "../../src/anonymise.ts";
import { isCommonWord } from "../../src/blind/personal-data.ts";
import { occupationsOfTitle } from "../../src/occupations/occupations.ts";
import { parseResume } from "../../src/parse-resume.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";
import type { ParsedResume } from "../../src/types.ts";

const RESUME = `Jane O'Neil-Whitaker
Senior Data Engineer
jane.whitaker@example.com | +1 (415) 555-0134 | linkedin.com/in/janewhit
742 Evergreen Terrace, Springfield, OR 97403

Summary
Jane is a data engineer; she led the warehouse team. Ms. Whitaker's work cut costs. J. Whitaker.
Date of Birth: 12/05/1988 · Age: 36

Experience
Data Engineer, Acme Analytics — 2016 to Present
- Built Spark pipelines in Python; his manager praised her SQL.

Education
B.Sc. Computer Science, University of Oregon, 2006 - 2010
Class of 2010

Skills
Python, SQL, Spark
`;

const resume = structureResume(RESUME, { asOf: new Date("2025-01-01") });
const wordIn = (text: string, word: string) =>
  new RegExp(
    `(?<![\\p{L}\\d])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\d])`,
    "iu",
  ).test(text);

describe("maskPersonalText", () => {
  const masked = maskPersonalText(RESUME, resume, { fileName: "jane_whitaker_cv.pdf" });

  it("keeps every offset and line", () => {
    expect(masked.length).toBe(RESUME.length);
    expect(masked.split("\n").length).toBe(RESUME.split("\n").length);
  });

  it("hides the name everywhere: possessive, initial with surname, any case", () => {
    for (const w of ["Jane", "Whitaker", "O'Neil", "Whitaker's", "janewhit"])
      expect(wordIn(masked, w)).toBe(false);
  });

  it("hides contact, address, pronouns, titles, birth date, age and education years", () => {
    for (const s of [
      "@",
      "555-0134",
      "linkedin",
      "Evergreen",
      "Springfield",
      "97403",
      "1988",
      "36",
    ])
      expect(masked).not.toContain(s);
    for (const w of ["she", "his", "her", "Ms"]) expect(wordIn(masked, w)).toBe(false);
    const education = masked.slice(masked.indexOf("Education"), masked.indexOf("Skills"));
    expect(education).not.toMatch(/\d{4}/);
    expect(education).not.toContain("University of Oregon");
  });

  it("keeps the headline, the work, its dates and the skills", () => {
    expect(masked).toContain("Senior Data Engineer");
    expect(masked).toContain("Data Engineer, Acme Analytics — 2016 to Present");
    expect(masked).toContain("Python, SQL, Spark");
    expect(masked).toContain("B.Sc. Computer Science");
  });

  it("keeps the states a header's licence line names, and hides its numbers", () => {
    const text =
      "Marcus Bell\nSenior Loan Officer | NMLS ID 1487263\nLicensed: Florida (Loan Originator LO54412), Georgia, North Carolina \u2014 all active via NMLS\n\nExperience\nLoan Officer, Coastwise Lending \u2014 2015 - Present\n- Purchase loans\n";
    const out = maskPersonalText(text, structureResume(text));
    expect(out).toContain("Licensed: Florida (Loan Originator");
    expect(out).toContain("Georgia, North Carolina \u2014 all active via NMLS");
    expect(out).not.toContain("LO54412");
  });

  it("masks a mailbox word only where the name's own line writes it", () => {
    const text = [
      "Maria Gonzalez, RDH",
      "maria.rdh@mail.com | gary.dispatch@mail.com",
      "Certifications",
      "Dental Hygienist License (RDH)",
      "Experience",
      "Fleet Dispatch & Load Planning, Acme, 2016 - 2020",
    ].join("\n");
    const out = maskPersonalText(text, structureResume(text), {});
    expect(wordIn(out, "Maria")).toBe(false);
    expect(out).toContain("Dental Hygienist License (RDH)");
    expect(out).toContain("Fleet Dispatch & Load Planning");
  });

  it("masks no mailbox word the headline beside the name writes ('t.arakawa.sushi@')", () => {
    const text =
      "TAKESHI ARAKAWA   Sushi Chef / Itamae\nQueens, NY | t.arakawa.sushi@example.com\n\nExperience\nSushi Chef, Sushi Kaito \u2014 2016 - Present\n- Omakase counter\n";
    const out = maskPersonalText(text, structureResume(text), {});
    expect(wordIn(out, "Arakawa")).toBe(false);
    expect(out).toContain("Sushi Chef, Sushi Kaito");
  });

  it("finds a name the parser missed through the file name and the first lines", () => {
    const text =
      "Nobuko Tanaka-Reyes\n\nExperience\nNurse, Mercy Hospital, 2019 - 2024\nTanaka-Reyes trained staff.";
    const parsed = structureResume(text);
    parsed.basics.name = undefined;
    const out = maskPersonalText(text, parsed, { fileName: "tanaka-reyes-nobuko.pdf" });
    for (const w of ["Nobuko", "Tanaka"]) expect(wordIn(out, w)).toBe(false);
    expect(out).toContain("Nurse, Mercy Hospital, 2019 - 2024");
  });
});

describe("anonymise", () => {
  const anon = anonymise(resume, { text: RESUME, fileName: "jane_whitaker_cv.pdf" });
  const json = JSON.stringify(anon);

  it("keeps no personal field and no personal string anywhere in the structure", () => {
    expect(anon.basics.name).toBeUndefined();
    expect(anon.basics.email).toBeUndefined();
    expect(anon.education.every((e) => !e.institution && !e.startDate && !e.endDate)).toBe(true);
    for (const w of ["Jane", "Whitaker", "Springfield", "555-0134", "Oregon"])
      expect(wordIn(json, w)).toBe(false);
    expect(anon.work[0]?.name).toBe("Acme Analytics");
  });

  it("keeps every quoted span pointing at its text in the masked document", () => {
    const masked = maskPersonalText(RESUME, resume, { fileName: "jane_whitaker_cv.pdf" });
    for (const span of Object.values(anon.meta.sources))
      expect(masked.slice(span.start, span.end)).toBe(span.text);
  });

  it("masks evidence and notes shown beside the résumé with the same finder", () => {
    const value = {
      note: "Jane Whitaker's SQL at Acme",
      span: { start: 0, end: 12, text: "Jane O'Neil" },
    };
    const out = maskPersonalValue(value, resume, { text: RESUME });
    expect(out.note).toBe("'s SQL at Acme");
    expect(out.span.text).toHaveLength("Jane O'Neil".length);
    expect(out.span.text.trim()).toBe("");
  });
});

describe("isCommonWord", () => {
  it("tells names from words that must stay readable", () => {
    expect(["manager", "Python", "Summary", "resume", "and"].every(isCommonWord)).toBe(true);
    expect(["Whitaker", "Nakamura", "Barry"].some(isCommonWord)).toBe(false);
  });
});

// Every real resume of ../shared/data: parse, mask, and look for what the masked text and the
// anonymised structure must not hold. Skips when the public data is not on this machine.
const DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../shared/data",
);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const YEAR = /\b(?:19|20)\d\d\b/;
const HEADING =
  /^(?:summary|profile|skills?|experience|highlights|education|objective|accomplishments|career|professional|qualifications|interests)\b/i;

/** Name words from every source a person could be named by, not only the parser's answer. */
/**
 * "BEHAVIORAL INTERVENTIONIST" on top of a resume without a name: the line the reader took as the
 * headline, and one the occupation data (ESCO/O*NET titles) reads as a job. Not a name.
 */
function isHeadlineNamingAnOccupation(line: string, parsed: ParsedResume): boolean {
  const key = (s: string | undefined) => s?.toLowerCase().replace(/\s+/g, " ").trim();
  const isHeadline = [parsed.basics.label, parsed.meta.currentTitle?.value].some(
    (t) => key(t) === key(line),
  );
  return isHeadline && (occupationsOfTitle(line)[0]?.weight ?? 0) >= 0.6;
}

function expectedNameWords(text: string, parsed: ParsedResume, fileName: string): string[] {
  const words = new Set<string>();
  const add = (s: string | undefined) => {
    for (const w of s?.match(/\p{L}[\p{L}'’-]*/gu) ?? []) {
      const word = w.replace(/['’]s$|['’-]+$/u, "");
      if (word.length >= 2 && !isCommonWord(word)) words.add(word);
    }
  };
  add(parsed.basics.name);
  for (const m of text.matchAll(/^\s*(?:full\s+)?name\s*[:-]\s*(.+)$/gim)) add(m[1]);
  const first = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3);
  // A name-like line among the first three, before any heading: every word of it a rare word.
  const heading = first.findIndex((l) => HEADING.test(l));
  for (const line of heading >= 0 ? first.slice(0, heading) : first) {
    const words = line.split(/\s+/);
    if (
      /^(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’.-]*$/u.test(line) &&
      !words.some(isCommonWord) &&
      !isHeadlineNamingAnOccupation(line, parsed)
    )
      add(line);
  }
  // A file-name word is a name word where the name's line writes it: "aviation-123.pdf" names
  // the folder, and "aviation" in the text is the work.
  const nameLine = (heading >= 0 ? first.slice(0, heading) : first)
    .map((l) => l.split(/[,|•·@]|\s[-–—]\s/)[0]!)
    .filter(
      (l) => words.size && [...words].some((w) => new RegExp(`\\b${escapeRe(w)}\\b`, "i").test(l)),
    )
    .join("\n");
  for (const w of fileName.replace(/\.\w+$/, "").split(/[^\p{L}]+/u))
    if (w.length >= 3 && new RegExp(`\\b${escapeRe(w)}\\b`, "i").test(nameLine)) add(w);
  return [...words];
}

interface Leaks {
  resumes: number;
  nameWords: number;
  emails: number;
  phones: number;
  cities: number;
  educationEntries: number;
  leaks: string[];
  maskedShare: number[];
}

function checkOne(id: string, text: string, parsed: ParsedResume, fileName: string, tally: Leaks) {
  const masked = maskPersonalText(text, parsed, { fileName });
  const anon = JSON.stringify(anonymise(parsed, { text, fileName }));
  tally.resumes += 1;
  const letters = (s: string) => s.replace(/[^\p{L}]/gu, "").length;
  tally.maskedShare.push(1 - letters(masked) / Math.max(1, letters(text)));
  const leak = (what: string, value: string) => tally.leaks.push(`${id}: ${what} "${value}"`);
  const has = (hay: string, s: string) =>
    new RegExp(`(?<![\\p{L}\\d])${escapeRe(s)}(?![\\p{L}\\d])`, "iu").test(hay);
  for (const w of expectedNameWords(text, parsed, fileName)) {
    tally.nameWords += 1;
    if (has(masked, w)) leak("name word in text", w);
    if (has(anon, w)) leak("name word in structure", w);
  }
  for (const hay of [masked, anon]) {
    const mail = EMAIL.exec(hay);
    if (mail) leak("e-mail", mail[0]);
  }
  if (EMAIL.test(text)) tally.emails += 1;
  const local = parsed.basics.email?.split("@")[0];
  if (local && local.length >= 3 && (has(masked, local) || has(anon, local)))
    leak("e-mail local part", local);
  const phones = [
    parsed.basics.phone,
    ...(text.match(/\+?\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b/g) ?? []),
  ];
  for (const phone of phones.filter((p): p is string => Boolean(p))) {
    tally.phones += 1;
    const digits = phone.replace(/\D/g, "");
    if (masked.replace(/\D/g, "").includes(digits) || anon.replace(/\D/g, "").includes(digits))
      leak("phone", phone);
  }
  const city = parsed.basics.location?.city;
  if (city) {
    tally.cities += 1;
    if (has(masked, city) || has(anon, city)) leak("city", city);
  }
  for (const [key, span] of Object.entries(parsed.meta.sources)) {
    if (!/^\/education\/\d+\/(startDate|endDate)$/.test(key)) continue;
    tally.educationEntries += 1;
    const line = masked.slice(
      masked.lastIndexOf("\n", span.start) + 1,
      masked.indexOf("\n", span.end) >>> 0,
    );
    if (YEAR.test(line)) leak("education year", line.trim());
  }
  if (YEAR.test(anon.match(/"education":\[.*?\]/)?.[0] ?? ""))
    leak("education year in structure", "");
}

describe.skipIf(!existsSync(DATA))("blind review over every resume of ../shared/data", () => {
  it("leaks 0 name words, e-mails, phones, header cities and education years", async () => {
    const tally: Leaks = {
      resumes: 0,
      nameWords: 0,
      emails: 0,
      phones: 0,
      cities: 0,
      educationEntries: 0,
      leaks: [],
      maskedShare: [],
    };
    const folders = [
      path.join(DATA, "samples/resumes"),
      path.join(DATA, "samples/layouts"),
      path.join(DATA, "real-dev/resumes"),
    ].filter(existsSync);
    for (const folder of folders) {
      for (const file of readdirSync(folder).sort()) {
        const parsed = await parseResume(new Uint8Array(readFileSync(path.join(folder, file))));
        if (parsed.ok) checkOne(file, parsed.document.text, parsed.resume, file, tally);
      }
    }
    const rjdb = path.join(DATA, "rjdb-dev.jsonl");
    if (existsSync(rjdb)) {
      readFileSync(rjdb, "utf8")
        .split("\n")
        .filter(Boolean)
        .forEach((line, i) => {
          const text = (JSON.parse(line) as Record<string, string>)["Resume-matched"] ?? "";
          checkOne(`rjdb #${i + 1}`, text, structureResume(text), "resume.txt", tally);
        });
    }
    const shares = tally.maskedShare.sort((a, b) => a - b);
    const median = shares[Math.floor(shares.length / 2)] ?? 0;
    console.log(
      `blind review: ${tally.resumes} resumes; checked ${tally.nameWords} name words, ${tally.emails} e-mails, ` +
        `${tally.phones} phones, ${tally.cities} header cities, ${tally.educationEntries} education dates; ` +
        `${tally.leaks.length} leaks; median share of letters masked ${(median * 100).toFixed(1)} %`,
    );
    expect(tally.resumes).toBeGreaterThan(800);
    expect(tally.leaks.slice(0, 30)).toEqual([]);
    // Blind review still shows the work: most of every résumé stays readable.
    expect(median).toBeLessThan(0.25);
  }, 900_000);
});

describe("a paper named in the lines above the first heading", () => {
  it("keeps a licence the taxonomy does not know, and masks its number", () => {
    const text =
      "Nick Roe\nCommercial Refrigeration Mechanic\nOakleigh VIC 3166 \u00b7 0418 555 276 \u00b7 nick@example.com\n\nPapers held:\n  ARC Refrigerant Handling Licence \u2013 Refrigeration and Air Conditioning Full Licence\n    (licence no. L084512), current to 2028\n\nEXPERIENCE\nMechanic | Acme | 2019 \u2013 Present\n";
    const masked = maskPersonalText(text, structureResume(text));
    expect(masked).toContain("ARC Refrigerant Handling Licence");
    expect(masked).not.toContain("L084512");
    expect(masked).not.toContain("0418");
  });
});

describe("a qualification read as the school", () => {
  it("stays in the text, and a school named after it is still hidden", () => {
    const text =
      "Nadeesha Perera\nCaregiver\nMoratuwa, Sri Lanka\n\nExperience\nCaregiver – Sethsuwa Elders' Home, Panadura\nMar 2019 – Present\n• Personal care\n\nEducation & Qualifications\nNVQ Level 4 – Caregiver (Elder Care), TVEC – Vocational Training Authority, Moratuwa, 2019\nDementia Care Course – Lanka Alzheimer's Foundation, 2023\nFirst Aid Certificate – St. John Ambulance Sri Lanka, renewed Jan 2026\n";
    // Blanked before: "NVQ Level 4" was read as the school, which blind review hides.
    expect(maskPersonalText(text, structureResume(text))).toContain("NVQ Level 4 – Caregiver");
    const resume = structureResume(
      "Pat Doe\n\nExperience\nNurse, Acme Hospital — 2016 - Present\n- Care\n\nEducation\nHIPAA Privacy & Security Certification Sanford Brown College - City , State\n06/2014\n",
    );
    const masked = maskPersonalText(
      "Pat Doe\n\nExperience\nNurse, Acme Hospital — 2016 - Present\n- Care\n\nEducation\nHIPAA Privacy & Security Certification Sanford Brown College - City , State\n06/2014\n",
      resume,
    );
    expect(masked).not.toContain("Sanford Brown");
  });
});

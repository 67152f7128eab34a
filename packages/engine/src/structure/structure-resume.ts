/**
 * Résumé text -> JSON Resume v1 with a `meta` extension: every value comes with the span of
 * text it was read from. Never throws.
 */
import type {
  Basics,
  Certificate,
  EducationEntry,
  LanguageEntry,
  ParsedResume,
  ProjectEntry,
  SkillGroup,
  SourceSpan,
  WorkEntry,
} from "../types.ts";
import {
  findEmail,
  findFooterName,
  findHeaderLocation,
  findLinks,
  findNameAndLabel,
  findPhone,
  looksLikeHeadline,
  looksLikeName,
  parseLocation,
} from "./contact.ts";
import { findDateRanges, looksDateLike } from "./dates.ts";
import { findDegree, parseEducation } from "./education.ts";
import { estimateWrapWidth, joinWrapped } from "./entries.ts";
import { inferSeniority, mostRecent, totalExperienceMonths } from "./experience.ts";
import { orgScore, roleScore } from "./header-fields.ts";
import {
  parseAwards,
  parseCertificates,
  parseInterests,
  parseLanguages,
  parseProjects,
} from "./lists.ts";
import { detectSections, type Section, type SectionKey } from "./sections.ts";
import { parseSkills } from "./skills.ts";
import { findStatedRoles } from "./stated-roles.ts";
import { isBulletLine, type Line, makeSpan, splitLines } from "./text-lines.ts";
import { HUMAN_LANGUAGES, SCHOOL_MARKERS } from "./vocabulary.ts";
import { isEntryHeaderLine, type Parsed, parseWork } from "./work.ts";

export interface StructureOptions {
  /** The date "Present" resolves to; default now. */
  asOf?: Date;
}

const SCHEMA =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json" as const;
const MAX_CHARS = 300_000;

function emptyResume(asOf: Date, warnings: string[]): ParsedResume {
  return {
    $schema: SCHEMA,
    basics: { profiles: [] },
    work: [],
    education: [],
    skills: [],
    certificates: [],
    languages: [],
    projects: [],
    meta: {
      totalExperienceMonths: 0,
      seniority: "junior",
      asOf: asOf.toISOString().slice(0, 10),
      warnings,
      sources: {},
      sections: [],
    },
  };
}

function linesOf(sections: Section[], ...keys: SectionKey[]): Line[][] {
  return sections.filter((s) => keys.includes(s.key)).map((s) => s.lines);
}

/**
 * Structures résumé text into JSON Resume with evidence spans.
 * @example structureResume("Jane Doe\njane@x.io\nEXPERIENCE\nNurse, City Hospital, 2019 – Present").work[0] // { position: "Nurse", name: "City Hospital", startDate: "2019", isCurrent: true, highlights: [] }
 */
export function structureResume(text: string, options: StructureOptions = {}): ParsedResume {
  const asOf = options.asOf && !Number.isNaN(options.asOf.getTime()) ? options.asOf : new Date();
  try {
    return structure(typeof text === "string" ? text : String(text ?? ""), asOf);
  } catch {
    return emptyResume(asOf, ["The résumé could not be structured; only its text is available."]);
  }
}

function structure(fullText: string, asOf: Date): ParsedResume {
  const warnings: string[] = [];
  const text = fullText.length > MAX_CHARS ? fullText.slice(0, MAX_CHARS) : fullText;
  if (text !== fullText) warnings.push("The text is very long; only its beginning was structured.");
  const input = dutiesOffTemplateHeaders(text);
  const resume = emptyResume(asOf, warnings);
  const sources = resume.meta.sources;
  const put = (prefix: string, spans: Record<string, SourceSpan>) => {
    for (const [key, span] of Object.entries(spans))
      sources[key ? `${prefix}/${key}` : prefix] = span;
  };

  const lines = splitLines(input);
  const { header: detectedHeader, sections: detected } = detectSections(lines);
  const sections = foldSubHeadingSections(detected, lines);
  const header = recoverNameBlock(input, detectedHeader, sections);
  resume.meta.sections = sections.map((s) => ({
    name: s.key,
    span: makeSpan(input, s.heading.start, s.heading.end),
  }));

  // Contact block: the header, plus any contact/links section.
  // Without a header block, the first lines that are not section headings ("Personal
  // Information" is a heading, not a name).
  // Never lines of a section that lists facts ("Skill Highlights: Node.js, TypeScript…" is no
  // headline).
  const headingAt = new Set(sections.map((s) => s.heading.start));
  const inListSection = new Set(
    sections
      .filter((s) => s.key !== "contact" && s.key !== "summary")
      .flatMap((s) => s.lines.map((l) => l.start)),
  );
  const headerLines = header.length
    ? header
    : lines
        .filter((l) => l.text && !headingAt.has(l.start) && !inListSection.has(l.start))
        .slice(0, 6);
  const contactLines = [...headerLines, ...linesOf(sections, "contact").flat()];
  const nonContent = new Set(
    linesOf(sections, "references")
      .flat()
      .map((l) => l.index),
  );
  const allLines = lines.filter((l) => l.text && !nonContent.has(l.index));

  const basics: Basics = resume.basics;
  const top = findNameAndLabel(input, headerLines.length ? headerLines : allLines.slice(0, 8));
  const label = top.label;
  // "HARBOR FREIGHTWAYS" on top and "Harbor Freightways" again as a job's header line: an employer
  // printed as a banner, not the owner's name.
  const sameWords = (a: string) =>
    a
      .toLowerCase()
      .replace(/[^\p{L}]+/gu, " ")
      .trim();
  const banner = top.name ? sameWords(top.name.span.text) : "";
  const topName =
    top.name &&
    !linesOf(sections, "experience").some((ls) => ls.some((l) => sameWords(l.text) === banner))
      ? top.name
      : null;
  const name =
    topName ??
    findFooterName(input, allLines) ??
    (label ? findSignatureName(input, allLines, label.value) : null);
  if (name) {
    basics.name = name.value;
    sources["/basics/name"] = name.span;
  } else warnings.push("No name was found at the top of the résumé.");
  if (label) {
    basics.label = label.value;
    sources["/basics/label"] = label.span;
  }
  const email = findEmail(input, contactLines) ?? findEmail(input, allLines);
  if (email) {
    basics.email = email.value;
    sources["/basics/email"] = email.span;
  } else warnings.push("No e-mail address was found.");
  const phone = findPhone(input, contactLines);
  if (phone) {
    basics.phone = phone.value;
    sources["/basics/phone"] = phone.span;
  }
  const links = findLinks(input, contactLines);
  // LinkedIn and GitHub profiles listed further down (a "Links" column, the footer); a GitHub
  // link with a repository path is a project, not the profile.
  for (const p of findLinks(input, allLines).profiles) {
    if (links.profiles.some((q) => q.profile.network === p.profile.network)) continue;
    const path = p.profile.url.replace(/^https?:\/\/[^/]+/, "");
    if (
      p.profile.network === "LinkedIn" ||
      (p.profile.network === "GitHub" && !/\/[^/]+\/[^/]+/.test(path))
    ) {
      links.profiles.push(p);
    }
  }
  links.profiles.forEach((p, i) => {
    basics.profiles.push(p.profile);
    sources[`/basics/profiles/${i}/url`] = p.span;
    if (p.profile.username) sources[`/basics/profiles/${i}/username`] = p.span;
  });
  if (links.url) {
    basics.url = links.url.value;
    sources["/basics/url"] = links.url.span;
  }
  const location = findHeaderLocation(input, contactLines);
  if (location) {
    basics.location = location.value;
    sources["/basics/location"] = location.span;
    for (const [k, span] of Object.entries(location.parts)) sources[`/basics/location/${k}`] = span;
  }
  const summaryLines = linesOf(sections, "summary")
    .flat()
    .filter((l) => l.text);
  if (summaryLines.length) {
    basics.summary = summaryLines
      .map((l) => l.text.replace(/^•\s*/, ""))
      .reduce((text, line) => (text ? joinWrapped(text, line) : line), "");
    sources["/basics/summary"] = makeSpan(
      input,
      summaryLines[0]!.start,
      summaryLines[summaryLines.length - 1]!.end,
    );
  }

  // Work.
  const experienceSections = linesOf(sections, "experience");
  const wrapWidth = estimateWrapWidth(lines);
  let work: Parsed<WorkEntry>[] = experienceSections.flatMap((ls) =>
    parseWork(input, ls, wrapWidth),
  );
  if (experienceSections.length === 0) {
    warnings.push("No work experience section found.");
    // Roles under no heading at all ("Financial Adviser | Pennine Gate … | Mar 2024 – Present"
    // after the profile, then EDUCATION and SKILLS), or under one the reader took for the summary
    // ("Athletic Administration", "Tunnel experience" after "About Me"): read from the lines no
    // section but the summary holds.
    const held = new Set(sections.filter((s) => s.key !== "summary").flatMap((s) => s.lines));
    work = fallbackWork(
      input,
      lines.filter((l) => !held.has(l)),
    );
  }
  work.forEach((w, i) => {
    resume.work.push(w.value);
    put(`/work/${i}`, w.spans);
  });
  for (const ls of experienceSections) {
    for (const line of ls) {
      if (!line.text || !isEntryHeaderLine(line) || line.text.length > 80) continue;
      if (looksDateLike(line.text) && findDateRanges(line.text).length === 0) {
        warnings.push(`Date could not be read: "${line.text}"`);
      }
    }
  }
  if (experienceSections.length && work.length === 0)
    warnings.push("The work experience section could not be split into jobs.");

  // Education.
  const educationSections = linesOf(sections, "education");
  const education: Parsed<EducationEntry>[] = educationSections.flatMap((ls) =>
    parseEducation(input, ls, wrapWidth),
  );
  // With no Education section, degrees are read from single lines: every line of a text with no
  // sections; else a degree line under another heading, the degree first and its school named on
  // it or on the line below ("Training / DO — University of New England College of Osteopathic
  // Medicine, 2013", "Doctor of Medicine  2013 / University of Arizona College of Medicine").
  const looseEntries =
    educationSections.length > 0
      ? []
      : sections.length === 0
        ? lines.filter((l) => l.text).map((l) => [l])
        : sections
            .filter((s) => s.key !== "experience")
            .flatMap((s) => degreeLinesWithSchool(s.lines));
  for (const entry of looseEntries)
    education.push(
      ...parseEducation(input, entry).filter((e) => e.value.studyType && e.value.institution),
    );
  const educationLineSet = new Set(educationSections.flat());
  education.forEach((e, i) => {
    resume.education.push(e.value);
    put(`/education/${i}`, e.spans);
  });

  // Skills (and a "Languages" group of spoken languages goes to languages too).
  const skills: Parsed<SkillGroup>[] = linesOf(sections, "skills").flatMap((ls) =>
    parseSkills(input, ls),
  );
  const languageEntries: Parsed<LanguageEntry>[] = [];
  for (const ls of linesOf(sections, "languages")) {
    const parsed = parseLanguages(input, ls);
    languageEntries.push(...parsed.languages);
    if (parsed.languages.length === 0 && parsed.other.length) {
      skills.push(
        ...parseSkills(input, ls).map((g) => ({
          ...g,
          value: { ...g.value, name: g.value.name === "Skills" ? "Languages" : g.value.name },
        })),
      );
    }
  }
  for (const group of skills) {
    const spoken = group.value.keywords.filter((k) =>
      HUMAN_LANGUAGES.has(k.toLowerCase().split(/[\s(]/)[0]!),
    );
    if (
      /language/i.test(group.value.name) &&
      spoken.length &&
      spoken.length === group.value.keywords.length
    ) {
      // Read the whole group ("Language: Fluent in Spanish") so the fluency is kept.
      const first = group.spans.name ?? group.spans["keywords/0"];
      const last = group.spans[`keywords/${group.value.keywords.length - 1}`];
      if (first && last) {
        const line = {
          text: input.slice(first.start, last.end),
          start: first.start,
          end: last.end,
          index: -1,
        };
        for (const parsed of parseLanguages(input, [line]).languages) {
          const known = languageEntries.some(
            (l) => l.value.language.toLowerCase() === parsed.value.language.toLowerCase(),
          );
          if (!known) languageEntries.push(parsed);
        }
      }
    }
  }
  skills.forEach((g, i) => {
    resume.skills.push(g.value);
    put(`/skills/${i}`, g.spans);
  });
  languageEntries.forEach((l, i) => {
    resume.languages.push(l.value);
    put(`/languages/${i}`, l.spans);
  });

  const certificates: Parsed<Certificate>[] = linesOf(sections, "certifications").flatMap((ls) =>
    parseCertificates(input, ls),
  );
  certificates.forEach((c, i) => {
    resume.certificates.push(c.value);
    put(`/certificates/${i}`, c.spans);
  });
  const projects: Parsed<ProjectEntry>[] = linesOf(sections, "projects").flatMap((ls) =>
    parseProjects(input, ls, wrapWidth),
  );
  projects.forEach((p, i) => {
    resume.projects.push(p.value);
    put(`/projects/${i}`, p.spans);
  });
  const volunteer = linesOf(sections, "volunteer").flatMap((ls) => parseWork(input, ls, wrapWidth));
  if (volunteer.length) {
    resume.volunteer = volunteer.map((v, i) => {
      const { name, position, startDate, endDate, summary, highlights } = v.value;
      const spans: Record<string, SourceSpan> = {};
      for (const [k, span] of Object.entries(v.spans))
        spans[k === "name" ? "organization" : k] = span;
      put(`/volunteer/${i}`, spans);
      return { organization: name, position, startDate, endDate, summary, highlights };
    });
  }
  const awards = linesOf(sections, "awards").flatMap((ls) => parseAwards(input, ls));
  if (awards.length) {
    resume.awards = awards.map((a, i) => {
      put(`/awards/${i}`, a.spans);
      return a.value;
    });
  }
  const interests = linesOf(sections, "interests").flatMap((ls) => parseInterests(input, ls));
  if (interests.length) {
    resume.interests = interests.map((a, i) => {
      put(`/interests/${i}`, a.spans);
      return a.value;
    });
  }

  // Roles stated in prose ("6 years as a welder"): work entries only when no job is dated, since
  // dated jobs already count those years.
  const stated = findStatedRoles(
    input,
    allLines.filter((l) => !educationLineSet.has(l)),
  );
  if (stated.length) {
    resume.meta.statedRoles = stated.map((r) => ({ ...r.value, span: r.span }));
    if (!resume.work.some((w) => w.startDate)) {
      for (const role of stated) {
        const same = resume.work.find(
          (w) => w.position?.toLowerCase() === role.value.title.toLowerCase(),
        );
        const i = same ? resume.work.indexOf(same) : resume.work.length;
        if (same?.durationMonths) continue;
        if (!same) {
          resume.work.push({ position: role.value.title, highlights: [] });
          sources[`/work/${i}/position`] = role.titleSpan;
        }
        resume.work[i]!.durationMonths = role.value.months;
        sources[`/work/${i}/durationMonths`] = role.span;
      }
    }
  }

  // The current title: the latest job's, or the headline when that job names no role.
  const latest = mostRecent(resume.work);
  const latestAt = latest ? resume.work.indexOf(latest) : -1;
  if (latest?.position && sources[`/work/${latestAt}/position`]) {
    resume.meta.currentTitle = {
      value: latest.position,
      span: sources[`/work/${latestAt}/position`]!,
      from: "work",
    };
  } else if (label) {
    resume.meta.currentTitle = { value: label.value, span: label.span, from: "headline" };
  }

  resume.meta.totalExperienceMonths = totalExperienceMonths(resume.work, asOf);
  resume.meta.seniority = inferSeniority(resume.work, resume.meta.totalExperienceMonths);
  // Spans quote the text as written, not as read with its duties off their header lines.
  if (input !== text)
    for (const span of Object.values(sources)) span.text = text.slice(span.start, span.end).trim();
  return resume;
}

/** A template's employer and place placeholders, which end its header line: "Company Name - City , State". */
const TEMPLATE_HEADER_END =
  /\b(?:company|employer|organi[sz]ation)\s+name\b[^\n]{0,6}?\bcity\s*,\s*state\b[ \t]+(?=\S)/gi;

/**
 * The text with a duty written on a template's header line moved to a line of its own: "Air
 * Freight Agent Company Name - City , State Accepting, booking and tracking cargoes." is the role's
 * header and its first duty. The break replaces one space, so every offset stays the text's own.
 * Left as it is when what follows reads as a header itself ("Company Name City , State Case
 * Manager 06/2010 to 09/2013").
 */
function dutiesOffTemplateHeaders(text: string): string {
  let out = text;
  for (const m of text.matchAll(TEMPLATE_HEADER_END)) {
    const at = m.index + m[0].length;
    const lineEnd = text.indexOf("\n", at);
    const rest = text.slice(at, lineEnd < 0 ? text.length : lineEnd).trim();
    if (
      rest.split(/\s+/).length < 3 ||
      isEntryHeaderLine({ text: rest, start: at, end: at, index: 0 })
    )
      continue;
    out = `${out.slice(0, at - 1)}\n${out.slice(at)}`;
  }
  return out;
}

/** Headings that are also sub-headings inside a job ("Achievements", "Key Accomplishments"). */
const SUB_HEADING_KEYS = new Set<SectionKey>(["awards"]);

/**
 * A name/title block further down ("… Clara Newsom" / "Assistant Project Manager" closing the
 * résumé): the name is the two or three capitalised words ending the line right above a repeat of
 * the headline, for résumés whose top prints no name.
 */
function findSignatureName(
  input: string,
  lines: Line[],
  headline: string,
): { value: string; span: SourceSpan } | null {
  const head = headline.toLowerCase().replace(/\s+/g, " ");
  for (let i = 1; i < lines.length; i++) {
    const title = lines[i]!.text.trim().toLowerCase().replace(/\s+/g, " ");
    if (title.split(" ").length < 2 || !head.startsWith(title)) continue;
    const above = lines[i - 1]!;
    for (const count of [2, 3]) {
      const m = new RegExp(`(?:^|\\s)((?:\\S+\\s+){${count - 1}}\\S+)\\s*$`).exec(above.text);
      if (!m || !looksLikeName(m[1]!)) continue;
      const start =
        above.start +
        above.text.length -
        m[1]!.length -
        (above.text.length - above.text.trimEnd().length);
      const span = makeSpan(input, start, start + m[1]!.length);
      if (span.text !== m[1]) continue;
      return { value: m[1]!, span };
    }
  }
  return null;
}

/** The last section before any sub-heading sections (Awards) that follow it. */
function lastMainSection(sections: Section[]): Section | undefined {
  for (let i = sections.length - 1; i >= 0; i--)
    if (!SUB_HEADING_KEYS.has(sections[i]!.key)) return sections[i];
  return undefined;
}

/**
 * An "Achievements" heading inside a job is a sub-heading: when the section it opens goes on
 * with dated jobs, it is folded back into the experience section above it.
 */
function foldSubHeadingSections(sections: Section[], lines: Line[]): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    const prev = out[out.length - 1];
    // A dated line that names a role or an employer, itself or on a line next to it.
    const namesJob = (i: number) =>
      [i - 1, i, i + 1].some((j) => {
        const t = section.lines[j]?.text ?? "";
        return roleScore(t) >= 2 || orgScore(t) >= 1;
      });
    const hasJobs = () =>
      section.lines.some((l, i) => {
        const range = l.text ? findDateRanges(l.text).find((r) => !r.isSingle) : undefined;
        return (
          range !== undefined &&
          isEntryHeaderLine(l) &&
          !findDegree(l.text) &&
          !/^[\p{L} ]{2,24}[:：]/u.test(l.text) &&
          namesJob(i)
        );
      });
    if (prev?.key === "experience" && SUB_HEADING_KEYS.has(section.key) && hasJobs()) {
      const heading = lines[section.heading.line];
      prev.lines = [...prev.lines, ...(heading ? [heading] : []), ...section.lines];
      continue;
    }
    // "Ph.D. … 2017 University of Florida / Awards / - Fellowship … / Master of Science … 2011":
    // an Awards sub-heading under one degree does not end Education; the next degree line (a
    // degree first, with its year or school) and what follows go back to Education.
    const education = lastMainSection(out);
    if (education?.key === "education" && SUB_HEADING_KEYS.has(section.key)) {
      const at = section.lines.findIndex(
        (l) =>
          opensWithDegree(l.text) &&
          (/\b(?:19|20)\d\d\b/.test(l.text) || SCHOOL_MARKERS.test(l.text)),
      );
      if (at >= 0) {
        education.lines = [...education.lines, ...section.lines.slice(at)];
        section.lines = section.lines.slice(0, at);
      }
    }
    out.push(section);
  }
  return out;
}

/**
 * Lines under a heading that are a degree with its school: a line that opens with a degree and
 * names its school, or the school named alone on the next line.
 */
function degreeLinesWithSchool(lines: Line[]): Line[][] {
  const out: Line[][] = [];
  lines.forEach((line, i) => {
    if (!opensWithDegree(line.text)) return;
    const next = lines[i + 1];
    if (SCHOOL_MARKERS.test(line.text)) out.push([line]);
    else if (next?.text && SCHOOL_MARKERS.test(next.text) && !findDegree(next.text))
      out.push([line, next]);
  });
  return out;
}

/** A line that opens with a degree: "DO — University of …", "Ph.D. … 2017 University of Florida". */
function opensWithDegree(text: string): boolean {
  const degree = findDegree(text);
  return degree !== null && text.slice(0, degree.index).trim() === "";
}

// Sections a left sidebar holds; when a sidebar is read first, the name block follows it.
const SIDEBAR_SECTIONS = new Set<SectionKey>([
  "contact",
  "skills",
  "languages",
  "certifications",
  "interests",
  "awards",
  "coursework",
  "additional",
]);

/**
 * When the top of the text has no name (a sidebar read first, as in LinkedIn exports), the name
 * block sits inside the sidebar's last section: a name line followed by a headline or location.
 * Those lines are moved out of the section into the header.
 */
function recoverNameBlock(input: string, header: Line[], sections: Section[]): Line[] {
  if (findNameAndLabel(input, header).name) return header;
  for (const section of sections) {
    if (!SIDEBAR_SECTIONS.has(section.key)) break;
    const content = section.lines;
    for (let i = 0; i < content.length; i++) {
      const line = content[i]!;
      if (!line.text || !looksLikeName(line.text)) continue;
      const next = content.slice(i + 1).find((l) => l.text);
      if (!next || !(looksLikeHeadline(next.text) || parseLocation(next.text, 0, next.text)))
        continue;
      section.lines = content.slice(0, i);
      return [...header, ...content.slice(i)];
    }
  }
  return header;
}

/**
 * Without any headings, jobs are the dated entries whose header names a role, each with the
 * bullets right below it ("Registered Nurse, 2019-2024, City Hospital" then "- ICU care").
 */
function fallbackWork(input: string, lines: Line[]): Parsed<WorkEntry>[] {
  const out: Parsed<WorkEntry>[] = [];
  lines.forEach((line, i) => {
    if (!line.text || findDegree(line.text)) return;
    const range = findDateRanges(line.text).find((r) => !r.isSingle);
    if (!range) return;
    // "Home Care Aide — Inland Pines Home Care, Spokane, WA" above "March 2022 – Present": the
    // dates alone on their line, under the role's.
    const above = lines[i - 1];
    const rest = line.text.slice(0, range.index) + line.text.slice(range.index + range.length);
    const datesOnly = !/\p{L}/u.test(rest);
    const entry =
      datesOnly && above?.text && !isBulletLine(above.text) && !findDateRanges(above.text).length
        ? [above, line]
        : [line];
    for (let k = i + 1; k < lines.length && isBulletLine(lines[k]!.text); k++) {
      entry.push(lines[k]!);
    }
    out.push(
      ...parseWork(input, entry).filter(
        (w) => w.value.startDate && w.value.position && roleScore(w.value.position) >= 2,
      ),
    );
  });
  return out;
}

/** Builds a resume text and its matching ParsedResume for scorer tests, with spans that line up. */
import type { ParsedResume, Seniority } from "../../src/types.ts";

export interface ResumeSpec {
  name?: string;
  email?: string;
  phone?: string;
  city?: string;
  label?: string;
  summary?: string;
  work?: Array<{
    position: string;
    company?: string;
    start: string;
    end?: string;
    highlights?: string[];
  }>;
  education?: Array<{ institution: string; studyType: string; area?: string; end?: string }>;
  skills?: string[];
  asOf?: string;
}

const monthsOf = (s: string) => {
  const [y, m] = s.split("-").map(Number);
  return (y ?? 0) * 12 + ((m ?? 1) - 1);
};

export function makeResume(spec: ResumeSpec): { resume: ParsedResume; text: string } {
  const asOf = spec.asOf ?? "2025-01-01";
  let text = "";
  const sources: ParsedResume["meta"]["sources"] = {};
  const put = (key: string | undefined, value: string) => {
    const start = text.length;
    text += value;
    if (key) sources[key] = { start, end: start + value.length, text: value };
  };
  const basics: ParsedResume["basics"] = { profiles: [] };
  if (spec.name) {
    basics.name = spec.name;
    put("/basics/name", spec.name);
    text += "\n";
  }
  if (spec.label) {
    basics.label = spec.label;
    put("/basics/label", spec.label);
    text += "\n";
  }
  const contact = [spec.email, spec.phone, spec.city].filter(Boolean);
  if (spec.email) basics.email = spec.email;
  if (spec.phone) basics.phone = spec.phone;
  if (spec.city) basics.location = { city: spec.city };
  if (contact.length) text += `${contact.join(" | ")}\n`;
  if (spec.summary) {
    basics.summary = spec.summary;
    text += `\nSummary\n${spec.summary}\n`;
  }
  const work: ParsedResume["work"] = [];
  if (spec.work?.length) {
    text += "\nExperience\n";
    spec.work.forEach((w, i) => {
      put(`/work/${i}/position`, w.position);
      text += `${w.company ? `, ${w.company}` : ""} (${w.start} - ${w.end ?? "Present"})\n`;
      (w.highlights ?? []).forEach((h, k) => {
        text += "- ";
        put(`/work/${i}/highlights/${k}`, h);
        text += "\n";
      });
      work.push({
        position: w.position,
        ...(w.company ? { name: w.company } : {}),
        startDate: w.start,
        ...(w.end ? { endDate: w.end } : { isCurrent: true }),
        highlights: w.highlights ?? [],
      });
    });
  }
  const education: ParsedResume["education"] = [];
  if (spec.education?.length) {
    text += "\nEducation\n";
    spec.education.forEach((e, i) => {
      put(`/education/${i}/studyType`, e.studyType);
      text += e.area ? ` in ${e.area}` : "";
      text += ", ";
      put(`/education/${i}/institution`, e.institution);
      text += `${e.end ? ` (${e.end})` : ""}\n`;
      education.push({
        institution: e.institution,
        studyType: e.studyType,
        ...(e.area ? { area: e.area } : {}),
        ...(e.end ? { endDate: e.end } : {}),
      });
    });
  }
  if (spec.skills?.length) text += `\nSkills\n${spec.skills.join(", ")}\n`;
  // Total months, overlaps merged.
  const intervals = work
    .map(
      (w) =>
        [monthsOf(w.startDate!), w.endDate ? monthsOf(w.endDate) : monthsOf(asOf)] as [
          number,
          number,
        ],
    )
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | undefined;
  for (const [s, e] of intervals) {
    if (!cur || s > cur[1]) {
      if (cur) total += cur[1] - cur[0];
      cur = [s, e];
    } else cur[1] = Math.max(cur[1], e);
  }
  if (cur) total += cur[1] - cur[0];
  const years = total / 12;
  const seniority: Seniority =
    years < 2 ? "junior" : years < 5 ? "mid" : years < 8 ? "senior" : "lead";
  return {
    text,
    resume: {
      $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
      basics,
      work,
      education,
      skills: spec.skills?.length ? [{ name: "Skills", keywords: spec.skills }] : [],
      certificates: [],
      languages: [],
      projects: [],
      meta: { totalExperienceMonths: total, seniority, asOf, warnings: [], sources, sections: [] },
    },
  };
}

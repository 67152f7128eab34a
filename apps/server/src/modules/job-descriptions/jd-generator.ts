import { createHash } from "node:crypto";
import type { GeneratedJobDescription, GenerateJobDescription } from "@hirelens/contracts";
import { findSkill, occupationsOfTitle } from "@hirelens/engine";
import { checkWording } from "./wording-check.ts";

type Seniority = GenerateJobDescription["seniority"];

const SENIORITY_WORD: Record<Seniority, string> = {
  intern: "Intern",
  junior: "Junior",
  mid: "",
  senior: "Senior",
  lead: "Lead",
  principal: "Principal",
  executive: "",
};

const YEARS: Record<Seniority, string | null> = {
  intern: null,
  junior: "1+ years",
  mid: "3+ years",
  senior: "5+ years",
  lead: "7+ years",
  principal: "8+ years",
  executive: "10+ years",
};

/** What the level means in a software team. */
const SOFTWARE_SCOPE: Record<Seniority, string[]> = {
  intern: [
    "Learn our codebase and tools alongside a dedicated mentor, shipping real work from your first weeks",
    "Pair with experienced colleagues and ask the questions that make the team better",
  ],
  junior: [
    "Deliver well-scoped tasks end to end with guidance from senior colleagues",
    "Grow your craft through code reviews, pairing and regular feedback",
  ],
  mid: [
    "Own features from design through release and measure their impact",
    "Contribute to technical decisions and help teammates through reviews",
  ],
  senior: [
    "Lead the design of complex features and make pragmatic trade-offs",
    "Mentor teammates and raise the bar for quality across the team",
  ],
  lead: [
    "Set the technical direction of the team and turn goals into a delivery plan",
    "Coach and grow a team of specialists, running reviews and one-to-ones",
  ],
  principal: [
    "Shape the architecture across several teams and write the decisions down",
    "Spot cross-team risks early and lead the work that removes them",
  ],
  executive: [
    "Define the strategy and the budget of the function and report on outcomes to the leadership team",
    "Build and lead a high-performing organisation, hiring and developing its leaders",
  ],
};

/** What the level means in any other kind of work: no code, features or architecture. */
const GENERAL_SCOPE: Record<Seniority, string[]> = {
  intern: [
    "Learn the role alongside a dedicated mentor, doing real work from your first weeks",
    "Work beside experienced colleagues and ask the questions that make the team better",
  ],
  junior: [
    "Carry out well-defined tasks from start to finish with guidance from senior colleagues",
    "Grow your skills through training, regular feedback and working beside experienced colleagues",
  ],
  mid: [
    "Take ownership of your area of work and of the results it delivers",
    "Share what you know with colleagues and help improve how the team works",
  ],
  senior: [
    "Handle the most demanding situations in your area with sound judgement",
    "Mentor colleagues and raise the standard of work across the team",
  ],
  lead: [
    "Set the priorities of the team and turn its goals into a workable plan",
    "Coach and develop the team, running reviews and one-to-ones",
  ],
  principal: [
    "Shape how the work is done across several teams and write the standards down",
    "Spot risks early and lead the work that removes them",
  ],
  executive: SOFTWARE_SCOPE.executive,
};

/** Taxonomy categories of software work (packages/engine/data/taxonomy.json). */
const SOFTWARE_CATEGORIES = new Set([
  "Programming languages",
  "Web frameworks and libraries",
  "Testing",
  "Databases",
  "Cloud platforms",
  "DevOps and infrastructure",
  "Data and machine learning",
  "Security",
]);

/** Duties grouped by the taxonomy category of the skills they use; first match wins. */
const CATEGORY_DUTIES: Array<{ categories: string[]; duties: string[] }> = [
  {
    categories: ["Web frameworks and libraries"],
    duties: [
      "Build accessible, fast interfaces with {skills}",
      "Turn designs into polished, responsive screens using {skills}",
    ],
  },
  {
    categories: ["Programming languages", "Databases", "Testing"],
    duties: [
      "Design and maintain reliable services and APIs with {skills}",
      "Model data and keep systems fast and secure using {skills}",
    ],
  },
  {
    categories: ["Cloud platforms", "DevOps and infrastructure", "Security"],
    duties: [
      "Automate delivery and run production infrastructure with {skills}",
      "Keep our platform observable, secure and cost-effective using {skills}",
    ],
  },
  {
    categories: ["Data and machine learning"],
    duties: [
      "Turn data into decisions with {skills}",
      "Build and evaluate models and pipelines using {skills}",
    ],
  },
  {
    categories: ["Design"],
    duties: [
      "Research user needs and shape the experience with {skills}",
      "Prototype, test and iterate on ideas using {skills}",
    ],
  },
  {
    categories: ["Healthcare", "Social care"],
    duties: [
      "Provide safe, attentive care, drawing on {skills}",
      "Keep accurate records and follow safety procedures while applying {skills}",
    ],
  },
  {
    categories: ["Education"],
    duties: [
      "Plan and deliver engaging sessions, drawing on {skills}",
      "Follow each learner's progress and adapt your approach using {skills}",
    ],
  },
  {
    categories: ["Legal"],
    duties: [
      "Handle matters carefully and on time, drawing on {skills}",
      "Prepare clear, accurate documents and advice using {skills}",
    ],
  },
  {
    categories: ["Hospitality and food"],
    duties: [
      "Give every guest a great experience, drawing on {skills}",
      "Keep service running smoothly, safely and hygienically using {skills}",
    ],
  },
  {
    categories: [
      "Construction and trades",
      "Manufacturing",
      "Logistics and transport",
      "Agriculture and environment",
      "Aviation",
    ],
    duties: [
      "Carry out the work safely and to a high standard using {skills}",
      "Keep equipment, materials and records in good order while applying {skills}",
    ],
  },
  {
    categories: [
      "Business and finance",
      "Finance and banking",
      "Sales and retail",
      "Marketing and communications",
    ],
    duties: [
      "Plan and run initiatives that grow the business, drawing on {skills}",
      "Track results and report on them clearly using {skills}",
    ],
  },
];

const GENERIC_DUTIES = [
  "Apply {skills} to deliver high-quality work on time",
  "Use {skills} day to day to solve problems for the people we serve",
];

const COLLABORATION = [
  "Work closely with {department} and partner teams to plan, prioritise and deliver",
  "Collaborate with colleagues across {department} and beyond, sharing context openly",
  "Partner with stakeholders in {department} to understand needs and explain trade-offs clearly",
];

const BENEFITS_BASE = [
  "A fair salary, benchmarked against the market and reviewed every year",
  "A learning budget for courses, books and conferences",
  "Generous paid time off, plus public holidays",
  "Health cover and wellbeing support",
  "Parental leave for every parent",
  "Modern equipment of your choice",
];

const ARRANGEMENT_BENEFIT: Record<GenerateJobDescription["workArrangement"], string> = {
  remote: "Fully remote work with a home-office budget and regular team meet-ups",
  hybrid: "Hybrid working: a few days together in the office, the rest where you work best",
  onsite: "A welcoming office with lunches together and everything you need on site",
};

const EMPLOYMENT_LABEL: Record<GenerateJobDescription["employmentType"], string> = {
  "full-time": "full-time",
  "part-time": "part-time",
  contract: "contract",
  temporary: "temporary",
  internship: "internship",
};

/** Picks one element deterministically from a seed, so the same inputs give the same text. */
function pick<T>(items: readonly T[], seed: number, salt: number): T {
  return items[(seed + salt * 7919) % items.length] as T;
}

function listToText(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function canonical(skill: string): { name: string; category: string } {
  const found = findSkill(skill);
  return found ? { name: found.name, category: found.category } : { name: skill, category: "" };
}

/**
 * The taxonomy's older "Healthcare and trades" category holds both patient care and welding: the
 * job's occupation says which (ISCO 22 and 32 are health professionals and associates, 53 carers).
 */
function dutyCategory(category: string, title: string): string {
  if (category !== "Healthcare and trades") return category;
  const code = occupationsOfTitle(title)[0]?.code ?? "";
  return /^(22|32|53)/.test(code) ? "Healthcare" : "Construction and trades";
}

/** Skills named once each, by their canonical name, in the order given ("JS" and "JavaScript" are one). */
function uniqueCanonical(skills: string[], except: ReadonlySet<string> = new Set()) {
  const seen = new Set(except);
  return skills.map(canonical).filter((skill) => {
    const key = skill.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const SOFTWARE_TITLE =
  /\b(software|developer|programmer|devops|front-?end|back-?end|full[- ]?stack)\b/i;

/**
 * Whether the job is software work, so the text may speak of code, features and architecture: by
 * the occupation its title names (ISCO 25 and 35, ICT professionals and technicians), else by its
 * title's words, else by its skills.
 * `isSoftwareJob("Registered Nurse", [])` -> false
 */
function isSoftwareJob(title: string, skills: Array<{ category: string }>): boolean {
  const occupation = occupationsOfTitle(title)[0];
  if (occupation) return /^(25|35)/.test(occupation.code);
  if (SOFTWARE_TITLE.test(title)) return true;
  const software = skills.filter((skill) => SOFTWARE_CATEGORIES.has(skill.category)).length;
  return skills.length > 0 && software * 2 >= skills.length;
}

function fullTitle(input: GenerateJobDescription): string {
  const word = SENIORITY_WORD[input.seniority];
  return word && !new RegExp(`\\b${word}\\b`, "i").test(input.title)
    ? `${word} ${input.title}`
    : input.title;
}

/**
 * The built-in, offline job-description writer: a complete JD composed from the inputs, the
 * seniority and what the skills taxonomy knows about each skill.
 * `generateJobDescription({ title: "Backend Engineer", mustHaveSkills: ["Go"], ... }).summary` -> "…"
 */
export function generateJobDescription(input: GenerateJobDescription): GeneratedJobDescription {
  const seed = createHash("sha256").update(JSON.stringify(input)).digest().readUInt32BE(0);
  const title = fullTitle(input);
  const must = uniqueCanonical(input.mustHaveSkills).map((skill) => ({
    ...skill,
    category: dutyCategory(skill.category, input.title),
  }));
  const nice = uniqueCanonical(
    input.niceToHaveSkills,
    new Set(must.map((skill) => skill.name.toLowerCase())),
  );
  const isSoftware = isSoftwareJob(input.title, must);
  const company = input.companyName || "our company";
  // Sentences that open with the company name need a capital even for "our company".
  const companyAtSentenceStart = company.charAt(0).toUpperCase() + company.slice(1);
  const department = input.department || "the wider team";
  const place =
    input.workArrangement === "remote"
      ? `fully remote${input.location ? ` (${input.location})` : ""}`
      : `${input.workArrangement === "hybrid" ? "hybrid" : "on-site"}${input.location ? ` in ${input.location}` : ""}`;

  const openings = [
    `${companyAtSentenceStart} is looking for a ${title} to join ${department}.`,
    `We are hiring a ${title} to help ${company} grow ${input.department ? `its ${input.department} team` : "its team"}.`,
    `Join ${company} as a ${title} and make a visible difference from day one.`,
  ];
  const skillLine = must.length
    ? ` You will use ${listToText(must.slice(0, 4).map((skill) => skill.name))} every day`
    : " You will work on meaningful problems every day";
  const summary = [
    input.companyBlurb?.trim(),
    `${pick(openings, seed, 1)}${skillLine}, in a ${EMPLOYMENT_LABEL[input.employmentType]}, ${place} role.`,
    input.notes?.trim(),
  ]
    .filter(Boolean)
    .join(" ");

  // Responsibilities: the scope of the level, then duties grouped by the skills' categories.
  const responsibilities = [...(isSoftware ? SOFTWARE_SCOPE : GENERAL_SCOPE)[input.seniority]];
  const used = new Set<string>();
  for (const group of CATEGORY_DUTIES) {
    const skills = must.filter(
      (skill) => !used.has(skill.name) && group.categories.includes(skill.category),
    );
    if (skills.length === 0) continue;
    for (const skill of skills) used.add(skill.name);
    responsibilities.push(
      pick(group.duties, seed, responsibilities.length).replace(
        "{skills}",
        listToText(skills.slice(0, 3).map((skill) => skill.name)),
      ),
    );
  }
  const rest = must.filter((skill) => !used.has(skill.name));
  if (rest.length > 0) {
    responsibilities.push(
      pick(GENERIC_DUTIES, seed, 3).replace(
        "{skills}",
        listToText(rest.slice(0, 3).map((skill) => skill.name)),
      ),
    );
  }
  responsibilities.push(pick(COLLABORATION, seed, 5).replace("{department}", department));

  const requirements: string[] = [];
  const years = YEARS[input.seniority];
  if (years) requirements.push(`${years} of experience in a similar ${input.title} role`);
  for (const skill of must) requirements.push(`Hands-on experience with ${skill.name}`);
  requirements.push(
    input.seniority === "lead" || input.seniority === "principal" || input.seniority === "executive"
      ? "A track record of leading people or initiatives to measurable results"
      : "Clear written and spoken communication, and care for the people you work with",
  );
  if (input.seniority === "intern" || input.seniority === "junior") {
    requirements.push("Curiosity and eagerness to learn; we value potential as much as experience");
  }

  const niceToHave = nice.map((skill) => `Experience with ${skill.name}`);
  if (niceToHave.length === 0)
    niceToHave.push(
      input.department
        ? `Experience in a fast-growing ${input.department} team`
        : isSoftware
          ? "Experience in a fast-growing product team"
          : "Experience in a similar team or setting",
    );

  const benefits = [
    ARRANGEMENT_BENEFIT[input.workArrangement],
    ...BENEFITS_BASE.filter((_, index) => (seed >> index) % 5 !== 0).slice(0, 4),
  ];

  const text = [
    title,
    "",
    "About the role",
    summary,
    "",
    "Responsibilities",
    ...responsibilities.map((line) => `- ${line}`),
    "",
    "Requirements",
    ...requirements.map((line) => `- ${line}`),
    "",
    "Nice to have",
    ...niceToHave.map((line) => `- ${line}`),
    "",
    "Benefits",
    ...benefits.map((line) => `- ${line}`),
    "",
    `${companyAtSentenceStart} is an equal opportunity employer. We welcome applicants of every background and will make reasonable adjustments throughout the process.`,
  ].join("\n");

  return {
    title,
    summary,
    responsibilities,
    requirements,
    niceToHave,
    benefits,
    text,
    wordingIssues: checkWording(text),
    source: "built-in",
    model: null,
  };
}

/** Lays out the sections an LLM wrote in the same plain-text form as the built-in generator. */
export function composeJobDescriptionText(parts: {
  title: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
}): string {
  const section = (heading: string, lines: string[]) =>
    lines.length ? ["", heading, ...lines.map((line) => `- ${line}`)] : [];
  return [
    parts.title,
    "",
    "About the role",
    parts.summary,
    ...section("Responsibilities", parts.responsibilities),
    ...section("Requirements", parts.requirements),
    ...section("Nice to have", parts.niceToHave),
    ...section("Benefits", parts.benefits),
  ].join("\n");
}

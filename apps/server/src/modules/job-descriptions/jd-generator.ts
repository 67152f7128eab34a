import { createHash } from "node:crypto";
import type { GeneratedJobDescription, GenerateJobDescription } from "@hirelens/contracts";
import { findSkill } from "@hirelens/engine";
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

const SCOPE: Record<Seniority, string[]> = {
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

const CATEGORY_DUTIES: Array<{ match: RegExp; duties: string[] }> = [
  {
    match: /front|web|ui|javascript|css/i,
    duties: [
      "Build accessible, fast interfaces with {skills}",
      "Turn designs into polished, responsive screens using {skills}",
    ],
  },
  {
    match: /back|server|api|database|sql|programming/i,
    duties: [
      "Design and maintain reliable services and APIs with {skills}",
      "Model data and keep systems fast and secure using {skills}",
    ],
  },
  {
    match: /cloud|devops|infra|container|ci/i,
    duties: [
      "Automate delivery and run production infrastructure with {skills}",
      "Keep our platform observable, secure and cost-effective using {skills}",
    ],
  },
  {
    match: /data|machine|analytics|statistic|ai/i,
    duties: [
      "Turn data into decisions with {skills}",
      "Build and evaluate models and pipelines using {skills}",
    ],
  },
  {
    match: /design|ux|product/i,
    duties: [
      "Research user needs and shape the product experience with {skills}",
      "Prototype, test and iterate on ideas using {skills}",
    ],
  },
  {
    match: /market|sales|business|finance|account/i,
    duties: [
      "Plan and run initiatives that grow the business, drawing on {skills}",
      "Track results and report on them clearly using {skills}",
    ],
  },
];

const GENERIC_DUTIES = [
  "Apply {skills} to deliver high-quality work on time",
  "Use {skills} day to day to solve problems for our customers",
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
  const must = input.mustHaveSkills.map(canonical);
  const nice = input.niceToHaveSkills.map(canonical);
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
  const responsibilities = [...SCOPE[input.seniority]];
  const used = new Set<string>();
  for (const group of CATEGORY_DUTIES) {
    const skills = must.filter(
      (skill) => !used.has(skill.name) && group.match.test(skill.category),
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
    niceToHave.push(`Experience in a fast-growing ${input.department ?? "product"} team`);

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

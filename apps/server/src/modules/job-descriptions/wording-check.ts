import type { WordingIssue } from "@hirelens/contracts";

type Category = WordingIssue["category"];

interface Rule {
  /** Matched as a whole word/phrase, case-insensitively; `*` = any word ending. */
  pattern: string;
  category: Category;
  suggestion: string;
  reason: string;
}

const MASCULINE = "Masculine-coded words are shown to put off many women applicants.";
const FEMININE =
  "Strongly feminine-coded wording can skew who applies; balance it with neutral words.";
const AGE =
  "Age-coded wording can exclude older or younger applicants and may breach age-discrimination law.";
const ABILITY = "This may exclude disabled candidates when the job does not truly need it.";
const EXCLUSIONARY = "This can exclude qualified people for reasons unrelated to the job.";
const JARGON = "Hype words read as a 'bro' culture signal and say nothing about the job.";

// A compact list drawn from gender-decoder research (Gaucher, Friesen & Kay, 2011) and inclusive-hiring guides.
const RULES: Rule[] = [
  {
    pattern: "rockstar",
    category: "jargon",
    suggestion: "skilled engineer / expert",
    reason: JARGON,
  },
  { pattern: "rock star", category: "jargon", suggestion: "expert", reason: JARGON },
  { pattern: "ninja", category: "jargon", suggestion: "expert", reason: JARGON },
  { pattern: "guru", category: "jargon", suggestion: "specialist", reason: JARGON },
  { pattern: "wizard", category: "jargon", suggestion: "specialist", reason: JARGON },
  { pattern: "superstar", category: "jargon", suggestion: "high performer", reason: JARGON },
  {
    pattern: "crush*",
    category: "masculine-coded",
    suggestion: "achieve / exceed",
    reason: MASCULINE,
  },
  { pattern: "dominant", category: "masculine-coded", suggestion: "leading", reason: MASCULINE },
  { pattern: "dominate", category: "masculine-coded", suggestion: "lead", reason: MASCULINE },
  {
    pattern: "aggressive",
    category: "masculine-coded",
    suggestion: "ambitious / proactive",
    reason: MASCULINE,
  },
  {
    pattern: "aggressively",
    category: "masculine-coded",
    suggestion: "proactively",
    reason: MASCULINE,
  },
  {
    pattern: "competitive",
    category: "masculine-coded",
    suggestion: "motivated",
    reason: MASCULINE,
  },
  { pattern: "fearless", category: "masculine-coded", suggestion: "confident", reason: MASCULINE },
  {
    pattern: "headstrong",
    category: "masculine-coded",
    suggestion: "determined",
    reason: MASCULINE,
  },
  {
    pattern: "assertive",
    category: "masculine-coded",
    suggestion: "clear communicator",
    reason: MASCULINE,
  },
  {
    pattern: "decisive",
    category: "masculine-coded",
    suggestion: "sound judgement",
    reason: MASCULINE,
  },
  { pattern: "ruthless", category: "masculine-coded", suggestion: "focused", reason: MASCULINE },
  { pattern: "killer", category: "masculine-coded", suggestion: "outstanding", reason: MASCULINE },
  { pattern: "hacker", category: "masculine-coded", suggestion: "engineer", reason: MASCULINE },
  {
    pattern: "manpower",
    category: "exclusionary",
    suggestion: "workforce / staff",
    reason: EXCLUSIONARY,
  },
  {
    pattern: "man-hours",
    category: "exclusionary",
    suggestion: "person-hours",
    reason: EXCLUSIONARY,
  },
  {
    pattern: "chairman",
    category: "exclusionary",
    suggestion: "chair / chairperson",
    reason: EXCLUSIONARY,
  },
  {
    pattern: "salesman",
    category: "exclusionary",
    suggestion: "salesperson",
    reason: EXCLUSIONARY,
  },
  {
    pattern: "guys",
    category: "exclusionary",
    suggestion: "team / everyone",
    reason: EXCLUSIONARY,
  },
  { pattern: "he", category: "exclusionary", suggestion: "they / you", reason: EXCLUSIONARY },
  { pattern: "him", category: "exclusionary", suggestion: "them / you", reason: EXCLUSIONARY },
  { pattern: "his", category: "exclusionary", suggestion: "their / your", reason: EXCLUSIONARY },
  { pattern: "she", category: "exclusionary", suggestion: "they / you", reason: EXCLUSIONARY },
  { pattern: "her", category: "exclusionary", suggestion: "them / your", reason: EXCLUSIONARY },
  {
    pattern: "native english speaker",
    category: "exclusionary",
    suggestion: "fluent in English",
    reason: EXCLUSIONARY,
  },
  {
    pattern: "native speaker",
    category: "exclusionary",
    suggestion: "fluent speaker",
    reason: EXCLUSIONARY,
  },
  {
    pattern: "culture fit",
    category: "exclusionary",
    suggestion: "culture add / shares our values",
    reason: EXCLUSIONARY,
  },
  {
    pattern: "clean-shaven",
    category: "exclusionary",
    suggestion: "(remove)",
    reason: EXCLUSIONARY,
  },
  {
    pattern: "young",
    category: "age",
    suggestion: "(remove, or describe the team's energy)",
    reason: AGE,
  },
  { pattern: "youthful", category: "age", suggestion: "energetic", reason: AGE },
  {
    pattern: "digital native",
    category: "age",
    suggestion: "confident with digital tools",
    reason: AGE,
  },
  {
    pattern: "digital natives",
    category: "age",
    suggestion: "people confident with digital tools",
    reason: AGE,
  },
  { pattern: "recent graduate", category: "age", suggestion: "early-career", reason: AGE },
  {
    pattern: "recent graduates",
    category: "age",
    suggestion: "early-career candidates",
    reason: AGE,
  },
  { pattern: "energetic", category: "age", suggestion: "motivated", reason: AGE },
  { pattern: "overqualified", category: "age", suggestion: "(remove)", reason: AGE },
  {
    pattern: "able-bodied",
    category: "ability",
    suggestion: "(describe the physical task, if any)",
    reason: ABILITY,
  },
  {
    pattern: "must be able to stand",
    category: "ability",
    suggestion: "the role involves standing (adjustments available)",
    reason: ABILITY,
  },
  {
    pattern: "must have a driver's license",
    category: "ability",
    suggestion: "travel between sites is required",
    reason: ABILITY,
  },
  { pattern: "nurturing", category: "feminine-coded", suggestion: "supportive", reason: FEMININE },
  {
    pattern: "sympathetic",
    category: "feminine-coded",
    suggestion: "understanding",
    reason: FEMININE,
  },
];

const COMPILED = RULES.map((rule) => {
  const body = rule.pattern
    .split(/\s+/)
    .map((word) =>
      word.endsWith("*") ? `${escapeRegExp(word.slice(0, -1))}\\w*` : escapeRegExp(word),
    )
    .join("\\s+");
  return { rule, regex: new RegExp(`(?<![\\w-])${body}(?![\\w-])`, "gi") };
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Finds gender-coded, age-coded and exclusionary wording with a neutral alternative.
 * `checkWording("We want a rockstar")` -> [{ phrase: "rockstar", category: "jargon", start: 10, ... }]
 */
export function checkWording(text: string): WordingIssue[] {
  const issues: WordingIssue[] = [];
  const taken: Array<[number, number]> = [];
  // Longer phrases first, so "digital natives" wins over "native".
  const ordered = [...COMPILED].sort((a, b) => b.rule.pattern.length - a.rule.pattern.length);
  for (const { rule, regex } of ordered) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      issues.push({
        phrase: match[0],
        category: rule.category,
        start,
        end,
        suggestion: rule.suggestion,
        reason: rule.reason,
      });
    }
  }
  return issues.sort((a, b) => a.start - b.start);
}

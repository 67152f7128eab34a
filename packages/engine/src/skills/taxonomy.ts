/**
 * Loads the committed skills taxonomy (data/taxonomy.json, built by scripts/build-taxonomy.ts)
 * once, lazily, and indexes it for lookups by alias, id and related skill.
 */
import { readFileSync } from "node:fs";
import type { SkillKind, SkillMention, SourceSpan } from "../types.ts";
import { normalizeKey, tokenize } from "./text.ts";

/**
 * How an alias must appear to count. "ci": any case; "cs": exact case (acronyms); "ctx": exact
 * case and tech context (false friends like Go, Spring); "list": exact case inside a list of
 * skills (plain words from public sources like "Competence", "Echo").
 */
export type AliasMode = "ci" | "cs" | "ctx" | "list";

export interface TaxonomySkill {
  index: number;
  id: string;
  name: string;
  category: string;
  kind: SkillKind;
  aliases: string[];
  related: Array<{ index: number; weight: number }>;
  /**
   * 0..1: how few occupations use the skill, from O*NET and ESCO (1 = a few trades, as "RN"
   * or "Welding"; 0.2 = transversal, as "Communication"; 0 = nearly every occupation, as Excel).
   */
  specificity: number;
  /** Asked across unrelated occupations ("Communication", "Microsoft Office", "Customer service"). */
  isGeneric: boolean;
  /** A licence (legal permission to practise: RN, CDL, bar admission) or a certification (BLS, PMP). */
  credential?: "licence" | "certification";
}

export interface AliasEntry {
  /** Lower-cased tokens of the alias. */
  tokens: string[];
  /** Tokens as written, for case checks. */
  written: string[];
  alias: string;
  skill: number;
  mode: AliasMode;
  /** The token written after "&" where the alias says "and" ("Property & Casualty"). */
  ampersandBefore?: number;
  /** The last token may stand in brackets after the others ("MLT(ASCP)", "SPI (ARDMS)"). */
  bracketLast?: true;
}

export interface Taxonomy {
  skills: TaxonomySkill[];
  byId: Map<string, TaxonomySkill>;
  /** First token (lower case) -> aliases starting with it, longest first. */
  aliasesByFirstToken: Map<string, AliasEntry[]>;
  /** Alias key (normalizeKey) -> entry. */
  aliasByKey: Map<string, AliasEntry>;
  /** Compound tokens ("ci/cd", "node.js") that must not be split. */
  compoundTokens: Set<string>;
  occupations: Array<{ code: string; title: string }>;
  /** Raw "title\tocc,occ" lines; parsed on first title lookup. */
  titleLines: string;
  df: { n: number; terms: string };
}

interface RawTaxonomy {
  categories: string[];
  skills: Array<[string, number, number, string[], number[], number?, number?]>;
  occupations: Array<[string, string]>;
  titles: string;
  df: { n: number; terms: string };
}

const KINDS: SkillKind[] = ["hard", "soft", "language"];

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/^\./, "dot")
    .replace(/\+/g, "p")
    .replace(/#/g, "sharp")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function aliasMode(written: string, flag: string): AliasMode {
  if (flag === "~") return "ctx";
  if (flag === "^") return "list";
  if (flag === "=") return "cs";
  // Short acronyms ("ML", "PM", "QA") are words in lower case ("ml" of a liquid): keep their case.
  if (/^[A-Z0-9&/+#.]{2,3}$/.test(written) && /[A-Z]/.test(written)) return "cs";
  // Short acronyms with a small letter inside ("PdM", "RxJS") are written one way; "macOS" and
  // "iOS", starting small, are written "MacOS", "IOS" as often.
  if (written.length <= 5 && /^[A-Z][a-z]+[A-Z]/.test(written)) return "cs";
  return "ci";
}

let cached: Taxonomy | undefined;

/** The taxonomy, loaded on first use (about 2 MB of JSON, ~50 ms). */
export function getTaxonomy(): Taxonomy {
  if (cached) return cached;
  const raw = JSON.parse(
    readFileSync(new URL("../../data/taxonomy.json", import.meta.url), "utf8"),
  ) as RawTaxonomy;
  const skills: TaxonomySkill[] = [];
  const byId = new Map<string, TaxonomySkill>();
  const aliasesByFirstToken = new Map<string, AliasEntry[]>();
  const aliasByKey = new Map<string, AliasEntry>();
  const compoundTokens = new Set<string>();
  raw.skills.forEach(([rawName, cat, kind, aliases, rel, spec = 100, flags = 0], index) => {
    const name = /^[~^=]/.test(rawName) ? rawName.slice(1) : rawName;
    let id = slug(name) || `skill-${index}`;
    if (byId.has(id)) id = `${id}-${index}`;
    const related: TaxonomySkill["related"] = [];
    for (let i = 0; i + 1 < rel.length; i += 2)
      related.push({ index: rel[i]!, weight: rel[i + 1]! / 100 });
    const all = [rawName, ...aliases];
    const skill: TaxonomySkill = {
      index,
      id,
      name,
      category: raw.categories[cat] ?? "Other",
      kind: KINDS[kind] ?? "hard",
      aliases: all.map((a) => (/^[~^=]/.test(a) ? a.slice(1) : a)),
      related,
      specificity: spec / 100,
      isGeneric: (flags & 1) !== 0,
      credential: flags & 4 ? "licence" : flags & 2 ? "certification" : undefined,
    };
    skills.push(skill);
    byId.set(id, skill);
    for (const a of all) {
      const flag = /^[~^=]/.test(a) ? a[0]! : "";
      const alias = flag ? a.slice(1) : a;
      const toks = tokenize(alias);
      if (toks.length === 0) continue;
      const entry: AliasEntry = {
        tokens: toks.map((t) => t.norm),
        written: toks.map((t) => t.text),
        alias,
        skill: index,
        mode: aliasMode(alias, flag),
      };
      // "Property and Casualty License" is written "Property & Casualty License" too, and a
      // lone "&" is no token.
      const and = entry.tokens.indexOf("and");
      const variants: AliasEntry[] =
        and > 0 && and < entry.tokens.length - 1
          ? [
              entry,
              {
                ...entry,
                tokens: entry.tokens.filter((_, k) => k !== and),
                written: entry.written.filter((_, k) => k !== and),
                ampersandBefore: and,
              },
            ]
          : [entry];
      // "MLT(ASCP)": written with its last word in brackets.
      const bracketed = toks.length > 1 && /\(\s*[^()\s]+\s*\)\s*$/.test(alias);
      for (const variant of variants) {
        const key = variant.tokens.join(" ");
        const known = aliasByKey.get(key);
        if (known) {
          if (bracketed && known.skill === index) known.bracketLast = true;
          continue;
        }
        if (bracketed) variant.bracketLast = true;
        aliasByKey.set(key, variant);
        for (const t of variant.tokens) if (/[.\-/&']/.test(t.slice(1))) compoundTokens.add(t);
        const first = variant.tokens[0]!;
        const list = aliasesByFirstToken.get(first) ?? [];
        list.push(variant);
        aliasesByFirstToken.set(first, list);
      }
    }
  });
  for (const list of aliasesByFirstToken.values())
    list.sort((a, b) => b.tokens.length - a.tokens.length);
  cached = {
    skills,
    byId,
    aliasesByFirstToken,
    aliasByKey,
    compoundTokens,
    occupations: raw.occupations.map(([code, title]) => ({ code, title })),
    titleLines: raw.titles,
    df: raw.df,
  };
  return cached;
}

/** A mention of taxonomy skill `s`, as `alias` names it, written at `span`. */
export const mentionOf = (s: TaxonomySkill, alias: string, span: SourceSpan): SkillMention => ({
  id: s.id,
  name: s.name,
  alias,
  category: s.category,
  kind: s.kind,
  span,
});

/** Finds a skill by its id, name or any alias: `findSkill("k8s")?.name` -> "Kubernetes". */
export function findSkill(nameOrAlias: string): TaxonomySkill | undefined {
  const t = getTaxonomy();
  const byId = t.byId.get(nameOrAlias);
  if (byId) return byId;
  const entry = t.aliasByKey.get(normalizeKey(nameOrAlias));
  return entry ? t.skills[entry.skill] : undefined;
}

/**
 * The lower-cased names of the skills `findSkill` finds by their own name, sorted: the contents of
 * data/skill-names.txt (skill-names.ts), which answers "is this a skill's name?" without this file.
 */
export function ownSkillNames(): string[] {
  const t = getTaxonomy();
  const own = t.skills.filter((s) => findSkill(s.name) === s).map((s) => s.name.toLowerCase());
  return [...new Set(own)].sort();
}

/** Skills related to `id` with their partial-credit weight: `relatedSkills("nextjs")` -> [{ id: "react", weight: 0.7 }, ...]. */
export function relatedSkills(id: string): Array<{ id: string; name: string; weight: number }> {
  const t = getTaxonomy();
  const s = t.byId.get(id);
  if (!s) return [];
  return s.related.map((r) => ({
    id: t.skills[r.index]!.id,
    name: t.skills[r.index]!.name,
    weight: r.weight,
  }));
}

/** Weight of the link from `fromId` (what the resume has) to `toId` (what the job asks), 0 when unrelated. */
export function relatedWeight(fromId: string, toId: string): number {
  const t = getTaxonomy();
  const from = t.byId.get(fromId);
  const to = t.byId.get(toId);
  if (!from || !to) return 0;
  return from.related.find((r) => r.index === to.index)?.weight ?? 0;
}

/**
 * How specific a skill is to few occupations, 0..1, for weighing requirements (1 when unknown):
 * `skillSpecificity("registered-nurse")` -> 1, `skillSpecificity("communication")` -> 0.2.
 */
export function skillSpecificity(id: string): number {
  return getTaxonomy().byId.get(id)?.specificity ?? 1;
}

/** Whether jobs of every kind ask for the skill: `isGenericSkill("microsoft-excel")` -> true. */
export function isGenericSkill(id: string): boolean {
  return getTaxonomy().byId.get(id)?.isGeneric ?? false;
}

/** A licence or a certification, which is held, not used: `credentialOf("registered-nurse")` -> "licence". */
export function credentialOf(id: string): "licence" | "certification" | undefined {
  return getTaxonomy().byId.get(id)?.credential;
}

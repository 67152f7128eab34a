/**
 * Builds packages/engine/data/taxonomy.json from the raw public sources in ../shared/data/taxonomy
 * (O*NET 29.2, ESCO 1.2.0, Microsoft skills.json) plus the hand-curated table.
 *
 *   node --import tsx packages/engine/scripts/build-taxonomy.ts [SOURCE_DIR]
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeKey, STOPWORDS, stem, tokenize } from "../src/skills/text.ts";
import { AMBIGUOUS_ALIASES, CURATED_RELATED, CURATED_SKILLS } from "./curated-skills.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const engineDir = path.resolve(here, "..");
const srcDir = path.resolve(
  process.argv[2] ?? path.join(engineDir, "../../../shared/data/taxonomy"),
);
const outFile = path.join(engineDir, "data/taxonomy.json");

if (!existsSync(srcDir)) {
  console.error(`Taxonomy sources not found at ${srcDir}; pass the folder as the first argument.`);
  process.exit(1);
}

const read = (p: string) => readFileSync(path.join(srcDir, p), "utf8");

function readTsv(p: string): string[][] {
  return read(p)
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((l) => l.split("\t"));
}

/** RFC 4180 CSV with quoted multi-line fields. */
function readCsv(p: string): Array<Record<string, string>> {
  const text = read(p);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body
    .filter((r) => r.length > 1)
    .map((r) => Object.fromEntries((header ?? []).map((h, i) => [h, r[i] ?? ""])));
}

// ---------------------------------------------------------------------------
// Corpus statistics: how often a word is written in lower case (everyday words) and document
// frequencies for the relevance score's fixed idf.

const onetOcc = readTsv("onet/Occupation Data.txt");
const escoDigital = readCsv("esco/digitalSkillsCollection_en.csv");
const escoTransversal = readCsv("esco/transversalSkillsCollection_en.csv");
const escoLanguage = readCsv("esco/languageSkillsCollection_en.csv");
const msSkills = JSON.parse(read("microsoft/skills.json")) as Record<
  string,
  {
    aliases: string[];
    sources: Array<{ displayName: string; shortDescription?: string; longDescription?: string }>;
  }
>;

const docs: string[] = [
  ...onetOcc.map((r) => `${r[1]} ${r[2]}`),
  ...escoDigital.map((r) => `${r.preferredLabel} ${r.description}`),
  ...escoTransversal.map((r) => `${r.preferredLabel} ${r.description}`),
  ...Object.values(msSkills).map(
    (s) =>
      `${s.sources[0]?.displayName ?? ""} ${s.sources[0]?.shortDescription ?? ""} ${s.sources[0]?.longDescription ?? ""}`,
  ),
];
const lowerCount = new Map<string, number>();
const df = new Map<string, number>();
for (const d of docs) {
  const seen = new Set<string>();
  for (const t of tokenize(d)) {
    if (t.text === t.norm && /^[a-z]+$/.test(t.norm))
      lowerCount.set(t.norm, (lowerCount.get(t.norm) ?? 0) + 1);
    for (const part of t.norm.split(/[.\-/&']/)) {
      if (part.length < 2 || STOPWORDS.has(part) || /^\d+$/.test(part)) continue;
      seen.add(stem(part));
    }
  }
  for (const s of seen) df.set(s, (df.get(s) ?? 0) + 1);
}
/** An everyday English word (lower case in running text), so as a skill name it needs context. */
const isEverydayWord = (w: string) => (lowerCount.get(w.toLowerCase()) ?? 0) >= 3;

// ---------------------------------------------------------------------------
// Skills.

type Kind = 0 | 1 | 2; // hard, soft, language
interface Entry {
  name: string;
  category: string;
  kind: Kind;
  aliases: Map<string, string>; // key -> alias as written
  ambiguous: Set<string>; // alias keys needing tech context (false friends)
  plainWord: Set<string>; // alias keys that are plain words: only in a list of skills
  occupations: Set<number>;
  hot: boolean;
  curated: boolean;
}

const entries: Entry[] = [];
/** Alias keys matched with their exact casing only (language names, spaced CamelCase). */
const exactCase = new Set<string>();
const CURATED_ALIASES = new Set(CURATED_SKILLS.flatMap((s) => [s.name, ...(s.aliases ?? [])]));
const byKey = new Map<string, Entry>();
const categories: string[] = [];
const categoryIndex = new Map<string, number>();
const cat = (name: string) => {
  let i = categoryIndex.get(name);
  if (i === undefined) {
    i = categories.length;
    categories.push(name);
    categoryIndex.set(name, i);
  }
  return i;
};

function isUsableAlias(a: string): boolean {
  const s = a.trim();
  if (s.length < 1 || s.length > 60) return false;
  if (/[()[\]{};:!?"]/.test(s)) return false;
  if (tokenize(s).length === 0 || tokenize(s).length > 6) return false;
  return true;
}

function addAlias(e: Entry, alias: string, ambiguous = false): void {
  const a = alias.trim().replace(/\s+/g, " ");
  if (!isUsableAlias(a)) return;
  const key = normalizeKey(a);
  if (!key) return;
  const owner = byKey.get(key);
  if (owner && owner !== e) return; // first claimant keeps an alias
  // Known already (maybe in other casing): the first registration decides its flags.
  if (e.aliases.has(key)) return;
  byKey.set(key, e);
  e.aliases.set(key, a);
  const words = key.split(" ");
  const isAcronym = /^[A-Z0-9+#./&-]+$/.test(a) && /[A-Z]/.test(a) && a.length <= 5;
  if (ambiguous || AMBIGUOUS_ALIASES.has(a)) e.ambiguous.add(key);
  else if (e.kind === 2 && /^[A-Z]/.test(a))
    exactCase.add(key); // "Spanish", "Mandarin"
  else if (!CURATED_ALIASES.has(a) && words.length === 1 && !isAcronym) {
    // A single plain word from a public source ("Echo", "Teams", "invent") is only a skill in context.
    if (/^[A-Za-z][a-z]*$/.test(a) || isEverydayWord(a) || a.length <= 2) e.plainWord.add(key);
  }
}

function newEntry(name: string, category: string, kind: Kind, curated = false): Entry {
  const e: Entry = {
    name,
    category,
    kind,
    aliases: new Map(),
    ambiguous: new Set(),
    plainWord: new Set(),
    occupations: new Set(),
    hot: false,
    curated,
  };
  entries.push(e);
  return e;
}

// 1. Curated: canonical names first so no source alias can steal them.
for (const s of CURATED_SKILLS) {
  const key = normalizeKey(s.name);
  if (byKey.has(key)) continue;
  const e = newEntry(s.name, s.category, s.soft ? 1 : 0, true);
  addAlias(e, s.name);
}
for (const s of CURATED_SKILLS) {
  const e = byKey.get(normalizeKey(s.name));
  if (!e || e.name !== s.name) continue;
  for (const a of s.aliases ?? []) addAlias(e, a);
}

// 2. Microsoft skills.json (Stackshare, GitHub topics).
for (const s of Object.values(msSkills)) {
  const display = s.sources[0]?.displayName?.trim();
  if (!display || !isUsableAlias(display)) continue;
  const e = byKey.get(normalizeKey(display)) ?? newEntry(display, "Technology", 0);
  addAlias(e, display);
  for (const a of s.aliases) addAlias(e, a);
}

// 3. O*NET Technology Skills: category from the UNSPSC commodity, occupations for co-occurrence.
const onetRows = readTsv("onet/Technology Skills.txt");
const occIndex = new Map(onetOcc.map((r, i) => [r[0] ?? "", i]));
const firstWordCount = new Map<string, number>();
for (const r of new Set(onetRows.map((x) => x[1] ?? ""))) {
  const w = r.split(" ")[0] ?? "";
  firstWordCount.set(w, (firstWordCount.get(w) ?? 0) + 1);
}
const isVendor = (w: string) => (firstWordCount.get(w) ?? 0) >= 6 && /^[A-Z]/.test(w);
const cleanCommodity = (t: string) =>
  t
    .replace(/\b([A-Z]{2,})\b/g, "$1")
    .replace(/\s+software$/i, " software")
    .trim();
for (const [code, example, , commodity, hot] of onetRows) {
  if (!example || !isUsableAlias(example)) continue;
  const words = example.split(" ");
  const remainder =
    words.length > 1 && isVendor(words[0] ?? "") ? words.slice(1).join(" ") : undefined;
  let e = byKey.get(normalizeKey(example));
  if (!e && remainder) e = byKey.get(normalizeKey(remainder));
  if (!e) e = newEntry(example, cleanCommodity(commodity ?? "Software"), 0);
  if (e.category === "Technology" && commodity) e.category = cleanCommodity(commodity);
  addAlias(e, example);
  if (remainder && remainder.length >= 3 && !/^(and|for|of|the)\b/i.test(remainder))
    addAlias(e, remainder);
  const occ = occIndex.get(code ?? "");
  if (occ !== undefined) e.occupations.add(occ);
  if (hot === "Y") e.hot = true;
}

// 4. ESCO: digital (hard), transversal (soft), languages.
const splitAlt = (s: string) =>
  s
    .split(/\n|\|/)
    .map((x) => x.trim())
    .filter((x) => x && x.split(" ").length <= 5 && !/\b(and|or)\b.*\b(and|or)\b/.test(x));
for (const r of escoDigital) {
  const label = r.preferredLabel?.trim();
  if (!label || !isUsableAlias(label)) continue;
  const group = (r.broaderConceptPT ?? "").split("|")[0]?.trim() || "Digital skills";
  const e = byKey.get(normalizeKey(label)) ?? newEntry(label, group, 0);
  addAlias(e, label);
  for (const a of splitAlt(r.altLabels ?? "")) addAlias(e, a);
}
for (const r of escoTransversal) {
  const label = r.preferredLabel?.trim();
  if (!label || !isUsableAlias(label)) continue;
  const e = byKey.get(normalizeKey(label)) ?? newEntry(label, "Soft skills", 1);
  addAlias(e, label);
  for (const a of splitAlt(r.altLabels ?? "")) addAlias(e, a);
}
for (const r of escoLanguage) {
  if (r.skillType !== "knowledge") continue;
  const label = r.preferredLabel?.trim();
  if (!label || !/^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(label)) continue;
  const e = byKey.get(normalizeKey(label)) ?? newEntry(label, "Languages", 2);
  e.kind = 2;
  addAlias(e, label);
  for (const a of splitAlt(r.altLabels ?? ""))
    if (/^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(a)) addAlias(e, a);
}

// CamelCase names are also written spaced ("CloudFormation" -> "Cloud Formation"): add that
// spelling, exact case only, where nothing else claims it.
for (const e of entries) {
  for (const a of [...e.aliases.values()]) {
    if (!/^[A-Z][a-z]+(?:[A-Z][a-z]+|[A-Z]{2,}|[A-Z][a-z]*)+$/.test(a)) continue;
    const spaced = a.replace(/([a-z])([A-Z])/g, "$1 $2");
    const parts = spaced.split(" ");
    if (parts.length < 2 || parts.some((p) => p.length < 2)) continue;
    const key = normalizeKey(spaced);
    if (byKey.has(key)) continue;
    byKey.set(key, e);
    e.aliases.set(key, spaced);
    exactCase.add(key);
  }
}

// Drop entries that lost every alias to earlier claimants.
const kept = entries.filter((e) => e.aliases.size > 0);
const indexOf = new Map(kept.map((e, i) => [e, i]));

// ---------------------------------------------------------------------------
// Related skills: curated links, then co-occurrence across O*NET occupations.

const related = new Map<number, Map<number, number>>();
const link = (a: number, b: number, w: number) => {
  if (a === b) return;
  const m = related.get(a) ?? new Map<number, number>();
  if ((m.get(b) ?? 0) < w) m.set(b, w);
  related.set(a, m);
};
const idx = (name: string) => {
  const e = byKey.get(normalizeKey(name));
  const i = e ? indexOf.get(e) : undefined;
  if (i === undefined) throw new Error(`curated related skill not in taxonomy: ${name}`);
  return i;
};
for (const [a, b, w, oneWay] of CURATED_RELATED) {
  link(idx(a), idx(b), w);
  if (!oneWay) link(idx(b), idx(a), w);
}
const byOcc = new Map<number, number[]>();
kept.forEach((e, i) => {
  for (const o of e.occupations) byOcc.set(o, [...(byOcc.get(o) ?? []), i]);
});
const pairCount = new Map<string, number>();
for (const list of byOcc.values()) {
  if (list.length > 300) continue;
  for (let x = 0; x < list.length; x++)
    for (let y = x + 1; y < list.length; y++) {
      const k = `${list[x]},${list[y]}`;
      pairCount.set(k, (pairCount.get(k) ?? 0) + 1);
    }
}
const coCandidates = new Map<number, Array<[number, number]>>();
for (const [k, n] of pairCount) {
  if (n < 3) continue;
  const [a, b] = k.split(",").map(Number) as [number, number];
  const na = kept[a]!.occupations.size;
  const nb = kept[b]!.occupations.size;
  const jaccard = n / (na + nb - n);
  if (jaccard < 0.3) continue;
  coCandidates.set(a, [...(coCandidates.get(a) ?? []), [b, jaccard]]);
  coCandidates.set(b, [...(coCandidates.get(b) ?? []), [a, jaccard]]);
}
for (const [a, list] of coCandidates) {
  list.sort((p, q) => q[1] - p[1]);
  for (const [b] of list.slice(0, 4)) if (!related.get(a)?.has(b)) link(a, b, 0.25);
}

// ---------------------------------------------------------------------------
// Job titles (O*NET occupations + Alternate Titles) for title fit.

const titleMap = new Map<string, Set<number>>();
const addTitle = (t: string, occ: number) => {
  const key = normalizeKey(t.replace(/\([^)]*\)/g, " "));
  if (!key || key.split(" ").length > 7) return;
  const s = titleMap.get(key) ?? new Set<number>();
  s.add(occ);
  titleMap.set(key, s);
};
onetOcc.forEach((r, i) => {
  addTitle(r[1] ?? "", i);
});
for (const [code, alt, short] of readTsv("onet/Alternate Titles.txt")) {
  const occ = occIndex.get(code ?? "");
  if (occ === undefined) continue;
  if (alt) addTitle(alt, occ);
  if (short && short !== "n/a") addTitle(short, occ);
}

// ---------------------------------------------------------------------------

const out = {
  version: 1,
  note: "Generated by scripts/build-taxonomy.ts; see NOTICE for sources. Do not edit by hand.",
  categories,
  // [name, category index, kind (0 hard, 1 soft, 2 language), aliases, related flat [index, weight*100,...]]
  // Alias prefixes: "~" a false friend (exact case + tech context), "^" a plain word (exact case,
  // only in a list of skills), "=" exact case only (spaced CamelCase).
  skills: kept.map((e) => {
    const aliases = [...e.aliases.entries()]
      .filter(([, a]) => a !== e.name)
      .map(([k, a]) =>
        e.ambiguous.has(k)
          ? `~${a}`
          : e.plainWord.has(k)
            ? `^${a}`
            : exactCase.has(k)
              ? `=${a}`
              : a,
      );
    const selfKey = normalizeKey(e.name);
    const selfFlag = e.ambiguous.has(selfKey)
      ? "~"
      : e.plainWord.has(selfKey)
        ? "^"
        : exactCase.has(selfKey)
          ? "="
          : "";
    const rel = [...(related.get(indexOf.get(e)!) ?? new Map()).entries()].flatMap(([j, w]) => [
      j,
      Math.round(w * 100),
    ]);
    return [`${selfFlag}${e.name}`, cat(e.category), e.kind, aliases, rel];
  }),
  occupations: onetOcc.map((r) => [r[0], r[1]]),
  titles: [...titleMap.entries()].map(([t, occs]) => `${t}\t${[...occs].join(",")}`).join("\n"),
  df: {
    n: docs.length,
    terms: [...df.entries()]
      .filter(([, n]) => n >= 2)
      .map(([t, n]) => `${t}:${n}`)
      .join(" "),
  },
};
writeFileSync(outFile, JSON.stringify(out));
const size = readFileSync(outFile).length;
console.log(
  `wrote ${path.relative(process.cwd(), outFile)}: ${kept.length} skills, ${categories.length} categories, ` +
    `${[...related.values()].reduce((n, m) => n + m.size, 0)} related links, ${titleMap.size} titles, ${(size / 1e6).toFixed(2)} MB`,
);

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
import {
  CREDENTIAL_CATEGORY,
  CURATED_CREDENTIALS,
  GENERIC_CURATED,
} from "./curated-credentials.ts";
import { SECTOR_SKILLS } from "./curated-sectors.ts";
import {
  AMBIGUOUS_ALIASES,
  CURATED_RELATED,
  CURATED_SKILLS,
  type CuratedSkill,
} from "./curated-skills.ts";
import { sourceReader } from "./source-files.ts";

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

const { read, readTsv, readCsv } = sourceReader(srcDir);

// ---------------------------------------------------------------------------
// Corpus statistics: how often a word is written in lower case (everyday words) and document
// frequencies for the relevance score's fixed idf.

const onetOcc = readTsv("onet/Occupation Data.txt");
const onetAltTitles = readTsv("onet/Alternate Titles.txt");
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
/**
 * Words written in lower case anywhere in the sources' prose, ESCO's occupation, ISCO group and
 * skill group descriptions too: an all-caps product name among them ("FEAR", "MAGIC", "PRINCE")
 * is read only in capitals, as "Fear Free Certified" is no "FEAR".
 */
const proseWords = new Set(lowerCount.keys());
for (const file of ["esco/occupations_en.csv", "esco/ISCOGroups_en.csv", "esco/skillGroups_en.csv"])
  for (const r of readCsv(file))
    for (const t of tokenize(`${r.preferredLabel} ${r.description}`))
      if (t.text === t.norm && /^[a-z]+$/.test(t.norm)) proseWords.add(t.norm);
const isProseWord = (w: string) => proseWords.has(w.toLowerCase());

// ---------------------------------------------------------------------------
// Skills.

type Kind = 0 | 1 | 2; // hard, soft, language
/** 1 a certification, 2 a licence (a legal permission to practise or operate). */
type Credential = 0 | 1 | 2;
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
  credential: Credential;
  /** Named by ESCO as a transversal skill or attitude (relevant to a broad range of occupations). */
  transversal: boolean;
}

const entries: Entry[] = [];
/** Alias keys matched with their exact casing only (language names, spaced CamelCase). */
const exactCase = new Set<string>();
// Curated aliases may carry a prefix: "=" exact case only, "^" exact case and only as a whole list
// item (see curated-credentials.ts).
type AliasFlag = "=" | "^" | undefined;
const splitFlag = (a: string): [string, AliasFlag] =>
  /^[=^]/.test(a) ? [a.slice(1), a[0] as AliasFlag] : [a, undefined];
const credentialSkills: CuratedSkill[] = CURATED_CREDENTIALS.map((c) => ({
  name: c.name,
  category: CREDENTIAL_CATEGORY,
  aliases: withSpellings([c.name, ...c.aliases]).slice(1),
}));
const ALL_CURATED: CuratedSkill[] = [...CURATED_SKILLS, ...credentialSkills, ...SECTOR_SKILLS];
const CURATED_ALIASES = new Set(
  ALL_CURATED.flatMap((s) => [s.name, ...(s.aliases ?? []).map((a) => splitFlag(a)[0])]),
);

/**
 * A language's names in other languages that no other word is spelled as, in any case: a posting
 * in French writes "Français et anglais courants" in small letters. Not "Italiano", "Arabe",
 * "Russe", "Ruso".
 */
const LANGUAGE_NAME_ONLY = new Set([
  "Catalán",
  "Català",
  "Lengua catalana",
  "Llengua catalana",
  "Euskera",
  "Euskara",
  "Inglés",
  "Anglais",
  "Inglês",
  "Inglese",
  "Inggris",
  "Inggeris",
  "Francés",
  "Français",
  "Francês",
  "Francese",
  "Español",
  "Espagnol",
  "Espanhol",
  "Spagnolo",
  "Alemán",
  "Allemand",
  "Alemão",
  "Tedesco",
  "Portugués",
  "Portugais",
  "Português",
  "Portoghese",
]);
/**
 * "licence" and "license" are both written for the same credential, and so are words joined by a
 * slash or a hyphen ("Medium/Heavy Truck", "Medium-Heavy Truck"): add the other spellings.
 */
function withSpellings(aliases: string[]): string[] {
  const out = [...aliases];
  const add = (other: string, a: string) => {
    if (other !== a && !out.includes(other)) out.push(other);
  };
  for (const a of aliases) {
    add(
      /licence/i.test(a)
        ? a.replace(/licence/g, "license").replace(/Licence/g, "License")
        : a.replace(/license\b/g, "licence").replace(/License\b/g, "Licence"),
      a,
    );
    add(a.replace(/\b(\p{L}{3,})\/(\p{L}{3,})\b/gu, "$1-$2"), a);
  }
  // "Texas Educator Certificates": a name of two words or more for the paper, in the plural.
  for (const a of [...out])
    if (/\s(?:certificate|certification|license|licence|credential|permit|endorsement)$/i.test(a))
      add(`${a}s`, a);
  return out;
}

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

function addAlias(e: Entry, alias: string, ambiguous = false, flag?: AliasFlag): void {
  const a = alias.trim().replace(/\s+/g, " ");
  // A curated alias may write its last word in brackets ("MLT(ASCP)"): kept as written, so the
  // extractor reads it there too.
  const bracketLast = CURATED_ALIASES.has(a) && /^[^()]+\(\s*[^()\s]+\s*\)$/.test(a);
  if (!isUsableAlias(bracketLast ? a.replace(/[()]/g, " ") : a)) return;
  const key = normalizeKey(a);
  if (!key) return;
  const owner = byKey.get(key);
  if (owner && owner !== e) return; // first claimant keeps an alias
  // Known already (maybe in other casing): the first registration decides its flags.
  if (e.aliases.has(key)) {
    if (bracketLast) e.aliases.set(key, a);
    return;
  }
  byKey.set(key, e);
  e.aliases.set(key, a);
  const words = key.split(" ");
  const isAcronym = /^[A-Z0-9+#./&-]+$/.test(a) && /[A-Z]/.test(a) && a.length <= 5;
  if (flag === "=") exactCase.add(key);
  else if (flag === "^") e.plainWord.add(key);
  else if (ambiguous || AMBIGUOUS_ALIASES.has(a)) e.ambiguous.add(key);
  else if (
    !CURATED_ALIASES.has(a) &&
    /^[A-Z]{4,}$/.test(a) &&
    (isProseWord(a) || isProseWord(a.replace(/S$/, "")))
  )
    exactCase.add(key); // O*NET's "TANKS", "HARVEST": product names, not the words "tanks", "harvest"
  else if (LANGUAGE_NAME_ONLY.has(a)) {
    // "anglais", "inglés": in any case, anywhere.
  } else if (e.kind === 2 && /^[A-Z]/.test(a))
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
    credential: 0,
    transversal: false,
  };
  entries.push(e);
  return e;
}

// 1. Curated: canonical names first so no source alias can steal them.
for (const s of ALL_CURATED) {
  const key = normalizeKey(s.name);
  if (byKey.has(key)) {
    console.warn(`curated name claimed twice, skipped: ${s.name} (${s.category})`);
    continue;
  }
  const e = newEntry(s.name, s.category, s.soft ? 1 : 0, true);
  const nameFlag = (s.aliases ?? []).map(splitFlag).find(([a, f]) => f && a === s.name)?.[1];
  addAlias(e, s.name, false, nameFlag);
}
for (const s of ALL_CURATED) {
  const e = byKey.get(normalizeKey(s.name));
  if (!e || e.name !== s.name) continue;
  for (const raw of s.aliases ?? []) {
    const [a, flag] = splitFlag(raw);
    const owner = byKey.get(normalizeKey(a));
    if (owner && owner !== e && CURATED_ALIASES.has(owner.name))
      console.warn(`curated alias "${a}" of ${e.name} already belongs to ${owner.name}`);
    addAlias(e, a, false, flag);
  }
}
for (const c of CURATED_CREDENTIALS) {
  const e = byKey.get(normalizeKey(c.name));
  if (e) e.credential = c.isLicence ? 2 : 1;
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
/** Per O*NET example, how many occupations use it. */
const examplesUse = new Map<string, number>();
for (const r of onetRows) examplesUse.set(r[1] ?? "", (examplesUse.get(r[1] ?? "") ?? 0) + 1);
/** A product used by this many occupations is known by its own name without its vendor's. */
const WIDE_USE = 20;
/**
 * Words that end ten or more O*NET job titles ("Director", "Manager", "Illustrator"): in a list of
 * skills "Director" is a rank held, not "Adobe Director".
 */
const titleHeads = new Map<string, number>();
for (const [, alt] of onetAltTitles) {
  const head = alt
    ?.replace(/\([^)]*\)/g, " ")
    .trim()
    .split(/\s+/)
    .at(-1)
    ?.toLowerCase();
  if (head) titleHeads.set(head, (titleHeads.get(head) ?? 0) + 1);
}
const isTitleHead = (w: string) => (titleHeads.get(w.toLowerCase()) ?? 0) >= 10;
/** What every product of its kind is. */
const GENERIC_TOOL = /^(?:software|database|system|platform|suite|server|application|tool)s?$/i;
/**
 * A vendor's name: a capitalised first word of six or more O*NET examples ("Autodesk", "SAP") that
 * running text seldom writes in lower case. "Test", "Network" or "Medical" also begin many examples,
 * but are words: "Test design software" is no product of a vendor "Test", and its "design software"
 * would be the name of every design tool ("Network design software", "Web design software").
 */
const isVendor = (w: string) =>
  (firstWordCount.get(w) ?? 0) >= 6 &&
  /^[A-Z]/.test(w) &&
  (lowerCount.get(w.toLowerCase()) ?? 0) < 5;
const cleanCommodity = (t: string) =>
  t
    .replace(/\b([A-Z]{2,})\b/g, "$1")
    .replace(/\s+software$/i, " software")
    .trim();
for (const [code, example, , commodity, hot] of onetRows) {
  if (!example || !isUsableAlias(example)) continue;
  const words = example.split(" ");
  const afterVendor =
    words.length > 1 && isVendor(words[0] ?? "") ? words.slice(1).join(" ") : undefined;
  // "Adobe Acrobat" answers to "Acrobat". One everyday word or title's head is the product's name
  // only for a product in wide use ("Word", "Project", "Illustrator"): "Inventory" is no "Oracle
  // Inventory", "Director" no "Adobe Director", and "SAP software" or "Teradata Database" answer
  // not to what every product is.
  const oneWord =
    !afterVendor?.includes(" ") &&
    (isEverydayWord(afterVendor ?? "") || isTitleHead(afterVendor ?? ""));
  const remainder =
    afterVendor &&
    afterVendor.length >= 3 &&
    !/^(and|for|of|the)\b/i.test(afterVendor) &&
    (!oneWord || ((examplesUse.get(example) ?? 0) >= WIDE_USE && !GENERIC_TOOL.test(afterVendor)))
      ? afterVendor
      : undefined;
  let e = byKey.get(normalizeKey(example));
  if (!e && remainder) e = byKey.get(normalizeKey(remainder));
  // "Microsoft Office software" is the curated "Microsoft Office", "Video editing software" the
  // skill "Video editing": the tools of a named skill of two words or more.
  const tool = / software$/.test(example) ? example.replace(/ software$/, "") : "";
  if (!e && tool.includes(" ")) e = byKey.get(normalizeKey(tool));
  if (!e) e = newEntry(example, cleanCommodity(commodity ?? "Software"), 0);
  if (e.category === "Technology" && commodity) e.category = cleanCommodity(commodity);
  addAlias(e, example);
  if (remainder) addAlias(e, remainder);
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
/**
 * ESCO's altLabels include acronyms of other things ("NEC" for "procurement of ICT network
 * equipment", "GPS" for "geographic information systems"): keep an all-caps acronym only when
 * its letters spell the label, every significant word's initial in order, other letters only
 * from inside the word just started ("DBMS", "CCTV" for "closed-circuit television").
 */
function isFaithfulAcronym(acronym: string, label: string): boolean {
  if (!/^[A-Z][A-Z0-9]{1,5}$/.test(acronym)) return true;
  const words = label
    .toLowerCase()
    .split(/[\s\-/]+/)
    .filter((w) => w && !/^(of|and|the|for|in|to|with|on|a|an|or)$/.test(w));
  const a = acronym.toLowerCase();
  const match = (i: number, word: number, at: number): boolean => {
    if (i === a.length) return word === words.length - 1 || words.length === 0;
    const next = words[word + 1];
    if (next?.[0] === a[i] && match(i + 1, word + 1, 1)) return true;
    const current = words[word];
    if (!current) return false;
    for (let p = at; p < current.length; p++)
      if (current[p] === a[i] && match(i + 1, word, p + 1)) return true;
    return false;
  };
  return match(0, -1, 0);
}
let droppedAcronyms = 0;
const escoAlt = (label: string, alt: string) =>
  splitAlt(alt).filter((a) => {
    // ESCO writes some acronyms in lower case ("gps", "rs" under "geographic information systems").
    const lowerAcronym =
      /^[a-z]{2,4}$/.test(a) && (a.match(/[aeiou]/g) ?? []).length <= 1 && !isEverydayWord(a);
    const faithful = isFaithfulAcronym(lowerAcronym ? a.toUpperCase() : a, label);
    if (!faithful) droppedAcronyms++;
    return faithful;
  });
for (const r of escoDigital) {
  const label = r.preferredLabel?.trim();
  if (!label || !isUsableAlias(label)) continue;
  const group = (r.broaderConceptPT ?? "").split("|")[0]?.trim() || "Digital skills";
  const e = byKey.get(normalizeKey(label)) ?? newEntry(label, group, 0);
  addAlias(e, label);
  for (const a of escoAlt(label, r.altLabels ?? "")) addAlias(e, a);
}
for (const r of escoTransversal) {
  const label = r.preferredLabel?.trim();
  if (!label || !isUsableAlias(label)) continue;
  const e = byKey.get(normalizeKey(label)) ?? newEntry(label, "Soft skills", 1);
  // A vendor's product that took the word ("RockWare Plan" owns "Plan") is not the skill.
  if (e.curated || e.kind === 1) e.transversal = true;
  addAlias(e, label);
  for (const a of escoAlt(label, r.altLabels ?? "")) addAlias(e, a);
}
/** A nationality ESCO lists as a language's other name: a Malaysian speaks Malay, Chinese or Tamil. */
const NATIONALITY_NOT_LANGUAGE = new Set(["Malaysian"]);
/** A language's name in itself, as résumés of its country write it. */
const LANGUAGE_NAMES_IN_ITSELF: Record<string, string[]> = {
  Malay: ["Bahasa Malaysia", "Bahasa Melayu"],
};
/**
 * A language's name in the languages résumés are most often written in besides English (Spanish,
 * French, German, Portuguese, Italian, Russian, Indonesian, Malay): "Anglais : courant", "Inglés
 * (C1)", "Inggris (aktif)". Not a name that is as often a surname or a place ("Russo", "Deutsch",
 * "Chino", "Italien", "Arab" of "United Arab Emirates").
 */
const LANGUAGE_NAMES_IN_OTHERS: Record<string, string[]> = {
  English: [
    "Inglés",
    "Anglais",
    "Englisch",
    "Inglês",
    "Inglese",
    "Английский",
    "Inggris",
    "Inggeris",
  ],
  French: [
    "Francés",
    "Français",
    "Französisch",
    "Francês",
    "Francese",
    "Французский",
    "Prancis",
    "Perancis",
  ],
  Spanish: ["Español", "Espagnol", "Spanisch", "Espanhol", "Spagnolo", "Castellano", "Испанский"],
  German: ["Alemán", "Allemand", "Alemão", "Tedesco", "Немецкий", "Jerman"],
  Portuguese: ["Portugués", "Portugais", "Portugiesisch", "Português", "Portoghese"],
  Italian: ["Italiano", "Italienisch"],
  Arabic: ["Árabe", "Arabe", "Arabisch", "Arabo", "Арабский"],
  Russian: ["Ruso", "Russe", "Russisch", "Русский"],
  Chinese: ["Chinois", "Chinesisch", "Cinese", "Chinês", "Китайский"],
  Dutch: [
    "Neerlandés",
    "Néerlandais",
    "Niederländisch",
    "Holandés",
    "Holandês",
    "Olandese",
    "Belanda",
  ],
  Japanese: ["Japonés", "Japonais", "Japanisch", "Giapponese", "Japonês", "Jepang", "Jepun"],
  Catalan: ["Catalán", "Català", "Catalão", "Katalanisch", "Lengua catalana", "Llengua catalana"],
  Basque: ["Euskera", "Euskara"],
  Polish: ["Polaco", "Polonais", "Polnisch", "Polacco"],
  Swedish: ["Sueco", "Suédois", "Schwedisch", "Svedese"],
  Greek: ["Griego", "Griechisch"],
  Romanian: ["Rumano", "Roumain", "Rumänisch", "Rumeno"],
};
for (const r of escoLanguage) {
  if (r.skillType !== "knowledge") continue;
  const label = r.preferredLabel?.trim();
  if (!label || !/^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(label)) continue;
  const e = byKey.get(normalizeKey(label)) ?? newEntry(label, "Languages", 2);
  e.kind = 2;
  addAlias(e, label);
  for (const a of splitAlt(r.altLabels ?? ""))
    if (/^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(a) && !NATIONALITY_NOT_LANGUAGE.has(a)) addAlias(e, a);
  for (const a of LANGUAGE_NAMES_IN_ITSELF[label] ?? []) addAlias(e, a);
  for (const a of LANGUAGE_NAMES_IN_OTHERS[label] ?? [])
    addAlias(e, a, false, LANGUAGE_NAME_ONLY.has(a) ? undefined : "=");
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

// Two words are also written as one ("Home health care" as "Home Healthcare", "Food service" as
// "Foodservice"): add that spelling where the joined word is itself a word of some alias, so it is
// written that way, names no skill alone, and nothing else claims the spelling.
const aliasWords = new Set([...byKey.keys()].flatMap((k) => k.split(" ")));
for (const e of entries) {
  for (const a of [...e.aliases.values()]) {
    const words = a.split(" ");
    for (let i = 0; i + 1 < words.length; i++) {
      const [x, y] = [words[i]!, words[i + 1]!];
      const joined = `${x}${y}`.toLowerCase();
      // Words, not acronyms ("design CAD"), and not a name of its own ("Sales force": Salesforce).
      const isWord = (w: string) => /^[A-Za-z][a-z]{2,}$/.test(w);
      if (!isWord(x) || !isWord(y) || !aliasWords.has(joined) || byKey.has(joined)) continue;
      const spelled = [...words.slice(0, i), x + y.toLowerCase(), ...words.slice(i + 2)].join(" ");
      const key = normalizeKey(spelled);
      if (byKey.has(key)) continue;
      byKey.set(key, e);
      e.aliases.set(key, spelled);
    }
  }
}

// Drop entries that lost every alias to earlier claimants.
const kept = entries.filter((e) => e.aliases.size > 0);
const indexOf = new Map(kept.map((e, i) => [e, i]));

// ---------------------------------------------------------------------------
// Specificity: how broadly a skill is spread over occupations, from the public data, so a scorer
// can weigh "RN license" above "Communication". Breadth is the largest of
//  - ESCO calls it transversal (a skill or attitude of a broad range of occupations), or the
//    curated table ties it to one (GENERIC_CURATED): 0.8;
//  - the share of O*NET occupations listing the technology, saturating at half of them (Excel,
//    Microsoft Office, email software);
//  - the share of occupation families (ESCO ISCO sub-major groups and O*NET SOC major groups)
//    whose occupation descriptions mention it.
// specificity = 1 - breadth; generic when breadth >= 0.5.

const escoTransversalLabels = new Set([
  ...escoTransversal.map((r) => r.preferredLabel?.trim() ?? ""),
  ...readCsv("esco/skillsHierarchy_en.csv").flatMap((r) =>
    [0, 1, 2, 3]
      .filter((lv) => /\/skill\/A/.test(r[`Level ${lv} URI`] ?? ""))
      .map((lv) => r[`Level ${lv} preferred term`]?.trim() ?? ""),
  ),
]);
for (const [name, anchor] of Object.entries(GENERIC_CURATED)) {
  const e = byKey.get(normalizeKey(name));
  if (!e) throw new Error(`generic curated skill not in taxonomy: ${name}`);
  if (anchor !== null && !escoTransversalLabels.has(anchor))
    throw new Error(`ESCO transversal skill not found for ${name}: ${anchor}`);
  e.transversal = true;
}

const escoOcc = readCsv("esco/occupations_en.csv");
const occupationDocs: Array<[family: string, text: string]> = [
  ...escoOcc.map(
    (r) => [`isco${(r.iscoGroup ?? "").slice(0, 2)}`, r.description ?? ""] as [string, string],
  ),
  ...onetOcc.map((r) => [`soc${(r[0] ?? "").slice(0, 2)}`, r[2] ?? ""] as [string, string]),
];
const familyCount = new Set(occupationDocs.map(([f]) => f)).size;
const onetTechOccupations = new Set(onetRows.map((r) => r[0])).size;
/** Alias key -> entry and whether its case must match; false friends and plain words are left out. */
const plainAliases = new Map<string, { e: Entry; exact: boolean }>();
for (const e of kept)
  for (const [key, written] of e.aliases) {
    if (e.ambiguous.has(key) || e.plainWord.has(key)) continue;
    const exact =
      exactCase.has(key) || (/^[A-Z0-9&/+#.]{2,3}$/.test(written) && /[A-Z]/.test(written));
    plainAliases.set(key, { e, exact });
  }
const families = new Map<Entry, Set<string>>();
for (const [family, text] of occupationDocs) {
  const toks = tokenize(text);
  for (let i = 0; i < toks.length; i++) {
    for (let n = Math.min(6, toks.length - i); n >= 1; n--) {
      const slice = toks.slice(i, i + n);
      const hit = plainAliases.get(slice.map((t) => t.norm).join(" "));
      if (!hit) continue;
      const written = hit.e.aliases.get(slice.map((t) => t.norm).join(" ")) ?? "";
      if (hit.exact && slice.some((t, k) => t.text !== tokenize(written)[k]?.text)) continue;
      const set = families.get(hit.e) ?? new Set<string>();
      set.add(family);
      families.set(hit.e, set);
      i += n - 1;
      break;
    }
  }
}
const specificity = new Map<Entry, number>();
for (const e of kept) {
  const breadth = Math.max(
    e.transversal || e.kind === 1 ? 0.8 : 0,
    Math.min(1, e.occupations.size / onetTechOccupations / 0.5),
    (families.get(e)?.size ?? 0) / familyCount,
  );
  specificity.set(e, Math.round((1 - Math.min(1, breadth)) * 100) / 100);
}

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
for (const c of CURATED_CREDENTIALS)
  for (const [b, w, back] of c.related) {
    link(idx(c.name), idx(b), w);
    if (back !== undefined) link(idx(b), idx(c.name), back);
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
for (const [code, alt, short] of onetAltTitles) {
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
  // [name, category index, kind (0 hard, 1 soft, 2 language), aliases, related flat [index, weight*100,...],
  //  specificity*100 (100 = named by few occupations, 0 = by all), flags (1 generic, 2 certification,
  //  4 licence)]
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
    const spec = specificity.get(e) ?? 1;
    const flags =
      (spec <= 0.5 ? 1 : 0) | (e.credential === 1 ? 2 : 0) | (e.credential === 2 ? 4 : 0);
    return [
      `${selfFlag}${e.name}`,
      cat(e.category),
      e.kind,
      aliases,
      rel,
      Math.round(spec * 100),
      flags,
    ];
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
// The skills' own names, for the structurer's "is this line a skill?" (src/skills/skill-names.ts).
const { ownSkillNames } = await import("../src/skills/taxonomy.ts");
writeFileSync(path.join(engineDir, "data/skill-names.txt"), ownSkillNames().join("\n"));
const size = readFileSync(outFile).length;
const countAliases = kept.reduce((n, e) => n + e.aliases.size, 0);
const credentials = kept.filter((e) => e.credential > 0);
console.log(
  `${countAliases} aliases; ${credentials.length} licences and certifications (` +
    `${credentials.filter((e) => e.credential === 2).length} licences); ` +
    `${kept.filter((e) => (specificity.get(e) ?? 1) <= 0.5).length} generic skills; ` +
    `${droppedAcronyms} ESCO acronyms dropped as unfaithful`,
);
console.log(
  `wrote ${path.relative(process.cwd(), outFile)}: ${kept.length} skills, ${categories.length} categories, ` +
    `${[...related.values()].reduce((n, m) => n + m.size, 0)} related links, ${titleMap.size} titles, ${(size / 1e6).toFixed(2)} MB`,
);

/**
 * Builds packages/engine/data/occupations.json, the occupation model the scorer uses, from the raw
 * public sources in ../shared/data/taxonomy (ESCO 1.2.0 occupations and ISCO-08 groups, O*NET 29.2
 * occupations and alternate titles). See docs/decisions/160-occupation-model-and-weights.md.
 *
 *   node --import tsx packages/engine/scripts/build-occupations.ts [SOURCE_DIR]
 *
 * What it writes:
 * - `groups`: every ISCO-08 group (1 to 4 digits) with its label: the occupation families.
 * - `titles`: job title key (see `titleKey`) -> ISCO unit groups. ESCO's preferred and alternative
 *   labels give their occupation's group directly; O*NET titles and alternate titles get the group
 *   their O*NET occupation maps to (a crosswalk by vote: the groups of the O*NET titles ESCO also
 *   knows, with the closest description profile and the group label its own name shares).
 * - `occupations`: per ESCO occupation, its unit group. Each title line also names the ESCO
 *   occupations it is a title of, so two titles of one unit group can be told apart as the same
 *   occupation ("Software Engineer", "Software Developer") or two of its occupations ("Dental
 *   Hygienist", "Dental Assistant"). An O*NET title is a title of the ESCO occupations its O*NET
 *   occupation shares a title with ("Java Developer", an O*NET computer programmer, of ESCO's
 *   software developer, whose titles include "programmer"). In a group where it shares none, the
 *   O*NET occupation is an occupation of its own, listed after ESCO's ("Licensed Practical Nurse"
 *   read as a nursing professional is not ESCO's general care nurse).
 * - `profiles`: per unit group, the distinctive stemmed words of its occupations' labels and
 *   descriptions (tf-idf over groups), for reading an occupation from free text.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { profileTerms, titleKey, titleWords } from "../src/occupations/text.ts";
import { sourceReader } from "./source-files.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const engineDir = path.resolve(here, "..");
const srcDir = path.resolve(
  process.argv[2] ?? path.join(engineDir, "../../../shared/data/taxonomy"),
);
const outFile = path.join(engineDir, "data/occupations.json");

if (!existsSync(srcDir)) {
  console.error(
    `Occupation sources not found at ${srcDir}; pass the folder as the first argument.`,
  );
  process.exit(1);
}

const { readTsv, readCsv } = sourceReader(srcDir);

const iscoGroups = readCsv("esco/ISCOGroups_en.csv");
const escoOcc = readCsv("esco/occupations_en.csv");
const onetOcc = readTsv("onet/Occupation Data.txt");
const onetAlt = readTsv("onet/Alternate Titles.txt");

const groups: Record<string, string> = {};
for (const g of iscoGroups) if (g.code) groups[g.code] = g.preferredLabel ?? "";
const units = Object.keys(groups).filter((c) => c.length === 4);

// ---------------------------------------------------------------------------
// Titles from ESCO: each label names its occupation's unit group.

/** Titles longer than this are sentences, not titles. */
const MAX_TITLE_WORDS = 6;
const titleGroups = new Map<string, Map<string, number>>();
/** Title key -> the ESCO occupations (indexes into `occupationGroup`) it is a title of. */
const titleOccupations = new Map<string, Set<number>>();
/** Per ESCO occupation, its unit group. */
const occupationGroup: string[] = [];
function addTitle(raw: string, group: string, weight: number, occupations: Iterable<number>) {
  const key = titleKey(raw.replace(/\([^)]*\)/g, " "));
  if (!key || key.split(" ").length > MAX_TITLE_WORDS) return;
  const m = titleGroups.get(key) ?? new Map<string, number>();
  m.set(group, (m.get(group) ?? 0) + weight);
  titleGroups.set(key, m);
  const ids = titleOccupations.get(key) ?? new Set<number>();
  for (const id of occupations) ids.add(id);
  titleOccupations.set(key, ids);
}
/**
 * The weight of an ESCO preferred label: the occupation's own name, which outweighs the votes of two
 * O*NET occupations that carry the title ("Sales Manager" is ESCO's sales manager, ISCO 1221, though
 * O*NET files it under occupations crosswalked to retail managers). Each O*NET title weighs 0.8 of
 * its crosswalked groups.
 */
const ESCO_PREFERRED_WEIGHT = 2;
/** The weight of an ESCO alternative label against a preferred label's 1. */
const ESCO_ALT_WEIGHT = 0.7;
const labelsOf = (s: string | undefined) =>
  (s ?? "")
    .split(/\n|\|/)
    .map((x) => x.trim())
    .filter(Boolean);

const profileText = new Map<string, string[]>();
const addProfileText = (group: string, text: string) => {
  const list = profileText.get(group) ?? [];
  list.push(text);
  profileText.set(group, list);
};
for (const g of iscoGroups)
  if (g.code?.length === 4) addProfileText(g.code, `${g.preferredLabel} ${g.description ?? ""}`);

for (const o of escoOcc) {
  const group = o.iscoGroup ?? "";
  if (!groups[group]) continue;
  const id = occupationGroup.push(group) - 1;
  addTitle(o.preferredLabel ?? "", group, ESCO_PREFERRED_WEIGHT, [id]);
  // An alternative label is weaker evidence than the preferred one: ESCO lists "help-desk
  // technician" among an after-sales technician's labels, while O*NET's help desk technicians
  // support computer users.
  for (const a of labelsOf(o.altLabels)) addTitle(a, group, ESCO_ALT_WEIGHT, [id]);
  addProfileText(
    group,
    `${o.preferredLabel} ${labelsOf(o.altLabels).join(" ")} ${o.description ?? ""}`,
  );
}
/** A title written as initials only: "TA", "LPN", "CDL-A". */
const INITIALS_ONLY = /^[A-Z][A-Z0-9&/-]{1,5}$/;
const escoTitleOccupations = new Map([...titleOccupations].map(([k, ids]) => [k, new Set(ids)]));

/**
 * The ESCO occupations an O*NET occupation is, by its titles: those that share more than half as
 * many of its titles as the one of their unit group that shares most, and as the one of any group
 * that does (one stray alternate title, such as a dental hygienist's "dental nurse", does not make
 * it a dental chairside assistant, nor "teaching assistant" a school's aide a university's).
 */
function escoOccupationsOf(titles: string[]): number[] {
  const shared = new Map<number, number>();
  // Initials ("TA") are titles of several occupations (a school's and a university's assistant).
  const keys = titles
    .map((t) => t.replace(/\([^)]*\)/g, " ").trim())
    .filter((t) => !INITIALS_ONLY.test(t));
  for (const key of new Set(keys.map((t) => titleKey(t))))
    for (const id of escoTitleOccupations.get(key) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
  const topOfGroup = new Map<string, number>();
  for (const [id, n] of shared) {
    const g = occupationGroup[id]!;
    topOfGroup.set(g, Math.max(topOfGroup.get(g) ?? 0, n));
  }
  const top = Math.max(0, ...shared.values());
  return [...shared]
    .filter(([id, n]) => n > Math.max(topOfGroup.get(occupationGroup[id]!)!, top) * 0.5)
    .map(([id]) => id);
}
const escoTitles = new Map([...titleGroups].map(([k, m]) => [k, new Map(m)]));

// ---------------------------------------------------------------------------
// Profiles: distinctive words per unit group (tf-idf over the unit groups).

const PROFILE_SIZE = 40;
function buildProfiles() {
  const tf = new Map<string, Map<string, number>>();
  const df = new Map<string, number>();
  for (const [group, texts] of profileText) {
    const counts = new Map<string, number>();
    for (const t of texts)
      for (const term of profileTerms(t)) counts.set(term, (counts.get(term) ?? 0) + 1);
    tf.set(group, counts);
    for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = tf.size;
  const out = new Map<string, Array<[string, number]>>();
  for (const [group, counts] of tf) {
    const scored = [...counts]
      .filter(([term, c]) => c >= 1 && (df.get(term) ?? 0) <= n * 0.15)
      .map(
        ([term, c]) => [term, Math.sqrt(c) * Math.log(n / (df.get(term) ?? 1))] as [string, number],
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, PROFILE_SIZE);
    const norm = Math.sqrt(scored.reduce((s, [, w]) => s + w * w, 0)) || 1;
    out.set(
      group,
      scored.map(([t, w]) => [t, Math.round((w / norm) * 1000) / 1000] as [string, number]),
    );
  }
  return out;
}

function profileScores(text: string, profiles: Map<string, Array<[string, number]>>) {
  const terms = new Set(profileTerms(text));
  const out = new Map<string, number>();
  for (const [group, p] of profiles) {
    let s = 0;
    for (const [t, w] of p) if (terms.has(t)) s += w;
    if (s > 0) out.set(group, s);
  }
  return out;
}

// ---------------------------------------------------------------------------
// O*NET -> ISCO unit groups, by vote of the O*NET occupation's titles ESCO also knows.

const onetTitles = new Map<string, string[]>();
/** How firmly O*NET files a title under an occupation, by "code\ttitle" (see `sourceWeight`). */
const onetTitleWeight = new Map<string, number>();
for (const [code, title] of onetOcc) if (code && title) onetTitles.set(code, [title]);
for (const [code, alt, short, sources] of onetAlt) {
  const list = onetTitles.get(code ?? "");
  if (!list) continue;
  const titles = [alt, short && short !== "n/a" ? short : undefined];
  // "Help Desk Tech (Help Desk Technician)": the long form in brackets is a title too.
  const long = /\(([^),]+)\)\s*$/.exec(alt ?? "")?.[1]?.trim();
  if (long && long.split(/\s+/).length >= 2) titles.push(long);
  for (const t of titles) {
    if (!t) continue;
    list.push(t);
    const key = `${code}\t${t}`;
    onetTitleWeight.set(key, Math.max(onetTitleWeight.get(key) ?? 0, sourceWeight(sources)));
  }
}

/**
 * An alternate title reported by more of O*NET's sources is more surely a title of that
 * occupation: "Sales Associate" comes from four sources for retail salespersons and from one for
 * each of five other sales occupations. One source 0.6, two 0.8, three or more 1; each occupation
 * is weighed against the one that carries the title most firmly.
 */
function sourceWeight(sources: string | undefined): number {
  const n = (sources ?? "").split(",").filter((x) => x.trim()).length;
  return 0.6 + 0.2 * (Math.min(3, Math.max(1, n)) - 1);
}
const profilesForCrosswalk = buildProfiles();
const crosswalk = new Map<string, Array<[string, number]>>();
/**
 * An O*NET occupation of many trades ("First-Line Supervisors of Mechanics, Installers, and
 * Repairers": of cars, lifts, meters and air conditioners; "Production Workers, All Other") gives
 * no unit group this share of its titles' votes. Its titles are then read one by one
 * (`groupOfOwnWords`) instead of all going to the one or two groups that won the vote.
 */
const MIXED_SHARE = 0.2;
/** Per mixed O*NET occupation, the votes of its titles ESCO knows, by unit group. */
const mixedVotes = new Map<string, Map<string, number>>();
/** Per O*NET occupation, the profile terms in a fifth or more of its titles ("teach", "supervisor"). */
const commonWords = new Map<string, Set<string>>();
for (const [code, list] of onetTitles) {
  const counts = new Map<string, number>();
  for (const t of list)
    for (const w of new Set(profileTerms(t))) counts.set(w, (counts.get(w) ?? 0) + 1);
  commonWords.set(
    code,
    new Set([...counts].filter(([, n]) => n >= list.length * 0.2).map(([w]) => w)),
  );
}
/**
 * The weight of an O*NET occupation's own name against the votes' 0.6 and the description's 0.4
 * (see `nameCloseness`): it breaks near ties, it does not outvote a clear majority of titles.
 */
const NAME_WEIGHT = 0.3;
/** Words of a label that say only how it is phrased. */
const LABEL_FILLER = new Set([
  "not",
  "elsewher",
  "classifi",
  "exclud",
  "relat",
  "other",
  "all",
  "except",
]);
/** ", Except Special Education": what a label leaves out of its group. */
const EXCEPT_CLAUSE = /,?\s+except\b.*$/i;
const labelWords = (label: string) =>
  new Set(
    titleWords(label.replace(/\([^)]*\)/g, " ").replace(EXCEPT_CLAUSE, "")).filter(
      (w) => !LABEL_FILLER.has(w),
    ),
  );
const unitLabelWords = new Map(units.map((u) => [u, labelWords(groups[u] ?? "")]));
/** How rare a word is among the unit groups' labels: "cook" names one, "technician" dozens. */
const labelDf = new Map<string, number>();
for (const words of unitLabelWords.values())
  for (const w of words) labelDf.set(w, (labelDf.get(w) ?? 0) + 1);
const rarity = (w: string) => Math.log(units.length / Math.max(1, labelDf.get(w) ?? 0));
/** Shared words must weigh as much as one word that few labels use (five of them). */
const NAME_SHARED = Math.log(units.length / 5);
/**
 * Per unit group, how much of its label the O*NET occupation's name shares (Dice over words weighed
 * by rarity), when the label names the occupation's head noun and shares more than a common word.
 */
function nameCloseness(name: string): Map<string, number> {
  const own = labelWords(name);
  // Its head nouns: O*NET names an occupation in the plural, so the last word of each listed part
  // when plural ("Medical Secretaries and Administrative Assistants": secretaries, assistants;
  // not "Medical" of "Medical and Health Services Managers", nor "Fast Food" of "Cooks, Fast Food").
  const heads = new Set(
    name
      .replace(EXCEPT_CLAUSE, "")
      .split(/,|\band\b|--/i)
      .map((part) => part.trim().split(/\s+/).at(-1) ?? "")
      .filter((w) => /^\p{L}+s$/u.test(w) && !/^other$/i.test(w))
      .flatMap((w) => titleWords(w)),
  );
  const ownWeight = [...own].reduce((s, w) => s + rarity(w), 0);
  const out = new Map<string, number>();
  for (const [u, words] of unitLabelWords) {
    if (![...heads].some((h) => words.has(h))) continue;
    let shared = 0;
    let total = 0;
    for (const w of words) {
      total += rarity(w);
      if (own.has(w)) shared += rarity(w);
    }
    if (shared >= NAME_SHARED) out.set(u, (2 * shared) / (ownWeight + total));
  }
  return out;
}
let byVote = 0;
/**
 * The O*NET occupations none of whose titles ESCO knows ("Hospitalists", "Anesthesiologists"), with
 * a way to rank their groups again once their neighbours are crosswalked (see `KIN_PREFIX`).
 */
const unvoted: Array<{ code: string; text: string; rank: (kin: Map<string, number>) => void }> = [];
for (const [code, title, description] of onetOcc) {
  if (!code || !title) continue;
  const votes = new Map<string, number>();
  // Initials ("TA", "RN") do not vote: they name several occupations ("TA" is a teaching
  // assistant at a university or at a school), and O*NET lists them again for each long form.
  const keys = (onetTitles.get(code) ?? [])
    .map((t) => t.replace(/\([^)]*\)/g, " ").trim())
    .filter((t) => !INITIALS_ONLY.test(t))
    .map((t) => titleKey(t));
  // The occupation's own name, when it is ESCO's own name of an occupation, votes as much as all
  // its other titles together (at least twice): those name its specialities as often as itself
  // ("Math Teacher" and "Art Teacher", which ESCO files under secondary teachers, are titles of
  // elementary school teachers). Not an ESCO alternative label (they stray: "editor" is one of
  // film editors'), a list of trades ("Production, Planning, and Expediting Clerks") or a
  // remainder ("Engineers, All Other").
  const own = /,(?! Except\b)/.test(title) ? "" : titleKey(title.replace(/, Except\b.*$/, ""));
  const ownHit = [...(escoTitles.get(own)?.values() ?? [])].some((w) => w >= ESCO_PREFERRED_WEIGHT)
    ? escoTitles.get(own)
    : undefined;
  const others = ownHit ? keys.filter((k) => k !== own) : keys;
  const ownVotes = Math.max(2, others.filter((k) => escoTitles.has(k)).length);
  for (const [hit, weight] of [
    ...others.map((k) => [escoTitles.get(k), 1] as const),
    [ownHit, ownVotes] as const,
  ]) {
    if (!hit) continue;
    const total = [...hit.values()].reduce((s, x) => s + x, 0);
    for (const [g, w] of hit) votes.set(g, (votes.get(g) ?? 0) + (weight * w) / total);
  }
  // Shared titles vote; the O*NET description's closeness to each group's profile breaks ties and
  // outvotes a few stray alternate titles ("Medical Records Director" under health services managers).
  const topVote = Math.max(0, ...votes.values());
  if (topVote >= 1) byVote++;
  const closeness = profileScores(`${title} ${title} ${description ?? ""}`, profilesForCrosswalk);
  const topClose = Math.max(1e-9, ...closeness.values());
  const named = nameCloseness(title);
  const candidates = new Set([
    ...votes.keys(),
    ...named.keys(),
    ...[...closeness]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([g]) => g),
  ]);
  const rank = (kin: Map<string, number>) => {
    const topKin = Math.max(0, ...kin.values());
    const ranked = [...new Set([...candidates, ...kin.keys()])]
      .map(
        (g) =>
          [
            g,
            (topVote ? (0.6 * (votes.get(g) ?? 0)) / topVote : 0) +
              (topKin ? (0.6 * (kin.get(g) ?? 0)) / topKin : 0) +
              (0.4 * (closeness.get(g) ?? 0)) / topClose +
              NAME_WEIGHT * (named.get(g) ?? 0),
          ] as [string, number],
      )
      .sort((a, b) => b[1] - a[1]);
    const top = ranked[0]?.[1] ?? 0;
    crosswalk.set(
      code,
      ranked
        .filter(([, v]) => v >= top * 0.8)
        .slice(0, 2)
        .map(([g, v]) => [g, v / top]),
    );
  };
  rank(new Map());
  if (topVote < 1) {
    unvoted.push({ code, text: `${title} ${description ?? ""}`, rank });
    continue;
  }
  for (const [g] of crosswalk.get(code)!) addProfileText(g, `${title} ${description ?? ""}`);
  const total = [...votes.values()].reduce((s, x) => s + x, 0);
  if (topVote >= 1 && topVote < total * MIXED_SHARE) mixedVotes.set(code, votes);
}
/**
 * An occupation no title of which ESCO knows is read by its description alone, which strays: a
 * hospitalist's "inpatient care … in emergency rooms" fits ambulance workers best. Its neighbours
 * in the SOC (the codes that share this many characters, "29-12": physicians and surgeons) are
 * mostly crosswalked by their titles; their groups vote as its titles would.
 */
const KIN_PREFIX = 5;
/** The neighbours vote only for a group they favour this many times over any other. */
const KIN_AGREE = 2;
for (const { code, text, rank } of unvoted) {
  const kin = new Map<string, number>();
  for (const [other, groupsOf] of crosswalk)
    if (other !== code && other.slice(0, KIN_PREFIX) === code.slice(0, KIN_PREFIX)) {
      const sum = groupsOf.reduce((s, [, w]) => s + w, 0);
      for (const [g, w] of groupsOf) kin.set(g, (kin.get(g) ?? 0) + w / sum);
    }
  const [first, second = ["", 0]] = [...kin].sort((a, b) => b[1] - a[1]);
  rank(first && first[1] >= KIN_AGREE * second[1] ? new Map([first]) : new Map());
  for (const [g] of crosswalk.get(code)!) addProfileText(g, text);
}
// DUMP_CROSSWALK=file.json writes every O*NET occupation's groups, to compare two builds.
if (process.env.DUMP_CROSSWALK)
  writeFileSync(
    process.env.DUMP_CROSSWALK,
    JSON.stringify(
      Object.fromEntries(
        [...crosswalk].map(([c, v]) => [
          `${c} ${onetTitles.get(c)?.[0]}`,
          v.map(([g, w]) => `${g} ${groups[g]} ${w.toFixed(2)}`),
        ]),
      ),
      null,
      1,
    ),
  );
if (process.env.SHOW_CROSSWALK)
  for (const code of process.env.SHOW_CROSSWALK.split(","))
    console.log(code, onetTitles.get(code)?.[0], crosswalk.get(code));
/** Per title key, the firmest weight any O*NET occupation carries it with. */
const firmestOnet = new Map<string, number>();
for (const [code, list] of onetTitles)
  for (const t of list) {
    const key = titleKey(t);
    const w = onetTitleWeight.get(`${code}\t${t}`) ?? 1;
    firmestOnet.set(key, Math.max(firmestOnet.get(key) ?? 0, w));
  }
/** `firm` of a title one of O*NET's sources reports against another occupation's three or more. */
const WEAK_TITLE = sourceWeight("1") / sourceWeight("1,2,3");
let onetOnly = 0;
for (const [code, list] of onetTitles) {
  const cw = crosswalk.get(code) ?? [];
  const esco = escoOccupationsOf(list);
  // In a group where ESCO knows none of its titles, the O*NET occupation is one of its own: a
  // "Licensed Practical Nurse" read as a nursing professional is not ESCO's general care nurse.
  const ownId = new Map<string, number>();
  const idsIn = (g: string) => {
    if (esco.some((id) => occupationGroup[id] === g)) return esco;
    if (!ownId.has(g)) {
      ownId.set(g, occupationGroup.push(g) - 1);
      onetOnly++;
    }
    return [...esco, ownId.get(g)!];
  };
  for (const t of list) {
    // Against the occupation O*NET files the title under most firmly: a title of one occupation
    // keeps its full weight however few sources report it.
    const firm = (onetTitleWeight.get(`${code}\t${t}`) ?? 1) / (firmestOnet.get(titleKey(t)) ?? 1);
    const own = groupOfOwnWords(t, code, mixedVotes.get(code), cw);
    // A title one source reports for this occupation and three or more for another is the
    // other's ("Pharmacy Clerk" is a pharmacy aide's title, not a pharmacy technician's): it
    // names none of this occupation's ESCO occupations, though it may name its group.
    const ids = (g: string) => (firm > WEAK_TITLE ? idsIn(g) : []);
    if (own) addTitle(t, own, 0.8 * firm, ids(own));
    else for (const [g, w] of cw) addTitle(t, g, 0.8 * w * firm, ids(g));
  }
}

/**
 * A title of a mixed O*NET occupation read by its own words: among the unit groups its occupation's
 * titles voted for strongly (half the top vote or more), the one whose profile its words fit best,
 * when they fit it half again as well as the groups the occupation was crosswalked to.
 * "Automotive Service Manager" goes to motor vehicle mechanics, "Tire Stripper" to rubber products
 * machine operators. Undefined otherwise: the title keeps its occupation's crosswalk.
 */
function groupOfOwnWords(
  title: string,
  occupation: string,
  votes: Map<string, number> | undefined,
  crosswalked: Array<[string, number]>,
): string | undefined {
  if (!votes) return undefined;
  // The words that set this title apart from its occupation's others: "music" in "Music Teacher"
  // among the self-enrichment teachers, "auto" in "Auto Mechanic Supervisor"; not the head they share.
  const common = commonWords.get(occupation);
  const own = profileTerms(title).filter((t) => !common?.has(t));
  if (!own.length) return undefined;
  const close = profileScores(own.join(" "), profilesForCrosswalk);
  const topVote = Math.max(...votes.values());
  let best: string | undefined;
  for (const [g, v] of votes)
    if (v >= topVote * 0.5 && (close.get(g) ?? 0) > (best ? (close.get(best) ?? 0) : 0)) best = g;
  const first = Math.max(0, ...crosswalked.map(([g]) => close.get(g) ?? 0));
  return best && (close.get(best) ?? 0) >= 1.5 * first ? best : undefined;
}

const profiles = buildProfiles();

// ---------------------------------------------------------------------------

const unitIndex = new Map(units.map((u, i) => [u, i]));
/** Groups of a title, strongest first, as "index" or "index:share%" when below 100 %. */
const titleLines: string[] = [];
for (const [key, m] of [...titleGroups].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  const list = [...m].sort((a, b) => b[1] - a[1]);
  const top = list[0]![1];
  const kept = list.filter(([, w]) => w >= top * 0.4).slice(0, 6);
  const keptGroups = new Set(kept.map(([g]) => g));
  // Its occupations in the groups kept, in base 36.
  const ids = [...(titleOccupations.get(key) ?? [])]
    .filter((id) => keptGroups.has(occupationGroup[id]!))
    .sort((a, b) => a - b)
    .map((id) => id.toString(36));
  titleLines.push(
    `${key}\t${kept
      .map(([g, w]) => {
        const share = Math.round((w / top) * 100);
        return share >= 100 ? `${unitIndex.get(g)}` : `${unitIndex.get(g)}:${share}`;
      })
      .join(",")}\t${ids.join(",")}`,
  );
}

// Head words that end titles of dozens of unrelated occupations ("manager", "assistant") name a
// rank, not an occupation; "nurse" or "mechanic" end many titles too, but of a few occupations.
const headGroups = new Map<string, Set<string>>();
for (const [key, m] of titleGroups) {
  const words = key.split(" ");
  if (words.length < 2) continue;
  const set = headGroups.get(words.at(-1)!) ?? new Set<string>();
  for (const g of m.keys()) set.add(g);
  headGroups.set(words.at(-1)!, set);
}
const VAGUE_HEAD_GROUPS = 60;
const vagueHeads = [...headGroups]
  .filter(([, set]) => set.size >= VAGUE_HEAD_GROUPS)
  .map(([w]) => w)
  .sort();

const out = {
  version: 1,
  note: "Generated by scripts/build-occupations.ts from ESCO 1.2.0 and O*NET 29.2; see NOTICE. Do not edit by hand.",
  groups,
  units,
  titles: titleLines.join("\n"),
  occupations: occupationGroup.map((g) => unitIndex.get(g)).join(" "),
  vagueHeads,
  profiles: units.map((u) =>
    (profiles.get(u) ?? []).map(([t, w]) => `${t}:${Math.round(w * 1000)}`).join(" "),
  ),
};
writeFileSync(outFile, JSON.stringify(out));
const size = readFileSync(outFile).length;
console.log(
  `wrote ${path.relative(process.cwd(), outFile)}: ${units.length} unit groups, ${titleLines.length} titles, ` +
    `${byVote}/${onetOcc.length} O*NET occupations crosswalked by title vote, in ${onetOnly} of their groups an occupation ESCO does not know, ${vagueHeads.length} vague head words, ${(size / 1e6).toFixed(2)} MB`,
);

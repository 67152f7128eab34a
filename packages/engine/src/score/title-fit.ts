/**
 * How close a past job title is to the job's title: shared role words, and the O*NET occupations
 * both titles belong to (same occupation, same minor group, same major group).
 */
import { getTaxonomy } from "../skills/taxonomy.ts";
import { normalizeKey, STOPWORDS, stem } from "../skills/text.ts";

let titleIndex: Map<string, number[]> | undefined;

function titles(): Map<string, number[]> {
  if (titleIndex) return titleIndex;
  titleIndex = new Map();
  for (const line of getTaxonomy().titleLines.split("\n")) {
    const tab = line.indexOf("\t");
    titleIndex.set(
      line.slice(0, tab),
      line
        .slice(tab + 1)
        .split(",")
        .map(Number),
    );
  }
  return titleIndex;
}

const SENIORITY_WORDS = new Set(
  "senior sr sr. junior jr jr. lead principal staff chief head associate assistant intermediate mid entry level trainee intern graduate i ii iii iv experienced".split(
    " ",
  ),
);

/** The role part of a title: "Sr. Java Developer (Remote) with AWS" -> "java developer". */
export function coreTitle(title: string): string {
  const head = title
    .replace(/\([^)]*\)/g, " ")
    .split(/\s+[-–—|]\s+|,|\s+with\s+|\s+at\s+|\s+for\s+|\s+@\s+/i)[0]!;
  return normalizeKey(head)
    .split(" ")
    .filter((w) => w && !SENIORITY_WORDS.has(w))
    .join(" ");
}

/** O*NET occupations a title belongs to: the full title, else its longest known sub-phrase. */
export function titleOccupations(title: string): number[] {
  const core = coreTitle(title);
  if (!core) return [];
  const map = titles();
  const exact = map.get(core);
  if (exact) return exact;
  const words = core.split(" ");
  for (let n = Math.min(words.length - 1, 5); n >= 1; n--) {
    for (let i = words.length - n; i >= 0; i--) {
      const sub = words.slice(i, i + n).join(" ");
      if (n === 1 && sub.length < 5) continue;
      const hit = map.get(sub);
      if (hit) return hit;
    }
  }
  return [];
}

/** Role nouns that name the same job in different shops. */
const ROLE_SYNONYMS: Record<string, string> = {
  develop: "engine",
  programm: "engine",
  cod: "engine",
  dev: "engine",
  swe: "engine",
  administrator: "admin",
};

const roleWords = (t: string) =>
  coreTitle(t)
    .replace(/\bfront[\s-]?end\b/g, "frontend")
    .replace(/\bback[\s-]?end\b/g, "backend")
    .replace(/\bfull[\s-]?stack\b/g, "fullstack")
    .split(/[\s/]+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map((w) => {
      const s = stem(w);
      return ROLE_SYNONYMS[s] ?? s;
    });

/**
 * Similarity 0..1 of a candidate's title to the job's title.
 * `titleSimilarity("Senior Java Developer", "Java Software Engineer")` -> about 0.6.
 */
export function titleSimilarity(jobTitle: string, candidateTitle: string): number {
  const plain = titleSimilarityOf(jobTitle, candidateTitle);
  // "Software Engineer (Front-End)": a bracketed qualifier can name the specialty.
  if (!candidateTitle.includes("(")) return plain;
  return Math.max(plain, titleSimilarityOf(jobTitle, candidateTitle.replace(/[()]/g, " ")));
}

function titleSimilarityOf(jobTitle: string, candidateTitle: string): number {
  const a = roleWords(jobTitle);
  const b = new Set(roleWords(candidateTitle));
  if (!a.length || !b.size) return 0;
  // The last word names the role ("engineer", "manager"): it counts double.
  let have = 0;
  let total = 0;
  a.forEach((w, i) => {
    const weight = i === a.length - 1 ? 2 : 1;
    total += weight;
    if (b.has(w)) have += weight;
  });
  const words = have / total;
  const occA = titleOccupations(jobTitle);
  const occB = titleOccupations(candidateTitle);
  let occ = 0;
  if (occA.length && occB.length) {
    const codes = getTaxonomy().occupations;
    for (const x of occA)
      for (const y of occB) {
        const cx = codes[x]!.code;
        const cy = codes[y]!.code;
        const s =
          x === y
            ? 1
            : cx.slice(0, 6) === cy.slice(0, 6)
              ? 0.7
              : cx.slice(0, 4) === cy.slice(0, 4)
                ? 0.5
                : cx.slice(0, 2) === cy.slice(0, 2)
                  ? 0.3
                  : 0;
        if (s > occ) occ = s;
      }
  }
  return Math.min(1, Math.max(words, occ * 0.9));
}

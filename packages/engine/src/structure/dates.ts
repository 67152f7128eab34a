/**
 * Dates as résumés write them: "Jan 2020 – Present", "2019-03", "03/2019", "Summer 2018",
 * "Q3 2020", "'18", "2015–17", "since 2021", "2015 to 2017". Output is ISO partial dates.
 */
import { MONTHS } from "./vocabulary.ts";

export interface PartialDate {
  year: number;
  month?: number;
}

export interface DateRange {
  start?: PartialDate;
  end?: PartialDate;
  /** The range runs to the present ("Present", "Current", "since 2021"). */
  isCurrent: boolean;
  /** True when the text held one date, not a range. */
  isSingle: boolean;
  /** Offset and length of the matched text in the searched string. */
  index: number;
  length: number;
}

interface Token {
  kind: "date" | "present";
  /** For 05/01/2019-style dates: both numbers, and whether the day must come first. */
  numeric?: { a: number; b: number; dayFirst: boolean };
  date?: PartialDate;
  index: number;
  end: number;
  /** A two-digit year written without an apostrophe, only usable after a full year ("2015–17"). */
  shortYear?: number;
}

/**
 * Month names in English, then in French, Spanish, Portuguese, German, Italian, Dutch, Danish,
 * Norwegian, Swedish, Indonesian and Malay (with and without their accents), as résumés in those
 * languages write them: "mars 2020", "marzo de 2019", "Okt. 2018", "mrt. 2021", "maj 2019",
 * "Maret 2019", "Ogos 2020". Not an abbreviation that is an English word ("set", "out", "ago"), nor
 * Malay "Mac" ("Office for Mac 2011").
 */
const MONTH_NAMES = [
  "jan(?:uary)?|feb(?:ruary)?|febr|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?",
  "janv(?:ier)?|f[\u00e9e]v(?:r(?:ier)?)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|ao[\u00fbu]t|septembre|octobre|novembre|d[\u00e9e]c(?:embre)?",
  "enero|ene|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre|diciembre|dic",
  "janeiro|fevereiro|mar[\u00e7c]o|maio|junho|julho|setembro|outubro|dezembro|dez",
  "j[\u00e4a]nner|j[\u00e4a]n|januar|februar|m[\u00e4a]rz|juni|juli|oktober|okt|dezember",
  "gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre",
  "januari|februari|maart|mrt|mei|augustus|augusti|marts|maj|desember",
  "maret|agt|julai|ogos|disember",
].join("|");
const YEAR = "(?:19[4-9]\\d|20[0-6]\\d)";
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 1 };
/** The last month of each season, the start month's above. */
const SEASON_ENDS: Record<string, number> = {
  spring: 5,
  summer: 8,
  fall: 11,
  autumn: 11,
  winter: 2,
};
const SEASON_ALONE = new RegExp(
  `^\\s*(spring|summer|fall|autumn|winter)\\s*(?:term\\s+|semester\\s+|of\\s+)?(${YEAR}|['’]\\d{2})\\s*$`,
  "i",
);

// One alternation, tried left to right at each position; named groups say which form matched.
const TOKEN = new RegExp(
  [
    `(?<dmy>\\b(?<d1>\\d{1,2})[/.](?<d2>\\d{1,2})[/.](?<d3>${YEAR})\\b)`,
    `(?<iso>\\b(?<i1>${YEAR})-(?<i2>0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])\\b)`,
    `(?<dm>\\b(?:[0-3]?\\d(?:st|nd|rd|th|er)?[\\s-]+(?:de\\s+)?)(?<dmm>${MONTH_NAMES})\\.?[\\s,/-]*(?:de\\s+)?(?<dmy2>${YEAR}|['’]\\d{2})\\b)`,
    `(?<mn>\\b(?<mnm>${MONTH_NAMES})\\.?(?:\\s+[0-3]?\\d(?:st|nd|rd|th)?,?)?[\\s,/-]*(?:de\\s+)?(?<mny>${YEAR}|['’]\\d{2})(?!\\d))`,
    `(?<season>\\b(?<sn>spring|summer|fall|autumn|winter)\\s*(?:term\\s+|semester\\s+|of\\s+)?(?<sy>${YEAR}|['’]\\d{2})\\b)`,
    `(?<q>\\bQ(?<qn>[1-4])\\s*[-/]?\\s*(?<qy>${YEAR})\\b|\\b(?<qy2>${YEAR})\\s*[-/]?\\s*Q(?<qn2>[1-4])\\b)`,
    `(?<my>\\b(?<mym>0?[1-9]|1[0-2])\\s*[/.-]\\s*(?<myy>${YEAR})\\b)`,
    `(?<ym>\\b(?<ymy>${YEAR})[/.-](?<ymm>0[1-9]|1[0-2])\\b(?![/.-]?\\d))`,
    `(?<mys>\\b(?<mysm>0?[1-9]|1[0-2])/(?<mysy>\\d{2})\\b(?![/.]?\\d)(?=\\s*(?:[-–—~\\uFFFD]|to\\b|until\\b|till\\b)\\s*(?:(?:0?[1-9]|1[0-2])/\\d{2}\\b|present|current|now|today)))`,
    `(?<mys2>(?<=(?:[-–—~\\uFFFD]|\\bto|\\buntil|\\btill)\\s*)\\b(?<mys2m>0?[1-9]|1[0-2])/(?<mys2y>\\d{2})\\b(?![/.]?\\d))`,
    // "2020 (Aug)": a year with its month in brackets after it.
    `(?<ybm>\\b(?<ybmy>${YEAR})\\s*\\((?<ybmm>${MONTH_NAMES})\\.?\\))`,
    `(?<present>(?:(?<![\\w\\u00c0-\\u024f])[\\u00e0a]\\s+ce\\s+jour|\\b(?:present(?:\\s+day)?|current(?:ly)?|now|today|ongoing|to\\s+date|till\\s+date|till\\s+now|up\\s+to\\s+now|pr[\\u00e9e]sent|presente|actualidad|actualmente|atualmente|atual|aujourd['’]hui|heute|oggi|gaur\\s+egun|heden|huidig|nuv[\\u00e6a]rende|dags\\s+dato|d\\.\\s?d\\.|i\\s*dag|n[\\u00e5]|p[\\u00e5a]g[\\u00e5a]ende|sekarang|saat\\s+ini|(?:hingga\\s+|sampai\\s+)?kini|nu(?=[ \\t]*(?:[\\r\\n,;|)]|$))))(?![\\w\\u00c0-\\u024f]))`,
    `(?<year>\\b(?<yy>${YEAR})\\b(?![.,]\\d)(?!\\s*(?:%|\\+|k\\b|m\\b)))`,
    `(?<apos>['’](?<ay>\\d{2})\\b)`,
    `(?<short>(?<=${YEAR}\\s*[–—-]\\s*)(?<sy2>\\d{2})\\b(?![/.\\d%]))`,
  ].join("|"),
  "gi",
);

// U+FFFD: a dash the reader could not decode ("10/2013 \uFFFD Current").
const CONNECTOR = /^\s*(?:-{1,2}|–|—|−|~|→|->|\uFFFD|to|till|until|through|thru|and)\s*$/i;

function twoDigitYear(yy: number, reference = new Date().getFullYear()): number {
  const century = yy + 2000 <= reference + 5 ? 2000 : 1900;
  return century + yy;
}

function parseYear(text: string): number {
  const t = text.replace(/^['’]/, "");
  return t.length === 2 ? twoDigitYear(Number(t)) : Number(t);
}

function monthNumber(name: string): number {
  return (
    MONTHS[name.toLowerCase().replace(/\.$/, "")] ?? MONTHS[name.toLowerCase().slice(0, 3)] ?? 1
  );
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const g = m.groups ?? {};
    const index = m.index;
    const end = index + m[0].length;
    let date: PartialDate | undefined;
    if (g.dmy) {
      const a = Number(g.d1);
      const b = Number(g.d2);
      // 05/01/2020 is read month-first unless the first number cannot be a month.
      const month = a > 12 ? b : a;
      if (month >= 1 && month <= 12) {
        const numeric = { a, b, dayFirst: a > 12 };
        tokens.push({ kind: "date", date: { year: Number(g.d3), month }, index, end, numeric });
      }
      continue;
    } else if (g.iso) date = { year: Number(g.i1), month: Number(g.i2) };
    else if (g.dm) date = { year: parseYear(g.dmy2!), month: monthNumber(g.dmm!) };
    else if (g.mn) date = { year: parseYear(g.mny!), month: monthNumber(g.mnm!) };
    else if (g.season) date = { year: parseYear(g.sy!), month: SEASONS[g.sn!.toLowerCase()] ?? 1 };
    else if (g.q) {
      const quarter = Number(g.qn ?? g.qn2);
      date = { year: Number(g.qy ?? g.qy2), month: (quarter - 1) * 3 + 1 };
    } else if (g.my) date = { year: Number(g.myy), month: Number(g.mym) };
    else if (g.ym) date = { year: Number(g.ymy), month: Number(g.ymm) };
    else if (g.mys) date = { year: twoDigitYear(Number(g.mysy)), month: Number(g.mysm) };
    else if (g.mys2) date = { year: twoDigitYear(Number(g.mys2y)), month: Number(g.mys2m) };
    else if (g.ybm) date = { year: Number(g.ybmy), month: monthNumber(g.ybmm!) };
    else if (g.present) {
      tokens.push({ kind: "present", index, end });
      continue;
    } else if (g.year) date = { year: Number(g.yy) };
    else if (g.apos) date = { year: twoDigitYear(Number(g.ay)) };
    else if (g.short) {
      tokens.push({ kind: "date", index, end, shortYear: Number(g.sy2) });
      continue;
    }
    if (date) tokens.push({ kind: "date", date, index, end });
  }
  return tokens;
}

/**
 * Finds every date range and single date in a string, in order.
 * @example findDateRanges("Engineer, Jan 2020 – Present")[0] // { start: { year: 2020, month: 1 }, isCurrent: true, isSingle: false, index: 10, length: 18 }
 */
export function findDateRanges(text: string): DateRange[] {
  if (text.length > 2000) text = text.slice(0, 2000);
  const tokens = tokenize(text);
  const ranges: DateRange[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const between = next ? text.slice(t.end, next.index) : "";
    // "2019 to date": the connector is part of the present token.
    const joined =
      next?.kind === "present" &&
      /^\s*$/.test(between) &&
      /^(?:to|till|up)\b/i.test(text.slice(next.index));
    // "and" joins two dates into a range only after "between" ("between 2015 and 2018"); "in
    // 1991 and 1992", "Both 1991 and 1992 World Series" name two years, not a span of work.
    const andWithoutBetween =
      /^\s*and\s*$/i.test(between) &&
      !/\bbetween\s+(?:\p{L}+\s+)?$/iu.test(text.slice(Math.max(0, t.index - 20), t.index));
    if (
      t.kind === "date" &&
      t.date &&
      next &&
      !andWithoutBetween &&
      (CONNECTOR.test(between) || joined)
    ) {
      if (next.kind === "present") {
        ranges.push({
          start: t.date,
          isCurrent: true,
          isSingle: false,
          index: t.index,
          length: next.end - t.index,
        });
        i++;
        continue;
      }
      // "01/09/2014 – 31/12/2017": one unambiguous day-first date settles the other.
      if (t.numeric && next.numeric && (t.numeric.dayFirst || next.numeric.dayFirst)) {
        for (const tok of [t, next]) {
          const { b } = tok.numeric!;
          if (b >= 1 && b <= 12) tok.date = { year: tok.date!.year, month: b };
        }
      }
      let end = next.date;
      if (!end && next.shortYear !== undefined) {
        const year = Math.floor(t.date.year / 100) * 100 + next.shortYear;
        end = year >= t.date.year ? { year } : undefined;
      }
      if (end) {
        ranges.push({
          start: t.date,
          end,
          isCurrent: false,
          isSingle: false,
          index: t.index,
          length: next.end - t.index,
        });
        i++;
        continue;
      }
    }
    if (t.kind !== "date" || !t.date) continue;
    // "since 2021", and in French, Spanish, Portuguese, German, Italian: "Depuis mars 2020".
    const since = /\b(?:since|depuis|desde|seit|dal)\s*$/i.exec(
      text.slice(Math.max(0, t.index - 12), t.index),
    );
    if (since) {
      const index = t.index - since[0].length;
      ranges.push({
        start: t.date,
        isCurrent: true,
        isSingle: false,
        index,
        length: t.end - index,
      });
      continue;
    }
    // "Jan – Aug 2025": a month alone before the dash starts the range in the year after it, or in
    // the year before when it comes later in a year ("Dec – Feb 2020", a winter's season).
    const opened = t.date.month
      ? MONTH_BEFORE_DASH.exec(text.slice(Math.max(0, t.index - 16), t.index))
      : null;
    const from = opened ? monthNumber(opened[1]!) : undefined;
    if (opened && from) {
      const index = t.index - opened[0].length;
      ranges.push({
        start: { year: from <= t.date.month! ? t.date.year : t.date.year - 1, month: from },
        end: t.date,
        isCurrent: false,
        isSingle: false,
        index,
        length: t.end - index,
      });
      continue;
    }
    const after = text.slice(t.end, t.end + 12);
    const onwards = /^\s*(?:onwards?|-\s*$|–\s*$|—\s*$)/i.exec(after);
    if (onwards && /onward/i.test(onwards[0])) {
      ranges.push({
        start: t.date,
        isCurrent: true,
        isSingle: false,
        index: t.index,
        length: t.end - t.index + onwards[0].length,
      });
      continue;
    }
    ranges.push({
      start: t.date,
      isCurrent: false,
      isSingle: true,
      index: t.index,
      length: t.end - t.index,
    });
  }
  return ranges;
}

/** A month named alone before a dash: "Jan – " of "Jan – Aug 2025". */
const MONTH_BEFORE_DASH = new RegExp(String.raw`\b(${MONTH_NAMES})\.?\s*[-\u2013\u2014]\s*$`, "i");

/**
 * The months a season of a year covers, when the text is one: an internship written "Summer 2018"
 * ran that summer and ended, it does not run on to the present.
 * @example seasonPeriod("Summer 2018") // { start: { year: 2018, month: 6 }, end: { year: 2018, month: 8 } }
 */
export function seasonPeriod(text: string): { start: PartialDate; end: PartialDate } | null {
  const m = SEASON_ALONE.exec(text);
  if (!m) return null;
  const season = m[1]!.toLowerCase();
  const year = parseYear(m[2]!);
  return {
    start: { year, month: SEASONS[season]! },
    end: { year, month: SEASON_ENDS[season]! },
  };
}

/** The first date range in a string, preferring real ranges over single dates. */
export function findDateRange(text: string): DateRange | null {
  const ranges = findDateRanges(text);
  return ranges.find((r) => !r.isSingle) ?? ranges[0] ?? null;
}

/** ISO-8601 partial date: "2020" or "2020-03". */
export function toIsoDate(date: PartialDate): string {
  const year = String(date.year).padStart(4, "0");
  return date.month ? `${year}-${String(date.month).padStart(2, "0")}` : year;
}

/** Parses an ISO partial date back ("2020-03" -> { year: 2020, month: 3 }). */
export function fromIsoDate(iso: string): PartialDate | null {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(iso);
  if (!m) return null;
  return m[2] ? { year: Number(m[1]), month: Number(m[2]) } : { year: Number(m[1]) };
}

/** True when a string mentions something date-like that should have parsed (for warnings). */
export function looksDateLike(text: string): boolean {
  return new RegExp(`\\b(?:${MONTH_NAMES})\\b\\.?\\s*\\d|\\b(?:19|20)\\d{2}\\b`, "i").test(text);
}

/**
 * Tokenising and normalising shared by the taxonomy build, the skill matcher, the JD parser and
 * the scorer, so that all of them cut text the same way.
 */

export interface Token {
  /** The token as written. */
  text: string;
  /** Lower-cased form used for lookups. */
  norm: string;
  start: number;
  end: number;
}

// Letters/digits, with inner "." "-" "/" "&" "'" joins (Node.js, CI/CD, R&D, scikit-learn) and
// trailing "+"/"#" (C++, C#, F#); a leading "." keeps .NET.
const TOKEN_RE = /\.?[\p{L}\p{N}][\p{L}\p{N}]*(?:[.\-/&'][\p{L}\p{N}]+)*[+#]*/gu;

/** Splits text into tokens with offsets. `tokenize("Node.js, C++")` -> ["Node.js", "C++"]. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index ?? 0;
    tokens.push({ text: m[0], norm: m[0].toLowerCase(), start, end: start + m[0].length });
  }
  return tokens;
}

const ONE_LETTER_JOIN = /^(?:\p{L}-[\p{L}\p{N}]{2,}|[\p{L}\p{N}]{2,}-\p{L})$/u;

/**
 * Splits compound tokens ("Python/Django", "e.g.", "front-end") into their parts unless the whole
 * token is known (`keep` returns true), so "CI/CD" stays one token and "React/Redux" becomes two.
 */
export function splitCompounds(tokens: Token[], keep: (norm: string) => boolean): Token[] {
  const out: Token[] = [];
  for (const whole of tokens) {
    // "HEC-HMS/HEC-RAS": names known whole on each side of a slash stay whole.
    const parts = /.\/./.test(whole.text) && !keep(whole.norm) ? slashParts(whole) : [whole];
    for (const t of parts) splitOne(t, keep, out);
  }
  return out;
}

/** A token's parts between slashes, each a token of its own. */
function slashParts(t: Token): Token[] {
  const out: Token[] = [];
  for (const m of t.text.matchAll(/[^/]+/g)) {
    const start = t.start + (m.index ?? 0);
    out.push({ text: m[0], norm: m[0].toLowerCase(), start, end: start + m[0].length });
  }
  return out;
}

/** One token into `out`, split into its parts unless known whole (see `splitCompounds`). */
function splitOne(t: Token, keep: (norm: string) => boolean, out: Token[]): void {
  // A single letter joined by a hyphen makes one name ("C-SSRS", "E-Verify"): its longer part
  // alone would be another thing (SSRS is SQL Server Reporting Services).
  if (!/[.\-/&']/.test(t.text.slice(1)) || keep(t.norm) || ONE_LETTER_JOIN.test(t.text)) {
    out.push(t);
    return;
  }
  // A word written with a hyphen that is known without it: "take-off's" is "takeoffs".
  const joined = /^[\p{L}]+(?:-[\p{L}]+)+(?:'s)?$/u.test(t.norm) ? t.norm.replace(/['-]/g, "") : "";
  if (joined && keep(joined)) {
    out.push({ ...t, norm: joined });
    return;
  }
  const re = /\.?[\p{L}\p{N}]+[+#]*/gu;
  for (const m of t.text.matchAll(re)) {
    const s = t.start + (m.index ?? 0);
    // A leading "." inside a compound ("Node.js" unknown) is a separator, not ".NET".
    const text = m.index && m[0].startsWith(".") ? m[0].slice(1) : m[0];
    const start = m.index && m[0].startsWith(".") ? s + 1 : s;
    out.push({ text, norm: text.toLowerCase(), start, end: start + text.length });
  }
}

/** Normalises a skill name or alias to its lookup key: `normalizeKey(" React.JS ")` -> "react.js". */
export function normalizeKey(s: string): string {
  return tokenize(s)
    .map((t) => t.norm)
    .join(" ");
}

const STEM_EXCEPTIONS = new Set([
  "analysis",
  "business",
  "process",
  "access",
  "class",
  "express",
  "less",
]);

/**
 * Two forms of one word by their first five letters ("therapy", "therapist"; "operation",
 * "operator"); a shorter word only as written. `nearWord("crane", "cranes")` -> true.
 */
export const nearWord = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.slice(0, 5) === a.slice(0, 5));

/**
 * British spellings in their American form, so that one word meets itself across the two: ESCO's
 * occupations are written in British English, most postings and resumes here in American.
 * Whole-word patterns on common roots only ("advise", "exercise" and "merchandise" are -ise in
 * both). `usSpelling("counselling")` -> "counseling", `usSpelling("centre")` -> "center".
 */
const US_SPELLING: Array<[RegExp, string]> = [
  [
    /^(labo|colo|behavio|harbo|hono|favo|neighbo|flavo|humo|odo|endeavo|parlo|armo|tumo|rumo|vapo|vigo|savo)ur/,
    "$1r",
  ],
  [/^(cent|theat|met|lit|fib|calib|spect|lust|meag|somb)re(s|d)?$/, "$1er$2"],
  [
    /^(organ|real|recogn|special|util|priorit|optim|minim|maxim|standard|author|custom|visual|summar|categor|critic|memor|mobil|stabil|synchron|sanit|steril|immun|hospital|computer|modern|harmon|apolog|familiar|final|normal|central|capital|social|emphas|general|commercial|monet|legal|personal|character|symbol|econom|digit|human|local|global|energ|material|privat|item|theor|scrutin|sympath|subsid|revolution|fertil|neutral|polar|serial|colon)is(e|es|ed|ing|er|ers|ation|ations)$/,
    "$1iz$2",
  ],
  [/^(anal|paral|catal|dial)ys(e|es|ed|ing|er|ers)$/, "$1yz$2"],
  [
    /^(counsel|travel|model|label|cancel|fuel|signal|level|channel|tunnel|dial|total|equal|jewel|marshal)l(ing|ed|er|ers|or|ors)$/,
    "$1$2",
  ],
  [/^jewell?ery$/, "jewelry"],
  [/^(enrol|fulfil)(s|ment|ments)?$/, "$1l$2"],
  [/paed/, "ped"],
  [/^(an)?aes/, "$1es"],
  [/haem/, "hem"],
  [/gynaec/, "gynec"],
  [/^oe(soph|str|dem)/, "e$1"],
  [/(leuk|an)aem/, "$1em"],
  [/^foet/, "fet"],
  [/^manoeuv/, "maneuv"],
  [/^programme(s)?$/, "program$1"],
  [/^catalogu(e|es|ed|ing)$/, "catalog$1"],
  [/^tyre(s)?$/, "tire$1"],
  [/^mould/, "mold"],
  [/^grey(s|ed|ing)?$/, "gray$1"],
  [/^aluminium$/, "aluminum"],
  [/^plough/, "plow"],
  [/^cheque(s)?$/, "check$1"],
  [/^(defen|licen|offen)ce(s|d)?$/, "$1se$2"],
  [/^practis(e|es|ed|ing)$/, "practic$1"],
  [/^sceptic/, "skeptic"],
  [/^(judg|acknowledg)ement(s)?$/, "$1ment$2"],
  [/^ageing$/, "aging"],
  [/^enquir/, "inquir"],
];

export function usSpelling(lower: string): string {
  let out = lower;
  for (const [pattern, us] of US_SPELLING) out = out.replace(pattern, us);
  return out;
}

/**
 * A term that names a thing or a person by "-er"/"-or" ("servers", "routers", "customers"), kept
 * apart from the verb its stem shares ("served", "routed", "customized") where a posting's key
 * words are matched. `agentTerm("servers", "serv")` -> "serv+er"; a stem that keeps the ending is
 * itself: `agentTerm("order", "order")` -> "order".
 */
export function agentTerm(surface: string, term: string): string {
  return /(?:er|or)s?$/i.test(surface) && !/(?:er|or)$/.test(term) ? `${term}+er` : term;
}

/** A light English stemmer for relevance terms: `stem("managing")` -> "manag", `stem("databases")` -> "databas". */
export function stem(word: string): string {
  const hit = stemCache.get(word);
  if (hit !== undefined) return hit;
  const out = stemOnce(word);
  // Words repeat across a batch; the cache is bounded so a long run cannot grow it without end.
  if (stemCache.size >= 50_000) stemCache.clear();
  stemCache.set(word, out);
  return out;
}
const stemCache = new Map<string, string>();

function stemOnce(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3 || STEM_EXCEPTIONS.has(w) || /[^a-z]/.test(w)) return w;
  w = usSpelling(w);
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is"))
    w = w.slice(0, -1);
  for (const suf of [
    "ational",
    "ization",
    "isation",
    "ingly",
    "ments",
    "ment",
    "ness",
    "ing",
    "ed",
    "ers",
    "er",
    "ly",
    "ity",
    "ive",
    "ion",
    "al",
    "e",
    "y",
  ]) {
    if (w.endsWith(suf) && w.length - suf.length >= 4) {
      w = w.slice(0, -suf.length);
      break;
    }
  }
  return w;
}

/** Words that carry no meaning for matching a resume to a job. */
export const STOPWORDS = new Set(
  `a about above across after again against all also am an and any are as at be been before being
below between both but by can could did do does doing down during each etc few for from further had
has have having he her here hers him his how i if in into is it its itself just me more most my no
nor not now of off on once only or other our ours out over own same she should so some such than
that the their theirs them then there these they this those through to too under until up upon us
very was we were what when where which while who whom why will with within without would you your
yours yourself per via e g i.e e.g including include includes using use used well new one two three
four five six seven eight nine ten first second may must shall able ability across like etc
ll ve re s t d m sq ft lb lbs kg oz hrs yr yrs`.split(/\s+/),
);

/** Resume and JD boilerplate: common in every document, so it says nothing about fit. */
export const BOILERPLATE = new Set(
  `experience experienced years year skills skill strong excellent good great knowledge work working
worked job role responsibilities responsible team teams candidate ideal looking seeking hiring join company
required require requires requiring requirements preferred plus bonus proficient proficiency familiar familiarity understanding
ability demonstrated proven solid sound deep high highly level summary description qualifications
qualification position opportunity including various multiple related relevant equivalent minimum
least preferably degree etc professional name email phone address personal information education
hands hands-on key ensure ensuring support supporting help make new based within across effective
effectively efficient efficiently successful successfully ensure exceptional outstanding passionate
dedicated dynamic detail oriented environment background interest mastery knowledgeable adept capable comfortable
competence competent skilled vigilant vast usage especially prior expertise expert understanding
proficiently capability capabilities abilities able hour hours hourly`.split(/\s+/),
);

/**
 * Where a run-on paste glued two words into one token ("RESPONSIBILITIESExecute",
 * "managementExcel", "LevelPURPOSE"): 2+ lower-case letters followed by a capital, or 3+ capitals
 * followed by a capitalised word. "JavaScript" and "PowerPoint" glue the same way; `splitGlued`
 * decides per token.
 */
const GLUE_RE = /(?<=\p{Ll}{2})(?=\p{Lu})|(?<=\p{Lu}{3})(?=\p{Lu}\p{Ll}{2})/u;

/** "non-" and "anti-" before a word: kept on it ("nonsteril"), never a term of its own. */
const NEGATING_PREFIX = /^(non|anti)-(?=\p{L})/u;

/**
 * Content terms of a text for relevance: tokens minus stopwords/boilerplate, stemmed. A glued
 * token is cut into its words when `splitGlued(token)` says so.
 */
export function contentTerms(
  text: string,
  splitGlued?: (token: Token) => boolean,
): Array<{ term: string; start: number; end: number }> {
  const out: Array<{ term: string; start: number; end: number }> = [];
  for (const whole of tokenize(text)) {
    if (CJK.test(whole.text)) {
      cjkTerms(whole, out);
      continue;
    }
    const tokens =
      splitGlued && GLUE_RE.test(whole.text) && splitGlued(whole) ? unglue(whole) : [whole];
    for (const t of tokens) {
      // Each part of a compound ("direction.Achievement/Effort") points at its own letters, unless
      // lower-casing changed the token's length.
      const own = t.norm.length === t.text.length;
      let at = t.start;
      // "non-sterile" is one word, the opposite of "sterile": its prefix stays on it.
      const norm = t.norm.replace(NEGATING_PREFIX, "$1\u0000");
      for (const raw of norm.split(/[.\-/&']/)) {
        const part = raw.replace("\u0000", "");
        const start = at;
        at += raw.length + 1;
        // "2+", "401", "24/7": a figure is no word of the work.
        if (
          part.length < 2 ||
          STOPWORDS.has(part) ||
          BOILERPLATE.has(part) ||
          /^\d+[+#]*$/.test(part)
        )
          continue;
        out.push({
          term: stem(part),
          start: own ? start : t.start,
          end: own ? start + raw.length : t.end,
        });
      }
    }
  }
  return out;
}

/**
 * Chinese, Japanese and Korean letters, for a character class: written without spaces between
 * words, or with particles glued on.
 */
export const CJK_LETTERS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
const CJK = new RegExp(`[${CJK_LETTERS}]`, "u");
/** A run of those letters (with the long-vowel mark "ー"), or a run of anything else. */
const CJK_RUN = new RegExp(`[${CJK_LETTERS}\u30fc]+|[^${CJK_LETTERS}\u30fc]+`, "gu");
const KANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;

/**
 * The terms of a token in Chinese, Japanese or Korean letters: each pair of neighbouring letters
 * ("介護", "護支", "支援"), as search engines index these scripts, since no space marks a word
 * ("主任介護支援専門員" is one token). A pair wholly in hiragana is grammar ("して", "ます"), no
 * word of the work. Letters of another script in the token are read as any word.
 * `cjkTerms("介護支援")` -> "介護", "護支", "支援".
 */
function cjkTerms(t: Token, out: Array<{ term: string; start: number; end: number }>): void {
  for (const m of t.text.matchAll(CJK_RUN)) {
    const start = t.start + (m.index ?? 0);
    const run = m[0];
    if (!CJK.test(run)) {
      const part = run.toLowerCase().replace(/^[.\-/&']+|[.\-/&']+$/g, "");
      if (
        part.length >= 2 &&
        !STOPWORDS.has(part) &&
        !BOILERPLATE.has(part) &&
        !/^\d+[+#]*$/.test(part)
      )
        out.push({ term: stem(part), start, end: start + run.length });
      continue;
    }
    const letters = [...run];
    for (let i = 0, at = start; i + 1 < letters.length; at += letters[i]!.length, i++) {
      const pair = letters[i]! + letters[i + 1]!;
      if (KANA_ONLY.test(pair)) continue;
      out.push({ term: pair, start: at, end: at + pair.length });
    }
  }
}

/** `unglue("managementExcel")` -> "management", "Excel", with their offsets. */
function unglue(t: Token): Token[] {
  const out: Token[] = [];
  let start = 0;
  for (const piece of t.text.split(new RegExp(GLUE_RE.source, "gu"))) {
    out.push({
      text: piece,
      norm: piece.toLowerCase(),
      start: t.start + start,
      end: t.start + start + piece.length,
    });
    start += piece.length;
  }
  return out;
}

/** `withoutBrackets("A (B and C) or D")` -> "A   or D": a text's words outside brackets. */
export function withoutBrackets(text: string): string {
  return text.replace(/\([^()]*\)/g, " ");
}

/** The whole line (or lines) of `text` that `[start, end)` stands on. */
export function lineOf(text: string, span: { start: number; end: number }): string {
  const { start, end } = lineBounds(text, span);
  return text.slice(start, end);
}

/** Where the line (or lines) holding `span` start and end in `text`. */
export function lineBounds(
  text: string,
  span: { start: number; end: number },
): { start: number; end: number } {
  const end = text.indexOf("\n", span.end);
  return { start: text.lastIndexOf("\n", span.start - 1) + 1, end: end < 0 ? text.length : end };
}

/**
 * Whether the words of a credential's whole name spell `initials`: each word gives its first
 * letter, and may give later letters of its own in order ("Paraoptometric" gives the P and O of
 * "CPOA", "Certified Paraoptometric Assistant"); a small word gives its letter or none.
 */
export function spellsInitials(name: string, initials: string): boolean {
  const words = name.match(/[\p{L}\d]+/gu) ?? [];
  const from = (w: number, i: number): boolean => {
    if (w === words.length) return i === initials.length;
    const word = words[w]!.toUpperCase();
    if (SMALL_WORD.test(word) && from(w + 1, i)) return true;
    if (word[0] !== initials[i]) return false;
    // The word's first letter, then as many of the next initials as it holds in order.
    let at = 1;
    for (let k = i + 1; ; k++) {
      if (from(w + 1, k)) return true;
      if (k >= initials.length) return false;
      at = word.indexOf(initials[k]!, at) + 1;
      if (!at) return false;
    }
  };
  return from(0, 0);
}
/** `text` as a regex that matches it literally: `escapeRegExp("C++")` -> "C\\+\\+". */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The small words of names in other languages, which their initials skip as they skip "of":
 * "Ordre des … du Québec", "Ordem dos Contabilistas Certificados", "Фармацевтска комора на
 * Македонија" (ФКМ), "Técnico en Mantenimiento de Aeronaves" (TMA).
 */
export const FOREIGN_NAME_PARTICLES =
  "de|des|du|di|da|do|dos|das|del|della|degli|dei|delle|der|die|den|van|voor|et|y|e|en|em|und|la|le|les|el|los|al|din|i|u|w|z|za|na|od|ve|и|на|за|од|во|в";
/** Words an acronym skips (the words arrive in capitals). */
const SMALL_WORD = new RegExp(`^(?:of|and|in|the|for|&|${FOREIGN_NAME_PARTICLES})$`, "i");

/** A credential's initials: "NNP-BC", "CMI", "AGACNP-BC". */
const INITIALS = String.raw`[A-Z][A-Z0-9]{1,6}(?:-[A-Z]{1,4})?`;
const INITIALS_AFTER = new RegExp(
  String.raw`^\s*(?:\(\s*(${INITIALS})\s*\)|:\s*(${INITIALS})\b|[\u2013\u2014-]\s+(?:\p{Lu}[\p{L}-]*\s+){1,3}\(\s*(${INITIALS})\s*\))`,
  "u",
);
const INITIALS_ENDING = new RegExp(String.raw`\(\s*(${INITIALS})\s*\)$`);
const INITIALS_OPENING = new RegExp(String.raw`^(${INITIALS})\s*\(`);

/**
 * The initials a text writes beside the credential it names at `[start, end)`, when the name's
 * words spell them: "… Practitioner (NNP-BC)", "… Practitioner: AGACNP-BC", "… Practitioner –
 * Primary Care (CPNP-PC)", "CFI (Certified Floorcovering Installers …)".
 */
export function initialsBeside(text: string, start: number, end: number): string | undefined {
  const named = text.slice(start, end);
  const m =
    INITIALS_ENDING.exec(named) ??
    INITIALS_AFTER.exec(text.slice(end, end + 60)) ??
    INITIALS_OPENING.exec(named);
  const initials = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!initials) return undefined;
  // "Adult-Gerontology Acute Care …" spells the A and G of "AGACNP".
  const capitals = (named.replace(/-/g, " ").match(/\p{Lu}[\p{L}']*/gu) ?? [])
    .map((w) => w[0])
    .join("");
  return capitals.includes(initials.split("-")[0]!.replace(/\d/g, "")) ? initials : undefined;
}

/**
 * Text clean-up shared by every reader: unicode (NFKC, ligatures), odd spaces and control
 * characters, bullet glyphs, and words hyphenated at a line end.
 */

/** The one bullet marker every reader emits at the start of a list item. */
export const BULLET = "•";

// Glyphs résumé templates use as list bullets. "-", "*", "o" and "+" only count with a space after.
const BULLET_GLYPHS = "•▪●◦➢➣➤►▶▸▹‣⁃○■□◆◇❖✓✔✗✘➔→⇒♦◾◽▫∙⦁⁌⁍⊙◉◘◙❑❒❍➜➝➞➟➠➡➥➦➧➨⮚⯈☐☑☒✦✧★☆·»›";
const BULLET_AT_START = new RegExp(
  `^[ \\t]*(?:[${BULLET_GLYPHS}\\uE000-\\uF8FF]+|[-*+–—](?=[ \\t])|o(?=[ \\t]+[A-Z]))[ \\t]*`,
);
const PRIVATE_USE = /[\uE000-\uF8FF]/g;
// Spaces other than " " and "\t" (NBSP, thin, ideographic...) and zero-width characters.
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const ZERO_WIDTH = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const HYPHENS = /[\u2010\u2011\u2043]/g;

// Parts of genuinely hyphenated compounds: when a line ends "cloud-" and the next starts
// "native", the hyphen is kept ("cloud-native"), otherwise "experi-" + "ence" is rejoined.
const COMPOUND_TAILS = new Set(
  "based driven native time end level oriented scale facing stack side solving making specific friendly related focused aware first party term wide free like centric year years month months day week hour minute person up down on off out in over to by the of and or house source grade rate class critical intensive sensitive tier service self profit cost value".split(
    " ",
  ),
);
const COMPOUND_HEADS = new Set(
  "self cross co non multi full front back high low well real long short end e pre post inter intra cloud data team client customer user problem decision detail results goal fast mid top self-".split(
    " ",
  ),
);

/** Decides whether "head-" at a line end and "tail" at the next line's start form one word. */
function joinHyphenated(head: string, tail: string): string {
  const h = head.toLowerCase();
  const t = tail.toLowerCase().replace(/[^a-z]+$/, "");
  if (COMPOUND_TAILS.has(t) || COMPOUND_HEADS.has(h) || /\d/.test(head)) return `${head}-${tail}`;
  return head + tail;
}

// Windows-1252's letters in 0x80..0x9F, by the byte they stand for.
const CP1252: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const MOJIBAKE_RUN = new RegExp(
  `[\u00C2-\u00F4][\u0080-\u00BF${Object.keys(CP1252).join("")}]{1,3}`,
  "g",
);
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Repairs UTF-8 that was decoded as Windows-1252 or Latin-1 on its way into the document:
 * "ï¼š" -> "：", "Ã©" -> "é", "â€™" -> "’". Only a run that forms one valid UTF-8 character is
 * replaced, so real accented text ("São", "Ã" alone) is left as it is. A three-byte character
 * whose last byte was lost (a Latin-1 control character dropped on the way: "ï¼ City") becomes
 * U+FFFD, the honest "unknown character", instead of letters that were never written.
 */
export function repairMojibake(text: string): string {
  if (!/[\u00C2-\u00F4]/.test(text)) return text;
  // A PDF reader's NFKC may already have split the "¼" of "ï¼" into "1⁄4".
  const unfolded = text.replace(/(?<=[\u00C2-\u00F4])([13])\u2044([24])/g, (all, a, b) =>
    a === "1" ? (b === "4" ? "¼" : "½") : b === "4" ? "¾" : all,
  );
  return unfolded.replace(MOJIBAKE_RUN, (run, offset: number, whole: string) => {
    const bytes = Uint8Array.from(run, (ch) => CP1252[ch] ?? ch.charCodeAt(0));
    const need = bytes[0]! >= 0xf0 ? 4 : bytes[0]! >= 0xe0 ? 3 : 2;
    if (bytes.length < need) {
      const after = whole[offset + run.length] ?? " ";
      const truncated = need === 3 && bytes.length === 2 && /[\s,.;:)\]]/.test(after);
      return truncated ? "\uFFFD" : run;
    }
    try {
      return strictUtf8.decode(bytes.subarray(0, need)) + run.slice(need);
    } catch {
      return run;
    }
  });
}

/**
 * The first byte of a UTF-8 no-break space or soft hyphen (C2 A0, C2 AD) decoded as Latin-1,
 * left alone after the reader dropped the second byte: "Present Â A wholesale…" (a space),
 * "inÂhouse", "offÂline" (a hyphen). A capital Â is never written between two lower-case
 * letters nor alone after a space, so the repair leaves real text ("CHÂTEAU", "Âge") as it is.
 * @example dropStrayLatin1Marks("inÂhouse team Â Led") // "in-house team  Led"
 */
export function dropStrayLatin1Marks(text: string): string {
  if (!text.includes("\u00C2")) return text;
  return text
    .replace(/(?<=\p{Ll})\u00C2(?=\p{Ll})/gu, "-")
    .replace(/(?<=^|[\s\p{Ll}\p{N}.,;:)])\u00C2(?=[ \t\u00A0]|$)/gmu, "");
}

/** Drops C0/C1 control characters except tab and newline. */
function stripControls(text: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f)) {
      out += text.slice(from, i);
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Rejoins words broken with a hyphen at a line end: "experi-\nence in" -> "experience\nin". */
export function dehyphenate(lines: string[]): string[] {
  const out = lines.slice();
  for (let i = 0; i < out.length - 1; i++) {
    const line = out[i]!;
    const m = /([A-Za-z\u00C0-\u024F]{2,})-$/.exec(line);
    if (!m || /[\s\t]-$/.test(line)) continue;
    const next = out[i + 1]!;
    const n = /^([a-z\u00DF-\u00FF][A-Za-z\u00C0-\u024F]*)([^\s]*)(\s*)/.exec(next);
    if (!n) continue;
    const joined = joinHyphenated(m[1]!, n[1]!);
    out[i] = line.slice(0, line.length - m[0].length) + joined + n[2]!;
    out[i + 1] = next.slice(n[0].length);
    if (out[i + 1] === "") {
      out.splice(i + 1, 1);
    }
  }
  return out;
}

/** Replaces a leading bullet glyph by the one marker, e.g. "➢  Led a team" -> "• Led a team". */
export function normalizeBullet(line: string): string {
  const m = BULLET_AT_START.exec(line);
  if (!m) return line;
  const rest = line.slice(m[0].length);
  return rest ? `${BULLET} ${rest}` : BULLET;
}

export interface NormalizeOptions {
  /** Rejoin words hyphenated at line ends (for laid-out text such as PDF). */
  dehyphenate?: boolean;
}

/**
 * A name without its trademark sign (™, ℠), which says nothing of what it names:
 * `withoutTradeMarks("CHI™-Mandarin")` -> "CHI-Mandarin".
 */
export const withoutTradeMarks = (text: string) => text.replace(/[\u2122\u2120]/g, "");

/**
 * Cleans extracted text into the engine's plain-text form.
 * @example normalizeText("ﬁnance\u00A0team\r\n▪ Led") // "finance team\n• Led"
 */
export function normalizeText(input: string, options: NormalizeOptions = {}): string {
  let text = input.replace(/\r\n?/g, "\n").replace(/[\f\v\u2028\u2029\u0085]/g, "\n");
  // Before NFKC, which would turn the "¼" of a garbled "ï¼š" into "1⁄4", and a trademark's
  // sign into letters glued to its name ("Interpreter™" into "InterpreterTM").
  text = withoutTradeMarks(dropStrayLatin1Marks(repairMojibake(text))).normalize("NFKC");
  text = stripControls(text)
    .replace(ZERO_WIDTH, "")
    .replace(ODD_SPACES, " ")

    .replace(HYPHENS, "-")
    // A hyphen drawn twice (hyphen + non-breaking hyphen) between two word characters.
    .replace(/([\p{L}\p{N}])-{2,}(?=[\p{L}\p{N}])/gu, "$1-");
  let lines = text.split("\n").map((raw) => {
    let line = normalizeBullet(raw);
    // Private-use glyphs (icon fonts) left mid-line are decoration, not text.
    line = line.replace(PRIVATE_USE, " ");
    line = line.replace(/[ ]*\t[ \t]*/g, "\t").replace(/ {2,}/g, " ");
    return line.replace(/^[ \t]+|[ \t]+$/g, "");
  });
  // A bullet alone on its line belongs to the next line.
  const merged: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === BULLET) {
      let j = i + 1;
      while (j < lines.length && lines[j] === "") j++;
      if (j < lines.length && lines[j] !== BULLET) {
        lines[j] = `${BULLET} ${lines[j]!.replace(/^•\s*/, "")}`;
        i = j - 1;
        continue;
      }
      continue;
    }
    merged.push(line);
  }
  lines = options.dehyphenate ? dehyphenate(merged) : merged;
  // At most one blank line in a row, none at the ends.
  const out: string[] = [];
  for (const line of lines) {
    if (line === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.join("\n");
}

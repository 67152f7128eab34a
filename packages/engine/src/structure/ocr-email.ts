/**
 * OCR misreads letters of an e-mail address the way it never misreads a whole name: "john.doc@"
 * under "John Doe". When every word of the mailbox is a word of the name read from the same page,
 * or differs from exactly one of them only by letters OCR confuses (c/e, o/0, l/1/i, s/5), the
 * mailbox is spelled as the name is. Anything less certain is left as read.
 */

/** Characters OCR reads for one another in print. */
const CONFUSED: Record<string, string> = {
  c: "e",
  e: "c",
  o: "0",
  "0": "o",
  l: "1i",
  "1": "li",
  i: "l1",
  s: "5",
  "5": "s",
};

const confusable = (read: string, written: string) =>
  read.length === written.length &&
  [...read].every((ch, i) => ch === written[i] || (CONFUSED[ch] ?? "").includes(written[i]!));

/**
 * The e-mail with its mailbox words spelled as the name's, or the e-mail as read when that is
 * not certain. `correctOcrEmail("john.doc@mail.com", "John Doe")` -> "john.doe@mail.com".
 */
export function correctOcrEmail(email: string, name: string | undefined): string {
  const at = email.indexOf("@");
  if (at <= 0 || !name) return email;
  const words = [...new Set(name.toLowerCase().match(/\p{L}{2,}/gu) ?? [])];
  const parts = email.slice(0, at).split(/([._-])/);
  let changed = false;
  const fixed: string[] = [];
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (part.length < 2 || /^[._-]$/.test(part) || /^\d+$/.test(part) || words.includes(lower)) {
      fixed.push(part);
      continue;
    }
    const candidates = words.filter((w) => confusable(lower, w));
    // A mailbox word that is no name word, or could be two of them, is not ours to respell.
    if (candidates.length !== 1) return email;
    fixed.push(candidates[0]!);
    changed = true;
  }
  return changed ? `${fixed.join("")}${email.slice(at)}` : email;
}

/**
 * OCR loses the gaps of a letter-spaced name ("J O H N   D O E" reads "JOHNDOE"). When the top
 * line is one word that is exactly the e-mail's mailbox words run together, those words give
 * where it splits; anything else is left alone.
 * `splitGluedName("JOHNDOE\n…", "john.doe@mail.com")` -> { name: "John Doe", span: { start: 0, end: 7, … } }
 */
export function splitGluedName(
  text: string,
  email: string | undefined,
): { name: string; span: { start: number; end: number; text: string } } | undefined {
  const mailbox = email?.split("@")[0];
  if (!mailbox) return undefined;
  const words = mailbox.split(/[._-]+/).filter(Boolean);
  if (words.length < 2 || words.some((w) => !/^\p{L}{2,}$/u.test(w))) return undefined;
  const top = /^\s*(\S+)[ \t]*(?:\n|$)/.exec(text);
  if (!top || !/^\p{L}+$/u.test(top[1]!)) return undefined;
  const glued = top[1]!;
  if (glued.toLowerCase() !== words.join("").toLowerCase()) return undefined;
  const parts: string[] = [];
  let at = 0;
  for (const w of words) {
    parts.push(glued.slice(at, at + w.length));
    at += w.length;
  }
  const cased = parts.map((p) =>
    p === p.toUpperCase() ? p.charAt(0) + p.slice(1).toLowerCase() : p,
  );
  const start = top.index + top[0].indexOf(glued);
  return { name: cased.join(" "), span: { start, end: start + glued.length, text: glued } };
}

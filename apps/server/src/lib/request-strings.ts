/** The field message for text a database would refuse (NUL) or silently alter (lone surrogates). */
export const UNSAFE_TEXT_MESSAGE =
  "Contains characters that are not allowed (a NUL character or broken Unicode).";

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text with each lone surrogate replaced by U+FFFD (what a UTF-8 encoder would write). */
export function toWellFormedText(text: string): string {
  return text.replace(new RegExp(LONE_SURROGATE, "g"), "\uFFFD");
}

/** True when a string can be stored and read back unchanged: no NUL and no lone UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

// Only parsed JSON and query objects (the query parser's have no constructor): a Buffer or stream
// body is not text and is left alone.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const maker = (value as { constructor?: unknown }).constructor;
  return maker === undefined || maker === Object;
}

/**
 * The dotted paths ("name", "items.0.title") of every string or object key in a parsed request part
 * that is not storable text. Walks iteratively: a deeply nested JSON body must not overflow the stack.
 */
export function findUnsafeTextPaths(value: unknown, maxPaths = 20): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length > 0 && found.length < maxPaths) {
    const next = pending.pop() as { value: unknown; path: string };
    if (typeof next.value === "string") {
      if (!isStorableText(next.value)) found.push(next.path || "_");
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        pending.push({ value: item, path: join(next.path, String(index)) });
      });
    } else if (isPlainObject(next.value)) {
      for (const [key, item] of Object.entries(next.value)) {
        if (!isStorableText(key)) found.push(join(next.path, toWellFormedText(key)));
        else pending.push({ value: item, path: join(next.path, key) });
      }
    }
  }
  return found;
}

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

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string;
}

const MAX_PATH_SEGMENTS = 12;

// Built only for a refused field; past a sensible depth the path is cut, so that a 400,000-deep
// body never names a 1 MB field.
function pathOf(visit: Visit, lastKey?: string): string {
  const keys = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  keys.reverse();
  return (
    (keys.length > MAX_PATH_SEGMENTS ? keys.slice(0, MAX_PATH_SEGMENTS) : keys).join(".") || "_"
  );
}

/**
 * The dotted paths ("name", "items.0.title") of every string or object key in a parsed request part
 * that is not storable text. Walks iteratively: a deeply nested JSON body must not overflow the stack.
 */
export function findUnsafeTextPaths(value: unknown, maxPaths = 20): string[] {
  const found: string[] = [];
  const pending: Visit[] = [{ value, parent: null, key: "" }];
  while (pending.length > 0 && found.length < maxPaths) {
    const visit = pending.pop() as Visit;
    const current = visit.value;
    if (typeof current === "string") {
      if (!isStorableText(current)) found.push(pathOf(visit));
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        const item = current[index];
        if (typeof item === "object" || typeof item === "string")
          pending.push({ value: item, parent: visit, key: String(index) });
      }
    } else if (isPlainObject(current)) {
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        if (!isStorableText(key)) {
          found.push(pathOf(visit, toWellFormedText(key)));
          continue;
        }
        const item = current[key];
        if (typeof item === "object" || typeof item === "string")
          pending.push({ value: item, parent: visit, key });
      }
    }
  }
  return found;
}

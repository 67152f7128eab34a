// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what must go
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Makes a string PostgreSQL can store: no NUL (refused in text and jsonb) and no unpaired UTF-16
 * surrogate (a jsonb "\ud800" escape is refused; in text it would silently become U+FFFD).
 * @example cleanString("A\u0000b\ud800c") // "Ab\ufffdc"
 */
export function cleanString(value: string): string {
  return value.replace(NUL, "").replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * The one gate for everything stored from a document (its text, the parsed resume, the match and
 * its evidence, insights): every string in the value, keys included, cleaned by cleanString.
 */
export function cleanForStorage<T>(value: T): T {
  if (typeof value === "string") return cleanString(value) as T;
  if (Array.isArray(value)) return value.map((item) => cleanForStorage(item)) as T;
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const cleaned: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    cleaned[cleanString(key)] = cleanForStorage(item);
  return cleaned as T;
}

/**
 * The version of the scoring engine, recorded with every score (decision log, results): a result
 * is reproducible only with the engine that produced it. Raise it whenever a change to reading,
 * structure, skills or scoring can change a score; a bias audit made under another version is
 * flagged as out of date.
 */
export const ENGINE_VERSION = "2026.11.23";

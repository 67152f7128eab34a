/**
 * "Is this line a skill's own name?" without the taxonomy: the structurer asks it of short lines
 * ("Blueprint Reading", "Operations" are no employer), and loading the 2 MB taxonomy for it cost
 * `hirelens parse` about 350 ms of its start. data/skill-names.txt holds the lower-cased names,
 * one per line; scripts/build-taxonomy.ts writes it with the taxonomy, from `ownSkillNames()`, and
 * a test keeps the two in step.
 */
import { readFileSync } from "node:fs";

let names: Set<string> | undefined;

/**
 * Whether `text` is exactly a skill's name, in any case and with spaces around it.
 * @example isSkillOwnName(" microsoft office ") // true
 */
export function isSkillOwnName(text: string): boolean {
  names ??= new Set(
    readFileSync(new URL("../../data/skill-names.txt", import.meta.url), "utf8").split("\n"),
  );
  return names.has(text.trim().toLowerCase());
}

// Regenerates common-passwords.txt: the 10,000 most common passwords that are at least
// PASSWORD_MIN_LENGTH long (shorter ones are refused anyway), in rank order, lower-cased, from the
// MIT-licensed ranked list of @zxcvbn-ts/language-common (a devDependency; nothing is fetched).
//   npx tsx apps/server/src/lib/data/build-common-passwords.ts
import { writeFileSync } from "node:fs";
import { PASSWORD_MIN_LENGTH } from "@hirelens/contracts";
import { dictionary } from "@zxcvbn-ts/language-common";

const LIMIT = 10_000;
const ranked = (dictionary as Record<string, string[]>)["passwords-common"] ?? [];
const picked = new Set<string>();
for (const password of ranked) {
  if (password.length < PASSWORD_MIN_LENGTH) continue;
  picked.add(password.toLowerCase());
  if (picked.size === LIMIT) break;
}
const target = new URL("./common-passwords.txt", import.meta.url);
writeFileSync(target, `${[...picked].join("\n")}\n`);
console.log(`wrote ${picked.size} passwords to ${target.pathname}`);

import { readFileSync } from "node:fs";
import { PASSWORD_MESSAGES, passwordProblems } from "@hirelens/contracts";

// The 10,000 most common passwords of 8+ characters (see data/build-common-passwords.ts).
const COMMON_PASSWORDS = new Set(
  readFileSync(new URL("./data/common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * Every reason to refuse a new password: the shared structural rules plus the common-password list.
 * Example: checkPassword("password1", {}) -> ["This password is too common. ..."]
 */
export function checkPassword(
  password: string,
  context: { email?: string; name?: string } = {},
): string[] {
  const problems = passwordProblems(password, context);
  if (isCommonPassword(password)) problems.push(PASSWORD_MESSAGES.common);
  return problems;
}

/**
 * Live password feedback for the register, reset and change-password forms. The server has the
 * last word (it also refuses the most common passwords); this tells the user why before they send.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// A few of the most used passwords: the server holds the full list, this catches the obvious ones
// while typing.
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password123",
  "passw0rd",
  "12345678",
  "123456789",
  "1234567890",
  "qwertyuiop",
  "qwerty123",
  "iloveyou",
  "11111111",
  "00000000",
  "abc12345",
  "abcd1234",
  "welcome1",
  "letmein1",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "admin123",
  "trustno1",
  "superman",
]);

export type PasswordRule = { id: string; label: string; isMet: boolean };
export type PasswordStrength = {
  /** 0 (empty) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  label: "" | "Weak" | "Fair" | "Good" | "Strong";
  rules: PasswordRule[];
  /** Why the password is weak, one sentence each; empty when it is acceptable. */
  reasons: string[];
  isAcceptable: boolean;
};

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** `checkPasswordStrength("hunter2")` -> score 1, reasons ["Use at least 8 characters", ...]. */
export function checkPasswordStrength(password: string): PasswordStrength {
  const hasLength = password.length >= PASSWORD_MIN_LENGTH;
  const hasLower = /[a-z]/.test(password);
  const hasUpper = /[A-Z]/.test(password);
  const hasNumber = /\d/.test(password);
  const hasSymbol = /[^A-Za-z0-9]/.test(password);
  const isCommon = password.length > 0 && isCommonPassword(password);
  const rules: PasswordRule[] = [
    { id: "length", label: `At least ${PASSWORD_MIN_LENGTH} characters`, isMet: hasLength },
    { id: "case", label: "Upper and lower case letters", isMet: hasLower && hasUpper },
    { id: "number", label: "A number", isMet: hasNumber },
    { id: "symbol", label: "A symbol", isMet: hasSymbol },
  ];
  if (password.length === 0) return { score: 0, label: "", rules, reasons: [], isAcceptable: false };

  const reasons: string[] = [];
  if (!hasLength) reasons.push(`Use at least ${PASSWORD_MIN_LENGTH} characters`);
  if (isCommon) reasons.push("This is one of the most common passwords");
  if (!(hasLower && hasUpper)) reasons.push("Mix upper and lower case letters");
  if (!hasNumber) reasons.push("Add a number");
  if (!hasSymbol) reasons.push("Add a symbol");

  const variety = [hasLower && hasUpper, hasNumber, hasSymbol].filter(Boolean).length;
  let score: PasswordStrength["score"];
  if (!hasLength || isCommon) score = 1;
  else if (variety <= 1) score = password.length >= 14 ? 3 : 2;
  else if (variety === 2) score = password.length >= 12 ? 4 : 3;
  else score = 4;
  const label = (["", "Weak", "Fair", "Good", "Strong"] as const)[score];
  return { score, label, rules, reasons, isAcceptable: hasLength && !isCommon && password.length <= PASSWORD_MAX_LENGTH };
}

import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblems } from "@hirelens/contracts";

/**
 * Live password feedback for the register, reset and change-password forms. The reasons are the
 * contract's own (`passwordProblems`), so the form and the server refuse the same passwords; the
 * server also refuses the most common ones (PASSWORD_MESSAGES.common), which it answers with.
 */
export type PasswordRule = { id: string; label: string; isMet: boolean };
export type PasswordStrength = {
  /** 0 (empty) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  label: "" | "Weak" | "Fair" | "Good" | "Strong";
  rules: PasswordRule[];
  /** Why the password would be refused, in the contract's words; empty when it is acceptable. */
  reasons: string[];
  isAcceptable: boolean;
};

/** `checkPasswordStrength("hunter22")` -> score 2 ("Fair"), no reasons; `"abc"` -> score 1 with reasons. */
export function checkPasswordStrength(
  password: string,
  context: { email?: string; name?: string } = {},
): PasswordStrength {
  const hasLength = password.length >= PASSWORD_MIN_LENGTH;
  const hasLetter = /\p{L}/u.test(password);
  const hasCase = /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password);
  const hasNumber = /\d/.test(password);
  const hasSymbol = /[^\p{L}\p{N}]/u.test(password);
  const rules: PasswordRule[] = [
    { id: "length", label: `At least ${PASSWORD_MIN_LENGTH} characters`, isMet: hasLength },
    {
      id: "letters",
      label: "Letters and a number or symbol",
      isMet: hasLetter && (hasNumber || hasSymbol),
    },
    { id: "case", label: "Upper and lower case (stronger)", isMet: hasCase },
    { id: "long", label: "12 characters or more (stronger)", isMet: password.length >= 12 },
  ];
  if (password.length === 0)
    return { score: 0, label: "", rules, reasons: [], isAcceptable: false };

  const reasons = passwordProblems(password, context).filter(
    (reason) => reason !== PASSWORD_MESSAGES.required,
  );
  const variety = [hasCase, hasNumber, hasSymbol].filter(Boolean).length;
  let score: PasswordStrength["score"];
  if (reasons.length > 0) score = 1;
  else if (password.length >= 12 && variety >= 2) score = 4;
  else if (variety >= 2 || password.length >= 14) score = 3;
  else score = 2;
  const label = (["", "Weak", "Fair", "Good", "Strong"] as const)[score];
  return { score, label, rules, reasons, isAcceptable: reasons.length === 0 };
}

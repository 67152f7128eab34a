import { PASSWORD_MESSAGES } from "@hirelens/contracts";
import { describe, expect, it } from "vitest";
import { checkPasswordStrength } from "./auth-password";

describe("checkPasswordStrength", () => {
  it("says nothing for an empty password", () => {
    expect(checkPasswordStrength("")).toMatchObject({
      score: 0,
      label: "",
      reasons: [],
      isAcceptable: false,
    });
  });

  it("gives the contract's reasons for a weak password", () => {
    const strength = checkPasswordStrength("abc");
    expect(strength.score).toBe(1);
    expect(strength.isAcceptable).toBe(false);
    expect(strength.reasons).toEqual(
      expect.arrayContaining([
        PASSWORD_MESSAGES.tooShort,
        PASSWORD_MESSAGES.onlyLetters,
        PASSWORD_MESSAGES.repeated,
      ]),
    );
  });

  it("refuses a password that contains the e-mail or the name", () => {
    expect(
      checkPasswordStrength("adalovelace-99", { email: "adalovelace@example.com" }).reasons,
    ).toContain(PASSWORD_MESSAGES.containsEmail);
    expect(checkPasswordStrength("Lovelace#2024", { name: "Ada Lovelace" }).reasons).toContain(
      PASSWORD_MESSAGES.containsName,
    );
  });

  it("grades acceptable passwords by length and variety", () => {
    expect(checkPasswordStrength("hunter22")).toMatchObject({
      score: 2,
      label: "Fair",
      isAcceptable: true,
    });
    expect(checkPasswordStrength("Hunter-22")).toMatchObject({ score: 3, label: "Good" });
    expect(checkPasswordStrength("Ranked-With-Evidence-42")).toMatchObject({
      score: 4,
      label: "Strong",
    });
  });
});

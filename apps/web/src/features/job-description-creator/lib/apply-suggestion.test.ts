import type { WordingIssue } from "@hirelens/contracts";
import { describe, expect, it } from "vitest";
import { applySuggestion, isReplacement } from "./apply-suggestion";

function issue(text: string, phrase: string, suggestion: string): WordingIssue {
  const start = text.indexOf(phrase);
  return {
    phrase,
    category: "masculine-coded",
    start,
    end: start + phrase.length,
    suggestion,
    reason: "r",
  };
}

describe("applySuggestion", () => {
  it("replaces the phrase and shifts the issues after it", () => {
    const text = "We want a rockstar who is aggressive and competitive.";
    const issues = [
      issue(text, "rockstar", "skilled engineer"),
      issue(text, "aggressive", "ambitious"),
    ];
    const first = applySuggestion(text, issues, 0);
    expect(first.text).toBe("We want a skilled engineer who is aggressive and competitive.");
    expect(first.issues).toHaveLength(1);
    const next = first.issues[0] as WordingIssue;
    expect(first.text.slice(next.start, next.end)).toBe("aggressive");
    expect(applySuggestion(first.text, first.issues, 0).text).toBe(
      "We want a skilled engineer who is ambitious and competitive.",
    );
  });

  it("keeps a sentence-initial capital", () => {
    const text = "Dominant players thrive here.";
    expect(applySuggestion(text, [issue(text, "Dominant", "confident")], 0).text).toBe(
      "Confident players thrive here.",
    );
  });

  it("does nothing when the text no longer holds the phrase there", () => {
    const text = "We want a rockstar.";
    const stale = { ...issue(text, "rockstar", "expert"), start: 0, end: 8 };
    expect(applySuggestion(text, [stale], 0).text).toBe(text);
  });

  it("tells replacements from advice", () => {
    expect(isReplacement("collaborative")).toBe(true);
    expect(isReplacement("Consider describing the actual requirement instead.")).toBe(false);
    expect(isReplacement("(remove, or describe the team's energy)")).toBe(false);
    expect(isReplacement("skilled engineer / expert")).toBe(false);
  });
});

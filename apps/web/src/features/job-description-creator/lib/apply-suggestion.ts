import type { WordingIssue } from "@hirelens/contracts";

/**
 * Replaces one flagged phrase with its suggestion and shifts the positions of the issues after it,
 * so the remaining flags still point at their phrases. Suggestions that are advice rather than a
 * replacement (they contain spaces and "consider"/"avoid") are not applied.
 */
export function applySuggestion(
  text: string,
  issues: WordingIssue[],
  index: number,
): { text: string; issues: WordingIssue[] } {
  const issue = issues[index];
  if (!issue || text.slice(issue.start, issue.end).toLowerCase() !== issue.phrase.toLowerCase()) {
    return { text, issues };
  }
  const original = text.slice(issue.start, issue.end);
  // Keep the capital of a sentence-initial phrase.
  const replacement =
    original[0] &&
    original[0] === original[0].toUpperCase() &&
    original[0] !== original[0].toLowerCase()
      ? issue.suggestion.charAt(0).toUpperCase() + issue.suggestion.slice(1)
      : issue.suggestion;
  const delta = replacement.length - (issue.end - issue.start);
  const nextText = text.slice(0, issue.start) + replacement + text.slice(issue.end);
  const nextIssues = issues
    .filter((_, i) => i !== index)
    .map((other) =>
      other.start >= issue.end
        ? { ...other, start: other.start + delta, end: other.end + delta }
        : other,
    );
  return { text: nextText, issues: nextIssues };
}

/** A suggestion that reads as a replacement word or phrase (not a piece of advice). */
export function isReplacement(suggestion: string): boolean {
  return (
    suggestion.length <= 40 &&
    !/[.:;/()]/.test(suggestion) &&
    !/^(consider|avoid|use |remove|describe)/i.test(suggestion)
  );
}

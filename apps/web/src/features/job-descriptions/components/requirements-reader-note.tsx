import type { RequirementsReader } from "@hirelens/contracts";

const findings = (count: number) => `${count} ${count === 1 ? "finding" : "findings"}`;

/** The sentence saying which reader produced the requirements (decision 194). */
export function requirementsReaderText(readBy: RequirementsReader): string {
  if (readBy.model === null) return "Read from the text by HireLens's built-in reader.";
  if (readBy.reader === "built-in") {
    return `Read from the text by HireLens's built-in reader. The AI model ${readBy.model} read it too, but none of its ${findings(readBy.dropped)} could be confirmed in the text, so none are used.`;
  }
  const total = readBy.confirmed + readBy.dropped;
  const used =
    readBy.dropped === 0
      ? `${total === 1 ? "its one finding was" : `all ${total} of its findings were`} confirmed in the text and the skill list and ${total === 1 ? "is" : "are"} used.`
      : `${readBy.confirmed} of its ${findings(total)} ${readBy.confirmed === 1 ? "was" : "were"} confirmed in the text and the skill list and ${readBy.confirmed === 1 ? "is" : "are"} used; the other ${readBy.dropped} ${readBy.dropped === 1 ? "was" : "were"} left out.`;
  return `Read from the text by HireLens's built-in reader and the AI model ${readBy.model}: ${used}`;
}

/** One small line under "Requirements the ranking uses": who read them, honestly. */
export function RequirementsReaderNote({ readBy }: { readBy: RequirementsReader }) {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">{requirementsReaderText(readBy)}</p>
  );
}

import { bandDisplayText, type CandidateSummary } from "@hirelens/contracts";
import clsx from "clsx";

/**
 * Under a row's band chip when a reviewer overrode it: "Strong fit (overridden from Good fit by
 * jane@acme.com: reason)", cut to one line on screen, whole in the tooltip and for screen readers.
 */
export function BandOverrideNote({
  candidate,
  className,
}: {
  candidate: CandidateSummary;
  className?: string;
}) {
  if (!candidate.bandOverride) return null;
  const text = bandDisplayText(candidate) ?? "";
  return (
    <p
      title={text}
      data-testid="band-override-note"
      className={clsx("max-w-64 truncate text-xs text-amber-800 dark:text-amber-200", className)}
    >
      {text}
    </p>
  );
}

import { ListOrdered } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useSwitchRanking } from "../api/switch-ranking";

/**
 * The per-job switch for automated ranking. Off = "documents only": the resumes in upload order
 * with no score, band or evidence, for a reviewer who wants to read every document unprompted.
 * Each change goes to the decision log.
 */
export function RankingSwitch({
  batchId,
  rankingEnabled,
}: {
  batchId: string;
  rankingEnabled: boolean;
}) {
  const switchRanking = useSwitchRanking(batchId);
  const hintId = useId();
  // What the person asked for, shown at once and kept until the refetched batch agrees (or the
  // request fails), so the switch never flips back while the change is on its way.
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (wanted !== null && wanted === rankingEnabled) setWanted(null);
  }, [wanted, rankingEnabled]);
  const shown = wanted ?? rankingEnabled;
  return (
    <label
      className="inline-flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 dark:text-slate-200"
      title="Off: documents in upload order, without scores, bands or evidence"
    >
      <input
        type="checkbox"
        role="switch"
        aria-checked={shown}
        aria-describedby={hintId}
        checked={shown}
        disabled={switchRanking.isPending}
        onChange={(event) => {
          const next = event.target.checked;
          setWanted(next);
          switchRanking.mutate(next, { onError: () => setWanted(null) });
        }}
        className="size-4 accent-brand-600"
      />
      {switchRanking.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <ListOrdered aria-hidden="true" className="size-4" />
      )}
      Automated ranking
      <span id={hintId} className="sr-only">
        When off, the documents are listed in upload order without scores, bands or evidence.
      </span>
    </label>
  );
}

import clsx from "clsx";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHeldBatchIds, useSetLegalHold } from "../api/legal-hold";

/**
 * Legal hold on one analysis (issue 13): while it is on, the retention job keeps the batch, its
 * candidates and files past the account's period. A switch (aria-pressed), reversible at any time.
 */
export function LegalHoldToggle({ batchId, name }: { batchId: string; name: string }) {
  const held = useHeldBatchIds();
  const setHold = useSetLegalHold();
  const isOnHold = held.data?.includes(batchId) ?? false;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-pressed={isOnHold}
      disabled={held.isLoading}
      isLoading={setHold.isPending}
      loadingText="Saving..."
      title={
        isOnHold
          ? "Kept past the retention period until you lift the hold"
          : "Keep this analysis past the retention period"
      }
      onClick={() => setHold.mutate({ batchId, isOnHold: !isOnHold })}
      className={clsx(
        isOnHold &&
          "border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200",
      )}
      leftIcon={
        isOnHold ? (
          <ShieldCheck aria-hidden="true" className="size-4" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-4" />
        )
      }
    >
      {isOnHold ? "On legal hold" : "Legal hold"}
      <span className="sr-only"> for {name}</span>
    </Button>
  );
}

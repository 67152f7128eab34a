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
      variant={isOnHold ? "secondary" : "outline"}
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

import { useEffect } from "react";
import { useActiveWorkspace } from "@/lib/active-workspace";
import { isAlreadyFetchingError, useCreditsStore } from "../stores/credits-store";

/**
 * Reads the balance (cached 60 s) and, when `withTransactions`, the ledger (only when empty) on
 * mount and again in another workspace (the store forgets the old one's). A fetch already running
 * is not an error here: its result lands in the store anyway.
 */
export function useCredits({ withTransactions = false }: { withTransactions?: boolean } = {}) {
  const state = useCreditsStore();
  const workspaceId = useActiveWorkspace((active) => active.workspaceId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another workspace, other answers (the requests carry it)
  useEffect(() => {
    const { fetchBalance, fetchTransactions } = useCreditsStore.getState();
    // Other failures are already in the store's `error`, which the page shows.
    const ignore = (error: unknown) => isAlreadyFetchingError(error);
    fetchBalance().catch(ignore);
    if (withTransactions) fetchTransactions().catch(ignore);
  }, [withTransactions, workspaceId]);
  return state;
}

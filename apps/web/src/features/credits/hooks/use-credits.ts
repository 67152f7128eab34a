import { useEffect } from "react";
import { isAlreadyFetchingError, useCreditsStore } from "../stores/credits-store";

/**
 * Reads the balance (cached 60 s) and, when `withTransactions`, the ledger (only when empty) on
 * mount. A fetch already running is not an error here: its result lands in the store anyway.
 */
export function useCredits({ withTransactions = false }: { withTransactions?: boolean } = {}) {
  const state = useCreditsStore();
  useEffect(() => {
    const { fetchBalance, fetchTransactions } = useCreditsStore.getState();
    // Other failures are already in the store's `error`, which the page shows.
    const ignore = (error: unknown) => isAlreadyFetchingError(error);
    fetchBalance().catch(ignore);
    if (withTransactions) fetchTransactions().catch(ignore);
  }, [withTransactions]);
  return state;
}

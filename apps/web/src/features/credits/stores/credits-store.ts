import {
  CREDIT_BALANCE_CACHE_MS,
  CREDITS_MESSAGES,
  type CreditBalance,
  type CreditTransaction,
  STORAGE_KEYS,
} from "@hirelens/contracts";
import { create } from "zustand";
import { useActiveWorkspace } from "@/lib/active-workspace";
import { type ApiClient, api, isApiClientError } from "@/lib/api-client";
import { getCreditBalance } from "../api/get-credit-balance";
import { getCreditTransactions } from "../api/get-credit-transactions";

export type CreditsState = {
  balance: CreditBalance | null;
  transactions: CreditTransaction[];
  isLoadingBalance: boolean;
  isLoadingTransactions: boolean;
  error: string | null;
  /** When the balance was last read from the server (ms since epoch); null = never. */
  balanceFetchedAt: number | null;
  /** Spec §4: the balance is read at most once per 60 s unless `force`. */
  fetchBalance: (options?: { force?: boolean }) => Promise<CreditBalance>;
  /** Spec §4: the list is read only when it is empty unless `force`. */
  fetchTransactions: (options?: { force?: boolean }) => Promise<CreditTransaction[]>;
  /** An explicit refresh forces both. */
  refresh: () => Promise<void>;
  /** Spec §4: an optimistic update can overwrite used and available credits. */
  updateBalanceOptimistically: (
    patch: Partial<Pick<CreditBalance, "usedCredits" | "availableCredits">>,
  ) => void;
  /** Forgets when the balance was read, so the next fetch goes to the server (after a batch). */
  invalidateBalance: () => void;
  reset: () => void;
};

export type CreditsStoreDeps = {
  client?: ApiClient;
  storage?: Pick<Storage, "getItem">;
  now?: () => number;
};

/** Spec §8: a 401 is "Session expired"; anything else keeps the client's catalogue message. */
function messageOf(error: unknown): string {
  if (isApiClientError(error)) {
    return error.status === 401 ? CREDITS_MESSAGES.sessionExpired : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

const initialState = {
  balance: null,
  transactions: [],
  isLoadingBalance: false,
  isLoadingTransactions: false,
  error: null,
  balanceFetchedAt: null,
} satisfies Partial<CreditsState>;

/** The client credits store of spec §4 and §8 (a factory so tests can give it a fake API). */
export function createCreditsStore(deps: CreditsStoreDeps = {}) {
  const client = deps.client ?? api;
  const now = deps.now ?? Date.now;
  const readToken = () => (deps.storage ?? window.localStorage).getItem(STORAGE_KEYS.authToken);

  // A reset (another workspace: decision 197) starts a new generation; an answer of an older one
  // belongs to the workspace left behind and is dropped.
  let generation = 0;

  return create<CreditsState>((set, get) => ({
    ...initialState,

    fetchBalance: async ({ force = false } = {}) => {
      const { balance, balanceFetchedAt, isLoadingBalance } = get();
      if (isLoadingBalance) throw new Error(CREDITS_MESSAGES.alreadyFetchingBalance);
      if (
        !force &&
        balance &&
        balanceFetchedAt !== null &&
        now() - balanceFetchedAt < CREDIT_BALANCE_CACHE_MS
      ) {
        return balance;
      }
      if (!readToken()) {
        set({ error: CREDITS_MESSAGES.missingToken });
        throw new Error(CREDITS_MESSAGES.missingToken);
      }
      set({ isLoadingBalance: true, error: null });
      const started = generation;
      try {
        const fresh = await getCreditBalance(client);
        if (started === generation) {
          set({ balance: fresh, balanceFetchedAt: now(), isLoadingBalance: false });
        }
        return fresh;
      } catch (error) {
        const message = messageOf(error);
        if (started === generation) set({ isLoadingBalance: false, error: message });
        throw new Error(message);
      }
    },

    fetchTransactions: async ({ force = false } = {}) => {
      const { transactions, isLoadingTransactions } = get();
      if (isLoadingTransactions) throw new Error(CREDITS_MESSAGES.alreadyFetchingTransactions);
      if (!force && transactions.length > 0) return transactions;
      if (!readToken()) {
        set({ error: CREDITS_MESSAGES.missingToken });
        throw new Error(CREDITS_MESSAGES.missingToken);
      }
      set({ isLoadingTransactions: true, error: null });
      const started = generation;
      try {
        const list = await getCreditTransactions(client);
        if (started === generation) set({ transactions: list, isLoadingTransactions: false });
        return list;
      } catch (error) {
        const message = messageOf(error);
        if (started === generation) set({ isLoadingTransactions: false, error: message });
        throw new Error(message);
      }
    },

    refresh: async () => {
      await Promise.all([
        get().fetchBalance({ force: true }),
        get().fetchTransactions({ force: true }),
      ]);
    },

    updateBalanceOptimistically: (patch) => {
      const { balance } = get();
      if (!balance) return;
      set({ balance: { ...balance, ...patch } });
    },

    invalidateBalance: () => set({ balanceFetchedAt: null }),

    reset: () => {
      generation += 1;
      set({ ...initialState });
    },
  }));
}

export type CreditsStore = ReturnType<typeof createCreditsStore>;

/** The app's credits store. */
export const useCreditsStore = createCreditsStore();

// A balance and a ledger are the active workspace's (decision 197): a switch forgets them, and
// useCredits reads the new workspace's.
useActiveWorkspace.subscribe((state, previous) => {
  if (state.workspaceId !== previous.workspaceId) useCreditsStore.getState().reset();
});

/** Whether an error is only "a fetch is already running" (safe to ignore in effects). */
export function isAlreadyFetchingError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.message === CREDITS_MESSAGES.alreadyFetchingBalance ||
      error.message === CREDITS_MESSAGES.alreadyFetchingTransactions)
  );
}

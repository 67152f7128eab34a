import {
  CREDIT_BALANCE_CACHE_MS,
  CREDITS_MESSAGES,
  type CreditBalance,
  type CreditTransaction,
  STORAGE_KEYS,
} from "@hirelens/contracts";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "@/lib/api-client";
import { createCreditsStore } from "./credits-store";

const balance: CreditBalance = {
  availableCredits: 7,
  usedCredits: 3,
  plan: "free",
  monthlyAllowance: 10,
  isUnlimited: false,
  resetsAt: "2026-12-01T00:00:00.000Z",
};

const transaction: CreditTransaction = {
  id: "t1",
  amount: -3,
  kind: "charge",
  reason: "Analysis of 3 resumes",
  batchId: "b1",
  balanceAfter: 7,
  createdAt: "2026-11-20T10:00:00.000Z",
};

type Reply = { status: number; body: unknown } | { pending: Promise<Response> };

/** A store on the real API client over a scripted fetch; the clock is ours. */
function setup({ token = "tok", replies = {} as Record<string, Reply[]> } = {}) {
  const storage = new Map<string, string>();
  if (token) storage.set(STORAGE_KEYS.authToken, token);
  const storageApi = {
    getItem: (key: string) => storage.get(key) ?? null,
    removeItem: (key: string) => void storage.delete(key),
  };
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const key = url.includes("/transactions") ? "transactions" : "balance";
    const reply = replies[key]?.shift();
    if (!reply) throw new Error(`no reply queued for ${key}`);
    if ("pending" in reply) return reply.pending;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: "/api",
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: storageApi,
    onUnauthorized,
    onError: () => {},
  });
  let clock = 1_000_000;
  const store = createCreditsStore({ client, storage: storageApi, now: () => clock });
  return {
    store,
    calls,
    storage,
    onUnauthorized,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const ok = (body: unknown) => ({ status: 200, body: { data: body } });

describe("credits store (spec §4, §8)", () => {
  it("fetches the balance from GET /api/credits with the bearer token", async () => {
    const { store, calls } = setup({ replies: { balance: [ok(balance)] } });
    await expect(store.getState().fetchBalance()).resolves.toEqual(balance);
    expect(calls).toEqual(["/api/credits"]);
    expect(store.getState().balance).toEqual(balance);
    expect(store.getState().isLoadingBalance).toBe(false);
  });

  it("reads the balance at most once per 60 s, then again after the cache expires", async () => {
    const { store, calls, advance } = setup({
      replies: { balance: [ok(balance), ok({ ...balance, availableCredits: 5, usedCredits: 5 })] },
    });
    await store.getState().fetchBalance();
    advance(CREDIT_BALANCE_CACHE_MS - 1);
    await expect(store.getState().fetchBalance()).resolves.toEqual(balance);
    expect(calls).toHaveLength(1);
    advance(1);
    const fresh = await store.getState().fetchBalance();
    expect(calls).toHaveLength(2);
    expect(fresh.availableCredits).toBe(5);
  });

  it("an invalidated balance is read again before the 60 s are over", async () => {
    const { store, calls } = setup({
      replies: { balance: [ok(balance), ok({ ...balance, availableCredits: 1 })] },
    });
    await store.getState().fetchBalance();
    store.getState().invalidateBalance();
    await expect(store.getState().fetchBalance()).resolves.toMatchObject({ availableCredits: 1 });
    expect(calls).toHaveLength(2);
  });

  it("fetches transactions only while the list is empty", async () => {
    const { store, calls } = setup({ replies: { transactions: [ok([transaction])] } });
    await expect(store.getState().fetchTransactions()).resolves.toEqual([transaction]);
    await expect(store.getState().fetchTransactions()).resolves.toEqual([transaction]);
    expect(calls.filter((c) => c.includes("/credits/transactions"))).toHaveLength(1);
  });

  it("fetches an empty transaction list again (the list is still empty)", async () => {
    const { store, calls } = setup({ replies: { transactions: [ok([]), ok([transaction])] } });
    await store.getState().fetchTransactions();
    await store.getState().fetchTransactions();
    expect(calls).toHaveLength(2);
    expect(store.getState().transactions).toEqual([transaction]);
  });

  it("an explicit refresh forces both the balance and the transactions", async () => {
    const { store, calls } = setup({
      replies: {
        balance: [ok(balance), ok({ ...balance, availableCredits: 2 })],
        transactions: [ok([transaction]), ok([transaction, { ...transaction, id: "t2" }])],
      },
    });
    await store.getState().fetchBalance();
    await store.getState().fetchTransactions();
    await store.getState().refresh();
    expect(calls).toHaveLength(4);
    expect(store.getState().balance?.availableCredits).toBe(2);
    expect(store.getState().transactions).toHaveLength(2);
  });

  it("an optimistic update overwrites used and available credits", async () => {
    const { store } = setup({ replies: { balance: [ok(balance)] } });
    await store.getState().fetchBalance();
    store.getState().updateBalanceOptimistically({ usedCredits: 13, availableCredits: -3 });
    expect(store.getState().balance).toMatchObject({ usedCredits: 13, availableCredits: -3 });
    store.getState().updateBalanceOptimistically({ availableCredits: 4 });
    expect(store.getState().balance).toMatchObject({
      usedCredits: 13,
      availableCredits: 4,
      plan: "free",
    });
  });

  it("rejects a concurrent balance fetch with 'Already fetching balance'", async () => {
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const { store, calls } = setup({ replies: { balance: [{ pending }] } });
    const first = store.getState().fetchBalance();
    await expect(store.getState().fetchBalance()).rejects.toThrow(
      CREDITS_MESSAGES.alreadyFetchingBalance,
    );
    expect(store.getState().isLoadingBalance).toBe(true);
    release(new Response(JSON.stringify({ data: balance }), { status: 200 }));
    await expect(first).resolves.toEqual(balance);
    expect(calls).toHaveLength(1);
  });

  it("rejects a concurrent transactions fetch with 'Already fetching transactions'", async () => {
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const { store } = setup({ replies: { transactions: [{ pending }] } });
    const first = store.getState().fetchTransactions();
    await expect(store.getState().fetchTransactions()).rejects.toThrow(
      CREDITS_MESSAGES.alreadyFetchingTransactions,
    );
    release(new Response(JSON.stringify({ data: [transaction] }), { status: 200 }));
    await expect(first).resolves.toEqual([transaction]);
  });

  it("without a stored token, nothing is sent and both fetches fail with the login message", async () => {
    const { store, calls } = setup({ token: "" });
    await expect(store.getState().fetchBalance()).rejects.toThrow(
      "No authentication token found. Please login again.",
    );
    await expect(store.getState().fetchTransactions()).rejects.toThrow(
      CREDITS_MESSAGES.missingToken,
    );
    expect(calls).toHaveLength(0);
    expect(store.getState().error).toBe(CREDITS_MESSAGES.missingToken);
  });

  it("a 401 gives 'Session expired. Please login again.' and clears the stored token", async () => {
    const { store, storage, onUnauthorized } = setup({
      replies: {
        balance: [{ status: 401, body: { status: 401, code: "UNAUTHORIZED", message: "no" } }],
      },
    });
    await expect(store.getState().fetchBalance()).rejects.toThrow(
      "Session expired. Please login again.",
    );
    expect(store.getState().error).toBe(CREDITS_MESSAGES.sessionExpired);
    expect(store.getState().isLoadingBalance).toBe(false);
    expect(storage.has(STORAGE_KEYS.authToken)).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a 401 on transactions gives the same session message", async () => {
    const { store } = setup({
      replies: { transactions: [{ status: 401, body: { message: "expired" } }] },
    });
    await expect(store.getState().fetchTransactions()).rejects.toThrow(
      CREDITS_MESSAGES.sessionExpired,
    );
  });

  it("other failures keep the error catalogue's message", async () => {
    const { store } = setup({ replies: { balance: [{ status: 500, body: { message: "boom" } }] } });
    await expect(store.getState().fetchBalance()).rejects.toThrow(
      "Server error. Please try again later.",
    );
  });
  it("a reset (another workspace) reads anew and drops the old workspace's late answer", async () => {
    let answerOld: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answerOld = resolve;
    });
    const other = { ...balance, availableCredits: 100, plan: "pro" as const };
    const { store, calls } = setup({ replies: { balance: [ok(balance), { pending }, ok(other)] } });
    await store.getState().fetchBalance();
    store.getState().invalidateBalance();
    const late = store.getState().fetchBalance();
    store.getState().reset();
    expect(store.getState().balance).toBeNull();
    await expect(store.getState().fetchBalance()).resolves.toEqual(other);
    answerOld(
      new Response(JSON.stringify({ data: balance }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    );
    await late;
    expect(store.getState().balance).toEqual(other);
    expect(calls).toEqual(["/api/credits", "/api/credits", "/api/credits"]);
  });
});

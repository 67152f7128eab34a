import {
  AUTH_MESSAGES,
  SESSION_REFRESH_TICK_MS,
  STORAGE_KEYS,
  type User,
} from "@hirelens/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@/lib/api-client";
import { type AuthEvent, createAuthStore } from "./auth-store";

const user: User = {
  id: "u1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  isVerified: true,
  googleSignIn: false,
  profileImage: null,
  role: "user",
  onboardingCompleted: false,
  mfaEnabled: false,
  plan: "free",
};

type Route = (body: unknown, headers: Headers) => { status: number; body?: unknown };

/** A stand-in for the HTTP server: the one boundary the store talks to. */
function fakeServer(routes: Record<string, Route>) {
  const calls: Array<{ key: string; body: unknown; authorization: string | null }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input.toString();
    const key = `${init?.method ?? "GET"} ${url.replace(/^\/api/, "")}`;
    const headers = new Headers(init?.headers);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body, authorization: headers.get("Authorization") });
    const route = routes[key];
    const answer = route ? route(body, headers) : { status: 404, body: { message: "Not found" } };
    return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  return { fetch, calls };
}

function setup(routes: Record<string, Route>, now: () => number = () => Date.now()) {
  const server = fakeServer(routes);
  const client = createApiClient({
    fetch: server.fetch as unknown as typeof fetch,
    storage: window.localStorage,
    onError: () => {},
    onUnauthorized: () => {},
  });
  const store = createAuthStore({ client, storage: window.localStorage, now });
  const events: AuthEvent[] = [];
  store.getState().onAuthStateChange((event) => events.push(event));
  return { store, events, calls: server.calls };
}

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const session = (token = "tok-1", expiresAt = inOneHour()) => ({
  status: 200,
  body: { data: { token, expiresAt, user } },
});

describe("auth store", () => {
  it("starts loading with nobody signed in", () => {
    const { store } = setup({});
    expect(store.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: true,
      error: null,
    });
  });

  it("initialise without a stored token ends loading, unauthenticated, with INITIAL_SESSION", async () => {
    const { store, events, calls } = setup({});
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: false,
    });
    expect(events).toEqual(["INITIAL_SESSION"]);
    expect(calls).toHaveLength(0);
  });

  it("initialise with a stored token loads the user from /auth/me with the bearer token", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "stored-token");
    const { store, events, calls } = setup({
      "GET /auth/me": () => ({ status: 200, body: { data: user } }),
    });
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({ user, isAuthenticated: true, isLoading: false });
    expect(calls[0]?.authorization).toBe("Bearer stored-token");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userData) ?? "null")).toEqual(user);
    expect(events).toEqual(["INITIAL_SESSION"]);
  });

  it("initialise with a rejected token leaves no user and drops the stored session", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "old");
    const { store } = setup({
      "GET /auth/me": () => ({ status: 401, body: { message: "expired" } }),
    });
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isLoading: false,
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("login success stores the token and user and emits SIGNED_IN", async () => {
    const { store, events } = setup({ "POST /auth/signin": () => session("tok-9") });
    await expect(store.getState().login({ email: user.email, password: "pw" })).resolves.toBe(
      "signed-in",
    );
    expect(store.getState()).toMatchObject({ user, isAuthenticated: true, error: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("tok-9");
    expect(events).toEqual(["SIGNED_IN"]);
  });

  it("login failure clears the user and keeps the server's reason", async () => {
    const { store } = setup({
      "POST /auth/signin": () => ({
        status: 401,
        body: { status: 401, code: "INVALID_CREDENTIALS", message: "Invalid email or password" },
      }),
    });
    store.setState({ user, isAuthenticated: true });
    await expect(store.getState().login({ email: user.email, password: "bad" })).rejects.toThrow();
    expect(store.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      error: "Invalid email or password",
    });
  });

  it("login without a user in the answer fails with 'No user data received'", async () => {
    const { store } = setup({
      "POST /auth/signin": () => ({
        status: 200,
        body: { data: { token: "t", expiresAt: inOneHour() } },
      }),
    });
    await expect(store.getState().login({ email: user.email, password: "pw" })).rejects.toThrow(
      AUTH_MESSAGES.noUserData,
    );
    expect(store.getState().error).toBe(AUTH_MESSAGES.noUserData);
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it("login without a token fails with 'No backend token received'", async () => {
    const { store } = setup({
      "POST /auth/signin": () => ({
        status: 200,
        body: { data: { user, expiresAt: inOneHour() } },
      }),
    });
    await expect(store.getState().login({ email: user.email, password: "pw" })).rejects.toThrow(
      AUTH_MESSAGES.noBackendToken,
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("an MFA challenge waits for the code, then signs in with MFA_CHALLENGE_VERIFIED", async () => {
    const challenge = {
      mfaRequired: true,
      challengeToken: "ch-1",
      methods: ["totp", "recovery"],
      expiresAt: inOneHour(),
    };
    const { store, events, calls } = setup({
      "POST /auth/signin": () => ({ status: 200, body: { data: challenge } }),
      "POST /auth/mfa/verify": (body) =>
        (body as { code: string }).code === "123456"
          ? session("tok-mfa")
          : { status: 400, body: { message: "Invalid verification code" } },
    });
    await expect(store.getState().login({ email: user.email, password: "pw" })).resolves.toBe(
      "mfa-required",
    );
    expect(store.getState()).toMatchObject({ isAuthenticated: false, mfaChallenge: challenge });

    await expect(
      store.getState().verifyMfaChallenge({ code: "000000", method: "totp" }),
    ).rejects.toThrow();
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      error: "Invalid verification code",
    });
    expect(store.getState().mfaChallenge).not.toBeNull();

    await store.getState().verifyMfaChallenge({ code: "123456", method: "totp" });
    expect(calls.at(-1)?.body).toEqual({ challengeToken: "ch-1", code: "123456", method: "totp" });
    expect(store.getState()).toMatchObject({ user, isAuthenticated: true, mfaChallenge: null });
    expect(events).toEqual(["SIGNED_IN", "MFA_CHALLENGE_VERIFIED"]);
  });

  it("signup does not authenticate", async () => {
    const { store, events } = setup({
      "POST /auth/signup": () => ({ status: 201, body: { data: { id: "u2" } } }),
    });
    await expect(
      store.getState().signup({ name: "Ada", email: user.email, password: "Secret-123" }),
    ).resolves.toEqual({ id: "u2" });
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(events).toEqual([]);
  });

  it("logout clears the user, the token and the user data even when the call fails", async () => {
    const { store, events } = setup({
      "POST /auth/signout": () => ({ status: 500, body: { message: "down" } }),
    });
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    window.localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
    store.setState({ user, isAuthenticated: true });
    await store.getState().logout();
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(events).toContain("SIGNED_OUT");
  });

  it("setUser stores the new user and emits USER_UPDATED; recovery emits PASSWORD_RECOVERY", () => {
    const { store, events } = setup({});
    store.getState().setUser({ ...user, name: "Ada King" });
    store.getState().announcePasswordRecovery();
    expect(store.getState().user?.name).toBe("Ada King");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userData) ?? "{}").name).toBe(
      "Ada King",
    );
    expect(events).toEqual(["USER_UPDATED", "PASSWORD_RECOVERY"]);
  });

  it("unsubscribed listeners hear nothing more", () => {
    const { store } = setup({});
    const heard: AuthEvent[] = [];
    const unsubscribe = store.getState().onAuthStateChange((event) => heard.push(event));
    store.getState().announcePasswordRecovery();
    unsubscribe();
    store.getState().announcePasswordRecovery();
    expect(heard).toEqual(["PASSWORD_RECOVERY"]);
  });
});

describe("automatic session refresh", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"],
    });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const at = (offsetMs: number) =>
    new Date(Date.parse("2026-01-01T00:00:00Z") + offsetMs).toISOString();

  it("refreshes only once the session ends within 3 ticks of 30 s, then emits TOKEN_REFRESHED", async () => {
    const refreshed = at(3_600_000);
    const { store, events, calls } = setup({
      "POST /auth/refresh": () => session("tok-2", refreshed),
    });
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-1");
    // Ends in 4 ticks + 1 ms: the first tick (at 30 s) leaves 3 ticks + 1 ms, not yet within 3 ticks.
    store.setState({
      user,
      isAuthenticated: true,
      expiresAt: Date.parse(at(4 * SESSION_REFRESH_TICK_MS + 1)),
    });
    const stop = store.getState().startAutoRefresh();

    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_TICK_MS);
    expect(calls.filter((c) => c.key === "POST /auth/refresh")).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_TICK_MS);
    expect(calls.filter((c) => c.key === "POST /auth/refresh")).toHaveLength(1);
    expect(calls.at(-1)?.authorization).toBe("Bearer tok-1");
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("tok-2");
    expect(store.getState().expiresAt).toBe(Date.parse(refreshed));
    expect(events).toEqual(["TOKEN_REFRESHED"]);

    // The new session is an hour long: the next ticks leave it alone.
    await vi.advanceTimersByTimeAsync(5 * SESSION_REFRESH_TICK_MS);
    expect(calls.filter((c) => c.key === "POST /auth/refresh")).toHaveLength(1);
    stop();
  });

  it("does not tick for a signed-out user and stops when asked", async () => {
    const { store, calls } = setup({ "POST /auth/refresh": () => session() });
    const stop = store.getState().startAutoRefresh();
    await vi.advanceTimersByTimeAsync(10 * SESSION_REFRESH_TICK_MS);
    expect(calls).toHaveLength(0);
    store.setState({ user, isAuthenticated: true, expiresAt: Date.now() });
    stop();
    await vi.advanceTimersByTimeAsync(10 * SESSION_REFRESH_TICK_MS);
    expect(calls).toHaveLength(0);
  });

  it("a refused refresh (401) signs the user out", async () => {
    const { store, events } = setup({
      "POST /auth/refresh": () => ({ status: 401, body: { message: "expired" } }),
    });
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-1");
    store.setState({ user, isAuthenticated: true, expiresAt: Date.now() + 1_000 });
    const stop = store.getState().startAutoRefresh();
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_TICK_MS);
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(events).toEqual(["SIGNED_OUT"]);
    stop();
  });
});

import { ERROR_MESSAGES, REQUEST_TIMEOUT_MS, STORAGE_KEYS } from "@hirelens/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNotifications } from "@/components/ui/notifications/notifications-store";
import { createFakeFetch, type FakeReply } from "@/test/fake-fetch";
import { ApiClientError, createApiClient, type FormattedError, formatApiError } from "./api-client";

function clientFor(...replies: FakeReply[]) {
  const fake = createFakeFetch(...replies);
  const onUnauthorized = vi.fn();
  const onError = vi.fn<(error: FormattedError) => void>();
  const client = createApiClient({ baseUrl: "/api", fetch: fake.fetch, onUnauthorized, onError });
  return { client, fake, onUnauthorized, onError };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiClientError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiClientError) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}

afterEach(() => {
  vi.useRealTimers();
  useNotifications.getState().clearNotifications();
});

describe("spec §8 error catalogue, one row at a time", () => {
  const rows: Array<{ status: number; body?: unknown; message: string; label: string }> = [
    {
      label: "400 with server message",
      status: 400,
      body: { message: "Email looks wrong" },
      message: "Email looks wrong",
    },
    {
      label: "400 without server message",
      status: 400,
      body: {},
      message: ERROR_MESSAGES.badRequest,
    },
    {
      label: "401 ignores the server message",
      status: 401,
      body: { message: "jwt expired" },
      message: "Authentication required",
    },
    { label: "403", status: 403, body: { message: "nope" }, message: "Access forbidden" },
    {
      label: "404",
      status: 404,
      body: { message: "Route GET /x not found" },
      message: "Resource not found",
    },
    {
      label: "409 with server message",
      status: 409,
      body: { message: "Already there" },
      message: "Already there",
    },
    { label: "409 without server message", status: 409, message: "Conflict occurred" },
    {
      label: "422 with server message",
      status: 422,
      body: { message: "Name is required" },
      message: "Name is required",
    },
    {
      label: "422 without server message",
      status: 422,
      body: { errors: {} },
      message: "Validation error",
    },
    {
      label: "429",
      status: 429,
      body: { message: "Rate limit exceeded, retry in 1 minute" },
      message: "Too many requests. Please try again later.",
    },
    {
      label: "500",
      status: 500,
      body: { message: "TypeError: x is undefined" },
      message: "Server error. Please try again later.",
    },
    {
      label: "other status with server message",
      status: 503,
      body: { message: "Down for maintenance" },
      message: "Down for maintenance",
    },
    { label: "other status without server message", status: 418, message: "Error 418" },
  ];

  for (const row of rows) {
    it(`${row.label} -> '${row.message}'`, async () => {
      const { client, onError } = clientFor({ status: row.status, body: row.body });
      const error = await failureOf(client.get("/thing"));
      expect(error.message).toBe(row.message);
      expect(error.status).toBe(row.status);
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: row.message, status: row.status }),
      );
    });
  }

  it("timeout -> the timeout message, status 0", async () => {
    vi.useFakeTimers();
    const { client, onError } = clientFor({ hang: true });
    const pending = failureOf(client.get("/slow"));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error.message).toBe(
      "Request timed out. The operation is taking longer than expected. Please try again.",
    );
    expect(error.status).toBe(0);
    expect(onError).toHaveBeenCalledOnce();
  });

  it("does not time out one millisecond early", async () => {
    vi.useFakeTimers();
    const { client } = clientFor({ hang: true });
    let settled = false;
    const pending = failureOf(client.get("/slow")).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
  });

  it("network failure -> the network message, status 0", async () => {
    const { client } = clientFor({ throws: new TypeError("Failed to fetch") });
    const error = await failureOf(client.post("/waitlist", {}));
    expect(error.message).toBe("Network error. Please check your connection.");
    expect(error.status).toBe(0);
  });

  it("anything else -> 'An unexpected error occurred', status 0", async () => {
    const { client } = clientFor({ throws: new Error("boom") });
    const error = await failureOf(client.get("/x"));
    expect(error.message).toBe("An unexpected error occurred");
    expect(error.status).toBe(0);
    expect(formatApiError({ kind: "unknown" })).toEqual({
      message: ERROR_MESSAGES.unexpected,
      status: 0,
    });
  });

  it("a 2xx answer that is not valid JSON is unexpected too", async () => {
    const { client } = clientFor({
      status: 200,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    const error = await failureOf(client.get("/x"));
    expect(error).toMatchObject({ message: ERROR_MESSAGES.unexpected, status: 0 });
  });

  it("keeps the field -> messages map of the envelope", async () => {
    const errors = {
      name: ["Name is required"],
      email: ["Please enter a valid email address", "x"],
    };
    const { client } = clientFor({
      status: 422,
      body: { status: 422, message: "Validation error", errors },
    });
    const error = await failureOf(client.post("/waitlist", {}));
    expect(error.errors).toEqual(errors);
  });
});

describe("requests", () => {
  it("sends JSON with the bearer token from local storage and unwraps data", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-123");
    const { client, fake } = clientFor({
      status: 201,
      body: { data: { message: "hi", position: 3 } },
    });
    const result = await client.post<{ message: string; position: number }>("/waitlist", {
      name: "Ada",
    });
    expect(result).toEqual({ message: "hi", position: 3 });
    const call = fake.calls[0];
    expect(call?.url).toBe("/api/waitlist");
    expect(call?.init.method).toBe("POST");
    expect(call?.body).toEqual({ name: "Ada" });
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-123");
    expect(headers["Content-Type"]).toBe("application/json");
  });

  it("sends no Authorization header without a token", async () => {
    const { client, fake } = clientFor({ status: 200, body: { data: [] } });
    await client.get("/things");
    const headers = (fake.calls[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it("returns bodies without a data field as they are", async () => {
    const { client } = clientFor({ status: 200, body: { token: "abc" } });
    await expect(client.post("/auth/signin", {})).resolves.toEqual({ token: "abc" });
  });

  it("on 401 clears the token and user data and goes to /login", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    window.localStorage.setItem(STORAGE_KEYS.userData, "{}");
    window.localStorage.setItem(STORAGE_KEYS.theme, "dark");
    const { client, onUnauthorized } = clientFor({ status: 401, body: {} });
    await failureOf(client.get("/auth/me"));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe("dark");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("a 401 for a token rotated while the request was in flight retries with the new token and keeps the session", async () => {
    // Issue 15: the session refresh replaced the token while the JSON export was on its way; the
    // export's 401 signed the user out and removed the token the refresh had just stored.
    window.localStorage.setItem(STORAGE_KEYS.authToken, "old");
    window.localStorage.setItem(STORAGE_KEYS.userData, "{}");
    const fake = createFakeFetch({ status: 401, body: {} }, { status: 200, body: { data: 1 } });
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: "/api",
      onUnauthorized,
      onError: () => {},
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await fake.fetch(input, init);
        if (fake.calls.length === 1) window.localStorage.setItem(STORAGE_KEYS.authToken, "new");
        return response;
      }) as typeof fetch,
    });
    await expect(client.get("/batches/1/export")).resolves.toBe(1);
    const sent = fake.calls.map(
      (call) => (call.init.headers as Record<string, string>).Authorization,
    );
    expect(sent).toEqual(["Bearer old", "Bearer new"]);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("new");
    expect(window.localStorage.getItem(STORAGE_KEYS.userData)).toBe("{}");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("a 401 for a token that was already replaced never removes the newer token", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "old");
    const fake = createFakeFetch({ status: 401, body: {} });
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: "/api",
      onUnauthorized,
      onError: () => {},
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await fake.fetch(input, init);
        // Rotated again while each attempt was in flight: the second 401 is still not ours.
        window.localStorage.setItem(STORAGE_KEYS.authToken, `new-${fake.calls.length}`);
        return response;
      }) as typeof fetch,
    });
    await failureOf(client.get("/things"));
    expect(fake.calls).toHaveLength(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("new-2");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("shows failures as error toasts by default, and not when the call opts out", async () => {
    const fake = createFakeFetch({ status: 500, body: {} });
    const client = createApiClient({ fetch: fake.fetch, onUnauthorized: () => {} });
    await failureOf(client.get("/a"));
    expect(useNotifications.getState().notifications).toEqual([
      expect.objectContaining({ type: "error", message: "Server error. Please try again later." }),
    ]);
    useNotifications.getState().clearNotifications();
    await failureOf(client.get("/b", { toastOnError: false }));
    expect(useNotifications.getState().notifications).toEqual([]);
  });
});

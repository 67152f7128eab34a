import { createHmac, timingSafeEqual } from "node:crypto";

export type FormValue = string | number | boolean | null | undefined | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** Stripe's form encoding: nested objects as a[b]=…, arrays as a[0]=…; null/undefined skipped. */
export function encodeStripeForm(params: FormObject): string {
  const pairs: string[] = [];
  const walk = (prefix: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(`${prefix}[${index}]`, item);
    } else if (typeof value === "object") {
      for (const [key, inner] of Object.entries(value))
        walk(prefix ? `${prefix}[${key}]` : key, inner);
    } else {
      pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
    }
  };
  walk("", params);
  return pairs.join("&");
}

export class StripeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type: string | undefined,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "StripeApiError";
  }
}

export interface StripeClientOptions {
  secretKey: string;
  /** https://api.stripe.com in production; a local server in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface StripeCheckoutSession {
  id: string;
  url: string;
  customer: string | null;
}

/**
 * The few Stripe REST calls HireLens needs, over plain fetch (decision 071): no SDK, so the
 * base URL is ours to point at a local test server.
 */
export function createStripeClient(options: StripeClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch;
  async function request<T>(
    method: "GET" | "POST" | "DELETE",
    path: string,
    params?: FormObject,
    idempotencyKey?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.secretKey}`,
      "Stripe-Version": "2024-06-20",
    };
    let body: string | undefined;
    if (method === "POST") {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = encodeStripeForm(params ?? {});
      if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    }
    const query = method === "GET" && params ? `?${encodeStripeForm(params)}` : "";
    const response = await doFetch(`${options.baseUrl.replace(/\/+$/, "")}${path}${query}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const json = (await response.json().catch(() => ({}))) as {
      error?: { message?: string; type?: string; code?: string };
    };
    if (!response.ok) {
      throw new StripeApiError(
        json.error?.message ?? `Stripe answered ${response.status}`,
        response.status,
        json.error?.type,
        json.error?.code,
      );
    }
    return json as T;
  }

  return {
    createCustomer: (input: { email: string; name?: string; userId: string }) =>
      request<{ id: string }>(
        "POST",
        "/v1/customers",
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        `customer-${input.userId}`,
      ),
    createCheckoutSession: (params: FormObject) =>
      request<StripeCheckoutSession>("POST", "/v1/checkout/sessions", params),
    createPortalSession: (input: { customer: string; returnUrl: string }) =>
      request<{ id: string; url: string }>("POST", "/v1/billing_portal/sessions", {
        customer: input.customer,
        return_url: input.returnUrl,
      }),
    setCancelAtPeriodEnd: (id: string, cancelAtPeriodEnd: boolean) =>
      request<StripeSubscription>("POST", `/v1/subscriptions/${encodeURIComponent(id)}`, {
        cancel_at_period_end: cancelAtPeriodEnd,
      }),
    /** Deletes the customer (name, e-mail, cards); Stripe cancels their subscriptions at once. */
    deleteCustomer: (id: string) =>
      request<{ id: string; deleted: boolean }>(
        "DELETE",
        `/v1/customers/${encodeURIComponent(id)}`,
      ),
    retrieveSubscription: (id: string) =>
      request<StripeSubscription>("GET", `/v1/subscriptions/${encodeURIComponent(id)}`),
  };
}
export type StripeClient = ReturnType<typeof createStripeClient>;

export interface StripeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  metadata?: Record<string, string>;
}

export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** Stripe's `Stripe-Signature` value for a payload: `t=<seconds>,v1=<hex HMAC-SHA256>`. */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Verifies the Stripe-Signature header (HMAC-SHA256 over `${t}.${rawBody}`, any v1 may match,
 * constant-time compare) and the timestamp tolerance against replays; returns the parsed event.
 */
export function verifyStripeWebhook(input: {
  rawBody: string;
  header: string | undefined;
  secret: string;
  toleranceSeconds: number;
  nowSeconds?: number;
}): StripeEvent {
  if (!input.header) throw new WebhookSignatureError("Missing Stripe-Signature header");
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of input.header.split(",")) {
    const [key, value] = part.split("=", 2).map((item) => item.trim());
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === "v1" && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookSignatureError("Malformed Stripe-Signature header");
  }
  const expected = Buffer.from(
    createHmac("sha256", input.secret).update(`${timestamp}.${input.rawBody}`).digest("hex"),
  );
  const isMatch = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!isMatch) throw new WebhookSignatureError("Signature does not match");
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > input.toleranceSeconds) {
    throw new WebhookSignatureError("Timestamp outside the tolerance");
  }
  let event: StripeEvent;
  try {
    event = JSON.parse(input.rawBody) as StripeEvent;
  } catch {
    throw new WebhookSignatureError("Payload is not JSON");
  }
  if (!event || typeof event.id !== "string" || typeof event.type !== "string") {
    throw new WebhookSignatureError("Payload is not an event");
  }
  return event;
}

import Stripe from "stripe";

/**
 * The Stripe API version every call and every webhook payload is read in (decision 166). It is the
 * version this SDK release is typed for; the webhook endpoint at Stripe must be set to it too.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

/** A call Stripe refused or could not answer; the message is Stripe's. */
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

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export interface StripeClientOptions {
  secretKey: string;
  /** https://api.stripe.com in production; a local server in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The official SDK, pointed at `baseUrl` (host, port and protocol). */
export function createStripeSdk(options: StripeClientOptions): Stripe {
  const url = new URL(options.baseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    timeout: options.timeoutMs ?? 20_000,
    // A failed call is answered to the user, who retries; nothing is sent twice behind their back.
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: "HireLens" },
  });
}

/** Stripe's error as ours, so callers need not know the SDK's error classes. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new StripeApiError(error.message, error.statusCode ?? 0, error.type, error.code);
    }
    throw error;
  }
}

/** The Stripe calls HireLens makes, on the official SDK (decision 166). */
export function createStripeClient(options: StripeClientOptions) {
  const stripe = createStripeSdk(options);
  return {
    createCustomer: (input: { email: string; name?: string; workspaceId: string }) =>
      call(() =>
        stripe.customers.create(
          { email: input.email, name: input.name, metadata: { workspaceId: input.workspaceId } },
          { idempotencyKey: `customer-${input.workspaceId}` },
        ),
      ),
    createCheckoutSession: (params: Stripe.Checkout.SessionCreateParams) =>
      call(() => stripe.checkout.sessions.create(params)),
    createPortalSession: (input: { customer: string; returnUrl: string }) =>
      call(() =>
        stripe.billingPortal.sessions.create({
          customer: input.customer,
          return_url: input.returnUrl,
        }),
      ),
    setCancelAtPeriodEnd: (id: string, cancelAtPeriodEnd: boolean) =>
      call(() => stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd })),
    /** Deletes the customer (name, e-mail, cards); Stripe cancels their subscriptions at once. */
    deleteCustomer: (id: string) => call(() => stripe.customers.del(id)),
    retrieveSubscription: (id: string) => call(() => stripe.subscriptions.retrieve(id)),
  };
}
export type StripeClient = ReturnType<typeof createStripeClient>;

/**
 * Verifies the Stripe-Signature header with the SDK (HMAC-SHA256 over `${t}.${rawBody}`, any v1
 * may match, constant-time compare, `t` no older than `toleranceSeconds`) and returns the event.
 */
export function verifyStripeWebhook(input: {
  rawBody: string;
  header: string | undefined;
  secret: string;
  toleranceSeconds: number;
  now?: Date;
}): Stripe.Event {
  if (!input.header) throw new WebhookSignatureError("Missing Stripe-Signature header");
  try {
    return Stripe.webhooks.constructEvent(
      input.rawBody,
      input.header,
      input.secret,
      input.toleranceSeconds,
      undefined,
      (input.now ?? new Date()).getTime(),
    );
  } catch (error) {
    // Every refusal is the sender's fault: a bad signature, a stale one, a header the SDK cannot
    // read ("t=abc,v1=" fails inside its comparison with a plain Error), or a signed non-event.
    if (error instanceof SyntaxError) throw new WebhookSignatureError("Payload is not JSON");
    throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
  }
}

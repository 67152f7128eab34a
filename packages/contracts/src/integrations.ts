import { z } from "zod";

/**
 * Integrations (issue 14, decision 183): workspace API keys for the documented REST API and
 * outgoing, signed webhooks. Admins and owners manage both.
 */

/** Path constants of the integration endpoints (relative to the API base `/api`). */
export const INTEGRATION_PATHS = {
  apiKeys: "/api-keys",
  apiKey: (id: string) => `/api-keys/${id}`,
  webhooks: "/webhooks",
  webhook: (id: string) => `/webhooks/${id}`,
  rotateSecret: (id: string) => `/webhooks/${id}/rotate-secret`,
  sendTest: (id: string) => `/webhooks/${id}/test`,
  deliveries: (id: string) => `/webhooks/${id}/deliveries`,
} as const;

// ---------------------------------------------------------------------------------------------
// API keys

/** Every secret starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "hl_";

export const API_KEY_SCOPES = [
  "jobs:read",
  "jobs:write",
  "analyses:read",
  "analyses:write",
] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  "jobs:read": "Read job descriptions",
  "jobs:write": "Create and edit job descriptions",
  "analyses:read": "Read batches and their candidates",
  "analyses:write": "Upload resumes and start analyses",
};

/**
 * The routes an API key may call, each with the scope it needs (method + route pattern under
 * /api). Any other route answers 403 to a key. A key acts as a recruiter of its workspace.
 */
export const API_KEY_ROUTES: Readonly<Record<string, ApiKeyScope>> = {
  "GET /api/job-descriptions": "jobs:read",
  "GET /api/job-descriptions/:id": "jobs:read",
  "POST /api/job-descriptions": "jobs:write",
  "PATCH /api/job-descriptions/:id": "jobs:write",
  "POST /api/files/upload": "analyses:write",
  "POST /api/analysis/analyze": "analyses:write",
  "GET /api/resume-analysis/batches": "analyses:read",
  "GET /api/resume-analysis/batches/:id": "analyses:read",
  "GET /api/resume-analysis/:id": "analyses:read",
};

/** The scope a key needs for `method` + route pattern, or null when keys may not call it. */
export function apiKeyScopeFor(method: string, url: string): ApiKeyScope | null {
  return API_KEY_ROUTES[`${method.toUpperCase()} ${url}`] ?? null;
}

export const API_KEY_NAME_MAX = 80;

export const INTEGRATION_MESSAGES = {
  keyNameRequired: "Enter a name for the key.",
  keyNameTooLong: `A key name has at most ${API_KEY_NAME_MAX} characters.`,
  scopesRequired: "Choose at least one scope.",
  keyCreated: "API key created. Copy it now: it is not shown again.",
  keyRevoked: "API key revoked",
  keyRouteNotAllowed: "API keys cannot call this route.",
  keyScopeMissing: (scope: string) => `This API key does not have the ${scope} scope.`,
  urlInvalid: "Enter a full URL starting with https://.",
  urlNotHttps:
    "Webhook URLs must use https:// (http:// only to localhost on a development server).",
  urlPrivate: "Webhook URLs cannot point to localhost or a private network address on this server.",
  eventsRequired: "Choose at least one event.",
  endpointSaved: "Webhook endpoint saved",
  endpointCreated: "Webhook endpoint added. Copy its signing secret now: it is not shown again.",
  endpointDeleted: "Webhook endpoint deleted",
  secretRotated: "Signing secret rotated. Copy it now: it is not shown again.",
  testQueued: "Test event queued: it appears in the delivery log",
  copied: "Copied",
} as const;

export const apiKeyNameSchema = z
  .string({ error: INTEGRATION_MESSAGES.keyNameRequired })
  .trim()
  .min(1, INTEGRATION_MESSAGES.keyNameRequired)
  .max(API_KEY_NAME_MAX, INTEGRATION_MESSAGES.keyNameTooLong);

/** POST /api/api-keys body. */
export const createApiKeySchema = z.object({
  name: apiKeyNameSchema,
  scopes: z
    .array(apiKeyScopeSchema, { error: INTEGRATION_MESSAGES.scopesRequired })
    .min(1, INTEGRATION_MESSAGES.scopesRequired),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** One key as the list shows it (never its secret). */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `hl_` and the first characters of the secret, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /api/api-keys -> { data }: the key and its secret, shown this once. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

// ---------------------------------------------------------------------------------------------
// Webhooks

export const WEBHOOK_EVENT_TYPES = [
  "batch.completed",
  "candidate.scored",
  "candidate.stage_changed",
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
/** The event "Send test" sends (never sent otherwise, so it needs no subscription). */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "batch.completed": "A batch finished (every file scored or failed)",
  "candidate.scored": "A resume was scored",
  "candidate.stage_changed": "A candidate moved to another stage",
};

/** Headers of every delivery. The signature is `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_HEADERS = {
  signature: "hirelens-signature",
  eventId: "hirelens-event-id",
  eventType: "hirelens-event-type",
  deliveryId: "hirelens-delivery-id",
} as const;
export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** Tries in all (the first and its retries) before a delivery is given up. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
export const WEBHOOK_URL_MAX = 2000;

export const webhookUrlSchema = z
  .string({ error: INTEGRATION_MESSAGES.urlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX, INTEGRATION_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, INTEGRATION_MESSAGES.urlInvalid);

const webhookEventsSchema = z
  .array(webhookEventTypeSchema, { error: INTEGRATION_MESSAGES.eventsRequired })
  .min(1, INTEGRATION_MESSAGES.eventsRequired);

/** POST /api/webhooks body. */
export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: z.string().trim().max(200).optional(),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

/** PATCH /api/webhooks/:id body. */
export const updateWebhookSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  description: z.string().trim().max(200).optional(),
  isEnabled: z.boolean().optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  isEnabled: z.boolean(),
  createdAt: z.string(),
  /** The last delivery's outcome, for the list. */
  lastDeliveryStatus: z.enum(["pending", "delivered", "failed"]).nullable(),
  lastDeliveryAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** POST /api/webhooks and POST /api/webhooks/:id/rotate-secret -> the signing secret, shown once. */
export const webhookWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last answer's HTTP status, or null (none yet, or no answer). */
  responseCode: z.number().int().nullable(),
  /** Why the last try failed when there was no HTTP answer (timeout, refused, …). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When the next try is due (pending deliveries after a failed try). */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDelivery["status"], string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};

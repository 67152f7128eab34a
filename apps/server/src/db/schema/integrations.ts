import type { ApiKeyScope, WebhookEventType } from "@hirelens/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

/**
 * A workspace API key (issue 14, decision 183, migration 0011). Only the SHA-256 of the secret is
 * stored (lib/token-hash.ts); `prefix` (hl_ + a few characters) tells keys apart in the list. A key
 * acts as a recruiter of its workspace on behalf of its creator, limited to its scopes.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    scopes: jsonb("scopes").$type<ApiKeyScope[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("api_keys_token_hash_idx").on(table.tokenHash),
    index("api_keys_workspace_idx").on(table.workspaceId),
  ],
);

/**
 * An outgoing webhook endpoint. The signing secret has to be read back to sign each delivery, so
 * it is stored encrypted (AES-256-GCM under a key derived from the auth secret), never in clear.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: jsonb("events").$type<WebhookEventType[]>().notNull(),
    secretCiphertext: text("secret_ciphertext").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_endpoints_workspace_idx").on(table.workspaceId)],
);

/**
 * One event for one endpoint. Inserted in the transaction of the event (enqueueWebhookEvent); the
 * dispatcher hands each pending, not yet queued row to pg-boss (job id = delivery id, so twice is
 * once), and the handler sends only while the row is pending: a delivered row is never sent again.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    responseCode: integer("response_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_endpoint_event_idx").on(table.endpointId, table.eventId),
    index("webhook_deliveries_endpoint_created_idx").on(table.endpointId, table.createdAt),
    index("webhook_deliveries_unqueued_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending' AND ${table.queuedAt} IS NULL`),
  ],
);

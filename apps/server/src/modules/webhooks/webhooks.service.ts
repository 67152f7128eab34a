import { randomUUID } from "node:crypto";
import {
  type CreateWebhookInput,
  type UpdateWebhookInput,
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookWithSecret,
} from "@hirelens/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { deliverWebhookJob } from "../../jobs/deliver-webhook.job.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";
import { sendWebhookRequest } from "./webhook-sender.ts";
import {
  decryptWebhookSecret,
  encryptWebhookSecret,
  newWebhookSecret,
  signWebhook,
} from "./webhook-signature.ts";
import { allowsLocalWebhooks, assertWebhookUrl } from "./webhook-url.ts";
import {
  type DeliveryRow,
  deleteEndpointRow,
  type EndpointRow,
  findDeliveryWithEndpoint,
  findEndpointRow,
  finishAttempt,
  insertDeliveries,
  insertEndpoint,
  listDeliveryRows,
  listEndpointRows,
  markQueued,
  startAttempt,
  subscribedEndpointIds,
  unqueuedDeliveryIds,
  updateEndpointRow,
} from "./webhooks.repository.ts";

type SecretCtx = Pick<ServiceContext, "db" | "env" | "authSecret">;
type QueueCtx = Pick<ServiceContext, "db" | "queue">;

function toEndpoint(
  row: EndpointRow,
  last: { status: DeliveryRow["status"] | null; at: Date | null } = { status: null, at: null },
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: [...row.events],
    isEnabled: row.isEnabled,
    createdAt: row.createdAt.toISOString(),
    lastDeliveryStatus: last.status,
    lastDeliveryAt: last.at?.toISOString() ?? null,
  };
}

export async function listEndpoints(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string },
): Promise<WebhookEndpoint[]> {
  const rows = await listEndpointRows(ctx.db, input.workspaceId);
  return rows.map((row) =>
    toEndpoint(row.endpoint, { status: row.lastStatus ?? null, at: row.lastAt ?? null }),
  );
}

/** Adds an endpoint; its signing secret is returned this once (stored encrypted). */
export async function createEndpoint(
  ctx: SecretCtx,
  input: { workspaceId: string; userId: string; endpoint: CreateWebhookInput },
): Promise<WebhookWithSecret> {
  assertWebhookUrl(ctx.env, input.endpoint.url);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(ctx.db, {
    workspaceId: input.workspaceId,
    createdBy: input.userId,
    url: input.endpoint.url,
    description: input.endpoint.description ?? "",
    events: [...new Set(input.endpoint.events)],
    secretCiphertext: encryptWebhookSecret(ctx.authSecret, secret),
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function updateEndpoint(
  ctx: SecretCtx,
  input: { workspaceId: string; id: string; changes: UpdateWebhookInput },
): Promise<WebhookEndpoint> {
  const { url, events, description, isEnabled } = input.changes;
  if (url !== undefined) assertWebhookUrl(ctx.env, url);
  const row = await updateEndpointRow(ctx.db, input.workspaceId, input.id, {
    ...(url === undefined ? {} : { url }),
    ...(events === undefined ? {} : { events: [...new Set(events)] }),
    ...(description === undefined ? {} : { description }),
    ...(isEnabled === undefined ? {} : { isEnabled }),
  });
  if (!row) throw new AppError("NOT_FOUND");
  return toEndpoint(row);
}

export async function deleteEndpoint(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; id: string },
): Promise<void> {
  if (!(await deleteEndpointRow(ctx.db, input.workspaceId, input.id))) {
    throw new AppError("NOT_FOUND");
  }
}

/** A new signing secret (returned this once); the old one stops signing at once. */
export async function rotateEndpointSecret(
  ctx: SecretCtx,
  input: { workspaceId: string; id: string },
): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const row = await updateEndpointRow(ctx.db, input.workspaceId, input.id, {
    secretCiphertext: encryptWebhookSecret(ctx.authSecret, secret),
  });
  if (!row) throw new AppError("NOT_FOUND");
  return { endpoint: toEndpoint(row), secret };
}

function isDatabase(value: DbOrTx | Pick<ServiceContext, "db">): value is DbOrTx {
  return "select" in value && typeof value.select === "function";
}

/**
 * Records one event for every enabled endpoint of the workspace subscribed to `type`. Call it
 * with the transaction of the event (or a context, outside one): the deliveries exist exactly when
 * the event does. The dispatcher (webhooks.plugin.ts) hands them to the queue within a second.
 */
export async function enqueueWebhookEvent(
  ctxOrTx: DbOrTx | Pick<ServiceContext, "db">,
  input: { workspaceId: string; type: WebhookEventType; payload: Record<string, unknown> },
): Promise<{ eventId: string; deliveryIds: string[] }> {
  const db = isDatabase(ctxOrTx) ? ctxOrTx : ctxOrTx.db;
  const eventId = randomUUID();
  const endpointIds = await subscribedEndpointIds(db, input.workspaceId, input.type);
  const deliveryIds = await insertDeliveries(
    db,
    endpointIds.map((endpointId) => ({
      endpointId,
      workspaceId: input.workspaceId,
      eventId,
      eventType: input.type,
      payload: input.payload,
    })),
  );
  return { eventId, deliveryIds };
}

async function queueDeliveries(ctx: QueueCtx, ids: string[]): Promise<void> {
  for (const id of ids) {
    // The job id is the delivery id: a second send of the same delivery is ignored by pg-boss.
    await ctx.queue.boss.send(
      deliverWebhookJob.name,
      { deliveryId: id, version: deliverWebhookJob.version },
      { id },
    );
  }
  await markQueued(ctx.db, ids);
  if (ids.length > 0) ctx.queue.wake();
}

/** Hands pending deliveries that were never queued to pg-boss; returns how many. */
export async function dispatchPendingDeliveries(ctx: QueueCtx): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await unqueuedDeliveryIds(ctx.db, 100);
    if (ids.length === 0) return total;
    await queueDeliveries(ctx, ids);
    total += ids.length;
  }
}

/** "Send test": a `webhook.test` event to this endpoint only, queued at once. */
export async function sendTestEvent(
  ctx: QueueCtx,
  input: { workspaceId: string; id: string },
): Promise<WebhookDelivery> {
  const endpoint = await findEndpointRow(ctx.db, input.workspaceId, input.id);
  if (!endpoint) throw new AppError("NOT_FOUND");
  const [id] = await insertDeliveries(ctx.db, [
    {
      endpointId: endpoint.id,
      workspaceId: input.workspaceId,
      eventId: randomUUID(),
      eventType: WEBHOOK_TEST_EVENT,
      payload: { message: "A test event from HireLens. Your endpoint receives webhooks." },
    },
  ]);
  if (!id) throw new AppError("INTERNAL");
  await queueDeliveries(ctx, [id]);
  const row = await findDeliveryWithEndpoint(ctx.db, id);
  if (!row) throw new AppError("INTERNAL");
  return toDelivery(row.delivery, null);
}

function toDelivery(row: DeliveryRow, nextAttemptAt: Date | null): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
  };
}

/** The endpoint's delivery log, newest first; a pending retry shows when its next try is due. */
export async function listDeliveries(
  ctx: QueueCtx,
  input: { workspaceId: string; endpointId: string; page: number; pageSize: number },
): Promise<{ items: WebhookDelivery[]; total: number }> {
  const endpoint = await findEndpointRow(ctx.db, input.workspaceId, input.endpointId);
  if (!endpoint) throw new AppError("NOT_FOUND");
  const { rows, total } = await listDeliveryRows(ctx.db, endpoint.id, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const items: WebhookDelivery[] = [];
  for (const row of rows) {
    let next: Date | null = null;
    if (row.status === "pending" && row.attempts > 0) {
      const job = await ctx.queue.boss.getJobById(deliverWebhookJob.name, row.id);
      next = job?.startAfter ? new Date(job.startAfter) : null;
    }
    items.push(toDelivery(row, next));
  }
  return { items, total };
}

/** The body of a delivery: the same bytes at every try (the signature's timestamp changes). */
export function deliveryBody(row: DeliveryRow): string {
  return JSON.stringify({
    id: row.eventId,
    type: row.eventType,
    createdAt: row.createdAt.toISOString(),
    workspaceId: row.workspaceId,
    data: row.payload,
  });
}

/**
 * One try of one delivery (the deliver-webhook job). Only a pending delivery is sent; a 2xx answer
 * marks it delivered (never sent again); anything else throws so that pg-boss retries, until the
 * last try marks it failed.
 */
export async function deliverWebhook(
  ctx: Pick<ServiceContext, "db" | "env" | "authSecret" | "log">,
  input: { deliveryId: string; isLastAttempt: boolean },
): Promise<void> {
  const found = await findDeliveryWithEndpoint(ctx.db, input.deliveryId);
  if (!found) return;
  const { delivery, endpoint } = found;
  if (delivery.status !== "pending") return;
  if (!endpoint.isEnabled && delivery.eventType !== WEBHOOK_TEST_EVENT) {
    await finishAttempt(ctx.db, delivery.id, {
      status: "failed",
      responseCode: null,
      lastError: "The endpoint was disabled before this event was sent.",
    });
    return;
  }
  const attempts = await startAttempt(ctx.db, delivery.id);
  if (attempts === null) return;

  const body = deliveryBody(delivery);
  let outcome: { status: number | null; error: string | null };
  try {
    assertWebhookUrl(ctx.env, endpoint.url);
    const secret = decryptWebhookSecret(ctx.authSecret, endpoint.secretCiphertext);
    outcome = await sendWebhookRequest({
      url: endpoint.url,
      body,
      allowLocal: allowsLocalWebhooks(ctx.env),
      headers: {
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
        [WEBHOOK_HEADERS.eventId]: delivery.eventId,
        [WEBHOOK_HEADERS.eventType]: delivery.eventType,
        [WEBHOOK_HEADERS.deliveryId]: delivery.id,
      },
    });
  } catch (error) {
    outcome = { status: null, error: error instanceof Error ? error.message : String(error) };
  }
  const isOk = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const isFinal = isOk || input.isLastAttempt || attempts >= WEBHOOK_MAX_ATTEMPTS;
  await finishAttempt(ctx.db, delivery.id, {
    status: isOk ? "delivered" : isFinal ? "failed" : "pending",
    responseCode: outcome.status,
    lastError: isOk ? null : (outcome.error ?? `The endpoint answered ${outcome.status}.`),
  });
  if (!isFinal) {
    ctx.log.info(
      { deliveryId: delivery.id, attempts, status: outcome.status },
      "webhook delivery failed; retrying",
    );
    throw new Error(`Webhook delivery ${delivery.id} failed (try ${attempts}); retrying`);
  }
}

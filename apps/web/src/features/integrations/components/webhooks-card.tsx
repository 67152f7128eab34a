import {
  type CreateWebhookInput,
  createWebhookSchema,
  INTEGRATION_MESSAGES,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from "@hirelens/contracts";
import { Plus, Send, Webhook } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { isApiClientError } from "@/lib/api-client";
import {
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useRotateSecret,
  useSendTest,
  useUpdateWebhook,
  useWebhooks,
} from "../api/integrations";
import { formatDateTime, SecretReveal } from "./secret-reveal";

const STATUS_TONE: Record<WebhookDelivery["status"], BadgeTone> = {
  pending: "warning",
  delivered: "success",
  failed: "danger",
};

function EndpointDialog({
  endpoint,
  isOpen,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const defaults: CreateWebhookInput = {
    url: endpoint?.url ?? "",
    events: endpoint?.events ?? ["batch.completed"],
    description: endpoint?.description ?? "",
  };
  const form = useSchemaForm(createWebhookSchema, { values: defaults });
  const { errors } = form.formState;
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);

  function close() {
    setCreated(null);
    onClose();
  }

  async function submit(values: CreateWebhookInput) {
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, changes: values });
        notify.success(INTEGRATION_MESSAGES.endpointSaved);
        close();
      } else {
        setCreated(await create.mutateAsync(values));
        notify.success(INTEGRATION_MESSAGES.endpointCreated);
      }
    } catch (error) {
      if (!isApiClientError(error)) return;
      const urlError = error.errors?.url?.[0];
      if (urlError) form.setError("url", { message: urlError });
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={endpoint ? "Edit webhook endpoint" : "Add a webhook endpoint"}
      className="max-w-lg"
    >
      {created ? (
        <div className="space-y-4 px-4 py-4 md:px-6">
          <SecretReveal label="Signing secret" secret={created.secret} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Each delivery carries a <code className="font-mono">hirelens-signature</code> header:
            check it with this secret (see the API guide).
          </p>
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <Form
          form={form}
          onSubmit={submit}
          aria-label="Webhook endpoint"
          className="space-y-4 px-4 py-4 md:px-6"
        >
          <Input
            label="Endpoint URL"
            isRequired
            type="url"
            placeholder="https://example.com/hirelens/webhooks"
            error={errors.url?.message}
            {...form.register("url")}
          />
          <Input
            label="Description"
            placeholder="ATS sync"
            error={errors.description?.message}
            {...form.register("description")}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Events
            </legend>
            <div className="mt-2 space-y-2">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <label
                  key={type}
                  className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
                >
                  <input
                    type="checkbox"
                    value={type}
                    className="mt-0.5 size-4 rounded border-slate-300"
                    {...form.register("events")}
                  />
                  <span>
                    <span className="font-mono text-xs">{type}</span> — {WEBHOOK_EVENT_LABELS[type]}
                  </span>
                </label>
              ))}
            </div>
            {errors.events?.message ? (
              <p role="alert" className="mt-1 text-sm text-rose-700 dark:text-rose-300">
                {errors.events.message}
              </p>
            ) : null}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              isLoading={create.isPending || update.isPending}
              loadingText="Saving..."
            >
              {endpoint ? "Save" : "Add endpoint"}
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}

function DeliveryLog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(endpoint.id, page);
  return (
    <Modal isOpen onClose={onClose} title="Delivery log" className="max-w-3xl">
      <div className="px-4 py-4 md:px-6">
        <p className="mb-3 truncate text-sm text-slate-600 dark:text-slate-400">{endpoint.url}</p>
        {deliveries.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner className="size-4" /> Loading deliveries…
          </p>
        ) : deliveries.isError ? (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
            The delivery log could not be loaded.
          </p>
        ) : deliveries.data.data.length === 0 ? (
          <EmptyState
            icon={Send}
            title="Nothing sent yet"
            description="Events sent to this endpoint appear here with their answer and tries. Use “Send test” to try it now."
          />
        ) : (
          <>
            <ul
              aria-label="Deliveries"
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {deliveries.data.data.map((delivery) => (
                <li
                  key={delivery.id}
                  className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[1fr_auto]"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono text-xs text-slate-900 dark:text-white">
                        {delivery.eventType}
                      </span>
                      <Badge tone={STATUS_TONE[delivery.status]}>
                        {WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}
                      </Badge>
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                      {formatDateTime(delivery.createdAt)} · {delivery.attempts}{" "}
                      {delivery.attempts === 1 ? "try" : "tries"}
                      {delivery.responseCode !== null ? ` · answered ${delivery.responseCode}` : ""}
                      {delivery.nextAttemptAt
                        ? ` · next try ${formatDateTime(delivery.nextAttemptAt)}`
                        : ""}
                    </p>
                    {delivery.lastError && delivery.status !== "delivered" ? (
                      <p className="mt-0.5 break-words text-xs text-rose-700 dark:text-rose-300">
                        {delivery.lastError}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination className="mt-3" meta={deliveries.data.meta} onPage={setPage} />
          </>
        )}
      </div>
    </Modal>
  );
}

function EndpointRow({
  endpoint,
  onEdit,
  onLog,
  onDelete,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onLog: () => void;
  onDelete: () => void;
  onSecret: (result: WebhookWithSecret) => void;
}) {
  const sendTest = useSendTest();
  const rotate = useRotateSecret();
  const update = useUpdateWebhook();
  return (
    <li className="space-y-2 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-all font-mono text-sm text-slate-900 dark:text-white">
          {endpoint.url}
        </span>
        {endpoint.isEnabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
        {endpoint.lastDeliveryStatus ? (
          <Badge tone={STATUS_TONE[endpoint.lastDeliveryStatus]}>
            Last: {WEBHOOK_DELIVERY_STATUS_LABELS[endpoint.lastDeliveryStatus]}
          </Badge>
        ) : null}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {endpoint.description ? `${endpoint.description} · ` : ""}
        {endpoint.events.join(", ")}
        {endpoint.lastDeliveryAt ? ` · last event ${formatDateTime(endpoint.lastDeliveryAt)}` : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          leftIcon={<Send aria-hidden="true" className="size-4" />}
          isLoading={sendTest.isPending}
          loadingText="Sending..."
          onClick={() =>
            sendTest.mutate(endpoint.id, {
              onSuccess: () => {
                notify.success(INTEGRATION_MESSAGES.testQueued);
                onLog();
              },
            })
          }
        >
          Send test
        </Button>
        <Button size="sm" variant="outline" onClick={onLog}>
          Delivery log
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          isLoading={update.isPending}
          loadingText="Saving..."
          onClick={() =>
            update.mutate({ id: endpoint.id, changes: { isEnabled: !endpoint.isEnabled } })
          }
        >
          {endpoint.isEnabled ? "Turn off" : "Turn on"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          isLoading={rotate.isPending}
          loadingText="Rotating..."
          onClick={() => rotate.mutate(endpoint.id, { onSuccess: onSecret })}
        >
          Rotate secret
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Admins: outgoing webhook endpoints, their delivery logs, test sends and signing secrets. */
export function WebhooksCard({ workspaceId }: { workspaceId: string }) {
  const endpoints = useWebhooks(workspaceId);
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<WebhookEndpoint | "new" | null>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);

  const addButton = (
    <Button
      size="sm"
      onClick={() => setEditing("new")}
      leftIcon={<Plus aria-hidden="true" className="size-4" />}
    >
      Add endpoint
    </Button>
  );
  return (
    <Card id="webhooks">
      <CardHeader
        title="Webhooks"
        description="HireLens POSTs signed events to your endpoints when a batch completes, a resume is scored or a candidate changes stage, and retries a failed delivery 7 times over about two hours."
        actions={endpoints.data && endpoints.data.length > 0 ? addButton : undefined}
      />
      {endpoints.isPending ? (
        <p className="flex items-center gap-2 px-5 py-6 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-4" /> Loading webhooks…
        </p>
      ) : endpoints.isError ? (
        <p role="alert" className="px-5 py-6 text-sm text-rose-700 dark:text-rose-300">
          The webhooks could not be loaded.{" "}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => endpoints.refetch()}
          >
            Try again
          </button>
        </p>
      ) : endpoints.data.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title="No webhook endpoints yet"
          description="Add an https URL to receive batch.completed, candidate.scored and candidate.stage_changed events."
          action={addButton}
        />
      ) : (
        <ul
          aria-label="Webhook endpoints"
          className="divide-y divide-slate-100 dark:divide-slate-800"
        >
          {endpoints.data.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onLog={() => setLog(endpoint)}
              onDelete={() => setDeleting(endpoint)}
              onSecret={(result) => {
                notify.success(INTEGRATION_MESSAGES.secretRotated);
                setRotated(result);
              }}
            />
          ))}
        </ul>
      )}
      <EndpointDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        endpoint={editing === "new" ? null : editing}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      />
      {log ? <DeliveryLog endpoint={log} onClose={() => setLog(null)} /> : null}
      <Modal
        isOpen={rotated !== null}
        onClose={() => setRotated(null)}
        title="New signing secret"
        className="max-w-lg"
      >
        <div className="space-y-4 px-4 py-4 md:px-6">
          {rotated ? <SecretReveal label="Signing secret" secret={rotated.secret} /> : null}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Deliveries are signed with this secret from now on; the old one no longer verifies.
          </p>
          <div className="flex justify-end">
            <Button onClick={() => setRotated(null)}>Done</Button>
          </div>
        </div>
      </Modal>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this webhook endpoint?"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(INTEGRATION_MESSAGES.endpointDeleted);
              setDeleting(null);
            },
          });
        }}
      >
        {deleting?.url} stops receiving events and its delivery log is deleted.
      </ConfirmDialog>
    </Card>
  );
}

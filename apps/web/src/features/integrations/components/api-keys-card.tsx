import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
  createApiKeySchema,
  INTEGRATION_MESSAGES,
} from "@hirelens/contracts";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Spinner } from "@/components/ui/spinner";
import { isApiClientError } from "@/lib/api-client";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/integrations";
import { formatDateTime, SecretReveal } from "./secret-reveal";

const EMPTY: CreateApiKeyInput = { name: "", scopes: ["jobs:read", "analyses:read"] };

function CreateKeyDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const form = useSchemaForm(createApiKeySchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  function close() {
    setCreated(null);
    form.reset(EMPTY);
    onClose();
  }

  async function submit(values: CreateApiKeyInput) {
    try {
      setCreated(await create.mutateAsync(values));
      notify.success(INTEGRATION_MESSAGES.keyCreated);
    } catch (error) {
      if (!isApiClientError(error)) return;
      const nameError = error.errors?.name?.[0];
      if (nameError) form.setError("name", { message: nameError });
    }
  }

  return (
    <Modal isOpen={isOpen} onClose={close} title="Create an API key" className="max-w-lg">
      {created ? (
        <div className="space-y-4 px-4 py-4 md:px-6">
          <SecretReveal label={`Secret of “${created.key.name}”`} secret={created.secret} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Send it as <code className="font-mono">Authorization: Bearer …</code>. It acts in this
            workspace as a recruiter, limited to the scopes you chose.
          </p>
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <Form
          form={form}
          onSubmit={submit}
          aria-label="Create an API key"
          className="space-y-4 px-4 py-4 md:px-6"
        >
          <Input
            label="Name"
            isRequired
            placeholder="ATS sync"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Scopes
            </legend>
            <div className="mt-2 space-y-2">
              {API_KEY_SCOPES.map((scope) => (
                <label
                  key={scope}
                  className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
                >
                  <input
                    type="checkbox"
                    value={scope}
                    className="mt-0.5 size-4 rounded border-slate-300"
                    {...form.register("scopes")}
                  />
                  <span>
                    <span className="font-mono text-xs">{scope}</span> —{" "}
                    {API_KEY_SCOPE_LABELS[scope]}
                  </span>
                </label>
              ))}
            </div>
            {errors.scopes?.message ? (
              <p role="alert" className="mt-1 text-sm text-rose-700 dark:text-rose-300">
                {errors.scopes.message}
              </p>
            ) : null}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" isLoading={create.isPending} loadingText="Creating...">
              Create key
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}

function KeyRow({ item, onRevoke }: { item: ApiKey; onRevoke: (key: ApiKey) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
          <span className="truncate">{item.name}</span>
          <code className="font-mono text-xs text-slate-500">{item.prefix}…</code>
          {item.revokedAt ? (
            <Badge tone="danger">Revoked</Badge>
          ) : (
            <Badge tone="success">Active</Badge>
          )}
        </p>
        <p className="mt-1 flex flex-wrap gap-1">
          {item.scopes.map((scope) => (
            <Badge key={scope} tone="neutral">
              {scope}
            </Badge>
          ))}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Created {formatDateTime(item.createdAt)}
          {item.createdByName ? ` by ${item.createdByName}` : ""} · last used{" "}
          {item.lastUsedAt ? formatDateTime(item.lastUsedAt) : "never"}
          {item.revokedAt ? ` · revoked ${formatDateTime(item.revokedAt)}` : ""}
        </p>
      </div>
      {item.revokedAt ? null : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Revoke ${item.name}`}
          onClick={() => onRevoke(item)}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

/** Admins: the workspace's API keys, a dialog that shows a new key's secret once, revoke. */
export function ApiKeysCard({ workspaceId }: { workspaceId: string }) {
  const keys = useApiKeys(workspaceId);
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const createButton = (
    <Button
      size="sm"
      onClick={() => setIsCreating(true)}
      leftIcon={<Plus aria-hidden="true" className="size-4" />}
    >
      Create key
    </Button>
  );
  return (
    <Card id="api-keys">
      <CardHeader
        title="API keys"
        description="Scripts and your ATS call the REST API with a key: create job descriptions, upload resumes, start analyses and read results."
        actions={keys.data && keys.data.length > 0 ? createButton : undefined}
      />
      {keys.isPending ? (
        <p className="flex items-center gap-2 px-5 py-6 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-4" /> Loading API keys…
        </p>
      ) : keys.isError ? (
        <p role="alert" className="px-5 py-6 text-sm text-rose-700 dark:text-rose-300">
          The API keys could not be loaded.{" "}
          <button type="button" className="font-semibold underline" onClick={() => keys.refetch()}>
            Try again
          </button>
        </p>
      ) : keys.data.length === 0 ? (
        <EmptyState
          icon={KeyRound}
          title="No API keys yet"
          description="Create a key for each script or integration, with only the scopes it needs."
          action={createButton}
        />
      ) : (
        <ul aria-label="API keys" className="divide-y divide-slate-100 dark:divide-slate-800">
          {keys.data.map((item) => (
            <KeyRow key={item.id} item={item} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <CreateKeyDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
      <ConfirmDialog
        isOpen={revoking !== null}
        title="Revoke this API key?"
        confirmLabel="Revoke key"
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              notify.success(INTEGRATION_MESSAGES.keyRevoked);
              setRevoking(null);
            },
          });
        }}
      >
        Anything using “{revoking?.name}” stops working at once (its next request is refused). This
        cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}

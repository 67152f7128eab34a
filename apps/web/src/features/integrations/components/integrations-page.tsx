import { hasWorkspaceRole } from "@hirelens/contracts";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentWorkspace } from "@/lib/workspaces-api";
import { ApiKeysCard } from "./api-keys-card";
import { WebhooksCard } from "./webhooks-card";

/** Settings → API keys and Webhooks (admins and owners of the current workspace). */
export function IntegrationsPage() {
  const { query, workspace } = useCurrentWorkspace();
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4" /> Loading your workspace…
      </p>
    );
  }
  if (query.isError || !workspace) {
    return (
      <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
        Your workspace could not be loaded.{" "}
        <button type="button" className="font-semibold underline" onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const canManage = hasWorkspaceRole(workspace.role, "admin");
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="API keys and webhooks"
        description={
          <>
            Connect {workspace.name} to your ATS and scripts.{" "}
            <a className="font-semibold underline" href="/api/docs">
              REST API reference
            </a>
          </>
        }
      />
      {canManage ? (
        <div className="flex flex-col gap-6">
          <ApiKeysCard workspaceId={workspace.id} />
          <WebhooksCard workspaceId={workspace.id} />
        </div>
      ) : (
        <p className="rounded-2xl border border-slate-200 px-5 py-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          Only admins and owners of {workspace.name} manage API keys and webhooks. Ask one of them
          for a key.
        </p>
      )}
    </div>
  );
}

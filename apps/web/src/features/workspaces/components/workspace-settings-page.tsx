import { hasWorkspaceRole, WORKSPACE_ROLE_DESCRIPTIONS } from "@hirelens/contracts";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentWorkspace } from "@/lib/workspaces-api";
import { InvitesCard } from "./invites-card";
import { MembersCard } from "./members-card";
import { OwnershipCard } from "./ownership-card";
import { Loading, RoleBadge } from "./shared";
import { CreateWorkspaceCard, RenameCard } from "./workspace-forms";

/** Workspace settings: members and roles, invitations, name, ownership, and a new workspace. */
export function WorkspaceSettingsPage() {
  const { query, workspace } = useCurrentWorkspace();
  if (query.isPending) return <Loading label="Loading your workspaces…" />;
  if (query.isError || !workspace) {
    return (
      <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
        Your workspaces could not be loaded.{" "}
        <button type="button" className="font-semibold underline" onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const canManage = hasWorkspaceRole(workspace.role, "admin");
  return (
    <div>
      <PageHeader
        title="Workspace settings"
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-800 dark:text-slate-100">
              {workspace.name}
            </span>
            <RoleBadge role={workspace.role} />
            <span>{WORKSPACE_ROLE_DESCRIPTIONS[workspace.role]}</span>
          </span>
        }
      />
      <div className="flex flex-col gap-6">
        <MembersCard workspace={workspace} />
        {canManage ? <InvitesCard workspace={workspace} /> : null}
        {canManage ? <RenameCard workspace={workspace} /> : null}
        <OwnershipCard workspace={workspace} />
        <CreateWorkspaceCard />
      </div>
    </div>
  );
}

import {
  ASSIGNABLE_WORKSPACE_ROLES,
  type AssignableWorkspaceRole,
  hasWorkspaceRole,
  WORKSPACE_ROLE_LABELS,
  type WorkspaceMember,
  type WorkspaceSummary,
} from "@hirelens/contracts";
import { Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Select } from "@/components/ui/select";
import { useChangeRole, useMembers, useRemoveMember } from "../api/workspaces";
import { formatDate, Loading, RoleBadge } from "./shared";

/** The members with their roles: admins change roles and remove members (never the owner). */
export function MembersCard({ workspace }: { workspace: WorkspaceSummary }) {
  const members = useMembers(workspace.id);
  const changeRole = useChangeRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const [toRemove, setToRemove] = useState<WorkspaceMember | null>(null);
  const canManage = hasWorkspaceRole(workspace.role, "admin");

  return (
    <Card>
      <CardHeader
        title="Members"
        description={`${workspace.memberCount} ${workspace.memberCount === 1 ? "member" : "members"} can see this workspace's jobs, batches and results.`}
      />
      {members.isPending ? (
        <Loading label="Loading members…" />
      ) : members.isError ? (
        <p role="alert" className="px-5 py-6 text-sm text-rose-700 dark:text-rose-300">
          The members could not be loaded.{" "}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => members.refetch()}
          >
            Try again
          </button>
        </p>
      ) : members.data.length === 0 ? (
        <EmptyState icon={Users} title="No members" description="Invite someone below." />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Members of {workspace.name} and their roles</caption>
            <thead className="border-b border-slate-100 text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold sm:px-5">
                  Member
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Role
                </th>
                <th scope="col" className="hidden px-4 py-2.5 font-semibold md:table-cell">
                  Joined
                </th>
                {canManage ? (
                  <th scope="col" className="px-4 py-2.5 text-right font-semibold sm:px-5">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {members.data.map((member) => {
                const isEditable = canManage && member.role !== "owner";
                return (
                  <tr key={member.userId}>
                    <td className="max-w-0 px-4 py-3 sm:px-5">
                      <p className="truncate font-medium text-slate-900 dark:text-white">
                        {member.name}
                        {member.isYou ? (
                          <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span>
                        ) : null}
                      </p>
                      <p className="truncate text-slate-500 dark:text-slate-400">{member.email}</p>
                    </td>
                    <td className="px-4 py-3">
                      {isEditable ? (
                        <Select
                          label={`Role of ${member.name}`}
                          hideLabel
                          value={member.role}
                          disabled={changeRole.isPending}
                          className="h-9 min-w-28"
                          onChange={(event) => {
                            const role = event.target.value as AssignableWorkspaceRole;
                            changeRole.mutate(
                              { userId: member.userId, role },
                              {
                                onSuccess: () =>
                                  notify.success(
                                    `${member.name} is now ${WORKSPACE_ROLE_LABELS[role].toLowerCase()}.`,
                                  ),
                              },
                            );
                          }}
                        >
                          {ASSIGNABLE_WORKSPACE_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {WORKSPACE_ROLE_LABELS[role]}
                            </option>
                          ))}
                        </Select>
                      ) : (
                        <RoleBadge role={member.role} />
                      )}
                    </td>
                    <td className="hidden px-4 py-3 text-slate-600 md:table-cell dark:text-slate-400">
                      {formatDate(member.joinedAt)}
                    </td>
                    {canManage ? (
                      <td className="px-4 py-3 text-right sm:px-5">
                        {isEditable && !member.isYou ? (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Remove ${member.name}`}
                            onClick={() => setToRemove(member)}
                          >
                            Remove
                          </Button>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        isOpen={toRemove !== null}
        title="Remove this member?"
        confirmLabel="Remove"
        isPending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(toRemove.userId, {
            onSuccess: () => {
              notify.success(`${toRemove.name} is no longer a member of ${workspace.name}.`);
              setToRemove(null);
            },
          });
        }}
      >
        {toRemove?.name} ({toRemove?.email}) loses access to {workspace.name} at once. What they
        created stays in the workspace. You can invite them again later.
      </ConfirmDialog>
    </Card>
  );
}

import { isOwnPersonalWorkspace, type WorkspaceSummary } from "@hirelens/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Select } from "@/components/ui/select";
import { paths } from "@/config/paths";
import { useSwitchWorkspace } from "@/lib/workspaces-api";
import {
  useDeleteWorkspace,
  useMembers,
  useRemoveMember,
  useTransferOwnership,
} from "../api/workspaces";

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/**
 * Transfer ownership (owner, team workspaces), leave (every member but the owner), delete (owner,
 * team workspaces). A personal workspace is never transferred or deleted.
 */
export function OwnershipCard({ workspace }: { workspace: WorkspaceSummary }) {
  const navigate = useNavigate();
  const switchTo = useSwitchWorkspace();
  const members = useMembers(workspace.id);
  const transfer = useTransferOwnership(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const destroy = useDeleteWorkspace(workspace.id);
  const [newOwnerId, setNewOwnerId] = useState("");
  const [dialog, setDialog] = useState<"transfer" | "leave" | "delete" | null>(null);
  const isOwner = workspace.role === "owner";
  const isPersonal = workspace.personal;
  const me = members.data?.find((member) => member.isYou);
  const candidates = (members.data ?? []).filter((member) => !member.isYou);
  const newOwner = candidates.find((member) => member.userId === newOwnerId);

  if (isOwnPersonalWorkspace(workspace)) {
    return (
      <Card>
        <CardHeader
          title="Your personal workspace"
          description="It belongs to your account: it cannot be transferred or deleted on its own (deleting your account deletes it). You can still invite colleagues to it."
        />
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader title="Ownership and membership" />
      <div className="flex flex-col gap-5 px-4 py-4 sm:px-5">
        {isOwner && !isPersonal ? (
          <section aria-labelledby="transfer-title">
            <h3
              id="transfer-title"
              className="text-sm font-semibold text-slate-900 dark:text-white"
            >
              Transfer ownership
            </h3>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              The member you choose becomes the owner (billing, deletion); you stay as an admin.
            </p>
            {candidates.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">Invite a member first.</p>
            ) : (
              <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
                <Select
                  label="New owner"
                  containerClassName="sm:w-72"
                  value={newOwnerId}
                  onChange={(event) => setNewOwnerId(event.target.value)}
                >
                  <option value="">Choose a member…</option>
                  {candidates.map((member) => (
                    <option key={member.userId} value={member.userId}>
                      {member.name} ({member.email})
                    </option>
                  ))}
                </Select>
                <Button
                  variant="outline"
                  disabled={!newOwner}
                  onClick={() => setDialog("transfer")}
                >
                  Transfer ownership
                </Button>
              </div>
            )}
          </section>
        ) : null}
        {!isOwner ? (
          <section aria-labelledby="leave-title">
            <h3 id="leave-title" className="text-sm font-semibold text-slate-900 dark:text-white">
              Leave this workspace
            </h3>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              You lose access to its jobs, batches and results; what you created stays.
            </p>
            <Button variant="outline" className="mt-3" onClick={() => setDialog("leave")}>
              Leave {workspace.name}
            </Button>
          </section>
        ) : null}
        {isOwner && !isPersonal ? (
          <section aria-labelledby="delete-title">
            <h3
              id="delete-title"
              className="text-sm font-semibold text-rose-700 dark:text-rose-300"
            >
              Delete this workspace
            </h3>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              Deletes everything in it for every member. To keep working in it without you, transfer
              ownership and leave instead.
            </p>
            <Button
              variant="outline"
              className="mt-3 border-rose-300 text-rose-700 hover:bg-rose-50 dark:border-rose-500/40 dark:text-rose-300"
              onClick={() => setDialog("delete")}
            >
              Delete {workspace.name}
            </Button>
          </section>
        ) : null}
      </div>

      <ConfirmDialog
        isOpen={dialog === "transfer"}
        title="Transfer ownership?"
        confirmLabel="Transfer"
        isPending={transfer.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          transfer.mutate(newOwnerId, {
            onSuccess: () => {
              notify.success(`${newOwner?.name} now owns ${workspace.name}; you are an admin.`);
              setDialog(null);
              setNewOwnerId("");
            },
          })
        }
      >
        {newOwner?.name} becomes the owner of {workspace.name}, with billing and deletion. You
        become an admin and cannot take it back yourself.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog === "leave"}
        title={`Leave ${workspace.name}?`}
        confirmLabel="Leave"
        isPending={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (!me) return;
          remove.mutate(me.userId, {
            onSuccess: () => {
              setDialog(null);
              switchTo(null);
              notify.success(`You left ${workspace.name}.`);
              navigate(paths.dashboard);
            },
          });
        }}
      >
        You lose access at once. An admin can invite you again.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog === "delete"}
        title={`Delete ${workspace.name}?`}
        confirmLabel="Delete workspace"
        isPending={destroy.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          destroy.mutate(undefined, {
            onSuccess: (deleted) => {
              setDialog(null);
              switchTo(null);
              notify.success(
                `${deleted.name} is deleted: ${plural(deleted.jobCount, "job")}, ${plural(deleted.batchCount, "batch", "batches")}, ${plural(deleted.fileCount, "file")} and ${plural(deleted.pendingInviteCount, "pending invitation")}; ${plural(deleted.memberCount, "member")} lost access.`,
              );
              navigate(paths.dashboard);
            },
          })
        }
      >
        <p>
          This deletes {workspace.name} for all {plural(workspace.memberCount, "member")}: its job
          descriptions, batches and results, uploaded files, candidates, comments and scorecards,
          API keys and webhooks, decision log and pending invitations. Members keep their accounts
          and personal workspaces.
        </p>
        <p className="mt-2 font-semibold">This cannot be undone.</p>
      </ConfirmDialog>
    </Card>
  );
}

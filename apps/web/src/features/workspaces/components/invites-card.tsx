import {
  ASSIGNABLE_WORKSPACE_ROLES,
  type CreateInviteInput,
  createInviteSchema,
  WORKSPACE_INVITE_TTL_DAYS,
  WORKSPACE_MESSAGES,
  WORKSPACE_ROLE_DESCRIPTIONS,
  WORKSPACE_ROLE_LABELS,
  type WorkspaceSummary,
} from "@hirelens/contracts";
import { MailPlus, Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Select } from "@/components/ui/select";
import { isApiClientError } from "@/lib/api-client";
import { useInvite, useInvites, useResendInvite, useRevokeInvite } from "../api/workspaces";
import { formatDate, Loading, RoleBadge } from "./shared";

const EMPTY: CreateInviteInput = { email: "", role: "recruiter" };

/** Invite by e-mail with a role (admins): the invitee gets a link that works 7 days. */
function InviteForm({ workspace }: { workspace: WorkspaceSummary }) {
  const invite = useInvite(workspace.id);
  const form = useSchemaForm(createInviteSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const role = form.watch("role");

  async function submit(values: CreateInviteInput) {
    setFormError(null);
    try {
      const sent = await invite.mutateAsync(values);
      notify.success(WORKSPACE_MESSAGES.inviteSent(sent.email));
      form.reset(EMPTY);
    } catch (error) {
      if (!isApiClientError(error)) return;
      const emailError = error.errors?.email?.[0];
      if (emailError) form.setError("email", { message: emailError });
      else setFormError(error.message);
    }
  }

  return (
    <Form form={form} onSubmit={submit} aria-label="Invite a member" className="px-4 py-4 sm:px-5">
      {formError ? (
        <p
          role="alert"
          className="mb-3 rounded-xl bg-rose-50 px-3.5 py-2.5 text-sm font-medium text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
        >
          {formError}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_11rem_auto] sm:items-start">
        <Input
          label="E-mail address"
          type="email"
          autoComplete="off"
          isRequired
          placeholder="colleague@company.com"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Select label="Role" {...form.register("role")}>
          {ASSIGNABLE_WORKSPACE_ROLES.map((option) => (
            <option key={option} value={option}>
              {WORKSPACE_ROLE_LABELS[option]}
            </option>
          ))}
        </Select>
        <Button
          type="submit"
          className="sm:mt-[1.625rem]"
          isLoading={invite.isPending}
          loadingText="Sending..."
          leftIcon={<Send aria-hidden="true" className="size-4" />}
        >
          Send invitation
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {WORKSPACE_ROLE_LABELS[role]}: {WORKSPACE_ROLE_DESCRIPTIONS[role]} The link works for{" "}
        {WORKSPACE_INVITE_TTL_DAYS} days, once, for this address only.
      </p>
    </Form>
  );
}

function PendingInvites({ workspace }: { workspace: WorkspaceSummary }) {
  const invites = useInvites(workspace.id, true);
  const resend = useResendInvite(workspace.id);
  const revoke = useRevokeInvite(workspace.id);

  if (invites.isPending) return <Loading label="Loading invitations…" />;
  if (invites.isError) {
    return (
      <p role="alert" className="px-5 py-6 text-sm text-rose-700 dark:text-rose-300">
        The invitations could not be loaded.{" "}
        <button type="button" className="font-semibold underline" onClick={() => invites.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (invites.data.length === 0) {
    return (
      <EmptyState
        icon={MailPlus}
        title="No pending invitations"
        description="Invitations you send appear here until they are accepted or expire."
      />
    );
  }
  return (
    <ul
      aria-label="Pending invitations"
      className="divide-y divide-slate-100 dark:divide-slate-800"
    >
      {invites.data.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
              <span className="truncate">{item.email}</span> <RoleBadge role={item.role} />
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Invited by {item.invitedByName} · expires {formatDate(item.expiresAt)}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Resend the invitation to ${item.email}`}
              isLoading={resend.isPending && resend.variables === item.id}
              loadingText="Sending..."
              onClick={() =>
                resend.mutate(item.id, {
                  onSuccess: () => notify.success(WORKSPACE_MESSAGES.inviteResent(item.email)),
                })
              }
            >
              Resend
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Withdraw the invitation to ${item.email}`}
              isLoading={revoke.isPending && revoke.variables === item.id}
              loadingText="Withdrawing..."
              onClick={() =>
                revoke.mutate(item.id, {
                  onSuccess: () => notify.success(WORKSPACE_MESSAGES.inviteRevokedDone(item.email)),
                })
              }
            >
              Withdraw
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Admins only: the invite form and the pending invitations. */
export function InvitesCard({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <Card>
      <CardHeader
        title="Invite people"
        description={`They join ${workspace.name} with the role you choose once they accept.`}
      />
      <InviteForm workspace={workspace} />
      <div className="border-t border-slate-100 dark:border-slate-800">
        <h3 className="px-4 pt-4 text-sm font-semibold text-slate-900 sm:px-5 dark:text-white">
          Pending invitations
        </h3>
        <PendingInvites workspace={workspace} />
      </div>
    </Card>
  );
}

import {
  WORKSPACE_ERROR_CODES,
  WORKSPACE_MESSAGES,
  WORKSPACE_ROLE_DESCRIPTIONS,
  WORKSPACE_ROLE_LABELS,
} from "@hirelens/contracts";
import clsx from "clsx";
import { type ReactNode, useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { notify } from "@/components/ui/notifications/notifications-store";
import { paths } from "@/config/paths";
import { setPendingInvite } from "@/lib/active-workspace";
import { isApiClientError } from "@/lib/api-client";
import { useSwitchWorkspace } from "@/lib/workspaces-api";
import { useAcceptInvite, useInvitePreview } from "../api/workspaces";
import { formatDate, Loading } from "./shared";

export type InviteSession = {
  isLoading: boolean;
  isAuthenticated: boolean;
  email: string | null;
  onSignOut: () => void;
};

const linkButton = (variant: "primary" | "outline") =>
  clsx(buttonBase, buttonVariants[variant], buttonSizes.md, "w-full justify-center");

/** The server's own words for an invitation that cannot be used (expired, used, wrong account…). */
function inviteErrorMessage(error: unknown): { message: string; isWrongAccount: boolean } {
  if (isApiClientError(error)) {
    const body = error.body as { message?: unknown } | undefined;
    const isKnown = Object.values(WORKSPACE_ERROR_CODES).includes(
      error.code as (typeof WORKSPACE_ERROR_CODES)[keyof typeof WORKSPACE_ERROR_CODES],
    );
    if (isKnown && typeof body?.message === "string") {
      return {
        message: body.message,
        isWrongAccount: error.code === WORKSPACE_ERROR_CODES.inviteWrongAccount,
      };
    }
    return { message: error.message, isWrongAccount: false };
  }
  return { message: "The invitation could not be read. Please try again.", isWrongAccount: false };
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-xl bg-rose-50 px-3.5 py-3 text-sm font-medium text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
    >
      {children}
    </p>
  );
}

/**
 * The page an invitation link opens (`/invite?token=…`): a visitor signs in or signs up (and is
 * led back here); the signed-in invitee sees who invited them to what, and accepts.
 */
export function InviteAccept({ token, session }: { token: string; session: InviteSession }) {
  const navigate = useNavigate();
  const switchTo = useSwitchWorkspace();
  const here = `${paths.invite}?token=${encodeURIComponent(token)}`;
  const preview = useInvitePreview(token, session.isAuthenticated);
  const accept = useAcceptInvite();

  // Signed in: the link is here now, nothing needs to lead back to it.
  useEffect(() => {
    if (session.isAuthenticated) setPendingInvite(null);
  }, [session.isAuthenticated]);

  if (!token) return <Problem>{WORKSPACE_MESSAGES.inviteNotFound}</Problem>;
  if (session.isLoading) return <Loading label="Checking your session…" />;

  if (!session.isAuthenticated) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Sign in with the e-mail address the invitation was sent to. No account yet? Create one
          with that address; once you are signed in, HireLens brings you back to this invitation.
        </p>
        <Link to={paths.login} state={{ from: here }} className={linkButton("primary")}>
          Sign in to accept
        </Link>
        <Link
          to={paths.register}
          onClick={() => setPendingInvite(here)}
          className={linkButton("outline")}
        >
          Create an account
        </Link>
      </div>
    );
  }

  if (preview.isPending) return <Loading label="Reading the invitation…" />;
  if (preview.isError) {
    const { message, isWrongAccount } = inviteErrorMessage(preview.error);
    return (
      <div className="flex flex-col gap-4">
        <Problem>{message}</Problem>
        {isWrongAccount ? (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              You are signed in as {session.email}.
            </p>
            <Button
              variant="outline"
              onClick={() => {
                setPendingInvite(here);
                session.onSignOut();
              }}
            >
              Sign out
            </Button>
          </>
        ) : (
          <Link to={paths.dashboard} className={linkButton("outline")}>
            Go to the dashboard
          </Link>
        )}
      </div>
    );
  }

  const invite = preview.data;
  const acceptError = accept.isError ? inviteErrorMessage(accept.error).message : null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-slate-800 dark:text-slate-200">
        <strong>{invite.invitedByName}</strong> invited you to join{" "}
        <strong>{invite.workspaceName}</strong> as{" "}
        <strong>{WORKSPACE_ROLE_LABELS[invite.role].toLowerCase()}</strong>.
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {WORKSPACE_ROLE_LABELS[invite.role]}: {WORKSPACE_ROLE_DESCRIPTIONS[invite.role]} The
        invitation is for {invite.email} and works until {formatDate(invite.expiresAt)}.
      </p>
      {acceptError ? <Problem>{acceptError}</Problem> : null}
      <Button
        isLoading={accept.isPending}
        loadingText="Joining..."
        onClick={() =>
          accept.mutate(token, {
            onSuccess: (workspace) => {
              switchTo(workspace);
              notify.success(WORKSPACE_MESSAGES.joined(workspace.name));
              navigate(paths.dashboard, { replace: true });
            },
          })
        }
      >
        Join {invite.workspaceName}
      </Button>
    </div>
  );
}

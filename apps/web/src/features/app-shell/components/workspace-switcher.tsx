import {
  isOwnPersonalWorkspace,
  WORKSPACE_MESSAGES,
  WORKSPACE_ROLE_LABELS,
  type WorkspaceSummary,
} from "@hirelens/contracts";
import clsx from "clsx";
import { Check, ChevronsUpDown, Eye, MailOpen, Settings, UsersRound } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { notify } from "@/components/ui/notifications/notifications-store";
import { paths } from "@/config/paths";
import { readPendingInvite, useActiveWorkspace } from "@/lib/active-workspace";
import { useCurrentWorkspace, useSwitchWorkspace } from "@/lib/workspaces-api";

const workspaceLabel = (workspace: WorkspaceSummary) =>
  isOwnPersonalWorkspace(workspace) ? `${workspace.name}, your personal workspace` : workspace.name;

/**
 * The active workspace and the menu to switch it, in the app shell's header. Switching drops every
 * cached answer (they belonged to the other workspace). A stored workspace the account no longer
 * belongs to falls back to the personal one, with a notice.
 */
export function WorkspaceSwitcher() {
  const { query, workspaces, workspace, isFallback } = useCurrentWorkspace();
  const switchTo = useSwitchWorkspace();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The stored choice belongs to an account: read it again for whoever is signed in now.
  useEffect(() => {
    useActiveWorkspace.getState().reload();
  }, []);

  useEffect(() => {
    if (!isFallback || !query.isSuccess) return;
    switchTo(null);
    notify.info(WORKSPACE_MESSAGES.removedFallback);
  }, [isFallback, query.isSuccess, switchTo]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  useEffect(() => {
    if (isOpen) containerRef.current?.querySelector<HTMLElement>("[data-current]")?.focus();
  }, [isOpen]);

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [
      ...(containerRef.current?.querySelectorAll<HTMLElement>("[data-switcher-item]") ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  }

  if (!workspace) {
    return query.isError ? null : (
      <span className="h-9 w-28 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
    );
  }

  const itemClass =
    "flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-slate-700 transition hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

  return (
    <div ref={containerRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`Workspace: ${workspaceLabel(workspace)}, your role ${WORKSPACE_ROLE_LABELS[workspace.role]}. Switch workspace`}
        onClick={() => setIsOpen((open) => !open)}
        className="flex max-w-full min-w-0 items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5 text-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <UsersRound
          aria-hidden="true"
          className="size-4 shrink-0 text-brand-600 dark:text-brand-300"
        />
        <span
          data-testid="active-workspace-name"
          className="max-w-[6.5rem] truncate font-medium text-slate-900 sm:max-w-48 dark:text-white"
        >
          {workspace.name}
        </span>
        <span className="hidden text-xs text-slate-500 sm:inline dark:text-slate-400">
          {WORKSPACE_ROLE_LABELS[workspace.role]}
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </button>
      {isOpen ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move between the panel's buttons
        <div
          id={panelId}
          onKeyDown={onPanelKeyDown}
          className="fixed inset-x-4 top-16 z-50 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-72 dark:border-slate-700 dark:bg-slate-900"
        >
          <p
            id={`${panelId}-title`}
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"
          >
            Workspaces
          </p>
          <ul aria-labelledby={`${panelId}-title`}>
            {workspaces.map((item) => {
              const isCurrent = item.id === workspace.id;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    data-switcher-item
                    data-current={isCurrent ? "" : undefined}
                    aria-current={isCurrent ? "true" : undefined}
                    className={clsx(itemClass, isCurrent && "font-semibold")}
                    onClick={() => {
                      setIsOpen(false);
                      buttonRef.current?.focus();
                      if (!isCurrent) switchTo(item);
                    }}
                  >
                    <Check
                      aria-hidden="true"
                      className={clsx(
                        "size-4 shrink-0",
                        isCurrent ? "text-brand-600" : "invisible",
                      )}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate">{item.name}</span>
                      <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                        {isOwnPersonalWorkspace(item) ? "Personal · " : ""}
                        {WORKSPACE_ROLE_LABELS[item.role]} · {item.memberCount}{" "}
                        {item.memberCount === 1 ? "member" : "members"}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-1 border-t border-slate-100 pt-1 dark:border-slate-800">
            <Link
              to={paths.workspaceSettings}
              data-switcher-item
              className={itemClass}
              onClick={() => setIsOpen(false)}
            >
              <Settings aria-hidden="true" className="size-4" /> Workspace settings
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** An invitation opened before signing up: once signed in, a way back to it. */
export function PendingInviteBanner() {
  const { pathname } = useLocation();
  const [invitePath, setInvitePath] = useState(() => readPendingInvite());
  useEffect(() => {
    void pathname;
    setInvitePath(readPendingInvite());
  }, [pathname]);
  if (!invitePath || pathname === paths.invite) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-100"
    >
      <span className="flex items-center gap-2">
        <MailOpen aria-hidden="true" className="size-4" /> You have a workspace invitation waiting.
      </span>
      <Link to={invitePath} className="font-semibold underline">
        Open the invitation
      </Link>
    </div>
  );
}

/** Pages whose main actions (upload, edit, review, import) need at least the recruiter role. */
const RECRUITER_PAGES = [paths.resumeAnalyzer, paths.jobDescriptions, paths.candidates];

/**
 * Tells a viewer, on the pages where recruiters work, what their role allows before they try an
 * action the server would refuse (403).
 */
export function ViewerNotice() {
  const { pathname } = useLocation();
  const { workspace } = useCurrentWorkspace();
  if (workspace?.role !== "viewer") return null;
  if (!RECRUITER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return null;
  }
  return (
    <div
      role="note"
      className="mb-6 flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800/50 dark:text-slate-300"
    >
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{WORKSPACE_MESSAGES.viewerNotice(workspace.name)}</span>
    </div>
  );
}

import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from "@hirelens/contracts";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";

const TONES: Record<WorkspaceRole, BadgeTone> = {
  owner: "brand",
  admin: "info",
  recruiter: "success",
  viewer: "neutral",
};

export function RoleBadge({ role }: { role: WorkspaceRole }) {
  return <Badge tone={TONES[role]}>{WORKSPACE_ROLE_LABELS[role]}</Badge>;
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** A list's loading row: a spinner and what is loading, announced to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400"
    >
      <Spinner className="size-5" /> {label}
    </p>
  );
}

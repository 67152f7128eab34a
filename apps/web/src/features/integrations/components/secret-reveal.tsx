import { INTEGRATION_MESSAGES } from "@hirelens/contracts";
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notifications/notifications-store";

/** A secret shown once: selectable, with a copy button and the warning that it will not come back. */
export function SecretReveal({ label, secret }: { label: string; secret: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(INTEGRATION_MESSAGES.copied);
    } catch {
      notify.error("Copying failed: select the text and copy it yourself.");
    }
  }
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          readOnly
          value={secret}
          aria-label={label}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-w-0 flex-1 rounded-xl border-0 bg-slate-100 px-3 py-2 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={copy}
          leftIcon={<Copy aria-hidden="true" className="size-4" />}
        >
          Copy
        </Button>
      </div>
      <p className="text-xs font-medium text-amber-700 dark:text-amber-300">
        Store it somewhere safe now: it is not shown again.
      </p>
    </div>
  );
}

export function formatDateTime(iso: string | null): string {
  if (!iso) return "Never";
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

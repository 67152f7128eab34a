import { CheckCircle2, FileText, Trash2, XCircle } from "lucide-react";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { QueuedFile } from "../hooks/use-upload-queue";
import { formatBytes } from "../lib/validate-files";

/** The files of the next batch, each with its upload progress. */
export function UploadList({
  items,
  onRemove,
  isLocked,
}: {
  items: QueuedFile[];
  onRemove: (key: string) => void;
  isLocked: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Resumes to analyse" className="divide-y divide-slate-100 dark:divide-slate-800">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-3 py-2.5" data-testid="upload-item">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <div className="min-w-0 flex-1">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate font-medium text-slate-800 dark:text-slate-100">
                {item.file.name}
              </span>
              <span className="shrink-0 text-xs text-slate-500 uppercase dark:text-slate-400">
                {item.kind} · {formatBytes(item.file.size)}
              </span>
            </div>
            {item.state === "uploading" || item.state === "uploaded" ? (
              <ProgressBar
                className="mt-1.5"
                size="sm"
                value={item.progress * 100}
                tone={item.state === "uploaded" ? "success" : "brand"}
                label={`Uploading ${item.file.name}`}
                isAnimated={false}
              />
            ) : null}
            {item.error ? (
              <p className="mt-1 text-xs text-rose-600 dark:text-rose-400">{item.error}</p>
            ) : null}
          </div>
          {item.state === "uploaded" ? (
            <CheckCircle2 aria-label="Uploaded" className="size-5 shrink-0 text-emerald-500" />
          ) : item.state === "failed" ? (
            <XCircle aria-label="Upload failed" className="size-5 shrink-0 text-rose-500" />
          ) : null}
          {!isLocked ? (
            <button
              type="button"
              aria-label={`Remove ${item.file.name}`}
              onClick={() => onRemove(item.key)}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

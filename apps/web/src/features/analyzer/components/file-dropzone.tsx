import { ACCEPTED_RESUME_EXTENSIONS, MAX_BULK_RESUMES } from "@hirelens/contracts";
import clsx from "clsx";
import { UploadCloud } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";

/** Drop zone for resumes, with a real button and file input for keyboard and screen-reader users. */
export function FileDropzone({
  onFiles,
  isDisabled,
}: {
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const hintId = useId();

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsOver(false);
    if (isDisabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop is the pointer twin of the "Choose files" button inside
    <div
      data-testid="dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={clsx(
        "flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition",
        isOver
          ? "border-brand-500 bg-brand-50 dark:bg-brand-500/10"
          : "border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40",
        isDisabled && "opacity-60",
      )}
    >
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:text-brand-300 dark:ring-slate-700">
        <UploadCloud aria-hidden="true" className="size-6" />
      </span>
      <p className="text-base font-semibold text-slate-900 dark:text-white">
        Drag and drop resumes here
      </p>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        One file or up to {MAX_BULK_RESUMES} · PDF, DOCX, DOC, RTF or TXT · 10 MB each
      </p>
      <button
        type="button"
        disabled={isDisabled}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        className="mt-4 inline-flex h-10 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        Choose files
      </button>
      <input
        ref={inputRef}
        type="file"
        multiple
        data-testid="resume-input"
        aria-label="Resume files"
        accept={ACCEPTED_RESUME_EXTENSIONS.join(",")}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}

import clsx from "clsx";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

export type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A native modal <dialog>: the browser makes the rest of the page inert (focus stays inside),
 * Escape closes it; we add backdrop-click closing and give focus back to the opener.
 */
export function Modal({ isOpen, onClose, title, hideTitle, children, className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      document.documentElement.classList.add("overflow-hidden");
    }
    if (!isOpen && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
    if (!isOpen) {
      document.documentElement.classList.remove("overflow-hidden");
      openerRef.current?.focus();
      openerRef.current = null;
    }
  }, [isOpen]);

  useEffect(
    () => () => {
      document.documentElement.classList.remove("overflow-hidden");
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has a keyboard twin, Escape (onCancel)
    <dialog
      ref={dialogRef}
      aria-labelledby="modal-title"
      onCancel={(event) => {
        // Escape: let React state drive the closing so opener focus is restored in one place.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // The dialog box fills the viewport; a click on it (not its content) is a backdrop click.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className={clsx(
        "modal m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-3 backdrop:bg-slate-950/75 backdrop:backdrop-blur-sm sm:p-6",
        "open:flex open:items-center open:justify-center",
      )}
    >
      {isOpen ? (
        <div
          className={clsx(
            "modal-panel relative w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 dark:bg-slate-900 dark:ring-white/10",
            className,
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 md:px-6 md:py-4 dark:border-slate-800">
            <h2
              id="modal-title"
              className={clsx(
                "text-sm font-semibold text-slate-900 md:text-base dark:text-white",
                hideTitle && "sr-only",
              )}
            >
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label="Close"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 md:size-9 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

import clsx from "clsx";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A side panel on a native modal <dialog> (focus kept inside, Escape closes, the page behind is
 * inert); full width under 768 px.
 */
export function Drawer({
  isOpen,
  onClose,
  title,
  subtitle,
  actions,
  children,
  widthClass = "md:max-w-3xl",
}: {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  widthClass?: string;
}) {
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
    }
    if (!isOpen && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      openerRef.current?.focus();
      openerRef.current = null;
    }
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (onCancel) is the keyboard twin of the backdrop click
    <dialog
      ref={dialogRef}
      aria-labelledby="drawer-title"
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-slate-950/60 backdrop:backdrop-blur-[2px] open:flex open:justify-end"
    >
      {isOpen ? (
        <div
          className={clsx(
            "drawer-panel flex h-full w-full flex-col bg-white shadow-2xl md:w-[min(92vw,56rem)] dark:bg-slate-900",
            widthClass,
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 md:px-6 dark:border-slate-800">
            <div className="min-w-0">
              <h2
                id="drawer-title"
                className="truncate text-lg font-semibold text-slate-900 dark:text-white"
              >
                {title}
              </h2>
              {subtitle ? (
                <div className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{subtitle}</div>
              ) : null}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {actions}
              <button
                type="button"
                onClick={() => onCloseRef.current()}
                aria-label="Close"
                className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

/** Asks before something that cannot be undone (deleting a batch, a job description). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel = "Delete",
  isPending = false,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={title} className="max-w-md">
      <div className="px-4 py-4 text-sm text-slate-700 md:px-6 dark:text-slate-300">{children}</div>
      <div className="flex justify-end gap-2 border-t border-slate-200 px-4 py-3 md:px-6 dark:border-slate-800">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button
          size="sm"
          className="bg-rose-600 shadow-rose-600/30 hover:bg-rose-700 dark:bg-rose-600 dark:hover:bg-rose-500"
          onClick={onConfirm}
          isLoading={isPending}
          loadingText="Deleting..."
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

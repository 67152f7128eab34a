import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useEraseCandidate } from "../api/erase-candidate";

/**
 * "Erase candidate data" (issue 13): on a candidate's request, the recruiter deletes everything
 * HireLens holds about them; the decision log keeps only that it happened, by whom and when.
 */
export function EraseCandidateSection({
  candidateId,
  batchId,
  label,
  fileName,
  onErased,
}: {
  candidateId: string;
  batchId: string;
  /** How the drawer names the candidate (the pseudonym in anonymised review). */
  label: string;
  fileName: string;
  onErased: () => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const erase = useEraseCandidate(batchId);
  return (
    <section
      aria-labelledby="erase-candidate-title"
      className="mx-4 mb-6 rounded-xl border border-rose-200 p-4 md:mx-6 dark:border-rose-500/30"
    >
      <h3
        id="erase-candidate-title"
        className="text-sm font-semibold text-slate-900 dark:text-white"
      >
        Erase candidate data
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        When a candidate asks to be forgotten: deletes their resume file and everything read from
        it. The decision log keeps only the fact of the erasure.
      </p>
      <Button
        size="sm"
        variant="outline"
        className="mt-3 border-rose-300 text-rose-700 hover:bg-rose-50 dark:border-rose-500/40 dark:text-rose-300 dark:hover:bg-rose-500/10"
        leftIcon={<Trash2 aria-hidden="true" className="size-4" />}
        onClick={() => setIsConfirming(true)}
      >
        Erase candidate data
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Erase this candidate's data?"
        confirmLabel="Erase"
        isPending={erase.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() =>
          erase.mutate(candidateId, {
            onSuccess: () => {
              setIsConfirming(false);
              onErased();
            },
          })
        }
      >
        <p>
          This permanently deletes, for <strong>{label}</strong>:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            the resume file <span className="font-medium break-all">{fileName}</span>
          </li>
          <li>the text, contact details and work history read from it</li>
          <li>the score, evidence, insights, review decision and your notes</li>
          <li>every decision-log entry about this candidate</li>
        </ul>
        <p className="mt-3">
          The decision log keeps one entry saying this candidate's data was erased, by you, and
          when. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

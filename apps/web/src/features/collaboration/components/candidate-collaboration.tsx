import { FileJson } from "lucide-react";
import { useState } from "react";
import type { CandidateSlotProps } from "@/components/feature-slots";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notifications/notifications-store";
import { isApiClientError } from "@/lib/api-client";
import { downloadJsonResume } from "../api/collaboration-api";
import { CommentsPanel } from "./comments-panel";
import { ScorecardsPanel } from "./scorecards-panel";

/** The JSON Resume download of the engine's reading (the anonymised one in a blind review). */
export function JsonResumeButton({
  candidateId,
  isAnonymised,
}: {
  candidateId: string;
  isAnonymised: boolean;
}) {
  const [isPending, setIsPending] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      isLoading={isPending}
      loadingText="Preparing..."
      leftIcon={<FileJson aria-hidden="true" className="size-4" />}
      onClick={async () => {
        setIsPending(true);
        try {
          await downloadJsonResume(candidateId, isAnonymised);
        } catch (error) {
          notify.error(
            isApiClientError(error) ? error.message : "The JSON Resume could not be downloaded",
          );
        } finally {
          setIsPending(false);
        }
      }}
    >
      Download JSON Resume
    </Button>
  );
}

/** What the analyzer's candidate drawer shows from collaboration (mounted through CandidateSlot). */
export function CandidateCollaboration({
  candidateId,
  isAnonymised,
  isScored,
}: CandidateSlotProps) {
  return (
    <div className="space-y-6">
      {isScored ? (
        <section aria-labelledby="standard-formats-title">
          <h3
            id="standard-formats-title"
            className="mb-2 text-sm font-semibold text-slate-900 dark:text-white"
          >
            Standard formats
          </h3>
          <p className="mb-2 text-xs text-slate-500">
            The resume as HireLens read it, in the open JSON Resume format
            {isAnonymised ? " (anonymised, as in this blind review)" : ""}.
          </p>
          <JsonResumeButton candidateId={candidateId} isAnonymised={isAnonymised} />
        </section>
      ) : null}
      <ScorecardsPanel candidateId={candidateId} />
      <CommentsPanel candidateId={candidateId} />
    </div>
  );
}

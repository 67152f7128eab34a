import { CandidateSlot } from "@/components/feature-slots";
import { ResumeAnalyzer } from "@/features/analyzer/components/resume-analyzer";
import { CandidateCollaboration } from "@/features/collaboration/components/candidate-collaboration";
import { useCredits } from "@/features/credits/hooks/use-credits";
import { useCreditsStore } from "@/features/credits/stores/credits-store";
import { InAppNotFound } from "./in-app-not-found";

/**
 * Composes the analyzer with the credits store (the cost line reads it, a started batch updates it)
 * and with collaboration in the candidate drawer (comments, scorecards, JSON Resume).
 */
export default function ResumeAnalyzerRoute() {
  const { balance } = useCredits();
  return (
    <CandidateSlot.Provider value={CandidateCollaboration}>
      <ResumeAnalyzer
        credits={
          balance
            ? { availableCredits: balance.availableCredits, isUnlimited: balance.isUnlimited }
            : null
        }
        onBatchStarted={(count) => {
          const store = useCreditsStore.getState();
          const current = store.balance;
          if (current && !current.isUnlimited) {
            store.updateBalanceOptimistically({
              availableCredits: current.availableCredits - count,
              usedCredits: current.usedCredits + count,
            });
          }
          // Failed files are refunded later: the next read goes to the server.
          store.invalidateBalance();
        }}
        renderNotFound={() => <InAppNotFound />}
      />
    </CandidateSlot.Provider>
  );
}

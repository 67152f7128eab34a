import { type ComponentType, createContext } from "react";

/**
 * Places where one feature's screen shows another feature's piece. A feature never imports
 * another (decision 164), so the screen offers a slot and app/ fills it with a provider:
 *   <CandidateSlot.Provider value={CandidateCollaboration}><ResumeAnalyzer … /></CandidateSlot.Provider>
 * An empty slot (no provider) renders nothing.
 */

/** Under a candidate in the analyzer's drawer (comments, scorecards, JSON Resume download). */
export type CandidateSlotProps = {
  /** The analysis result's id. */
  candidateId: string;
  jobDescriptionId: string | null;
  isAnonymised: boolean;
  isScored: boolean;
};
export const CandidateSlot = createContext<ComponentType<CandidateSlotProps> | null>(null);

/** On a job description's card (export) and in its edit drawer (scorecard criteria). */
export type JobDescriptionSlotProps = { jobDescriptionId: string; title: string };
export const JobDescriptionCardSlot = createContext<ComponentType<JobDescriptionSlotProps> | null>(
  null,
);
export const JobDescriptionEditSlot = createContext<ComponentType<JobDescriptionSlotProps> | null>(
  null,
);
/** Beside "New job description" in the page header (import). */
export const JobDescriptionsToolbarSlot = createContext<ComponentType | null>(null);

import { z } from "zod";

/**
 * What the decision log records (issue 13): every score the engine gives and every action a person
 * takes on a candidate or batch. The log is append-only: the API never edits or deletes an entry;
 * only the retention job removes entries older than the retention period, and erasing a candidate
 * removes their entries and leaves one `erased` entry with no personal data.
 */
export const decisionActionSchema = z.enum([
  "scored",
  "rescored",
  "shortlisted",
  "rejected",
  "review_cleared",
  "band_overridden",
  "note_changed",
  "exported",
  "ranking_switched",
  "erased",
]);
export type DecisionAction = z.infer<typeof decisionActionSchema>;

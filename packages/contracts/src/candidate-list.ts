import { z } from "zod";
import {
  candidateSortSchema,
  candidateStatusSchema,
  fitBandIdSchema,
  reviewStatusSchema,
} from "./analysis.ts";

/** The keys the ranked table sorts by: the server's `?sort=` schema, one list for both. */
export const CANDIDATE_SORT_KEYS = candidateSortSchema.options;
export const candidateSortKeySchema = candidateSortSchema;
export type CandidateSortKey = z.infer<typeof candidateSortKeySchema>;

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

export type CandidateSort = { key: CandidateSortKey; direction: SortDirection };

/** A first click on a column: the best first for numbers (score, years), A to Z for the rest. */
export function defaultSortDirection(key: CandidateSortKey): SortDirection {
  return key === "score" || key === "years" ? "desc" : "asc";
}

/** The ranked table's filters; `"all"` (or an empty text) keeps every candidate. */
export const candidateFilterSchema = z.object({
  /** Matches the display name, the file name (not in anonymised review) or the last title. */
  query: z.string().trim().max(200),
  status: z.union([candidateStatusSchema, z.literal("all")]),
  review: z.union([reviewStatusSchema, z.literal("all")]),
  /** Keep this band and the better ones. */
  minBand: z.union([fitBandIdSchema, z.literal("all")]),
  skill: z.string().trim().max(80),
});
export type CandidateFilter = z.infer<typeof candidateFilterSchema>;

/** The filter keys, as the table and the server's query name them. */
export const CANDIDATE_FILTER_KEYS = candidateFilterSchema.keyof().options;

export const DEFAULT_CANDIDATE_FILTER: CandidateFilter = {
  query: "",
  status: "all",
  review: "all",
  minBand: "all",
  skill: "",
};

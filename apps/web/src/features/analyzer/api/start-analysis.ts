import {
  ANALYSIS_PATHS,
  type AnalyzeRequest,
  type BatchDetail,
  batchDetailSchema,
} from "@hirelens/contracts";
import { useMutation } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/analysis/analyze: reserves one credit per resume up front and queues the batch. */
export async function startAnalysis(
  input: AnalyzeRequest,
  client: ApiClient = api,
): Promise<BatchDetail> {
  return batchDetailSchema.parse(await client.post<unknown>(ANALYSIS_PATHS.analyze, input));
}

export function useStartAnalysis() {
  return useMutation({ mutationFn: (input: AnalyzeRequest) => startAnalysis(input) });
}

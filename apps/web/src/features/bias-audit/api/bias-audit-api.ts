import {
  AUDIT_PATHS,
  type AuditBatch,
  type AuditImportResult,
  type AuditRun,
  type AuditRunSummary,
  type AuditStatus,
  auditBatchSchema,
  auditImportResultSchema,
  auditRunSchema,
  auditRunSummarySchema,
  auditStatusSchema,
  type CandidateNoticeView,
  type CreateAuditRun,
  candidateNoticeSchema,
  type HowScoring,
  howScoringSchema,
  JOB_DESCRIPTION_PATHS,
  type JobDescription,
  jobDescriptionSchema,
  type PublicAuditSummary,
  publicAuditSummarySchema,
} from "@hirelens/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { API_BASE_URL } from "@/config/env";
import { ApiClientError, api, formatApiError } from "@/lib/api-client";
import { readStoredToken } from "@/lib/auth-storage";
import { downloadFile } from "@/lib/fetch-file";

/** The audit kit's calls (issue 13): analyses, category import, runs, exports, publication, notice. */

export function useAuditBatches() {
  return useQuery({
    queryKey: ["bias-audit", "batches"],
    queryFn: async (): Promise<AuditBatch[]> =>
      auditBatchSchema.array().parse(await api.get<unknown>(AUDIT_PATHS.batches)),
    staleTime: 0,
  });
}

export function useAuditRuns() {
  return useQuery({
    queryKey: ["bias-audit", "runs"],
    queryFn: async (): Promise<AuditRunSummary[]> =>
      auditRunSummarySchema.array().parse(await api.get<unknown>(AUDIT_PATHS.runs)),
  });
}

export function useAuditRun(id: string | null) {
  return useQuery({
    queryKey: ["bias-audit", "run", id],
    queryFn: async (): Promise<AuditRun> =>
      auditRunSchema.parse(await api.get<unknown>(AUDIT_PATHS.run(id ?? ""))),
    enabled: Boolean(id),
  });
}

export function useAuditStatus() {
  return useQuery({
    queryKey: ["bias-audit", "status"],
    queryFn: async (): Promise<AuditStatus> =>
      auditStatusSchema.parse(await api.get<unknown>(AUDIT_PATHS.status)),
  });
}

export function useCreateAuditRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAuditRun): Promise<AuditRun> =>
      auditRunSchema.parse(
        await api.post<unknown>(AUDIT_PATHS.runs, input, { toastOnError: false }),
      ),
    onSuccess: (run) => {
      queryClient.setQueryData(["bias-audit", "run", run.id], run);
      void queryClient.invalidateQueries({ queryKey: ["bias-audit", "runs"] });
      void queryClient.invalidateQueries({ queryKey: ["bias-audit", "status"] });
    },
  });
}

export function usePublishAuditRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; isPublished: boolean }): Promise<AuditRunSummary> =>
      auditRunSummarySchema.parse(
        await api.put<unknown>(AUDIT_PATHS.publication(input.id), {
          isPublished: input.isPublished,
        }),
      ),
    onSuccess: (summary) => {
      queryClient.setQueryData<AuditRun>(["bias-audit", "run", summary.id], (run) =>
        run ? { ...run, ...summary } : run,
      );
      void queryClient.invalidateQueries({ queryKey: ["bias-audit", "runs"] });
    },
  });
}

/** The CSV to fill in, with the candidate ids of the chosen analyses. */
export function downloadTemplate(batchIds: string[]): Promise<void> {
  const query = new URLSearchParams({ batchIds: batchIds.join(",") });
  return downloadFile(`${AUDIT_PATHS.template}?${query}`, "hirelens-audit-categories.csv");
}

export type AuditExportFormat = "applicants-csv" | "aggregate-csv" | "pdf";

export function exportAuditRun(id: string, format: AuditExportFormat): Promise<void> {
  return downloadFile(
    `${AUDIT_PATHS.export(id)}?format=${format}`,
    `hirelens-audit.${format === "pdf" ? "pdf" : "csv"}`,
  );
}

/**
 * POST /api/bias-audit/categories with the file's bytes as they are (the server reads the
 * encoding), over XHR so the upload progress (0..1) can be shown. A refusal carries the
 * line-numbered errors as an ApiClientError's `errors`.
 */
export function importCategories(
  file: File,
  onProgress: (ratio: number) => void,
): Promise<AuditImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE_URL}${AUDIT_PATHS.categories}`);
    const token = readStoredToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", "text/csv");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const data = body && typeof body === "object" && "data" in body ? body.data : body;
        resolve(auditImportResultSchema.parse(data));
        return;
      }
      reject(
        new ApiClientError(formatApiError({ kind: "response", status: xhr.status, body }), body),
      );
    };
    xhr.onerror = () => reject(new ApiClientError(formatApiError({ kind: "network" })));
    xhr.send(file);
  });
}

export interface NoticeInput {
  source: { jobDescriptionId: string } | { batchId: string };
  employer: string;
  contact: string;
}

const noticeQuery = (input: NoticeInput, format: "json" | "txt" | "pdf") =>
  new URLSearchParams({
    ...input.source,
    employer: input.employer,
    contact: input.contact,
    format,
  });

export function useCandidateNotice() {
  return useMutation({
    mutationFn: async (input: NoticeInput): Promise<CandidateNoticeView> =>
      candidateNoticeSchema.parse(
        await api.get<unknown>(`${AUDIT_PATHS.notice}?${noticeQuery(input, "json")}`, {
          toastOnError: false,
        }),
      ),
  });
}

export function downloadNotice(input: NoticeInput, format: "txt" | "pdf"): Promise<void> {
  return downloadFile(
    `${AUDIT_PATHS.notice}?${noticeQuery(input, format)}`,
    `candidate-notice.${format}`,
  );
}

export function useNoticeDefaults() {
  return useQuery({
    queryKey: ["bias-audit", "notice-defaults"],
    queryFn: async () => await api.get<{ employer: string | null }>(AUDIT_PATHS.noticeDefaults),
  });
}

export function useJobDescriptionChoices() {
  return useQuery({
    queryKey: ["job-descriptions", "notice-picker"],
    queryFn: async (): Promise<JobDescription[]> =>
      jobDescriptionSchema
        .array()
        .parse(await api.get<unknown>(`${JOB_DESCRIPTION_PATHS.list}?pageSize=100`)),
  });
}

/** The published summary; no session needed. */
export function usePublicAuditSummary(publicId: string) {
  return useQuery({
    queryKey: ["bias-audit", "public", publicId],
    queryFn: async (): Promise<PublicAuditSummary> =>
      publicAuditSummarySchema.parse(
        await api.get<unknown>(AUDIT_PATHS.publicSummary(publicId), { toastOnError: false }),
      ),
    retry: false,
  });
}

/** The engine's version, bands and default weights for the public page on how HireLens scores. */
export function useHowScoring() {
  return useQuery({
    queryKey: ["bias-audit", "how-scoring"],
    queryFn: async (): Promise<HowScoring> =>
      howScoringSchema.parse(
        await api.get<unknown>(AUDIT_PATHS.howScoring, { toastOnError: false }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import {
  type CandidateScorecards,
  COLLABORATION_MESSAGES,
  type Comment,
  candidateScorecardsSchema,
  commentSchema,
  JOB_IMPORT_MAX_BYTES,
  type JobDescription,
  type MentionableMember,
  mentionableMemberSchema,
  type ScorecardCriteriaResult,
  type ScorecardInput,
  scorecardCriteriaResultSchema,
} from "@hirelens/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notify } from "@/components/ui/notifications/notifications-store";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/fetch-file";

const keys = {
  members: ["collaboration", "members"] as const,
  comments: (candidateId: string) => ["collaboration", "comments", candidateId] as const,
  scorecards: (candidateId: string) => ["collaboration", "scorecards", candidateId] as const,
  criteria: (jobId: string) => ["collaboration", "criteria", jobId] as const,
};

/** Who can be @mentioned in the active workspace. */
export function useMentionableMembers() {
  return useQuery({
    queryKey: keys.members,
    queryFn: async (): Promise<MentionableMember[]> =>
      z.array(mentionableMemberSchema).parse(await api.get<unknown>("/collaboration/members")),
    staleTime: 60_000,
  });
}

export function useComments(candidateId: string) {
  return useQuery({
    queryKey: keys.comments(candidateId),
    queryFn: async (): Promise<Comment[]> =>
      z
        .array(commentSchema)
        .parse(await api.get<unknown>(`/resume-analysis/${candidateId}/comments`)),
  });
}

export function useAddComment(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      commentSchema.parse(
        await api.post<unknown>(`/resume-analysis/${candidateId}/comments`, { body }),
      ),
    onSuccess: () => {
      notify.success(COLLABORATION_MESSAGES.commentAdded, { duration: 2500 });
      void queryClient.invalidateQueries({ queryKey: keys.comments(candidateId) });
    },
  });
}

export function useEditComment(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: string }) =>
      commentSchema.parse(await api.patch<unknown>(`/comments/${id}`, { body })),
    onSuccess: () => {
      notify.success(COLLABORATION_MESSAGES.commentSaved, { duration: 2500 });
      void queryClient.invalidateQueries({ queryKey: keys.comments(candidateId) });
    },
  });
}

export function useDeleteComment(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/comments/${id}`),
    onSuccess: () => {
      notify.success(COLLABORATION_MESSAGES.commentDeleted, { duration: 2500 });
      void queryClient.invalidateQueries({ queryKey: keys.comments(candidateId) });
    },
  });
}

export function useScorecards(candidateId: string) {
  return useQuery({
    queryKey: keys.scorecards(candidateId),
    queryFn: async (): Promise<CandidateScorecards> =>
      candidateScorecardsSchema.parse(
        await api.get<unknown>(`/resume-analysis/${candidateId}/scorecards`),
      ),
  });
}

export function useSaveScorecard(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ScorecardInput) =>
      candidateScorecardsSchema.parse(
        await api.put<unknown>(`/resume-analysis/${candidateId}/scorecards/mine`, input),
      ),
    onSuccess: (data) => {
      notify.success(COLLABORATION_MESSAGES.scorecardSaved, { duration: 2500 });
      queryClient.setQueryData(keys.scorecards(candidateId), data);
    },
  });
}

export function useScorecardCriteria(jobId: string) {
  return useQuery({
    queryKey: keys.criteria(jobId),
    queryFn: async (): Promise<ScorecardCriteriaResult> =>
      scorecardCriteriaResultSchema.parse(
        await api.get<unknown>(`/job-descriptions/${jobId}/scorecard-criteria`),
      ),
  });
}

export function useSaveScorecardCriteria(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (criteria: string[]) =>
      scorecardCriteriaResultSchema.parse(
        await api.put<unknown>(`/job-descriptions/${jobId}/scorecard-criteria`, { criteria }),
      ),
    onSuccess: (data) => {
      notify.success(COLLABORATION_MESSAGES.criteriaSaved, { duration: 2500 });
      queryClient.setQueryData(keys.criteria(jobId), data);
      void queryClient.invalidateQueries({ queryKey: ["collaboration", "scorecards"] });
    },
  });
}

/** Saves the candidate's resume as JSON Resume (the anonymised reading in a blind review). */
export function downloadJsonResume(candidateId: string, isAnonymised: boolean): Promise<void> {
  return downloadFile(
    `/api/resume-analysis/${candidateId}/json-resume${isAnonymised ? "?anonymised=true" : ""}`,
    isAnonymised ? "candidate.resume.json" : "resume.json",
  );
}

export function exportJob(jobId: string): Promise<void> {
  return downloadFile(`/api/job-descriptions/${jobId}/export`, "job.json");
}

/**
 * Reads a chosen file as a job: too large or not JSON is said here, before any upload; what the
 * server refuses (not a job of the schema, no title) comes back as its 422 message.
 */
export async function readJobFile(file: File): Promise<unknown> {
  if (file.size > JOB_IMPORT_MAX_BYTES) throw new Error(COLLABORATION_MESSAGES.jobFileTooLarge);
  const text = await file.text();
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const detail = error instanceof Error ? error.message : "it could not be read";
    throw new Error(COLLABORATION_MESSAGES.jobFileNotJson(detail));
  }
}

export function useImportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: unknown) =>
      (await api.post<unknown>("/job-descriptions/import", document, {
        toastOnError: false,
      })) as JobDescription,
    onSuccess: () => {
      notify.success(COLLABORATION_MESSAGES.jobImported);
      void queryClient.invalidateQueries({ queryKey: ["job-descriptions"] });
    },
  });
}

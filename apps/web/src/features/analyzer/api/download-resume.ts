import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchBinary, saveBlob } from "../lib/fetch-binary";

/** The original resume behind the candidate's `downloadUrl` (bearer auth), as a blob. */
export async function getResumeFile(downloadUrl: string): Promise<Blob> {
  return (await fetchBinary(downloadUrl)).blob;
}

export async function downloadResume(downloadUrl: string, fileName: string): Promise<void> {
  const { blob, fileName: served } = await fetchBinary(downloadUrl);
  saveBlob(blob, served ?? fileName);
}

export function getResumeFileQueryOptions(downloadUrl: string) {
  return queryOptions({
    queryKey: ["resume-files", downloadUrl],
    queryFn: () => getResumeFile(downloadUrl),
  });
}

export function useResumeFile(downloadUrl: string | null, isEnabled: boolean) {
  return useQuery({
    ...getResumeFileQueryOptions(downloadUrl ?? ""),
    enabled: Boolean(downloadUrl) && isEnabled,
  });
}

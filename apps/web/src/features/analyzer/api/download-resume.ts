import { downloadFile, fetchFile } from "@/lib/fetch-file";

/** The original resume behind the candidate's `downloadUrl` (bearer auth), as a blob. */
export async function getResumeFile(downloadUrl: string): Promise<Blob> {
  return (await fetchFile(downloadUrl)).blob;
}

/** Saves the original resume under the name the server gives it (else the uploaded name). */
export async function downloadResume(downloadUrl: string, fileName: string): Promise<void> {
  await downloadFile(downloadUrl, fileName);
}

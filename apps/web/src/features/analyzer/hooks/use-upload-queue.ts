import type { ResumeFileKind } from "@hirelens/contracts";
import { useCallback, useRef, useState } from "react";
import { isApiClientError } from "@/lib/api-client";
import { uploadResume } from "../api/upload-resume";
import { checkResumeFiles, type FileRefusal } from "../lib/validate-files";

export type QueuedFile = {
  key: string;
  file: File;
  kind: ResumeFileKind;
  sha256: string;
  state: "ready" | "uploading" | "uploaded" | "failed";
  progress: number;
  fileId?: string;
  error?: string;
};

const UPLOAD_CONCURRENCY = 4;
let sequence = 0;

/** The files of the next batch: checked before anything is sent, then uploaded with progress. */
export function useUploadQueue() {
  const [items, setItems] = useState<QueuedFile[]>([]);
  const [refusals, setRefusals] = useState<FileRefusal[]>([]);
  const [duplicates, setDuplicates] = useState<Array<{ name: string; duplicateOf: string }>>([]);
  const [isChecking, setIsChecking] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const patch = useCallback((key: string, change: Partial<QueuedFile>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const addFiles = useCallback(async (files: File[]) => {
    setIsChecking(true);
    try {
      const check = await checkResumeFiles(
        files,
        itemsRef.current.map((item) => ({ name: item.file.name, sha256: item.sha256 })),
      );
      setRefusals(check.refused);
      setDuplicates(check.duplicates);
      const added = check.accepted.map((accepted): QueuedFile => {
        sequence += 1;
        return { ...accepted, key: `f${sequence}`, state: "ready", progress: 0 };
      });
      setItems((current) => [...current, ...added]);
      return check;
    } finally {
      setIsChecking(false);
    }
  }, []);

  const remove = useCallback((key: string) => {
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const clear = useCallback(() => {
    setItems([]);
    setRefusals([]);
    setDuplicates([]);
  }, []);

  /** Uploads what is not uploaded yet, a few at a time; resolves with every uploaded file id. */
  const uploadAll = useCallback(async (): Promise<string[]> => {
    const all = itemsRef.current;
    const pending = all.filter((item) => item.state !== "uploaded");
    const ids = new Map(all.map((item) => [item.key, item.fileId]));
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const item = pending[next];
        next += 1;
        if (!item) continue;
        patch(item.key, { state: "uploading", progress: 0, error: undefined });
        try {
          const result = await uploadResume(item.file, (ratio) =>
            patch(item.key, { progress: ratio }),
          );
          const fileId = result.files[0]?.id ?? result.duplicates[0]?.duplicateOfId;
          ids.set(item.key, fileId);
          patch(item.key, { state: "uploaded", progress: 1, fileId });
        } catch (error) {
          patch(item.key, {
            state: "failed",
            error: isApiClientError(error) ? error.message : "Upload failed",
          });
        }
      }
    };
    await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
    return all.map((item) => ids.get(item.key)).filter((id): id is string => Boolean(id));
  }, [patch]);

  return { items, refusals, duplicates, isChecking, addFiles, remove, clear, uploadAll };
}

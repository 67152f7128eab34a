import type { ResumeFileKind } from "@hirelens/contracts";
import { useCallback, useRef, useState } from "react";
import { isApiClientError } from "@/lib/api-client";
import { uploadResume, uploadResumes } from "../api/upload-resume";
import { groupUploads, splitUploadProgress } from "../lib/upload-groups";
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

/** Requests sent at once; a batch goes in this many requests of several files each. */
const UPLOAD_CONCURRENCY = 4;
/** Most files in one request (the route takes up to 50). */
const FILES_PER_REQUEST = 25;
/** Smallest change of a file's upload progress that is shown. */
const PROGRESS_STEP = 0.25;
let sequence = 0;

/** The files of the next batch: checked before anything is sent, then uploaded with progress. */
export function useUploadQueue() {
  const [items, setItems] = useState<QueuedFile[]>([]);
  const [refusals, setRefusals] = useState<FileRefusal[]>([]);
  const [duplicates, setDuplicates] = useState<Array<{ name: string; duplicateOf: string }>>([]);
  const [isChecking, setIsChecking] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  /** Applies changes to several files in one render. */
  const patch = useCallback((changes: Map<string, Partial<QueuedFile>>) => {
    if (changes.size === 0) return;
    setItems((current) =>
      current.map((item) => {
        const change = changes.get(item.key);
        return change ? { ...item, ...change } : item;
      }),
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

  /**
   * Uploads what is not uploaded yet in a few requests of several files; resolves with every
   * uploaded file id. A request the server refuses (it stores all of its files or none) is sent
   * again one file per request, so each file gets its own result and its own error.
   */
  const uploadAll = useCallback(async (): Promise<string[]> => {
    const all = itemsRef.current;
    const pending = all.filter((item) => item.state !== "uploaded");
    const ids = new Map(all.map((item) => [item.key, item.fileId]));
    const failed = (error: unknown): Partial<QueuedFile> => ({
      state: "failed",
      error: isApiClientError(error) ? error.message : "Upload failed",
    });

    const uploadOne = async (item: QueuedFile) => {
      patch(new Map([[item.key, { state: "uploading", progress: 0, error: undefined }]]));
      try {
        // A quarter at a time: every progress event re-renders the list of up to 50 files.
        let shown = 0;
        const result = await uploadResume(item.file, (ratio) => {
          if (ratio < 1 && ratio - shown < PROGRESS_STEP) return;
          shown = ratio;
          patch(new Map([[item.key, { progress: ratio }]]));
        });
        const fileId = result.files[0]?.id ?? result.duplicates[0]?.duplicateOfId;
        ids.set(item.key, fileId);
        patch(new Map([[item.key, { state: "uploaded", progress: 1, fileId }]]));
      } catch (error) {
        patch(new Map([[item.key, failed(error)]]));
      }
    };

    const uploadGroup = async (group: QueuedFile[]) => {
      if (group.length === 1 && group[0]) return uploadOne(group[0]);
      patch(
        new Map(
          group.map((item) => [item.key, { state: "uploading", progress: 0, error: undefined }]),
        ),
      );
      const shown = group.map(() => 0);
      const sizes = group.map((item) => item.file.size);
      let result: Awaited<ReturnType<typeof uploadResumes>>;
      try {
        result = await uploadResumes(
          group.map((item) => item.file),
          (loaded, total) => {
            const changes = new Map<string, Partial<QueuedFile>>();
            splitUploadProgress(sizes, loaded, total).forEach((ratio, index) => {
              const item = group[index];
              const before = shown[index] ?? 0;
              if (!item || ratio <= before || (ratio < 1 && ratio - before < PROGRESS_STEP)) return;
              shown[index] = ratio;
              changes.set(item.key, { progress: ratio });
            });
            patch(changes);
          },
        );
      } catch {
        // One refused file fails the whole request: each file again on its own, for its error.
        for (const item of group) await uploadOne(item);
        return;
      }
      // The server answers with each stored file's content hash (a file sent twice in one
      // request is stored once: both get its id).
      const bySha = new Map(result.files.map((file) => [file.sha256, file.id]));
      const done = new Map<string, Partial<QueuedFile>>();
      const unmatched: QueuedFile[] = [];
      for (const item of group) {
        const fileId = bySha.get(item.sha256);
        if (!fileId) {
          unmatched.push(item);
          continue;
        }
        ids.set(item.key, fileId);
        done.set(item.key, { state: "uploaded", progress: 1, fileId });
      }
      patch(done);
      for (const item of unmatched) await uploadOne(item);
    };

    const groups = groupUploads(pending, UPLOAD_CONCURRENCY, FILES_PER_REQUEST);
    await Promise.all(groups.map(uploadGroup));
    return all.map((item) => ids.get(item.key)).filter((id): id is string => Boolean(id));
  }, [patch]);

  return { items, refusals, duplicates, isChecking, addFiles, remove, clear, uploadAll };
}

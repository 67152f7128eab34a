/**
 * The batches whose realtime stream is open in this tab. While it is, the page learns every change
 * from the stream and does not poll the batch (get-batch.ts); when it drops, polling resumes.
 */
const live = new Set<string>();

export function setBatchLive(batchId: string, isLive: boolean): void {
  if (isLive) live.add(batchId);
  else live.delete(batchId);
}

export function isBatchLive(batchId: string): boolean {
  return live.has(batchId);
}

/**
 * The analyzer uploads a batch in a few requests of several files each (the route takes up to 50)
 * instead of one request per file. These helpers split the files into requests and turn one
 * request's byte progress back into per-file progress.
 */

/**
 * Splits `items` into at most `requests` runs of consecutive items (more when a run would hold
 * over `maxPerRequest`), as even in count as possible. `groupUploads([1,2,3,4,5], 2, 50)` ->
 * [[1,2,3],[4,5]].
 */
export function groupUploads<T>(items: T[], requests: number, maxPerRequest: number): T[][] {
  if (items.length === 0) return [];
  const count = Math.max(
    Math.min(Math.max(1, requests), items.length),
    Math.ceil(items.length / Math.max(1, maxPerRequest)),
  );
  const groups: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    const end = start + Math.ceil((items.length - start) / (count - index));
    groups.push(items.slice(start, end));
    start = end;
  }
  return groups;
}

/**
 * Per-file upload progress (0..1) of one multipart request from the bytes of its body sent so far.
 * The files go in the body one after the other, in order, each after its part header; the bytes
 * that are not file content (headers, boundaries) are shared evenly as the header of each part.
 * A file counts as fully sent only when its last byte is: never ahead of the truth.
 * `splitUploadProgress([100, 100], 150, 220)` -> [1, 0.3].
 */
export function splitUploadProgress(sizes: number[], loaded: number, total: number): number[] {
  const content = sizes.reduce((sum, size) => sum + size, 0);
  const header = sizes.length === 0 ? 0 : Math.max(0, total - content) / sizes.length;
  let offset = 0;
  return sizes.map((size) => {
    offset += header;
    const start = offset;
    offset += size;
    if (loaded >= offset) return 1;
    if (size === 0 || loaded <= start) return 0;
    return (loaded - start) / size;
  });
}

/** Where uploaded files live. Keys are "<userId>/<fileId>"; an implementation maps them to its medium. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores the bytes of `source` as they arrive, never the whole file in memory. When the source
   * or the medium fails, the error is rethrown and nothing is left under the key or beside it.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  /** Rejects when the key holds nothing. */
  get(key: string): Promise<Buffer>;
  /** Deleting a key that holds nothing succeeds. */
  delete(key: string): Promise<void>;
  /** Deletes every key under "<prefix>/" (e.g. all of one user's files). */
  deletePrefix(prefix: string): Promise<void>;
}

/** A key that holds nothing (the code is the one a missing local file rejects with). */
export class StorageKeyNotFoundError extends Error {
  readonly code = "ENOENT";
  constructor(readonly key: string) {
    super(`no stored file under ${key}`);
    this.name = "StorageKeyNotFoundError";
  }
}

import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./file-storage.ts";

/** The embedded default: files under DATA_DIR/uploads/<userId>/<fileId>. */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, ...key.split("/").map(safeSegment));
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside root: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the final name and renamed when complete: a reader never sees half a file,
      // and a failed write removes its partial file (a crash leaves it in the user's folder, which
      // deleting the user's files removes).
      const partial = `${path}.partial-${randomUUID()}`;
      try {
        await pipeline(Readable.from(source), createWriteStream(partial, { flags: "wx" }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: (key) => readFile(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}

function safeSegment(segment: string): string {
  const cleaned = segment.replace(/[^A-Za-z0-9._-]/g, "_");
  if (cleaned === "" || cleaned === "." || cleaned === "..") throw new Error("bad storage key");
  return cleaned;
}

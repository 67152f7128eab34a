import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FileStorage } from "../lib/storage/file-storage.ts";
import { createLocalStorage } from "../lib/storage/local-storage.ts";

export type { FileStorage } from "../lib/storage/file-storage.ts";
export { createLocalStorage } from "../lib/storage/local-storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * STORAGE=local (the default): files under DATA_DIR/uploads, for one host. STORAGE=s3: objects of
 * S3_BUCKET, shared by every API and worker process; the bucket is checked at start, so a wrong
 * name or key fails the start instead of the first upload.
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  const { env } = app;
  if (env.STORAGE !== "s3") {
    app.decorate("storage", createLocalStorage(join(env.DATA_DIR, "uploads")));
    return;
  }
  // Loaded only here: the SDK adds about 100 ms to a start that does not use it.
  const { createS3Storage } = await import("../lib/storage/s3-storage.ts");
  const storage = createS3Storage({
    bucket: env.S3_BUCKET ?? "",
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  try {
    await storage.checkAccess();
  } catch (error) {
    storage.close();
    // HeadBucket answers without a body: the error's name and status are all there is to say.
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason = `${(error as Error).name}${status ? ` (HTTP ${status})` : ""}`;
    throw new Error(`S3 bucket "${env.S3_BUCKET}" is not reachable: ${reason}`);
  }
  app.decorate("storage", storage);
  app.addHook("onClose", async () => storage.close());
});

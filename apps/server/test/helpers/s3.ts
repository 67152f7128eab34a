import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  /** The variables that point the app at this server (STORAGE=s3 and the S3_* ones). */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  /** Where s3rver keeps the objects, to check what is really stored. */
  directory: string;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on loopback with one empty bucket, files in a temporary folder. */
export async function startS3(bucket = "hirelens-test"): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), "hirelens-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    directory,
    env: {
      STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

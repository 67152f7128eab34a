import { existsSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../src/env.ts";
import { storageKeyFor } from "../../src/modules/files/files.service.ts";
import { storagePlugin } from "../../src/plugins/storage.ts";
import { startS3, type TestS3 } from "../helpers/s3.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  resumePdf,
  signUp,
  startAnalyzerApp,
  upload,
} from "../modules/analysis/support.ts";

let s3: TestS3;
let context: AnalyzerTestContext;

beforeAll(async () => {
  s3 = await startS3();
  context = await startAnalyzerApp(s3.env);
});
afterAll(async () => {
  await context?.close();
  await s3?.close();
});

describe("uploads and analysis with STORAGE=s3", () => {
  it("stores uploads in the bucket, analyses them from there and serves them back", async () => {
    const owner = await signUp(context, "Sara Storage");
    const job = await createJob(context, owner.token);
    const resume = await resumePdf({
      name: "Maria Bucket",
      title: "Senior Backend Engineer",
      skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes"],
      years: 7,
    });
    const uploaded = await upload(context, owner.token, [{ name: "maria.pdf", bytes: resume }]);
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.data.files[0] as { id: string };

    // In the bucket, not on the local disk.
    expect(existsSync(join(context.t.env.DATA_DIR, "uploads"))).toBe(false);
    const stored = await context.t.app.storage.get(storageKeyFor(owner.id, file.id));
    expect(new Uint8Array(stored)).toEqual(resume);

    const batch = await analyzeAndWait(context, owner.token, {
      jobDescriptionId: job.id,
      fileIds: [file.id],
    });
    expect(batch.candidates).toHaveLength(1);
    expect(batch.candidates[0].status).toBe("scored");
    expect(batch.candidates[0].name).toBe("Maria Bucket");

    const download = await context.t.app.inject({
      method: "GET",
      url: `/api/files/download?id=${file.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(resume);
  });
});

describe("a bucket that cannot be reached", () => {
  it("fails the start with the bucket's name", async () => {
    const app = Fastify();
    app.decorate("env", parseEnv({ ...s3.env, S3_BUCKET: "missing-bucket" }));
    app.register(storagePlugin);
    await expect(app.ready()).rejects.toThrow(
      /S3 bucket "missing-bucket" is not reachable: NotFound \(HTTP 404\)/,
    );
    await app.close();
  });
});

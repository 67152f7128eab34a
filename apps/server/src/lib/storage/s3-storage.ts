import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { type FileStorage, StorageKeyNotFoundError } from "./file-storage.ts";

export interface S3StorageOptions {
  bucket: string;
  /** Another S3-protocol service (MinIO, R2, s3rver…); absent = AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Absent = the SDK's own credential chain (instance role, AWS_* variables, profile). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name: most non-AWS services. */
  forcePathStyle: boolean;
}

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * A streamed file is sent in parts of at least this size (S3's minimum for every part but the
 * last), so a stream holds one part in memory; a file smaller than one part is one PutObject.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/**
 * Uploaded files as objects of one bucket, key = storage key: every API and worker process of a
 * deployment reads the same files, whichever host received the upload.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & {
  /** Fails when the bucket is missing or the credentials cannot reach it (checked at start). */
  checkAccess(): Promise<void>;
  close(): void;
} {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible services reject the newer
    // default (CRC32 trailers on every request).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`could not delete ${failed.length} objects: ${failed[0]?.Message ?? ""}`);
      }
    }
  }

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }),
      );
    },
    async putStream(key, source) {
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      const takePending = () => {
        const body = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        return body;
      };
      const sendPart = async () => {
        if (!uploadId) {
          const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
          uploadId = created.UploadId;
          if (!uploadId) throw new Error(`S3 gave no upload id for ${key}`);
        }
        const PartNumber = parts.length + 1;
        const body = takePending();
        const sent = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber,
            Body: body,
            ContentLength: body.byteLength,
          }),
        );
        parts.push({ PartNumber, ETag: sent.ETag });
      };
      try {
        for await (const chunk of source) {
          pending.push(chunk);
          pendingBytes += chunk.byteLength;
          if (pendingBytes >= S3_PART_BYTES) await sendPart();
        }
        if (!uploadId) {
          const body = takePending();
          await client.send(
            new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.byteLength }),
          );
          return;
        }
        if (pendingBytes > 0) await sendPart();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        pending = [];
        // The parts sent so far are dropped with the upload: no object appears under the key.
        if (uploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
            .catch(() => {});
        }
        throw error;
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) throw new StorageKeyNotFoundError(key);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) throw new StorageKeyNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
        );
        await deleteKeys(
          (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])),
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async checkAccess() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

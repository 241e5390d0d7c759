import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, s3rver in tests); unset for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible services want. */
  forcePathStyle?: boolean;
  /** Prefix of every key, so several portals can share a bucket. */
  prefix?: string;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/**
 * The same Storage on an S3-compatible bucket (decision 67), so photos can leave the machine when a producer
 * outgrows its disk. A put is one PutObject: S3 makes an object visible only once complete, which is the
 * local adapter's .part-and-rename guarantee.
 */
export function s3Storage(
  options: S3StorageOptions,
): Storage & { client: S3Client; list: NonNullable<Storage['list']> } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return `${options.prefix ?? ''}${key}`;
  };
  const missing = (err: unknown) =>
    err instanceof NoSuchKey ||
    (err instanceof S3ServiceException && (err.name === 'NotFound' || err.$metadata.httpStatusCode === 404));

  return {
    client,
    async put(key, body) {
      const Key = objectKey(key);
      // A stream of unknown length cannot be signed for a single PutObject: it is read into memory first.
      // Every caller's file is bounded (uploads and photos have limits), so this stays within them.
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length }));
      return { size: bytes.length };
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return { stream: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    /** A page of up to 1,000 keys per request, following the continuation token (decision 141). */
    async *list(prefix) {
      const own = options.prefix ?? '';
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${own}${prefix}`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key?.startsWith(own)) continue;
          yield { key: object.Key.slice(own.length), modifiedAt: object.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

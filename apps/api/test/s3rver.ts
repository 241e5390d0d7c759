import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import type { S3StorageOptions } from '../src/lib/storage-s3';

/** A local S3-compatible server on a free port with one bucket, for the S3 adapter's tests. */
export async function startS3rver(bucket = 'portal-teste') {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const options: S3StorageOptions = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    // s3rver's fixed development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

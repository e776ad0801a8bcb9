/**
 * A real S3 server for a test: @20minutes/s3rver on 127.0.0.1, a free port, its objects in a temp
 * folder, with one bucket made by its `configureBuckets` option (its CreateBucket fails the
 * signature check). `close` stops it and removes the folder. It has no ListParts,
 * ListMultipartUploads or AbortMultipartUpload (docs/storage.md).
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { BucketConfig } from '../../src/config';

export const TEST_BUCKET = 'usb-test';

export interface BucketServer {
  /** The bucket's settings, as S3_* would give them, with s3rver's built-in credentials. */
  bucket: BucketConfig;
  /** The folder s3rver keeps its objects in (`<bucket>/<key>._S3rver_object`). */
  directory: string;
  close(): Promise<void>;
}

export async function startBucketServer(): Promise<BucketServer> {
  const directory = mkdtempSync(join(tmpdir(), 'usb-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  try {
    const { port } = await server.run();
    return {
      bucket: {
        bucket: TEST_BUCKET,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
      directory,
      async close() {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

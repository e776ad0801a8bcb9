/**
 * The object store in an S3-compatible bucket (docs/storage.md), through @aws-sdk/client-s3:
 * path-style addressing and checksums only where an operation requires them, the settings
 * third-party S3 servers accept. Every key is stored under the optional prefix. A put is a
 * multipart upload that becomes visible only when completed; a failed put aborts it. Its parts
 * are streamed from the body one at a time when the put states its size (streamed-put.ts), else
 * gathered in memory, a few 8 MiB parts at a time (@aws-sdk/lib-storage). Uploads a crash left
 * open are aborted by sweepUnfinished where the server lists them (ListMultipartUploads) once
 * begun longer ago than the idle limit plus the longest put; elsewhere the bucket's lifecycle
 * rule (AbortIncompleteMultipartUpload) must remove them.
 */
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BucketConfig } from '../../config';
import { checkKey, checkPrefix, type ObjectStore, type StoredObject } from './object-store';
import { putStreamed } from './streamed-put';

/** Parts of a put: 8 MiB each; of unknown length, at most 4 in flight, so such a put holds at most about 32 MiB. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;
/**
 * The bucket tells when an upload began, not when it last wrote: one begun this long before the
 * idle limit may still be a slow phone's live upload, so only older ones are aborted.
 */
const LONGEST_PUT_MS = 6 * 60 * 60 * 1000;

/**
 * The SDK's default logger logs nothing but one line: when a request whose body is a stream
 * fails, it warns on the console, outside the app's log, that it cannot retry it. A streamed
 * put's failure reaches its caller as an error, and a patrol's lost connection is routine, so
 * that line is left out too.
 */
const silentLog = { trace: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

function notFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

function notImplemented(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotImplemented' || error.$metadata.httpStatusCode === 501);
}

export function createS3Client(config: BucketConfig): S3Client {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Unset: the SDK's own chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles).
    credentials: config.credentials,
    logger: silentLog,
  });
  // Requests on the bucket itself (list) go to `/<bucket>`, as the SDK's v2 sent them: S3 takes
  // both forms, but s3rver and servers modelled on it sign the path without the trailing slash.
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: unknown };
      if (request.path === `/${config.bucket}/`) request.path = `/${config.bucket}`;
      return next(args);
    },
    { step: 'build', name: 'bucketPathWithoutSlash' },
  );
  return client;
}

/** `onSweepUnsupported` is told once when the server cannot list open uploads (the lifecycle rule must then clean them). */
export function createBucketStore(config: BucketConfig, options: { onSweepUnsupported?: () => void } = {}): ObjectStore {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const prefix = config.prefix ?? '';
  const objectKey = (key: string): string => prefix + checkKey(key);
  let sweepSupported = true;

  async function* listObjects(Prefix: string): AsyncGenerator<StoredObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const item of page.Contents ?? []) {
        if (item.Key !== undefined) yield { key: item.Key.slice(prefix.length), size: item.Size ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 'bucket',

    async put(key, body, size) {
      if (size !== undefined) return putStreamed(client, { Bucket, Key: objectKey(key) }, body, size, PART_BYTES);
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      // The body's error is handled for the put's whole life; the Upload reports it.
      const handled = (): void => undefined;
      body.on('error', handled);
      try {
        await upload.done();
      } catch (error) {
        // The Upload aborts the multipart upload it began; when that abort fails too (s3rver has
        // no AbortMultipartUpload) its error replaces the source's, which says what happened.
        throw body.errored ?? error;
      } finally {
        body.off('error', handled);
      }
    },

    async get(key, range) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        if (!(answer.Body instanceof Readable)) throw new Error(`the bucket answered ${key} without a readable body`);
        return answer.Body;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    list(keyPrefix) {
      return listObjects(prefix + checkPrefix(keyPrefix));
    },

    async sweepUnfinished(now, idleMs) {
      if (!sweepSupported) return 0;
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: prefix || undefined, KeyMarker, UploadIdMarker }));
        } catch (error) {
          if (!notImplemented(error)) throw error;
          sweepSupported = false;
          options.onSweepUnsupported?.();
          return removed;
        }
        for (const open of page.Uploads ?? []) {
          if (!open.Key || !open.UploadId || !open.Initiated || now.getTime() - open.Initiated.getTime() < idleMs + LONGEST_PUT_MS) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: open.Key, UploadId: open.UploadId }));
          removed += 1;
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
  };
}

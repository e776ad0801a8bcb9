/**
 * The bucket's put of a body whose length is known before it arrives (an upload's
 * Content-Length): a multipart upload whose parts, one at a time, take their bytes straight from
 * the body as they come in, so the api holds none of them, where a put of unknown length must
 * gather each part in memory before it can say the part's length. The object exists only once
 * the upload is completed, after the body has ended at exactly its stated length; a failed put
 * aborts the upload. The SDK does not retry a request whose body is a stream, so a part the
 * bucket fails fails the put, and the patrol uploads again as after a lost connection.
 */
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { exactLength } from './object-store';

/** Streams `body`, which must be exactly `size` bytes, to the object in parts of `partBytes`; rethrows the body's own error when it failed. */
export async function putStreamed(client: S3Client, target: { Bucket: string; Key: string }, body: Readable, size: number, partBytes: number): Promise<void> {
  // The SDK pipes a stream into its request without watching it: a failing body aborts the request here.
  const abort = new AbortController();
  let failure: unknown;
  const fail = (error: unknown): void => {
    failure ??= error;
    abort.abort();
  };
  const chunks = exactLength(body, size);
  let rest: Buffer | null = null;
  /** The body's next `length` bytes. */
  async function* slice(length: number): AsyncGenerator<Buffer> {
    for (let left = length; left > 0;) {
      let chunk = rest;
      rest = null;
      if (!chunk) {
        const next = await chunks.next();
        // exactLength has failed first; this only keeps the types honest.
        if (next.done) throw new Error(`the body ended ${left} bytes before its stated ${size}`);
        chunk = next.value;
      }
      if (chunk.length > left) {
        rest = chunk.subarray(left);
        chunk = chunk.subarray(0, left);
      }
      left -= chunk.length;
      yield chunk;
    }
  }

  let UploadId: string | undefined;
  body.on('error', fail);
  try {
    ({ UploadId } = await client.send(new CreateMultipartUploadCommand(target)));
    const parts: { PartNumber: number; ETag?: string }[] = [];
    // At least one part: an empty body is one empty part.
    for (let offset = 0; offset < size || parts.length === 0; offset += partBytes) {
      const length = Math.min(partBytes, size - offset);
      const content = Readable.from(slice(length), { objectMode: false });
      // Kept for the content's whole life: it may still fail after its request has given up on it.
      content.on('error', fail);
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(new UploadPartCommand({ ...target, UploadId, PartNumber, ContentLength: length, Body: content }), {
        abortSignal: abort.signal,
      });
      parts.push({ PartNumber, ETag });
    }
    // exactLength gave the last bytes only once the body had ended at its stated length.
    await client.send(new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    // The rest of the body is of no use: it is ended, as the folder's put ends a body it could not store.
    body.destroy();
    // An abort that fails too (s3rver has none) leaves the parts to the sweep or the bucket's lifecycle rule.
    if (UploadId) await client.send(new AbortMultipartUploadCommand({ ...target, UploadId })).catch(() => undefined);
    throw body.errored ?? failure ?? error;
  } finally {
    body.off('error', fail);
  }
}

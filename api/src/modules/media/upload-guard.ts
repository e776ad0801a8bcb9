/**
 * A pass-through transform between the request and storage: it holds back the first bytes
 * until it can tell the file type (415 unless an image or video of the expected mediaType)
 * and counts every byte, failing with 413 the moment the limit is passed, so an upload is
 * checked while it streams and never held whole in memory.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { ApiError } from '../../errors';
import { detectMedia, SNIFF_BYTES, type DetectedMedia } from './media-type';

export class UploadGuard extends Transform {
  bytes = 0;
  detected: DetectedMedia | null = null;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly limit: number,
    private readonly mediaType: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(new ApiError('PAYLOAD_TOO_LARGE'));
    if (this.detected) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.detected) return done();
    // The whole file was shorter than a signature.
    done(new ApiError('UNSUPPORTED_MEDIA'));
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const detected = detectMedia(head);
    if (!detected || detected.mediaType !== this.mediaType) return done(new ApiError('UNSUPPORTED_MEDIA'));
    this.detected = detected;
    done(null, head);
  }
}

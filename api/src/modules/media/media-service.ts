/**
 * Answer media (docs/answers-and-windows.md): signed upload and download URLs, uploads checked
 * while they stream (type by magic bytes, size limit) into storage, downloads of stored files,
 * and removal. The records that hold the files belong to another module (the answers),
 * registered with registerRecords, which says what an upload may be and records the stored file.
 */
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { randomSecret } from '../../plugins/tokens';
import type { MediaSigner } from './media-signer';
import type { ByteRange, MediaStorage } from './media-storage';
import { MEDIA_LIMITS } from './media-type';
import { UploadGuard } from './upload-guard';

const UPLOAD_URL_MS = 15 * 60 * 1000;
/** Download URLs live 10 minutes, rounded up to 5-minute steps so repeated views reuse the browser's cached file. */
const DOWNLOAD_URL_MS = 10 * 60 * 1000;
const DOWNLOAD_STEP_MS = 5 * 60 * 1000;

export interface StoredMedia {
  key: string;
  mimeType: string;
  size: number;
  receivedAt: Date;
}

/** The module whose records hold the files; the ids in the media URLs are its record ids. */
export interface MediaRecords {
  /** The start of every stored file's key. */
  keyPrefix: string;
  /** The mediaType an upload to the record must be; throws NOT_FOUND or CLOSED as that module's rules say. */
  uploadTarget(id: number, at: Date): Promise<{ mediaType: number }>;
  /** Points the record at a stored file: answers the key it replaced, or `gone` when the record was deleted meanwhile. */
  attach(id: number, file: StoredMedia): Promise<{ gone: boolean; replaced: string | null }>;
  /** The record's stored file, if any. */
  storedFile(id: number): Promise<{ key: string | null; mimeType: string | null; size: number | null } | null>;
}

export interface UploadReceipt {
  id: string;
  mimeType: string;
  size: number;
}

export interface DownloadTarget {
  key: string;
  mimeType: string;
  size: number;
  expires: number;
}

interface SignedRequest {
  id: number;
  expires?: string;
  signature?: string;
}

export function createMediaService(deps: { storage: MediaStorage; signer: MediaSigner; config: AppConfig; log: FastifyBaseLogger }) {
  const { storage, signer, config, log } = deps;
  let records: MediaRecords | null = null;

  function requireRecords(): MediaRecords {
    if (!records) throw new ApiError('NOT_FOUND', 'No media are held');
    return records;
  }

  /** A file without a record is harmless, so a failed removal is only logged. */
  async function deleteFile(key: string): Promise<void> {
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete media file'));
  }

  return {
    /** The module whose records hold the files registers them once, at start. */
    registerRecords(owner: MediaRecords): void {
      records = owner;
    },

    async uploadUrl(id: number): Promise<string> {
      const expires = config.now().getTime() + UPLOAD_URL_MS;
      const signature = await signer.sign(`upload:${id}`, expires);
      return `/api/media/upload/${id}?expires=${expires}&signature=${signature}`;
    },

    /** Signs the stored file itself: a replaced file's URL stops working. */
    async downloadUrl(id: number, key: string): Promise<string> {
      const expires = Math.ceil((config.now().getTime() + DOWNLOAD_URL_MS) / DOWNLOAD_STEP_MS) * DOWNLOAD_STEP_MS;
      const signature = await signer.sign(`download:${id}:${key}`, expires);
      return `/api/media/download/${id}?expires=${expires}&signature=${signature}`;
    },

    /**
     * PUT of a signed upload URL: FORBIDDEN for a wrong or expired signature, that module's
     * NOT_FOUND or CLOSED, PAYLOAD_TOO_LARGE / UNSUPPORTED_MEDIA while streaming. The earlier
     * file stays until the new one is stored whole.
     */
    async receiveUpload(input: SignedRequest & { contentLength?: number; body: Readable }): Promise<UploadReceipt> {
      const startedAt = config.now();
      if (!(await signer.verify(`upload:${input.id}`, input.expires, input.signature, startedAt))) {
        throw new ApiError('FORBIDDEN', 'Wrong or expired upload URL');
      }
      const owner = requireRecords();
      const { mediaType } = await owner.uploadTarget(input.id, startedAt);
      const limit = MEDIA_LIMITS[mediaType] ?? 0;
      if (input.contentLength !== undefined && input.contentLength > limit) throw new ApiError('PAYLOAD_TOO_LARGE');

      const guard = new UploadGuard(limit, mediaType);
      input.body.on('error', (error) => guard.destroy(error));
      const key = `${owner.keyPrefix}-${input.id}-${randomSecret(64)}`;
      // A Content-Length is the body's exact length (node's HTTP parser holds the request to it),
      // so the store can pass the bytes on as they come instead of gathering parts of them.
      await storage.put(key, input.body.pipe(guard), input.contentLength);
      if (!guard.detected) throw new Error('upload stored without a detected type');

      const { mimeType } = guard.detected;
      const { gone, replaced } = await owner.attach(input.id, { key, mimeType, size: guard.bytes, receivedAt: startedAt });
      const obsolete = gone ? key : replaced;
      if (obsolete) await deleteFile(obsolete);
      if (gone) throw new ApiError('NOT_FOUND', 'The record was deleted');
      return { id: String(input.id), mimeType, size: guard.bytes };
    },

    /** GET of a signed download URL: FORBIDDEN for a wrong or expired signature (or a replaced file). */
    async downloadTarget(input: SignedRequest): Promise<DownloadTarget> {
      const stored = await requireRecords().storedFile(input.id);
      const key = stored?.key;
      if (!stored || !key || !(await signer.verify(`download:${input.id}:${key}`, input.expires, input.signature, config.now()))) {
        throw new ApiError('FORBIDDEN', 'Wrong or expired download URL');
      }
      return { key, mimeType: stored.mimeType ?? 'application/octet-stream', size: stored.size ?? 0, expires: Number(input.expires) };
    },

    /** The stored bytes (or a range of them); null when the file is gone. */
    open: (key: string, range?: ByteRange) => storage.get(key, range),

    /** Removes files whose records were deleted (rows go first: a file without a row is harmless, the reverse is not). */
    async deleteFiles(keys: string[]): Promise<void> {
      for (const key of keys) await deleteFile(key);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

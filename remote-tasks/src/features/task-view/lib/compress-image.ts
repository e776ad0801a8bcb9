import { askWorker, type WorkerFactory } from './ask-worker';
import type { CompressResponse } from './compress.worker';
import { isCompressible } from './compression-plan';
import { createCompressWorker } from './create-compress-worker';

/** A worker that hangs (e.g. out of memory on a huge photo) must not block the upload. */
const COMPRESS_TIMEOUT_MS = 60_000;

/** The name of a file re-encoded as JPEG: IMG_2001.png -> IMG_2001.jpg. */
export const jpegName = (name: string): string => `${name.replace(/\.[^./]*$/, '') || 'billede'}.jpg`;

/**
 * The image to upload: compressed to the limits of compression-plan.ts in a worker, or the
 * original when it already fits, cannot be re-encoded (GIF), or compression fails.
 */
export async function compressImage(file: File, mimeType: string, createWorker: WorkerFactory = createCompressWorker): Promise<File> {
  if (!isCompressible(mimeType)) return file;
  let worker: Worker | null = null;
  try {
    worker = createWorker();
    if (!worker) return file;
    const response = await askWorker<CompressResponse>(worker, { file }, COMPRESS_TIMEOUT_MS);
    if ('error' in response || !response.blob) return file;
    return new File([response.blob], jpegName(file.name), { type: 'image/jpeg' });
  } catch {
    return file;
  } finally {
    worker?.terminate();
  }
}

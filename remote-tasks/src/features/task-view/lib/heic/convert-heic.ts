import { askWorker, type WorkerFactory } from '../ask-worker';
import { jpegName } from '../compress-image';
import { createHeicWorker } from './create-heic-worker';
import type { HeicResponse } from './heic.worker';

/** Decoding a 12-megapixel photo takes seconds on a slow phone; a hung worker must not block for ever. */
const CONVERT_TIMEOUT_MS = 90_000;

/**
 * A HEIC/HEIF photo as a JPEG File within the image limits, converted in a worker, so every
 * corrector's browser draws it (Chrome and Firefox draw no HEIC). Rejects when the browser
 * cannot run the converter or the conversion fails: the caller shows its refusal, and the
 * HEIC is not uploaded. Loaded as a chunk of its own once a HEIC file is chosen.
 */
export async function convertHeic(file: File, createWorker: WorkerFactory = createHeicWorker): Promise<File> {
  const worker = createWorker();
  if (!worker) throw new Error('this browser cannot convert HEIC');
  try {
    const response = await askWorker<HeicResponse>(worker, { file }, CONVERT_TIMEOUT_MS);
    if ('error' in response) throw new Error(`HEIC conversion failed: ${response.error}`);
    return new File([response.blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    worker.terminate();
  }
}

import { JPEG_QUALITIES, MAX_IMAGE_BYTES, targetSize, withinLimits } from './compression-plan';

/**
 * The image compressor, run in a Web Worker so decoding and re-encoding a 12-megapixel photo
 * never freezes the page on a phone. It answers { blob } with the compressed JPEG, { blob:
 * null } when the original already meets the limits, or { error } when it cannot compress
 * (the caller then uploads the original).
 */
export interface CompressRequest {
  file: Blob;
}

export type CompressResponse = { blob: Blob | null } | { error: string };

/** The worker's global scope, typed by hand: the DOM and WebWorker libs cannot share one program. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressResponse): void;
}
const scope = self as unknown as WorkerScope;

async function compress(file: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  try {
    if (withinLimits(file.size, bitmap.width, bitmap.height)) return null;
    const size = targetSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // A transparent PNG would turn black as JPEG; paint white under it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let blob: Blob | null = null;
    for (const quality of JPEG_QUALITIES) {
      blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (blob.size <= MAX_IMAGE_BYTES) return blob;
    }
    throw new Error(`still ${blob?.size ?? 0} bytes at the lowest quality`);
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event) => {
  compress(event.data.file).then(
    (blob) => scope.postMessage({ blob }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};

import { targetSize, withinLimits } from './compression-plan';
import { encodeJpeg } from './encode-jpeg';

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
    return await encodeJpeg(bitmap, targetSize(bitmap.width, bitmap.height));
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

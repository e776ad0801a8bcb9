import { targetSize } from '../compression-plan';
import { encodeJpeg } from '../encode-jpeg';
import { decodeHeic, loadLibheif, type Libheif } from './decode-heic';

/**
 * The HEIC converter, run in a Web Worker: it decodes an iPhone's HEIC/HEIF photo with libheif
 * (WebAssembly) and answers { blob } with a JPEG within the limits of compression-plan.ts, or
 * { error }. Webpack bundles it as its own chunk with libheif, and libheif's .wasm as a file of
 * this remote's build, so both are fetched only when a patrol chooses a HEIC photo.
 */
export interface HeicRequest {
  file: Blob;
}

export type HeicResponse = { blob: Blob } | { error: string };

/** The worker's global scope, typed by hand: the DOM and WebWorker libs cannot share one program. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<HeicRequest>) => void) | null;
  postMessage(message: HeicResponse): void;
}
const scope = self as unknown as WorkerScope;

const LIBHEIF_WASM = new URL('libheif-js/libheif-wasm/libheif.wasm', import.meta.url);

async function startLibheif(): Promise<Libheif> {
  const response = await fetch(LIBHEIF_WASM);
  if (!response.ok) throw new Error(`libheif.wasm answered ${response.status}`);
  return loadLibheif(await response.arrayBuffer());
}

async function convert(file: Blob): Promise<Blob> {
  const [libheif, bytes] = await Promise.all([startLibheif(), file.arrayBuffer()]);
  const decoded = await decodeHeic(libheif, new Uint8Array(bytes));
  const canvas = new OffscreenCanvas(decoded.width, decoded.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.putImageData(new ImageData(decoded.data, decoded.width, decoded.height), 0, 0);
  return encodeJpeg(canvas, targetSize(decoded.width, decoded.height));
}

scope.onmessage = (event) => {
  convert(event.data.file).then(
    (blob) => scope.postMessage({ blob }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};

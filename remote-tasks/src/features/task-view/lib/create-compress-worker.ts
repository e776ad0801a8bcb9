/**
 * Starts the compression worker, or null where the browser cannot compress off the main
 * thread (no Worker, OffscreenCanvas or createImageBitmap): the original is then uploaded.
 * `new Worker(new URL(..., import.meta.url))` is the form webpack bundles as a worker chunk.
 * Jest cannot parse import.meta in CommonJS, so its config maps this file to testing/no-worker.
 */
export function createCompressWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    return null;
  }
  return new Worker(new URL('./compress.worker.ts', import.meta.url));
}

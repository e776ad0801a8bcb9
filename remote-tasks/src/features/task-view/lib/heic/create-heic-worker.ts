/**
 * Starts the HEIC converter's worker, or null where the browser cannot run it (no Worker,
 * OffscreenCanvas or WebAssembly). `new Worker(new URL(..., import.meta.url))` is the form
 * webpack bundles as a worker chunk. Jest cannot parse import.meta in CommonJS, so its config
 * maps this file to testing/no-worker.
 */
export function createHeicWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || typeof WebAssembly === 'undefined') return null;
  return new Worker(new URL('./heic.worker.ts', import.meta.url));
}

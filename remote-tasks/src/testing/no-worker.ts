/**
 * Stands in for create-compress-worker under jest (see jest.config.js): jsdom has no Worker
 * nor OffscreenCanvas, so there the browser path "compression unsupported" is the real one.
 */
export function createCompressWorker(): Worker | null {
  return null;
}

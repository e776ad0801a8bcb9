/**
 * Stands in for create-compress-worker and create-heic-worker under jest (see jest.config.js):
 * jsdom has no Worker nor OffscreenCanvas, so there the browser path "no worker support" is the
 * real one.
 */
export function createCompressWorker(): Worker | null {
  return null;
}

export function createHeicWorker(): Worker | null {
  return null;
}

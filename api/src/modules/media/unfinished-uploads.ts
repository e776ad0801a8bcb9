/**
 * Uploads a crash cut off leave a `.part` file (the folder) or an open multipart upload (the
 * bucket) that no request will finish, in the object store (docs/storage.md). They are removed
 * once idle longer than an upload may take (UPLOAD_IDLE_MS), at start and every hour, with no
 * human step; the timer never keeps the process alive and stops when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { ObjectStore } from '../../lib/object-store';

/** An upload URL lives 15 minutes; a `.part` untouched that long belongs to no live upload. */
export const UPLOAD_IDLE_MS = 15 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function sweepUnfinishedUploads(app: FastifyInstance, storage: Pick<ObjectStore, 'sweepUnfinished'>): void {
  const sweep = async () => {
    try {
      const removed = await storage.sweepUnfinished(app.config.now(), UPLOAD_IDLE_MS);
      if (removed > 0) app.log.info({ removed }, 'removed uploads a crash cut off');
    } catch (error) {
      app.log.warn({ err: error }, 'sweeping unfinished uploads failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}

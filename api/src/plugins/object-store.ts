/**
 * Named plugin `usb-object-store`: decorates `app.objects`, the object store the configuration
 * names (docs/storage.md): the S3-compatible bucket when S3_BUCKET is set, else DATA_DIR.
 * Media and remote versions read and write their files only through it.
 */
import fp from 'fastify-plugin';
import { openObjectStore, type ObjectStore } from '../lib/object-store';

declare module 'fastify' {
  interface FastifyInstance {
    objects: ObjectStore;
  }
}

export default fp(
  async (app) => {
    const objects = openObjectStore(app.config, {
      onSweepUnsupported: () => app.log.warn('the bucket cannot list unfinished uploads: its lifecycle rule must abort them (docs/storage.md)'),
    });
    app.log.info({ store: objects.kind, bucket: app.config.bucket?.bucket }, 'object store ready');
    app.decorate('objects', objects);
  },
  { name: 'usb-object-store' },
);

/**
 * Named plugin `usb-media`: decorates `app.media` (the media service: signed URLs, checked
 * uploads into the object store's media/ keys, downloads, removal) and
 * serves the signed upload and download URLs. The answers module holds the files' records.
 * Uploads a crash cut off are swept at start and every hour.
 */
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { createMediaRepository } from './media-repository';
import { mediaRoutes } from './media-routes';
import { createMediaService, type MediaService } from './media-service';
import { createMediaSigner } from './media-signer';
import { createMediaStorage } from './media-storage';
import { sweepUnfinishedUploads } from './unfinished-uploads';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export default fp(
  async (app) => {
    const media = createMediaService({
      storage: createMediaStorage(app.objects),
      signer: createMediaSigner(createMediaRepository(app.db)),
      config: app.config,
      log: app.log,
    });
    app.decorate('media', media);
    const uploadsInFlight = new Gauge({ name: 'usb_media_uploads_in_flight', help: 'Media uploads being received now', registers: [app.metrics.registry] });
    await app.register(mediaRoutes, { media, uploadsInFlight });
    sweepUnfinishedUploads(app, app.objects);
  },
  { name: 'usb-media', dependencies: ['usb-db', 'usb-object-store', 'usb-metrics'] },
);

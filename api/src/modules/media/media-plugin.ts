/**
 * Named plugin `usb-media`: decorates `app.media` with the storage of answer media
 * (DATA_DIR/media, behind the MediaStorage interface) and the URL signer that the answers
 * module and the upload/download routes share.
 */
import fp from 'fastify-plugin';
import { createFileMediaStorage } from './file-media-storage';
import { createMediaSigner, type MediaSigner } from './media-signer';
import type { MediaStorage } from './media-storage';

export interface Media {
  storage: MediaStorage;
  signer: MediaSigner;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

export default fp(
  async (app) => {
    app.decorate('media', { storage: createFileMediaStorage(app.config.dataDir), signer: createMediaSigner(app.db) });
  },
  { name: 'usb-media', dependencies: ['usb-db'] },
);

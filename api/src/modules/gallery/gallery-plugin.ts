/**
 * Named plugin `usb-gallery`: decorates `app.gallery` (the gallery service, which the demo seed
 * shares), serves the gallery GraphQL namespace and the public file route.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createGalleryRepository } from './gallery-repository';
import { galleryResolvers } from './gallery-resolvers';
import { galleryRoutes } from './gallery-routes';
import { createGalleryService, type GalleryService } from './gallery-service';

declare module 'fastify' {
  interface FastifyInstance {
    gallery: GalleryService;
  }
}

export default fp(
  async (app) => {
    const gallery = createGalleryService({
      repository: createGalleryRepository(app.db),
      battles: app.battles,
      patrols: app.patrols,
      rateLimits: app.rateLimits,
      config: app.config,
    });
    app.decorate('gallery', gallery);
    defineResolvers(app, galleryResolvers(gallery, app.users));
    await app.register(galleryRoutes, { gallery, media: app.media });
  },
  { name: 'usb-gallery', dependencies: ['usb-db', 'usb-graphql', 'usb-rate-limits', 'usb-users', 'usb-battles', 'usb-patrols', 'usb-media'] },
);

/**
 * `GET /api/gallery/:itemId/file`: a gallery item's file for anyone, with byte ranges for video.
 * Every request asks the database whether the item is still public, so a removed or taken-down
 * item answers 404 at once; `no-cache` with an ETag lets a browser or proxy keep the bytes only
 * while it revalidates each use (docs/gallery.md).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toId } from '../../graphql/ids';
import { NO_CACHE } from '../../lib/cache-control';
import { replyWithStoredFile, type MediaService } from '../media';
import type { GalleryService } from './gallery-service';

/** The stored file's key names the bytes (a new upload gets a new key); its hash, so the key itself stays private. */
const etagOf = (key: string) => `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;

export function galleryRoutes(app: FastifyInstance, options: { gallery: GalleryService; media: MediaService }): void {
  const { gallery, media } = options;
  app.get<{ Params: { itemId: string } }>('/api/gallery/:itemId/file', { compress: false }, async (request, reply) => {
    const file = await gallery.publicFile(toId(request.params.itemId, 'itemId'));
    const etag = etagOf(file.key);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('cache-control', NO_CACHE).send();
    return replyWithStoredFile(request, reply, file, { open: media.open, cacheControl: NO_CACHE });
  });
}

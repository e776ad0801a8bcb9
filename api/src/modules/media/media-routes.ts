/**
 * The signed media URLs: `PUT /api/media/upload/:id` takes the raw file as the body, streamed
 * through the checks to storage, and `GET /api/media/download/:id` serves a stored file (with
 * single byte ranges, which phones need to play video). Registered in a scope of their own:
 * the pass-through body parser is for these routes only. `uploadsInFlight` counts the uploads
 * between their first byte and their answer or abort (the metrics).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Gauge } from 'prom-client';
import { Readable } from 'node:stream';
import { toId } from '../../graphql/ids';
import type { MediaService } from './media-service';
import { MEDIA_LIMITS } from './media-type';
import { replyWithStoredFile } from './stored-file-reply';

interface SignedQuery {
  expires?: string;
  signature?: string;
}

export function mediaRoutes(app: FastifyInstance, options: { media: MediaService; uploadsInFlight: Gauge }): void {
  const { media, uploadsInFlight } = options;
  const uploading = new WeakSet<FastifyRequest>();
  const uploadEnded = async (request: FastifyRequest) => {
    if (uploading.delete(request)) uploadsInFlight.dec();
  };
  // Hand the request stream on untouched: the upload is checked chunk by chunk.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put<{ Params: { answerId: string }; Querystring: SignedQuery }>(
    '/api/media/upload/:answerId',
    // Fastify's bodyLimit is not applied to a pass-through parser; the upload guard counts the bytes.
    {
      bodyLimit: Math.max(...Object.values(MEDIA_LIMITS)),
      compress: false,
      onRequest: async (request) => {
        uploading.add(request);
        uploadsInFlight.inc();
      },
      onResponse: uploadEnded,
      onRequestAbort: uploadEnded,
    },
    async (request, reply) => {
      const length = request.headers['content-length'];
      const body = request.body instanceof Readable ? request.body : request.raw;
      try {
        return await media.receiveUpload({
          id: toId(request.params.answerId, 'answerId'),
          expires: request.query.expires,
          signature: request.query.signature,
          contentLength: length === undefined ? undefined : Number(length),
          body,
        });
      } catch (error) {
        // The rest of a refused body is not worth reading: answer and close the connection.
        if (!body.readableEnded) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get<{ Params: { answerId: string }; Querystring: SignedQuery }>('/api/media/download/:answerId', { compress: false }, async (request, reply) => {
    const target = await media.downloadTarget({
      id: toId(request.params.answerId, 'answerId'),
      expires: request.query.expires,
      signature: request.query.signature,
    });
    const maxAge = Math.max(0, Math.floor((target.expires - request.server.config.now().getTime()) / 1000));
    return replyWithStoredFile(request, reply, target, { open: media.open, cacheControl: `private, max-age=${maxAge}` });
  });
}

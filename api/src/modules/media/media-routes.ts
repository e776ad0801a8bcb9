/**
 * The signed media URLs (DESIGN.md section 5): `PUT /api/media/upload/:answerId` takes the
 * raw file as the body, streamed through the answers service's checks to storage, and
 * `GET /api/media/download/:answerId` serves a stored file (with single byte ranges, which
 * phones need to play video). Encapsulated: the pass-through body parser is for these routes only.
 */
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { toId } from '../../graphql/ids';
import type { ByteRange } from './media-storage';
import { MEDIA_LIMITS } from './media-type';

interface SignedQuery {
  expires?: string;
  signature?: string;
}

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix` within size; anything else is served whole. */
function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : null;
}

export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // Hand the request stream on untouched: the service reads it chunk by chunk.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put<{ Params: { answerId: string }; Querystring: SignedQuery }>(
    '/api/media/upload/:answerId',
    // Fastify's bodyLimit is not applied to a pass-through parser; the service's guard counts the bytes.
    { bodyLimit: Math.max(...Object.values(MEDIA_LIMITS)), compress: false },
    async (request, reply) => {
      const length = request.headers['content-length'];
      const body = request.body instanceof Readable ? request.body : request.raw;
      try {
        return await app.answers.receiveUpload({
          answerId: toId(request.params.answerId, 'answerId'),
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

  app.get<{ Params: { answerId: string }; Querystring: SignedQuery }>(
    '/api/media/download/:answerId',
    { compress: false },
    async (request, reply) => {
      const target = await app.answers.downloadTarget({
        answerId: toId(request.params.answerId, 'answerId'),
        expires: request.query.expires,
        signature: request.query.signature,
      });
      const range = parseRange(request.headers.range, target.size);
      const stream = await app.media.storage.get(target.key, range ?? undefined);
      if (!stream) return reply.code(404).send({ code: 'NOT_FOUND', message: 'The file is gone' });
      const maxAge = Math.max(0, Math.floor((target.expires - app.config.now().getTime()) / 1000));
      reply
        .header('content-type', target.mimeType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff');
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${target.size}`).header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', target.size);
      }
      return reply.send(stream);
    },
  );
}

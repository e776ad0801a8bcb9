/**
 * Sends a stored media file as a GET answer, whole or as the one byte range the request asks
 * for (phones need ranges to play video). The signed download route and the gallery's public
 * file route both answer through it; each says how the file may be cached.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from './byte-range';
import type { ByteRange } from './media-storage';

export interface StoredFile {
  key: string;
  mimeType: string;
  size: number;
}

export async function replyWithStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  options: { open: (key: string, range?: ByteRange) => Promise<Readable | null>; cacheControl: string },
): Promise<FastifyReply> {
  const range = parseRange(request.headers.range, file.size);
  const stream = await options.open(file.key, range ?? undefined);
  if (!stream) return reply.code(404).send({ code: 'NOT_FOUND', message: 'The file is gone' });
  reply
    .header('content-type', file.mimeType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', options.cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(stream);
}

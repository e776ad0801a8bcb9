/**
 * GET (and HEAD) /remotes/<name>/<version>/<path>: the stored versions' files, read from the
 * object store through the per-process cache (remote-file-cache.ts), so every api process serves
 * a version deployed through any other at once. As the static file server did before the store:
 * the build's brotli copy (`x.js.br`) goes to a browser that accepts br, with `content-encoding:
 * br`; everything is `immutable` but the entry files (`no-cache`, lib/cache-control.ts); a weak
 * ETag (the version names the content) answers revalidations with 304. Only files the registry
 * recorded for the version are served, and only with the bytes it recorded (file-integrity.ts):
 * a kept file that was changed in the store is answered 500 INTERNAL (and logged), a streamed one
 * ends in an error before its last bytes, so no client ever runs a changed file.
 */
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import { remoteFileCacheControl } from '../../lib/cache-control';
import { isObjectKey } from '../../lib/object-store';
import type { RemoteFileCache } from './remote-file-cache';
import { verifyingStream } from './file-integrity';
import { versionKey } from './remote-files';

/** The types a remote build holds; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.br': 'application/x-br',
};

interface FileParams {
  name: string;
  version: string;
  '*': string;
}

function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...parameters] = part.trim().split(';');
    return coding?.trim().toLowerCase() === 'br' && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
  });
}

export function remoteFileRoutes(
  app: FastifyInstance,
  options: { cache: RemoteFileCache; integrity: (name: string, version: string) => Promise<Map<string, string>> },
): void {
  const { cache } = options;

  app.get<{ Params: FileParams }>('/remotes/:name/:version/*', async (request, reply) => {
    const { name, version } = request.params;
    const path = request.params['*'];
    const key = versionKey(name, version, path);
    const missing = (): ApiError => new ApiError('NOT_FOUND', `No route GET ${request.url.split('?')[0]}`);
    if (!isObjectKey(key)) throw missing();
    const digests = await options.integrity(name, version);
    const plainDigest = digests.get(path);
    if (!plainDigest) throw missing();
    const brotliDigest = path.endsWith('.br') || !acceptsBrotli(request.headers['accept-encoding']) ? undefined : digests.get(`${path}.br`);
    const [plain, brotli] = await Promise.all([cache.file(key, plainDigest), brotliDigest ? cache.file(`${key}.br`, brotliDigest, true) : null]);
    if (!plain) throw missing();
    const etag = `W/"${version}${brotli ? '-br' : ''}"`;

    reply
      .header('content-type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream')
      .header('cache-control', remoteFileCacheControl(path))
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
    const served = brotli && brotliDigest ? { file: brotli, key: `${key}.br`, digest: brotliDigest } : { file: plain, key, digest: plainDigest };
    if (brotli) reply.header('content-encoding', 'br');
    reply.header('content-length', served.file.size);
    if (served.file.body) return reply.send(served.file.body);
    const stream = await cache.open(served.key);
    if (!stream) throw missing();
    const checked = verifyingStream(served.key, served.digest);
    checked.on('error', (error) => request.log.error({ err: error }, 'a remote file changed in the store was cut off'));
    return reply.send(stream.pipe(checked));
  });
}

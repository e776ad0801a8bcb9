/**
 * The built shell at the site root. Every GET that is not a file and not under /api,
 * /graphql or /remotes answers the shell's index.html, so client-side routes such as
 * /user/activation/{key} load the page; anything else unknown is a NOT_FOUND.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { NO_CACHE, shellFileCacheControl } from '../../lib/cache-control';

const SERVER_PREFIXES = ['/api/', '/graphql', '/remotes/', '/remotes.json'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  // A last segment with an extension names a file; a missing file is a 404, not the page.
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]{1,8}$/.test(last);
}

export async function staticRoutes(app: FastifyInstance, shellDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', shellFileCacheControl(path));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request) && existsSync(join(shellDir, 'index.html'))) {
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile('index.html');
    }
    throw new ApiError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}

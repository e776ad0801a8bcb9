/**
 * Serves the deployed remotes under /remotes/<name>/<version>/ and /remotes.json (the active
 * manifests). In a scope of their own: this static handler must not decorate the reply the
 * shell's static handler decorates.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE, remoteFileCacheControl } from '../../lib/cache-control';
import type { RemotesService } from './remotes-service';

export async function remotesRoutes(app: FastifyInstance, options: { remotes: RemotesService }): Promise<void> {
  const { remotes } = options;
  mkdirSync(remotes.remotesDir, { recursive: true });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remotes.manifestMap();
  });

  await app.register(fastifyStatic, {
    root: remotes.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', remoteFileCacheControl(path));
    },
  });
}

/**
 * Serves the deployed remotes under /remotes/<name>/<version>/ and /remotes.json (the
 * active manifests). Encapsulated; the registry itself is shared with the CLI.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE, remoteFileCacheControl } from '../../lib/cache-control';
import { createRemoteRegistry } from './remote-registry';

export default async function remotesModule(app: FastifyInstance): Promise<void> {
  const registry = createRemoteRegistry({ db: app.db, dataDir: app.config.dataDir, now: app.config.now });
  mkdirSync(registry.remotesDir, { recursive: true });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return registry.manifestMap();
  });

  await app.register(fastifyStatic, {
    root: registry.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', remoteFileCacheControl(path)),
  });
}

/**
 * The built shell at the site root. Every GET that is not a file and not under /api,
 * /graphql or /remotes answers the shell's index.html, so client-side routes such as
 * /user/activation/{key} load the page, with the page's first view when the remote mounted at
 * the path has one (docs/first-views.md); anything else unknown is a NOT_FOUND.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { NO_CACHE, shellFileCacheControl } from '../../lib/cache-control';
import { pageWithFirstView } from './page-html';

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
    // '/' is a page like any other (with its first view), not the file index.html.
    index: false,
    // A build's brotli copies (`x.js.br`, written by the build) are served to browsers that accept brotli.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', shellFileCacheControl(path));
    },
  });

  const indexFile = join(shellDir, 'index.html');

  const notFound = (request: FastifyRequest): ApiError => new ApiError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);

  /** index.html for a page, with the page's first view when the remote mounted at the path has one; NOT_FOUND without a built shell. */
  async function page(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const path = request.url.split('?')[0] ?? '/';
    const [indexHtml, view] = await Promise.all([readFile(indexFile, 'utf8').catch(() => null), app.remotes.firstViewAt(path)]);
    if (indexHtml === null) throw notFound(request);
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    return pageWithFirstView(indexHtml, view);
  }

  app.get('/', page);

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request)) return page(request, reply);
    throw notFound(request);
  });
}

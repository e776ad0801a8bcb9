/**
 * The registry over HTTP. For the CLI and a team's CI, with `Authorization: Bearer <deploy
 * token>` (scoped to its remotes) or an admin's session (x-auth-token and the XSRF echo):
 * `POST /api/remotes/:name/versions` (the body a gzip tar of the build, streamed),
 * `GET /api/remotes[?name=]`, `POST /api/remotes/:name/activate` `{ version }` and
 * `POST /api/remotes/:name/rollback`. For every page: /remotes.json (the active versions) and
 * the versions' files under /remotes/<name>/<version>/ (remote-file-routes.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restPaths, type RemoteSwitchResult, type RemoteVersionSummary } from '@usb/contracts/rest';
import { ApiError } from '../../errors';
import { NO_CACHE } from '../../lib/cache-control';
import { discardRequestBody } from '../../lib/discard-request-body';
import { createRemoteFileCache } from './remote-file-cache';
import { remoteFileRoutes } from './remote-file-routes';
import type { RemoteVersionRow } from './remotes-repository';
import type { RegistryActor, RemotesService } from './remotes-service';

/** How long a refused upload's remaining body is read before the connection is closed instead. */
const REFUSED_BODY_TIMEOUT_MS = 10_000;

interface NameParams {
  name: string;
}

function toSummary(row: RemoteVersionRow): RemoteVersionSummary {
  return {
    name: row.name,
    version: row.version,
    active: row.active,
    deployedAt: row.deployedAt.toISOString(),
    deployedBy: row.deployedBy,
    contractsVersion: row.contractsVersion,
    sizeBytes: row.sizeBytes,
  };
}

export async function remotesRoutes(app: FastifyInstance, options: { remotes: RemotesService }): Promise<void> {
  const { remotes } = options;

  /** A deploy token when the request carries an Authorization header (then only it counts), else the admin session. */
  async function actorOf(request: FastifyRequest): Promise<RegistryActor> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) return remotes.tokenActor(authorization);
    return remotes.adminActor(await request.requireCaller());
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remotes.manifestDocument();
  });

  app.get<{ Querystring: { name?: string } }>(restPaths.remotes, async (request, reply): Promise<RemoteVersionSummary[]> => {
    reply.header('cache-control', NO_CACHE);
    return (await remotes.list(await actorOf(request), request.query.name)).map(toSummary);
  });

  app.post<{ Params: NameParams; Body: { version?: unknown } | undefined }>(restPaths.remoteActivate, async (request): Promise<RemoteSwitchResult> => {
    const actor = await actorOf(request);
    const version = request.body?.version;
    if (typeof version !== 'string' || version === '') throw new ApiError('BAD_USER_INPUT', 'version is required', ['version']);
    return { name: request.params.name, version: await remotes.activate(actor, request.params.name, version) };
  });

  app.post<{ Params: NameParams }>(restPaths.remoteRollback, async (request): Promise<RemoteSwitchResult> => {
    const actor = await actorOf(request);
    return { name: request.params.name, version: await remotes.rollback(actor, request.params.name) };
  });

  await app.register((upload, _options, done) => {
    // The build streams through the checks into a staging folder: no body parser may read it first.
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));
    upload.post<{ Params: NameParams }>(restPaths.remoteVersions, { compress: false }, async (request, reply) => {
      const body = request.body instanceof Readable ? request.body : request.raw;
      try {
        return await remotes.deployUpload(await actorOf(request), request.params.name, body);
      } catch (error) {
        // The client is still sending: read the rest (at most an upload's size, for a short
        // while) so it gets the refusal; beyond that, answer and close the connection.
        if (!(await discardRequestBody(body, remotes.limits.compressedBytes, REFUSED_BODY_TIMEOUT_MS))) reply.header('connection', 'close');
        throw error;
      }
    });
    done();
  });

  remoteFileRoutes(app, { cache: createRemoteFileCache(app.objects), integrity: remotes.fileIntegrity });
}

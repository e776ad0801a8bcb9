/**
 * The registry over HTTP. For the CLI and a team's CI, with `Authorization: Bearer <deploy
 * token>` (scoped to its remotes) or an admin's session (x-auth-token and the XSRF echo):
 * `POST /api/remotes/:name/versions[?activate=false]` (the body a gzip tar of the build,
 * streamed), `GET /api/remotes[?name=]`, `POST /api/remotes/:name/activate` `{ version }`,
 * `POST /api/remotes/:name/rollback` and `POST /api/remotes/:name/previews` `{ version, hours? }`.
 * For every page: /remotes.json (the active versions and canaries, or a previewed version), the
 * versions' files under /remotes/<name>/<version>/ (remote-file-routes.ts), and
 * `POST /api/remotes/reports`, which needs no session and is limited per address.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PREVIEW_PARAM } from '@usb/schema/domain';
import { restPaths, type RemotePreviewLink, type RemoteSwitchResult, type RemoteVersionSummary } from '@usb/schema/rest';
import { ApiError } from '../../errors';
import { NO_CACHE } from '../../lib/cache-control';
import { discardRequestBody } from '../../lib/discard-request-body';
import { createRemoteFileCache } from './remote-file-cache';
import { remoteFileRoutes } from './remote-file-routes';
import type { RemoteVersionRow } from './remotes-repository';
import type { RegistryActor, RemotesService } from './remotes-service';

/** How long a refused upload's remaining body is read before the connection is closed instead. */
const REFUSED_BODY_TIMEOUT_MS = 10_000;
/** A batch of reports is at most 20 short messages; a larger body is no batch of the shell's. */
const REPORT_BODY_LIMIT = 64 * 1024;

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

  app.get<{ Querystring: Record<string, unknown> }>('/remotes.json', async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const preview = request.query[PREVIEW_PARAM];
    return remotes.manifestDocument(typeof preview === 'string' ? preview : undefined);
  });

  // Anyone's page reports, so no actor: only the rate limit per address, counted before the work.
  app.post(restPaths.remoteReports, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
    await app.rateLimits.take('remoteReport', `addr:${request.ip}`);
    await remotes.recordReports(request.body);
    return reply.code(204).send();
  });

  app.post<{ Params: NameParams; Body: { version?: unknown; hours?: unknown } | undefined }>(
    restPaths.remotePreviews,
    async (request): Promise<RemotePreviewLink> => {
      const actor = await actorOf(request);
      const { version, hours } = request.body ?? {};
      if (typeof version !== 'string' || version === '') throw new ApiError('BAD_USER_INPUT', 'version is required', ['version']);
      if (hours !== undefined && typeof hours !== 'number') throw new ApiError('BAD_USER_INPUT', 'hours must be a whole number', ['hours']);
      const link = await remotes.createPreviewLink(actor, request.params.name, version, hours);
      return { url: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  );

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
    upload.post<{ Params: NameParams; Querystring: { activate?: string } }>(restPaths.remoteVersions, { compress: false }, async (request, reply) => {
      const body = request.body instanceof Readable ? request.body : request.raw;
      try {
        const { activate } = request.query;
        if (activate !== undefined && activate !== 'true' && activate !== 'false') {
          throw new ApiError('BAD_USER_INPUT', 'activate must be true or false', ['activate']);
        }
        return await remotes.deployUpload(await actorOf(request), request.params.name, body, { activate: activate !== 'false' });
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

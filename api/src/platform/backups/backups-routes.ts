/**
 * `POST /api/backups`: the running site makes a backup into BACKUP_DIR (as a scheduled one,
 * counted by the retention) and answers with the archive as the body, so the CLI (`usb-api
 * backup --url`) gets a consistent copy of an embedded database it cannot open while the site
 * holds it. Allowed with `Authorization: Bearer <BACKUP_TOKEN>` (then only it counts) or an
 * admin's session; 401 UNAUTHENTICATED, 403 FORBIDDEN, 409 CONFLICT while a backup is made.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { NO_CACHE } from '../../lib/cache-control';
import { safeEqual, sha256 } from '../../plugins/tokens';
import { requireAdmin } from '../../modules/users';
import type { BackupsService } from './backups-service';

export const BACKUPS_PATH = '/api/backups';
export const BACKUP_TOKEN_SCHEME = 'Bearer';
/** The answer's header with the backup's manifest summary (JSON: engine, counts, objects). */
export const BACKUP_SUMMARY_HEADER = 'x-usb-backup';

export async function backupsRoutes(app: FastifyInstance, options: { backups: BackupsService }): Promise<void> {
  const { backups } = options;

  async function authorize(request: FastifyRequest): Promise<void> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const [scheme, token, ...rest] = authorization.trim().split(/\s+/);
      const expected = backups.settings.token;
      // Compared as sha256s: equal lengths, so the comparison's time says nothing about the token.
      if (scheme !== BACKUP_TOKEN_SCHEME || !token || rest.length > 0 || !expected || !safeEqual(sha256(token), sha256(expected))) {
        throw new ApiError('UNAUTHENTICATED', expected ? 'unknown backup token' : 'this site has no BACKUP_TOKEN: ask with an admin session');
      }
      return;
    }
    const caller = await request.requireCaller();
    requireAdmin(caller);
  }

  app.post(BACKUPS_PATH, { compress: false }, async (request, reply) => {
    await authorize(request);
    const result = await backups.make();
    const { manifest } = result;
    request.log.info({ file: result.file, bytes: result.bytes, elapsedMs: Math.round(result.elapsedMs), removed: result.removed }, 'backup made');
    reply
      .header('cache-control', NO_CACHE)
      .header('content-type', 'application/x-tar')
      .header('content-length', result.bytes)
      .header('content-disposition', `attachment; filename="${basename(result.file)}"`)
      .header(BACKUP_SUMMARY_HEADER, JSON.stringify({ engine: manifest.engine, counts: manifest.counts, objects: manifest.objects }));
    return reply.send(createReadStream(result.file));
  });
}

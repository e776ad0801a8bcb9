/**
 * Named plugin `usb-xsrf`: signed double-submit XSRF protection (docs/authorization.md). A
 * response to a request without a valid XSRF-TOKEN cookie sets one (readable by the page,
 * SameSite=Lax, signed by the server: xsrf-token.ts); every unsafe request to /api or /graphql
 * must carry a valid cookie and echo it in X-XSRF-TOKEN, else 403 XSRF (except the signed media
 * URLs). A cross-site page can neither read the cookie nor set the header, and a cookie it
 * planted is not signed.
 */
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@usb/schema/rest';
import { ApiError } from '../errors';
import { safeEqual } from './tokens';
import { createXsrfTokens } from './xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Signed media URLs carry their own permission (like a presigned S3 URL): no cookie, no echo. */
const SIGNED_MEDIA_PREFIX = '/api/media/';

/**
 * The registry's REST calls and the backup call may carry a token in the Authorization header
 * instead of a session (the CLI, a team's CI): a deploy token, the site's backup token. A
 * browser never adds that header by itself, so it is no ambient credential to forge, and those
 * routes then ignore any session (platform/registry/remotes-routes.ts, platform/backups/backups-routes.ts). Only a call there with
 * a session token (and no Authorization) needs the echo; one with neither is answered
 * UNAUTHENTICATED by the route.
 */
const TOKEN_PATHS = ['/api/remotes', '/api/backups'];

function isProtectedPath(url: string, sessionOnly: boolean): boolean {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith(SIGNED_MEDIA_PREFIX)) return false;
  if (!sessionOnly && TOKEN_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return path.startsWith('/api/') || path === '/api' || path === '/graphql' || path.startsWith('/graphql/');
}

export default fp(
  async (app) => {
    await app.register(cookie);
    const tokens = createXsrfTokens(app.db);
    app.addHook('onRequest', async (request, reply) => {
      const cookieValue = request.cookies[XSRF_COOKIE];
      const valid = await tokens.isValid(cookieValue);
      if (!valid) {
        reply.setCookie(XSRF_COOKIE, await tokens.issue(), {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure: app.config.publicUrl.startsWith('https:'),
        });
      }
      const sessionOnly = request.headers.authorization === undefined && request.headers[TOKEN_HEADER] !== undefined;
      if (SAFE_METHODS.has(request.method) || !isProtectedPath(request.url, sessionOnly)) return;
      const echoed = request.headers[XSRF_HEADER.toLowerCase()];
      if (!valid || !cookieValue || typeof echoed !== 'string' || !safeEqual(echoed, cookieValue)) {
        // Answered here, not thrown: /graphql has mercurius's own error handler, and both paths must answer alike.
        const error = new ApiError('XSRF');
        return reply.code(error.statusCode).send({ code: error.code, message: error.message });
      }
    });
  },
  { name: 'usb-xsrf', dependencies: ['usb-db'] },
);

/**
 * Named plugin `usb-xsrf`: double-submit XSRF protection (docs/authorization.md). Every
 * response to a request without the XSRF-TOKEN cookie sets one (random, readable by the
 * page, SameSite=Lax); every unsafe request to /api or /graphql must echo it in
 * X-XSRF-TOKEN, else 403 XSRF (except the signed media URLs). A cross-site page can neither read the cookie nor set the header.
 */
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@usb/contracts/rest';
import { ApiError } from '../errors';
import { randomSecret, safeEqual } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Signed media URLs carry their own permission (like a presigned S3 URL): no cookie, no echo. */
const SIGNED_MEDIA_PREFIX = '/api/media/';

function isProtectedPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith(SIGNED_MEDIA_PREFIX)) return false;
  return path.startsWith('/api/') || path === '/api' || path === '/graphql' || path.startsWith('/graphql/');
}

export default fp(
  async (app) => {
    await app.register(cookie);
    app.addHook('onRequest', async (request, reply) => {
      const cookieValue = request.cookies[XSRF_COOKIE];
      if (!cookieValue) {
        reply.setCookie(XSRF_COOKIE, randomSecret(128), {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure: app.config.publicUrl.startsWith('https:'),
        });
      }
      if (SAFE_METHODS.has(request.method) || !isProtectedPath(request.url)) return;
      const echoed = request.headers[XSRF_HEADER.toLowerCase()];
      if (!cookieValue || typeof echoed !== 'string' || !safeEqual(echoed, cookieValue)) {
        // Answered here, not thrown: /graphql has mercurius's own error handler, and both paths must answer alike.
        const error = new ApiError('XSRF');
        return reply.code(error.statusCode).send({ code: error.code, message: error.message });
      }
    });
  },
  { name: 'usb-xsrf' },
);

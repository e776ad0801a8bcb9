/**
 * Named plugin `usb-security-headers`: the headers every response carries (docs/authorization.md).
 * The Content-Security-Policy lets scripts come only from the site itself (the shell's bundle
 * and the remotes it loads with Module Federation are files of this origin; no inline script) and
 * from the social page plugin's SDK; the frames allowed are the page feed's and, once an admin
 * has chosen an intro video (docs/settings.md), that video player's host and no other. Scripts
 * may compile WebAssembly ('wasm-unsafe-eval', never eval itself): remote-tasks converts an
 * iPhone's HEIC photo with libheif in a worker of this origin, whose .wasm is a file of its build
 * (a worker needs no worker-src: it falls back to script-src 'self'). Styles may be inline, as
 * antd writes its CSS-in-JS into style elements. No other site may frame a page.
 * HSTS is sent only when the request came over https (TRUST_PROXY lets x-forwarded-proto say so).
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    securityHeaders: {
      /** Where the policy learns the intro video player's origin (the settings module); null: no video. */
      frameVideoFrom(source: () => Promise<string | null>): void;
    };
  }
}

/** The social page plugin (remote-public's social-page-plugin.tsx): its SDK and the feed's frame. */
const SOCIAL_SCRIPT = 'https://connect.facebook.net';
const SOCIAL_FRAMES = 'https://www.facebook.com https://web.facebook.com';

/** The policy with the intro video player's origin among the frames, if there is a video. */
export function contentSecurityPolicy(videoOrigin: string | null): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${SOCIAL_SCRIPT}`,
    "style-src 'self' 'unsafe-inline'",
    // Rich texts (task descriptions, blog posts) may show images from other sites.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${SOCIAL_FRAMES}${videoOrigin ? ` ${videoOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const ALWAYS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

const HSTS = 'max-age=31536000; includeSubDomains';

export default fp(
  (app) => {
    let videoOrigin: () => Promise<string | null> = () => Promise.resolve(null);
    app.decorate('securityHeaders', {
      frameVideoFrom(source: () => Promise<string | null>) {
        videoOrigin = source;
      },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // A settings read that fails (the database away) must not fail the response: no video frame then.
      // A 503 (the database away, or the readiness check saying so) does not wait for that read at all.
      const origin =
        reply.statusCode === 503
          ? null
          : await videoOrigin().catch((error: unknown) => {
              request.log.warn({ err: error }, 'intro video origin unknown; policy without it');
              return null;
            });
      reply.headers({ ...ALWAYS, 'content-security-policy': contentSecurityPolicy(origin) });
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      return payload;
    });
  },
  { name: 'usb-security-headers' },
);

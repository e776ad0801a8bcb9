/**
 * Malformed requests over every REST route: the accounts' endpoints with bodies of wrong
 * types, NUL bytes, lone surrogates and huge or deeply nested values; the media URLs with bad
 * ids, signatures and expiries; the read-only routes with odd query strings; raw bodies that are
 * no JSON at all.
 */
import { restPaths } from '@usb/schema/rest';
import { junkValue, scalarValue } from './bad-values';
import type { FuzzRequest } from './graphql-requests';
import type { Prng } from './prng';

/** Each body route with the fields its clients send. */
const BODY_ROUTES: readonly { path: string; method: string; fields: Record<string, readonly string[]> }[] = [
  { path: restPaths.login, method: 'POST', fields: { '': ['identifier', 'password'] } },
  { path: restPaths.signup, method: 'POST', fields: { contactInfo: ['firstName', 'lastName', 'email', 'mobile'], loginInfo: ['userName', 'password'] } },
  { path: restPaths.activateUser, method: 'POST', fields: { '': ['activationKey'] } },
  { path: restPaths.resendActivationMail, method: 'POST', fields: {} },
  { path: restPaths.sendResetMail, method: 'POST', fields: { '': ['identifier'] } },
  { path: restPaths.resetPassword, method: 'POST', fields: { '': ['key', 'password'] } },
  { path: restPaths.currentSession, method: 'DELETE', fields: {} },
];

const PLAIN_ROUTES: readonly string[] = [
  restPaths.currentSession,
  restPaths.health,
  '/remotes.json',
  '/remotes/remote-public/',
  '/',
  '/user/activation/abc',
  '/no/such/page',
];

/** A URL component of any string: a lone surrogate becomes the bytes of an invalid UTF-8 sequence, a malformed URL of its own. */
function urlPart(value: unknown): string {
  const text = String(value).slice(0, 2000);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

function bodyFor(prng: Prng, fields: Record<string, readonly string[]>): unknown {
  if (prng.chance(0.1)) return junkValue(prng);
  const body: Record<string, unknown> = {};
  for (const [card, names] of Object.entries(fields)) {
    const target: Record<string, unknown> = card === '' ? body : {};
    for (const name of names) if (prng.chance(0.85)) target[name] = scalarValue(prng, prng.chance(0.8) ? 'String' : prng.pick(['Int', 'ID', 'Boolean']));
    if (card !== '') body[card] = prng.chance(0.9) ? target : junkValue(prng);
  }
  return body;
}

function mediaRequest(prng: Prng): FuzzRequest {
  const query = `expires=${urlPart(scalarValue(prng, 'Int'))}&signature=${urlPart(scalarValue(prng, 'String'))}`;
  const path = `/api/media/${prng.pick(['upload', 'download'])}/${urlPart(scalarValue(prng, 'ID'))}?${query}`;
  return prng.chance(0.5)
    ? {
        method: 'PUT',
        path,
        rawBody: prng.pick(['\u0089PNG\r\n\u001a\n', 'GIF89a', 'not an image', '']),
        contentType: prng.pick(['image/png', 'application/octet-stream', 'text/plain']),
      }
    : { method: 'GET', path };
}

export function restRequest(prng: Prng): FuzzRequest {
  const roll = prng.below(10);
  if (roll < 6) {
    const route = prng.pick(BODY_ROUTES);
    if (prng.chance(0.1))
      return {
        method: route.method,
        path: route.path,
        rawBody: prng.pick(['{', 'null', '"x"', '[]', '{"a":', '\u0000', '{"identifier":"\\u0000"}']),
        contentType: 'application/json',
      };
    if (prng.chance(0.05))
      return { method: route.method, path: route.path, rawBody: 'identifier=a&password=b', contentType: 'application/x-www-form-urlencoded' };
    return { method: route.method, path: route.path, body: bodyFor(prng, route.fields) };
  }
  if (roll < 8) return mediaRequest(prng);
  const path = prng.pick(PLAIN_ROUTES);
  const query = prng.chance(0.5) ? `?${urlPart(scalarValue(prng, 'String'))}=${urlPart(scalarValue(prng, 'String'))}` : '';
  return { method: prng.pick(['GET', 'GET', 'HEAD', 'POST', 'OPTIONS']), path: `${path}${query}` };
}

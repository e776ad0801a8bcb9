/**
 * Named plugin `usb-input-guard`: the REST half of the input layer (GraphQL's half is
 * graphql/argument-checks.ts). Every string of a REST body, query string and path parameter
 * must pass the rules of ../lib/input-rules.ts, and a body may nest at most MAX_DEPTH levels;
 * otherwise the request is answered 400 BAD_USER_INPUT naming the fields, before any route runs.
 */
import fp from 'fastify-plugin';
import { GRAPHQL_PATH } from '@usb/schema/graphql';
import { ApiError } from '../errors';
import { isAcceptableText, maxLengthOf } from '../lib/input-rules';

/** Our REST bodies nest two levels (a sign-up's cards); anything far deeper is no client of ours. */
const MAX_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function collect(value: unknown, path: string, depth: number, failed: Set<string>): void {
  if (typeof value === 'string') {
    if (!isAcceptableText(value, maxLengthOf(path))) failed.add(path || 'body');
    return;
  }
  // Only parsed JSON is walked: an upload's body is a stream, a Buffer or a string of bytes.
  if (!Array.isArray(value) && !isPlainObject(value)) return;
  if (depth >= MAX_DEPTH) {
    failed.add(path || 'body');
    return;
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) collect(item, path ? `${path}.${key}` : key, depth + 1, failed);
}

export default fp(
  (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.url.split('?')[0] === GRAPHQL_PATH) return;
      const failed = new Set<string>();
      collect(request.body, '', 0, failed);
      collect(request.query, '', 0, failed);
      collect(request.params, '', 0, failed);
      if (failed.size > 0) throw new ApiError('BAD_USER_INPUT', `Invalid fields: ${[...failed].join(', ')}`, [...failed]);
    });
  },
  { name: 'usb-input-guard' },
);

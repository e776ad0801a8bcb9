/**
 * What the api's log may hold: never a password, a password hash, a session token, a mailed
 * key or a URL signature. The logger options below redact such fields by name, serialize errors
 * without the query parameters a failed database query carries (drizzle puts the whole row,
 * hash included, in its message), and log request URLs with their secrets cut out.
 */
import type { FastifyServerOptions } from 'fastify';

const CENSOR = '[redacted]';

/** Field names whose values are secrets wherever they appear. */
const SECRET_FIELDS = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'key',
  'keyHash',
  'key_hash',
  'activationKey',
  'signature',
  'params',
  // PostgreSQL's detail of a failed write quotes the row ('Failing row contains (...)') or the key.
  'detail',
  'x-auth-token',
  'x-xsrf-token',
  'cookie',
  'set-cookie',
  'authorization',
]);

/** argon2 hashes, and hex secrets of 128 bits and more (session tokens, keys, their sha256). */
const SECRET_TEXT = [/\$argon2(?:id|i|d)\$[^\s"']+/g, /\b[0-9a-f]{32,}\b/gi];

/** Removes the parameter list drizzle appends to a failed query's message, then any secret-looking text. */
export function scrubText(text: string): string {
  const withoutParams = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]');
  return SECRET_TEXT.reduce((scrubbed, pattern) => scrubbed.replace(pattern, CENSOR), withoutParams);
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, SECRET_FIELDS.has(name) ? CENSOR : scrub(item, depth + 1)]));
}

interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as type, message, stack, its own fields and its cause, scrubbed. */
export function serializeError(error: Error, depth = 0): SerializedError {
  const { cause } = error;
  const own = Object.fromEntries(Object.entries(error).filter(([name]) => name !== 'cause'));
  return {
    ...(scrub(own, depth) as Record<string, unknown>),
    type: error.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
    ...(cause === undefined || depth >= 3 ? {} : { cause: cause instanceof Error ? serializeError(cause, depth + 1) : scrub(cause, depth + 1) }),
  };
}

/** Activation and reset keys travel in the path of the pages they open; media signatures in the query. */
export function scrubUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/^(\/user\/(?:activation|passwordreset)\/)[^/]+/, `$1${CENSOR}`);
  return query === undefined ? safePath : `${safePath}?${query.replace(/(^|&)(signature|token|key)=[^&]*/g, `$1$2=${CENSOR}`)}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers["x-auth-token"]', 'req.headers.cookie', 'headers["x-auth-token"]', 'headers.cookie', '*.password', '*.passwordHash'],
      censor: CENSOR,
    },
    serializers: {
      err: (error: Error) => serializeError(error),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: scrubUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

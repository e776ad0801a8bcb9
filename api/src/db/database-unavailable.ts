/**
 * Whether a failed query failed because the database could not be reached or answered in time,
 * rather than because of the query: the request is then answered 503 UNAVAILABLE with
 * Retry-After (src/errors.ts), never 500. A transaction that failed so was rolled back (by the
 * server when its connection went, or by its statement timeout), so nothing of it was saved.
 * drizzle wraps driver errors, so the chain of causes is searched; a socket's error comes from
 * Node's own realm (not `instanceof Error` under jest's sandbox), so errors are read by shape.
 */

/** SQLSTATEs of a database that is going away, refusing connections or overloaded. */
const UNAVAILABLE_STATES = new Set([
  '57014', // query_canceled: the statement timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or a standby being promoted)
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a write reached a standby during a failover
  '25P03', // idle_in_transaction_session_timeout
]);

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres' and pg-pool's own words for a lost or unanswered connection (they carry no code). */
const DRIVER_MESSAGES = [
  /^Query read timeout$/,
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error/,
];

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

function unavailable(error: ErrorShape): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const shape: ErrorShape = current;
    if (unavailable(shape)) return true;
    current = shape.cause;
  }
  return false;
}

/**
 * The api's PostgreSQL pool: node-postgres' Pool with the limits that keep a lost database from
 * hanging a request (docs/operations-node.md):
 * - a connection is opened within the statement timeout (a request waiting for a free
 *   connection waits as long at most);
 * - the server cancels a statement after `statementTimeoutMs` (statement_timeout) and ends a
 *   transaction left idle for IDLE_TRANSACTION_TIMEOUT_MS, so a node cut off mid-transaction
 *   does not hold its row locks against the others;
 * - the client gives up on an answer QUERY_TIMEOUT_SLACK_MS after the statement timeout (the
 *   server's own cancel would have come by then, so no answer means the connection is dead) and,
 *   in pipeline mode, destroys that connection: a blackholed connection is never lent again;
 * - TCP keepalive finds connections whose peer vanished without a word;
 * - a lent connection that fails or ends goes out of the pool at once, even when its borrower
 *   never gives it back (drizzle's transaction does not release a client whose `begin` failed),
 *   and giving it back afterwards does nothing.
 */
import { Pool, type PoolClient } from 'pg';

/** DATABASE_POOL_SIZE's default: connections per api process. */
export const DEFAULT_POOL_SIZE = 10;
/** DATABASE_STATEMENT_TIMEOUT_MS's default: the slowest statement of an event night takes a small part of it. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

const IDLE_TRANSACTION_TIMEOUT_MS = 10_000;
const QUERY_TIMEOUT_SLACK_MS = 1_000;
const KEEPALIVE_DELAY_MS = 10_000;

export interface PostgresPoolOptions {
  connectionString: string;
  /** Connections at most (DATABASE_POOL_SIZE). */
  size: number;
  /** The server-side statement_timeout (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
}

/** A borrowed client that leaves the pool by itself when its connection breaks, and whose release may come late or twice. */
function guardLease(client: PoolClient): PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', broken);
    client.off('end', ended);
    release(error);
  };
  const broken = (error: Error) => giveBack(error);
  const ended = () => giveBack(new Error('database connection ended'));
  client.on('error', broken);
  client.on('end', ended);
  client.release = giveBack;
  return client;
}

/** The pool; `connect()` lends guarded clients (the pool's own `query()` releases broken ones itself). */
export class PostgresPool extends Pool {
  constructor(options: PostgresPoolOptions) {
    super({
      connectionString: options.connectionString,
      max: options.size,
      connectionTimeoutMillis: options.statementTimeoutMs,
      statement_timeout: options.statementTimeoutMs,
      idle_in_transaction_session_timeout: IDLE_TRANSACTION_TIMEOUT_MS,
      query_timeout: options.statementTimeoutMs + QUERY_TIMEOUT_SLACK_MS,
      pipeline: true,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
  }

  override connect(): Promise<PoolClient>;
  override connect(callback: (error: Error | undefined, client: PoolClient | undefined, done: (release?: Error | boolean) => void) => void): void;
  override connect(
    callback?: (error: Error | undefined, client: PoolClient | undefined, done: (release?: Error | boolean) => void) => void,
  ): Promise<PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guardLease);
  }
}

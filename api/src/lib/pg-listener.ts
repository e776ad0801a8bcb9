/**
 * One PostgreSQL connection that LISTENs on one channel and stays up: it reconnects after any
 * error with a growing pause, and asks `select 1` every HEARTBEAT_MS, taking a connection that
 * has not answered within HEARTBEAT_TIMEOUT_MS for lost (a blackholed route or a half-open
 * socket after a failover says nothing otherwise). The caches' invalidation bus and the live
 * bus each keep one (docs/caching.md, docs/live.md); `onUp` and `onDown` tell them when messages
 * may have been missed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;
const HEARTBEAT_MS = 1_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

export interface ListenerOptions {
  databaseUrl: string;
  channel: string;
  /** The connection's application_name: how it is told apart in pg_stat_activity. */
  applicationName: string;
  log: FastifyBaseLogger;
  /** Every payload on the channel. */
  onMessage(payload: string | undefined): void;
  /** The channel is listened on (again). */
  onUp(): void;
  /** The connection was lost; messages are missed until onUp. */
  onDown(): void;
}

export interface Listener {
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Resolves once the first LISTEN succeeded or failed (then it keeps trying in the background). */
export async function startListener(options: ListenerOptions): Promise<Listener> {
  const { databaseUrl, channel, applicationName, log } = options;
  let client: Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  function stopHeartbeat(): void {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  }

  /** Asks the listening connection `select 1` every HEARTBEAT_MS, one question at a time; no answer in time is a lost connection. */
  function startHeartbeat(on: Client): void {
    let asking = false;
    heartbeat = setInterval(() => {
      if (asking) return;
      asking = true;
      on.query('select 1').then(
        () => (asking = false),
        (error: unknown) => lost(on, error),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  function lost(from: Client, error: unknown): void {
    if (client !== from) return;
    client = null;
    listening = false;
    stopHeartbeat();
    options.onDown();
    from.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error, channel }, 'listener lost; reconnecting');
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    retryTimer = null;
    const next = new Client({
      connectionString: databaseUrl,
      application_name: applicationName,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS,
      keepAlive: true,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (notification) => {
      if (notification.channel === channel) options.onMessage(notification.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next || closed) return;
    listening = true;
    retryMs = RECONNECT_FIRST_MS;
    startHeartbeat(next);
    options.onUp();
  }

  await connect();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      stopHeartbeat();
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * The caches' invalidation bus (docs/caching.md). Every cache of the process is made here, and
 * a write that changes cached rows publishes their tags once it has committed: this process's
 * caches drop them at once, and on PostgreSQL `NOTIFY usb_cache, '<payload>'` tells every other
 * api process, each of which LISTENs on a connection of its own (lib/pg-listener.ts). While
 * that connection is down the caches are off (empty, answering nothing), so a missed message can
 * serve nothing stale; they come back on once the connection LISTENs again. The listener's
 * heartbeat takes a silent connection (a blackholed route, a half-open socket after a failover)
 * for lost within about three seconds too. PGlite runs in one process, where the local drop is
 * all there is to do.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { TaggedCache, type CacheOptions } from './cache';
import { startListener } from './pg-listener';

export const INVALIDATION_CHANNEL = 'usb_cache';
/** The listening connection's application_name: how it is told apart in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'usb-cache-listener';

/** NOTIFY takes up to 8,000 bytes; a longer list of tags is sent as "drop everything". */
const MAX_PAYLOAD_BYTES = 7_000;

/** What travels on the channel: the sending process and the tags, or null for everything. */
interface Message {
  origin: string;
  tags: readonly string[] | null;
}

function parseMessage(payload: string | undefined): Message | null {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null || !('origin' in value) || !('tags' in value)) return null;
    const { origin, tags } = value;
    if (typeof origin !== 'string') return null;
    if (tags === null) return { origin, tags: null };
    if (!Array.isArray(tags) || !tags.every((tag): tag is string => typeof tag === 'string')) return null;
    return { origin, tags };
  } catch {
    return null;
  }
}

export interface InvalidationBus {
  /** A new cache of this process, cleared by the bus. */
  cache<V>(name: string, options: Omit<CacheOptions, 'now'>): TaggedCache<V>;
  /** Drops the tags here at once and in every other api process; call it after the write committed. */
  publish(tags: readonly string[]): Promise<void>;
  /** False while the PostgreSQL listener is down (the caches are off meanwhile). */
  readonly listening: boolean;
  /** Every cache made so far, for the metrics. */
  readonly caches: readonly TaggedCache<unknown>[];
  close(): Promise<void>;
}

interface BusOptions {
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The part every bus shares: the caches and the local drop. */
function createCaches(now: () => Date) {
  const caches: TaggedCache<unknown>[] = [];
  return {
    all: caches as readonly TaggedCache<unknown>[],
    make<V>(name: string, options: Omit<CacheOptions, 'now'>): TaggedCache<V> {
      const cache = new TaggedCache<V>(name, { ...options, now });
      caches.push(cache);
      return cache;
    },
    drop(tags: readonly string[] | null): void {
      for (const cache of caches) {
        if (tags === null) cache.clear();
        else cache.invalidate(tags);
      }
    },
    setEnabled(enabled: boolean): void {
      for (const cache of caches) cache.setEnabled(enabled);
    },
  };
}

/** One process (PGlite): the drop is local. */
export function createLocalBus(options: Pick<BusOptions, 'now'>): InvalidationBus {
  const caches = createCaches(options.now);
  return {
    cache: (name, cacheOptions) => caches.make(name, cacheOptions),
    publish: async (tags) => caches.drop(tags),
    listening: true,
    caches: caches.all,
    close: async () => undefined,
  };
}

/**
 * PostgreSQL: NOTIFY through `notify` (the app's pool, so publishing does not depend on the
 * listener), LISTEN on a connection of its own (lib/pg-listener.ts). Resolves once the first
 * LISTEN succeeded or failed (then it keeps trying in the background, caches off).
 */
export async function startPostgresBus(
  options: BusOptions & { databaseUrl: string; notify: (channel: string, payload: string) => Promise<void> },
): Promise<InvalidationBus> {
  const { databaseUrl, notify, log } = options;
  const caches = createCaches(options.now);
  const origin = randomBytes(8).toString('hex');
  caches.setEnabled(false);
  const listener = await startListener({
    databaseUrl,
    channel: INVALIDATION_CHANNEL,
    applicationName: LISTENER_APPLICATION_NAME,
    log,
    onMessage(payload) {
      const message = parseMessage(payload);
      if (!message) return log.warn('unreadable cache invalidation ignored');
      if (message.origin !== origin) caches.drop(message.tags);
    },
    // Whatever was missed while the listener was away is gone with the cleared caches.
    onUp: () => caches.setEnabled(true),
    onDown: () => caches.setEnabled(false),
  });

  return {
    cache<V>(name: string, cacheOptions: Omit<CacheOptions, 'now'>) {
      const cache = caches.make<V>(name, cacheOptions);
      cache.setEnabled(listener.listening);
      return cache;
    },
    async publish(tags) {
      caches.drop(tags);
      let payload = JSON.stringify({ origin, tags } satisfies Message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ origin, tags: null } satisfies Message);
      await notify(INVALIDATION_CHANNEL, payload);
    },
    get listening() {
      return listener.listening;
    },
    caches: caches.all,
    close: () => listener.close(),
  };
}

/**
 * The live bus (docs/live.md): wakes the open pages a change concerns, in every api process.
 * A module publishes an event once its write has committed (never inside the answer-saving
 * transaction): the kind, the row's id, its battle and who it is for. This process delivers it
 * to its own streams at once; on PostgreSQL `NOTIFY usb_live, '<event>'` (ids only, never rows)
 * tells every other process, each of which LISTENs on a connection of its own
 * (lib/pg-listener.ts) and delivers to its streams. A kind that sends data along (an
 * announcement's text) has a loader, run once per process and event, not once per page.
 *
 * A process whose listener was away may have missed events: when it listens again, `onMissed`
 * handlers run (the live route closes its streams, whose pages reconnect, spread out, and are
 * replayed what they missed from the database).
 */
import { randomBytes } from 'node:crypto';
import type { LiveKind, LiveMessage } from '@usb/schema/rest';
import type { FastifyBaseLogger } from 'fastify';
import { startListener, type Listener } from './pg-listener';

export const LIVE_CHANNEL = 'usb_live';
/** The live listener's application_name in pg_stat_activity. */
export const LIVE_LISTENER_APPLICATION_NAME = 'usb-live-listener';

/** Who an event is for: the battle's staff, one patrol, or the battle's patrols of a category (null: all of them). */
export type LiveAudience = { staff: true } | { patrolId: number } | { category: number | null };

export interface LiveEvent {
  kind: LiveKind;
  id: number;
  battleId: number;
  to: LiveAudience;
}

/** One open stream: what its user may hear and how to reach the page. */
export interface LiveSubscriber {
  /** The battles whose staff events it hears; 'all' for an admin. */
  staffOf: ReadonlySet<number> | 'all';
  /** Its user's patrols by battle. */
  patrols: ReadonlyMap<number, { patrolId: number; category: number | null }>;
  /** Sends one message; a durable one carries its id as the event's id (Last-Event-ID after a reconnect). */
  send(message: LiveMessage, durable: boolean): void;
}

/** Loads what a kind sends along; null drops the event (the row is gone, or not due yet). */
export type LiveLoader = (id: number) => Promise<unknown>;

/** What a page missed since the durable id it last saw, for one subscriber. */
export type LiveReplay = (subscriber: LiveSubscriber, afterId: number) => Promise<LiveMessage[]>;

interface KindDefinition {
  load: LiveLoader;
  durable: boolean;
}

export interface LiveBus {
  /** Delivers here at once and NOTIFYs the other processes; call it after the write committed. Never throws: a lost wake-up is logged. */
  publish(event: LiveEvent): Promise<void>;
  /** A kind's loader; `durable` kinds are replayed after a reconnect. */
  define(kind: LiveKind, definition: KindDefinition): void;
  /** Adds a replay source for reconnecting pages. */
  addReplay(replay: LiveReplay): void;
  /** What the sources have for a page that last saw afterId (oldest first). */
  replay(subscriber: LiveSubscriber, afterId: number): Promise<{ message: LiveMessage; durable: boolean }[]>;
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Runs when events may have been missed (the listener is back after a loss). */
  onMissed(handler: () => void): void;
  readonly subscribers: number;
  /** Messages sent to pages by this process. */
  readonly sent: number;
  readonly listening: boolean;
  close(): Promise<void>;
}

export function reaches(subscriber: LiveSubscriber, event: LiveEvent): boolean {
  const { to, battleId } = event;
  if ('staff' in to) return subscriber.staffOf === 'all' || subscriber.staffOf.has(battleId);
  const patrol = subscriber.patrols.get(battleId);
  if (!patrol) return false;
  if ('patrolId' in to) return patrol.patrolId === to.patrolId;
  return to.category === null || patrol.category === to.category;
}

function isAudience(value: unknown): value is LiveAudience {
  if (typeof value !== 'object' || value === null) return false;
  if ('staff' in value) return value.staff === true;
  if ('patrolId' in value) return typeof value.patrolId === 'number';
  if ('category' in value) return value.category === null || typeof value.category === 'number';
  return false;
}

function parseEvent(payload: string | undefined): { origin: string; event: LiveEvent } | null {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { origin, kind, id, battleId, to } = value as Record<string, unknown>;
    if (typeof origin !== 'string' || typeof kind !== 'string' || typeof id !== 'number' || typeof battleId !== 'number' || !isAudience(to)) return null;
    return { origin, event: { kind: kind as LiveKind, id, battleId, to } };
  } catch {
    return null;
  }
}

interface BusOptions {
  log: FastifyBaseLogger;
}

/** The part every bus shares: the subscribers by battle, the kinds, the local delivery. */
function createDelivery(log: FastifyBaseLogger) {
  const byBattle = new Map<number, Set<LiveSubscriber>>();
  const everyBattle = new Set<LiveSubscriber>();
  const kinds = new Map<LiveKind, KindDefinition>();
  const replays: LiveReplay[] = [];
  let count = 0;
  let sent = 0;

  function battlesOf(subscriber: LiveSubscriber): number[] {
    const battles = new Set(subscriber.patrols.keys());
    if (subscriber.staffOf !== 'all') for (const battleId of subscriber.staffOf) battles.add(battleId);
    return [...battles];
  }

  function candidates(battleId: number): LiveSubscriber[] {
    return [...(byBattle.get(battleId) ?? []), ...everyBattle];
  }

  return {
    kinds,
    get count() {
      return count;
    },
    get sent() {
      return sent;
    },
    addReplay(replay: LiveReplay) {
      replays.push(replay);
    },
    async replay(subscriber: LiveSubscriber, afterId: number) {
      const found = (await Promise.all(replays.map((replay) => replay(subscriber, afterId)))).flat();
      return found.sort((a, b) => a.id - b.id).map((message) => ({ message, durable: kinds.get(message.kind)?.durable ?? false }));
    },
    subscribe(subscriber: LiveSubscriber): () => void {
      const battles = battlesOf(subscriber);
      if (subscriber.staffOf === 'all') everyBattle.add(subscriber);
      for (const battleId of battles) {
        let set = byBattle.get(battleId);
        if (!set) byBattle.set(battleId, (set = new Set()));
        set.add(subscriber);
      }
      count += 1;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        count -= 1;
        everyBattle.delete(subscriber);
        for (const battleId of battles) {
          const set = byBattle.get(battleId);
          set?.delete(subscriber);
          if (set?.size === 0) byBattle.delete(battleId);
        }
      };
    },
    async deliver(event: LiveEvent): Promise<void> {
      const reached = candidates(event.battleId).filter((subscriber) => reaches(subscriber, event));
      if (reached.length === 0) return;
      const definition = kinds.get(event.kind);
      let data: unknown;
      if (definition) {
        try {
          data = await definition.load(event.id);
        } catch (error) {
          log.warn({ err: error, kind: event.kind, id: event.id }, 'live event not delivered: its data could not be read');
          return;
        }
        if (data === null) return;
      }
      const message: LiveMessage = { kind: event.kind, id: event.id, battleId: event.battleId, ...(data === undefined ? {} : { data }) };
      for (const subscriber of reached) subscriber.send(message, definition?.durable ?? false);
      sent += reached.length;
    },
  };
}

/** One process (PGlite): delivery is local. */
export function createLocalLiveBus(options: BusOptions): LiveBus {
  const delivery = createDelivery(options.log);
  return {
    publish: (event) => delivery.deliver(event),
    define: (kind, definition) => void delivery.kinds.set(kind, definition),
    addReplay: (replay) => delivery.addReplay(replay),
    replay: (subscriber, afterId) => delivery.replay(subscriber, afterId),
    subscribe: (subscriber) => delivery.subscribe(subscriber),
    onMissed: () => undefined,
    get subscribers() {
      return delivery.count;
    },
    get sent() {
      return delivery.sent;
    },
    listening: true,
    close: async () => undefined,
  };
}

/** PostgreSQL: NOTIFY through `notify` (the app's pool), LISTEN on a connection of its own. */
export async function startPostgresLiveBus(
  options: BusOptions & { databaseUrl: string; notify: (channel: string, payload: string) => Promise<void> },
): Promise<LiveBus> {
  const { log, notify } = options;
  const delivery = createDelivery(log);
  const origin = randomBytes(8).toString('hex');
  const missedHandlers: (() => void)[] = [];
  let down = false;
  const listener: Listener = await startListener({
    databaseUrl: options.databaseUrl,
    channel: LIVE_CHANNEL,
    applicationName: LIVE_LISTENER_APPLICATION_NAME,
    log,
    onMessage(payload) {
      const parsed = parseEvent(payload);
      if (!parsed) return log.warn('unreadable live event ignored');
      if (parsed.origin !== origin) void delivery.deliver(parsed.event);
    },
    onUp() {
      if (down) for (const handler of missedHandlers) handler();
      down = false;
    },
    onDown: () => (down = true),
  });

  return {
    async publish(event) {
      await delivery.deliver(event);
      try {
        await notify(LIVE_CHANNEL, JSON.stringify({ origin, ...event }));
      } catch (error) {
        // The write stands; the other processes' pages get it replayed when they reconnect.
        log.warn({ err: error, kind: event.kind, id: event.id }, 'live event not sent to the other processes');
      }
    },
    define: (kind, definition) => void delivery.kinds.set(kind, definition),
    addReplay: (replay) => delivery.addReplay(replay),
    replay: (subscriber, afterId) => delivery.replay(subscriber, afterId),
    subscribe: (subscriber) => delivery.subscribe(subscriber),
    onMissed: (handler) => void missedHandlers.push(handler),
    get subscribers() {
      return delivery.count;
    },
    get sent() {
      return delivery.sent;
    },
    get listening() {
      return listener.listening;
    },
    close: () => listener.close(),
  };
}

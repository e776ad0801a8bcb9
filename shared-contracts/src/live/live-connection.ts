/**
 * The page's one live stream (`GET /api/live`, docs/live.md). It is open while someone listens
 * and a user is logged in, and reconnects by itself: after a dropped stream it waits the
 * server's `retry:` (or RETRY_MS) times a random factor between 0.5 and 1.5, doubling on every
 * failure in a row up to MAX_WAIT_MS, so the pages of a restarted api node come back spread out
 * instead of all in the same second. The last durable event's id is kept in local storage per
 * user and sent as Last-Event-ID, so the server replays what a page missed while it was away or
 * closed. The stream is read with fetch (the session token travels in a header, which
 * EventSource cannot send).
 */
import { createSseParser, LIVE_PATH, TOKEN_HEADER, type LiveKind, type LiveMessage } from '@usb/schema/rest';

export const RETRY_MS = 2_000;
export const MAX_WAIT_MS = 30_000;
/** A stream that stayed up this long was healthy: the next drop starts the waits afresh. */
const HEALTHY_MS = 30_000;
const LAST_ID_KEY = 'usb-live-last-id:';

export type LiveHandler = (message: LiveMessage) => void;

export interface LiveConnectionOptions {
  fetch: typeof fetch;
  /** A number in [0, 1): the spread of the waits. */
  random: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  setTimer: (run: () => void, ms: number) => () => void;
}

export interface LiveConnection {
  /** Calls handler for every message of the kind; answers the unsubscribe. */
  listen(kind: LiveKind, handler: LiveHandler): () => void;
  /** Calls handler every time a stream opens, so a view reads again what it may have missed while it was away. */
  onOpen(handler: () => void): () => void;
  /** The session: no token closes the stream. */
  setSession(token: string | null, userId: string | null): void;
  /** Opens the stream anew (the user's patrols or staff places changed). */
  restart(): void;
}

function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id, battleId } = value as Record<string, unknown>;
  return typeof kind === 'string' && typeof id === 'number' && typeof battleId === 'number';
}

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const handlers = new Map<LiveKind, Set<LiveHandler>>();
  const openHandlers = new Set<() => void>();
  let listeners = 0;
  let token: string | null = null;
  let userId: string | null = null;
  let running: AbortController | null = null;
  let cancelTimer: (() => void) | null = null;
  let failures = 0;
  let retryMs = RETRY_MS;

  const wanted = (): boolean => listeners > 0 && token !== null;

  function stop(): void {
    running?.abort();
    running = null;
    cancelTimer?.();
    cancelTimer = null;
  }

  function sync(): void {
    if (!wanted()) stop();
    else if (!running && !cancelTimer) void open();
  }

  function scheduleReconnect(): void {
    if (!wanted()) return;
    const wait = Math.min(retryMs * 2 ** Math.min(failures, 5), MAX_WAIT_MS) * (0.5 + options.random());
    failures += 1;
    cancelTimer = options.setTimer(() => {
      cancelTimer = null;
      void open();
    }, wait);
  }

  function dispatch(message: LiveMessage): void {
    for (const handler of handlers.get(message.kind) ?? []) handler(message);
  }

  function remember(id: string): void {
    if (userId === null || !/^\d+$/.test(id)) return;
    const key = LAST_ID_KEY + userId;
    const previous = Number(options.storage?.getItem(key) ?? 0);
    if (Number(id) > previous) options.storage?.setItem(key, id);
  }

  async function open(): Promise<void> {
    if (!token) return;
    const controller = new AbortController();
    running = controller;
    const headers: Record<string, string> = { [TOKEN_HEADER]: token, accept: 'text/event-stream' };
    const lastId = userId === null ? null : options.storage?.getItem(LAST_ID_KEY + userId);
    if (lastId) headers['last-event-id'] = lastId;
    const openedAt = options.now();
    try {
      const response = await options.fetch(LIVE_PATH, { headers, signal: controller.signal, cache: 'no-store' });
      // 204: nothing to listen for (no patrol, no staff place); 401/403: not for this session. Wait for a change.
      if (response.status === 204 || response.status === 401 || response.status === 403) {
        if (running === controller) running = null;
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      for (const handler of openHandlers) handler();
      const parser = createSseParser(
        (event) => {
          if (event.event !== 'message') return;
          let parsed: unknown;
          try {
            parsed = JSON.parse(event.data);
          } catch {
            return;
          }
          if (!isLiveMessage(parsed)) return;
          if (event.id) remember(event.id);
          dispatch(parsed);
        },
        (ms) => (retryMs = ms),
      );
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A dropped or refused stream: the wait below takes over.
    }
    if (running !== controller) return;
    running = null;
    if (options.now() - openedAt >= HEALTHY_MS) failures = 0;
    scheduleReconnect();
  }

  return {
    listen(kind, handler) {
      let set = handlers.get(kind);
      if (!set) handlers.set(kind, (set = new Set()));
      set.add(handler);
      listeners += 1;
      sync();
      return () => {
        set.delete(handler);
        listeners -= 1;
        sync();
      };
    },
    onOpen(handler) {
      openHandlers.add(handler);
      return () => openHandlers.delete(handler);
    },
    setSession(nextToken, nextUserId) {
      if (nextToken === token && nextUserId === userId) return;
      const tokenChanged = nextToken !== token;
      token = nextToken;
      userId = nextUserId;
      if (tokenChanged) {
        stop();
        failures = 0;
      }
      sync();
    },
    restart() {
      stop();
      failures = 0;
      sync();
    },
  };
}

/**
 * Named plugin `usb-live-stream`: serves `GET /api/live` (docs/live.md), the page's stream of
 * live events. The session token comes in the `x-auth-token` header; who the stream is for
 * (the user's patrols, the battles the user is staff of) is read when it opens: a page whose
 * user has neither gets 204 and does not ask again until the session or its patrols change.
 * `Last-Event-ID` (or the `after` query) replays the durable events since then.
 *
 * Limits, counted in this process (a stream is this process's resource): LIVE_MAX_STREAMS
 * streams (then 503 with Retry-After) and MAX_STREAMS_PER_USER per user (then 429). While
 * draining it refuses new streams (503); its open streams end just before the port closes,
 * telling their pages to come back after RECONNECT_AFTER_DRAIN_MS, and when the live listener
 * is back after a loss, after RECONNECT_AFTER_MISS_MS (each page spreads its wait between half
 * and one and a half times that). Each wait grows with the streams open here
 * (reconnect-wait.ts), so a node's pages never all come back within one second.
 */
import { ROLE_STAFF } from '@usb/schema/domain';
import { LIVE_PATH } from '@usb/schema/rest';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { DEFAULT_LIVE_MAX_STREAMS } from '../../config';
import { ApiError } from '../../errors';
import { NO_CACHE } from '../../lib/cache-control';
import type { LiveSubscriber } from '../../lib/live-bus';
import { isAdmin, type UserRecord } from '../users';
import { createLiveStream, KEEP_ALIVE_MS, type LiveStream } from './live-stream';
import { reconnectWaitMs } from './reconnect-wait';

export const MAX_STREAMS_PER_USER = 10;
const RETRY_MS = 2_000;
const RECONNECT_AFTER_DRAIN_MS = 1_000;
const RECONNECT_AFTER_MISS_MS = 3_000;
const KEEP_ALIVE_GROUPS = 10;

function lastEventId(header: string | string[] | undefined, query: unknown): number {
  const fromQuery = typeof query === 'object' && query !== null && 'after' in query ? query.after : undefined;
  const value = typeof header === 'string' ? header : typeof fromQuery === 'string' ? fromQuery : '';
  return /^\d{1,15}$/.test(value) ? Number(value) : 0;
}

async function audienceOf(app: FastifyInstance, caller: UserRecord): Promise<Pick<LiveSubscriber, 'staffOf' | 'patrols'>> {
  const patrols = new Map(caller.patrols.map((patrol) => [patrol.battleId, { patrolId: patrol.id, category: patrol.category }]));
  if (isAdmin(caller)) return { staffOf: 'all', patrols };
  if (!caller.roles.includes(ROLE_STAFF)) return { staffOf: new Set(), patrols };
  const staffed = await app.battles.staffBattles(caller);
  return { staffOf: new Set(staffed.map((battle) => battle.id)), patrols };
}

export default fp(
  async (app) => {
    const maxStreams = app.config.liveMaxStreams ?? DEFAULT_LIVE_MAX_STREAMS;
    const open = new Set<LiveStream>();
    const perUser = new Map<number, number>();

    new Gauge({
      name: 'usb_live_streams',
      help: 'Live streams (GET /api/live) open in this process',
      registers: [app.metrics.registry],
      collect() {
        this.set(open.size);
      },
    });
    new Gauge({
      name: 'usb_live_messages_sent',
      help: 'Live messages this process has sent to pages since it started',
      registers: [app.metrics.registry],
      collect() {
        this.set(app.live.sent);
      },
    });

    function endAll(baseMs: number): void {
      const retryMs = reconnectWaitMs(baseMs, open.size);
      for (const stream of open) stream.end(retryMs);
    }
    // Each stream's keep-alive every KEEP_ALIVE_MS, a tenth of the streams at a time, so that no
    // tick writes to every socket of the node at once.
    const keepAliveGroups = Array.from({ length: KEEP_ALIVE_GROUPS }, () => new Set<LiveStream>());
    let opened = 0;
    let tick = 0;
    const keepAlive = setInterval(() => {
      for (const stream of keepAliveGroups[tick % KEEP_ALIVE_GROUPS] ?? []) stream.keepAlive();
      tick += 1;
    }, KEEP_ALIVE_MS / KEEP_ALIVE_GROUPS);
    keepAlive.unref();
    app.live.onMissed(() => endAll(RECONNECT_AFTER_MISS_MS));
    app.addHook('preClose', async () => {
      clearInterval(keepAlive);
      endAll(RECONNECT_AFTER_DRAIN_MS);
    });

    app.get(LIVE_PATH, { compress: false }, async (request, reply) => {
      if (app.drain.draining) throw new ApiError('UNAVAILABLE', 'draining');
      const caller = await request.requireCaller();
      const audience = await audienceOf(app, caller);
      if (audience.patrols.size === 0 && audience.staffOf !== 'all' && audience.staffOf.size === 0) return reply.code(204).send();
      // Counted before anything is awaited again: two requests cannot both take the last place.
      if (open.size >= maxStreams) throw new ApiError('UNAVAILABLE', 'too many live streams');
      const mine = perUser.get(caller.id) ?? 0;
      if (mine >= MAX_STREAMS_PER_USER) throw new ApiError('RATE_LIMITED', 'too many live streams for this user');
      perUser.set(caller.id, mine + 1);

      // The wait a page keeps for a crash of this node, when no stream can say goodbye.
      const stream = createLiveStream(reconnectWaitMs(RETRY_MS, open.size + 1));
      const subscriber: LiveSubscriber = { ...audience, send: (message, durable) => stream.send(message, durable) };
      const unsubscribe = app.live.subscribe(subscriber);
      open.add(stream);
      const group = keepAliveGroups[opened++ % KEEP_ALIVE_GROUPS];
      group?.add(stream);
      let closed = false;
      const close = (): void => {
        if (closed) return;
        closed = true;
        unsubscribe();
        open.delete(stream);
        group?.delete(stream);
        const left = (perUser.get(caller.id) ?? 1) - 1;
        if (left > 0) perUser.set(caller.id, left);
        else perUser.delete(caller.id);
      };
      stream.body.on('close', close);
      // The page went away: nothing more can reach it.
      reply.raw.on('close', () => {
        close();
        stream.body.destroy();
      });

      reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', NO_CACHE).header('x-accel-buffering', 'no');
      void reply.send(stream.body);
      // Subscribed first, replayed second: an event in between may come twice, never not at all (pages keep messages by id).
      const after = lastEventId(request.headers['last-event-id'], request.query);
      if (after > 0) {
        try {
          for (const { message, durable } of await app.live.replay(subscriber, after)) stream.send(message, durable);
        } catch (error) {
          request.log.warn({ err: error }, 'live replay failed; the page reads its inbox when it opens');
        }
      }
      return reply;
    });
  },
  { name: 'usb-live-stream', dependencies: ['usb-live', 'usb-users', 'usb-battles', 'usb-health', 'usb-metrics'] },
);

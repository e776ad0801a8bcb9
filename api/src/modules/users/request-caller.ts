/**
 * `request.caller`: the user behind the request's session, looked up once per request however
 * many resolvers or handlers ask (the promise is memoised), and `request.requireCaller()`.
 * Between requests the session and its user are kept in the callers cache (docs/caching.md),
 * keyed by the token's sha256 (what the database holds, so a node can warm the cache before it
 * takes requests: `warmCallers`; the token itself is never kept),
 * and cleared by logout, password changes, roles, activation, memberships and renames of the
 * user's patrols and battles. An entry is read again by the time its session ends or its expiry
 * is due to slide (sessions.ts), and at the latest after the caches' backstop age.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '@usb/schema/rest';
import { ApiError } from '../../errors';
import { BACKSTOP_AGE, type TaggedCache } from '../../lib/cache';
import { cacheTags } from '../../lib/cache-tags';
import { readAgainAt, type AuthSession } from '../../plugins/sessions';
import { sha256 } from '../../plugins/tokens';
import type { UserRecord } from './users-repository';
import type { UsersService } from './users-service';

declare module 'fastify' {
  interface FastifyRequest {
    callerLookup: Promise<UserRecord | null> | null;
    /** The logged-in user, or null for an anonymous request; UNAUTHENTICATED when the session's user is gone. */
    readonly caller: Promise<UserRecord | null>;
    /** The logged-in user; UNAUTHENTICATED without a valid token. */
    requireCaller(): Promise<UserRecord>;
  }
}

/** Far above the patrols of one event night; an entry is one user record. */
const MAX_CALLERS = 50_000;

/** Users read per statement when the cache is warmed (far below PostgreSQL's limit of parameters). */
const WARM_CHUNK = 5_000;

interface CachedCaller {
  /** The session without its token (the request brings it). */
  session: Omit<AuthSession, 'token'>;
  user: UserRecord;
}

/** What a caller's entry depends on: the session (by its tag), the user, and the patrols and battles named in the user's record. */
function callerTags(sessionTag: string, user: UserRecord): string[] {
  return [sessionTag, cacheTags.user(user.id), ...user.patrols.flatMap((patrol) => [cacheTags.patrol(patrol.id), cacheTags.battle(patrol.battleId)])];
}

function tokenOf(request: FastifyRequest): string {
  const header = request.headers[TOKEN_HEADER];
  return typeof header === 'string' ? header.trim() : '';
}

/** Decorates the request; answers `warmCallers`, which fills the callers cache with the live sessions of running battles' patrols and answers how many. */
export function decorateCaller(app: FastifyInstance, users: UsersService): () => Promise<number> {
  const callers: TaggedCache<CachedCaller | null> = app.invalidation.cache('callers', { maxEntries: MAX_CALLERS, ...BACKSTOP_AGE });

  async function lookup(request: FastifyRequest): Promise<UserRecord | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const found = await callers.getOrLoad(sha256(token), async () => {
      const session = await request.authSession();
      if (!session) return { value: null, tags: null };
      const user = await users.current(session);
      return {
        value: { session: { userId: session.userId, readAgainAt: session.readAgainAt }, user },
        tags: callerTags(cacheTags.session(token), user),
        validUntil: session.readAgainAt,
      };
    });
    // The session is known now: request.authSession() reads no more.
    if (found) request.authLookup ??= Promise.resolve({ ...found.session, token });
    return found?.user ?? null;
  }

  async function warmCallers(): Promise<number> {
    const now = app.config.now();
    return callers.warm(async () => {
      const live = await users.liveSessionsOfRunningBattles(now, MAX_CALLERS);
      const ids = [...new Set(live.map((session) => session.userId))];
      const found = new Map<number, UserRecord>();
      for (let start = 0; start < ids.length; start += WARM_CHUNK) {
        for (const user of await users.findByIds(ids.slice(start, start + WARM_CHUNK))) found.set(user.id, user);
      }
      return live.flatMap(({ tokenHash, userId, expiresAt }) => {
        const user = found.get(userId);
        const validUntil = readAgainAt(expiresAt);
        // A session due to slide is left to its first request, which moves its expiry.
        if (user === undefined || validUntil <= now) return [];
        return [
          {
            key: tokenHash,
            value: { session: { userId, readAgainAt: validUntil }, user },
            tags: callerTags(cacheTags.sessionOfHash(tokenHash), user),
            validUntil,
          },
        ];
      });
    });
  }

  app.decorateRequest('callerLookup', null);
  app.decorateRequest('caller', {
    getter() {
      this.callerLookup ??= lookup(this);
      return this.callerLookup;
    },
  });
  app.decorateRequest('requireCaller', async function requireCaller() {
    const caller = await this.caller;
    if (!caller) throw new ApiError('UNAUTHENTICATED');
    return caller;
  });
  return warmCallers;
}

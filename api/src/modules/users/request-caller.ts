/**
 * `request.caller`: the user behind the request's session, looked up once per request however
 * many resolvers or handlers ask (the promise is memoised), and `request.requireCaller()`.
 * Between requests the session and its user are kept in the callers cache (docs/caching.md),
 * keyed by the token (in memory only: the tag that clears it, and NOTIFY, carry its sha256),
 * and cleared by logout, password changes, roles, activation, memberships and renames of the
 * user's patrols and battles. An entry is read again by the time its session ends or its expiry
 * is due to slide (sessions.ts), and at the latest after the caches' backstop age.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '@usb/contracts/rest';
import { ApiError } from '../../errors';
import { BACKSTOP_AGE, type TaggedCache } from '../../lib/cache';
import { cacheTags } from '../../lib/cache-tags';
import type { AuthSession } from '../../plugins/sessions';
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

interface CachedCaller {
  session: AuthSession;
  user: UserRecord;
}

/** What a caller's entry depends on: the session, the user, and the patrols and battles named in the user's record. */
function callerTags(token: string, user: UserRecord): string[] {
  return [
    cacheTags.session(token),
    cacheTags.user(user.id),
    ...user.patrols.flatMap((patrol) => [cacheTags.patrol(patrol.id), cacheTags.battle(patrol.battleId)]),
  ];
}

function tokenOf(request: FastifyRequest): string {
  const header = request.headers[TOKEN_HEADER];
  return typeof header === 'string' ? header.trim() : '';
}

export function decorateCaller(app: FastifyInstance, users: UsersService): void {
  const callers: TaggedCache<CachedCaller | null> = app.invalidation.cache('callers', { maxEntries: MAX_CALLERS, ...BACKSTOP_AGE });

  async function lookup(request: FastifyRequest): Promise<UserRecord | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const found = await callers.getOrLoad(token, async () => {
      const session = await request.authSession();
      if (!session) return { value: null, tags: null };
      const user = await users.current(session);
      return { value: { session, user }, tags: callerTags(token, user), validUntil: session.readAgainAt };
    });
    // The session is known now: request.authSession() reads no more.
    if (found) request.authLookup ??= Promise.resolve(found.session);
    return found?.user ?? null;
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
}

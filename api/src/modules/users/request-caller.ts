/**
 * `request.caller`: the user behind the request's session, looked up once per request however
 * many resolvers or handlers ask (the promise is memoised), and `request.requireCaller()`.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
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

export function decorateCaller(app: FastifyInstance, users: UsersService): void {
  app.decorateRequest('callerLookup', null);
  app.decorateRequest('caller', {
    getter() {
      this.callerLookup ??= this.authSession().then((session) => (session ? users.current(session) : null));
      return this.callerLookup;
    },
  });
  app.decorateRequest('requireCaller', async function requireCaller() {
    const caller = await this.caller;
    if (!caller) throw new ApiError('UNAUTHENTICATED');
    return caller;
  });
}

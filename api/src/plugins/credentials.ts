/**
 * Named plugin `usb-credentials`: password hashing (`app.passwords`), login sessions
 * (`app.sessions`) and, per request, the session of its x-auth-token header
 * (`request.authSession()`, looked up once) and `request.requireSession()` (401 without).
 * Who the session belongs to is the users module's `request.caller`.
 */
import fp from 'fastify-plugin';
import { TOKEN_HEADER } from '@usb/schema/rest';
import { ApiError } from '../errors';
import { createPasswords, type Passwords } from './passwords';
import { createSessions, type AuthSession, type Sessions } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
    sessions: Sessions;
  }
  interface FastifyRequest {
    authLookup: Promise<AuthSession | null> | null;
    authSession(): Promise<AuthSession | null>;
    requireSession(): Promise<AuthSession>;
  }
}

export default fp(
  async (app) => {
    app.decorate('passwords', await createPasswords(app.config.argon));
    app.decorate('sessions', createSessions(app.db, app.config.now));
    app.decorateRequest('authLookup', null);
    app.decorateRequest('authSession', function authSession() {
      if (!this.authLookup) {
        const header = this.headers[TOKEN_HEADER];
        const token = typeof header === 'string' ? header.trim() : '';
        this.authLookup = token ? app.sessions.resolve(token) : Promise.resolve(null);
      }
      return this.authLookup;
    });
    app.decorateRequest('requireSession', async function requireSession() {
      const session = await this.authSession();
      if (!session) throw new ApiError('UNAUTHENTICATED');
      return session;
    });
  },
  { name: 'usb-credentials', dependencies: ['usb-db'] },
);

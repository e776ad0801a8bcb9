/**
 * Named plugin `usb-auth`: decorates `app.auth` (the account flows) and serves the accounts'
 * REST endpoints: login, session, logout, sign-up, activation and password reset, and the
 * admin's resendActivationMail of the users GraphQL namespace.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createAuthRepository } from './auth-repository';
import { authResolvers } from './auth-resolvers';
import { authRoutes } from './auth-routes';
import { createAuthService, type AuthService } from './auth-service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

export default fp(
  (app) => {
    const auth = createAuthService({
      repository: createAuthRepository(app.db),
      users: app.users,
      passwords: app.passwords,
      sessions: app.sessions,
      mailer: app.mailer,
      rateLimits: app.rateLimits,
      invalidation: app.invalidation,
      config: app.config,
      log: app.log,
    });
    app.decorate('auth', auth);
    // The activation keys are this module's rows: activating a user voids them through its service.
    app.users.addActivationSteps(auth.activationSteps);
    authRoutes(app, auth);
    defineResolvers(app, authResolvers(auth));
  },
  { name: 'usb-auth', dependencies: ['usb-db', 'usb-invalidation', 'usb-credentials', 'usb-mail', 'usb-graphql', 'usb-rate-limits', 'usb-users'] },
);

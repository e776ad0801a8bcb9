/**
 * Named plugin `usb-users`: decorates `app.users` (the users service) and `request.caller`,
 * serves the users GraphQL namespace and, once the app is ready, bootstraps the configured admin
 * and warms the callers cache.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { decorateCaller } from './request-caller';
import { createUsersRepository } from './users-repository';
import { usersResolvers } from './users-resolvers';
import { createUsersService, type UsersService } from './users-service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export default fp(
  (app) => {
    const users = createUsersService({
      repository: createUsersRepository(app.db),
      passwords: app.passwords,
      sessions: app.sessions,
      invalidation: app.invalidation,
      config: app.config,
    });
    app.decorate('users', users);
    const warmCallers = decorateCaller(app, users);
    defineResolvers(app, usersResolvers(users));
    app.addHook('onReady', async () => {
      await users.ensureAdmin();
      // A node restarted on the event night takes requests with every patrol's caller known (docs/caching.md, 'A node that starts').
      const started = performance.now();
      const callers = await warmCallers();
      app.log.info({ callers, ms: Math.round(performance.now() - started) }, 'callers cache warmed');
    });
  },
  { name: 'usb-users', dependencies: ['usb-db', 'usb-invalidation', 'usb-credentials', 'usb-graphql'] },
);

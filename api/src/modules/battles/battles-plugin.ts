/**
 * Named plugin `usb-battles`: decorates `app.battles` (the battles service, which the
 * patrols and blog modules and the demo seed share) and serves the battles GraphQL namespace.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createBattlesRepository } from './battles-repository';
import { battlesResolvers } from './battles-resolvers';
import { createBattlesService, type BattlesService } from './battles-service';

declare module 'fastify' {
  interface FastifyInstance {
    battles: BattlesService;
  }
}

export default fp(
  (app) => {
    const battles = createBattlesService({
      repository: createBattlesRepository(app.db),
      users: app.users,
      invalidation: app.invalidation,
      config: app.config,
    });
    app.decorate('battles', battles);
    defineResolvers(app, battlesResolvers(battles));
  },
  { name: 'usb-battles', dependencies: ['usb-db', 'usb-invalidation', 'usb-graphql', 'usb-users'] },
);

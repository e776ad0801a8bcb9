/**
 * Named plugin `usb-patrols`: decorates `app.patrols` (the patrols service, which the demo
 * seed shares), serves the patrols GraphQL namespace and the patrol fields of Battle, and warms the
 * memberships cache once the app is ready.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createPatrolsRepository } from './patrols-repository';
import { patrolsResolvers } from './patrols-resolvers';
import { createPatrolsService, type PatrolsService } from './patrols-service';

declare module 'fastify' {
  interface FastifyInstance {
    patrols: PatrolsService;
  }
}

export default fp(
  (app) => {
    const patrols = createPatrolsService({
      repository: createPatrolsRepository(app.db),
      battles: app.battles,
      users: app.users,
      media: app.media,
      rateLimits: app.rateLimits,
      invalidation: app.invalidation,
      config: app.config,
    });
    app.decorate('patrols', patrols);
    defineResolvers(app, patrolsResolvers(patrols, app.battles, app.users));
    app.addHook('onReady', async () => {
      // A node restarted on the event night takes saves with every patrol's membership known (docs/caching.md, 'A node that starts').
      const started = performance.now();
      const members = await patrols.warmMemberships();
      app.log.info({ members, ms: Math.round(performance.now() - started) }, 'memberships cache warmed');
    });
  },
  { name: 'usb-patrols', dependencies: ['usb-db', 'usb-invalidation', 'usb-graphql', 'usb-rate-limits', 'usb-users', 'usb-battles', 'usb-media'] },
);

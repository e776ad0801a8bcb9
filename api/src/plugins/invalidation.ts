/**
 * Named plugin `usb-invalidation`: decorates `app.invalidation`, the bus every module makes its
 * caches with and publishes its writes' tags on (lib/invalidation-bus.ts, docs/caching.md). On
 * PostgreSQL it LISTENs on a connection of its own, closed with the app.
 */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createLocalBus, startPostgresBus, type InvalidationBus } from '../lib/invalidation-bus';

declare module 'fastify' {
  interface FastifyInstance {
    invalidation: InvalidationBus;
  }
}

export default fp(
  async (app) => {
    const { databaseUrl, now } = app.config;
    const bus = databaseUrl
      ? await startPostgresBus({
          databaseUrl,
          now,
          log: app.log,
          notify: async (channel, payload) => {
            await app.db.execute(sql`select pg_notify(${channel}, ${payload})`);
          },
        })
      : createLocalBus({ now });
    app.decorate('invalidation', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'usb-invalidation', dependencies: ['usb-db'] },
);

/**
 * Named plugin `usb-live`: decorates `app.live`, the bus modules publish live events on once
 * their write committed (lib/live-bus.ts, docs/live.md). On PostgreSQL it LISTENs on a
 * connection of its own, closed with the app; the stream route is the live module's.
 */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createLocalLiveBus, startPostgresLiveBus, type LiveBus } from '../lib/live-bus';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveBus;
  }
}

export default fp(
  async (app) => {
    const { databaseUrl } = app.config;
    const bus = databaseUrl
      ? await startPostgresLiveBus({
          databaseUrl,
          log: app.log,
          notify: async (channel, payload) => {
            await app.db.execute(sql`select pg_notify(${channel}, ${payload})`);
          },
        })
      : createLocalLiveBus({ log: app.log });
    app.decorate('live', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'usb-live', dependencies: ['usb-db'] },
);

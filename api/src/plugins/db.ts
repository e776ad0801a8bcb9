/** Named plugin `usb-db`: opens and migrates the database, decorates `app.db`, closes it on shutdown. */
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp(
  async (app) => {
    const handle = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      migrate: app.config.migrate,
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    });
    app.log.info({ engine: handle.engine }, 'database ready');
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'usb-db' },
);

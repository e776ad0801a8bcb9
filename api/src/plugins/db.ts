/**
 * Named plugin `usb-db`: opens and migrates the database, decorates `app.db` (and `app.dbPool`,
 * the PostgreSQL pool's use for the metrics, null on PGlite), closes it on shutdown. On the embedded database it also runs the autovacuum PGlite lacks (pglite-autovacuum.ts).
 */
import fp from 'fastify-plugin';
import { openDatabase, type Database, type PoolUse } from '../db/database';
import { startAutovacuum } from '../db/pglite-autovacuum';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbPool: PoolUse | null;
  }
}

export default fp(
  async (app) => {
    const handle = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      migrate: app.config.migrate,
      poolSize: app.config.databasePoolSize,
      statementTimeoutMs: app.config.databaseStatementTimeoutMs,
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    });
    app.log.info({ engine: handle.engine }, 'database ready');
    app.decorate('db', handle.db);
    app.decorate('dbPool', handle.pool);
    const stopAutovacuum =
      handle.engine === 'pglite'
        ? startAutovacuum(handle.db, {
            onMaintained: (done) => app.log.debug({ tables: done }, 'autovacuum'),
            onError: (error) => app.log.warn({ err: error }, 'autovacuum failed'),
          })
        : null;
    app.addHook('onClose', async () => {
      await stopAutovacuum?.();
      await handle.close();
    });
  },
  { name: 'usb-db' },
);

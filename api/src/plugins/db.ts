/**
 * Named plugin `usb-db`: opens and migrates the database, decorates `app.db` (and the engine's
 * handle, `app.database`: backups take the database whole, the metrics read its pool's use), closes
 * it on shutdown. On the embedded database it also runs the autovacuum PGlite lacks (@usb/pglite-driver).
 */
import fp from 'fastify-plugin';
import { startAutovacuum } from '@usb/pglite-driver';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The engine behind `db`, for what works on the database as a whole (backups). */
    database: DatabaseHandle;
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
    app.decorate<DatabaseHandle>('database', handle);
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

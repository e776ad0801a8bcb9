/**
 * Opens the database the configuration selects: PostgreSQL (node-postgres pool) when a
 * DATABASE_URL is given, else embedded PGlite with its files in DATA_DIR/pglite, made, run and
 * locked by @usb/pglite-driver in a thread of its own (pglite-driver/README.md). Both are
 * returned as the same drizzle type, so repositories never know which engine runs, and
 * the one migration folder is applied before anything else touches the database.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { ensurePgliteFolder, lockPglite, openPgliteThread, pgliteStartParams, type DataDirSnapshot, type ThreadDatabase } from '@usb/pglite-driver';
import { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_TIMEOUT_MS, PostgresPool } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** How a PostgreSQL pool's connections are used right now (node-postgres' Pool has these). */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

interface OpenDatabase {
  db: Database;
  /** The PostgreSQL pool's use; null on PGlite. */
  pool: PoolUse | null;
  close(): Promise<void>;
}

/** What a backup needs of each engine: PostgreSQL's URL (for pg_dump), or a copy of PGlite's data folder. */
export type DatabaseHandle = OpenDatabase &
  (
    | { engine: 'postgres'; url: string }
    | {
        engine: 'pglite';
        /** The data folder as an uncompressed tar, taken between transactions (@usb/pglite-driver), with the answer of `facts` run just before. */
        snapshot(facts: string): Promise<DataDirSnapshot>;
      }
  );

/** Migrations sit beside the compiled code (the build copies them into dist/db). */
export const migrationsFolder = join(__dirname, 'migrations');

/** Any fixed number; it names the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 724_001;

/**
 * Applies the pending migrations on a connection of its own, outside the pool's timeouts (a
 * migration may rightly take longer than a request's statement). Several instances may start at
 * once; an advisory lock lets one migrate at a time.
 */
async function migrateOnce(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Apply pending migrations (default; off in the workers of a cluster, whose primary did it before forking them). */
  migrate?: boolean;
  /** PostgreSQL connections at most (default 10). */
  poolSize?: number;
  /** PostgreSQL's statement_timeout for the site's queries (default 5 s); migrations run without one. */
  statementTimeoutMs?: number;
  /** Errors of idle pooled connections (server restart, dropped database); the pool replaces them. */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (options.migrate !== false) await migrateOnce(options.databaseUrl);
    const pool = new PostgresPool({
      connectionString: options.databaseUrl,
      size: options.poolSize ?? DEFAULT_POOL_SIZE,
      statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    // Without a listener an idle connection's error (e.g. PostgreSQL restarting) would crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    return { db: drizzlePostgres(pool, { schema }), engine: 'postgres', url: options.databaseUrl, pool, close: () => pool.end() };
  }
  const directory = join(options.dataDir, 'pglite');
  mkdirSync(options.dataDir, { recursive: true });
  const release = lockPglite(`${directory}.lock`);
  let opened: ThreadDatabase<Schema> | undefined;
  try {
    await ensurePgliteFolder(directory);
    const thread = await openPgliteThread(directory, pgliteStartParams(), schema);
    opened = thread;
    if (options.migrate !== false) await migratePglite(thread.db, { migrationsFolder });
    return {
      db: thread.db,
      engine: 'pglite',
      pool: null,
      snapshot: (facts) => thread.snapshot(facts),
      async close() {
        await thread.close();
        release();
      },
    };
  } catch (error) {
    await opened?.close();
    release();
    throw error;
  }
}

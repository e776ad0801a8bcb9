/**
 * drizzle over the embedded database's thread: drizzle's own PGlite session (its statements,
 * result mapping and savepoints) talking to a `PgliteConnection` instead of an in-process PGlite,
 * with transactions that hold the connection from BEGIN to the end (pglite-connection.ts).
 */
import { createTableRelationsHelpers, extractTablesRelationalConfig, type ExtractTablesWithRelations, type RelationalSchemaConfig } from 'drizzle-orm';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { PgliteConnection } from './pglite-connection';
import { PgliteThread, type DataDirSnapshot } from './pglite-thread';
import * as schema from './schema';

type Tables = ExtractTablesWithRelations<typeof schema>;

class ThreadSession extends PgliteSession<typeof schema, Tables> {
  constructor(
    private readonly connection: PgliteConnection,
    dialect: PgDialect,
    private readonly relational: RelationalSchemaConfig<Tables>,
  ) {
    super(connection.client, dialect, relational);
  }

  override transaction<T>(work: (tx: PgliteTransaction<typeof schema, Tables>) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
    return this.connection.transaction(async (client) => {
      const session = new PgliteSession<typeof schema, Tables>(client, this.dialect, this.relational);
      const tx = new PgliteTransaction<typeof schema, Tables>(this.dialect, session, this.relational);
      if (config) await tx.setTransaction(config);
      return work(tx);
    });
  }
}

export interface ThreadDatabase {
  db: PgliteDatabase<typeof schema>;
  /** The data folder as an uncompressed tar, consistent (taken between transactions), with the answer of `facts` run just before. */
  snapshot(facts: string): Promise<DataDirSnapshot>;
  close(): Promise<void>;
}

/** Opens the PGlite folder `directory` in its own thread. */
export async function openPgliteThread(directory: string, startParams: string[]): Promise<ThreadDatabase> {
  const connection = new PgliteConnection(await PgliteThread.start(directory, startParams));
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
  const relational: RelationalSchemaConfig<Tables> = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  const session = new ThreadSession(connection, dialect, relational);
  return { db: new PgliteDatabase(dialect, session, relational), snapshot: (facts) => connection.snapshot(facts), close: () => connection.close() };
}

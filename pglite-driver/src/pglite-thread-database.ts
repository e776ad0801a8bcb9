/**
 * drizzle over the embedded database's thread: drizzle's own PGlite session (its statements,
 * result mapping and savepoints) talking to a `PgliteConnection` instead of an in-process PGlite,
 * with transactions that hold the connection from BEGIN to the end (pglite-connection.ts).
 * The caller passes its drizzle schema, as to drizzle(); this package knows no tables.
 */
import { createTableRelationsHelpers, extractTablesRelationalConfig, type ExtractTablesWithRelations, type RelationalSchemaConfig } from 'drizzle-orm';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { PgliteConnection } from './pglite-connection';
import { PgliteThread, type DataDirSnapshot } from './pglite-thread';

class ThreadSession<TSchema extends Record<string, unknown>> extends PgliteSession<TSchema, ExtractTablesWithRelations<TSchema>> {
  constructor(
    private readonly connection: PgliteConnection,
    dialect: PgDialect,
    private readonly relational: RelationalSchemaConfig<ExtractTablesWithRelations<TSchema>>,
  ) {
    super(connection.client, dialect, relational);
  }

  override transaction<T>(work: (tx: PgliteTransaction<TSchema, ExtractTablesWithRelations<TSchema>>) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
    return this.connection.transaction(async (client) => {
      const session = new PgliteSession<TSchema, ExtractTablesWithRelations<TSchema>>(client, this.dialect, this.relational);
      const tx = new PgliteTransaction<TSchema, ExtractTablesWithRelations<TSchema>>(this.dialect, session, this.relational);
      if (config) await tx.setTransaction(config);
      return work(tx);
    });
  }
}

export interface ThreadDatabase<TSchema extends Record<string, unknown>> {
  db: PgliteDatabase<TSchema>;
  /** The data folder as an uncompressed tar, consistent (taken between transactions), with the answer of `facts` run just before. */
  snapshot(facts: string): Promise<DataDirSnapshot>;
  close(): Promise<void>;
}

/** Opens the PGlite folder `directory` in its own thread, with drizzle over `schema` (its tables and relations, for `db.query`). */
export async function openPgliteThread<TSchema extends Record<string, unknown>>(
  directory: string,
  startParams: string[],
  schema: TSchema,
): Promise<ThreadDatabase<TSchema>> {
  const connection = new PgliteConnection(await PgliteThread.start(directory, startParams));
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig<ExtractTablesWithRelations<TSchema>>(schema, createTableRelationsHelpers);
  const relational: RelationalSchemaConfig<ExtractTablesWithRelations<TSchema>> = {
    fullSchema: schema,
    schema: tables.tables,
    tableNamesMap: tables.tableNamesMap,
  };
  const session = new ThreadSession(connection, dialect, relational);
  return { db: new PgliteDatabase(dialect, session, relational), snapshot: (facts) => connection.snapshot(facts), close: () => connection.close() };
}

/**
 * A hand-written statement (drizzle `sql` with `sql.placeholder`s) prepared once under a name,
 * for the statements drizzle's builders cannot express (a call of a set-returning function). Its SQL text is
 * built once; on PostgreSQL each pooled connection parses it once (a named statement), PGlite
 * runs it as given. The rows come as the driver gives them: timestamps as text, so map them
 * with the column's `mapFromDriverValue`.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

const dialect = new PgDialect();

export type PreparedSql<Row> = (values: Record<string, unknown>) => Promise<Row[]>;

export function prepareSql<Row>(db: Database, name: string, statement: SQL): PreparedSql<Row> {
  const prepared = db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(
    dialect.sqlToQuery(statement),
    undefined,
    name,
    false,
  );
  return async (values) => (await prepared.execute(values)).rows;
}

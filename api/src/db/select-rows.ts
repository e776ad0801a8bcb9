import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/** The rows of a hand-written statement. `db.execute` is typed for both engines (unknown rows); both give `rows`. */
export async function selectRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as { rows: Row[] }).rows;
}

/**
 * PostgreSQL's autovacuum for the embedded database. PGlite runs PostgreSQL as one process with
 * no background workers, so nothing removes the dead row versions every UPDATE leaves: on an
 * event night each autosave updates an answer and its task answer's totals, and without this
 * the tables and their indexes grow and every save and poll slows down as the night goes on.
 *
 * Every `intervalMs` it reads PostgreSQL's own table statistics and, by autovacuum's
 * default rules, runs `VACUUM (ANALYZE)` on a table once its dead rows exceed 50 + 20 % of its
 * live rows, and `ANALYZE` once rows changed since the last analysis exceed 50 + 10 %. A small,
 * often-vacuumed table takes milliseconds; the statements of requests wait meanwhile, as
 * behind any other statement of the one connection. A failed round is reported and the next
 * round tries again. (PostgreSQL servers run their own autovacuum; this runs on PGlite only.)
 */
import { sql, type SQL } from 'drizzle-orm';

export const AUTOVACUUM_INTERVAL_MS = 10_000;

export interface MaintainedTable {
  table: string;
  action: 'vacuum' | 'analyze';
  ms: number;
}

/**
 * What autovacuum needs of a database: drizzle's `execute`. Any drizzle PostgreSQL database has
 * it (the thread's, or one typed for both engines), and its result carries the rows in `rows`.
 */
export interface StatementExecutor {
  execute(statement: SQL): PromiseLike<unknown>;
}

interface DueTable {
  schema: string;
  table: string;
  vacuum: boolean;
}

/** Vacuums and analyzes the tables whose statistics say it is due; returns what it did. */
export async function maintainWhereDue(db: StatementExecutor): Promise<MaintainedTable[]> {
  const { rows: due } = (await db.execute(
    sql`
      select schemaname as "schema", relname as "table", n_dead_tup > 50 + 0.2 * n_live_tup as "vacuum"
      from pg_stat_user_tables
      where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup
      order by n_dead_tup desc`,
  )) as { rows: DueTable[] };
  const done: MaintainedTable[] = [];
  for (const { schema, table, vacuum } of due) {
    const name = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    const started = performance.now();
    await db.execute(vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
    done.push({ table, action: vacuum ? 'vacuum' : 'analyze', ms: performance.now() - started });
  }
  return done;
}

export interface AutovacuumOptions {
  intervalMs?: number;
  onMaintained?: (done: MaintainedTable[]) => void;
  onError?: (error: unknown) => void;
}

/** Runs maintainWhereDue every interval (the next round is timed from the end of the last); the returned function stops it and waits for a running round. */
export function startAutovacuum(db: StatementExecutor, options: AutovacuumOptions = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? AUTOVACUUM_INTERVAL_MS;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = maintainWhereDue(db).then(
        (done) => {
          if (done.length > 0) options.onMaintained?.(done);
        },
        (error: unknown) => options.onError?.(error),
      );
      void running.then(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

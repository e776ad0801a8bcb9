/**
 * Named prepared statements of the embedded database's thread, by SQL text: a statement the
 * thread has run before is only bound and executed, so PostgreSQL skips parsing and analysing
 * it again (drizzle writes the same text for the same query every time). At most
 * `MAX_STATEMENTS` are kept; the one unused longest is closed (with the next request) when a
 * new one comes.
 *
 * A prepared statement can go stale when the schema changes (a `select *` whose table gained a
 * column fails with "cached plan must not change result type"), where an unnamed one, as PGlite's
 * query() uses, would not. PGlite has one connection, so every schema change passes through this
 * thread: every command other than reading and writing rows (CREATE, ALTER, DROP, DO, ...) closes
 * every prepared statement. A statement that fails as stale anyway (a function changed the schema)
 * is dropped, and the worker runs it once more, prepared anew, unless it was in a transaction,
 * which the failure has aborted.
 */
import { protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

export const MAX_STATEMENTS = 200;

/** SQLSTATEs of a prepared statement that must be prepared again: its plan's result changed, or it is gone. */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

/** Command tags that leave the schema as it is. */
const ROW_COMMANDS = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'COPY',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'SET',
  'SHOW',
  'FETCH',
  // Maintenance (pglite-autovacuum.ts): rows and statistics change, the schema does not.
  'VACUUM',
  'ANALYZE',
]);

/** What PostgreSQL answered to a planned statement. */
export interface StatementOutcome {
  /** Parse succeeded (a ParseComplete came). */
  parsed: boolean;
  /** The command tags of the results. */
  commands: (string | undefined)[];
  /** The SQLSTATE of the failure, if it failed. */
  failureCode: string | undefined;
}

export interface PreparedStatementPlan {
  /** The protocol messages: closes of dropped statements, Parse when new, then Bind/Describe/Execute/Sync. */
  message: Uint8Array[];
  /** Settles the cache once PostgreSQL answered; true when the statement failed as stale and may run again, prepared anew. */
  settle(outcome: StatementOutcome): boolean;
}

export class StatementCache {
  /** Statement name by key (parameter types and SQL), least recently used first. */
  private readonly names = new Map<string, string>();
  /** Names to close with the next request. */
  private readonly closing: string[] = [];
  private counter = 0;

  plan(sql: string, params: (string | null)[], paramTypes: number[] | undefined): PreparedStatementPlan {
    const key = paramTypes?.length ? `${paramTypes.join(',')}:${sql}` : sql;
    const message = this.closing.splice(0).map((name) => serialize.close({ type: 'S', name }));
    let name = this.names.get(key);
    const known = name !== undefined;
    if (name === undefined) {
      this.counter += 1;
      name = `usb_${this.counter}`;
      message.push(serialize.parse({ name, text: sql, types: paramTypes }));
    } else {
      // Most recently used goes last.
      this.names.delete(key);
      this.names.set(key, name);
    }
    message.push(serialize.bind({ statement: name, values: params }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
    const statement = name;
    return {
      message,
      settle: ({ parsed, commands, failureCode }) => {
        if (!known && parsed) this.remember(key, statement);
        if (commands.some((command) => command === undefined || !ROW_COMMANDS.has(command))) this.forgetAll();
        const stale = known && failureCode !== undefined && STALE_STATEMENT_CODES.has(failureCode);
        if (stale) this.forget(key, statement);
        return stale;
      },
    };
  }

  /** Closes every prepared statement (with the next request); for commands that may change the schema. */
  forgetAll(): void {
    for (const name of this.names.values()) this.closing.push(name);
    this.names.clear();
  }

  private remember(key: string, name: string): void {
    this.names.set(key, name);
    if (this.names.size <= MAX_STATEMENTS) return;
    const [oldestKey, oldestName] = this.names.entries().next().value ?? [];
    if (oldestKey === undefined || oldestName === undefined) return;
    this.forget(oldestKey, oldestName);
  }

  private forget(key: string, name: string): void {
    if (this.names.get(key) === name) this.names.delete(key);
    this.closing.push(name);
  }
}

/**
 * PGlite has one connection, so a transaction owns it from BEGIN to COMMIT or ROLLBACK: the
 * statements of other requests wait until it ends (as in PGlite's own transaction()), and run
 * in the order they were made. Statements outside a transaction are sent to the database's
 * thread at once, without waiting for the ones before them to be answered, so the thread never
 * idles between them.
 *
 * A `ThreadClient` is what drizzle's PGlite session calls (PGlite's `Transaction` interface:
 * query, exec); the connection's own client runs statements on their own, a transaction's
 * client runs them inside that transaction.
 */
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { query as queryTemplate } from '@electric-sql/pglite/template';
import type { StatementRequest, TextResult } from './pglite-thread-messages';
import type { DataDirSnapshot, PgliteThread } from './pglite-thread';
import { columnParsers, defaultParsers, parseValue, serializeParam, type ParserTable } from './pglite-values';

type Statement = Omit<StatementRequest, 'id'>;
type Send = (statement: Statement) => Promise<TextResult[]>;

function toResults<T>(result: TextResult, defaults: ParserTable, options: QueryOptions | undefined): Results<T> {
  const parsers = columnParsers(result.fields, defaults, options?.parsers);
  const { fields } = result;
  const rows =
    options?.rowMode === 'array'
      ? result.rows.map((row) => row.map((text, index) => parseValue(text, parsers[index] ?? null, fields[index]?.dataTypeID ?? 0)))
      : result.rows.map((row) => {
          const record: Record<string, unknown> = {};
          fields.forEach((field, index) => {
            record[field.name] = parseValue(row[index] ?? null, parsers[index] ?? null, field.dataTypeID);
          });
          return record;
        });
  return { rows: rows as Results<T>['rows'], fields, affectedRows: result.affectedRows, command: result.command };
}

export class ThreadClient implements Transaction {
  private ended = false;

  constructor(
    private readonly send: Send,
    private readonly parsers: ParserTable,
    /** A transaction's client: rollback() ends it. */
    private readonly inTransaction: boolean,
  ) {}

  get closed(): boolean {
    return this.ended;
  }

  /** Marks a transaction's client used up: later statements through it fail. */
  end(): void {
    this.ended = true;
  }

  async query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    this.checkOpen();
    if (options?.blob || options?.serializers || options?.onNotice)
      throw new Error('blob, serializers and onNotice are not served by the embedded database thread');
    const [result] = await this.send({ sql: query, params: params.map(serializeParam), paramTypes: options?.paramTypes });
    if (!result) throw new Error('the embedded database answered a statement without a result');
    return toResults<T>(result, this.parsers, options);
  }

  async sql<T>(sqlStrings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    const { query, params: values } = queryTemplate(sqlStrings, ...params);
    return this.query<T>(query, values);
  }

  async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    this.checkOpen();
    const results = await this.send({ sql: query, params: [], simple: true });
    return results.map((result) => toResults(result, this.parsers, options));
  }

  async rollback(): Promise<void> {
    this.checkOpen();
    if (!this.inTransaction) throw new Error('rollback() outside a transaction');
    await this.send({ sql: 'ROLLBACK', params: [] });
    this.ended = true;
  }

  listen(): Promise<never> {
    return Promise.reject(new Error('LISTEN is not served by the embedded database thread; one process needs no notifications'));
  }

  private checkOpen(): void {
    if (this.ended) throw new Error('Transaction is closed');
  }
}

export class PgliteConnection {
  /** A transaction holds the connection. */
  private held = false;
  /** Work waiting for the connection, in the order it came. */
  private readonly waiting: (() => void)[] = [];
  private readonly parsers: ParserTable;
  /** Statements on their own, outside any transaction. */
  readonly client: ThreadClient;

  constructor(private readonly thread: PgliteThread) {
    this.parsers = defaultParsers(thread.arrayTypes);
    this.client = new ThreadClient((statement) => this.runAlone(statement), this.parsers, false);
  }

  /** Runs `work` in a transaction that holds the connection until it commits (or rolls back when `work` throws). */
  async transaction<T>(work: (client: ThreadClient) => Promise<T>): Promise<T> {
    await this.hold();
    const client = new ThreadClient((statement) => this.thread.run(statement), this.parsers, true);
    try {
      await this.thread.run({ sql: 'BEGIN', params: [] });
      try {
        const result = await work(client);
        if (!client.closed) await this.thread.run({ sql: 'COMMIT', params: [] });
        return result;
      } catch (error) {
        if (!client.closed) await this.thread.run({ sql: 'ROLLBACK', params: [] });
        throw error;
      } finally {
        client.end();
      }
    } finally {
      this.release();
    }
  }

  /** The data folder as a tar with the facts query's answer, taken while no transaction is open (it waits its turn like one). */
  async snapshot(facts: string): Promise<DataDirSnapshot> {
    await this.hold();
    try {
      return await this.thread.snapshot(facts);
    } finally {
      this.release();
    }
  }

  close(): Promise<void> {
    return this.thread.close();
  }

  private runAlone(statement: Statement): Promise<TextResult[]> {
    if (!this.held && this.waiting.length === 0) return this.thread.run(statement);
    return new Promise((resolve, reject) => {
      this.waiting.push(() => {
        this.thread.run(statement).then(resolve, reject);
      });
    });
  }

  private hold(): Promise<void> {
    if (!this.held && this.waiting.length === 0) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiting.push(() => {
        this.held = true;
        resolve();
      });
    });
  }

  /** Starts what waited, in order, up to the next transaction. */
  private release(): void {
    this.held = false;
    while (!this.held && this.waiting.length > 0) this.waiting.shift()?.();
  }
}

/**
 * The embedded database's own thread: PGlite runs PostgreSQL synchronously, so here it keeps
 * the main thread free (the api's HTTP and GraphQL) while it executes, on the machine's other core.
 *
 * Requests are executed one at a time in the order they arrive; the main thread decides that
 * order (pglite-connection.ts keeps a transaction's statements together). Each statement is one
 * call into PostgreSQL with Parse (only the first time, pglite-statements.ts), Bind, Describe,
 * Execute and Sync together, where PGlite's own query() makes six (it asks for the parameter
 * types first), and its answer is read with PGlite's protocol parser straight from PostgreSQL's
 * output.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol } from '@electric-sql/pglite';
import { StatementCache } from './pglite-statements';
import {
  DATABASE_ERROR_DETAILS,
  type DatabaseErrorFields,
  type DumpRequest,
  type StatementRequest,
  type TextResult,
  type ThreadReady,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
} from './pglite-thread-messages';

const { serialize, messages } = protocol;
type BackendMessage = Parameters<Parameters<protocol.Parser['parse']>[1]>[0];
type DatabaseError = InstanceType<typeof messages.DatabaseError>;

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

function errorFields(error: DatabaseError): DatabaseErrorFields {
  const fields: DatabaseErrorFields = { message: error.message };
  for (const name of DATABASE_ERROR_DETAILS) fields[name] = error[name];
  return fields;
}

/** Collects the results of one request from PostgreSQL's messages; the first error wins, as in PGlite. */
class ResultCollector {
  readonly results: TextResult[] = [];
  error: DatabaseErrorFields | null = null;
  parsed = false;
  /** ReadyForQuery's status: I idle, T in a transaction, E in a failed transaction. */
  transactionStatus = 'I';
  private current: TextResult = { fields: [], rows: [], affectedRows: 0 };

  take(message: BackendMessage): void {
    if (message instanceof messages.DataRowMessage) {
      this.current.rows.push(message.fields);
    } else if (message instanceof messages.RowDescriptionMessage) {
      this.current.fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    } else if (message instanceof messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0];
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      const counted = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE';
      this.results.push({ ...this.current, command, affectedRows: counted && !Number.isNaN(count) ? count : 0 });
      this.current = { fields: [], rows: [], affectedRows: 0 };
    } else if (message instanceof messages.ReadyForQueryMessage) {
      this.transactionStatus = message.status;
    } else if (message.name === 'parseComplete') {
      this.parsed = true;
    } else if (message instanceof messages.DatabaseError) {
      this.error ??= errorFields(message);
    }
  }
}

async function runMessage(pg: PGlite, message: Uint8Array): Promise<ResultCollector> {
  const parser = new protocol.Parser();
  const collector = new ResultCollector();
  // NODEFS writes through to the disk, so there is nothing to sync after a statement.
  await pg.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => parser.parse(bytes, (reply) => collector.take(reply)) });
  return collector;
}

async function execute(pg: PGlite, statements: StatementCache, request: StatementRequest): Promise<ThreadReply> {
  let collector: ResultCollector;
  if (request.simple) {
    collector = await runMessage(pg, serialize.query(request.sql));
    statements.forgetAll();
  } else {
    for (let attempt = 1; ; attempt += 1) {
      const plan = statements.plan(request.sql, request.params, request.paramTypes);
      collector = await runMessage(pg, concat(plan.message));
      const stale = plan.settle({ parsed: collector.parsed, commands: collector.results.map((result) => result.command), failureCode: collector.error?.code });
      if (!stale || attempt > 1 || collector.transactionStatus !== 'I') break;
    }
  }
  if (collector.error) return { id: request.id, error: collector.error };
  if (collector.results.length === 0) collector.results.push({ fields: [], rows: [], affectedRows: 0 });
  return { id: request.id, results: collector.results };
}

/**
 * The data folder as a tar. The CHECKPOINT writes every changed page to the files first, so a
 * restored copy starts without replaying the write-ahead log; the copy is read while this thread
 * runs nothing else. The buffer goes to the main thread without a copy.
 */
async function dumpDataDir(pg: PGlite, request: DumpRequest): Promise<ThreadReply> {
  const { rows } = await pg.query<unknown[]>(request.facts, [], { rowMode: 'array' });
  const facts = rows[0]?.[0];
  await pg.exec('CHECKPOINT');
  const tar = await pg.dumpDataDir('none');
  return { id: request.id, dump: await tar.arrayBuffer(), facts: typeof facts === 'string' ? facts : null };
}

async function arrayTypesOf(pg: PGlite): Promise<{ oid: number; typarray: number }[]> {
  const { rows } = await pg.query<{ oid: number; typarray: number }>(
    `select b.oid, b.typarray from pg_catalog.pg_type a
       left join pg_catalog.pg_type b on b.oid = a.typelem
     where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`,
  );
  return rows;
}

async function serve(start: ThreadStart): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-thread-worker runs only as a worker thread');
  let pg: PGlite;
  try {
    pg = await PGlite.create(start.directory, { startParams: start.startParams });
    const ready: ThreadReady = { ready: true, arrayTypes: await arrayTypesOf(pg) };
    port.postMessage(ready);
  } catch (error) {
    const failed: ThreadReady = { ready: false, failure: error instanceof Error ? error.message : String(error) };
    port.postMessage(failed);
    return;
  }
  const statements = new StatementCache();
  let queue = Promise.resolve();
  port.on('message', (request: ThreadRequest) => {
    queue = queue.then(async () => {
      if ('dump' in request) {
        try {
          const reply = await dumpDataDir(pg, request);
          port.postMessage(reply, 'dump' in reply ? [reply.dump] : []);
        } catch (error) {
          port.postMessage({ id: request.id, failure: error instanceof Error ? error.message : String(error) } satisfies ThreadReply);
        }
        return;
      }
      if ('close' in request) {
        await pg.close();
        port.postMessage({ id: request.id, closed: true } satisfies ThreadReply);
        port.close();
        return;
      }
      try {
        port.postMessage(await execute(pg, statements, request));
      } catch (error) {
        port.postMessage({ id: request.id, failure: error instanceof Error ? error.message : String(error) } satisfies ThreadReply);
      }
    });
  });
}

void serve(workerData as ThreadStart);

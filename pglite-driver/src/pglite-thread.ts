/**
 * Starts the embedded database's thread (pglite-thread-worker.ts) and carries requests to it and
 * its replies back. Requests are executed in the order they are sent; nothing here decides that
 * order (pglite-connection.ts does). If the thread dies, every request waiting on it and every
 * later one fails with the reason. The thread keeps the process alive only while a request
 * waits on it, as PGlite in the process did (a database left open does not hold the process).
 */
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatabaseErrorFields, StatementRequest, TextResult, ThreadReady, ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-messages';

/** A failure PostgreSQL reported, with its SQLSTATE `code`, `constraint` and the other fields of its ErrorResponse. */
export class EmbeddedDatabaseError extends Error implements DatabaseErrorFields {
  severity?: string;
  code?: string;
  detail?: string;
  hint?: string;
  position?: string;
  internalPosition?: string;
  internalQuery?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  file?: string;
  line?: string;
  routine?: string;

  constructor(fields: DatabaseErrorFields) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = 'EmbeddedDatabaseError';
  }
}

/**
 * The worker loads its module through a small CommonJS bootstrap, so that the same code runs
 * compiled (dist) and from TypeScript (this package's tests), where tsx's require hook compiles it.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.typescriptLoader) require(workerData.typescriptLoader).register();
require(workerData.entry);`;

/**
 * The thread's young generation (the JavaScript heap of short-lived objects: messages, rows) is
 * kept small: a worker's default grows to tens of MB, which a small site's memory goal
 * (bench/README.md) does not leave room for. PostgreSQL's memory is WebAssembly memory, not
 * this heap.
 */
const THREAD_YOUNG_GENERATION_MB = 4;

function threadStart(directory: string, startParams: string[]): ThreadStart {
  const typescript = extname(__filename) === '.ts';
  return {
    entry: join(__dirname, `pglite-thread-worker${extname(__filename)}`),
    typescriptLoader: typescript ? require.resolve('tsx/cjs/api') : null,
    directory,
    startParams,
  };
}

export interface DataDirSnapshot {
  tar: Uint8Array;
  facts: string | null;
}

interface Pending {
  resolve(reply: ThreadReply): void;
  reject(error: Error): void;
}

export class PgliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private broken: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly worker: Worker,
    /** Array types the database knows (element oid, array oid), for reading array values. */
    readonly arrayTypes: { oid: number; typarray: number }[],
  ) {
    // Like PGlite in the process, the thread keeps the process alive only while it has work.
    worker.unref();
    worker.on('message', (reply: ThreadReply) => this.settle(reply));
    worker.on('error', (error) => this.breakDown(error));
    worker.on('exit', (code) => this.breakDown(new Error(`the embedded database's thread exited (code ${code})`)));
  }

  /** Opens the database folder in a new thread; resolves once it serves. */
  static start(directory: string, startParams: string[]): Promise<PgliteThread> {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: threadStart(directory, startParams),
      resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
    });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => fail(error);
      const onExit = (code: number) => fail(new Error(`the embedded database's thread exited (code ${code}) before it served`));
      const onReady = (ready: ThreadReady) => {
        stopListening();
        if (!ready.ready) return fail(new Error(`the embedded database did not open: ${ready.failure}`));
        resolve(new PgliteThread(worker, ready.arrayTypes));
      };
      // Only this function's own listeners go: the Worker keeps listeners of its own.
      const stopListening = () => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.off('message', onReady);
      };
      const fail = (error: Error) => {
        stopListening();
        void worker.terminate();
        reject(error);
      };
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.once('message', onReady);
    });
  }

  /** Sends one request now; it runs after every request sent before it. */
  async run(statement: Omit<StatementRequest, 'id'>): Promise<TextResult[]> {
    const reply = await this.send({ ...statement, id: this.nextId++ });
    return 'results' in reply ? reply.results : [];
  }

  /**
   * The data folder as an uncompressed tar and the first value of the `facts` query run just
   * before it, read after every request sent before and before any sent after.
   */
  async snapshot(facts: string): Promise<DataDirSnapshot> {
    const reply = await this.send({ id: this.nextId++, dump: true, facts });
    if (!('dump' in reply)) throw new Error("the embedded database's thread answered a dump without its data");
    return { tar: new Uint8Array(reply.dump), facts: reply.facts };
  }

  /** Closes the database (after the requests sent before) and ends the thread. */
  close(): Promise<void> {
    this.closing ??= this.send({ id: this.nextId++, close: true }).then(
      () => undefined,
      (error: unknown) => {
        if (!this.broken) throw error;
      },
    );
    return this.closing;
  }

  private send(request: ThreadRequest): Promise<ThreadReply> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private settle(reply: ThreadReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in reply) waiting.reject(new EmbeddedDatabaseError(reply.error));
    else if ('failure' in reply) waiting.reject(new Error(reply.failure));
    else waiting.resolve(reply);
  }

  private breakDown(error: Error): void {
    this.broken ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.broken);
    this.pending.clear();
  }
}

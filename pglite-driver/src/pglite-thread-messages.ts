/**
 * What the main thread and the embedded database's thread (pglite-thread-worker.ts) say to
 * each other. Requests carry SQL and parameters already turned into PostgreSQL's text format;
 * replies carry the rows as text, exactly as PostgreSQL sends them, so only strings cross the
 * threads and the main thread turns them into values (pglite-values.ts).
 */

/** Where the worker opens the database (workerData). */
export interface ThreadStart {
  /** The worker's module, compiled (dist) or TypeScript (this package's tests, loaded through tsx). */
  entry: string;
  /** tsx's require hook, when the entry is TypeScript. */
  typescriptLoader: string | null;
  directory: string;
  startParams: string[];
}

/**
 * One statement in the extended protocol (parameters allowed, one result), or with `simple`
 * the simple protocol (no parameters, several statements and results).
 */
export interface StatementRequest {
  id: number;
  sql: string;
  params: (string | null)[];
  paramTypes?: number[];
  simple?: boolean;
}

export interface CloseRequest {
  id: number;
  close: true;
}

/**
 * A copy of the data folder as a tar (PGlite's dumpDataDir), taken after a CHECKPOINT between
 * two statements: nothing runs while it is read, so it is a consistent snapshot (backups).
 * `facts` is a query run just before, in the same turn, so its answer describes the copy exactly.
 */
export interface DumpRequest {
  id: number;
  dump: true;
  facts: string;
}

export type ThreadRequest = StatementRequest | CloseRequest | DumpRequest;

export interface FieldDescription {
  name: string;
  dataTypeID: number;
}

/** One statement's result, as text. */
export interface TextResult {
  fields: FieldDescription[];
  rows: (string | null)[][];
  /** The command tag's first word (SELECT, INSERT, ...). */
  command?: string;
  affectedRows: number;
}

/** PostgreSQL's error fields (ErrorResponse), as node-postgres and PGlite carry them. */
export interface DatabaseErrorFields {
  message: string;
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
}

/** The optional fields of DatabaseErrorFields, by name, for copying them off PGlite's error. */
export const DATABASE_ERROR_DETAILS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const satisfies readonly (keyof DatabaseErrorFields)[];

export type ThreadReply =
  | { id: number; results: TextResult[] }
  | { id: number; error: DatabaseErrorFields }
  /** A failure outside PostgreSQL (the worker's own), with its message. */
  | { id: number; failure: string }
  | { id: number; closed: true }
  /** The data folder as an uncompressed tar (the buffer is transferred, not copied), and the facts query's first value. */
  | { id: number; dump: ArrayBuffer; facts: string | null };

/** The worker's first message: the database is open, with the array types it knows (element oid, array oid). */
export type ThreadReady = { ready: true; arrayTypes: { oid: number; typarray: number }[] } | { ready: false; failure: string };

/**
 * How the embedded PGlite is made and run, so that a site on a small machine stays small.
 *
 * - A new database folder is made by initdb in a short-lived child process: PGlite runs initdb
 *   as a second in-memory database whose memory (several hundred MB) a process never returns, so
 *   in the serving process a fresh site would start several times larger (the repository's docs/benchmarks.md).
 *   The child writes into a temporary sibling folder that is renamed into place only when it is
 *   complete, so a crash during initdb leaves no half-made database behind.
 * - The serving instance runs with smaller memory settings than initdb writes into
 *   postgresql.conf (shared_buffers 128MB, 100 connections): the buffer pool is touched at start,
 *   so it counts in full, and PGlite serves one connection. Pages not in the pool come from the
 *   operating system's file cache, since PGlite keeps its files on the local disk.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const PGLITE_MEMORY_SETTINGS = {
  shared_buffers: '16MB',
  max_connections: '8',
} as const;

/**
 * PGlite runs PostgreSQL in one thread, so whatever PostgreSQL does in line stalls every request:
 * a new 16 MB WAL segment is written full of zeros first unless wal_init_zero is off (the zeros
 * guard only copy-on-write file systems against running out of space mid-segment).
 */
const PGLITE_LATENCY_SETTINGS = {
  wal_init_zero: 'off',
} as const;

/** PGlite's own start parameters with the settings above. */
export function pgliteStartParams(): string[] {
  const settings = { ...PGLITE_MEMORY_SETTINGS, ...PGLITE_LATENCY_SETTINGS };
  return [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/** initdb takes a few seconds; a busy machine may take many more. */
const INITDB_TIMEOUT_MS = 180_000;

/** The child: PGlite creates (initdb) the folder in argv[1] and closes it. */
const INITDB_PROGRAM = `
const { PGlite } = require(${JSON.stringify(require.resolve('@electric-sql/pglite'))});
PGlite.create(process.argv[1]).then((db) => db.close()).then(
  () => process.exit(0),
  (error) => { console.error(error); process.exit(1); },
);`;

function isEmptyFolder(directory: string): boolean {
  return readdirSync(directory).length === 0;
}

/** Makes `directory` a PGlite database folder unless it is one already (it has PG_VERSION). */
export async function ensurePgliteFolder(directory: string): Promise<void> {
  if (existsSync(join(directory, 'PG_VERSION'))) return;
  if (existsSync(directory) && !isEmptyFolder(directory)) {
    throw new Error(`${directory} is neither empty nor a database (no PG_VERSION); move it away to start a new database there`);
  }
  const building = join(dirname(directory), `.pglite-initdb-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(process.execPath, ['-e', INITDB_PROGRAM, building], { timeout: INITDB_TIMEOUT_MS }, (error, _stdout, stderr) => {
        if (error) reject(new Error(`initdb of the embedded database failed: ${stderr.trim() || error.message}`));
        else resolve();
      });
    });
    if (!existsSync(join(building, 'PG_VERSION'))) throw new Error('initdb of the embedded database wrote no PG_VERSION');
    if (existsSync(directory)) rmdirSync(directory);
    renameSync(building, directory);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

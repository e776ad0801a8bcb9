/**
 * The database half of a backup, one consistent snapshot per engine, with the site's facts
 * (counts, migrations) read in that same snapshot:
 * - PostgreSQL: a read-only REPEATABLE READ transaction exports its snapshot, reads the facts,
 *   and `pg_dump --snapshot` dumps exactly that state in its custom format while the site runs;
 *   `pg_restore` puts it into an empty database in one transaction.
 * - PGlite: the running database's thread copies its data folder between two statements
 *   (@usb/pglite-driver's connection); a restore unpacks it as the new DATA_DIR/pglite.
 * pg_dump and pg_restore are PostgreSQL's client tools from PATH (Debian: postgresql-client).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { extract } from 'tar';
import type { DatabaseHandle } from '../../db/database';
import { readSiteFacts, siteFactsQuery, type SiteFacts } from './site-contents';

/** A dump of a big evening takes a while on a busy machine; a hung tool does not hold the backup forever. */
const TOOL_TIMEOUT_MS = 30 * 60 * 1000;

/** The URL without its password, which goes to the tool in PGPASSWORD instead of on its command line (visible to `ps`). */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  if (parsed.password === '') return { dbname: url, env: process.env };
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, PGPASSWORD: password } };
}

function runTool(program: string, args: string[], url: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  return new Promise((resolve, reject) => {
    execFile(program, [...args, `--dbname=${dbname}`], { env, timeout: TOOL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? `${program} is not installed (Debian: apt-get install postgresql-client)`
          : stderr.trim() || error.message;
      reject(new Error(`${program} failed: ${reason}`));
    });
  });
}

async function dumpPostgres(url: string, file: string): Promise<SiteFacts> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id;
    if (!snapshot) throw new Error('PostgreSQL exported no snapshot');
    const facts = readSiteFacts((await client.query<{ facts: string }>(siteFactsQuery())).rows[0]?.facts ?? null);
    // The exported snapshot lives as long as this transaction: pg_dump runs inside its lifetime.
    await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`], url);
    return facts;
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

/** Writes the database's snapshot to `file`; answers the facts of that snapshot. */
export async function dumpDatabase(handle: DatabaseHandle, file: string): Promise<SiteFacts> {
  if (handle.engine === 'postgres') return dumpPostgres(handle.url, file);
  const snapshot = await handle.snapshot(siteFactsQuery());
  await writeFile(file, snapshot.tar);
  return readSiteFacts(snapshot.facts);
}

/** Loads a custom-format dump into the (empty) database at `url`, all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-acl', file], url);
}

/**
 * Unpacks a PGlite data folder tar as `directory` (which must not exist): into a sibling first,
 * renamed into place once whole. The lock file of the process that was running is left out.
 */
export async function restorePglite(file: string, directory: string): Promise<void> {
  if (existsSync(directory)) throw new Error(`${directory} exists`);
  const building = join(dirname(directory), `.pglite-restore-${process.pid}`);
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  try {
    // Its bytes were checked against the manifest; PGlite names entries from the root (`/PG_VERSION`), which tar strips.
    await extract({ file, cwd: building, filter: (path) => path.replace(/^\/+/, '') !== 'postmaster.pid' });
    if (!existsSync(join(building, 'PG_VERSION'))) throw new Error('the database part holds no PostgreSQL data folder (no PG_VERSION)');
    await rename(building, directory);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

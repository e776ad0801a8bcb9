/**
 * Restores a backup archive into an EMPTY site (docs/backups.md, "Restore drill"): a database
 * without tables (a new PostgreSQL database, or no embedded one in DATA_DIR) and no objects.
 * Anything else is refused before a byte is written, as is an archive that fails its manifest
 * check, one of the other engine, or one made by a newer api (more migrations than this build
 * knows). Order: the checks, the objects, then the database, whose counts are compared with the
 * manifest's at the end. The embedded database is held locked throughout, so a site cannot
 * start on it half way; a running embedded site makes the restore refuse (stop it first).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseInUseError, lockPglite, openPgliteThread, pgliteStartParams } from '@usb/pglite-driver';
import { openDatabase } from '../../db/database';
import * as schema from '../../db/schema';
import { KEY_ROOTS, type ObjectStore } from '../../lib/object-store';
import { readArchive } from './backup-archive';
import { DATABASE_PART, OBJECTS_FOLDER, type BackupEngine, type BackupManifest } from './backup-manifest';
import { restorePglite, restorePostgres } from './database-dump';
import { knownMigrations, readFacts, tableCount, type SiteCounts } from './site-contents';

/** A restore the operator must change something for; the message says what. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreTarget {
  databaseUrl?: string;
  dataDir: string;
  objects: ObjectStore;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The restored database's counts (equal to the manifest's). */
  counts: SiteCounts;
  elapsedMs: number;
}

const NOT_EMPTY = 'the site is not empty: ';

async function postgresTables(databaseUrl: string, dataDir: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir, migrate: false });
  try {
    return await tableCount(database.db);
  } finally {
    await database.close();
  }
}

/** An embedded database folder nobody has migrated (an initdb'd copy) counts as empty: it is replaced. */
async function pgliteTables(directory: string): Promise<number> {
  if (!existsSync(directory)) return 0;
  if (!existsSync(join(directory, 'PG_VERSION'))) {
    if (readdirSync(directory).length === 0) return 0;
    throw new RestoreRefusedError(`${directory} is neither empty nor a database; move it away first`);
  }
  const thread = await openPgliteThread(directory, pgliteStartParams(), schema);
  try {
    return await tableCount(thread.db);
  } finally {
    await thread.close();
  }
}

async function requireNoObjects(objects: ObjectStore): Promise<void> {
  for (const root of KEY_ROOTS) {
    for await (const { key } of objects.list(`${root}/`)) {
      throw new RestoreRefusedError(`${NOT_EMPTY}the object store already holds objects (${key}); restore into an empty DATA_DIR (or bucket)`);
    }
  }
}

function requireRestorable(manifest: BackupManifest, engine: BackupEngine): void {
  if (manifest.engine !== engine) {
    const wanted = manifest.engine === 'pglite' ? 'the embedded database (leave DATABASE_URL unset)' : 'PostgreSQL (set DATABASE_URL to a new, empty database)';
    throw new RestoreRefusedError(`this backup is of a ${manifest.engine} site: restore it on ${wanted}`);
  }
  const known = knownMigrations().length;
  if (manifest.migration.count > known) {
    throw new RestoreRefusedError(
      `this backup was made by a newer api (${manifest.migration.count} migrations, this one knows ${known}): restore it with that version or later`,
    );
  }
}

async function putObjects(manifest: BackupManifest, staging: string, objects: ObjectStore): Promise<void> {
  const prefix = `${OBJECTS_FOLDER}/`;
  for (const part of manifest.parts) {
    if (part.path.startsWith(prefix)) await objects.put(part.path.slice(prefix.length), createReadStream(join(staging, part.path)));
  }
}

/** The counts as one line, e.g. `accounts 12, patrols 3, ...`. */
export function describeCounts(counts: SiteCounts): string {
  return Object.entries(counts)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
}

/** Restores `archive` into the empty site `target`; throws RestoreRefusedError (nothing written) or the failure. */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  const started = performance.now();
  const engine: BackupEngine = target.databaseUrl ? 'postgres' : 'pglite';
  const directory = join(target.dataDir, 'pglite');
  await mkdir(target.dataDir, { recursive: true });
  let release: (() => void) | undefined;
  const staging = join(target.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  try {
    if (target.databaseUrl === undefined) {
      try {
        release = lockPglite(`${directory}.lock`);
      } catch (error) {
        if (error instanceof DatabaseInUseError)
          throw new RestoreRefusedError(`${error.message}. A restore replaces the database: stop the site, then restore`);
        throw error;
      }
    }
    const tables = target.databaseUrl ? await postgresTables(target.databaseUrl, target.dataDir) : await pgliteTables(directory);
    if (tables > 0) {
      const where = target.databaseUrl ? 'the database DATABASE_URL names' : `the embedded database in ${directory}`;
      const fresh = target.databaseUrl ? 'create a new database (createdb) and point DATABASE_URL at it' : 'point DATA_DIR at a new folder';
      throw new RestoreRefusedError(`${NOT_EMPTY}${where} already holds ${tables} tables. A restore never overwrites a site: ${fresh}`);
    }
    await requireNoObjects(target.objects);
    await mkdir(staging);
    const manifest = await readArchive(archive, staging);
    requireRestorable(manifest, engine);

    await putObjects(manifest, staging, target.objects);
    const databaseFile = join(staging, DATABASE_PART[engine]);
    if (target.databaseUrl) {
      await restorePostgres(target.databaseUrl, databaseFile);
    } else {
      await rm(directory, { recursive: true, force: true });
      await restorePglite(databaseFile, directory);
    }
    release?.();
    release = undefined;
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: false });
    let counts: SiteCounts;
    try {
      counts = (await readFacts(database.db)).counts;
    } finally {
      await database.close();
    }
    if (describeCounts(counts) !== describeCounts(manifest.counts)) {
      throw new Error(`the restored database holds ${describeCounts(counts)}, the backup recorded ${describeCounts(manifest.counts)}`);
    }
    return { manifest, counts, elapsedMs: performance.now() - started };
  } finally {
    release?.();
    await rm(staging, { recursive: true, force: true });
  }
}

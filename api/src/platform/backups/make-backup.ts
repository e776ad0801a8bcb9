/**
 * Makes one backup archive of a running (or stopped) site: the objects (media and remote
 * versions, read through the object store, so from the bucket when one is configured), then the
 * database's snapshot, then the objects written meanwhile (docs/backups.md, "What is in a backup").
 *
 * Why this order: an object's bytes never change under its key, and the database points at a
 * new key before the old one is deleted. Every key the snapshot points at therefore existed
 * either at the first pass (and was copied then) or was written after it, and is copied by the
 * second pass unless it was replaced again and deleted in the seconds between the snapshot and
 * that pass. Keys deleted meanwhile stay in the archive, harmless.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DatabaseHandle } from '../../db/database';
import { KEY_ROOTS, type ObjectStore } from '../../lib/object-store';
import { hashFile, storeHashed, writeArchive } from './backup-archive';
import { DATABASE_PART, MANIFEST_FORMAT, MANIFEST_VERSION, OBJECTS_FOLDER, type BackupManifest, type ManifestPart } from './backup-manifest';
import { dumpDatabase } from './database-dump';

export interface BackupSource {
  handle: DatabaseHandle;
  objects: ObjectStore;
  now: () => Date;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  /** The archive's size. */
  bytes: number;
  elapsedMs: number;
}

/** Backups are named by their time (UTC), so their names sort as they were made. */
export const BACKUP_NAME = /^usb-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

export function backupName(at: Date): string {
  return `usb-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
}

/** Copies every object not copied yet into `staging/objects/<key>`; answers the parts it added. */
async function copyObjects(objects: ObjectStore, staging: string, copied: Set<string>): Promise<ManifestPart[]> {
  const parts: ManifestPart[] = [];
  for (const root of KEY_ROOTS) {
    for await (const { key } of objects.list(`${root}/`)) {
      if (copied.has(key)) continue;
      const body = await objects.get(key);
      // Deleted since it was listed: a key the database no longer points at.
      if (!body) continue;
      const path = `${OBJECTS_FOLDER}/${key}`;
      const file = join(staging, path);
      await mkdir(dirname(file), { recursive: true });
      parts.push({ path, ...(await storeHashed(body, file)) });
      copied.add(key);
    }
  }
  return parts;
}

/** Makes a backup into `folder` (created when missing); answers the archive and its manifest. */
export async function makeBackup(source: BackupSource, folder: string): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = source.now();
  await mkdir(folder, { recursive: true });
  const staging = join(folder, `.making-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  try {
    const copied = new Set<string>();
    const objectParts = await copyObjects(source.objects, staging, copied);
    const databasePath = DATABASE_PART[source.handle.engine];
    const facts = await dumpDatabase(source.handle, join(staging, databasePath));
    const databasePart: ManifestPart = { path: databasePath, ...(await hashFile(join(staging, databasePath))) };
    objectParts.push(...(await copyObjects(source.objects, staging, copied)));
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      engine: source.handle.engine,
      createdAt: createdAt.toISOString(),
      migration: facts.migration,
      counts: facts.counts,
      objects: { count: objectParts.length, bytes: objectParts.reduce((sum, part) => sum + part.size, 0) },
      parts: [databasePart, ...objectParts],
    };
    const file = join(folder, backupName(createdAt));
    const bytes = await writeArchive(staging, manifest, file);
    return { file, manifest, bytes, elapsedMs: performance.now() - started };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

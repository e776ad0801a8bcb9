/**
 * Backups by name (their names sort as they were made) and the retention: after each new
 * backup only the newest `keep` on the shelf stay. Files of other names are never touched.
 */
import { readdir } from 'node:fs/promises';
import type { BackupShelf } from './backup-shelf';
import { BACKUP_NAME } from './make-backup';

/** The backup archives in `folder`, oldest first. */
export async function listBackups(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** When a backup was made, read from its name (backupName). */
export function backupTime(name: string): Date {
  const match = /^usb-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar$/.exec(name);
  if (!match) throw new Error(`${name} is not a backup's name`);
  const [, day, hours, minutes, seconds, millis] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

/** Removes all but the newest `keep` backups of the shelf; answers the names removed. */
export async function pruneBackups(shelf: Pick<BackupShelf, 'list' | 'remove'>, keep: number): Promise<string[]> {
  const names = await shelf.list();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await shelf.remove(name);
  return removed;
}

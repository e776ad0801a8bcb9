/**
 * The site's backups while it runs (docs/backups.md): one at a time per process, made in
 * BACKUP_DIR and kept on the shelf (the folder or the bucket), each followed by the retention.
 * The REST call and the schedule both come here.
 */
import { join } from 'node:path';
import { DEFAULT_BACKUP_KEEP, type AppConfig, type BackupConfig } from '../../config';
import { ApiError } from '../../errors';
import { makeBackup, type BackupResult, type BackupSource } from './make-backup';
import { backupTime, pruneBackups } from './backup-retention';
import type { BackupShelf } from './backup-shelf';

/** The backup settings with their defaults filled in. */
export function backupSettings(config: Pick<AppConfig, 'backup' | 'dataDir'>): BackupConfig {
  return config.backup ?? { dir: join(config.dataDir, 'backups'), keep: DEFAULT_BACKUP_KEEP };
}

export interface BackupsService {
  readonly settings: BackupConfig;
  readonly shelf: BackupShelf;
  /** Makes a backup, keeps it on the shelf and prunes the oldest; CONFLICT while another is being made here. */
  make(): Promise<BackupResult & { removed: string[] }>;
  /** When the newest kept backup was made; null when there is none. */
  newest(): Promise<Date | null>;
}

export function createBackupsService(source: BackupSource, settings: BackupConfig, shelf: BackupShelf): BackupsService {
  let running = false;
  return {
    settings,
    shelf,
    async make() {
      if (running) throw new ApiError('CONFLICT', 'a backup is being made; try again when it is done');
      running = true;
      try {
        const result = await makeBackup(source, settings.dir);
        await shelf.keep(result.file);
        return { ...result, removed: await pruneBackups(shelf, settings.keep) };
      } finally {
        running = false;
      }
    },
    async newest() {
      const name = (await shelf.list()).at(-1);
      return name ? backupTime(name) : null;
    },
  };
}

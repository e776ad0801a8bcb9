/**
 * The site's backups while it runs (docs/backups.md): one at a time per process, into
 * BACKUP_DIR, each followed by the retention. The REST call and the schedule both come here.
 */
import { join } from 'node:path';
import { DEFAULT_BACKUP_KEEP, type AppConfig, type BackupConfig } from '../../config';
import { ApiError } from '../../errors';
import { makeBackup, type BackupResult, type BackupSource } from './make-backup';
import { pruneBackups } from './backup-retention';

/** The backup settings with their defaults filled in. */
export function backupSettings(config: Pick<AppConfig, 'backup' | 'dataDir'>): BackupConfig {
  return config.backup ?? { dir: join(config.dataDir, 'backups'), keep: DEFAULT_BACKUP_KEEP };
}

export interface BackupsService {
  readonly settings: BackupConfig;
  /** Makes a backup into BACKUP_DIR and prunes the oldest; CONFLICT while another is being made here. */
  make(): Promise<BackupResult & { removed: string[] }>;
}

export function createBackupsService(source: BackupSource, settings: BackupConfig): BackupsService {
  let running = false;
  return {
    settings,
    async make() {
      if (running) throw new ApiError('CONFLICT', 'a backup is being made; try again when it is done');
      running = true;
      try {
        const result = await makeBackup(source, settings.dir);
        return { ...result, removed: await pruneBackups(settings.dir, settings.keep) };
      } finally {
        running = false;
      }
    },
  };
}

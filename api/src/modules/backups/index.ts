/**
 * The backups module (docs/backups.md): backup archives of the database and the objects, made
 * by the running site (REST, schedule) or the CLI, and the restore into an empty site.
 */
export { default } from './backups-plugin';
export { readArchive } from './backup-archive';
export { ManifestError, type BackupManifest } from './backup-manifest';
export { backupSettings, createBackupsService, type BackupsService } from './backups-service';
export { BACKUP_SUMMARY_HEADER, BACKUP_TOKEN_SCHEME, BACKUPS_PATH } from './backups-routes';
export { makeBackup, type BackupResult } from './make-backup';
export { pruneBackups, listBackups } from './backup-retention';
export { describeCounts, restoreBackup, RestoreRefusedError, type RestoreResult } from './restore-backup';
export type { SiteCounts } from './site-contents';

/**
 * The platform's backups (docs/backups.md, ../README.md): backup archives of the database and the
 * objects, made by the running site (REST, schedule) or the CLI, and the restore into an empty site.
 */
export { default } from './backups-plugin';
export { ManifestError } from './backup-manifest';
export { backupSettings, createBackupsService } from './backups-service';
export { BACKUP_SUMMARY_HEADER, BACKUP_TOKEN_SCHEME, BACKUPS_PATH } from './backups-routes';
export { makeBackup, type BackupResult } from './make-backup';
export { listBackups } from './backup-retention';
export { folderShelf } from './backup-shelf';
export { describeCounts, restoreBackup, RestoreRefusedError } from './restore-backup';
export type { SiteCounts } from './site-contents';

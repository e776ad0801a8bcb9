/**
 * Named plugin `usb-backups`: decorates `app.backups`, serves `POST /api/backups` and, with
 * BACKUP_INTERVAL_MINUTES, runs the backup schedule (backup-schedule.ts) until the app closes.
 */
import fp from 'fastify-plugin';
import { startBackupSchedule } from './backup-schedule';
import { bucketShelf, folderShelf } from './backup-shelf';
import { backupsRoutes } from './backups-routes';
import { backupSettings, createBackupsService, type BackupsService } from './backups-service';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupsService;
  }
}

export default fp(
  async (app) => {
    const settings = backupSettings(app.config);
    const shelf = settings.inBucket && app.config.bucket ? bucketShelf(app.config.bucket, settings.dir) : folderShelf(settings.dir);
    const backups = createBackupsService({ handle: app.database, objects: app.objects, now: app.config.now }, settings, shelf);
    app.decorate('backups', backups);
    await app.register(backupsRoutes, { backups });
    if (settings.intervalMinutes === undefined) return;
    const stop = startBackupSchedule({
      intervalMinutes: settings.intervalMinutes,
      newest: () => backups.newest(),
      databaseUrl: app.config.databaseUrl,
      now: app.config.now,
      make: async () => {
        const result = await backups.make();
        app.log.info(
          { file: result.file, kept: shelf.place, bytes: result.bytes, elapsedMs: Math.round(result.elapsedMs), removed: result.removed },
          'scheduled backup made',
        );
      },
      onError: (error) => app.log.error({ err: error }, 'scheduled backup failed'),
    });
    app.addHook('onClose', stop);
  },
  { name: 'usb-backups', dependencies: ['usb-db', 'usb-object-store', 'usb-users'] },
);

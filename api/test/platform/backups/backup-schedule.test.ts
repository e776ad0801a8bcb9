/**
 * The backup schedule when several api processes run on one PostgreSQL: only the process that
 * holds the advisory lock makes the scheduled backups, and when it stops another takes over.
 * PostgreSQL only: an embedded database has one process, which always makes them (the round
 * trip's retention test covers what a backup does).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startBackupSchedule } from '../../../src/platform/backups/backup-schedule';
import { createStorage, describeOnPostgres, type TestStorage } from '../../support/storage';

/** 0.6 s between ticks, so the test sees several in a few seconds. */
const INTERVAL_MINUTES = 0.01;

describeOnPostgres('scheduled backups on PostgreSQL', () => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await createStorage('postgres');
  });
  afterAll(async () => {
    await storage.dispose();
  });

  const failures: unknown[] = [];

  function schedule(made: number[]): () => Promise<void> {
    return startBackupSchedule({
      intervalMinutes: INTERVAL_MINUTES,
      // No backup kept: the recent-backup check never skips, so only the lock decides.
      newest: async () => null,
      databaseUrl: storage.databaseUrl,
      now: () => new Date(),
      make: async () => {
        made.push(Date.now());
      },
      onError: (error) => failures.push(error),
    });
  }

  it('makes them in one process only, and in another once that one stops', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const stopFirst = schedule(first);
    await sleep(200);
    const stopSecond = schedule(second);
    try {
      await sleep(3000);
      expect(first.length).toBeGreaterThanOrEqual(3);
      expect(second).toEqual([]);
      await stopFirst();
      await sleep(2000);
      expect(second.length).toBeGreaterThanOrEqual(1);
      expect(failures).toEqual([]);
    } finally {
      await stopFirst();
      await stopSecond();
    }
  });
});

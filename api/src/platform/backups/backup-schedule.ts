/**
 * Scheduled backups (BACKUP_INTERVAL_MINUTES): every interval, one process makes a backup.
 *
 * Several api processes on one PostgreSQL (a cluster's workers, several machines) each run the
 * schedule; only the one holding a session-level advisory lock makes the backup. It takes the
 * lock at its first tick and keeps it (on a connection of its own) for as long as it lives, so
 * when it stops, the lock goes with its connection and another process takes over at its next
 * tick. On the embedded database the one process is the one. A tick also skips when the newest
 * backup kept is younger than most of an interval (a restart, a backup asked for over
 * REST), so a takeover or a restart does not make two backups in a row.
 */
import { Client } from 'pg';

/** Any fixed number; it names the advisory lock of the scheduled backup. */
export const BACKUP_LOCK_ID = 724_002;

/** A tick skips when the newest backup is younger than this share of the interval. */
const RECENT_SHARE = 0.9;

export interface ScheduleOptions {
  intervalMinutes: number;
  /** When the newest kept backup was made (null: none). */
  newest(): Promise<Date | null>;
  /** PostgreSQL's URL (several processes may run the schedule); unset: the embedded database, one process. */
  databaseUrl?: string;
  now: () => Date;
  make(): Promise<unknown>;
  onError(error: unknown): void;
}

/** Holds the advisory lock on a connection of its own once taken; answers whether this process holds it. */
function backupLeadership(databaseUrl: string | undefined): { take(): Promise<boolean>; stop(): Promise<void> } {
  if (databaseUrl === undefined) return { take: async () => true, stop: async () => undefined };
  let holder: Client | null = null;
  return {
    async take() {
      if (holder) return true;
      const client = new Client({ connectionString: databaseUrl });
      // A lost connection loses the lock with it: the next tick tries again.
      client.on('error', () => {
        if (holder === client) holder = null;
      });
      client.on('end', () => {
        if (holder === client) holder = null;
      });
      await client.connect();
      const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [BACKUP_LOCK_ID]);
      if (rows[0]?.taken) {
        holder = client;
        return true;
      }
      await client.end();
      return false;
    },
    async stop() {
      const client = holder;
      holder = null;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Starts the schedule; answers its stop (which waits for a backup under way). */
export function startBackupSchedule(options: ScheduleOptions): () => Promise<void> {
  const intervalMs = options.intervalMinutes * 60_000;
  const leadership = backupLeadership(options.databaseUrl);
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function tick(): Promise<void> {
    if (!(await leadership.take())) return;
    const newest = await options.newest();
    if (newest && options.now().getTime() - newest.getTime() < intervalMs * RECENT_SHARE) return;
    await options.make();
  }

  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(() => tick().catch((error: unknown) => options.onError(error)));
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    await leadership.stop();
  };
}

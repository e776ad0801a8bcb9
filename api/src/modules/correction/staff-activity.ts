/**
 * Wakes the staff's live view of a battle (docs/staff-live-view.md): the live event
 * `staff-activity` to the battle's staff when its answers, locks or corrections changed, at most
 * once per battle per second in this process. The first change of a quiet battle is published
 * at once; the changes of the next second are published together when it has passed.
 *
 * It also counts the answers this process saved, per battle and minute, and adds them to
 * answer_arrivals just before it publishes: the page that wakes up reads them. It is called only
 * after a save or a correction committed, never inside a transaction; a failed write of the
 * counts keeps them for the next time, a failed publish is the live bus's to log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus } from '../../lib/live-bus';
import type { ArrivalsRepository } from './arrivals-repository';

/** The shortest time between two events of one battle from one process. */
export const STAFF_ACTIVITY_INTERVAL_MS = 1_000;
const MINUTE_MS = 60_000;

export interface StaffActivity {
  /** An answer of the battle was saved at `at`. */
  answerSaved(battleId: number, at: Date): void;
  /** A lock was taken or released, or a correction saved, on the battle. */
  changed(battleId: number): void;
  /** Writes the counts still waiting (the app is closing); publishes nothing more. */
  close(): Promise<void>;
}

export function createStaffActivity(deps: {
  live: Pick<LiveBus, 'publish'>;
  arrivals: Pick<ArrivalsRepository, 'add'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): StaffActivity {
  const { live, arrivals, log } = deps;
  const intervalMs = deps.intervalMs ?? STAFF_ACTIVITY_INTERVAL_MS;
  /** Per battle: answers counted and not yet written, by the minute's start. */
  const counted = new Map<number, Map<number, number>>();
  /** The battles whose last event is less than intervalMs old, with whether they changed since. */
  const quiet = new Map<number, { timer: NodeJS.Timeout; changedSince: boolean }>();

  async function writeCounts(battleId: number): Promise<void> {
    const counts = counted.get(battleId);
    if (!counts) return;
    counted.delete(battleId);
    try {
      await arrivals.add(battleId, counts);
    } catch (error) {
      log.warn({ err: error, battleId }, 'answer counts not written; kept for the next time');
      const now = counted.get(battleId) ?? new Map<number, number>();
      for (const [minute, answers] of counts) now.set(minute, (now.get(minute) ?? 0) + answers);
      counted.set(battleId, now);
    }
  }

  async function publish(battleId: number): Promise<void> {
    await writeCounts(battleId);
    await live.publish({ kind: 'staff-activity', id: battleId, battleId, to: { staff: true } });
  }

  function changed(battleId: number): void {
    const waiting = quiet.get(battleId);
    if (waiting) {
      waiting.changedSince = true;
      return;
    }
    void publish(battleId);
    const timer = setTimeout(() => {
      const ended = quiet.get(battleId);
      quiet.delete(battleId);
      if (ended?.changedSince) changed(battleId);
    }, intervalMs);
    timer.unref();
    quiet.set(battleId, { timer, changedSince: false });
  }

  return {
    answerSaved(battleId, at) {
      const minute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
      const counts = counted.get(battleId) ?? new Map<number, number>();
      counts.set(minute, (counts.get(minute) ?? 0) + 1);
      counted.set(battleId, counts);
      changed(battleId);
    },
    changed,
    async close() {
      for (const { timer } of quiet.values()) clearTimeout(timer);
      quiet.clear();
      await Promise.all([...counted.keys()].map(writeCounts));
    },
  };
}

/**
 * The staff's live view's reads of task answers (docs/staff-live-view.md): the correction queue
 * of each task of a battle in three disjoint counts, and the live locks with their patrols. Both
 * read the totals the answers_totals trigger keeps on battle_task_answers, never the answers.
 */
import { and, asc, eq, gt, isNotNull, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battleTaskAnswers, battleTasks, patrols } from '../../db/schema';

/** One task's queue: delivered task answers waiting, under a live lock, corrected (and not locked). */
export interface TaskQueueCounts {
  waiting: number;
  locked: number;
  corrected: number;
}

export interface LiveLockRow {
  taskAnswerId: number;
  battleTaskId: number;
  lockedBy: number;
  lockedSince: Date | null;
  lockedUntil: Date;
  patrol: { id: number; name: string };
}

const count = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export function createNightRepository(db: Database) {
  function liveLock(now: Date): SQL | undefined {
    return and(isNotNull(battleTaskAnswers.lockedBy), gt(battleTaskAnswers.lockedUntil, now));
  }

  return {
    /** Per task of the battle with any delivered task answer. */
    async queueByTask(battleId: number, now: Date): Promise<Map<number, TaskQueueCounts>> {
      const free = not(sql`coalesce(${liveLock(now)}, false)`);
      const corrected = eq(battleTaskAnswers.scoredCount, battleTaskAnswers.answerCount);
      const rows = await db
        .select({
          battleTaskId: battleTaskAnswers.battleTaskId,
          waiting: count(and(free, lt(battleTaskAnswers.scoredCount, battleTaskAnswers.answerCount))),
          locked: count(liveLock(now)),
          corrected: count(and(free, corrected)),
        })
        .from(battleTaskAnswers)
        .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
        .where(and(eq(battleTasks.battleId, battleId), gt(battleTaskAnswers.answerCount, 0)))
        .groupBy(battleTaskAnswers.battleTaskId);
      return new Map(rows.map(({ battleTaskId, ...counts }) => [battleTaskId, counts]));
    },

    /** The battle's task answers under a live lock, the longest held first. */
    async liveLocks(battleId: number, now: Date): Promise<LiveLockRow[]> {
      const rows = await db
        .select({
          taskAnswerId: battleTaskAnswers.id,
          battleTaskId: battleTaskAnswers.battleTaskId,
          lockedBy: battleTaskAnswers.lockedBy,
          lockedSince: battleTaskAnswers.lockedSince,
          lockedUntil: battleTaskAnswers.lockedUntil,
          patrol: { id: patrols.id, name: patrols.name },
        })
        .from(battleTaskAnswers)
        .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
        .innerJoin(patrols, eq(patrols.id, battleTaskAnswers.patrolId))
        .where(and(eq(battleTasks.battleId, battleId), liveLock(now)))
        .orderBy(asc(battleTaskAnswers.lockedSince), asc(battleTaskAnswers.id));
      // The condition holds both non-null; the row type does not know it.
      return rows.flatMap(({ lockedBy, lockedUntil, ...row }) => (lockedBy === null || lockedUntil === null ? [] : [{ ...row, lockedBy, lockedUntil }]));
    },
  };
}

export type NightRepository = ReturnType<typeof createNightRepository>;

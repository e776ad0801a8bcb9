/**
 * The answers each battle received per minute (table answer_arrivals, docs/staff-live-view.md):
 * a process adds what it counted by one upsert, the staff's live view reads a battle's last
 * minutes, one row per minute that had any.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answerArrivals } from '../../db/schema';

/** Answers counted in one minute, by the minute's start. */
export type MinuteCounts = ReadonlyMap<number, number>;

export function createArrivalsRepository(db: Database) {
  return {
    /** Adds the counts to the battle's minutes (every process adds to the same rows). */
    async add(battleId: number, counts: MinuteCounts): Promise<void> {
      const rows = [...counts].map(([minute, answers]) => ({ battleId, minute: new Date(minute), answers }));
      if (rows.length === 0) return;
      await db
        .insert(answerArrivals)
        .values(rows)
        .onConflictDoUpdate({
          target: [answerArrivals.battleId, answerArrivals.minute],
          set: { answers: sql`${answerArrivals.answers} + excluded.answers` },
        });
    },

    /** The battle's minutes from `from` on that received any answer, oldest first. */
    since(battleId: number, from: Date): Promise<{ minute: Date; answers: number }[]> {
      return db
        .select({ minute: answerArrivals.minute, answers: answerArrivals.answers })
        .from(answerArrivals)
        .where(and(eq(answerArrivals.battleId, battleId), gte(answerArrivals.minute, from)))
        .orderBy(asc(answerArrivals.minute));
    },
  };
}

export type ArrivalsRepository = ReturnType<typeof createArrivalsRepository>;

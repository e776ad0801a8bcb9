/**
 * Correction locks, points and notes in the database (docs/locks-and-correction.md). Every check of a
 * lock happens in the statement or transaction that acts on it, so two correctors, or two api
 * instances, can never both win: the lock is taken by one conditional UPDATE, and points are
 * written in a transaction holding the task answer's row (FOR UPDATE) after its lock was checked.
 * Row locks are taken answer first, then task answer, the order a patrol's save takes them in
 * (its answer, then the totals trigger's task answer), so the two cannot deadlock.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answerCorrections, answers, battleTaskAnswers } from '../../db/schema';
import { lockFreeFor } from './staff-answers-repository';

interface LockRecord {
  lockedBy: number;
  lockedUntil: Date;
}

/** What a change of points or of the note did: `no-lock` when the user held no live lock, `gone` for no such answer (nothing changed). */
export type PointsChange = 'saved' | 'no-lock' | 'gone';

function heldBy(userId: number, now: Date) {
  return and(eq(battleTaskAnswers.lockedBy, userId), gt(battleTaskAnswers.lockedUntil, now));
}

export function createCorrectionRepository(db: Database) {
  /** Locks the task answer's row when the user holds a live lock on it; false otherwise. */
  async function holdsLock(tx: Database, taskAnswerId: number, userId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .select({ id: battleTaskAnswers.id })
      .from(battleTaskAnswers)
      .where(and(eq(battleTaskAnswers.id, taskAnswerId), heldBy(userId, now)))
      .for('update');
    return rows.length > 0;
  }

  return {
    /** Takes the lock until `until` when it is free, expired or the user's already; null when someone else holds it. */
    async acquire(taskAnswerId: number, userId: number, now: Date, until: Date): Promise<LockRecord | null> {
      const [row] = await db
        .update(battleTaskAnswers)
        .set({
          lockedBy: userId,
          lockedUntil: until,
          // Taken again by its live holder: still held since the first taking.
          lockedSince: sql`case when ${heldBy(userId, now)} then coalesce(${battleTaskAnswers.lockedSince}, ${now}) else ${now} end`,
        })
        .where(and(eq(battleTaskAnswers.id, taskAnswerId), lockFreeFor(userId, now)))
        .returning({ id: battleTaskAnswers.id });
      return row ? { lockedBy: userId, lockedUntil: until } : null;
    },

    /** Extends the user's live lock; null when the user holds none. */
    async renew(taskAnswerId: number, userId: number, now: Date, until: Date): Promise<LockRecord | null> {
      const [row] = await db
        .update(battleTaskAnswers)
        .set({ lockedUntil: until })
        .where(and(eq(battleTaskAnswers.id, taskAnswerId), heldBy(userId, now)))
        .returning({ id: battleTaskAnswers.id });
      return row ? { lockedBy: userId, lockedUntil: until } : null;
    },

    /** Frees the task answer when the user holds a live lock on it; false otherwise. */
    async release(taskAnswerId: number, userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(battleTaskAnswers)
        .set({ lockedBy: null, lockedUntil: null, lockedSince: null })
        .where(and(eq(battleTaskAnswers.id, taskAnswerId), heldBy(userId, now)))
        .returning({ id: battleTaskAnswers.id });
      return rows.length > 0;
    },

    /** Sets one answer's points under the user's live lock, with its line in the audit trail. */
    setAnswerPoints(answerId: number, userId: number, now: Date, points: number | null): Promise<PointsChange> {
      return db.transaction(async (tx) => {
        const [answer] = await tx
          .select({ points: answers.points, taskAnswerId: answers.battleTaskAnswerId })
          .from(answers)
          .where(eq(answers.id, answerId))
          .for('update');
        if (!answer) return 'gone';
        if (!(await holdsLock(tx, answer.taskAnswerId, userId, now))) return 'no-lock';
        if (answer.points === points) return 'saved';
        await tx.update(answers).set({ points }).where(eq(answers.id, answerId));
        await tx.insert(answerCorrections).values({
          battleTaskAnswerId: answer.taskAnswerId,
          answerId,
          correctedBy: userId,
          correctedAt: now,
          oldPoints: answer.points,
          newPoints: points,
        });
        return 'saved';
      });
    },

    /** Sets the task answer's override under the user's live lock, with its line in the audit trail. */
    setOverridePoints(taskAnswerId: number, userId: number, now: Date, points: number | null): Promise<PointsChange> {
      return db.transaction(async (tx) => {
        const [taskAnswer] = await tx
          .select({ overridePoints: battleTaskAnswers.overridePoints })
          .from(battleTaskAnswers)
          .where(and(eq(battleTaskAnswers.id, taskAnswerId), heldBy(userId, now)))
          .for('update');
        if (!taskAnswer) return 'no-lock';
        if (taskAnswer.overridePoints === points) return 'saved';
        await tx.update(battleTaskAnswers).set({ overridePoints: points }).where(eq(battleTaskAnswers.id, taskAnswerId));
        await tx.insert(answerCorrections).values({
          battleTaskAnswerId: taskAnswerId,
          answerId: null,
          correctedBy: userId,
          correctedAt: now,
          oldPoints: taskAnswer.overridePoints,
          newPoints: points,
        });
        return 'saved';
      });
    },

    /** Sets the task answer's note under the user's live lock, with its line in the audit trail. */
    setNote(taskAnswerId: number, userId: number, now: Date, note: string | null): Promise<PointsChange> {
      return db.transaction(async (tx) => {
        const [taskAnswer] = await tx
          .select({ note: battleTaskAnswers.note })
          .from(battleTaskAnswers)
          .where(and(eq(battleTaskAnswers.id, taskAnswerId), heldBy(userId, now)))
          .for('update');
        if (!taskAnswer) return 'no-lock';
        if (taskAnswer.note === note) return 'saved';
        await tx.update(battleTaskAnswers).set({ note }).where(eq(battleTaskAnswers.id, taskAnswerId));
        await tx.insert(answerCorrections).values({
          battleTaskAnswerId: taskAnswerId,
          answerId: null,
          correctedBy: userId,
          correctedAt: now,
          subject: 'NOTE',
          oldNote: taskAnswer.note,
          newNote: note,
        });
        return 'saved';
      });
    },
  };
}

export type CorrectionRepository = ReturnType<typeof createCorrectionRepository>;

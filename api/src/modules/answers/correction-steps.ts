/**
 * The answers' part in correcting (docs/locks-and-correction.md): the writes of a corrector's
 * lock, an answer's points and a task answer's override and note, which are this module's rows.
 * The correction module runs them (CorrectionSteps, handed in with `app.correction` at start by
 * answers-plugin.ts) with its transaction's `tx`, where it also writes its audit trail; a lock is
 * taken, renewed and released by one conditional statement each, so its check and its change are
 * one and two correctors, or two api instances, can never both win.
 */
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { answers, battleTaskAnswers } from '../../db/schema';
import type { CorrectionSteps } from '../correction';

/** Free for the user: no lock, an expired one, or the user's own. */
export function lockFreeFor(userId: number, now: Date): SQL | undefined {
  return or(isNull(battleTaskAnswers.lockedBy), lte(battleTaskAnswers.lockedUntil, now), eq(battleTaskAnswers.lockedBy, userId));
}

/** Under the user's live lock. */
function heldBy(userId: number, now: Date) {
  return and(eq(battleTaskAnswers.lockedBy, userId), gt(battleTaskAnswers.lockedUntil, now));
}

export const answerCorrectionSteps: CorrectionSteps = {
  async acquireLock(tx, taskAnswerId, userId, now, until) {
    const rows = await tx
      .update(battleTaskAnswers)
      .set({
        lockedBy: userId,
        lockedUntil: until,
        // Taken again by its live holder: still held since the first taking.
        lockedSince: sql`case when ${heldBy(userId, now)} then coalesce(${battleTaskAnswers.lockedSince}, ${now}) else ${now} end`,
      })
      .where(and(eq(battleTaskAnswers.id, taskAnswerId), lockFreeFor(userId, now)))
      .returning({ id: battleTaskAnswers.id });
    return rows.length > 0;
  },

  async renewLock(tx, taskAnswerId, userId, now, until) {
    const rows = await tx
      .update(battleTaskAnswers)
      .set({ lockedUntil: until })
      .where(and(eq(battleTaskAnswers.id, taskAnswerId), heldBy(userId, now)))
      .returning({ id: battleTaskAnswers.id });
    return rows.length > 0;
  },

  async releaseLock(tx, taskAnswerId, userId, now) {
    const rows = await tx
      .update(battleTaskAnswers)
      .set({ lockedBy: null, lockedUntil: null, lockedSince: null })
      .where(and(eq(battleTaskAnswers.id, taskAnswerId), heldBy(userId, now)))
      .returning({ id: battleTaskAnswers.id });
    return rows.length > 0;
  },

  async holdAnswer(tx, answerId) {
    const [answer] = await tx
      .select({ points: answers.points, taskAnswerId: answers.battleTaskAnswerId })
      .from(answers)
      .where(eq(answers.id, answerId))
      .for('update');
    return answer ?? null;
  },

  async holdLocked(tx, taskAnswerId, userId, now) {
    const [taskAnswer] = await tx
      .select({ overridePoints: battleTaskAnswers.overridePoints, note: battleTaskAnswers.note })
      .from(battleTaskAnswers)
      .where(and(eq(battleTaskAnswers.id, taskAnswerId), heldBy(userId, now)))
      .for('update');
    return taskAnswer ?? null;
  },

  async setAnswerPoints(tx, answerId, points) {
    await tx.update(answers).set({ points }).where(eq(answers.id, answerId));
  },

  async setOverridePoints(tx, taskAnswerId, overridePoints) {
    await tx.update(battleTaskAnswers).set({ overridePoints }).where(eq(battleTaskAnswers.id, taskAnswerId));
  },

  async setNote(tx, taskAnswerId, note) {
    await tx.update(battleTaskAnswers).set({ note }).where(eq(battleTaskAnswers.id, taskAnswerId));
  },
};

/**
 * Correction locks, points and notes in the database (docs/locks-and-correction.md). The lock,
 * the points, the override and the note are columns of the answers module's rows, written by its
 * steps (CorrectionSteps) inside this module's statements and transactions; the audit trail is
 * this module's own table. Every check of a lock happens in the statement or transaction that acts
 * on it, so two correctors, or two api instances, can never both win: the lock is taken by one
 * conditional UPDATE, and points are written in a transaction holding the task answer's row (FOR
 * UPDATE) after its lock was checked. Row locks are taken answer first, then task answer, the
 * order a patrol's save takes them in (its answer, then the totals trigger's task answer), so the
 * two cannot deadlock.
 */
import type { Database } from '../../db/database';
import { answerCorrections } from '../../db/schema';

/**
 * What the module whose rows are corrected (the answers module, registered after this one) does
 * with the `tx` it is given: this module's transaction, or its database for a lock's one statement.
 */
export interface CorrectionSteps {
  /** Takes the lock until `until` when it is free, expired or the user's already, in one statement; false when someone else holds it. */
  acquireLock(tx: Database, taskAnswerId: number, userId: number, now: Date, until: Date): Promise<boolean>;
  /** Extends the user's live lock, in one statement; false when the user holds none. */
  renewLock(tx: Database, taskAnswerId: number, userId: number, now: Date, until: Date): Promise<boolean>;
  /** Frees the task answer when the user holds a live lock on it, in one statement; false otherwise. */
  releaseLock(tx: Database, taskAnswerId: number, userId: number, now: Date): Promise<boolean>;
  /** Holds (FOR UPDATE) the answer's row: its points and its task answer; null for no such answer. */
  holdAnswer(tx: Database, answerId: number): Promise<{ points: number | null; taskAnswerId: number } | null>;
  /** Holds (FOR UPDATE) the task answer's row when the user holds a live lock on it: its override and note; null otherwise. */
  holdLocked(tx: Database, taskAnswerId: number, userId: number, now: Date): Promise<{ overridePoints: number | null; note: string | null } | null>;
  setAnswerPoints(tx: Database, answerId: number, points: number | null): Promise<void>;
  setOverridePoints(tx: Database, taskAnswerId: number, points: number | null): Promise<void>;
  setNote(tx: Database, taskAnswerId: number, note: string | null): Promise<void>;
}

interface LockRecord {
  lockedBy: number;
  lockedUntil: Date;
}

/** What a change of points or of the note did: `no-lock` when the user held no live lock, `gone` for no such answer (nothing changed). */
export type PointsChange = 'saved' | 'no-lock' | 'gone';

export function createCorrectionRepository(db: Database) {
  return {
    /** Takes the lock until `until` when it is free, expired or the user's already; null when someone else holds it. */
    async acquire(steps: CorrectionSteps, taskAnswerId: number, userId: number, now: Date, until: Date): Promise<LockRecord | null> {
      return (await steps.acquireLock(db, taskAnswerId, userId, now, until)) ? { lockedBy: userId, lockedUntil: until } : null;
    },

    /** Extends the user's live lock; null when the user holds none. */
    async renew(steps: CorrectionSteps, taskAnswerId: number, userId: number, now: Date, until: Date): Promise<LockRecord | null> {
      return (await steps.renewLock(db, taskAnswerId, userId, now, until)) ? { lockedBy: userId, lockedUntil: until } : null;
    },

    /** Frees the task answer when the user holds a live lock on it; false otherwise. */
    release(steps: CorrectionSteps, taskAnswerId: number, userId: number, now: Date): Promise<boolean> {
      return steps.releaseLock(db, taskAnswerId, userId, now);
    },

    /** Sets one answer's points under the user's live lock, with its line in the audit trail. */
    setAnswerPoints(steps: CorrectionSteps, answerId: number, userId: number, now: Date, points: number | null): Promise<PointsChange> {
      return db.transaction(async (tx) => {
        const answer = await steps.holdAnswer(tx, answerId);
        if (!answer) return 'gone';
        if (!(await steps.holdLocked(tx, answer.taskAnswerId, userId, now))) return 'no-lock';
        if (answer.points === points) return 'saved';
        await steps.setAnswerPoints(tx, answerId, points);
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
    setOverridePoints(steps: CorrectionSteps, taskAnswerId: number, userId: number, now: Date, points: number | null): Promise<PointsChange> {
      return db.transaction(async (tx) => {
        const taskAnswer = await steps.holdLocked(tx, taskAnswerId, userId, now);
        if (!taskAnswer) return 'no-lock';
        if (taskAnswer.overridePoints === points) return 'saved';
        await steps.setOverridePoints(tx, taskAnswerId, points);
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
    setNote(steps: CorrectionSteps, taskAnswerId: number, userId: number, now: Date, note: string | null): Promise<PointsChange> {
      return db.transaction(async (tx) => {
        const taskAnswer = await steps.holdLocked(tx, taskAnswerId, userId, now);
        if (!taskAnswer) return 'no-lock';
        if (taskAnswer.note === note) return 'saved';
        await steps.setNote(tx, taskAnswerId, note);
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

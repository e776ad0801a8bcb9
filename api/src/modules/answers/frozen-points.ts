/**
 * The points as they were at a battle's freeze (docs/results.md), from the audit trail of
 * correcting: every change of points made after the freeze is undone. An answer or an override
 * changed after it takes the old points of its first change after it; a task answer's sum of
 * answer points moves by the same difference. A patrol cannot change its answers once it sees
 * points (after the task's availableTo), so for what a patrol sees this is exact. The correction
 * module reads its audit trail's first changes after the freeze (`app.correction.firstChangesAfter`).
 */
import type { BattleTaskAnswerRecord } from './answers-repository';

/** The first change after the freeze of one answer's points (answerId) or of a task answer's override (answerId null). */
export interface FirstChangeAfter {
  battleTaskAnswerId: number;
  answerId: number | null;
  /** The points before that change: the points at the freeze. */
  oldPoints: number | null;
  /** The answer's points now (null for an override). */
  currentPoints: number | null;
}

export interface FrozenPoints {
  /** The answer's points at the freeze, for the answers changed after it. */
  answerPoints(answerId: number, current: number | null): number | null;
  /** The task answer's override and sum of answer points at the freeze. */
  taskAnswer<T extends Pick<BattleTaskAnswerRecord, 'id' | 'overridePoints' | 'answerPoints'>>(record: T): T;
}

export function frozenPoints(changes: readonly FirstChangeAfter[]): FrozenPoints {
  const answers = new Map<number, number | null>();
  const overrides = new Map<number, number | null>();
  const sumChange = new Map<number, number>();
  for (const change of changes) {
    if (change.answerId === null) {
      overrides.set(change.battleTaskAnswerId, change.oldPoints);
      continue;
    }
    answers.set(change.answerId, change.oldPoints);
    const difference = (change.currentPoints ?? 0) - (change.oldPoints ?? 0);
    sumChange.set(change.battleTaskAnswerId, (sumChange.get(change.battleTaskAnswerId) ?? 0) + difference);
  }
  return {
    answerPoints: (answerId, current) => (answers.has(answerId) ? (answers.get(answerId) ?? null) : current),
    taskAnswer: (record) => ({
      ...record,
      overridePoints: overrides.has(record.id) ? (overrides.get(record.id) ?? null) : record.overridePoints,
      answerPoints: record.answerPoints - (sumChange.get(record.id) ?? 0),
    }),
  };
}

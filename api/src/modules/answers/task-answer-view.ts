/**
 * A task answer as the GraphQL BattleTaskAnswer, for the patrol's own view and the staff's (the
 * correction module's) alike.
 * Its totals come from the row (kept by the answers_totals trigger) and the task-points arithmetic
 * of scoring.ts; its answers and corrections are resolved only when asked for.
 */
import type { AnswerLock, PatrolSummary } from '../../generated/graphql';
import type { BattleTaskRecord } from '../tasks';
import type { BattleTaskAnswerRecord } from './answers-repository';
import type { FrozenPoints } from './frozen-points';
import { latePenalty, taskPoints } from './scoring';

/**
 * Who is looking: the patrol sees points and the note when the battle's feedback setting lets it,
 * the points as they were at the freeze while the battle is frozen (`frozen`); staff see them at
 * once and live, and the lock and corrections.
 */
interface TaskAnswerAudience {
  showPoints: boolean;
  staff: boolean;
  frozen: { at: Date; points: FrozenPoints } | null;
}

export interface BattleTaskAnswerView {
  id: string;
  battleTaskID: string;
  patrol: PatrolSummary;
  corrected: boolean;
  points: number | null;
  overridePoints: number | null;
  frozenAt: Date | null;
  latePenalty: number;
  note: string | null;
  lastAnswerReceived: Date;
  task: BattleTaskRecord;
  lock: AnswerLock | null;
  /** The row, for the answers and corrections resolved on demand. */
  record: BattleTaskAnswerRecord;
  audience: TaskAnswerAudience;
}

/** Corrected when every delivered answer has points (and there is one). */
function isCorrected(record: Pick<BattleTaskAnswerRecord, 'answerCount' | 'scoredCount'>): boolean {
  return record.answerCount > 0 && record.scoredCount === record.answerCount;
}

/** The task's points for the task answer: overridePoints, else the answers' sum, minus the late penalty, never below 0. */
function pointsOf(
  record: Pick<BattleTaskAnswerRecord, 'overridePoints' | 'answerPoints' | 'lastAnswerReceived'>,
  close: Date,
): { points: number; penalty: number } {
  const penalty = record.lastAnswerReceived ? latePenalty(close, [record.lastAnswerReceived]) : 0;
  return { points: taskPoints({ overridePoints: record.overridePoints, answerPoints: [record.answerPoints], latePenalty: penalty }), penalty };
}

export function toTaskAnswerView(
  record: BattleTaskAnswerRecord,
  patrol: PatrolSummary,
  task: BattleTaskRecord,
  audience: TaskAnswerAudience,
  lock: AnswerLock | null,
): BattleTaskAnswerView {
  const { points, penalty } = pointsOf(record, task.close);
  return {
    id: String(record.id),
    battleTaskID: String(record.battleTaskId),
    patrol,
    corrected: isCorrected(record),
    points: audience.showPoints ? points : null,
    overridePoints: audience.showPoints ? record.overridePoints : null,
    frozenAt: audience.frozen?.at ?? null,
    latePenalty: penalty,
    note: audience.showPoints ? record.note : null,
    // A task answer whose only answer is a pending upload has no delivered answer yet.
    lastAnswerReceived: record.lastAnswerReceived ?? record.createdAt,
    task,
    lock: audience.staff ? lock : null,
    record,
    audience,
  };
}

/**
 * The task-points arithmetic (docs/answers-and-windows.md), pure so the answer views and the
 * results build compute it alike: a late penalty of one point per started minute between
 * close and the last answer received after close, and the task's points as overridePoints
 * if set, else the sum of the answers' points, minus the penalty, never below 0.
 */
const MINUTE_MS = 60_000;

/** Minutes (rounded up) from close to the latest answer after close; 0 when none is late. */
export function latePenalty(close: Date, answersReceived: readonly Date[]): number {
  const last = Math.max(...answersReceived.map((received) => received.getTime()));
  return Number.isFinite(last) ? penaltyForLateness(last - close.getTime()) : 0;
}

/** The penalty of a last answer `lateMs` after close (0 or less: on time). */
export function penaltyForLateness(lateMs: number): number {
  return lateMs > 0 ? Math.ceil(lateMs / MINUTE_MS) : 0;
}

/** Unset answer points count as 0 (not yet corrected). */
export function taskPoints(input: { overridePoints: number | null; answerPoints: readonly (number | null)[]; latePenalty: number }): number {
  const base = input.overridePoints ?? input.answerPoints.reduce<number>((sum, points) => sum + (points ?? 0), 0);
  return Math.max(0, base - input.latePenalty);
}

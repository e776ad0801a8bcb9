/** The api's range for points, given per answer or for the whole task. */
export const POINTS_MIN = -1000;
export const POINTS_MAX = 1000;

/** Points as a corrector may give them: an integer in range, or null for none. */
export function isValidPoints(value: number | null): boolean {
  return value === null || (Number.isInteger(value) && value >= POINTS_MIN && value <= POINTS_MAX);
}

/**
 * The task's points as the api computes them (docs/answers-and-windows.md): the override when
 * set, else the sum of the answers' points, minus the late penalty (one point per started
 * minute after close) in both cases; never below 0. Used to show the total while the corrector types.
 */
export function taskTotal(answerPoints: (number | null)[], overridePoints: number | null, latePenalty: number): number {
  const base = overridePoints ?? answerPoints.reduce<number>((total, points) => total + (points ?? 0), 0);
  return Math.max(0, base - latePenalty);
}

/** The three times of a task, in the order they must come: it opens, closes, and takes late answers until availableTo. */
export const taskTimeKeys = ['availableFrom', 'close', 'availableTo'] as const;

export type TaskTimeKey = (typeof taskTimeKeys)[number];
export type TaskTimes = Partial<Record<TaskTimeKey, string>>;

export interface TimelinePoint {
  key: TaskTimeKey;
  time: string;
  /** Where on the bar, 0 (the earliest time) to 1 (the latest). */
  position: number;
  /** True when the time is not where its place in the order puts it. */
  misplaced: boolean;
}

/**
 * The times that are set, earliest first, placed on one bar. Equal times keep their order (an
 * equal open and close is allowed); any time out of its place is marked, so a wrong order shows
 * on the bar before the task is saved.
 */
export function timelinePoints(times: TaskTimes): TimelinePoint[] {
  const present = taskTimeKeys.flatMap((key) => {
    const time = times[key];
    return time ? [{ key, time, at: Date.parse(time) }] : [];
  });
  const sorted = [...present].sort((a, b) => a.at - b.at);
  const first = sorted[0]?.at ?? 0;
  const span = (sorted[sorted.length - 1]?.at ?? 0) - first;
  return sorted.map((point, index) => ({
    key: point.key,
    time: point.time,
    position: span > 0 ? (point.at - first) / span : 0,
    misplaced: present[index]?.key !== point.key,
  }));
}

/** Whether the times that are set come in the required order. */
export function timesInOrder(times: TaskTimes): boolean {
  return timelinePoints(times).every((point) => !point.misplaced);
}

/** Minutes of late delivery (availableTo minus close), when both are set and in order. */
export function lateMinutes(times: TaskTimes): number | null {
  if (!times.close || !times.availableTo) return null;
  const minutes = (Date.parse(times.availableTo) - Date.parse(times.close)) / 60_000;
  return minutes >= 0 ? Math.round(minutes) : null;
}

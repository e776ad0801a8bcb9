import { timings } from '@usb/schema/domain';

export type CountdownState =
  { phase: 'counting'; days: number; hours: number; minutes: number; seconds: number } | { phase: 'running' } | { phase: 'finished' };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The countdown at `now` for an event starting at `start`: the time left
 * before the start, 'running' from the start for 3.5 hours, then finished. Seconds are rounded
 * up, so the last second before the start shows 1 and not 0.
 */
export function countdownState(start: number, now: number): CountdownState {
  const left = start - now;
  if (left > 0) {
    const total = Math.ceil(left / SECOND) * SECOND;
    return {
      phase: 'counting',
      days: Math.floor(total / DAY),
      hours: Math.floor((total % DAY) / HOUR),
      minutes: Math.floor((total % HOUR) / MINUTE),
      seconds: Math.floor((total % MINUTE) / SECOND),
    };
  }
  return -left < timings.eventRunningWindow ? { phase: 'running' } : { phase: 'finished' };
}

/**
 * A patrol's pace on event night, from the site's own timings: the open-task strip polls every
 * `timings.openTaskPolling` (30 s), and the task view saves a text answer once the typing has
 * paused for the autosave debounce (0.6 s single-line, 1.2 s textarea). How long a patrol types
 * between pauses is an assumption: a phrase on a phone, TYPING_PHRASE_MS. The closed loop keeps
 * the resulting poll:save ratio, and the report compares its rate with this real pace.
 */
import { timings } from '@usb/schema/domain';

/** Typing one phrase before pausing; the pause then lasts at least the debounce. */
export const TYPING_PHRASE_MS = 4_000;

export interface EventNightPace {
  pollIntervalMs: number;
  /** Mean time between two saves of a typing patrol that alternates the two text questions. */
  saveIntervalMs: number;
  /** Saves per poll, rounded: the ratio every virtual patrol keeps. */
  savesPerPoll: number;
}

function paceFromTimings(): EventNightPace {
  const meanDebounceMs = (timings.stringAutosaveSingleLine + timings.stringAutosaveTextArea) / 2;
  const saveIntervalMs = TYPING_PHRASE_MS + meanDebounceMs;
  return {
    pollIntervalMs: timings.openTaskPolling,
    saveIntervalMs,
    savesPerPoll: Math.max(1, Math.round(timings.openTaskPolling / saveIntervalMs)),
  };
}

export const eventNightPace = paceFromTimings();

/** Requests per second that `patrols` patrols send at real pace (one poll and its saves per poll interval). */
export function eventPaceRequestsPerSecond(patrols: number, pace: EventNightPace = eventNightPace): number {
  return (patrols * (1 + pace.savesPerPoll)) / (pace.pollIntervalMs / 1000);
}

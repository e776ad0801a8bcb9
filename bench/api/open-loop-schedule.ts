/**
 * When each request of the open loop is due: every patrol polls the open-task strip once per
 * poll interval (30 s) and autosaves `savesPerPoll` times (6) spread evenly over it, each series
 * at a random phase of its own, as thousands of browsers opened at different moments would.
 * Nothing waits for an answer: the times are fixed before the load starts. A seeded generator
 * makes every run send the same schedule.
 */
import type { Operation } from './event-night-operations';
import type { EventNightPace } from './event-night-pace';

export interface DueRequest {
  /** ms after the start of the load. */
  at: number;
  patrol: number;
  operation: Operation;
}

/** mulberry32: a small seeded generator, enough to spread phases. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every request `patrols` patrols send in the first `durationMs`, in the order they are due. */
export function scheduleEventNight(patrols: number, durationMs: number, pace: EventNightPace, seed = 1): DueRequest[] {
  const random = seededRandom(seed);
  const saveEveryMs = pace.pollIntervalMs / pace.savesPerPoll;
  const due: DueRequest[] = [];
  for (let patrol = 0; patrol < patrols; patrol += 1) {
    for (let at = random() * pace.pollIntervalMs; at < durationMs; at += pace.pollIntervalMs) due.push({ at, patrol, operation: 'poll' });
    for (let at = random() * saveEveryMs; at < durationMs; at += saveEveryMs) due.push({ at, patrol, operation: 'save' });
  }
  return due.sort((first, second) => first.at - second.at);
}

/**
 * How often the staff screens ask again while open (the queue, the task counts, the results
 * preview): often enough to follow the other correctors, rarely enough for a busy event night.
 */
export const STAFF_REFRESH_MS = 15_000;

/**
 * Apollo's skipPollAttempt for those polls: a tab in the background does not ask (a corrector
 * may keep several open); the next poll after it is shown again brings it up to date.
 */
export const skipWhileHidden = (): boolean => document.visibilityState === 'hidden';

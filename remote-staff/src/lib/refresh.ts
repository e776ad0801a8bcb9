/**
 * How often the staff screens ask again while open (the queue, the task counts, the results
 * preview): often enough to follow the other correctors, rarely enough for a busy event night.
 */
export const STAFF_REFRESH_MS = 15_000;

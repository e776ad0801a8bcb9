/**
 * A bounded retry of an idempotent statement across a database that was out of reach for a
 * moment (docs/failover.md). A failover shows itself to the api as connections reset or
 * terminated by a server shutting down, new ones refused or cut until the address points at the
 * new primary, and a server still in recovery refusing a write: failures `isDatabaseUnavailable`
 * (database-unavailable.ts) recognises. A statement cut by one of them may or may not have
 * committed, so only a statement that gives the same result when it runs twice (an upsert of
 * the same content) may be retried. When the budget is spent the last failure is thrown, which
 * the error handlers answer 503 UNAVAILABLE.
 */
import { isDatabaseUnavailable } from './database-unavailable';

export interface RetryBudget {
  /** The wait before the first retry; each further one waits twice as long. */
  firstDelayMs: number;
  /** No retry starts later than this after the first try began. */
  totalMs: number;
}

/** The autosave's budget: a failover of a few seconds is ridden out inside the request. */
export const SAVE_RETRY: RetryBudget = { firstDelayMs: 100, totalMs: 5_000 };

/** Runs `work`, and again with backoff while it fails for want of the database, within the budget. */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, budget: RetryBudget): Promise<T> {
  const started = Date.now();
  let delayMs = budget.firstDelayMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delayMs - started > budget.totalMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs *= 2;
    }
  }
}

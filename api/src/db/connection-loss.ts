/**
 * Which database failures are the connection's, not the statement's, and a bounded retry of an
 * idempotent statement across them (docs/failover.md). A failover shows itself to the api as
 * these: open connections reset or terminated by a server shutting down, new ones refused or
 * cut until the address points at the new primary, and a server still in recovery refusing a
 * write. A statement cut by one of them may or may not have committed, so only a statement that
 * gives the same result when it runs twice (an upsert of the same content) may be retried.
 */

/** SQLSTATE classes and codes of a server going away or not yet taking writes. */
const LOST_STATES = new Set(['57P01', '57P02', '57P03', '25006']);
/** Socket errors of an address with nobody (or nobody reachable) behind it. */
const LOST_SOCKETS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres' own words for a connection that ended under a query or a connect. */
const LOST_MESSAGES = /^(Connection terminated|Client has encountered a connection error)/;

function property(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/** True when the failure says the database was out of reach, not that the statement was wrong. */
export function isConnectionLoss(error: unknown): boolean {
  const code = property(error, 'code');
  if (typeof code === 'string' && (LOST_STATES.has(code) || code.startsWith('08') || LOST_SOCKETS.has(code))) return true;
  const message = property(error, 'message');
  if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  // drizzle wraps the driver's error as its cause.
  const cause = property(error, 'cause');
  return cause !== undefined && cause !== error && isConnectionLoss(cause);
}

export interface RetryBudget {
  /** The wait before the first retry; each further one waits twice as long. */
  firstDelayMs: number;
  /** No retry starts later than this after the first try began; the last failure is thrown then. */
  totalMs: number;
}

/** The autosave's budget: a failover of a few seconds is ridden out inside the request. */
export const SAVE_RETRY: RetryBudget = { firstDelayMs: 100, totalMs: 5_000 };

/** Runs `work` and runs it again after a connection loss, with backoff, within the budget. */
export async function retryOnConnectionLoss<T>(work: () => Promise<T>, budget: RetryBudget): Promise<T> {
  const started = Date.now();
  let delayMs = budget.firstDelayMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() + delayMs - started > budget.totalMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs *= 2;
    }
  }
}

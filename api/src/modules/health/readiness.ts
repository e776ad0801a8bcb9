/**
 * Whether this process should get traffic (GET /api/ready, for the load balancer), as against
 * whether it lives (GET /api/health). Ready means: not draining, the database answers within
 * READY_TIMEOUT_MS, and the cache invalidation listener is connected (on PGlite it always is).
 * Draining starts when the process is told to shut down; from then on it stays unready while it
 * still serves, so the balancer moves its traffic elsewhere before the port closes.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The database's answer to `select 1` is awaited this long; a balancer's check should allow a little more. */
export const READY_TIMEOUT_MS = 1_000;

export type UnreadyReason = 'draining' | 'database' | 'listener';

export type Readiness = { status: 'ready' } | { status: 'unready'; reasons: UnreadyReason[] };

/** The process's draining flag: set once, never cleared (a drained process closes). */
export class DrainState {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
  }
}

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const probe = app.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(app: FastifyInstance, drain: DrainState): Promise<Readiness> {
  if (drain.draining) return { status: 'unready', reasons: ['draining'] };
  const reasons: UnreadyReason[] = [];
  if (!(await databaseAnswers(app))) reasons.push('database');
  if (!app.invalidation.listening) reasons.push('listener');
  return reasons.length === 0 ? { status: 'ready' } : { status: 'unready', reasons };
}

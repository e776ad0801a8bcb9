/**
 * GET /api/health: 200 when the database answers (liveness, for start scripts).
 * GET /api/ready: 200 `{ status: 'ready' }` or 503 `{ status: 'unready', reasons }` (readiness.ts),
 * for the load balancer's check; never cached.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { restPaths } from '@usb/schema/rest';
import { readiness, type DrainState } from './readiness';

/** Not in @usb/contracts: only balancers and operators call it. */
export const READY_PATH = '/api/ready';

export function healthRoutes(app: FastifyInstance, drain: DrainState): void {
  app.get(restPaths.health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  app.get(READY_PATH, async (_request, reply) => {
    const answer = await readiness(app, drain);
    return reply
      .code(answer.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
}

/** GET /api/health: 200 when the database answers, for load balancers and start scripts. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { restPaths } from '@usb/contracts/rest';

export function healthRoutes(app: FastifyInstance): void {
  app.get(restPaths.health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}

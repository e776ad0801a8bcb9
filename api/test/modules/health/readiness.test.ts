/**
 * GET /api/ready, the load balancer's check: ready while the database answers and the cache
 * invalidation listener is connected, 503 with the reasons otherwise (the database and the
 * listener cut off are proved in bench/faults/database-outage.test.ts; the process's drain in
 * test/server/draining.test.ts), never cached; /api/health stays the plain liveness answer.
 */
import { engines } from '../../support/storage';
import { useSite } from '../../support/site';

describe.each(engines)('readiness (%s)', (engine) => {
  const site = useSite(engine);

  it('answers ready, uncached, beside the liveness answer', async () => {
    const ready = await site.client.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await site.client.get('/api/health')).body).toEqual({ status: 'ok' });
  });

  it('answers unready while draining, and goes on serving', async () => {
    site.app.drain.start();
    const unready = await site.client.get('/api/ready');
    expect(unready.status).toBe(503);
    expect(unready.body).toEqual({ status: 'unready', reasons: ['draining'] });
    const health = await site.client.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
  });
});

/**
 * The retry of an idempotent statement across a lost connection (src/db/retry-unavailable.ts), on
 * the PostgreSQL at 127.0.0.1:5432 through the fault proxy: a statement whose connection is reset
 * under it runs again once the route is back; a statement's own error is not retried; a route that
 * stays down fails the call after the budget, not later.
 */
import { Pool } from 'pg';
import { isDatabaseUnavailable } from '../../src/db/database-unavailable';
import { retryWhileUnavailable } from '../../src/db/retry-unavailable';
import { FaultProxy } from '../support/fault-proxy';
import { describeOnPostgres } from '../support/storage';

const BUDGET = { firstDelayMs: 50, totalMs: 1_500 };

describeOnPostgres('retry while the database is out of reach', () => {
  let proxy: FaultProxy;
  let pool: Pool;

  beforeAll(async () => {
    proxy = await FaultProxy.start({ host: '127.0.0.1', port: 5432 });
    pool = new Pool({ connectionString: `postgres://postgres@${proxy.address}/test`, max: 2 });
    pool.on('error', () => undefined);
  });

  afterAll(async () => {
    await pool.end();
    await proxy.close();
  });

  it('runs the statement again once the connection cut under it is back', async () => {
    let runs = 0;
    const answer = retryWhileUnavailable(async () => {
      runs += 1;
      return (await pool.query<{ one: number }>('select pg_sleep(0.3), 1 as one')).rows[0]?.one;
    }, BUDGET);
    setTimeout(() => proxy.cut(), 100);
    setTimeout(() => proxy.heal(), 250);
    await expect(answer).resolves.toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('does not retry a statement the database refused', async () => {
    let runs = 0;
    const failed = retryWhileUnavailable(async () => {
      runs += 1;
      return pool.query('select * from no_such_table');
    }, BUDGET);
    await expect(failed).rejects.toMatchObject({ code: '42P01' });
    expect(runs).toBe(1);
  });

  it('gives up after its budget while the route stays down, with the loss as the error', async () => {
    proxy.cut();
    const started = Date.now();
    const failure: unknown = await retryWhileUnavailable(() => pool.query('select 1'), BUDGET).catch((error: unknown) => error);
    proxy.heal();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(BUDGET.totalMs + 500);
  });
});

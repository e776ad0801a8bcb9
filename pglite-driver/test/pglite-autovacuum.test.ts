import { sql } from 'drizzle-orm';
import { maintainWhereDue, startAutovacuum, type MaintainedTable } from '../src/pglite-autovacuum';
import { openTestDatabase, selectRows, type TestDatabase } from './support/database';

/** The embedded database's stand-in for PostgreSQL's autovacuum (src/pglite-autovacuum.ts). */
describe('autovacuum on the embedded database', () => {
  let handle: TestDatabase<Record<string, never>>;

  beforeAll(async () => {
    handle = await openTestDatabase({});
  });

  afterAll(async () => {
    await handle.dispose();
  });

  async function makeTable(name: string, rows: number): Promise<void> {
    await handle.db.execute(sql`create table ${sql.identifier(name)} (id int primary key, n int not null)`);
    await handle.db.execute(sql`insert into ${sql.identifier(name)} select g, 0 from generate_series(1, ${rows}) g`);
  }

  /** PostgreSQL publishes a statement's table statistics when it next goes idle, at most once a second unless asked. */
  async function flushStatistics(): Promise<void> {
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    await handle.db.execute(sql`select 1`);
  }

  async function deadRows(name: string): Promise<number> {
    const [row] = await selectRows<{ dead: string }>(handle.db, sql`select n_dead_tup as dead from pg_stat_user_tables where relname = ${name}`);
    return Number(row?.dead);
  }

  const actionsOn = (done: MaintainedTable[], name: string) => done.filter((entry) => entry.table === name).map((entry) => entry.action);

  it('vacuums a table whose updates left more dead rows than 50 + 20 % of its live ones, and then leaves it alone', async () => {
    await makeTable('churned', 1000);
    for (let round = 0; round < 3; round += 1) await handle.db.execute(sql`update churned set n = n + 1`);
    await flushStatistics();
    expect(await deadRows('churned')).toBeGreaterThan(1000);

    expect(actionsOn(await maintainWhereDue(handle.db), 'churned')).toEqual(['vacuum']);
    await flushStatistics();
    expect(await deadRows('churned')).toBe(0);
    expect(actionsOn(await maintainWhereDue(handle.db), 'churned')).toEqual([]);
    // The rows are all there, with every update.
    const [sum] = await selectRows<{ total: string }>(handle.db, sql`select sum(n) as total from churned`);
    expect(Number(sum?.total)).toBe(3000);
  });

  it('analyzes a table with many new rows, and leaves one with a few changes alone', async () => {
    await makeTable('grown', 1000);
    await flushStatistics();
    expect(actionsOn(await maintainWhereDue(handle.db), 'grown')).toEqual(['analyze']);
    await handle.db.execute(sql`update grown set n = 1 where id <= 10`);
    await flushStatistics();
    expect(actionsOn(await maintainWhereDue(handle.db), 'grown')).toEqual([]);
  });

  it('runs by itself every interval until stopped, and requests keep working meanwhile', async () => {
    await makeTable('busy', 500);
    const rounds: MaintainedTable[][] = [];
    const errors: unknown[] = [];
    const stop = startAutovacuum(handle.db, { intervalMs: 50, onMaintained: (done) => rounds.push(done), onError: (error) => errors.push(error) });
    try {
      for (let round = 0; round < 4; round += 1) {
        await handle.db.execute(sql`update busy set n = n + 1`);
        await flushStatistics();
      }
      const deadline = Date.now() + 5_000;
      while (!rounds.some((done) => actionsOn(done, 'busy').includes('vacuum')) && Date.now() < deadline) {
        await handle.db.execute(sql`update busy set n = n + 1 where id = 1`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(rounds.some((done) => actionsOn(done, 'busy').includes('vacuum'))).toBe(true);
      const [row] = await selectRows<{ n: number }>(handle.db, sql`select n from busy where id = 2`);
      expect(row?.n).toBe(4);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
    // Stopped: churn that would be due stays untouched.
    const after = rounds.length;
    for (let round = 0; round < 3; round += 1) await handle.db.execute(sql`update busy set n = n + 1`);
    await flushStatistics();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rounds.length).toBe(after);
    expect(await deadRows('busy')).toBeGreaterThan(1000);
  });
});

import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { selectRows } from '../../src/db/select-rows';
import { isUniqueViolation } from '../../src/db/unique-violation';
import { createStorage, type TestStorage } from '../support/storage';

/** The embedded database in its own thread (src/db/pglite-thread*.ts, pglite-connection.ts). */
describe('embedded database thread', () => {
  let storage: TestStorage;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    storage = await createStorage('pglite');
    handle = await openDatabase(storage);
    await handle.db.execute(sql`create table thread_probe (id serial primary key, name text not null constraint thread_probe_name unique)`);
  });

  afterAll(async () => {
    await handle.close();
    await storage.dispose();
  });

  beforeEach(async () => {
    await handle.db.execute(sql`truncate thread_probe`);
  });

  async function names(): Promise<string[]> {
    return (await selectRows<{ name: string }>(handle.db, sql`select name from thread_probe order by id`)).map((row) => row.name);
  }

  it('keeps a statement made during a transaction out of it: it runs after the rollback', async () => {
    let outside: Promise<string[]> | undefined;
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (name) values ('uncommitted')`);
        outside = names();
        // Give the outside statement every chance to run now, inside the transaction.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expect(outside).resolves.toEqual([]);
  });

  it('runs statements outside transactions in the order they were made', async () => {
    // drizzle runs a query when it is awaited; then() starts it without waiting for its answer.
    const inserted = handle.db.execute(sql`insert into thread_probe (name) values ('first')`).then(() => undefined);
    const read = names();
    await inserted;
    await expect(read).resolves.toEqual(['first']);
  });

  it('commits a transaction and its savepoints, rolling back only a failed nested one', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (name) values ('outer')`);
      await tx
        .transaction(async (nested) => {
          await nested.execute(sql`insert into thread_probe (name) values ('nested')`);
          throw new Error('undo nested');
        })
        .catch(() => undefined);
    });
    await expect(names()).resolves.toEqual(['outer']);
  });

  it("carries PostgreSQL's SQLSTATE and constraint on a failure", async () => {
    await handle.db.execute(sql`insert into thread_probe (name) values ('twice')`);
    const failure: unknown = await handle.db.execute(sql`insert into thread_probe (name) values ('twice')`).catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect((failure as Error).cause).toMatchObject({ code: '23505', constraint: 'thread_probe_name', table: 'thread_probe' });
  });

  it('gives values as PGlite gives them: numbers, booleans, JSON, arrays, bytes and NULL', async () => {
    const rows = await selectRows(
      handle.db,
      sql`select ${41}::int + 1 as answer, ${true}::bool as yes, ${JSON.stringify({ a: [1] })}::jsonb as doc, ${'{1,2}'}::int[] as list,
             ${new Uint8Array([1, 255])}::bytea as bytes, ${null}::text as nothing, 9007199254740993::bigint as huge, 7::bigint as small`,
    );
    expect(rows).toEqual([
      { answer: 42, yes: true, doc: { a: [1] }, list: [1, 2], bytes: new Uint8Array([1, 255]), nothing: null, huge: 9007199254740993n, small: 7 },
    ]);
  });

  it('runs a statement it prepared before again after its table changed shape', async () => {
    await handle.db.execute(sql`insert into thread_probe (name) values ('shape')`);
    const everything = () => selectRows<Record<string, unknown>>(handle.db, sql`select * from thread_probe`);
    await everything();
    await everything();
    await handle.db.execute(sql`alter table thread_probe add column note text`);
    try {
      await expect(everything()).resolves.toEqual([{ id: expect.any(Number) as unknown, name: 'shape', note: null }]);
    } finally {
      await handle.db.execute(sql`alter table thread_probe drop column note`);
    }
  });

  it('leaves the main thread free while PostgreSQL works', async () => {
    const started = Date.now();
    const sleeping = handle.db.execute(sql`select pg_sleep(0.5)`);
    const timerLate = await new Promise<number>((resolve) => setTimeout(() => resolve(Date.now() - started - 20), 20));
    await sleeping;
    expect(timerLate).toBeLessThan(250);
  });
});

import { eq, sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { EmbeddedDatabaseError, type DataDirSnapshot } from '../src/pglite-thread';
import { openTestDatabase, selectRows, type TestDatabase } from './support/database';

/** The caller's drizzle schema: the thread knows no tables of its own. */
const probes = pgTable('thread_probe', { id: serial('id').primaryKey(), name: text('name').notNull() });
const schema = { probes };

/** The embedded database in its own thread (src/pglite-thread*.ts, pglite-connection.ts). */
describe('embedded database thread', () => {
  let handle: TestDatabase<typeof schema>;

  beforeAll(async () => {
    handle = await openTestDatabase(schema);
    await handle.db.execute(sql`create table thread_probe (id serial primary key, name text not null constraint thread_probe_name unique)`);
  });

  afterAll(async () => {
    await handle.dispose();
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
    expect((failure as Error).cause).toBeInstanceOf(EmbeddedDatabaseError);
    expect((failure as Error).cause).toMatchObject({ code: '23505', constraint: 'thread_probe_name', table: 'thread_probe' });
  });

  it("answers drizzle's queries over the schema it was given, relational ones included", async () => {
    const [made] = await handle.db.insert(probes).values({ name: 'typed' }).returning();
    expect(made).toEqual({ id: expect.any(Number), name: 'typed' });
    await handle.db.transaction(async (tx) => {
      await tx
        .update(probes)
        .set({ name: 'renamed' })
        .where(eq(probes.id, made?.id ?? 0));
    });
    await expect(handle.db.query.probes.findMany()).resolves.toEqual([{ id: made?.id, name: 'renamed' }]);
  });

  it('copies the data folder between transactions, with the facts answered just before', async () => {
    let snapshot: Promise<DataDirSnapshot> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (name) values ('in the copy')`);
      snapshot = handle.snapshot(`select count(*)::text from thread_probe`);
      // The copy waits for the transaction, as every statement from outside it does.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const copy = await snapshot;
    expect(copy?.facts).toBe('1');
    // A tar: the name of its first entry, then "ustar" at offset 257.
    expect(Buffer.from(copy?.tar.subarray(257, 262) ?? []).toString()).toBe('ustar');
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

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase } from '../../src/db/database';
import { selectRows } from '../../src/db/select-rows';
import { battles, results, roles } from '../../src/db/schema';
import { createStorage, engines } from '../support/storage';

describe.each(engines)('database (%s)', (engine) => {
  it('migrates on open, idempotently, with the fixed roles seeded', async () => {
    const storage = await createStorage(engine);
    try {
      const first = await openDatabase(storage);
      await first.close();
      const second = await openDatabase(storage);
      const seeded = await second.db.select().from(roles).orderBy(asc(roles.id));
      expect(seeded).toEqual([
        { id: 1, name: 'AdminRole' },
        { id: 2, name: 'StaffRole' },
      ]);
      await second.close();
    } finally {
      await storage.dispose();
    }
  });

  it('stores answers with room on each page (fillfactor 70) for the autosave’s heap-only updates', async () => {
    const storage = await createStorage(engine);
    const handle = await openDatabase(storage);
    try {
      const [stored] = await selectRows<{ reloptions: string[] | null }>(handle.db, sql`select reloptions from pg_class where relname = 'answers'`);
      expect(stored?.reloptions).toEqual(['fillfactor=70']);
    } finally {
      await handle.close();
      await storage.dispose();
    }
  });

  it('rewrites results stored before 0004 to the field names taskNames and taskResults, keeping their order', async () => {
    const storage = await createStorage(engine);
    const handle = await openDatabase(storage);
    const { db } = handle;
    try {
      const at = new Date('2025-11-13T17:30:00Z');
      const [battle] = await db.insert(battles).values({ name: 'USB 2025', start: at, end: at, registrationFrom: at, registrationTo: at }).returning();
      const before = {
        categories: [
          {
            category: 1,
            name: 'Spejder',
            tasks: [{ name: 'Morse' }, { name: 'Knob' }],
            patrols: [
              { name: 'Ulvene', corps: 'KFUM-Spejderne', points: [9, 1], total: 10, rank: 1 },
              { name: 'Ræven', corps: '', points: [2, 3], total: 5, rank: 2 },
            ],
          },
          { category: 2, name: 'OBG(18+)', tasks: [], patrols: [] },
        ],
      };
      await db.execute(
        sql`insert into results (battle_id, battle_name, path, published, data) values (${battle?.id}, 'USB 2025', 'usb-2025', true, ${JSON.stringify(before)}::jsonb)`,
      );
      const migration = readFileSync(join(migrationsFolder, '0004_results-spec-fields.sql'), 'utf8');
      await db.execute(sql.raw(migration));
      // A second run finds nothing of the old shape and changes nothing.
      await db.execute(sql.raw(migration));
      const [row] = await db.select({ data: results.data }).from(results);
      expect(row?.data).toEqual({
        categories: [
          {
            category: 1,
            name: 'Spejder',
            taskNames: ['Morse', 'Knob'],
            patrols: [
              { name: 'Ulvene', corps: 'KFUM-Spejderne', taskResults: [9, 1], total: 10, rank: 1 },
              { name: 'Ræven', corps: '', taskResults: [2, 3], total: 5, rank: 2 },
            ],
          },
          { category: 2, name: 'OBG(18+)', taskNames: [], patrols: [] },
        ],
      });
    } finally {
      await handle.close();
      await storage.dispose();
    }
  });
});

describe('embedded database lock', () => {
  it('refuses a second opener of the same PGlite folder while the first holds it', async () => {
    const storage = await createStorage('pglite');
    try {
      const first = await openDatabase(storage);
      // The lock holds this process's pid, which is alive: a second open must refuse.
      await expect(openDatabase(storage)).rejects.toThrow(/in use by process/);
      await first.close();
      const again = await openDatabase(storage);
      await again.close();
    } finally {
      await storage.dispose();
    }
  });
});

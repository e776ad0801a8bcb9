import { asc } from 'drizzle-orm';
import { openDatabase } from '../../src/db/database';
import { roles } from '../../src/db/schema';
import { createStorage, engines } from '../helper';

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

/**
 * A new embedded database is made by initdb in a child process, renamed into place only when
 * complete, and served with the small memory settings (src/db/pglite-setup.ts); a folder that is
 * neither empty nor a database is refused rather than overwritten.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/database';
import { PGLITE_MEMORY_SETTINGS } from '../../src/db/pglite-setup';

/** initdb of a new folder takes seconds, on a busy machine a minute. */
const INITDB_TEST_TIMEOUT_MS = 240_000;

describe('a new embedded database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'usb-api-initdb-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'is made in a child process, complete or not at all, and runs with the small memory settings',
    async () => {
      const handle = await openDatabase({ dataDir });
      try {
        const result = await handle.db.execute(
          sql`select current_setting('shared_buffers') as shared_buffers, current_setting('max_connections') as connections`,
        );
        expect(JSON.stringify(result)).toContain(`"shared_buffers":"${PGLITE_MEMORY_SETTINGS.shared_buffers}"`);
        expect(JSON.stringify(result)).toContain(`"connections":"${PGLITE_MEMORY_SETTINGS.max_connections}"`);
      } finally {
        await handle.close();
      }
      expect(readdirSync(dataDir).sort()).toEqual(['pglite']);
      expect(readdirSync(join(dataDir, 'pglite'))).toContain('PG_VERSION');
    },
    INITDB_TEST_TIMEOUT_MS,
  );

  it('refuses a folder that holds something other than a database', async () => {
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'notes.txt'), 'not a database');
    await expect(openDatabase({ dataDir })).rejects.toThrow(/neither empty nor a database/);
    expect(readdirSync(join(dataDir, 'pglite'))).toEqual(['notes.txt']);
  });
});

/**
 * A new embedded database is made by initdb in a child process, renamed into place only when
 * complete, and served with the small memory settings (src/pglite-setup.ts); a folder that is
 * neither empty nor a database is refused rather than overwritten.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ensurePgliteFolder, PGLITE_MEMORY_SETTINGS, pgliteStartParams } from '../src/pglite-setup';
import { openPgliteThread } from '../src/pglite-thread-database';
import { selectRows } from './support/database';

/** initdb of a new folder takes seconds, on a busy machine a minute. */
const INITDB_TEST_TIMEOUT_MS = 240_000;

describe('a new embedded database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'usb-pglite-initdb-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'is made in a child process, complete or not at all, and runs with the small memory settings',
    async () => {
      const directory = join(dataDir, 'pglite');
      await ensurePgliteFolder(directory);
      expect(readdirSync(dataDir)).toEqual(['pglite']);
      expect(readdirSync(directory)).toContain('PG_VERSION');
      // A database already there is left as it is.
      await ensurePgliteFolder(directory);

      const thread = await openPgliteThread(directory, pgliteStartParams(), {});
      try {
        const settings = await selectRows<{ shared_buffers: string; connections: string }>(
          thread.db,
          sql`select current_setting('shared_buffers') as shared_buffers, current_setting('max_connections') as connections`,
        );
        expect(settings).toEqual([{ shared_buffers: PGLITE_MEMORY_SETTINGS.shared_buffers, connections: PGLITE_MEMORY_SETTINGS.max_connections }]);
      } finally {
        await thread.close();
      }
    },
    INITDB_TEST_TIMEOUT_MS,
  );

  it('refuses a folder that holds something other than a database', async () => {
    const directory = join(dataDir, 'pglite');
    mkdirSync(directory);
    writeFileSync(join(directory, 'notes.txt'), 'not a database');
    await expect(ensurePgliteFolder(directory)).rejects.toThrow(/neither empty nor a database/);
    expect(readdirSync(directory)).toEqual(['notes.txt']);
  });
});

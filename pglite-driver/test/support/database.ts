/**
 * A database of its own for a test file: a copy of the empty one the global set-up made
 * (test/global-setup.ts), opened in its thread with the settings a site serves with.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { pgliteStartParams } from '../../src/pglite-setup';
import { openPgliteThread, type ThreadDatabase } from '../../src/pglite-thread-database';

export interface TestDatabase<TSchema extends Record<string, unknown>> extends ThreadDatabase<TSchema> {
  /** Closes the database and removes its folder. */
  dispose(): Promise<void>;
}

export async function openTestDatabase<TSchema extends Record<string, unknown>>(schema: TSchema): Promise<TestDatabase<TSchema>> {
  const template = process.env.USB_TEST_PGLITE_TEMPLATE;
  if (!template) throw new Error('USB_TEST_PGLITE_TEMPLATE is unset: run the tests through jest.config.js, whose global set-up makes it');
  const folder = mkdtempSync(join(tmpdir(), 'usb-pglite-driver-'));
  const directory = join(folder, 'pglite');
  cpSync(template, directory, { recursive: true });
  const thread = await openPgliteThread(directory, pgliteStartParams(), schema);
  return {
    ...thread,
    async dispose() {
      await thread.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The rows of a hand-written statement, typed by the caller (drizzle's `execute` cannot know them). */
export async function selectRows<Row>(db: { execute(statement: SQL): PromiseLike<{ rows: unknown[] }> }, statement: SQL): Promise<Row[]> {
  return (await db.execute(statement)).rows as Row[];
}

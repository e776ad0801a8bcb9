/**
 * initdb of a new database takes seconds (on a busy machine a minute), so the suite makes one
 * empty database once and each test file copies it (test/support/database.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePgliteFolder } from '../src/pglite-setup';

export default async function globalSetup(): Promise<void> {
  const directory = join(mkdtempSync(join(tmpdir(), 'usb-pglite-driver-template-')), 'pglite');
  await ensurePgliteFolder(directory);
  process.env.USB_TEST_PGLITE_TEMPLATE = directory;
}

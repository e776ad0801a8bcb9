// Creating a PGlite database runs initdb, which takes seconds here; the suite does it once
// and each test copies the empty template instead (test/support/storage.ts, createStorage).
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { PGlite } = require('@electric-sql/pglite');

module.exports = async function globalSetup() {
  const dir = join(mkdtempSync(join(tmpdir(), 'usb-api-pglite-template-')), 'pglite');
  const client = await PGlite.create(dir);
  await client.close();
  process.env.USB_TEST_PGLITE_TEMPLATE = dir;
};

const { rmSync } = require('node:fs');
const { dirname } = require('node:path');

module.exports = async function globalTeardown() {
  const dir = process.env.USB_TEST_PGLITE_TEMPLATE;
  if (dir) rmSync(dirname(dir), { recursive: true, force: true });
};

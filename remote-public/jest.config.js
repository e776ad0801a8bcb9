/** Component tests (jsdom) on the site's shared jest preset. */
const { createJestConfig } = require('@usb/contracts/federation');

module.exports = {
  ...createJestConfig({ rootDir: __dirname, setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'] }),
  // antd forms render slowly in jsdom on a shared 2-core machine.
  testTimeout: 30000,
};

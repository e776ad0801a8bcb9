/** Component tests (jsdom) on the site's shared jest preset. */
const { createJestConfig } = require('@usb/contracts/federation');

const base = createJestConfig({ rootDir: __dirname, setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'] });

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The worker factory uses import.meta.url (for webpack), which CommonJS jest cannot parse;
    // jsdom has no Worker anyway, so the stand-in answers "unsupported" as jsdom would.
    '/create-compress-worker$': '<rootDir>/src/testing/no-worker.ts',
  },
  // antd renders slowly in jsdom on a shared 2-core machine.
  testTimeout: 30000,
};

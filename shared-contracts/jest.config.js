/**
 * Unit and component tests of the contracts (the *.test.ts(x) files beside the code), on the same preset as the
 * shell and the remotes. The package's own subpaths map to the sources, so a test and the
 * module under test share one session store and one bus.
 */
const { createJestConfig } = require('@usb/build');

module.exports = createJestConfig({ rootDir: __dirname, moduleNameMapper: { '^@usb/contracts/(.*)$': '<rootDir>/src/$1' } });

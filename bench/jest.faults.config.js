/**
 * The fault tests (faults/): several api nodes behind HAProxy, a PostgreSQL standby promoted
 * under load, connections cut by the api's fault proxy, an api process killed during saves. Each
 * holds the machine's two cores for itself, so they run one at a time, after the other suites
 * (`npm run test:faults`). They import the api's sources and test support by package path
 * (`@usb/api/...`) and compile them as the api's own jest run does (its transforms, the PGlite
 * template of its global setup).
 *
 * forceExit: run in band, jest's own process starts and stops every node, HAProxy and standby,
 * and Node 20 sometimes never finishes exiting it afterwards: with every suite passed and every
 * child gone, the process spun at full CPU in Environment::CleanupHandles (seen with gdb, in CI
 * and here; nodejs/node#47748). Ending with process.exit skips that cleanup. The tests still
 * stop what they start (afterAll), and scripts/test-all.sh stops anything a phase leaves behind.
 * @type {import('jest').Config}
 */
const api = require('@usb/api/jest.config.js');

module.exports = {
  testEnvironment: api.testEnvironment,
  testMatch: api.testMatch,
  transform: api.transform,
  transformIgnorePatterns: api.transformIgnorePatterns,
  roots: ['<rootDir>/faults'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: require.resolve('@usb/api/test/global-setup.js'),
  globalTeardown: require.resolve('@usb/api/test/global-teardown.js'),
  maxWorkers: 1,
  testTimeout: 300000,
  forceExit: true,
};

/**
 * The fault tests (test/faults): several api nodes behind HAProxy, a PostgreSQL standby promoted
 * under load, connections cut by the tests' fault proxy. Each holds the machine's two cores for
 * itself, so they run one at a time, after the other suites (`npm run test:faults`).
 *
 * forceExit: run in band, jest's own process starts and stops every node, HAProxy and standby,
 * and Node 20 sometimes never finishes exiting it afterwards: with every suite passed and every
 * child gone, the process spun at full CPU in Environment::CleanupHandles (seen with gdb, in CI
 * and here; nodejs/node#47748). Ending with process.exit skips that cleanup. The tests still
 * stop what they start (afterAll), and scripts/test-all.sh stops anything a phase leaves behind.
 * @type {import('jest').Config}
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/faults'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 300000,
  forceExit: true,
};

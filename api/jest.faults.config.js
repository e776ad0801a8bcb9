/**
 * The fault tests (test/faults): several api nodes behind HAProxy, a PostgreSQL standby promoted
 * under load, connections cut by the tests' fault proxy. Each holds the machine's two cores for
 * itself, so they run one at a time, after the other suites (`npm run test:faults`).
 * @type {import('jest').Config}
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/faults'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 300000,
};

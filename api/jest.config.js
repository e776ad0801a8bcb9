/**
 * Integration tests over real HTTP against both database engines (PGlite and the
 * PostgreSQL at 127.0.0.1:5432). Two workers: the machine has two cores. The fault tests, which
 * drive the api from outside, are the bench workspace's (bench/jest.faults.config.js reuses the
 * transforms and the global setup here).
 * @type {import('jest').Config}
 */

// ESM-only dependencies: Node 20.19+ can require() them, jest cannot, so jest compiles them.
// sanitize-html itself is CommonJS but requires htmlparser2 10 and its dom* helpers, which are ESM.
const esmOnly = ['content-disposition', 'sanitize-html', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnly.join('|')})/)`],
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
  maxWorkers: 2,
  testTimeout: 60000,
};

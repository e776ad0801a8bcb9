/**
 * Unit tests of the domain rules, the validation and the csv writer: plain functions, so node
 * and ts-jest without the site's browser preset (which @usb/build holds, and it depends on this
 * package). The package's own subpaths map to the sources.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true }, diagnostics: false }] },
  moduleNameMapper: { '^@usb/schema/(.*)$': '<rootDir>/src/$1' },
  clearMocks: true,
};

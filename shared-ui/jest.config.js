/** Component tests of the kits (jsdom), on the site's jest preset; the kits' own subpaths map to the sources. */
const { createJestConfig } = require('@usb/build');

module.exports = createJestConfig({ rootDir: __dirname, moduleNameMapper: { '^@usb/ui/(.*)$': '<rootDir>/src/$1' } });

/** Component tests (jsdom) on the site's shared jest preset. */
const { createJestConfig } = require('@usb/build');

// The worker factories use import.meta.url (for webpack), which CommonJS jest cannot parse; jsdom
// has no Worker anyway, so the stand-in answers "unsupported" as jsdom would.
module.exports = createJestConfig({ rootDir: __dirname, moduleNameMapper: { '/create-(compress|heic)-worker$': '<rootDir>/src/testing/no-worker.ts' } });

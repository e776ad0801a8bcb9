/** Tests of the build plugins and loaders, on the preset this package builds (run after its build). */
const { createJestConfig } = require('./dist/cjs/jest-config');

module.exports = createJestConfig({ rootDir: __dirname });

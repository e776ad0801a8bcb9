/** Component tests (jsdom) on the site's shared jest preset. */
const { createJestConfig } = require('@usb/build');

module.exports = createJestConfig({ rootDir: __dirname });

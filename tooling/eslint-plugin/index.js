import apiModuleEntry from './lib/rules/api-module-entry.js';
import contractsBoundaries from './lib/rules/contracts-boundaries.js';
import kitsOnly from './lib/rules/kits-only.js';
import relativeWithinPackage from './lib/rules/relative-within-package.js';
import remoteBoundaries from './lib/rules/remote-boundaries.js';
import shellBoundaries from './lib/rules/shell-boundaries.js';

/**
 * The `usb` ESLint plugin: the tree's boundaries (which part may import what). Each rule finds
 * out from the file's path which part it is in, so all of them can be switched on for every file.
 * The root eslint.config.mjs sets `settings.usb.treeRoot` to the repository root.
 */
const plugin = {
  meta: { name: '@usb/eslint-plugin', version: '1.0.0' },
  rules: {
    'remote-boundaries': remoteBoundaries,
    'shell-boundaries': shellBoundaries,
    'kits-only': kitsOnly,
    'api-module-entry': apiModuleEntry,
    'contracts-boundaries': contractsBoundaries,
    'relative-within-package': relativeWithinPackage,
  },
};

export default plugin;

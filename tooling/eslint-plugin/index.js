import apiModuleEntry from './lib/rules/api-module-entry.js';
import apiPlatformBoundaries from './lib/rules/api-platform-boundaries.js';
import kitsOnly from './lib/rules/kits-only.js';
import noImportCycles from './lib/rules/no-import-cycles.js';
import packageLayers from './lib/rules/package-layers.js';
import relativeWithinPackage from './lib/rules/relative-within-package.js';
import remoteBoundaries from './lib/rules/remote-boundaries.js';
import repositoryOwnTables from './lib/rules/repository-own-tables.js';
import shellBoundaries from './lib/rules/shell-boundaries.js';
import subpathBoundaries from './lib/rules/subpath-boundaries.js';

/**
 * The `usb` ESLint plugin: the tree's boundaries (which part may import what).
 * - package-layers: which of our packages each part may import (schema at the bottom; build and
 *   ui on schema; contracts on ui and schema; the shell and the remotes on all three; the api
 *   on schema and pglite-driver only, pglite-driver on none).
 * - subpath-boundaries: @usb/contracts and @usb/ui subpaths import each other by package name.
 * - remote-boundaries, shell-boundaries: no remote imports another remote or the shell; the
 *   shell imports no remote.
 * - kits-only: antd, react-router and Apollo only through the shared kits and contracts.
 * - api-module-entry, relative-within-package: what a file may reach inside its package.
 * - api-platform-boundaries: inside api/src only app.ts, server.ts, cli.ts and the platform itself
 *   import the platform (api/src/platform/); the domain modules, plugins and helpers never do.
 * - no-import-cycles: no run-time import cycle among a package's sources (`<part>/src/`).
 * - repository-own-tables: an api module (or a part of the platform) writes only its own tables
 *   (owners by db/schema/<m>.ts or an `@owner` tag there); other modules' rows change through
 *   their services.
 * Each rule finds out from the file's path which part it is in, so all of them can be switched
 * on for every file. The root eslint.config.mjs sets `settings.usb.treeRoot` to the repository root.
 */
const plugin = {
  meta: { name: '@usb/eslint-plugin', version: '1.0.0' },
  rules: {
    'remote-boundaries': remoteBoundaries,
    'shell-boundaries': shellBoundaries,
    'kits-only': kitsOnly,
    'api-module-entry': apiModuleEntry,
    'api-platform-boundaries': apiPlatformBoundaries,
    'package-layers': packageLayers,
    'subpath-boundaries': subpathBoundaries,
    'relative-within-package': relativeWithinPackage,
    'no-import-cycles': noImportCycles,
    'repository-own-tables': repositoryOwnTables,
  },
};

export default plugin;

import { basename, dirname, join } from 'node:path';
import { importVisitors } from '../import-sources.js';
import { isInside, isRelative, partOf, resolveRelative, treeRootOf } from '../tree-layout.js';

/**
 * Inside api/src the platform (api/src/platform/: the registry, the static site, the backups, the
 * command line, the processes) sits on top of the domain: it serves and ships the site and
 * reaches the domain modules through their entries and the app's decorators, while the domain
 * modules, the shared plugins and the helpers never import it (api/src/platform/README.md). Only
 * the composition root (app.ts), the two programs (server.ts, cli.ts) and the platform itself
 * import from it. api/test is not held to this.
 * @type {import('eslint').Rule.RuleModule}
 */
const apiPlatformBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside api/src, only app.ts, server.ts, cli.ts and the platform itself import from platform/.' },
    schema: [],
    messages: {
      platform:
        "'{{request}}' reaches into the platform: the domain modules, plugins and helpers never import it (only app.ts, server.ts, cli.ts and the platform itself do); the platform uses them, not the other way round.",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    if (part?.name !== 'api') return {};
    const srcDir = join(part.root, 'src');
    const platformDir = join(srcDir, 'platform');
    if (!isInside(file, srcDir) || isInside(file, platformDir)) return {};
    if (dirname(file) === srcDir && /^(app|server|cli)\.[cm]?[jt]s$/.test(basename(file))) return {};
    return importVisitors((node, request) => {
      if (isRelative(request) && isInside(resolveRelative(file, request), platformDir)) context.report({ node, messageId: 'platform', data: { request } });
    });
  },
};

export default apiPlatformBoundaries;

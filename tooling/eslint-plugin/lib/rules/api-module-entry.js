import { join, relative, sep } from 'node:path';
import { importVisitors } from '../import-sources.js';
import { isInside, isRelative, partOf, resolveRelative, treeRootOf } from '../tree-layout.js';

/**
 * Inside api/src a module (api/src/modules/<m>/) is used only through its entry, index.ts, so
 * what it exports is a decision its owners make and its internals can change freely. Its own
 * files import each other freely. api/test and the bench (bench/) are not held to this: a test
 * tests a unit (a service, a repository) directly.
 * @type {import('eslint').Rule.RuleModule}
 */
const apiModuleEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside api/src, a file outside modules/<m>/ imports that module only through modules/<m>/index.' },
    schema: [],
    messages: {
      internal: "'{{request}}' reaches into the {{module}} module; outside it, import the module through its entry (modules/{{module}}/index).",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    if (part?.name !== 'api' || !isInside(file, join(part.root, 'src'))) return {};
    const modulesDir = join(part.root, 'src', 'modules');
    return importVisitors((node, request) => {
      if (!isRelative(request)) return;
      const target = resolveRelative(file, request);
      if (!isInside(target, modulesDir) || target === modulesDir) return;
      const [module = '', ...rest] = relative(modulesDir, target).split(sep);
      if (isInside(file, join(modulesDir, module))) return;
      const entry = rest.length === 0 || (rest.length === 1 && /^index(\.[cm]?[jt]s)?$/.test(rest[0] ?? ''));
      if (!entry) context.report({ node, messageId: 'internal', data: { request, module } });
    });
  },
};

export default apiModuleEntry;

import { relative } from 'node:path';
import { importVisitors } from '../import-sources.js';
import { isInside, isRelative, packageRootOf, resolveRelative, treeRootOf } from '../tree-layout.js';

/**
 * Every workspace is built and installed on its own, so a relative path that climbs out of it
 * works only by accident of the folder layout. Another package is imported by its name.
 * @type {import('eslint').Rule.RuleModule}
 */
const relativeWithinPackage = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import stays inside its own package.' },
    schema: [],
    messages: {
      escape: "'{{request}}' leaves {{package}} by a relative path; import another package by its name.",
    },
  },
  create(context) {
    const file = context.filename;
    const treeRoot = treeRootOf(context);
    const packageRoot = packageRootOf(file, treeRoot);
    if (!packageRoot) return {};
    return importVisitors((node, request) => {
      if (isRelative(request) && !isInside(resolveRelative(file, request), packageRoot)) {
        context.report({ node, messageId: 'escape', data: { request, package: `${relative(treeRoot, packageRoot)}/` } });
      }
    });
  },
};

export default relativeWithinPackage;

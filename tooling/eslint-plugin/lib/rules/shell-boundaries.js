import { importVisitors } from '../import-sources.js';
import { isRelative, isRemote, partNameAt, partOf, resolveRelative, treeRootOf } from '../tree-layout.js';

/**
 * The shell loads remotes at run time from the deployed manifests, so it never imports a
 * remote's source (by package name, by federation id or by a relative path). Which of our
 * shared packages it may import is usb/package-layers.
 * @type {import('eslint').Rule.RuleModule}
 */
const shellBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "The shell imports no remote's source." },
    schema: [],
    messages: {
      remoteSource: "'{{request}}': the shell never imports a remote's source; it loads remotes at run time through the remote registry.",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    if (part?.name !== 'shell') return {};
    return importVisitors((node, request) => {
      const report = (/** @type {string} */ messageId) => context.report({ node, messageId, data: { request } });
      if (isRelative(request)) {
        const target = partNameAt(resolveRelative(file, request), part.treeDir);
        if (target && isRemote(target)) report('remoteSource');
      } else if (/^@usb\/remote-/.test(request) || /^remote_[a-z]+(\/|$)/.test(request)) {
        report('remoteSource');
      }
    });
  },
};

export default shellBoundaries;

import { importVisitors } from '../import-sources.js';
import { isRelative, isRemote, partNameAt, partOf, resolveRelative, treeRootOf } from '../tree-layout.js';

/**
 * A remote is built, deployed and versioned on its own: it may not import another remote or
 * the shell (by package name, by federation id or by a relative path). Which of our shared
 * packages it may import is usb/package-layers.
 * @type {import('eslint').Rule.RuleModule}
 */
const remoteBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A remote imports no other remote and no shell file.' },
    schema: [],
    messages: {
      otherRemote: "'{{request}}': a remote never imports another remote; remotes share code and talk only through @usb/contracts (events, session, GraphQL).",
      shell: "'{{request}}': a remote never imports the shell; what the shell shares with remotes lives in @usb/contracts.",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    if (!part || !isRemote(part.name)) return {};
    return importVisitors((node, request) => {
      const report = (/** @type {string} */ messageId) => context.report({ node, messageId, data: { request } });
      if (isRelative(request)) {
        const target = partNameAt(resolveRelative(file, request), part.treeDir);
        if (target === 'shell') report('shell');
        else if (target && isRemote(target) && target !== part.name) report('otherRemote');
      } else if (/^@usb\/remote-/.test(request) || /^remote_[a-z]+(\/|$)/.test(request)) {
        report('otherRemote');
      } else if (/^@usb\/shell(\/|$)/.test(request)) {
        report('shell');
      }
    });
  },
};

export default remoteBoundaries;

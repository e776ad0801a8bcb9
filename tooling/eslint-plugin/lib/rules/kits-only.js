import { importVisitors } from '../import-sources.js';
import { isRemote, partOf, treeRootOf } from '../tree-layout.js';

/**
 * antd and react-router are shared singletons provided by the shell through the contracts'
 * kits: one antd (one theme, the Danish locale) and one router on the page, and only what the
 * kits list is bundled. The shell and the remotes therefore never import them directly.
 * @type {import('eslint').Rule.RuleModule}
 */
const kitsOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'In the shell and the remotes, antd only through @usb/contracts/ui/*, react-router only through @usb/contracts/router.' },
    schema: [],
    messages: {
      antd: "'{{request}}': antd and its icons are reached only through @usb/contracts/ui/{core,forms,data,icons} (one shared, themed antd on the page).",
      router: "'{{request}}': react-router is reached only through @usb/contracts/router (one shared router on the page).",
    },
  },
  create(context) {
    const part = partOf(context.filename, treeRootOf(context));
    if (!part || (part.name !== 'shell' && !isRemote(part.name))) return {};
    return importVisitors((node, request) => {
      if (/^(antd|@ant-design\/icons)(\/|$)/.test(request)) context.report({ node, messageId: 'antd', data: { request } });
      else if (/^react-router(-dom)?(\/|$)/.test(request)) context.report({ node, messageId: 'router', data: { request } });
    });
  },
};

export default kitsOnly;

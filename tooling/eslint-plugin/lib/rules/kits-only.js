import { importVisitors } from '../import-sources.js';
import { isRemote, partOf, treeRootOf } from '../tree-layout.js';

/**
 * Whether the request's declaration brings in types only: `import type`, `export type ... from`,
 * or `import('x').T` in a type position. (`import { type T }` is not: it may leave `import 'x'`.)
 * @param {import('estree').Node} source the request's string literal
 */
function isTypeOnly(source) {
  /** @typedef {{ type: string, parent?: Declaration, importKind?: string, exportKind?: string }} Declaration */
  const parent = /** @type {{ parent?: Declaration }} */ (source).parent;
  if (!parent) return false;
  // `import('x').T`: the literal sits in a TSLiteralType under the TSImportType.
  if (parent.type === 'TSLiteralType') return parent.parent?.type === 'TSImportType';
  return parent.importKind === 'type' || parent.exportKind === 'type';
}

/**
 * antd, react-router and Apollo are shared singletons provided by the shell through the kits
 * (@usb/ui) and the contracts (@usb/contracts): one antd (one theme, the Danish locale), one router and one Apollo client on
 * the page, and only what the kits list is bundled. The shell and the remotes therefore never
 * import them directly. Apollo's types are free (`import type` leaves nothing in the bundle),
 * and so is Apollo's testing kit in a test file (tests are never bundled).
 * @type {import('eslint').Rule.RuleModule}
 */
const kitsOnly = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'In the shell and the remotes, antd only through @usb/ui/*, react-router only through @usb/contracts/router, Apollo only through @usb/contracts/graphql-client.',
    },
    schema: [],
    messages: {
      antd: "'{{request}}': antd and its icons are reached only through @usb/ui/{core,inputs,forms,light-form,controls,upload,pickers,data,nav,table,light-table,icons,admin-icons} (one shared, themed antd on the page).",
      router: "'{{request}}': react-router is reached only through @usb/contracts/router (one shared router on the page).",
      apollo: "'{{request}}': Apollo is reached only through @usb/contracts/graphql-client (one shared Apollo on the page); its types with `import type`.",
    },
  },
  create(context) {
    const part = partOf(context.filename, treeRootOf(context));
    if (!part || (part.name !== 'shell' && !isRemote(part.name))) return {};
    const isTestFile = /\.test\.[jt]sx?$/.test(context.filename);
    return importVisitors((node, request) => {
      if (/^(antd|@ant-design\/icons)(\/|$)/.test(request)) context.report({ node, messageId: 'antd', data: { request } });
      else if (/^react-router(-dom)?(\/|$)/.test(request)) context.report({ node, messageId: 'router', data: { request } });
      else if (/^@apollo\/client(\/|$)/.test(request) && !isTypeOnly(node) && !(isTestFile && /^@apollo\/client\/testing(\/|$)/.test(request))) {
        context.report({ node, messageId: 'apollo', data: { request } });
      }
    });
  },
};

export default kitsOnly;

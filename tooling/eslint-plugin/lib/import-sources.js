/**
 * Calls `check` with every module request a file makes: import and export-from declarations,
 * `import()`, `require()`, jest's module helpers (a mock of another part's file is still a
 * dependency on it) and TypeScript's `import x = require()` and `import('x').Type`.
 */

/** @typedef {(node: import('estree').Node, request: string) => void} CheckRequest */

const jestModuleHelpers = new Set(['mock', 'doMock', 'unmock', 'requireActual', 'requireMock']);

/**
 * @param {unknown} node
 * @returns {node is import('estree').Literal & { value: string }}
 */
const isStringLiteral = (node) =>
  typeof node === 'object' &&
  node !== null &&
  /** @type {{ type?: unknown }} */ (node).type === 'Literal' &&
  typeof (/** @type {{ value?: unknown }} */ (node).value) === 'string';

/**
 * @param {import('estree').CallExpression} node
 */
function isModuleCall(node) {
  const { callee } = node;
  if (callee.type === 'Identifier') return callee.name === 'require';
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'jest' &&
    callee.property.type === 'Identifier' &&
    jestModuleHelpers.has(callee.property.name)
  );
}

/**
 * @param {CheckRequest} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function importVisitors(check) {
  /** @param {unknown} source */
  const visit = (source) => {
    if (isStringLiteral(source)) check(source, source.value);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    CallExpression: (node) => {
      if (isModuleCall(node)) visit(node.arguments[0]);
    },
    /** @param {{ expression: unknown }} node TSExternalModuleReference: `import x = require('y')` */
    TSExternalModuleReference: (node) => visit(node.expression),
    /** @param {{ argument: { literal?: unknown } }} node TSImportType: `import('y').T` */
    TSImportType: (node) => visit(node.argument.literal),
  };
}

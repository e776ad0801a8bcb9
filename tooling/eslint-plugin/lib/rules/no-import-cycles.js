import { join, relative } from 'node:path';
import { parseEdges, resolveRequest, shortestPath } from '../module-graph.js';
import { isInside, partOf, treeRootOf } from '../tree-layout.js';

/**
 * No import cycles in a package's sources (`<part>/src/`: the api, the shell, the remotes, the
 * shared packages, the build tooling). In a cycle the module loaded first runs before the one it
 * imports has finished loading, so a value read at load time (a class it extends, a constant, a
 * plugin it registers) is `undefined` or in its temporal dead zone, depending on which file
 * happened to load first; and the files of a cycle can only be understood, tested and moved
 * together.
 *
 * The rule follows the file's relative imports through the package's `src/` as they run: type-only
 * imports do not count (`import type`, `export type`, `import { type A }`, an import used only as
 * a type), since TypeScript drops them from the JavaScript (module-graph.js). Requests resolve as
 * TypeScript resolves them, with or without an extension (`./x`, `./x.js`, `./x/index`), so it
 * suits the api's extensionless CommonJS imports and Node16/ESM-style `.js` ones alike. Each
 * import of the file that leads back to it is reported with the shortest such cycle, so every
 * file of a cycle reports its own step (a -> b -> a in a, b -> a -> b in b).
 * @type {import('eslint').Rule.RuleModule}
 */
const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: "No run-time import cycles among a package's sources (type-only imports do not count)." },
    schema: [],
    messages: {
      cycle:
        "'{{request}}' closes an import cycle: {{cycle}}. Move what the files share into a file of their own, or make one side take it as a parameter (or import only its types).",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    if (!part) return {};
    const sources = join(part.root, 'src');
    if (!isInside(file, sources) || !/\.[cm]?[jt]sx?$/.test(file)) return {};
    /** @param {string} path */
    const within = (path) => isInside(path, sources);
    /** @param {string} path */
    const name = (path) => relative(part.root, path);
    return {
      Program() {
        // The file's own imports come from the text being linted (an editor's unsaved buffer); the rest from disk.
        const { sourceCode } = context;
        /** @type {Set<string>} */
        const seen = new Set();
        for (const { request, start, end } of parseEdges(file, sourceCode.text)) {
          const target = resolveRequest(file, request);
          if (!target || !within(target) || seen.has(target)) continue;
          seen.add(target);
          const path = shortestPath(target, file, within);
          if (!path) continue;
          context.report({
            loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { request, cycle: [file, ...path].map(name).join(' -> ') },
          });
        }
      },
    };
  },
};

export default noImportCycles;

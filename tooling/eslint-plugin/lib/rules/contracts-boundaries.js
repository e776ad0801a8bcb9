import { dirname, join, relative, sep } from 'node:path';
import { importVisitors } from '../import-sources.js';
import { isInside, isRelative, partOf, readPackageJson, resolveRelative, treeRootOf } from '../tree-layout.js';

/**
 * @usb/contracts is what every part depends on, so it imports nothing else of ours. Its
 * subpaths (the package.json "exports") are separate entry points that the shell shares with
 * the remotes as singletons; one subpath reaching into another by a relative path would give
 * that subpath a private copy, so subpaths import each other by package name.
 * @type {import('eslint').Rule.RuleModule}
 */
const contractsBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: '@usb/contracts imports nothing else of ours, and its subpaths import each other by package name.' },
    schema: [],
    messages: {
      ourPackage: "'{{request}}': @usb/contracts imports nothing else of ours; every part depends on it, never the other way round.",
      otherSubpath:
        "'{{request}}' reaches into another subpath of @usb/contracts by a relative path; import it by package name ('{{subpath}}') so the page shares one copy.",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    if (part?.name !== 'shared-contracts') return {};
    const subpaths = subpathSources(part.root);
    const importer = subpathOf(file, subpaths);
    return importVisitors((node, request) => {
      if (request.startsWith('@usb/') && request !== '@usb/contracts' && !request.startsWith('@usb/contracts/')) {
        context.report({ node, messageId: 'ourPackage', data: { request } });
        return;
      }
      if (!importer || !isRelative(request)) return;
      const target = subpathOf(resolveRelative(file, request), subpaths);
      if (target && target.name !== importer.name) {
        context.report({ node, messageId: 'otherSubpath', data: { request, subpath: `@usb/contracts/${target.name}` } });
      }
    });
  },
};

/** @typedef {{ name: string, source: string, folder: boolean }} Subpath */

/**
 * Each exported subpath and the source it is built from: './session' built from
 * dist/types/session/index.d.ts owns the folder src/session/, './ui/core' owns src/ui/core.ts.
 * @param {string} packageRoot
 * @returns {Subpath[]}
 */
function subpathSources(packageRoot) {
  const exportsField = readPackageJson(packageRoot)?.['exports'];
  if (typeof exportsField !== 'object' || exportsField === null) return [];
  return Object.entries(/** @type {Record<string, unknown>} */ (exportsField)).flatMap(([key, value]) => {
    const types = typeof value === 'object' && value !== null ? /** @type {{ types?: unknown }} */ (value).types : undefined;
    const built = typeof types === 'string' ? /^\.\/dist\/types\/(.+)\.d\.ts$/.exec(types)?.[1] : undefined;
    if (!built) return [];
    const folder = built.endsWith('/index');
    return [{ name: key.replace(/^\.\//, ''), source: join(packageRoot, 'src', folder ? dirname(built) : built), folder }];
  });
}

/**
 * The subpath a source file belongs to: the one built from that very file, else the one owning
 * its deepest enclosing folder.
 * @param {string} path absolute, with or without extension
 * @param {Subpath[]} subpaths
 * @returns {Subpath | undefined}
 */
function subpathOf(path, subpaths) {
  const withoutExtension = path.replace(/\.[cm]?[jt]sx?$/, '');
  const file = subpaths.find((s) => !s.folder && s.source === withoutExtension);
  if (file) return file;
  return subpaths
    .filter((s) => s.folder && isInside(path, s.source))
    .sort((a, b) => relative(a.source, path).split(sep).length - relative(b.source, path).split(sep).length)[0];
}

export default contractsBoundaries;

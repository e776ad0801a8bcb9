import { dirname, join, relative, sep } from 'node:path';
import { importVisitors } from '../import-sources.js';
import { isInside, isRelative, partOf, readPackageJson, resolveRelative, treeRootOf } from '../tree-layout.js';

/** The packages whose subpaths are shared at run time as separate singletons: part → package. */
const sharedPackages = new Map([
  ['shared-contracts', '@usb/contracts'],
  ['shared-ui', '@usb/ui'],
]);

/**
 * @usb/contracts and @usb/ui are shared at run time: each subpath (a package.json "exports"
 * entry) is a separate entry point that the shell shares with the remotes as a singleton. A file
 * of one subpath reaching into another subpath by a relative path would bundle a private copy
 * of it, so subpaths import each other by package name. (Which packages a part may import at
 * all is usb/package-layers.)
 * @type {import('eslint').Rule.RuleModule}
 */
const subpathBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'In @usb/contracts and @usb/ui, a subpath imports another subpath of its package by package name, never by a relative path.' },
    schema: [],
    messages: {
      otherSubpath:
        "'{{request}}' reaches into another subpath of {{package}} by a relative path; import it by package name ('{{subpath}}') so the page shares one copy.",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    const packageName = part && sharedPackages.get(part.name);
    if (!part || !packageName) return {};
    const subpaths = subpathSources(part.root);
    const importer = subpathOf(file, subpaths);
    if (!importer) return {};
    return importVisitors((node, request) => {
      if (!isRelative(request)) return;
      const target = subpathOf(resolveRelative(file, request), subpaths);
      if (target && target.name !== importer.name) {
        context.report({ node, messageId: 'otherSubpath', data: { request, package: packageName, subpath: `${packageName}/${target.name}` } });
      }
    });
  },
};

/** @typedef {{ name: string, source: string, folder: boolean }} Subpath */

/**
 * Each exported subpath and the source it is built from: './session' built from
 * dist/types/session/index.d.ts owns the folder src/session/, './forms' built from
 * dist/types/forms.d.ts owns the file src/forms.ts. Entries without types ("./package.json") own nothing.
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

export default subpathBoundaries;

import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Where a file sits in the tree: which part (workspace) it belongs to and where that part's
 * folder is. Parts are recognised by folder name (shell, remote-*, shared-schema, shared-ui,
 * shared-contracts, pglite-driver, api, e2e, bench) or, for the build tooling, by the two folders tooling/build; so the
 * fixtures under tooling/eslint-plugin/fixtures/ (laid out like the tree) are judged like the
 * real tree. The outermost such folder wins: bench/api/ is the bench's, not the api's.
 */

/**
 * A part: `name` is its folder below the tree ('shell', 'remote-staff', 'tooling/build'),
 * `root` its absolute folder, `treeDir` the folder holding the parts.
 * @typedef {{ name: string, root: string, treeDir: string }} Part
 */

const partName = /^(shell|remote-[a-z]+|shared-schema|shared-ui|shared-contracts|pglite-driver|api|e2e|bench)$/;

/** The build tooling's part: a folder `build` inside a folder `tooling`. */
export const buildPart = 'tooling/build';

/**
 * How many folders, starting at `segments[i]`, name a part (0 when they do not): one for a part
 * named by its folder, two for tooling/build.
 * @param {string[]} segments
 * @param {number} i
 */
function partLengthAt(segments, i) {
  const name = segments[i] ?? '';
  if (partName.test(name)) return 1;
  if (name === 'tooling' && segments[i + 1] === 'build') return 2;
  return 0;
}

/** @param {string} name */
export const isRemote = (name) => name.startsWith('remote-');

/**
 * The part a file belongs to: the outermost folder below the tree root named like a part.
 * `treeDir` is the folder holding the parts (the tree root, or a fixture tree).
 * @param {string} file absolute path
 * @param {string} treeRoot absolute path of the repository
 * @returns {Part | null}
 */
export function partOf(file, treeRoot) {
  const rel = relative(treeRoot, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  const segments = rel.split(sep);
  for (let i = 0; i < segments.length - 1; i += 1) {
    const length = partLengthAt(segments, i);
    // The part is a folder above the file, not the file itself.
    if (length > 0 && i + length < segments.length) {
      const partSegments = segments.slice(i, i + length);
      return { name: partSegments.join('/'), root: join(treeRoot, ...segments.slice(0, i + length)), treeDir: join(treeRoot, ...segments.slice(0, i)) };
    }
  }
  return null;
}

/** @type {Map<string, string | null>} */
const packageRootCache = new Map();

/**
 * The folder of the nearest package.json above a file, below the tree root; null for the
 * root's own files (the root package is the glue around the workspaces, not a package of its own).
 * @param {string} file
 * @param {string} treeRoot
 * @returns {string | null}
 */
function nearestPackageRoot(file, treeRoot) {
  const dir = dirname(file);
  const cached = packageRootCache.get(dir);
  if (cached !== undefined) return cached;
  let found = null;
  for (let current = dir; current !== treeRoot && current.startsWith(treeRoot + sep); current = dirname(current)) {
    if (existsSync(join(current, 'package.json'))) {
      found = current;
      break;
    }
  }
  packageRootCache.set(dir, found);
  return found;
}

/**
 * The folder of the package a file belongs to: its part's folder, else the nearest package.json.
 * @param {string} file
 * @param {string} treeRoot
 */
export function packageRootOf(file, treeRoot) {
  return partOf(file, treeRoot)?.root ?? nearestPackageRoot(file, treeRoot);
}

/** @param {string} request */
export const isRelative = (request) => request === '.' || request === '..' || request.startsWith('./') || request.startsWith('../');

/**
 * The absolute path a relative request points at (extension left as written).
 * @param {string} file the importing file
 * @param {string} request
 */
export const resolveRelative = (file, request) => resolve(dirname(file), request);

/**
 * Whether `path` is `dir` or inside it.
 * @param {string} path
 * @param {string} dir
 */
export const isInside = (path, dir) => path === dir || path.startsWith(dir + sep);

/**
 * The part folder a path lies in, judged against the folder that holds the parts.
 * @param {string} path
 * @param {string} treeDir
 * @returns {string | null}
 */
export function partNameAt(path, treeDir) {
  const rel = relative(treeDir, path);
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  const segments = rel.split(sep);
  const length = partLengthAt(segments, 0);
  return length > 0 ? segments.slice(0, length).join('/') : null;
}

/**
 * The tree root from the shared settings (`settings.usb.treeRoot`), else ESLint's cwd.
 * @param {import('eslint').Rule.RuleContext} context
 */
export function treeRootOf(context) {
  const usb = /** @type {{ treeRoot?: unknown } | undefined} */ (context.settings['usb']);
  return typeof usb?.treeRoot === 'string' ? usb.treeRoot : context.cwd;
}

/** @type {Map<string, Record<string, unknown> | null>} */
const packageJsonCache = new Map();

/**
 * A package.json read once per lint run.
 * @param {string} dir
 * @returns {Record<string, unknown> | null}
 */
export function readPackageJson(dir) {
  const cached = packageJsonCache.get(dir);
  if (cached !== undefined) return cached;
  const file = join(dir, 'package.json');
  const json = existsSync(file) ? /** @type {Record<string, unknown>} */ (JSON.parse(readFileSync(file, 'utf8'))) : null;
  packageJsonCache.set(dir, json);
  return json;
}

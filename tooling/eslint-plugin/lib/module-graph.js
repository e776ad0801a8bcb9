import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { isRelative } from './tree-layout.js';

/**
 * The run-time import graph of the tree's TypeScript sources: which files a file loads when it
 * runs. A file's imports are read once (TypeScript's parser, statements at the top level only)
 * and kept while its modification time stays the same, so one lint run parses each file once
 * however many files reach it, and an editor's long-lived ESLint sees a file change.
 *
 * Only the imports that survive compilation count, as TypeScript decides them: it drops
 * `import type`, `export type`, an import or re-export whose every named binding is marked
 * `type` (`import { type A }`), and an import none of whose bindings the file uses as a value,
 * so they are no edges; a side-effect import (`import './x'`), `export * from` and every other
 * import or re-export are. Dynamic `import()` is no edge either: it loads its module later,
 * when the importer has finished loading.
 */

/**
 * A relative module request of a file: the request as written and where its string is
 * (offsets into the file's text).
 * @typedef {{ request: string, start: number, end: number }} Edge
 */

/**
 * How long a cached file's imports are trusted without looking at the file again: one lint run
 * reads each file once, and an editor's ESLint, linting again after an edit, sees the change.
 */
const FRESH_MS = 1000;

/** @type {Map<string, { mtimeMs: number, checkedAt: number, imports: string[] }>} */
const importCache = new Map();

/**
 * The names a file uses as values: every identifier outside import declarations and outside
 * types (annotations, interfaces, type aliases, `declare` blocks, `implements`). A name also
 * used as a property name counts too, which at worst keeps an import TypeScript would drop.
 * @param {ts.SourceFile} source
 * @returns {Set<string>}
 */
function valueNames(source) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      names.add(node.text);
      return;
    }
    if (ts.isHeritageClause(node)) {
      // A class's `extends Base` is a value, `implements` a type (interfaces are skipped whole).
      if (node.token === ts.SyntaxKind.ExtendsKeyword) node.types.forEach((type) => visit(type.expression));
      return;
    }
    if (ts.isExpressionWithTypeArguments(node)) {
      // An instantiation expression, `make<T>`: the expression is a value.
      visit(node.expression);
      return;
    }
    if (
      ts.isTypeNode(node) ||
      ts.isImportDeclaration(node) ||
      ts.isImportEqualsDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      (ts.isModuleDeclaration(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) ||
      (ts.isExportDeclaration(node) && node.isTypeOnly) ||
      (ts.isExportSpecifier(node) && node.isTypeOnly)
    ) {
      return;
    }
    if (ts.isPropertyAccessExpression(node)) {
      visit(node.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * The request of an import or re-export that TypeScript keeps in the emitted JavaScript
 * (isolatedModules, without verbatimModuleSyntax); null for a statement it drops or that is
 * no import.
 * @param {ts.Statement} statement
 * @param {() => Set<string>} used the file's value names, computed when first needed
 * @returns {ts.StringLiteral | null}
 */
function runtimeRequestOf(statement, used) {
  if (ts.isImportDeclaration(statement)) {
    if (!ts.isStringLiteral(statement.moduleSpecifier)) return null;
    const clause = statement.importClause;
    // `import './x'` runs the module for its effects.
    if (!clause) return statement.moduleSpecifier;
    if (clause.isTypeOnly) return null;
    /** @type {string[]} */
    const locals = [];
    if (clause.name) locals.push(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) locals.push(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) locals.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text));
    // TypeScript drops an import none of whose bindings the file uses as a value.
    return locals.some((local) => used().has(local)) ? statement.moduleSpecifier : null;
  }
  if (ts.isExportDeclaration(statement)) {
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier) || statement.isTypeOnly) return null;
    const clause = statement.exportClause;
    // `export * from` and `export * as ns from` are kept; `export { a } from` when it names a value.
    if (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly)) return null;
    return statement.moduleSpecifier;
  }
  if (ts.isImportEqualsDeclaration(statement)) {
    const reference = statement.moduleReference;
    if (statement.isTypeOnly || !ts.isExternalModuleReference(reference) || !ts.isStringLiteral(reference.expression)) return null;
    return used().has(statement.name.text) ? reference.expression : null;
  }
  return null;
}

/**
 * The relative run-time requests in a file's text.
 * @param {string} file
 * @param {string} text
 * @returns {Edge[]}
 */
export function parseEdges(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {Edge[]} */
  const edges = [];
  /** @type {Set<string> | undefined} */
  let names;
  const used = () => (names ??= valueNames(source));
  for (const statement of source.statements) {
    const specifier = runtimeRequestOf(statement, used);
    if (specifier && isRelative(specifier.text)) edges.push({ request: specifier.text, start: specifier.getStart(source), end: specifier.end });
  }
  return edges;
}

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Source extensions a request without one may mean, in TypeScript's order. */
const sourceExtensions = ['.ts', '.tsx', '.js', '.jsx', '.mts', '.cts', '.mjs', '.cjs'];
/** A JavaScript extension in a request names the TypeScript file that compiles to it (Node16/ESM style: './x.js' is x.ts). */
const compiledFrom = /** @type {Record<string, string[]>} */ ({ '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] });

/** Where requests were found (a request not found is looked for again: its file may be written meanwhile). @type {Map<string, { found: string, checkedAt: number }>} */
const resolveCache = new Map();

/**
 * The source file a relative request loads, resolved as TypeScript does for the tree's
 * packages: `./x` is x.ts (x.tsx, x.js, ...) or x/index.ts; `./x.js` is x.ts (or x.tsx) when
 * that exists, else x.js. Declaration files (.d.ts) load nothing at run time, and neither does
 * a request that finds no file (a package's JSON, a generated file not yet built): null.
 * @param {string} file the importing file
 * @param {string} request a relative request
 * @returns {string | null}
 */
export function resolveRequest(file, request) {
  const target = resolve(dirname(file), request);
  const now = Date.now();
  const cached = resolveCache.get(target);
  if (cached && (now - cached.checkedAt < FRESH_MS || isFile(cached.found))) {
    cached.checkedAt = now;
    return cached.found;
  }
  /** @type {string[]} */
  const candidates = [];
  const extension = /\.[cm]?[jt]sx?$/.exec(target)?.[0] ?? '';
  const compiled = compiledFrom[extension];
  if (compiled) candidates.push(...compiled.map((ext) => target.slice(0, -extension.length) + ext));
  if (extension) candidates.push(target);
  candidates.push(...sourceExtensions.map((ext) => target + ext), ...sourceExtensions.map((ext) => `${target}/index${ext}`));
  const found = candidates.find((candidate) => !candidate.endsWith('.d.ts') && isFile(candidate)) ?? null;
  if (found) resolveCache.set(target, { found, checkedAt: now });
  return found;
}

/**
 * The files a file loads at run time through relative requests; parsed once per version of the
 * file, none for a file that cannot be read.
 * @param {string} file
 * @returns {string[]}
 */
export function runtimeImportsOf(file) {
  const now = Date.now();
  const cached = importCache.get(file);
  if (cached && now - cached.checkedAt < FRESH_MS) return cached.imports;
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    importCache.delete(file);
    return [];
  }
  if (cached?.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.imports;
  }
  const imports = parseEdges(file, readFileSync(file, 'utf8')).flatMap(({ request }) => resolveRequest(file, request) ?? []);
  importCache.set(file, { mtimeMs, checkedAt: now, imports });
  return imports;
}

/**
 * The shortest chain of run-time imports from `start` to `goal` (both included), found breadth
 * first; null when `start` never reaches `goal`. `within` keeps the search to some files (one
 * package's sources).
 * @param {string} start
 * @param {string} goal
 * @param {(file: string) => boolean} within
 * @returns {string[] | null}
 */
export function shortestPath(start, goal, within) {
  if (start === goal) return [start];
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  let frontier = [start];
  while (frontier.length > 0) {
    /** @type {string[]} */
    const next = [];
    for (const file of frontier) {
      for (const target of runtimeImportsOf(file)) {
        if (cameFrom.has(target) || !within(target)) continue;
        cameFrom.set(target, file);
        if (target === goal) {
          /** @type {string[]} */
          const path = [];
          for (let at = /** @type {string | null | undefined} */ (goal); at; at = cameFrom.get(at)) path.unshift(at);
          return path;
        }
        next.push(target);
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * Reads the public surface of the package from its built declarations: for each entry point
 * (a subpath of package.json "exports" with a `types` file), every exported symbol with one
 * normalized text. The text is the symbol's declarations printed by TypeScript's printer
 * (comments left out, `export`/`declare` dropped, one member per line in interfaces, classes
 * and object types), so two builds of the same API give the same text and a change shows as
 * changed lines. Used by api-surface.mjs; the comparison itself is api-surface-compare.mjs.
 *
 * - Re-exports and aliases are followed to the declarations; a re-export of a name that its
 *   module does not declare is no symbol. A symbol whose declarations are
 *   outside the package (antd's components re-exported by the kits) is recorded as the
 *   re-export itself (`export { default as Alert } from 'antd/es/alert'`): its shape is that
 *   package's, whose version is pinned in the peer dependencies, not this package's API.
 * - Lists of literals (a union of string literals, a tuple of them, e.g. the error codes) are
 *   printed one literal per line, so adding one reads as members added (minor) and removing or
 *   renaming one as a change (major).
 * - Message texts: in the message catalogues (`literalTexts: false`) a string literal that is
 *   the type of a property, a constant or a tuple element is printed as `string`. The catalogues
 *   are `as const` objects, so their types hold every Danish text; a text's wording is not API,
 *   its key is. String literals elsewhere (a parameter `'staff' | 'mgmt'`) stay as they are.
 */
import { readdirSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';

/**
 * A program over the given declaration files alone: other packages' types (antd, React, Apollo)
 * and TypeScript's lib are not loaded (noResolve, noLib), which keeps the run to about a second.
 * Nothing here needs them: the texts are printed from the syntax, and an import from another
 * package is recorded as the import. Pass every .d.ts of the package, so that imports between
 * its own files (and of itself by name, `@usb/schema/validation`) resolve.
 */
export function createSurfaceProgram(files) {
  return ts.createProgram({
    rootNames: files,
    options: {
      noEmit: true,
      noResolve: true,
      noLib: true,
      skipLibCheck: true,
      types: [],
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
}

/** Every .d.ts file under a folder (the package's built types). */
export function declarationFilesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * The surface of one entry file: { name: text }, names sorted.
 * @param {ts.Program} program
 * @param {string} file the entry's .d.ts
 * @param {{ packageDir: string, packageName: string, literalTexts?: boolean }} options literalTexts false for the message catalogues
 */
export function surfaceOf(program, file, { packageDir, packageName, literalTexts = true }) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file}: not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return {}; // a file without exports
  const inside = insideOf(packageDir);
  const entries = checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => [symbol.escapedName === 'default' ? 'default' : symbol.name, textOf(checker, symbol, inside, literalTexts, packageName)])
    .filter(([, text]) => text !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

function insideOf(packageDir) {
  const root = realpathSync(packageDir) + sep;
  return (fileName) => {
    let real = fileName;
    try {
      real = realpathSync(fileName);
    } catch {
      // a file of the program that is not on disk (lib files): outside
    }
    return real.startsWith(root) && !real.slice(root.length).split(sep).includes('node_modules');
  };
}

function textOf(checker, symbol, inside, literalTexts, packageName) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declarations = (target.declarations ?? []).filter((d) => inside(d.getSourceFile().fileName));
  if (declarations.length === 0) return externalReference(checker, symbol, packageName);
  if (declarations.some(ts.isSourceFile)) {
    // `export * as name from './module'`: the module's own exports, as a namespace.
    const members = checker
      .getExportsOfModule(target)
      .map((member) => [member.name, textOf(checker, member, inside, literalTexts, packageName)])
      .filter(([, text]) => text !== undefined)
      .map(([name, text]) => `${name}: ${text.replace(/\n/g, '\n    ')}`)
      .sort();
    return ['namespace {', ...members.map((m) => `    ${m}`), '}'].join('\n');
  }
  const ordered = [...declarations].sort((a, b) => {
    const fa = a.getSourceFile().fileName;
    const fb = b.getSourceFile().fileName;
    return fa === fb ? a.pos - b.pos : fa < fb ? -1 : 1;
  });
  return ordered.map((declaration) => printDeclaration(declaration, literalTexts)).join('\n');
}

/** `export { default as Alert } from 'antd/es/alert'` for a symbol whose declarations are another package's. */
function externalReference(checker, symbol, packageName) {
  let current = symbol;
  let from;
  let typeOnly = false;
  for (let hops = 0; current && current.flags & ts.SymbolFlags.Alias && hops < 50; hops++) {
    const declaration = current.declarations?.[0];
    if (declaration) {
      typeOnly ||= isTypeOnly(declaration);
      const specifier = moduleSpecifierOf(declaration);
      if (specifier && !specifier.startsWith('.') && specifier !== packageName && !specifier.startsWith(`${packageName}/`))
        from = { name: importedNameOf(declaration), specifier };
    }
    current = checker.getImmediateAliasedSymbol(current);
  }
  if (!from) {
    const file = current?.declarations?.[0]?.getSourceFile().fileName;
    // A re-export of a name its own module no longer declares: no symbol at all (tsc refuses it).
    if (!file) return undefined;
    from = { name: current.name, specifier: file.slice(file.lastIndexOf('node_modules/') + 'node_modules/'.length).replace(/(\/index)?\.d\.ts$/, '') };
  }
  const name = from.name === symbol.name ? from.name : `${from.name} as ${symbol.name}`;
  return `export ${typeOnly ? 'type ' : ''}{ ${name} } from '${from.specifier}';`;
}

function isTypeOnly(declaration) {
  if (ts.isExportSpecifier(declaration) || ts.isImportSpecifier(declaration)) {
    return declaration.isTypeOnly || declaration.parent.parent.isTypeOnly;
  }
  if (ts.isImportClause(declaration)) return declaration.isTypeOnly;
  return false;
}

function moduleSpecifierOf(declaration) {
  let node = declaration;
  while (node && !ts.isImportDeclaration(node) && !ts.isExportDeclaration(node) && !ts.isSourceFile(node)) node = node.parent;
  const specifier = node && !ts.isSourceFile(node) ? node.moduleSpecifier : undefined;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
}

function importedNameOf(declaration) {
  if (ts.isExportSpecifier(declaration) || ts.isImportSpecifier(declaration)) return (declaration.propertyName ?? declaration.name).text;
  if (ts.isImportClause(declaration)) return 'default';
  if (ts.isNamespaceImport(declaration) || ts.isNamespaceExport(declaration)) return '*';
  return declaration.name && ts.isIdentifier(declaration.name) ? declaration.name.text : '?';
}

function printDeclaration(declaration, literalTexts) {
  const source = declaration.getSourceFile();
  let node = ts.transform(declaration, literalTexts ? [tuplesOnOneLine] : [textsAsString, tuplesOnOneLine]).transformed[0];
  let text;
  if (ts.isVariableDeclaration(declaration)) {
    const list = declaration.parent;
    const keyword = list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
    text = `${keyword} ${printer.printNode(ts.EmitHint.Unspecified, node, source)};`;
  } else {
    text = printer.printNode(ts.EmitHint.Unspecified, node, source);
  }
  text = text.replace(/^(?:export\s+)?(?:default\s+)?(?:declare\s+)?/, '');
  return text
    .split('\n')
    .flatMap(literalListLines)
    .map((line) => line.trimEnd())
    .join('\n');
}

/** Tuples printed on one line (the printer's default is one element per line), for literalListLines to split. */
function tuplesOnOneLine(context) {
  const visit = (node) => {
    const visited = ts.visitEachChild(node, visit, context);
    if (ts.isTupleTypeNode(visited)) ts.setEmitFlags(visited, ts.EmitFlags.SingleLine);
    return visited;
  };
  return (node) => ts.visitNode(node, visit);
}

/** The message catalogues: a string literal as the type of a property, a constant or a tuple element is `string`. */
function textsAsString(context) {
  const { factory } = context;
  const isText = (type) => type && ts.isLiteralTypeNode(type) && (ts.isStringLiteral(type.literal) || ts.isNoSubstitutionTemplateLiteral(type.literal));
  const string = () => factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword);
  const visit = (node) => {
    if (ts.isPropertySignature(node) && isText(node.type)) {
      return factory.updatePropertySignature(node, node.modifiers, node.name, node.questionToken, string());
    }
    if (ts.isPropertyDeclaration(node) && isText(node.type)) {
      return factory.updatePropertyDeclaration(node, node.modifiers, node.name, node.questionToken ?? node.exclamationToken, string(), node.initializer);
    }
    if (ts.isVariableDeclaration(node) && isText(node.type)) {
      return factory.updateVariableDeclaration(node, node.name, node.exclamationToken, string(), node.initializer);
    }
    if (ts.isTupleTypeNode(node)) {
      return factory.updateTupleTypeNode(
        node,
        node.elements.map((element) => (isText(element) ? string() : ts.visitNode(element, visit))),
      );
    }
    return ts.visitEachChild(node, visit, context);
  };
  return (node) => ts.visitNode(node, visit);
}

const literal = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?n?|true|false)`;
const unionLine = new RegExp(String.raw`^(\s*)(.*?(?:: |= ))(${literal}(?: \| ${literal})+)(;?)$`);
const tupleLine = new RegExp(String.raw`^(\s*)(.*?(?:: |= ))(readonly )?\[(${literal}(?:, ${literal})+)\](;?)$`);
const literalPattern = new RegExp(literal, 'g');

/**
 * `type Code = "A" | "B";` as `type Code =` and one line per literal (the `;` left out), so an
 * added literal leaves every old line in place.
 */
function literalListLines(line) {
  const union = unionLine.exec(line);
  if (union) {
    const [, indent, head, list] = union;
    return [`${indent}${head.trimEnd()}`, ...list.match(literalPattern).map((l) => `${indent}    | ${l}`)];
  }
  const tuple = tupleLine.exec(line);
  if (tuple) {
    const [, indent, head, readonly = '', list] = tuple;
    return [`${indent}${head}${readonly}[`, ...list.match(literalPattern).map((l) => `${indent}    ${l},`), `${indent}]`];
  }
  return [line];
}

/** The package's entry points: [subpath, absolute .d.ts path], in package.json order. */
export function entryPointsOf(packageJson, packageDir) {
  return Object.entries(packageJson.exports ?? {})
    .filter(([, target]) => target && typeof target === 'object' && typeof target.types === 'string')
    .map(([subpath, target]) => [subpath, `${packageDir}/${target.types.replace(/^\.\//, '')}`]);
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { resolveRequest } from '../module-graph.js';
import { isInside, partOf, treeRootOf } from '../tree-layout.js';

/**
 * A module of the api writes only its own tables (CONTRIBUTING.md, "Adding an api module"):
 * another module's rows change only through that module's service, so its rules, caches and
 * locks stay in one place. Reading another module's tables (a join where one query must do the
 * work) stays allowed. The parts of the platform (api/src/platform/<p>/: the registry, ...) are
 * held to the same rule and own tables the same way (api/src/platform/README.md).
 *
 * Who owns a table is read from where it is declared, api/src/db/schema/:
 * - `schema/<m>.ts` belongs to the module `modules/<m>/` (tasks.ts to tasks, answers.ts to
 *   answers), or to the platform's part `platform/<m>/`;
 * - a schema file named after none names its owner with an `@owner <m>` tag in a comment
 *   (accounts.ts: auth; remotes.ts: the platform's registry), which also overrides the name;
 * - a file with neither belongs to no module (rate-limits.ts: the rate-limits plugin's), so no
 *   module writes its tables.
 * A table is `export const <name> = pgTable(...)` in such a file; schema/index.ts re-exports them all.
 *
 * Checked are the files of `api/src/modules/<m>/` and `api/src/platform/<p>/`, not only
 * `*-repository.ts`: a repository's helpers (tasks' task-deletions.ts, battle-copy.ts) write
 * too, and a service, which writes only through repositories, never names a table. A write is a statement that names a table imported
 * from db/schema (by name or through a namespace import) as
 * - drizzle's `insert(t)`, `update(t)`, `delete(t)` on a database or transaction;
 * - a row lock that only writers take, `.for('update')` or `.for('no key update')`, on the
 *   select's tables (its `from` and joins, or those of `{ of }`): it blocks the owner's writes
 *   and is part of the owner's write protocol (`.for('share')` and `.for('key share')` are reads);
 * - raw SQL, `sql\`insert into ${t} ...\``, `update ${t}`, `delete from ${t}`, `truncate ${t}`.
 * The plugins (api/src/plugins/) are the shared infrastructure, not modules, and are not checked.
 * @type {import('eslint').Rule.RuleModule}
 */
const repositoryOwnTables = {
  meta: {
    type: 'problem',
    docs: { description: "An api module's (or platform part's) files write only its own tables (by where the table is declared in db/schema)." },
    schema: [],
    messages: {
      foreign:
        "{{writer}} {{verb}} '{{table}}', a table of {{owner}} (db/schema/{{schemaFile}}): a module writes only its own tables; let {{ownerService}} do it ({{ownerEntry}}/index), passing the transaction when the write must share it.",
      unowned:
        "{{writer}} {{verb}} '{{table}}', which belongs to no module (db/schema/{{schemaFile}} is named after none and has no @owner tag): a module writes only its own tables.",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    if (part?.name !== 'api') return {};
    const ownerDirs = ownerDirsOf(join(part.root, 'src'));
    const ownerDir = ownerDirs.find((dir) => isInside(file, dir));
    if (!ownerDir) return {};
    const [module = '', ...inModule] = relative(ownerDir, file).split(sep);
    if (inModule.length === 0) return {};
    const schemaDir = join(part.root, 'src', 'db', 'schema');
    const schema = schemaOf(schemaDir, ownerDirs);
    const { sourceCode } = context;

    /**
     * The schema file a value import comes from: the index (every table) or one file; null for another module.
     * @type {Map<import('estree').ImportDeclaration, string | null>}
     */
    const schemaImports = new Map();
    /** @param {import('estree').ImportDeclaration} declaration */
    const schemaFileOf = (declaration) => {
      if (!schemaImports.has(declaration)) {
        const request = declaration.source.value;
        const target = typeof request === 'string' && request.startsWith('.') ? resolveRequest(file, request) : null;
        schemaImports.set(declaration, target && dirname(target) === schemaDir ? target : null);
      }
      return schemaImports.get(declaration) ?? null;
    };

    /**
     * The table an expression names, when it is one imported from db/schema.
     * @param {import('estree').Node | undefined} node
     * @returns {Table | null}
     */
    function tableOf(node) {
      if (!node) return null;
      if (node.type === 'Identifier') {
        const binding = importBindingOf(node);
        if (!binding || binding.specifier.type !== 'ImportSpecifier') return null;
        const { imported } = binding.specifier;
        return schema.lookup(binding.schemaFile, imported.type === 'Identifier' ? imported.name : String(imported.value));
      }
      if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && node.property.type === 'Identifier') {
        const binding = importBindingOf(node.object);
        if (binding?.specifier.type !== 'ImportNamespaceSpecifier') return null;
        return schema.lookup(binding.schemaFile, node.property.name);
      }
      return null;
    }

    /**
     * The import that binds an identifier, when it comes from db/schema.
     * @param {import('estree').Identifier} identifier
     */
    function importBindingOf(identifier) {
      let scope = /** @type {import('eslint').Scope.Scope | null} */ (sourceCode.getScope(identifier));
      while (scope) {
        const variable = scope.set.get(identifier.name);
        if (variable) {
          const def = variable.defs[0];
          if (def?.type !== 'ImportBinding' || def.parent.type !== 'ImportDeclaration') return null;
          if (/** @type {{ importKind?: string }} */ (def.parent).importKind === 'type') return null;
          const schemaFile = schemaFileOf(def.parent);
          const specifier =
            /** @type {import('estree').ImportSpecifier | import('estree').ImportNamespaceSpecifier | import('estree').ImportDefaultSpecifier} */ (def.node);
          return schemaFile ? { schemaFile, specifier } : null;
        }
        scope = scope.upper;
      }
      return null;
    }

    /**
     * @param {import('estree').Node} node
     * @param {Table} table
     * @param {string} verb
     */
    function check(node, table, verb) {
      if (table.owner === module) return;
      const writer = ownerNames(module, ownerDirs);
      const owner = table.owner ? ownerNames(table.owner, ownerDirs) : null;
      const data = {
        writer: writer.subject,
        verb,
        table: table.name,
        owner: owner?.name ?? '',
        ownerService: owner?.service ?? '',
        ownerEntry: owner?.folder ?? '',
        schemaFile: table.schemaFile,
      };
      context.report({ node, messageId: owner ? 'foreign' : 'unowned', data });
    }

    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (method === 'insert' || method === 'update' || method === 'delete') {
          const table = tableOf(node.arguments[0]);
          if (table) check(node.arguments[0] ?? node, table, method === 'insert' ? 'inserts into' : method === 'update' ? 'updates' : 'deletes from');
          return;
        }
        if (method === 'for') {
          const [strength, options] = node.arguments;
          if (strength?.type !== 'Literal' || (strength.value !== 'update' && strength.value !== 'no key update')) return;
          for (const [tableNode, table] of lockedTables(callee.object, options)) check(tableNode, table, `locks (FOR ${String(strength.value).toUpperCase()})`);
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const { quasis, expressions } = node.quasi;
        expressions.forEach((expression, index) => {
          const before = quasis[index]?.value.cooked ?? quasis[index]?.value.raw ?? '';
          const verb = /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)(?:\s+only)?\s*$/i.exec(before)?.[1];
          const table = verb ? tableOf(expression) : null;
          if (verb && table) check(expression, table, `writes (raw SQL '${verb.toLowerCase().replace(/\s+/g, ' ')}')`);
        });
      },
    };

    /**
     * The tables a `.for(...)` row lock holds: those of its `{ of }` option, else those of the
     * select it ends (`from` and the joins).
     * @param {import('estree').Node} chain the select before `.for`
     * @param {import('estree').Node | undefined} options
     * @returns {[import('estree').Node, Table][]}
     */
    function lockedTables(chain, options) {
      /** @type {import('estree').Node[]} */
      const nodes = [];
      const of =
        options?.type === 'ObjectExpression'
          ? options.properties.find((p) => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === 'of')
          : undefined;
      if (of?.type === 'Property') {
        nodes.push(...(of.value.type === 'ArrayExpression' ? of.value.elements.flatMap((e) => (e && e.type !== 'SpreadElement' ? [e] : [])) : [of.value]));
      } else {
        for (let link = chain; link.type === 'CallExpression' && link.callee.type === 'MemberExpression'; link = link.callee.object) {
          const { property } = link.callee;
          if (property.type === 'Identifier' && /^(from|\w*[jJ]oin\w*)$/.test(property.name) && link.arguments[0]) nodes.push(link.arguments[0]);
        }
      }
      return nodes.flatMap((tableNode) => {
        const table = tableOf(tableNode);
        return table ? [/** @type {[import('estree').Node, Table]} */ ([tableNode, table])] : [];
      });
    }
  },
};

export default repositoryOwnTables;

/**
 * A table of db/schema: its export name, the schema file declaring it and its owner, a module or a part of the platform (null for none).
 * @typedef {{ name: string, schemaFile: string, owner: string | null }} Table
 */

/**
 * How long the schema's tables and owners are trusted without reading the folder again (one
 * lint run reads it about once; an editor's ESLint sees a change a second later).
 */
const FRESH_MS = 1000;

/** @type {Map<string, { checkedAt: number, schema: ReturnType<typeof readSchema> }>} */
const schemaCache = new Map();

/**
 * The folders whose subfolders own tables: the domain modules, then the platform's parts.
 * @param {string} srcDir api/src
 */
function ownerDirsOf(srcDir) {
  return [join(srcDir, 'modules'), join(srcDir, 'platform')];
}

/**
 * How the messages name an owner: a domain module (`the tasks module`, `modules/tasks`) or a
 * part of the platform (`the platform's registry`, `platform/registry`).
 * @param {string} name
 * @param {string[]} ownerDirs
 */
function ownerNames(name, ownerDirs) {
  const [modulesDir = '', platformDir = ''] = ownerDirs;
  if (!isDirectory(join(modulesDir, name)) && isDirectory(join(platformDir, name))) {
    return { subject: `The platform's ${name}`, name: `the platform's ${name}`, service: `the ${name}'s service`, folder: `platform/${name}` };
  }
  return { subject: `The ${name} module`, name: `the ${name} module`, service: `the ${name} module's service`, folder: `modules/${name}` };
}

/**
 * @param {string} schemaDir
 * @param {string[]} ownerDirs
 */
function schemaOf(schemaDir, ownerDirs) {
  const now = Date.now();
  const cached = schemaCache.get(schemaDir);
  if (cached && now - cached.checkedAt < FRESH_MS) return cached.schema;
  const schema = readSchema(schemaDir, ownerDirs);
  schemaCache.set(schemaDir, { checkedAt: now, schema });
  return schema;
}

const tableDeclaration = /\bexport\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*pgTable\s*[(<]/g;
const ownerTag = /@owner\s+([a-z][a-z0-9-]*)/;

/**
 * The tables of db/schema by the file declaring them, each with its owner.
 * @param {string} schemaDir
 * @param {string[]} ownerDirs
 */
function readSchema(schemaDir, ownerDirs) {
  /** @type {Map<string, Table>} */
  const byName = new Map();
  /** @type {Map<string, Map<string, Table>>} */
  const byFile = new Map();
  /** @type {string[]} */
  let files = [];
  try {
    files = readdirSync(schemaDir).filter((name) => /\.[cm]?ts$/.test(name) && !/\.d\.[cm]?ts$/.test(name));
  } catch {
    files = [];
  }
  for (const name of files) {
    const path = join(schemaDir, name);
    const text = readFileSync(path, 'utf8');
    const stem = basename(name).replace(/\.[cm]?ts$/, '');
    const owner = ownerTag.exec(text)?.[1] ?? (ownerDirs.some((dir) => isDirectory(join(dir, stem))) ? stem : null);
    /** @type {Map<string, Table>} */
    const tables = new Map();
    for (const match of text.matchAll(tableDeclaration)) {
      const table = { name: match[1] ?? '', schemaFile: name, owner };
      tables.set(table.name, table);
      byName.set(table.name, table);
    }
    byFile.set(path, tables);
  }
  return {
    /**
     * The table `name` as imported from `schemaFile` (the index re-exports every file's tables).
     * @param {string} schemaFile
     * @param {string} name
     * @returns {Table | null}
     */
    lookup(schemaFile, name) {
      const tables = /^index\.[cm]?[jt]s$/.test(basename(schemaFile)) ? byName : byFile.get(schemaFile);
      return tables?.get(name) ?? null;
    },
  };
}

/** @param {string} path */
function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

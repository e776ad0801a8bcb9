import { join } from 'node:path';
import { importVisitors } from '../import-sources.js';
import { buildPart, isInside, isRemote, partOf, treeRootOf } from '../tree-layout.js';

/**
 * Which of our packages (`@usb/*`) each part may import: the layers of the stack, bottom up.
 *
 * - @usb/schema (shared-schema/), the stateless api contract, imports none of our packages.
 * - @usb/build (tooling/build/), node-only build and test configuration, imports only @usb/schema.
 * - @usb/ui (shared-ui/), the antd kits shared at run time, imports only @usb/schema.
 * - @usb/contracts (shared-contracts/), the runtime singletons, imports @usb/schema and @usb/ui;
 *   @usb/build only from test-only code (src/testing/ and *.test.ts(x)).
 * - The shell and the remotes import @usb/contracts/*, @usb/ui/* and @usb/schema/*.
 * - Every one of ui, contracts, the shell and the remotes may use @usb/build from its build and
 *   test configuration: the files outside its src/ folder (webpack.config.ts, jest.config.js,
 *   the shell's static-frame.tsx), which run in node and never reach a page.
 * - @usb/pglite-driver (pglite-driver/), the api's embedded database, imports none of our
 *   packages: it is node-only database plumbing and knows none of the api's tables.
 * - The api imports only @usb/schema/* and @usb/pglite-driver.
 * - e2e is free: it drives the whole site (and reads the remotes' texts); only @usb/bench, which
 *   builds on it, is refused.
 * - The bench (bench/) drives the built api and site from outside: it imports @usb/api (its
 *   sources and test support by path), @usb/e2e (the journeys' support and Playwright config),
 *   @usb/schema/* and @usb/pglite-driver. Nothing imports the bench.
 *
 * A package always imports itself by name. @usb/schema, @usb/ui and @usb/contracts export only
 * subpaths, so a bare import of one of them (outside e2e) is refused too. A shell's or a remote's
 * import of the shell or a remote is left to usb/shell-boundaries and usb/remote-boundaries,
 * which say why; a relative path into another part to usb/relative-within-package.
 * @type {import('eslint').Rule.RuleModule}
 */
const packageLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Each part imports only the packages of ours below it (schema < build, ui < contracts < shell, remotes; api on schema and pglite-driver only; the bench on api and e2e).',
    },
    schema: [],
    messages: {
      schema: "'{{request}}': @usb/schema imports none of our packages: it is the stateless api contract at the bottom, and every other package builds on it.",
      build:
        "'{{request}}': @usb/build imports only @usb/schema among our packages: the build tooling runs in node and configures the runtime packages, it never depends on them.",
      ui: "'{{request}}': @usb/ui imports only @usb/schema among our packages (and @usb/build from its config outside src/): the kits sit below the runtime contracts.",
      contracts:
        "'{{request}}': @usb/contracts imports only @usb/schema and @usb/ui among our packages (and @usb/build from test-only code): the runtime singletons sit below the shell and the remotes.",
      contractsBuild:
        "'{{request}}': @usb/contracts imports @usb/build only from test-only code (src/testing/, *.test.ts(x)) and its config outside src/: the build tooling is node-only and never reaches a page.",
      app: "'{{request}}': among our packages {{who}} imports only @usb/contracts/*, @usb/ui/* and @usb/schema/* (and @usb/build from its build and test config).",
      appBuild:
        "'{{request}}': @usb/build is node-only build tooling; {{who}} imports it only from its build and test config outside src/ (webpack.config.ts, jest.config.js), never from src/.",
      pgliteDriver:
        "'{{request}}': @usb/pglite-driver imports none of our packages: it is the api's embedded database, node-only plumbing that knows none of the api's tables.",
      api: "'{{request}}': among our packages the api imports only @usb/schema/* subpaths and @usb/pglite-driver: it serves the stateless contract and knows nothing of the pages.",
      bench:
        "'{{request}}': among our packages the bench imports only @usb/api, @usb/e2e, @usb/schema/* and @usb/pglite-driver: it drives the built api and site from outside, as a visitor's browser or a patrol would.",
      e2e: "'{{request}}': e2e never imports @usb/bench: the bench builds on e2e (its page benches extend e2e's Playwright config), not the other way round.",
      bare: "'{{request}}': {{package}} exports only subpaths; import the one you need ('{{package}}/<subpath>').",
    },
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file, treeRootOf(context));
    if (!part) return {};
    const judge = judgeFor(part, file);
    if (!judge) return {};
    const own = packageNameOf(part.name);
    // e2e may import any package of ours as it likes, bare names included.
    const free = part.name === 'e2e';
    return importVisitors((node, request) => {
      const match = /^(@usb\/[^/]+)(\/.*)?$/.exec(request);
      if (!match) return;
      const packageName = match[1] ?? '';
      const bare = match[2] === undefined;
      const refused = packageName === own ? null : judge(packageName);
      if (refused) {
        context.report({ node, messageId: refused, data: { request, who: part.name === 'shell' ? 'the shell' : 'a remote' } });
      } else if (!free && bare && subpathOnly.has(packageName)) {
        context.report({ node, messageId: 'bare', data: { request, package: packageName } });
      }
    });
  },
};

/** What the bench builds on: the api and the site it drives, and what they are built on. */
const benchMayImport = new Set(['@usb/api', '@usb/e2e', '@usb/schema', '@usb/pglite-driver']);

/** Our packages that export only subpaths (no "." entry). */
const subpathOnly = new Set(['@usb/schema', '@usb/ui', '@usb/contracts']);

/**
 * The package name of a part.
 * @param {string} part
 */
function packageNameOf(part) {
  if (part === buildPart) return '@usb/build';
  if (part === 'shared-schema') return '@usb/schema';
  if (part === 'shared-ui') return '@usb/ui';
  if (part === 'shared-contracts') return '@usb/contracts';
  return `@usb/${part}`;
}

/**
 * For a part and a file in it, what judges a package of ours it imports (not its own): the
 * message id that refuses it, null when allowed, undefined when another rule judges it.
 * @param {import('../tree-layout.js').Part} part
 * @param {string} file
 * @returns {((packageName: string) => string | null | undefined) | null}
 */
function judgeFor(part, file) {
  // The part's build and test configuration: what lies outside its src/ folder.
  const config = !isInside(file, join(part.root, 'src'));
  if (part.name === 'shared-schema') return () => 'schema';
  if (part.name === 'pglite-driver') return () => 'pgliteDriver';
  if (part.name === buildPart) return (name) => (name === '@usb/schema' ? null : 'build');
  if (part.name === 'shared-ui') return (name) => (name === '@usb/schema' || (name === '@usb/build' && config) ? null : 'ui');
  if (part.name === 'shared-contracts') {
    const testOnly = config || isInside(file, join(part.root, 'src', 'testing')) || /\.test\.tsx?$/.test(file);
    return (name) => {
      if (name === '@usb/schema' || name === '@usb/ui') return null;
      if (name === '@usb/build') return testOnly ? null : 'contractsBuild';
      return 'contracts';
    };
  }
  if (part.name === 'shell' || isRemote(part.name)) {
    return (name) => {
      if (name === '@usb/contracts' || name === '@usb/ui' || name === '@usb/schema') return null;
      if (name === '@usb/build') return config ? null : 'appBuild';
      if (name === '@usb/shell' || name.startsWith('@usb/remote-')) return undefined;
      return 'app';
    };
  }
  if (part.name === 'api') return (name) => (name === '@usb/schema' || name === '@usb/pglite-driver' ? null : 'api');
  if (part.name === 'bench') return (name) => (benchMayImport.has(name) ? null : 'bench');
  if (part.name === 'e2e') return (name) => (name === '@usb/bench' ? 'e2e' : null);
  return null;
}

export default packageLayers;

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { partNameAt, partOf } from '../lib/tree-layout.js';

// Lints the fixtures with the repository's real eslint.config.mjs (the fixtures are in its
// ignores, so `ignore: false`) and asserts every finding, so a fixture that breaks a rule also
// proves no other rule fires, and a clean fixture proves the rules allow what the tree relies on.
const treeRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = 'tooling/eslint-plugin/fixtures';
const eslint = new ESLint({ cwd: treeRoot, ignore: false });

/** @typedef {[line: number, rule: string, message: string]} Finding */

/**
 * @param {string} fixture path below the fixtures folder
 * @returns {Promise<Finding[]>}
 */
async function lint(fixture) {
  const [result] = await eslint.lintFiles([join(treeRoot, fixtures, fixture)]);
  assert.ok(result, `no lint result for ${fixture}`);
  return result.messages.map((m) => /** @type {Finding} */ ([m.line, m.ruleId ?? 'parse error', m.message]));
}

/** @param {string} request */
const otherRemote = (request) =>
  `'${request}': a remote never imports another remote; remotes share code and talk only through @usb/contracts (events, session, GraphQL).`;
/** @param {string} request */
const remoteImportsShell = (request) => `'${request}': a remote never imports the shell; what the shell shares with remotes lives in @usb/contracts.`;
/** @param {string} request */
const remoteSource = (request) => `'${request}': the shell never imports a remote's source; it loads remotes at run time through the remote registry.`;
/** @param {string} request @param {string} part */
const escape = (request, part) => `'${request}' leaves ${fixtures}/${part}/ by a relative path; import another package by its name.`;
/** @param {string} request @param {string} module */
const moduleInternal = (request, module) =>
  `'${request}' reaches into the ${module} module; outside it, import the module through its entry (modules/${module}/index).`;
/** @param {string} request @param {string} pkg @param {string} subpath */
const otherSubpath = (request, pkg, subpath) =>
  `'${request}' reaches into another subpath of ${pkg} by a relative path; import it by package name ('${subpath}') so the page shares one copy.`;

// usb/package-layers, one message per refusal.
const layers = {
  /** @param {string} request */
  schema: (request) =>
    `'${request}': @usb/schema imports none of our packages: it is the stateless api contract at the bottom, and every other package builds on it.`,
  /** @param {string} request */
  build: (request) =>
    `'${request}': @usb/build imports only @usb/schema among our packages: the build tooling runs in node and configures the runtime packages, it never depends on them.`,
  /** @param {string} request */
  ui: (request) =>
    `'${request}': @usb/ui imports only @usb/schema among our packages (and @usb/build from its config outside src/): the kits sit below the runtime contracts.`,
  /** @param {string} request */
  contracts: (request) =>
    `'${request}': @usb/contracts imports only @usb/schema and @usb/ui among our packages (and @usb/build from test-only code): the runtime singletons sit below the shell and the remotes.`,
  /** @param {string} request */
  contractsBuild: (request) =>
    `'${request}': @usb/contracts imports @usb/build only from test-only code (src/testing/, *.test.ts(x)) and its config outside src/: the build tooling is node-only and never reaches a page.`,
  /** @param {string} request @param {string} who */
  app: (request, who) =>
    `'${request}': among our packages ${who} imports only @usb/contracts/*, @usb/ui/* and @usb/schema/* (and @usb/build from its build and test config).`,
  /** @param {string} request @param {string} who */
  appBuild: (request, who) =>
    `'${request}': @usb/build is node-only build tooling; ${who} imports it only from its build and test config outside src/ (webpack.config.ts, jest.config.js), never from src/.`,
  /** @param {string} request */
  pgliteDriver: (request) =>
    `'${request}': @usb/pglite-driver imports none of our packages: it is the api's embedded database, node-only plumbing that knows none of the api's tables.`,
  /** @param {string} request */
  api: (request) =>
    `'${request}': among our packages the api imports only @usb/schema/* subpaths and @usb/pglite-driver: it serves the stateless contract and knows nothing of the pages.`,
  /** @param {string} request */
  bench: (request) =>
    `'${request}': among our packages the bench imports only @usb/api, @usb/e2e, @usb/schema/* and @usb/pglite-driver: it drives the built api and site from outside, as a visitor's browser or a patrol would.`,
  /** @param {string} request */
  e2e: (request) =>
    `'${request}': e2e never imports @usb/bench: the bench builds on e2e (its page benches extend e2e's Playwright config), not the other way round.`,
  /** @param {string} request @param {string} pkg */
  bare: (request, pkg) => `'${request}': ${pkg} exports only subpaths; import the one you need ('${pkg}/<subpath>').`,
};

describe('the fixtures', () => {
  it('are left out of the normal lint', async () => {
    assert.equal(await new ESLint({ cwd: treeRoot }).isPathIgnored(join(treeRoot, fixtures, 'shell/src/imports-remote.ts')), true);
  });
});

describe('the tree layout', () => {
  const root = '/tree';
  it('recognises every part by its folder, the build tooling by tooling/build', () => {
    for (const part of ['shell', 'remote-staff', 'shared-schema', 'shared-ui', 'shared-contracts', 'pglite-driver', 'api', 'e2e', 'bench']) {
      assert.deepEqual(partOf(`/tree/${part}/src/a.ts`, root), { name: part, root: `/tree/${part}`, treeDir: '/tree' });
    }
    assert.deepEqual(partOf('/tree/tooling/build/src/a.ts', root), { name: 'tooling/build', root: '/tree/tooling/build', treeDir: '/tree' });
    assert.deepEqual(partOf('/tree/tooling/build/jest.config.js', root), { name: 'tooling/build', root: '/tree/tooling/build', treeDir: '/tree' });
    assert.equal(partNameAt('/tree/tooling/build/src/a.ts', root), 'tooling/build');
  });

  it('takes the outermost folder named like a part: bench/api/ is the bench', () => {
    assert.deepEqual(partOf('/tree/bench/api/a.ts', root), { name: 'bench', root: '/tree/bench', treeDir: '/tree' });
    assert.equal(partNameAt('/tree/bench/api/a.ts', root), 'bench');
  });

  it('takes no other folder named build for the build tooling, and no file for a part', () => {
    assert.equal(partOf('/tree/build/src/a.ts', root), null);
    assert.equal(partOf('/tree/tooling/eslint-plugin/lib/a.js', root), null);
    assert.equal(partOf('/tree/tooling/build', root), null);
    assert.equal(partOf('/tree/shell', root), null);
    assert.equal(partOf('/tree/shell/build/a.ts', root)?.name, 'shell');
    assert.equal(partNameAt('/tree/tooling/other', root), null);
  });
});

describe('usb/remote-boundaries', () => {
  it('forbids another remote by package name, federation id and relative path', async () => {
    assert.deepEqual(await lint('remote-staff/src/imports-another-remote.ts'), [
      [1, 'usb/remote-boundaries', otherRemote('@usb/remote-public')],
      [2, 'usb/remote-boundaries', otherRemote('remote_public/Routes')],
      [3, 'usb/remote-boundaries', otherRemote('../../remote-public/src/app')],
      [3, 'usb/relative-within-package', escape('../../remote-public/src/app', 'remote-staff')],
    ]);
  });

  it('forbids the shell by package name and relative path', async () => {
    assert.deepEqual(await lint('remote-staff/src/imports-shell.ts'), [
      [1, 'usb/remote-boundaries', remoteImportsShell('@usb/shell/src/bootstrap')],
      [2, 'usb/remote-boundaries', remoteImportsShell('../../shell/src/bootstrap')],
      [2, 'usb/relative-within-package', escape('../../shell/src/bootstrap', 'remote-staff')],
    ]);
  });
});

describe('usb/shell-boundaries', () => {
  it("forbids a remote's source by package name, federation id and relative path", async () => {
    assert.deepEqual(await lint('shell/src/imports-remote.ts'), [
      [1, 'usb/shell-boundaries', remoteSource('@usb/remote-staff')],
      [2, 'usb/shell-boundaries', remoteSource('remote_staff/Routes')],
      [3, 'usb/shell-boundaries', remoteSource('../../remote-tasks/src/app')],
      [3, 'usb/relative-within-package', escape('../../remote-tasks/src/app', 'shell')],
      [4, 'usb/package-layers', layers.app('@usb/e2e', 'the shell')],
    ]);
  });

  it('allows the shared packages by subpath, its own files and remote ids as strings', async () => {
    assert.deepEqual(await lint('shell/src/clean.ts'), []);
  });
});

describe('usb/kits-only', () => {
  it('forbids antd, its icons, react-router and Apollo outside the kits, a re-export of an Apollo type included', async () => {
    const antd = (/** @type {string} */ request) =>
      `'${request}': antd and its icons are reached only through @usb/ui/{core,inputs,forms,light-form,controls,upload,pickers,data,nav,table,light-table,icons,admin-icons} (one shared, themed antd on the page).`;
    const apollo = (/** @type {string} */ request) =>
      `'${request}': Apollo is reached only through @usb/contracts/graphql-client (one shared Apollo on the page); its types with \`import type\`.`;
    assert.deepEqual(await lint('remote-public/src/imports-kits-directly.ts'), [
      [1, 'usb/kits-only', antd('antd/es/button')],
      [2, 'usb/kits-only', antd('@ant-design/icons')],
      [3, 'usb/kits-only', "'react-router-dom': react-router is reached only through @usb/contracts/router (one shared router on the page)."],
      [4, 'usb/kits-only', apollo('@apollo/client/react')],
      [5, 'usb/kits-only', apollo('@apollo/client')],
    ]);
  });

  it("allows the kits, react, Apollo's types and the remote's own files", async () => {
    assert.deepEqual(await lint('remote-public/src/clean.ts'), []);
  });

  it("allows Apollo's testing kit in a test file", async () => {
    assert.deepEqual(await lint('remote-public/src/uses-apollo-testing.test.ts'), []);
  });
});

describe('usb/api-module-entry', () => {
  it('forbids a module file from outside the modules folder', async () => {
    assert.deepEqual(await lint('api/src/app.ts'), [[2, 'usb/api-module-entry', moduleInternal('./modules/patrols/patrols-service.js', 'patrols')]]);
  });

  it("forbids another module's internals but allows its entry", async () => {
    assert.deepEqual(await lint('api/src/modules/patrols/patrols-service.ts'), [
      [3, 'usb/api-module-entry', moduleInternal('../auth/auth-repository', 'auth')],
    ]);
  });

  it('lets a module import its own files and lets tests import module internals', async () => {
    assert.deepEqual(await lint('api/src/modules/auth/auth-service.ts'), []);
    assert.deepEqual(await lint('api/src/modules/auth/index.ts'), []);
    assert.deepEqual(
      (await lint('api/test/auth-service.test.ts')).filter(([, rule]) => rule !== 'usb/package-layers'),
      [],
    );
  });
});

describe('usb/api-platform-boundaries', () => {
  const platform = (/** @type {string} */ request) =>
    `'${request}' reaches into the platform: the domain modules, plugins and helpers never import it (only app.ts, server.ts, cli.ts and the platform itself do); the platform uses them, not the other way round.`;

  it('forbids a domain module to import the platform', async () => {
    assert.deepEqual(
      (await lint('api/src/modules/patrols/patrol-remotes.ts')).filter(([, rule]) => rule !== 'usb/repository-own-tables'),
      [[3, 'usb/api-platform-boundaries', platform('../../platform/registry')]],
    );
  });

  it("lets the programs import the platform, and the platform a module's entry", async () => {
    assert.deepEqual(await lint('api/src/cli.ts'), []);
    assert.deepEqual(await lint('api/src/platform/registry/index.ts'), []);
    assert.deepEqual(
      (await lint('api/src/platform/registry/remotes-repository.ts')).filter(([, rule]) => rule !== 'usb/repository-own-tables'),
      [],
    );
  });
});

describe('usb/package-layers', () => {
  it('@usb/schema: none of our packages, itself only by subpath; relative paths between its subpaths are fine', async () => {
    assert.deepEqual(await lint('shared-schema/src/domain/index.ts'), []);
    assert.deepEqual(await lint('shared-schema/src/domain/imports-other-layers.ts'), [
      [1, 'usb/package-layers', layers.schema('@usb/ui/core')],
      [2, 'usb/package-layers', layers.schema('@usb/contracts/session')],
      [3, 'usb/package-layers', layers.schema('@usb/build')],
      [4, 'usb/package-layers', layers.schema('@usb/api')],
      [5, 'usb/package-layers', layers.bare('@usb/schema', '@usb/schema')],
    ]);
  });

  it('@usb/pglite-driver: none of our packages; itself by name and its own files are fine', async () => {
    assert.deepEqual(await lint('pglite-driver/src/pglite-thread.ts'), []);
    assert.deepEqual(await lint('pglite-driver/src/imports-other-layers.ts'), [
      [1, 'usb/package-layers', layers.pgliteDriver('@usb/schema/domain')],
      [2, 'usb/package-layers', layers.pgliteDriver('@usb/api')],
    ]);
  });

  it('@usb/build (tooling/build): only @usb/schema, by subpath', async () => {
    assert.deepEqual(await lint('tooling/build/src/index.ts'), []);
    assert.deepEqual(await lint('tooling/build/src/imports-other-layers.ts'), [
      [1, 'usb/package-layers', layers.build('@usb/ui/forms')],
      [2, 'usb/package-layers', layers.build('@usb/contracts/session')],
      [3, 'usb/package-layers', layers.build('@usb/shell')],
      [4, 'usb/package-layers', layers.bare('@usb/schema', '@usb/schema')],
    ]);
  });

  it('@usb/ui: only @usb/schema and itself, by subpath, and @usb/build from its config outside src/', async () => {
    assert.deepEqual(await lint('shared-ui/src/core.ts'), []);
    assert.deepEqual(await lint('shared-ui/jest.config.js'), []);
    assert.deepEqual(await lint('shared-ui/src/imports-other-layers.ts'), [
      [1, 'usb/package-layers', layers.ui('@usb/contracts/session')],
      [2, 'usb/package-layers', layers.ui('@usb/build')],
      [3, 'usb/package-layers', layers.ui('@usb/shell')],
      [4, 'usb/package-layers', layers.bare('@usb/schema', '@usb/schema')],
    ]);
  });

  it('@usb/contracts: @usb/schema, @usb/ui and itself; @usb/build only from test-only code and its config', async () => {
    assert.deepEqual(await lint('shared-contracts/src/session/session-store.ts'), []);
    assert.deepEqual(await lint('shared-contracts/jest.config.js'), []);
    assert.deepEqual(await lint('shared-contracts/src/session/session.test.ts'), []);
    assert.deepEqual(await lint('shared-contracts/src/testing/index.ts'), []);
    assert.deepEqual(await lint('shared-contracts/src/session/imports-other-layers.ts'), [
      [1, 'usb/package-layers', layers.contractsBuild('@usb/build')],
      [2, 'usb/package-layers', layers.contractsBuild('@usb/build/media-query')],
      [3, 'usb/package-layers', layers.contracts('@usb/api')],
      [4, 'usb/package-layers', layers.contracts('@usb/remote-staff/texts')],
      [5, 'usb/package-layers', layers.contracts('@usb/e2e')],
      [6, 'usb/package-layers', layers.bare('@usb/schema', '@usb/schema')],
      [7, 'usb/package-layers', layers.bare('@usb/ui', '@usb/ui')],
      [8, 'usb/package-layers', layers.bare('@usb/contracts', '@usb/contracts')],
    ]);
  });

  it('the shell: @usb/build only from its build and test config outside src/; the shared packages only by subpath', async () => {
    for (const config of ['shell/webpack.config.ts', 'shell/module-federation.config.ts', 'shell/jest.config.js', 'shell/static-frame.ts']) {
      assert.deepEqual(await lint(config), [], config);
    }
    assert.deepEqual(await lint('shell/src/imports-other-packages.ts'), [
      [1, 'usb/package-layers', layers.bare('@usb/contracts', '@usb/contracts')],
      [2, 'usb/package-layers', layers.bare('@usb/ui', '@usb/ui')],
      [3, 'usb/package-layers', layers.bare('@usb/schema', '@usb/schema')],
      [4, 'usb/package-layers', layers.appBuild('@usb/build', 'the shell')],
      [5, 'usb/package-layers', layers.appBuild('@usb/build/media-query', 'the shell')],
      [6, 'usb/package-layers', layers.app('@usb/api', 'the shell')],
    ]);
  });

  it('a remote: the same, and never @usb/build from src/ even in a file named like a config', async () => {
    assert.deepEqual(await lint('remote-staff/webpack.config.ts'), []);
    assert.deepEqual(await lint('remote-tasks/jest.config.js'), []);
    assert.deepEqual(await lint('remote-staff/src/webpack.config.ts'), [[1, 'usb/package-layers', layers.appBuild('@usb/build', 'a remote')]]);
    assert.deepEqual(await lint('remote-staff/src/imports-other-packages.ts'), [
      [1, 'usb/package-layers', layers.app('@usb/api', 'a remote')],
      [2, 'usb/package-layers', layers.bare('@usb/contracts', '@usb/contracts')],
      [3, 'usb/package-layers', layers.app('@usb/e2e', 'a remote')],
      [4, 'usb/package-layers', layers.appBuild('@usb/build', 'a remote')],
      [5, 'usb/package-layers', layers.bare('@usb/ui', '@usb/ui')],
    ]);
  });

  it('the api: only @usb/schema subpaths and @usb/pglite-driver, in src/ and test/ alike', async () => {
    assert.deepEqual(await lint('api/src/imports-packages.ts'), [
      [3, 'usb/package-layers', layers.bare('@usb/schema', '@usb/schema')],
      [4, 'usb/package-layers', layers.api('@usb/contracts')],
      [5, 'usb/package-layers', layers.api('@usb/ui/forms')],
      [6, 'usb/package-layers', layers.api('@usb/build')],
      [8, 'usb/package-layers', layers.api('@usb/bench/api/virtual-browser')],
    ]);
    assert.deepEqual(await lint('api/test/auth-service.test.ts'), [[3, 'usb/package-layers', layers.api('@usb/contracts/router')]]);
  });

  it('e2e: any package of ours but the bench, which builds on it', async () => {
    assert.deepEqual(await lint('e2e/tests/free.ts'), []);
    assert.deepEqual(await lint('e2e/tests/imports-bench.ts'), [[1, 'usb/package-layers', layers.e2e('@usb/bench/api/virtual-browser')]]);
  });

  it('the bench: @usb/api and @usb/e2e by path, @usb/schema subpaths and @usb/pglite-driver; its folder api/ is its own', async () => {
    assert.deepEqual(await lint('bench/api/imports-packages.ts'), [
      [6, 'usb/package-layers', layers.bare('@usb/schema', '@usb/schema')],
      [7, 'usb/package-layers', layers.bench('@usb/contracts/session')],
      [8, 'usb/package-layers', layers.bench('@usb/ui/core')],
      [9, 'usb/package-layers', layers.bench('@usb/remote-staff/texts')],
      [10, 'usb/package-layers', layers.bench('@usb/build')],
      [11, 'usb/relative-within-package', escape('../../api/src/app', 'bench')],
    ]);
  });
});

describe('usb/subpath-boundaries', () => {
  it('@usb/contracts: forbids a relative path into another subpath', async () => {
    assert.deepEqual(await lint('shared-contracts/src/events/bus.ts'), [
      [2, 'usb/subpath-boundaries', otherSubpath('../session/session-store', '@usb/contracts', '@usb/contracts/session')],
      [3, 'usb/package-layers', layers.contracts('@usb/shell')],
      [4, 'usb/relative-within-package', escape('../../../api/src/app', 'shared-contracts')],
    ]);
  });

  it('@usb/contracts: allows files of the same subpath and other subpaths by package name', async () => {
    assert.deepEqual(await lint('shared-contracts/src/session/session-store.ts'), []);
    assert.deepEqual(await lint('shared-contracts/src/testing/index.ts'), []);
  });

  it('@usb/ui: treats each exported file as its own subpath', async () => {
    assert.deepEqual(await lint('shared-ui/src/forms.ts'), [[1, 'usb/subpath-boundaries', otherSubpath('./core', '@usb/ui', '@usb/ui/core')]]);
  });

  it('@usb/ui: allows files outside any subpath, and a test beside the kits, to import a subpath by a relative path', async () => {
    assert.deepEqual(await lint('shared-ui/src/core.ts'), []);
    assert.deepEqual(await lint('shared-ui/src/core.test.ts'), []);
  });

  it('leaves the other packages alone: @usb/schema subpaths may import each other by a relative path', async () => {
    assert.deepEqual(await lint('shared-schema/src/domain/index.ts'), []);
  });
});

describe('usb/relative-within-package', () => {
  it('forbids a relative path out of any package', async () => {
    assert.deepEqual(await lint('e2e/tests/reaches-into-api.ts'), [[1, 'usb/relative-within-package', escape('../../api/src/app', 'e2e')]]);
  });
});

describe('usb/no-import-cycles', () => {
  /** @param {string} request @param {string[]} files the cycle, from the linted file back to it */
  const cycle = (request, ...files) =>
    `'${request}' closes an import cycle: ${files.join(' -> ')}. Move what the files share into a file of their own, or make one side take it as a parameter (or import only its types).`;

  it('reports a cycle of two in both files, at the import that leads back', async () => {
    assert.deepEqual(await lint('api/src/cycles/two-a.ts'), [
      [1, 'usb/no-import-cycles', cycle('./two-b', 'src/cycles/two-a.ts', 'src/cycles/two-b.ts', 'src/cycles/two-a.ts')],
    ]);
    assert.deepEqual(await lint('api/src/cycles/two-b.ts'), [
      [1, 'usb/no-import-cycles', cycle('./two-a', 'src/cycles/two-b.ts', 'src/cycles/two-a.ts', 'src/cycles/two-b.ts')],
    ]);
  });

  it("reports a cycle of three, resolving './b.js' to b.ts and './c' to c/index.ts", async () => {
    const [a, b, c] = ['src/cycles/three/a.ts', 'src/cycles/three/b.ts', 'src/cycles/three/c/index.ts'];
    assert.deepEqual(await lint('api/src/cycles/three/a.ts'), [[1, 'usb/no-import-cycles', cycle('./b.js', a, b, c, a)]]);
    assert.deepEqual(await lint('api/src/cycles/three/b.ts'), [[1, 'usb/no-import-cycles', cycle('./c', b, c, a, b)]]);
    assert.deepEqual(await lint('api/src/cycles/three/c/index.ts'), [[1, 'usb/no-import-cycles', cycle('../a', c, a, b, c)]]);
  });

  it('leaves a cycle alone that only types close (import type, { type X }, type re-exports, an import used only as a type)', async () => {
    for (const file of ['x.ts', 'y.ts', 'z.ts']) assert.deepEqual(await lint(`api/src/cycles/type-only/${file}`), [], file);
  });

  it('reports nothing without a cycle', async () => {
    for (const file of ['one.ts', 'two.ts', 'types.ts']) assert.deepEqual(await lint(`api/src/cycles/clean/${file}`), [], file);
  });

  it("holds the shell's and the other parts' sources too", async () => {
    assert.deepEqual(await lint('shell/src/cycle/menu.ts'), [
      [1, 'usb/no-import-cycles', cycle('./menu-items', 'src/cycle/menu.ts', 'src/cycle/menu-items.ts', 'src/cycle/menu.ts')],
    ]);
  });
});

describe('usb/repository-own-tables', () => {
  /** @param {string} verb @param {string} table @param {string} file */
  const answersTable = (verb, table, file) =>
    `The tasks module ${verb} '${table}', a table of the answers module (db/schema/${file}): a module writes only its own tables; let the answers module's service do it (modules/answers/index), passing the transaction when the write must share it.`;

  it("forbids writing another module's tables (drizzle, an exclusive row lock, raw SQL), by name or namespace import", async () => {
    assert.deepEqual(await lint('api/src/modules/tasks/tasks-repository.ts'), [
      [18, 'usb/repository-own-tables', answersTable('deletes from', 'answers', 'answers.ts')],
      [19, 'usb/repository-own-tables', answersTable('updates', 'answers', 'answers.ts')],
      [20, 'usb/repository-own-tables', answersTable('inserts into', 'answerArrivals', 'answer-arrivals.ts')],
      [22, 'usb/repository-own-tables', answersTable('locks (FOR NO KEY UPDATE)', 'answers', 'answers.ts')],
      [23, 'usb/repository-own-tables', answersTable("writes (raw SQL 'insert into')", 'answers', 'answers.ts')],
      [
        24,
        'usb/repository-own-tables',
        "The tasks module deletes from 'rateLimits', which belongs to no module (db/schema/rate-limits.ts is named after none and has no @owner tag): a module writes only its own tables.",
      ],
    ]);
  });

  it("allows a module's own tables, by file name or @owner, in any of its files", async () => {
    assert.deepEqual(await lint('api/src/modules/answers/answer-deletions.ts'), []);
  });

  it('holds the parts of the platform to the same rule, their owners by folder name or @owner', async () => {
    assert.deepEqual(await lint('api/src/platform/registry/remotes-repository.ts'), [
      [
        11,
        'usb/repository-own-tables',
        "The platform's registry deletes from 'answers', a table of the answers module (db/schema/answers.ts): a module writes only its own tables; let the answers module's service do it (modules/answers/index), passing the transaction when the write must share it.",
      ],
    ]);
    assert.deepEqual(
      (await lint('api/src/modules/patrols/patrol-remotes.ts')).filter(([, rule]) => rule !== 'usb/api-platform-boundaries'),
      [
        [
          5,
          'usb/repository-own-tables',
          "The patrols module deletes from 'remoteVersions', a table of the platform's registry (db/schema/remotes.ts): a module writes only its own tables; let the registry's service do it (platform/registry/index), passing the transaction when the write must share it.",
        ],
      ],
    );
  });

  it('leaves files outside the modules and the platform alone', async () => {
    assert.deepEqual(await lint('api/src/plugins/rate-limits.ts'), []);
    assert.deepEqual(await lint('api/src/db/schema/answers.ts'), []);
  });
});

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

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
/** @param {string} request @param {string} subpath */
const otherSubpath = (request, subpath) =>
  `'${request}' reaches into another subpath of @usb/contracts by a relative path; import it by package name ('${subpath}') so the page shares one copy.`;

describe('the fixtures', () => {
  it('are left out of the normal lint', async () => {
    assert.equal(await new ESLint({ cwd: treeRoot }).isPathIgnored(join(treeRoot, fixtures, 'shell/src/imports-remote.ts')), true);
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

  it('allows among our packages only @usb/contracts subpaths', async () => {
    const onlyContracts = (/** @type {string} */ request) => `'${request}': among our packages a remote imports only @usb/contracts/* subpaths.`;
    assert.deepEqual(await lint('remote-staff/src/imports-other-packages.ts'), [
      [1, 'usb/remote-boundaries', onlyContracts('@usb/api')],
      [2, 'usb/remote-boundaries', onlyContracts('@usb/contracts')],
    ]);
  });
});

describe('usb/shell-boundaries', () => {
  it("forbids a remote's source and any of our packages but @usb/contracts", async () => {
    assert.deepEqual(await lint('shell/src/imports-remote.ts'), [
      [1, 'usb/shell-boundaries', remoteSource('@usb/remote-staff')],
      [2, 'usb/shell-boundaries', remoteSource('remote_staff/Routes')],
      [3, 'usb/shell-boundaries', remoteSource('../../remote-tasks/src/app')],
      [3, 'usb/relative-within-package', escape('../../remote-tasks/src/app', 'shell')],
      [4, 'usb/shell-boundaries', "'@usb/e2e': among our packages the shell imports only @usb/contracts/* subpaths."],
    ]);
  });

  it('allows contracts subpaths, its own files and remote ids as strings', async () => {
    assert.deepEqual(await lint('shell/src/clean.ts'), []);
  });
});

describe('usb/kits-only', () => {
  it('forbids antd, its icons, react-router and Apollo outside the kits, a re-export of an Apollo type included', async () => {
    const antd = (/** @type {string} */ request) =>
      `'${request}': antd and its icons are reached only through @usb/contracts/ui/{core,inputs,forms,light-form,controls,upload,pickers,data,nav,table,icons,admin-icons} (one shared, themed antd on the page).`;
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
    assert.deepEqual(await lint('api/test/auth-service.test.ts'), []);
  });
});

describe('usb/contracts-boundaries', () => {
  it('forbids our other packages and relative paths into another subpath', async () => {
    assert.deepEqual(await lint('shared-contracts/src/rest/client.ts'), [
      [2, 'usb/contracts-boundaries', otherSubpath('../session/session-store', '@usb/contracts/session')],
      [3, 'usb/contracts-boundaries', "'@usb/shell': @usb/contracts imports nothing else of ours; every part depends on it, never the other way round."],
      [4, 'usb/relative-within-package', escape('../../../api/src/app', 'shared-contracts')],
    ]);
  });

  it('treats each exported file as its own subpath', async () => {
    assert.deepEqual(await lint('shared-contracts/src/ui/forms.ts'), [[1, 'usb/contracts-boundaries', otherSubpath('./core', '@usb/contracts/ui/core')]]);
  });

  it('allows files of the same subpath and other subpaths by package name', async () => {
    assert.deepEqual(await lint('shared-contracts/src/session/session-store.ts'), []);
  });
});

describe('usb/relative-within-package', () => {
  it('forbids a relative path out of any package', async () => {
    assert.deepEqual(await lint('e2e/tests/reaches-into-api.ts'), [[1, 'usb/relative-within-package', escape('../../api/src/app', 'e2e')]]);
  });
});

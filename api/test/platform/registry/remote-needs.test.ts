/**
 * What a remote build needs beyond the shared versions (remote-needs.ts): the export names it
 * imports from the shell's shared modules, and GraphQL operations the api's schema accepts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { apiSchema } from '../../../src/platform/registry/api-schema';
import {
  invalidDocuments,
  missingExports,
  REMOTE_NEEDS_FILE,
  remoteNeedsProblems,
  SHELL_SHARED_EXPORTS_FILE,
} from '../../../src/platform/registry/remote-needs';

const schema = buildSchema(`
  type Patrol { id: ID!, name: String! }
  type Query { patrols: [Patrol!]! }
`);

describe('what a remote imports from the shell', () => {
  const shell = { '@usb/ui/forms': ['Form', 'InputText'], react: ['*'], '@usb/contracts/router': ['default', 'Link'] };

  it('names each import the shell does not export, and none it does', () => {
    const imports = { '@usb/ui/forms': ['Form', 'InputNumber'], '@usb/contracts/router': ['default', 'Link'] };
    expect(missingExports('remote-mgmt', imports, shell)).toEqual(['remote-mgmt imports InputNumber from @usb/ui/forms, which the shell does not share']);
  });

  it('says which module lacks a default export', () => {
    expect(missingExports('remote-staff', { '@usb/ui/forms': ['default'] }, shell)).toEqual([
      'remote-staff imports the default export from @usb/ui/forms, which the shell does not share',
    ]);
  });

  it('leaves namespaces, modules the shell cannot list and modules it does not share (shared-needs.ts reports those) alone', () => {
    expect(missingExports('remote-staff', { '@usb/ui/forms': ['*'], react: ['useState', 'anything'], 'chart-kit': ['Chart'] }, shell)).toEqual([]);
  });
});

describe("a remote's GraphQL operations", () => {
  it('accepts operations the schema answers and names those it does not, with the reason', () => {
    const documents = {
      GetPatrols: 'query GetPatrols { patrols { id name } }',
      GetPatrolColours: 'query GetPatrolColours { patrols { id colour } }',
      Broken: 'query Broken { patrols {',
    };
    const problems = invalidDocuments('remote-staff', documents, schema);
    expect(problems).toEqual([
      `remote-staff's operation GetPatrolColours does not match the api: Cannot query field "colour" on type "Patrol".`,
      expect.stringMatching(/^remote-staff's operation Broken does not match the api: Syntax Error: Expected Name, found <EOF>/),
    ]);
  });

  it("validates against the api's own schema", () => {
    expect(apiSchema().getQueryType()?.name).toBe('Query');
    expect(invalidDocuments('remote-staff', { Nothing: 'query Nothing { nothingAtAll }' }, apiSchema())).toEqual([
      `remote-staff's operation Nothing does not match the api: Cannot query field "nothingAtAll" on type "Query".`,
    ]);
  });
});

describe('the check of a build folder', () => {
  let buildDir: string;
  let shellDir: string;
  beforeEach(() => {
    buildDir = mkdtempSync(join(tmpdir(), 'usb-remote-needs-build-'));
    shellDir = mkdtempSync(join(tmpdir(), 'usb-remote-needs-shell-'));
  });
  afterEach(() => {
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(shellDir, { recursive: true, force: true });
  });

  const needs = {
    sharedImports: { '@usb/ui/forms': ['InputNumber'] },
    graphqlDocuments: { GetPatrols: 'query GetPatrols { patrols { id name } }', GetPatrolColours: 'query GetPatrolColours { patrols { colour } }' },
  };

  it('passes a build without the needs file: builds made before it still deploy', async () => {
    expect(await remoteNeedsProblems({ name: 'remote-staff', buildDir, shellDir, schema })).toEqual([]);
  });

  it('names the missing exports (when the shell states its exports) and the operations the api refuses', async () => {
    writeFileSync(join(buildDir, REMOTE_NEEDS_FILE), JSON.stringify(needs));
    const operationProblem = `remote-staff's operation GetPatrolColours does not match the api: Cannot query field "colour" on type "Patrol".`;
    expect(await remoteNeedsProblems({ name: 'remote-staff', buildDir, shellDir, schema })).toEqual([operationProblem]);
    expect(await remoteNeedsProblems({ name: 'remote-staff', buildDir, schema })).toEqual([operationProblem]);

    writeFileSync(join(shellDir, SHELL_SHARED_EXPORTS_FILE), JSON.stringify({ sharedExports: { '@usb/ui/forms': ['Form'] } }));
    expect(await remoteNeedsProblems({ name: 'remote-staff', buildDir, shellDir, schema })).toEqual([
      'remote-staff imports InputNumber from @usb/ui/forms, which the shell does not share',
      operationProblem,
    ]);
  });

  it('refuses a needs file of another shape', async () => {
    writeFileSync(join(buildDir, REMOTE_NEEDS_FILE), JSON.stringify({ sharedImports: { react: 'useState' }, graphqlDocuments: {} }));
    expect(await remoteNeedsProblems({ name: 'remote-staff', buildDir, shellDir, schema })).toEqual([
      `${REMOTE_NEEDS_FILE} is not { sharedImports: { [module]: names }, graphqlDocuments: { [operation]: source } }`,
    ]);
  });
});

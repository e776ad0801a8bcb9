/**
 * The registry's interface on a running site (docs/remotes-registry.md): deploy tokens made by
 * an admin over GraphQL, uploads over REST with a token or an admin session, list, activate and
 * rollback over REST and GraphQL, the history, and every refusal: no token, another remote's
 * token, a revoked token, a non-admin session, malformed and oversize uploads, each leaving the
 * active version and /remotes.json as they were and no staging folder behind.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import {
  remoteSwitchPath,
  remoteVersionsPath,
  restPaths,
  type RemoteRegistryDocument,
  type RemoteSwitchResult,
  type RemoteVersionSummary,
} from '@usb/schema/rest';
import { SHELL_SHARED_VERSIONS_FILE } from '@usb/schema/domain';
import { newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { FAKE_CONTRACTS_VERSION, remoteManifest } from '../../support/fixtures';
import { useSite } from '../../support/site';
import { enginesAndStores } from '../../support/storage';
import { fakeBuild, rawTarGz, tarGz, upload } from './uploads';
import { integrityOf } from '../../../src/platform/registry/file-integrity';
import { REMOTE_NEEDS_FILE, SHELL_SHARED_EXPORTS_FILE } from '../../../src/platform/registry/remote-needs';

const CREATE_TOKEN =
  'mutation ($l: String!, $r: [String!]!) { remotes { createDeployToken(label: $l, remotes: $r) { token deployToken { id label remotes createdBy } } } }';
const REVOKE_TOKEN = 'mutation ($id: ID!) { remotes { revokeDeployToken(id: $id) { id revokedAt } } }';
const TOKENS = '{ remotes { getDeployTokens { id label lastUsedAt revokedAt } } }';
const MODULES = '{ remotes { getModules { name activeVersion versions { version contractsVersion sizeBytes deployedBy active } } } }';
const HISTORY = 'query ($n: String) { remotes { getHistory(name: $n) { kind fromVersion toVersion by } } }';
const ACTIVATE = 'mutation ($n: String!, $v: String!) { remotes { activate(name: $n, version: $v) { name activeVersion } } }';
const ROLLBACK = 'mutation ($n: String!) { remotes { rollback(name: $n) { name activeVersion } } }';

interface ModuleAnswer {
  name: string;
  activeVersion: string | null;
  versions: { version: string; contractsVersion: string | null; sizeBytes: number; deployedBy: string; active: boolean }[];
}

describe.each(enginesAndStores)('remote registry interface (%s, %s)', (engine, store) => {
  const site = useSite(engine, { store });
  const builds = mkdtempSync(join(tmpdir(), 'usb-builds-'));
  let staffToken = '';
  let staffTokenId = '';
  let mgmtToken = '';
  let first = '';
  let second = '';
  afterAll(() => rmSync(builds, { recursive: true, force: true }));

  async function createToken(label: string, remotes: string[]) {
    const answer = await site.client.graphql<{
      remotes: { createDeployToken: { token: string; deployToken: { id: string; label: string; remotes: string[]; createdBy: string } } };
    }>(CREATE_TOKEN, { l: label, r: remotes }, site.adminToken);
    return answer;
  }

  async function registry(): Promise<RemoteRegistryDocument> {
    return (await site.client.get<RemoteRegistryDocument>('/remotes.json')).body;
  }

  function rest<T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
    return site.client.request<T>(method, path, { headers: { authorization: `Bearer ${token}` }, body, xsrf: false });
  }

  it('an admin makes deploy tokens over GraphQL; the secret is shown once and starts with usbdt_', async () => {
    const staff = await createToken('Stab-holdets CI', ['remote-staff']);
    expect(staff.errors).toBeUndefined();
    const created = staff.data?.remotes.createDeployToken;
    expect(created?.token).toMatch(/^usbdt_[0-9a-f]{64}$/);
    expect(created?.deployToken).toMatchObject({ label: 'Stab-holdets CI', remotes: ['remote-staff'], createdBy: 'chefen' });
    staffToken = created?.token ?? '';
    staffTokenId = created?.deployToken.id ?? '';
    mgmtToken = (await createToken('Admin-holdet', ['remote-mgmt'])).data?.remotes.createDeployToken.token ?? '';

    expect(codeOf(await createToken('', ['remote-staff']))).toBe('BAD_USER_INPUT');
    const unknown = await createToken('CI', ['remote-nope']);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['remotes'] });
    expect(codeOf(await createToken('x'.repeat(101), ['remote-staff']))).toBe('BAD_USER_INPUT');
    expect(codeOf(await createToken('CI', []))).toBe('BAD_USER_INPUT');
  });

  it('a token deploys its remote: the version is stored, active, in /remotes.json with its contracts version', async () => {
    const build = fakeBuild(builds, 'remote-staff', 'first');
    const answer = await upload(site.url, 'remote-staff', await tarGz(build), { token: staffToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'remote-staff', changed: true });
    expect(answer.body.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(answer.body.elapsedMs).toBeGreaterThanOrEqual(0);
    first = answer.body.version;
    expect((await registry()).remote_staff).toEqual({
      entry: `/remotes/remote-staff/${first}/mf-manifest.json`,
      version: first,
      contracts: FAKE_CONTRACTS_VERSION,
      integrity: {
        'mf-manifest.json': integrityOf(readFileSync(join(build, 'mf-manifest.json'))),
        'remoteEntry.js': integrityOf(readFileSync(join(build, 'remoteEntry.js'))),
      },
    });
    const entry = await fetch(`${site.url}/remotes/remote-staff/${first}/remoteEntry.js`);
    expect(await entry.text()).toContain('first');

    const again = await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'first')), { token: staffToken });
    expect(again.body).toMatchObject({ version: first, changed: false });

    const next = await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'second')), { token: staffToken });
    expect(next.body).toMatchObject({ changed: true });
    second = next.body.version;
    expect((await registry()).remote_staff?.version).toBe(second);
  });

  it('refuses a missing, malformed, revoked or other remote token and a non-admin session; an admin session may', async () => {
    const body = await tarGz(fakeBuild(builds, 'remote-staff', 'third'));
    const before = await registry();
    expect((await upload(site.url, 'remote-staff', body, {})).status).toBe(401);
    expect((await upload(site.url, 'remote-staff', body, { token: 'usbdt_0000' })).status).toBe(401);
    expect((await upload(site.url, 'remote-staff', body, { token: staffToken.replace(/^usbdt_/, 'other_') })).status).toBe(401);
    const wrongRemote = await upload(site.url, 'remote-staff', body, { token: mgmtToken });
    expect(wrongRemote).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const user = await newUser(site, { prefix: 'ikkeadmin' });
    expect((await upload(site.url, 'remote-staff', body, { session: user.token })).status).toBe(403);
    expect((await upload(site.url, 'remote-nope', body, { token: staffToken })).body).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['name'] });
    expect(await registry()).toEqual(before);

    const revocable = (await createToken('Kortlivet', ['remote-staff'])).data?.remotes.createDeployToken;
    const revoked = await site.client.graphql<{ remotes: { revokeDeployToken: { revokedAt: string | null } } }>(
      REVOKE_TOKEN,
      { id: revocable?.deployToken.id },
      site.adminToken,
    );
    expect(revoked.data?.remotes.revokeDeployToken.revokedAt).not.toBeNull();
    expect((await upload(site.url, 'remote-staff', body, { token: revocable?.token })).status).toBe(401);
    expect(codeOf(await site.client.graphql(REVOKE_TOKEN, { id: '999999' }, site.adminToken))).toBe('NOT_FOUND');

    const asAdmin = await upload(site.url, 'remote-staff', body, { session: site.adminToken });
    expect(asAdmin.status).toBe(200);
    // Back to the second build, so the tests below start from it.
    const back = await rest<RemoteSwitchResult>('POST', remoteSwitchPath('remote-staff', 'activate'), staffToken, { version: second });
    expect(back.body).toEqual({ name: 'remote-staff', version: second });
  });

  describe('malformed and oversize uploads are refused, leaving the active version serving and no staging folder', () => {
    const manifest = JSON.stringify(remoteManifest('remote-staff', '1.0.0'));
    const cases: [string, () => Promise<Buffer>, number, RegExp][] = [
      ['not gzip', () => Promise.resolve(Buffer.from('this is no archive at all')), 400, /no gzip/],
      ['gzip but no tar', () => Promise.resolve(rawTarGz([]).subarray(0, 10)), 400, /gzip|tar|ended/],
      ['no manifest', () => Promise.resolve(rawTarGz([{ path: 'remoteEntry.js', type: 'File', body: 'var x;' }])), 400, /no mf-manifest\.json/],
      ['manifest not JSON', () => Promise.resolve(rawTarGz([{ path: 'mf-manifest.json', type: 'File', body: '{ not json' }])), 400, /not a JSON object/],
      [
        'wrong container name',
        () => tarGz(fakeBuild(builds, 'remote-staff', 'wrong-container', remoteManifest('remote-staff', '1.0.0', 'remote_mgmt'))),
        400,
        /container remote_mgmt/,
      ],
      [
        'missing exposes',
        () => tarGz(fakeBuild(builds, 'remote-staff', 'no-exposes', { ...remoteManifest('remote-staff', '1.0.0'), exposes: [] })),
        400,
        /does not expose \.\/Routes/,
      ],
      [
        'a ../ path',
        () =>
          Promise.resolve(
            rawTarGz([
              { path: 'mf-manifest.json', type: 'File', body: manifest },
              { path: '../escaped.js', type: 'File', body: 'evil' },
            ]),
          ),
        400,
        /leaves the build folder/,
      ],
      ['an absolute path', () => Promise.resolve(rawTarGz([{ path: '/tmp/usb-escaped.js', type: 'File', body: 'evil' }])), 400, /leaves the build folder/],
      [
        'a symlink',
        () =>
          Promise.resolve(
            rawTarGz([
              { path: 'mf-manifest.json', type: 'File', body: manifest },
              { path: 'remoteEntry.js', type: 'SymbolicLink', linkpath: '/etc/passwd' },
            ]),
          ),
        400,
        /SymbolicLink/,
      ],
      ['a hard link', () => Promise.resolve(rawTarGz([{ path: 'remoteEntry.js', type: 'Link', linkpath: 'mf-manifest.json' }])), 400, /Link/],
      ['a file over 20 MB', () => Promise.resolve(rawTarGz([{ path: 'big.js', type: 'File', body: randomBytes(21 * 1024 * 1024) }])), 413, /larger than/],
      [
        'more than 5000 files',
        () => Promise.resolve(rawTarGz(Array.from({ length: 5001 }, (_, index) => ({ path: `f${index}.js`, type: 'File' as const, body: 'x' })))),
        413,
        /more than 5000 files/,
      ],
      [
        'a body over 25 MB',
        () =>
          Promise.resolve(
            rawTarGz([
              { path: 'a.js', type: 'File', body: randomBytes(13 * 1024 * 1024) },
              { path: 'b.js', type: 'File', body: randomBytes(13 * 1024 * 1024) },
            ]),
          ),
        413,
        /compressed/,
      ],
    ];

    it.each(cases)('%s', async (_label, makeBody, status, reason) => {
      const before = await registry();
      const answer = await upload(site.url, 'remote-staff', await makeBody(), { token: staffToken });
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT');
      expect(answer.body.message).toMatch(reason);
      expect(await registry()).toEqual(before);
      expect((await fetch(`${site.url}${before.remote_staff?.entry ?? ''}`)).status).toBe(200);
      expect(readdirSync(join(site.storage.dataDir, 'remotes', '.incoming'))).toEqual([]);
      expect(existsSync(join(site.storage.dataDir, 'remotes', 'escaped.js'))).toBe(false);
    });
  });

  it('a refused upload still being sent gets its refusal, not a reset connection, and the connection stays open', async () => {
    // 4 MB in 64 KB pieces: the token is refused before the first byte is read.
    const pieces = 64;
    const piece = randomBytes(64 * 1024);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === pieces) return controller.close();
          sent += 1;
          controller.enqueue(piece);
        },
      });
      const response = await fetch(`${site.url}${remoteVersionsPath('remote-staff')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mgmtToken}`, 'content-type': 'application/gzip' },
        body,
        duplex: 'half',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(response.headers.get('connection')).not.toBe('close');
      expect(sent).toBe(pieces);
    }
  });

  it('lists, activates and rolls back over REST within the token scope', async () => {
    const listed = await rest<RemoteVersionSummary[]>('GET', restPaths.remotes, staffToken);
    expect(listed.body.every((row) => row.name === 'remote-staff')).toBe(true);
    expect(listed.body.find((row) => row.active)?.version).toBe(second);
    expect(listed.body.find((row) => row.version === first)).toMatchObject({ deployedBy: 'token:Stab-holdets CI', contractsVersion: FAKE_CONTRACTS_VERSION });
    expect((await rest('GET', `${restPaths.remotes}?name=remote-staff`, mgmtToken)).status).toBe(403);
    expect((await rest<RemoteVersionSummary[]>('GET', restPaths.remotes, mgmtToken)).body).toEqual([]);

    const back = await rest<RemoteSwitchResult>('POST', remoteSwitchPath('remote-staff', 'rollback'), staffToken);
    expect(back.body.version).not.toBe(second);
    expect((await registry()).remote_staff?.version).toBe(back.body.version);
    expect((await rest('POST', remoteSwitchPath('remote-staff', 'activate'), staffToken, { version: '9.9.9-0000000000' })).status).toBe(404);
    expect((await rest('POST', remoteSwitchPath('remote-staff', 'activate'), mgmtToken, { version: second })).status).toBe(403);
    expect((await rest('POST', remoteSwitchPath('remote-staff', 'activate'), staffToken, {})).status).toBe(400);
    const forward = await rest<RemoteSwitchResult>('POST', remoteSwitchPath('remote-staff', 'activate'), staffToken, { version: second });
    expect(forward.body.version).toBe(second);
    // An admin session without the XSRF echo is refused like every other non-GET.
    const noEcho = await site.client.request('POST', remoteSwitchPath('remote-staff', 'rollback'), { token: site.adminToken, xsrf: false });
    expect(noEcho.status).toBe(403);
  });

  it('an admin sees modules, history and token use over GraphQL, and activates and rolls back there', async () => {
    const modules = await site.client.graphql<{ remotes: { getModules: ModuleAnswer[] } }>(MODULES, {}, site.adminToken);
    const staff = modules.data?.remotes.getModules.find((module) => module.name === 'remote-staff');
    expect(modules.data?.remotes.getModules.map((module) => module.name)).toEqual(['remote-mgmt', 'remote-public', 'remote-staff', 'remote-tasks']);
    expect(staff?.activeVersion).toBe(second);
    expect(staff?.versions.find((version) => version.version === first)).toMatchObject({
      contractsVersion: FAKE_CONTRACTS_VERSION,
      deployedBy: 'token:Stab-holdets CI',
    });
    expect(staff?.versions.every((version) => version.sizeBytes > 0)).toBe(true);

    const activate = (version: string) =>
      site.client.graphql<{ remotes: { activate: { activeVersion: string } } }>(ACTIVATE, { n: 'remote-staff', v: version }, site.adminToken);
    expect((await activate(first)).data?.remotes.activate.activeVersion).toBe(first);
    // The first build has none stored before it.
    expect(codeOf(await site.client.graphql(ROLLBACK, { n: 'remote-staff' }, site.adminToken))).toBe('NOT_FOUND');
    expect((await activate(second)).data?.remotes.activate.activeVersion).toBe(second);
    const rolled = await site.client.graphql<{ remotes: { rollback: { activeVersion: string } } }>(ROLLBACK, { n: 'remote-staff' }, site.adminToken);
    expect(rolled.data?.remotes.rollback.activeVersion).toBe(first);
    expect(codeOf(await site.client.graphql(ACTIVATE, { n: 'remote-staff', v: 'nope' }, site.adminToken))).toBe('NOT_FOUND');
    expect(codeOf(await site.client.graphql(ACTIVATE, { n: 'remote-nope', v: first }, site.adminToken))).toBe('BAD_USER_INPUT');

    const history = await site.client.graphql<{ remotes: { getHistory: { kind: string; fromVersion: string | null; toVersion: string; by: string }[] } }>(
      HISTORY,
      { n: 'remote-staff' },
      site.adminToken,
    );
    const switches = history.data?.remotes.getHistory ?? [];
    expect(switches[0]).toMatchObject({ kind: 'ROLLBACK', fromVersion: second, toVersion: first, by: 'chefen' });
    expect(switches[1]).toMatchObject({ kind: 'ACTIVATE', fromVersion: first, toVersion: second, by: 'chefen' });
    expect(switches[2]).toMatchObject({ kind: 'ACTIVATE', toVersion: first, by: 'chefen' });
    expect(switches.at(-1)).toMatchObject({ kind: 'DEPLOY', fromVersion: null, toVersion: first, by: 'token:Stab-holdets CI' });
    // Every switch starts from the version the one before it ended on.
    for (let index = 0; index + 1 < switches.length; index += 1) expect(switches[index]?.fromVersion).toBe(switches[index + 1]?.toVersion);

    const tokens = await site.client.graphql<{ remotes: { getDeployTokens: { id: string; lastUsedAt: string | null; revokedAt: string | null }[] } }>(
      TOKENS,
      {},
      site.adminToken,
    );
    const used = tokens.data?.remotes.getDeployTokens.find((token) => token.id === staffTokenId);
    expect(used?.lastUsedAt).not.toBeNull();
    expect(used?.revokedAt).toBeNull();
  });

  it('concurrent activations run one after the other: one active version, an unbroken history', async () => {
    const versions = [first, second, first, second, first, second];
    await Promise.all(versions.map((version) => rest('POST', remoteSwitchPath('remote-staff', 'activate'), staffToken, { version })));
    const listed = (await rest<RemoteVersionSummary[]>('GET', `${restPaths.remotes}?name=remote-staff`, staffToken)).body;
    expect(listed.filter((row) => row.active)).toHaveLength(1);
    const history = await site.client.graphql<{ remotes: { getHistory: { fromVersion: string | null; toVersion: string }[] } }>(
      HISTORY,
      { n: 'remote-staff' },
      site.adminToken,
    );
    const switches = history.data?.remotes.getHistory ?? [];
    expect(switches[0]?.toVersion).toBe(listed.find((row) => row.active)?.version);
    for (let index = 0; index + 1 < switches.length; index += 1) expect(switches[index]?.fromVersion).toBe(switches[index + 1]?.toVersion);
  });

  it("refuses a build asking for shared modules the site's shell does not share in a version it accepts, or with a stale brotli copy, and keeps the active one", async () => {
    const shellDir = site.config.shellDir;
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(join(shellDir, SHELL_SHARED_VERSIONS_FILE), JSON.stringify({ react: '19.3.1', '@usb/contracts/session': FAKE_CONTRACTS_VERSION }));
    const before = (await registry()).remote_staff?.version;
    try {
      const manifest = remoteManifest('remote-staff', '1.0.0');
      const newer = { ...manifest, shared: manifest.shared.map((entry) => (entry.name === 'react' ? entry : { ...entry, requiredVersion: '^1.1.0' })) };
      const tooNew = await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'newer-contracts', newer)), { token: staffToken });
      expect(tooNew.status).toBe(400);
      expect(tooNew.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['build'] });
      expect(JSON.stringify(tooNew.body)).toContain(`remote-staff needs @usb/contracts/session ^1.1.0, and the shell has ${FAKE_CONTRACTS_VERSION}`);

      const unshared = {
        ...manifest,
        shared: [...manifest.shared, { id: 'remote_staff:lodash', name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.0' }],
      };
      const missing = await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'unshared', unshared)), { token: staffToken });
      expect(missing.status).toBe(400);
      expect(JSON.stringify(missing.body)).toContain('lodash, which the shell does not share');
      expect((await registry()).remote_staff?.version).toBe(before);

      // A brotli copy left from another build would be served in its file's place: refused.
      const stale = fakeBuild(builds, 'remote-staff', 'stale-copy');
      writeFileSync(join(stale, 'remoteEntry.js.br'), brotliCompressSync('/* an earlier build */'));
      const staleAnswer = await upload(site.url, 'remote-staff', await tarGz(stale), { token: staffToken });
      expect(staleAnswer.status).toBe(400);
      expect(JSON.stringify(staleAnswer.body)).toContain('remoteEntry.js.br is not the brotli copy of remoteEntry.js');

      // A build the shell satisfies, with true brotli copies, goes in as before.
      const metBuild = fakeBuild(builds, 'remote-staff', 'shell-met');
      writeFileSync(join(metBuild, 'remoteEntry.js.br'), brotliCompressSync(readFileSync(join(metBuild, 'remoteEntry.js'))));
      const met = await upload(site.url, 'remote-staff', await tarGz(metBuild), { token: staffToken });
      expect([met.status, met.body.changed]).toEqual([200, true]);
    } finally {
      rmSync(join(shellDir, SHELL_SHARED_VERSIONS_FILE), { force: true });
    }
  });

  it('refuses a build importing what the shell does not export, or asking the api what its schema does not answer, and keeps the active one', async () => {
    const shellDir = site.config.shellDir;
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(join(shellDir, SHELL_SHARED_EXPORTS_FILE), JSON.stringify({ sharedExports: { '@usb/ui/forms': ['Form'] } }));
    const before = (await registry()).remote_staff?.version;
    const withNeeds = (marker: string, needs: object) => {
      const folder = fakeBuild(builds, 'remote-staff', marker);
      writeFileSync(join(folder, REMOTE_NEEDS_FILE), JSON.stringify({ sharedImports: {}, graphqlDocuments: {}, ...needs }));
      return folder;
    };
    try {
      const oldKit = await upload(
        site.url,
        'remote-staff',
        await tarGz(withNeeds('old-kit', { sharedImports: { '@usb/ui/forms': ['Form', 'InputNumber'] } })),
        { token: staffToken },
      );
      expect([oldKit.status, oldKit.body]).toMatchObject([400, { code: 'BAD_USER_INPUT', fields: ['build'] }]);
      expect(JSON.stringify(oldKit.body)).toContain('remote-staff imports InputNumber from @usb/ui/forms, which the shell does not share');

      const staleQuery = await upload(
        site.url,
        'remote-staff',
        await tarGz(withNeeds('stale-query', { graphqlDocuments: { GetPatrolColours: 'query GetPatrolColours { patrols { colour } }' } })),
        { token: staffToken },
      );
      expect(staleQuery.status).toBe(400);
      expect(JSON.stringify(staleQuery.body)).toContain("remote-staff's operation GetPatrolColours does not match the api");
      expect((await registry()).remote_staff?.version).toBe(before);

      const fitting = await upload(
        site.url,
        'remote-staff',
        await tarGz(withNeeds('fitting', { sharedImports: { '@usb/ui/forms': ['Form'] }, graphqlDocuments: { Health: 'query Health { __typename }' } })),
        { token: staffToken },
      );
      expect([fitting.status, fitting.body.changed]).toEqual([200, true]);
    } finally {
      rmSync(join(shellDir, SHELL_SHARED_EXPORTS_FILE), { force: true });
    }
  });
});

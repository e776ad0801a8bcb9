/**
 * Rolling a remote out gradually (docs/remotes-registry.md): stage-only deploys, canaries and
 * their place in /remotes.json, the shell's reports with their checks and rate limit, the
 * automatic rollback of a failing canary (once, also with concurrent batches), preview links,
 * and the deploy lock with what it refuses and what it allows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  STAGE_ONLY_QUERY,
  remotePreviewsPath,
  remoteSwitchPath,
  restPaths,
  type RemotePreviewLink,
  type RemoteRegistryDocument,
  type RemoteReport,
} from '@usb/schema/rest';
import { defaultRateLimit } from '../../../src/config';
import { codeOf } from '../../support/api-client';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';
import { fakeBuild, tarGz, upload } from './uploads';

const MODULE = `query { remotes { getModules { name activeVersion
  canary { version percent startedAt startedBy errorLimit minLoads reports { loads failedLoads errorRate } }
  versions { version active reports { loads failedLoads errorRate messages { message count lastAt } } } } } }`;
const HISTORY = 'query ($n: String) { remotes { getHistory(name: $n) { kind fromVersion toVersion percent by } } }';
const SET_CANARY =
  'mutation ($n: String!, $v: String!, $p: Int!) { remotes { setCanary(name: $n, version: $v, percent: $p) { activeVersion canary { version percent startedAt } } } }';
const STOP_CANARY = 'mutation ($n: String!) { remotes { stopCanary(name: $n) { activeVersion canary { version } } } }';
const ACTIVATE = 'mutation ($n: String!, $v: String!) { remotes { activate(name: $n, version: $v) { activeVersion } } }';
const PREVIEW = 'mutation ($n: String!, $v: String!, $h: Int) { remotes { createPreviewLink(name: $n, version: $v, hours: $h) { url expiresAt } } }';
const SET_LOCK =
  'mutation ($f: DateTime!, $u: DateTime!, $r: String!) { remotes { setDeployLock(from: $f, until: $u, reason: $r) { from until reason setBy active } } }';
const GET_LOCK = '{ remotes { getDeployLock { reason active } } }';
const CLEAR_LOCK = 'mutation { remotes { clearDeployLock } }';
const CREATE_TOKEN = 'mutation ($l: String!, $r: [String!]!) { remotes { createDeployToken(label: $l, remotes: $r) { token } } }';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

interface Reports {
  loads: number;
  failedLoads: number;
  errorRate: number | null;
  messages?: { message: string; count: number; lastAt: string }[];
}
interface ModuleAnswer {
  name: string;
  activeVersion: string | null;
  canary: { version: string; percent: number; startedAt: string; startedBy: string; errorLimit: number; minLoads: number; reports: Reports } | null;
  versions: { version: string; active: boolean; reports: Reports }[];
}
interface SwitchAnswer {
  kind: string;
  fromVersion: string | null;
  toVersion: string;
  percent: number | null;
  by: string;
}

describe.each(engines)('remote rollouts (%s)', (engine) => {
  const site = useSite(engine, { config: { canary: { errorLimit: 0.2, minLoads: 10 } } });
  const builds = mkdtempSync(join(tmpdir(), 'usb-rollouts-'));
  let token = '';
  let first = '';
  let second = '';
  let third = '';
  afterAll(() => rmSync(builds, { recursive: true, force: true }));

  const admin = <T>(query: string, variables: Record<string, unknown> = {}) => site.client.graphql<T>(query, variables, site.adminToken);
  const registry = async (query = ''): Promise<RemoteRegistryDocument> => (await site.client.get<RemoteRegistryDocument>(`/remotes.json${query}`)).body;
  const staff = async (): Promise<ModuleAnswer> => {
    const answer = await admin<{ remotes: { getModules: ModuleAnswer[] } }>(MODULE);
    const module = answer.data?.remotes.getModules.find((candidate) => candidate.name === 'remote-staff');
    if (!module) throw new Error(JSON.stringify(answer.errors));
    return module;
  };
  const history = async (): Promise<SwitchAnswer[]> =>
    (await admin<{ remotes: { getHistory: SwitchAnswer[] } }>(HISTORY, { n: 'remote-staff' })).data?.remotes.getHistory ?? [];
  const setCanary = (version: string, percent: number) =>
    admin<{ remotes: { setCanary: { activeVersion: string; canary: { version: string; percent: number; startedAt: string } | null } } }>(SET_CANARY, {
      n: 'remote-staff',
      v: version,
      p: percent,
    });
  /** A batch of reports as a page sends it: no session, no cookie, no XSRF echo. */
  const report = (reports: unknown, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${restPaths.remoteReports}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ reports }),
    });
  const many = (count: number, entry: RemoteReport): RemoteReport[] => Array.from({ length: count }, () => entry);

  it('a stage-only deploy stores the version without activating it or writing history', async () => {
    token =
      (await admin<{ remotes: { createDeployToken: { token: string } } }>(CREATE_TOKEN, { l: 'CI', r: ['remote-staff'] })).data?.remotes.createDeployToken
        .token ?? '';
    const deployed = await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'one')), { token });
    expect(deployed.body).toMatchObject({ changed: true, active: true });
    first = deployed.body.version;
    const staged = await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'two')), { token, query: STAGE_ONLY_QUERY });
    expect(staged.status).toBe(200);
    expect(staged.body).toMatchObject({ changed: false, active: false });
    second = staged.body.version;
    third = (await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'three')), { token, query: STAGE_ONLY_QUERY })).body.version;
    expect((await registry()).remote_staff?.version).toBe(first);
    expect((await staff()).versions.map((row) => [row.version, row.active])).toEqual(
      expect.arrayContaining([
        [first, true],
        [second, false],
      ]),
    );
    expect((await history()).map((row) => row.kind)).toEqual(['DEPLOY']);
    // The active build staged again is simply the active one.
    const again = await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'one')), { token, query: STAGE_ONLY_QUERY });
    expect(again.body).toMatchObject({ version: first, changed: false, active: true });
    expect((await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'one')), { token, query: 'activate=maybe' })).status).toBe(
      400,
    );
  });

  it('a canary is set, raised and listed in /remotes.json; refusals name what is wrong', async () => {
    const set = await setCanary(second, 10);
    expect(set.data?.remotes.setCanary).toMatchObject({ activeVersion: first, canary: { version: second, percent: 10 } });
    const startedAt = set.data?.remotes.setCanary.canary?.startedAt;
    site.clock.advance(MINUTE);
    const raised = await setCanary(second, 25);
    expect(raised.data?.remotes.setCanary.canary).toEqual({ version: second, percent: 25, startedAt });
    expect((await staff()).canary).toMatchObject({
      startedBy: 'chefen',
      errorLimit: 0.2,
      minLoads: 10,
      reports: { loads: 0, failedLoads: 0, errorRate: null },
    });
    expect((await history()).slice(0, 2)).toEqual([
      { kind: 'CANARY', fromVersion: first, toVersion: second, percent: 25, by: 'chefen' },
      { kind: 'CANARY', fromVersion: first, toVersion: second, percent: 10, by: 'chefen' },
    ]);

    const entry = (await registry()).remote_staff;
    expect(entry?.version).toBe(first);
    expect(entry?.canary).toEqual({
      entry: `/remotes/remote-staff/${second}/mf-manifest.json`,
      version: second,
      contracts: entry?.contracts,
      integrity: { 'mf-manifest.json': expect.stringMatching(/^sha384-/) as string, 'remoteEntry.js': expect.stringMatching(/^sha384-/) as string },
      percent: 25,
    });

    expect(codeOf(await setCanary(first, 10))).toBe('BAD_USER_INPUT');
    expect(codeOf(await setCanary('9.9.9-0000000000', 10))).toBe('NOT_FOUND');
    for (const percent of [0, 101])
      expect((await setCanary(second, percent)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['percent'] });
    expect(codeOf(await admin(SET_CANARY, { n: 'remote-nope', v: second, p: 10 }))).toBe('BAD_USER_INPUT');
  });

  it('100 percent makes the canary the active version; stopping one writes CANARY_STOP', async () => {
    const promoted = await setCanary(second, 100);
    expect(promoted.data?.remotes.setCanary).toEqual({ activeVersion: second, canary: null });
    expect((await history())[0]).toMatchObject({ kind: 'ACTIVATE', fromVersion: first, toVersion: second });
    expect((await registry()).remote_staff?.canary).toBeUndefined();

    await setCanary(third, 5);
    const stopped = await admin<{ remotes: { stopCanary: { activeVersion: string; canary: null } } }>(STOP_CANARY, { n: 'remote-staff' });
    expect(stopped.data?.remotes.stopCanary).toEqual({ activeVersion: second, canary: null });
    expect((await history())[0]).toEqual({ kind: 'CANARY_STOP', fromVersion: third, toVersion: second, percent: null, by: 'chefen' });
    expect(codeOf(await admin(STOP_CANARY, { n: 'remote-staff' }))).toBe('NOT_FOUND');

    // Activating the canary's version ends it.
    await setCanary(third, 5);
    await admin(ACTIVATE, { n: 'remote-staff', v: third });
    expect((await staff()).canary).toBeNull();
    await admin(ACTIVATE, { n: 'remote-staff', v: second });
  });

  it('counts reports sent without a session; checks the batch; ignores versions not stored', async () => {
    const long = `  ${'x'.repeat(400)}  `;
    const batch = [
      ...many(3, { name: 'remote-staff', version: second, kind: 'LOAD' }),
      { name: 'remote-staff', version: second, kind: 'ERROR', message: long },
      { name: 'remote-staff', version: second, kind: 'ERROR', message: 'ChunkLoadError' },
      { name: 'remote-staff', version: '0.0.1-0000000000', kind: 'ERROR', message: 'old page' },
    ];
    expect((await report(batch)).status).toBe(204);
    expect((await report([{ name: 'remote-staff', version: second, kind: 'LOAD' }])).status).toBe(204);
    const version = (await staff()).versions.find((row) => row.version === second);
    expect(version?.reports).toMatchObject({ loads: 4, failedLoads: 2, errorRate: 0.5 });
    expect(version?.reports.messages?.map((row) => [row.message, row.count])).toEqual(
      expect.arrayContaining([
        ['x'.repeat(300), 1],
        ['ChunkLoadError', 1],
      ]),
    );

    for (const bad of [
      [],
      many(21, { name: 'remote-staff', version: second, kind: 'LOAD' }),
      [{ name: 'remote-nope', version: second, kind: 'LOAD' }],
      [{ name: 'remote-staff', version: second, kind: 'CRASH' }],
      [{ name: 'remote-staff', version: second, kind: 'ERROR', message: 42 }],
      'nope',
    ]) {
      const answer = await report(bad);
      expect([answer.status, ((await answer.json()) as { code: string }).code]).toEqual([400, 'BAD_USER_INPUT']);
    }
  });

  it('keeps a canary below its minimum loads and rolls back one above the error limit, by auto', async () => {
    site.clock.advance(2 * MINUTE);
    await setCanary(third, 10);
    // 4 loads, 3 failed: far above the limit, but below 10 loads.
    expect(
      (await report([...many(4, { name: 'remote-staff', version: third, kind: 'LOAD' }), ...many(3, { name: 'remote-staff', version: third, kind: 'ERROR' })]))
        .status,
    ).toBe(204);
    expect((await staff()).canary).toMatchObject({ version: third, reports: { loads: 4, failedLoads: 3, errorRate: 0.75 } });

    expect(
      (
        await report([
          ...many(6, { name: 'remote-staff', version: third, kind: 'LOAD' }),
          { name: 'remote-staff', version: third, kind: 'ERROR', message: 'boom' },
        ])
      ).status,
    ).toBe(204);
    expect((await staff()).canary).toBeNull();
    expect((await history())[0]).toEqual({ kind: 'CANARY_STOP', fromVersion: third, toVersion: second, percent: null, by: 'auto' });
  });

  it('two failing batches at once roll the canary back once', async () => {
    site.clock.advance(2 * MINUTE);
    await setCanary(third, 50);
    const before = (await history()).length;
    const failing = [...many(10, { name: 'remote-staff', version: third, kind: 'LOAD' }), ...many(5, { name: 'remote-staff', version: third, kind: 'ERROR' })];
    const answers = await Promise.all([report(failing), report(failing), report(failing)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    const switches = await history();
    expect(switches.length - before).toBe(1);
    expect(switches[0]).toMatchObject({ kind: 'CANARY_STOP', by: 'auto' });
    expect((await staff()).canary).toBeNull();
  });

  it('a preview link pins its version in /remotes.json until it expires; a changed one gives the ordinary document', async () => {
    await setCanary(first, 10);
    const ordinary = await registry();
    const made = await admin<{ remotes: { createPreviewLink: { url: string; expiresAt: string } } }>(PREVIEW, { n: 'remote-staff', v: third, h: 2 });
    const link = made.data?.remotes.createPreviewLink;
    expect(link?.url).toMatch(/^\/\?preview=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const previewToken = link?.url.split('=')[1] ?? '';
    const pinned = (await registry(`?preview=${previewToken}`)).remote_staff;
    expect(pinned).toEqual({
      entry: `/remotes/remote-staff/${third}/mf-manifest.json`,
      version: third,
      contracts: ordinary.remote_staff?.contracts,
      integrity: expect.objectContaining({ 'remoteEntry.js': expect.stringMatching(/^sha384-/) as string }) as Record<string, string>,
      previewExpiresAt: link?.expiresAt,
    });

    const [payload = '', signature = ''] = previewToken.split('.');
    const otherVersion = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(third, first)).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [`${payload}.${flipped}`, `${otherVersion}.${signature}`, 'nonsense']) expect(await registry(`?preview=${forged}`)).toEqual(ordinary);

    const rest = await site.client.request<RemotePreviewLink>('POST', remotePreviewsPath('remote-staff'), {
      headers: { authorization: `Bearer ${token}` },
      body: { version: second },
      xsrf: false,
    });
    expect(rest.status).toBe(200);
    expect(new Date(rest.body.expiresAt).getTime() - site.clock.now().getTime()).toBeGreaterThan(23 * HOUR);
    expect((await site.client.request('POST', remotePreviewsPath('remote-staff'), { body: { version: second }, xsrf: false })).status).toBe(401);
    expect(
      (
        await site.client.request('POST', remotePreviewsPath('remote-staff'), {
          headers: { authorization: `Bearer ${token}` },
          body: { version: 'nope' },
          xsrf: false,
        })
      ).status,
    ).toBe(404);
    expect(codeOf(await admin(PREVIEW, { n: 'remote-staff', v: 'nope' }))).toBe('NOT_FOUND');
    for (const hours of [0, 169])
      expect((await admin(PREVIEW, { n: 'remote-staff', v: third, h: hours })).errors?.[0]?.extensions).toMatchObject({ fields: ['hours'] });

    site.clock.advance(2 * HOUR + MINUTE);
    expect(await registry(`?preview=${previewToken}`)).toEqual(await registry());
  });

  it('a deploy lock refuses deploys that activate, activations and canaries, and allows the rest', async () => {
    const now = site.clock.now().getTime();
    const lock = (from: number, until: number, reason = 'Natløbet') =>
      admin(SET_LOCK, { f: new Date(from).toISOString(), u: new Date(until).toISOString(), r: reason });
    expect((await lock(now, now - MINUTE)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['until'] });
    expect((await lock(now - 2 * HOUR, now - HOUR)).errors?.[0]?.extensions).toMatchObject({ fields: ['until'] });
    expect((await lock(now, now + 8 * 24 * HOUR)).errors?.[0]?.extensions).toMatchObject({ fields: ['until'] });
    expect((await lock(now, now + HOUR, '  ')).errors?.[0]?.extensions).toMatchObject({ fields: ['reason'] });

    // Set for later: nothing is refused yet.
    expect((await lock(now + HOUR, now + 3 * HOUR)).data).toMatchObject({ remotes: { setDeployLock: { reason: 'Natløbet', setBy: 'chefen', active: false } } });
    expect((await admin(ACTIVATE, { n: 'remote-staff', v: second })).errors).toBeUndefined();

    site.clock.advance(HOUR + MINUTE);
    expect((await admin(GET_LOCK)).data).toEqual({ remotes: { getDeployLock: { reason: 'Natløbet', active: true } } });
    const before = await registry();
    const refused = await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'locked')), { token });
    expect([refused.status, refused.body.code]).toEqual([423, 'LOCKED']);
    expect(refused.body.message).toContain('Natløbet');
    expect(
      (
        await site.client.request('POST', remoteSwitchPath('remote-staff', 'activate'), {
          headers: { authorization: `Bearer ${token}` },
          body: { version: third },
          xsrf: false,
        })
      ).status,
    ).toBe(423);
    expect(codeOf(await admin(ACTIVATE, { n: 'remote-staff', v: third }))).toBe('LOCKED');
    expect(codeOf(await setCanary(third, 10))).toBe('LOCKED');
    expect(await registry()).toEqual(before);
    expect((await staff()).versions.some((row) => row.version === refused.body.version)).toBe(false);

    // Stopping a canary, rolling back, staging and previews go on.
    expect((await admin(STOP_CANARY, { n: 'remote-staff' })).errors).toBeUndefined();
    expect(
      (await site.client.request('POST', remoteSwitchPath('remote-staff', 'rollback'), { headers: { authorization: `Bearer ${token}` }, xsrf: false })).status,
    ).toBe(200);
    expect((await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', 'locked')), { token, query: STAGE_ONLY_QUERY })).status).toBe(
      200,
    );
    expect((await admin(PREVIEW, { n: 'remote-staff', v: third })).errors).toBeUndefined();

    // After its window it refuses nothing; cleared it is gone.
    site.clock.advance(2 * HOUR);
    expect((await admin(GET_LOCK)).data).toEqual({ remotes: { getDeployLock: { reason: 'Natløbet', active: false } } });
    expect((await admin(ACTIVATE, { n: 'remote-staff', v: third })).errors).toBeUndefined();
    expect((await admin(CLEAR_LOCK)).data).toEqual({ remotes: { clearDeployLock: true } });
    expect((await admin(CLEAR_LOCK)).data).toEqual({ remotes: { clearDeployLock: false } });
    expect((await admin(GET_LOCK)).data).toEqual({ remotes: { getDeployLock: null } });
  });
});

describe.each(engines)('remote report rate limit (%s)', (engine) => {
  const site = useSite(engine, { config: { rateLimit: { ...defaultRateLimit, remoteReport: { max: 3, windowMs: MINUTE } } } });

  it('counts every batch of an address, a malformed one too', async () => {
    const send = (body: unknown) =>
      fetch(`${site.url}${restPaths.remoteReports}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await send({ reports: [] })).status).toBe(400);
    expect((await send({ reports: [{ name: 'remote-staff', version: 'x', kind: 'LOAD' }] })).status).toBe(204);
    expect((await send({ reports: [{ name: 'remote-staff', version: 'x', kind: 'LOAD' }] })).status).toBe(204);
    const limited = await send({ reports: [{ name: 'remote-staff', version: 'x', kind: 'LOAD' }] });
    expect([limited.status, ((await limited.json()) as { code: string }).code]).toEqual([429, 'RATE_LIMITED']);
    site.clock.advance(MINUTE + 1000);
    expect((await send({ reports: [{ name: 'remote-staff', version: 'x', kind: 'LOAD' }] })).status).toBe(204);
  });
});

describe.each(engines)('rolling back past staged builds (%s)', (engine) => {
  const site = useSite(engine);
  const builds = mkdtempSync(join(tmpdir(), 'usb-rollback-staged-'));
  afterAll(() => rmSync(builds, { recursive: true, force: true }));

  it('goes back to the newest earlier version that has been active, never to a build only stored', async () => {
    const session = site.adminToken;
    const deploy = async (marker: string, query?: string) =>
      (await upload(site.url, 'remote-staff', await tarGz(fakeBuild(builds, 'remote-staff', marker)), { session, query })).body.version;
    const live = await deploy('live');
    site.clock.advance(MINUTE);
    const staged = await deploy('staged', STAGE_ONLY_QUERY);
    site.clock.advance(MINUTE);
    const next = await deploy('next');
    const versions = await site.client.graphql<{ remotes: { getModules: { name: string; versions: { version: string; activatedAt: string | null }[] }[] } }>(
      '{ remotes { getModules { name versions { version activatedAt } } } }',
      {},
      session,
    );
    const staffVersions = versions.data?.remotes.getModules.find((module) => module.name === 'remote-staff')?.versions ?? [];
    expect(staffVersions.map((row) => [row.version, row.activatedAt === null])).toEqual([
      [next, false],
      [staged, true],
      [live, false],
    ]);

    const rolledBack = await site.client.graphql<{ remotes: { rollback: { activeVersion: string } } }>(
      'mutation { remotes { rollback(name: "remote-staff") { activeVersion } } }',
      {},
      session,
    );
    expect(rolledBack.data?.remotes.rollback.activeVersion).toBe(live);
  });
});

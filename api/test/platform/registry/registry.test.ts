import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, isNull, or, sql } from 'drizzle-orm';
import { runCli } from '../../../src/platform/cli/run-cli';
import { openDatabase, type DatabaseHandle } from '../../../src/db/database';
import { deployLock, remoteVersionFiles, remoteVersions } from '../../../src/db/schema';
import { openObjectStore } from '../../../src/lib/object-store';
import { integrityOf } from '../../../src/platform/registry/file-integrity';
import type { AppConfig } from '../../../src/config';
import type { RemoteRegistryDocument } from '@usb/schema/rest';
import { FAKE_CONTRACTS_VERSION, writeRemoteBuild } from '../../support/fixtures';
import { startApp, testConfig, TestClock } from '../../support/site';
import { createStorage, enginesAndStores, type TestStorage } from '../../support/storage';

describe.each(enginesAndStores)('remote registry and /remotes.json (%s, %s)', (engine, store) => {
  let storage: TestStorage;
  let config: AppConfig;
  let clock: TestClock;

  beforeAll(async () => {
    storage = await createStorage(engine, store);
    clock = new TestClock();
    config = testConfig(storage, clock, { workspaceDir: join(storage.dataDir, 'workspace') });
  });
  afterAll(() => storage.dispose());

  async function cli(...args: string[]): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    // Each deployment gets a later time, as real deployments do.
    clock.advance(1000);
    const code = await runCli(args, config, (line) => lines.push(line));
    return { code, lines };
  }

  /** The site as a browser sees it, started over the same storage and stopped again (PGlite allows one process). */
  async function withSite<T>(work: (fetchPath: (path: string, headers?: Record<string, string>) => Promise<Response>) => Promise<T>): Promise<T> {
    const site = await startApp(config);
    try {
      return await work((path, headers) => fetch(`${site.url}${path}`, { headers }));
    } finally {
      await site.close();
    }
  }

  const activeManifest = () =>
    withSite(async (get) => {
      const response = await get('/remotes.json');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return (await response.json()) as RemoteRegistryDocument;
    });

  let first = '';
  let second = '';

  it('deploy-local deploys each remote build once, versioned by package version and content hash', async () => {
    writeRemoteBuild(config.workspaceDir, 'remote-public', '1.2.3');
    writeRemoteBuild(config.workspaceDir, 'remote-staff', '0.1.0');
    const deployed = await cli('deploy-local');
    expect(deployed.code).toBe(0);
    expect(deployed.lines).toHaveLength(2);
    expect(deployed.lines[0]).toMatch(/^remote-public 1\.2\.3-[0-9a-f]{10} deployed and active$/);
    first = deployed.lines[0]?.split(' ')[1] ?? '';

    const again = await cli('deploy-local');
    expect(again.lines[0]).toBe(`remote-public ${first} already active`);

    const publicBuild = join(config.workspaceDir, 'remote-public', 'dist', '1.2.3');
    expect(await activeManifest()).toEqual({
      remote_public: {
        entry: `/remotes/remote-public/${first}/mf-manifest.json`,
        version: first,
        contracts: FAKE_CONTRACTS_VERSION,
        // The entry files' SRI digests, which the shell loads them with.
        integrity: {
          'mf-manifest.json': integrityOf(readFileSync(join(publicBuild, 'mf-manifest.json'))),
          'remoteEntry.js': integrityOf(readFileSync(join(publicBuild, 'remoteEntry.js'))),
        },
      },
      remote_staff: {
        entry: expect.stringMatching(/^\/remotes\/remote-staff\/0\.1\.0-[0-9a-f]{10}\/mf-manifest\.json$/) as string,
        version: expect.stringMatching(/^0\.1\.0-[0-9a-f]{10}$/) as string,
        contracts: FAKE_CONTRACTS_VERSION,
        integrity: { 'mf-manifest.json': expect.stringMatching(/^sha384-/) as string, 'remoteEntry.js': expect.stringMatching(/^sha384-/) as string },
      },
    });
  });

  it('deploy of changed content makes a new active version; list marks it', async () => {
    const build = join(config.workspaceDir, 'remote-public', 'dist', '1.2.3');
    writeFileSync(join(build, 'remoteEntry.js'), '/* v2 */ var remote = {};\n');
    // Too large for the api to keep in memory: streamed from the store on each request.
    writeFileSync(join(build, 'engine.wasm'), Buffer.alloc(600 * 1024, 7));
    const deployed = await cli('deploy', 'remote-public', build);
    expect(deployed.code).toBe(0);
    second = deployed.lines[0]?.split(' ')[1] ?? '';
    expect(second).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(second).not.toBe(first);

    const listed = await cli('list', 'remote-public');
    expect(listed.lines).toEqual([
      expect.stringMatching(new RegExp(`^\\* remote-public ${second} \\S+ cli$`)),
      expect.stringMatching(new RegExp(`^  remote-public ${first} \\S+ cli$`)),
    ]);
    expect((await activeManifest()).remote_public?.entry).toBe(`/remotes/remote-public/${second}/mf-manifest.json`);
  });

  it('serves the versions with no-cache entry files, immutable chunks and compression', async () => {
    await withSite(async (get) => {
      const manifest = await get(`/remotes/remote-public/${second}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const entry = await get(`/remotes/remote-public/${second}/remoteEntry.js`);
      expect(await entry.text()).toContain('v2');
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      // The old version stays available for pages still using it.
      expect(await (await get(`/remotes/remote-public/${first}/remoteEntry.js`)).text()).toContain('v1');

      const chunkPath = `/remotes/remote-public/${second}/__federation_expose_Routes.3f2a9c1b.js`;
      const brotli = await get(chunkPath, { 'accept-encoding': 'br' });
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      const gzip = await get(chunkPath, { 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect((await get('/remotes/remote-public/nope/remoteEntry.js')).status).toBe(404);
    });
  });

  it('serves a stored file only with the bytes its version recorded: a changed one is refused, a foreign one unknown', async () => {
    const objects = openObjectStore(config);
    const key = (path: string) => `remotes/remote-public/${second}/${path}`;
    const original = (path: string) => readFileSync(join(config.workspaceDir, 'remote-public', 'dist', '1.2.3', path));
    // Changed in the store after the deploy, before any process read them.
    await objects.put(key('remoteEntry.js'), Readable.from([Buffer.from('/* v2 */ stealCookies();\n')]));
    await objects.put(key('extra.js'), Readable.from([Buffer.from('/* never deployed */\n')]));
    const chunk = '__federation_expose_Routes.3f2a9c1b.js';
    const changedChunk = Buffer.from(original(chunk));
    changedChunk[changedChunk.length - 10] = 0x41;
    await objects.put(key(chunk), Readable.from([changedChunk]));
    const large = 'engine.wasm';
    const changedLarge = Buffer.from(original(large));
    changedLarge[100] = 0;
    await objects.put(key(large), Readable.from([changedLarge]));
    try {
      await withSite(async (get) => {
        const entry = await get(`/remotes/remote-public/${second}/remoteEntry.js`);
        expect([entry.status, ((await entry.json()) as { code: string }).code]).toEqual([500, 'INTERNAL']);
        expect((await get(`/remotes/remote-public/${second}/extra.js`)).status).toBe(404);
        expect((await get(`/remotes/remote-public/${second}/${chunk}`, { 'accept-encoding': 'identity' })).status).toBe(500);
        // A file too large to keep in memory is streamed, and cut before its last bytes.
        await expect(get(`/remotes/remote-public/${second}/${large}`).then((answer) => answer.arrayBuffer())).rejects.toThrow();
        // The unchanged files of the version are served as before.
        expect((await get(`/remotes/remote-public/${second}/mf-manifest.json`)).status).toBe(200);
      });
    } finally {
      for (const path of ['remoteEntry.js', chunk, large]) await objects.put(key(path), Readable.from([original(path)]));
      await objects.delete(key('extra.js'));
    }
  });

  it('rolls back to the previous version or to a given one', async () => {
    const back = await cli('rollback', 'remote-public');
    expect(back).toEqual({ code: 0, lines: [`remote-public ${first} active`] });
    expect((await activeManifest()).remote_public?.entry).toBe(`/remotes/remote-public/${first}/mf-manifest.json`);

    const noEarlier = await cli('rollback', 'remote-public');
    expect(noEarlier.code).toBe(1);

    const forward = await cli('rollback', 'remote-public', second);
    expect(forward.code).toBe(0);
    expect((await activeManifest()).remote_public?.entry).toBe(`/remotes/remote-public/${second}/mf-manifest.json`);

    expect((await cli('rollback', 'remote-public', '9.9.9-0000000000')).code).toBe(1);
    expect((await cli('rollback')).code).toBe(2);
  });

  async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  it("records the files' digests of versions stored before the registry recorded them, at start", async () => {
    await withDatabase((database) => database.db.delete(remoteVersionFiles));
    await withSite(async (get) => {
      expect((await get(`/remotes/remote-public/${second}/remoteEntry.js`)).status).toBe(200);
    });
    expect((await activeManifest()).remote_public?.integrity['remoteEntry.js']).toBe(
      integrityOf(readFileSync(join(config.workspaceDir, 'remote-public', 'dist', '1.2.3', 'remoteEntry.js'))),
    );
  });

  it('fills the contracts version and size of versions stored before the registry recorded them, at start', async () => {
    await withDatabase((database) => database.db.execute(sql`update remote_versions set contracts_version = null, size_bytes = 0`));
    expect((await activeManifest()).remote_public).toEqual({
      entry: `/remotes/remote-public/${second}/mf-manifest.json`,
      version: second,
      contracts: FAKE_CONTRACTS_VERSION,
      integrity: expect.objectContaining({ 'mf-manifest.json': expect.stringMatching(/^sha384-/) as string }) as Record<string, string>,
    });
    const unfilled = await withDatabase((database) =>
      database.db
        .select({ name: remoteVersions.name })
        .from(remoteVersions)
        .where(or(isNull(remoteVersions.contractsVersion), eq(remoteVersions.sizeBytes, 0))),
    );
    expect(unfilled).toEqual([]);
  });

  it('deploy --stage only stores; during a deploy lock deploy-local still starts an unchanged site and refuses a changed build', async () => {
    const build = join(config.workspaceDir, 'remote-public', 'dist', '1.2.3');
    const entry = join(build, 'remoteEntry.js');
    const secondEntry = readFileSync(entry);
    writeFileSync(entry, '/* v3 */ var remote = {};\n');
    const staged = await cli('deploy', 'remote-public', build, '--stage');
    expect(staged).toEqual({ code: 0, lines: [expect.stringMatching(/^remote-public 1\.2\.3-[0-9a-f]{10} stored, not active$/) as string] });
    expect((await activeManifest()).remote_public?.version).toBe(second);
    expect((await cli('list', '--stage')).code).toBe(2);

    const now = clock.now().getTime();
    await withDatabase((database) =>
      database.db
        .insert(deployLock)
        .values({ from: new Date(now - 60_000), until: new Date(now + 3_600_000), reason: 'Natløbet', setBy: 'chefen', setAt: new Date(now) }),
    );
    try {
      writeFileSync(entry, secondEntry);
      const unchanged = await cli('deploy-local');
      expect(unchanged.code).toBe(0);
      expect(unchanged.lines).toContain(`remote-public ${second} already active`);
      writeFileSync(entry, '/* v3 */ var remote = {};\n');
      const changed = await cli('deploy-local');
      expect(changed).toEqual({ code: 1, lines: [expect.stringMatching(/^error: LOCKED: deploys are locked until .*: Natløbet$/) as string] });
      expect((await activeManifest()).remote_public?.version).toBe(second);
    } finally {
      writeFileSync(entry, secondEntry);
      await withDatabase((database) => database.db.delete(deployLock));
    }
  });
});

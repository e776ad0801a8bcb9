/**
 * Remote versions on two api processes sharing one PostgreSQL database and one bucket
 * (docs/storage.md): a version deployed through one is served by the other at once, from the
 * bucket, with the static file server's rules: the build's brotli copy to browsers that accept
 * br, immutable chunks and no-cache entry files, revalidation by ETag, large files streamed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { RemoteRegistryDocument } from '@usb/schema/rest';
import { bigChunk, writeRemoteBuild } from '../../support/fixtures';
import { startApp, testConfig, useSite, type TestSite } from '../../support/site';
import { describeOnPostgres } from '../../support/storage';

const CHUNK = '__federation_expose_Routes.3f2a9c1b.js';

describeOnPostgres('remote versions on two api processes with one PostgreSQL and one bucket', () => {
  const site = useSite('postgres', { store: 'bucket' });
  let other: TestSite;
  let workspace: string;

  beforeAll(async () => {
    other = await startApp(testConfig(site.storage, site.clock));
    workspace = mkdtempSync(join(tmpdir(), 'usb-remotes-two-'));
  });

  afterAll(async () => {
    await other.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('serves a version deployed through one process from the other at once', async () => {
    const build = writeRemoteBuild(workspace, 'remote-staff', '2.0.0', 'deployed-on-one');
    // The build's own copy, at the quality builds use (the api compresses on the fly at a weaker one).
    const copy = brotliCompressSync(Buffer.from(bigChunk), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(join(build, `${CHUNK}.br`), copy);
    const large = randomBytes(3 * 1024 * 1024);
    writeFileSync(join(build, 'media.0a1b2c3d.wasm'), large);
    const { version } = await site.app.remotes.deploy('remote-staff', build);
    const base = `${other.url}/remotes/remote-staff/${version}`;

    const registry = (await (await fetch(`${other.url}/remotes.json`)).json()) as RemoteRegistryDocument;
    expect(registry.remote_staff?.entry).toBe(`/remotes/remote-staff/${version}/mf-manifest.json`);

    const entry = await fetch(`${base}/remoteEntry.js`);
    expect([entry.status, entry.headers.get('cache-control'), await entry.text()]).toEqual([200, 'no-cache', '/* deployed-on-one */ var remote = {};\n']);
    expect(entry.headers.get('content-type')).toMatch(/^application\/javascript/);
    const etag = entry.headers.get('etag') ?? '';
    expect((await fetch(`${base}/remoteEntry.js`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // fetch decodes br: the length says the body is the build's own copy, not a compression of the file.
    const brotli = await fetch(`${base}/${CHUNK}`, { headers: { 'accept-encoding': 'br' } });
    expect([brotli.headers.get('content-encoding'), brotli.headers.get('content-length'), brotli.headers.get('cache-control'), await brotli.text()]).toEqual([
      'br',
      String(copy.length),
      'public, max-age=31536000, immutable',
      bigChunk,
    ]);
    const identity = await fetch(`${base}/${CHUNK}`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(bigChunk);

    const streamed = await fetch(`${base}/media.0a1b2c3d.wasm`, { headers: { 'accept-encoding': 'identity' } });
    expect(streamed.headers.get('content-length')).toBe(String(large.length));
    expect(Buffer.from(await streamed.arrayBuffer()).equals(large)).toBe(true);

    for (const path of ['nope.js', '../../media/x', '.hidden', `${CHUNK}.br.br`]) {
      expect((await fetch(`${base}/${path}`)).status).toBe(404);
    }
  });
});

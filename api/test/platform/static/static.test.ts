import { copyFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import { bigChunk, writeShell } from '../../support/fixtures';
import { startApp, testConfig, TestClock, type TestSite } from '../../support/site';
import { createStorage, engines, type TestStorage } from '../../support/storage';

const precompressedChunk = `/* built */ ${'export const frame = "precompressed";\n'.repeat(400)}`;

describe.each(engines)('shell hosting (%s)', (engine) => {
  let storage: TestStorage;
  let site: TestSite;

  beforeAll(async () => {
    storage = await createStorage(engine);
    const shellDir = join(storage.dataDir, 'shell');
    writeShell(shellDir);
    // The shell's real icons and manifest, under the names its build gives them.
    const shellPublic = join(__dirname, '..', '..', '..', '..', 'shell', 'public');
    copyFileSync(join(shellPublic, 'favicon.ico'), join(shellDir, 'favicon.ico'));
    copyFileSync(join(shellPublic, 'favicon.svg'), join(shellDir, 'favicon.431ba794b791.svg'));
    copyFileSync(join(shellPublic, 'icon-192.png'), join(shellDir, 'icon-192.f408bcacdfab.png'));
    copyFileSync(join(shellPublic, 'manifest.webmanifest'), join(shellDir, 'manifest.41066980dbb8.webmanifest'));
    // A build's brotli copy beside its file (the build writes one for every script and stylesheet).
    writeFileSync(join(shellDir, 'framework.5e6f7a8b9c.js'), precompressedChunk);
    // Marked, so the test sees which of the two was sent.
    writeFileSync(join(shellDir, 'framework.5e6f7a8b9c.js.br'), brotliCompressSync(Buffer.from(`${precompressedChunk}/* the brotli copy */`)));
    site = await startApp(testConfig(storage, new TestClock(), { shellDir }));
  });
  afterAll(async () => {
    await site.close();
    await storage.dispose();
  });

  const get = (path: string, headers?: Record<string, string>) => fetch(`${site.url}${path}`, { headers });

  it('answers index.html, not cached, for the root and every client route', async () => {
    for (const path of ['/', '/user/activation/0123abcd', '/resultater/usb-2024?x=1', '/staff/tasks']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed file names immutable and compressed', async () => {
    const chunk = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'br, gzip' });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(await chunk.text()).toBe(bigChunk);
  });

  it("serves a build's brotli copy to a browser that accepts brotli, the file itself to one that does not", async () => {
    const brotli = await get('/framework.5e6f7a8b9c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect({
      status: brotli.status,
      encoding: brotli.headers.get('content-encoding'),
      type: brotli.headers.get('content-type')?.split(';')[0],
      cacheControl: brotli.headers.get('cache-control'),
    }).toEqual({ status: 200, encoding: 'br', type: 'application/javascript', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await brotli.text()).toBe(`${precompressedChunk}/* the brotli copy */`);

    const identity = await get('/framework.5e6f7a8b9c.js', { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(precompressedChunk);
  });

  it('serves the icons and the web app manifest with their types, cached long', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    const expected = [
      { path: '/favicon.ico', type: 'image/vnd.microsoft.icon', cacheControl: 'public, max-age=604800' },
      { path: '/favicon.431ba794b791.svg', type: 'image/svg+xml', cacheControl: immutable },
      { path: '/icon-192.f408bcacdfab.png', type: 'image/png', cacheControl: immutable },
      { path: '/manifest.41066980dbb8.webmanifest', type: 'application/manifest+json', cacheControl: immutable },
    ];
    for (const { path, type, cacheControl } of expected) {
      const response = await get(path);
      const answered = {
        status: response.status,
        type: response.headers.get('content-type')?.split(';')[0],
        cacheControl: response.headers.get('cache-control'),
      };
      expect({ path, ...answered }).toEqual({ path, status: 200, type, cacheControl });
    }
    const manifest = (await (await get('/manifest.41066980dbb8.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'USB', start_url: '/', display: 'standalone', lang: 'da' });
  });

  it('keeps 404 for missing files and server paths', async () => {
    expect((await get('/missing.1a2b3c4d.js')).status).toBe(404);
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/remotes/remote-public/1.0.0/remoteEntry.js')).status).toBe(404);
  });
});

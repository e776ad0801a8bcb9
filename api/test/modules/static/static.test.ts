import { join } from 'node:path';
import { bigChunk, writeShell } from '../../support/fixtures';
import { startApp, testConfig, TestClock, type TestSite } from '../../support/site';
import { createStorage, engines, type TestStorage } from '../../support/storage';

describe.each(engines)('shell hosting (%s)', (engine) => {
  let storage: TestStorage;
  let site: TestSite;

  beforeAll(async () => {
    storage = await createStorage(engine);
    const shellDir = join(storage.dataDir, 'shell');
    writeShell(shellDir);
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

  it('serves files: hashed names immutable and compressed, others revalidated', async () => {
    const chunk = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'br, gzip' });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(await chunk.text()).toBe(bigChunk);
    const icon = await get('/favicon.ico');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps 404 for missing files and server paths', async () => {
    expect((await get('/missing.1a2b3c4d.js')).status).toBe(404);
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/remotes/remote-public/1.0.0/remoteEntry.js')).status).toBe(404);
  });
});

import { IMMUTABLE, NO_CACHE, remoteFileCacheControl, shellFileCacheControl } from '../../src/lib/cache-control';

describe('cache headers of static files', () => {
  it("gives a build's brotli copy the header of the file it stands for", () => {
    const version = '/data/remotes/remote-public/1.0.0-0123456789';
    expect(remoteFileCacheControl(`${version}/remoteEntry.js.br`)).toBe(NO_CACHE);
    expect(remoteFileCacheControl(`${version}/mf-manifest.json.br`)).toBe(NO_CACHE);
    expect(remoteFileCacheControl(`${version}/147.7fac1c62af38.js.br`)).toBe(IMMUTABLE);
    expect(shellFileCacheControl('/shell/framework.4875c8ac327c.js.br')).toBe(IMMUTABLE);
    expect(shellFileCacheControl('/shell/antd.9aa1bcd8bc3c.css.br')).toBe(IMMUTABLE);
    expect(shellFileCacheControl('/shell/manifest.webmanifest.br')).toBe(NO_CACHE);
  });

  it('keeps entry files revalidated and hashed names immutable', () => {
    expect(remoteFileCacheControl('/data/remotes/remote-staff/2.0.0-abcdef0123/remoteEntry.js')).toBe(NO_CACHE);
    expect(shellFileCacheControl('/shell/index.html')).toBe(NO_CACHE);
    expect(shellFileCacheControl('/shell/main.2e013f02ea96.js')).toBe(IMMUTABLE);
  });
});

import { contentSecurityPolicy } from '../../src/plugins/security-headers';
import { useSite } from '../support/site';
import { engines } from '../support/storage';

describe.each(engines)('security headers (%s)', (engine) => {
  const site = useSite(engine, { config: { trustProxy: true } });

  it.each([
    ['a page', '/'],
    ['the api', '/api/health'],
    ['a 404', '/api/no-such-thing'],
  ])('are on %s: CSP without inline scripts, no framing, nosniff, a strict referrer', async (_case, path) => {
    const { headers } = await site.client.get(path);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toBe(contentSecurityPolicy(null));
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    // WebAssembly may compile (the HEIC converter), but no script may eval a string.
    expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
    expect(/script-src[^;]*'unsafe-eval'/.test(csp)).toBe(false);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only for requests that came over https', async () => {
    expect((await site.client.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const proxied = await site.client.request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

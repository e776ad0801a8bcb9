/** Preview tokens on their own: what is signed verifies until it expires, and nothing else does. */
import { createSecretKey, randomBytes } from 'node:crypto';
import { createPreviewLinks } from '../../../src/platform/registry/preview-links';

const key = createSecretKey(randomBytes(32));
const links = createPreviewLinks(() => Promise.resolve(key));
const now = new Date('2026-11-28T12:00:00Z');
const claim = { name: 'remote-staff', version: '1.0.0-3f2a9c0d1e', expiresAt: new Date('2026-11-29T12:00:00Z') };

describe('preview links', () => {
  it('verifies its own token until it expires', async () => {
    const token = await links.sign(claim);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(await links.verify(token, now)).toEqual(claim);
    expect(await links.verify(token, claim.expiresAt)).toBeNull();
  });

  it('refuses a changed payload, a changed signature, another key and garbage', async () => {
    const token = await links.sign(claim);
    const [payload = '', signature = ''] = token.split('.');
    const otherVersion = Buffer.from(`remote-staff|9.9.9-0000000000|${claim.expiresAt.getTime()}`).toString('base64url');
    const later = Buffer.from(`remote-staff|${claim.version}|${claim.expiresAt.getTime() + 1}`).toString('base64url');
    expect(await links.verify(`${otherVersion}.${signature}`, now)).toBeNull();
    expect(await links.verify(`${later}.${signature}`, now)).toBeNull();
    expect(await links.verify(`${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull();
    const otherKey = createSecretKey(randomBytes(32));
    const other = createPreviewLinks(() => Promise.resolve(otherKey));
    expect(await other.verify(token, now)).toBeNull();
    for (const garbage of ['', '.', 'abc', `${payload}.${signature}.x`, 'x'.repeat(2000)]) expect(await links.verify(garbage, now)).toBeNull();
  });
});

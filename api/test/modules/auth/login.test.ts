import { signup, TEST_PASSWORD, type SessionBody } from '../../support/accounts';
import { defaultRateLimit } from '../../../src/config';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

describe.each(engines)('login and session (%s)', (engine) => {
  const site = useSite(engine, { config: { rateLimit: { ...defaultRateLimit, loginAddress: { max: 12, windowMs: 15 * 60 * 1000 } } } });

  it('logs in by user name or e-mail (any case) and answers the session', async () => {
    const user = await signup(site.client);
    const byName = await site.client.post<SessionBody>('/api/auth', { identifier: user.user.loginInfo.userName, password: TEST_PASSWORD });
    expect(byName.status).toBe(200);
    expect(byName.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(byName.body.user).toMatchObject({ id: user.user.id, activated: false, roles: [], patrols: [] });

    const byEmail = await site.client.post<SessionBody>('/api/auth', {
      identifier: user.user.contactInfo.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.token).not.toBe(byName.body.token);
  });

  it('answers 403 on a wrong password or unknown user, 400 on a malformed body', async () => {
    const user = await signup(site.client);
    const wrong = await site.client.post('/api/auth', { identifier: user.user.loginInfo.userName, password: 'forkert1' });
    expect(wrong).toMatchObject({ status: 403, body: { code: 'INVALID_CREDENTIALS' } });
    const unknown = await site.client.post('/api/auth', { identifier: 'nobodyhere', password: TEST_PASSWORD });
    expect(unknown).toMatchObject({ status: 403, body: { code: 'INVALID_CREDENTIALS' } });
    const malformed = await site.client.post('/api/auth', { identifier: user.user.loginInfo.userName });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', fields: ['password'] } });
    const notJson = await site.client.request('POST', '/api/auth', { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('rate limits failed logins per identifier with 429, even for the right password', async () => {
    const user = await signup(site.client);
    const identifier = user.user.loginInfo.userName;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await site.client.post('/api/auth', { identifier, password: 'forkert1' })).status).toBe(403);
    }
    const limited = await site.client.post('/api/auth', { identifier, password: TEST_PASSWORD });
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    // The window slides: after it has passed the right password works again.
    site.clock.advance(15 * 60 * 1000 + 1000);
    expect((await site.client.post('/api/auth', { identifier, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('rate limits failed logins per address across identifiers', async () => {
    site.clock.advance(16 * 60 * 1000);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await site.client.post('/api/auth', { identifier: `ukendt${attempt}`, password: 'forkert1' })).status).toBe(403);
    }
    const limited = await site.client.post('/api/auth', { identifier: 'endnuenukendt', password: 'forkert1' });
    expect(limited.status).toBe(429);
    site.clock.advance(16 * 60 * 1000);
  });

  it('answers the current session for a valid token and 401 otherwise', async () => {
    const user = await signup(site.client);
    const current = await site.client.get<SessionBody>('/api/auth/current', user.token);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ token: user.token, user: { id: user.user.id } });
    expect((await site.client.get('/api/auth/current')).status).toBe(401);
    const bad = await site.client.get('/api/auth/current', 'f'.repeat(64));
    expect(bad).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('logs out by deleting the session', async () => {
    const user = await signup(site.client);
    const logout = await site.client.request('DELETE', '/api/auth/current', { token: user.token });
    expect(logout.status).toBe(204);
    expect((await site.client.get('/api/auth/current', user.token)).status).toBe(401);
  });

  it('keeps a session 30 days after its last use (sliding)', async () => {
    const user = await signup(site.client);
    site.clock.advance(20 * 24 * 3600 * 1000);
    expect((await site.client.get('/api/auth/current', user.token)).status).toBe(200);
    site.clock.advance(20 * 24 * 3600 * 1000);
    expect((await site.client.get('/api/auth/current', user.token)).status).toBe(200);
    site.clock.advance(31 * 24 * 3600 * 1000);
    expect((await site.client.get('/api/auth/current', user.token)).status).toBe(401);
  });
});

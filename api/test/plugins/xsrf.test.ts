import { newSignup } from '../support/accounts';
import { useSite } from '../support/site';
import { engines } from '../support/storage';

describe.each(engines)('XSRF signed double submit (%s)', (engine) => {
  const site = useSite(engine);

  const raw = (path: string, init: RequestInit = {}) => fetch(`${site.url}${path}`, init);
  const json = { 'content-type': 'application/json' };
  /** A cookie the server issued: nonce and signature. */
  const issued = async () => /XSRF-TOKEN=([^;]+)/.exec((await raw('/api/health')).headers.get('set-cookie') ?? '')?.[1] ?? '';

  it('sets a readable, signed XSRF-TOKEN cookie when the request has no valid one', async () => {
    const response = await raw('/api/health');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}\.[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
    const token = await issued();
    const withCookie = await raw('/api/health', { headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(withCookie.headers.get('set-cookie')).toBeNull();
    // A cookie the server did not sign is replaced.
    const planted = await raw('/api/health', { headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(planted.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });

  it('answers 403 XSRF to unsafe /api and /graphql requests without a matching echo', async () => {
    const body = JSON.stringify(newSignup());
    const missing = await raw('/api/user/signup', { method: 'POST', headers: json, body });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'XSRF' });

    const token = await issued();
    const mismatch = await raw('/api/user/signup', { method: 'POST', headers: { ...json, cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` }, body });
    expect(mismatch.status).toBe(403);

    const noCookie = await raw('/api/auth/current', { method: 'DELETE', headers: { 'x-xsrf-token': token } });
    expect(noCookie.status).toBe(403);

    const graphql = await raw('/graphql', { method: 'POST', headers: json, body: JSON.stringify({ query: '{ results { getOverview { path } } }' }) });
    expect(graphql.status).toBe(403);
    expect(await graphql.json()).toMatchObject({ code: 'XSRF' });
  });

  it('refuses a cookie value the attacker chose, even when the header repeats it', async () => {
    const token = await issued();
    for (const chosen of ['abc', `${'0'.repeat(32)}.${token.split('.')[1]}`, `${token.split('.')[0]}.${'A'.repeat(43)}`]) {
      const answer = await raw('/api/user/signup', {
        method: 'POST',
        headers: { ...json, cookie: `XSRF-TOKEN=${chosen}`, 'x-xsrf-token': chosen },
        body: JSON.stringify(newSignup()),
      });
      expect(answer.status).toBe(403);
    }
  });

  it('lets the request through when header and a signed cookie match', async () => {
    const token = await issued();
    const headers = { ...json, cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
    const signup = await raw('/api/user/signup', { method: 'POST', headers, body: JSON.stringify(newSignup()) });
    expect(signup.status).toBe(200);
    const graphql = await raw('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: '{ results { getOverview { path } } }' }) });
    expect(await graphql.json()).toEqual({ data: { results: { getOverview: [] } } });
  });
});

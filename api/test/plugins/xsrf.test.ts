import { newSignup } from '../support/accounts';
import { useSite } from '../support/site';
import { engines } from '../support/storage';

describe.each(engines)('XSRF double submit (%s)', (engine) => {
  const site = useSite(engine);

  const raw = (path: string, init: RequestInit = {}) => fetch(`${site.url}${path}`, init);
  const json = { 'content-type': 'application/json' };

  it('sets a readable XSRF-TOKEN cookie when the request has none', async () => {
    const response = await raw('/api/health');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    const withCookie = await raw('/api/health', { headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(withCookie.headers.get('set-cookie')).toBeNull();
  });

  it('answers 403 XSRF to unsafe /api and /graphql requests without a matching echo', async () => {
    const body = JSON.stringify(newSignup());
    const missing = await raw('/api/user/signup', { method: 'POST', headers: json, body });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'XSRF' });

    const mismatch = await raw('/api/user/signup', {
      method: 'POST',
      headers: { ...json, cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
      body,
    });
    expect(mismatch.status).toBe(403);

    const noCookie = await raw('/api/auth/current', { method: 'DELETE', headers: { 'x-xsrf-token': 'abc' } });
    expect(noCookie.status).toBe(403);

    const graphql = await raw('/graphql', { method: 'POST', headers: json, body: JSON.stringify({ query: '{ results { getOverview { path } } }' }) });
    expect(graphql.status).toBe(403);
    expect(await graphql.json()).toMatchObject({ code: 'XSRF' });
  });

  it('lets the request through when header and cookie match', async () => {
    const headers = { ...json, cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' };
    const signup = await raw('/api/user/signup', { method: 'POST', headers, body: JSON.stringify(newSignup()) });
    expect(signup.status).toBe(200);
    const graphql = await raw('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: '{ results { getOverview { path } } }' }) });
    expect(await graphql.json()).toEqual({ data: { results: { getOverview: [] } } });
  });
});

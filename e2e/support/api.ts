import { request, type APIRequestContext } from '@playwright/test';
import { e2eSite } from './site';

/** A login's token, kept by a test as the site keeps it after a login (local storage 'token'). */
export async function loginToken(identifier: string, password: string): Promise<string> {
  const session = await apiSession(identifier, password);
  await session.dispose();
  return session.token;
}

/**
 * A client of the site's REST and GraphQL api, for arranging what a journey needs that is not
 * its subject (e.g. giving a role). It goes through the same XSRF double submit as the page.
 */
export async function apiSession(
  identifier: string,
  password: string,
): Promise<{ token: string; graphql: <T>(query: string, variables?: object) => Promise<T>; dispose: () => Promise<void> }> {
  const context: APIRequestContext = await request.newContext({ baseURL: e2eSite.baseURL });
  await context.get('/api/health');
  const xsrf = (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await context.post('/api/auth', { data: { identifier, password }, headers: { 'X-XSRF-TOKEN': xsrf } });
  if (!login.ok()) throw new Error(`login as ${identifier} failed: ${login.status()}`);
  const { token } = (await login.json()) as { token: string };
  return {
    token,
    async graphql<T>(query: string, variables: object = {}): Promise<T> {
      const response = await context.post('/graphql', {
        data: { query, variables },
        headers: { 'X-XSRF-TOKEN': xsrf, 'x-auth-token': token },
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length || !body.data) throw new Error(`graphql failed: ${JSON.stringify(body.errors)}`);
      return body.data;
    },
    dispose: () => context.dispose(),
  };
}

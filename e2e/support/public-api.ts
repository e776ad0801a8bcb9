import { request } from '@playwright/test';
import { e2eSite } from './site';

/** Reads a public GraphQL query of the seeded site, as a visitor's browser would. */
export async function publicQuery<T>(query: string, variables: object = {}): Promise<T> {
  const context = await request.newContext({ baseURL: e2eSite.baseURL });
  await context.get('/api/health');
  const xsrf = (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.post('/graphql', { data: { query, variables }, headers: { 'X-XSRF-TOKEN': xsrf } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  await context.dispose();
  if (!body.data || body.errors?.length) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function nextBattle(): Promise<{ id: string; name: string; start: string }> {
  const data = await publicQuery<{ battles: { getNextBattle: { id: string; name: string; start: string } | null } }>(
    '{ battles { getNextBattle { id name start } } }',
  );
  if (!data.battles.getNextBattle) throw new Error('the seeded site has no next battle');
  return data.battles.getNextBattle;
}

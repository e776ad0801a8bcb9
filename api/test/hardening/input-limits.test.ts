/**
 * Regression tests of the input layer: inputs an attacker sent that once answered 500 or
 * INTERNAL (NUL bytes, a 1 MB user name, ids beyond int4, a year-275760 date, lone surrogates,
 * leniently parsed ids) are refused as BAD_USER_INPUT naming the field, on REST and GraphQL.
 */
import { newSignup } from '../support/accounts';
import { codeOf } from '../support/api-client';
import { useSite } from '../support/site';
import { engines } from '../support/storage';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';

describe.each(engines)('input limits (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Input' });

  const fieldsOf = (answer: { errors?: { extensions?: { fields?: string[] } }[] }) => answer.errors?.[0]?.extensions?.fields;

  it.each([
    ['a NUL byte', { userName: `spejder${NUL}` }],
    ['a lone surrogate', { userName: `spejder${LONE_SURROGATE}` }],
    ['a 1 MB user name', { userName: 'a'.repeat(1_000_000) }],
  ])('refuses a sign-up with %s in the user name as 400 naming the field', async (_case, loginInfo) => {
    const signup = newSignup();
    const answer = await site.client.post('/api/user/signup', { ...signup, loginInfo: { ...signup.loginInfo, ...loginInfo } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['loginInfo.userName'] });
  });

  it('refuses NUL bytes at login and reset as 400, never 500', async () => {
    const login = await site.client.post('/api/auth', { identifier: NUL, password: 'hemmelig1' });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['identifier'] });
    const reset = await site.client.post('/api/auth/sendresetmail', { identifier: NUL });
    expect(reset.status).toBe(400);
    const newPassword = await site.client.post('/api/auth/reset', { key: 'abc', password: `secret${NUL}` });
    expect(newPassword.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['password'] });
  });

  it('refuses a NUL byte in an anonymous GraphQL argument, literal or variable', async () => {
    const variable = await site.client.graphql('query ($p: String!) { results { getByPath(path: $p) { path } } }', { p: NUL });
    expect(codeOf(variable)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(variable)).toEqual(['path']);
    const literal = await site.client.graphql('{ results { getByPath(path: "a\\u0000b") { path } } }');
    expect(codeOf(literal)).toBe('BAD_USER_INPUT');
  });

  it('names the nested input field that breaks a rule', async () => {
    const answer = await site.client.graphql(
      'mutation ($p: PatrolInput!) { patrols { participateBattle(battleID: "1", patrol: $p) { id } } }',
      { p: { name: LONE_SURROGATE, corps: 1 } },
      site.adminToken,
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(answer)).toEqual(['patrol.name']);
  });

  it.each([' 1', '0x1', '1e0', '01', '2147483648', '-1', '0'])('refuses the id %j as BAD_USER_INPUT', async (id) => {
    const answer = await site.client.graphql('query ($id: ID!) { battles { getBattle(id: $id) { id } } }', { id }, site.adminToken);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(answer)).toEqual(['id']);
  });

  it('still takes a plain id', async () => {
    const answer = await site.client.graphql('query ($id: ID!) { battles { getBattle(id: $id) { id } } }', { id: site.battleID }, site.adminToken);
    expect(answer.errors).toBeUndefined();
  });

  it('refuses a date in the year 275760 and answers no INTERNAL', async () => {
    const answer = await site.client.graphql(
      'mutation ($id: ID, $start: DateTime) { battles { saveBattle(id: $id, start: $start) { id } } }',
      { id: site.battleID, start: '+275760-09-13T00:00:00.000Z' },
      site.adminToken,
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });

  it('refuses a text beyond its length: one-line texts 200 characters, rich texts 100,000', async () => {
    const name = await site.client.graphql('query ($t: String) { users { searchUsers(searchText: $t) { id } } }', { t: 'x'.repeat(201) }, site.adminToken);
    expect(codeOf(name)).toBe('BAD_USER_INPUT');
    const short = await site.client.graphql('query ($t: String) { users { searchUsers(searchText: $t) { id } } }', { t: 'x'.repeat(200) }, site.adminToken);
    expect(short.errors).toBeUndefined();
  });
});

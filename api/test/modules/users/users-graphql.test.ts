import { signup, TEST_PASSWORD, type SessionBody } from '../../support/accounts';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const CURRENT = 'query { users { getCurrent { id activated roles { id name } contactInfo { fullName email } loginInfo { userName } patrols { id } } } }';
const CHANGE = 'mutation ($c: String!, $n: String!) { users { changePassword(currentPassword: $c, newPassword: $n) } }';
const SEARCH = 'query ($text: String, $roles: [Int!]) { users { searchUsers(searchText: $text, roles: $roles) { id loginInfo { userName } roles { id } } } }';
const ADD_ROLE = 'mutation ($u: ID!, $r: Int!) { users { addRole(userID: $u, roleID: $r) { id roles { id name } } } }';
const REMOVE_ROLE = 'mutation ($u: ID!, $r: Int!) { users { removeRole(userID: $u, roleID: $r) { id roles { id } } } }';

describe.each(engines)('users over GraphQL (%s)', (engine) => {
  const site = useSite(engine);

  it('bootstraps the configured admin: activated, with AdminRole and StaffRole', async () => {
    const answer = await site.client.graphql(CURRENT, {}, site.adminToken);
    expect(answer.data).toMatchObject({
      users: {
        getCurrent: {
          activated: true,
          loginInfo: { userName: 'chefen' },
          roles: [
            { id: 1, name: 'AdminRole' },
            { id: 2, name: 'StaffRole' },
          ],
        },
      },
    });
  });

  it('answers the current user, or UNAUTHENTICATED without a token', async () => {
    const user = await signup(site.client);
    const answer = await site.client.graphql(CURRENT, {}, user.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      users: {
        getCurrent: {
          id: user.user.id,
          activated: false,
          roles: [],
          contactInfo: { fullName: 'Anne Hansen', email: user.user.contactInfo.email },
          loginInfo: { userName: user.user.loginInfo.userName },
          patrols: [],
        },
      },
    });
    const anonymous = await site.client.graphql(CURRENT);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('changes the password: false on a wrong current one; ends the other sessions but not this one', async () => {
    const user = await signup(site.client);
    const name = user.user.loginInfo.userName;
    const other = await site.client.post<SessionBody>('/api/auth', { identifier: name, password: TEST_PASSWORD });

    const wrong = await site.client.graphql(CHANGE, { c: 'forkert1', n: 'nyadgang1' }, user.token);
    expect(wrong.data).toEqual({ users: { changePassword: false } });
    const tooShort = await site.client.graphql(CHANGE, { c: TEST_PASSWORD, n: '123' }, user.token);
    expect(tooShort.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['newPassword'] });

    const changed = await site.client.graphql(CHANGE, { c: TEST_PASSWORD, n: 'nyadgang1' }, user.token);
    expect(changed.data).toEqual({ users: { changePassword: true } });
    expect((await site.client.get('/api/auth/current', user.token)).status).toBe(200);
    expect((await site.client.get('/api/auth/current', other.body.token)).status).toBe(401);
    expect((await site.client.post('/api/auth', { identifier: name, password: 'nyadgang1' })).status).toBe(200);
  });

  it('lets only admins search users, by text and by roles', async () => {
    const user = await signup(site.client, 'soegbar');
    const denied = await site.client.graphql(SEARCH, { text: 'soegbar' }, user.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await site.client.graphql(SEARCH, { text: 'soegbar' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const byText = await site.client.graphql<{ users: { searchUsers: { id: string }[] } }>(SEARCH, { text: 'SOEGBAR' }, site.adminToken);
    expect(byText.data?.users.searchUsers.map((found) => found.id)).toEqual([user.user.id]);
    const byRole = await site.client.graphql<{ users: { searchUsers: { loginInfo: { userName: string } }[] } }>(SEARCH, { roles: [1, 2] }, site.adminToken);
    expect(byRole.data?.users.searchUsers.map((found) => found.loginInfo.userName)).toEqual(['chefen']);
  });

  it('lets admins add and remove roles, and guards it', async () => {
    const user = await signup(site.client);
    expect((await site.client.graphql(ADD_ROLE, { u: user.user.id, r: 2 }, user.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const added = await site.client.graphql(ADD_ROLE, { u: user.user.id, r: 2 }, site.adminToken);
    expect(added.data).toEqual({ users: { addRole: { id: user.user.id, roles: [{ id: 2, name: 'StaffRole' }] } } });
    const current = await site.client.get<SessionBody>('/api/auth/current', user.token);
    expect(current.body.user.roles).toEqual([{ id: 2 }]);

    const removed = await site.client.graphql(REMOVE_ROLE, { u: user.user.id, r: 2 }, site.adminToken);
    expect(removed.data).toEqual({ users: { removeRole: { id: user.user.id, roles: [] } } });
    const missing = await site.client.graphql(ADD_ROLE, { u: '999999', r: 2 }, site.adminToken);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const noRole = await site.client.graphql(ADD_ROLE, { u: user.user.id, r: 7 }, site.adminToken);
    expect(noRole.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

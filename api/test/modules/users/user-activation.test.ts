import { signup } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { useSite } from '../../support/site';
import { keyFromLink } from '../../support/smtp';
import { engines } from '../../support/storage';

const ACTIVATE = 'mutation ($u: ID!) { users { activateUser(userID: $u) { id activated } } }';
const ACTIVATION = '{ activation { activatedAt activatedBy { id contactInfo { fullName } } } }';
const GET_USER = `query ($id: ID!) { users { getUser(id: $id) ${ACTIVATION} } }`;
const CURRENT = `{ users { getCurrent { id } getCurrentActivation: getCurrent ${ACTIVATION} } }`;
const SEARCH = 'query ($t: String, $a: Boolean) { users { searchUsers(searchText: $t, activated: $a) { id activated } } }';

interface Activation {
  activatedAt: string;
  activatedBy: { id: string; contactInfo: { fullName: string } } | null;
}

describe.each(engines)('manual activation by admins (%s)', (engine) => {
  const site = useSite(engine, { mail: true });

  const activationOf = async (userID: string) =>
    (await site.client.graphql<{ users: { getUser: { activation: Activation | null } } }>(GET_USER, { id: userID }, site.adminToken)).data?.users.getUser
      .activation;
  const adminID = async () =>
    (await site.client.graphql<{ users: { getCurrent: { id: string } } }>(CURRENT, {}, site.adminToken)).data?.users.getCurrent.id ?? '';

  it('activates a user by hand, keeps who and when in the trail and voids the mailed link', async () => {
    const user = await signup(site.client);
    const key = keyFromLink(await site.mail.next(user.user.contactInfo.email), '/user/activation');
    expect(await activationOf(user.user.id)).toBeNull();
    const before = site.clock.now().getTime();
    const answer = await site.client.graphql<{ users: { activateUser: { id: string; activated: boolean } } }>(ACTIVATE, { u: user.user.id }, site.adminToken);
    expect(answer.data?.users.activateUser).toEqual({ id: user.user.id, activated: true });
    // The user's own session sees it at once.
    expect((await site.client.get<{ user: { activated: boolean } }>('/api/auth/current', user.token)).body.user.activated).toBe(true);

    const trail = await activationOf(user.user.id);
    expect(trail?.activatedBy).toEqual({ id: await adminID(), contactInfo: { fullName: 'Admin Administrator' } });
    expect(new Date(trail?.activatedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await site.client.post('/api/activation/activateuser', { activationKey: key }, user.token)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_KEY' },
    });
  });

  it('refuses to activate an activated user again, and an unknown one', async () => {
    const user = await signup(site.client);
    expect(codeOf(await site.client.graphql(ACTIVATE, { u: user.user.id }, site.adminToken))).toBeUndefined();
    const again = await site.client.graphql(ACTIVATE, { u: user.user.id }, site.adminToken);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(codeOf(await site.client.graphql(ACTIVATE, { u: '999999' }, site.adminToken))).toBe('NOT_FOUND');
  });

  it('activates once when admins activate in parallel', async () => {
    const user = await signup(site.client);
    const answers = await Promise.all(Array.from({ length: 5 }, () => site.client.graphql(ACTIVATE, { u: user.user.id }, site.adminToken)));
    expect(answers.map((answer) => codeOf(answer) ?? 'ACTIVATED').sort()).toEqual(['ACTIVATED', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT']);
  });

  it("keeps the user's own activation through the link in the trail, shown to admins only", async () => {
    const user = await signup(site.client);
    const key = keyFromLink(await site.mail.next(user.user.contactInfo.email), '/user/activation');
    expect((await site.client.post('/api/activation/activateuser', { activationKey: key }, user.token)).status).toBe(204);
    expect((await activationOf(user.user.id))?.activatedBy?.id).toBe(user.user.id);
    const own = await site.client.graphql<{ users: { getCurrentActivation: { activation: Activation | null } } }>(CURRENT, {}, user.token);
    expect(own.data?.users.getCurrentActivation.activation).toBeNull();
  });

  it('finds the users not activated yet', async () => {
    const waiting = await signup(site.client, 'venter');
    const done = await signup(site.client, 'venter');
    await site.client.graphql(ACTIVATE, { u: done.user.id }, site.adminToken);
    const search = async (activated?: boolean) =>
      (await site.client.graphql<{ users: { searchUsers: { id: string; activated: boolean }[] } }>(SEARCH, { t: 'venter', a: activated }, site.adminToken)).data
        ?.users.searchUsers;
    expect(await search(false)).toEqual([{ id: waiting.user.id, activated: false }]);
    expect(await search(true)).toEqual([{ id: done.user.id, activated: true }]);
    expect((await search())?.map((user) => user.id).sort()).toEqual([waiting.user.id, done.user.id].sort());
  });
});

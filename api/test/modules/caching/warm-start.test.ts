/**
 * A node that starts while an event runs (docs/caching.md, 'A node that starts'): before it takes
 * requests it fills its callers and memberships caches with the running battles' patrols, and the
 * entries it warmed are cleared by the other process's writes like any other. PostgreSQL only:
 * the second api process on the same database is what a restarted node is; the embedded PGlite
 * runs one process (its warming at start is the same code, run by every other suite).
 */
import { ROLE_STAFF } from '@usb/schema/domain';
import { newUser, type Actor } from '../../support/accounts';
import { codeOf, type GraphqlAnswer } from '../../support/api-client';
import { createBattle, registerPatrol } from '../../support/battles';
import { startApp, testConfig, useSite, type TestSite } from '../../support/site';
import { within } from '../../support/propagation';
import { describeOnPostgres } from '../../support/storage';

const HOUR = 60 * 60 * 1000;
const CURRENT = '{ users { getCurrent { id roles { id } } } }';
const ADD_ROLE = 'mutation ($u: ID!, $r: Int!) { users { addRole(userID: $u, roleID: $r) { id } } }';

describeOnPostgres('a node that starts while a battle runs (postgres)', () => {
  const site = useSite('postgres');
  const lines: string[] = [];
  let started: TestSite;
  let owner: Actor;
  let member: Actor;

  beforeAll(async () => {
    const now = site.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const battleID = await createBattle(site, site.adminToken, 'USB Varm start', {
      start: at(-HOUR),
      end: at(2 * HOUR),
      registrationFrom: at(-24 * HOUR),
      registrationTo: at(HOUR),
    });
    [owner, member] = await Promise.all([newUser(site), newUser(site)]);
    await registerPatrol(site, owner, battleID, 'Ravnene', { category: 1 });
    await registerPatrol(site, member, battleID, 'Mågerne', { category: 2 });
    started = await startApp({ ...testConfig(site.storage, site.clock), logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
  });

  afterAll(async () => started?.close());

  it('knows every running patrol member and membership before it takes requests', () => {
    const warmed = (message: string) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === message);
    expect(warmed('callers cache warmed')).toMatchObject({ callers: 2 });
    expect(warmed('memberships cache warmed')).toMatchObject({ members: 2 });
  });

  it('answers a warmed caller as before, and drops it on a logout and a role change made through the other process', async () => {
    const current = (token: string) => started.client.graphql<{ users: { getCurrent: { id: string; roles: { id: number }[] } } }>(CURRENT, {}, token);
    expect((await current(owner.token)).data?.users.getCurrent.id).toBe(owner.id);
    expect((await site.client.graphql(ADD_ROLE, { u: owner.id, r: ROLE_STAFF }, site.adminToken)).errors).toBeUndefined();
    const promoted = await within(
      () => current(owner.token),
      (answer) => answer.data?.users.getCurrent.roles.some((role) => role.id === ROLE_STAFF) === true,
    );
    expect(promoted.data?.users.getCurrent.roles.map((role) => role.id)).toContain(ROLE_STAFF);

    expect((await site.client.request('DELETE', '/api/auth/current', { token: member.token })).status).toBe(204);
    const refused = await within(
      () => current(member.token),
      (answer: GraphqlAnswer<unknown>) => codeOf(answer) === 'UNAUTHENTICATED',
    );
    expect(codeOf(refused)).toBe('UNAUTHENTICATED');
  });
});

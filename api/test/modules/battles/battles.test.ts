import { newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { battleDates, createBattle, registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const GET_BATTLE = `query ($id: ID!) { battles { getBattle(id: $id) {
  id name start end registrationFrom registrationTo patrols { name corps category } patrolCurrentUser { id name } } } }`;
const WITH_STAFF = 'query ($id: ID!) { battles { getBattle(id: $id) { id staffMembers { user { id contactInfo { fullName email } } } } } }';
const OPEN = '{ battles { getBattlesOpenForRegistration { id name patrolCurrentUser { id name } } } }';
const NEXT = '{ battles { getNextBattle { id name } } }';
const IS_STAFF = 'query ($b: ID!) { battles { getCurrentUserIsStaffMember(battleID: $b) } }';
const SAVE = `mutation ($id: ID, $name: String, $start: DateTime, $end: DateTime, $registrationFrom: DateTime, $registrationTo: DateTime) {
  battles { saveBattle(id: $id, name: $name, start: $start, end: $end, registrationFrom: $registrationFrom, registrationTo: $registrationTo) { id name start end registrationFrom registrationTo } } }`;
const CREATE = 'mutation ($name: String, $start: DateTime, $end: DateTime) { battles { createBattle(name: $name, start: $start, end: $end) { id name } } }';
const ADD_ROLE = 'mutation ($u: ID!, $r: Int!) { users { addRole(userID: $u, roleID: $r) { id } } }';
const ADD_STAFF = 'mutation ($b: ID!, $u: ID!) { battles { addBattleStaffMember(battleID: $b, userID: $u) { id } } }';

describe.each(engines)('battles over GraphQL (%s)', (engine) => {
  const site = useSite(engine);

  it('has no next battle before any exists, then the first that has not ended, else the latest', async () => {
    expect((await site.client.graphql(NEXT)).data).toEqual({ battles: { getNextBattle: null } });
    const now = site.clock.now();
    const old = await createBattle(site, site.adminToken, 'USB 2020', battleDates(now, -700));
    expect((await site.client.graphql(NEXT)).data).toEqual({ battles: { getNextBattle: { id: old, name: 'USB 2020' } } });
    const later = await createBattle(site, site.adminToken, 'USB senere', battleDates(now, 60));
    const sooner = await createBattle(site, site.adminToken, 'USB snart', battleDates(now, 0));
    expect((await site.client.graphql(NEXT)).data).toEqual({ battles: { getNextBattle: { id: sooner, name: 'USB snart' } } });
    expect(later).not.toBe(sooner);
  });

  it("shows a battle to anyone, with its patrols by category then name and the caller's patrol", async () => {
    const id = await createBattle(site, site.adminToken, 'USB Detaljer');
    const [owner, other, third] = [await newUser(site), await newUser(site), await newUser(site)];
    const mine = await registerPatrol(site, owner, id, 'Ørnene', { category: 2, corps: 12 });
    await registerPatrol(site, other, id, 'Bæverne', { category: 1, corps: 5 });
    await registerPatrol(site, third, id, 'Agerhønsene', { category: 2, corps: 0 });

    const anonymous = await site.client.graphql(GET_BATTLE, { id });
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data).toMatchObject({
      battles: {
        getBattle: {
          id,
          name: 'USB Detaljer',
          patrols: [
            { name: 'Bæverne', corps: 5, category: 1 },
            { name: 'Agerhønsene', corps: 0, category: 2 },
            { name: 'Ørnene', corps: 12, category: 2 },
          ],
          patrolCurrentUser: null,
        },
      },
    });
    const asOwner = await site.client.graphql(GET_BATTLE, { id }, owner.token);
    expect(asOwner.data).toMatchObject({ battles: { getBattle: { patrolCurrentUser: { id: mine.id, name: 'Ørnene' } } } });
    expect(codeOf(await site.client.graphql(GET_BATTLE, { id: '999999' }))).toBe('NOT_FOUND');
    expect(codeOf(await site.client.graphql(GET_BATTLE, { id: 'abc' }))).toBe('BAD_USER_INPUT');
  });

  it("lists only battles open for registration, with the caller's patrol", async () => {
    const now = site.clock.now();
    const open = await createBattle(site, site.adminToken, 'USB Åben');
    const closed = await createBattle(site, site.adminToken, 'USB Lukket', battleDates(now, -30));
    const notYet = await createBattle(site, site.adminToken, 'USB Ikke endnu', battleDates(now, 30));
    const user = await newUser(site);
    const patrol = await registerPatrol(site, user, open, 'Spætterne');

    const answer = await site.client.graphql<{ battles: { getBattlesOpenForRegistration: { id: string; patrolCurrentUser: unknown }[] } }>(
      OPEN,
      {},
      user.token,
    );
    const listed = answer.data?.battles.getBattlesOpenForRegistration ?? [];
    expect(listed.map((battle) => battle.id)).toContain(open);
    expect(listed.map((battle) => battle.id)).not.toContain(closed);
    expect(listed.map((battle) => battle.id)).not.toContain(notYet);
    expect(listed.find((battle) => battle.id === open)?.patrolCurrentUser).toEqual({ id: patrol.id, name: 'Spætterne' });
  });

  it('lets only admins create and save battles', async () => {
    const user = await newUser(site);
    expect(codeOf(await site.client.graphql(CREATE, { name: 'USB X' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await site.client.graphql(CREATE, { name: 'USB X' }, user.token))).toBe('FORBIDDEN');
    const id = await createBattle(site, site.adminToken, 'USB Gem');
    const dates = battleDates(site.clock.now(), 5);
    expect(codeOf(await site.client.graphql(SAVE, { id, name: 'USB Y', ...dates }, user.token))).toBe('FORBIDDEN');

    const saved = await site.client.graphql(SAVE, { id, name: ' USB Gemt ', ...dates }, site.adminToken);
    expect(saved.data).toEqual({ battles: { saveBattle: { id, name: 'USB Gemt', ...dates } } });
    expect(codeOf(await site.client.graphql(SAVE, { id: '999999', name: 'USB', ...dates }, site.adminToken))).toBe('NOT_FOUND');
  });

  it('validates battles with BAD_USER_INPUT naming the fields', async () => {
    const blank = await site.client.graphql(CREATE, { name: '  ' }, site.adminToken);
    expect(blank.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['name'] });
    const backwards = await site.client.graphql(CREATE, { name: 'USB', start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' }, site.adminToken);
    expect(backwards.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['start', 'end'] });
    const onlyName = await site.client.graphql(CREATE, { name: 'USB Kun navn' }, site.adminToken);
    expect(onlyName.data).toMatchObject({ battles: { createBattle: { name: 'USB Kun navn' } } });

    const missing = await site.client.graphql(SAVE, { name: 'USB', start: '2030-01-01T00:00:00Z' }, site.adminToken);
    expect(missing.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['id', 'end', 'registrationFrom', 'registrationTo'] });
    const id = await createBattle(site, site.adminToken, 'USB Rækkefølge');
    const window = await site.client.graphql(
      SAVE,
      { id, name: 'USB', ...battleDates(site.clock.now()), registrationFrom: '2030-02-01T00:00:00Z', registrationTo: '2030-01-01T00:00:00Z' },
      site.adminToken,
    );
    expect(window.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['registrationFrom', 'registrationTo'] });
  });

  it('shows staff members to staff and admins only, and tells who is staff of the battle', async () => {
    const id = await createBattle(site, site.adminToken, 'USB Stab');
    const staff = await newUser(site, { prefix: 'stab' });
    const outsider = await newUser(site);
    expect((await site.client.graphql(ADD_ROLE, { u: staff.id, r: 2 }, site.adminToken)).errors).toBeUndefined();
    expect(codeOf(await site.client.graphql(ADD_STAFF, { b: id, u: staff.id }, staff.token))).toBe('FORBIDDEN');
    expect((await site.client.graphql(IS_STAFF, { b: id }, staff.token)).data).toEqual({ battles: { getCurrentUserIsStaffMember: false } });
    expect((await site.client.graphql(ADD_STAFF, { b: id, u: staff.id }, site.adminToken)).errors).toBeUndefined();

    expect((await site.client.graphql(IS_STAFF, { b: id }, staff.token)).data).toEqual({ battles: { getCurrentUserIsStaffMember: true } });
    expect((await site.client.graphql(IS_STAFF, { b: id }, outsider.token)).data).toEqual({ battles: { getCurrentUserIsStaffMember: false } });
    expect((await site.client.graphql(IS_STAFF, { b: id })).data).toEqual({ battles: { getCurrentUserIsStaffMember: false } });

    const seen = await site.client.graphql(WITH_STAFF, { id }, staff.token);
    expect(seen.data).toMatchObject({ battles: { getBattle: { staffMembers: [{ user: { id: staff.id, contactInfo: { fullName: 'Anne Hansen' } } }] } } });
    const hidden = await site.client.graphql(WITH_STAFF, { id }, outsider.token);
    expect(codeOf(hidden)).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(WITH_STAFF, { id }))).toBe('UNAUTHENTICATED');
  });
});

import { newUser, type SessionBody } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { battleDates, createBattle, participate, registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const CURRENT = '{ users { getCurrent { patrols { id battleID } } } }';
const BY_BATTLE = 'query ($b: ID!) { patrols { getPatrolsByBattleID(battleID: $b) { id name corps category } } }';

describe.each(engines)('registering a patrol (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Tilmelding' });

  it('registers the caller as owner and first member, and shows it in the current user everywhere', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, '  Ulvene ', { city: 'Aarhus', groupName: 'Frejas Gruppe', patrolSize: 5, category: null });
    expect(patrol).toEqual({
      id: expect.any(String) as string,
      name: 'Ulvene',
      corps: 8,
      category: null,
      city: 'Aarhus',
      groupName: 'Frejas Gruppe',
      patrolSize: 5,
      inviteLink: expect.stringMatching(/^http:\/\/usb\.test\/patrol\/invite\/[0-9a-f]{32}$/) as string,
      battle: { id: site.battleID, name: 'USB Tilmelding' },
      createdBy: { id: owner.id, contactInfo: { fullName: 'Anne Hansen' } },
      members: [{ id: owner.id, contactInfo: { fullName: 'Anne Hansen' } }],
    });
    const membership = [{ id: patrol.id, battleID: site.battleID }];
    expect((await site.client.graphql(CURRENT, {}, owner.token)).data).toEqual({ users: { getCurrent: { patrols: membership } } });
    const session = await site.client.get<SessionBody & { user: { patrols: unknown } }>('/api/auth/current', owner.token);
    expect(session.body.user.patrols).toEqual(membership);
  });

  it('refuses anonymous and unactivated callers', async () => {
    expect(codeOf(await participate(site, '', site.battleID, { name: 'Anonym', corps: 1 }))).toBe('UNAUTHENTICATED');
    const unactivated = await newUser(site, { activated: false });
    expect(codeOf(await participate(site, unactivated.token, site.battleID, { name: 'Uaktiveret', corps: 1 }))).toBe('FORBIDDEN');
  });

  it('refuses outside the registration window with CLOSED', async () => {
    const now = site.clock.now();
    const past = await createBattle(site, site.adminToken, 'USB Forbi', battleDates(now, -30));
    const future = await createBattle(site, site.adminToken, 'USB Fremtid', battleDates(now, 30));
    const user = await newUser(site);
    expect(codeOf(await participate(site, user.token, past, { name: 'Sent ude', corps: 1 }))).toBe('CLOSED');
    expect(codeOf(await participate(site, user.token, future, { name: 'Tidligt ude', corps: 1 }))).toBe('CLOSED');
    expect(codeOf(await participate(site, user.token, '999999', { name: 'Ingen', corps: 1 }))).toBe('NOT_FOUND');
  });

  it('keeps names unique per battle regardless of case, and one patrol per user per battle', async () => {
    const [first, second] = [await newUser(site), await newUser(site)];
    await registerPatrol(site, first, site.battleID, 'Falkene');
    const taken = await participate(site, second.token, site.battleID, { name: 'FALKENE', corps: 1 });
    expect(taken.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', fields: ['name'] });
    expect(codeOf(await participate(site, first.token, site.battleID, { name: 'Falkene 2', corps: 1 }))).toBe('CONFLICT');

    // Another battle is another list: the same name and the same user are fine there.
    const other = await createBattle(site, site.adminToken, 'USB Anden');
    expect((await participate(site, first.token, other, { name: 'Falkene', corps: 1 })).errors).toBeUndefined();
    const current = await site.client.graphql<{ users: { getCurrent: { patrols: { battleID: string }[] } } }>(CURRENT, {}, first.token);
    expect(current.data?.users.getCurrent.patrols.map((patrol) => patrol.battleID).sort()).toEqual([site.battleID, other].sort());
  });

  it('validates the patrol with BAD_USER_INPUT naming every bad field', async () => {
    const user = await newUser(site);
    const bad = await participate(site, user.token, site.battleID, { name: ' ', corps: 15, category: 3, patrolSize: 11, city: 'x'.repeat(101) });
    expect(bad.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['name', 'corps', 'category', 'patrolSize', 'city'] });
    const noCorps = await participate(site, user.token, site.battleID, { name: 'Uden korps' });
    expect(noCorps.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['corps'] });
    const negative = await participate(site, user.token, site.battleID, { name: 'Negativ', corps: 0, patrolSize: -1 });
    expect(negative.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['patrolSize'] });
    const limits = await registerPatrol(site, user, site.battleID, 'Grænsen', { corps: 14, category: 2, patrolSize: 10 });
    expect(limits).toMatchObject({ corps: 14, category: 2, patrolSize: 10 });
  });

  it("lists a battle's patrols to anyone, by category then name", async () => {
    const battle = await createBattle(site, site.adminToken, 'USB Liste');
    await registerPatrol(site, await newUser(site), battle, 'Mågerne', { category: 2, corps: 3 });
    await registerPatrol(site, await newUser(site), battle, 'Uden kategori', { category: null, corps: 0 });
    await registerPatrol(site, await newUser(site), battle, 'Egernene', { category: 1, corps: 12 });
    await registerPatrol(site, await newUser(site), battle, 'Alkerne', { category: 2, corps: 8 });
    const answer = await site.client.graphql<{ patrols: { getPatrolsByBattleID: { name: string }[] } }>(BY_BATTLE, { b: battle });
    expect(answer.data?.patrols.getPatrolsByBattleID.map((patrol) => patrol.name)).toEqual(['Egernene', 'Alkerne', 'Mågerne', 'Uden kategori']);
    expect(codeOf(await site.client.graphql(BY_BATTLE, { b: '999999' }))).toBe('NOT_FOUND');
  });
});

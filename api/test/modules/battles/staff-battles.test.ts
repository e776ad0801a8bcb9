import { newStaffMember, newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { battleDates, createBattle } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const STAFF_BATTLES = '{ battles { getStaffBattles { id name } } }';

describe.each(engines)('the battles a staff member works on (%s)', (engine) => {
  const site = useSite(engine);

  it("lists the caller's battles newest first, every battle for admins, and nothing for others", async () => {
    const now = site.clock.now();
    const old = await createBattle(site, site.adminToken, 'USB i fjor', battleDates(now, -365));
    const current = await createBattle(site, site.adminToken, 'USB i år', battleDates(now, 0));
    const other = await createBattle(site, site.adminToken, 'USB et andet sted', battleDates(now, 10));
    const staff = await newStaffMember(site, old);
    const added = await site.client.graphql(
      'mutation ($b: ID!, $u: ID!) { battles { addBattleStaffMember(battleID: $b, userID: $u) { id } } }',
      { b: current, u: staff.id },
      site.adminToken,
    );
    expect(added.errors).toBeUndefined();

    const listed = (token: string | null) => site.client.graphql<{ battles: { getStaffBattles: { id: string; name: string }[] } }>(STAFF_BATTLES, {}, token);
    expect((await listed(staff.token)).data?.battles.getStaffBattles).toEqual([
      { id: current, name: 'USB i år' },
      { id: old, name: 'USB i fjor' },
    ]);
    expect((await listed(site.adminToken)).data?.battles.getStaffBattles.map((battle) => battle.id)).toEqual([other, current, old]);
    expect(codeOf(await listed((await newUser(site)).token))).toBe('FORBIDDEN');
    expect(codeOf(await listed(null))).toBe('UNAUTHENTICATED');
  });
});

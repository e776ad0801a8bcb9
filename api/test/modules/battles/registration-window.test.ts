import { newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { battleDates, createBattle, participate } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const REGISTRATION = 'query ($id: ID!) { battles { getBattle(id: $id) { registration } } }';
const OPEN = '{ battles { getBattlesOpenForRegistration { id } } }';
const NEXT = '{ battles { getNextBattle { id registration } } }';

describe.each(engines)('the registration window (%s)', (engine) => {
  const site = useSite(engine);

  /** What the battle's field, the open list and registering each say at this instant. */
  async function readings(id: string) {
    const field = await site.client.graphql<{ battles: { getBattle: { registration: string } } }>(REGISTRATION, { id });
    const open = await site.client.graphql<{ battles: { getBattlesOpenForRegistration: { id: string }[] } }>(OPEN);
    const user = await newUser(site);
    const registering = await participate(site, user.token, id, { name: `Patrulje ${user.id}`, corps: 8, category: 1 });
    return {
      registration: field.data?.battles.getBattle.registration,
      listed: (open.data?.battles.getBattlesOpenForRegistration ?? []).some((battle) => battle.id === id),
      registers: codeOf(registering) ?? 'OK',
    };
  }

  it('is one rule for the registration field, the open list and registering, both ends included', async () => {
    site.clock.freeze();
    const dates = battleDates(site.clock.now(), 1);
    const id = await createBattle(site, site.adminToken, 'USB Vindue', dates);
    const moveTo = (iso: string, deltaMs: number) => site.clock.advance(Date.parse(iso) + deltaMs - site.clock.now().getTime());

    moveTo(dates.registrationFrom, -1);
    expect(await readings(id)).toEqual({ registration: 'UPCOMING', listed: false, registers: 'CLOSED' });
    moveTo(dates.registrationFrom, 0);
    expect(await readings(id)).toEqual({ registration: 'OPEN', listed: true, registers: 'OK' });
    moveTo(dates.registrationTo, 0);
    expect(await readings(id)).toEqual({ registration: 'OPEN', listed: true, registers: 'OK' });
    moveTo(dates.registrationTo, 1);
    expect(await readings(id)).toEqual({ registration: 'CLOSED', listed: false, registers: 'CLOSED' });
  });

  it("tells the home page's next battle that its registration closed before the start", async () => {
    const dates = battleDates(site.clock.now(), -13.5);
    const id = await createBattle(site, site.adminToken, 'USB Lukket før start', dates);
    expect(Date.parse(dates.start)).toBeGreaterThan(site.clock.now().getTime());
    expect((await site.client.graphql(NEXT)).data).toEqual({ battles: { getNextBattle: { id, registration: 'CLOSED' } } });
  });
});

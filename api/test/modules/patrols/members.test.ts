import { newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle, PATROL_FIELDS, registerPatrol, tokenOf, type PatrolAnswer } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const GET = `query ($id: ID!) { patrols { getPatrol(id: $id) { ${PATROL_FIELDS} } } }`;
const FROM_TOKEN = 'query ($t: String!) { patrols { getPatrolFromToken(token: $t) { id name battle { id name } createdBy { id contactInfo { fullName } } } } }';
const JOIN = `mutation ($t: String!) { patrols { joinPatrol(token: $t) { ${PATROL_FIELDS} } } }`;
const SAVE = `mutation ($p: PatrolInput!) { patrols { savePatrol(patrol: $p) { ${PATROL_FIELDS} } } }`;
const REMOVE = 'mutation ($p: ID!, $u: ID!) { patrols { removeMember(patrolID: $p, userID: $u) { members { id } } } }';
const RENEW = 'mutation ($p: ID!) { patrols { renewInviteLink(patrolID: $p) { inviteLink } } }';
const LEAVE = 'mutation ($p: ID!) { patrols { leavePatrol(patrolID: $p) } }';
const CURRENT = '{ users { getCurrent { patrols { id } } } }';
const SAVE_BATTLE = `mutation ($id: ID, $name: String, $start: DateTime, $end: DateTime, $from: DateTime, $to: DateTime) {
  battles { saveBattle(id: $id, name: $name, start: $start, end: $end, registrationFrom: $from, registrationTo: $to) { id } } }`;

type Data<K extends string> = { patrols: Record<K, PatrolAnswer> };

const PARTICIPATE = 'mutation ($b: ID!, $p: PatrolInput!) { patrols { participateBattle(battleID: $b, patrol: $p) { id } } }';

describe.each(engines)('patrol members and invites (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Invitation' });
  const registerAttempt = (token: string, name: string) => site.client.graphql(PARTICIPATE, { b: site.battleID, p: { name, corps: 8 } }, token);

  it('shows the invite to anyone and lets an activated user join through it', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Ravnene');
    const token = tokenOf(patrol.inviteLink);

    const invite = await site.client.graphql(FROM_TOKEN, { t: token });
    expect(invite.data).toEqual({
      patrols: {
        getPatrolFromToken: {
          id: patrol.id,
          name: 'Ravnene',
          battle: { id: site.battleID, name: 'USB Invitation' },
          createdBy: { id: owner.id, contactInfo: { fullName: 'Anne Hansen' } },
        },
      },
    });
    expect(codeOf(await site.client.graphql(FROM_TOKEN, { t: 'ikke-et-token' }))).toBe('NOT_FOUND');

    const unactivated = await newUser(site, { activated: false });
    expect(codeOf(await site.client.graphql(JOIN, { t: token }, unactivated.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(JOIN, { t: token }))).toBe('UNAUTHENTICATED');

    const member = await newUser(site);
    const joined = await site.client.graphql<Data<'joinPatrol'>>(JOIN, { t: token }, member.token);
    expect(joined.data?.patrols.joinPatrol.members.map((user) => user.id)).toEqual([owner.id, member.id]);
    // Members see the patrol but not the invite link, which is the owner's.
    expect(joined.data?.patrols.joinPatrol.inviteLink).toBeNull();
    expect((await site.client.graphql(CURRENT, {}, member.token)).data).toEqual({ users: { getCurrent: { patrols: [{ id: patrol.id }] } } });
    expect(codeOf(await site.client.graphql(JOIN, { t: token }, member.token))).toBe('CONFLICT');
    expect(codeOf(await site.client.graphql(JOIN, { t: token }, owner.token))).toBe('CONFLICT');
  });

  it('lets a member join an existing patrol after registration closed until the battle ends, and refuses edits once it started', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Sene Svaler');
    const token = tokenOf(patrol.inviteLink);
    const [lateInWindow, lateOnTheNight, tooLate] = [await newUser(site), await newUser(site), await newUser(site)];
    const day = 24 * 60 * 60 * 1000;
    const hour = 60 * 60 * 1000;
    const input = { id: patrol.id, name: 'Sene Svaler', corps: 8 };
    site.clock.advance(13 * day + 60_000);
    try {
      // Registration has closed: a new patrol is refused, joining an existing one is not.
      expect(codeOf(await registerAttempt(lateInWindow.token, 'For Sent'))).toBe('CLOSED');
      expect((await site.client.graphql(JOIN, { t: token }, lateInWindow.token)).errors).toBeUndefined();
      expect((await site.client.graphql(SAVE, { p: input }, owner.token)).errors).toBeUndefined();
      site.clock.advance(day + hour);
      expect(codeOf(await site.client.graphql(SAVE, { p: input }, owner.token))).toBe('CLOSED');
      // The battle runs (it lasts 3 hours): a member who did not join beforehand still can.
      const joined = await site.client.graphql<Data<'joinPatrol'>>(JOIN, { t: token }, lateOnTheNight.token);
      expect(joined.data?.patrols.joinPatrol.members.map((user) => user.id)).toEqual([owner.id, lateInWindow.id, lateOnTheNight.id]);
      site.clock.advance(2 * hour);
      expect(codeOf(await site.client.graphql(JOIN, { t: token }, tooLate.token))).toBe('CLOSED');
    } finally {
      site.clock.advance(-(14 * day + 3 * hour + 60_000));
    }
  });

  it('refuses joining before registration opens', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(site.clock.now().getTime() + days * day).toISOString();
    const earlyBattle = await createBattle(site, site.adminToken, 'USB Tidlig');
    const patrol = await registerPatrol(site, await newUser(site), earlyBattle, 'Tidlige Fugle');
    // The organisers move the registration window into the future after the first patrol signed up.
    const moved = await site.client.graphql(
      SAVE_BATTLE,
      { id: earlyBattle, name: 'USB Tidlig', start: at(30), end: at(30.2), from: at(2), to: at(29) },
      site.adminToken,
    );
    expect(moved.errors).toBeUndefined();
    const joiner = await newUser(site);
    expect(codeOf(await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, joiner.token))).toBe('CLOSED');
    site.clock.advance(2 * day + 60_000);
    try {
      expect((await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, joiner.token)).errors).toBeUndefined();
    } finally {
      site.clock.advance(-(2 * day + 60_000));
    }
  });

  it('ends the old invite link when the owner renews it', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Svanerne');
    const other = await newUser(site);
    expect(codeOf(await site.client.graphql(RENEW, { p: patrol.id }, other.token))).toBe('FORBIDDEN');

    const renewed = await site.client.graphql<{ patrols: { renewInviteLink: { inviteLink: string } } }>(RENEW, { p: patrol.id }, owner.token);
    const newLink = renewed.data?.patrols.renewInviteLink.inviteLink ?? null;
    expect(newLink).not.toBe(patrol.inviteLink);
    expect(codeOf(await site.client.graphql(FROM_TOKEN, { t: tokenOf(patrol.inviteLink) }))).toBe('NOT_FOUND');
    expect(codeOf(await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, other.token))).toBe('NOT_FOUND');
    expect((await site.client.graphql(JOIN, { t: tokenOf(newLink) }, other.token)).errors).toBeUndefined();
  });

  it('lets only the owner save the patrol, members and others are refused', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Spurvene');
    const member = await newUser(site);
    await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, member.token);
    await registerPatrol(site, await newUser(site), site.battleID, 'Mejserne');
    const input = { id: patrol.id, name: 'Gråspurvene', corps: 3, category: 2, city: 'Vejle', groupName: 'Vejle Trop', patrolSize: 6 };

    expect(codeOf(await site.client.graphql(SAVE, { p: input }, member.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(SAVE, { p: input }, (await newUser(site)).token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(SAVE, { p: { ...input, id: undefined } }, owner.token))).toBe('BAD_USER_INPUT');
    expect((await site.client.graphql(SAVE, { p: { ...input, name: 'mejserne' } }, owner.token)).errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      fields: ['name'],
    });

    const saved = await site.client.graphql<Data<'savePatrol'>>(SAVE, { p: input }, owner.token);
    expect(saved.data?.patrols.savePatrol).toMatchObject({ name: 'Gråspurvene', corps: 3, category: 2, city: 'Vejle', groupName: 'Vejle Trop', patrolSize: 6 });
    expect(saved.data?.patrols.savePatrol.members).toHaveLength(2);
    // Renaming to its own name in another case is no conflict with itself.
    expect((await site.client.graphql(SAVE, { p: { ...input, name: 'GRÅSPURVENE' } }, owner.token)).errors).toBeUndefined();
  });

  it('lets members read the patrol and nobody else; a removed member loses access at once', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Hejrerne');
    const member = await newUser(site);
    await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, member.token);
    const outsider = await newUser(site);

    expect((await site.client.graphql<Data<'getPatrol'>>(GET, { id: patrol.id }, owner.token)).data?.patrols.getPatrol.inviteLink).toBe(patrol.inviteLink);
    expect((await site.client.graphql<Data<'getPatrol'>>(GET, { id: patrol.id }, member.token)).data?.patrols.getPatrol.name).toBe('Hejrerne');
    expect(codeOf(await site.client.graphql(GET, { id: patrol.id }, outsider.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(GET, { id: patrol.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await site.client.graphql(GET, { id: '999999' }, owner.token))).toBe('NOT_FOUND');

    expect(codeOf(await site.client.graphql(REMOVE, { p: patrol.id, u: owner.id }, member.token))).toBe('FORBIDDEN');
    expect((await site.client.graphql(REMOVE, { p: patrol.id, u: owner.id }, owner.token)).errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['userID'],
    });
    const removed = await site.client.graphql(REMOVE, { p: patrol.id, u: member.id }, owner.token);
    expect(removed.data).toEqual({ patrols: { removeMember: { members: [{ id: owner.id }] } } });
    expect(codeOf(await site.client.graphql(GET, { id: patrol.id }, member.token))).toBe('FORBIDDEN');
    expect((await site.client.graphql(CURRENT, {}, member.token)).data).toEqual({ users: { getCurrent: { patrols: [] } } });
    expect(codeOf(await site.client.graphql(REMOVE, { p: patrol.id, u: member.id }, owner.token))).toBe('NOT_FOUND');

    // Admins may look at any patrol (and do not get the owner's link).
    expect((await site.client.graphql<Data<'getPatrol'>>(GET, { id: patrol.id }, site.adminToken)).data?.patrols.getPatrol.inviteLink).toBeNull();
  });

  it('lets a member other than the owner leave', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Lærkerne');
    const member = await newUser(site);
    await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, member.token);

    expect(codeOf(await site.client.graphql(LEAVE, { p: patrol.id }, owner.token))).toBe('FORBIDDEN');
    expect((await site.client.graphql(LEAVE, { p: patrol.id }, member.token)).data).toEqual({ patrols: { leavePatrol: true } });
    expect(codeOf(await site.client.graphql(GET, { id: patrol.id }, member.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(LEAVE, { p: patrol.id }, member.token))).toBe('NOT_FOUND');
  });
});

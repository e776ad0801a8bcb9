import { newStaffMember, newUser, signup } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { keyFromLink } from '../../support/smtp';
import { engines } from '../../support/storage';

const GET_USER = `query ($id: ID!) { users { getUser(id: $id) {
  id activated roles { id name } contactInfo { firstName lastName fullName email mobile } loginInfo { userName } patrols { id battleID name battleName } } } }`;
const RESEND = 'mutation ($u: ID!) { users { resendActivationMail(userID: $u) } }';
const ADD_ROLE = 'mutation ($u: ID!, $r: Int!) { users { addRole(userID: $u, roleID: $r) { id roles { id } } } }';
const REMOVE_ROLE = 'mutation ($u: ID!, $r: Int!) { users { removeRole(userID: $u, roleID: $r) { id roles { id } } } }';
const CURRENT_ID = '{ users { getCurrent { id } } }';

describe.each(engines)("admins' user page (%s)", (engine) => {
  const site = useSite(engine, { battle: 'USB Brugere', mail: true });

  it('shows one user with contact information, activation, roles and patrols with battle names, to admins only', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Ulvene');
    const answer = await site.client.graphql<{ users: { getUser: Record<string, unknown> } }>(GET_USER, { id: owner.id }, site.adminToken);
    expect(answer.data?.users.getUser).toEqual({
      id: owner.id,
      activated: true,
      roles: [],
      contactInfo: {
        firstName: 'Anne',
        lastName: 'Hansen',
        fullName: 'Anne Hansen',
        email: expect.stringMatching(/@example\.dk$/) as unknown,
        mobile: '12345678',
      },
      loginInfo: { userName: expect.stringMatching(/^spejder/) as unknown },
      patrols: [{ id: patrol.id, battleID: site.battleID, name: 'Ulvene', battleName: 'USB Brugere' }],
    });
    expect(codeOf(await site.client.graphql(GET_USER, { id: '999999' }, site.adminToken))).toBe('NOT_FOUND');
    const staff = await newStaffMember(site, site.battleID);
    for (const token of [staff.token, owner.token]) expect(codeOf(await site.client.graphql(GET_USER, { id: owner.id }, token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(GET_USER, { id: owner.id }))).toBe('UNAUTHENTICATED');
  });

  it("sends a new activation mail by the rules of the user's own button", async () => {
    const user = await signup(site.client);
    const email = user.user.contactInfo.email;
    const firstKey = keyFromLink(await site.mail.next(email), '/user/activation');
    // The sign-up mail went out moments ago.
    expect(codeOf(await site.client.graphql(RESEND, { u: user.user.id }, site.adminToken))).toBe('RATE_LIMITED');
    site.clock.advance(10 * 1000);
    const sent = await site.client.graphql<{ users: { resendActivationMail: boolean } }>(RESEND, { u: user.user.id }, site.adminToken);
    expect(sent.data?.users.resendActivationMail).toBe(true);
    const newKey = keyFromLink(await site.mail.next(email), '/user/activation');
    expect(newKey).not.toBe(firstKey);
    expect((await site.client.post('/api/activation/activateuser', { activationKey: newKey }, user.token)).status).toBe(204);

    site.clock.advance(10 * 1000);
    expect(codeOf(await site.client.graphql(RESEND, { u: user.user.id }, site.adminToken))).toBe('CONFLICT');
    expect(codeOf(await site.client.graphql(RESEND, { u: '999999' }, site.adminToken))).toBe('NOT_FOUND');
    const other = await newUser(site, { activated: false });
    site.clock.advance(10 * 1000);
    expect(codeOf(await site.client.graphql(RESEND, { u: other.id }, other.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(RESEND, { u: other.id }))).toBe('UNAUTHENTICATED');
  });

  it('sends one mail for ten parallel resends by admins', async () => {
    const user = await signup(site.client);
    const email = user.user.contactInfo.email;
    await site.mail.next(email);
    site.clock.advance(10 * 1000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => site.client.graphql(RESEND, { u: user.user.id }, site.adminToken)));
    expect(answers.map((answer) => codeOf(answer) ?? 'SENT').sort()).toEqual([...Array<string>(9).fill('RATE_LIMITED'), 'SENT']);
    expect(site.mail.mails.filter((mail) => mail.to.includes(email))).toHaveLength(2);
  });

  it("refuses an admin's removal of their own AdminRole, while another admin may take it", async () => {
    const adminID = (await site.client.graphql<{ users: { getCurrent: { id: string } } }>(CURRENT_ID, {}, site.adminToken)).data?.users.getCurrent.id ?? '';
    const own = await site.client.graphql(REMOVE_ROLE, { u: adminID, r: 1 }, site.adminToken);
    expect([codeOf(own), own.errors?.[0]?.extensions?.fields]).toEqual(['BAD_USER_INPUT', ['roleID']]);
    // Their own StaffRole is theirs to drop and take back.
    expect((await site.client.graphql(REMOVE_ROLE, { u: adminID, r: 2 }, site.adminToken)).errors).toBeUndefined();
    expect((await site.client.graphql(ADD_ROLE, { u: adminID, r: 2 }, site.adminToken)).errors).toBeUndefined();

    const second = await newUser(site);
    expect((await site.client.graphql(ADD_ROLE, { u: second.id, r: 1 }, site.adminToken)).errors).toBeUndefined();
    const taken = await site.client.graphql<{ users: { removeRole: { roles: { id: number }[] } } }>(REMOVE_ROLE, { u: second.id, r: 1 }, site.adminToken);
    expect(taken.data?.users.removeRole.roles).toEqual([]);
  });
});

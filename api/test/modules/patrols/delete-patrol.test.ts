import { newStaffMember, newUser, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { registerPatrol, tokenOf } from '../../support/battles';
import { useSite } from '../../support/site';
import { queue } from '../../support/staff';
import { enginesAndStores } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, taskTimes } from '../../support/tasks';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-then-pixels')]);
const DELETE = 'mutation ($p: ID!) { patrols { deletePatrol(patrolID: $p) } }';
const REMOVE = 'mutation ($p: ID!, $u: ID!) { patrols { removeMember(patrolID: $p, userID: $u) { members { id } } } }';
const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';
const LIST = 'query ($b: ID!) { patrols { getPatrolsByBattleID(battleID: $b) { id name } } }';
const CURRENT = '{ users { getCurrent { patrols { id } } } }';

describe.each(enginesAndStores)('admins deleting patrols and removing members (%s, %s)', (engine, store) => {
  const site = useSite(engine, { battle: 'USB Oprydning', store });
  let staff: Actor;

  beforeAll(async () => {
    staff = await newStaffMember(site, site.battleID);
  });

  async function patrolWithMember(name: string): Promise<{ owner: Actor; member: Actor; patrolID: string }> {
    const [owner, member] = await Promise.all([newUser(site), newUser(site)]);
    const patrol = await registerPatrol(site, owner, site.battleID, name);
    expect((await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, member.token)).errors).toBeUndefined();
    return { owner, member, patrolID: patrol.id };
  }

  const mediaFiles = async (): Promise<string[]> => {
    const keys: string[] = [];
    for await (const item of site.app.objects.list('media/')) keys.push(item.key);
    return keys;
  };

  it('deletes a patrol with its members, answers and media files, and leaves the other patrols alone', async () => {
    const doomed = await patrolWithMember('Ulvene');
    const other = await patrolWithMember('Ørnene');
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const photo = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });
    const text = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    for (const actor of [doomed.owner, other.owner]) {
      const receipt = await answerQuestion(site, actor.token, photo, { mediaAnswer: { mimeType: 'image/png' } });
      const url = receipt.data?.answers.answerQuestion.uploadUrl ?? '';
      expect((await fetch(`${site.url}${url}`, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(200);
      await answerQuestion(site, actor.token, text, { stringAnswer: { answerText: 'svar' } });
    }
    const filesBefore = await mediaFiles();

    const deleted = await site.client.graphql<{ patrols: { deletePatrol: boolean } }>(DELETE, { p: doomed.patrolID }, site.adminToken);
    expect(deleted.data?.patrols.deletePatrol).toBe(true);

    expect((await mediaFiles()).length).toBe(filesBefore.length - 1);
    const listed = await site.client.graphql<{ patrols: { getPatrolsByBattleID: { name: string }[] } }>(LIST, { b: site.battleID });
    expect(listed.data?.patrols.getPatrolsByBattleID.map((patrol) => patrol.name)).toEqual(['Ørnene']);
    const deliveries = (await queue(site, site.adminToken, { b: site.battleID, t: taskID })).data?.battleTaskAnswers.getByBattleID ?? [];
    expect(deliveries.map((line) => line.patrol.name)).toEqual(['Ørnene']);
    for (const actor of [doomed.owner, doomed.member]) {
      expect((await site.client.graphql<{ users: { getCurrent: { patrols: unknown[] } } }>(CURRENT, {}, actor.token)).data?.users.getCurrent.patrols).toEqual(
        [],
      );
    }
    expect(codeOf(await site.client.graphql(DELETE, { p: doomed.patrolID }, site.adminToken))).toBe('NOT_FOUND');
  });

  it('lets only admins delete a patrol', async () => {
    const { owner, member, patrolID } = await patrolWithMember('Bæverne');
    for (const actor of [owner, member, staff]) expect(codeOf(await site.client.graphql(DELETE, { p: patrolID }, actor.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(DELETE, { p: patrolID }))).toBe('UNAUTHENTICATED');
    const listed = await site.client.graphql<{ patrols: { getPatrolsByBattleID: { id: string }[] } }>(LIST, { b: site.battleID });
    expect(listed.data?.patrols.getPatrolsByBattleID.map((patrol) => patrol.id)).toContain(patrolID);
  });

  it('lets an admin remove a member as the owner can, never the owner, and no other staff', async () => {
    const { owner, member, patrolID } = await patrolWithMember('Egernene');
    expect(codeOf(await site.client.graphql(REMOVE, { p: patrolID, u: member.id }, staff.token))).toBe('FORBIDDEN');
    const ownerRemoval = await site.client.graphql(REMOVE, { p: patrolID, u: owner.id }, site.adminToken);
    expect([codeOf(ownerRemoval), ownerRemoval.errors?.[0]?.extensions?.fields]).toEqual(['BAD_USER_INPUT', ['userID']]);
    const removed = await site.client.graphql<{ patrols: { removeMember: { members: { id: string }[] } } }>(
      REMOVE,
      { p: patrolID, u: member.id },
      site.adminToken,
    );
    expect(removed.data?.patrols.removeMember.members.map((user) => user.id)).toEqual([owner.id]);
    expect(codeOf(await site.client.graphql(REMOVE, { p: patrolID, u: member.id }, site.adminToken))).toBe('NOT_FOUND');
    expect(codeOf(await site.client.graphql(REMOVE, { p: '999999', u: member.id }, site.adminToken))).toBe('NOT_FOUND');
  });
});

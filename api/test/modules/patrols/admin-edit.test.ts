import { newUser, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle, registerPatrol, tokenOf } from '../../support/battles';
import { useSite } from '../../support/site';
import { QUEUE } from '../../support/staff';
import { engines } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, getMyOpenBattleTasks, taskTimes } from '../../support/tasks';

const SAVE = 'mutation ($p: PatrolInput!) { patrols { savePatrol(patrol: $p) { id name corps category city groupName patrolSize } } }';
const ADD = 'mutation ($p: ID!, $u: String!) { patrols { addPatrolMember(patrolID: $p, user: $u) { id members { id } } } }';
const MOVE = 'mutation ($p: ID!, $u: ID!, $to: ID!) { patrols { movePatrolMember(patrolID: $p, userID: $u, toPatrolID: $to) { id members { id } } } }';
const REMOVE = 'mutation ($p: ID!, $u: ID!) { patrols { removeMember(patrolID: $p, userID: $u) { id } } }';
const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';
const AUDIT = `query ($p: ID!) { patrols { getPatrolAudit(patrolID: $p) {
  action changedBy { id } member { id } changes { field before after } } } }`;
const CURRENT = '{ users { getCurrent { patrols { id } } } }';

interface AuditEntry {
  action: string;
  changedBy: { id: string } | null;
  member: { id: string } | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(engines)('an admin fixes a patrol on the night (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Natten' });
  const adminID = async () =>
    (await site.client.graphql<{ users: { getCurrent: { id: string } } }>('{ users { getCurrent { id } } }', {}, site.adminToken)).data?.users.getCurrent.id;

  async function audit(patrolID: string): Promise<AuditEntry[]> {
    const answer = await site.client.graphql<{ patrols: { getPatrolAudit: AuditEntry[] } }>(AUDIT, { p: patrolID }, site.adminToken);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.patrols.getPatrolAudit;
  }

  async function identity(user: Actor): Promise<{ userName: string; email: string }> {
    const record = await site.app.users.findById(Number(user.id));
    if (!record) throw new Error(`no user ${user.id}`);
    return record;
  }

  /** Runs the checks with the battle running (an hour after its start), then turns the clock back. */
  async function duringTheBattle(checks: () => Promise<void>): Promise<void> {
    site.clock.advance(14 * DAY + HOUR);
    try {
      await checks();
    } finally {
      site.clock.advance(-(14 * DAY + HOUR));
    }
  }

  it('lets an admin edit any patrol after the start, audited, where the owner is refused', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Mågerne', { category: 1, city: 'Ribe', patrolSize: 4 });
    await registerPatrol(site, await newUser(site), site.battleID, 'Terne');
    const input = { id: patrol.id, name: 'Sølvmågerne', corps: 3, category: 2, city: 'Ribe', groupName: '', patrolSize: 5 };

    await duringTheBattle(async () => {
      expect(codeOf(await site.client.graphql(SAVE, { p: input }, owner.token))).toBe('CLOSED');
      expect((await site.client.graphql(SAVE, { p: { ...input, name: 'terne' } }, site.adminToken)).errors?.[0]?.extensions).toEqual({
        code: 'CONFLICT',
        fields: ['name'],
      });
      const saved = await site.client.graphql(SAVE, { p: input }, site.adminToken);
      expect(saved.data).toEqual({
        patrols: { savePatrol: { id: patrol.id, name: 'Sølvmågerne', corps: 3, category: 2, city: 'Ribe', groupName: '', patrolSize: 5 } },
      });
    });

    expect(await audit(patrol.id)).toEqual([
      {
        action: 'DETAILS',
        changedBy: { id: await adminID() },
        member: null,
        changes: [
          { field: 'name', before: 'Mågerne', after: 'Sølvmågerne' },
          { field: 'corps', before: '8', after: '3' },
          { field: 'category', before: '1', after: '2' },
          { field: 'patrolSize', before: '4', after: '5' },
        ],
      },
    ]);
    // The owner's own saves (before the start) are not in the admins' trail.
    expect(codeOf(await site.client.graphql(AUDIT, { p: patrol.id }, owner.token))).toBe('FORBIDDEN');
  });

  it('adds a member by user name or e-mail, refusing an unknown user, one already in a patrol and non-admins', async () => {
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Ænderne');
    const other = await registerPatrol(site, await newUser(site), site.battleID, 'Gæssene');
    const [late, later, busy] = [await newUser(site), await newUser(site), await newUser(site)];
    await site.client.graphql(JOIN, { t: tokenOf(other.inviteLink) }, busy.token);

    await duringTheBattle(async () => {
      expect(codeOf(await site.client.graphql(ADD, { p: patrol.id, u: (await identity(late)).userName }, owner.token))).toBe('FORBIDDEN');
      expect((await site.client.graphql(ADD, { p: patrol.id, u: 'ingen-saadan' }, site.adminToken)).errors?.[0]?.extensions).toEqual({
        code: 'NOT_FOUND',
        fields: ['user'],
      });
      expect((await site.client.graphql(ADD, { p: patrol.id, u: (await identity(busy)).email }, site.adminToken)).errors?.[0]?.extensions).toEqual({
        code: 'CONFLICT',
        fields: ['user'],
      });
      expect((await site.client.graphql(ADD, { p: patrol.id, u: (await identity(late)).userName }, site.adminToken)).errors).toBeUndefined();
      const added = await site.client.graphql(ADD, { p: patrol.id, u: ` ${(await identity(later)).email.toUpperCase()} ` }, site.adminToken);
      expect(added.data).toEqual({ patrols: { addPatrolMember: { id: patrol.id, members: [{ id: owner.id }, { id: late.id }, { id: later.id }] } } });
    });

    // The added member reads the patrol as a member at once.
    expect((await site.client.graphql(CURRENT, {}, late.token)).data).toEqual({ users: { getCurrent: { patrols: [{ id: patrol.id }] } } });
    expect((await audit(patrol.id)).map((entry) => [entry.action, entry.member?.id])).toEqual([
      ['MEMBER_ADDED', later.id],
      ['MEMBER_ADDED', late.id],
    ]);
  });

  it('moves a member to another patrol of the battle and removes one, audited in each patrol', async () => {
    const owner = await newUser(site);
    const from = await registerPatrol(site, owner, site.battleID, 'Spætterne');
    const to = await registerPatrol(site, await newUser(site), site.battleID, 'Uglerne');
    const elsewhere = await registerPatrol(site, await newUser(site), await createBattle(site, site.adminToken, 'USB Andetsteds'), 'Fjerne');
    const [mover, leaver] = [await newUser(site), await newUser(site)];
    for (const member of [mover, leaver]) await site.client.graphql(JOIN, { t: tokenOf(from.inviteLink) }, member.token);

    await duringTheBattle(async () => {
      expect(codeOf(await site.client.graphql(MOVE, { p: from.id, u: mover.id, to: to.id }, owner.token))).toBe('FORBIDDEN');
      expect((await site.client.graphql(MOVE, { p: from.id, u: owner.id, to: to.id }, site.adminToken)).errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: ['userID'],
      });
      expect((await site.client.graphql(MOVE, { p: from.id, u: mover.id, to: elsewhere.id }, site.adminToken)).errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: ['toPatrolID'],
      });
      const moved = await site.client.graphql(MOVE, { p: from.id, u: mover.id, to: to.id }, site.adminToken);
      expect(moved.data).toEqual({ patrols: { movePatrolMember: { id: to.id, members: [{ id: to.createdBy.id }, { id: mover.id }] } } });
      expect(codeOf(await site.client.graphql(MOVE, { p: from.id, u: mover.id, to: to.id }, site.adminToken))).toBe('NOT_FOUND');
      expect((await site.client.graphql(REMOVE, { p: from.id, u: leaver.id }, site.adminToken)).errors).toBeUndefined();
    });

    expect((await site.client.graphql(CURRENT, {}, mover.token)).data).toEqual({ users: { getCurrent: { patrols: [{ id: to.id }] } } });
    const move = { field: 'patrol', before: 'Spætterne', after: 'Uglerne' };
    expect((await audit(from.id)).map((entry) => [entry.action, entry.member?.id, entry.changes])).toEqual([
      ['MEMBER_REMOVED', leaver.id, []],
      ['MEMBER_MOVED', mover.id, [move]],
    ]);
    expect((await audit(to.id)).map((entry) => [entry.action, entry.member?.id, entry.changes])).toEqual([['MEMBER_MOVED', mover.id, [move]]]);
  });

  it("moves a patrol's open tasks with a new category and keeps what it answered", async () => {
    const battleID = await createBattle(site, site.adminToken, 'USB Kategorier');
    const owner = await newUser(site);
    const patrol = await registerPatrol(site, owner, battleID, 'Lærkerne', { category: 1 });
    const scoutTask = await createTask(site, site.adminToken, battleID, taskTimes(site, -5), { name: 'Spejderopgave', patrolCategories: [1] });
    await createTask(site, site.adminToken, battleID, taskTimes(site, -5), { name: 'OBG-opgave', patrolCategories: [2] });
    const question = await createQuestion(site, site.adminToken, scoutTask, 'stringQuestion');
    expect((await answerQuestion(site, owner.token, question, { stringAnswer: { answerText: 'Svaret' } })).errors).toBeUndefined();
    expect((await getMyOpenBattleTasks(site, owner.token)).data?.battles.getMyOpenBattleTasks.map((task) => task.name)).toEqual(['Spejderopgave']);

    const input = { id: patrol.id, name: 'Lærkerne', corps: 8, category: 2 };
    expect((await site.client.graphql(SAVE, { p: input }, site.adminToken)).errors).toBeUndefined();

    expect((await getMyOpenBattleTasks(site, owner.token)).data?.battles.getMyOpenBattleTasks.map((task) => task.name)).toEqual(['OBG-opgave']);
    // Its answer to the Spejder task stays, for the correction and the results.
    const queue = await site.client.graphql<{ battleTaskAnswers: { getByBattleID: { battleTaskID: string; patrol: { id: string } }[] } }>(
      QUEUE,
      { b: battleID },
      site.adminToken,
    );
    expect(queue.data?.battleTaskAnswers.getByBattleID.map((answer) => [answer.battleTaskID, answer.patrol.id])).toEqual([[scoutTask, patrol.id]]);
  });
});

import { newUser } from '../../support/accounts';
import { registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import {
  answeredTask,
  correct,
  expectStaffOnly,
  getAnswer,
  override,
  queue,
  RELEASE,
  RENEW,
  staffAudience,
  type AnsweredTask,
  type StaffAudience,
} from '../../support/staff';
import { engines } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, taskTimes } from '../../support/tasks';

const OVERVIEW = 'query ($b: ID!) { battleTasks { getOverviewByBattleID(battleID: $b) { id name answerCounts { answeredPatrols corrected lockedNow } } } }';
const OWN_VIEW = `query ($id: ID!) { battles { getBattleTask(id: $id) {
  answerCounts { answeredPatrols } battleTaskAnswerCurrentUser { id task { id } lock { lockedUntil } corrections { id } } } } }`;

describe.each(engines)('who may correct answers (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Adgang' });
  let audience: StaffAudience;
  let task: AnsweredTask;
  let memberTaskID: string;

  beforeAll(async () => {
    const member = await newUser(site);
    await registerPatrol(site, member, site.battleID, 'Medlemmerne');
    audience = await staffAudience(site, site.battleID, member.token);
    task = await answeredTask(site, site.battleID, 2, 'Adgangsopgave');
    memberTaskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site), { name: 'Medlemmets opgave' });
    const question = await createQuestion(site, site.adminToken, memberTaskID, 'stringQuestion');
    expect((await answerQuestion(site, member.token, question, { stringAnswer: { answerText: 'Vores svar' } })).errors).toBeUndefined();
  });

  it("refuses every staff operation on answers to all but the battle's staff and admins", async () => {
    const { taskAnswerID, textAnswerID } = task.deliveries[0]!;
    await expectStaffOnly(audience, (token) => getAnswer(site, token, taskAnswerID));
    await expectStaffOnly(audience, (token) => getAnswer(site, token, taskAnswerID, true));
    await expectStaffOnly(audience, (token) => queue(site, token, { b: site.battleID }));
    await expectStaffOnly(audience, (token) => correct(site, token, textAnswerID, 1));
    await expectStaffOnly(audience, (token) => override(site, token, taskAnswerID, 1));
    await expectStaffOnly(audience, (token) => site.client.graphql(RENEW, { t: taskAnswerID }, token));
    await expectStaffOnly(audience, (token) => site.client.graphql(RELEASE, { t: taskAnswerID }, token));
    await expectStaffOnly(audience, (token) => site.client.graphql(OVERVIEW, { b: site.battleID }, token));
  });

  it('answers NOT_FOUND for an unknown task answer or answer, to the staff', async () => {
    expect((await getAnswer(site, audience.staff, '999999')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await correct(site, audience.staff, '999999', 1)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('counts per task for the staff in the task overview, and shows others no counts, locks or trail', async () => {
    const [first, second] = task.deliveries;
    await getAnswer(site, audience.staff, first!.taskAnswerID, true);
    await correct(site, audience.staff, first!.textAnswerID, 3);
    await getAnswer(site, audience.admin, second!.taskAnswerID, true);

    const overview = await site.client.graphql<{ battleTasks: { getOverviewByBattleID: { name: string; answerCounts: unknown }[] } }>(
      OVERVIEW,
      { b: site.battleID },
      audience.staff,
    );
    expect(overview.data?.battleTasks.getOverviewByBattleID.map(({ name, answerCounts }) => [name, answerCounts])).toEqual([
      ['Adgangsopgave', { answeredPatrols: 2, corrected: 1, lockedNow: 2 }],
      ['Medlemmets opgave', { answeredPatrols: 1, corrected: 0, lockedNow: 0 }],
    ]);

    const own = await site.client.graphql<{
      battles: { getBattleTask: { answerCounts: unknown; battleTaskAnswerCurrentUser: { task: { id: string }; lock: unknown; corrections: unknown[] } } };
    }>(OWN_VIEW, { id: memberTaskID }, audience.patrolMember);
    expect(own.data?.battles.getBattleTask).toMatchObject({
      answerCounts: null,
      battleTaskAnswerCurrentUser: { task: { id: memberTaskID }, lock: null, corrections: [] },
    });
  });
});

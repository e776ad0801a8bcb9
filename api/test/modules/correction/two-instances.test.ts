import { newStaffMember, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { startApp, testConfig, useSite, type TestSite } from '../../support/site';
import { answeredTask, correct, getAnswer, type AnsweredTask } from '../../support/staff';
import { describeOnPostgres } from '../../support/storage';

const SECOND = 1000;

// PGlite is embedded in one process; two instances share a database only on PostgreSQL.
describeOnPostgres('correction locks across two api instances on one PostgreSQL', () => {
  const site = useSite('postgres', { battle: 'USB To instanser' });
  let other: TestSite;
  let first: Actor;
  let second: Actor;
  let task: AnsweredTask;

  beforeAll(async () => {
    other = await startApp(testConfig(site.storage, site.clock));
    [first, second] = [await newStaffMember(site, site.battleID), await newStaffMember(site, site.battleID)];
    task = await answeredTask(site, site.battleID, 50, 'Tvilling');
  });

  afterAll(async () => {
    await other.close();
  });

  it('lets exactly one of two correctors on different instances hold each answer', async () => {
    const outcomes = await Promise.all(
      task.deliveries.map((delivery) =>
        Promise.all([getAnswer(site, first.token, delivery.taskAnswerID, true), getAnswer(other, second.token, delivery.taskAnswerID, true)]),
      ),
    );
    for (const [mine, theirs] of outcomes) {
      const held = [mine, theirs].map((answer) => answer.data?.battleTaskAnswers.get.lock?.heldByCaller);
      expect(held.sort()).toEqual([false, true]);
    }
  });

  it('refuses the stale correction on one instance once the other took the expired lock', async () => {
    const { taskAnswerID, textAnswerID } = task.deliveries[0]!;
    const holder = (await getAnswer(site, first.token, taskAnswerID)).data!.battleTaskAnswers.get.lock!.createdBy.id === first.id ? first : second;
    const [holderSite, otherSite, taker] = holder === first ? [site, other, second] : [other, site, first];
    site.clock.advance(121 * SECOND);
    expect((await getAnswer(otherSite, taker.token, taskAnswerID, true)).data?.battleTaskAnswers.get.lock?.heldByCaller).toBe(true);
    expect((await correct(otherSite, taker.token, textAnswerID, 6)).errors).toBeUndefined();
    expect(codeOf(await correct(holderSite, holder.token, textAnswerID, 2))).toBe('CONFLICT');
    const view = (await getAnswer(holderSite, holder.token, taskAnswerID)).data!.battleTaskAnswers.get;
    expect(view.answers.find((answer) => answer.id === textAnswerID)?.points).toBe(6);
  });
});

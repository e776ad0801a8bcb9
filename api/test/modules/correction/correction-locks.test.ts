import { newStaffMember, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { useSite } from '../../support/site';
import { answeredTask, correct, getAnswer, override, RELEASE, RENEW, type AnsweredTask, type LockView } from '../../support/staff';
import { engines } from '../../support/storage';

const SECOND = 1000;

describe.each(engines)('correction locks (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Låse' });
  let first: Actor;
  let second: Actor;
  let task: AnsweredTask;

  beforeAll(async () => {
    site.clock.freeze();
    [first, second] = [await newStaffMember(site, site.battleID), await newStaffMember(site, site.battleID)];
    task = await answeredTask(site, site.battleID, 3, 'Låseopgave');
  });

  const renew = (token: string, id: string) => site.client.graphql<{ answers: { renewLock: LockView } }>(RENEW, { t: id }, token);
  const release = (token: string, id: string) => site.client.graphql<{ answers: { releaseLock: boolean } }>(RELEASE, { t: id }, token);

  it('gives the lock for 120 s to the first corrector and shows it read-only to the next', async () => {
    const id = task.deliveries[0]!.taskAnswerID;
    const taken = await getAnswer(site, first.token, id, true);
    expect(taken.errors).toBeUndefined();
    const lock = taken.data?.battleTaskAnswers.get.lock;
    expect(lock).toMatchObject({ heldByCaller: true, createdBy: { id: first.id, contactInfo: { fullName: 'Anne Hansen' } } });
    expect(new Date(lock!.lockedUntil).getTime()).toBe(site.clock.now().getTime() + 120 * SECOND);

    const refused = await getAnswer(site, second.token, id, true);
    expect(refused.data?.battleTaskAnswers.get.lock).toMatchObject({ heldByCaller: false, createdBy: { id: first.id }, lockedUntil: lock!.lockedUntil });
    // Opening without acquireLock never takes it, and the holder may take it again.
    expect((await getAnswer(site, second.token, id)).data?.battleTaskAnswers.get.lock?.heldByCaller).toBe(false);
    site.clock.advance(30 * SECOND);
    const again = await getAnswer(site, first.token, id, true);
    expect(new Date(again.data!.battleTaskAnswers.get.lock!.lockedUntil).getTime()).toBe(site.clock.now().getTime() + 120 * SECOND);
  });

  it("renews only the holder's live lock and releases it for the next corrector", async () => {
    const id = task.deliveries[1]!.taskAnswerID;
    expect(codeOf(await renew(first.token, id))).toBe('CONFLICT');
    await getAnswer(site, first.token, id, true);
    site.clock.advance(100 * SECOND);
    const renewed = await renew(first.token, id);
    expect(renewed.data?.answers.renewLock).toMatchObject({ heldByCaller: true, createdBy: { id: first.id } });
    expect(new Date(renewed.data!.answers.renewLock.lockedUntil).getTime()).toBe(site.clock.now().getTime() + 120 * SECOND);
    expect(codeOf(await renew(second.token, id))).toBe('CONFLICT');
    // 100 s after taking it, the renewed lock still holds another corrector off.
    site.clock.advance(100 * SECOND);
    expect((await getAnswer(site, second.token, id, true)).data?.battleTaskAnswers.get.lock?.heldByCaller).toBe(false);

    expect((await release(second.token, id)).data?.answers.releaseLock).toBe(false);
    expect((await release(first.token, id)).data?.answers.releaseLock).toBe(true);
    expect((await getAnswer(site, first.token, id)).data?.battleTaskAnswers.get.lock).toBeNull();
    expect((await getAnswer(site, second.token, id, true)).data?.battleTaskAnswers.get.lock?.heldByCaller).toBe(true);
    expect(codeOf(await renew(first.token, id))).toBe('CONFLICT');
  });

  it('refuses a stale correction after the lock expired and was taken, keeping the newer points', async () => {
    const delivery = task.deliveries[2]!;
    await getAnswer(site, first.token, delivery.taskAnswerID, true);
    expect((await correct(site, first.token, delivery.textAnswerID, 3)).errors).toBeUndefined();

    site.clock.advance(121 * SECOND);
    expect((await getAnswer(site, second.token, delivery.taskAnswerID, true)).data?.battleTaskAnswers.get.lock?.heldByCaller).toBe(true);
    expect((await correct(site, second.token, delivery.textAnswerID, 5)).errors).toBeUndefined();

    const stale = await correct(site, first.token, delivery.textAnswerID, 1);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(codeOf(await override(site, first.token, delivery.taskAnswerID, 9))).toBe('CONFLICT');
    expect(codeOf(await renew(first.token, delivery.taskAnswerID))).toBe('CONFLICT');

    const now = (await getAnswer(site, first.token, delivery.taskAnswerID)).data!.battleTaskAnswers.get;
    expect(now.answers.find((answer) => answer.id === delivery.textAnswerID)?.points).toBe(5);
    expect(now.overridePoints).toBeNull();
    expect(now.corrections.map(({ correctedBy, oldPoints, newPoints }) => [correctedBy.id, oldPoints, newPoints])).toEqual([
      [first.id, null, 3],
      [second.id, 3, 5],
    ]);
  });

  it('lets exactly one of two correctors racing for each of 100 answers hold it and correct it', async () => {
    const many = await answeredTask(site, site.battleID, 100, 'Kapløb');
    const race = async (staff: Actor, delivery: AnsweredTask['deliveries'][number], points: number) => {
      const opened = await getAnswer(site, staff.token, delivery.taskAnswerID, true);
      const held = opened.data?.battleTaskAnswers.get.lock?.heldByCaller === true;
      const corrected = await correct(site, staff.token, delivery.textAnswerID, points);
      return { held, corrected: corrected.errors === undefined, code: codeOf(corrected) };
    };
    const outcomes = await Promise.all(many.deliveries.map((delivery) => Promise.all([race(first, delivery, 4), race(second, delivery, 7)])));

    for (const [mine, theirs] of outcomes) {
      expect([mine.held, theirs.held].filter(Boolean)).toHaveLength(1);
      expect([mine.corrected, theirs.corrected].filter(Boolean)).toHaveLength(1);
      expect(mine.corrected).toBe(mine.held);
      expect((mine.corrected ? theirs : mine).code).toBe('CONFLICT');
    }
    // The points are the winner's, and the trail holds only the winner's correction.
    const checked = await Promise.all(many.deliveries.map((delivery) => getAnswer(site, first.token, delivery.taskAnswerID)));
    checked.forEach((answer, index) => {
      const view = answer.data!.battleTaskAnswers.get;
      const winner = outcomes[index]![0].held ? first : second;
      expect(view.lock?.createdBy.id).toBe(winner.id);
      expect(view.corrections.map((line) => [line.correctedBy.id, line.newPoints])).toEqual([[winner.id, winner === first ? 4 : 7]]);
    });
    // A hundred patrols and 500 requests: PGlite on a busy 2-core machine needs more than the default minute.
  }, 180_000);
});

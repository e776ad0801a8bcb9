/**
 * The live wake-ups of patrol questions (docs/patrol-questions.md, "Live updates"): who hears of
 * a question asked, answered to the patrol, answered to all (an announcement too, docs/live.md).
 */
import { newStaffMember, newUser, type Actor } from '../../support/accounts';
import { registerPatrol } from '../../support/battles';
import { openLive } from '../../support/live-client';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';
import { createTask, taskTimes } from '../../support/tasks';

const ASK = 'mutation ($t: ID!, $q: String!) { patrolQuestions { ask(battleTaskID: $t, text: $q) { id } } }';
const ANSWER =
  'mutation ($id: ID!, $a: String!, $v: PatrolQuestionVisibility!) { patrolQuestions { answer(patrolQuestionID: $id, text: $a, visibility: $v) { id } } }';

describe.each(engines)('live wake-ups of questions to the staff (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Live-spørgsmål' });
  let staff: Actor;
  let taskID: string;

  beforeAll(async () => {
    staff = await newStaffMember(site, site.battleID);
    taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site, -5));
  });

  async function newPatrol(name: string): Promise<{ member: Actor }> {
    const member = await newUser(site, { prefix: 'patrulje' });
    await registerPatrol(site, member, site.battleID, `${name} ${member.id}`);
    return { member };
  }

  async function asked(token: string, text: string): Promise<{ id: string }> {
    const result = await site.client.graphql<{ patrolQuestions: { ask: { id: string } } }>(ASK, { t: taskID, q: text }, token);
    if (!result.data) throw new Error(`ask failed: ${JSON.stringify(result.errors)}`);
    return result.data.patrolQuestions.ask;
  }
  const answer = (token: string, id: string, text: string, visibility: 'PATROL' | 'ALL') => site.client.graphql(ANSWER, { id, a: text, v: visibility }, token);

  it('wakes the staff on a question, and the asking patrol or every patrol on the answer', async () => {
    const [asker, other] = [await newPatrol('Lossen'), await newPatrol('Odderen')];
    const [staffLive, askerLive, otherLive] = [
      await openLive(site.url, staff.token),
      await openLive(site.url, asker.member.token),
      await openLive(site.url, other.member.token),
    ];
    try {
      const own = await asked(asker.member.token, 'Kun til os?');
      const shared = await asked(asker.member.token, 'Til alle?');
      const wakeUp = (id: string) => (message: { kind: string; id: number; battleId: number }) =>
        message.kind === 'patrol-question' && message.id === Number(id) && message.battleId === Number(site.battleID);
      await staffLive.next(wakeUp(own.id));
      await answer(staff.token, own.id, 'Ja.', 'PATROL');
      await answer(staff.token, shared.id, 'Ja, alle.', 'ALL');
      await askerLive.next(wakeUp(own.id));
      await askerLive.next(wakeUp(shared.id));
      await otherLive.next(wakeUp(shared.id));
      expect(otherLive.messages.filter(wakeUp(own.id))).toEqual([]);
      // The answer to all is an announcement too: in every patrol's inbox, with the question.
      const announced = await otherLive.next((message) => message.kind === 'announcement');
      expect(announced.data).toMatchObject({ text: expect.stringContaining('Til alle?') as unknown });
      expect((announced.data as { text: string }).text).toContain('Ja, alle.');
      expect(askerLive.messages.filter((message) => message.kind === 'announcement')).toHaveLength(1);
    } finally {
      for (const live of [staffLive, askerLive, otherLive]) live.close();
      await Promise.all([staffLive, askerLive, otherLive].map((live) => live.ended));
    }
  });
});

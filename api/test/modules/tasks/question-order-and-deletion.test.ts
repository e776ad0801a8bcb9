import { newStaffMember, newUser, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { getAnswer, queue } from '../../support/staff';
import { enginesAndStores } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, getBattleTask, taskTimes } from '../../support/tasks';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-then-pixels')]);
const MOVE = 'mutation ($q: ID!, $p: Int!) { questions { moveQuestion(questionID: $q, position: $p) { id questions { id } } } }';
const OVERVIEW = 'query ($b: ID!) { battleTasks { getOverviewByBattleID(battleID: $b) { id questions { id } } } }';
const COUNTS = `query ($t: ID!) { battles { getBattleTask(id: $t) { answeredPatrolCount questions { id answerCount } } } }`;
const DELETE_QUESTION = 'mutation ($id: ID!) { questions { deleteByID(questionID: $id) } }';
const DELETE_TASK = 'mutation ($id: ID!) { battles { deleteBattleTask(battleTaskID: $id) } }';

interface Counts {
  answeredPatrolCount: number | null;
  questions: { id: string; answerCount: number | null }[];
}

describe.each(enginesAndStores)('question order, delete counts and deletion (%s, %s)', (engine, store) => {
  const site = useSite(engine, { battle: 'USB Rækkefølge', store });
  let ulvene: Actor;
  let ornene: Actor;
  let staff: Actor;

  beforeAll(async () => {
    [ulvene, ornene] = await Promise.all([newUser(site), newUser(site)]);
    await registerPatrol(site, ulvene, site.battleID, 'Ulvene');
    await registerPatrol(site, ornene, site.battleID, 'Ørnene');
    staff = await newStaffMember(site, site.battleID);
  });

  const mediaFiles = async (): Promise<string[]> => {
    const keys: string[] = [];
    for await (const item of site.app.objects.list('media/')) keys.push(item.key);
    return keys;
  };

  async function uploadImage(actor: Actor, questionID: string): Promise<void> {
    const receipt = await answerQuestion(site, actor.token, questionID, { mediaAnswer: { mimeType: 'image/png' } });
    const url = receipt.data?.answers.answerQuestion.uploadUrl;
    if (!url) throw new Error(`no upload URL: ${JSON.stringify(receipt.errors)}`);
    expect((await fetch(`${site.url}${url}`, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(200);
  }

  it('moves a question and lists the new order on the task view and the staff screens', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const [a, b, c] = [
      await createQuestion(site, site.adminToken, taskID, 'stringQuestion', { name: 'A' }),
      await createQuestion(site, site.adminToken, taskID, 'stringQuestion', { name: 'B' }),
      await createQuestion(site, site.adminToken, taskID, 'stringQuestion', { name: 'C' }),
    ];
    for (const question of [a, b, c]) await answerQuestion(site, ulvene.token, question, { stringAnswer: { answerText: `svar ${question}` } });

    const moved = await site.client.graphql<{ questions: { moveQuestion: { id: string; questions: { id: string }[] } } }>(
      MOVE,
      { q: c, p: 0 },
      site.adminToken,
    );
    expect(moved.data?.questions.moveQuestion).toEqual({ id: taskID, questions: [{ id: c }, { id: a }, { id: b }] });
    const again = await site.client.graphql<{ questions: { moveQuestion: { questions: { id: string }[] } } }>(MOVE, { q: c, p: 2 }, site.adminToken);
    expect(again.data?.questions.moveQuestion.questions.map((question) => question.id)).toEqual([a, b, c]);
    await site.client.graphql(MOVE, { q: a, p: 1 }, site.adminToken);
    const order = [b, a, c];

    // A question made later goes last.
    const d = await createQuestion(site, site.adminToken, taskID, 'externalQuestion', { name: 'D' });
    const view = (await getBattleTask(site, ulvene.token, taskID)).data?.battles.getBattleTask;
    expect(view?.questions.map((question) => question.id)).toEqual([...order, d]);
    expect(view?.battleTaskAnswerCurrentUser?.answers.map((answer) => answer.questionID)).toEqual(order);

    const overview = await site.client.graphql<{ battleTasks: { getOverviewByBattleID: { id: string; questions: { id: string }[] }[] } }>(
      OVERVIEW,
      { b: site.battleID },
      staff.token,
    );
    expect(overview.data?.battleTasks.getOverviewByBattleID.find((task) => task.id === taskID)?.questions.map((question) => question.id)).toEqual([
      ...order,
      d,
    ]);
    const line = (await queue(site, staff.token, { b: site.battleID, t: taskID })).data?.battleTaskAnswers.getByBattleID[0];
    const detail = await getAnswer(site, staff.token, line?.id ?? '');
    expect(detail.data?.battleTaskAnswers.get.answers.map((answer) => answer.questionID)).toEqual(order);
  });

  it('refuses a position outside the task, an unknown question, and anyone but an admin', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const only = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    for (const position of [-1, 1]) {
      const answer = await site.client.graphql(MOVE, { q: only, p: position }, site.adminToken);
      expect([codeOf(answer), answer.errors?.[0]?.extensions?.fields]).toEqual(['BAD_USER_INPUT', ['position']]);
    }
    expect(codeOf(await site.client.graphql(MOVE, { q: '999999', p: 0 }, site.adminToken))).toBe('NOT_FOUND');
    expect(codeOf(await site.client.graphql(MOVE, { q: only, p: 0 }, staff.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(MOVE, { q: only, p: 0 }))).toBe('UNAUTHENTICATED');
  });

  it('counts the patrols that answered a task and each question for admins only', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const first = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    const second = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    await answerQuestion(site, ulvene.token, first, { stringAnswer: { answerText: 'et' } });
    await answerQuestion(site, ulvene.token, second, { stringAnswer: { answerText: 'to' } });
    await answerQuestion(site, ornene.token, second, { stringAnswer: { answerText: 'to' } });

    const counts = async (token: string | null) =>
      (await site.client.graphql<{ battles: { getBattleTask: Counts } }>(COUNTS, { t: taskID }, token)).data?.battles.getBattleTask;
    expect(await counts(site.adminToken)).toEqual({
      answeredPatrolCount: 2,
      questions: [
        { id: first, answerCount: 1 },
        { id: second, answerCount: 2 },
      ],
    });
    const hidden = {
      answeredPatrolCount: null,
      questions: [
        { id: first, answerCount: null },
        { id: second, answerCount: null },
      ],
    };
    for (const token of [staff.token, ulvene.token, null]) expect(await counts(token)).toEqual(hidden);
  });

  it('deletes a question with its answers, their files on disk and the deliveries left empty', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const photo = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });
    const text = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    await uploadImage(ulvene, photo);
    await uploadImage(ornene, photo);
    await answerQuestion(site, ornene.token, text, { stringAnswer: { answerText: 'bliver' } });
    const filesBefore = await mediaFiles();

    expect((await site.client.graphql(DELETE_QUESTION, { id: photo }, staff.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await site.client.graphql<{ questions: { deleteByID: boolean } }>(DELETE_QUESTION, { id: photo }, site.adminToken);
    expect(deleted.data?.questions.deleteByID).toBe(true);
    expect((await mediaFiles()).length).toBe(filesBefore.length - 2);

    // Ulvene answered only the photo: their delivery is gone; Ørnene keep theirs with the text answer.
    const deliveries = (await queue(site, site.adminToken, { b: site.battleID, t: taskID })).data?.battleTaskAnswers.getByBattleID ?? [];
    expect(deliveries.map((line) => line.patrol.name)).toEqual(['Ørnene']);
    expect((await getBattleTask(site, ulvene.token, taskID)).data?.battles.getBattleTask.battleTaskAnswerCurrentUser).toBeNull();
    const kept = (await getBattleTask(site, ornene.token, taskID)).data?.battles.getBattleTask.battleTaskAnswerCurrentUser;
    expect(kept?.answers.map((answer) => answer.questionID)).toEqual([text]);
  });

  it('deletes a task with every file its answers stored', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const photo = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });
    await uploadImage(ulvene, photo);
    const filesBefore = await mediaFiles();
    expect(
      (await site.client.graphql<{ battles: { deleteBattleTask: boolean } }>(DELETE_TASK, { id: taskID }, site.adminToken)).data?.battles.deleteBattleTask,
    ).toBe(true);
    expect((await mediaFiles()).length).toBe(filesBefore.length - 1);
    expect(codeOf(await getBattleTask(site, site.adminToken, taskID))).toBe('NOT_FOUND');
  });
});

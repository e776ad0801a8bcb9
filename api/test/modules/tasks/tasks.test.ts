import { newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';
import { createQuestion, createQuestionRaw, createTask, createTaskRaw, getBattleTask, TASK_FIELDS, taskTimes } from '../../support/tasks';

const SAVE = `mutation ($id: ID, $name: String, $battleID: ID, $patrolCategories: [Int!], $availableFrom: DateTime, $availableTo: DateTime, $close: DateTime) {
  battles { saveBattleTask(id: $id, name: $name, battleID: $battleID, patrolCategories: $patrolCategories, availableFrom: $availableFrom, availableTo: $availableTo, close: $close) { ${TASK_FIELDS} } } }`;
const DELETE = 'mutation ($id: ID!) { battles { deleteBattleTask(battleTaskID: $id) } }';
const OVERVIEW = `query ($b: ID!) { battleTasks { getOverviewByBattleID(battleID: $b) { id name questions { id } } } }`;
const SAVE_QUESTION = `mutation ($t: ID!, $s: StringQuestionInput, $e: EmailQuestionInput) {
  questions { saveQuestion(battleTaskID: $t, stringQuestion: $s, emailQuestion: $e) { __typename id name text ... on StringQuestion { textArea } } } }`;
const DELETE_QUESTION = 'mutation ($id: ID!) { questions { deleteByID(questionID: $id) } }';

describe.each(engines)('battle tasks and questions admin (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Admin' });

  it('validates a task (name, battle, categories, times in order), naming every failing field', async () => {
    const missing = await createTaskRaw(site, site.adminToken, {});
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.extensions?.fields).toEqual(['name', 'battleID', 'patrolCategories', 'availableFrom', 'close', 'availableTo']);
    const times = taskTimes(site);
    const base = {
      name: 'Opgave',
      battleID: site.battleID,
      patrolCategories: [1, 2],
      availableFrom: times.availableFrom,
      close: times.close,
      availableTo: times.availableTo,
    };
    const order = await createTaskRaw(site, site.adminToken, { ...base, close: times.availableTo, availableTo: times.close });
    expect(order.errors?.[0]?.extensions?.fields).toEqual(['close', 'availableTo']);
    expect(codeOf(await createTaskRaw(site, site.adminToken, { ...base, patrolCategories: [3] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await createTaskRaw(site, site.adminToken, { ...base, battleID: '999999' }))).toBe('NOT_FOUND');
    const made = await createTaskRaw(site, site.adminToken, { ...base, description: '<p onclick="x()">Hej<script>alert(1)</script></p>' });
    expect(made.errors).toBeUndefined();
    const id = made.data?.battles.createBattleTask.id;
    expect((await getBattleTask(site, site.adminToken, id ?? '')).data?.battles.getBattleTask.description).toBe('<p>Hej</p>');

    const saved = await site.client.graphql<{ battles: { saveBattleTask: { name: string; patrolCategories: number[] } } }>(
      SAVE,
      { ...base, id, name: 'Omdøbt', patrolCategories: [2] },
      site.adminToken,
    );
    expect(saved.data?.battles.saveBattleTask).toMatchObject({ name: 'Omdøbt', patrolCategories: [2] });
    expect(codeOf(await site.client.graphql(SAVE, { ...base }, site.adminToken))).toBe('BAD_USER_INPUT');
  });

  it('creates, saves and deletes questions of every kind with their validation', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site, 60));
    const none = await createQuestionRaw(site, site.adminToken, { battleTaskID: taskID });
    expect(none.errors?.[0]?.extensions?.fields).toEqual(['question']);
    const two = await createQuestionRaw(site, site.adminToken, { battleTaskID: taskID, stringQuestion: { name: 'a' }, externalQuestion: { name: 'b' } });
    expect(two.errors?.[0]?.extensions?.fields).toEqual(['question']);
    const refusals: [Record<string, unknown>, string[]][] = [
      [{ stringQuestion: { name: ' ' } }, ['name']],
      [{ emailQuestion: { name: 'Mail', to: 'ikke-en-adresse' } }, ['to']],
      [{ multipleChoiceQuestion: { name: 'Valg', options: [{ text: 'Kun én', value: 1 }] } }, ['options']],
      [
        {
          multipleChoiceQuestion: {
            name: 'Valg',
            options: [
              { text: '', value: 1 },
              { text: 'B', value: -1 },
            ],
          },
        },
        ['options.0.text', 'options.1.value'],
      ],
      [{ mediaQuestion: { name: 'Foto', mediaType: 3 } }, ['mediaType']],
    ];
    for (const [input, fields] of refusals) {
      const answer = await createQuestionRaw(site, site.adminToken, { battleTaskID: taskID, ...input });
      expect([codeOf(answer), answer.errors?.[0]?.extensions?.fields]).toEqual(['BAD_USER_INPUT', fields]);
    }
    const kinds = ['externalQuestion', 'stringQuestion', 'emailQuestion', 'multipleChoiceQuestion', 'mediaQuestion'];
    const inputs: Record<string, Record<string, unknown>> = {
      emailQuestion: { to: 'svar@usb.dk' },
      multipleChoiceQuestion: { options: [{ text: 'A', value: 2 }, { text: 'B' }] },
      mediaQuestion: { mediaType: 2 },
    };
    const ids = [];
    for (const kind of kinds)
      ids.push(await createQuestion(site, site.adminToken, taskID, kind, { ...inputs[kind], text: '<b>Fed</b><img src="x" onerror="y()">' }));
    const overview = await site.client.graphql<{ battleTasks: { getOverviewByBattleID: { id: string; questions: { id: string }[] }[] } }>(
      OVERVIEW,
      { b: site.battleID },
      site.adminToken,
    );
    expect(overview.data?.battleTasks.getOverviewByBattleID.find((task) => task.id === taskID)?.questions.map((q) => q.id)).toEqual(ids);

    const stringID = ids[1];
    const saved = await site.client.graphql<{ questions: { saveQuestion: Record<string, unknown> } }>(
      SAVE_QUESTION,
      { t: taskID, s: { id: stringID, name: 'Nyt navn', text: '<i>x</i>', textArea: true } },
      site.adminToken,
    );
    expect(saved.data?.questions.saveQuestion).toEqual({ __typename: 'StringQuestion', id: stringID, name: 'Nyt navn', text: '<i>x</i>', textArea: true });
    const kindChange = await site.client.graphql(SAVE_QUESTION, { t: taskID, e: { id: stringID, name: 'Mail', to: 'a@b.dk' } }, site.adminToken);
    expect(codeOf(kindChange)).toBe('BAD_USER_INPUT');
    expect(
      (await site.client.graphql<{ questions: { deleteByID: boolean } }>(DELETE_QUESTION, { id: stringID }, site.adminToken)).data?.questions.deleteByID,
    ).toBe(true);
    expect(codeOf(await site.client.graphql(DELETE_QUESTION, { id: stringID }, site.adminToken))).toBe('NOT_FOUND');
    expect(
      (await site.client.graphql<{ battles: { deleteBattleTask: boolean } }>(DELETE, { id: taskID }, site.adminToken)).data?.battles.deleteBattleTask,
    ).toBe(true);
    expect(codeOf(await getBattleTask(site, site.adminToken, taskID))).toBe('NOT_FOUND');
  });

  it('keeps every admin operation from anyone else', async () => {
    const user = await newUser(site);
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const questionID = await createQuestion(site, site.adminToken, taskID, 'externalQuestion');
    const times = taskTimes(site);
    const base = {
      name: 'X',
      battleID: site.battleID,
      patrolCategories: [1],
      availableFrom: times.availableFrom,
      close: times.close,
      availableTo: times.availableTo,
    };
    expect(codeOf(await createTaskRaw(site, user.token, base))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(SAVE, { ...base, id: taskID }, user.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(DELETE, { id: taskID }, user.token))).toBe('FORBIDDEN');
    expect(codeOf(await createQuestionRaw(site, user.token, { battleTaskID: taskID, externalQuestion: { name: 'Y' } }))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(SAVE_QUESTION, { t: taskID, s: { id: questionID, name: 'Z' } }, user.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(DELETE_QUESTION, { id: questionID }, user.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(OVERVIEW, { b: site.battleID }, user.token))).toBe('FORBIDDEN');
    expect(codeOf(await createTaskRaw(site, '', base))).toBe('UNAUTHENTICATED');
  });
});

/**
 * The patrols' questions to the staff (docs/patrol-questions.md): who may ask and when, the limits
 * of open questions and of questions an hour (also under a burst), the staff's answer and
 * closing with CONFLICT for the second of two, and who reads which questions and answers.
 */
import { newStaffMember, newUser, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle, registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';
import { createTask, taskTimes } from '../../support/tasks';

const FIELDS = 'id battleID battleTaskID battleTaskName patrol { id name } text status answer visibility answeredAt';
const ASK = `mutation ($t: ID!, $q: String!) { patrolQuestions { ask(battleTaskID: $t, text: $q) { ${FIELDS} } } }`;
const ANSWER = `mutation ($id: ID!, $a: String!, $v: PatrolQuestionVisibility!) { patrolQuestions { answer(patrolQuestionID: $id, text: $a, visibility: $v) { ${FIELDS} } } }`;
const CLOSE = `mutation ($id: ID!) { patrolQuestions { close(patrolQuestionID: $id) { ${FIELDS} } } }`;
const OPEN = `query ($b: ID!) { patrolQuestions { getOpenByBattleID(battleID: $b) { ${FIELDS} } } }`;
const HANDLED = `query ($b: ID!) { patrolQuestions { getHandledByBattleID(battleID: $b) { ${FIELDS} } } }`;
const MINE = `query ($b: ID!) { patrolQuestions { getMineByBattleID(battleID: $b) { ${FIELDS} } } }`;
const MINE_OF_TASK = `query ($t: ID!) { patrolQuestions { getMineByBattleTaskID(battleTaskID: $t) { ${FIELDS} } } }`;
const FOR_ALL = `query ($t: ID!) { patrolQuestions { getForAllByBattleTaskID(battleTaskID: $t) { ${FIELDS} } } }`;
const PUBLISH = 'mutation ($b: ID!) { results { publishByBattleID(battleID: $b) { id } } }';
const UNPUBLISH = 'mutation ($b: ID!) { results { unpublishByBattleID(battleID: $b) { id } } }';

interface Question {
  id: string;
  battleID: string;
  battleTaskID: string;
  battleTaskName: string;
  patrol: { id: string; name: string } | null;
  text: string;
  status: 'OPEN' | 'ANSWERED' | 'CLOSED';
  answer: string | null;
  visibility: 'PATROL' | 'ALL' | null;
  answeredAt: string | null;
}

const DAY = 24 * 60 * 60 * 1000;

describe.each(engines)('questions to the staff (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Spørgsmål' });
  let staff: Actor;
  let otherStaff: Actor;
  let taskID: string;
  let laterTaskID: string;

  beforeAll(async () => {
    [staff, otherStaff] = [await newStaffMember(site, site.battleID), await newStaffMember(site, await createBattle(site, site.adminToken, 'USB Andet'))];
    taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site, -5), { name: 'Kortlæsning' });
    laterTaskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site, 24 * 60), { name: 'Senere' });
  });

  /** A patrol of its own in the battle: its owner (a member) and its id and name. */
  async function newPatrol(name: string): Promise<{ member: Actor; id: string; name: string }> {
    const member = await newUser(site, { prefix: 'patrulje' });
    const patrol = await registerPatrol(site, member, site.battleID, `${name} ${member.id}`);
    return { member, id: patrol.id, name: patrol.name };
  }

  const ask = (token: string | null, text: string, task = taskID) =>
    site.client.graphql<{ patrolQuestions: { ask: Question } }>(ASK, { t: task, q: text }, token ?? undefined);
  const answer = (token: string, id: string, text: string, visibility: 'PATROL' | 'ALL') =>
    site.client.graphql<{ patrolQuestions: { answer: Question } }>(ANSWER, { id, a: text, v: visibility }, token);
  const close = (token: string, id: string) => site.client.graphql<{ patrolQuestions: { close: Question } }>(CLOSE, { id }, token);
  async function asked(token: string, text: string): Promise<Question> {
    const result = await ask(token, text);
    if (!result.data) throw new Error(`ask failed: ${JSON.stringify(result.errors)}`);
    return result.data.patrolQuestions.ask;
  }
  async function list(query: string, variables: Record<string, string>, token?: string): Promise<Question[]> {
    const result = await site.client.graphql<{ patrolQuestions: Record<string, Question[]> }>(query, variables, token);
    expect(result.errors).toBeUndefined();
    return Object.values(result.data?.patrolQuestions ?? {})[0] ?? [];
  }

  it('takes a question from a member of a patrol of the battle about a task that has opened', async () => {
    const patrol = await newPatrol('Ræven');
    const question = await asked(patrol.member.token, '  Må vi bruge kompas?\r\nOg kort?  ');
    expect(question).toMatchObject({
      battleID: site.battleID,
      battleTaskID: taskID,
      battleTaskName: 'Kortlæsning',
      patrol: { id: patrol.id, name: patrol.name },
      text: 'Må vi bruge kompas?\nOg kort?',
      status: 'OPEN',
      answer: null,
      visibility: null,
    });
    expect(codeOf(await ask(patrol.member.token, ' '))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask(patrol.member.token, 'x'.repeat(1001)))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask(patrol.member.token, 'Hvornår åbner den?', laterTaskID))).toBe('NOT_FOUND');
    expect(codeOf(await ask(null, 'Hej'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ask((await newUser(site)).token, 'Hej'))).toBe('FORBIDDEN');
    expect(codeOf(await ask(staff.token, 'Hej'))).toBe('FORBIDDEN');
    const unactivated = await newUser(site, { activated: false });
    expect(codeOf(await ask(unactivated.token, 'Hej'))).toBe('FORBIDDEN');
  });

  it('keeps a patrol at three open questions, also when ten arrive at once, and frees a slot on an answer', async () => {
    const patrol = await newPatrol('Ulven');
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(patrol.member.token, `Spørgsmål ${i}`)));
    expect(burst.filter((result) => !result.errors)).toHaveLength(3);
    expect(burst.filter((result) => codeOf(result) === 'CONFLICT')).toHaveLength(7);
    const open = (await list(OPEN, { b: site.battleID }, staff.token)).filter((question) => question.patrol?.id === patrol.id);
    expect(open).toHaveLength(3);

    expect((await close(staff.token, open[0]!.id)).errors).toBeUndefined();
    expect((await ask(patrol.member.token, 'Et nyt spørgsmål')).errors).toBeUndefined();
    expect(codeOf(await ask(patrol.member.token, 'Et for meget'))).toBe('CONFLICT');
  });

  it('takes at most ten questions an hour from a patrol, refused ones not counted', async () => {
    const patrol = await newPatrol('Grævlingen');
    for (let i = 0; i < 10; i++) {
      const question = await asked(patrol.member.token, `Spørgsmål ${i}`);
      expect((await answer(staff.token, question.id, 'Svar', 'PATROL')).errors).toBeUndefined();
    }
    expect(codeOf(await ask(patrol.member.token, 'Nummer elleve'))).toBe('RATE_LIMITED');
    site.clock.advance(60 * 60 * 1000);
    expect((await ask(patrol.member.token, 'En time senere')).errors).toBeUndefined();
  });

  it('lists the open questions oldest first for the battle staff only, and answers one once', async () => {
    const [first, second] = [await newPatrol('Bæveren'), await newPatrol('Mågen')];
    const older = await asked(first.member.token, 'Først');
    const newer = await asked(second.member.token, 'Bagefter');
    const open = (await list(OPEN, { b: site.battleID }, staff.token)).map((question) => question.id);
    expect(open.indexOf(older.id)).toBeLessThan(open.indexOf(newer.id));
    expect(codeOf(await site.client.graphql(OPEN, { b: site.battleID }, otherStaff.token))).toBe('FORBIDDEN');
    expect(codeOf(await answer(otherStaff.token, older.id, 'Nej', 'PATROL'))).toBe('FORBIDDEN');
    expect(codeOf(await answer(first.member.token, older.id, 'Nej', 'PATROL'))).toBe('FORBIDDEN');
    expect(codeOf(await answer(staff.token, older.id, ' ', 'PATROL'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await answer(staff.token, older.id, 'x'.repeat(2001), 'PATROL'))).toBe('BAD_USER_INPUT');

    const both = await Promise.all([answer(staff.token, older.id, 'Svar et', 'PATROL'), answer(site.adminToken, older.id, 'Svar to', 'ALL')]);
    expect(both.filter((result) => !result.errors)).toHaveLength(1);
    expect(both.filter((result) => codeOf(result) === 'CONFLICT')).toHaveLength(1);
    const saved = both.find((result) => !result.errors)?.data?.patrolQuestions.answer;
    expect(codeOf(await close(staff.token, older.id))).toBe('CONFLICT');

    const handled = await list(HANDLED, { b: site.battleID }, staff.token);
    expect(handled.find((question) => question.id === older.id)).toMatchObject({ status: 'ANSWERED', answer: saved?.answer, visibility: saved?.visibility });
    expect((await list(OPEN, { b: site.battleID }, staff.token)).map((question) => question.id)).not.toContain(older.id);

    const closed = await close(staff.token, newer.id);
    expect(closed.data?.patrolQuestions.close).toMatchObject({ status: 'CLOSED', answer: null, visibility: null });
    expect(closed.data?.patrolQuestions.close.answeredAt).not.toBeNull();
  });

  it("shows a patrol its own questions and answers, and answers to all to every patrol without the asker's name", async () => {
    const [asker, other] = [await newPatrol('Uglen'), await newPatrol('Hjorten')];
    const own = await asked(asker.member.token, 'Kun til os?');
    const shared = await asked(asker.member.token, 'Til alle?');
    await answer(staff.token, own.id, 'Ja, kun til jer.', 'PATROL');
    await answer(staff.token, shared.id, 'Ja, til alle.', 'ALL');

    const mine = await list(MINE_OF_TASK, { t: taskID }, asker.member.token);
    expect(mine.map(({ id, answer: text, visibility }) => [id, text, visibility])).toEqual([
      [shared.id, 'Ja, til alle.', 'ALL'],
      [own.id, 'Ja, kun til jer.', 'PATROL'],
    ]);
    expect((await list(MINE, { b: site.battleID }, asker.member.token)).map((question) => question.id)).toEqual([shared.id, own.id]);
    expect(await list(MINE_OF_TASK, { t: taskID }, other.member.token)).toEqual([]);
    expect(await list(MINE, { b: site.battleID }, staff.token)).toEqual([]);
    expect(await list(MINE_OF_TASK, { t: taskID })).toEqual([]);

    for (const token of [other.member.token, asker.member.token, undefined]) {
      const forAll = await list(FOR_ALL, { t: taskID }, token);
      expect(forAll.map((question) => question.id)).toContain(shared.id);
      expect(forAll.map((question) => question.id)).not.toContain(own.id);
      expect(forAll.every((question) => question.patrol === null && question.visibility === 'ALL')).toBe(true);
    }
    expect(codeOf(await site.client.graphql(FOR_ALL, { t: laterTaskID }))).toBe('NOT_FOUND');
    expect(codeOf(await site.client.graphql(MINE_OF_TASK, { t: laterTaskID }, asker.member.token))).toBe('NOT_FOUND');
  });

  it('takes questions only while the battle runs: until its end, and not while its results are published', async () => {
    const patrol = await newPatrol('Falken');
    expect((await site.client.graphql(PUBLISH, { b: site.battleID }, site.adminToken)).errors).toBeUndefined();
    expect(codeOf(await ask(patrol.member.token, 'Efter resultaterne?'))).toBe('CLOSED');
    expect((await site.client.graphql(UNPUBLISH, { b: site.battleID }, site.adminToken)).errors).toBeUndefined();
    expect((await ask(patrol.member.token, 'Igen?')).errors).toBeUndefined();

    site.clock.advance(15 * DAY);
    expect(codeOf(await ask(patrol.member.token, 'Efter slut?'))).toBe('CLOSED');
  });
});

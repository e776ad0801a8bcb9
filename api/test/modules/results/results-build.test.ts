import { newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle, registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { answeredTask, correct, expectStaffOnly, getAnswer, override, staffAudience, type AnsweredTask, type StaffAudience } from '../../support/staff';
import { engines } from '../../support/storage';
import { createTask, taskTimes } from '../../support/tasks';

const RESULT = 'id battleID battleName path published categories { category name taskNames patrols { name corps taskResults total rank } }';
const BUILD = `query ($b: ID!) { results { buildByBattleID(battleID: $b) { ${RESULT} } } }`;
const BY_ID = `query ($id: ID!) { results { getByID(id: $id) { ${RESULT} } } }`;
const BY_PATH = `query ($path: String!) { results { getByPath(path: $path) { id published } } }`;
const OVERVIEW = '{ results { getOverview { path battleName } } }';
const PUBLISH = `mutation ($b: ID!, $path: String) { results { publishByBattleID(battleID: $b, path: $path) { ${RESULT} } } }`;
const UNPUBLISH = `mutation ($b: ID!) { results { unpublishByBattleID(battleID: $b) { ${RESULT} } } }`;
const DELETE = 'mutation ($b: ID!) { results { deleteByBattleID(battleID: $b) } }';

interface ResultView {
  id: string;
  battleID: string;
  battleName: string;
  path: string;
  published: boolean;
  categories: {
    category: number;
    name: string;
    taskNames: string[];
    patrols: { name: string; corps: string; taskResults: number[]; total: number; rank: number }[];
  }[];
}

describe.each(engines)('building and publishing results (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Årets Slag' });
  let audience: StaffAudience;
  let morse: AnsweredTask;

  beforeAll(async () => {
    const senior = await newUser(site);
    await registerPatrol(site, senior, site.battleID, 'Gamle Ørne', { category: 2, corps: 12 });
    audience = await staffAudience(site, site.battleID, senior.token);
    morse = await answeredTask(site, site.battleID, 3, 'Morse');
    await createTask(site, site.adminToken, site.battleID, taskTimes(site, -10), { name: 'Zebra', patrolCategories: [1, 2] });
  });

  const build = async (token: string) =>
    (await site.client.graphql<{ results: { buildByBattleID: ResultView } }>(BUILD, { b: site.battleID }, token)).data!.results.buildByBattleID;
  const publish = (token: string | null, path?: string) =>
    site.client.graphql<{ results: { publishByBattleID: ResultView } }>(PUBLISH, { b: site.battleID, path }, token);
  const byPath = (path: string) => site.client.graphql<{ results: { getByPath: { id: string } } }>(BY_PATH, { path });
  const overview = async () => (await site.client.graphql<{ results: { getOverview: { path: string }[] } }>(OVERVIEW)).data!.results.getOverview;

  it("is for the battle's staff and admins only", async () => {
    const { id } = await build(audience.staff);
    await expectStaffOnly(audience, (token) => site.client.graphql(BUILD, { b: site.battleID }, token));
    await expectStaffOnly(audience, (token) => site.client.graphql(BY_ID, { id }, token));
    await expectStaffOnly(audience, (token) => site.client.graphql(UNPUBLISH, { b: site.battleID }, token));
    await expectStaffOnly(audience, (token) => publish(token));
    await expectStaffOnly(audience, (token) => site.client.graphql(DELETE, { b: site.battleID }, token));
  });

  it('builds the preview from the current points, unpublished, and follows a correction at once', async () => {
    const first = await build(audience.staff);
    expect(first).toMatchObject({ battleID: site.battleID, battleName: 'USB Årets Slag', path: 'usb-aarets-slag', published: false });
    expect(first.categories).toEqual([
      {
        category: 1,
        name: 'Spejder',
        taskNames: ['Zebra', 'Morse'],
        patrols: [0, 1, 2].map((index) => ({ name: `Morse ${index}`, corps: 'Det Danske Spejderkorps', taskResults: [0, 2], total: 2, rank: 1 })),
      },
      { category: 2, name: 'OBG(18+)', taskNames: ['Zebra'], patrols: [{ name: 'Gamle Ørne', corps: 'KFUM-Spejderne', taskResults: [0], total: 0, rank: 1 }] },
    ]);

    const { taskAnswerID, textAnswerID } = morse.deliveries[2]!;
    await getAnswer(site, audience.staff, taskAnswerID, true);
    await correct(site, audience.staff, textAnswerID, 3);
    const rebuilt = await build(audience.admin);
    expect(rebuilt).toMatchObject({ id: first.id, path: first.path, published: false });
    expect(rebuilt.categories[0]!.patrols.map(({ name, total, rank }) => [name, total, rank])).toEqual([
      ['Morse 2', 5, 1],
      ['Morse 0', 2, 2],
      ['Morse 1', 2, 2],
    ]);
    const read = await site.client.graphql<{ results: { getByID: ResultView } }>(BY_ID, { id: first.id }, audience.staff);
    expect(read.data?.results.getByID).toEqual(rebuilt);
  });

  it('publishes, hides and deletes the result, and the public pages follow at once', async () => {
    expect(codeOf(await publish(audience.staff, 'Store Bogstaver'))).toBe('BAD_USER_INPUT');
    expect((await publish(audience.staff, 'x'.repeat(101))).errors?.[0]?.extensions?.fields).toEqual(['path']);
    const otherBattle = await createBattle(site, site.adminToken, 'USB Nabo');
    await site.client.graphql(PUBLISH, { b: otherBattle, path: 'naboens' }, site.adminToken);
    expect(codeOf(await publish(audience.staff, 'naboens'))).toBe('CONFLICT');

    const published = (await publish(audience.staff, 'aarets-slag')).data!.results.publishByBattleID;
    expect(published).toMatchObject({ path: 'aarets-slag', published: true });
    expect((await byPath('aarets-slag')).data?.results.getByPath.id).toBe(published.id);
    expect(codeOf(await byPath('usb-aarets-slag'))).toBe('NOT_FOUND');
    expect((await overview()).map((item) => item.path)).toContain('aarets-slag');
    // A rebuild keeps it published, under its path.
    expect(await build(audience.staff)).toMatchObject({ id: published.id, path: 'aarets-slag', published: true });

    const hidden = await site.client.graphql<{ results: { unpublishByBattleID: ResultView } }>(UNPUBLISH, { b: site.battleID }, audience.staff);
    expect(hidden.data?.results.unpublishByBattleID.published).toBe(false);
    expect(codeOf(await byPath('aarets-slag'))).toBe('NOT_FOUND');
    expect((await overview()).map((item) => item.path)).not.toContain('aarets-slag');

    expect((await site.client.graphql(DELETE, { b: site.battleID }, audience.staff)).data).toEqual({ results: { deleteByBattleID: true } });
    expect((await site.client.graphql(DELETE, { b: site.battleID }, audience.staff)).data).toEqual({ results: { deleteByBattleID: false } });
    expect(codeOf(await site.client.graphql(BY_ID, { id: published.id }, audience.staff))).toBe('NOT_FOUND');
    expect(codeOf(await site.client.graphql(UNPUBLISH, { b: site.battleID }, audience.staff))).toBe('NOT_FOUND');
  });

  it('takes the late penalty off a task answered after close, also off an override', async () => {
    const { owner, taskAnswerID } = morse.deliveries[1]!;
    site.clock.freeze();
    // Close is an hour after the task was made (in beforeAll, seconds ago): 90 s late is 2 started minutes.
    site.clock.advance(60 * 60 * 1000 + 90 * 1000);
    await site.app.answers.answerQuestion(owner, Number(morse.choiceQuestionID), { multipleChoiceAnswer: { chosenOptions: [0] } });
    await getAnswer(site, audience.staff, taskAnswerID, true);
    expect((await override(site, audience.staff, taskAnswerID, 10)).data?.answers.correctAnswerOverridePoints.latePenalty).toBe(2);
    const morseOf = (result: ResultView) => result.categories[0]!.patrols.find((patrol) => patrol.name === 'Morse 1')?.taskResults;
    expect(morseOf(await build(audience.staff))).toEqual([0, 8]);
  });

  it('builds the result first when publishing a battle that has none', async () => {
    const fresh = await createBattle(site, site.adminToken, 'USB Ny start');
    const answer = await site.client.graphql<{ results: { publishByBattleID: ResultView } }>(PUBLISH, { b: fresh }, site.adminToken);
    expect(answer.data?.results.publishByBattleID).toMatchObject({
      path: 'usb-ny-start',
      published: true,
      categories: [
        { category: 1, patrols: [] },
        { category: 2, patrols: [] },
      ],
    });
    expect((await overview()).map((item) => item.path)).toContain('usb-ny-start');
  });
});

import { newUser, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle, registerPatrol, tokenOf } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, getBattleTask, getMyOpenBattleTasks, taskTimes } from '../../support/tasks';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';

describe.each(engines)('answering battle tasks (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Opgaver' });
  /** Owner and member of Ulvene (Spejder). */
  let owner: Actor;
  let member: Actor;
  /** Owner of Ørnene (Spejder) in the same battle. */
  let rival: Actor;
  /** Owner of Lossen (OBG). */
  let senior: Actor;
  /** Owner of a patrol in another battle. */
  let stranger: Actor;

  beforeAll(async () => {
    // Exact instants: the window edges are tested to the millisecond.
    site.clock.freeze();
    const otherBattleID = await createBattle(site, site.adminToken, 'USB Andet');
    [owner, member, rival, senior, stranger] = await Promise.all([newUser(site), newUser(site), newUser(site), newUser(site), newUser(site)]);
    const ulvene = await registerPatrol(site, owner, site.battleID, 'Ulvene', { category: 1 });
    const joined = await site.client.graphql(JOIN, { t: tokenOf(ulvene.inviteLink) }, member.token);
    expect(joined.errors).toBeUndefined();
    await registerPatrol(site, rival, site.battleID, 'Ørnene', { category: 1 });
    await registerPatrol(site, senior, site.battleID, 'Lossen', { category: 2 });
    await registerPatrol(site, stranger, otherBattleID, 'Ulvene', { category: 1 });
  });

  it('saves each kind of answer for the patrol and shows it only to that patrol', async () => {
    const times = taskTimes(site);
    const taskID = await createTask(site, site.adminToken, site.battleID, times, { name: 'Alle slags' });
    const external = await createQuestion(site, site.adminToken, taskID, 'externalQuestion');
    const text = await createQuestion(site, site.adminToken, taskID, 'stringQuestion', { textArea: true });
    const email = await createQuestion(site, site.adminToken, taskID, 'emailQuestion', { to: 'svar@usb.dk' });
    const choice = await createQuestion(site, site.adminToken, taskID, 'multipleChoiceQuestion', {
      multipleAnswers: true,
      options: [
        { text: 'Rigtig', value: 3 },
        { text: 'Forkert', value: 0 },
        { text: 'Også rigtig', value: 2 },
      ],
    });
    const media = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });

    const opened = await answerQuestion(site, owner.token, external);
    expect(opened.errors).toBeUndefined();
    expect(opened.data?.answers.answerQuestion.uploadUrl).toBeNull();
    site.clock.advance(5 * SECOND);
    // Opening again keeps the first time the patrol saw it.
    const reopened = await answerQuestion(site, member.token, external);
    expect(reopened.data?.answers.answerQuestion).toEqual(opened.data?.answers.answerQuestion);

    expect((await answerQuestion(site, member.token, text, { stringAnswer: { answerText: 'Første udkast' } })).errors).toBeUndefined();
    const saved = await answerQuestion(site, owner.token, text, { stringAnswer: { answerText: 'Vores svar' } });
    expect(saved.errors).toBeUndefined();
    expect((await answerQuestion(site, owner.token, email)).errors).toBeUndefined();
    expect((await answerQuestion(site, owner.token, choice, { multipleChoiceAnswer: { chosenOptions: [2, 0] } })).errors).toBeUndefined();
    const upload = await answerQuestion(site, owner.token, media, { mediaAnswer: { mimeType: 'image/jpeg' } });
    expect(upload.data?.answers.answerQuestion.uploadUrl).toMatch(/^\/api\/media\/upload\/\d+\?expires=\d+&signature=/);

    const view = (await getBattleTask(site, member.token, taskID)).data?.battles.getBattleTask;
    expect(view?.answerable).toBe(true);
    expect(view?.questions.map((question) => question.__typename)).toEqual([
      'ExternalQuestion',
      'StringQuestion',
      'EmailQuestion',
      'MultipleChoiceQuestion',
      'MediaQuestion',
    ]);
    const delivery = view?.battleTaskAnswerCurrentUser;
    expect(delivery?.patrol).toMatchObject({ name: 'Ulvene', category: 1 });
    // The media answer is listed once a file arrives (test/modules/media).
    expect(delivery?.answers.map((answer) => [answer.__typename, answer.questionID])).toEqual([
      ['ExternalAnswer', external],
      ['StringAnswer', text],
      ['EmailAnswer', email],
      ['MultipleChoiceAnswer', choice],
    ]);
    expect(delivery?.answers[1]?.answerText).toBe('Vores svar');
    expect(delivery?.answers[3]?.chosenOptions).toEqual([0, 2]);
    // Points stay hidden from the patrol while it can still change its answers.
    expect(delivery?.answers[3]?.points).toBeNull();
    expect(delivery?.points).toBeNull();

    const staffView = (await getBattleTask(site, site.adminToken, taskID)).data?.battles.getBattleTask;
    expect(staffView?.battleTaskAnswerCurrentUser).toBeNull();
    const rivalView = (await getBattleTask(site, rival.token, taskID)).data?.battles.getBattleTask;
    expect(rivalView?.battleTaskAnswerCurrentUser).toBeNull();
    expect(rivalView?.answerable).toBe(true);

    site.clock.advance(91 * MINUTE);
    const after = (await getBattleTask(site, owner.token, taskID)).data?.battles.getBattleTask;
    expect(after?.answerable).toBe(false);
    expect(after?.battleTaskAnswerCurrentUser?.answers[3]?.points).toBe(5);
    expect(after?.battleTaskAnswerCurrentUser).toMatchObject({ points: 5, corrected: false, latePenalty: 0 });
  });

  it('refuses answers that do not fit the question', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const text = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    const single = await createQuestion(site, site.adminToken, taskID, 'multipleChoiceQuestion', {
      options: [
        { text: 'A', value: 1 },
        { text: 'B', value: 0 },
      ],
    });
    const video = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 2 });
    const email = await createQuestion(site, site.adminToken, taskID, 'emailQuestion', { to: 'svar@usb.dk' });
    const refusals: [string, Record<string, unknown>, string][] = [
      [text, { stringAnswer: { answerText: '   ' } }, 'answerText'],
      [text, { stringAnswer: { answerText: 'x'.repeat(10_001) } }, 'answerText'],
      [text, { multipleChoiceAnswer: { chosenOptions: [0] } }, 'multipleChoiceAnswer'],
      [single, { multipleChoiceAnswer: { chosenOptions: [0, 1] } }, 'chosenOptions'],
      [single, { multipleChoiceAnswer: { chosenOptions: [2] } }, 'chosenOptions'],
      [video, { mediaAnswer: { mimeType: 'image/png' } }, 'mimeType'],
      [email, { stringAnswer: { answerText: 'svar' } }, 'stringAnswer'],
    ];
    for (const [questionID, input, field] of refusals) {
      const answer = await answerQuestion(site, owner.token, questionID, input);
      expect([codeOf(answer), answer.errors?.[0]?.extensions?.fields]).toEqual(['BAD_USER_INPUT', [field]]);
    }
    expect((await answerQuestion(site, owner.token, text, { stringAnswer: { answerText: 'x'.repeat(10_000) } })).errors).toBeUndefined();
  });

  it('opens and closes answering at the edges of the window, with the late penalty', async () => {
    const times = taskTimes(site, 10);
    const taskID = await createTask(site, site.adminToken, site.battleID, times);
    const text = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    const save = (answerText: string) => answerQuestion(site, owner.token, text, { stringAnswer: { answerText } });
    const moveTo = (instant: Date, deltaMs = 0) => site.clock.advance(instant.getTime() + deltaMs - site.clock.now().getTime());

    moveTo(times.availableFrom, -SECOND);
    expect(codeOf(await save('for tidligt'))).toBe('CLOSED');
    moveTo(times.availableFrom);
    expect((await save('åbent')).errors).toBeUndefined();
    moveTo(times.close);
    expect((await save('lige til tiden')).errors).toBeUndefined();
    expect((await getBattleTask(site, owner.token, taskID)).data?.battles.getBattleTask.battleTaskAnswerCurrentUser?.latePenalty).toBe(0);
    moveTo(times.close, MINUTE + SECOND);
    expect((await save('for sent')).errors).toBeUndefined();
    expect((await getBattleTask(site, owner.token, taskID)).data?.battles.getBattleTask.battleTaskAnswerCurrentUser?.latePenalty).toBe(2);
    moveTo(times.availableTo);
    expect((await save('sidste øjeblik')).errors).toBeUndefined();
    moveTo(times.availableTo, SECOND);
    expect(codeOf(await save('lukket'))).toBe('CLOSED');
    const view = (await getBattleTask(site, owner.token, taskID)).data?.battles.getBattleTask;
    expect(view?.battleTaskAnswerCurrentUser?.answers[0]?.answerText).toBe('sidste øjeblik');
    expect(view?.battleTaskAnswerCurrentUser?.latePenalty).toBe(30);
  });

  it('hides a task before it opens and lists it on the strip only while open', async () => {
    const times = taskTimes(site, 5);
    const taskID = await createTask(site, site.adminToken, site.battleID, times, { name: 'Skjult' });
    const strip = async (actor: Actor) => (await getMyOpenBattleTasks(site, actor.token)).data?.battles.getMyOpenBattleTasks.map((task) => task.name) ?? [];

    expect(codeOf(await getBattleTask(site, member.token, taskID))).toBe('NOT_FOUND');
    expect(codeOf(await getBattleTask(site, null, taskID))).toBe('NOT_FOUND');
    expect((await getBattleTask(site, site.adminToken, taskID)).data?.battles.getBattleTask.description).toBe('<p>Beskrivelse</p>');
    expect(await strip(member)).not.toContain('Skjult');

    site.clock.advance(5 * MINUTE);
    expect((await getBattleTask(site, null, taskID)).data?.battles.getBattleTask).toMatchObject({
      name: 'Skjult',
      answerable: false,
      battleTaskAnswerCurrentUser: null,
    });
    expect(await strip(member)).toContain('Skjult');
    expect(await strip(senior)).not.toContain('Skjult');
    expect(await strip(stranger)).not.toContain('Skjult');
    expect((await getMyOpenBattleTasks(site, null)).data?.battles.getMyOpenBattleTasks).toEqual([]);
    const names = await strip(member);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
    const open = await site.client.graphql(`query ($id: ID!) { battles { getMyOpenBattleTask(battleTaskID: $id) { id } } }`, { id: taskID }, member.token);
    expect(open.errors).toBeUndefined();
    expect(
      codeOf(await site.client.graphql(`query ($id: ID!) { battles { getMyOpenBattleTask(battleTaskID: $id) { id } } }`, { id: taskID }, senior.token)),
    ).toBe('NOT_FOUND');

    // At availableTo the strip drops it (open means now < availableTo) though an answer still counts.
    site.clock.advance(90 * MINUTE);
    expect(await strip(member)).not.toContain('Skjult');
    expect((await getBattleTask(site, member.token, taskID)).data?.battles.getBattleTask.answerable).toBe(true);
    site.clock.advance(SECOND);
    // Still readable after it closed, read-only.
    expect((await getBattleTask(site, member.token, taskID)).data?.battles.getBattleTask.answerable).toBe(false);
  });

  it('refuses callers who are not an activated member of a fitting patrol', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const text = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    const input = { stringAnswer: { answerText: 'svar' } };
    const loner = await newUser(site);
    const sleeper = await newUser(site, { activated: false });
    expect(codeOf(await answerQuestion(site, stranger.token, text, input))).toBe('FORBIDDEN');
    expect(codeOf(await answerQuestion(site, senior.token, text, input))).toBe('FORBIDDEN');
    expect(codeOf(await answerQuestion(site, loner.token, text, input))).toBe('FORBIDDEN');
    expect(codeOf(await answerQuestion(site, sleeper.token, text, input))).toBe('FORBIDDEN');
    expect(codeOf(await answerQuestion(site, null, text, input))).toBe('UNAUTHENTICATED');
    expect(codeOf(await answerQuestion(site, owner.token, '999999', input))).toBe('NOT_FOUND');
    expect((await getBattleTask(site, senior.token, taskID)).data?.battles.getBattleTask.answerable).toBe(false);
  });
});

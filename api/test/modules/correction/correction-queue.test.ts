import { newStaffMember, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { useSite } from '../../support/site';
import { answeredTask, correct, getAnswer, override, queue, type AnsweredTask } from '../../support/staff';
import { engines } from '../../support/storage';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(engines)('the correction queue and correcting (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Rettekø' });
  let staff: Actor;
  let colleague: Actor;
  /** Three patrols, each with a text (no points) and a multiple-choice answer (2 points). */
  let task: AnsweredTask;

  beforeAll(async () => {
    site.clock.freeze();
    [staff, colleague] = [await newStaffMember(site, site.battleID), await newStaffMember(site, site.battleID)];
    task = await answeredTask(site, site.battleID, 3, 'Køopgave');
  });

  const ids = (answer: Awaited<ReturnType<typeof queue>>) => answer.data?.battleTaskAnswers.getByBattleID.map((line) => line.id);
  const delivery = (index: number) => task.deliveries[index]!;

  it("lists the battle's task answers oldest last save first, filtered by task, patrol, corrected and other correctors' locks", async () => {
    // The first patrol saves again: it moves to the end.
    site.clock.advance(SECOND);
    await site.app.answers.answerQuestion(delivery(0).owner, Number(task.textQuestionID), { stringAnswer: { answerText: 'Rettet svar' } });
    const all = [delivery(1), delivery(2), delivery(0)].map((line) => line.taskAnswerID);
    const listed = await queue(site, staff.token, { b: site.battleID });
    expect(ids(listed)).toEqual(all);
    expect(listed.data?.battleTaskAnswers.getByBattleID[0]).toMatchObject({
      battleTaskID: task.taskID,
      patrol: { id: delivery(1).patrolID, name: 'Køopgave 1', category: 1 },
      task: { id: task.taskID, name: 'Køopgave' },
      corrected: false,
      points: 2,
      lock: null,
    });
    expect(ids(await queue(site, staff.token, { b: site.battleID, t: task.taskID, p: delivery(2).patrolID }))).toEqual([delivery(2).taskAnswerID]);
    expect(ids(await queue(site, staff.token, { b: site.battleID, l: 2 }))).toEqual(all.slice(0, 2));
    expect(codeOf(await queue(site, staff.token, { b: site.battleID, l: 0 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await queue(site, staff.token, { b: site.battleID, l: 1001 }))).toBe('BAD_USER_INPUT');

    await getAnswer(site, colleague.token, delivery(1).taskAnswerID, true);
    await getAnswer(site, staff.token, delivery(2).taskAnswerID, true);
    await correct(site, staff.token, delivery(2).textAnswerID, 4);
    // notLocked hides the colleague's answer, never the caller's own.
    expect(ids(await queue(site, staff.token, { b: site.battleID, n: true }))).toEqual([delivery(2).taskAnswerID, delivery(0).taskAnswerID]);
    expect(ids(await queue(site, staff.token, { b: site.battleID, c: true }))).toEqual([delivery(2).taskAnswerID]);
    expect(ids(await queue(site, staff.token, { b: site.battleID, c: false, n: true }))).toEqual([delivery(0).taskAnswerID]);
    // Once the colleague's lock expires the answer is free for everyone again.
    site.clock.advance(121 * SECOND);
    expect(ids(await queue(site, staff.token, { b: site.battleID, c: false, n: true }))).toEqual([delivery(1).taskAnswerID, delivery(0).taskAnswerID]);
  });

  it('writes every change of points to the audit trail and leaves what the patrol saved alone', async () => {
    const { taskAnswerID, textAnswerID, choiceAnswerID } = delivery(1);
    const before = (await getAnswer(site, staff.token, taskAnswerID, true)).data!.battleTaskAnswers.get;
    expect(before.answers.map((answer) => [answer.__typename, answer.points])).toEqual([
      ['StringAnswer', null],
      ['MultipleChoiceAnswer', 2],
    ]);
    expect(codeOf(await correct(site, staff.token, textAnswerID, 1001))).toBe('BAD_USER_INPUT');
    expect((await correct(site, staff.token, textAnswerID, -1001)).errors?.[0]?.extensions?.fields).toEqual(['points']);

    const corrected = (await correct(site, staff.token, textAnswerID, 5)).data!.answers.correctAnswer;
    expect(corrected).toMatchObject({ corrected: true, points: 7 });
    await correct(site, staff.token, choiceAnswerID, 0);
    await correct(site, staff.token, textAnswerID, -1000);
    await correct(site, staff.token, textAnswerID, -1000);
    const overridden = (await override(site, staff.token, taskAnswerID, 12)).data!.answers.correctAnswerOverridePoints;
    expect(overridden).toMatchObject({ overridePoints: 12, points: 12 });
    const cleared = (await override(site, staff.token, taskAnswerID, null)).data!.answers.correctAnswerOverridePoints;
    expect(cleared).toMatchObject({ overridePoints: null, points: 0, corrected: true });

    expect(
      cleared.corrections.map(({ answerID, questionID, correctedBy, oldPoints, newPoints }) => [answerID, questionID, correctedBy.id, oldPoints, newPoints]),
    ).toEqual([
      [textAnswerID, task.textQuestionID, staff.id, null, 5],
      [choiceAnswerID, task.choiceQuestionID, staff.id, 2, 0],
      [textAnswerID, task.textQuestionID, staff.id, 5, -1000],
      [null, null, staff.id, null, 12],
      [null, null, staff.id, 12, null],
    ]);
    expect(cleared.answers.map(({ id, answerText, chosenOptions }) => ({ id, answerText, chosenOptions }))).toEqual(
      before.answers.map(({ id, answerText, chosenOptions }) => ({ id, answerText, chosenOptions })),
    );
    expect(cleared.lastAnswerReceived).toBe(before.lastAnswerReceived);
  });

  it("keeps a corrector's points while the patrol saves the same answer, and asks for correcting again when it changes", async () => {
    const { owner, taskAnswerID, textAnswerID, choiceAnswerID } = delivery(2);
    await getAnswer(site, staff.token, taskAnswerID, true);
    await correct(site, staff.token, choiceAnswerID, 1);
    const save = (input: Parameters<typeof site.app.answers.answerQuestion>[2], question: string) =>
      site.app.answers.answerQuestion(owner, Number(question), input);

    await save({ stringAnswer: { answerText: 'Svar 2' } }, task.textQuestionID);
    await save({ multipleChoiceAnswer: { chosenOptions: [1] } }, task.choiceQuestionID);
    const same = (await getAnswer(site, staff.token, taskAnswerID)).data!.battleTaskAnswers.get;
    expect(same.answers.map((answer) => answer.points)).toEqual([4, 1]);
    expect(same.corrected).toBe(true);

    await save({ stringAnswer: { answerText: 'Et helt andet svar' } }, task.textQuestionID);
    await save({ multipleChoiceAnswer: { chosenOptions: [0] } }, task.choiceQuestionID);
    const changed = (await getAnswer(site, staff.token, taskAnswerID)).data!.battleTaskAnswers.get;
    expect(changed.answers.map((answer) => answer.points)).toEqual([null, 0]);
    expect(changed.corrected).toBe(false);
    expect(ids(await queue(site, staff.token, { b: site.battleID, c: false, p: delivery(2).patrolID }))).toEqual([taskAnswerID]);
    // The trail keeps what the corrector gave; the patrol's saves are not corrections.
    expect(changed.corrections.map((line) => [line.answerID, line.newPoints])).toEqual([
      [textAnswerID, 4],
      [choiceAnswerID, 1],
    ]);
  });

  it('subtracts the late penalty from the task points, also from an override', async () => {
    // Close is 60 minutes after the task was made; the earlier tests moved the clock 2 minutes 2 seconds on.
    site.clock.advance(60 * MINUTE + 28 * SECOND);
    const { owner, taskAnswerID } = delivery(0);
    await site.app.answers.answerQuestion(owner, Number(task.textQuestionID), { stringAnswer: { answerText: 'For sent' } });
    await getAnswer(site, staff.token, taskAnswerID, true);
    const view = (await override(site, staff.token, taskAnswerID, 10)).data!.answers.correctAnswerOverridePoints;
    expect(view).toMatchObject({ latePenalty: 3, overridePoints: 10, points: 7 });
  });
});

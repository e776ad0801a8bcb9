import { newUser, type Actor } from '../../support/accounts';
import { registerPatrol, tokenOf } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, getBattleTask, taskTimes } from '../../support/tasks';

const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';
const PATROLS = 8;

/**
 * The autosaves that arrive together are written together (save-batcher.ts, save_answers):
 * every save of the burst must land on its own patrol's answer, as if each had been alone.
 */
describe.each(engines)('saves that arrive at the same moment (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Travlt' });
  let owners: Actor[];
  let member: Actor;
  let outsider: Actor;

  beforeAll(async () => {
    owners = await Promise.all(Array.from({ length: PATROLS }, () => newUser(site)));
    const patrols = [];
    for (const [index, owner] of owners.entries()) patrols.push(await registerPatrol(site, owner, site.battleID, `Patrulje ${index + 1}`, { category: 1 }));
    member = await newUser(site);
    const joined = await site.client.graphql(JOIN, { t: tokenOf(patrols[0]?.inviteLink ?? null) }, member.token);
    expect(joined.errors).toBeUndefined();
    outsider = await newUser(site);
    await registerPatrol(site, outsider, site.battleID, 'Seniorerne', { category: 2 });
  });

  it('saves every patrol’s texts and choices of one burst on that patrol’s answers', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site), { name: 'Travl opgave' });
    const first = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    const second = await createQuestion(site, site.adminToken, taskID, 'stringQuestion', { textArea: true });
    const choice = await createQuestion(site, site.adminToken, taskID, 'multipleChoiceQuestion', {
      options: [
        { text: 'Rigtig', value: 4 },
        { text: 'Forkert', value: 0 },
      ],
    });

    const burst = owners.flatMap((owner, index) => [
      answerQuestion(site, owner.token, first, { stringAnswer: { answerText: `Svar ${index + 1}: "citat", {klammer} og \\ skråstreg` } }),
      answerQuestion(site, owner.token, second, { stringAnswer: { answerText: `Lang tekst ${index + 1}\nanden linje` } }),
      answerQuestion(site, owner.token, choice, { multipleChoiceAnswer: { chosenOptions: [index % 2] } }),
    ]);
    const refused = answerQuestion(site, outsider.token, first, { stringAnswer: { answerText: 'Forkert kategori' } });
    const receipts = await Promise.all(burst);
    for (const receipt of receipts) expect(receipt.errors).toBeUndefined();
    expect((await refused).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ids = receipts.map((receipt) => receipt.data?.answers.answerQuestion.id);
    expect(new Set(ids).size).toBe(PATROLS * 3);

    for (const [index, owner] of owners.entries()) {
      const delivery = (await getBattleTask(site, owner.token, taskID)).data?.battles.getBattleTask.battleTaskAnswerCurrentUser;
      expect(delivery?.patrol.name).toBe(`Patrulje ${index + 1}`);
      expect(delivery?.answers.map((answer) => [answer.questionID, answer.answerText ?? answer.chosenOptions])).toEqual([
        [first, `Svar ${index + 1}: "citat", {klammer} og \\ skråstreg`],
        [second, `Lang tekst ${index + 1}\nanden linje`],
        [choice, [index % 2]],
      ]);
      expect(delivery?.answers.map((answer) => answer.id)).toEqual(ids.slice(index * 3, index * 3 + 3));
    }
  });

  it('gives two members of one patrol who save the same question at once the same answer, holding one of their texts', async () => {
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site), { name: 'Samme svar' });
    const question = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
    const owner = owners[0];
    if (!owner) throw new Error('no patrol owner');
    const [fromOwner, fromMember, again] = await Promise.all([
      answerQuestion(site, owner.token, question, { stringAnswer: { answerText: 'Ejerens udkast' } }),
      answerQuestion(site, member.token, question, { stringAnswer: { answerText: 'Medlemmets udkast' } }),
      answerQuestion(site, owner.token, question, { stringAnswer: { answerText: 'Ejerens endelige svar' } }),
    ]);
    for (const receipt of [fromOwner, fromMember, again]) expect(receipt.errors).toBeUndefined();
    const id = fromOwner.data?.answers.answerQuestion.id;
    expect(fromMember.data?.answers.answerQuestion.id).toBe(id);
    expect(again.data?.answers.answerQuestion.id).toBe(id);
    // Requests sent together reach the api in any order; whichever was written last is the one kept, whole.
    const delivery = (await getBattleTask(site, member.token, taskID)).data?.battles.getBattleTask.battleTaskAnswerCurrentUser;
    expect(delivery?.answers).toHaveLength(1);
    expect(['Ejerens udkast', 'Medlemmets udkast', 'Ejerens endelige svar']).toContain(delivery?.answers[0]?.answerText);
  });
});

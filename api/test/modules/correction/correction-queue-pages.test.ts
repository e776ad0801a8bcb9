import { newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { answeredTask, correct, expectStaffOnly, getAnswer, staffAudience, type AnsweredTask, type StaffAudience } from '../../support/staff';
import { engines } from '../../support/storage';

const PAGE = `query ($b: ID!, $t: ID, $p: ID, $c: Boolean, $n: Boolean, $o: Int, $l: Int) { battleTaskAnswers {
  getPageByBattleID(battleID: $b, battleTaskID: $t, patrolID: $p, corrected: $c, notLocked: $n, offset: $o, limit: $l) { total answers { id } } } }`;

interface PageArgs {
  t?: string;
  p?: string;
  c?: boolean;
  n?: boolean;
  o?: number;
  l?: number;
}

describe.each(engines)('the correction queue in pages (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Sider' });
  let audience: StaffAudience;
  /** Five patrols, oldest save first, each with a text answer to correct. */
  let task: AnsweredTask;

  beforeAll(async () => {
    task = await answeredTask(site, site.battleID, 5, 'Sideopgave');
    const member = await newUser(site);
    await registerPatrol(site, member, site.battleID, 'Sidepatruljen');
    audience = await staffAudience(site, site.battleID, member.token);
  });

  const page = (token: string | null, args: PageArgs) =>
    site.client.graphql<{ battleTaskAnswers: { getPageByBattleID: { total: number; answers: { id: string }[] } } }>(PAGE, { b: site.battleID, ...args }, token);
  const read = async (args: PageArgs, token = audience.staff) => {
    const found = (await page(token, args)).data!.battleTaskAnswers.getPageByBattleID;
    return { total: found.total, ids: found.answers.map((answer) => answer.id) };
  };
  const taskAnswerIDs = () => task.deliveries.map((delivery) => delivery.taskAnswerID);

  it("is for the battle's staff and admins only; staff of another battle are refused", async () => {
    await expectStaffOnly(audience, (token) => page(token, {}));
  });

  it('answers each page in the queue order with the number of task answers on every page', async () => {
    const all = taskAnswerIDs();
    expect(await read({ l: 2 })).toEqual({ total: 5, ids: all.slice(0, 2) });
    expect(await read({ o: 2, l: 2 })).toEqual({ total: 5, ids: all.slice(2, 4) });
    expect(await read({ o: 4, l: 2 })).toEqual({ total: 5, ids: all.slice(4) });
    expect(await read({ o: 9, l: 2 })).toEqual({ total: 5, ids: [] });
    expect(await read({})).toEqual({ total: 5, ids: all });
  });

  it("counts with every filter: task, patrol, corrected and other correctors' locks", async () => {
    const [first, second, third] = task.deliveries;
    await getAnswer(site, audience.staff, first!.taskAnswerID, true);
    await correct(site, audience.staff, first!.textAnswerID, 3);
    // Another corrector holds the second.
    await getAnswer(site, audience.admin, second!.taskAnswerID, true);

    expect(await read({ c: true })).toEqual({ total: 1, ids: [first!.taskAnswerID] });
    expect((await read({ c: false, l: 1 })).total).toBe(4);
    expect(await read({ c: false, n: true, l: 1 })).toEqual({ total: 3, ids: [third!.taskAnswerID] });
    expect(await read({ p: third!.patrolID })).toEqual({ total: 1, ids: [third!.taskAnswerID] });
    expect((await read({ t: task.taskID, l: 1 })).total).toBe(5);
  });

  it('refuses an offset below 0 and a limit outside 1-1000, naming the field', async () => {
    expect((await page(audience.staff, { o: -1 })).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['offset'] });
    expect(codeOf(await page(audience.staff, { l: 0 }))).toBe('BAD_USER_INPUT');
    expect((await page(audience.staff, { l: 1001 })).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: ['limit'] });
  });
});

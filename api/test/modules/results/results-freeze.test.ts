import { login } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle } from '../../support/battles';
import { useSite } from '../../support/site';
import { answeredTask, correct, getAnswer, override, staffAudience, type AnsweredTask, type StaffAudience } from '../../support/staff';
import { engines } from '../../support/storage';

const MINUTE = 60_000;
const FREEZE = 'mutation ($b: ID!, $at: DateTime) { battles { setBattleFreeze(battleID: $b, freezeAt: $at) { id freezeAt } } }';
const RESULT = 'frozenAt categories { patrols { name total } }';
const BY_PATH = `query ($path: String!) { results { getByPath(path: $path) { ${RESULT} } } }`;
const LATEST = `{ results { getLatest { ${RESULT} } } }`;
const OVERVIEW = '{ results { getOverview { path frozenAt } } }';
const BUILD = `query ($b: ID!) { results { buildByBattleID(battleID: $b) { ${RESULT} } } }`;
const PUBLISH = `mutation ($b: ID!) { results { publishByBattleID(battleID: $b) { path ${RESULT} } } }`;
const OWN = `query ($id: ID!) { battles { getBattleTask(id: $id) { battleTaskAnswerCurrentUser { points overridePoints frozenAt answers { points } } } } }`;
const STAFF_VIEW = `query ($id: ID!) { battleTaskAnswers { get(id: $id) { points overridePoints } } }`;

interface ResultView {
  frozenAt: string | null;
  categories: { patrols: { name: string; total: number }[] }[];
}

const totals = (result: ResultView) => Object.fromEntries(result.categories[0]!.patrols.map((patrol) => [patrol.name, patrol.total]));

describe.each(engines)('the freeze of the public standings (%s)', (engine) => {
  const site = useSite(engine);
  let battleID: string;
  let audience: StaffAudience;
  let morse: AnsweredTask;
  let freezeAt: string;

  beforeAll(async () => {
    const now = site.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    battleID = await createBattle(site, site.adminToken, 'USB Frost', {
      start: at(-60 * MINUTE),
      end: at(240 * MINUTE),
      registrationFrom: at(-120 * MINUTE),
      registrationTo: at(240 * MINUTE),
    });
    morse = await answeredTask(site, battleID, 2, 'Morse');
    const member = await login(site.client, 'morse0', 'hemmelig1');
    audience = await staffAudience(site, battleID, member);
  });

  const setFreeze = (token: string | null, at: string | null) =>
    site.client.graphql<{ battles: { setBattleFreeze: { freezeAt: string | null } } }>(FREEZE, { b: battleID, at }, token);
  const read = async <T>(query: string, variables: Record<string, unknown>, token: string | null = null) => {
    const answer = await site.client.graphql<T>(query, variables, token);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };

  it("is set by the battle's staff and admins within the battle's times", async () => {
    const outside = await setFreeze(audience.staff, new Date(site.clock.now().getTime() + 300 * MINUTE).toISOString());
    expect(codeOf(outside)).toBe('BAD_USER_INPUT');
    expect(outside.errors?.[0]?.extensions?.fields).toEqual(['freezeAt']);
    expect(codeOf(await setFreeze(audience.patrolMember, null))).toBe('FORBIDDEN');
    expect(codeOf(await setFreeze(audience.otherStaff, null))).toBe('FORBIDDEN');
    expect(codeOf(await setFreeze(null, null))).toBe('UNAUTHENTICATED');
    expect((await setFreeze(audience.admin, null)).data?.battles.setBattleFreeze.freezeAt).toBeNull();
  });

  it('shows the public and the patrol the points of the freeze, the staff the live ones, until the result is published', async () => {
    const [first, second] = morse.deliveries;
    await getAnswer(site, audience.staff, first!.taskAnswerID, true);
    await correct(site, audience.staff, first!.textAnswerID, 3);
    freezeAt = new Date(site.clock.now().getTime() + MINUTE).toISOString();
    expect((await setFreeze(audience.staff, freezeAt)).data?.battles.setBattleFreeze.freezeAt).toBe(freezeAt);
    const { path } = (await read<{ results: { publishByBattleID: { path: string } } }>(PUBLISH, { b: battleID }, audience.staff)).results.publishByBattleID;

    site.clock.advance(2 * MINUTE);
    // After the freeze (the lock taken again): a new correction, a changed one and an override.
    await getAnswer(site, audience.staff, first!.taskAnswerID, true);
    await correct(site, audience.staff, first!.textAnswerID, 7);
    await override(site, audience.staff, first!.taskAnswerID, 10);
    await getAnswer(site, audience.staff, second!.taskAnswerID, true);
    await correct(site, audience.staff, second!.textAnswerID, 5);

    const frozen = { 'Morse 0': 5, 'Morse 1': 2 };
    const byPath = (await read<{ results: { getByPath: ResultView } }>(BY_PATH, { path }, audience.patrolMember)).results.getByPath;
    expect(byPath.frozenAt).toBe(freezeAt);
    expect(totals(byPath)).toEqual(frozen);
    const latest = (await read<{ results: { getLatest: ResultView } }>(LATEST, {})).results.getLatest;
    expect(totals(latest)).toEqual(frozen);
    expect((await read<{ results: { getOverview: { path: string; frozenAt: string | null }[] } }>(OVERVIEW, {})).results.getOverview).toEqual([
      { path, frozenAt: freezeAt },
    ]);
    // The staff (also on the public page's query) of their preview: live.
    const live = (await read<{ results: { buildByBattleID: ResultView } }>(BUILD, { b: battleID }, audience.staff)).results.buildByBattleID;
    expect(live.frozenAt).toBeNull();
    expect(totals(live)).toEqual({ 'Morse 0': 10, 'Morse 1': 7 });

    // The patrol sees its points once the task's availableTo has passed: those of the freeze.
    site.clock.advance(90 * MINUTE);
    const own = (await read<{ battles: { getBattleTask: { battleTaskAnswerCurrentUser: unknown } } }>(OWN, { id: morse.taskID }, audience.patrolMember)).battles
      .getBattleTask;
    expect(own.battleTaskAnswerCurrentUser).toEqual({ points: 5, overridePoints: null, frozenAt: freezeAt, answers: [{ points: 3 }, { points: 2 }] });
    const staffView = (await read<{ battleTaskAnswers: { get: unknown } }>(STAFF_VIEW, { id: first!.taskAnswerID }, audience.staff)).battleTaskAnswers.get;
    expect(staffView).toEqual({ points: 10, overridePoints: 10 });

    // Publishing after the freeze reveals the live standings to everyone.
    const revealed = (await read<{ results: { publishByBattleID: ResultView } }>(PUBLISH, { b: battleID }, audience.staff)).results.publishByBattleID;
    expect(totals(revealed)).toEqual({ 'Morse 0': 10, 'Morse 1': 7 });
    const after = (await read<{ results: { getByPath: ResultView } }>(BY_PATH, { path })).results.getByPath;
    expect(after.frozenAt).toBeNull();
    expect(totals(after)).toEqual({ 'Morse 0': 10, 'Morse 1': 7 });
    const ownAfter = (await read<{ battles: { getBattleTask: { battleTaskAnswerCurrentUser: unknown } } }>(OWN, { id: morse.taskID }, audience.patrolMember))
      .battles.getBattleTask;
    expect(ownAfter.battleTaskAnswerCurrentUser).toEqual({ points: 10, overridePoints: 10, frozenAt: null, answers: [{ points: 7 }, { points: 2 }] });
  });

  it('freezes again at a later freeze time, and is live at once when the freeze is cleared', async () => {
    const [published] = (await read<{ results: { getOverview: { path: string }[] } }>(OVERVIEW, {})).results.getOverview;
    const path = published!.path;
    // A freeze time after the reveal, passed.
    site.clock.advance(2 * MINUTE);
    const later = new Date(site.clock.now().getTime() - MINUTE).toISOString();
    await setFreeze(audience.admin, later);
    const frozen = (await read<{ results: { getByPath: ResultView } }>(BY_PATH, { path })).results.getByPath;
    expect(frozen.frozenAt).toBe(later);
    expect(totals(frozen)).toEqual({ 'Morse 0': 10, 'Morse 1': 7 });

    await setFreeze(audience.staff, null);
    expect((await read<{ results: { getByPath: ResultView } }>(BY_PATH, { path })).results.getByPath.frozenAt).toBeNull();
    expect((await read<{ results: { getOverview: { frozenAt: string | null }[] } }>(OVERVIEW, {})).results.getOverview).toEqual([{ path, frozenAt: null }]);
  });
});

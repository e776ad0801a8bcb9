/**
 * The corrector's note to the patrol, the battle's phrases for notes and its setting for when
 * patrols see their points and notes (docs/locks-and-correction.md, "The note to the patrol").
 */
import { login, newStaffMember, newUser, TEST_PASSWORD, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { useSite } from '../../support/site';
import { answeredTask, correct, DETAIL_FIELDS, getAnswer, type AnsweredTask, type TaskAnswerView } from '../../support/staff';
import { engines } from '../../support/storage';

const MINUTE = 60_000;
const NOTE = `mutation ($t: ID!, $n: String) { answers { writeCorrectionNote(battleTaskAnswerID: $t, note: $n) { ${DETAIL_FIELDS} note
  corrections { subject oldNote newNote } } } }`;
const FEEDBACK = 'query ($b: ID!) { battles { getBattle(id: $b) { correctionFeedback { release phrases } } } }';
const PHRASES = 'mutation ($b: ID!, $p: [String!]!) { answers { setNotePhrases(battleID: $b, phrases: $p) { release phrases } } }';
const RELEASE = 'mutation ($b: ID!, $r: FeedbackRelease!) { answers { setFeedbackRelease(battleID: $b, release: $r) { release phrases } } }';
const PUBLISH = 'mutation ($b: ID!) { results { publishByBattleID(battleID: $b) { id } } }';
const UNPUBLISH = 'mutation ($b: ID!) { results { unpublishByBattleID(battleID: $b) { id } } }';
const OWN = 'battleTaskAnswerCurrentUser { id points overridePoints note answers { id points } }';
const TASK_VIEW = `query ($id: ID!) { battles { getBattleTask(id: $id) { ${OWN} } } }`;
const OPEN_TASK = `query ($id: ID!) { battles { getMyOpenBattleTask(battleTaskID: $id) { ${OWN} } } }`;

interface OwnView {
  id: string;
  points: number | null;
  overridePoints: number | null;
  note: string | null;
  answers: { id: string; points: number | null }[];
}
type Noted = Omit<TaskAnswerView, 'corrections'> & { note: string | null; corrections: { subject: string; oldNote: string | null; newNote: string | null }[] };

describe.each(engines)('notes to the patrol (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Noter' });
  let staff: Actor;
  let task: AnsweredTask;
  let patrolToken: string;
  let otherPatrolToken: string;

  beforeAll(async () => {
    site.clock.freeze();
    staff = await newStaffMember(site, site.battleID);
    task = await answeredTask(site, site.battleID, 2, 'Noteopgave');
    patrolToken = await login(site.client, task.deliveries[0]!.owner.userName, TEST_PASSWORD);
    otherPatrolToken = await login(site.client, task.deliveries[1]!.owner.userName, TEST_PASSWORD);
  });

  const writeNote = (token: string, id: string, note: string | null) =>
    site.client.graphql<{ answers: { writeCorrectionNote: Noted } }>(NOTE, { t: id, n: note }, token);
  const setRelease = (release: string) => site.client.graphql(RELEASE, { b: site.battleID, r: release }, staff.token);
  async function own(token: string, query = TASK_VIEW): Promise<OwnView | null | undefined> {
    const answer = await site.client.graphql<{ battles: Record<string, { battleTaskAnswerCurrentUser: OwnView | null }> }>(query, { id: task.taskID }, token);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data?.battles ?? {})[0]?.battleTaskAnswerCurrentUser;
  }

  it('saves a plain-text note under the live lock, with its lines in the audit trail', async () => {
    const id = task.deliveries[0]!.taskAnswerID;
    expect(codeOf(await writeNote(staff.token, id, 'Flot!'))).toBe('CONFLICT');
    await getAnswer(site, staff.token, id, true);
    expect(codeOf(await writeNote(staff.token, id, 'x'.repeat(1001)))).toBe('BAD_USER_INPUT');

    const saved = await writeNote(staff.token, id, '  Flot klaret!\r\nGodt set.\u0007  ');
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.answers.writeCorrectionNote.note).toBe('Flot klaret!\nGodt set.');
    // The same note again writes no line; clearing it does.
    await writeNote(staff.token, id, 'Flot klaret!\nGodt set.');
    const cleared = await writeNote(staff.token, id, '   ');
    expect(cleared.data?.answers.writeCorrectionNote.note).toBeNull();
    const kept = await writeNote(staff.token, id, 'Flot klaret!');
    expect(kept.data?.answers.writeCorrectionNote.corrections.map(({ subject, oldNote, newNote }) => [subject, oldNote, newNote])).toEqual([
      ['NOTE', null, 'Flot klaret!\nGodt set.'],
      ['NOTE', 'Flot klaret!\nGodt set.', null],
      ['NOTE', null, 'Flot klaret!'],
    ]);
    expect((await correct(site, staff.token, task.deliveries[0]!.textAnswerID, 4)).errors).toBeUndefined();
  });

  it("keeps the battle's phrases for its staff and admins, within their limits", async () => {
    expect((await site.client.graphql(FEEDBACK, { b: site.battleID }, staff.token)).data).toEqual({
      battles: { getBattle: { correctionFeedback: { release: 'TASK_CLOSED', phrases: [] } } },
    });
    const saved = await site.client.graphql(PHRASES, { b: site.battleID, p: [' Flot klaret! ', 'Godt forsøg'] }, staff.token);
    expect(saved.data).toEqual({ answers: { setNotePhrases: { release: 'TASK_CLOSED', phrases: ['Flot klaret!', 'Godt forsøg'] } } });
    for (const phrases of [Array.from({ length: 21 }, (_, index) => `Sætning ${index}`), ['y'.repeat(201)], [''], ['To', 'To'], ['To\nlinjer']]) {
      const refused = await site.client.graphql<unknown>(PHRASES, { b: site.battleID, p: phrases }, staff.token);
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions).toMatchObject({ fields: ['phrases'] });
    }
    // Anyone but the battle's staff and admins reads no settings.
    const plain = await newUser(site);
    for (const token of [null, plain.token, patrolToken]) {
      expect((await site.client.graphql(FEEDBACK, { b: site.battleID }, token)).data).toEqual({ battles: { getBattle: { correctionFeedback: null } } });
    }
    expect(
      (await site.client.graphql<{ battles: { getBattle: { correctionFeedback: { phrases: string[] } } } }>(FEEDBACK, { b: site.battleID }, site.adminToken))
        .data?.battles.getBattle.correctionFeedback.phrases,
    ).toEqual(['Flot klaret!', 'Godt forsøg']);
  });

  it('shows the patrol its points and note by the setting, on every read path, never another patrol its own', async () => {
    const hidden = { points: null, overridePoints: null, note: null };
    // Today's rule by default: after the task's availableTo.
    expect(await own(patrolToken)).toMatchObject(hidden);
    expect((await own(patrolToken))?.answers.every((answer) => answer.points === null)).toBe(true);

    expect((await setRelease('AT_ONCE')).errors).toBeUndefined();
    expect(await own(patrolToken)).toMatchObject({ note: 'Flot klaret!', points: 6 });
    expect(await own(patrolToken, OPEN_TASK)).toMatchObject({ note: 'Flot klaret!', points: 6 });
    expect(await own(otherPatrolToken)).toMatchObject({ id: task.deliveries[1]!.taskAnswerID, note: null });

    expect((await setRelease('RESULTS_PUBLISHED')).errors).toBeUndefined();
    expect(await own(patrolToken, OPEN_TASK)).toMatchObject(hidden);
    site.clock.advance(91 * MINUTE);
    expect(await own(patrolToken)).toMatchObject(hidden);
    expect((await site.client.graphql(PUBLISH, { b: site.battleID }, staff.token)).errors).toBeUndefined();
    expect(await own(patrolToken)).toMatchObject({ note: 'Flot klaret!', points: 6 });
    expect((await site.client.graphql(UNPUBLISH, { b: site.battleID }, staff.token)).errors).toBeUndefined();
    expect(await own(patrolToken)).toMatchObject(hidden);

    expect((await setRelease('TASK_CLOSED')).errors).toBeUndefined();
    expect(await own(patrolToken)).toMatchObject({ note: 'Flot klaret!', points: 6 });
  });
});

import type { LiveMessage } from '@usb/schema/rest';
import { newStaffMember, newUser, type Actor } from '../../support/accounts';
import { registerPatrol } from '../../support/battles';
import { openLive, type LiveReader } from '../../support/live-client';
import { within } from '../../support/propagation';
import { useSite } from '../../support/site';
import { answeredTask, correct, expectStaffOnly, getAnswer, RELEASE, staffAudience, type AnsweredTask } from '../../support/staff';
import { STAFF_ACTIVITY_INTERVAL_MS } from '../../../src/modules/correction/staff-activity';
import { engines } from '../../support/storage';
import { answerQuestion } from '../../support/tasks';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const NIGHT = `query ($b: ID!) { battleTaskAnswers { getNightByBattleID(battleID: $b) {
  battleID at answersPerMinute { minute answers } tasks { battleTaskID name waiting locked corrected }
  locks { battleTaskAnswerID battleTaskID taskName patrol { id name } corrector { id contactInfo { fullName } } lockedSince lockedUntil } } } }`;

interface Night {
  battleID: string;
  at: string;
  answersPerMinute: { minute: string; answers: number }[];
  tasks: { battleTaskID: string; name: string; waiting: number; locked: number; corrected: number }[];
  locks: {
    battleTaskAnswerID: string;
    battleTaskID: string;
    taskName: string;
    patrol: { id: string; name: string };
    corrector: { id: string; contactInfo: { fullName: string } };
    lockedSince: string;
    lockedUntil: string;
  }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isActivity = (battleID: string) => (message: LiveMessage) => message.kind === 'staff-activity' && message.battleId === Number(battleID);
const total = (night: Night) => night.answersPerMinute.reduce((sum, minute) => sum + minute.answers, 0);

describe.each(engines)('the staff live view of the night (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Natten' });
  let staff: Actor;
  let task: AnsweredTask;
  const streams: LiveReader[] = [];

  async function night(token: string | null = staff.token) {
    return site.client.graphql<{ battleTaskAnswers: { getNightByBattleID: Night } }>(NIGHT, { b: site.battleID }, token);
  }
  async function figures(): Promise<Night> {
    const answer = await night();
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.battleTaskAnswers.getNightByBattleID;
  }
  /** The figures once the saves' counts are written (at most a second after the saves). */
  const figuresWith = (answers: number) => within(figures, (found) => total(found) >= answers);
  const queueOf = (found: Night) => found.tasks.find((entry) => entry.battleTaskID === task.taskID);

  beforeAll(async () => {
    site.clock.freeze();
    staff = await newStaffMember(site, site.battleID);
    task = await answeredTask(site, site.battleID, 3, 'Natopgave');
  });
  afterAll(() => streams.forEach((stream) => stream.close()));

  it('counts the answers saved this minute and gives the last 60 minutes, oldest first', async () => {
    const found = await figuresWith(6);
    expect(found.battleID).toBe(site.battleID);
    expect(found.answersPerMinute).toHaveLength(60);
    const now = site.clock.now().getTime();
    expect(new Date(found.answersPerMinute[59]!.minute).getTime()).toBe(Math.floor(now / MINUTE) * MINUTE);
    expect(new Date(found.answersPerMinute[0]!.minute).getTime()).toBe(Math.floor(now / MINUTE) * MINUTE - 59 * MINUTE);
    expect(found.answersPerMinute[59]!.answers).toBe(6);
    expect(total(found)).toBe(6);
    expect(queueOf(found)).toEqual({ battleTaskID: task.taskID, name: 'Natopgave', waiting: 3, locked: 0, corrected: 0 });
    expect(found.locks).toEqual([]);
  });

  it('shows who holds which lock since when, and the queue moving from waiting to locked to corrected', async () => {
    const [first, second] = task.deliveries;
    const takenAt = site.clock.now();
    await getAnswer(site, staff.token, first!.taskAnswerID, true);
    let found = await figures();
    expect(queueOf(found)).toMatchObject({ waiting: 2, locked: 1, corrected: 0 });
    expect(found.locks).toEqual([
      {
        battleTaskAnswerID: first!.taskAnswerID,
        battleTaskID: task.taskID,
        taskName: 'Natopgave',
        patrol: { id: first!.patrolID, name: 'Natopgave 0' },
        corrector: { id: staff.id, contactInfo: { fullName: 'Anne Hansen' } },
        lockedSince: takenAt.toISOString(),
        lockedUntil: new Date(takenAt.getTime() + 120 * SECOND).toISOString(),
      },
    ]);

    // Taken again by its holder, the lock is held since the first taking.
    site.clock.advance(30 * SECOND);
    await getAnswer(site, staff.token, first!.taskAnswerID, true);
    expect((await figures()).locks[0]?.lockedSince).toBe(takenAt.toISOString());

    expect((await correct(site, staff.token, first!.textAnswerID, 3)).errors).toBeUndefined();
    expect((await site.client.graphql(RELEASE, { t: first!.taskAnswerID }, staff.token)).errors).toBeUndefined();
    found = await figures();
    expect(queueOf(found)).toMatchObject({ waiting: 2, locked: 0, corrected: 1 });
    expect(found.locks).toEqual([]);

    // A lock that runs out leaves the list by itself.
    await getAnswer(site, staff.token, second!.taskAnswerID, true);
    expect(queueOf(await figures())).toMatchObject({ waiting: 1, locked: 1 });
    site.clock.advance(121 * SECOND);
    found = await figures();
    expect(queueOf(found)).toMatchObject({ waiting: 2, locked: 0, corrected: 1 });
    expect(found.locks).toEqual([]);
  });

  it('wakes the battle’s staff when a patrol saves, at most once a second, and never the patrols', async () => {
    const owner = await newUser(site, { prefix: 'natpatrulje' });
    await registerPatrol(site, owner, site.battleID, 'Natuglerne');
    // Let the changes made before go quiet: their last event may come a second after them, and
    // the next one a second after that.
    await sleep(2 * STAFF_ACTIVITY_INTERVAL_MS + 100);
    const staffStream = await openLive(site.url, staff.token);
    const patrolStream = await openLive(site.url, owner.token);
    streams.push(staffStream, patrolStream);
    expect([staffStream.status, patrolStream.status]).toEqual([200, 200]);
    const before = total(await figures());

    const started = Date.now();
    for (let save = 0; save < 5; save += 1) {
      const saved = await answerQuestion(site, owner.token, task.textQuestionID, { stringAnswer: { answerText: `Udkast ${save}` } });
      expect(saved.errors).toBeUndefined();
    }
    const elapsed = Date.now() - started;
    await staffStream.next(isActivity(site.battleID));
    // One event at once, then at most one a second for the saves after it (one when they took under a second).
    await sleep(1.5 * SECOND);
    const events = staffStream.messages.filter(isActivity(site.battleID)).length;
    expect(events).toBeGreaterThanOrEqual(2);
    expect(events).toBeLessThanOrEqual(1 + Math.ceil(elapsed / SECOND));
    expect(staffStream.messages.every((message) => message.data === undefined && message.eventId === undefined)).toBe(true);
    expect(patrolStream.messages).toEqual([]);
    expect(total(await figures())).toBe(before + 5);

    // Taking a lock wakes the staff too (within the second the saves' last event started).
    const heard = staffStream.messages.length;
    await getAnswer(site, staff.token, task.deliveries[2]!.taskAnswerID, true);
    await sleep(STAFF_ACTIVITY_INTERVAL_MS + 200);
    expect(staffStream.messages.length).toBe(heard + 1);
    expect(patrolStream.messages).toEqual([]);
  });

  it('drops the minutes older than an hour', async () => {
    site.clock.advance(61 * MINUTE);
    const found = await figures();
    expect(found.answersPerMinute).toHaveLength(60);
    expect(total(found)).toBe(0);
  });

  it('is for the battle’s staff and admins only', async () => {
    const member = await newUser(site, { prefix: 'medlem' });
    await registerPatrol(site, member, site.battleID, 'Medlemmerne');
    const audience = await staffAudience(site, site.battleID, member.token);
    await expectStaffOnly(audience, (token) => night(token));
    const unknown = await site.client.graphql(NIGHT, { b: '999999' }, site.adminToken);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});

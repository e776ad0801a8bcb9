import { Client } from 'pg';
import { LISTENER_APPLICATION_NAME } from '../../../src/lib/invalidation-bus';
import { newStaffMember, newUser, type Actor } from '../../support/accounts';
import { codeOf, type GraphqlAnswer } from '../../support/api-client';
import { registerPatrol, tokenOf } from '../../support/battles';
import { startApp, testConfig, useSite, type TestSite } from '../../support/site';
import { describeOnPostgres, engines } from '../../support/storage';
import { createQuestion, createTask, taskTimes } from '../../support/tasks';
import { within } from '../../support/propagation';

const HOUR = 60 * 60 * 1000;

const CURRENT = '{ users { getCurrent { id roles { id } } } }';
const QUEUE = 'query ($b: ID!) { battleTaskAnswers { getByBattleID(battleID: $b) { id } } }';
const SEARCH = '{ users { searchUsers(searchText: "a") { id } } }';
const ROLE = (change: 'addRole' | 'removeRole') => `mutation ($u: ID!, $r: Int!) { users { ${change}(userID: $u, roleID: $r) { id } } }`;
const REMOVE_STAFF = 'mutation ($b: ID!, $u: ID!) { battles { removeBattleStaffMember(battleID: $b, userID: $u) { id } } }';
const OPEN_TASKS = '{ battles { getMyOpenBattleTasks { id name } } }';
const ANSWER = 'mutation ($q: ID!, $s: StringAnswerInput) { answers { answerQuestion(questionID: $q, stringAnswer: $s) { id } } }';
const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';
const REMOVE_MEMBER = 'mutation ($p: ID!, $u: ID!) { patrols { removeMember(patrolID: $p, userID: $u) { id } } }';
const SAVE_TASK = `mutation ($id: ID, $name: String, $battleID: ID, $patrolCategories: [Int!], $availableFrom: DateTime, $availableTo: DateTime, $close: DateTime) {
  battles { saveBattleTask(id: $id, name: $name, battleID: $battleID, patrolCategories: $patrolCategories, availableFrom: $availableFrom, availableTo: $availableTo, close: $close) { id } } }`;

const refusedWith = (code: string) => (answer: GraphqlAnswer<unknown>) => codeOf(answer) === code;

// PostgreSQL: two api processes on one database, the change made on one, seen on the other.
// PGlite is one process: the same checks with both "processes" the one app.
describe.each(engines)('cache invalidation across api processes (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Caches' });
  let other: TestSite;
  let owner: Actor;
  let member: Actor;
  let patrolID: string;
  let taskID: string;
  let questionID: string;
  const both = () => [site, other] as const;

  beforeAll(async () => {
    other = engine === 'postgres' ? await startApp(testConfig(site.storage, site.clock)) : site;
    [owner, member] = await Promise.all([newUser(site), newUser(site)]);
    const patrol = await registerPatrol(site, owner, site.battleID, 'Ulvene', { category: 1 });
    patrolID = patrol.id;
    expect((await site.client.graphql(JOIN, { t: tokenOf(patrol.inviteLink) }, member.token)).errors).toBeUndefined();
    taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site), { name: 'Cachet opgave' });
    questionID = await createQuestion(site, site.adminToken, taskID, 'stringQuestion');
  });

  afterAll(async () => {
    if (other !== site) await other.close();
  });

  it('listens for invalidations on every process', () => {
    for (const api of both()) expect(api.app.invalidation.listening).toBe(true);
  });

  it('refuses a logged-out token on both processes', async () => {
    const user = await newUser(site);
    for (const api of both()) expect((await api.client.graphql(CURRENT, {}, user.token)).data).not.toBeNull();
    expect((await site.client.request('DELETE', '/api/auth/current', { token: user.token })).status).toBe(204);
    for (const api of both()) {
      expect(codeOf(await within(() => api.client.graphql(CURRENT, {}, user.token), refusedWith('UNAUTHENTICATED')))).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a corrector whose StaffRole or staff place was taken, on both processes', async () => {
    const [byRole, byPlace] = [await newStaffMember(site, site.battleID), await newStaffMember(site, site.battleID)];
    for (const api of both()) {
      for (const staff of [byRole, byPlace]) expect((await api.client.graphql(QUEUE, { b: site.battleID }, staff.token)).errors).toBeUndefined();
    }
    expect((await site.client.graphql(ROLE('removeRole'), { u: byRole.id, r: 2 }, site.adminToken)).errors).toBeUndefined();
    expect((await site.client.graphql(REMOVE_STAFF, { b: site.battleID, u: byPlace.id }, site.adminToken)).errors).toBeUndefined();
    for (const api of both()) {
      for (const staff of [byRole, byPlace]) {
        const answer = await within(() => api.client.graphql(QUEUE, { b: site.battleID }, staff.token), refusedWith('FORBIDDEN'));
        expect(codeOf(answer)).toBe('FORBIDDEN');
      }
    }
  });

  it('refuses an admin whose AdminRole was taken, on both processes', async () => {
    const admin = await newUser(site, { prefix: 'admin' });
    expect((await site.client.graphql(ROLE('addRole'), { u: admin.id, r: 1 }, site.adminToken)).errors).toBeUndefined();
    for (const api of both()) {
      expect(
        (
          await within(
            () => api.client.graphql(SEARCH, {}, admin.token),
            (answer) => !answer.errors,
          )
        ).errors,
      ).toBeUndefined();
    }
    expect((await other.client.graphql(ROLE('removeRole'), { u: admin.id, r: 1 }, site.adminToken)).errors).toBeUndefined();
    for (const api of both()) {
      expect(codeOf(await within(() => api.client.graphql(SEARCH, {}, admin.token), refusedWith('FORBIDDEN')))).toBe('FORBIDDEN');
    }
  });

  it("shows a task's moved window in the other process's open-task strip", async () => {
    const listed = (api: TestSite) => api.client.graphql<{ battles: { getMyOpenBattleTasks: { id: string }[] } }>(OPEN_TASKS, {}, owner.token);
    const ids = (answer: Awaited<ReturnType<typeof listed>>) => answer.data?.battles.getMyOpenBattleTasks.map((task) => task.id) ?? [];
    for (const api of both()) expect(ids(await listed(api))).toContain(taskID);
    const later = taskTimes(site, 120);
    const moved = await site.client.graphql(
      SAVE_TASK,
      {
        id: taskID,
        name: 'Cachet opgave',
        battleID: site.battleID,
        patrolCategories: [1],
        availableFrom: later.availableFrom.toISOString(),
        close: later.close.toISOString(),
        availableTo: later.availableTo.toISOString(),
      },
      site.adminToken,
    );
    expect(moved.errors).toBeUndefined();
    for (const api of both())
      expect(
        ids(
          await within(
            () => listed(api),
            (answer) => !ids(answer).includes(taskID),
          ),
        ),
      ).not.toContain(taskID);
    // And back: the strip lists it again, and saves are taken again, on both.
    const now = taskTimes(site);
    const back = { ...now, availableFrom: new Date(now.availableFrom.getTime() - HOUR) };
    const restored = await other.client.graphql(
      SAVE_TASK,
      {
        id: taskID,
        name: 'Cachet opgave',
        battleID: site.battleID,
        patrolCategories: [1],
        availableFrom: back.availableFrom.toISOString(),
        close: back.close.toISOString(),
        availableTo: back.availableTo.toISOString(),
      },
      site.adminToken,
    );
    expect(restored.errors).toBeUndefined();
    for (const api of both())
      expect(
        ids(
          await within(
            () => listed(api),
            (answer) => ids(answer).includes(taskID),
          ),
        ),
      ).toContain(taskID);
  });

  it("stops a removed member's saves on the other process", async () => {
    const save = (api: TestSite, text: string, token = member.token) => api.client.graphql(ANSWER, { q: questionID, s: { answerText: text } }, token);
    for (const api of both()) expect((await save(api, 'Vores svar')).errors).toBeUndefined();
    expect((await site.client.graphql(REMOVE_MEMBER, { p: patrolID, u: member.id }, owner.token)).errors).toBeUndefined();
    expect(codeOf(await within(() => save(other, 'Efter udmeldelsen'), refusedWith('FORBIDDEN')))).toBe('FORBIDDEN');
    expect(codeOf(await save(site, 'Efter udmeldelsen'))).toBe('FORBIDDEN');
    // The owner's saves still go through on both.
    for (const api of both()) {
      expect((await save(api, 'Ejerens svar', owner.token)).errors).toBeUndefined();
    }
  });
});

describeOnPostgres('the invalidation listener of an api process on PostgreSQL', () => {
  const site = useSite('postgres');

  async function sql(text: string): Promise<void> {
    const client = new Client({ connectionString: site.storage.databaseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }

  async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(condition()).toBe(true);
  }

  it('switches the caches off while its connection is gone, so a change missed meanwhile serves nothing stale', async () => {
    const user = await newUser(site);
    expect((await site.client.graphql(CURRENT, {}, user.token)).errors).toBeUndefined();
    await sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = '${LISTENER_APPLICATION_NAME}'`,
    );
    await until(() => !site.app.invalidation.listening, 5000);
    // Behind the api's back: no NOTIFY, and nobody listening would hear it anyway.
    await sql(`delete from sessions where user_id = ${Number(user.id)}`);
    expect(codeOf(await site.client.graphql(CURRENT, {}, user.token))).toBe('UNAUTHENTICATED');
    await until(() => site.app.invalidation.listening, 10_000);
    expect(codeOf(await site.client.graphql(CURRENT, {}, user.token))).toBe('UNAUTHENTICATED');
  });
});

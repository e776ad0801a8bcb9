/**
 * The database failing over under the patrols' autosaves (docs/failover.md), as a managed
 * PostgreSQL or Patroni + HAProxy performs it: two api apps reach the primary through one
 * address (a FaultProxy), patrols save at a steady pace, the primary dies at once
 * (`pg_ctl stop -m immediate`), the standby is promoted and the address moves to it. Afterwards
 * every acknowledged save is looked up on the new primary: none may be missing with a
 * synchronous standby; with an asynchronous one only saves acknowledged in the last moments
 * before the standby stopped receiving may be, and with a partition before the crash (the link
 * to the standby cut a second earlier) some are: the test reports how many. The patrols must see clean failures
 * only (never a 500, an INTERNAL or a hang), the listeners must LISTEN on the new primary, and
 * the caches must have been flushed. The method is in bench/README.md, the figures go to
 * docs/benchmarks.md ("Failover").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FaultProxy } from '@usb/api/test/support/fault-proxy';
import { ADMIN, startApp, TestClock, testConfig, type TestSite } from '@usb/api/test/support/site';
import { prepareNight, type Night } from './night';
import { PatrolRun } from './patrols';
import { PostgresPair, type Replication } from './postgres-pair';
import { failoverFigures, missingSaves } from './figures';

const TASK_NAME = `query ($id: ID!) { battles { getBattleTask(id: $id) { name } } }`;
const SAVE_TASK = `mutation ($id: ID, $name: String, $battleID: ID, $patrolCategories: [Int!], $availableFrom: DateTime, $close: DateTime, $availableTo: DateTime) {
  battles { saveBattleTask(id: $id, name: $name, battleID: $battleID, patrolCategories: $patrolCategories, availableFrom: $availableFrom, close: $close, availableTo: $availableTo) { name } } }`;
/** Saves before the crash, and how long the patrols go on after the address moved (at least). */
const SAVING_BEFORE_MS = 4_000;
const SAVING_AFTER_MS = 3_000;
/** An asynchronous standby may miss what the primary acknowledged this shortly before it lost the standby (link down or crash). */
const ASYNC_WINDOW_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `condition`; on timeout the error names `what` and what `explain` says about it. */
async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000, explain: () => unknown = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what} ${JSON.stringify(explain())}`);
    await sleep(50);
  }
}

async function taskName(app: TestSite, token: string, taskId: number): Promise<string | undefined> {
  const answer = await app.client.graphql<{ battles: { getBattleTask: { name: string } } }>(TASK_NAME, { id: String(taskId) }, token);
  return answer.data?.battles.getBattleTask.name;
}

interface Setup {
  replication: Replication;
  /** The link to the standby goes down this long before the primary dies (0: it stays up). */
  linkDownMs: number;
}

const SETUPS: Setup[] = [
  { replication: 'sync', linkDownMs: 0 },
  { replication: 'async', linkDownMs: 0 },
  // A partition first, then the crash: what an asynchronous standby lacks grows with the partition.
  { replication: 'async', linkDownMs: 1_000 },
];

describe.each(SETUPS)('the database failing over to a $replication standby (link down $linkDownMs ms before) while patrols save', (setup) => {
  const { replication, linkDownMs } = setup;
  let pair: PostgresPair | undefined;
  let proxy: FaultProxy | undefined;
  const apps: TestSite[] = [];
  let dataDir: string | undefined;
  let night: Night;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'usb-failover-api-'));
    pair = await PostgresPair.start(replication);
    proxy = await FaultProxy.start({ host: '127.0.0.1', port: pair.primary.port });
    const storage = {
      engine: 'postgres' as const,
      store: 'folder' as const,
      dataDir,
      databaseUrl: `postgres://postgres@${proxy.address}/usb`,
      dispose: async () => undefined,
    };
    const config = testConfig(storage, new TestClock(), { adminUserName: ADMIN.userName, adminPassword: ADMIN.password });
    apps.push(await startApp(config));
    apps.push(await startApp({ ...config, migrate: false }));
    night = await prepareNight(apps[0]!.app, { patrols: 12, questions: 120 });
  });

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await proxy?.close();
    await pair?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the acknowledged saves, fails the rest cleanly and comes back on the new primary', async () => {
    const [first, second] = apps as [TestSite, TestSite];
    const { primary, standby } = pair!;
    const reader = night.patrols[0]!.token;

    // The caches hold the task: a rename made behind the api's back is not seen...
    for (const app of apps) expect(await taskName(app, reader, night.taskId)).toBe('Opgave');
    await pair!.query(primary, 'update battle_tasks set name = $1 where id = $2', ['Omdøbt i psql', night.taskId]);
    for (const app of apps) expect(await taskName(app, reader, night.taskId)).toBe('Opgave');

    const patrols = new PatrolRun(night, [first.url, second.url]);
    await patrols.start();
    let times: { linkDownAt: number; crashedAt: number; movedAt: number };
    let lag: Awaited<ReturnType<PostgresPair['replicationLag']>>;
    try {
      await sleep(SAVING_BEFORE_MS);
      lag = await pair!.replicationLag();
      const linkDownAt = Date.now();
      if (linkDownMs > 0) {
        pair!.cutLink();
        await sleep(linkDownMs);
      }
      const crashedAt = Date.now();
      await pair!.killPrimary();
      await pair!.promoteStandby();
      proxy!.retarget({ host: '127.0.0.1', port: standby.port });
      times = { linkDownAt, crashedAt, movedAt: Date.now() };
      await until(
        'every patrol saved on the new primary',
        () => patrols.allSavedAfter(times.movedAt),
        20_000,
        () => patrols.notSavedAfter(times.movedAt),
      );
      await sleep(SAVING_AFTER_MS);
    } finally {
      await patrols.stop();
    }
    const { linkDownAt, crashedAt } = times;

    const stored = await pair!.query<{ patrol_id: number; question_id: number; answer_text: string }>(
      standby,
      'select t.patrol_id, a.question_id, a.answer_text from answers a join battle_task_answers t on t.id = a.battle_task_answer_id where t.battle_task_id = $1',
      [night.taskId],
    );
    const missing = missingSaves(patrols.saves, stored);
    const figures = failoverFigures(patrols, missing, times);
    console.log(`failover (${replication} standby, link down ${linkDownMs} ms before): ${JSON.stringify({ ...figures, lagAtCrash: lag })}`);

    // ...the patrols saw clean failures only, and every one of them saved again...
    expect(patrols.failures.filter((failure) => !/^HTTP 503 UNAVAILABLE$|^network$/.test(failure.kind))).toEqual([]);
    expect(patrols.saves.filter((save) => save.acknowledgedAt > crashedAt).length).toBeGreaterThan(night.patrols.length);
    // ...and nothing acknowledged is lost: with a synchronous standby nothing at all, with an
    // asynchronous one nothing acknowledged before its link went down, but what came after.
    if (replication === 'sync') expect(missing).toEqual([]);
    else expect(missing.filter((save) => save.acknowledgedAt < linkDownAt - ASYNC_WINDOW_MS)).toEqual([]);
    if (linkDownMs > 0) expect(missing.length).toBeGreaterThan(0);

    // Both listeners are back, and the caches they switched off came back empty.
    await until('both listeners are back', () => apps.every((app) => app.app.invalidation.listening));
    for (const app of apps) expect(await taskName(app, reader, night.taskId)).toBe('Omdøbt i psql');

    // A write through one app on the new primary reaches the other's cache: its listener LISTENs there.
    expect(await taskName(second, reader, night.taskId)).toBe('Omdøbt i psql');
    const rename = await first.client.graphql(SAVE_TASK, { id: String(night.taskId), name: 'Efter failover', ...night.taskFields }, night.adminToken);
    expect(rename.errors).toBeUndefined();
    await until('the other app sees the rename', async () => (await taskName(second, reader, night.taskId)) === 'Efter failover', 2_000);
  });
});

/**
 * One api node cut off from PostgreSQL (its connections through a FaultProxy), another on the
 * database directly. While the route is blackholed or cut, the node answers every request that
 * needs the database 503 UNAVAILABLE with Retry-After within its statement timeout (no request
 * hangs), and its readiness check says unready (database and listener); what it was asked to
 * save then is not saved. After the heal it turns ready by itself and serves what the other
 * node changed meanwhile (its caches were flushed), and a retried save goes through.
 */
import { sql } from 'drizzle-orm';
import type { GraphqlAnswer, HttpAnswer } from '@usb/api/test/support/api-client';
import { codeOf } from '@usb/api/test/support/api-client';
import { newUser, type Actor } from '@usb/api/test/support/accounts';
import { createBattle } from '@usb/api/test/support/battles';
import { READY_TIMEOUT_MS } from '@usb/api/src/modules/health/readiness';
import { FaultProxy } from '@usb/api/test/support/fault-proxy';
import { startApp, testConfig, useSite, type TestSite } from '@usb/api/test/support/site';

const STATEMENT_TIMEOUT_MS = 1_000;
const POOL_SIZE = 10;
/** The client gives a dead connection the statement timeout and 1 s more; the rest is a loaded machine's slack. */
const ANSWER_WITHIN_MS = STATEMENT_TIMEOUT_MS + 1_000 + 1_500;

const CURRENT = '{ users { getCurrent { id roles { id } } } }';
const ADD_ROLE = 'mutation ($u: ID!, $r: Int!) { users { addRole(userID: $u, roleID: $r) { id } } }';
const ROLE_ADMIN = 1;
const ROLE_STAFF = 2;

interface Current {
  users: { getCurrent: { roles: { id: string }[] } | null };
}

async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await work();
  return { answer, ms: Date.now() - started };
}

async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an api node cut off from PostgreSQL', () => {
  const direct = useSite('postgres');
  let proxy: FaultProxy;
  let node: TestSite;
  let user: Actor;

  const ready = () => node.client.get<{ status: string; reasons?: string[] }>('/api/ready');
  const roles = async (on: TestSite) =>
    ((await on.client.graphql<Current>(CURRENT, {}, user.token)).data?.users.getCurrent?.roles ?? []).map((role) => Number(role.id));

  beforeAll(async () => {
    proxy = await FaultProxy.start({ host: '127.0.0.1', port: 5432 });
    const databaseUrl = direct.storage.databaseUrl?.replace('127.0.0.1:5432', proxy.address);
    node = await startApp(testConfig(direct.storage, direct.clock, { databaseUrl, databaseStatementTimeoutMs: STATEMENT_TIMEOUT_MS }));
    user = await newUser(direct);
  });

  afterAll(async () => {
    await proxy.close();
    await node.close();
  });

  afterEach(() => proxy.heal());

  it('fails fast and unready while blackholed, saves nothing, and serves fresh data after the heal', async () => {
    expect((await ready()).status).toBe(200);
    // The node caches the user's session and roles.
    expect(await roles(node)).toEqual([]);

    // A pool full of open connections, which the blackhole leaves open and silent.
    await Promise.all(Array.from({ length: POOL_SIZE }, () => node.app.db.execute(sql`select pg_sleep(0.2)`)));
    expect(node.app.database.pool?.totalCount).toBe(POOL_SIZE);

    proxy.blackhole();
    // Transactions whose begin goes out on those connections, and saves through the api: each fails, none keeps its connection.
    const [health, transactions, battles] = await Promise.all([
      timed(() => node.client.get('/api/health')),
      Promise.allSettled(Array.from({ length: POOL_SIZE }, () => node.app.db.transaction((tx) => tx.execute(sql`select 1`)))),
      Promise.allSettled(
        Array.from({ length: POOL_SIZE + 2 }, (_, index) =>
          createBattle({ client: node.client, clock: direct.clock }, direct.adminToken, `Mørkelagt ${index}`),
        ),
      ),
    ]);
    expectUnavailable(health.answer);
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(transactions.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(battles.every((outcome) => outcome.status === 'rejected')).toBe(true);

    await until('unready with both reasons', async () => (await ready()).body.reasons?.join() === 'database,listener', 10_000);
    // The check answers within its own 1 s limit, whatever the database does.
    const check = await timed(ready);
    expect(check.answer.status).toBe(503);
    expect(check.ms).toBeLessThan(READY_TIMEOUT_MS + 500);

    // A save asked of the node fails whole; the same change made through the other node meanwhile succeeds.
    const save = await timed(() =>
      node.client.request<GraphqlAnswer<unknown>>('POST', '/graphql', {
        body: { query: ADD_ROLE, variables: { u: user.id, r: ROLE_STAFF } },
        token: direct.adminToken,
      }),
    );
    expect(save.answer.status).toBe(503);
    expect(save.answer.headers.get('retry-after')).toBe('2');
    expect(codeOf(save.answer.body)).toBe('UNAVAILABLE');
    expect(save.ms).toBeLessThan(ANSWER_WITHIN_MS);
    const reads = await timed(() => node.client.request<GraphqlAnswer<Current>>('POST', '/graphql', { body: { query: CURRENT }, token: user.token }));
    expect(reads.answer.status).toBe(503);
    expect(codeOf(reads.answer.body)).toBe('UNAVAILABLE');
    expect((await direct.client.graphql(ADD_ROLE, { u: user.id, r: ROLE_ADMIN }, direct.adminToken)).errors).toBeUndefined();
    proxy.heal();
    await until('ready again', async () => (await ready()).status === 200, 15_000);
    expect(await roles(node)).toEqual([ROLE_ADMIN]);
    expect(await roles(direct)).toEqual([ROLE_ADMIN]);
    // The client's retry of the failed save goes through.
    expect((await node.client.graphql(ADD_ROLE, { u: user.id, r: ROLE_STAFF }, direct.adminToken)).errors).toBeUndefined();
    expect((await roles(direct)).sort()).toEqual([ROLE_ADMIN, ROLE_STAFF]);
    // The pool is whole again: twice its size at once are all served, on at most its size of connections.
    const burst = await Promise.all(Array.from({ length: 2 * POOL_SIZE }, () => node.client.get('/api/health')));
    expect(burst.map((answer) => answer.status)).toEqual(Array<number>(2 * POOL_SIZE).fill(200));
    expect(node.app.database.pool?.totalCount).toBeLessThanOrEqual(POOL_SIZE);
    expect(node.app.database.pool?.waitingCount).toBe(0);
    // Once what the last requests left running in the background is done, every connection the pool
    // counts is idle: none is kept by a transaction that failed in the blackhole.
    const pool = node.app.database.pool;
    await until('every pooled connection idle', async () => pool !== null && pool.idleCount === pool.totalCount, 3_000);
    const saved = await direct.client.graphql<{ battles: { getBattlesOpenForRegistration: { name: string }[] } }>(
      '{ battles { getBattlesOpenForRegistration { name } } }',
    );
    expect(saved.data?.battles.getBattlesOpenForRegistration.filter((battle) => battle.name.startsWith('Mørkelagt'))).toEqual([]);
  });

  it('fails fast and unready while its connections are cut, and is ready again after the heal', async () => {
    expect((await ready()).status).toBe(200);
    proxy.cut();
    const health = await timed(() => node.client.get('/api/health'));
    expectUnavailable(health.answer);
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
    await until('unready', async () => (await ready()).status === 503, 10_000);
    proxy.heal();
    await until('ready again', async () => (await ready()).status === 200, 15_000);
    expect((await node.client.get('/api/health')).status).toBe(200);
  });
});

function expectUnavailable(answer: HttpAnswer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('2');
  expect(answer.body).toEqual({ code: 'UNAVAILABLE', message: expect.any(String) as unknown });
}

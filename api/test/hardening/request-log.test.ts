/**
 * The log on an event night: an ordinary request writes no line by default, a slow one and a
 * failed one exactly one each, and LOG_REQUESTS=1 gives every request one access line. The
 * site is the real app over HTTP with a captured log; one extra route sleeps, to be slow on
 * purpose. The logger does not depend on the engine, so PGlite alone runs it.
 */
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { newSignup } from '../support/accounts';
import { ApiClient } from '../support/api-client';
import { TestClock, testConfig } from '../support/site';
import { createStorage, type TestStorage } from '../support/storage';

/**
 * Far above what an ordinary request takes even on a loaded CI machine (where the first request
 * of a new app has taken over 100 ms), so only the sleeping route counts as slow.
 */
const SLOW_MS = 1_500;

interface LoggedSite {
  app: FastifyInstance;
  client: ApiClient;
  /** Log lines written since the last call, parsed. */
  takeLines(): Record<string, unknown>[];
}

function useLoggedSite(overrides: Partial<AppConfig>): LoggedSite {
  const site = {} as LoggedSite;
  let storage: TestStorage | undefined;
  beforeAll(async () => {
    storage = await createStorage('pglite');
    let lines: string[] = [];
    const config = testConfig(storage, new TestClock(), {
      logLevel: 'info',
      slowRequestMs: SLOW_MS,
      logStream: { write: (line: string) => lines.push(line) },
      ...overrides,
    });
    const app = await buildApp(config);
    app.get('/test/slow', async () => {
      await sleep(SLOW_MS + 200);
      return { slow: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    Object.assign(site, {
      app,
      client: new ApiClient(`http://127.0.0.1:${port}`),
      takeLines() {
        const taken = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        lines = [];
        return taken;
      },
    });
  });
  afterAll(async () => {
    await site.app?.close();
    await storage?.dispose();
  });
  return site;
}

describe('request lines by default', () => {
  const site = useLoggedSite({});

  it('writes no line for ordinary requests', async () => {
    site.takeLines();
    expect((await site.client.get('/api/health')).status).toBe(200);
    expect((await site.client.get('/api/auth/current')).status).toBe(401);
    expect((await site.client.post('/graphql', { query: '{ battles { getMyOpenBattleTasks { id } } }' })).status).toBe(200);
    expect(site.takeLines()).toEqual([]);
  });

  it('writes one warning with the time for a slow request', async () => {
    site.takeLines();
    expect((await site.client.get('/test/slow')).status).toBe(200);
    const lines = site.takeLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow request', req: { method: 'GET', url: '/test/slow' }, res: { statusCode: 200 } });
    expect(lines[0]?.responseTime).toBeGreaterThan(SLOW_MS);
  });

  it('writes one error line, with the request and the error, for a failed request', async () => {
    await site.app.db.execute(sql`alter table users add constraint users_refuse_log check (id < 0) not valid`);
    try {
      site.takeLines();
      expect((await site.client.post('/api/user/signup', newSignup('loglinje'))).status).toBe(500);
      const lines = site.takeLines();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 50, msg: 'unexpected error', req: { method: 'POST', url: '/api/user/signup' } });
      expect(JSON.stringify(lines[0]?.err)).toContain('users_refuse_log');
    } finally {
      await site.app.db.execute(sql`alter table users drop constraint users_refuse_log`);
    }
  });
});

describe('request lines with LOG_REQUESTS=1', () => {
  const site = useLoggedSite({ logRequests: 1 });

  it('writes exactly one access line per request', async () => {
    site.takeLines();
    await site.client.get('/api/health');
    await site.client.get('/api/auth/current');
    const lines = site.takeLines();
    expect(
      lines.map((line) => [line.msg, (line.req as { url?: string } | undefined)?.url, (line.res as { statusCode?: number } | undefined)?.statusCode]),
    ).toEqual([
      ['request completed', '/api/health', 200],
      ['request completed', '/api/auth/current', 401],
    ]);
  });
});

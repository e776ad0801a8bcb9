/**
 * Several api processes on one port (src/platform/cluster.ts), as `npm run serve` starts them on
 * PostgreSQL: the real server.ts from source with WORKERS=2 and access lines on, so each answer
 * names the process that gave it. A session made through one worker is accepted by the other,
 * the primary's metrics address sums both workers' requests, and SIGTERM to the primary shuts
 * both workers down before it exits.
 */
import { request } from 'node:http';
import { login } from '../support/accounts';
import { ApiClient } from '../support/api-client';
import { sample, scrape } from '../support/metrics';
import { SERVER_WAIT_MS, startServer, type LogLine, type ServerProcess } from '../support/server-process';
import { createStorage, describeOnPostgres, type TestStorage } from '../support/storage';

const ADMIN = { userName: 'klyngechef', password: 'klynge-adgang' };

/** GET on a connection of its own (no keep-alive pool), so the cluster hands it to the next worker. */
function getOnNewConnection(port: number, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent: false, headers: { 'x-auth-token': token } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describeOnPostgres('two api processes on PostgreSQL', () => {
  let storage: TestStorage;
  let server: ServerProcess;

  beforeAll(async () => {
    storage = await createStorage('postgres');
    server = await startServer({
      DATABASE_URL: storage.databaseUrl,
      DATA_DIR: storage.dataDir,
      WORKERS: '2',
      ADMIN_USERNAME: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_REQUESTS: '1',
      DRAIN_MS: '0',
      METRICS_PORT: '0',
    });
  }, SERVER_WAIT_MS + 10_000);

  afterAll(async () => {
    server.stop();
    await storage.dispose();
  });

  it('accepts a session made through one worker in the other, and SIGTERM closes both', async () => {
    const { log, port } = server;
    const primary = server.child.pid;
    const listeningWorkers = (lines: LogLine[]) => [...new Set(lines.filter((line) => line.msg.startsWith('Server listening at')).map((line) => line.pid))];
    // A worker's own log line may come through the pipe after the primary heard it listen.
    await log.waitFor("both workers' 'Server listening at'", (lines) => listeningWorkers(lines).length >= 2);
    const workers = listeningWorkers(log.lines);
    expect(workers).not.toContain(primary);
    expect(workers).toHaveLength(2);

    const token = await login(new ApiClient(`http://127.0.0.1:${port}`), ADMIN.userName, ADMIN.password);
    const statuses = await Promise.all(Array.from({ length: 6 }, () => getOnNewConnection(port, '/api/auth/current', token)));
    expect(statuses).toEqual(Array<number>(6).fill(200));

    const servedBy = (method: string, url: string, status: number) =>
      new Set(log.lines.filter((line) => line.req?.method === method && line.req.url === url && line.res?.statusCode === status).map((line) => line.pid));
    await log.waitFor('six session answers', (lines) => lines.filter((line) => line.req?.url === '/api/auth/current').length === 6);
    const loggedInAt = [...servedBy('POST', '/api/auth', 200)];
    expect(loggedInAt).toHaveLength(1);
    expect([...servedBy('GET', '/api/auth/current', 200)].sort()).toEqual([...workers].sort());

    const metrics = log.lines.find((line) => line.pid === primary && line.msg === 'metrics listening')?.address;
    const scraped = await scrape(`${metrics?.address}:${metrics?.port}`);
    expect(sample(scraped.text, 'usb_http_request_duration_seconds_count', { route: '/api/auth/current', method: 'GET', status: '200' })).toBe(6);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(workers.filter(isAlive)).toEqual([]);
    expect(
      log.lines
        .filter((line) => line.msg === 'shutting down')
        .map((line) => line.pid)
        .sort(),
    ).toEqual([...workers].sort());
  });
});

/**
 * A rolling restart's half on the node (src/platform/cluster.ts, GET /api/ready): the real server.ts,
 * told to stop with SIGTERM, answers its readiness check 503 at once and goes on serving every
 * request, each with `Connection: close`, for DRAIN_MS, then closes its port and exits 0. Run
 * on the embedded database as one process and on PostgreSQL as a primary with two workers.
 */
import { request } from 'node:http';
import { SERVER_WAIT_MS, startServer, type ServerProcess } from '../support/server-process';
import { createStorage, engines, type Engine, type TestStorage } from '../support/storage';

const DRAIN_MS = 2_000;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** GET on a connection of its own; null when the port refuses or resets it. */
function get(port: number, path: string): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent: false }, (answer) => {
      let body = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection, body }));
    });
    // When the port closes, a connection the cluster's primary had just accepted is reset instead of
    // refused: both mean 'no longer served', and the test checks when that began.
    sent.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' ? resolve(null) : reject(error)));
    sent.end();
  });
}

const drainingRuns: [Engine, number][] = [
  ['pglite', 1],
  ['postgres', 2],
];

describe.each<[Engine, number]>(drainingRuns.filter(([engine]) => engines.includes(engine)))('draining on SIGTERM (%s, %i worker(s))', (engine, workers) => {
  let storage: TestStorage;
  let server: ServerProcess;

  beforeAll(async () => {
    storage = await createStorage(engine);
    server = await startServer({
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      DATA_DIR: storage.dataDir,
      WORKERS: String(workers),
      SEED_DEMO: '0',
      DRAIN_MS: String(DRAIN_MS),
    });
  }, SERVER_WAIT_MS + 10_000);

  afterAll(async () => {
    server.stop();
    await storage.dispose();
  });

  it('turns unready at once, serves for DRAIN_MS, then closes and exits 0', async () => {
    const ready = await get(server.port, '/api/ready');
    expect(ready?.status).toBe(200);
    expect(JSON.parse(ready?.body ?? '')).toEqual({ status: 'ready' });

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // The signal reaches the workers through the primary: the first check may still come before it.
    let unready: Answer | null = null;
    while (Date.now() - signalled < 1_000) {
      unready = await get(server.port, '/api/ready');
      if (unready?.status === 503) break;
    }
    const unreadyAfter = Date.now() - signalled;
    expect(unready?.status).toBe(503);
    expect(JSON.parse(unready?.body ?? '')).toEqual({ status: 'unready', reasons: ['draining'] });
    expect(unreadyAfter).toBeLessThan(1_000);

    // New connections keep being served until the port closes, each told to go elsewhere next time.
    const served: Answer[] = [];
    let refusedAfter = 0;
    while (Date.now() - signalled < DRAIN_MS + 10_000) {
      const answer = await get(server.port, '/api/health');
      // A connection accepted as the server closes is answered 503 by Fastify (return503OnClosing): no longer served either.
      if (answer === null || answer.status === 503) {
        refusedAfter = Date.now() - signalled;
        break;
      }
      served.push(answer);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((answer) => answer.status !== 200 || answer.connection !== 'close')).toEqual([]);
    expect(refusedAfter).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    expect(await server.exited).toBe(0);
  });
});

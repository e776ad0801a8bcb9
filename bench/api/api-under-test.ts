/**
 * The api under test, forked by the bench so that it has its own processes (and, on PGlite,
 * its database) as in production: configured by readEnv like `npm run serve`, seeded,
 * listening on loopback. It reports the address and the event over IPC and closes (database
 * included) when the bench disconnects.
 *
 * With `workers` above 1 (PostgreSQL) it runs as the site does with WORKERS: this process seeds,
 * then becomes the primary of src/cluster.ts, whose workers (this file again, as cluster
 * workers) serve one port; the bench's disconnect shuts them down as SIGTERM would.
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@usb/api/src/app';
import { runPrimary, serveProcess, workerConfig } from '@usb/api/src/platform/cluster';
import type { AppConfig } from '@usb/api/src/config';
import { readEnv } from '@usb/api/src/env';
import { parseApiLaunch, type ApiLaunch, type ApiMessage } from './api-protocol';
import { seedEventNight } from './seed-event-night';

/** Only the seed hashes passwords; the measured requests never do, so the test suite's cheap argon2id cost saves seconds. */
const SEED_ARGON = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
/** As long as the bench waits for an answer (virtual-browser.ts). */
const SLOW_LOG_MS = 10_000;
/** Port 0: a free port, the same one for every worker of the cluster. */
const ANY_PORT = '0';

function tell(message: ApiMessage): void {
  if (!process.send) throw new Error('api-under-test runs as a child of the bench (IPC channel missing)');
  process.send(message);
}

function configOf(launch: ApiLaunch): AppConfig {
  const config = readEnv({
    PORT: ANY_PORT,
    DATA_DIR: launch.dataDir,
    DATABASE_URL: launch.databaseUrl,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // Errors only: the bench times every request itself, and a line per slow request of an overloaded step would measure the log pipe.
    SLOW_REQUEST_MS: String(SLOW_LOG_MS),
  });
  return { ...config, argon: SEED_ARGON };
}

async function serveAlone(launch: ApiLaunch, config: AppConfig): Promise<void> {
  const app = await buildApp(config);
  process.once('disconnect', () => void app.close());
  await app.ready();
  const seedStarted = performance.now();
  const fixture = await seedEventNight(app, launch.patrols);
  const seedMs = performance.now() - seedStarted;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  tell({ type: 'ready', url: `http://127.0.0.1:${port}`, seedMs, fixture });
}

async function serveCluster(launch: ApiLaunch, config: AppConfig, workers: number): Promise<void> {
  const seeding = await buildApp(config);
  await seeding.ready();
  const seedStarted = performance.now();
  const fixture = await seedEventNight(seeding, launch.patrols);
  const seedMs = performance.now() - seedStarted;
  await seeding.close();
  const port = await runPrimary(config, workers);
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  tell({ type: 'ready', url: `http://127.0.0.1:${port}`, seedMs, fixture });
}

async function main(): Promise<void> {
  const launch = parseApiLaunch(process.argv[2]);
  const config = configOf(launch);
  if (cluster.isWorker) {
    await serveProcess(workerConfig(config));
    return;
  }
  const workers = launch.workers ?? 1;
  if (workers > 1) await serveCluster(launch, config, workers);
  else await serveAlone(launch, config);
}

main().catch((error: unknown) => {
  if (cluster.isWorker) throw error;
  tell({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  process.disconnect();
});

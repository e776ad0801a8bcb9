/**
 * The api under test, forked by event-night.ts so that it has an event loop (and, on PGlite,
 * its database) to itself, as in production: configured by readEnv like `npm run serve`,
 * seeded, listening on loopback. It reports the address and the event over IPC and closes
 * (database included) when the bench disconnects.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { readEnv } from '../src/env';
import { parseApiLaunch, type ApiLaunch, type ApiMessage } from './api-protocol';
import { seedEventNight } from './seed-event-night';

/** Only the seed hashes passwords; the measured requests never do, so the test suite's cheap argon2id cost saves seconds. */
const SEED_ARGON = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

function tell(message: ApiMessage): void {
  if (!process.send) throw new Error('api-under-test runs as a child of event-night.ts (IPC channel missing)');
  process.send(message);
}

async function serve(launch: ApiLaunch): Promise<void> {
  const config = readEnv({
    PORT: '0',
    DATA_DIR: launch.dataDir,
    DATABASE_URL: launch.databaseUrl,
    SEED_DEMO: '0',
    // Request logs would measure the log pipe, not the api.
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ ...config, argon: SEED_ARGON });
  process.once('disconnect', () => void app.close());
  await app.ready();
  const seedStarted = performance.now();
  const fixture = await seedEventNight(app, launch.patrols);
  const seedMs = performance.now() - seedStarted;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  tell({ type: 'ready', url: `http://127.0.0.1:${port}`, seedMs, fixture });
}

serve(parseApiLaunch(process.argv[2])).catch((error: unknown) => {
  tell({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  process.disconnect();
});

/**
 * The site under the deploy bench, forked so that it has its own process (and, on PGlite, its
 * database) as in production: configured by readEnv like `npm run serve`, with an admin,
 * listening on loopback, serving the built shell. It reports its address over IPC and closes
 * when the bench disconnects.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@usb/api/src/app';
import { readEnv } from '@usb/api/src/env';

export const BENCH_ADMIN = { userName: 'benchadmin', password: 'bench-adgang-1' };

export interface DeploySiteLaunch {
  dataDir: string;
  databaseUrl?: string;
}

async function main(): Promise<void> {
  const launch = JSON.parse(process.argv[2] ?? '{}') as DeploySiteLaunch;
  const config = readEnv({
    PORT: '0',
    DATA_DIR: launch.dataDir,
    DATABASE_URL: launch.databaseUrl,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: BENCH_ADMIN.userName,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  const app = await buildApp({ ...config, argon: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  process.send?.({ url: `http://127.0.0.1:${port}` });
  process.once('disconnect', () => {
    void app.close().then(() => process.exit(0));
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

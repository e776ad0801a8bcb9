/**
 * Starts the site on PORT and shuts it down gracefully (in-flight requests finish, the database
 * closes). The once-per-start work (database, migrations, admin, demo data) runs first in a child
 * process; then this process serves, or with WORKERS above 1 (the default on PostgreSQL: one per
 * core) it is the primary of a cluster on that one port (platform/cluster.ts).
 */
import cluster from 'node:cluster';
import { prepareInChild, prepareSite, PREPARE_ONLY, runPrimary, serveProcess, workerConfig } from './platform/cluster';
import { readEnv, readWorkers } from './env';

async function main(): Promise<void> {
  const config = readEnv();
  if (process.argv.includes(PREPARE_ONLY)) {
    await prepareSite(config);
    // Done: no timer or connection of the closed app may keep the start waiting.
    process.exit(0);
  }
  if (cluster.isWorker) {
    await serveProcess(workerConfig(config));
    return;
  }
  const workers = readWorkers();
  await prepareInChild();
  if (workers > 1) await runPrimary(config, workers);
  else await serveProcess(workerConfig(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Starts the site on PORT and shuts it down gracefully (in-flight requests finish, the database
 * closes). With WORKERS above 1 (the default on PostgreSQL: one per core) this process is the
 * primary of a cluster on that one port (src/cluster.ts); otherwise it serves by itself.
 */
import cluster from 'node:cluster';
import { runPrimary, serveProcess, workerConfig } from './cluster';
import { readEnv, readWorkers } from './env';

async function main(): Promise<void> {
  const config = readEnv();
  if (cluster.isWorker) {
    await serveProcess(workerConfig(config));
    return;
  }
  const workers = readWorkers();
  if (workers > 1) await runPrimary(config, workers);
  else await serveProcess(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

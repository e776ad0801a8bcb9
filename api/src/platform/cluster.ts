/**
 * How the site's processes start (server.ts), on either engine.
 *
 * What is done once per start, not per process, runs first in a short-lived child process of the
 * same program (`--prepare-only`): it builds the app, which opens the database (making it, on a
 * new embedded site), migrates, ensures the ADMIN user, writes the demo data and sweeps the
 * uploads a crash cut off, and closes it again. The memory all that takes (initdb, password
 * hashing, the demo data) goes away with the child, so a fresh embedded site serves from a
 * process that never held it. The serving processes then open the database without migrating,
 * without the admin bootstrap and without the demo seed (workerConfig).
 *
 * With WORKERS above 1 (PostgreSQL; the embedded PGlite stays one process, since its database
 * lives inside it) this process is the primary of node:cluster and forks that many workers on
 * one port. What each worker keeps to itself is safe to keep per process: rate limits are
 * counted in the database, the caches drop what another process changed on its NOTIFY
 * (plugins/invalidation.ts), sessions and XSRF tokens live in the database and the cookie, the
 * clock is the real one (only in-process tests move theirs), and the hourly sweeps (ended
 * rate-limit windows, stale `.part` uploads) only delete what is old, so running them in each
 * worker does no harm.
 *
 * Shutting down, a serving process first drains: GET /api/ready answers 503 at once while every
 * request, in flight or new, is still served for config.drainMs (DRAIN_MS), long enough for the
 * balancer to take the node out; then the port closes, in-flight requests finish and the
 * database closes. A shutdown after an uncaught error skips the drain.
 *
 * The primary restarts a worker that dies, and on SIGTERM or SIGINT tells every worker to shut
 * down so, kills what is left after the drain and SHUTDOWN_TIMEOUT_MS, and exits when all are
 * gone. A worker whose primary is gone shuts down too. With METRICS_PORT the primary serves the
 * metrics of all its workers summed (prom-client's AggregatorRegistry asks each over IPC;
 * plugins/metrics.ts).
 */
import { fork } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import closeWithGrace from 'close-with-grace';
import Fastify, { type FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { loggerOptions } from '../lib/log-safety';
import { startMetricsServer, type MetricsServer } from '../lib/metrics-server';

/** The argument that makes server.ts do the once-per-start work and exit. */
export const PREPARE_ONLY = '--prepare-only';

/** A serving process's close (after its drain) gets this long before close-with-grace exits it. */
const CLOSE_TIMEOUT_MS = 10_000;
/** A worker's graceful close (after its drain) gets this long before the primary kills it. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
/** A dying worker is replaced after this pause, so a worker that cannot start does not spin. */
const RESTART_DELAY_MS = 1_000;
const SHUTDOWN_MESSAGE = 'usb:shutdown';

/** The config of a serving process: the prepare step already migrated, bootstrapped the admin and seeded. */
export function workerConfig(config: AppConfig): AppConfig {
  return { ...config, migrate: false, adminPassword: undefined, seedDemo: false };
}

/** Serves the app on config.port in this process until a signal (or the primary) says stop. */
export async function serveProcess(config: AppConfig): Promise<FastifyInstance> {
  const app = await buildApp(config);
  const drainMs = config.drainMs ?? 0;
  const closer = closeWithGrace({ delay: drainMs + CLOSE_TIMEOUT_MS }, async ({ err, signal }) => {
    if (err) {
      app.log.error({ err }, 'shutting down after an error');
    } else {
      app.log.info({ signal, drainMs }, 'shutting down');
      app.drain.start();
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    await app.close();
  });
  if (cluster.isWorker) {
    // Ctrl-C reaches the workers as well as the primary: a worker already closing ignores the primary's word.
    let closing = false;
    process.once('SIGINT', () => (closing = true));
    process.once('SIGTERM', () => (closing = true));
    const stop = () => {
      if (closing) return;
      closing = true;
      void closer.close();
    };
    process.on('message', (message: unknown) => {
      if (message === SHUTDOWN_MESSAGE) stop();
    });
    process.once('disconnect', stop);
  }
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/** The once-per-start work (in the `--prepare-only` child): build the app (database, migrations, admin, demo, sweeps) and close it. */
export async function prepareSite(config: AppConfig): Promise<void> {
  // The short-lived child serves nothing, metrics included.
  const app = await buildApp({ ...config, metricsPort: undefined });
  await app.ready();
  await app.close();
}

/** Runs this program with `--prepare-only` and waits for it to finish. */
export async function prepareInChild(): Promise<void> {
  const program = process.argv[1];
  if (program === undefined) throw new Error('no program to run the start-up work with');
  const child = fork(program, [PREPARE_ONLY], { stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the start-up work (migrations, admin, demo data) failed with exit code ${code}`);
}

function exited(worker: Worker, drainMs: number): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), drainMs + SHUTDOWN_TIMEOUT_MS);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The primary of a prepared site: forks `workers` processes on config.port and supervises them; answers the port once all listen. */
export async function runPrimary(config: AppConfig, workers: number): Promise<number> {
  const log = Fastify({ logger: loggerOptions(config.logLevel, config.logStream) }).log;
  let stopping = false;
  let metrics: MetricsServer | null = null;

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ worker: worker.process.pid, code, signal }, 'api worker died; starting another');
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS).unref();
  });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the api workers');
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    for (const worker of running) {
      if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    }
    await Promise.all(running.map((worker) => exited(worker, config.drainMs ?? 0)));
    await metrics?.close();
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  const listening = new Promise<number>((resolve) => {
    let count = 0;
    cluster.on('listening', (_worker, address) => {
      count += 1;
      if (count === workers) resolve(address.port);
    });
  });
  for (let index = 0; index < workers; index += 1) cluster.fork();
  const port = await listening;
  if (config.metricsPort !== undefined) {
    const aggregator = new AggregatorRegistry();
    const scrape = { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
    metrics = await startMetricsServer(scrape, { host: config.metricsHost ?? '127.0.0.1', port: config.metricsPort }, (error) =>
      log.error({ err: error }, 'metrics scrape failed'),
    );
    log.info({ address: metrics.address }, 'metrics listening');
  }
  log.info({ workers, port }, 'site listening');
  return port;
}

/**
 * Named plugin `usb-metrics`: the process's Prometheus metrics (docs/operations-node.md has the
 * list) on a registry of its own, decorated as `app.metrics`. This plugin counts the requests by
 * route pattern and status with their latency, the GraphQL operations by the fields they call,
 * the caches' hits and misses, the PostgreSQL pool's use and the invalidation listener's state
 * (the last three read when scraped); the modules add theirs (save batch sizes, the correction
 * queue, uploads in flight) to `app.metrics.registry`.
 *
 * With METRICS_PORT set, a single process serves them on METRICS_HOST:METRICS_PORT (never on
 * the site's port); a cluster worker instead answers its primary, which serves the sum over every
 * worker (src/platform/cluster.ts, prom-client's AggregatorRegistry).
 */
import cluster from 'node:cluster';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MercuriusContext } from 'mercurius';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { operationFields } from '../graphql/operation-fields';
import { startMetricsServer, type MetricsServer } from '../lib/metrics-server';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  /** This process's metrics server; null when METRICS_PORT is unset or in a cluster worker. */
  server: MetricsServer | null;
}

/** Request latency buckets (s): the event night's p99 target is 0.1. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function bodyOperationName(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('operationName' in body)) return undefined;
  return typeof body.operationName === 'string' ? body.operationName : undefined;
}

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'usb_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status, and their latency',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    const operations = new Counter({
      name: 'usb_graphql_operations_total',
      help: 'GraphQL operations by the fields they call (namespace.field), type and outcome',
      labelNames: ['operation', 'type', 'outcome'],
      registers: [registry],
    });
    const called = new WeakMap<MercuriusContext, { type: string; fields: string[] }>();
    app.graphql.addHook('preExecution', async (_schema, document, context) => {
      const operation = operationFields(document, bodyOperationName(context.reply.request));
      if (operation) called.set(context, operation);
    });
    app.graphql.addHook('onResolution', async (execution, context) => {
      const operation = called.get(context);
      if (!operation) return;
      const outcome = execution.errors && execution.errors.length > 0 ? 'error' : 'ok';
      for (const field of operation.fields) operations.inc({ operation: field, type: operation.type, outcome });
    });

    new Counter({
      name: 'usb_cache_lookups_total',
      help: 'Cache lookups by cache and result (hit or miss); a cache that is off (listener down) misses',
      labelNames: ['cache', 'result'],
      registers: [registry],
      collect() {
        this.reset();
        for (const cache of app.invalidation.caches) {
          this.inc({ cache: cache.name, result: 'hit' }, cache.hits);
          this.inc({ cache: cache.name, result: 'miss' }, cache.misses);
        }
      },
    });
    new Gauge({
      name: 'usb_cache_entries',
      help: 'Entries held by each cache',
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        this.reset();
        for (const cache of app.invalidation.caches) this.inc({ cache: cache.name }, cache.size);
      },
    });
    new Gauge({
      name: 'usb_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = app.database.pool;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'usb_invalidation_listener_up',
      help: 'Whether the cache invalidation listener is connected (1) or not (0: caches off); across workers the lowest',
      registers: [registry],
      aggregator: 'min',
      collect() {
        this.set(app.invalidation.listening ? 1 : 0);
      },
    });

    let server: MetricsServer | null = null;
    const { metricsPort, metricsHost = '127.0.0.1' } = app.config;
    if (cluster.isWorker) {
      // The primary asks each worker for its registry over IPC; constructing one adds that listener.
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry();
    } else if (metricsPort !== undefined) {
      server = await startMetricsServer(registry, { host: metricsHost, port: metricsPort }, (error) => app.log.error({ err: error }, 'metrics scrape failed'));
      app.log.info({ address: server.address }, 'metrics listening');
      app.addHook('onClose', async () => server?.close());
    }
    app.decorate('metrics', { registry, server });
  },
  { name: 'usb-metrics', dependencies: ['usb-db', 'usb-invalidation', 'usb-graphql'] },
);

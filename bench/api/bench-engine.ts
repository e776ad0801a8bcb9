/**
 * One engine's run: fresh storage made the way the api tests make it (a temp DATA_DIR for
 * PGlite; a new database on the PostgreSQL at 127.0.0.1:5432, dropped afterwards), the api
 * forked and seeded over it (on PostgreSQL as a cluster of `postgresWorkers` processes), the
 * closed loop at saturation, then the open-loop search from a guess the closed loop gives (on
 * PostgreSQL with VACUUM ANALYZE before every step), and everything taken down again, also on failure.
 */
import { loadavg } from 'node:os';
import { createStorage, type Engine } from '@usb/api/test/support/storage';
import { eventPaceRequestsPerSecond, type EventNightPace } from './event-night-pace';
import { launchApi } from './launch-api';
import { searchCapacity, type SearchResult } from './open-loop-search';
import { OpenLoopGenerator } from './open-loop-step';
import { runLoad, type LoadResult } from './run-load';
import { P99_GOAL_MS, type BenchSettings } from './settings';
import { vacuumAnalyze } from './vacuum-analyze';

/**
 * The open loop's first step: this share of what the closed loop's rate would carry at the real
 * pace (the p99 goal is reached well below saturation; a first step far above it only costs a step).
 */
const FIRST_GUESS_SHARE = 0.6;
/** Between steps the api drains what an overrun step left queued, for at most this long (open-loop-step.ts, waitUntilIdle). */
const DRAIN_MAX_MS = 60_000;

export interface EngineResult {
  engine: Engine;
  workers: number;
  seededPatrols: number;
  seedSeconds: number;
  closedLoop: LoadResult;
  openLoop: SearchResult;
  /** The machine's 1-minute load average before the engine's load started and after it ended. */
  loadAverage: { before: number; after: number };
}

export async function benchEngine(engine: Engine, settings: BenchSettings, pace: EventNightPace): Promise<EngineResult> {
  const workers = engine === 'postgres' ? settings.postgresWorkers : 1;
  const seededPatrols = Math.max(settings.patrols, settings.maxPatrols[engine]);
  const storage = await createStorage(engine);
  try {
    const api = await launchApi(storage, seededPatrols, workers);
    const before = loadavg()[0] ?? 0;
    const generator = new OpenLoopGenerator(api.url, api.fixture, pace);
    try {
      const closedLoop = await runLoad(api.url, api.fixture, settings, pace);
      const perPatrol = eventPaceRequestsPerSecond(1, pace);
      const firstGuess = (closedLoop.operations.overall.requestsPerSecond / perPatrol) * FIRST_GUESS_SHARE;
      console.log(`  closed loop: ${Math.round(closedLoop.operations.overall.requestsPerSecond)} req/s; open loop from ${Math.round(firstGuess)} patrols`);
      const openLoop = await searchCapacity(
        { firstGuess, maxPatrols: seededPatrols, maxSteps: settings.openSteps, p99GoalMs: P99_GOAL_MS },
        async (patrols) => {
          await vacuumAnalyze(storage.databaseUrl);
          const drainedMs = await generator.waitUntilIdle(DRAIN_MAX_MS);
          if (drainedMs > 2_000) console.log(`  the api drained the last step's backlog in ${(drainedMs / 1000).toFixed(1)} s`);
          const step = await generator.run(patrols, { warmupSeconds: settings.openWarmupSeconds, measureSeconds: settings.openMeasureSeconds });
          const { overall } = step.operations;
          console.log(
            `  ${patrols} patrols: p50 ${overall.p50Ms.toFixed(1)} / p99 ${overall.p99Ms.toFixed(1)} ms, ${step.errors} errors, ` +
              `generator ${Math.round(step.generatorCpuPercent)} % CPU, send lag p99 ${step.sendLagP99Ms.toFixed(1)} ms`,
          );
          return step;
        },
      );
      return { engine, workers, seededPatrols, seedSeconds: api.seedMs / 1000, closedLoop, openLoop, loadAverage: { before, after: loadavg()[0] ?? 0 } };
    } finally {
      generator.close();
      await api.stop();
    }
  } finally {
    await storage.dispose();
  }
}

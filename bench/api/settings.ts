/**
 * The bench's knobs, read from the environment once, with bounds that keep a run of both
 * engines within about a quarter of an hour: the closed loop gets at most MAX_LOAD_SECONDS per engine
 * (warm-up included), the open-loop search a bounded number of steps of bounded length.
 */
import { availableParallelism } from 'node:os';
import { engines as allEngines, type Engine } from '@usb/api/test/support/storage';
import { eventNightPace } from './event-night-pace';

export interface BenchSettings {
  /** The engines to measure, in order (BENCH_ENGINES=pglite,postgres). */
  engines: Engine[];
  /** Closed loop: virtual patrols, one activated user in its own patrol, each a browser of its own. */
  patrols: number;
  /** Closed loop: load before the measurement starts (connections, JIT, caches); its errors still count. */
  warmupSeconds: number;
  /** Closed loop: load that is measured. */
  measureSeconds: number;
  /** Open loop: unmeasured seconds at the step's pace before each measured window: every patrol saves twice (its first save makes its task answer), so the window sees the steady state. */
  openWarmupSeconds: number;
  /** Open loop: measured seconds per step. */
  openMeasureSeconds: number;
  /** Open loop: at most this many steps per engine. */
  openSteps: number;
  /** Open loop: patrols seeded per engine, the ceiling of the search. */
  maxPatrols: Record<Engine, number>;
  /** api processes on PostgreSQL (PGlite always runs one). */
  postgresWorkers: number;
}

export const MAX_LOAD_SECONDS = 30;
/** The latency goal of the open loop: a request of the event-night mix answered within this, at the 99th percentile. */
export const P99_GOAL_MS = 100;

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

function readEngines(env: NodeJS.ProcessEnv): Engine[] {
  const raw = env.BENCH_ENGINES?.trim();
  if (!raw) return allEngines;
  const named = raw.split(',').map((name) => name.trim());
  const known = allEngines.filter((engine) => named.includes(engine));
  if (known.length !== named.length) throw new Error(`BENCH_ENGINES lists engines among ${allEngines.join(', ')}, got ${raw}`);
  return known;
}

export function readBenchSettings(env: NodeJS.ProcessEnv): BenchSettings {
  const settings: BenchSettings = {
    engines: readEngines(env),
    patrols: readInteger(env, 'BENCH_PATROLS', 300, 1, 2000),
    warmupSeconds: readInteger(env, 'BENCH_WARMUP_SECONDS', 3, 0, 10),
    measureSeconds: readInteger(env, 'BENCH_SECONDS', 20, 1, MAX_LOAD_SECONDS),
    // One whole poll period: every patrol has polled once and saved six times before the measured
    // window, so it measures the night's steady pace and not every patrol's first contact at once.
    openWarmupSeconds: readInteger(env, 'BENCH_OPEN_WARMUP_SECONDS', eventNightPace.pollIntervalMs / 1000, 0, 60),
    openMeasureSeconds: readInteger(env, 'BENCH_OPEN_SECONDS', 30, 10, 120),
    openSteps: readInteger(env, 'BENCH_OPEN_STEPS', 5, 1, 10),
    maxPatrols: {
      pglite: readInteger(env, 'BENCH_MAX_PATROLS_PGLITE', 6_000, 100, 50_000),
      postgres: readInteger(env, 'BENCH_MAX_PATROLS_POSTGRES', 16_000, 100, 50_000),
    },
    postgresWorkers: readInteger(env, 'BENCH_WORKERS', availableParallelism(), 1, 16),
  };
  if (settings.warmupSeconds + settings.measureSeconds > MAX_LOAD_SECONDS) {
    throw new Error(`BENCH_WARMUP_SECONDS + BENCH_SECONDS must be at most ${MAX_LOAD_SECONDS}`);
  }
  return settings;
}

/**
 * The bench's knobs, read from the environment once, with bounds that keep every run short:
 * each engine gets at most MAX_LOAD_SECONDS of load (warm-up included).
 */
export interface BenchSettings {
  /** Virtual patrols: one activated user in its own patrol, each a browser of its own. */
  patrols: number;
  /** Load before the measurement starts (connections, JIT, caches); its errors still count. */
  warmupSeconds: number;
  /** Load that is measured. */
  measureSeconds: number;
}

export const MAX_LOAD_SECONDS = 30;

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

export function readBenchSettings(env: NodeJS.ProcessEnv): BenchSettings {
  const settings = {
    patrols: readInteger(env, 'BENCH_PATROLS', 300, 1, 2000),
    warmupSeconds: readInteger(env, 'BENCH_WARMUP_SECONDS', 3, 0, 10),
    measureSeconds: readInteger(env, 'BENCH_SECONDS', 20, 1, MAX_LOAD_SECONDS),
  };
  if (settings.warmupSeconds + settings.measureSeconds > MAX_LOAD_SECONDS) {
    throw new Error(`BENCH_WARMUP_SECONDS + BENCH_SECONDS must be at most ${MAX_LOAD_SECONDS}`);
  }
  return settings;
}

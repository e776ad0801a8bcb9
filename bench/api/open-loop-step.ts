/**
 * One step of the open loop: `patrols` patrols at the real pace for a warm-up plus a measured
 * window. Every request leaves when it is due (open-loop-schedule.ts), whether or not earlier
 * ones were answered, and its latency counts from the time it was due, not from when it left:
 * a request that waited in the generator's queue or behind a busy api counts that wait (no
 * coordinated omission). The patrols share a keep-alive pool of connections, as browsers behind
 * one proxy would; each still sends its own session token and XSRF double submit. The pool is a
 * lean client (lean-http-pool.ts) that writes the same requests for a fraction of the CPU.
 *
 * Besides the latencies the step reports what the generator itself cost: its CPU over the
 * measured window, and how late it sent requests (send lag), so a slow generator shows.
 */
import type { EventNightFixture } from './api-protocol';
import { pollOpenTasks, saveAnswer, type Operation } from './event-night-operations';
import type { EventNightPace } from './event-night-pace';
import { percentile, type LatencyStats } from './latency';
import { scheduleEventNight, type DueRequest } from './open-loop-schedule';
import { LeanHttpPool } from './lean-http-pool';
import { PooledBrowser } from './pooled-browser';
import { Typist } from './typist';
import { REQUEST_TIMEOUT_MS } from './virtual-browser';

/** Connections the generator keeps to the api; more than the requests in flight at p99 <= 100 ms. */
const POOL_CONNECTIONS = 256;
/** The first request of a step is due this long after the schedule is ready. */
const LEAD_MS = 100;
const KEPT_FAILURES = 5;
/** The api counts as idle between steps once this many lone polls in a row take at most IDLE_POLL_MS. */
const IDLE_IN_A_ROW = 5;
const IDLE_POLL_MS = 20;
const IDLE_RETRY_MS = 250;

export interface StepWindows {
  warmupSeconds: number;
  measureSeconds: number;
}

export interface StepResult {
  patrols: number;
  /** Requests due per second in the measured window (the pace asked of the api). */
  offeredPerSecond: number;
  operations: Record<Operation | 'overall', LatencyStats>;
  /** Failed requests over the whole step, warm-up included. */
  errors: number;
  failures: string[];
  /** How late the generator sent requests after they were due (ms). */
  sendLagP99Ms: number;
  /** The generator's CPU over the measured window, in % of one core. */
  generatorCpuPercent: number;
}

interface Patrol {
  browser: PooledBrowser;
  typist: Typist;
  saves: number;
}

export class OpenLoopGenerator {
  private readonly pool: LeanHttpPool;
  private readonly patrols: Patrol[];

  constructor(
    url: string,
    private readonly fixture: EventNightFixture,
    private readonly pace: EventNightPace,
  ) {
    this.pool = new LeanHttpPool(url, POOL_CONNECTIONS, REQUEST_TIMEOUT_MS);
    this.patrols = fixture.patrolTokens.map((token, index) => ({
      browser: new PooledBrowser(this.pool, token, fixture.xsrfTokens[index] ?? ''),
      typist: new Typist(),
      saves: 0,
    }));
  }

  get seededPatrols(): number {
    return this.patrols.length;
  }

  close(): void {
    this.pool.close();
  }

  async run(patrols: number, windows: StepWindows): Promise<StepResult> {
    if (patrols > this.patrols.length) throw new Error(`a step of ${patrols} patrols, but only ${this.patrols.length} are seeded`);
    const warmupMs = windows.warmupSeconds * 1000;
    const durationMs = warmupMs + windows.measureSeconds * 1000;
    const schedule = scheduleEventNight(patrols, durationMs, this.pace, patrols);
    const latencies: Record<Operation, number[]> = { poll: [], save: [] };
    const lags: number[] = [];
    const failures: string[] = [];
    let errors = 0;
    let inFlight = 0;
    let dispatched = false;
    let cpuAtMeasureStart: NodeJS.CpuUsage | null = null;
    let measureStartedAt = 0;
    const startAt = performance.now() + LEAD_MS;

    return new Promise((resolve) => {
      const finish = () => {
        // From the first measured request until the last answer is in.
        const cpu = cpuAtMeasureStart === null ? null : process.cpuUsage(cpuAtMeasureStart);
        const measuredMs = Math.max(1, performance.now() - measureStartedAt);
        const cpuMicros = cpu ? cpu.user + cpu.system : 0;
        const sortedLags = Float64Array.from(lags).sort();
        resolve({
          patrols,
          offeredPerSecond: schedule.filter((request) => request.at >= warmupMs).length / windows.measureSeconds,
          operations: summarize(latencies, windows.measureSeconds),
          errors,
          failures,
          sendLagP99Ms: percentile(sortedLags, 0.99),
          generatorCpuPercent: (cpuMicros / 1000 / measuredMs) * 100,
        });
      };
      const settle = () => {
        if (dispatched && inFlight === 0) finish();
      };
      const send = (request: DueRequest) => {
        const dueAt = startAt + request.at;
        const measured = request.at >= warmupMs;
        if (measured && cpuAtMeasureStart === null) {
          cpuAtMeasureStart = process.cpuUsage();
          measureStartedAt = performance.now();
        }
        if (measured) lags.push(performance.now() - dueAt);
        inFlight += 1;
        this.sendOne(request)
          .then(
            () => {
              if (measured) latencies[request.operation].push(performance.now() - dueAt);
            },
            (error: unknown) => {
              errors += 1;
              if (failures.length < KEPT_FAILURES) failures.push(`${request.operation}: ${error instanceof Error ? error.message : String(error)}`);
            },
          )
          .finally(() => {
            inFlight -= 1;
            settle();
          });
      };
      let next = 0;
      const pump = () => {
        const now = performance.now();
        while (next < schedule.length && startAt + (schedule[next]?.at ?? 0) <= now) {
          const request = schedule[next];
          next += 1;
          if (request) send(request);
        }
        if (next < schedule.length) {
          setTimeout(pump, Math.max(0, startAt + (schedule[next]?.at ?? 0) - performance.now()));
          return;
        }
        dispatched = true;
        settle();
      };
      setTimeout(pump, LEAD_MS);
    });
  }

  /**
   * Waits until the api answers a lone poll quickly IDLE_IN_A_ROW times in a row, at most
   * maxMs: a step that overran the api leaves requests queued there after its clients gave up
   * on them (the timeout), and the next step must not start behind them. Returns the ms waited.
   */
  async waitUntilIdle(maxMs: number): Promise<number> {
    const patrol = this.patrols[0];
    if (!patrol) return 0;
    const started = performance.now();
    let quick = 0;
    while (quick < IDLE_IN_A_ROW && performance.now() - started < maxMs) {
      const sent = performance.now();
      const answered = await pollOpenTasks(patrol.browser, this.fixture.taskId).then(
        () => true,
        () => false,
      );
      quick = answered && performance.now() - sent <= IDLE_POLL_MS ? quick + 1 : 0;
      if (quick === 0) await new Promise((resolve) => setTimeout(resolve, IDLE_RETRY_MS));
    }
    return performance.now() - started;
  }

  private sendOne(request: DueRequest): Promise<void> {
    const patrol = this.patrols[request.patrol];
    if (!patrol) return Promise.reject(new Error(`no patrol ${request.patrol}`));
    if (request.operation === 'poll') return pollOpenTasks(patrol.browser, this.fixture.taskId);
    const questionId = this.fixture.questionIds[patrol.saves % this.fixture.questionIds.length] ?? '';
    patrol.saves += 1;
    return saveAnswer(patrol.browser, questionId, patrol.typist.next(questionId));
  }
}

function summarize(latencies: Record<Operation, number[]>, seconds: number): Record<Operation | 'overall', LatencyStats> {
  const of = (values: number[]) => {
    const sorted = Float64Array.from(values).sort();
    return {
      requests: sorted.length,
      requestsPerSecond: sorted.length / seconds,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0),
    };
  };
  return { poll: of(latencies.poll), save: of(latencies.save), overall: of([...latencies.poll, ...latencies.save]) };
}

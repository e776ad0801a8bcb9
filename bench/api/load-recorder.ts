/**
 * Times every request of the load. Latencies count from the start of the measured window on
 * (the warm-up fills connections and caches first); failures count from the first request,
 * since any failure at all fails the bench.
 */
import type { Operation } from './event-night-operations';
import { percentile } from './latency';

/** Failure messages kept for the report; the count is always complete. */
const KEPT_FAILURES = 5;

export interface OperationStats {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

function stats(latencies: number[], errors: number, seconds: number): OperationStats {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errors,
  };
}

export class LoadRecorder {
  private readonly latencies: Record<Operation, number[]> = { poll: [], save: [] };
  private readonly errors: Record<Operation, number> = { poll: 0, save: 0 };
  readonly failures: string[] = [];

  /** `measureFrom` is a performance.now() time. */
  constructor(private readonly measureFrom: number) {}

  /** Runs one request, timing it or counting its failure. */
  async measure(operation: Operation, send: () => Promise<void>): Promise<void> {
    const startedAt = performance.now();
    try {
      await send();
      if (startedAt >= this.measureFrom) this.latencies[operation].push(performance.now() - startedAt);
    } catch (error) {
      this.errors[operation] += 1;
      if (this.failures.length < KEPT_FAILURES) this.failures.push(`${operation}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Per operation and overall, over the measured seconds. */
  summary(seconds: number): Record<Operation | 'overall', OperationStats> {
    const of = (operation: Operation) => stats(this.latencies[operation], this.errors[operation], seconds);
    const overall = stats([...this.latencies.poll, ...this.latencies.save], this.errors.poll + this.errors.save, seconds);
    return { poll: of('poll'), save: of('save'), overall };
  }
}

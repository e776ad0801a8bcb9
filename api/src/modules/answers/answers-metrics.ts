/**
 * The answers module's metrics (docs/operations-node.md): the size of each batch of autosaves
 * written (save-batcher.ts), and per battle the delivered task answers that wait for correction,
 * counted by one grouped query when scraped (a failed or slow query leaves the gauge empty rather
 * than holding up the scrape).
 */
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { StaffAnswersRepository } from './staff-answers-repository';

/** The queue's count is awaited this long per scrape. */
const QUEUE_QUERY_TIMEOUT_MS = 1_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function answersMetrics(registry: Registry, staff: StaffAnswersRepository): { onBatch(size: number): void } {
  const batches = new Histogram({
    name: 'usb_answer_save_batch_size',
    help: 'Autosaves written per batch (one statement each)',
    buckets: [1, 2, 5, 10, 25, 50, 100],
    registers: [registry],
  });
  new Gauge({
    name: 'usb_correction_queue_length',
    help: 'Delivered task answers waiting for correction, per battle (battles with any)',
    labelNames: ['battle'],
    registers: [registry],
    // Every worker reads the same database: one answer, not their sum.
    aggregator: 'first',
    async collect() {
      this.reset();
      const rows = await withTimeout(staff.uncorrectedByBattle(), QUEUE_QUERY_TIMEOUT_MS).catch(() => []);
      for (const row of rows) this.set({ battle: String(row.battleId) }, row.count);
    },
  });
  return { onBatch: (size) => batches.observe(size) };
}

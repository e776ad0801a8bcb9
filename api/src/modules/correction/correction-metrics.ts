/**
 * The correction module's metric (docs/operations-node.md): per battle the delivered task answers
 * that wait for correction, counted by one grouped query when scraped (a failed or slow query
 * leaves the gauge empty rather than holding up the scrape).
 */
import { Gauge, type Registry } from 'prom-client';
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

export function correctionMetrics(registry: Registry, staff: StaffAnswersRepository): void {
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
}

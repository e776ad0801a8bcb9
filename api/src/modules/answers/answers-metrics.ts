/**
 * The answers module's metric (docs/operations-node.md): the size of each batch of autosaves
 * written (save-batcher.ts).
 */
import { Histogram, type Registry } from 'prom-client';

export function answersMetrics(registry: Registry): { onBatch(size: number): void } {
  const batches = new Histogram({
    name: 'usb_answer_save_batch_size',
    help: 'Autosaves written per batch (one statement each)',
    buckets: [1, 2, 5, 10, 25, 50, 100],
    registers: [registry],
  });
  return { onBatch: (size) => batches.observe(size) };
}

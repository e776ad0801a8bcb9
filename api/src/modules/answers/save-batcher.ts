/**
 * Gathers autosaves into batches: a save that arrives while `maxWriting` batches are being
 * written waits, and the next batch takes every waiting save (up to `maxRows`). A quiet api
 * writes each save at once, alone; a busy one commits once per batch instead of once per save,
 * which is what lets PostgreSQL keep up on the event night (docs/caching.md, "The save").
 *
 * A batch holds at most one save per key (patrol and question: one answer row), so no row is
 * written twice in one call; a second save of the same answer waits for the next batch, which
 * keeps the order in which the saves arrived. Each batch is sorted by key, so two batches on two
 * connections lock their rows in the same order. When a batch fails as a whole (a deadlock with
 * a writer outside the batches, a serialization error), each of its saves is written again alone,
 * so one bad save fails only its own request; unless the failure is one that every save would
 * meet (`failsEveryone`: the database out of reach), which fails the batch's saves at once
 * instead of making each wait out its own timeout again.
 */

export interface BatchedSave<Row> {
  /** Orders the batch and keeps each answer once per batch. */
  key: readonly [number, number];
  row: Row;
}

/** Writes the rows in one call and answers one result per row, in their order. */
export type WriteBatch<Row, Result> = (rows: Row[]) => Promise<Result[]>;

interface Waiting<Row, Result> {
  save: BatchedSave<Row>;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export interface SaveBatcherLimits {
  /** Batches written at the same time (each holds a database connection while it runs). */
  maxWriting: number;
  /** Saves in one batch at most. */
  maxRows: number;
}

export interface SaveBatcherHooks {
  /** A batch's failure that writing its saves alone would meet again. */
  failsEveryone?: (error: unknown) => boolean;
  /** Called with each batch's size as it is written (the metrics). */
  onBatch?: (size: number) => void;
}

function compareKeys(a: BatchedSave<unknown>, b: BatchedSave<unknown>): number {
  return a.key[0] - b.key[0] || a.key[1] - b.key[1];
}

export function createSaveBatcher<Row, Result>(write: WriteBatch<Row, Result>, limits: SaveBatcherLimits, hooks: SaveBatcherHooks = {}) {
  let waiting: Waiting<Row, Result>[] = [];
  let writing = 0;

  /** The next batch: waiting saves in arrival order, the first of each key; the others keep waiting. */
  function takeBatch(): Waiting<Row, Result>[] {
    const batch: Waiting<Row, Result>[] = [];
    const rest: Waiting<Row, Result>[] = [];
    const keys = new Set<string>();
    for (const entry of waiting) {
      const key = `${entry.save.key[0]}:${entry.save.key[1]}`;
      if (batch.length < limits.maxRows && !keys.has(key)) {
        keys.add(key);
        batch.push(entry);
      } else {
        rest.push(entry);
      }
    }
    waiting = rest;
    return batch.sort((a, b) => compareKeys(a.save, b.save));
  }

  async function writeAlone(entry: Waiting<Row, Result>): Promise<void> {
    try {
      const [result] = await write([entry.save.row]);
      if (result === undefined) throw new Error('the save wrote no result for its row');
      entry.resolve(result);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function writeBatch(batch: Waiting<Row, Result>[]): Promise<void> {
    hooks.onBatch?.(batch.length);
    if (batch.length === 1 && batch[0]) return writeAlone(batch[0]);
    let results: Result[];
    try {
      results = await write(batch.map((entry) => entry.save.row));
    } catch (error) {
      if (hooks.failsEveryone?.(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      await Promise.all(batch.map(writeAlone));
      return;
    }
    batch.forEach((entry, index) => {
      const result = results[index];
      if (result === undefined) entry.reject(new Error('the batch wrote no result for a row'));
      else entry.resolve(result);
    });
  }

  function pump(): void {
    while (writing < limits.maxWriting && waiting.length > 0) {
      const batch = takeBatch();
      writing += 1;
      void writeBatch(batch).finally(() => {
        writing -= 1;
        pump();
      });
    }
  }

  return {
    save(save: BatchedSave<Row>): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ save, resolve, reject });
        pump();
      });
    },
  };
}

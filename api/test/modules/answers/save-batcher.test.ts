import { createSaveBatcher, type BatchedSave } from '../../../src/modules/answers/save-batcher';

/** A writer whose calls stay open until the test finishes them, recording the rows of each call. */
function controlledWriter(fail: (rows: string[]) => boolean = () => false) {
  const calls: { rows: string[]; finish(): void }[] = [];
  const write = (rows: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({
        rows,
        finish: () => (fail(rows) ? reject(new Error(`write of ${rows.join(',')} failed`)) : resolve(rows.map((row) => `saved ${row}`))),
      });
    });
  return { calls, write };
}

function save(patrol: number, question: number, row: string): BatchedSave<string> {
  return { key: [patrol, question], row };
}

/** Lets the batcher's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('save batcher', () => {
  it('writes a save at once while the writers are free, and gathers the saves that arrive while they are busy into one sorted batch', async () => {
    const writer = controlledWriter();
    const batcher = createSaveBatcher(writer.write, { maxWriting: 2, maxRows: 100 });
    const first = batcher.save(save(5, 1, 'a'));
    const second = batcher.save(save(4, 1, 'b'));
    expect(writer.calls.map((call) => call.rows)).toEqual([['a'], ['b']]);

    const waiting = [batcher.save(save(9, 2, 'c')), batcher.save(save(3, 7, 'd')), batcher.save(save(3, 2, 'e'))];
    expect(writer.calls).toHaveLength(2);
    writer.calls[0]?.finish();
    await expect(first).resolves.toBe('saved a');
    await settle();
    // Sorted by patrol, then question: every batch takes its row locks in the same order.
    expect(writer.calls[2]?.rows).toEqual(['e', 'd', 'c']);
    writer.calls[2]?.finish();
    await expect(Promise.all(waiting)).resolves.toEqual(['saved c', 'saved d', 'saved e']);
    writer.calls[1]?.finish();
    await expect(second).resolves.toBe('saved b');
  });

  it('keeps a second save of the same answer for the next batch, in the order the saves came', async () => {
    const writer = controlledWriter();
    const batcher = createSaveBatcher(writer.write, { maxWriting: 1, maxRows: 100 });
    const results = [
      batcher.save(save(1, 1, 'busy')),
      batcher.save(save(2, 1, 'first draft')),
      batcher.save(save(3, 1, 'other patrol')),
      batcher.save(save(2, 1, 'second draft')),
    ];
    writer.calls[0]?.finish();
    await settle();
    expect(writer.calls[1]?.rows).toEqual(['first draft', 'other patrol']);
    writer.calls[1]?.finish();
    await settle();
    expect(writer.calls[2]?.rows).toEqual(['second draft']);
    writer.calls[2]?.finish();
    await expect(Promise.all(results)).resolves.toEqual(['saved busy', 'saved first draft', 'saved other patrol', 'saved second draft']);
  });

  it('writes at most maxRows saves in one batch', async () => {
    const writer = controlledWriter();
    const batcher = createSaveBatcher(writer.write, { maxWriting: 1, maxRows: 2 });
    const results = [1, 2, 3, 4].map((patrol) => batcher.save(save(patrol, 1, `p${patrol}`)));
    for (const expected of [['p1'], ['p2', 'p3'], ['p4']]) {
      expect(writer.calls.at(-1)?.rows).toEqual(expected);
      writer.calls.at(-1)?.finish();
      await settle();
    }
    await expect(Promise.all(results)).resolves.toEqual(['saved p1', 'saved p2', 'saved p3', 'saved p4']);
  });

  it('writes each save of a failed batch again alone, so only the save that fails alone fails its request', async () => {
    const writer = controlledWriter((rows) => rows.includes('bad'));
    const batcher = createSaveBatcher(writer.write, { maxWriting: 1, maxRows: 100 });
    const busy = batcher.save(save(1, 1, 'busy'));
    const good = batcher.save(save(2, 1, 'good'));
    const bad = batcher.save(save(3, 1, 'bad'));
    writer.calls[0]?.finish();
    await settle();
    writer.calls[1]?.finish();
    await settle();
    expect(writer.calls.slice(2).map((call) => call.rows)).toEqual([['good'], ['bad']]);
    for (const call of writer.calls.slice(2)) call.finish();
    await expect(busy).resolves.toBe('saved busy');
    await expect(good).resolves.toBe('saved good');
    await expect(bad).rejects.toThrow('write of bad failed');
  });

  it('fails every save of a batch at once when the failure is one each would meet alone, and tells each batch size', async () => {
    const writer = controlledWriter((rows) => rows.length > 1);
    const sizes: number[] = [];
    const batcher = createSaveBatcher(writer.write, { maxWriting: 1, maxRows: 100 }, { failsEveryone: () => true, onBatch: (size) => sizes.push(size) });
    const busy = batcher.save(save(1, 1, 'busy'));
    const waiting = [batcher.save(save(2, 1, 'a')), batcher.save(save(3, 1, 'b'))];
    writer.calls[0]?.finish();
    await settle();
    writer.calls[1]?.finish();
    await expect(busy).resolves.toBe('saved busy');
    for (const result of waiting) await expect(result).rejects.toThrow('write of a,b failed');
    expect(writer.calls).toHaveLength(2);
    expect(sizes).toEqual([1, 2]);
  });
});

/**
 * First views read through the object store (first-views.ts): a version's views are read once
 * and kept, but a read the store failed is not, so a passing bucket fault costs one page its view
 * rather than the version its views until the process restarts.
 */
import { createFirstViews } from '../../../src/platform/registry/first-views';

const DOCUMENT = JSON.stringify({ views: [{ path: '/', html: '<p>Forside</p>', kitStyles: false }] });

describe('first views from the object store', () => {
  it('keeps what it read, and reads again after the store failed', async () => {
    let reads = 0;
    let failing = true;
    const views = createFirstViews({
      readText: async () => {
        reads += 1;
        if (failing) throw new Error('the bucket did not answer');
        return DOCUMENT;
      },
    });
    expect(await views.viewOf('remote-public', '1.0.0-abc', '/')).toBeUndefined();
    failing = false;
    expect((await views.viewOf('remote-public', '1.0.0-abc', '/'))?.html).toBe('<p>Forside</p>');
    expect((await views.viewOf('remote-public', '1.0.0-abc', '/'))?.html).toBe('<p>Forside</p>');
    expect(reads).toBe(2);
  });
});

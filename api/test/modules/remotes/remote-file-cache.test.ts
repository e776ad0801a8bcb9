/**
 * The per-process cache of remote files (remote-file-cache.ts): small files kept within a byte
 * bound, large ones read from the store each time, a missing file looked up again (its version
 * may still be being written) unless its absence is final.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { openObjectStore, type ObjectStore } from '../../../src/lib/object-store';
import { createRemoteFileCache } from '../../../src/modules/remotes/remote-file-cache';

describe('remote file cache', () => {
  let dataDir: string;
  let objects: ObjectStore;
  let reads: string[];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'usb-remote-cache-'));
    const store = openObjectStore({ dataDir });
    reads = [];
    objects = { ...store, size: (key) => (reads.push(key), store.size(key)) };
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const put = (key: string, bytes: number) => objects.put(key, Readable.from([Buffer.alloc(bytes, 1)]));

  it('keeps small files within its byte bound, least recently used out first, and never large ones', async () => {
    const cache = createRemoteFileCache(objects, { fileBytes: 100, bytes: 250, entries: 100 });
    for (const name of ['a', 'b', 'c']) await put(`remotes/r/1/${name}.js`, 100);
    await put('remotes/r/1/big.wasm', 1000);
    expect((await cache.file('remotes/r/1/a.js'))?.body?.length).toBe(100);
    await cache.file('remotes/r/1/b.js');
    await cache.file('remotes/r/1/a.js');
    await cache.file('remotes/r/1/c.js');
    expect(cache.keptBytes).toBe(200);
    expect(await cache.file('remotes/r/1/big.wasm')).toEqual({ size: 1000, body: null });
    reads = [];
    await cache.file('remotes/r/1/a.js');
    await cache.file('remotes/r/1/c.js');
    await cache.file('remotes/r/1/big.wasm');
    await cache.file('remotes/r/1/b.js');
    // b went first (least recently used); a, c and the big file's size were kept.
    expect(reads).toEqual(['remotes/r/1/b.js']);
  });

  it('looks a missing file up again, unless its absence is final', async () => {
    const cache = createRemoteFileCache(objects);
    expect(await cache.file('remotes/r/2/late.js')).toBeNull();
    await put('remotes/r/2/late.js', 10);
    expect((await cache.file('remotes/r/2/late.js'))?.size).toBe(10);
    expect(await cache.file('remotes/r/2/late.js.br', true)).toBeNull();
    await put('remotes/r/2/late.js.br', 5);
    expect(await cache.file('remotes/r/2/late.js.br', true)).toBeNull();
  });
});

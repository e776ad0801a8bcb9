/**
 * The per-process cache of remote files (remote-file-cache.ts): small files kept within a byte
 * bound, large ones read from the store each time, a missing file looked up again (its version
 * may still be being written) unless its absence is final, and a kept file whose bytes are not
 * the recorded ones refused every time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { openObjectStore, type ObjectStore } from '../../../src/lib/object-store';
import { createRemoteFileCache } from '../../../src/platform/registry/remote-file-cache';
import { ChangedFileError, integrityOf } from '../../../src/platform/registry/file-integrity';

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

  const put = (key: string, bytes: number, fill = 1) => objects.put(key, Readable.from([Buffer.alloc(bytes, fill)]));
  /** The digest of what put writes. */
  const digest = (bytes: number, fill = 1) => integrityOf(Buffer.alloc(bytes, fill));

  it('keeps small files within its byte bound, least recently used out first, and never large ones', async () => {
    const cache = createRemoteFileCache(objects, { fileBytes: 100, bytes: 250, entries: 100 });
    for (const name of ['a', 'b', 'c']) await put(`remotes/r/1/${name}.js`, 100);
    await put('remotes/r/1/big.wasm', 1000);
    expect((await cache.file('remotes/r/1/a.js', digest(100)))?.body?.length).toBe(100);
    await cache.file('remotes/r/1/b.js', digest(100));
    await cache.file('remotes/r/1/a.js', digest(100));
    await cache.file('remotes/r/1/c.js', digest(100));
    expect(cache.keptBytes).toBe(200);
    expect(await cache.file('remotes/r/1/big.wasm', digest(1000))).toEqual({ size: 1000, body: null });
    reads = [];
    await cache.file('remotes/r/1/a.js', digest(100));
    await cache.file('remotes/r/1/c.js', digest(100));
    await cache.file('remotes/r/1/big.wasm', digest(1000));
    await cache.file('remotes/r/1/b.js', digest(100));
    // b went first (least recently used); a, c and the big file's size were kept.
    expect(reads).toEqual(['remotes/r/1/b.js']);
  });

  it('looks a missing file up again, unless its absence is final', async () => {
    const cache = createRemoteFileCache(objects);
    expect(await cache.file('remotes/r/2/late.js', digest(10))).toBeNull();
    await put('remotes/r/2/late.js', 10);
    expect((await cache.file('remotes/r/2/late.js', digest(10)))?.size).toBe(10);
    expect(await cache.file('remotes/r/2/late.js.br', digest(5), true)).toBeNull();
    await put('remotes/r/2/late.js.br', 5);
    expect(await cache.file('remotes/r/2/late.js.br', digest(5), true)).toBeNull();
  });

  it('refuses a kept file whose bytes are not the recorded ones, every time, and keeps nothing of it', async () => {
    const cache = createRemoteFileCache(objects);
    await put('remotes/r/3/changed.js', 10, 2);
    await expect(cache.file('remotes/r/3/changed.js', digest(10))).rejects.toThrow(ChangedFileError);
    await expect(cache.file('remotes/r/3/changed.js', digest(10))).rejects.toThrow(ChangedFileError);
    expect(cache.keptBytes).toBe(0);
    await put('remotes/r/3/changed.js', 10);
    expect((await cache.file('remotes/r/3/changed.js', digest(10)))?.body?.length).toBe(10);
  });
});

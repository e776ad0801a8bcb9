/**
 * The object store's rules on both implementations (docs/storage.md): a put is whole or nothing,
 * ranges, sizes, listing by prefix, the keys it refuses, and the sweep of unfinished puts.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { openObjectStore, type ObjectStore } from '../../src/lib/object-store';
import { startBucketServer, type BucketServer } from '../support/bucket-server';
import { stores } from '../support/storage';

const MB = 1024 * 1024;

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** `total` bytes in 1 MiB chunks, failing with `failure` after `failAfter` bytes when given. */
function body(total: number, failAfter?: number, failure = new Error('the phone went away')): Readable {
  const chunk = Buffer.alloc(MB, 1);
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(failure);
      if (sent >= total) return this.push(null);
      const size = Math.min(MB, total - sent);
      sent += size;
      this.push(chunk.subarray(0, size));
    },
  });
}

async function keys(objects: ObjectStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const item of objects.list(prefix)) found.push(`${item.key}:${item.size}`);
  return found.sort();
}

describe.each(stores)('object store (%s)', (store) => {
  let dataDir: string;
  let server: BucketServer | undefined;
  let objects: ObjectStore;
  let sweepUnsupported = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'usb-objects-'));
    server = store === 'bucket' ? await startBucketServer() : undefined;
    objects = openObjectStore({ dataDir, bucket: server?.bucket }, { onSweepUnsupported: () => (sweepUnsupported += 1) });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('stores, reads whole or by range, sizes, lists by prefix and deletes', async () => {
    expect(objects.kind).toBe(store);
    await objects.put('media/photo-1', Readable.from([Buffer.from('0123456789')]));
    await objects.put('remotes/remote-public/1.0.0-abc/static/js/main.js', Readable.from([Buffer.from('console.log(1)')]));
    expect(await text(await objects.get('media/photo-1'))).toBe('0123456789');
    expect(await text(await objects.get('media/photo-1', { start: 2, end: 5 }))).toBe('2345');
    expect(await objects.size('media/photo-1')).toBe(10);
    expect(await objects.get('media/nothing')).toBeNull();
    expect(await objects.size('media/nothing')).toBeNull();
    expect(await keys(objects, 'media/')).toEqual(['media/photo-1:10']);
    expect(await keys(objects, 'remotes/remote-public/')).toEqual(['remotes/remote-public/1.0.0-abc/static/js/main.js:14']);
    if (store === 'folder') {
      // The layout sites had before the store: existing files keep working.
      expect(existsSync(join(dataDir, 'media', 'photo-1'))).toBe(true);
      expect(existsSync(join(dataDir, 'remotes', 'remote-public', '1.0.0-abc', 'static', 'js', 'main.js'))).toBe(true);
    }
    await objects.delete('media/photo-1');
    await objects.delete('media/photo-1');
    expect(await objects.get('media/photo-1')).toBeNull();
    expect(await keys(objects, 'media/')).toEqual([]);
  });

  test('a put that fails half way leaves nothing new and the earlier object as it was', async () => {
    const failure = new Error('the phone went away');
    // Past the first 8 MiB part: on the bucket a multipart upload was begun, and is aborted.
    await expect(objects.put('media/video-1', body(30 * MB, 20 * MB, failure))).rejects.toBe(failure);
    expect(await objects.get('media/video-1')).toBeNull();
    expect(await keys(objects, 'media/')).toEqual([]);

    await objects.put('media/video-1', body(3 * MB));
    await expect(objects.put('media/video-1', body(30 * MB, 12 * MB))).rejects.toThrow('the phone went away');
    expect(await objects.size('media/video-1')).toBe(3 * MB);
    // The retry succeeds.
    await objects.put('media/video-1', body(17 * MB));
    expect(await objects.size('media/video-1')).toBe(17 * MB);
    await objects.delete('media/video-1');
    if (store === 'folder') expect(readdirSync(join(dataDir, 'media'))).toEqual([]);
  });

  test('a put of a stated size stores exactly that many bytes, and refuses a shorter or longer body', async () => {
    // More than two parts: with a stated size the bucket streams each part from the body instead of gathering it.
    await objects.put('media/video-2', body(20 * MB), 20 * MB);
    expect(await objects.size('media/video-2')).toBe(20 * MB);
    await expect(objects.put('media/video-2', body(3 * MB), 4 * MB)).rejects.toThrow(`the body ended after ${3 * MB} of its stated ${4 * MB} bytes`);
    await expect(objects.put('media/video-2', body(5 * MB), 4 * MB)).rejects.toThrow(`the body is longer than its stated ${4 * MB} bytes`);
    const failure = new Error('the phone went away');
    await expect(objects.put('media/video-2', body(30 * MB, 12 * MB, failure), 30 * MB)).rejects.toBe(failure);
    expect(await keys(objects, 'media/')).toEqual([`media/video-2:${20 * MB}`]);
    expect(await text(await objects.get('media/video-2', { start: 20 * MB - 2, end: 20 * MB - 1 }))).toBe('\x01\x01');
    await objects.delete('media/video-2');
    if (store === 'folder') expect(readdirSync(join(dataDir, 'media'))).toEqual([]);
  });

  test('refuses keys outside its roots or leaving them', async () => {
    for (const key of [
      'pglite/PG_VERSION',
      'media',
      'media/',
      'media/../pglite/x',
      'remotes/a/./b',
      'media/.hidden',
      'media/a\\b',
      'media/a.part',
      'outbox/x.eml',
    ]) {
      await expect(objects.get(key)).rejects.toThrow('invalid object key');
    }
    expect(() => objects.list('pglite/')).toThrow('invalid object key prefix');
  });

  test('sweeps what a crash left unfinished', async () => {
    const now = new Date();
    if (store === 'folder') {
      mkdirSync(join(dataDir, 'remotes', 'remote-staff', '1.0.0-abc'), { recursive: true });
      const stale = join(dataDir, 'remotes', 'remote-staff', '1.0.0-abc', 'main.js.0a1b2c.part');
      const fresh = join(dataDir, 'media', 'photo-2.3c4d5e.part');
      writeFileSync(stale, 'half');
      writeFileSync(fresh, 'half');
      const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
      utimesSync(stale, hourAgo, hourAgo);
      expect(await objects.sweepUnfinished(now, 15 * 60 * 1000)).toBe(1);
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      // Unfinished puts are not objects.
      expect(await keys(objects, 'media/')).toEqual([]);
    } else {
      // s3rver lists no multipart uploads (NotImplemented): the sweep says so once and leaves it to the bucket's lifecycle rule.
      expect(await objects.sweepUnfinished(now, 15 * 60 * 1000)).toBe(0);
      expect(await objects.sweepUnfinished(now, 15 * 60 * 1000)).toBe(0);
      expect(sweepUnsupported).toBe(1);
    }
  });
});

describe('object store in a shared bucket (S3_PREFIX)', () => {
  let server: BucketServer;

  beforeAll(async () => {
    server = await startBucketServer();
  });
  afterAll(() => server.close());

  it('keeps each site under its prefix, with the same keys', async () => {
    const siteA = openObjectStore({ dataDir: tmpdir(), bucket: { ...server.bucket, prefix: 'site-a/' } });
    const siteB = openObjectStore({ dataDir: tmpdir(), bucket: { ...server.bucket, prefix: 'site-b/' } });
    await siteA.put('media/photo-1', Readable.from([Buffer.from('from a')]));
    await siteB.put('media/photo-1', Readable.from([Buffer.from('from site b')]));
    expect(await text(await siteA.get('media/photo-1'))).toBe('from a');
    expect(await keys(siteA, 'media/')).toEqual(['media/photo-1:6']);
    expect(await keys(siteB, 'media/')).toEqual(['media/photo-1:11']);
    expect(existsSync(join(server.directory, server.bucket.bucket, 'site-a', 'media'))).toBe(true);
    await siteA.delete('media/photo-1');
    expect(await siteA.get('media/photo-1')).toBeNull();
    expect(await siteB.size('media/photo-1')).toBe(11);
  });
});

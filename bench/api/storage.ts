/**
 * The storage bench (`npm run bench:storage -w @usb/bench`).
 *
 * Why: on the event night every patrol's photos and videos go through the api into the object
 * store; with the bucket they take one more network hop than to the disk, and a process must
 * not grow with the size of what it passes on.
 *
 * How: per store (the folder in DATA_DIR, and a bucket on s3rver on loopback in this process)
 * the site runs in its own process on a fresh PostgreSQL database (storage-site.ts). A 100 MB
 * and a 490 MB video (a real MP4 start, then filler; other sizes, or one store, with the
 * settings below) are streamed from here to the site's signed upload URL with their
 * Content-Length, as a browser sends a file, one after the other, timed from the first byte sent
 * until the answer; the site's resident memory is read from /proc every 20 ms. Reported: MB/s
 * (10^6 bytes) per upload and the site's peak RSS growth over its RSS before the upload.
 * Results: bench-results/storage.json and docs/benchmarks.md's Storage section.
 */
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createStorage, stores, type Store } from '@usb/api/test/support/storage';
import type { StorageSiteLaunch, StorageSiteReady } from './storage-site';

const RESULT_FILE = join(__dirname, '..', '..', 'bench-results', 'storage.json');
const MB = 1_000_000;
/** The largest upload a video may be (the api's 500 MiB), in MB. */
const LARGEST_MB = 524;
const SAMPLE_MS = 20;
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41')]);

interface StorageSettings {
  /** Uploaded one after the other to one new site per store (BENCH_STORAGE_SIZES, default 100,490). */
  sizesMB: number[];
  /** BENCH_STORAGE_STORES, default folder,bucket. */
  stores: Store[];
}

/** A comma-separated list setting, or `fallback` when unset; every item must pass `valid`. */
function readList(env: NodeJS.ProcessEnv, name: string, fallback: string[], valid: (item: string) => boolean, takes: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const items = raw.split(',').map((item) => item.trim());
  if (!items.every(valid)) throw new Error(`${name} takes ${takes}, got ${raw}`);
  return items;
}

function readStorageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const sizes = readList(
    env,
    'BENCH_STORAGE_SIZES',
    ['100', '490'],
    (item) => /^\d+$/.test(item) && Number(item) >= 1 && Number(item) <= LARGEST_MB,
    `sizes in MB from 1 to ${LARGEST_MB}`,
  );
  const named = readList(env, 'BENCH_STORAGE_STORES', stores, (item) => stores.some((store) => store === item), stores.join(' and/or '));
  return { sizesMB: sizes.map(Number), stores: stores.filter((store) => named.includes(store)) };
}

interface UploadReport {
  sizeMB: number;
  seconds: number;
  mbPerSecond: number;
  rssBeforeMB: number;
  rssGrowthMB: number;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

function startSite(launch: StorageSiteLaunch): Promise<StorageSiteReady & { pid: number; stop(): Promise<void> }> {
  const child = fork(join(__dirname, 'storage-site.ts'), [JSON.stringify(launch)], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the site exited with ${code}`)));
    child.once('message', (message: StorageSiteReady) =>
      resolve({
        ...message,
        pid: child.pid ?? 0,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.disconnect();
          }),
      }),
    );
  });
}

/** Streams `total` bytes (the MP4 start, then filler in 64 KiB chunks) as one PUT; answers the status. */
function upload(url: string, total: number): Promise<number> {
  const filler = Buffer.alloc(64 * 1024, 7);
  function* body(): Generator<Buffer> {
    yield MP4_HEAD;
    let sent = MP4_HEAD.length;
    while (sent < total) {
      const chunk = total - sent >= filler.length ? filler : filler.subarray(0, total - sent);
      sent += chunk.length;
      yield chunk;
    }
  }
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path: pathname + search, method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': total } },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    pipeline(Readable.from(body()), request).catch(reject);
  });
}

async function measure(store: Store, sizesMB: number[]): Promise<UploadReport[]> {
  const storage = await createStorage('postgres', store);
  const site = await startSite({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl ?? '', bucket: storage.bucket, uploads: sizesMB.length });
  try {
    const reports: UploadReport[] = [];
    for (const [index, sizeMB] of sizesMB.entries()) {
      const before = rssOf(site.pid);
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, rssOf(site.pid))), SAMPLE_MS);
      const started = performance.now();
      const status = await upload(site.uploadUrls[index] ?? '', sizeMB * MB);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(timer);
      if (status !== 200) throw new Error(`the ${sizeMB} MB upload to the ${store} answered ${status}`);
      reports.push({
        sizeMB,
        seconds: Number(seconds.toFixed(2)),
        mbPerSecond: Number((sizeMB / seconds).toFixed(1)),
        rssBeforeMB: Math.round(before / 2 ** 20),
        rssGrowthMB: Math.round((peak - before) / 2 ** 20),
      });
      console.log(
        `${store}: ${sizeMB} MB in ${seconds.toFixed(2)} s (${(sizeMB / seconds).toFixed(1)} MB/s), RSS +${Math.round((peak - before) / 2 ** 20)} MiB`,
      );
    }
    return reports;
  } finally {
    await site.stop();
    await storage.dispose();
  }
}

async function main(): Promise<void> {
  const settings = readStorageSettings(process.env);
  const results: Record<string, UploadReport[]> = {};
  for (const store of settings.stores) results[store] = await measure(store, settings.sizesMB);
  mkdirSync(dirname(RESULT_FILE), { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify({ machine: { cpus: cpus().length, model: cpus()[0]?.model }, results }, null, 2)}\n`);
  console.log(`results in ${RESULT_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

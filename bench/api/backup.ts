/**
 * The backup bench (`npm run bench:backup -w @usb/bench`).
 *
 * Why: an organiser backs the site up during the evening and must know how long a backup and
 * a restore take and how much disk they need, on the site's own machine.
 *
 * How: per engine (PGlite, and a fresh PostgreSQL database) two sites are made in this process
 * (the api as `npm run serve` builds it, its database in its own thread or server):
 * - the demo site (SEED_DEMO: demo battles, patrols, answers with a photo, a published result);
 * - a 3,000-patrol evening (seed-event-night.ts), each patrol having answered the task's
 *   two questions through the answers service, and 300 photos of 500 KB in the object store.
 * Each is backed up as the running site does (the service behind POST /api/backups and the
 * schedule), then restored with the CLI's restore into a new, empty site. Reported: the time
 * of each, the archive's size, the process's RSS before and at its peak during the backup, and
 * the longest wait of a query probe (`select 1` every 10 ms) during it: how long the site stalls.
 * Results: bench-results/backup.json and docs/benchmarks.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '@usb/api/src/app';
import { openObjectStore } from '@usb/api/src/lib/object-store';
import { restoreBackup, type BackupResult } from '@usb/api/src/platform/backups';
import { testConfig, TestClock } from '@usb/api/test/support/site';
import { createStorage, engines, type Engine, type TestStorage } from '@usb/api/test/support/storage';
import { seedEventNight } from './seed-event-night';

const RESULT_FILE = join(__dirname, '..', '..', 'bench-results', 'backup.json');
const EVENING_PATROLS = 3_000;
const PHOTOS = 300;
const PHOTO_BYTES = 500 * 1024;
const RSS_SAMPLE_MS = 20;
const PROBE_MS = 10;

interface Figures {
  site: string;
  engine: Engine;
  backupMs: number;
  restoreMs: number;
  archiveMB: number;
  databaseMB: number;
  objects: number;
  rssBeforeMB: number;
  peakRssMB: number;
  /** The slowest `select 1` of a probe that queried every 10 ms while the backup ran: how long the site's queries waited. */
  longestQueryWaitMs: number;
  counts: BackupResult['manifest']['counts'];
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Each patrol answers both questions, as the evening's autosave leaves them. */
async function answerAll(app: Awaited<ReturnType<typeof buildApp>>, questionIds: string[]): Promise<void> {
  for (let index = 1; index <= EVENING_PATROLS; index += 1) {
    const owner = await app.users.findByIdentifier(`bench-patrol-${index}`);
    if (!owner) throw new Error(`bench-patrol-${index} is missing`);
    for (const questionId of questionIds) {
      await app.answers.answerQuestion(owner, Number(questionId), { stringAnswer: { answerText: `Patrulje ${index} svarer: ${'skov og sø '.repeat(8)}` } });
    }
  }
}

async function measure(engine: Engine, site: 'demo' | 'evening', folder: string): Promise<Figures> {
  const source = await createStorage(engine);
  let target: TestStorage | undefined;
  try {
    const clock = new TestClock();
    const app = await buildApp(testConfig(source, clock, { seedDemo: site === 'demo', backup: { dir: folder, keep: 100 } }));
    let result: BackupResult;
    let peakRss = 0;
    let rssBefore = 0;
    let longestWait = 0;
    try {
      await app.ready();
      if (site === 'evening') {
        const fixture = await seedEventNight(app, EVENING_PATROLS);
        await answerAll(app, fixture.questionIds);
        for (let index = 0; index < PHOTOS; index += 1) await app.objects.put(`media/bench-photo-${index}`, Readable.from([randomBytes(PHOTO_BYTES)]));
      }
      rssBefore = process.memoryUsage().rss;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), RSS_SAMPLE_MS);
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const started = performance.now();
          await app.db.execute(sql`select 1`);
          longestWait = Math.max(longestWait, performance.now() - started);
          await sleep(PROBE_MS);
        }
      })();
      try {
        result = await app.backups.make();
      } finally {
        probing = false;
        clearInterval(sampler);
        await probe;
      }
    } finally {
      await app.close();
    }
    target = await createStorage(engine);
    const restored = await restoreBackup(result.file, {
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      objects: openObjectStore(testConfig(target, clock)),
    });
    const database = result.manifest.parts.find((part) => !part.path.startsWith('objects/'));
    return {
      site,
      engine,
      backupMs: Math.round(result.elapsedMs),
      restoreMs: Math.round(restored.elapsedMs),
      archiveMB: mb(result.bytes),
      databaseMB: mb(database?.size ?? 0),
      objects: result.manifest.objects.count,
      rssBeforeMB: mb(rssBefore),
      peakRssMB: mb(peakRss),
      longestQueryWaitMs: Math.round(longestWait),
      counts: result.manifest.counts,
    };
  } finally {
    await source.dispose();
    await target?.dispose();
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'usb-bench-backups-'));
  const figures: Figures[] = [];
  try {
    for (const site of ['demo', 'evening'] as const) {
      for (const engine of engines) {
        const measured = await measure(engine, site, folder);
        figures.push(measured);
        console.log(
          `${site} ${engine}: backup ${(measured.backupMs / 1000).toFixed(1)} s, restore ${(measured.restoreMs / 1000).toFixed(1)} s, archive ${measured.archiveMB} MB (database ${measured.databaseMB} MB, ${measured.objects} objects), RSS ${measured.rssBeforeMB} -> ${measured.peakRssMB} MB, queries waited up to ${measured.longestQueryWaitMs} ms`,
        );
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  mkdirSync(dirname(RESULT_FILE), { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

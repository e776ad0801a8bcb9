/**
 * The event-night benchmark (`npm run bench -w @usb/bench`).
 *
 * Why: on event night every patrol has the site open at once. The open-task strip polls
 * `getMyOpenBattleTasks` every 30 s and the task view autosaves text answers at each pause in
 * the typing, so the api's load is this mix of reads and small writes, all authenticated and
 * XSRF-checked. The embedded PGlite is meant for one machine and PostgreSQL for a real event;
 * this bench measures what each engine carries, over real HTTP on loopback, so the
 * claim (and any regression in the hot path) has numbers.
 *
 * How: per engine a fresh database and the real api forked (its own processes, as in
 * production: a cluster of one per core on PostgreSQL), seeded with thousands of patrols in one
 * open task. First a closed loop at saturation: `BENCH_PATROLS` browsers (default 300) each
 * sending its next request when the last is answered. Then the open loop: patrols at the real
 * pace, latency counted from when each request was due, in steps that search for the most
 * patrols served at p99 <= 100 ms without errors (open-loop-*.ts, settings.ts). Results: tables
 * here and bench-results/event-night.json. A failed request of the closed loop fails the run.
 * Last, the memory of a new embedded site: the built server started on an empty DATA_DIR
 * (fresh-site.ts); more than 250 MB fails the run.
 */
import { join } from 'node:path';
import { benchEngine, type EngineResult } from './bench-engine';
import { eventNightPace } from './event-night-pace';
import { FRESH_SITE_RSS_GOAL_MB, measureFreshSite } from './fresh-site';
import { buildReport, formatReport, writeReport } from './report';
import { readBenchSettings } from './settings';

const RESULT_FILE = join(__dirname, '..', '..', 'bench-results', 'event-night.json');

async function main(): Promise<void> {
  const settings = readBenchSettings(process.env);
  const results: EngineResult[] = [];
  for (const engine of settings.engines) {
    console.log(`event-night: ${engine} ...`);
    results.push(await benchEngine(engine, settings, eventNightPace));
  }
  const freshSite = settings.engines.includes('pglite') ? await measureFreshSite() : null;
  const report = buildReport(settings, eventNightPace, results, freshSite);
  console.log(`\n${formatReport(report)}\n`);
  writeReport(report, RESULT_FILE);
  console.log(`written to ${RESULT_FILE}`);
  if (freshSite && freshSite.fresh.rssMb > FRESH_SITE_RSS_GOAL_MB) {
    console.error(`event-night: a new PGlite site takes ${Math.round(freshSite.fresh.rssMb)} MB, more than ${FRESH_SITE_RSS_GOAL_MB} MB`);
    process.exitCode = 1;
  }
  if (report.errors > 0) {
    const failures = report.engines.flatMap((engine) => engine.closedLoop.failures.map((failure) => `  ${engine.engine} ${failure}`));
    console.error([`event-night: ${report.errors} failed requests, e.g.`, ...failures].join('\n'));
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

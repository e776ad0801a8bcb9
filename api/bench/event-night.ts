/**
 * The event-night benchmark (`npm run bench -w @usb/api`).
 *
 * Why: on event night every patrol has the site open at once. The open-task strip polls
 * `getMyOpenBattleTasks` every 30 s and the task view autosaves text answers at each pause in
 * the typing, so the api's load is this mix of reads and small writes, all authenticated and
 * XSRF-checked. The embedded PGlite is meant for one machine and PostgreSQL for a real event;
 * this bench measures what each engine carries, over real HTTP on loopback, so the
 * claim (and any regression in the hot path) has numbers.
 *
 * How: per engine a fresh database, the real api forked (its own event loop, as in production)
 * and seeded through the real services with `BENCH_PATROLS` patrols (default 300) in one open
 * task; then every patrol is a browser in a closed loop with the event night's poll:save
 * ratio, for a short warm-up and a bounded measured window (event-night-pace.ts, settings.ts).
 * Results: a table here and bench-results/event-night.json. Any failed request fails the run.
 */
import { join } from 'node:path';
import { engines } from '../test/support/storage';
import { benchEngine, type EngineResult } from './bench-engine';
import { eventNightPace } from './event-night-pace';
import { buildReport, formatReport, writeReport } from './report';
import { readBenchSettings } from './settings';

const RESULT_FILE = join(__dirname, '..', '..', 'bench-results', 'event-night.json');

async function main(): Promise<void> {
  const settings = readBenchSettings(process.env);
  const results: EngineResult[] = [];
  for (const engine of engines) {
    console.log(`event-night: ${engine}, ${settings.patrols} patrols ...`);
    results.push(await benchEngine(engine, settings, eventNightPace));
  }
  const report = buildReport(settings, eventNightPace, results);
  console.log(`\n${formatReport(report)}\n`);
  writeReport(report, RESULT_FILE);
  console.log(`written to ${RESULT_FILE}`);
  if (report.errors > 0) {
    const failures = report.engines.flatMap((engine) => engine.failures.map((failure) => `  ${engine.engine} ${failure}`));
    console.error([`event-night: ${report.errors} failed requests, e.g.`, ...failures].join('\n'));
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

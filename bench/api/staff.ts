/**
 * The staff bench (`npm run bench:staff -w @usb/bench`).
 *
 * Why: on the event night the correctors work the queue while the results preview is rebuilt
 * every 15 s, and after the event the results of a large battle are built and published. Both
 * read every task answer of a battle; this bench shows they stay fast at the sizes of a big event.
 *
 * How: per engine a fresh database with two battles seeded in bulk (staff-seed.ts): 1,000
 * patrols x 40 tasks for the results build, and 250 patrols x 40 tasks (10,000 task answers)
 * for the queue. Then remote-staff's own operations (BuildStaffResult, GetStaffAnswers) are
 * timed in-process as the staff member: the results build, the queue's default page (200 lines)
 * and a filtered page (one task, uncorrected, not locked by others). Goals: at most 100 ms each
 * (median, PostgreSQL). Results: a table here and bench-results/staff.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { BuildStaffResultDocument, GetStaffAnswersDocument } from '@usb/schema/graphql';
import { buildApp } from '@usb/api/src/app';
import { readEnv } from '@usb/api/src/env';
import { createStorage, engines, type Engine } from '@usb/api/test/support/storage';
import { seedStaffBench, type BattleShape } from './staff-seed';
import { browserHeaders, timeOperation, type Timing } from './staff-timing';

const RESULT_FILE = join(__dirname, '..', '..', 'bench-results', 'staff.json');
const RESULTS_BATTLE: BattleShape = { name: 'Resultater', patrols: 1000, tasks: 40 };
const QUEUE_BATTLE: BattleShape = { name: 'Rettekø', patrols: 250, tasks: 40 };
const RUNS = 10;
const GOAL_MS = 100;
const SEED_ARGON = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

interface EngineReport {
  engine: Engine;
  autovacuum: string;
  seedSeconds: number;
  resultsBuild: Timing;
  queueDefaultPage: Timing;
  queueFilteredPage: Timing;
}

async function benchEngine(engine: Engine): Promise<EngineReport> {
  const storage = await createStorage(engine);
  try {
    const config = readEnv({ PORT: '0', DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
    const app = await buildApp({ ...config, argon: SEED_ARGON });
    try {
      await app.ready();
      const seedStarted = performance.now();
      const fixture = await seedStaffBench(app, [RESULTS_BATTLE, QUEUE_BATTLE]);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const [setting] = await app.db.select({ autovacuum: sql<string>`current_setting('autovacuum')` }).from(sql`(values (1)) as one (x)`);
      const headers = await browserHeaders(app, fixture.staffToken);
      const queueBattle = String(fixture.battleIds[QUEUE_BATTLE.name]);
      return {
        engine,
        autovacuum: setting?.autovacuum ?? 'unknown',
        seedSeconds,
        resultsBuild: await timeOperation(app, headers, BuildStaffResultDocument, { battleID: String(fixture.battleIds[RESULTS_BATTLE.name]) }, RUNS),
        queueDefaultPage: await timeOperation(app, headers, GetStaffAnswersDocument, { battleID: queueBattle }, RUNS),
        queueFilteredPage: await timeOperation(
          app,
          headers,
          GetStaffAnswersDocument,
          { battleID: queueBattle, battleTaskID: String(fixture.firstTaskIds[QUEUE_BATTLE.name]), corrected: false, notLocked: true },
          RUNS,
        ),
      };
    } finally {
      await app.close();
    }
  } finally {
    await storage.dispose();
  }
}

function formatReport(reports: EngineReport[]): string {
  const rows = reports.flatMap((report) =>
    (
      [
        ['results build (1,000 x 40)', report.resultsBuild],
        ['queue, default page', report.queueDefaultPage],
        ['queue, filtered page', report.queueFilteredPage],
      ] as const
    ).map(([name, timing]) =>
      [report.engine, name, timing.medianMs.toFixed(1), timing.maxMs.toFixed(1), `${Math.round(timing.responseBytes / 1024)} KB`].join('  |  '),
    ),
  );
  const notes = reports.map(
    (report) => `  ${report.engine}: seeded in ${report.seedSeconds.toFixed(1)} s, autovacuum ${report.autovacuum} (VACUUM ANALYZE after the seed)`,
  );
  return [
    `Staff bench: ${RUNS} measured runs each after 2 unmeasured; server time of the request in-process (no network); goal ${GOAL_MS} ms`,
    '',
    'engine  |  operation  |  median ms  |  max ms  |  answer',
    ...rows,
    '',
    ...notes,
  ].join('\n');
}

async function main(): Promise<void> {
  const reports: EngineReport[] = [];
  for (const engine of engines) {
    console.log(
      `staff: ${engine}, seeding ${RESULTS_BATTLE.patrols} x ${RESULTS_BATTLE.tasks} and ${QUEUE_BATTLE.patrols} x ${QUEUE_BATTLE.tasks} task answers ...`,
    );
    reports.push(await benchEngine(engine));
  }
  console.log(`\n${formatReport(reports)}\n`);
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown' };
  const report = {
    benchmark: 'staff',
    measuredAt: new Date().toISOString(),
    machine,
    goalMs: GOAL_MS,
    battles: [RESULTS_BATTLE, QUEUE_BATTLE],
    engines: reports,
  };
  mkdirSync(dirname(RESULT_FILE), { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify(report, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value), 2)}\n`);
  console.log(`written to ${RESULT_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

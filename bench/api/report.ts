/** The bench's outcome as tables on the console and as JSON in bench-results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import type { EngineResult } from './bench-engine';
import type { FreshSiteResult } from './fresh-site';
import { eventPaceRequestsPerSecond, TYPING_PHRASE_MS, type EventNightPace } from './event-night-pace';
import { P99_GOAL_MS, type BenchSettings } from './settings';

const ROWS = ['poll', 'save', 'overall'] as const;

/** What "patrols at p99 <= 100 ms" means, written into the JSON beside the figure. */
export const OPEN_LOOP_DEFINITION =
  `The largest number of patrols, each polling the open-task strip once per 30 s and autosaving 6 times per 30 s at random phases, ` +
  `for which the 99th percentile of all requests' latency, counted from the time each request was due, over the measured window ` +
  `after a warm-up, is at most ${P99_GOAL_MS} ms, with no failed request.`;

export interface EngineReport extends EngineResult {
  closedLoopSummary: {
    /** Measured overall rate over the rate of the same patrols at event pace. */
    timeCompression: number;
    /** How many patrols at event pace the measured rate would carry. */
    patrolsAtEventPace: number;
  };
}

export interface EventNightReport {
  benchmark: 'event-night';
  measuredAt: string;
  machine: { node: string; cpus: number; cpuModel: string };
  closedLoop: 'each patrol sends its next request when the previous one is answered (saturation)';
  openLoop: string;
  p99GoalMs: number;
  settings: BenchSettings;
  pace: EventNightPace & { typingPhraseMs: number; eventPaceRequestsPerSecond: number };
  engines: EngineReport[];
  /** RSS of the built server on a new embedded-database site, fresh and after a restart; null when PGlite was not measured. */
  freshSite: FreshSiteResult | null;
  /** Failed requests of the closed loops (the open loop's failures only fail their step). */
  errors: number;
}

export function buildReport(settings: BenchSettings, pace: EventNightPace, results: EngineResult[], freshSite: FreshSiteResult | null): EventNightReport {
  const eventPace = eventPaceRequestsPerSecond(settings.patrols, pace);
  const perPatrol = eventPaceRequestsPerSecond(1, pace);
  return {
    benchmark: 'event-night',
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown' },
    closedLoop: 'each patrol sends its next request when the previous one is answered (saturation)',
    openLoop: OPEN_LOOP_DEFINITION,
    p99GoalMs: P99_GOAL_MS,
    settings,
    pace: { ...pace, typingPhraseMs: TYPING_PHRASE_MS, eventPaceRequestsPerSecond: eventPace },
    engines: results.map((result) => ({
      ...result,
      closedLoopSummary: {
        timeCompression: result.closedLoop.operations.overall.requestsPerSecond / eventPace,
        patrolsAtEventPace: Math.floor(result.closedLoop.operations.overall.requestsPerSecond / perPatrol),
      },
    })),
    freshSite,
    errors: results.reduce((sum, result) => sum + result.closedLoop.operations.overall.errors, 0),
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const oneDecimal = (value: number) => value.toFixed(1);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function closedLoopTable(report: EventNightReport): string {
  const rows = report.engines.flatMap((engine) =>
    ROWS.map((row) => {
      const stats = engine.closedLoop.operations[row];
      return [
        engine.engine,
        row,
        whole(stats.requests),
        whole(stats.requestsPerSecond),
        oneDecimal(stats.p50Ms),
        oneDecimal(stats.p99Ms),
        String(stats.errors),
      ];
    }),
  );
  return table(['engine', 'operation', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows);
}

function openLoopTable(report: EventNightReport): string {
  const rows = report.engines.flatMap((engine) =>
    engine.openLoop.steps.map((step) => [
      engine.engine,
      whole(step.patrols),
      whole(step.offeredPerSecond),
      oneDecimal(step.operations.overall.p50Ms),
      oneDecimal(step.operations.overall.p99Ms),
      oneDecimal(step.operations.overall.maxMs),
      String(step.errors),
      whole(step.generatorCpuPercent),
      oneDecimal(step.sendLagP99Ms),
      step.passed ? 'yes' : 'no',
    ]),
  );
  return table(['engine', 'patrols', 'req/s due', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'generator CPU %', 'send lag p99 ms', 'passed'], rows);
}

function freshSiteLine({ fresh, restart, goalMb }: FreshSiteResult): string {
  return (
    `New PGlite site (node dist/server.js, defaults, demo data): RSS ${whole(fresh.rssMb)} MB (peak ${whole(fresh.peakRssMb)}) after a start of ${oneDecimal(fresh.startSeconds)} s; ` +
    `after a restart ${whole(restart.rssMb)} MB (peak ${whole(restart.peakRssMb)}); goal <= ${goalMb} MB`
  );
}

export function formatReport(report: EventNightReport): string {
  const { settings, pace } = report;
  const summary = report.engines.map(
    (engine) =>
      `  ${engine.engine} (${engine.workers} api process${engine.workers === 1 ? '' : 'es'}): ${engine.openLoop.patrolsAtGoal === null ? 'none' : whole(engine.openLoop.patrolsAtGoal)} patrols at p99 <= ${report.p99GoalMs} ms` +
      `${engine.openLoop.firstFailingPatrols === null ? ' (the seeded ceiling)' : `, ${whole(engine.openLoop.firstFailingPatrols)} failed`}; ` +
      `closed loop x${oneDecimal(engine.closedLoopSummary.timeCompression)} event pace, about ${whole(engine.closedLoopSummary.patrolsAtEventPace)} patrols at saturation ` +
      `(seed of ${whole(engine.seededPatrols)} patrols ${oneDecimal(engine.seedSeconds)} s; load average ${engine.loadAverage.before.toFixed(2)} -> ${engine.loadAverage.after.toFixed(2)})`,
  );
  return [
    `Closed loop: ${settings.patrols} patrols, each a browser that sends its next request when the last is answered; ${settings.warmupSeconds} s warm-up + ${settings.measureSeconds} s measured per engine`,
    `Event pace: a poll every ${pace.pollIntervalMs / 1000} s and ${pace.savesPerPoll} saves per poll per patrol = ${oneDecimal(pace.eventPaceRequestsPerSecond)} req/s for ${settings.patrols} patrols`,
    '',
    closedLoopTable(report),
    `Latencies are at saturation: every patrol's next request waits in line, so p50 is about patrols / req/s.`,
    '',
    `Open loop: steps of ${settings.openWarmupSeconds} s warm-up + ${settings.openMeasureSeconds} s measured, latency from the time each request was due; ` +
      `VACUUM ANALYZE before each step on PostgreSQL (this machine's runs without autovacuum), the api's own autovacuum on PGlite`,
    '',
    openLoopTable(report),
    '',
    ...summary,
    ...(report.freshSite ? ['', freshSiteLine(report.freshSite)] : []),
  ].join('\n');
}

/** Fractions to two decimals: microseconds of latency and fractions of a request say nothing. */
const twoDecimals = (_key: string, value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 100) / 100 : value);

export function writeReport(report: EventNightReport, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, twoDecimals, 2)}\n`);
}
